"""Writes HTML pages from plain text the way a lab's website would show it.

Headings become ``<h2>``, bullet lines ``<ul><li>``, other lines paragraphs;
every page gets the clutter a real site has (navigation bar, cookie banner,
scripts, footer), which the HTML reader must drop.
"""
from __future__ import annotations

import html
import re

NAV = """<header><div class="site-title"><a href="/">Lab Home</a></div>
<nav class="navbar"><ul class="menu">
<li><a href="/">Home</a></li><li><a href="/people/">People</a></li>
<li><a href="/publications/">Publications</a></li><li><a href="/teaching/">Teaching</a></li>
<li><a href="/contact/">Contact</a></li></ul></nav></header>
<div id="cookie-consent" class="cookie-banner">This website uses cookies to improve your experience.
<a href="/privacy/">Learn more</a> <button>Accept all cookies</button></div>"""
FOOTER = """<footer class="site-footer"><p>&copy; 2024 The Lab. All rights reserved.
<a href="/privacy/">Privacy policy</a> | <a href="/accessibility/">Accessibility</a></p>
<p>Powered by <a href="https://gohugo.io">Hugo</a> and the Academic theme.</p></footer>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);}</script>"""

_BULLET = re.compile(r"^\s*[•*\-]\s+")


def is_heading(lines: list[str], i: int) -> bool:
    """A short line, alone between blank lines, without a sentence's final stop."""
    line = lines[i].strip()
    alone = (i == 0 or not lines[i - 1].strip()) and (i + 1 == len(lines) or not lines[i + 1].strip())
    return alone and 0 < len(line.split()) <= 5 and not line.endswith((".", ",", ":", ";")) \
        and not lines[i].startswith(" ")


def text_to_html(text: str, title: str = "Home") -> str:
    """Return a full HTML page showing ``text``."""
    lines = text.split("\n")
    body: list[str] = []
    items: list[list[str]] = []

    def close_list() -> None:
        if items:
            body.append("<ul>" + "".join("<li>" + "<br>".join(it) + "</li>" for it in items) + "</ul>")
            items.clear()

    for i, raw in enumerate(lines):
        line = raw.strip()
        if not line:
            continue
        if _BULLET.match(raw):
            items.append([html.escape(_BULLET.sub("", raw))])
        elif raw.startswith("    ") and items:
            items[-1].append(html.escape(line))
        else:
            close_list()
            tag = "h2" if is_heading(lines, i) else "p"
            body.append(f"<{tag}>{html.escape(line)}</{tag}>")
    close_list()
    return (f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{html.escape(title)}</title>"
            "<style>body{font-family:sans-serif}</style></head>\n<body>\n" + NAV
            + "\n<main><article class=\"page\">\n" + "\n".join(body) + "\n</article></main>\n" + FOOTER
            + "\n</body></html>\n")
