from __future__ import annotations

import pytest

from labgraph.errors import InputError
from labgraph.ingest import read
from labgraph.ingest.pdf import is_pdf, read_pdf

pytest.importorskip("fpdf", reason="fpdf2 (a dev dependency) writes the test PDFs")

from .cvs import one_column_cv, scanned_pdf, two_column_cv  # noqa: E402


def _blocks(text: str) -> list[str]:
    return [line for line in text.split("\n") if line]


def test_one_column_cv_keeps_headings_bullets_and_paragraphs(tmp_path):
    doc = read_pdf(one_column_cv(tmp_path / "cv.pdf"))
    lines = doc.text.split("\n")
    assert doc.format == "pdf"
    for heading in ("About", "Education", "Experience", "Students"):
        i = lines.index(heading)
        assert lines[i - 1] == lines[i + 1] == ""
    assert "  • PhD in Computer Science, 2015, University of Glückstadt" in lines
    assert "  • Priya Raman (PhD, 2020-2024), now at Hillcrest AI" in lines
    about = [line for line in lines if line.startswith("I lead the Stream Systems group")]
    assert about and about[0].endswith("query optimisers at Lakeside Labs.")  # wrapped lines joined


def test_one_column_cv_reads_top_to_bottom(tmp_path):
    blocks = _blocks(read_pdf(one_column_cv(tmp_path / "cv.pdf")).text)
    order = [blocks.index(h) for h in ("Dana Okafor", "About", "Education", "Experience", "Students")]
    assert order == sorted(order)


def test_two_column_cv_reads_the_sidebar_then_the_main_column(tmp_path):
    blocks = _blocks(read_pdf(two_column_cv(tmp_path / "cv.pdf")).text)
    order = [blocks.index(h) for h in ("Dana Okafor", "Contact", "Education", "About", "Experience", "Students")]
    assert order == sorted(order)
    education = blocks[blocks.index("Education") + 1: blocks.index("About")]
    assert education == ["  • PhD in Computer Science, 2015, University of Glückstadt",
                         "  • MSc in Mathematics, 2011, Riverbend Institute of Technology"]
    students = blocks[blocks.index("Students") + 1:]
    assert students == ["  • Priya Raman (PhD, 2020-2024), now at Hillcrest AI", "  • Tomas Ek (MSc, 2022)"]


def test_link_annotations_become_links_on_their_lines(tmp_path):
    doc = read_pdf(one_column_cv(tmp_path / "cv.pdf"))
    lines = doc.text.split("\n")
    by_url = {link.url: link for link in doc.links}
    assert by_url["https://dana.example.org"].text == "Homepage"
    repo = by_url["https://github.com/dana/streamdb"]
    assert "streamdb" in lines[repo.line - 1]
    for link in doc.links:
        assert link.text in lines[link.line - 1]


def test_scanned_pdf_is_an_input_error_that_says_so(tmp_path):
    with pytest.raises(InputError, match="no text layer: it looks like a scan.*OCR") as info:
        read_pdf(scanned_pdf(tmp_path / "scan.pdf"))
    assert "scan.pdf" in str(info.value)


@pytest.mark.parametrize("data", [b"%PDF-1.4\n garbage without objects", b"%PDF-1.7\n1 0 obj << /Type /Catalog",
                                  b"%PDF-"])
def test_damaged_pdf_is_an_input_error(tmp_path, data):
    path = tmp_path / "bad.pdf"
    path.write_bytes(data)
    with pytest.raises(InputError, match="bad.pdf"):
        read_pdf(path)


def test_encrypted_pdf_is_an_input_error(tmp_path):
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_encryption(owner_password="owner", user_password="secret")
    pdf.add_page()
    pdf.set_font("Helvetica", size=10)
    pdf.cell(0, 5, "Private CV")
    path = tmp_path / "locked.pdf"
    pdf.output(str(path))
    with pytest.raises(InputError, match="encrypted"):
        read_pdf(path)


def test_pdf_without_suffix_is_sniffed(tmp_path):
    path = one_column_cv(tmp_path / "cv.pdf").rename(tmp_path / "curriculum")
    assert is_pdf(path.read_bytes()[:4096])
    assert read(path).format == "pdf"
