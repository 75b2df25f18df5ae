"""Node positions computed in Python, so that big pages need no physics in the browser.

``spread_layout`` lays out each connected component on its own and packs them, biggest
first, in rows. Tiny components sit on a circle; small ones get Fruchterman-Reingold
with exact pairwise repulsion. Big ones use a
force-directed layout of our own in numpy whose repulsion is computed on a grid by FFT
convolution (as FIt-SNE and sfdp-like tools do), so one iteration costs O(n + edges +
grid log grid) instead of O(n^2): 50,000 people take seconds, not minutes.
Positions are in screen pixels (about ``SPACING`` between neighbours) and deterministic.
``tree_layout`` places a lineage by generation, ancestors above, descendants below.
"""
from __future__ import annotations

import math
from collections import defaultdict

import networkx as nx
import numpy as np

__all__ = ["spread_layout", "tree_layout", "SPACING"]

SPACING = 40.0
_TINY = 4
_SMALL = 300
_BATCH_CELLS = 2_000_000


def spread_layout(G: nx.Graph, seed: int = 1) -> dict:
    """Return ``{node: (x, y)}`` for every node of an (un)directed graph."""
    U = G.to_undirected(as_view=True) if G.is_directed() else G
    parts = sorted((sorted(c, key=str) for c in nx.connected_components(U)),
                   key=lambda c: (-len(c), str(c[0])))
    placed: list = [None] * len(parts)
    buckets: dict[int, list[int]] = defaultdict(list)
    for i, nodes in enumerate(parts):
        n = len(nodes)
        if n <= _TINY:
            placed[i] = _circle(n)
        elif n <= _SMALL:  # laid out together with components of about the same size
            buckets[1 << (n - 1).bit_length()].append(i)
        else:
            xy = _grid_force_layout(n, _edge_array(U, nodes), seed)
            placed[i] = _scale_to(xy, SPACING * math.sqrt(n) * 0.8)
    for width, members in buckets.items():
        step = max(1, _BATCH_CELLS // (width * width))  # bounds the stacked arrays' memory
        for start in range(0, len(members), step):
            batch = members[start:start + step]
            layouts = _exact_force_layouts([len(parts[i]) for i in batch],
                                           [_edge_array(U, parts[i]) for i in batch], seed)
            for i, xy in zip(batch, layouts):
                placed[i] = _scale_to(xy, SPACING * math.sqrt(len(xy)) * 0.8)
    return _pack(parts, placed)


def _circle(n: int) -> np.ndarray:
    """A lone node, a pair, a triangle, a square: the force layout's own answer."""
    if n == 1:
        return np.zeros((1, 2))
    angle = 2 * math.pi * np.arange(n) / n
    return np.stack([np.cos(angle), np.sin(angle)], axis=1) * SPACING * 0.6


def _edge_array(U: nx.Graph, nodes: list) -> np.ndarray:
    index = {v: i for i, v in enumerate(nodes)}
    pairs = [(index[a], index[b]) for a in nodes for b in U[a] if a != b and index[b] > index[a]]
    return np.array(pairs, dtype=np.int64).reshape(-1, 2)


def _scale_to(xy: np.ndarray, radius: float) -> np.ndarray:
    xy = xy - xy.mean(axis=0)
    extent = np.abs(xy).max()
    return xy * (radius / extent) if extent > 0 else xy


def _grid_force_layout(n: int, edges: np.ndarray, seed: int, iterations: int = 100) -> np.ndarray:
    """Fruchterman-Reingold with repulsion from a density grid convolved by FFT."""
    rng = np.random.default_rng(seed)
    side = math.sqrt(n)
    xy = rng.uniform(-side, side, size=(n, 2))
    kernel = _Kernel(int(min(128, max(32, 2 * side))))
    for step in range(iterations):
        temperature = side * 0.2 * (1 - step / iterations) + 0.01
        force = kernel.repulsion(xy) + _attraction(xy, edges)
        length = np.maximum(np.hypot(force[:, 0], force[:, 1])[:, None], 1e-9)
        xy += force / length * np.minimum(length, temperature)
    return xy


def _exact_force_layouts(sizes: list[int], edge_lists: list[np.ndarray], seed: int,
                         iterations: int = 80) -> list[np.ndarray]:
    """Fruchterman-Reingold with every pair's repulsion, for many small graphs at once.

    The graphs are padded to one size and stacked, so numpy runs each iteration for all
    of them together: a thousand 5-person components cost as much as one.
    """
    count, width = len(sizes), max(sizes)
    rng = np.random.default_rng(seed)
    side = np.sqrt(np.array(sizes, dtype=float))[:, None, None]
    xy = rng.uniform(-1, 1, size=(count, width, 2)) * side
    real = np.arange(width)[None, :] < np.array(sizes)[:, None]
    apart = real[:, :, None] & real[:, None, :] & ~np.eye(width, dtype=bool)[None]
    edges = np.concatenate([e + c * width for c, e in enumerate(edge_lists)]).reshape(-1, 2)
    for step in range(iterations):
        temperature = side * 0.2 * (1 - step / iterations) + 0.01
        delta = xy[:, :, None, :] - xy[:, None, :, :]
        r2 = np.where(apart, np.maximum((delta ** 2).sum(axis=3), 1e-4), np.inf)
        force = (delta / r2[..., None]).sum(axis=2)
        force += _attraction(xy.reshape(-1, 2), edges).reshape(count, width, 2)
        length = np.maximum(np.linalg.norm(force, axis=2, keepdims=True), 1e-9)
        xy += force / length * np.minimum(length, temperature)
    return [xy[c, :n] for c, n in enumerate(sizes)]


class _Kernel:
    """The repulsion k^2/d (k = 1) of a unit mass, on a grid, as a spectrum for FFT.

    In cell units the kernel is (dx, dy)/r^2; at a cell size h it is that divided by h,
    so one spectrum serves every iteration whatever the drawing's extent.
    """

    def __init__(self, grid: int):
        self.grid, self.size = grid, 3 * grid
        offsets = np.arange(-grid + 1, grid, dtype=float)
        dx, dy = np.meshgrid(offsets, offsets, indexing="ij")
        r2 = dx * dx + dy * dy
        r2[grid - 1, grid - 1] = np.inf
        shape = (self.size, self.size)
        self.fx = np.fft.rfft2(dx / r2, s=shape)
        self.fy = np.fft.rfft2(dy / r2, s=shape)

    def repulsion(self, xy: np.ndarray) -> np.ndarray:
        grid, shape = self.grid, (self.size, self.size)
        low = xy.min(axis=0)
        cell = max(float((xy.max(axis=0) - low).max()) / (grid - 1), 1e-9)
        ij = np.clip(((xy - low) / cell).round().astype(np.int64), 0, grid - 1)
        flat = ij[:, 0] * grid + ij[:, 1]
        mass = np.bincount(flat, minlength=grid * grid).reshape(grid, grid).astype(float)
        spectrum = np.fft.rfft2(mass, s=shape)
        fx = np.fft.irfft2(spectrum * self.fx, s=shape)
        fy = np.fft.irfft2(spectrum * self.fy, s=shape)
        at = (ij[:, 0] + grid - 1, ij[:, 1] + grid - 1)
        return np.stack([fx[at], fy[at]], axis=1) / cell


def _attraction(xy: np.ndarray, edges: np.ndarray) -> np.ndarray:
    """Force d^2/k pulling the two ends of every edge together."""
    n = len(xy)
    if not len(edges):
        return np.zeros_like(xy)
    delta = xy[edges[:, 1]] - xy[edges[:, 0]]
    pull = delta * np.hypot(delta[:, 0], delta[:, 1])[:, None]
    return np.stack([np.bincount(edges[:, 0], pull[:, d], n) - np.bincount(edges[:, 1], pull[:, d], n)
                     for d in (0, 1)], axis=1)


def _pack(parts: list[list], placed: list[np.ndarray]) -> dict:
    """Put components in rows, biggest first, each in a square as wide as its spread."""
    if not parts:
        return {}
    widths = [float(np.ptp(xy[:, 0]) if len(xy) > 1 else 0) + 2 * SPACING for xy in placed]
    row_width = max(max(widths), math.sqrt(sum(w * w for w in widths)) * 1.2)
    positions, x, y, row_height = {}, 0.0, 0.0, 0.0
    for nodes, xy, width in zip(parts, placed, widths):
        height = float(np.ptp(xy[:, 1]) if len(xy) > 1 else 0) + 2 * SPACING
        if x > 0 and x + width > row_width:
            x, y, row_height = 0.0, y + row_height, 0.0
        origin = np.array([x + width / 2, y + height / 2]) - (xy.max(axis=0) + xy.min(axis=0)) / 2
        for node, (px, py) in zip(nodes, xy + origin):
            positions[node] = (round(float(px), 1), round(float(py), 1))
        x, row_height = x + width, max(row_height, height)
    return positions


def tree_layout(G: nx.DiGraph, root=None, gap: float = 180.0, rise: float = 140.0) -> dict:
    """Return ``{node: (x, y, generation)}``: advisors one row above their advisees.

    A node attribute ``generation`` (as ``labgraph.lineage`` sets) is used when every node
    has one. Otherwise generations are counted from ``root`` (0) along edges, +1 down an advisor -> advisee
    edge, -1 up; components without the root start from their first node with no
    advisor. Inside a row, nodes sit near the mean place of the row above they link to.
    """
    if all(isinstance(g, int) for _, g in G.nodes(data="generation")):
        generation = dict(G.nodes(data="generation"))  # labgraph.lineage counted already
    else:
        generation = _generations(G, root)
    rows: dict[int, list] = defaultdict(list)
    for node, level in generation.items():
        rows[level].append(node)
    order: dict = {}
    for level in sorted(rows):
        rows[level].sort(key=lambda v: (_mean(order, G.predecessors(v), G.successors(v)),
                                        str(G.nodes[v].get("label", v))))
        for i, node in enumerate(rows[level]):
            order[node] = i - (len(rows[level]) - 1) / 2
    return {v: (round(order[v] * gap, 1), generation[v] * rise, generation[v]) for v in G}


def _mean(order: dict, *neighbour_lists) -> float:
    placed = [order[v] for vs in neighbour_lists for v in vs if v in order]
    return sum(placed) / len(placed) if placed else 0.0


def _generations(G: nx.DiGraph, root) -> dict:
    generation: dict = {}
    starts = [root] if root in G else []
    starts += sorted((v for v in G if G.in_degree(v) == 0), key=str) + sorted(G, key=str)
    for start in starts:
        if start in generation:
            continue
        offset = 0 if not generation else max(generation.values()) + 2
        generation[start] = offset if start != root else 0
        queue = [start]
        for node in queue:
            for child in G.successors(node):
                if child not in generation:
                    generation[child] = generation[node] + 1
                    queue.append(child)
            for parent in G.predecessors(node):
                if parent not in generation:
                    generation[parent] = generation[node] - 1
                    queue.append(parent)
    return generation
