"""One folder of HTML, text, BibTeX and CITATION.cff builds one graph: one entity per paper, person, software."""
from __future__ import annotations

from pathlib import Path

import pytest

from labgraph.pipeline import build_result

from .pages import text_to_html

HOMEPAGE = """Dana Okafor

Associate Professor, Northfield University

About

I am an Associate Professor in the School of Informatics at Northfield University, where I lead the Stream Systems group.

Students

  • Priya Raman (PhD, 2020-2024)
  • Jörg Müller (PhD, 2021-)

Publications

  • Priya Raman, Jörg Müller, Dana Okafor. Out-of-Core Stream Processing with Spilling Operators. VLDB 2023.
  • Dana Okafor, Priya Raman. Adaptive Watermarks for Late Data. SIGMOD 2021.
"""

STUDENT_CV = """Priya Raman

Education

  • PhD in Computer Science, Northfield University, 2024
  • BSc in Mathematics, Lakeside College, 2019
"""

BIBTEX = r"""@inproceedings{raman2023spill,
  title     = {Out-of-Core Stream Processing with {Spilling} Operators},
  author    = {Raman, Priya and M{\"u}ller, J{\"o}rg and Okafor, Dana},
  booktitle = {VLDB},
  year      = {2023},
  doi       = {10.14778/0000000.0000001},
}

@inproceedings{okafor2021watermarks,
  title     = {Adaptive Watermarks for Late Data},
  author    = {Okafor, Dana and Raman, Priya},
  booktitle = {SIGMOD},
  month     = jun,
  year      = {2021},
}
"""

CFF = """cff-version: 1.2.0
message: If you use streamdb, please cite the paper below.
title: streamdb
repository-code: https://github.com/northfield/streamdb
license: Apache-2.0
authors:
  - given-names: Priya
    family-names: Raman
    orcid: https://orcid.org/0000-0002-1825-0097
  - given-names: Dana
    family-names: Okafor
preferred-citation:
  type: conference-paper
  title: "Out-of-Core Stream Processing with Spilling Operators"
  authors:
    - given-names: Priya
      family-names: Raman
  year: 2023
"""

PREFIXES = """PREFIX lg: <https://w3id.org/labgraph/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX prov: <http://www.w3.org/ns/prov#>
"""


@pytest.fixture(scope="module")
def mixed(tmp_path_factory):
    folder: Path = tmp_path_factory.mktemp("lab")
    (folder / "okafor.html").write_text(text_to_html(HOMEPAGE, "Dana Okafor"), encoding="utf-8")
    (folder / "raman-cv.txt").write_text(STUDENT_CV, encoding="utf-8")
    (folder / "refs.bib").write_text(BIBTEX, encoding="utf-8")
    (folder / "streamdb").mkdir()
    (folder / "streamdb" / "CITATION.cff").write_text(CFF, encoding="utf-8")
    result = build_result([folder])
    assert result.failed == []
    return result.dataset


def _rows(ds, query: str) -> list[tuple]:
    return [tuple(str(v) if v is not None else None for v in row) for row in ds.query(PREFIXES + query)]


def _entities(ds, kind: str) -> dict[str, set[str]]:
    """Return label -> IRIs of every entity of a class, across all document graphs."""
    found: dict[str, set[str]] = {}
    for iri, label in _rows(ds, f"SELECT DISTINCT ?e ?l WHERE {{ GRAPH ?g {{ ?e a lg:{kind} ; rdfs:label ?l }} }}"):
        found.setdefault(label, set()).add(iri)
    return found


def test_every_paper_is_one_entity_stated_by_several_documents(mixed):
    papers = _entities(mixed, "Publication")
    spill = [label for label in papers if label.lower().startswith("out-of-core stream processing")]
    watermarks = [label for label in papers if label.lower().startswith("adaptive watermarks")]
    assert len(spill) == 1 and len(papers[spill[0]]) == 1, papers
    assert len(watermarks) == 1 and len(papers[watermarks[0]]) == 1, papers
    (sources,) = _rows(mixed, f"""SELECT (COUNT(DISTINCT ?doc) AS ?n) WHERE {{ GRAPH ?g {{
        <{next(iter(papers[spill[0]]))}> prov:wasDerivedFrom ?doc }} }}""")
    assert int(sources[0]) >= 3  # the homepage, the BibTeX export and the CITATION.cff


def test_every_person_is_one_entity_whatever_the_spelling(mixed):
    people = _entities(mixed, "Person")
    for name in ("Dana Okafor", "Priya Raman", "Jörg Müller"):
        assert name in people, sorted(people)
        assert len(people[name]) == 1
    assert not any(label.startswith(("Raman,", "Okafor,", "M{")) for label in people)
    iris = {iri for label, found in people.items() for iri in found}
    assert len(iris) == len(people)


def test_bibtex_authors_link_to_the_people_of_the_homepage(mixed):
    rows = _rows(mixed, """SELECT DISTINCT ?name WHERE { GRAPH ?g {
        ?p a lg:Publication ; rdfs:label ?t ; lg:author ?a . ?a rdfs:label ?name .
        FILTER(STRSTARTS(LCASE(STR(?t)), "out-of-core")) } }""")
    assert {name for (name,) in rows} == {"Priya Raman", "Jörg Müller", "Dana Okafor"}


def test_software_is_one_entity_with_repository_developers_and_paper(mixed):
    software = _entities(mixed, "Software")
    assert list(software) == ["streamdb"] and len(software["streamdb"]) == 1
    (iri,) = software["streamdb"]
    rows = _rows(mixed, f"""SELECT DISTINCT ?repo ?title WHERE {{ GRAPH ?g {{
        <{iri}> lg:repository ?repo . OPTIONAL {{ <{iri}> lg:describedBy ?paper . ?paper rdfs:label ?title }} }} }}""")
    assert ("https://github.com/northfield/streamdb",) == tuple({r[0] for r in rows})
    assert any(title and title.lower().startswith("out-of-core") for _, title in rows)
    developers = {n for (n,) in _rows(mixed, f"""SELECT DISTINCT ?n WHERE {{ GRAPH ?g {{
        <{iri}> lg:developer ?d . ?d rdfs:label ?n }} }}""")}
    assert developers == {"Priya Raman", "Dana Okafor"}


def test_orcid_from_the_citation_file_lands_on_the_person(mixed):
    rows = _rows(mixed, """SELECT DISTINCT ?name ?orcid WHERE { GRAPH ?g { ?p lg:orcid ?orcid ; rdfs:label ?name } }""")
    assert rows == [("Priya Raman", "0000-0002-1825-0097")]


def test_supervision_from_the_html_page_survives(mixed):
    rows = _rows(mixed, """SELECT DISTINCT ?s WHERE { GRAPH ?g {
        ?x a lg:Supervision ; lg:advisor ?a ; lg:advisee ?b . ?a rdfs:label "Dana Okafor" . ?b rdfs:label ?s } }""")
    assert {s for (s,) in rows} == {"Priya Raman", "Jörg Müller"}
