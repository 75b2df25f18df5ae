"""Whose document is this? The name at the top, "My name is X", or "X is a Professor ..."."""
from __future__ import annotations

import re

from ..model import Document, Evidence, Line, PersonClaim
from ..names import (NOT_NAME_WORDS, given_first, SURNAME_ALONE, SURNAME_PARTICLE, TITLE_PREFIX, UPPER, clean_name, family_name_first, fold, looks_like_given_name, looks_like_name,
                     title_case, without_nickname)
from ..sections import LABEL_CELL, heading_kind, is_bullet, menu_lines, strip_bullet
from .patterns import ORG_WORDS, is_location, is_town, looks_like_org, take_names

# The lookbehind starts a local part only at its first character: a long run of word characters
# without "@" is then scanned once, not once per character (quadratic).
_EMAIL = re.compile(r"(?<![\w.+\-])[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+")
_MY_NAME = re.compile(r"\b(?:my name is|I am|I'm)\s+([A-Z][\w'’\-]*\.?(?:\s(?:(?:de|da|del|della|di|do|dos|das|du|van|von|der|"
                      r"den|le|la|i|y|e|bin|binti|op|ter|ten)\s)*[A-Z][\w'’\-]*\.?){1,3})\s?"
                      r"(?=[,.]|\s*\(|\s+and\b|\s+[—–]\s)")     # ("I'm Mireia Puigdollers i Castells (she/her)")
# "Jo Bell is a ...", "Jo Bell, PhD, RN, is an ...", "Jo Bell is Professor of ...", "Jo Bell (Member, IEEE) received the ..."
# (and a CV's third person: "Maartje Johanna van der Linden was born on 3 February 1993 in Deventer")
_THIRD = re.compile(r"^((?:(?:[Pp]rof|[Dd]r|[Ii]r|[Dd]rs)\.)*\s?"       # (Dutch titles run together: "Prof.dr.ir. X")
                    r"(?:[A-Z][\w'’\-]*\.?\s){1,3}(?:(?:van|von|af|der|den|de|ter|te|da|di|du|la|le|del|dos)\s){0,3}"
                    r"[A-Z][\w'’\-]+(?:(?<=[a-z]) [A-Z][a-z][\w'’\-]+(?=\s+is\b))?)"     # ("de la Fuente Ortiz is")
                    r"(?:\s*\([^()]{1,60}\)|(?:,\s*[A-Z][A-Za-z.]{1,7}){1,4},?)?\s+"
                    r"(?:(?:is|was)\s+(?:(?:an?|the|currently)\b|(?:[A-Z][a-z]+\s+|(?:full|associate|assistant|adjunct|"
                    r"senior|principal|research)\s+){0,2}(?:Professor|Lecturer|Reader|Director|Chair|Head|Dean|Fellow|"
                    r"Researcher|Scientist|(?-i:professor|lecturer|reader))\b)|received\s+(?:the|his|her|their)\b|"
                    r"was born\b)")


_LEADER = re.compile(r"(?:\b(?:led|headed|directed|run)\s+by|\b[Oo]ur\s+(?:PI|(?i:principal investigator|lab director|group leader|lab head)),?\s+(?=(?:Prof|Dr|[A-Z][a-z]))|\b(?:Lab|Laboratory|Group|Team)\s+\((?=(?:Prof|Professor|Dr)\b)|\b(?:PI|(?i:principal investigator|director|group leader|responsable|"
                     r"lab head|head of (?:the )?(?:lab|group)))\s*[:\-–])\s*(?:(?:A/Prof\.?|Assoc\.\s?Prof\.?|Prof\.?|Professor|Dr\.?|"
                     r"(?-i:dr|hab|inż)\.?)\s*)*"      # (Polish "Prof. dr hab.")
                     rf"((?:[{UPPER}]\.\s?|[{UPPER}][\w'’\-]*(?:\s|(?=[.,;)]|$))){{2,4}})")     # (a word's full stop ends the name; "Åkesson")
# A letter signed by the lab's head: "— Elena (Elena Ramírez-Castillo, PI)", "Jo Bell, Lab Director"
_SIGNED = re.compile(r"(?:^|\()\W{0,3}((?:[A-Z][\w'’\-]*\.?\s+){1,3}[A-Z][\w'’\-]+),\s*(?:PI|Principal Investigator|"
                     r"Lab(?:oratory)? Director|Group Leader|Lab Head)\)?\s*$")
# Degrees and honours written after a name: "Ana Ferreira, PhD", "Sam Adebayo, MD, PhD", "Jo Bell FRS"
_POSTNOMINALS = re.compile(r"(?:\s*\((?:19|20)\d\d\s*[–—-]\s*(?:19|20)\d\d\)\s*$|"     # "(1934–2024)": a life's years
                           r"(?<=\.)\s*\([A-Z][\w .&]{1,30}\)(?=,|\s*$)|"     # "Ph.D. (UCLA)": where the degree is from
                           r",?\s+(?:DrSc\.?|CSc\.?|DSc\.?|Ph\.?\s?D\.?|M\.?D\.?|D\.?Phil\.?|M\.?Sc\.?|MBA|MPH|FRS|FRSE|FBA|FMedSci|"
                           r"FREng|FAcSS|Jr\.?|Sr\.?|III?|P\.\s?E\.?|PE|P\.?\s?Eng\.?|C\.?\s?Eng|FIEEE|FACS|FACP|FRCPC?|FRCS|"
                           r"FAAAS|FRSC|FInstP|RN|DrPH|Pharm\.?\s?D\.?|DVM|Sc\.\s?D\.?|ScD|Esq\.?|CPA|"
                           # (the UK's: teaching fellowships, honours, chartered and society titles)
                           # (nursing's and other clinical credentials: "PhD, RN, FNP-BC, FAAN")
                           r"BSN|MSN|DNP|APRN|(?:F|A|P|AG|PMH)NP(?:-BC|-C)?|CNS|CNM|CRNA|CNE|FAANP?|ANEF|FAHA|FACC|LCSW|Ed\.?\s?D\.?|"
                           r"[SP]?FHEA|FRSA|FRSB|FRGS|FRAS|FGS|FLS|FBPsS|CPsychol|FRCP|MRCP|FRACP|FIET|FIMechE|MBE|OBE|CBE)|"
                           r",\s*(?:Dr|Prof|Professor)\.?)+\s*$")      # a portal's "Niamh Ó Dálaigh, Dr": the title after
# A heading that announces the page's leader: the name follows on the next line.
_LEADER_HEADING = re.compile(r"^(?:principal investigators?|\bpi\b|group leaders?|lab heads?|head of (?:the )?(?:lab|group|chair)|"
                             r"chair|leerstoelhouder|groepsleider|hoogleraar|"      # (Dutch: the group's chair)
                             r"director|faculty|team leader|lab directors?|(?:full )?professor|chair holder|"
                             # German: "Lehrstuhlinhaberin", "Leitung", "Arbeitsgruppenleiter"
                             r"lehrstuhlinhaber(?:in)?|(?:lehrstuhl|gruppen|arbeitsgruppen)?leit(?:ung|er|erin)|professur|"
                             r"(?:faculty |lab )?advis[eo]r)"      # a lab page's "Advisor 指導教授" (its name in Chinese too)
                             r"(?:\s*/\s*[^/]{3,40}|\s+[^\x00-\x7f]{1,12})?$", re.I)     # ("Lehrstuhlinhaberin / Head of Chair": either language)


# A card's role line under its name: the page's leader ("Jo Bell, PhD" / "Principal Investigator")
_LEADER_ROLE = re.compile(r"^(?:principal investigator|\bpi\b|group leader|lab head|head of (?:the )?(?:lab|group|team)|"
                          r"lab director|team leader|(?:lab|group|team) leader)\b", re.I)
# "Associate Professor Jo Bell leads the X Lab", "**Prof. Dr. Jo Bell** leads the group"
_LEADS = re.compile(r"^\W*(?:(?:(?:Associate|Assistant|Full)\s+)?Professor\s+|(?:Prof|Dr)\.?(?:-Ing\.)?\s+)*"
                    r"((?:[A-Z][\w'’\-]*\.?\s){1,3}[A-Z][\w'’\-]+)\W*\s+(?:leads|heads|directs|runs)\s+(?:the|our|this)\b")
# "Prof. Jo Bell ........ Director; Professor of X": a roster's dot leaders end the name
_LEADER_WORD = re.compile(r"(?<![\w-])(?:director|head(?!\s+of\s+(?:the\s+)?(?:department|school|faculty|division|college))|leader|"
                          r"principal investigator|PI)\b", re.I)      # a department's head leads no one lab
_PICTURE = re.compile(r"(?:avatar|photo|image|picture|portrait|headshot|\[?img\]?)", re.I)   # a page's picture
_ABOUT = re.compile(r"^about\s+(?:[–—|:-]\s+)?(?!me\b|us\b|the\b)(.+)$", re.I)     # ("About – Jo Bell": a site's title)
_TABLE_HEADER = re.compile(r"^\s*\|?\s*(?:(?:full\s+)?name|student|person|member|candidate|graduate|nom|nombre|nome|name)s?(?:\s*/\s*[^|/]{2,20})?\s*\|",
                           re.I)        # (or bilingual: "Name / Nom |")
# "CURRICULUM VITAE – ANNA LUND", "Jo Bell | CV", "Publications — Jo Bell", "CV of Jo Bell", "In Memoriam: Jo Bell"
_CV_LABEL = re.compile(r"^(?:curriculum vitae|cv|r[ée]sum[ée]|vita|(?:selected |list of )?publications|papers|home\s?page|"
                       r"home|personal (?:home)?page|website|"
                       # a portal's "Profil Dosen - Dr. X" (Indonesian: a lecturer's profile), "Staff profile: X"
                       r"(?:(?:staff|faculty|lecturer|researcher|academic)\s+)?profiles?(?:\s+(?:dosen|pengajar))?|profil(?:\s+dosen)?)"
                       r"\s*(?:[–—:|-]|\bof\b)\s*|"
                       r"^(?:in memoriam|obituary|in memory of|remembering)\s*[–—:|-]?\s*|"
                       # "MEMORIAL RESOLUTION ... ON THE DEATH OF PROFESSOR EMERITA X": a memorial's subject
                       r"^(?:(?:memorial\s+)?resolution\b.{0,100}?\s)?on the (?:death|passing|retirement) of\s+|"
                       r"\s*[–—:|-]\s*(?:curriculum vitae|cv|r[ée]sum[ée]|(?:selected )?publications|home\s?page|home|website)$",
                       re.I)
_BY_LINE = re.compile(r"^\s*(?:(?:a\s+)?(?:thesis|dissertation)\s+)?(?:submitted|presented|written|prepared)\s+by\s*:?\s*$", re.I)
# a citation database's or profile site's label over the name it is about ("Author details" / "de la Fuente, María José")
_PROFILE_LABEL = re.compile(r"^\s*(?:author|researcher|scholar|investigator)\s+(?:details|profile|information)\s*$", re.I)
# "Name: Jo Bell", "Full name: Jo Bell": a CV form's label line (Lattes and other national CV platforms)
# "Name:", "Full name:", "Name and surnames:" (a Spanish CV's form), "Nombre y apellidos:", "Nom et prénom:"
# (and an application's "Applicant:", "Sökande / Applicant:", "Candidate:", a defence's "Doctorante :")
_NAME_LABEL = re.compile(r"^\s*(?:\d{1,2}\.\s+)?(?:[^\W\d_]+\s*/\s*)?(?:(?:full\s+)?names?(?:\s+and\s+(?:sur|family\s+)names?|\s+surname)?|"
                         r"ad[ıi]\s+soyad[ıi]|"      # (a Turkish form's "1. Name Surname : X", "Adı Soyadı")
                         r"nombre(?:\s+y\s+apellidos)?|nom(?:\s+et\s+pr[ée]noms?)?|nome(?:\s+completo)?|applicant|"
                         r"candidat[eo]?|candidata|sökande|søker|bewerber(?:in)?|antragsteller(?:in)?|"
                         # a report's form: "Faculty member:  A B, Ph.D., P.E.", "Employee: X", "Staff member: Y"
                         r"(?:faculty|staff)(?:\s+member)?(?=\s*:)|employee(?=\s*:)|"
                         # a thesis defence's notice: "Doctorante : Mme X", "PhD candidate: Y", "Doktorand: Z" (with
                         # its colon: a table of projects has a "PhD candidate | X" row in each)
                         r"(?:doctorant[e]?|doktorand(?:in)?|(?:doctoral|ph\.?\s?d\.?)\s+candidate)(?=\s*:))\s*[:|]\s*(\S.{2,80}?)\s*\|?$",
                         re.I)      # (or a form's table: "Nombre / Name | X")
# A form's label column, the value to its right ("PERSONAL INFORMATION        Jo Bell", "Curriculum Vitae     Jo Bell")
_COLUMN_LABEL = re.compile(r"^\s*(?:curriculum vitae|cv|r[ée]sum[ée]|personal (?:information|data|details)|name)"
                           r"\s{3,}(\S.{2,60}?)\s*$", re.I)
_OWN_TITLE = re.compile(r"^\W*(?:my|our)\s+\w", re.I)     # a page's title in the first person: "My former students"
_CV_TITLE = re.compile(r"^(?:(?:europass|academic|short|full|abridged)\s+)?(?:curriculum vitae(?: et studiorum)?|cv|r[ée]sum[ée]|vita|biographical sketch|biosketch)"
                       r"(?:\s*\([^()]{1,60}\))?$", re.I)       # ("Curriculum vitae (versión resumida)", "CV (short)")
_CUES = re.compile(r"\b(?:I am|I'm|name|is|was|by|PI|Prof|Dr|Responsable|Principal|Director|Leader|Head|received|leads|heads|directs|runs)\b", re.I)
# a member's card that gives the group's leader among its roles: "Prof. Dr. Ana Ruiz — Catedrática (Full Professor) ·
# Group leader (IP)"
_CARD_LEADER = re.compile(r"^\W*(?:(?:Prof|Dr|Dra|Professor)\.?\s+)*((?:[A-ZÀ-Þ][\w'’\-]*\.?\s+){1,4}[A-ZÀ-Þ][\w'’\-]+)\s+[—–]\s+"
                          r"[^—–]{0,120}?(?:·|,|;|\|)\s*(?i:group leader|principal investigator|head of (?:the )?(?:group|lab|team)|"
                          r"lab director)\b")
_CARD_SPLIT = re.compile(r"\s+[–—-]\s+|\s*\.{3,}|[,(|;]")


# a site's controls above a profile, no heading: "Search within author's publications", "Sort by: ..."
_TAGLINE = re.compile(r"[A-Z][a-z]{3,}ing\s+(?!and\b|&)[a-z]+\s+\w")     # a site's motto: "Connecting research and researchers"
_SITE_CONTROL = re.compile(r"(?:search|sort by|filter|show all|export|browse|sign in|log in|sign up|skip to|"
                           r"create (?:a |an |your )?(?:free )?account)\b|.*\s[›»>]\s", re.I)   # or a breadcrumb


# Two columns of a PDF's header run together ("Nadia Benaïssa          Department of Computer Science")
_COLUMN_GAP = re.compile(r"\s{4,}")


def _left_column_name(text: str) -> str | None:
    """The name in a header's left column, the right one run into it ("Ann Roe          Department of X")."""
    if not _COLUMN_GAP.search(text.strip()):
        return None
    left = _COLUMN_GAP.split(text.strip(), maxsplit=1)[0]
    return None if re.search(r"\d", left) else _name_line(left)


_GRANT_ROLE = re.compile(r"\bco-?I\b|\bco-?investigator\b|\bco-?PI\b", re.I)


_FAMILY_FIELD = re.compile(r"^\W*(?:surnames?(?:\s*\(s\))?|family\s+names?|last\s+names?|apellidos?)\W*:[\s*_]*"
                           r"(?P<v>[^\W\d_][^:|*]{1,60}?)\s*$", re.I)
_GIVEN_FIELD = re.compile(r"^\W*(?:(?:first|given)\s+names?(?:\s*\(s\))?|names?|forenames?|nombre)\W*:[\s*_]*"
                          r"(?P<v>[^\W\d_][^:|*]{1,40}?)\s*$", re.I)


def find_owner(doc: Document) -> PersonClaim | None:
    """Return the person the document is about (or the lab's leader), if it names them; None otherwise.

    >>> find_owner(Document("x.txt", "Jane Doe\\n\\nAbout\\nI study ants.")).name
    'Jane Doe'
    >>> find_owner(Document("x.txt", "Ant Lab\\nPrincipal Investigator\\nJane Doe, PhD")).name
    'Jane Doe'
    """
    lines = [ln for ln in doc.lines if ln.text.strip()][:40]
    start = lines[0].number - 1 if lines else 0
    menu = {start + i for i in menu_lines(tuple(doc.lines[start:start + 60]))} if len(lines) > 8 else set()
    if menu and min(menu) < start + 3:
        # a site's bar of links copied first ("Mathematics Genealogy Project" / "Home" / "Search" / ...): the page's
        # person comes after it
        lines = [ln for i, ln in enumerate(doc.lines) if ln.text.strip() and i not in menu][:40]
    if len(lines) > 8 and sum(bool(_SITE_CONTROL.match(_bare(ln.text))) for ln in lines[:8]) >= 3:
        # a profile site's controls copied above the name ("Skip to main content" / "Search" / "Sign In" / "Create
        # Free Account"): the page's person comes after them
        lines = [ln for k, ln in enumerate(lines) if k >= 12 or not _SITE_CONTROL.match(_bare(ln.text))]
    if any(_DIES.match(line.text.strip()) for line in lines[:5]) and (subject := _headline_subject(doc, lines)):
        return subject      # a newspaper's obituary: its headline's subject, not its reporter's byline under it
    for line in lines[:5]:
        # an obituary's title: "In memoriam: Jaume d'Argensola i Vidal, historian of ...", "X, 1937–2024"
        m = _MEMORIAM.match(line.text.strip()) or _LIFESPAN.search(line.text.strip())
        name = _name_line(m.group("name") or m.groupdict().get("named")) if m else None
        if name:
            return PersonClaim(Evidence(doc.path, line.number, line.text.strip()), name,
                               email=_owner_email(doc.text, name), is_owner=True)
    for k, line in enumerate(lines[:12]):
        if _PROFILE_LABEL.match(line.text) and k + 1 < len(lines) and \
                (name := _name_line(given_first(lines[k + 1].text))):
            return PersonClaim(Evidence(doc.path, lines[k + 1].number, lines[k + 1].text.strip()), name,
                               email=_owner_email(doc.text, name), is_owner=True)
        if _BY_LINE.match(line.text) and k + 1 < len(lines) and (name := _name_line(lines[k + 1].text)):
            # a thesis's title page: "A THESIS / submitted by / VENKATA SAI KRISHNA POTHURAJU"
            return PersonClaim(Evidence(doc.path, lines[k + 1].number, lines[k + 1].text.strip()), name,
                               email=_owner_email(doc.text, name), is_owner=True)
    if "urname" in doc.text[:3000] or "amily name" in doc.text[:3000]:
        # a form's name in two fields ("Surname(s): Goikoetxea Llorente" / "Name: Nerea"): the given name first
        fields = {key: (m.group("v"), line) for line in lines[:25] for key, field in (("family", _FAMILY_FIELD), ("given", _GIVEN_FIELD))
                  if (m := field.match(line.text))}
        if len(fields) == 2 and (name := _name_line(f"{fields['given'][0]} {fields['family'][0]}")):
            line = fields["family"][1]
            return PersonClaim(Evidence(doc.path, line.number, line.text.strip()), name,
                               email=_owner_email(doc.text, name), is_owner=True)
    for line in lines[:12]:
        label = _NAME_LABEL.match(line.text) if ":" in line.text[:24] or "|" in line.text[:30] else \
            _COLUMN_LABEL.match(line.text.replace("\t", "    ")) if "   " in line.text or "\t" in line.text else None
        name = _name_line(given_first(label.group(1))) if label else None
        if name:
            return PersonClaim(Evidence(doc.path, line.number, line.text.strip()), name,
                               email=_owner_email(doc.text, name), is_owner=True)
    for above, line in zip(lines[:20], lines[1:21]):
        if line.text.strip() == above.text.strip() and line.number == above.number + 1 and (name := _name_line(line.text)):
            # a profile site's name twice over its header's clutter ("Skip to main content" / "Join for free" / ... /
            # "Kateryna Roe" / "Kateryna Roe" / "Dr. rer. nat."): the page's person
            return PersonClaim(Evidence(doc.path, line.number, line.text.strip()), name,
                               email=_owner_email(doc.text, name), is_owner=True)
    for line in lines[:8]:
        about = _ABOUT.match(_bare(line.text))
        if about and _name_line(about.group(1)):            # "About Dr. Jo Bell"
            return PersonClaim(Evidence(doc.path, line.number, line.text.strip()), _name_line(about.group(1)),
                               email=_owner_email(doc.text, _name_line(about.group(1))), is_owner=True)
        name = _name_line(line.text) or (_card_name(lines, lines.index(line)) if line in lines[:3] else None) or \
            (_name_dash_title(line.text) if line in lines[:3] and (" — " in line.text or " – " in line.text)
             and any(_OWN_TITLE.match(_bare(above.text)) for above in lines[:lines.index(line)]) else None) or \
            (_left_column_name(line.text) if line in lines[:3] else None) or \
            (_caps_family_name(line.text, lines[lines.index(line) + 1].text) if line in lines[:6] and line is not lines[-1] else None)
        if not name and line is lines[0] and heading_kind(line.text) == "publications":
            continue        # a publications page's title over its owner's line ("# Publications" / "**A B** · Group Leader")
        if not name and (heading_kind(line.text) not in (None, "other", "about") and not _CV_TITLE.match(_bare(line.text))
                         and not _SITE_CONTROL.match(_bare(line.text)) and not _TAGLINE.match(_bare(line.text))
                         and not _OWN_TITLE.match(_bare(line.text))
                         or _TABLE_HEADER.match(line.text)):
            break           # past the header: a name under "References" or in a table is not the owner
        if name and _wrapped_title_above(doc, line.number):
            continue        # "Energy-Aware Federated Learning on Intermittently" / "Powered Embedded Devices"
        if name and line is lines[0] and (leader := _group_led_by(doc, lines[1:4])):
            return leader       # a group's page: its title ("Mitochondrial Proteostasis") over "Research Group led by X"
        if name:
            at = lines.index(line)
            if at < 3 and at + 1 < len(lines) and (whole := _surname_below(name, line.text, lines[at + 1].text, doc.text)):
                name = whole        # "Nkechi Adaora" over "Obiora-Lindqvist": a CV's given names and surname on two lines
            return PersonClaim(Evidence(doc.path, line.number, line.text.strip()), name,
                               email=_owner_email(doc.text, name), is_owner=True)
    cards = [ln for ln in lines if not _PICTURE.fullmatch(ln.text.strip())]    # "Avatar" above each person's name
    for k, (heading, line) in enumerate(zip(cards, cards[1:])):
        if len(line.text.split(" · ")[0]) < 80 and _LEADER_ROLE.match(_bare(line.text)) and _name_line(heading.text):
            name = _name_line(heading.text)     # a card: "Jo Bell, PhD" over "Principal Investigator"
            return PersonClaim(Evidence(doc.path, heading.number, heading.text.strip()), name,
                               email=_owner_email(doc.text, name), is_owner=True)
        if len(heading.text) < 60 and _LEADER_HEADING.match(_bare(heading.text)) and line.text.lstrip().startswith("|"):
            found = _table_name(cards[k + 1:k + 5])       # "### Principal Investigator" over "| Name | Role |" and a row
            if found:
                return PersonClaim(Evidence(doc.path, found[0].number, found[0].text.strip()[:300]), found[1],
                                   email=_owner_email(doc.text, found[1]), is_owner=True)
        if len(heading.text) < 60 and _LEADER_HEADING.match(_bare(heading.text)):
            # (the leader's line may be a list's one item: "== PI ==" over "* Jo Bell – Associate Professor, X")
            name = _card_lead(line.text)
            following = cards[k + 2] if k + 2 < len(cards) else None
            if name and _bare(heading.text).lower().endswith(("investigators", "leaders", "heads", "directors")) and \
                    any(_card_lead(ln.text) for ln in cards[k + 2:k + 9]
                        if heading_kind(ln.text) in (None, "other")):
                continue        # "Principal Investigators" over two cards: the page of a lab of several leaders
            if name and _COLLECTIVE.fullmatch(_bare(heading.text)) and _another_card(cards[k + 2:k + 40]):
                continue        # "Faculty" over cards (a name, then its rank) till the next heading: a department's list
            if name and following and following.number == line.number + 1 and \
                    _card_lead(following.text) and \
                    not (_LEADER_WORD.search(line.text) and not _LEADER_WORD.search(following.text)):
                continue        # "Faculty" over several names: a department's list, no one page's leader
            if name:
                return PersonClaim(Evidence(doc.path, line.number, line.text.strip()[:300]), name,
                                   email=_owner_email(doc.text, name), is_owner=True)
    for line in doc.lines[:200]:
        if _TABLE_HEADER.match(line.text):
            break               # a table of people ("Name | Position | ..."): who a sentence below names is one of them
        if not _CUES.search(line.text):
            continue            # most lines name nobody: one cheap test before three patterns
        m = _MY_NAME.search(line.text) or _THIRD.match(line.text.strip()) or _LEADER.search(line.text) or \
            _LEADS.match(line.text) or (_SIGNED.search(line.text) if "PI" in line.text or "irector" in line.text else None) \
            or (_CARD_LEADER.match(line.text) if "eader" in line.text or "nvestigator" in line.text else None)
        if m and _GRANT_ROLE.search(line.text):
            continue            # a grant's "(co-I; PI: X)": who led that grant, not whose page this is
        if m and m.re is _THIRD and "received" in m.group(0) and line.number > 40 and _others_received(doc, clean_name(m.group(1))):
            break               # "A received the X Prize" / "B received the Y Prize" far down: a report's prizes, no one's page
        if m and looks_like_name(clean_name(m.group(1))):
            name = clean_name(m.group(1))
            return PersonClaim(Evidence(doc.path, line.number, line.text.strip()[:300]), name,
                               email=_owner_email(doc.text, name), is_owner=True)
    return _headline_subject(doc, lines) or _lab_namesake(doc, lines) or _feature_subject(doc, lines) or \
        _given_name_intro(doc, lines)


# a page that introduces its person by first name ("Hi there, I'm Kaveh 👋"), naming them in full further down (their
# own name in bold in their publications, their profile links)
_GIVEN_INTRO = re.compile(r"\b(?:I['’]m|I am|my name is)\s+((?-i:[A-ZÀ-Þ])[a-zà-ÿ]+)\b(?!\s+(?-i:[A-ZÀ-Þ]))", re.I)


def _given_name_intro(doc: Document, lines: list) -> PersonClaim | None:
    """The person a page's first lines introduce by first name, named in full (that first name, then a surname)
    elsewhere on the page, one full name only."""
    intro = next((m for line in lines[:6] if (m := _GIVEN_INTRO.search(line.text))), None)
    if intro is None or not looks_like_given_name(intro.group(1)):
        return None
    full = {clean_name(m.group(0)) for m in re.finditer(
        rf"\b{re.escape(intro.group(1))}\s+(?:[A-ZÀ-Þ]\.\s+)?[A-ZÀ-Þ][\w'’]+(?:-[A-ZÀ-Þ][\w'’]+)?\b", doc.text)}
    full = {name for name in full if looks_like_name(name) and not looks_like_org(name)}
    if len(full) != 1:
        return None
    name = full.pop()
    line = next(ln for ln in lines[:6] if intro.group(0) in ln.text)
    return PersonClaim(Evidence(doc.path, line.number, line.text.strip()[:300]), name,
                       email=_owner_email(doc.text, name), is_owner=True)


# a group's subtitle under its page's title: "Max Planck Research Group led by Dr. Tomás Ruiz", "A lab headed by X"
_GROUP_LED = re.compile(r"^\W*(?:(?:an?|the)\s+)?(?:[\w'’\-]+\s+){0,4}(?:group|lab|laboratory|team|unit)\s*,?\s+"
                        r"(?:led|headed|directed|run)\s+by\s", re.I)


def _group_led_by(doc: Document, lines: list) -> PersonClaim | None:
    """The leader a group page's subtitle names ("Max Planck Research Group led by Dr. Tomás Ruiz de la Fuente"),
    when its title is the group's name, not a person's."""
    for line in lines:
        if (m := _GROUP_LED.match(line.text)) and len(names := take_names(line.text[m.end():].split(",")[0])) == 1:
            name = names[0]
            return PersonClaim(Evidence(doc.path, line.number, line.text.strip()[:300]), name,
                               email=_owner_email(doc.text, name), is_owner=True)
    return None


# a lab named after its head in a page's title ("News · Wiśniewska Lab", "The Okafor Group — People")
_NAMED_LAB = re.compile(r"(?:^|[\s·|—–-])((?-i:[A-ZÀ-Þ])[\w'’\-]+)\s+(?:Lab|Laboratory|Group|Research Group)\b")


# a short banner line near the top that names the lab after its head in lower case: "FIN NEWS -- the Halvorsen lab
# monthly"
_THE_X_LAB = re.compile(r"\bthe\s+((?-i:[A-ZÀ-Þ])[\w'’\-]+)\s+lab\b(?!\s+(?:of|at|in)\b)")     # (not a genealogy's
# "of the Lindahl group", read as its tree)


# a lab's history that says what it was called: "The group is called the **Diallo Lab** for its first nine years"
_CALLED_LAB = re.compile(r"\b(?:called|named|known as)\s+(?:the\s+)?\**((?-i:[A-ZÀ-Þ])[\w'’\-]+)\s+(?:Lab|Laboratory|Group)\b")


# a page's first sentence about the lab named after its head: "The Hayashida Laboratory (Laboratory of X) is one of ..."
_LAB_IS = re.compile(r"^\W*The\s+((?-i:[A-ZÀ-Þ])[\w'’\-]+)\s+(?:Lab|Laboratory|Group|Research Group)\b(?:\s*\([^()]{2,80}\))?"
                     r"\s+(?:is|was|has|studies|works|develops|focuses)\b")


def _others_received(doc: Document, name: str) -> bool:
    """Whether another line of the page opens on someone else who "received the" something."""
    return any((m := _THIRD.match(line.text.strip())) and "received" in m.group(0) and clean_name(m.group(1)) != name
               for line in doc.lines if " received " in line.text)


def _lab_namesake(doc: Document, lines: list) -> PersonClaim | None:
    """The head of a lab named after them in the page's title (or in a sentence that says what the lab is called),
    where the page names one person of that surname in full ("Dorota Wiśniewska" on the news page of the
    "Wiśniewska Lab"; "Aïssatou Diallo-Lefebvre" where "the group is called the Diallo Lab")."""
    supervised = re.search(r"(?<!co-)(?<!co)supervised by", doc.text) if "supervised by" in doc.text else None
    # (a page that says who supervises its students says it itself: extract's page supervisor; one student's
    # co-supervisor is no such word; unless it names the lab's namesake by the surname alone: "Graduates were
    # supervised by Prof. Sakuragi unless noted" on the Sakuragi Laboratory's page)
    named = [m for line in lines[:3] if (m := _NAMED_LAB.search(line.text))][:1] or \
        [m for line in lines[3:8] if (m := _LAB_IS.match(line.text))][:1] or \
        [m for line in lines[:12] if len(line.text) < 80 and (m := _THE_X_LAB.search(line.text))][:1]
    if " called " in doc.text or " named " in doc.text or " known as " in doc.text:
        named += [m for m in [_CALLED_LAB.search(doc.text)] if m]
    for m in named:         # (the title's "Sensorimotor Circuits Laboratory" names no one: then what it was called)
        if m.group(1).lower() in NOT_NAME_WORDS:
            continue
        surname = m.group(1)
        if supervised and not re.match(rf"\s+(?:(?:Prof|Dr|Professor)\.?\s+)*{re.escape(surname)}\b(?!\s+[A-Z])",
                                       doc.text[supervised.end():supervised.end() + 60]):
            return None
        found = {}
        for line in doc.lines:
            if surname in line.text or surname.upper() in line.text:
                # ("Inés Sánchez de la Vega" of the "Sánchez de la Vega Group": a surname's particles before it; a
                # Japanese page's "Kenji HAYASHIDA" of the "Hayashida Laboratory": the surname in capitals)
                for full in re.finditer(rf"\b((?:(?-i:[A-ZÀ-Þ])[\w'’\-]*\.?\s+){{1,3}}(?:{SURNAME_PARTICLE}\s+){{0,2}})"
                                        rf"(?:{re.escape(surname)}|{re.escape(surname.upper())})"
                                        r"(?:-(?-i:[A-ZÀ-Þ])[\w'’]+)?\b(?!\s+(?:Lab|Laboratory|Group)\b)", line.text):
                    name = clean_name(full.group(0))
                    # (a given name written in full: "Mette K. Sørensen", not the initials of "M. K. Sørensen")
                    # (not the lab's own name: "Te Rito, R." in a paper of the "Te Rito Lab")
                    if looks_like_name(name) and name != surname and not looks_like_org(name) \
                            and len(name.split()[0].rstrip(".")) > 1 and not (len(m.string) < 200 and name in m.string):
                        found.setdefault(name.lower(), (name, line))     # ("Kenta HOSHIDA", "Kenta Hoshida": one)
        if len(found) == 1:
            (name, line), = found.values()
            return PersonClaim(Evidence(doc.path, line.number, line.text.strip()[:300]), name,
                               email=_owner_email(doc.text, name), is_owner=True)
    return None


# A news story about one person: its headline opens with their surname (or full name) and what befell them ("Solórzano
# earns NSF CAREER award", "Dr. Okafor named fellow", "Professor Leila Haddad-Moreau wins 2025 X Prize")
_HEADLINE = re.compile(r"^(?:(?-i:[A-Z])[^,:|]{2,40}[,:]\s+)?"      # ("After 37 years, Raj Roe closes the furnace door")
                       r"(?:(?:Prof|Professor|Dr)\.?\s+)?(?:[A-ZÀ-Þ][\w'’\-]+\s+){0,2}?([A-ZÀ-Þ][\w'’\-]+)\s+(?:earns|wins|receives|named|awarded|"
                       r"honou?red|elected|gets|selected|recogni[sz]ed|to receive|appointed|lands|secures|takes home|"
                       r"joins|to join|returns to|promoted|arrives at|moves to|retires|steps down|bids farewell|says goodbye|"
                       r"looks back|closes|hangs up|marks|celebrates)\b")


# An obituary's headline: "Tasos Kyriakopoulos, Purdue chemical engineer who started two companies, dies at 86"
_DIES = re.compile(r"^(?:(?:Prof|Professor|Dr)\.?\s+)?(?:[A-ZÀ-Þ][\w'’\-]+\s+){1,3}?([A-ZÀ-Þ][\w'’\-]+)"
                   r"(?:,\s[^|]{3,140}?,?)?\s+(?:dies|died|dead|passes away|passed away)\b")


# a prize's headline that ends with its winner: "Albrecht Lindenmeyer Prize for Rahel Woldemichael", "Gold Medal goes
# to Dr. Ana Ruiz"
_PRIZE_FOR = re.compile(r"^(?:[A-ZÀ-Þ0-9][\w'’\-]*\s+){0,6}(?:Prize|Award|Medal|Fellowship|Grant|Honou?r|Distinction|Chair)s?"
                        r"\s+(?:for|to|goes to|awarded to)\s+(?:(?:Prof|Professor|Dr)\.?\s+)?(?:[A-ZÀ-Þ][\w'’\-]+\s+){1,2}"
                        r"([A-ZÀ-Þ][\w'’\-]+)\s*$")


def _headline_subject(doc: Document, lines: list) -> PersonClaim | None:
    """The person a news story's headline opens with, named in full in the story's first lines ("Renata
    Solórzano, assistant professor in ...") and by surname through it."""
    for k, line in enumerate(lines[:8]):
        m = _HEADLINE.match(line.text.strip()) or _DIES.match(line.text.strip()) or _PRIZE_FOR.match(line.text.strip())
        if not m or len(line.text) > 160:
            continue
        surname = m.group(1)
        if len(re.findall(rf"\b{re.escape(surname)}\b", doc.text)) < 3:
            return None
        found = []
        for later in lines[k + 1:k + 10]:
            # (a nickname in quotes between: 'Anastasios “Tasos” Kyriakopoulos')
            full = re.search(rf"\b((?:[A-ZÀ-Þ][\w'’\-]+\.?\s+(?:[“\"][^”\"]{{1,20}}[”\"]\s+)?){{1,3}}){re.escape(surname)}\b",
                             later.text)
            name = clean_name(without_nickname(full.group(0))) if full else None
            if name and looks_like_name(name) and name != surname:
                found.append((name, later))
        # the fullest form of the first lines ("Raj Roe" in a headline repeated, "Professor Rajendra Krishnan Roe" in
        # the story's first sentence)
        if found:
            name, later = max(found, key=lambda f: len(f[0].split()))
            return PersonClaim(Evidence(doc.path, later.number, later.text.strip()[:300]), name,
                               email=_owner_email(doc.text, name), is_owner=True)
        return None
    return None


_SAYS = re.compile(r"[”\"]\s*,?\s*(?:(?:she|he|they)\s+)?(?:says|said|recalls|explains|adds)\b|\b(?:says|said|recalls|explains)\s+(?:(?:Prof|Dr)\.?\s+)?[A-Z]")
_FULL_NAME = re.compile(r"\b((?:[A-ZÀ-Þ][a-zß-ÿ'’\-]+\s+){1,2}[A-ZÀ-Þ][a-zß-ÿ'’]+(?:-[A-ZÀ-Þ][a-zß-ÿ'’]+)?)\b")


def _feature_subject(doc: Document, lines: list) -> PersonClaim | None:
    """The person a feature story is about: named in full in its first lines ("hydrologist Leilani Kahananui-Ortiz set
    out to ...") and by surname through the story, four times at least and more than anyone else it names so."""
    if len(_SAYS.findall(doc.text)) < 2:
        return None         # (a story quotes people: "..., she says", "recalls Hoffstetter")
    counts: dict[str, tuple[int, Line]] = {}
    for line in lines[:8]:
        for m in _FULL_NAME.finditer(line.text):
            name = clean_name(m.group(1))
            if name in counts or not looks_like_name(name) or looks_like_org(name) or " " not in name:
                continue
            counts[name] = (len(re.findall(rf"\b{re.escape(name.split()[-1])}\b", doc.text)), line)
    ranked = sorted(counts.items(), key=lambda kv: -kv[1][0])
    if not ranked or ranked[0][1][0] < 4 or len(ranked) > 1 and ranked[1][1][0] * 2 > ranked[0][1][0]:
        return None
    name, (_, line) = ranked[0]
    return PersonClaim(Evidence(doc.path, line.number, line.text.strip()[:300]), name,
                       email=_owner_email(doc.text, name), is_owner=True)


_TITLE_SMALL_WORDS = frozenset("in for of and the on with to from at by via a an".split())


def _wrapped_title_above(doc: Document, number: int) -> bool:
    """Whether the line above line ``number`` is the start of a title wrapped onto it: four words or more in title
    case, no stop at its end, no organisation's name (a thesis's title page)."""
    above = doc.lines[number - 2].text.strip() if number >= 2 else ""
    words = above.split()
    # ("Selective CO2 Electroreduction in" / "Zero-Gap Flow Cells": a title wrapped after its small word)
    return len(words) >= 4 and (words[-1][:1].isupper() or words[-1] in _TITLE_SMALL_WORDS) \
        and not re.search(r"[.:;!?|,)\]]$|[|·•/>»]", above) \
        and not looks_like_org(above) and not _name_line(above)


def _caps_family_name(text: str, following: str) -> str | None:
    """"CHEN Xiaoming (陈晓明)" over "Professor, ...": a name written family name first in capitals, which reads
    like an organisation led by an acronym ("NASA Ames") unless a rank follows it."""
    bare = re.sub(r"\s*\([^()]{0,40}\)\s*$", "", _bare(text))
    if not family_name_first(bare.split()) or not _RANK.match(following.strip()):
        return None
    return bare if looks_like_name(bare) and not is_location(bare.split()[-1]) else None


_RANK = re.compile(r"(?:(?:full|associate|assistant|adjunct|distinguished|chair|university|research)\s+)?"
                   r"(?:professor|lecturer|reader|researcher|scientist|fellow|investigator)\b", re.I)


def _table_name(lines: list) -> tuple | None:
    """The (row, name) of a Markdown table's first row, from its "Name" column (or its first cell that is a name)."""
    rows = [ln for ln in lines if ln.text.lstrip().startswith("|")]
    if len(rows) < 2:
        return None
    header = [c.strip(" *_").lower() for c in rows[0].text.strip().strip("|").split("|")]
    body = [ln for ln in rows[1:] if not re.fullmatch(r"[\s|:\-]+", ln.text)]
    if not body:
        return None
    cells = [c.strip(" *_") for c in body[0].text.strip().strip("|").split("|")]
    column = header.index("name") if "name" in header else None
    candidates = [cells[column]] if column is not None and column < len(cells) else cells
    name = next((n for c in candidates if (n := _name_line(c))), None)
    return (body[0], name) if name else None


_COLLECTIVE = re.compile(r"(?:(?:our|core|current)\s+)?(?:faculty|professors|academic staff)(?:\s+members)?", re.I)
_RANK_LINE = re.compile(r"^(?:(?:assistant|associate|full|adjunct|visiting|research|teaching|clinical|senior|principal|"
                        r"distinguished|emerit(?:us|a))\s+)*(?:professor|lecturer|reader)\b", re.I)


def _another_card(lines: list) -> bool:
    """Whether, before the next heading, the lines under a card hold another card: a name alone over its rank
    ("Kofi Boateng-Asamoah" / "Professor")."""
    for line, below in zip(lines, lines[1:]):
        if heading_kind(line.text) not in (None, "other"):
            return False
        if _name_line(line.text.strip()) and len(below.text.strip()) < 80 and \
                (_LEADER_ROLE.match(_bare(below.text)) or _RANK_LINE.match(_bare(below.text))):
            return True
    return False


def _card_lead(text: str) -> str | None:
    """The person a card's first line names before its role ("Dr. Margarethe (Grete) Roe – Group Leader", "* Jo Bell
    (Jo) – Associate Professor, X": a list's one item, a nickname in brackets)."""
    return _name_line(_CARD_SPLIT.split(without_nickname(strip_bullet(text)).strip(), maxsplit=1)[0])


_DASH_TITLE = re.compile(r"^\W*(?P<name>[^—–|,()]{4,60}?)\s+[—–]\s+(?:(?:Associate|Assistant|Full|Adjunct|Research|Senior|"
                         r"Distinguished)\s+)?(?:Professor|Lecturer|Reader|Scientist|Researcher|Fellow|Director|Group Leader)\b")


def _name_dash_title(text: str) -> str | None:
    """A page's name line with its rank after a dash, under the page's title in the first person ("My former students"
    / "*Margarethe de la Cruz-Hofmann — Professor Emerita, X*"; alone, such a line only offers its name: likely_owner)."""
    m = _DASH_TITLE.match(text.strip())
    return _name_line(m.group("name")) if m else None


def _card_name(lines: list, k: int = 0) -> str | None:
    """A page laid out in a table: its first cell, read as a list item, holds the owner's name alone, the
    cell's next lines (indented, no bullet) their title or organisation ("• Jo Bell" over "Professor of X").
    Below a breadcrumb or a site's name (``k`` > 0) the card is the only entry near the top, not the first of a
    list of people.

    >>> from labgraph.model import Line
    >>> card = [Line(1, "Home > Staff"), Line(2, "  • Prof. Dr. Jo Bell"), Line(3, "      Department of Physics")]
    >>> _card_name(card, 1), _card_name(card + [Line(4, "  • Dr. Al Cole"), Line(5, "      Department of Physics")], 1)
    ('Jo Bell', None)
    """
    if len(lines) < k + 2 or not is_bullet(lines[k].text) or is_bullet(lines[k + 1].text) or \
            not lines[k + 1].text[:1].isspace() or lines[k + 1].number != lines[k].number + 1 or \
            k and any(is_bullet(line.text) for line in lines[k + 2:k + 8]):
        return None
    follow = lines[k + 1].text.strip()
    if not (looks_like_org(follow) or re.search(r"\b(?:professor|lecturer|reader|scientist|researcher|fellow|"
                                                r"student|candidate|director|engineer)\b", follow, re.I)):
        return None
    return _name_line(strip_bullet(lines[k].text))


def likely_owner(doc: Document) -> PersonClaim | None:
    """A name leading a short line near the top ("Jo Bell, Senior Lecturer"), when ``find_owner`` found none.

    Less sure than ``find_owner``: resolution uses it only when the document's publications do not
    tell whose it is.
    """
    near = [ln for ln in doc.lines if ln.text.strip()][:30]
    for k, line in enumerate(near):
        text = line.text.strip()
        if heading_kind(text) in ("students", "publications", "references"):
            # a name under "Graduate Students" is a student's, under "Publications" an author's; but a members page
            # that opens with its professor's card, the card's own "Education" and "Career" under the name, is hers
            lead = next((ln for ln in near[k + 1:k + 4] if _TITLED_NAME.match(ln.text.strip())), None)
            name = _name_line(_bare(re.sub(r"\s*\([^()]*\)$", "", lead.text.strip()))) if lead else None
            if name and heading_kind(text) == "students" and sum(
                    heading_kind(ln.text) in ("education", "positions") for ln in near if lead.number < ln.number < lead.number + 14) >= 2:
                return PersonClaim(Evidence(doc.path, lead.number, lead.text.strip()), name,
                                   email=_owner_email(doc.text, name), is_owner=True)
            break
        if len(text) > 100 or text.count("|") >= 2 or is_bullet(text) or "|" in text and LABEL_CELL.match(text):
            continue            # (nor a table's labelled row: "Issue Date: | 2023-05-12")
        name = _name_line(re.split(r"(?<!\s)\s*[,(:|–—]\s*|(?<!\s)\s+-\s+", _bare(text), maxsplit=1)[0])
        if name and (is_town(name) or is_location(name)):
            continue            # an address's town: "Ann Arbor, MI 48109-1043, USA"
        if name:
            return PersonClaim(Evidence(doc.path, line.number, text), name, email=_owner_email(doc.text, name),
                               is_owner=True)
    for k, line in enumerate([ln for ln in doc.lines if ln.text.strip()][:40]):
        if k >= 12 and not line.text.lstrip().startswith(("The ", "Our ", "This ")):
            continue            # (further down, only a paragraph that opens with the unit: "The lab is currently led by X")
        # a unit's page, in the words of its opening paragraph: "The chair has been held since 2009 by Prof. Dr.-Ing.
        # X. She studied ...", "The group is led by Dr. X"
        m = _UNIT_LEADER.search(line.text) or (_MEMBERS_ADVISED.search(line.text) if " by " in line.text else None)
        name = clean_name(TITLE_PREFIX.sub("", m.group("name"))) if m else None
        if name and looks_like_name(name) and " " in name:
            return PersonClaim(Evidence(doc.path, line.number, line.text.strip()), name,
                               email=_owner_email(doc.text, name), is_owner=True)
    return None


_UNIT_LEADER = re.compile(r"^(?:The|Our|This)\s+(?:(?:[A-ZÀ-Þ][\w\-]*|and|&|of|for)\s+){0,6}"   # ("The X Biofabrication Lab")
                          r"(?i:chair|group|lab|laboratory|team|research group|professorship|unit)\b"
                          r"[^.;]{0,120}?\b(?:is|has been|was)\s+(?:(?:currently|now|jointly)\s+)?(?:(?:led|headed|held|directed|run|founded)\s+)"
                          r"(?:(?:since|in)\s+\S+\s+)?by\s+(?:(?:Scientia|Regius|Laureate|Distinguished)\s+)?"
                          r"(?P<name>(?:(?:Prof|Dr|Professor)\.?(?:-Ing\.)?\s+)*[A-ZÀ-Þ][^.,;()]{2,50}?)(?=[.,;(]|\s+(?:and|who|since)\b|$)")


_TITLED_NAME = re.compile(r"^(?:Prof\.|Professor|Dr\.)\s+[A-ZÀ-Þ]")
# "Below are former members advised by Prof. X, grouped by degree": a lab's page of its leader's students
_MEMBERS_ADVISED = re.compile(r"\b(?:members|students|alumni|trainees|graduates|postdocs|candidates)\s+(?:of\s+the\s+(?:lab|group)\s+)?"
                              r"(?:(?:who|that)\s+(?:were|are|have\s+been)\s+)?(?:\w+\s+){0,2}?"
                              r"(?:advised|supervised|mentored|trained)\s+by\s+"
                              r"(?P<name>(?:(?:Prof|Dr|Professor)\.?\s+)*[A-ZÀ-Þ][\w'’\-]+"
                              r"(?:\s+(?:[A-ZÀ-Þ]\.|[A-ZÀ-Þ][\w'’\-]+|de|van|von|der|la|del|da|di)){1,4})(?=[,;(]|\.?\s|\.?$)")


_MARKS = re.compile(r"^#+\s*(?:[^\w\s\"'“(\[]+\s+)?|[:*_]+$|\s*\[edit\]$")     # (a wiki's "Group leader[edit]")       # "## 👩‍🏫 PI": a heading's emoji too


def _bare(text: str) -> str:
    return _MARKS.sub("", text.strip()).strip()


# A German working group named by its leader: "AK Brandstätter" (Arbeitskreis), "AG Weber" (Arbeitsgruppe), on a
# line that is German (a bare "AK Smith" elsewhere may be a person's initials)
_GERMAN_GROUP = re.compile(r"(?:AK|AG|Arbeitskreis|Arbeitsgruppe)\s+[A-ZÄÖÜ][\w'-]+(?=.*(?:\bf[üu]r\b|Universit[äa]t|"
                           r"Institut\b|Fakult[äa]t|Lehrstuhl|[äöüß]))", re.S)


_PARTICLE_SURNAME = re.compile(rf"\s{SURNAME_PARTICLE}\s+[A-Z][\w'’\-]+$")


_MEMORIAM = re.compile(r"(?:in memoriam|obituary|remembering|in memory of|a tribute to|tribute to|in hono(?:u)?r of)\s*[:—–-]?\s*"
                       r"(?:(?:professor|prof\.|dr\.?)\s+)?(?P<name>[^,|(:;]{4,60})|"
                       # "Gustavo I. Ferreyra Memorial Symposium": a meeting named after the person it remembers
                       r"^(?P<named>(?-i:[A-ZÀ-Þ])[^,|(:;–—]{3,50}?)\s+(?-i:Memorial)\s+(?:symposium|lecture|workshop|"
                       r"conference|colloquium|meeting|session|day)\b", re.I)
_LIFESPAN = re.compile(r"(?:^|[:—–]\s+)(?P<name>[A-ZÀ-Þ][^,|(:;‘’\"“”]{3,60}?),?\s*\(?(?:18|19)\d\d\s*[–-]\s*(?:19|20)\d\d\)?\s*$")


def _surname_below(name: str, line: str, below: str, text: str) -> str | None:
    """The whole name when a header's name line is followed by a line of one surname alone that the document
    writes again (in its e-mail or its references): "Nkechi Adaora" / "Obiora-Lindqvist"."""
    word = below.strip()
    if not SURNAME_ALONE.fullmatch(word) or line.strip() != name or heading_kind(word) is not None \
            or fold(word) in NOT_NAME_WORDS or ORG_WORDS.search(word) or not looks_like_name(f"{name} {word}"):
        return None
    key = fold(word).replace(" ", "")
    written = fold(text).replace(" ", "")
    return f"{name} {word}" if written.count(key) >= 2 else None




def _name_line(text: str) -> str | None:
    """The person a header line names alone ("# Jane Doe", "JANE DOE", "Jane Doe, PhD"), or None.

    A section heading ("Postdoctoral Researchers") and a lab's or group's name are not people.
    """
    if is_bullet(text) or len(re.split(r"\s[|·•]\s", text, maxsplit=1)[0]) > 120 or "@" in text \
            or "|" in text and LABEL_CELL.match(text):
        # (its length before the parts a site's header sets apart: "Jo Bell · PhD candidate, X · PDF version (url)")
        return None         # (nor a table's label: "Initial Amendment Date: | August 14, 2023")
    text = _bare(text)
    if _GERMAN_GROUP.match(text):
        return None         # "AK Brandstätter – ... - Institut für Organische Chemie": a working group (Arbeitskreis)
    text = without_nickname(_CV_LABEL.sub("", text))          # "CURRICULUM VITAE – ANNA LUND", "Jo Bell | CV"
    if heading_kind(text) not in (None, "other"):
        return None
    text = re.sub(r"['’]s\s+(?:home\s?page|web\s?(?:site|page)|site|page|cv|curriculum vitae)\b.*$", "", text, flags=re.I)
    # "Jo Bell (she/her) | MIT"; "Prof. Jo Bell — Institute of X, University of Y" (a dash before organisations
    # only: "Jo Bell — Senior Lecturer" alone is not sure enough)
    head, *tail = re.split(r"\s[—–-]\s", text, maxsplit=1)
    if tail and (looks_like_org(tail[0].split(",")[0].strip()) or re.fullmatch(r"[A-Z]{2,8}(?:\s+[A-Z]{2,8})*", tail[0].strip())):
        text = head         # "Prof. X - HKUST ECE": a page title's name, then its university's acronyms
    text = re.sub(r"\s*\([^()]{0,40}\)\s*$", "", re.split(r"\s[|·•]\s", text, maxsplit=1)[0])
    # "A B, PhD, RN, CCRN-K, CNE": after the first degree, credentials all
    text = re.split(r",\s*(?=(?:Ph\.?\s?D|M\.?D|RN|DrPH|D\.?Phil|MPH|MBA|B\.?Sc|M\.?Sc|DSc|BA|MA|BEng|MEng|Dr\.\s?Eng|"
                    r"D\.?D\.?S|D\.?M\.?D|D\.?V\.?M|PharmD|PsyD|EdD|DNP|MSN|BSN|MSW|MBBS|MBChB|MS|BS|JD|DO)\.?"
                    r"(?:\s*\([^()]{1,20}\))?(?:,|\s*$))", text, maxsplit=1)[0]      # ("BSc (Pharm), PhD, FTCD")
    text = title_case(clean_name(_POSTNOMINALS.sub("", text)))
    if looks_like_name(text) and not re.search(r"\b(?:lab|group|research|search|[ée]quipe|team|laboratoire|lehrstuhl)\b", text, re.I) \
            and (not looks_like_org(text) or family_name_first(text.split()) and not ORG_WORDS.search(text)
                 and not is_location(text.split(maxsplit=1)[1])      # ("CERN Geneva": a place after an acronym)
                 or (particle := _PARTICLE_SURNAME.search(text)) and not ORG_WORDS.search(text[:particle.start()])):
        # ("Cornelis van den Bosch": a surname that is also a firm's; not "Institut de Chimie de Valmont")
        # ("Institut Jacques Monod (CNRS)": a page's institute; "KWAN Siu-Ming", family name first, is a person)
        return text
    return None


def _owner_email(text: str, name: str) -> str | None:
    """The e-mail address whose local part matches the owner's name, or the only one given."""
    # An address never spans lines: only lines with an "@" are searched.
    emails = list(dict.fromkeys(e for line in text.split("\n") if "@" in line for e in _EMAIL.findall(line)))
    tokens = set(fold(name).split())
    for email in emails:
        local = set(re.split(r"[._\-+]", fold(email.split("@")[0]).replace(" ", ".")))
        if tokens & local:
            return email
    return emails[0] if len(emails) == 1 else None
