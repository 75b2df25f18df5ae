"""The sample documents in data/ give the collaborations and the lineage the papers state."""
from __future__ import annotations

from pathlib import Path

import pytest

from labgraph.lineage import lineage
from labgraph.network import coauthor_graph, find_person, write_lineage_html
from labgraph.pipeline import build

from .test_network_pages import ARTIFACTS, assert_clean, drawn, open_page

DATA = Path(__file__).resolve().parents[2] / "data"


@pytest.fixture(scope="module")
def seeds():
    return build([DATA])


@pytest.fixture(scope="module")
def collab(seeds):
    return coauthor_graph(seeds)


def weight(G, a: str, b: str) -> int:
    return G.edges[find_person(G, a), find_person(G, b)]["weight"]


@pytest.mark.parametrize("other, papers", [
    ("Peter Pietzuch", 2), ("Marcel Wagenländer", 2), ("Guo Li", 2),   # KungFu and Spotnik
    ("Konstantinos Fertakis", 1), ("Andrei-Octavian Brabete", 1),      # KungFu only
    ("Man-Kit Sit", 1), ("Congjie He", 1), ("Xuehai Pan", 1), ("Yao Fu", 1),  # GEAR or TorchOpt
])
def test_luo_mai_links_count_joint_papers(collab, other, papers):
    assert weight(collab, "Luo Mai", other) == papers


def test_kungfu_coauthors_link_each_other(collab):
    assert weight(collab, "Peter Pietzuch", "Marcel Wagenländer") == 2
    assert weight(collab, "Guo Li", "Konstantinos Fertakis") == 1


def test_torchopt_is_one_paper_although_two_documents_list_it(collab):
    papers = collab.edges[find_person(collab, "Luo Mai"), find_person(collab, "Xuehai Pan")]["papers"]
    assert len(papers) == 1 and papers[0].startswith("TorchOpt")


def test_luo_mai_lineage_page_has_supervisors_above_and_students_below(chromium, seeds, tmp_path):
    tree = lineage(seeds, "Luo Mai")
    path = write_lineage_html(tree, tmp_path / "luo-mai.html", title="Luo Mai")
    page = open_page(chromium, path)
    try:
        assert drawn(page) == (tree.number_of_nodes(), tree.number_of_edges())
        assert_clean(page)
        at = page.evaluate("labgraph.network.getPositions()")
        y = {tree.nodes[n]["label"]: at[str(i)]["y"] for i, n in enumerate(tree)}
        assert y["Peter Pietzuch"] < y["Luo Mai"] and y["Paolo Costa"] < y["Luo Mai"]
        assert y["Man-Kit Sit"] > y["Luo Mai"] and y["Congjie He"] > y["Luo Mai"]
        page.screenshot(ARTIFACTS / "lineage-luo-mai.png")
    finally:
        page.close()
