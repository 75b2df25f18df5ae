from __future__ import annotations

import json
from pathlib import Path

import pytest

from labgraph.errors import InputError
from labgraph.ingest import bibtex, cff, codemeta, find_files, html, orcid, pdf, read, reader_for, text
from labgraph.model import Document, Extraction

from .samples import sample

ORCID = json.dumps({"orcid-identifier": {"path": "0000-0002-1825-0097"},
                    "person": {"name": {"given-names": {"value": "Dana"}, "family-name": {"value": "Okafor"}}}})
CODEMETA = json.dumps({"@context": "https://w3id.org/codemeta/3.0", "type": "SoftwareSourceCode", "name": "streamdb"})


@pytest.mark.parametrize("name, reader", [
    ("index.html", html.read_html), ("PAGE.HTM", html.read_html), ("cv.pdf", pdf.read_pdf),
    ("refs.bib", bibtex.read_bibtex), ("CITATION.cff", cff.read_cff), ("codemeta.json", codemeta.read_codemeta),
    ("tool.codemeta.json", codemeta.read_codemeta), ("record.json", codemeta.read_json),
    ("notes.txt", text.read_text), ("README.md", text.read_text),
])
def test_reader_is_picked_by_suffix(tmp_path, name, reader):
    path = tmp_path / name
    path.write_text("x", encoding="utf-8")
    assert reader_for(path) is reader


@pytest.mark.parametrize("content, reader", [
    (b"<!DOCTYPE html><html><body>x</body></html>", html.read_html),
    (b"\xef\xbb\xbf  <html lang='en'><body>x</body></html>", html.read_html),
    (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", pdf.read_pdf),
    (b"% references\n\n@InProceedings{doe2020,\n  title={x}}", bibtex.read_bibtex),
    (ORCID.encode(), orcid.read_orcid),
    (CODEMETA.encode(), codemeta.read_codemeta),
    (b"Just notes: mail me @ home {maybe}, thanks", None),
    (b'{"name": "left-pad"}', None),
])
def test_reader_is_picked_by_content_without_a_known_suffix(tmp_path, content, reader):
    path = tmp_path / "download"
    path.write_bytes(content)
    assert reader_for(path) is reader


def test_generic_json_is_read_as_what_it_contains(tmp_path):
    (tmp_path / "a.json").write_text(ORCID, encoding="utf-8")
    (tmp_path / "b.json").write_text(CODEMETA, encoding="utf-8")
    (tmp_path / "package.json").write_text('{"name": "left-pad"}', encoding="utf-8")
    assert read(tmp_path / "a.json").owner_name == "Dana Okafor"
    assert read(tmp_path / "b.json").claims[0].name == "streamdb"
    with pytest.raises(InputError, match="package.json"):
        read(tmp_path / "package.json")


def test_one_folder_mixes_every_format(tmp_path):
    files = {
        "index.html": "<html><body><main><h2>Team</h2><p>We build storage engines for streams.</p></main></body></html>",
        "cv.txt": "Dana Okafor\n\nEducation\n\n  • PhD, University of Glückstadt, 2015\n",
        "refs.bib": "@article{a, title={Streams}, author={Okafor, Dana}, year={2023}}",
        "CITATION.cff": "cff-version: 1.2.0\nmessage: cite\ntitle: streamdb\nauthors:\n  - name: Dana Okafor\n",
        "codemeta.json": CODEMETA,
        "0000-0002-1825-0097.json": ORCID,
        "logo.png": "\x89PNG",
    }
    for name, content in files.items():
        (tmp_path / name).write_text(content, encoding="utf-8")
    found = [p.name for p in find_files([tmp_path])]
    assert sorted(found) == sorted(set(files) - {"logo.png"})
    results = {name: read(tmp_path / name) for name in found}
    assert {n for n, r in results.items() if isinstance(r, Document)} == {"index.html", "cv.txt"}
    assert all(isinstance(results[n], Extraction) and results[n].claims
               for n in ("refs.bib", "CITATION.cff", "codemeta.json", "0000-0002-1825-0097.json"))


@pytest.mark.parametrize("parts", [("bibtex", "acl-anthology.P19-1007.bib"), ("cff", "oxigraph.CITATION.cff"),
                                   ("codemeta", "openalexR.codemeta.json"),
                                   ("orcid", "adsabs.0000-0002-4110-3511.record.json")])
def test_real_samples_are_dispatched_to_their_reader(parts):
    result = read(sample(*parts))
    assert isinstance(result, Extraction) and result.claims and result.warnings == ()


def test_unknown_type_names_the_file_and_the_known_types(tmp_path):
    path = tmp_path / "photo.jpg"
    path.write_bytes(b"\xff\xd8\xff\xe0 JFIF")
    with pytest.raises(InputError, match=r"photo.jpg: unknown file type.*\.bib.*\.pdf"):
        read(path)


def test_reader_for_a_path_it_cannot_open_is_none(tmp_path: Path):
    assert reader_for(tmp_path / "missing") is None
