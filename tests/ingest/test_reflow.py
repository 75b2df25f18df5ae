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
