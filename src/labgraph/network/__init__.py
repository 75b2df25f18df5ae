"""Networks people look at: co-authorship and supervision graphs, as networkx graphs,
self-contained HTML pages, and GraphML / GEXF / node-link JSON files.

    collab.py  RDF graph -> networkx (co-authorship, supervision), metrics
    layout.py  positions computed in Python (so big pages need no browser physics)
    html.py    our own escaped, offline HTML template around vis-network
    io.py      GraphML, GEXF, node-link JSON writers; any RDF graph -> networkx
"""
from __future__ import annotations

from .collab import (add_communities, coauthor_graph, collab_metrics, drop_light_edges,
                     ego_network, find_person, supervision_graph)
from .html import write_collab_html, write_lineage_html, write_network_html
from .io import clean_attributes, rdf_to_networkx, write_network

__all__ = ["coauthor_graph", "supervision_graph", "ego_network", "find_person",
           "drop_light_edges", "add_communities", "collab_metrics", "write_collab_html",
           "write_lineage_html", "write_network_html", "write_network", "clean_attributes",
           "rdf_to_networkx"]
