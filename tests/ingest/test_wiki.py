"""A lab wiki's page source saved as text (DokuWiki, MediaWiki) is read as the page shows it."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Software, Supervision

DOKUWIKI = """\
====== Ultrafast Optics Group ======

//Internal wiki of the group of Prof. Hanna Lindqvist, Department of Physics.//

===== Members =====

^ Name ^ Position ^ Since ^
| [[people:hl|Prof. Hanna Lindqvist]] | Group leader | 2012 |
| [[people:mk|Mateo Kovač]] | PhD student | 2021 |

===== Theses in progress =====

  * **Mateo Kovač** (PhD) – //Attosecond pulse shaping in hollow-core fibres//
    * supervisor: Hanna Lindqvist; co-supervisor: Dr. Pieter Voss
  * <del>**Old Entry** (MSc) – withdrawn</del>

===== Software =====

^ Name ^ What ^ Repo ^
| ''pulsefit'' | retrieval of pulse shapes | [[https://github.com/uog-ultrafast/pulsefit|github.com/uog-ultrafast/pulsefit]] |
"""


def test_a_dokuwiki_pages_headings_links_and_tables_read_as_shown(tmp_path):
    path = tmp_path / "wiki.txt"
    path.write_text(DOKUWIKI, encoding="utf-8")
    doc = read(path)
    lines = doc.text.rstrip("\n").split("\n")
    assert len(lines) == len(DOKUWIKI.rstrip("\n").split("\n"))     # each line on its line
    assert lines[4] == "## Members"
    assert lines[7] == "| Prof. Hanna Lindqvist | Group leader | 2012 |"
    assert "Old Entry" not in doc.text and "[[" not in doc.text and "//" not in doc.text.replace("https://", "")
    claims = extract_document(doc).claims
    got = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    assert ("Pieter Voss", "Mateo Kovač") in got
    repos = {c.name: c.repository for c in claims if isinstance(c, Software)}
    assert repos.get("pulsefit") == "https://github.com/uog-ultrafast/pulsefit"


def test_a_plain_text_with_a_rule_under_its_title_is_no_wiki(tmp_path):
    path = tmp_path / "cv.txt"
    text = "Jane Doe\n========\n\nEDUCATION\n=========\nPhD, **University of Leeds**, 2010\n"
    path.write_text(text, encoding="utf-8")
    assert "**University of Leeds**" in read(path).text     # (not a wiki: left as written)
