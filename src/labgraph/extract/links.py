"""Links as facts: a repository link names a project's repository, a link on a name a homepage.

HTML and Markdown keep their links (``Document.links``); these rules read them:
- a link to a code host or package registry (CRAN, PyPI...) whose anchor (or the line it sits on) names a project
  the document lists gives that project its repository;
- a link whose anchor text is a person's name, to anything but a code host or
  a bibliography service, is that person's homepage;
- a mailto: link gives an e-mail address to the person named in the anchor.
"""
from __future__ import annotations

import re
from collections.abc import Iterator

from ..model import Claim, Document, Evidence, Link, PersonClaim, Publication, Software
from ..names import clean_name, fold, looks_like_name
from .software import is_site_repository

_CODE_HOST = re.compile(r"^https?://(?:www\.)?(?:(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)/[\w.\-]+/[\w.\-]+|"
                        r"cran\.r-project\.org/(?:web/)?packages?[=/][\w.]+|bioconductor\.org/packages/[\w./]+|"
                        r"pypi\.org/project/[\w.\-]+|crates\.io/crates/[\w\-]+|npmjs\.com/package/[\w@/\-]+)/?$", re.I)
_NOT_HOMEPAGE = re.compile(r"scholar\.google|dblp\.|orcid\.org|linkedin\.|twitter\.|x\.com|facebook\.|"
                           r"semanticscholar|researchgate|arxiv\.org|doi\.org|github\.com|gitlab\.com", re.I)


def extract(doc: Document, claims: list[Claim]) -> Iterator[Claim]:
    """Claims the document's links add to the claims its text made."""
    lines = doc.text.split("\n")
    software = {fold(c.name).replace(" ", ""): c.name for c in claims if isinstance(c, Software)}
    for link in doc.links:
        evidence = Evidence(doc.path, link.line, f"{link.text} <{link.url}>")
        anchor = link.text.strip()
        if _CODE_HOST.match(link.url) and not is_site_repository(link.url):
            line = lines[link.line - 1] if 0 < link.line <= len(lines) else ""
            name = _project(anchor, line, link.url, software)
            if name:
                yield Software(evidence, name, None, link.url.rstrip("/"), ())
            elif _CODE_ANCHOR.match(anchor):
                yield _paper_code(evidence, link, claims)
        elif link.url.lower().startswith("mailto:") and looks_like_name(clean_name(anchor)):
            yield PersonClaim(evidence, clean_name(anchor), email=link.url[7:].split("?")[0])
        elif link.url.startswith(("http://", "https://")) and not _NOT_HOMEPAGE.search(link.url) \
                and looks_like_name(clean_name(anchor)):
            yield PersonClaim(evidence, clean_name(anchor), homepage=link.url)


# A paper's "[Code]" link: the repository is the software the paper presents.
_CODE_ANCHOR = re.compile(r"^\[?\s*(?:code|source(?: code)?|github|gitlab|repo(?:sitory)?|implementation|software)"
                          r"\s*\]?$", re.I)


def _paper_code(evidence: Evidence, link: Link, claims: list[Claim]) -> Software:
    """Software named after its repository, by the authors of the publication the link sits in."""
    url = link.url.rstrip("/")
    name = re.split(r"[/=]", url)[-1].removesuffix(".git")
    papers = [c for c in claims if isinstance(c, Publication) and 0 <= link.line - c.evidence.line <= 6]
    paper = max(papers, key=lambda c: c.evidence.line, default=None)
    if paper is None:
        return Software(evidence, name, None, url, ())
    return Software(evidence, name, None, url, paper.authors, paper.title)


def _project(anchor: str, line: str, url: str, software: dict[str, str]) -> str | None:
    """The project a code link belongs to: named by the anchor, the line, or the repository."""
    repo = fold(re.split(r"[/=]", url.rstrip("/"))[-1]).replace(" ", "")
    for text in (anchor, line):
        for word in re.findall(r"[\w.+\-]+", text):
            key = fold(word).replace(" ", "")
            if key in software and (key == repo or text is anchor):
                return software[key]
    return software.get(repo)
