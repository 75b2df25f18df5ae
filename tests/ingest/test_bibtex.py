from __future__ import annotations

from pathlib import Path

import pytest

from labgraph.errors import InputError
from labgraph.ingest.bibtex import bibtex_names, latex_to_text, read_bibtex
from labgraph.model import Education, Publication, Software, Supervision

from .samples import sample


def _bib(tmp_path: Path, text: str, encoding: str = "utf-8") -> Path:
    path = tmp_path / "refs.bib"
    path.write_bytes(text.encode(encoding))
    return path


def _only(tmp_path: Path, text: str) -> Publication:
    extraction = read_bibtex(_bib(tmp_path, text))
    assert len(extraction.claims) == 1, extraction
    return extraction.claims[0]


@pytest.mark.parametrize("latex, text", [
    (r'M{\"u}ller', "Müller"),
    (r'K\"{o}glmeier', "Köglmeier"),
    (r"Bu\u{g}rahan", "Buğrahan"),
    (r"{\'E}mile", "Émile"),
    (r"Fran{\c{c}}ois", "François"),
    (r"{\v{S}}koda", "Škoda"),
    (r"Scalable training of {L1}-regularized models", "Scalable training of L1-regularized models"),
    (r"Caf\'e \& Bar, 50\% off", "Café & Bar, 50% off"),
])
def test_latex_accents_and_braces_are_decoded(latex, text):
    assert latex_to_text(latex) == text


@pytest.mark.parametrize("field, names", [
    ("Cao, Ruisheng and Zhu, Su", ("Ruisheng Cao", "Su Zhu")),
    ("Alfred V. Aho and Jeffrey D. Ullman", ("Alfred V. Aho", "Jeffrey D. Ullman")),
    (r'M{\"u}ller, Hans and others', ("Hans Müller",)),
    ("{Barnes and Noble} and Roe, Rita", ("Barnes and Noble", "Rita Roe")),
    ("{{American Psychological Association}}", ("American Psychological Association",)),
    ("de la Fontaine, Jean", ("Jean de la Fontaine",)),
    ("Ludwig van Beethoven", ("Ludwig van Beethoven",)),
    ("King, Jr., Martin Luther", ("Martin Luther King Jr.",)),
    ("Cao, Ruisheng  and\n      Zhu, Su", ("Ruisheng Cao", "Su Zhu")),
])
def test_author_fields_become_first_last_names_in_order(field, names):
    assert bibtex_names(field) == names


@pytest.mark.parametrize("kind", ["article", "inproceedings", "book", "incollection", "inbook", "phdthesis",
                                  "mastersthesis", "techreport", "misc", "unpublished", "manual", "online",
                                  "proceedings", "booklet", "conference"])
def test_every_entry_type_is_read_with_its_type(tmp_path, kind):
    claim = _only(tmp_path, f"@{kind.upper() if kind == 'misc' else kind}{{k1,\n  title = {{A Study of Things}},\n"
                            "  author = {Roe, Rita},\n  year = {2019}\n}\n")
    assert (claim.kind, claim.title, claim.authors, claim.year) == (kind, "A Study of Things", ("Rita Roe",), 2019)


def test_entry_keeps_venue_doi_url_and_its_line(tmp_path):
    text = ("% exported by a reference manager\n\n"
            "@string{icml = \"International Conference on Machine Learning\"}\n"
            "@inproceedings{doe2020,\n  title = {Fast {GPU} Joins},\n  author = {Doe, Jane and Roe, Rita},\n"
            "  booktitle = icml,\n  month = jul,\n  year = 2020,\n"
            "  doi = {https://doi.org/10.1145/3318464.3380595},\n  url = {https://example.org/joins.pdf}\n}\n")
    claim = _only(tmp_path, text)
    assert claim.venue == "International Conference on Machine Learning"
    assert claim.doi == "10.1145/3318464.3380595"
    assert claim.url == "https://example.org/joins.pdf"
    assert claim.evidence.line == 4
    assert claim.evidence.text == "doe2020: Fast GPU Joins"


def test_journal_is_the_venue_and_month_in_braces_is_harmless(tmp_path):
    claim = _only(tmp_path, "@article{a, title={On Graphs}, author={Li, Bo}, journal={Journal of Graphs},"
                            " month={March}, year={2001}}")
    assert (claim.venue, claim.year) == ("Journal of Graphs", 2001)


def test_url_wrapped_in_an_html_anchor_gives_the_url_and_its_doi(tmp_path):
    claim = _only(tmp_path, '@article{a, title={T}, author={Li, Bo}, year={2026},\n'
                            '  url = {doi:<a href="https://doi.org/10.1115/1.4071133">10.1115/1.4071133</a>}}')
    assert (claim.url, claim.doi) == ("https://doi.org/10.1115/1.4071133", "10.1115/1.4071133")


def test_biblatex_date_gives_the_year(tmp_path):
    assert _only(tmp_path, "@online{b, title={A Blog Post}, date={2021-03-04}}").year == 2021


def test_unbalanced_braces_skip_that_entry_with_its_line_and_keep_the_others(tmp_path):
    text = ("@article{good1, title={First Paper}, author={Li, Bo}, year={2001}}\n"
            "\n"
            "@article{broken,\n  title = {Missing {brace},\n  author = {Roe, Rita},\n  year = 2002\n}\n"
            "@article{good2, title={Second Paper}, author={Li, Bo}, year={2003}}\n")
    extraction = read_bibtex(_bib(tmp_path, text))
    assert [c.title for c in extraction.claims] == ["First Paper", "Second Paper"]
    assert len(extraction.warnings) == 1
    assert "refs.bib:3:" in extraction.warnings[0] and "'broken'" in extraction.warnings[0]


def test_entry_without_title_is_warned_about(tmp_path):
    extraction = read_bibtex(_bib(tmp_path, "@misc{notitle, author={Li, Bo}, year={2001}}\n"))
    assert extraction.claims == ()
    assert "notitle" in extraction.warnings[0] and "no title" in extraction.warnings[0]


def test_file_without_entries_warns(tmp_path):
    extraction = read_bibtex(_bib(tmp_path, "just some words, no entries at all\n"))
    assert extraction.claims == () and "no BibTeX entries" in extraction.warnings[0]


def test_empty_file_is_an_input_error(tmp_path):
    with pytest.raises(InputError, match="empty"):
        read_bibtex(_bib(tmp_path, "  \n"))


def test_latin1_file_is_decoded(tmp_path):
    extraction = read_bibtex(_bib(tmp_path, "@misc{a, title={Über Graphen}, author={Jörg Ärger}}", "latin-1"))
    assert extraction.claims[0].title == "Über Graphen"
    assert extraction.claims[0].authors == ("Jörg Ärger",)
    assert "Windows-1252" in extraction.warnings[0]


def test_real_acl_template_bibliography():
    claims = read_bibtex(sample("bibtex", "acl-style-files.custom.bib")).claims
    by_key = {c.evidence.text.split(":")[0]: c for c in claims}
    assert len(claims) == 7
    assert by_key["APA"].authors == ("American Psychological Association",)
    assert by_key["Ando2005"].authors == ("Rie Kubota Ando", "Tong Zhang")
    assert by_key["Ando2005"].venue == "Journal of Machine Learning Research"
    assert by_key["Chandra"].doi == "10.1145/322234.322243"


def test_real_anthology_export_with_month_macro():
    (claim,) = read_bibtex(sample("bibtex", "acl-anthology.P19-1007.bib")).claims
    assert claim.authors == ("Ruisheng Cao", "Su Zhu", "Chen Liu", "Jieyu Li", "Kai Yu")
    assert (claim.year, claim.doi, claim.kind) == (2019, "10.18653/v1/P19-1007", "inproceedings")


def test_real_group_bibliographies_read_every_entry():
    papers = read_bibtex(sample("bibtex", "4c-multiphysics.papers.bib"))
    theses = read_bibtex(sample("bibtex", "4c-multiphysics.phdtheses.bib"))  # starts with Jekyll front matter
    assert (len(papers.claims), papers.warnings) == (316, ())
    thesis_papers = [c for c in theses.claims if isinstance(c, Publication)]
    degrees = [c for c in theses.claims if isinstance(c, Education)]
    assert (len(thesis_papers), theses.warnings) == (54, ())
    assert {c.kind for c in thesis_papers} == {"phdthesis"}
    assert len(degrees) == 54 and {d.degree for d in degrees} == {"PhD"}       # each author's doctorate
    first = papers.claims[0]
    assert first.authors[0] == "Lea J. Köglmeier" and "Buğrahan Z. Temür" in first.authors
    assert not any("{" in c.title or "\\" in c.title for c in [*papers.claims, *thesis_papers])


def test_patents_are_skipped_software_is_software_and_a_thesis_gives_its_author_the_degree(tmp_path):
    claims = read_bibtex(_bib(tmp_path, """
@patent{p1, title = {Valve for sampling seawater}, author = {Roe, Rita}, number = {EP1}, year = {2020}}
@software{s1, title = {TideKit: tidal analysis in Python}, author = {Roe, Rita and Lind, Per},
  url = {https://github.com/roe/tidekit}, version = {2.1}, year = {2022}}
@thesis{t1, title = {Tides of the Baltic}, author = {Lind, Per}, school = {University of Kiel},
  type = {Dr. rer. nat. thesis}, year = {2018}}
@mastersthesis{t2, title = {Waves near Sylt}, author = {Lind, Per}, school = {University of Kiel}, year = {2014}}
""")).claims
    [software] = [c for c in claims if isinstance(c, Software)]
    assert (software.name, software.repository, software.developers, software.version) == (
        "TideKit", "https://github.com/roe/tidekit", ("Rita Roe", "Per Lind"), "2.1")
    assert {c.title: c.venue for c in claims if isinstance(c, Publication)} == {
        "Tides of the Baltic": "University of Kiel", "Waves near Sylt": "University of Kiel"}
    assert {(c.person, c.degree, c.institution, c.end) for c in claims if isinstance(c, Education)} == {
        ("Per Lind", "PhD", "University of Kiel", 2018), ("Per Lind", "Master", "University of Kiel", 2014)}


def test_a_misc_entry_pointing_to_a_code_repository_is_software_a_misc_preprint_is_a_publication(tmp_path):
    text = r"""
@misc{berg2024kit,
  author = {Berg, Ivo and Lind, Mara},
  title = {{GraphKit}: Sparse Message Passing in {JAX}},
  howpublished = {\url{https://github.com/iberg/graphkit}},
  year = {2024}
}
@misc{lind2023note,
  author = {Lind, Mara},
  title = {A Note on Equivariant Pooling},
  howpublished = {arXiv:2301.01234},
  url = {https://arxiv.org/abs/2301.01234},
  year = {2023}
}
"""
    claims = read_bibtex(_bib(tmp_path, text)).claims
    software = [c for c in claims if isinstance(c, Software)]
    papers = [c for c in claims if isinstance(c, Publication)]
    assert [(s.name, s.repository, s.developers) for s in software] == \
        [("GraphKit", "https://github.com/iberg/graphkit", ("Ivo Berg", "Mara Lind"))]
    assert [p.title for p in papers] == ["A Note on Equivariant Pooling"]


def test_bibtex_pasted_into_a_page_makes_a_repository_misc_software_too():
    from labgraph.extract.publications import extract as publications
    from labgraph.model import Line, Section
    lines = ["@misc{kit,", "  title = {GraphKit: message passing},", "  author = {Berg, Ivo},",
             "  url = {https://gitlab.com/iberg/graphkit},", "  year = {2024}", "}"]
    section = Section("p.txt", "publications", "Code", tuple(Line(i + 1, t) for i, t in enumerate(lines)))
    found = list(publications(section))
    assert [(type(c).__name__, getattr(c, "name", None)) for c in found] == [("Software", "GraphKit")]


def test_a_theses_advisors_from_its_note_or_advisor_field(tmp_path):
    text = r"""
@phdthesis{roe2021,
  author = {Roe, Ana Mar{\'\i}a},
  title  = {Groundwater under drought},
  school = {Wageningen University},
  year   = {2021},
  note   = {Promotor: Prof. dr. ir. H. van 't Veer; co-promotor: dr. S. Lykkegaard}
}
@mastersthesis{poe2023,
  author  = {Kwame Poe},
  title   = {Soil moisture from radar},
  school  = {Wageningen University},
  year    = {2023},
  note    = {Advisor: dr. S{\o}ren Lykkegaard. Carried out in collaboration with Deltares}
}
@phdthesis{lee2019,
  author  = {Lee, Min},
  title   = {Floods in deltas},
  school  = {TU Delft},
  year    = {2019},
  advisor = {Bram de Vries and Hendrika van 't Veer}
}
@article{x2020,
  author = {Roe, Ana and Poe, Kwame},
  title  = {A paper},
  journal = {Water},
  year   = {2020},
  note   = {Supervisor: nobody here}
}
"""
    claims = read_bibtex(_bib(tmp_path, text)).claims
    advised = {(c.advisor, c.advisee, c.level, c.end, c.role) for c in claims if isinstance(c, Supervision)}
    assert advised == {
        ("H. van 't Veer", "Ana María Roe", "PhD", 2021, None),
        ("S. Lykkegaard", "Ana María Roe", "PhD", 2021, "co-supervisor"),
        ("Søren Lykkegaard", "Kwame Poe", "Master", 2023, None),
        ("Bram de Vries", "Min Lee", "PhD", 2019, None),
        ("Hendrika van 't Veer", "Min Lee", "PhD", 2019, None)}
