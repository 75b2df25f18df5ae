"""A CV kept as an Emacs Org outline (.org, or saved as .txt): read as the text Org exports it to."""
from __future__ import annotations

from labgraph.extract import extract_document
from labgraph.ingest import find_files, read
from labgraph.model import Award, Education, Position, Publication, Software, Supervision

CV = """\
#+TITLE: CV -- Ngozi Adeyemi-Larsen
#+AUTHOR: Ngozi Adeyemi-Larsen
#+OPTIONS: toc:nil

* Employment
** Senior Lecturer in Geography
:PROPERTIES:
:ORG:      University of Bristol
:UNIT:     School of Geographical Sciences
:FROM:     <2020-09-01 Tue>
:TO:       present
:END:
** Research Fellow
:PROPERTIES:
:ORG:      Stockholm Resilience Centre
:FROM:     [2017-01-09]
:TO:       <2020-08-31 Mon>
:END:

* Education
** PhD in Geography, University of Cambridge -- 2016
- Supervisor: Prof. Helen Marchetti

* Grants and awards
| Year | Award                         | Awarding body            |
|------+-------------------------------+--------------------------|
| 2021 | Philip Leverhulme Prize       | Leverhulme Trust         |

* Supervision
** MSc dissertations
- [2022-09-01] Tomás Ferreira -- /Flood memory in Lisbon/

* Publications
** Journal articles
*** Flood memory and insurance in coastal Norway
:PROPERTIES:
:AUTHORS:  Adeyemi-Larsen, N. and Holm, K.
:JOURNAL:  Global Environmental Change
:YEAR:     2023
:END:

* Software
- [[https://github.com/nal/floodmem][floodmem]] -- R package for flood-memory indices

* Notes                                                              :noexport:
** Senior Lecturer in Secrets
:PROPERTIES:
:ORG:      Nowhere University
:END:
"""


def claims_of(tmp_path, name):
    path = tmp_path / name
    path.write_text(CV, encoding="utf-8")
    return extract_document(read(path))


def test_an_org_cv_reads_as_its_export(tmp_path):
    for name in ("cv.org", "cv.txt"):
        ex = claims_of(tmp_path, name)
        assert ex.owner_name == "Ngozi Adeyemi-Larsen"
        claims = ex.claims
        # a heading's drawer says where and when: the post there, its years from Org's timestamps
        posts = {(c.title, c.org, c.start, c.end) for c in claims if isinstance(c, Position)}
        assert ("Senior Lecturer in Geography", "University of Bristol", 2020, None) in posts
        assert ("Research Fellow", "Stockholm Resilience Centre", 2017, 2020) in posts
        assert ("PhD", "University of Cambridge", 2016) in {(c.degree, c.institution, c.end) for c in claims
                                                            if isinstance(c, Education)}
        assert ("Helen Marchetti", "PhD") in {(c.advisor, c.level) for c in claims if isinstance(c, Supervision)}
        # a table's header row is no award
        assert {(c.name.split(",")[0], c.year) for c in claims if isinstance(c, Award)} == {("Philip Leverhulme Prize", 2021)}
        # "MSc dissertations" under "Supervision": the owner's master's students
        assert ("Tomás Ferreira", "Master") in {(c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
        # a paper's drawer: its authors, journal and year
        papers = {c.title: (c.authors, c.venue, c.year) for c in claims if isinstance(c, Publication)}
        assert papers["Flood memory and insurance in coastal Norway"] == \
            (("Adeyemi-Larsen N.", "Holm K."), "Global Environmental Change", 2023)      # (initials as written)
        # a link's address kept beside its text
        assert ("floodmem", "https://github.com/nal/floodmem") in {(c.name, c.repository) for c in claims
                                                                   if isinstance(c, Software)}
        # a subtree tagged noexport is left out, as Org's exporter leaves it
        assert not any(isinstance(c, Position) and c.org == "Nowhere University" for c in claims)


def test_org_files_are_found_and_a_plain_text_with_stars_is_no_org(tmp_path):
    (tmp_path / "cv.org").write_text(CV, encoding="utf-8")
    (tmp_path / "notes.txt").write_text("Jo Roe\n\n* Publications\n* Teaching\n", encoding="utf-8")
    assert sorted(p.name for p in find_files([tmp_path])) == ["cv.org", "notes.txt"]
    assert read(tmp_path / "cv.org").format == "org"
    assert read(tmp_path / "notes.txt").format == "text"
