"""A CV's LaTeX source (moderncv, awesome-cv, a plain article), as .tex or saved as .txt: read as the text it
typesets, then extracted as any document is."""
from __future__ import annotations

import pytest

from labgraph.errors import InputError
from labgraph.extract import extract_document
from labgraph.ingest import find_files, read
from labgraph.model import Award, Education, Position, Publication, Software, Supervision
from labgraph.pipeline import build_result

MODERNCV = r"""% cv.tex -- my CV
\documentclass[11pt,a4paper,sans]{moderncv}
\moderncvstyle{classic}
\usepackage[utf8]{inputenc}
\name{Ma\"{e}lle}{Ch\'avez Lindqvist}
\address{Department of Physics}{Lund University}{Sweden}
\email{maelle@example.org}
\begin{document}
\makecvtitle
\section{Experience}
\cventry{2019--present}{Associate Professor}{Department of Physics, Lund University}{Lund}{}{Leads the
  Ultrafast Optics Group.}
\cventry{2016--2019}{Postdoctoral researcher}{Max Planck Institute of Quantum Optics}{Garching}{}{Group of Prof.~Ferenc Kov\'acs.}
\section{Education}
\cventry{2011--2016}{PhD in Physics}{Universit\'e Paris-Saclay}{Orsay}{\textit{summa cum laude}}{Advisor: Dr.~Hugo Lef\`evre}
\section{Honours}
\cvitem{2021}{Wallenberg Academy Fellow}
\section{Software}
\cvitem{attopy}{\href{https://github.com/mcl/attopy}{github.com/mcl/attopy} -- pulse retrieval in Python}
\section{Publications}
\emph{Own name in bold.}
\begin{enumerate}
  \item \textbf{M.~Ch\'avez Lindqvist}$^\ast$, F.~Kov\'acs. ``Attosecond streaking of
        molecular nitrogen''. \emph{Phys. Rev. Lett.} \textbf{128}, 013201 (2022).
\end{enumerate}
\end{document}
"""


def claims_of(tmp_path, name, source):
    path = tmp_path / name
    path.write_text(source, encoding="utf-8")
    return extract_document(read(path)).claims


@pytest.mark.parametrize("name", ["cv.tex", "cv.txt"])
def test_a_moderncv_source_reads_as_the_cv_it_typesets(tmp_path, name):
    claims = claims_of(tmp_path, name, MODERNCV)
    assert ("Maëlle Chávez Lindqvist", True) in {(getattr(c, "name", None), getattr(c, "is_owner", None)) for c in claims}
    posts = {(c.title, c.org, c.start) for c in claims if isinstance(c, Position)}
    assert ("Associate Professor", "Lund University", 2019) in posts
    assert ("Postdoctoral researcher", "Max Planck Institute of Quantum Optics", 2016) in posts
    degrees = {(c.degree, c.institution, c.end) for c in claims if isinstance(c, Education)}
    assert ("PhD", "Université Paris-Saclay", 2016) in degrees
    # (the grade beside the degree is no heading of honours: the advisor under it stays the degree's)
    assert ("Hugo Lefèvre", "PhD") in {(c.advisor, c.level) for c in claims if isinstance(c, Supervision)}
    assert ("Wallenberg Academy Fellow", 2021) in {(c.name, c.year) for c in claims if isinstance(c, Award)}
    assert ("attopy", "https://github.com/mcl/attopy") in {(c.name, c.repository) for c in claims if isinstance(c, Software)}
    papers = {c.title: c.authors for c in claims if isinstance(c, Publication)}
    # accents, quotes and the corresponding author's mark typeset; the note on the list no paper
    assert papers == {"Attosecond streaking of molecular nitrogen": ("M. Chávez Lindqvist", "F. Kovács")}


AWESOME = r"""\documentclass[11pt, a4paper]{awesome-cv}
\name{Tendai}{Moyo}
\position{Research Scientist}
\begin{document}
\makecvheader
\cvsection{Education}
\begin{cventries}
  \cventry{Ph.D. in Hydrology}{University of Cape Town}{Cape Town, South Africa}{2014 -- 2018}{
    \begin{cvitems}
      \item {Thesis on groundwater recharge, supervised by Prof. Naledi Dlamini}
    \end{cvitems}}
\end{cventries}
\cvsection{Honors}
\begin{cvhonors}
  \cvhonor{Best Student Paper}{IAHS Scientific Assembly}{Montpellier, France}{2017}
\end{cvhonors}
\end{document}
"""


def test_an_awesome_cv_source_puts_each_entry_in_its_own_order(tmp_path):
    claims = claims_of(tmp_path, "resume.tex", AWESOME)
    # awesome-cv's \cventry is {position}{organisation}{place}{dates}{items}: the dates are the fourth
    assert ("PhD", "University of Cape Town", 2018) in {(c.degree, c.institution, c.end) for c in claims
                                                        if isinstance(c, Education)}
    assert ("Naledi Dlamini", "PhD") in {(c.advisor, c.level) for c in claims if isinstance(c, Supervision)}
    # (the event and its place after the award's name, as the PDF shows them)
    assert {(c.name.split(",")[0], c.year) for c in claims if isinstance(c, Award)} == {("Best Student Paper", 2017)}


def test_tex_files_are_found_in_folders_and_plain_text_with_backslashes_is_no_latex(tmp_path):
    (tmp_path / "cv.tex").write_text(MODERNCV, encoding="utf-8")
    (tmp_path / "notes.txt").write_text("Jo Roe\n\nAbout\nI wrote C:\\Users\\jo and \\n in my notes.\n", encoding="utf-8")
    assert sorted(p.name for p in find_files([tmp_path])) == ["cv.tex", "notes.txt"]
    assert read(tmp_path / "cv.tex").format == "latex"
    assert read(tmp_path / "notes.txt").format == "text"


def test_broken_latex_is_read_as_far_as_it_goes_and_the_other_files_still_build(tmp_path):
    (tmp_path / "broken.tex").write_text(r"\documentclass{article}\begin{document}\section{Education" "\n"
                                         r"PhD, University of Oslo, 2015 \textbf{" "\n", encoding="utf-8")
    (tmp_path / "ada.txt").write_text("Ada Quinn\n\nAbout\nI obtained my PhD from the University of Oslo "
                                      "under the supervision of Kari Nordmann.\n", encoding="utf-8")
    result = build_result([tmp_path])
    names = {str(o) for _, _, o, _ in result.dataset.quads()}
    assert "Kari Nordmann" in names
    assert sorted(p.rsplit("/", 1)[-1] for p in result.documents) == ["ada.txt", "broken.tex"]
    assert all("Traceback" not in w for w in result.warnings)


def test_an_empty_tex_file_is_one_clear_error(tmp_path):
    (tmp_path / "empty.tex").write_text("", encoding="utf-8")
    with pytest.raises(InputError, match="empty"):
        read(tmp_path / "empty.tex")
