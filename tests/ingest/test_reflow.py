"""Text copied from a PDF: running headers, footers and page numbers go; hard-wrapped paragraphs are joined."""
from pathlib import Path

from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.ingest.text import reflow
from labgraph.model import Publication, Supervision

REPORT = """\
SOIL INSTITUTE Annual Report 2024                                 People

Staff changes

Dr. Lucia Fernandez-Prieto joined the Institute in February 2024 as a
senior researcher. She came from the University of Granada, where she
held a research fellowship, and took over the Paleoclimate group in July.
Prof. Gunnar Wastberg retired at the end of June after 31 years as pro-
fessor at the Institute. We are delighted that he continues with us as
professor emeritus and that he will keep teaching the summer course.

Dr. Hiroshi Kawabata started in September 2024 as a postdoctoral fel-
low working with Dr. Jonas Heikkinen, after completing his PhD at the
University of Tokyo. Ebba Lindgren was recruited as research engineer.
________________________________________________________________________
Soil Institute for Climate Research | University of Gothenburg
                                                                     14

SOIL INSTITUTE Annual Report 2024                       Publications

Selected publications

A. Bergqvist, J. Heikkinen, P. Rautio and G. Wastberg (2024). Under-
   ice phytoplankton blooms in the Bothnian Bay: evidence from autono-
   mous profilers. Limnology and Oceanography 69, 1102-1118.
L. Fernandez-Prieto, M. A. Ortega-Ruiz and G. Wastberg (2024). Holo-
   cene upwelling variability off NW Iberia from alkenone records.
   Quaternary Science Reviews 331, 108622.
________________________________________________________________________
Soil Institute for Climate Research | University of Gothenburg
                                                                     15
"""


def test_a_report_from_pdf_reads_as_its_paragraphs_and_entries(tmp_path):
    path = tmp_path / "report.txt"
    path.write_text(REPORT, encoding="utf-8")
    doc = read(Path(path))
    lines = doc.text.split("\n")
    assert len(lines) == len(REPORT.split("\n"))           # line numbers stay the file's
    assert not any("University of Gothenburg" in ln or ln.strip() in ("14", "15") for ln in lines)
    assert any("as professor at the Institute" in ln for ln in lines)          # "pro-" + "fessor"
    claims = extract_document(doc).claims
    titles = {c.title for c in claims if isinstance(c, Publication)}
    assert titles == {"Under-ice phytoplankton blooms in the Bothnian Bay: evidence from autonomous profilers",
                      "Holocene upwelling variability off NW Iberia from alkenone records"}
    # "a postdoctoral fel-" / "low working with Dr. Jonas Heikkinen": one sentence again
    assert any(isinstance(c, Supervision) and (c.advisor, c.advisee, c.level) ==
               ("Jonas Heikkinen", "Hiroshi Kawabata", "Postdoc") for c in claims)


def test_a_cv_of_short_lines_is_not_joined():
    cv = "\n".join(["Education", "2009  PhD in Physics, University of Oslo", "2005  MSc in Physics, University of Oslo",
                    "Positions", "2015-  Professor of Physics at the Department of Physics, University of Bergen",
                    "2010-2015  Postdoctoral researcher at the Niels Bohr Institute, University of Copenhagen"] * 5)
    assert reflow(cv) == cv


LAB_PAGE_MD = """\
# People

### Prof. Ingrid Solberg
Ingrid completed her MSc at the University of Bergen (2004) before moving
to Tromsø for a PhD at UiT The Arctic University of Norway (2009, supervisor Prof. Arne
Haugland). She joined the [Polar Ecology Group](https://polar.example.org) as an Associate
Professor in 2015.

**Education**
PhD in Biology, University of Tromsø, Norway
MSc in Ecology, University of Bergen, Norway

- **Kari Nilsen** (2021– ) — thesis: *Sea-ice algae under a changing
  light regime*. Co-supervisor: Dr Per Moen.
ingrid.solberg@uit.example.no · +47 555 0100
"""


def test_markdown_prose_paragraphs_are_joined_as_a_renderer_shows_them(tmp_path: Path):
    page = tmp_path / "people.md"
    page.write_text(LAB_PAGE_MD, encoding="utf-8")
    doc = read(page)
    lines = doc.text.split("\n")
    # the wrapped paragraph is one line, on its first line; the lines joined are blank (line numbers kept)
    assert lines[3].startswith("Ingrid completed her MSc") and lines[3].endswith("Associate Professor in 2015.")
    assert "supervisor Prof. Arne Haugland)" in lines[3]
    assert lines[4:7] == ["", "", ""]
    # the link on a joined line now points at the line that holds its text
    assert [k.line for k in doc.links if "polar" in k.url] == [4]
    # a list without bullets and a contact line under a list stay as they are
    assert lines[9:11] == ["PhD in Biology, University of Tromsø, Norway", "MSc in Ecology, University of Bergen, Norway"]
    assert lines[14].startswith("ingrid.solberg@")
    # a list item's sentence wrapped onto its indented line is one line again (emphasis across the break read too)
    assert lines[12] == "- Kari Nilsen (2021– ) — thesis: Sea-ice algae under a changing light regime. Co-supervisor: Dr Per Moen."
    assert lines[13] == ""


def test_a_joined_markdown_sentence_gives_its_facts(tmp_path: Path):
    page = tmp_path / "people.md"
    page.write_text(LAB_PAGE_MD, encoding="utf-8")
    claims = extract_document(read(page)).claims
    assert any(isinstance(c, Supervision) and c.advisor == "Arne Haugland" for c in claims)
