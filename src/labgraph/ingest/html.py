"""HTML pages -> Document: the main content as lines, with its links kept as data.

trafilatura finds the main content (navigation, menus, footers, cookie banners,
scripts and styles go) and returns it as XML that keeps headings, lists,
tables and links. We turn that XML into the plain-text layout the section
splitter reads: a heading on its own line, one ``  • item`` line per list
item, one line per paragraph, blank lines between blocks; each link becomes a
``Link`` that knows the line its anchor text sits on.
"""
from __future__ import annotations

import copy
import re
from pathlib import Path
from urllib.parse import urljoin

import lxml.etree
import lxml.html
import lxml.html.defs

from ..model import Document, Link
from ..names import clean_name, looks_like_name
from .text import clean, read_decoded, without_dateline

__all__ = ["read_html", "html_document", "is_html"]

BULLET = "  • "
_BLOCKS = {"head", "p", "list", "item", "table", "row", "cell", "quote", "code", "div", "main", "doc"}
_SKIP = {"graphic", "comments", "del"}
_NETWORK = re.compile(r"facebook|x|twitter|linkedin|e-?mail|whatsapp|reddit|print|bluesky|mastodon|threads|pinterest|"
                      r"copy link|comments?", re.I)
_NAVIGATION_SHARE = 0.6  # above this share of link text, a page is navigation
# a page's sharing buttons, each a line of its own: no words of the page's
_SHARE_BUTTON = re.compile(r"(?:share(?:\s+(?:on|via|to))?\s+(?:facebook|x|twitter|linkedin|whatsapp|e-?mail|reddit|bluesky|"
                           r"mastodon|threads)|copy\s+link|print(?:\s+this\s+(?:page|article))?|tweet)", re.I)


def is_html(head: bytes) -> bool:
    """Tell whether the first bytes of a file look like an HTML page."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    return start.startswith((b"<!doctype html", b"<html")) or (
        start.startswith((b"<!--", b"<?xml")) and b"<html" in start)


def read_html(path: Path) -> Document:
    """Return the main content of an HTML page as text, with its links."""
    markup, warnings = read_decoded(path)
    return html_document(str(path), markup, warnings)


def html_document(path: str, markup: str, warnings: tuple[str, ...] = ()) -> Document:
    """Return the Document of an HTML page's markup (no file access; for tests and crawlers).

    >>> doc = html_document("p.html", "<html><body><nav><a href='/'>Home</a></nav>"
    ...     "<main><h2>Students</h2><ul><li><a href='https://b.org'>Bo Li</a> (PhD)</li></ul>"
    ...     "<p>I supervise students in machine learning systems and databases.</p></main></body></html>")
    >>> print(doc.text)
    Students
    <BLANKLINE>
      • Bo Li (PhD)
    <BLANKLINE>
    I supervise students in machine learning systems and databases.
    >>> doc.links
    (Link(text='Bo Li', url='https://b.org', line=3),)
    """
    page = _parse(markup)
    if page is None:
        return Document(path, "", format="html", warnings=warnings + (f"{path}: no HTML content found",))
    body = page.find("body")
    for el in list(body.iter("font", "b", "strong", "big")) if body is not None else ():
        if _standalone_label(el):
            el.tag = "h4"       # "<FONT SIZE=+2>Students</FONT><BR>", "<B>Former</B> (where they went)<UL>": a heading
    for caption in list(body.iter("figcaption")) if body is not None else ():
        if caption.find(".//strong") is not None or caption.find(".//b") is not None:
            # a site builder's people cards: a photo's caption in bold names the person, the lines under it their
            # role (the main-content extractor drops captions as it drops images)
            caption.tag = "div"
            if (figure := caption.getparent()) is not None and figure.tag == "figure":
                figure.tag = "div"
            for el in (*caption.iter(), *caption.iterancestors()):
                if re.search(r"image|caption|figure|photo", el.get("class") or "", re.I):
                    del el.attrib["class"]      # (classes the extractor takes for an image's furniture)
    for el in body.iter("span", "time", "b", "strong", "small") if body is not None else ():
        if el.tail and el.tail[:1].isupper() and (el.text_content() or "")[-1:].isdigit():
            el.tail = " " + el.tail     # "<span class=badge>Nov 2024</span>Congratulations": a date, then the item
    content = _main_content(page)
    if content is not None and body is not None and (widgets := _widgets(body, content)):
        main = next(content.iter("main"), content)
        main.extend(widgets)
    lines = _Lines(_base_url(page))
    if content is not None:
        lines.block(content, depth=0)
        lines.restore_headings(_headings(page))
        lines.restore_header(_header_lines(page))
        lines.restore_tagline(_tagline(page))
        for line in reversed(_footer_lead(page)):
            lines.restore_tagline(line)
        lines.restore_title(_title(page))
    text = without_dateline(clean("\n".join(lines.lines).strip("\n")).replace(CELL_LINE, "; "))   # (a cell's line read elsewhere)
    if "hare" in text or "opy link" in text or "Facebook" in text or "Email" in text:
        text = _without_share_buttons(text)
    visible, linked = _visible_text(page)
    if visible and linked / visible > _NAVIGATION_SHARE and body is not None:
        # an index's entries are links too (a title, its authors, its venue): content, not a menu
        linked -= sum(_size(a.text_content()) for e in body.iter("p", "li", "dd", "td") if _linked_entry(e)
                      for a in e.iter("a"))
    if visible and linked / visible > _NAVIGATION_SHARE:
        share = round(100 * linked / visible)
        if _size(text) >= 0.9 * visible:  # the extractor gave up and returned the whole menu
            text, lines.links = "", []
            warnings += (f"{path}: the page is navigation ({share}% of its text is links); nothing read",)
        else:
            warnings += (f"{path}: mostly navigation ({share}% of its text is links); "
                         f"kept {len(text.splitlines())} lines of content",)
    elif not text:
        warnings += (f"{path}: no main content found; nothing read",)
    return Document(path, text, links=tuple(lines.links), format="html", warnings=warnings)


def _parse(markup: str) -> lxml.html.HtmlElement | None:
    """Return the page parsed leniently (lxml repairs unclosed and misnested tags)."""
    markup = markup.strip()
    if markup.startswith("<?xml"):  # lxml refuses str input with an encoding declaration
        markup = markup.split("?>", 1)[-1]
    try:
        return lxml.html.document_fromstring(markup)
    except (lxml.etree.ParserError, ValueError):
        return None


def _main_content(page: lxml.html.HtmlElement) -> lxml.etree._Element | None:
    """Return trafilatura's XML of the main content, or None when it finds none.

    favor_recall keeps the short lists a CV is made of (a list of students
    with no paragraph around it); a low minimum size keeps trafilatura's own
    structured result for short pages instead of its flat whole-page fallback.
    """
    import trafilatura  # 0.2 s to import: paid only when a page is read

    config = trafilatura.settings.use_config()
    config.set("DEFAULT", "MIN_EXTRACTED_SIZE", "10")
    markup = lxml.html.tostring(page, encoding="unicode")
    work = lxml.html.document_fromstring(markup)        # a copy: the page stays as it was for the other readers
    if _ENTRY_CUE.search(markup):
        _unmark_entry_parts(work)
    _prepare(work)
    markup = lxml.html.tostring(work, encoding="unicode")
    options = dict(output_format="xml", include_links=True, include_tables=True, include_comments=False,
                   include_formatting=False, include_images=False, deduplicate=False, favor_recall=True)
    xml = trafilatura.extract(markup, config=config, **options)
    main = next(work.iter("main"), None)
    if main is None:
        main = _sectioned(work)
    if xml and main is not None:
        # a page's <main> holds much more than was taken (a blog's first post of several, the extractor content
        # with its first candidate at the low minimum size): its default minimum takes the whole
        wanted = len(" ".join(main.itertext()).split())
        if _word_count(xml) < 0.6 * wanted:
            whole = trafilatura.extract(markup, **options)
            xml = whole if whole and _word_count(whole) > _word_count(xml) else xml
        if (parts := _part_by_part(main, xml, config, options)) and _word_count(parts) > _word_count(xml):
            xml = parts
    elif xml and _size(re.sub(r"<[^>]*>", " ", xml)) < _TAKEN_SHARE * _unlinked_text(work):
        # a page of no <main> whose first candidate at the low minimum size was its banner ("Lab name" / "Department,
        # University" over the professor's profile, members and papers): its default minimum takes the whole
        whole = trafilatura.extract(markup, **options)
        xml = whole if whole and _word_count(whole) > _word_count(xml) else xml
    return lxml.etree.fromstring(xml.replace(_SPACE, " ").encode("utf-8")) if xml else None


# a sidebar widget's title that says it holds the site's content, not its furniture ("Lab members", "Lab news",
# "Lab code", "Recent publications"; not "Recent posts", "Archives", "Categories", "Meta")
_WIDGET_TITLE = re.compile(r"^(?:(?:our|the)\s+)?(?:(?:recent|latest|selected|new)\s+)?(?:(?:lab|group|team|research)\s+)?"
                           r"(?:members|people|team|news|code|software|"
                           r"publications|papers|alumni|students|awards)$", re.I)


def _widgets(body: lxml.html.HtmlElement, content: lxml.etree._Element) -> list[lxml.etree._Element]:
    """A blog site's sidebar widgets that hold the lab's own content ("Lab members" with a roster, "Lab news" with
    dated items), which the extractor leaves out as a sidebar: each as blocks of the extractor's XML (a heading, a
    list of items, paragraphs), its links kept. Widgets whose title the content already has are not added twice."""
    taken: str | None = None
    out: list[lxml.etree._Element] = []
    for aside in body.iter("aside"):
        if "widget" not in (aside.get("class") or ""):
            continue
        title = next(aside.iter("h2", "h3", "h4"), None)
        words = " ".join(title.text_content().split()) if title is not None else ""
        if not _WIDGET_TITLE.match(words):
            continue
        taken = " ".join(content.itertext()) if taken is None else taken
        if words in taken:
            continue
        head = lxml.etree.Element("head")
        head.text = words
        out.append(head)
        for el in aside.iter("ul", "ol", "p"):
            if el.tag == "p" and any(a.tag in ("li", "p") for a in el.iterancestors()):
                continue            # (a paragraph inside an item: the item's text)
            if el.tag in ("ul", "ol"):
                if any(a.tag in ("ul", "ol") for a in el.iterancestors()):
                    continue
                block = lxml.etree.Element("list")
                for li in el.iter("li"):
                    block.append(_widget_inline(li, lxml.etree.Element("item")))
            else:
                block = _widget_inline(el, lxml.etree.Element("p"))
            out.append(block)
    return out


def _widget_inline(src: lxml.html.HtmlElement, dst: lxml.etree._Element) -> lxml.etree._Element:
    """An HTML item's or paragraph's text as the extractor's XML element ``dst``: its links as <ref>, everything else
    its text, a nested block's text set apart from what goes before it by a blank."""
    def put(text: str) -> None:
        if len(dst):
            dst[-1].tail = (dst[-1].tail or "") + text
        else:
            dst.text = (dst.text or "") + text
    put(src.text or "")
    for child in src:
        if not isinstance(child.tag, str):
            put(child.tail or "")
            continue
        if child.tag == "a" and child.get("href"):
            ref = lxml.etree.SubElement(dst, "ref", target=child.get("href"))
            ref.text = child.text_content()
        else:
            gap = " " if child.tag in ("div", "p", "time", "br") else ""
            put(gap + " ".join(_widget_inline(child, lxml.etree.Element("p")).itertext()) + gap)
        put(child.tail or "")
    return dst


def _part_by_part(main: lxml.html.HtmlElement, xml: str, config, options: dict) -> str | None:
    """The main content of a page's <main> read one part at a time, when it is made of several parts each under a
    heading of its own and the extractor's ``xml`` left out a part's heading (a one-page site's "About", "Research",
    "PhD Advising" sections, of which it keeps the first): each part's content, in order, in one document."""
    import trafilatura

    parts = [el for el in main if isinstance(el.tag, str) and el.tag in ("section", "article", "div")
             and next(el.iter("h1", "h2", "h3"), None) is not None]
    taken = _words(re.sub(r"<[^>]*>", " ", xml))
    if len(parts) < 2 or all(_words(next(el.iter("h1", "h2", "h3")).text_content()) in taken for el in parts):
        return None
    # (each in a <main> of its own: at the top of a body, a part's card headings went as a page's furniture)
    found = [trafilatura.extract(f"<html><body><main>{lxml.html.tostring(el, encoding='unicode')}</main></body></html>",
                                 config=config, **options) for el in parts]
    bodies = [m.group(1) for x in found if x and (m := re.search(r"<main>(.*)</main>", x, re.S))]
    return f"<doc><main>{''.join(bodies)}</main></doc>" if bodies else None


def _sectioned(page: lxml.html.HtmlElement) -> lxml.html.HtmlElement | None:
    """A page of no <main> made of three or more ``<section>`` siblings, each under a heading of its own (a one-page
    site builder's widgets: "Meet the Team", "Featured Publications", "Software", "News"): their parent, read as the
    page's main content (the extractor kept one or two of them)."""
    for el in page.iter("body", "div"):
        parts = [c for c in el if c.tag == "section" and next(c.iter("h1", "h2"), None) is not None]
        if len(parts) >= 3:
            return el
    return None


_TAKEN_SHARE = 0.2      # below this share of a page's unlinked text, the extractor's pick was a part too small


def _word_count(xml: str) -> int:
    """The number of words in an extractor's XML (its text, not its tags)."""
    return len(re.sub(r"<[^>]*>", " ", xml).split())


# The main-content extractor strips the blanks at the ends of text runs, so "advised by <a>Jane Doe</a>" came
# out "advised byJane Doe" and "Title.</span> <a>Venue</a>" as "Title.Venue": a blank that touches an inline
# element is kept as this invisible character (no blank to strip) and turned back into a space afterwards.
_SPACE = "\u2800"      # braille blank: printable, so no cleaner removes it
_RUN_TOGETHER = re.compile(r"[^\W\d_][A-ZÀ-Þ]")
_INLINE = frozenset({"a", "abbr", "b", "cite", "code", "em", "font", "i", "kbd", "mark", "q", "s", "samp", "small",
                     "span", "strong", "sub", "sup", "time", "tt", "u", "var", "bdo", "big", "dfn", "strike"})
_LAYOUT_INNER = ("h1", "h2", "h3", "h4", "table")
_KNOWN_TAGS = frozenset(lxml.html.defs.tags) | {"main", "template", "picture", "slot", "search", "dialog"}
_BLOCK_TAGS = frozenset({"div", "p", "ul", "ol", "li", "table", "section", "article", "h1", "h2", "h3", "h4", "dl"})


_BYLINE_CLASS = re.compile(r"author|byline|contributor", re.I)


def _prepare(page: lxml.html.HtmlElement) -> None:
    """Mend what the main-content extractor would lose of a page (in a working copy of it):

    - a line break inside a table's cell parts its lines with a semicolon (the extractor ran them together);
    - several ``<article>`` elements are sections of the page, not each a candidate for all of it;
    - made-up tags around inline text ("<papertitle>", homepage templates' paper titles) become spans,
      which it keeps (it dropped the title with the tag);
    - a table that lays out the page (it holds headings or other tables: the common homepage template)
      becomes divisions, so its sections and their tables keep their order (it moved nested tables to
      the end);
    - blanks next to inline elements are kept (see ``_SPACE``); a DBLP disambiguation number set as a
      superscript ("Jane Doe<sup>0002</sup>") is set apart from the name.
    """
    body = page.find("body")
    if body is None:
        return
    for pre in list(body.iter("pre")):
        if pre.find(".//code") is None and "\n" in pre.text_content().strip("\n"):
            _preformatted_lines(pre)
    for el in list(body.iter()):
        if isinstance(el.tag, str) and el.tag not in _KNOWN_TAGS \
                and not any(child.tag in _BLOCK_TAGS for child in el.iter() if child is not el):
            el.tag = "span"
    for table in dict.fromkeys(t for c in body.xpath(".//*[@rowspan]") if (t := next(c.iterancestors("table"), None)) is not None):
        _spread_row_spans(table)        # (in the page's order)
    for el in list(body.iter("code", "kbd", "tt", "samp")):
        if "\n" not in el.text_content() and next(el.iterancestors("pre"), None) is None:
            el.tag = "span"     # inline code in a sentence ("<a><code>cfshift</code></a>: an R package"): its words
            # (the extractor took it out as a code block, and the sentence lost the package's name)
    for el in list(body.iter("font")):
        el.drop_tag()       # an old page's "<UL><FONT SIZE=2><LI>...", "<P><FONT>Awards: ...": the extractor lost
                            # paragraphs and list items inside such wrappers (the ones that make headings are h4 now)
    for el in body.iter("p", "span", "li", "td", "dd"):     # (not a page's block: DBLP's "coauthors" index)
        for attr in ("class", "id"):
            if _BYLINE_CLASS.search(el.get(attr) or ""):
                # '<p class="authors">': a paper's or a talk's authors, which the extractor drops as a news
                # article's byline
                el.set(attr, _BYLINE_CLASS.sub("names", el.get(attr)))
    for el in body.iter("p", "div", "span", "small", "ul", "ol", "dl"):
        # (or its list: '<ul class="person-card__meta"><li>PhD: MIT, 2004</li>')
        if _META_CLASS.search(el.get("class") or "") and any(_CARD_CLASS.search(a.get("class") or "")
                                                            for a in el.iterancestors("div", "li", "article", "section")):
            # '<div class="Card_card"><h3>Ana Ruiz</h3><p class="Card_meta">Robotics · Advisor: X</p>': a member card's
            # details, which the extractor drops as a post's metadata (its date and author)
            el.set("class", _META_CLASS.sub("details", el.get("class")))
    for caption in list(body.iter("figcaption")):
        if len(" ".join(caption.text_content().split())) >= 80:
            # a card of an image and its caption (Squarespace's "image-card": name, role, biography): the caption is
            # the page's text, which the extractor drops with the figure
            caption.tag = "div"
            figure = next(caption.iterancestors("figure"), None)
            if figure is not None:
                figure.tag = "div"
    for dd in list(body.iter("dd", "dt")):
        inner = next((child for child in dd if child.tag in ("dd", "dt")), None)
        if inner is not None:       # "<DL><FONT><DD>A<DD>B": the parser put B inside A; they are siblings
            for moved in reversed([inner, *inner.itersiblings()]):
                dd.addnext(moved)
    articles = list(body.iter("article"))
    if len(articles) >= 2 or articles and _sections_beside(articles[0]):
        # one of several "<article>"s (a news list's, a people page's cards), or an "<article>" with the page's
        # other sections beside it (a homepage's profile card and bio, then "<section><h2>publications</h2>"),
        # was taken for the page's main content and the rest dropped: each is a part of the page
        for el in articles:
            el.tag = "section"
            for part in [el, *el.iterdescendants("div", "section")]:
                if re.search(r"post|entry|content|article", part.get("class", "") + " " + part.get("id", "")):
                    part.attrib.pop("class", None)      # (the extractor takes the first part whose class says
                    part.attrib.pop("id", None)         # "post" or "entry-content" for the whole page's text)
    main = next(body.iter("main"), None)
    for el in list(body.iter("aside", "footer")):
        if el.tag == "footer" and next(el.iterancestors("blockquote"), None) is not None:
            el.tag = "p"            # a quotation's attribution ("— Dr X, who completed her PhD here in 2008")
        elif el.tag == "aside" and next(el.iterancestors("article", "main"), None) is not None and _not_links(el):
            el.tag = "section"      # an article's box ("Selected works", a group's news beside its people)
        elif el.tag == "aside" and main is not None:
            for widget in [w for w in el if _ABOUT_WIDGET.match(" ".join(_heading_text(w)))]:
                if _not_links(widget):      # a blog's sidebar "About the lab: ... led by Dr. X": the page's own
                    widget.tag = "section"
                    for part in widget.iter():
                        for attr in ("class", "id"):        # ("widget": a class the main-content reader drops)
                            part.attrib.pop(attr, None)
                    main.append(widget)
    layout = [t for t in body.iter("table") if any(True for _ in t.iterdescendants(*_LAYOUT_INNER)) or _boxed_list(t)]
    parts = [el for t in layout for el in t.iterdescendants("tbody", "thead", "tfoot", "tr", "td", "th")
             if next(el.iterancestors("table")) is t]         # its own rows and cells, not a nested table's
    for el in layout + parts:
        el.tag = "div"
    for cell in [el for el in parts if el.tag == "div"]:
        _wrap_loose_runs(cell)      # an old page's cell: its prose runs between headings and lists, kept as paragraphs
    for br in list(body.iter("br")):        # (a data table's cell, not a layout table's: those are divisions now)
        after = (br.tail or "").strip() or (br.getnext() is not None and br.getnext().text_content().strip())
        cell = next(br.iterancestors("td", "th"), None) if after else None     # ("<br><small>M.Sc. X, 2020</small>")
        if cell is not None and sum(1 for c in cell.getparent() if "".join(c.itertext()).strip()) >= 2:
            br.tail = CELL_LINE + (br.tail or "").lstrip()  # "Promotor: A<br>Co-promotor: B" in a row's cell: its lines
                                                            # stay apart ("; " in the row's line, see _table)
    for item in list(body.iter("li", "td", "dd")):
        _entry_lines(item)
    for a in [a for a in body.iter("a") if len(a) and not a.text_content().strip() and a.find(".//img") is not None]:
        a.drop_tree()       # a card's photo linked to the person's page: links of no words made the extractor take
                            # the cards for a menu (it kept the first one)
    for a in [a for a in body.iter("a") if _named_alone(a)]:
        a.drop_tag()        # a member card's "<div class=name><a href=/persons/x>Ana Ruiz</a></div>": the extractor
                            # dropped the link alone in its block as a menu's, and the card lost its person
    for badge in [el for el in body.iter("span") if _BADGE_CLASS.search(el.get("class") or "") and len(el) == 0
                  and 0 < len((el.text or "").strip()) <= 40]:
        before = badge.getprevious()
        if badge.getparent() is not None and badge.getparent().tag in _HEADINGS:
            badge.text = f" ({badge.text.strip()}) "    # "<h2>isoWeave <span class=badge>R</span></h2>": the tool's tag
        elif before is not None and before.tag in _HEADINGS:
            badge.tag = "p"         # a card's role badge under its name ("<h3>Ana Ruiz</h3><span class=badge>PhD</span>")
        elif before is not None and before.tag in ("strong", "b", "a") and not (before.tail or "").strip():
            badge.text = f"({badge.text.strip()})"      # "<strong>Ana Ruiz</strong> <span class=badge>PhD 2024</span>"
    for span in [el for el in body.iter("span", "small", "em") if _BLOCK_CLASS.search(el.get("class") or "")
                 and el.getprevious() is not None and next(el.iterancestors("p", "li", "td", "dd"), None) is not None]:
        span.addprevious(lxml.html.Element("br"))     # '<span class="d-block">': a line of its own as the page shows it
    for card in [e for e in body.iter("li", "div", "article") if _named_spans(e)]:
        for span in list(card)[1:]:
            span.addprevious(lxml.html.Element("br"))   # '<li><span class=alum-name>Dr. A</span><span class=alum-role>
            # PhD student, 2011–2016</span><span class=alum-now>Now: X</span>': its name, role and post a line each
    for entry in [e for e in body.iter("p", "li", "dd", "td") if _linked_entry(e)]:
        for a in [a for a in entry.iter("a") if len(a) == 0 or entry.tag == "p"]:
            a.drop_tag()    # an index's entry all links ("<strong><a>Title</a></strong><br><a>A B</a> | <a>C D</a>
                            # <a>ACL</a>"): the extractor dropped it as a menu; its words stay
    for a in [a for a in body.iter("a") if _FILE_BUTTON.fullmatch(a.text_content().strip())
              and next(a.iterancestors("li", "dd"), None) is not None]:
        a.drop_tag()        # an entry's "[BibTeX] [PDF] [PS.gz]" links: as links they made a short list look like a
                            # menu to the extractor (which dropped it); their words stay
    for item in body.iter("li"):
        a = _opening_link(item)
        if a is not None and 0 < len(a.text_content().strip()) < 10 and len(item.text_content().split()) >= 5 \
                and (a.tail or " ")[:1] in " \u2014\u2013-:,":
            # "<li><a href=repo><b>confrag</b></a> — conformal abstention for RAG": the extractor drops a short
            # list whose links are all short words as a menu; an item that opens with one and says more is none
            last = a[-1] if len(a) else None
            pad = _SPACE * (10 - len(a.text_content().strip()))
            if last is not None:
                last.tail = (last.tail or "") + pad
            else:
                a.text = (a.text or "") + pad
    for div in [d for d in body.iter("div") if _holds_text(d)]:
        _inline_division(div)
    for heading in [h for h in body.iter(*_HEADINGS) if any(True for _ in h.iterancestors("li", "dd"))]:
        heading.tag = "span"                    # a research portal's "<li><h3>Title</h3> Authors ...": a line of it
        heading.addnext(lxml.html.Element("br"))
    for minor in body.iter("h5", "h6"):
        minor.tag = "p"         # a member card's "<h5 class=card-title>Name</h5><h6>Role</h6>": the extractor dropped
                                # such minor headings with the section heading over them; as paragraphs they stay
    for el in body.iter():
        if not isinstance(el.tag, str):
            continue
        first = el[0] if len(el) else None
        if first is not None and el.text and el.text[-1:].isspace() and el.text.strip() \
                and first.tag in _INLINE:
            el.text = el.text.rstrip() + " " + _SPACE
        if el.tail and el.tail[:1].isspace():
            nxt = el.getnext()
            if el.tag not in _INLINE and not (nxt is not None and nxt.tag in _INLINE):
                pass                                    # between blocks: no words to keep apart
            elif el.tail.strip():
                el.tail = _SPACE + " " + el.tail.lstrip()
            elif nxt is not None and nxt.tag in _INLINE:
                el.tail = _SPACE
        if el.tail and el.tail[-1:].isspace() and el.tail.strip():
            nxt = el.getnext()
            if nxt is not None and nxt.tag in _INLINE:      # "</em>*, <a>Dan Ko</a>"
                el.tail = el.tail.rstrip() + " " + _SPACE
        if el.tag in _INLINE and not el.tail and (nxt := el.getnext()) is not None and nxt.tag in _INLINE \
                and _RUN_TOGETHER.match(el.text_content()[-1:] + nxt.text_content()[:1]):
            # "<a>Hendrik J. Vos</a><span class=ext>Professor, Utrecht University</span>": set apart by the
            # page's style, run together as text ("VosProfessor")
            el.tail = ", "
        if el.tag == "sup" and el.text and len(el.text) == 4 and el.text.isdigit() and len(el) == 0:
            el.text = _SPACE + " " + el.text             # "Moreira<sup>0002</sup>": DBLP's number for a namesake


def _preformatted_lines(pre: lxml.html.HtmlElement) -> None:
    """Set a ``<pre>`` of text (an old page's CV: "1993.3   B.E., Tohoku University" a line each) as a paragraph of
    its lines, which the extractor keeps (it ran a ``<pre>``'s lines together into one)."""
    pre.tag = "p"
    # (the <pre>'s own text and its inner elements' texts and tails; its tail is not its)
    for node, attr in [(pre, "text"), *((el, a) for el in pre.iterdescendants() for a in ("text", "tail"))]:
        value = getattr(node, attr)
        if value and "\n" in value:
            first, *rest = (value.lstrip("\n") if node is pre else value).split("\n")
            setattr(node, attr, first)
            parent, at = (node, 0) if attr == "text" else (node.getparent(), node.getparent().index(node) + 1)
            for offset, part in enumerate(rest):
                br = lxml.html.Element("br")
                br.tail = part
                parent.insert(at + offset, br)


_META_CLASS = re.compile(r"meta", re.I)
_CARD_CLASS = re.compile(r"card|member|people|team", re.I)
def _named_spans(el: lxml.html.HtmlElement) -> bool:
    """Whether an element is a person's card of spans alone, the first one the name ("<span class=alum-name>")."""
    kids = list(el)
    return len(kids) >= 2 and all(k.tag == "span" for k in kids) and not (el.text or "").strip() \
        and all(not (k.tail or "").strip() for k in kids) and "name" in (kids[0].get("class") or "").lower() \
        and len({k.get("class") for k in kids}) == len(kids) and looks_like_name(clean_name(kids[0].text_content().strip()))


_BADGE_CLASS = re.compile(r"(?:^|[\s_-])(?:badge|chip|pill|tag)(?:$|[\s_-])", re.I)     # ("Badge_badge__p0o2Z": a CSS module's)
_BLOCK_CLASS = re.compile(r"(?:^|\s)(?:d-block|block|d-sm-block|d-md-block)(?:$|\s)")     # (Bootstrap's, Tailwind's)


def _without_share_buttons(text: str) -> str:
    """A page's sharing buttons blanked: "Share on LinkedIn", "Copy link", and a news page's row of them, each alone on
    its line ("Facebook" / "X" / "Email"), which would read as a heading over the story."""
    rows = text.split("\n")
    alone = [bool(_NETWORK.fullmatch(ln.strip())) for ln in rows]
    return "\n".join("" if _SHARE_BUTTON.fullmatch(ln.strip()) or alone[i] and (
        i and alone[i - 1] or i + 1 < len(rows) and alone[i + 1]) else ln for i, ln in enumerate(rows))


def _linked_entry(el: lxml.html.HtmlElement) -> bool:
    """Whether a paragraph or item is an index's entry of links: most of its words in links, two of them or more
    people's names ("<a>Siobhán Ní Bhraonáin</a> | <a>Dafydd ap Rhys</a>"), and no block inside it."""
    links = list(el.iter("a"))
    if len(links) < 3 or any(child.tag in _BLOCK_TAGS for child in el.iterdescendants()):
        return False
    words = len(el.text_content().split())
    linked = sum(len(a.text_content().split()) for a in links)
    names = sum(1 for a in links if 2 <= len(a.text_content().split()) <= 5 and looks_like_name(a.text_content().strip()))
    return names >= 2 and linked > 0.5 * words


def _named_alone(a: lxml.html.HtmlElement) -> bool:
    """Whether a link is a person's name alone in a block of its own ("<div class=name><a>Ana Ruiz</a></div>"), not
    in a menu or a list of links."""
    parent = a.getparent()
    if parent is None or parent.tag not in ("div", "p", "h2", "h3", "h4", "strong", "b") or len(parent) != 1 \
            or (parent.text or "").strip() or (a.tail or "").strip() or next(a.iterancestors("nav", "li", "header", "footer"), None) is not None:
        return False
    text = " ".join(a.text_content().split())
    text = _DEGREE_AFTER.sub("", text)         # "Sun-Hee Park, PhD": a name and the degree its card gives
    return len(a) == 0 and 2 <= len(text.split()) <= 5 and looks_like_name(text)


_DEGREE_AFTER = re.compile(r",\s*(?:Ph\.?\s?D\.?|M\.?D\.?|D\.?Phil\.?|M\.?Sc\.?|M\.?S\.?|B\.?A\.?|B\.?S\.?)$")


def _spread_row_spans(table: lxml.html.HtmlElement) -> None:
    """A cell that spans rows (``rowspan``) written into each row it spans, as a reader sees it: "Ph.D. Course" beside
    every student of the three rows it heads."""
    pending: dict[int, tuple[lxml.html.HtmlElement, int]] = {}      # column -> (the cell, rows still to fill)
    for row in [r for r in table.iter("tr") if next(r.iterancestors("table")) is table]:
        cells = [c for c in row if c.tag in ("td", "th")]
        column, k = 0, 0
        while k < len(cells) or column in pending:
            if column in pending:
                cell, left = pending[column]
                twin = copy.deepcopy(cell)
                twin.attrib.pop("rowspan", None)
                twin.tail = None
                if k < len(cells):
                    cells[k].addprevious(twin)
                else:
                    row.append(twin)
                if left > 1:
                    pending[column] = (cell, left - 1)
                else:
                    del pending[column]
            else:
                span = cells[k].get("rowspan", "1")
                if span.isdigit() and 1 < int(span) <= 50:
                    pending[column] = (cells[k], int(span) - 1)
                k += 1
            column += 1


def _boxed_list(table: lxml.html.HtmlElement) -> bool:
    """A table of one column that boxes a list (an old page's "<tr><td><b>PUBLICATIONS</b></td></tr>" over
    "<tr><td><ol><li>..."): a layout for a heading and its list, no table of data."""
    rows = [r for r in table.iter("tr") if next(r.iterancestors("table")) is table]
    return any(len(lst) >= 2 for lst in table.iterdescendants("ol", "ul")) and bool(rows) and \
        all(sum(1 for c in r if c.tag in ("td", "th") and c.text_content().strip()) <= 1 for r in rows)


def _opening_link(item: lxml.html.HtmlElement) -> lxml.html.HtmlElement | None:
    """The link a list item opens with ("<li><a>X</a> ...", "<li><b><a>X</a></b> ..."), if it opens with one."""
    el = item
    for _ in range(2):
        if (el.text or "").strip() or not len(el):
            return None
        el = el[0]
        if el.tag == "a":
            return el
    return None


def _sections_beside(article: lxml.html.HtmlElement) -> bool:
    """Whether an ``<article>`` has, beside it, another part of the page with a heading of its own and some text
    (not the site's header, navigation, sidebar or footer)."""
    for el in article.itersiblings(preceding=False):
        if not isinstance(el.tag, str) or el.tag in ("nav", "header", "footer", "aside", "script", "style"):
            continue
        if next(el.iter("h1", "h2", "h3"), None) is not None and len(el.text_content().split()) >= 20:
            return True
    return False


_OPENS_LINE = frozenset({"br", "hr", "p", "table", "ul", "ol", "dl", "div", "center", "blockquote", "pre", "h1", "h2",
                         "h3", "h4", "h5", "h6"})


def _standalone_label(el: lxml.html.HtmlElement) -> bool:
    """Whether an inline element is a line of its own between blocks, as old pages set their headings (in a
    bigger font, in bold, with no heading tag): the extractor dropped such lines with the words they held."""
    parent = el.getparent()
    layout_cell = parent is not None and parent.tag == "td" and \
        any(True for _ in parent.iterdescendants("table", "p", "ul", "ol", "h2", "h3"))    # (a page laid out in a table)
    if parent is None or parent.tag in _INLINE or parent.tag in ("li", "td", "th", "dd", "dt", "a") and not layout_cell \
            or el.get("size", "").startswith("-"):      # (small print: "(Full CV as PostScript)")
        return False
    words = el.text_content().strip()
    tail = (el.tail or "").strip()
    if not words[:1].isalpha() or len(words.split()) > 4 or len(tail) > 50 or tail and not tail.startswith("(") \
            or tail.startswith("(with"):
        return False
    size = el.get("size", "").strip()
    if el.tag in ("font", "big") and not (el.tag == "big" or size.startswith("+") or size.isdigit() and int(size) >= 4):
        return False        # (a coloured "<FONT COLOR=red>NEW!</FONT>" is no heading; SIZE=4 is bigger than the text's 3)
    prev = el.getprevious()
    before = (prev.tail if prev is not None else parent.text) or ""
    if before.strip() or prev is not None and prev.tag not in _OPENS_LINE \
            and not (prev.tag == "a" and not prev.text_content().strip()):     # (an anchor "<A NAME=cv></A>")
        return False
    nxt = el.getnext()
    if el.tag in ("b", "strong"):       # a bold line over a list or table ("<B>Former</B><UL>"), not a bold title
        return nxt is not None and nxt.tag in ("ul", "ol", "dl", "table")
    # "<FONT SIZE=4><B>Publications</B></FONT> <FONT SIZE=2>(full list: ...)</FONT>": a smaller font after it
    # sets its legend, not more of its words
    return nxt is None or nxt.tag in _OPENS_LINE or nxt.tag == "font" and _font_size(nxt) < _font_size(el)


def _font_size(el: lxml.html.HtmlElement) -> int:
    """A ``<FONT>``'s size on HTML's scale of 1 to 7 ("+2" is 5: relative to the text's 3).

    >>> _font_size(lxml.html.fragment_fromstring('<font size="+1">A</font>')), _font_size(lxml.html.fragment_fromstring('<font>A</font>'))
    (4, 3)
    """
    size = el.get("size", "").strip()
    if size[:1] in "+-" and size[1:].isdigit():
        return 3 + int(size)
    return int(size) if size.isdigit() else 3


_ABOUT_WIDGET = re.compile(r"\s*(?:about|who we are|the lab|the group|our (?:lab|group|team)|(?:principal )?investigator)\b",
                           re.I)


def _heading_text(el: lxml.html.HtmlElement) -> list[str]:
    """The text of an element's first heading, if it has one."""
    heading = next(el.iter("h1", "h2", "h3", "h4", "h5", "h6"), None)
    return ["".join(heading.itertext())] if heading is not None else []


def _not_links(el: lxml.html.HtmlElement) -> bool:
    """Whether most of an element's text is not the text of its links (a box of content, not of related links)."""
    text = len("".join(el.itertext()).split())
    linked = sum(len("".join(a.itertext()).split()) for a in el.iter("a"))
    return text > 0 and linked < 0.5 * text


# Inside a list item, table cell or paragraph, a part marked class="authors" / "pub-meta" / "date" is an entry's
# author list, venue or year; the main-content extractor drops such parts as article bylines and metadata.
_ENTRY_PART = lxml.etree.XPath(
    "//*[(self::li or self::td or self::dd or self::p or self::dt or self::div[re:test(@class, "
    "'(?:^|[\\s_-])(?:pub|publication|citation|paper|entry)(?:$|[\\s_-])', 'i')])]//*[@class or @id]"
    "[re:test(concat(' ', @class, ' ', @id), 'author|byline|meta|date|time|tags?\\b|venue|year', 'i')]",
    namespaces={"re": "http://exslt.org/regular-expressions"})


_ENTRY_CUE = re.compile(r"<(?:li|td|dd|p|dt)\b[^>]*>\s*<(?:div|p|span|em|i|b|strong|small)\b|"
                        r"(?:class|id)=[\"'][^\"']*(?:author|byline|meta|date|time|tag|venue|year)", re.I)
def _unmark_entry_parts(page: lxml.html.HtmlElement) -> None:
    """Remove those marks so the extractor keeps the parts; blocks inside an entry get line breaks between them
    ("<li><div>Title</div><div>Authors</div></li>" would otherwise run together as "TitleAuthors").
    A venue badge with a year that opens an entry ("<li><span class=badge>NeurIPS 2024</span><div>Title</div>
    <div>Authors</div>") is its venue line, put after the title and authors as a venue line stands."""
    badges = {item: item[0] for item in page.iter("li", "dd") if len(item) and not (item.text or "").strip()
              and item[0].tag in _INLINE and _BADGE.search(item[0].get("class") or "")
              and _YEAR_IN.search(item[0].text_content()) and len(item[0].text_content()) <= 60}
    for el in _ENTRY_PART(page):
        for attr in ("class", "id"):
            if el.get(attr) is not None:
                del el.attrib[attr]
    for item in page.iter("li", "td", "dd"):
        blocks = [child for child in item if child.tag in ("div", "p")]
        if len(blocks) < 2 or item.tag == "td" and any(True for _ in item.iterdescendants(*_LAYOUT_INNER, "ol", "ul")):
            continue                        # (a cell that holds headings, tables or lists lays out a page, or a staff
                                            # card and its list of papers: no entry)
        badge = badges.get(item)
        if badge is not None:
            words = [" ".join(b.itertext()).lower().split() for b in blocks]
            said = [i for i, w in enumerate(words) if w and not all(x in _BUTTON_WORDS for x in w)]
            last = said[:2][-1] if said else 0      # after the title and the authors (not a row of buttons)
            badge.tail = (badge.tail or "").strip() or None
            blocks[last].addnext(badge)
            blocks.insert(last + 1, badge)
        if _leading_words(item, blocks[0]):
            # "<td><a>Title</a><div>Authors</div><div>Venue</div></td>" (a citations profile's row): the title its line
            blocks[0].addprevious(lxml.html.Element("br"))
        for block in blocks:                 # each a line of the entry: a span and a line break
            block.tag = "span"
            if block is not blocks[-1] or block.getnext() is not None or (block.tail or "").strip():
                block.addnext(lxml.html.Element("br"))


_BADGE = re.compile(r"badge|abbr|venue", re.I)
_YEAR_IN = re.compile(r"\b(?:19|20)\d\d\b")
_ENTRY_BLOCKS = ("div", "p")
_FILE_BUTTON = re.compile(r"\[?\s*(?:bibtex|bib|pdf|ps(?:\.gz)?|slides|abstract|abs|poster|preprint)\s*\]?", re.I)
_NOT_ENTRY_LINE = re.compile(r"\b(?:abbr|badge|hidden|abstract|bibtex|collapse)\b", re.I)
_BUTTON_WORDS = frozenset("abs abstract bib bibtex pdf html arxiv code slides video poster website project page doi "
                          "supp supplement data dataset blog talk demo github cite link paper preprint openreview".split())


def _entry_lines(item: lxml.html.HtmlElement) -> None:
    """A list item (or cell) whose entry is laid out in nested blocks (a theme's "<div class=title>",
    "<div class=author>", "<div class=periodical>" inside rows and columns): each innermost block becomes a line
    of the item, and the blocks that are no part of the reference go: a venue badge, a row of link buttons
    ("Abs Bib PDF Code", which made the extractor drop the whole item), a hidden abstract or BibTeX."""
    leaves = [d for d in item.iterdescendants(*_ENTRY_BLOCKS)
              if next(d.iterancestors("li", "td", "dd")) is item
              and not any(True for _ in d.iterdescendants(*_BLOCK_TAGS))]
    if len(leaves) < 3:
        return
    kept = []
    for leaf in leaves:
        words = " ".join(leaf.itertext()).lower().split()
        if _NOT_ENTRY_LINE.search(leaf.get("class") or "") or words and all(w in _BUTTON_WORDS for w in words):
            leaf.drop_tree()
        else:
            kept.append(leaf)
    if len(kept) < 2:
        return
    for block in [d for d in item.iterdescendants(*_ENTRY_BLOCKS) if next(d.iterancestors("li", "td", "dd")) is item]:
        block.tag = "span"
        if block in kept:
            block.addnext(lxml.html.Element("br"))


def _leading_words(item: lxml.html.HtmlElement, first: lxml.html.HtmlElement) -> bool:
    """Whether words stand in ``item`` before its block ``first`` (inline: a link's title), on a line of their own."""
    parts = [item.text or ""]
    for child in item:
        if child is first or first in child.iterdescendants():
            break
        parts.append(" ".join(child.itertext()) + (child.tail or ""))
    return bool(_WORD.search("".join(parts)))


def _holds_text(el: lxml.html.HtmlElement) -> bool:
    """Whether text stands in ``el`` itself, not only in its children: "<div><span>A, B</span> (2021). Title</div>"."""
    return bool((el.text or "").strip()) or any((child.tail or "").strip() for child in el)


def _wrap_loose_runs(el: lxml.html.HtmlElement) -> None:
    """Wrap the runs of text and inline elements that sit loose in a block beside its headings and lists ("<td><h3>Bio
    </h3>I work on ... <a>X</a> ...<br><br>I joined ...<h3>Students</h3><b>Current</b><ul>...") in paragraphs, one
    per run between blocks or double line breaks: the main-content extractor kept such runs only in part."""
    children = [c for c in el if isinstance(c.tag, str)]
    if not any(c.tag in _BLOCK_TAGS or c.tag in _HEADINGS for c in children):
        return
    loose = (el.text or "").strip() or any((c.tail or "").strip() for c in el if isinstance(c.tag, str)
                                              and (c.tag in _BLOCK_TAGS or c.tag in _HEADINGS))
    if not loose:
        return
    items: list = [el.text] if (el.text or "").strip() else []
    for c in list(el):
        if isinstance(c.tag, str) and (c.tag in _BLOCK_TAGS or c.tag in _HEADINGS or c.tag == "hr"):
            tail, c.tail = c.tail, None
            items.append(("block", c))
            if (tail or "").strip():
                items.append(tail)
        else:
            items.append(c)     # an inline element (its tail goes with it), a <br>, a comment
    el.text = None
    for c in list(el):
        el.remove(c)
    run: lxml.html.HtmlElement | None = None
    for item in items:
        if isinstance(item, tuple):
            el.append(item[1])
            run = None
            continue
        if not isinstance(item, str) and item.tag == "br" and run is not None and len(run) \
                and run[-1].tag == "br" and not (run[-1].tail or "").strip():
            run.remove(run[-1])     # "<br><br>": the paragraph ends
            run = None
            if (item.tail or "").strip():
                run = lxml.html.Element("p")
                run.text = item.tail
                el.append(run)
            continue
        if run is None:
            run = lxml.html.Element("p")
            el.append(run)
        if isinstance(item, str):
            if len(run):
                run[-1].tail = (run[-1].tail or "") + item
            else:
                run.text = (run.text or "") + item
        else:
            run.append(item)


def _inline_division(div: lxml.html.HtmlElement) -> None:
    """A division that holds a run of text (a theme's citation: "<div class=pub-list-item><span>Authors</span>
    (2021). <a>Title</a>. <em>Venue</em>. <p>PDF Cite</p></div>") becomes a paragraph, without its row of link
    buttons: inside ``<main>`` the main-content extractor kept only the text from the first link on."""
    blocks = [child for child in div if child.tag in _BLOCK_TAGS]
    for block in blocks:
        words = " ".join(block.itertext()).lower().split()
        if not words or not all(w in _BUTTON_WORDS for w in words):
            return
    for block in blocks:
        block.drop_tree()
    div.tag = "p"


def _base_url(page: lxml.html.HtmlElement) -> str | None:
    """Return the URL relative links resolve against, when the page says it."""
    for xpath in ("//base/@href", "//link[@rel='canonical']/@href", "//meta[@property='og:url']/@content"):
        found = page.xpath(xpath)
        if found and str(found[0]).startswith(("http://", "https://")):
            return str(found[0])
    return None


class _Lines:
    """Accumulates output lines and the links that sit on them."""

    def __init__(self, base: str | None):
        self.base = base
        self.lines: list[str] = []
        self.links: list[Link] = []

    def blank(self) -> None:
        if self.lines and self.lines[-1] != "":
            self.lines.append("")

    def add(self, text: str, refs: list[tuple[str, str]], prefix: str = "", indent: str = "") -> None:
        """Add ``text`` (lines split at <lb/>), the first line after ``prefix``, the rest after ``indent``."""
        parts = [" ".join(p.split()) for p in text.split("\n")]
        parts = [p for p in parts if p]
        if not parts:
            return
        first = len(self.lines) + 1
        self.lines += [(prefix if i == 0 else indent) + part for i, part in enumerate(parts)]
        for anchor, url in refs:
            line = next((first + i for i, part in enumerate(parts) if anchor and anchor in part), first)
            self.links.append(Link(anchor, self._absolute(url), line))

    def restore_headings(self, headings: list[tuple[str, tuple[str, ...]]]) -> None:
        """Put back the page's headings that the main-content extractor dropped.

        trafilatura sometimes keeps a section's text but not its ``<h2>``, or drops
        the ``<h1>`` with the person's name: without them the sections have no kind
        and the page no owner. Each heading goes before the first line (after the
        previous heading's place) that holds the text following it on the page; an
        ``<h1>`` whose text follows nothing kept goes at the top. When the text right after a heading was
        dropped too (a legend under "Publications"), the next text after it that was kept places it.
        """
        present = {line.strip() for line in self.lines}
        names = {h for h, _ in headings}
        cursor = 0
        for number, (heading, after) in enumerate(headings):
            if heading in present:
                at = next((i for i in range(cursor, len(self.lines)) if self.lines[i].strip() == heading), None)
                above = next((i for i in range(min(cursor, len(self.lines)) - 1, -1, -1)
                              if self.lines[i].strip() == heading), None) if at is None else None
                if at is not None and not (self._in_menu(at, names) and self._place(after, at + 1) is not None) \
                        or at is None and not (above is not None and self._in_menu(above, names)):
                    cursor = at + 1 if at is not None else cursor
                    continue
                # a menu's "Research" / "Students" / "Publications" (links to the page's own sections) kept,
                # the section's heading of the same words dropped: it goes over its section's text
                cursor = at + 1 if at is not None else cursor
            sub = headings[number + 1][0] if number + 1 < len(headings) and after[:1] == (
                _words(headings[number + 1][0])[:40].strip(),) and headings[number + 1][0] not in present else None
            if sub is not None:                     # dropped with its sub-heading: both go over the sub-heading's text
                after = after[1:]
            at = self._place(after, cursor)
            matched = at is not None
            if at is None:
                if number == 0 and not self.lines[:1] == [heading]:
                    at = 0                          # the page's title heading, whatever followed it
                else:
                    continue
            block = ([""] if at > 0 and self.lines[at - 1] != "" else []) + [heading, ""] + (
                [sub, ""] if sub is not None and matched else [])
            self.lines[at:at] = block
            self.links = [Link(k.text, k.url, k.line + len(block)) if k.line > at else k for k in self.links]
            present.update((heading, sub) if sub is not None and matched else (heading,))
            # past the line the heading was put before: two headings over tables that both open with "Name"
            # each go over their own table
            cursor = at + len(block) + matched

    def _in_menu(self, at: int, names: set[str]) -> bool:
        """Whether the line at ``at`` is one of a menu's lines that name the page's headings, one to a line with
        no blank line between them (a heading kept in its place stands between blank lines)."""
        start = end = at
        while start > 0 and self.lines[start - 1].strip():
            start -= 1
        while end + 1 < len(self.lines) and self.lines[end + 1].strip():
            end += 1
        return sum(line.strip() in names for line in self.lines[start:end + 1]) >= 3

    def _place(self, after: tuple[str, ...], cursor: int) -> int | None:
        """The line a dropped heading goes before: the first (from ``cursor``) that holds the text that followed
        it, and the text after that on the same or the next line when it was kept ("<h2>Code</h2><a>X</a> — a
        model ..." goes over "X — a model ...", not over a paper above it titled "X: a model for ...")."""
        lines = self.lines
        if len(after) >= 2:
            for i in range(cursor, len(lines)):
                if _holds(lines[i], after[0]) and any(_holds(line, after[1]) for line in lines[i:i + 2]):
                    return i
        # (not a number alone: "2004" over a list grouped by year is in many lines above it too; past the third text
        # only a run of words, not a menu's "Research" that a sentence far below holds too)
        found = next(((n, i) for n, text in enumerate(after) if not text.replace(" ", "").isdigit()
                      and (n < 3 or len(text.split()) >= 3)
                      for i in range(cursor, len(lines)) if _holds(lines[i], text)), None)
        single = found[1] if found else None
        if found:
            # "Publications" / (a legend, dropped) / "2008" / "A. Roe and ...": the year heading the list's first
            # entries was kept too, and the heading goes over it
            earlier = {t for t in after[:found[0]]}
            k = single - 1
            while k >= cursor and (not lines[k].strip() or _words(lines[k]) in earlier):
                single = k if lines[k].strip() else single
                k -= 1
        if single is not None and len(after) >= 3:
            # the first text moved down into its entry (a venue badge put under the title and authors): the next
            # two texts, together just above it, place the heading
            for i in range(max(cursor, single - 4), single):
                if _holds(lines[i], after[1]) and any(_holds(line, after[2]) for line in lines[i:i + 2]):
                    return i
        return single

    def restore_header(self, header: tuple[str, list[str]] | None) -> None:
        """Put back the lines under the page's ``<h1>`` (role, department) that the extractor dropped."""
        if not header:
            return
        title, rest = header
        at = next((i for i, line in enumerate(self.lines) if line.strip() == title), None)
        kept = {_words(line) for line in self.lines}
        missing = [line for line in rest if _words(line) not in kept]
        if at is None or not missing:
            return
        self.lines[at + 1:at + 1] = missing
        self.links = [Link(k.text, k.url, k.line + len(missing)) if k.line > at + 1 else k for k in self.links]

    def restore_tagline(self, tagline: str | None) -> None:
        """Put a site's tagline on top when the extractor dropped it ("Bacterial cell envelope biology · Department
        of Biochemistry, University of Cambridge" under a lab site's name): it says where the lab is. (So are a lab
        site's footer lines that name its leader and where it is, see ``_footer_lead``.)"""
        if tagline and _words(tagline) not in {_words(line) for line in self.lines}:
            self.lines[0:0] = [tagline, ""]
            self.links = [Link(k.text, k.url, k.line + 2) for k in self.links]

    def restore_title(self, title: str | None) -> None:
        """Put the page's ``<title>`` on top when nothing near the top says it: a site's title often names the
        page's owner ("Jane Doe | X University", "People – Y Lab") where the kept text opens with "People"."""
        if not title:
            return
        # "People – Y Lab", "Jane Doe | X University": the parts of two words or more name something; the top
        # already names them all if it holds the start of each ("Jane Doe" as the first heading, "The Y Lab is ...")
        named = [_words(p) for p in _TITLE_SEPARATOR.split(title) if len(p.split()) >= 2]
        top = " ".join(_words(line) for line in self.lines[:10])
        # (a lab named by its leader, "Nakashima-Reyes Lab", is not named by its leader's name at the top)
        if not named or all((p if _LAB_WORD.search(p) else " ".join(p.split()[:2])) in top for p in named):
            return
        self.lines[0:0] = [title, ""]
        self.links = [Link(k.text, k.url, k.line + 2) for k in self.links]

    def _absolute(self, url: str) -> str:
        return urljoin(self.base, url) if self.base else url

    def block(self, el: lxml.etree._Element, depth: int) -> None:
        """Write one block element and what it holds."""
        tag = el.tag if isinstance(el.tag, str) else ""
        if tag in _SKIP:
            return
        if tag == "head":
            self.blank()
            self.add(*_inline(el))
            self.blank()
        elif tag == "list":
            self._list(el, depth)
        elif tag == "table":
            self._table(el)
        elif tag in ("p", "quote", "code"):
            self.add(*_inline(el))
            self.blank()
        else:
            self._container(el, depth)

    def _container(self, el: lxml.etree._Element, depth: int) -> None:
        """Write text directly inside a container as a paragraph, then its blocks."""
        if (el.text or "").strip():
            self.add(el.text, [])
            self.blank()
        for child in el:
            if isinstance(child.tag, str) and child.tag in _BLOCKS:
                self.block(child, depth)
            else:
                self.add(*_inline(child, with_tail=True))
                self.blank()

    def _list(self, el: lxml.etree._Element, depth: int) -> None:
        """Write one ``•`` line per item; nested lists are indented one step more."""
        if depth == 0:
            self.blank()
        indent = "  " * depth + " " * (len(BULLET) + 2)
        term: tuple[str, list] | None = None           # a definition list's term not yet written out
        told = ""                                       # the term the last description was written with
        for item in el:
            if item.tag != "item":
                self.block(item, depth)
                continue
            rend = item.get("rend") or ""
            if rend.startswith("dt"):                   # a definition list's term: it goes with the next line
                if term is not None:
                    self.add(*term, prefix="  " * depth + BULLET)
                text, refs = _inline(item, stop=_BLOCKS)
                term, told = (" ".join(text.split()), refs), ""
                continue
            if rend.startswith("dd") and (term is not None and term[0] or told):
                text, refs = _inline(item, stop=_BLOCKS)
                name, refs = (term[0], term[1] + refs) if term is not None else (told, refs)
                # "2013 – 2019" + "Associate Professor, X" -> one dated line; "Postdocs" + "A, B" -> "Postdocs: A, B"
                glue = " " if _DATED_TERM.match(name) else ": "
                self.add(f"{name.rstrip(':')}{glue}{' '.join(text.split())}", refs,
                         prefix="  " * depth + BULLET, indent=indent)
                self._item_blocks(item, depth, indent)
                term, told = None, name
                continue
            if term is not None:
                self.add(*term, prefix="  " * depth + BULLET)
            term, told = None, ""
            self.add(*_inline(item, stop=_BLOCKS), prefix="  " * depth + BULLET, indent=indent)
            self._item_blocks(item, depth, indent)
        if term is not None:
            self.add(*term, prefix="  " * depth + BULLET)
        if depth == 0:
            self.blank()

    def _item_blocks(self, item: lxml.etree._Element, depth: int, indent: str) -> None:
        """A list item's nested lists (one step deeper) and blocks (hanging under it)."""
        for child in item:
            if child.tag == "list":
                self._list(child, depth + 1)
            elif child.tag in _BLOCKS:
                self.add(*_inline(child), prefix=indent, indent=indent)

    def _table(self, el: lxml.etree._Element) -> None:
        self.blank()
        for row in el.iter("row"):
            filled = [cell for cell in row if cell.tag == "cell" and "".join(cell.itertext()).strip()]
            lined = [cell for cell in filled if CELL_LINE in "".join(cell.itertext())]
            figures = ["".join(cell.itertext()).strip() for cell in filled if cell not in lined]
            if len(lined) == 1 and all(_FIGURE.fullmatch(f) and (not _YEAR_IN.fullmatch(f) or f in "".join(lined[0].itertext()))
                                       for f in figures):
                # (a citations profile's row: the paper's lines, then its citation count and year: the count goes,
                # the year is in its venue line)
                text, refs = _inline(lined[0])
                parts = [" ".join(part.split()) for part in text.split(CELL_LINE)]
                for number, part in enumerate(p for p in parts if _WORD.search(p)):
                    self.add(part, refs if number == 0 else [], prefix=BULLET if number == 0 else " " * (len(BULLET) + 2))
                continue
            if len(filled) == 1 and any(child.tag in ("p", "lb") for child in filled[0]):
                self._entry(filled[0])
                continue
            cells = [_inline(cell) for cell in row if cell.tag == "cell"]
            text = " | ".join(" ".join(t.replace(CELL_LINE, "; ").split()) for t, _ in cells if t.strip())
            self.add(text, [ref for _, refs in cells for ref in refs])
        self.blank()


    def _entry(self, cell: lxml.etree._Element) -> None:
        """A row whose one filled cell holds several lines (a homepage's paper: a thumbnail cell, then title,
        authors, venue and links, one under the other): a ``•`` line, the others hanging under it."""
        lines: list[tuple[str, list[tuple[str, str]]]] = [(cell.text or "", [])]
        for child in cell:
            if child.tag in ("p", "lb"):
                if child.tag == "p":
                    lines.append(_inline(child))
                lines.append((child.tail or "", []))
            else:
                text, refs = _inline(child, with_tail=True)
                lines[-1] = (lines[-1][0] + text, lines[-1][1] + refs)
        kept, carry = [], ""
        for text, refs in lines:
            if _WORD.search(text):
                kept.append((" ".join((carry + text).split()), refs))
                carry = ""
            else:
                carry += text.strip()               # "[" before "PDF] [Code]": the bracket goes with its links
        lines = kept
        if not lines:
            return
        indent = " " * (len(BULLET) + 2)
        for number, (text, refs) in enumerate(lines):
            self.add(text, refs, prefix=BULLET if number == 0 else indent)


_WORD = re.compile(r"\w")
CELL_LINE = "⁞"         # a line break inside a table's cell (printable: the main-content extractor keeps it)
_FIGURE = re.compile(r"[\d\s*,.]{1,12}")      # a table's count or year beside an entry: "1034", "29*", "2021"
# A definition list's term that dates its entry: "2019", "2013 – 2019", "since 2019", "Sept. 2020 – present".
_DATED_TERM = re.compile(r"^(?:(?:since|from|until|seit|depuis|desde)\s+)?(?:[A-Za-z]{3,9}\.?\s+)?(?:1[89]|20)\d\d\b", re.I)


def _inline(el: lxml.etree._Element, with_tail: bool = False,
            stop: set[str] = frozenset()) -> tuple[str, list[tuple[str, str]]]:
    """Return the text of ``el`` (``<lb/>`` as a newline) and its (anchor, url) links.

    Children whose tag is in ``stop`` (nested blocks of a list item) are left out.
    """
    parts, refs = [el.text or ""], []
    for child in el:
        tag = child.tag if isinstance(child.tag, str) else ""
        if tag in stop or tag in _SKIP:
            parts.append(child.tail or "")
            continue
        if tag == "lb":
            parts.append("\n")
        else:
            text, inner = _inline(child, stop=stop)
            parts.append(text)
            refs += inner
            if tag == "ref" and child.get("target") and _followable(child.get("target")):
                refs.append((" ".join(text.split()), child.get("target")))
        parts.append(child.tail or "")
    if with_tail:
        parts.append(el.tail or "")
    return "".join(parts), refs


_TITLE_SEPARATOR = re.compile(r"\s+[|–—·:\-]\s+")


_LAB_WORD = re.compile(r"\s(?:Lab|Laboratory|Group|Team)$")


def _title(page: lxml.html.HtmlElement) -> str | None:
    """The text of the page's ``<title>``, on one line."""
    found = page.find(".//head/title")
    text = " ".join(found.text_content().split()) if found is not None else ""
    return text if 0 < len(text) <= 120 else None


def _headings(page: lxml.html.HtmlElement) -> list[tuple[str, tuple[str, ...]]]:
    """Return (text, starts of the first six texts that follow it) for the page's headings, in order (six: the
    extractor may drop a legend of three links under a heading, "(full list: here, or see DBLP)");
    headings in navigation, footers and asides are left out."""
    out = []
    for h in page.xpath("//body//*[self::h1 or self::h2 or self::h3 or self::h4]"
                        "[not(ancestor::nav or ancestor::footer or ancestor::aside or ancestor::li or ancestor::dd)]"):
        text = " ".join(h.text_content().split())
        if not text or len(text) > 120 or _over_menu(h):
            continue
        following = []
        for node in h.xpath("following::text()[normalize-space()][position() <= 12]"):
            holder = node.getparent()
            holder = holder.getparent() if node.is_tail and holder is not None else holder      # "</b> text"
            heading = holder if holder is not None and holder.tag in _HEADINGS else \
                next((a for a in holder.iterancestors(*_HEADINGS)), None) if holder is not None else None
            if heading is not None and not any(True for _ in heading.iterancestors("li", "dd")):
                if not following:                       # "<h3>Employment (2)</h3><h4>University of X</h4> ...": the
                    following.append(_words(str(node))[:40].strip())    # sub-heading and its text place it
                    continue
                break                                   # the next heading: what follows is no longer this section's
            text_node = str(node)
            if "\n" in text_node.strip() and holder is not None and (holder.tag == "pre" or next(holder.iterancestors("pre"), None) is not None):
                text_node = next(part for part in text_node.split("\n") if part.strip())   # (a <pre>'s lines are lines)
            following.append(_words(text_node)[:40].strip())
            if sum(1 for t in following if len(t) >= 3) == 6:
                break
        out.append((text, tuple(t for t in following if len(t) >= 3)))
    return out


_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})


def _over_menu(heading: lxml.html.HtmlElement) -> bool:
    """Whether a heading is a menu's title: a list of links alone follows it ("<h2>About the School</h2><ul><li><a>
    Our people</a></li>..."), in a site's sidebar; put back, it went over a sentence that shares a link's words."""
    following = heading.getnext()
    if following is None or following.tag not in ("ul", "ol") or heading.getparent().tag in ("main", "article"):
        return False
    items = [li for li in following if isinstance(li.tag, str)]
    return len(items) >= 2 and all(" ".join(li.text_content().split()) == " ".join(
        " ".join(a.text_content() for a in li.iter("a")).split()) for li in items)


def _tagline(page: lxml.html.HtmlElement) -> str | None:
    """A site's tagline beside its name in the site's header (WordPress's "site-description", Drupal's
    "site-slogan"), when short."""
    for el in page.xpath("//body//*[@class][not(ancestor::nav or ancestor::footer or ancestor::main or ancestor::article)]"):
        if _TAGLINE_CLASS.search(el.get("class", "")):
            text = " ".join(el.text_content().split())
            return text if 0 < len(text) <= 200 else None
    return None


def _footer_lead(page: lxml.html.HtmlElement) -> list[str]:
    """A lab site's footer lines naming the lab's leader ("PI: Maite Etxeberria · maite [at] uw.edu") and where
    the lab is ("X Lab · School of Oceanography, University of Washington · Box 357940, Seattle"), when the
    page's kept text may say neither."""
    found: list[str] = []
    for footer in page.xpath("//body//footer"):
        for br in footer.iter("br"):
            br.tail = "\n" + (br.tail or "")      # (a line break ends a part: "University of X<br>215 Y Road")
        for block in footer.iter("div", "p", "span", "address", "li"):
            parts = [" ".join(p.strip().split("\n")[0].split()) for p in re.split(r"·|\|", block.text_content())]
            lead = next((p for p in parts if _LEAD_LABEL.fullmatch(p)), None)
            if lead and lead not in found:
                found.append(lead)
            elif not lead and parts and _LAB_WORD.search(parts[0]) and any(_UNIVERSITY_WORD.search(p) for p in parts) \
                    and len(parts) <= 4:
                line = " · ".join(p for p in parts if p and not re.search(r"\d", p))
                if line not in found:
                    found.append(line)
    if any(_LEAD_LABEL.fullmatch(line) for line in found):
        return found
    # with no leader named, a line that places the lab the page's title names ("People | Roe Lab"): the site's own
    title = (_title(page) or "").lower()
    return [line for line in found if title and line.split(" · ")[0].lower() in title]


_LEAD_LABEL = re.compile(r"(?i:PI|P\.I\.|Principal Investigator|Lab (?:Head|Director|Leader)|Group Leader)\s*:\s*"
                         r"(?:(?:Prof|Dr)\.?\s+)?[A-ZÀ-Þ][\w'’\-]+(?:\s+[A-ZÀ-Þ][\w'’.\-]*){1,4}")
_UNIVERSITY_WORD = re.compile(r"\b(?:University|Universit[éäà]t?|Universidad|Universidade|Institute|College)\b")


_TAGLINE_CLASS = re.compile(r"(?:^|\s)(?:site-description|site-slogan|site-tagline|tagline|slogan)(?:\s|$)")


def _header_lines(page: lxml.html.HtmlElement) -> tuple[str, list[str]] | None:
    """The page's first ``<h1>`` and the short lines of the elements after it, up to the next heading.

    A personal page's header block ("<h1>Name</h1><p>Professor of X<br>Department, University</p>")
    is often outside what the main-content extractor keeps.
    """
    found = page.xpath("//body//h1[not(ancestor::nav or ancestor::footer or ancestor::aside)]")
    if not found:
        return None
    h1 = found[0]
    title = " ".join(h1.text_content().split())
    lines: list[str] = []
    for sibling in h1.itersiblings():
        if not isinstance(sibling.tag, str) or sibling.tag in _HEADINGS or len(lines) >= 6:
            break
        if sibling.tag in ("ul", "ol") and len(sibling) <= 4:      # a profile's units: "<ul><li>Institute X</li></ul>"
            lines += [" ".join(li.text_content().split()) for li in sibling.iter("li")
                      if 0 < len(li.text_content().strip()) <= 120]
            continue
        if sibling.tag not in ("p", "div", "span", "address"):
            continue
        if sibling.tag == "div" and next(sibling.iter("table", "ul", "ol", "h2", "h3"), None) is not None:
            break           # the page's body (its tables' cells would run together), not a header block
        sibling = copy.deepcopy(sibling)            # the page stays as it was
        if sibling.tag == "p":                      # a paragraph's source line breaks are blanks
            for el in sibling.iter():
                el.text = el.text.replace("\n", " ") if el.text else el.text
                el.tail = el.tail.replace("\n", " ") if el.tail and el is not sibling else el.tail
        for br in sibling.iter("br"):
            br.tail = "\n" + (br.tail or "")
        for el in sibling.iter(*_BLOCK_TAGS):
            if el is not sibling:           # (a field's items: "<div>Geography</div><div>Environmental Studies</div>")
                el.text, el.tail = "\n" + (el.text or ""), "\n" + (el.tail or "")
        for part in sibling.text_content().split("\n"):
            part = " ".join(part.split())
            if part and len(part) <= (600 if sibling.tag == "p" else 200):   # a paragraph is one line now
                lines.append(part)
    return (title, lines[:6]) if title and lines else None


def _holds(line: str, text: str) -> bool:
    """Whether a line holds a text that followed a heading, from a word's start (a heading followed by
    "Research Software Engineer" is not put over a line "Research Software Engineering Award"); a text cut at
    40 characters may end inside a word, a shorter one ends at a word's end."""
    words = _words(line)
    at = words.find(text)
    while at >= 0:
        end = at + len(text)
        if (at == 0 or words[at - 1] == " ") and (len(text) >= 40 or end == len(words) or words[end] == " "):
            return True
        at = words.find(text, at + 1)
    return False


def _words(text: str) -> str:
    """Text as its words only (table pipes, bullets and punctuation gone), for finding it again."""
    return " ".join(_NOT_WORD.sub(" ", text).split())


_NOT_WORD = re.compile(r"\W+")


def _followable(url: str) -> bool:
    return not url.strip().lower().startswith(("javascript:", "#", "data:"))


def _size(text: str) -> int:
    return len("".join(text.split()))


def _unlinked_text(page: lxml.html.HtmlElement) -> int:
    """The characters of a page's visible text outside its links."""
    visible, linked = _visible_text(page)
    return visible - linked


def _visible_text(page: lxml.html.HtmlElement) -> tuple[int, int]:
    """Return (characters of visible text, characters inside links) of a page's body."""
    body = page.find("body")
    if body is None:
        return 0, 0
    hidden = {"script", "style", "noscript", "template"}
    total = sum(_size(t) for t in body.xpath(".//text()")
                if t.getparent() is None or t.getparent().tag not in hidden)
    linked = sum(_size(a.text_content()) for a in body.iter("a"))
    return total, linked
