"""Writes small CV PDFs (one and two columns, and a scan) with fpdf2 for the PDF reader's tests."""
from __future__ import annotations

from pathlib import Path

from fpdf import FPDF

EDUCATION = ["PhD in Computer Science, 2015, University of Gl\u00fcckstadt",
             "MSc in Mathematics, 2011, Riverbend Institute of Technology"]
EXPERIENCE = ["2019-now Associate Professor, Northfield University",
              "2015-2019 Research Scientist, Lakeside Labs"]
STUDENTS = ["Priya Raman (PhD, 2020-2024), now at Hillcrest AI",
            "Tomas Ek (MSc, 2022)"]
ABOUT = ("I lead the Stream Systems group at Northfield University, where we design storage engines "
         "and dataflow runtimes that stay fast when the data no longer fits in memory. Before that I "
         "built query optimisers at Lakeside Labs.")


def _heading(pdf: FPDF, text: str, x: float, w: float) -> None:
    pdf.set_x(x)
    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(w, 9, text, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 10)


def _items(pdf: FPDF, items: list[str], x: float, w: float) -> None:
    for item in items:
        pdf.set_x(x)
        pdf.multi_cell(w, 5, "- " + item, align="L", new_x="LMARGIN", new_y="NEXT")


def one_column_cv(path: Path) -> Path:
    """A CV in one column: name, about paragraph, headed sections with dashed items, a link."""
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 22)
    pdf.cell(0, 12, "Dana Okafor", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 10)
    pdf.cell(0, 6, "Homepage", link="https://dana.example.org", new_x="LMARGIN", new_y="NEXT")
    _heading(pdf, "About", 10, 0)
    pdf.multi_cell(0, 5, ABOUT, new_x="LMARGIN", new_y="NEXT")
    for title, items in (("Education", EDUCATION), ("Experience", EXPERIENCE), ("Students", STUDENTS)):
        _heading(pdf, title, 10, 0)
        _items(pdf, items, 10, 0)
    pdf.set_x(10)
    pdf.cell(0, 6, "Code: streamdb on GitHub", link="https://github.com/dana/streamdb",
             new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(path))
    return path


def two_column_cv(path: Path) -> Path:
    """A CV with a narrow left sidebar (Contact, Education) and a main column (About, Experience, Students)."""
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 22)
    pdf.cell(0, 12, "Dana Okafor", new_x="LMARGIN", new_y="NEXT")
    top = pdf.get_y() + 4
    pdf.set_y(top)
    _heading(pdf, "Contact", 10, 55)
    pdf.set_font("Helvetica", "", 10)
    for line in ("dana@northfield.example.edu", "Northfield, UK"):
        pdf.set_x(10)
        pdf.cell(55, 5, line, new_x="LMARGIN", new_y="NEXT")
    _heading(pdf, "Education", 10, 55)
    _items(pdf, EDUCATION, 10, 55)
    pdf.set_y(top)
    _heading(pdf, "About", 80, 120)
    pdf.set_x(80)
    pdf.multi_cell(120, 5, ABOUT, new_x="LMARGIN", new_y="NEXT")
    for title, items in (("Experience", EXPERIENCE), ("Students", STUDENTS)):
        pdf.set_y(pdf.get_y() + 2)
        _heading(pdf, title, 80, 120)
        _items(pdf, items, 80, 120)
    pdf.output(str(path))
    return path


def scanned_pdf(path: Path) -> Path:
    """A PDF whose only page is an image: what a scanner makes, with no text layer."""
    from PIL import Image, ImageDraw

    image = Image.new("L", (600, 800), 255)
    ImageDraw.Draw(image).text((50, 50), "Curriculum Vitae", fill=0)
    pdf = FPDF()
    pdf.add_page()
    pdf.image(image, x=10, y=10, w=190)
    pdf.output(str(path))
    return path
