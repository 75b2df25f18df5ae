from __future__ import annotations

import json
from pathlib import Path

import pytest

from labgraph.errors import InputError
from labgraph.ingest.codemeta import read_codemeta, read_json
from labgraph.model import PersonClaim, Publication, Software

from .samples import sample


def _write(tmp_path: Path, data: object, name: str = "codemeta.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


def _of(claims, kind):
    return [c for c in claims if type(c) is kind]


V3 = {
    "@context": "https://w3id.org/codemeta/3.0",
    "type": "SoftwareSourceCode",
    "identifier": "streamdb",
    "name": "streamdb: out-of-core stream processing",
    "codeRepository": "git+https://github.com/northfield/streamdb.git",
    "license": "https://spdx.org/licenses/Apache-2.0",
    "version": "2.1.0",
    "author": {"type": "Person", "givenName": "Dana", "familyName": "Okafor",
               "id": "https://orcid.org/0000-0002-1825-0097"},
    "contributor": [{"type": "Person", "givenName": "Priya", "familyName": "Raman"},
                    {"type": "Organization", "name": "Northfield University"}],
    "referencePublication": {"type": "ScholarlyArticle", "name": "streamdb: Out-of-Core Stream Processing",
                             "author": [{"type": "Person", "name": "Dana Okafor"}],
                             "datePublished": "2023-08-28", "isPartOf": {"name": "PVLDB"},
                             "identifier": "https://doi.org/10.14778/3611479.3611480"},
}


def test_codemeta_3_software_paper_and_people(tmp_path):
    extraction = read_codemeta(_write(tmp_path, V3))
    (software,) = _of(extraction.claims, Software)
    (paper,) = _of(extraction.claims, Publication)
    assert software.name == "streamdb"  # the tagline after the identifier is dropped
    assert software.repository == "https://github.com/northfield/streamdb"
    assert (software.license, software.version) == ("Apache-2.0", "2.1.0")
    assert software.developers == ("Dana Okafor", "Priya Raman")  # the organisation is no developer
    assert software.paper == paper.title == "streamdb: Out-of-Core Stream Processing"
    assert (paper.year, paper.venue, paper.doi) == (2023, "PVLDB", "10.14778/3611479.3611480")
    assert [(p.name, p.orcid) for p in _of(extraction.claims, PersonClaim)] == [("Dana Okafor", "0000-0002-1825-0097")]


def test_codemeta_2_keys_and_codemetar_numbered_objects(tmp_path):
    data = {"@context": "https://doi.org/10.5063/schema/codemeta-2.0", "@type": "SoftwareSourceCode",
            "name": "gridr", "softwareVersion": "0.3",
            "author": {"1": {"@type": "Person", "givenName": "Ana", "familyName": "Lima",
                             "@id": "https://orcid.org/0000-0001-5109-3700"}},
            "license": [{"url": "https://spdx.org/licenses/MIT"}, "https://spdx.org/licenses/GPL-3.0-only"]}
    (software, person) = read_codemeta(_write(tmp_path, data)).claims
    assert (software.name, software.version, software.developers) == ("gridr", "0.3", ("Ana Lima",))
    assert software.license == "MIT OR GPL-3.0-only"
    assert person.orcid == "0000-0001-5109-3700"


def test_reference_publication_given_only_as_a_doi_warns(tmp_path):
    extraction = read_codemeta(_write(tmp_path, {"name": "x", "referencePublication": "https://doi.org/10.1/abc"}))
    assert _of(extraction.claims, Publication) == []
    assert "has no title" in extraction.warnings[0]


def test_json_that_is_no_codemeta_is_an_input_error(tmp_path):
    with pytest.raises(InputError, match="not a codemeta.json"):
        read_codemeta(_write(tmp_path, {"dependencies": {}}))


def test_broken_json_is_an_input_error_with_its_line(tmp_path):
    path = tmp_path / "codemeta.json"
    path.write_text('{\n  "name": "x",\n  "version": \n}\n', encoding="utf-8")
    with pytest.raises(InputError, match="not valid JSON") as info:
        read_codemeta(path)
    assert info.value.line == 4


def test_generic_json_picks_codemeta_orcid_or_refuses(tmp_path):
    assert type(read_json(_write(tmp_path, V3, "meta.json")).claims[0]) is Software
    orcid = {"orcid-identifier": {"path": "0000-0002-1825-0097"},
             "person": {"name": {"given-names": {"value": "Dana"}, "family-name": {"value": "Okafor"}}}}
    assert read_json(_write(tmp_path, orcid, "record.json")).owner_name == "Dana Okafor"
    with pytest.raises(InputError, match="does not know"):
        read_json(_write(tmp_path, {"name": "left-pad", "version": "1.0"}, "package.json"))


@pytest.mark.parametrize("name, software, developers, orcids", [
    ("cobrawap.codemeta.json", "Collaborative Brain Wave Analysis Pipeline (Cobrawap)", 16, 16),
    ("codemeta.codemeta.json", "CodeMeta", 19, 16),
    ("openalexR.codemeta.json", "openalexR", 3, 3),
])
def test_real_codemeta_files(name, software, developers, orcids):
    extraction = read_codemeta(sample("codemeta", name))
    (sw,) = _of(extraction.claims, Software)
    assert sw.name == software and len(sw.developers) == developers
    assert sw.repository.startswith("https://github.com/") and not sw.repository.endswith("/")
    assert len(_of(extraction.claims, PersonClaim)) == orcids
