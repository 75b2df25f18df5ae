"""LaTeX source (a CV kept as ``cv.tex``: moderncv, awesome-cv or a plain article) -> the text it typesets.

pylatexenc parses the source and turns it into Unicode text (accents, ``--``, quotes, ``\\&``); the CV classes'
own macros are given here, each written out as the line a reader sees in the PDF: ``\\cventry{2012--2016}{PhD in
X}{University of Y}{City}{}{Advisor: Z}`` becomes "2012–2016    PhD in X, University of Y, City" over "Advisor: Z",
``\\section{Education}`` a heading on a line of its own, ``\\item`` a bullet. The text then goes to the extractors
as any document's does. Line numbers are the typeset text's, as for HTML.
"""
from __future__ import annotations

import re
from pathlib import Path

from pylatexenc import latexwalker
from pylatexenc.latex2text import LatexNodes2Text, MacroTextSpec, EnvironmentTextSpec, get_default_latex_context_db
from pylatexenc.macrospec import MacroSpec

from ..model import Document
from .text import read_converted

# What a document needs to be LaTeX source: a class, a document environment, or CV macros at lines' starts
_SOURCE = re.compile(rb"^\s*\\(?:documentclass|begin\{document\}|cventry\{|cvitem\{|section\*?\{)", re.M)

# Each CV macro's arguments: "[" an optional one, "{" a mandatory one (moderncv's, then awesome-cv's)
_ARGS = {
    "name": "{{", "firstname": "{", "familyname": "{", "title": "{", "address": "{{{", "email": "{",
    "homepage": "{", "phone": "[{", "mobile": "{", "extrainfo": "{", "photo": "[[{", "social": "[[{",
    "position": "{", "github": "{", "linkedin": "{", "orcid": "{", "quote": "{",
    "cventry": "[{{{{{{", "cvitem": "[{{", "cvitemwithcomment": "[{{{", "cvdoubleitem": "[{{{{",
    "cvlistitem": "[{", "cvlistdoubleitem": "[{{", "cvcolumn": "[{{",
    "cvsection": "{", "cvsubsection": "{", "cvparagraph": "{", "cvhonor": "{{{{",
    "href": "{{", "url": "{", "textsuperscript": "{",
    "moderncvstyle": "{", "moderncvcolor": "{", "moderncvtheme": "[{", "makecvtitle": "", "makecvheader": "[",
    "makecvfooter": "", "setlength": "{{", "usepackage": "[{", "geometry": "{", "hypersetup": "{",
    "colorlet": "{{", "fontdir": "[", "renewcommand": "*{[[{", "newcommand": "*{[[{", "definecolor": "{{{",
}
_DROPPED = ("phone", "mobile", "photo", "quote", "moderncvstyle", "moderncvcolor", "moderncvtheme", "makecvtitle",
            "makecvheader", "makecvfooter", "setlength", "usepackage", "geometry", "hypersetup", "colorlet", "fontdir",
            "renewcommand", "newcommand", "definecolor", "documentclass", "maketitle", "clearpage", "newpage",
            "vspace", "hspace", "pagestyle", "thispagestyle", "label")


def is_latex(head: bytes) -> bool:
    """Whether a file's first bytes are LaTeX source."""
    return bool(_SOURCE.search(head)) and head.count(b"\\") >= 5


def read_latex(path: Path) -> Document:
    """Return the text a LaTeX source typesets (a ``.tex`` file, or LaTeX saved as ``.txt``)."""
    return read_converted(path, latex_to_text, "latex", "LaTeX source",
                          (latexwalker.LatexWalkerError, IndexError, ValueError, RecursionError))


def latex_to_text(source: str) -> str:
    r"""The text ``source`` typesets, one line per CV entry, item or heading.

    >>> print(latex_to_text(r"\section{Education}" "\n"
    ...                     r"\cventry{2012--2016}{PhD in Chemistry}{Universit\'e de Strasbourg}{}{}{Advisor: Prof.~Jo Roe}"),
    ...       end="")
    Education
    <BLANKLINE>
    2012–2016    PhD in Chemistry, Université de Strasbourg
    Advisor: Prof. Jo Roe
    """
    awesome = bool(re.search(r"\\documentclass(?:\[[^\]]*\])?\{awesome-cv\}", source))
    source = _MATH_MARK.sub(lambda m: _MARKS.get(m.group(1), ""), source)
    nodes = latexwalker.LatexWalker(source, latex_context=_walker_context(), tolerant_parsing=True).get_latex_nodes()[0]
    text = LatexNodes2Text(latex_context=_text_context(awesome), math_mode="text", strict_latex_spaces=True,
                           keep_comments=False).nodelist_to_text(nodes)
    lines = [re.sub(r"[ \t]+$", "", ln) for ln in text.replace("\u00a0", " ").split("\n")]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(ln.strip() for ln in lines)).strip() + "\n"


# "$^\ast$", "$^{*}$", "$^\dagger$" after an author's name: the mark a reader sees
_MATH_MARK = re.compile(r"\$\^\{?\\?(ast|\*|dagger|ddagger|\\dagger|\d)\}?\$")
_MARKS = {"ast": "*", "*": "*", "dagger": "†", "ddagger": "‡"}


def _walker_context():
    db = latexwalker.get_default_latex_context_db()
    db.add_context_category("labgraph-cv", prepend=True,
                            macros=[MacroSpec(name, args) for name, args in _ARGS.items()])
    return db


def _args(node, l2tobj) -> list[str]:
    """A macro's arguments as text, the optional ones dropped (missing ones empty)."""
    spec = _ARGS.get(node.macroname, "")
    out = []
    for kind, arg in zip(spec.replace("*", ""), node.nodeargd.argnlist if node.nodeargd else ()):
        if kind == "{":
            out.append(" ".join(l2tobj.nodelist_to_text([arg]).split()) if arg is not None else "")
    return out + [""] * (spec.count("{") - len(out))


def _joined(*parts: str, sep: str = ", ") -> str:
    return sep.join(p.strip(" .,") for p in parts if p and p.strip(" .,"))


_DATED = re.compile(r"\d{4}|^(?:since|present|now|today)\b", re.I)


def _entry(dates: str, *rest: str, below: str = "") -> str:
    head = _joined(*rest)
    line = f"{dates}    {head}" if dates else head
    return "\n" + line + (f"\n{below}" if below.strip() else "") + "\n"


def _text_context(awesome: bool):
    db = get_default_latex_context_db()

    def repl(fn):
        return lambda n, l2tobj: fn(*_args(n, l2tobj))

    heading = repl(lambda title: f"\n\n{title}\n\n")
    macros = {
        "name": repl(lambda first, last: f"\n{_joined(first, last, sep=' ')}\n"),
        "firstname": repl(lambda first: f"\n{first} "), "familyname": repl(lambda last: f"{last}\n"),
        "title": repl(lambda t: f"\n{t}\n"), "position": repl(lambda t: f"\n{t}\n"),
        "address": repl(lambda a, b, c: "\n" + "\n".join(p for p in (a, b, c) if p) + "\n"),
        "email": repl(lambda e: f"\nEmail: {e}\n"), "homepage": repl(lambda h: f"\nHomepage: {h}\n"),
        "extrainfo": repl(lambda x: f"\n{x}\n"), "orcid": repl(lambda x: f"\nORCID: {x}\n"),
        "github": repl(lambda x: f"\nGitHub: github.com/{x}\n"), "linkedin": repl(lambda x: f"\nLinkedIn: {x}\n"),
        "social": repl(lambda x: f"\n{x}\n"),
        "cvitem": repl(lambda label, text: _entry(label, text) if _DATED.search(label) or not label
                       else f"\n{label}: {text}\n"),       # ("2019    X Award"; "depolykit: A toolkit for ...")
        "cvitemwithcomment": repl(lambda label, text, comment: _entry(label, text, comment)),
        "cvdoubleitem": repl(lambda a, b, c, d: _entry(a, b) + _entry(c, d)),
        "cvlistitem": repl(lambda x: f"\n- {x}\n"), "cvlistdoubleitem": repl(lambda a, b: f"\n- {a}\n- {b}\n"),
        "cvcolumn": repl(lambda head, body: f"\n{head}\n{body}\n"),
        "cvsection": heading, "cvsubsection": heading, "cvparagraph": heading,
        # awesome-cv: {award}{event}{location}{date}
        "cvhonor": repl(lambda award, event, place, date: _entry(date, award, event, place)),
        "href": repl(lambda url, label: url if label.rstrip("/") in url else f"{label} ({url})"),
        "url": repl(lambda url: url), "textsuperscript": repl(lambda x: x),
    }
    if awesome:     # awesome-cv: {position}{organisation}{location}{dates}{description}
        macros["cventry"] = repl(lambda title, org, place, dates, below, *_: _entry(dates, title, org, place, below=below))
    else:           # moderncv: {dates}{title}{employer}{city}{grade}{description}
        macros["cventry"] = repl(lambda dates, title, org, place, grade, below: _entry(
            dates, title, org, place, below=_joined(grade, below, sep=". ")))     # (a grade alone reads as a heading)
    for name in ("section", "subsection", "subsubsection", "paragraph", "chapter"):
        macros[name] = lambda n, l2tobj: "\n\n" + " ".join(l2tobj.nodelist_to_text(
            [a for a in n.nodeargd.argnlist[-1:] if a is not None]).split()) + "\n\n"
    db.add_context_category(
        "labgraph-cv", prepend=True,
        macros=[MacroTextSpec(name, simplify_repl=fn) for name, fn in macros.items()]
        + [MacroTextSpec(name, discard=True) for name in _DROPPED],
        environments=[EnvironmentTextSpec(env, simplify_repl=_listed) for env in ("itemize", "enumerate", "cvitems",
                                                                                 "description")])
    return db


def _listed(n, l2tobj) -> str:
    """A list's items, each a line of its own led by a dash (its text's lines joined; a label, "\\item[2019]", first)."""
    items, current = [], None
    for node in n.nodelist:
        if node.isNodeType(latexwalker.LatexMacroNode) and node.macroname == "item":
            current = []
            items.append(current)
            label = node.nodeargd.argnlist[0] if node.nodeargd and node.nodeargd.argnlist else None
            if label is not None:
                current.append(label)
        elif current is not None:
            current.append(node)
    return "\n" + "".join(f"\n- {' '.join(l2tobj.nodelist_to_text(item).split())}" for item in items) + "\n\n"
