"""A lab wiki's page source saved as text (DokuWiki, MediaWiki) is read as the page shows it."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Publication, Software, Supervision

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


MEDIAWIKI = """\
{{Infobox research group
| name   = Soil Microbial Ecology (SME)
| image  = SME_2024.jpg
| leader = [[User:KBrandvold|Kari Brandvold]]
}}
__TOC__
'''Soil Microbial Ecology''' is a group of the [[Department of Biosciences]].

== PhD students ==
{| class="wikitable sortable"
! Name !! Since !! Co-supervisor
|-
| Tomás Aguirre Lenz || 2021 || Prof. Ines Holmqvist (NMBU)
|-
| Aroha Tane
| 2023
| Dr. Pavel Novák
|}

== Recent papers ==
# {{cite journal |authors=Aguirre Lenz T, Holmqvist I, Brandvold K |title=Nitrifier niches in thawing peat |journal=ISME J |year=2024 |volume=18 |pages=101–112}}
# {{cite journal |last1=Tane |first1=A. |last2=Brandvold |first2=K. |title=Fungal highways in boreal soils |journal=Soil Biol Biochem |year=2023}}

== News ==
* 2024: Aroha won the <s>student</s> early-career poster prize.
"""


def test_a_mediawiki_pages_tables_citation_templates_and_infobox_read_as_shown(tmp_path):
    path = tmp_path / "group.txt"
    path.write_text(MEDIAWIKI, encoding="utf-8")
    doc = read(path)
    lines = doc.text.split("\n")
    source = MEDIAWIKI.split("\n")
    # each line stays on its line (a row's cells on lines of their own make one row, on the first one's line)
    assert lines.index("Leader: Kari Brandvold") == 3 and not any("SME_2024.jpg" in ln for ln in lines)
    assert lines.index("| Aroha Tane | 2023 | Dr. Pavel Novák |") == source.index("| Aroha Tane")
    assert not any("__TOC__" in ln or "<s>" in ln or "student</s>" in ln for ln in lines)
    claims = extract_document(doc).claims
    pubs = {c.title: c for c in claims if isinstance(c, Publication)}
    assert pubs["Nitrifier niches in thawing peat"].year == 2024
    assert pubs["Nitrifier niches in thawing peat"].venue.startswith("ISME J")
    assert len(pubs["Fungal highways in boreal soils"].authors) == 2
    sup = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision) and c.role == "co-supervisor"}
    assert {("Ines Holmqvist", "Tomás Aguirre Lenz"), ("Pavel Novák", "Aroha Tane")} <= sup
