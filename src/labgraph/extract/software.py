"""Software: named projects in a software section, repository links, and prose mentions.

- a software section: a name line (or "Name: description") and a description;
- a repository URL anywhere ("X is open-sourced at https://github.com/o/x");
- "contributed to the open-source project X", "X is a library we develop";
- "systems such as X and Y" (a mention: software without developers).
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from ..model import OWNER, Claim, Evidence, Line, Section, Software
from ..names import fold
from ..sections import blocks, classify_heading, is_bullet, strip_bullet
from .patterns import URL, mend_urls, mentions, sentences, take_names

READS = ("software", "top", "about", "research", "positions", "education", "other", "news", "publications", "students",
         "awards")

_REPO = re.compile(r"https?://(?:www\.)?(?:github\.com|gitlab(?:\.[\w\-]+)+|bitbucket\.org|codeberg\.org|"
                   r"sourceforge\.net/projects|huggingface\.co)/([\w.\-]+)(?:/([\w.\-]+))?", re.I)
_NOISE = re.compile(r"\s*(?:github\s+stars?|stars?|forks?|★\s*\d+|\d+\s*★|\[?code\]?|\[?docs?\]?)\s*$", re.I)
_NOISE_ENDS = ("star", "stars", "fork", "forks", "★", "code", "code]", "doc", "docs", "doc]", "docs]")


def _without_noise(text: str) -> str:
    """A line without its trailing "GitHub stars" / "[code]" / "★ 120"; the pattern runs only when the
    line ends the way one of these does (tried at every character, it cost 23 µs a line)."""
    end = text.rstrip()[-6:].lower()
    return _NOISE.sub("", text) if end.endswith(_NOISE_ENDS) or end[-1:].isdigit() else text
_NAME = r"[A-Z][\w.+\-]*[A-Za-z0-9+]|[a-z]+[A-Z][\w\-]*"
_CONTRIBUTED = re.compile(
    rf"\b(?i:contribut\w+ to|develop\w*|maintain\w*|created?|wrote|author\w* of|lead\w* the development of)"
    rf"\s+(?i:the\s+)?(?i:open[- ]source\s+)?(?i:project|library|framework|tool|toolkit|package|software|system)\s+"
    rf"(?P<name>{_NAME})")
# "Maintains SeaPlanner, our open-source mission planner", "maintains soilspecKV, the department's R package for
# ...": the name, then what it is
_NAMED_THEN_KIND = re.compile(
    r"\b(?i:develop\w*|maintain\w*|created?|wrote|built|author\w* of|lead\w* the development of)\s+"
    r"(?P<name>[A-Za-z][\w.+\-]*[A-Za-z0-9+]),\s+(?i:our|an?|the|my|the [\w\-]+['’]s)\s+(?:[\w\-]+\s+){0,2}?"
    r"(?:(?i:open[- ]source)\b|(?:R|Python|Julia|MATLAB|Stata)\s+(?i:package|library|toolbox)\b)")
# A biography's program: "the lead developer of TerraWave, an open-source spectral-element package", "leads Quadrix
# (quadrix-solvers.org), a library of scalable sparse solvers", "the creator of Kestrel, a task-based runtime"
_BIO_TOOL = re.compile(
    r"\b(?i:(?:lead\s+|main\s+|original\s+)?(?:developer|creator|author|maintainer|architect)s?\s+of|co-?created|created|"
    r"leads|coordinates\s+the\s+development\s+of|develops|maintains)\s+"
    r"(?P<name>(?-i:[A-Z])[\w.+\-]*[A-Za-z0-9+])(?:\s*\((?P<url>[\w\-]+(?:\.[\w\-]+)+(?:/[^()\s]*)?)\))?,\s+"
    r"(?i:an?|the)\s+(?:[\w\-]+\s+){0,4}?(?i:package|library|toolkit|toolbox|framework|runtime|tool|solver|simulator|"
    r"code|platform|suite|software)\b")
# "maintains the tidekit library", "develops the Orca toolkit": the name sits before its kind.
_THE_X_LIBRARY = re.compile(
    r"\b(?i:contribut\w+ to|develop\w*|maintain\w*|created?|wrote|author\w* of|lead\w* the development of)"
    r"\s+(?:the\s+)?(?P<name>[A-Za-z][\w.+\-]*[A-Za-z0-9+])\s+"
    r"(?i:library|package|toolkit|framework|tool|software|code|codebase|simulator|solver)\b")
# "contributed the batched kernels to the MAGMA library": what was contributed to sits after "to the".
_TO_THE_X_LIBRARY = re.compile(
    r"\bcontribut\w*\s+[^.;:]{0,80}?\bto\s+the\s+(?P<name>[A-Za-z][\w.+\-]*[A-Za-z0-9+])\s+"
    r"(?i:library|package|toolkit|framework|project|code|codebase|simulator|solver)\b")
_NAME_AFTER_KIND = re.compile(r"\s+(?P<name>[A-Za-z][\w.+\-]*[A-Za-z0-9+])(?=[\s,.;:)]|$)")
_NOT_AFTER_KIND = frozenset("for that which and in to with of called named on from by at as is was are were we our "
                            "the a an it its this these used written during while when since after before until "
                            "under over through into within without across between among via per".split())
# "wrote the calibration framework": a lower-case word of the language, what the framework does, not its name
_COMMON_NOUN = re.compile(r"[a-z]+(?:tion|sion|ment|ness|ity|ance|ence|ing|ology|ysis)")
_NOT_A_NAME = frozenset("open-source open source new own our their his her its python r julia c++ java rust matlab "
                        "software popular widely-used first main core".split())
_SUCH_AS = re.compile(
    rf"\b(?:systems|libraries|frameworks|tools|toolkits|packages|software|engines|platforms)\s+"
    rf"(?:such as|like|including)\s+(?P<names>(?:{_NAME})(?:\s*(?:,|and|or)\s*(?:{_NAME}))*)")
# Every match of _CONTRIBUTED, _SUCH_AS or URL holds one of these (lower-cased): a cheap test first.
_MENTION_CUES = ("contribut", "develop", "maintain", "creat", "wrote", "author", "lead", "such as", "like",
                 "including", "http", "coordinat", "architect")
_COMMON = {"the", "this", "our", "these", "it", "we", "a", "an", "python", "github", "google",
           "microsoft", "pytorch", "tensorflow"}


# A "Datasets" heading under "Software" lists data, not programs ("Datasets and code" still holds code).
_DATA_HEADING = re.compile(r"^#*\s*(?:datasets?|data sets?|data|corpora|benchmarks?)\s*:?$", re.I)


# "TrafficBench dataset: https://zenodo..." in a "Code & Data" list is data, not software.
_DATA_NAME = re.compile(r"\s(?:data\s?sets?|data|corpus|corpora)$", re.I)
_DATA_NOTE = re.compile(r"\((?:data\s?sets?|data|corpus)\b", re.I)      # "X network (dataset, updated yearly)"


def extract(section: Section) -> Iterator[Claim]:
    """Software claims in one section."""
    if section.kind == "software" and not _DATA_HEADING.search(section.heading):
        yield from software_section(section)
    elif section.kind == "research" and re.search(r"project|tool|system", section.heading, re.I):
        yield from _project_list(section)
    for line in section.lines:
        low = line.text.lower()
        if not mentions(low, _MENTION_CUES):
            continue
        text = mend_urls(line.text)
        for sentence in sentences(text):
            evidence = Evidence(section.path, line.number, sentence.strip()[:300])
            yield from _mentions(evidence, sentence, section.kind)


_TABLE_RULE = re.compile(r"^\|?[\s:|\-]+\|?$")
_NAME_COLUMN = re.compile(r"^(?:name|software|package|tool|project|library|title|repo|repositor(?:y|ie))s?$", re.I)
_PEOPLE_COLUMN = re.compile(r"^(?:(?:lead\s+|main\s+)?(?:maintainer|developer|author|contact|lead)s?|maintained by|"
                            r"developed by)$", re.I)


def _row(text: str) -> bool:
    """Whether a line is a table's row: Markdown's "| a | b |", or an HTML table's cells as read ("a | b | c")."""
    return text.lstrip().startswith("|") or text.count(" | ") >= 2


def _table_rows(section: Section) -> Iterator[Software]:
    """A Markdown table "| Name | Description | Link |": one project per row, named by its name column."""
    header: list[str] | None = None
    for line in section.lines:
        text = line.text.strip()
        if not _row(text) or _TABLE_RULE.match(text):
            continue
        cells = [c.strip() for c in text.strip("|").split("|")]
        if header is None:
            header = [c.strip("*_ ") for c in cells]
            if any(_NAME_COLUMN.match(c) for c in header):
                continue
            header = []                           # no header row: the first cell names the project
        column = next((i for i, c in enumerate(header) if _NAME_COLUMN.match(c)), 0)
        if column >= len(cells):
            continue
        name = _without_noise(cells[column].strip("*_` ")).strip()
        name = name.split(" (", 1)[0].strip("*_` ")         # "`seaformer` (https://github.com/...)"
        if not name or len(name.split()) > 4 or name.endswith(".") or name.startswith("."):
            continue        # (".github": a code host's settings repository, no program)
        people = next((i for i, c in enumerate(header) if _PEOPLE_COLUMN.match(c)), None)
        names = take_names(cells[people]) if people is not None and people < len(cells) else []
        description = " ".join(c for i, c in enumerate(cells) if i not in (column, people) and c) or None
        yield Software(Evidence(section.path, line.number, text[:300]), name, description, _first_repo(text),
                       tuple(names) or _developers(description or ""))


_NAME_THEN_TEXT = re.compile(r"^(\s{0,4})([A-Za-z][\w.\-]{1,30})\s{2,}(?=[A-Z\d])(\S.{10,})$")
_NAME_BESIDE = re.compile(r"^(\s{0,4})([A-Za-z][\w.\-]{1,30})\s(?=[A-Z])(\S.{10,})$")     # (a long name, one blank)


def _column_entries(lines: tuple[Line, ...]) -> Iterator[Line]:
    """Each name of a name column with its description and the description's lines under it, as one line."""
    entry: Line | None = None
    column = 0
    for line in lines:
        m = _NAME_THEN_TEXT.match(line.text) or (_NAME_BESIDE.match(line.text) if column else None)
        if m and (m.re is _NAME_THEN_TEXT or m.start(3) == column):     # (one blank: at the column's place)
            if entry:
                yield entry
            entry, column = Line(line.number, f"{m.group(1)}- {m.group(2)}: {m.group(3)}"), m.start(3)
        elif entry and line.text.strip() and len(line.text) - len(line.text.lstrip()) >= column:
            entry = Line(entry.number, f"{entry.text} {line.text.strip()}")
        else:
            if entry:
                yield entry
            entry = None
            yield line
    if entry:
        yield entry


def software_section(section: Section) -> Iterator[Software]:
    """Each project: a name (alone or as "Name: description"), then its description.

    A block holding only a description belongs to the name block before it.
    """
    tool = _tool_heading(section) if section.heading.lstrip().startswith("##") else None
    if tool:
        yield tool              # "### methylscope" over its description and links: one project, its heading its name
        return
    if sum(_row(ln.text) for ln in section.lines) >= 2:
        yield from _table_rows(section)
        section = Section(section.path, section.kind, section.heading, tuple(ln for ln in section.lines if not _row(ln.text)))
    if sum(1 for ln in section.lines if _NAME_THEN_TEXT.match(ln.text)) >= 2:
        # "  hierfdr   Hierarchical FDR control. With X." / "            https://...": a column of names beside their
        # descriptions, read as "- hierfdr: Hierarchical ..." (the description's lines under it go on with it)
        section = replace(section, lines=tuple(_column_entries(section.lines)))
    pending: list[tuple] = []
    for block in (entry for lines in blocks(section.lines) for entry in _entries(lines)):
        head = _without_noise(strip_bullet(block[0].text)).strip()
        if head.startswith(("```", "~~~")):
            continue            # a code block ("```bibtex" / "@article{...}"), no project's entry
        parts = re.split(r"\s*[:–—]\s+|\s+-\s+", head, maxsplit=1)
        rest = ([parts[1]] if len(parts) > 1 else []) + [_without_noise(ln.text).strip() for ln in block[1:]]
        description = " ".join(r for r in rest if r) or None
        if pending and pending[-1][2] is None and (description is None or _KIND_PHRASE.fullmatch(parts[0])):
            # (a description that says what the project is before its colon: "Cloth-manipulation benchmark: 1,200 ...")
            name, line, _, text = pending[-1]
            pending[-1] = (name, line, head, text + " " + head)
            continue
        if ":" in head[:40]:
            found = list(_labelled_list(section.path, block[0], head))
            if found:
                yield from found
                continue
        if head.lower().startswith(_CONTRIBUTOR_CUES) or head.startswith("I ") and "contribute" in head[:40]:
            found = list(_contributed_projects(section.path, block[0]))
            if found:
                yield from found
                continue
        if len(parts[0].split()) > 6 and "(http" in head:
            # "We maintain GPyLie (https://github.com/o/gpylie) (Gaussian processes on Lie groups), started by A,
            # and conformalkit (https://...), led by B.": a sentence's projects, each named before its link
            yield from _linked_in_prose(section.path, block[0], head)
            continue
        # Drop a trailing parenthesis from the first "(" on; a string test, not ".*$" retried at every "(".
        name = (parts[0].split("(", 1)[0] if "(" in parts[0] and parts[0].endswith(")") else parts[0]).strip()
        name = name.strip("`*_ ") if name[:1] in "`*_" else name        # Markdown code or bold: "`scrid`"
        if _is_label(name):
            if pending and pending[-1][2] is not None:       # "Install: pip install x" belongs to the project above
                pending[-1] = (*pending[-1][:3], f"{pending[-1][3]} {' '.join(ln.text for ln in block)}")
            continue
        if name and len(name.split()) <= 4 and not name.endswith((".", ":")) and not _DATA_NAME.search(name) \
                and not _is_data(description) and not _DATA_NOTE.search(parts[0]):  # ("Our lab maintains:" introduces the list)
            pending.append((name, block[0], description, " ".join(ln.text for ln in block)))
    for name, line, description, text in pending:
        yield Software(Evidence(section.path, line.number, strip_bullet(line.text)), name, description,
                       _first_repo(text), _developers(text[len(name):] if text.startswith(name) else text))


# what a project is, in words of no name: "Cloth-manipulation benchmark", "Python library for X", "R package"
_KIND_PHRASE = re.compile(r"(?:[A-Z][\w/+\-]*|[A-Z]{1,4})(?:\s+[a-z][\w/+\-]*)*\s+(?:benchmark|library|toolkit|package|dataset|"
                          r"framework|pipeline|simulator|plugin|database|suite)(?:\s+(?:for|of)\s+[\w\s\-]+)?")


_TOOL_NAME = re.compile(r"[A-Za-z][\w.+\-]*(?:\s[A-Za-z][\w.+\-]*){0,2}")


def _tool_heading(section: Section) -> Software | None:
    """A Markdown sub-heading that names one project, its section the project's page: its description (the first
    paragraph), repository (one that holds its name) and people ("Lead developer: A", "Developed by B")."""
    head = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", section.heading.strip().lstrip("#"))      # (badges)
    head = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", head)
    head = re.sub(r"\s*\([^()]*\)\s*$", "", head).strip(" `*_")       # "cpgkit (Python)"
    if not _TOOL_NAME.fullmatch(head) or classify_heading(head) or _is_label(head):
        return None
    text = " ".join(ln.text for ln in section.lines)
    repos = [m.group(0) for m in (*_REPO.finditer(mend_urls(text)), *_REGISTRY.finditer(text))]
    repo = next((r for r in repos if _names_repo(head, r.rstrip("/"))), None)
    if repo is None:
        return None
    bare = re.sub(r"[*_`]+", "", text)
    about = next((" ".join(ln.text.strip() for ln in block) for block in blocks(section.lines)
                  if block and not is_bullet(block[0].text)), None)      # (its first paragraph)
    first = section.lines[0].number - 1 if section.lines else 0
    return Software(Evidence(section.path, max(first, 1), section.heading.strip()[:300]), head,
                    re.sub(r"[*_`]+", "", about)[:300] if about else None, _first_repo(repo) or repo, _developers(bare))


# A project entry's field labels ("Install: ...", "Lead developer: ...", "Docker image: ...") and the small
# headings between entries ("Past projects", "Funding"): neither is the name of a program.
_LABELS = frozenset("install installation installing source code source code repository repo website homepage url "
                    "docs documentation manual download downloads license licence citation cite paper papers "
                    "reference references contact funding funded by acknowledgements acknowledgments "
                    "developer developers lead developer main developer maintainer maintainers maintained by "
                    "contributor contributors author authors authors and contributors language languages platform "
                    "platforms requirements dependencies usage example examples tutorial tutorials docker "
                    "docker image container image containers conda pip spack status version release releases "
                    "news links link see also note notes projects tools libraries software issues chat forum "
                    "forums discussions discussion changelog archive community support contributing roadmap "
                    "blog slack discord gitter matrix zulip mastodon twitter "
                    # a card's links by their host: "GitHub", "Zenodo", "PyPI" under the project's name
                    "github gitlab bitbucket codeberg zenodo pypi cran bioconductor figshare osf dataverse "
                    # a tools page's controls and fields: "Filter: all R Python", "Please cite:", "Web server: x.org"
                    "filter filters vignette vignettes bioconda conda-forge npm crates".split(" "))
_LABEL_PHRASES = frozenset({"source code", "lead developer", "main developer", "maintained by", "funded by",
                            "docker image", "container image", "see also", "authors and contributors",
                            "issue tracker", "bug tracker", "bug reports", "mailing list", "code of conduct",
                            "release notes", "please cite", "how to cite", "web server", "last updated", "web app",
                            "reference manual"})
_LABEL_HEAD = re.compile(r"^(?:contributions\s+to\s+)?(?:past|former|other|current|ongoing|related|older|legacy|archived|selected|more)\s+"
                         r"(?:projects?|tools?|software|packages?|libraries|code|work)$", re.I)


# "HazeGrid: precomputed haze opacity grids (Zenodo ...)": an entry whose description opens by naming data.
_DATA_WORDS = re.compile(r"\b(?:data\s?sets?|data|grids?|catalogu?es?|maps|corpus|corpora|measurements|observations|"
                         r"tables|time series|images|annotations|recordings)\b", re.I)


def _is_data(description: str | None) -> bool:
    """Whether a description's head noun names data ("precomputed haze grids", not "a browser for cell maps")."""
    if not description:
        return False
    head = re.split(r"\s+(?:for|of|from|with|on|in|to|that|which)\b|[,;:(.]", description, maxsplit=1)[0]
    return len(head.split()) <= 6 and bool(_DATA_WORDS.search(head)) and not _SOFTWARE_WORDS.search(description) \
        and not _REPO.search(description)


# "R packages on CRAN", "Python libraries": a heading over programs, none itself
_PACKAGES_HEAD = re.compile(r"^(?:[\w+#]+\s+)?(?:packages?|libraries|modules|tools|toolboxes)(?:\s+(?:on|in|at)\s+[\w.\- ]{2,20})?$",
                            re.I)


_INSTALL = re.compile(r"(?:pip3?|conda|mamba|npm|cargo|gem|brew|apt(?:-get)?|julia>?\s*\]?\s*add)\s+(?:install|add)\b|"
                      r"install\.packages|biocmanager::install|devtools::install|remotes::install")
_BARE_LINK = re.compile(r"(?:https?://)?(?:www\.)?[\w\-]+(?:\.[\w\-]+)*\.(?:com|org|io|net|edu|be|de|uk|ac\.[a-z]{2})(?:/\S*)?")


def _is_label(name: str) -> bool:
    """A field label ("Issue tracker", "Releases / archive") or no word at all ("---"): no program's name."""
    low = name.strip(" :").lower()
    if not re.search(r"[^\W\d_]", low) or _PACKAGES_HEAD.match(low):
        return True
    if "." in name and re.fullmatch(r"[\w\-]+\.(?:[A-Z][a-z]+){2,}", name.strip()):
        return True         # a data repository's name as a link's label: "4TU.ResearchData"
    if _INSTALL.match(low) or "." in name and _BARE_LINK.fullmatch(name.strip()):
        return True         # "pip install nicheforge", "github.com/lab/isoWeave" under the project's name: its lines
    parts = [part for part in re.split(r"\s*(?:/|&|\band\b)\s*", low) if part]
    return bool(parts) and all(part in _LABELS or part in _LABEL_PHRASES or _LABEL_HEAD.match(part) for part in parts)


# "Developed by A and B", "Maintainer: A", "Authors: A, B": the project's people; "(with A)": A and the owner.
_BY = re.compile(r"\b(?:(?:developed|written|maintained|created|built|implemented)(?: and \w+)? by|"
                 r"(?:maintainers?|authors?|developers?|contributors?)\s*:)\s+(?P<names>[A-Z].*)", re.I)
_WITH = re.compile(r"\((?:joint(?:ly)?\s+)?with\s+(?P<names>[^()]+)\)")
_CO_DEVELOPED = re.compile(r"\bco-?(?:developed|written|maintained|authored|created)\s+with\s+(?P<names>[A-Z].*)")


# "A is the lead developer of X", "B and C are the main developers": people named before their role.
_IS_DEVELOPER = re.compile(r"(?P<names>[A-Z][^.;:()]{2,120}?)\s+(?:is|are|was|were)\s+(?:the\s+|a\s+|an\s+)?"
                           r"(?:lead|main|core|principal|original|primary)?\s*(?:co-?)?(?:developers?|maintainers?|"
                           r"authors?|creators?)\b")
_DEVELOPER_CUES = ("develop", "maintain", "author", "contributor", "written", "created", "built", "implemented",
                   "creator")


_NAMED_LINK = re.compile(r"(?P<name>[A-Za-z][\w.+\-]*[A-Za-z0-9+])\s+\((?P<url>https?://[^\s()]+)\)"
                         r"(?:\s+\((?P<what>[^()]{3,120})\))?")
_STARTED_BY = re.compile(r"\b(?:started|led|initiated|begun)(?:\s+and\s+\w+)?\s+by\s+(?P<names>[A-Z][^;]*)")   # (and _BY's)


def _names_repo(name: str, url: str) -> bool:
    """Whether a link's text names the project its address holds ("GPyLie" for .../gpylie; not "edit this page")."""
    key, repo = re.sub(r"[\W_]", "", fold(name)), re.sub(r"[\W_]", "", fold(url.rstrip("/").rsplit("/", 1)[-1]))
    return bool(key) and (key in repo or repo in key)


def _linked_in_prose(path: str, line: Line, text: str) -> Iterator[Software]:
    """The projects a sentence names before their repository links, each with what its bracket says it is and who
    its clause says started or leads it (the page's owner when it names no one)."""
    found = [m for m in _NAMED_LINK.finditer(text) if _first_repo(m.group("url")) and _names_repo(m.group("name"), m.group("url"))
             and m.group("name").lower() not in _COMMON and not _is_label(m.group("name"))]
    for m, after in zip(found, [*found[1:], None]):
        clause = text[m.end():after.start() if after else len(text)]
        led = _BY.search(clause) or _STARTED_BY.search(clause)
        people = take_names(led.group("names"), allow_first_names=True) if led else []
        yield Software(Evidence(path, line.number, text[:300]), m.group("name"), m.group("what"),
                       _first_repo(m.group("url")), tuple(people) or (OWNER,))


def _developers(description: str) -> tuple[str, ...]:
    """The people a project's description names as its developers; the owner when it names none."""
    names: list[str] = []
    if mentions(description.lower(), _DEVELOPER_CUES):
        m = _BY.search(description)
        while m:                                      # "Lead developer: A. Contributors: B, C."
            names += take_names(m.group("names"))
            m = _BY.search(description, m.start("names"))
        for m in _IS_DEVELOPER.finditer(description):
            names += take_names(m.group("names"))
    if names:
        return tuple(dict.fromkeys(names))
    m = _WITH.search(description) or _CO_DEVELOPED.search(description)
    names = take_names(m.group("names")) if m else []
    return (OWNER, *names)


# A software list's "Contributor to Astropy (https://...) and to photutils": each project, the owner among its developers.
_CONTRIBUTOR_CUES = ("contribut", "core contribut", "maintainer", "co-maintainer", "core developer", "developer",
                     "committer", "open-source contribut", "open source contribut")
_CONTRIBUTOR = re.compile(r"^(?:(?:open[- ]source\s+)?contributions\s*:|(?:I\s+(?:\w+ly\s+|also\s+)?(?=contribute))?"
                          r"(?:(?:core|active|regular|former|open[- ]source)\s+)?"
                          r"(?:contributor|contributions|contributing|contributed|contribute|co-?maintainer|maintainer|developer|"
                          r"committer)s?(?:\s+(?:code|patches|modules|features|functionality))?\s+(?:to|of|on|for)\s*:?)"
                          r"\s+(?P<rest>.+)$", re.I)
_PROJECT_ITEM = re.compile(r"^(?:the\s+)?(?P<name>[A-Za-z][\w.+\-]*[A-Za-z0-9+])(?:\s+(?:project|library|package|framework))?"
                           r"(?:\s*\((?:(?P<url>https?://[^\s()]+)|[^()]{1,60})\))?$")


def _contributed_projects(path: str, line: Line) -> Iterator[Software]:
    m = _CONTRIBUTOR.match(strip_bullet(line.text))
    if not m:
        return
    rest = m.group("rest").rstrip(" .;")
    rest = re.sub(r"(?<=\))\s*\((?!https?:)[^()]{1,80}\)$", "", rest)      # "x (URL) (mostly its Y module)": a note
    for part in re.split(r"\s*,\s*(?:and\s+)?(?:to\s+)?|\s+(?:and|&)\s+(?:to\s+)?", rest):
        item = _PROJECT_ITEM.match(part.strip())
        if item and item.group("name").lower() not in _COMMON:
            yield Software(Evidence(path, line.number, strip_bullet(line.text)), item.group("name"), None,
                           item.group("url"), (OWNER,))


# "Tools: x (Python, BSD-3) — https://github.com/o/x; y (R/CRAN)", "Contributed: Proj z (core developer), URL":
# a label naming a kind of software, then the projects, one per ";" (or one, described after a comma).
_LIST_LABEL = re.compile(r"^(?P<label>(?:[A-Za-z+\-]+\s+){0,3}?(?:tools?|packages?|librar(?:y|ies)|workflows?|pipelines?|"
                         r"plugins?|software|apps?|contributed(?: to)?|contributions?|projects?))\s*:\s+(?P<rest>\S.*)$",
                         re.I)
_ITEM_END = re.compile(r"\s+\(|\s+[—–]\s*|\s+-\s+|,\s+|:\s+|\s+https?://")


def _labelled_list(path: str, line: Line, head: str) -> Iterator[Software]:
    m = _LIST_LABEL.match(head)
    if not m:
        return
    items = [i.strip() for i in m.group("rest").split(";") if i.strip()]
    if len(items) < 2 and not _REPO.search(head) and not _REGISTRY.search(head):
        return                          # "Code: see the lab's page" names no project
    for item in items:
        cut = _ITEM_END.search(item)
        name = (item[:cut.start()] if cut else item).strip(" .`*_")
        repo = _first_repo(item)
        if repo and " " in name:        # "Nextstrain augur" at github.com/nextstrain/augur: the word the repository names
            found = software_from_url(repo, name)
            name = found[0] if found and found[0] in name.split() else name
        if not name[:1].isalpha() or "://" in name or len(name.split()) > 4 or name.lower() in _COMMON \
                or _is_label(name):
            continue
        yield Software(Evidence(path, line.number, item[:300]), name, item[len(name):].strip(" ,—–-") or None, repo,
                       (OWNER,))


_NAME_DASH = re.compile(r"^[\w.+\-]+(?:\s[\w.+\-]+){0,3}\s*(?:[:–—]|\s-)\s+\S")


def _entries(block: list[Line]) -> list[list[Line]]:
    """Split a block that lists several projects, one per bullet or "Name - what" line, into one per project."""
    starts = [i for i, ln in enumerate(block) if is_bullet(ln.text)]
    if len(starts) < 2:
        starts = [i for i, ln in enumerate(block) if _NAME_DASH.match(ln.text.strip())
                  and not _is_label(re.split(r"\s*[:–—]\s+|\s+-\s+", ln.text.strip(), maxsplit=1)[0])]
    if len(starts) < 2:
        return [block]
    starts = sorted({0, *starts})
    return [block[a:b] for a, b in zip(starts, [*starts[1:], len(block)])]


_PROJECT = re.compile(rf"^(?P<name>(?:{_NAME})(?:\s(?:{_NAME}))?|[a-z][a-z0-9]*(?:[.\-_][a-z0-9]+)*)(?P<stars>\s+\(?★\s?[\d.,]+k?\)?)?"
                      rf"\s*(?:[:–—]|\s-)\s+(?P<what>.+)$")
# A project entry that says it is code without a word like "library": GitHub stars after its name ("x ★ 1.2k — ..."),
# its maintainer, how to install it.
_PROJECT_CUES = ("maintain", "pip install", "conda install", "install.packages", "cargo add", "npm install")
_SOFTWARE_WORDS = re.compile(r"\b(?:library|framework|toolkit|tool|package|platform|engine|compiler|simulator|"
                             r"software|implementation|open[- ]source|plugin|api|sdk|runtime|database|command[- ]line)\b", re.I)


def _project_list(section: Section) -> Iterator[Software]:
    """"Projects": an entry "Name: a library for ..." is software the owner builds."""
    for line in section.lines:
        m = _PROJECT.match(strip_bullet(line.text))
        if m and (_SOFTWARE_WORDS.search(m.group("what")) or m.group("stars") or mentions(m.group("what").lower(), _PROJECT_CUES)) \
                and m.group("name").lower() not in _COMMON:
            yield Software(Evidence(section.path, line.number, strip_bullet(line.text)), m.group("name"),
                           m.group("what").strip(), _first_repo(line.text), (OWNER,))


# Where packages are published when no code host is named: R, Bioconductor, Python, Conda, Rust, JS, Zenodo.
_REGISTRY = re.compile(r"https?://(?:cran\.r-project\.org/(?:web/)?packages?[=/][\w.]+|bioconductor\.org/packages/"
                       r"(?:release/bioc/html/)?[\w.]+|pypi\.org/project/[\w.\-]+|anaconda\.org/[\w\-]+/[\w.\-]+|"
                       r"crates\.io/crates/[\w\-]+|(?:www\.)?npmjs\.com/package/[\w@/\-]+|"
                       r"(?:dx\.)?doi\.org/10\.5281/zenodo\.\d+|zenodo\.org/records?/\d+)", re.I)
_ZENODO_DOI = re.compile(r"\b10\.5281/zenodo\.\d+")


def _first_repo(text: str) -> str | None:
    """The project's repository: a code host link, else a package registry or Zenodo record."""
    text = mend_urls(text)
    m = _REPO.search(text)
    if m and m.group(2):
        return m.group(0).rstrip(".")
    m = _REGISTRY.search(text)
    if m:
        return m.group(0).rstrip(".")
    m = _ZENODO_DOI.search(text)
    return f"https://doi.org/{m.group(0)}" if m else None


def is_site_repository(url: str) -> bool:
    """Whether a repository holds a web site's own sources ("github.com/lab/lab.github.io"), no program."""
    return url.rstrip("/").lower().endswith((".github.io", ".gitlab.io"))


def software_from_url(url: str, sentence: str, paper_title: str | None = None) -> tuple[str, str] | None:
    """Return (software name, repository) for a repository URL, naming it as the text does.

    >>> software_from_url("https://github.com/metaopt/torchopt", "TorchOpt is open-sourced at ...")
    ('TorchOpt', 'https://github.com/metaopt/torchopt')
    """
    m = _REPO.match(url)
    if not m or not m.group(2):
        return None
    repo_name = m.group(2).removesuffix(".git")
    if is_site_repository(repo_name):
        return None
    key = fold(repo_name).replace(" ", "")
    for word in re.findall(r"[\w.+\-]+", f"{sentence} {paper_title or ''}"):
        word = word.strip(".-")
        if fold(word).replace(" ", "") == key and word != repo_name.lower():
            return word, m.group(0).rstrip("/")
    return repo_name, m.group(0).rstrip("/")


def _mentions(evidence: Evidence, sentence: str, kind: str) -> Iterator[Software]:
    if not mentions(sentence.lower(), _MENTION_CUES):     # "http" is one of the cues
        return
    for m in _CONTRIBUTED.finditer(sentence):
        if m.group("name").lower() not in _COMMON:
            yield Software(evidence, m.group("name"), None, None, (OWNER,))
    for m in (*(_TO_THE_X_LIBRARY.finditer(sentence) if "contribut" in sentence else ()),
              *_THE_X_LIBRARY.finditer(sentence)):
        name = m.group("name")
        after = _NAME_AFTER_KIND.match(sentence, m.end())
        if after and after.group("name").lower() not in _NOT_AFTER_KIND:
            name = after.group("name")          # "the Astropy-affiliated package specutils": the name follows its kind
        if name.lower() not in _COMMON and name.lower() not in _NOT_A_NAME and not _COMMON_NOUN.fullmatch(name):
            yield Software(evidence, name, None, None, (OWNER,))
    for m in _NAMED_THEN_KIND.finditer(sentence) if "source" in sentence or "ackage" in sentence or "ibrar" in sentence \
            or "oolbox" in sentence else ():
        if m.group("name").lower() not in _COMMON and m.group("name").lower() not in _NOT_A_NAME:
            yield Software(evidence, m.group("name"), None, None, (OWNER,))
    for m in _BIO_TOOL.finditer(sentence) if "," in sentence else ():
        if m.group("name").lower() not in _COMMON and m.group("name").lower() not in _NOT_A_NAME:
            url = m.group("url")
            yield Software(evidence, m.group("name"), None, f"https://{url}" if url else None, (OWNER,))
    for m in _SUCH_AS.finditer(sentence):
        for name in re.split(r"\s*(?:,|\band\b|\bor\b)\s*", m.group("names")):
            if name and name.lower() not in _COMMON:
                yield Software(evidence, name, None, None, ())
    if kind in ("software", "publications"):
        return
    for url in URL.findall(sentence):
        found = software_from_url(url, sentence)
        if found and re.search(r"open[- ]?source|available|released|code|repository|github|implementation",
                               sentence, re.I):
            yield Software(evidence, found[0], None, found[1], ())
