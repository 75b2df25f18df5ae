"""Session-31 rules: what the weakest probes of rounds 59 to 62 and held-out round 63 showed."""
from labgraph.extract import career, extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Position, Supervision

from .helpers import written as _write


def _claims(tmp_path, text, kind, name="people.md"):
    return [c for c in extract_document(read(_write(tmp_path, name, text))).claims if isinstance(c, kind)]


def test_a_campus_after_a_state_university_in_a_header_line_is_part_of_its_name():
    assert career.org_line("Department of Cognitive Sciences · University of California, Merced") == \
        ["Department of Cognitive Sciences", "University of California, Merced"]
    # a town after a university of one place is only where it is
    assert career.org_line("School of Chemistry, University of Otago, Dunedin") == ["School of Chemistry", "University of Otago"]
    assert career.org_line("College of Engineering, University of South Carolina, Columbia") == \
        ["College of Engineering", "University of South Carolina"]


_LAB_PUBS = """<html><head><title>Papers | Sleep &amp; Cognition Lab | UC Merced</title></head><body>
<header class="site-header"><div class="site-branding">
<p class="site-title"><a href="/">Sleep &amp; Cognition Lab</a></p>
<p class="site-description">Department of Cognitive Sciences &middot; University of California, Merced</p></div></header>
<main><h1>Papers</h1>
<p>Work from the lab directed by Ayodele Fashola-Brandt, Assistant Professor of Cognitive Science.</p>
<p>Note. An asterisk (*) marks a graduate student mentored in the lab.</p>
<h2>2024</h2>
<p>Quispe, M.*, &amp; Fashola-Brandt, A. (2024). Naps and word learning in toddlers. <em>Child Development</em>, 95(2), 1-14.</p>
</main></body></html>
"""


def test_the_lab_a_sentence_says_someone_directs_is_the_lab_the_pages_title_names(tmp_path):
    claims = extract_document(read(_write(tmp_path, "pubs.html", _LAB_PUBS))).claims
    mine = {c.org for c in claims if isinstance(c, Affiliation) and c.person == OWNER}
    assert "Sleep & Cognition Lab" in mine and "University of California, Merced" in mine
    posts = {(c.title, c.org) for c in claims if isinstance(c, Position) and c.person == OWNER}
    assert any(t == "Assistant Professor of Cognitive Science" for t, _ in posts)
    # the marked student is the leader's, and a member of that lab
    assert any(isinstance(c, Supervision) and c.advisor == OWNER and c.advisee.startswith("Quispe") for c in claims)
    assert any(isinstance(c, Affiliation) and c.person.startswith("Quispe") and c.org == "Sleep & Cognition Lab"
               for c in claims)
