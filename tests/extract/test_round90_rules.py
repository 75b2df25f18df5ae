"""Session-35 rules: what the probes of rounds 90 and 91 showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Affiliation, Education, Supervision

from .helpers import written as _write


def _claims(tmp_path, text, kind, name="page.txt"):
    return [c for c in extract_document(read(_write(tmp_path, name, text))).claims if isinstance(c, kind)]


_TREE = """ACADEMIC GENEALOGY of the Lindahl group (doctoral descent)

Legend: + master's student only; (c) co-supervised

Maren Lindahl  [PhD 1971, Lund University]
|
|-- Okonkwo Chidera Ibe  [PhD 1984, Lund University]  {now: University of Lagos}
|   `-- Teodor Vasquez-Holm +  [MSc 2001, Univ. of Lagos]
|
`-- Sanna Rautio (c)  [PhD 1990, Uppsala University]  (now at Aalto University)
"""


def test_a_trees_nodes_carry_their_degree_and_where_their_people_are_now(tmp_path):
    edu = {(e.person, e.degree, e.institution, e.end) for e in _claims(tmp_path, _TREE, Education)}
    assert ("Okonkwo Chidera Ibe", "PhD", "Lund University", 1984) in edu
    assert ("Sanna Rautio", "PhD", "Uppsala University", 1990) in edu
    assert ("Teodor Vasquez-Holm", "MSc", "Univ. of Lagos", 2001) in edu
    now = {(a.person, a.org) for a in _claims(tmp_path, _TREE, Affiliation)}
    assert ("Okonkwo Chidera Ibe", "University of Lagos") in now
    assert ("Sanna Rautio", "Aalto University") in now
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _TREE, Supervision)}
    # a node marked "+" is still its advisor's student, at the level of the degree it names
    assert ("Okonkwo Chidera Ibe", "Teodor Vasquez-Holm", "Master") in sups
    assert ("Maren Lindahl", "Sanna Rautio", "PhD") in sups
