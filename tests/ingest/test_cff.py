from __future__ import annotations

from pathlib import Path

import pytest

from labgraph.errors import InputError
from labgraph.ingest.cff import read_cff
from labgraph.model import PersonClaim, Publication, Software

from .samples import sample

FULL = """\
cff-version: 1.2.0
message: If you use this software, please cite the paper below.
title: streamdb
version: 2.1.0
abstract: A storage engine for streams.
license: [Apache-2.0, MIT]
repository-code: https://github.com/northfield/streamdb
authors:
  - given-names: Dana
    family-names: Okafor
    orcid: https://orcid.org/0000-0002-1825-0097
  - given-names: Jan
    name-particle: van der
    family-names: Berg
  - name: Northfield Stream Systems Group
preferred-citation:
  type: conference-paper
  title: "streamdb: Out-of-Core Stream Processing"
  authors:
    - given-names: Dana
      family-names: Okafor
    - given-names: Priya
      family-names: Raman
  conference:
    name: VLDB
  year: 2023
  doi: 10.14778/3611479.3611480
"""


def _cff(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "CITATION.cff"
    path.write_text(text, encoding="utf-8")
    return path


def _of(claims, kind):
    return [c for c in claims if type(c) is kind]


def test_software_paper_and_orcid_authors(tmp_path):
    extraction = read_cff(_cff(tmp_path, FULL))
    (software,) = _of(extraction.claims, Software)
    (paper,) = _of(extraction.claims, Publication)
    assert extraction.warnings == ()
    assert software.name == "streamdb" and software.version == "2.1.0"
    assert software.repository == "https://github.com/northfield/streamdb"
    assert software.license == "Apache-2.0 OR MIT"
    assert software.developers == ("Dana Okafor", "Jan van der Berg")  # the group is not a person
    assert software.paper == paper.title == "streamdb: Out-of-Core Stream Processing"
    assert paper.authors == ("Dana Okafor", "Priya Raman")
    assert (paper.venue, paper.year, paper.doi, paper.kind) == ("VLDB", 2023, "10.14778/3611479.3611480",
                                                                "conference-paper")
    assert _of(extraction.claims, PersonClaim) == [PersonClaim(
        evidence=_of(extraction.claims, PersonClaim)[0].evidence, name="Dana Okafor", orcid="0000-0002-1825-0097")]
    assert software.evidence.line == 3


def test_missing_required_keys_warn_and_keep_what_is_there(tmp_path):
    extraction = read_cff(_cff(tmp_path, "cff-version: 1.2.0\ntitle: tinytool\nversion: 0.1\n"))
    (software,) = extraction.claims
    assert (software.name, software.version, software.developers) == ("tinytool", "0.1", ())
    assert "missing required CFF key(s) message, authors" in extraction.warnings[0]


def test_file_with_nothing_to_name_the_software_by_warns(tmp_path):
    extraction = read_cff(_cff(tmp_path, "cff-version: 1.2.0\nmessage: hello\n"))
    assert extraction.claims == ()
    assert any("no title" in w for w in extraction.warnings)


@pytest.mark.parametrize("text, line", [("title: [unclosed\nauthors: x\n", 2), ("title: a\n  bad: indent\n", 2)])
def test_invalid_yaml_is_an_input_error_with_a_line(tmp_path, text, line):
    with pytest.raises(InputError, match="not valid YAML") as info:
        read_cff(_cff(tmp_path, text))
    assert info.value.line == line


def test_yaml_that_is_not_a_mapping_is_an_input_error(tmp_path):
    with pytest.raises(InputError, match="not a CITATION.cff"):
        read_cff(_cff(tmp_path, "- just\n- a list\n"))


def test_real_cff_with_only_a_preferred_citation():
    extraction = read_cff(sample("cff", "spacy.CITATION.cff"))
    (software,) = _of(extraction.claims, Software)
    (paper,) = _of(extraction.claims, Publication)
    assert software.name == "spaCy"
    assert software.developers == ("Matthew Honnibal", "Ines Montani", "Sofie Van Landeghem", "Adriane Boyd")
    assert paper.doi == "10.5281/zenodo.1212303" and software.paper == paper.title
    assert "title, authors" in extraction.warnings[0]


def test_real_cff_with_a_licence_list_and_an_orcid():
    extraction = read_cff(sample("cff", "oxigraph.CITATION.cff"))
    (software,) = _of(extraction.claims, Software)
    assert (software.name, software.license) == ("Oxigraph", "Apache-2.0 OR MIT")
    assert software.repository == "https://github.com/oxigraph/oxigraph"
    assert [(p.name, p.orcid) for p in _of(extraction.claims, PersonClaim)] == [
        ("Thomas Pellissier Tanon", "0000-0002-0620-6486")]


@pytest.mark.parametrize("name, people", [
    ("hermes.CITATION.cff", 7), ("rdflib.CITATION.cff", 28), ("citation-file-format.CITATION.cff", 9),
    ("scikit-learn.CITATION.cff", 16), ("cff-spec-example.software-with-reference.CITATION.cff", 3)])
def test_real_cff_files_name_their_developers(name, people):
    extraction = read_cff(sample("cff", name))
    (software,) = _of(extraction.claims, Software)
    assert len(software.developers) == people
    assert all(p.orcid and len(p.orcid) == 19 for p in _of(extraction.claims, PersonClaim))
