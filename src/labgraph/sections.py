"""Document -> sections: find headings, whatever their wording, and say what each holds.

A heading is a short line standing alone (a Markdown ``#`` line, an ALL-CAPS
line, or a short line whose words name a known section), or a sentence that
ends with a colon and announces a list ("I supervise the following students:").
"""
from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from .model import Document, Line, Section
from .names import clean_name, looks_like_name

_LEVELS_HONOURS = (r"(?:(?:ph\.?\s?d\.?|m\.?\s?a\.?|m\.?\s?sc\.?|m\.?\s?res|masters?|master's|b\.?\s?a\.?|b\.?\s?sc\.?)"
                   r"\s*(?:/|and|&|,)\s*)+honou?rs")

# a lab's funders over their names: "Sponsors", "Our research is supported by"
_SPONSORS = re.compile(r"(?:(?:our|the)\s+)?(?:sponsors|funders|supporters|funding partners|partners and sponsors)|"
                       r"(?:(?:our|this|the)\s+(?:research|work|lab|group|project)\s+(?:is|was|are|has been)\s+"
                       r"(?:generously\s+|kindly\s+)?)?(?:supported|funded|sponsored)\s+by", re.I)


# Section kinds, tried in order; the first whose pattern matches a heading wins.
KINDS: tuple[tuple[str, str], ...] = (
    # a works list's parts by who wrote them: "First-author", "Student-led (†)", "Selected co-authored papers"
    ("publications", r"^(?:selected\s+)?(?:student|trainee|first|co|senior|last|corresponding)[- ]?(?:led|authored|author)"
                     r"(?:\s+(?:papers|publications|articles|works))?(?:\s*\(\W\))?$"),
    # an article's or a thesis's back matter: headings of their own (not a list of interests or of contributions)
    ("other", rf"^(?:{_SPONSORS.pattern})\W*$|"       # (its funders: no list of people or works)
              r"^synergistic activities$|"       # an NSF biosketch's mixed list (service, software, honours)
              r"^acknowledge?ments?$|^(?:data|code|data and code|software) availability|^declaration of competing|"
              r"^(?:competing|conflicts? of) interests?|^(?:credit )?author(?:ship)? contributions?|"
              r"^credit authorship|^ethics (?:statement|approval)"),
    # "Visiting Fellowships", "Research Stays": posts held as a guest of an institute (before "fellowships" an award)
    ("positions", r"^(?:visiting|residential)\s+(?:fellowships|appointments|positions)$|^research\s+(?:stays|visits)(?:\s+abroad)?$"),
    # "Advisor 指導教授", "Faculty Advisor": a lab page's one leader (or a student's own advisor), no list of students
    ("about", r"^(?:(?:faculty|lab|research|thesis|ph\.?\s?d\.?|doctoral)\s+)?(?:advisor|adviser)(?:\s+[^\x00-\x7f]{1,12})?$"),
    # Before "committee" and "honours": chairing a dissertation committee is advising; honours theses are students'
    ("students", r"^(?:the\s+)?(?:research|lab|laboratory)\s+team$|^who['’]?s\s+who$|"      # "Research Team", "Who's who": the leader's people
                 # "Ph.D. Awarded", "M.Tech. theses guided", "PhDs completed": the degrees the owner's students took
                 r"^(?:ph\.?\s?d\.?s?|doctora(?:l|tes?)|m\.?\s?tech\.?|m\.?\s?phil\.?|master['’]?s)\s+(?:(?:degrees?|theses)\s+)?"
                 r"(?:awarded|completed|conferred|guided|produced|supervised)(?:\s*\(.*\))?$|"
                 r"(?:dissertation|thesis|doctoral|ph\.?d\.?) committee (?:chair|co-?chair)|"
                 r"(?:chair|chaired) of (?:dissertation|thesis|doctoral)|honou?rs? thes[ie]s|"
                 r"honou?rs (?:students?|candidates?|projects?)\b|"     # "Masters & Honours students": an honours degree's
                 # "MA / Honours", "Masters and Honours": levels of students, the honours degree's among them
                 rf"^{_LEVELS_HONOURS}$|"
                 r"thes[ie]s (?:co-?)?(?:directed|supervised|advised)|(?:supervised|directed) thes[ie]s|"
                 # a group's own list of its students' theses: "Theses from the group", "Lab theses"
                 r"^(?:(?:ph\.?\s?d\.?|doctoral|master['’]?s|m\.?sc)\s+)?thes[ie]s\s+(?:from|in|of)\s+(?:the|our|this)\s+"
                 r"(?:group|lab|laboratory|team)$|^(?:group|lab|team)\s+thes[ie]s$|"
                 r"\btheses (?:defended|awarded|conferred)|defended (?:doctoral |ph\.?\s?d\.? )?theses|"
                 r"(?:ph\.?\s?d\.?|doctoral|thesis|dissertation)\s+defen[cs]es|soutenances de th[èe]se|"
                 r"doctoraatsverdedigingen|^(?:recent |upcoming )?promoties$|^(?:\d{4}\s+)?graduations$|"
                 r"^(?:recently|recent(?:ly)? completed and)\s+defended$|"      # "Recently defended" (theses)
                 r"job market candidates|"
                 r"(?:completed|current|supervised) doctorates|doctorates (?:supervised|completed)|"
                 r"(?:awarded|completed|conferred) (?:ph\.?\s?d\.?|doctoral|master['’]?s) degrees|"
                 r"dissertations? (?:directed|supervised|advised|chaired)|(?:directed|supervised|chaired) dissertations?|"
                 # Korean and Japanese lab pages: "Ph.D. course", "Integrated M.S.–Ph.D. course"
                 r"^(?:integrated |combined )?(?:ph\.?\s?d\.?|m\.?\s?s\.?|master['’]?s?|doctoral|b\.?\s?s\.?)[^,;]{0,20}\bcourse$|"
                 r"award mentees$|"     # "K-award mentees": a physician-scientist's trainees, not awards
                 # "Mentorship and Doctoral Committees": the students first (the committees' chairs are advising)
                 r"^(?:student\s+)?mentor(?:ship|ing)\s+(?:and|&)\s+(?:(?:doctoral|dissertation|thesis|graduate|student)\s+)?committees?$|"
                 r"^bachelor['’]?s honou?rs(?:\s+\[n=\d+\])?$"),      # a CCV's level of students, not honours
    # A lab page's call for applicants ends the list of members above it
    ("contact", r"^join (?:us|our|the)\b|^open (?:positions|vacancies)|^vacancies|^openings"),
    ("service", r"committee|reviewer|reviewing|service(?! and award)(?!s? staff)|program chair|editorial|organi[sz]|"
                r"^responsabilit[ée]s|^activit[ée]s administratives|^(?:composition du |membres du )?jury\b"),
    ("awards", r"award|honou?r|prize|fellowships?\b|distinction|recognition|grants?\b|scholarships?|^(?:research )?funding\b|"
               r"^(?:third[- ]party|external|extramural|competitive) (?:research )?funding\b|"
               r"^prix\b|^financements?\b|^bourses?\b|^pr[êe]mios?\b|^auszeichnungen|^preise\b|^distinci[óo]n|^reconocimientos?\b|"
               r"^distin[çc][õo]es|^premi\b|^riconoscimenti|"
               # funded projects, read as grants (no publications): "Proyectos de investigación", "Funded projects"
               r"^(?:funded|competitive|externally funded) (?:research )?projects\b|^proyectos de investigaci[óo]n|"
               r"^projetos de pesquisa|^progetti di ricerca|^drittmittel|^projets de recherche financ"),
    ("talks", r"\btalks\b|presentations|keynotes|seminars|invited lectures|^patents?\b|^patent applications"),
    ("students", r"student|supervis|advis|mentor|trainees|alumni|group members|lab members|^members$|"
                 r"^group$|^research group$|^(?:our|the|my) (?:group|lab)$|^team$|^people$|^our team|^the team|^lab$|graduates|phd candidates|postdocs|"
                 r"research staff|researchers$|^(?:(?:senior|staff|research|project|visiting)\s+)?scientists$|(?:former|current|past|previous) members|visitors|^visiting (?:scholars|professors|faculty|fellows)$|interns$|^current lab|^the lab$|mentees|associates$|assistants$|"
                 r"^(?:post-?)?doctoral (?:students|researchers|fellows|scholars|associates|candidates|members)|"
                 r"ph\.?\s?d\.? scholars|research scholars|^(?:doctoral|ph\.?\s?d\.?) projects$|"
                 r"scientific staff|^staff$|^(?:(?:permanent|academic|technical|research)\s+){1,2}staff$|technicians?$|^post-docs?$|"
                 r"^undergraduates$|where are they now|"
                 r"^(?:ph\.?\s?d\.?|doctoral|master['’]?s?|degree|thesis)\s+completions\b|^completed\s+(?:ph\.?\s?d\.?s|doctorates)\b|"
                 r"^doctorates\s+(?:completed|supervised)\b|"     # "Doctorates completed at TU Braunschweig"
                 r"^(?:authors|maintainers)(?: (?:and|&) (?:maintainers|contributors|developers|authors))?$|"    # a software's
                 r"participants$|^(?:meet\s+)?(?:the\s+|our\s+)?cohort$|"     # a summer programme's, a fellowship's
                 # a station's or programme's people: "Station Director", "Resident Scientists & Research Groups",
                 # "Program Leadership", "Core Faculty", "Current Residents"
                 r"^(?:station|institute|centre|center|lab|laboratory|program|programme|unit)\s+(?:director|head)s?$|"
                 r"^(?:program |programme |unit )?leadership(?: team)?$|^(?:resident|staff|senior|visiting)\s+scientists\b|"
                 r"^(?:core|affiliated|clinical|adjunct) faculty$|^(?:current |chief )?residents$|"
                 r"^(?:(?:invited|guest|visiting)\s+)?(?:lecturers|speakers|instructors|tutors)$|"     # a school's teachers
                 # Australia's and New Zealand's research students: "Higher degree by research (HDR) candidates"
                 r"^(?:hdr|higher degree(?: by research)?(?: \(hdr\))?|research degree|graduate|doctoral|master['’]?s)\s+"
                 r"(?:candidates|students)$|"
                 # German: "Abgeschlossene Promotionen" (the theses a chair supervised), "Sekretariat"
                 r"^(?:abgeschlossene|laufende) promotionen|^promotionen$|^sekretariat|"
                 # "Research Fellows", "MSc by Research"; a German chair's "Wissenschaftliche Mitarbeiter",
                 # "Doktoranden", "Ehemalige"; a roster's "Graduated", "Engineers", "Secretary"
                 r"(?:research|clinical|postdoctoral) fellows$|\bby research$|mitarbeiter|doktorand|^ehemalige|"
                 r"^(?:graduated|engineers|secretary|secretariat)$|^project staff$|^(?:lab(?:oratory)?|research|project) managers?$|"
                 # a German CV's "Academic offspring" (habilitations and doctorates supervised)
                 r"^academic (?:offspring|descendants|family)$|^(?:(?:our|the|lab|group)\s+)?(?:academic\s+)?family\s+tree$|"
                 r"^(?:lab|group|academic)\s+genealogy$|^habilitations(?: supervised| mentored)?$|^habilitation (?:supervised|mentored)$|"
                 # a French team's roster: "Permanents", "Doctorants", "Post-doctorants", "Anciens membres"
                 r"^(?:recent\s+)?(?:(?:ph\.?\s?d\.?|doctoral|graduate|job market|student)\s+)?placements?(?:\s+(?:record|history))?$|^permanents?$|^membres (?:permanents|associ[ée]s|non[- ]permanents)$|^(?:post-?)?doctorant|^anciens? (?:membres|doctorants)|^membres$|^ing[ée]nieurs$|"
                 # a French or Portuguese CV's supervisions: "Encadrement doctoral", "Orientações concluídas"
                 r"^(?:co-?)?encadrements?\b|^direction de (?:th[eè]ses|recherches?)|"
                 r"th[eè]ses (?:co-?)?(?:encadr|dirig)|^th[eè]ses en cours\b|"
                 r"^orienta[çc](?:[õo]es|[ãa]o)\b|^supervis[ãa]o|direcci[óo]n de tesis|^tesis dirigidas|recursos humanos|"
                 # a department's roster: "FACULTY", "PROFESSIONAL SERVICES STAFF", "Administrative staff"
                 r"^faculty$|^(?:academic|teaching|professional|professional services|administrative|support) staff$|"
                 r"^faculty\s+(?:and|&)\s+(?:staff|researchers)$|"     # ("Faculty and staff" over a table of them)
                 r"^(?:people|staff|personnel|member|members|researcher|researchers|faculty)\s+directory$|^our\s+people$|"
                 r"^(?:department(?:al)?|school|institute|centre|center|program(?:me)?|office)\s+staff$|"
                 # a department's "Recent Ph.D. Recipients", "Doctoral degree recipients": its graduates
                 r"^(?:recent\s+)?(?:ph\.?\s?d\.?|doctoral|master['’]?s|m\.?\s?s\.?|graduate)\s+(?:degree\s+)?recipients$|"
                 # "Teaching Faculty & Lecturers", "Emeriti", "Emeritus Faculty", "Adjunct and Affiliated Faculty"
                 r"^(?:teaching|instructional|adjunct|affiliated?|emerit(?:us|a|i)|research|clinical|visiting)"
                 r"(?:\s+(?:and|&)\s+(?:adjunct|affiliated?|emerit(?:us|a|i)|visiting))?\s+faculty"
                 r"(?:\s+(?:and|&)\s+(?:lecturers|instructors|staff))?$|^emerit(?:i|ae)$|^(?:faculty|professors) emerit(?:i|ae)$|"
                 r"^miembros$|^integrantes$|^membros$|^membri$|"      # (Spanish, Portuguese, Italian: "Members")
                 # a Brazilian or Spanish-speaking graduate programme's "Discentes", "Egressos", "Corpo docente",
                 # "Docentes permanentes", "Pós-doutorado", "Estudiantes", "Egresados", "Tesistas"
                 r"^discentes\b|^egress[oa]s\b|^doctorand[oa]s\b|^catedr[áa]tic[oa]s\b|^profesor(?:es|as)\s+titulares\b|"
                 r"^investigador(?:es|as)\s+(?:postdoctorales|predoctorales|contratad[oa]s)\b|^tesis\s+doctorales\s+(?:dirigidas|le[íi]das)\b|^doutorand[oa]s\b|^dottorandi\b|^alun[oa]s\b|^estudantes\b|^estudiantes\b|^egresad[oa]s\b|^tesistas\b|"
                 r"^corpo docente$|^docentes(?: permanentes| colaboradores| visitantes)?$|^profesores$|^professores$|"
                 r"^p[óo]s-?doutorad[oa]s?$|^p[óo]s-?doutorandos$|^posdoctorad[oa]s?$|"
                 # a software project's people: "Who develops X", "Contributors", "Maintainers", "Core team"
                 r"^who (?:develops|maintains|builds|is behind)\b|^contributors$|^(?:core )?developers$|^maintainers$|"
                 r"^core team$"),
    # An encyclopaedia article's apparatus: its sources and links, read for nothing
    ("sources", r"^(?:notes|see also|external links|further reading|citations|sources|footnotes)$"),
    # Referees on a CV (a bibliography under this heading is told apart by its years, see split_sections)
    ("references", r"^references$|^referees|^recommenders|letters of recommendation|^reference letters"),
    ("publications", r"publication|contributions to science|papers|^citation$|^citing\b|^how to cite\b|preprint|outputs|\bresearch output\b|"
                     r"^research items\b|articles|bibliograph(?:y|ic)|\bbooks?$|theses|th[èe]ses|dissertations|"
                     r"conference(?! on\b| of\b)|journal(?! of\b)|manuscripts|chapters|talks and papers|selected works|^works$|job market paper|"
                     r"working papers?|work in progress|edited volumes?|monographs|peer[- ]reviewed|refereed|\bwritings?$|"
                     r"(?:technical|research|project) reports|"
                     r"^(?:papers? )?(?:under review|revise (?:and|&) resubmit|r ?& ?r|submitted(?: papers?| manuscripts?)?)$|"
                     r"^submitted\s*(?:/|and|&|or)\s*(?:in|under) review$|"
                     # an NSF biosketch's "(c) Products", "Products Most Closely Related to the Proposed Project"
                     r"^products(?:$| most closely related)|^other significant products|"
                     # French and Portuguese: "Ouvrages", "Chapitres d'ouvrages", "Produções", "Artigos completos"
                     r"^ouvrages?\b|^chapitres|^communications\b|^produ[çc](?:[ãa]o|[õo]es)\b|^artigos|^livros|^cap[íi]tulos|"
                     r"^art[íi]culos|^trabalhos (?:completos|publicados)|^publica(?:ciones|[çc][õo]es|zioni)\b|^producci[óo]n\b"),
    ("software", r"software|open[- ]source|^code\b|^source code|^tools\b|^(?:related|our|research)\s+tools$|toolkits?|(?<!digital )libraries|(?<=\w )(?<!digital )library\b|repositor|datasets? and code|"
                 r"^desarrollo tecnol[óo]gico|^desenvolvimento tecnol[óo]gico"),
    ("education", r"education|academic background|qualification|degrees|^studies|academic training|^habilitation$|"
                  r"^professional preparation$|"      # an NSF biosketch's degrees
                  r"^(?:akademischer |wissenschaftlicher )?werdegang$|^ausbildung$|^studium$|^kurz(?:vita|lebenslauf)$|"
                  r"^formation\b|^academic formation\b|^forma[çc][ãa]o|^formaci[óo]n|^titula[çc][ãa]o|^dipl[ôo]mes"),
    ("positions", r"^post-?doc(?:torate|toral)?(?: (?:training|positions?|experience|research|stays?))?$|"
                  r"^(?:research|career|employment|professional|academic) (?:history|career)$|^academic (?:titles|ranks)$|experience|employment|\bpositions?|appointments|career|work history|^work$|training$|"
                  r"professional(?! address)|^jobs?$|affiliations?|^cv$|curriculum|^(?:short |brief )?(?:cv|vita)$|lebenslauf|"
                  r"^(?:research |industry |industrial )?internships?$|^industry$|^in industry$|^parcours\b|^exp[ée]riences? professionnelles?|"
                  r"^postes? occup|^atua[çc][ãa]o profissional|^experi[êe]ncia profissional|"
                  r"^experiencia (?:profesional|laboral)|^trayectoria (?:profesional|acad[ée]mica|investigadora)|"
                  r"^puestos? (?:desempe|ocupad)|^percorso (?:professionale|accademico)|^carriera\b"),
    ("interests", r"interest|research areas|^topics|^keywords|expertise"),
    ("about", r"^about|personal statement|biography|\bbio$|profile|^summary|^introduction|^overview|^welcome|^home$|"
              r"^(?:personal|person) (?:data|details|information)$|^datos (?:generales|personales)$|^dados pessoais$|^dati personali$"),
    ("news", r"^(?:(?:group|lab|latest|recent|team|department|faculty|staff|student|people|our)\s+)?news\b|updates|announcements|^blog|^farewells?\b|"
             r"^(?:recent |lab |group )?highlights$|^what['’]?s new|"
             r"^(?:(?:the |our )?(?:lab|laboratory|group|team)(?:'s)?\s+)?history$|^our history$|^history of the (?:lab|group)|"
             # (a report's or newsletter's people pages: "New faculty", "Departures", "Retirements", "People news")
             r"^new (?:faculty|staff|arrivals|colleagues)$|^(?:arrivals|departures|retirements)(?: and \w+)?$|"
             r"^people news$"),
    # (a lab's history: its years' items like news; not a CV's "Timeline")
    ("teaching", r"teaching|courses|lectures|tutorials|^enseignements?\b|^doc[êe]ncia|^ensino\b|^docencia"),
    ("skills", r"skills|^programming|^languages$|competenc|^tools and|^technolog|^idiomas$|^l[íi]nguas$|^lingue$"),
    # (not "Language Contact & Multilingualism", a group's name)
    ("contact", r"^\W*contact|^(?:\W*\w+\s+)?contact(?!\s*(?:&|and)\s+\w)|\bcontact\s+(?:me|us)\b|^links$|^email|^address|"
                r"get in touch|^find me"),
    ("research", r"^research|^projects|current work|^my research"),
)
_COMPILED = tuple((kind, re.compile(pat, re.I)) for kind, pat in KINDS)
_BULLET = re.compile(r"^\s*(?:[•·▪◦●○■□➢►*+\-–—]|\d{1,3}[.)]|\d{1,3}(?=\s[A-ZÀ-ÖØ-Þ][^;:]{2,60};\s[A-ZÀ-ÖØ-Þ])|[A-Z]{1,2}\d{1,3}\.(?=\s+[A-Z])|\d{1,2}(?:\.\d{1,2}){1,2}\.?(?=\s{2,}|\s+[A-ZÀ-Þ])|\[[A-Za-z]{0,2}\d{1,4}\][*†‡]?|\([A-Za-z]?\d{1,3}\)[*†‡]?|"
                     r"(?<=\s)[a-h][.)](?=\s+[A-Z])|"     # (an indented "a. Roe J, ..." under a numbered item)
                     r"(?<=\s)o(?=\s+[A-ZÀ-Þ]))\s+")     # (an indented "o Agnes Chuwa, MSc": a word processor's bullet)
ROLE = re.compile(r"(?:(?:phd|ph\.d\.|msc|master['’]?s?|bachelor['’]?s?|undergraduate|graduate|doctoral|visiting|"
                   r"research|senior|junior|former)\s+)*(?:student|candidate|researcher|intern|post-?doc|fellow|"
                   r"assistant|associate|professor|lecturer|engineer|scientist|alumnus|alumna|technician|coordinator|"
                   r"administrator|specialist)\b(?!s)", re.I)
_ORGLIKE = re.compile(r"\b(?:universit\w*|college|institut\w*|laborator\w*|gmbh|inc|ltd|corporation)\b", re.I)
_ADVISED_BY = re.compile(r"\b(?:co-?)?(?:advised|supervised|mentored|hosted) by\b|\b(?:advisor|adviser|supervisor)s?\s*:", re.I)
# A postdoc's heading in Portuguese or Spanish: over a programme's postdocs a list of them, in a CV the owner's own
_OWN_POSTDOC = re.compile(r"^p[óo]s-?doutorad|^posdoctorad", re.I)
# The owner's role in a student's entry, on a line of its own ("Principal Advisor", "Associate Advisor", "Co-supervisor")
# an advisor's role alone: "Principal Advisor", "Secondary supervisor", "co-promotor"
ADVISOR_ROLE = re.compile(r"^(?:(?:principal|associate|main|primary|secondary|second|first|joint|lead|daily)\s+|co-?)?"
                          r"(?:advisor|adviser|supervisor|mentor|promot[eo]r)s?$", re.I)
_SECTOR_HEADING = re.compile(r"\W*(?:in\s+)?(?:industry|industrial|academia|academic|government|non-?profits?|private sector|"
                             r"public sector)(?:\s*(?:&|and|/)\s*[\w\-]+)?(?:\s+positions)?\W*", re.I)
_SECTION_AT = re.compile(r"([^,]{3,40}),\s+((?:the\s+)?[^,]{0,40}\b(?:universit\w*|college|institut\w*|school)\b[^,]{0,40})", re.I)
_ANNOUNCE = re.compile(r"(?:following|below|these|list of|include|includes)\b[^.]*:\s*$", re.I)


# a grant report's heading of what the grant paid for: "... completed under the award", "... acknowledging this grant"
_UNDER_GRANT = re.compile(r"\s+(?:(?:completed|produced|published|written|supported|funded|resulting)\s+)?"
                          r"(?:under|acknowledging|from|through|by)\s+(?:the|this|our)\s+(?:nsf\s+|erc\s+)?"
                          r"(?:award|grant|project|funding)\W*$", re.I)


@lru_cache(maxsize=65536)
def classify_heading(text: str) -> str | None:
    """Return the section kind a heading names, or None.

    >>> classify_heading("Grad Students"), classify_heading("RESEARCH EXPERIENCE")
    ('students', 'positions')
    >>> classify_heading("Service and Awards")
    'awards'
    """
    words = re.sub(r"^#+\s*|[:#*_]+$", "", text.strip()).strip()
    if words[:1] and not words[:1].isalnum() and words[:1] not in "\"'“([":
        words = re.sub(r"^[^\w\"'“(\[]+\s*", "", words)      # "👥 Members": an emoji before the heading's words
    if words[:1] == "(" and re.match(r"\([a-hA-H]\)\s", words):
        words = words[4:]       # an NSF biosketch's lettered parts: "(c) PRODUCTS"
    if words.endswith(")") and (bare := re.sub(r"\s*\([^()]*\)$", "", words)) and bare != words:
        # "Refereed Publications (* = advisee)": the heading's words say what it is, its note in brackets only how
        # to read it
        kind = next((kind for kind, pattern in _COMPILED if pattern.search(bare)), None)
        if kind:
            return kind
    if _PAPERS_LEAD.match(words):
        return "publications"       # "Recent papers with interns", "Publications by group members": papers, whoever's
    if (funded := _UNDER_GRANT.search(words)) and funded.start() > 0:
        # "Theses completed under the award", "Publications acknowledging this grant": a report's works, no honours
        return classify_heading(words[:funded.start()])
    for kind, pattern in _COMPILED:
        if pattern.search(words):
            return kind
    return None


_NAME_THEN_KIND = re.compile(r"^(.{4,60}?)\s+[–—-]\s+((?:brief|short)\s+(?:CV|curriculum vitae|biography))$", re.I)
# (not a PDF's running header on every page, "J. Roe — Curriculum Vitae")


_BULLET_STARTS = frozenset("•·▪◦●○■□➢►*+-–—0123456789[(abcdefgho")


def _lettered_number(text: str) -> bool:
    """Whether a line may start with a reference number led by capitals ("P1.", "J12."): a capital, then a figure
    in the next two characters (a cheap test before the pattern)."""
    head = text.lstrip()[:3]
    return head[:1].isupper() and (head[1:2].isdigit() or head[2:3].isdigit())


def is_bullet(text: str) -> bool:
    """Whether a line is a list item (bullet, dash or number)."""
    head = text.lstrip()[:1]
    return (head in _BULLET_STARTS or _lettered_number(text)) and bool(_BULLET.match(text))


@lru_cache(maxsize=65536)
def strip_bullet(text: str) -> str:
    """Return a list item's text without its bullet or number (every extractor asks this of the same lines)."""
    if text.lstrip()[:1] not in _BULLET_STARTS and not _lettered_number(text):
        return text.strip()             # what _BULLET would leave: no bullet can start here
    return _BULLET.sub("", text, count=1).strip()


# a table's column of advisors: "Advisor(s)", "Supervisors", "Main supervisor"
_ADVISOR_HEADER = re.compile(r"(?:main\s+|primary\s+)?(?:advisors?|advisers?|supervisors?|promot[eo]rs?|mentors?)(?:\s*\(s\))?",
                            re.I)


# a site's controls at the end of a heading's line: "Works (27)        Sort | Show 6 of 27", "ACTIVITIES    Collapse all"
_SITE_CONTROLS = re.compile(r"\s{2,}(?:Sort|Collapse all|Expand all|Show (?:all|more|\d+ of \d+))"
                            r"(?:\s*\|\s*(?:Sort|Show (?:all|more|\d+ of \d+)))*\s*$", re.I)
# a profile site's control on a line of its own, under a record or a list: "Show publication", "Show all (12)",
# "Preferred source (of 2)", "Collapse all", "Sort" (no heading; the end of the record above)
CONTROL_LINE = re.compile(r"^(?:show\s+(?:(?:all|more|less)\s+)?(?:publications?|projects?|credentials?|details|more|less|all)"
                          r"(?:\s*\(\d+\))?|preferred source(?:\s*\(of\s+\d+\))?|collapse all|expand all|sort)\s*$", re.I)
# a list's legend: "Student advisees marked with †, postdocs with ‡."
_MARK_LEGEND = re.compile(r"\b(?:marked|denoted|indicated|flagged|shown)\s+(?:with|by)\s+(?:an?\s+)?\S{1,3}(?:\s|,|$)")


_LINK_BAR = re.compile(r"(?:\[[^\[\]]{1,40}\]\s*){2,}")


_NEW_TAB = re.compile(r"\((?:opens|open|link opens)\s+(?:in\s+)?(?:a\s+)?new\s+(?:tab|window)\)$", re.I)


# a journal's own name ending in "Journal" ("Vadose Zone Journal"), not a heading's kind of works ("Refereed Journal")
_JOURNAL_NAME = re.compile(r"^(?!(?:refereed|peer[- ]?reviewed|international|national|selected|recent|other|published|"
                           r"in|scientific|academic|research|journal)\b)(?-i:[A-Z])[\w\-]*(?:\s+(?-i:[A-Z])[\w\-]*){0,3}\s+Journal$", re.I)


@lru_cache(maxsize=65536)
def heading_kind(line: str) -> str | None:
    """Return the kind of section ``line`` opens, "other" for an unknown heading, or None."""
    text = line.strip()
    if text[:9].lower() == "citations" and text.endswith(":") and len(text) < 40:
        return "publications"   # "Citations:" over a biosketch's works (an encyclopaedia's "Citations" are its sources)
    if "›" in text and _PORTAL_TYPE.match(text):
        return None         # "Research output: Contribution to journal › Article": a portal item's type, in its list
    if "|" in text and LABEL_CELL.match(text):
        return None         # "Award Instrument: | Standard Grant": a table's label and its value, no heading
    if text.count(" | ") >= 2 and any(_ADVISOR_HEADER.fullmatch(cell.strip()) for cell in text.split(" | ")):
        return None         # "Student | Program / year | Advisor(s) | Interests": a table's header row, over its rows
    if text[:1] == "(" and text.endswith(")") and _closes_at_end(text, 0):
        return None         # "(* denotes student co-author)": a note in brackets under a heading, no heading itself
    if text.endswith(")") and text.count(")") > text.count("(") and len(text) < 120:
        return None         # "igc.org/publications)": the end of a heading's note wrapped onto its own line
    if text[:1] == "[" and text.endswith("]") and _LINK_BAR.fullmatch(text):
        return None         # "[Contact] [Donate]": a text browser's bar of links, no heading
    if text[:1] == "[" and text[1:2].islower() and text.endswith("]"):
        return None         # "[contact author]" under a reference: its note, no heading
    if text.endswith(")") and _NEW_TAB.search(text):
        return None         # "Careers (opens in a new tab)": a site's link, copied with its screen reader's note
    if text.endswith("Journal") and _JOURNAL_NAME.match(text):
        return None         # "Hydrogeology Journal" under a work's title: its venue, no heading
    if text[:5].lower() == "show " and CONTROL_LINE.match(text):
        return None         # "Show publication" under a profile's work: its link, no heading
    if "  " in text and (control := _SITE_CONTROLS.search(text)):
        return heading_kind(text[:control.start()])     # "Works (27)      Sort | Show 6 of 27": a registry's heading
    if text.endswith(".") and " with " in text and _MARK_LEGEND.search(text):
        return None         # "Student advisees marked with †, postdocs with ‡.": a list's legend, no heading
    if text.endswith("]") and " [" in text and len(text) - text.rfind(" [") < 30 and not text.endswith("[edit]") \
            and text[:1] != "[" and "]" not in text[:text.rfind(" [")] \
            and re.fullmatch(r"[^\W\d_][^\d=\[\]]{2,}", text[text.rfind(" [") + 2:-1]):    # (not a count: "[n=1]")
        # "SELECTED PUBLICATIONS (* corresponding author) [Full list »]": a heading with a link's label after it
        return heading_kind(text[:text.rfind(" [")])
    if text.endswith("[edit]"):         # a Wikipedia section's heading with its edit link: "References[edit]"
        kind = classify_heading(text[:-6])
        return "sources" if kind == "references" else kind or "other"
    if text[:1] in "RSDPETCAWKP" and _WORK_TYPE.fullmatch(text):
        return None         # "RESEARCH-ARTICLE" over a title: a digital library's type tag, inside its list
    if text[:1] in _HEADING_MARKS and len(text.split()) <= 5 and not re.search(r"\d{4}", text):
        # "■ Awards": a square marks a heading, not an item ("■ Best Paper Award 2020" stays an item)
        return classify_heading(text[1:].strip()) or ("other" if is_caps(text[1:].strip()) else None)
    if text[:1].isdigit() and (m := _NUMBERED_CAPS.match(text)) and _caps_heading(m.group(1)):
        # "1. FORMAZIONE / EDUCATION", "7. SELECTED PUBLICATIONS": a numbered heading in capitals, not a list's item
        words = _BRACKETED.sub("", m.group(1)) if "(" in m.group(1) else m.group(1)
        if " / " in words and is_caps(words.split(" / ")[0]):
            # "3. TESIS DOCTORALES DIRIGIDAS (USAL) / PhD THESES SUPERVISED", "7. OTROS MÉRITOS / OTHER": a
            # bilingual CV's heading, whatever its words
            return next((k for part in words.split(" / ") if (k := heading_kind(part)) not in (None, "other")), "other")
        kind = _numbered_kind(words)
        if kind not in (None, "other"):     # (of known words only: "2. ATLAS" may be a list's item)
            return kind
    if text[:1].isdigit() and len(text) < 60 and (m := _NUMBERED_WORDS.match(text)) and len(m.group(1).split()) <= 5:
        # "1. Education", "5. Students supervised": a numbered heading of a section's usual words (not "2. Atlas")
        kind = classify_heading(m.group(1))
        if kind is not None:
            return kind
    if text[:1].isdigit() and text.endswith(")") and "(" in text and (m := _NUMBERED_CAPS.match(text[:text.find("(")].rstrip())) \
            and _caps_heading(m.group(1)):
        # "6. PUBLICATIONS   († HQP supervised; * corresponding author)": a numbered heading and its note
        kind = heading_kind(text[:text.find("(")].rstrip())
        if kind not in (None, "other"):
            return kind
    numbered = _NUMBERED.match(text) if text[:1] in _NUMBER_STARTS else None
    if numbered and len(text) < 80:     # ("2.1 Teaching": an outline's number, which strip_bullet also takes off)
        return _numbered_kind(text[numbered.end():].strip())
    if not text or is_bullet(text):
        return None
    lettered = _LETTERED.match(text)
    if lettered and len(text) < 80:     # "B. Positions, Scientific Appointments, and Honors" (an NIH biosketch)
        return classify_heading(text[lettered.end():]) or "other"
    if text.endswith(")") and "(" in text and _closes_at_end(text, text.find("(")) and (
            not (note := text[text.find("(") + 1:])[:1].isdigit()
            or is_caps(text[:text.find("(")]) and not re.match(r"(?:19|20)\d\d", note)):
        # (a count in a heading's note in capitals: "SELECTED REFEREED PUBLICATIONS (118 total; * = advisee)")
        bare = text[:text.find("(")].rstrip()       # ("Preprints and publications (see also X; [1]-[7] (pdf))")
        if bare and len(bare.split()) <= 5 and bare[-1:].isalpha() and (is_caps(bare) or classify_heading(bare)):
            # "GRADUATE STUDENTS SUPERVISED (current position in brackets, as of Jan. 2025)": a note on the heading
            kind = heading_kind(bare)
            if kind not in (None, "other"):
                return kind
    if text.count("(") > text.count(")") and (bare := text[:text.find("(")].rstrip()) and is_caps(bare) \
            and len(bare.split()) <= 4 and (kind := classify_heading(bare)):
        return kind     # "PUBLICATIONS    (* corresponding author; students ... underlined in" / "original)": its note wraps
    if len(text) > 80:      # a paragraph ending "... Those who went on include:" announces the list below it
        return _announced_kind(text) if len(text) < 300 and text[-1] == ":" and _ANNOUNCE.search(text) else None
    if text.startswith("#") and not (re.match(r"#\s*\|", text) and _PEOPLE_COLUMN.search(text)):
        return classify_heading(text) or "other"        # (not "# | Student | Thesis | Year": a students table's header)
    if _ANNOUNCE.search(text) and len(text) < 200:
        return _announced_kind(text)
    if " / " in text and len(text) < 90 and text.count(" / ") == 1 and " | " not in text \
            and not _LEVELS_AND_HONOURS.match(text):       # (not a table's header row, nor "MA / Honours")
        # a bilingual heading: "Alunos & membros do LabSisC / Students & LabSisC members"
        kinds = [heading_kind(part) for part in text.split(" / ")]
        found = next((k for k in kinds if k not in (None, "other")), None)
        if found:
            return found
    archive = _ARCHIVE.match(text) if ": " in text and len(text) < 70 else None
    if archive:
        # a blog's archive page: "Category: Lab News" (a card's "Topic: thin films for memory" is a line of it)
        return heading_kind(archive.group(1)) or (None if text[:5].lower() == "topic" else "other")
    subtitled = _subtitled_kind(text) if ": " in text and len(text) < 70 else None
    if subtitled:
        return subtitled                # "Lab alumni: where are they now?"
    if "," in text and len(text) < 60 and (when := _PAST_AND_PRESENT.search(text)):
        kind = heading_kind(text[:when.start()])
        if kind not in (None, "other"):
            return kind         # "Trainees, past and present", "Lab members, current and former"
    if ("," in text or " & " in text) and len(text) < 70 and not re.search(r"\s[—–|-]\s|\d", text):
        # ("Engineers & technical staff": two kinds of people, each a heading's words)
        parts = [p for p in re.split(r"\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+", text.rstrip(": ")) if p]
        if len(parts) >= 2 and all(classify_heading(p) for p in parts):
            # "FELLOWSHIPS, HONORS AND AWARDS", "Teaching, Mentoring and Outreach" (or parts of one kind alone:
            # "Engineers & technical staff")
            kinds = {classify_heading(p) for p in parts}
            return classify_heading(text) or (kinds.pop() if len(kinds) == 1 else None)
    if len(text) < 50 and not re.search(r"\d", text) and (both := re.fullmatch(r"([^—–]{3,30}?)\s+[—–]\s+([^—–]{3,30})", text)) \
            and classify_heading(both.group(1)) and classify_heading(both.group(2)) not in (None, "other"):
        return classify_heading(both.group(2))      # "Mentoring – Trainees": a heading and its part, both heading words
    if text.endswith("?") and (subtitle := re.match(r"(.{3,40}?)\s+[—–-]\s+(.{3,40})$", text)) \
            and _PROGRAM_PEOPLE.fullmatch(subtitle.group(2)) and classify_heading(subtitle.group(1)) == "students":
        return "students"               # "Former trainees — where are they now?"
    if "," in text and len(text) < 80 and (at := _SECTION_AT.fullmatch(text)) and len(at.group(1).split()) >= 2 \
            and not ROLE.search(at.group(1)) and not _ORGLIKE.search(at.group(1)) \
            and (kind := classify_heading(at.group(1))) in ("students", "teaching", "service"):
        return kind     # "DOCTORAL ADVISING, DUKE UNIVERSITY": a section, and where its work was done
    core = re.sub(r"\s*\((?:19|20)\d\d[^()]*\)\s*$", "", text) if text.endswith(")") else text
    if len(text) < 90 and (titled := _NAME_THEN_KIND.match(text)) and looks_like_name(clean_name(titled.group(1))):
        # "Prof. Hideaki Sakuragi – brief CV", "Dr. Ana Ruiz — Biography": a person's own part of the page
        return classify_heading(titled.group(2))
    if re.search(r"\s[—–|-]\s|,", core if 0 < len(core.split()) <= 3 else text):
        # ("Teaching (2024 – 2025)": the dash is the note's; "ERC Grant holder (2021 – 2026)" is a line of a card)
        return _titled_kind(text)       # "Google — Software Engineer": an entry, not a heading
    text = re.sub(r"\s*\([^)]*\)\s*$", "", text) or text       # "Selected Publications (2020–2023)"
    dated = _YEARS_AFTER.search(text) if text[-1:].isdigit() or text[-1:] in "–-" else None
    if dated and (kind := _years_heading_kind(text[:dated.start()])):
        return kind                     # "Selected publications 2024", "Talks 2019–2023"
    if len(text) < 60 and text[:1].isupper() and _SPONSORS.fullmatch(text.rstrip(": ")):
        return "other"      # "Our research is supported by" over its funders' names: no list of people or works
    if " as " in text and len(text) < 90 and (cut := _SUPERVISED_AS.fullmatch(text)) \
            and heading_kind(cut.group(1)) == "students":
        return "students"   # "Ph.D. dissertations supervised as chair or co-chair": a list's heading and the owner's role
    words = text.split()
    if _ORGLIKE.search(text):
        return None
    if len(words) > 6 and len(words) <= 10 and is_caps(text) and not re.search(r"[.,;!?:]|\d", text) \
            and (kind := classify_heading(words[0])) and words[0].lower() in _HEADING_NOUNS:
        return kind             # "PUBLICATIONS PRODUCED AS A RESULT OF THIS RESEARCH": a long heading in capitals
    if len(words) <= 9 and _PUBLISHED_IN.match(text) and not re.search(r"[.;!?]$|\d{4}|@|https?:", text):
        return "publications"   # "Full articles published in periodicals", "Complete works published in proceedings"
    if len(words) <= 5 and _PROGRAM_PEOPLE.fullmatch(text):
        return "students"       # "Summer 2024 Participants", "Where are they now?" (a year or a question mark in it)
    if len(words) <= 8 and text[:1] in "DdPpTt" and _DEGREES_DONE.match(text) and not re.search(r"[.;!?]$", text):
        return "students"       # "Doctorates completed at TU Braunschweig (Junior Professorship ...)": where, after

    if len(words) <= 6 and text[:1] in "Ww" and (greeted := _WELCOME_NEW.fullmatch(text)):
        return heading_kind(greeted.group(1))   # "Welcome to our new faculty": a news item's list of newcomers
    if len(words) <= 6 and text[:1] in "OoTt" and (cohort := _OUR_YEAR.fullmatch(text)) \
            and (listed := heading_kind(cohort.group(1))) in ("students", "awards", "publications"):
        return listed       # "Our 2024 PhD graduates", "The 2023 awards": a year's list
    if len(words) > 6 or re.search(r"[.,;!?]$|\d{4}|@|https?:|:\s+\S", text):
        return None
    kind = classify_heading(text)
    if kind and (len(words) <= 4 or words[-1].lower() in _HEADING_NOUNS and words[0][:1].isupper()
                 and not _SENTENCE_WORDS.search(text)):
        return kind             # "Higher degree by research supervision": a longer heading, ending as headings do
    if kind == "publications" and len(words) <= 6 and _PAPERS_LEAD.match(text) and \
            not re.search(r"\b(?:is|are|was|were|am|has|have|had|I|she|he|we|they)\b", text, re.I):
        return kind             # "Recent papers from the lab", "Selected publications from our group"
    if kind == "students" and len(words) <= 6 and re.match(r"(?:our|the|lab|group)\s+(?:alumni|former members)\b", text, re.I) \
            and not re.search(r"[.,;:!?]|\b(?:is|are|was|were|will|have|has)\b", text):
        return kind             # "Our alumni around the world"
    lead = words[2] if len(words) > 3 and words[0].lower() == "list" and words[1] == "of" else \
        words[1] if len(words) > 2 and words[1].lower() in ("students", "scientists", "researchers") else words[0]
    # ("Graduate Students Based at the Station": a kind of people, then where)
    if kind and len(words) <= 6 and lead[:1].isupper() and lead.lower() in _HEADING_NOUNS and classify_heading(lead) == kind \
            and not _SENTENCE_WORDS.search(text) and not re.search(r"\b(?:you|your|wanted|welcome)\b", text, re.I):
        return kind             # "Publications arising from this thesis", "Publications liées à la thèse": led by it
    if is_caps(text) and len(text) > 3:
        return kind or "other"
    return None


# a proper name of a body, capitalised words and their particles: an employer's or a school's heading ("Met Office", "The
# University of Edinburgh", not a part's words "Industry / internships"), a card's group ("Freshwater Ecology")
PROPER_NAME = re.compile(r"(?:[A-ZÀ-Þ][\w&.'’\-]*)(?:,?\s+(?:[A-ZÀ-Þ][\w&.'’\-]*|of|the|for|and|at|in|de|du|des|la|le|"
                             r"der|für|di|del|y|&|[·—–-]|\([^()]{1,40}\))){0,12}")       # ("Staff Scientist · X (CRG)")
_WELCOME_NEW = re.compile(r"welcome\s+(?:to\s+)?(?:our\s+|the\s+)?(new\s+[^\d.,;:!?]{3,40}?)\W*", re.I)
_OUR_YEAR = re.compile(r"(?:our|the|this\s+year['’]s)\s+(?:19|20)\d\d\s+([^\d.,;:!?]{3,50})", re.I)
_DEGREES_DONE = re.compile(r"(?:doctorates|ph\.?\s?d\.?s|theses|dissertations)\s+(?:completed|supervised|defended)\b", re.I)
# a heading's closing words on when its people were there: "Trainees, past and present"
_PAST_AND_PRESENT = re.compile(r",\s*(?:past|present|current|former)\s+(?:and|&)\s+(?:past|present|current|former)$", re.I)
_SUPERVISED_AS = re.compile(r"(.{6,60}?\b(?:supervised|advised|directed|chaired|mentored|examined))\s+as\s+"
                            r"(?:an?\s+)?[\w\-/ ]{3,40}", re.I)
_PAPERS_LEAD = re.compile(r"(?:(?:recent|selected|key|latest|our|group|lab|joint|co-?authored)\s+)*"
                         r"(?:papers|publications|articles|preprints)\s+(?:with|by|from|of)\s", re.I)
_PROGRAM_PEOPLE = re.compile(r"(?:(?:our|current|past|summer|program|programme|reu|(?:19|20)\d\d)\s+){0,3}participants|"
                             r"(?:meet\s+)?(?:the\s+|our\s+)?(?:(?:19|20)\d\d\s+)?cohort|where are they now\??", re.I)


def _closes_at_end(text: str, start: int) -> bool:
    """Whether the bracket opened at ``start`` closes at the text's end (one note, brackets inside it allowed)."""
    depth = 0
    for k in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[k], 0)
        if depth == 0:
            return k == len(text) - 1
    return False


_HEADING_MARKS = frozenset("■□◆◇")
# a works heading that says where they appeared: "Articles published in refereed journals", "Papers presented at
# conferences", "Abstracts published in proceedings of congresses"
_PUBLISHED_IN = re.compile(r"(?:[A-Z][\w\-]*\s+){0,3}(?:articles|papers|works|abstracts|chapters|books|texts)\s+"
                           r"(?:published|accepted|presented|appearing)\s+(?:in|at)\s", re.I)
# a table's labelled row, as a record page shows it: "Award Instrument: | Standard Grant", "dc.title | X"
LABEL_CELL = re.compile(r"[^|:]{2,60}:\s*\|\s*\S|dc\.[a-z.]+\s*\|", re.I)
_ARCHIVE = re.compile(r"^(?:category|archives?|tag|topic)\s*:\s*(\S.*)$", re.I)
_PORTAL_TYPE = re.compile(r"^\s*(?:Research output|Student thesis|Prize|Activity|Project|Press/Media)\s*:")
_SENTENCE_WORDS = re.compile(r"\b(?:is|are|was|were|am|has|have|had|I|she|he|we|they|my|our|his|her|their)\b", re.I)
_HEADING_NOUNS = frozenset("supervision publications students awards honours honors grants experience appointments "
                           "education positions service teaching software talks presentations theses dissertations "
                           "mentoring qualifications candidates papers articles scientists groups members completions "
                           "researchers leaders".split())
_WORK_TYPE = re.compile(r"(?:(?:RESEARCH|SHORT|REVIEW|EXTENDED|SURVEY|POSITION)[- ])?(?:ARTICLE|PAPER|ABSTRACT)|"
                        r"DEMONSTRATION|POSTER|EDITORIAL|TUTORIAL|CHAPTER|PANEL|KEYNOTE|WORKSHOP|PROCEEDING")
# A numbered heading: "A.1 Academic background", "C.2 Supervised theses", "2.3 Publications", "Part B. SUMMARY OF
# MERITS", "Section 4: Teaching", "IV. AWARDS" (a list's "1. Title" is an item, not this)
_NUMBERED = re.compile(r"(?:(?:Part|Section|Chapter)\s+(?:[A-Z]|\d{1,2}|[IVX]{1,4})[.:]?|(?:[A-Z]|\d{1,2})(?:\.\d{1,2})+\.?|"
                       r"[IVX]{1,4}\.)\s+(?=[A-Z])")
_NUMBERED_WORDS = re.compile(r"\d{1,2}\.\s+([A-Z][a-z]+(?:\s+(?:and\s+|&\s+)?[a-zA-Z][a-z]+(?:['’]s)?){0,3})\s*:?$")
_NUMBERED_CAPS = re.compile(r"\d{1,2}[.)]\s+((?:[^\W\d_]|[ /&,'’()–—-]){3,100})$")
_NUMBER_STARTS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


_YEARS_AFTER = re.compile(r"\s+(?:(?:in|en|em|im|since|depuis|seit)\s+)?(?:19|20)\d\d(?:\s*[-–—]\s*(?:(?:19|20)\d\d|present|now|today)?)?$", re.I)


_THESES_WORD = re.compile(r"\b(?:theses|dissertations|thesis projects)\b", re.I)


def _theses_title(body: list[Line]) -> str | None:
    """A page's title that says it lists theses ("Defended theses – Computer Science (MSc)", a line of its own in
    the page's top, no sentence nor a breadcrumb's "Home » Studies » Defended theses"), or None."""
    for line in body:
        text = line.text.strip()
        if 8 <= len(text) <= 80 and not text.endswith((".", ",", ";")) and _THESES_WORD.search(text) \
                and not re.search(r"[»›>|/]", text) \
                and classify_heading(re.split(r"\s+[–—-]\s+", text)[0]) == "students":
            return text
    return None


def _years_heading_kind(words: str) -> str | None:
    """The kind of a heading before its years ("Publications 2024"): a known kind named by a plural heading noun,
    not an entry ("Best Paper Award 2020")."""
    last = words.split()[-1].lower() if words.split() else ""
    # ("Doctoral theses defended 2009–2024": a list's noun and what was done)
    return classify_heading(words) if (last in _HEADING_NOUNS or last in _DONE_WORDS) and len(words.split()) <= 5 \
        else None


_DONE_WORDS = frozenset({"defended", "supervised", "directed", "awarded", "advised", "completed", "soutenues", "soutenus",
                         "defendidas", "defendidos"})


def _numbered_kind(rest: str) -> str | None:
    """The kind a numbered heading's words name; "other" for a heading that names none (capitals, or a few words
    without a sentence's ending); None for the start of a sentence."""
    rest = re.sub(r"\s*\([^)]*\)\s*$", "", rest) or rest      # "Publications (selected; * corresponding author)"
    dated = _YEARS_AFTER.search(rest)
    if dated and (kind := _years_heading_kind(rest[:dated.start()])):
        return kind                     # "6   Selected publications 2024"
    if len(rest.split()) > 8 or re.search(r"[.;!?]$|\d{4}|@|https?:|:\s+\S", rest):
        return None
    return classify_heading(rest) or ("other" if is_caps(rest) or len(rest.split()) <= 5 else None)
_PEOPLE_COLUMN = re.compile(r"\|\s*(?:students?|(?:full )?names?|scholars?|candidates?|öğrenci(?:ler)?)\s*(?:\||/)", re.I)
_LEVELS_AND_HONOURS = re.compile(_LEVELS_HONOURS + "$", re.I)
_LETTERED_PART = re.compile(r"[A-H]\.\t")
_LETTERED = re.compile(r"^[A-H]\.\s+(?=[A-Z][a-z]+(?:,?\s+(?:and\s+)?[A-Z][a-z]+){0,5}$|[A-Z]{3,}(?:\s+[A-Z]{2,}){0,4}$)")
_UNIT = re.compile(r"\b(?:department|school|faculty|institute|laborator\w*|lab|group|centre|center|division|program(?:me)?|team)\b|"
                   r"gruppe\b|institut|zentrum|universit", re.I)


def _subtitled_kind(text: str) -> str | None:
    """A heading and its subtitle that both name the same section ("Alumni: where are they now?");
    a label and its value ("Advisor: Jane Doe") are no heading."""
    left, right = (part.strip().rstrip("?") for part in text.split(": ", 1))
    if re.search(r"\d|@|https?:|[.:;|]", left + right) or len(left.split()) > 4 or len(right.split()) > 6:
        return None
    kind = classify_heading(right)
    return kind if kind is not None and classify_heading(left) == kind else None


def _titled_kind(text: str) -> str | None:
    """"Department of Economics — PhD Alumni Placement", "Publications — Jo Bell": a page title whose one side
    names a unit or a person and whose other side names a section."""
    parts = re.split(r"\s[—–|]\s", text)
    if len(parts) > 2 and "," not in text and len(text) <= 100 and len(parts[0].split()) <= 3 and \
            any(_UNIT.search(p) for p in parts[1:]) and classify_heading(parts[0].strip()) in _TITLE_KINDS:
        return classify_heading(parts[0].strip())       # "Publications | Bell Lab – Cell Biology"
    if len(parts) != 2 or "," in text or len(text) > 100:
        return None
    unit, words = parts
    if len(words.split()) <= 5 and _UNIT.search(unit) and not _UNIT.search(words):   # "Department of X — Placement"
        kind = classify_heading(words.strip())
        if kind in _TITLE_KINDS:
            return kind
    if len(words.split()) <= 3 and re.search(r"\b(?:series|colloquium|seminars?|lectures)$", unit.strip(), re.I) \
            and classify_heading(words.strip()) == "talks":
        return "talks"                  # "CIT Seminar Series – invited talks"
    if len(unit.split()) <= 5 and _LEVELS_AFTER.match(words.strip()) and (kind := classify_heading(unit.strip())) == "students":
        return kind         # "Research Students Supervised – PhD and MS/M.Phil (CUI Abbottabad)": the levels after it
    words, person = parts                                      # the person last: "Publications — Jo Bell"
    if len(words.split()) <= 3 and looks_like_name(clean_name(person)) and not _UNIT.search(person) \
            and not _ONE_ROLE.search(words.strip()):     # ("Daily supervisor | dr. L. Nunes": a record's row)
        kind = classify_heading(words.strip())
        if kind in _TITLE_KINDS:
            return kind
    return None


_LEVELS_AFTER = re.compile(r"(?:ph\.?\s?d|d\.?\s?phil|m\.?\s?phil|m\.?\s?sc|m\.?\s?s|m\.?\s?a|b\.?\s?sc|b\.?\s?s|master['’]?s?|"
                           r"doctoral|undergraduate|graduate|postdoc\w*)\b", re.I)
_ONE_ROLE = re.compile(r"\b(?:(?:co-?)?(?:supervisor|advisor|adviser|promotor|mentor)|candidate|student|director|"
                       r"coordinator|chair)$", re.I)
_TITLE_KINDS = frozenset({"students", "publications", "awards", "education", "about", "news", "teaching", "talks"})


def _announced_kind(text: str) -> str | None:
    """The kind a sentence announcing a list names, read in its words before a relative clause ("Other lab papers
    that use these tools:" announces papers)."""
    low = re.split(r"\s(?:that|which|who|whose|using|built on|based on)\s", text.lower(), maxsplit=1)[0]
    for kind, words in (("students", ("student", "supervis", "advis", "mentor")),
                        ("software", ("software", "open-source", "open source", "tools", "librar")),
                        ("publications", ("paper", "publication", "article")),
                        ("awards", ("award", "honour", "honor", "prize"))):
        if any(w in low for w in words):
            return kind
    return None


# "Ph.D. STUDENTS SUPERVISED", "PhD ADVISING", "MSc THESES": degrees keep their own case in a heading of capitals
_DEGREE_ABBR = re.compile(r"\b(?:Ph|Sc|Eng|Phil|Ed)\.|\b(?:PhD|DPhil|MPhil|MSc|MRes|MEng|BSc|BEng|EdD|MBA)s?\b")


def is_caps(text: str) -> bool:
    """Whether a line is written in capitals; degree abbreviations keep their case ("Ph.D. STUDENTS SUPERVISED")."""
    return text.isupper() or bool(_DEGREE_ABBR.search(text)) and _DEGREE_ABBR.sub("", text).isupper()


_SUPERVISED_HEADING = re.compile(r"supervis|advis|mentor|direct|ph\.?\s?d|doctora|master|graduate", re.I)


def _caps_heading(text: str) -> bool:
    """Whether a heading is written in capitals, but for a note in brackets ("SELECTED PUBLICATIONS (of 48)")."""
    return is_caps(text) or ("(" in text or text.endswith("]")) and is_caps(_BRACKETED.sub("", text))


_BRACKETED = re.compile(r"\s*\([^()]*\)|\s*\[[^\[\]]{1,30}\]$")      # (and a link's label: "[Full list »]")


def _caps_style(lines: tuple[Line, ...]) -> bool:
    """Whether the document writes its headings in capitals (then only those count)."""
    caps = [i for i, ln in enumerate(lines) if heading_kind(ln.text) not in (None, "other") and is_caps(ln.text.strip())
            and not any(0 <= k < len(lines) and lines[k].text.strip() and is_caps(lines[k].text.strip()) for k in (i - 1, i + 1))]
    # (a bar of links in capitals, one under another, "ABOUT" / "MEMBERSHIP" / "RESOURCES": a site's menu, no headings)
    return len(caps) >= 3


def menu_lines(lines: tuple[Line, ...]) -> set[int]:
    """The places of a site menu's lines: four or more short lines one under another, three or more of them
    headings' words ("Bio" / "Research" / "Students" / "Publications" / "Software"), links to the page's sections
    and no headings of its own."""
    out: set[int] = set()
    run: list[int] = []
    for i in range(len(lines) + 1):
        text = lines[i].text if i < len(lines) else ""
        # (a menu's words flush left, no dates, no colons: not a list's "Ph.D. course" / "Park Ji-hoon (2020.03–)")
        item = bool(text.strip()) and text == text.lstrip() and len(text.split()) <= 4 and not text.startswith("#") \
            and text[:1].isalpha() and not re.search(r"\d|:\s*$|\t", text)
        if item and (not run or lines[i].number == lines[run[-1]].number + 1):
            run.append(i)
            continue
        kinds = [heading_kind(lines[k].text) is not None for k in run] if len(run) >= 4 else []
        # (three headings' words in a row, none over a line of its own: not a CV's "EDUCATION" / "x" / "PUBLICATIONS")
        if kinds and 2 * sum(kinds) >= len(run) and "111" in "".join("1" if k else "0" for k in kinds):
            out.update(run)
        elif kinds and any(kinds) and run[0] <= 2 and len(run) >= 5 \
                and not any(k and is_caps(lines[i].text.strip()) for k, i in zip(kinds, run)):
            # (not a terse CV's "EDUCATION" / "x" / "PUBLICATIONS" / "y": its headings in capitals)
            out.update(run)     # a site's bar of links copied first: "dblp" / "Blog" / "Statistics" / "Update feed" / ...
        run = [i] if item else []
    return out


# a year's honours students, on a group's page ("Honours 2025"), not its awards
_HONOURS_YEAR = re.compile(r"^\W*honou?rs\s+(?:class\s+of\s+)?(?:19|20)\d\d(?:\s*[–/-]\s*\d{2,4})?\W*$", re.I)


_LABEL_VALUE = re.compile(r"^[A-Za-z][\w ]{0,30}:\s+\S")


# a story's paragraph that counts the students someone supervised, over a list of some of them
_SUPERVISED_MANY = re.compile(r"\b(?:supervised|advised|mentored|trained|graduated|guided)\s+(?:more\s+than\s+|over\s+|some\s+|"
                              r"nearly\s+|almost\s+|about\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a\s+dozen|dozens\s+of)\s+"
                              r"(?:doctoral|ph\.?\s?d\.?|graduate|master['’]?s|postdoctoral)\s+(?:students|candidates|researchers|fellows)\b",
                              re.I)


_TENURE_DATES = re.compile(r"(?:19|20)\d\d\s*[-–]\s*[\w ]{0,20}?\s+·\s+(?:(?:less than a|\d+)\s+(?:yrs?|mos?)\s*)+$")
# a professional network's kinds of employment ("ETH Zürich · Full-time", "Microsoft Research · Internship")
EMPLOYMENT_KINDS = "Full-time|Part-time|Internship|Contract|Self-employed|Freelance|Apprenticeship|Seasonal|Temporary|Permanent"
_EMPLOYMENT_KIND = re.compile(rf"\s·\s(?:{EMPLOYMENT_KINDS})\b", re.I)


# a table of a group's members: "| Name | Position | Funding |"
_STAFF_TABLE = re.compile(r"^\|?\s*(?:name|member|person|staff member)\s*\|\s*(?:position|role|status|title|category|"
                          r"function|post)\s*\|", re.I)


# a member's role in a thesis's committee, on a line of its own under their name and post: an advisor's ("Dissertation
# Co-Advisor"; the supervision reader takes the advisors from it) or another member's ("Chair of Committee")
CARD_ADVISOR = re.compile(r"(?:(?P<kind>dissertation|thesis|doctoral|research|academic|graduate|major|primary|principal|"
                          r"main)\s+)?(?P<co>co-?)?(?:advis[oe]r|supervisor|promot[eo]r|mentor)(?:\s+and\s+[^,;]{3,30})?", re.I)
_CARD_ROLE = re.compile(CARD_ADVISOR.pattern + r"|(?:chair|co-?chair|member)\s+of\s+(?:the\s+)?(?:doctoral\s+|thesis\s+|"
                        r"dissertation\s+)?committee|(?:committee|outside(?:\s+unit)?|external|special|internal)\s+"
                        r"(?:member|chair|examiner)", re.I)


def _card_line(lines: tuple[Line, ...], i: int) -> bool:
    """Whether line ``i`` is one of a card's lines: right under a person's name, or under the name's one to three
    lines (its post), no blank line between."""
    for k in range(i - 1, max(i - 5, -1), -1):
        text = lines[k].text.strip()
        if not text or len(text) > 120:
            return False
        if is_name_line(text):
            return True
    return False


def split_sections(doc: Document) -> list[Section]:
    """Return the document's sections in order; text before any heading is "top".

    Headings that only refine the one above (e.g. "Research Awards" under
    "Service and Awards") keep the outer kind when they name no kind of their own.
    A short line right under a person's name is that person's role, not a heading.
    """
    lines = _without_page_headers(doc.lines) if "age " in doc.text else doc.lines
    lines = _without_numbered_headers(lines) if "    " in doc.text else lines
    read = lines
    lines = _label_column(lines) if "   " in doc.text else lines
    # a label column's labels, made headings (their values, indented, stay as they are)
    labels = {ln for ln in set(lines) - set(read) if ln.text[:1] != " "} if lines is not read else set()
    caps_only = _caps_style(lines)
    sections: list[Section] = []
    kind, heading, body = "top", "", []
    recent: list[str] = []      # the last three non-blank lines ("" for a heading)
    outline: dict[int, str] = {}    # the kind of the last Markdown heading of each level above the line
    titles: dict[int, str] = {}     # (and its words)
    kind_title: str | None = None   # a sub-heading's title with its parent's, for the section about to start
    chained = False             # whether that title is the parent's and its own ("PhD theses — Completed")
    entry = False               # whether the lines are a person's, under their name as a heading
    cards = None                # a people section's kind and heading while one card's "Selected publications:" runs
    staff_table = None          # the kind and heading of the section a table of members stands in, while it runs
    person_part = None          # the kind and heading of a list of people that one person's CV interrupts
    head_indent: int | None = None      # how far the heading of the section (of its kind) is indented
    dates, headlines = _dated_items(lines) if "\n" in doc.text else (set(), set())
    menu = menu_lines(lines)
    papers = _paper_years(lines) if "\n20" in doc.text or "\n19" in doc.text else set()
    for i, line in enumerate(lines):
        stripped = line.text.strip()
        if i in dates and kind not in ("news", "publications"):     # (not a registry's works: "2023-05-12 | Preprint")
            # a news page's items, each a date over its headline ("12 December 2024" / "Dr Deshpande!" / text):
            # the list is news, its headlines no sections ("Welcome Jonas", "Alumni news")
            if body or heading:
                sections.append(Section(doc.path, kind, heading, tuple(body)))
            kind, heading, body = "news", "", []
        if "age" in stripped[-16:].lower():
            if _RUNNING_FOOTER.search(stripped):   # a PDF's running footer ("J. Roe – CV – May 2024   Page 2 of 5")
                body.append(Line(line.number, ""))
                continue
        new_kind = heading_kind(line.text) if (i not in headlines or kind != "news") and i not in menu else None
        if new_kind is None and kind in ("top", "other", "about") and i in papers:
            new_kind = "publications"   # an index of papers by year: "2024" over "Title" / "A B | C D  ACL"
        elif new_kind == "other" and kind == "publications" and papers and len(stripped.split()) <= 3 and i \
                and lines[i - 1].text.strip():
            new_kind = None             # such an entry's venue under its authors ("EMNLP"): a line of it
        if new_kind is not None and new_kind == kind and ": " in stripped[:40] and not stripped.endswith(":") \
                and _LABEL_VALUE.match(stripped):
            new_kind = None         # "Grant type: Marie Skłodowska-Curie Individual Fellowship" under "Funding": a field
        if new_kind is None and len(stripped) > 60 and ("students" in stripped or "candidates" in stripped
                                                         or "researchers" in stripped or "fellows" in stripped) \
                and _SUPERVISED_MANY.search(stripped) and is_bullet(_next_text(lines, i)):
            new_kind = "students"   # "Over his career he supervised 41 doctoral students. Many now ..." over a list of them
        if new_kind is not None and " · " in _next_text(lines, i) and (_EMPLOYMENT_KIND.search(_next_text(lines, i))
                                                                    or _TENURE_DATES.search(_next_text(lines, i))):
            new_kind = None         # "Research Intern" over "Microsoft Research · Internship" or over "Jan 2021 - Feb 2022
            # · 1 yr 2 mos": a role, no heading (as is "Internship" over such dates)
        if new_kind == "students" and stripped[-9:].lower() == "directory" and i and lines[i - 1].text.strip():
            new_kind = None         # "Graduate Programs" / "Faculty Directory": a list of links, the last a directory's
        if new_kind == "interests" and DATED_ITEM.match(strip_bullet(_next_text(lines, i))):
            new_kind = "news"       # "Topics" over "2025.04.07 – Welcome to our new members!": a lab's news
        if new_kind is not None and kind == "news" and ITEM_DATE.match(_next_text(lines, i)):
            new_kind = None         # a news item's headline over its date ("Two colleagues honoured" / "3.3.2024")
        if new_kind == "positions" and kind == "students" and _SECTOR_HEADING.fullmatch(stripped):
            new_kind = "students"   # an alumni page's sectors ("Academia" / "Industry" / "Government"): its people still
        if new_kind == "students" and _FACULTY_HEADING.match(stripped) and not _faculty_list(lines, i) \
                and not (_LEADER_HEADING.search(heading) and _ENTRY.match(_next_text(lines, i))):
            new_kind = None         # over a lab leader's card "Faculty" is no list: the card stays where it is
            # (under the leader's own section, "## Faculty" over "Dr. A – Assistant Professor" is the next card's)
        if new_kind is None and stripped and len(stripped) < 90 and _setext_level(lines, i) and \
                (re.fullmatch(r"(?:19|20)\d\d", stripped) or i and RULE.fullmatch(lines[i - 1].text.strip())):
            # a plain-text heading underlined ("2024" / "----"), or a banner between two rules ("=====" /
            # "DOCTORAL THESES IN ASTRONOMY, 2010 - 2024" / "=====")
            new_kind = heading_kind(_BANNER_YEARS.sub("", stripped)) or "other"
            if new_kind == "other" and kind == "top" and YEAR_ALONE.fullmatch(stripped) and (title := _theses_title(body)):
                # "Defended theses – Computer Science (MSc)" over the page's "2024" banners: each year's theses (the
                # next banners are that list's parts, as any year under a list of students is)
                new_kind, kind_title = "students", f"{title} — {stripped}"
        if new_kind is not None and not stripped.startswith("#"):
            if caps_only and not (is_caps(stripped) or new_kind != "other" and (
                    _caps_heading(stripped) or is_caps(stripped.split("(")[0].strip()))) \
                    and not _ANNOUNCE.search(stripped) and line not in labels \
                    and not (new_kind != "other" and _LETTERED_PART.match(stripped)) \
                    and not (kind == new_kind == "students" and i and not lines[i - 1].text.strip()
                             and not (_caps_heading(heading) and _SUPERVISED_HEADING.search(heading))):
                # (a CV's capitals name its sections; a lettered part of known words is one too: "B.<tab>Dissertation
                # Committee Member" under "VIII.<tab>MENTORSHIP"; and a lab's list of people's parts under its
                # capitals: "PEOPLE" / ... / "Graduate students" after a blank line, and the parts after it; but not a
                # CV's "DOCTORAL SUPERVISION" / "As primary supervisor": the list's roles)
                new_kind = None
            elif len(stripped) < 80 and (ROLE.search(stripped) or _ADVISED_BY.search(stripped)) \
                    and recent and (is_name_line(re.split(r"\s[–—]\s", strip_bullet(recent[-1]))[0])
                                    or len(recent) > 1 and is_name_line(recent[-2])
                                    and (ROLE.search(recent[-1]) or _ADVISED_BY.search(recent[-1]))):
                new_kind = None     # a person's card: "Ana Ruiz" / "3rd year PhD student" / "co-advised by X"
                # (the name right above, or above its role: not "Lena Vogel, M.Sc." / "Ahmet Yılmaz, M.Sc. (...)"
                # / "Student assistants")
            elif len(stripped) < 60 and _CARD_ROLE.fullmatch(stripped) and _card_line(lines, i):
                new_kind = None     # a committee page's card: "Jo Bell" / "Professor of X" / "Dissertation Advisor" /
                # "Chair of Committee": the member's roles, no headings
            elif kind == "students" and new_kind != "students" and is_name_line(stripped) \
                    and ROLE.search(_next_text(lines, i)):
                new_kind = None     # "Olivia Grant" / "MSR student": a member of the lab, not a list of grants
            elif new_kind == "students" and kind in ("education", "positions") and _OWN_POSTDOC.match(stripped):
                new_kind = kind     # "Pós-doutorado (Post-doctorate)" in a CV's education: the owner's own
            elif kind == "students" and ADVISOR_ROLE.match(stripped) and i and is_bullet(lines[i - 1].text):
                new_kind = None     # "• Doctor Philosophy — A: Title" / "Principal Advisor": the owner's role in it
        if new_kind not in (None, kind) and head_indent == 0 and kind not in ("top", "other", "about") \
                and line.text.startswith("    ") and not stripped.startswith("#"):
            new_kind = kind         # under a heading flush left, an indented one is a part of its section ("Refereed
            # Publications" / "    Student-led (†)"), and an entry's line no heading ("    First Class Honours")
            kind_title = f"{heading.split(' — ')[0]} — {stripped}" if heading else None     # (under its heading's words)
        if new_kind is None and cards and is_name_line(stripped) \
                and ROLE.search(post := re.split(r"[(;,]", _next_text(lines, i), maxsplit=1)[0]) and len(post) < 60:
            # "Dr. Ann Vos" / "Senior Lecturer" after the card above's "Selected publications:": the next card
            sections.append(Section(doc.path, kind, heading, tuple(body)))
            (kind, heading), body, cards = cards, [], None
        if stripped:
            recent = [*recent[-2:], stripped if new_kind is None else ""]
        if new_kind == "other" and kind == "students" and stripped[:1] == "#" \
                and is_name_line(re.sub(r"\s*\([^()]*\)$", "", stripped.strip("# "))):
            # "### Dr Lachlan O'Brien" over lines about him, in "## Postdocs": an entry of the list, its lines his
            body.append(Line(line.number, "- " + stripped.strip("# ")))
            entry = True
            continue
        if new_kind in (None, "other") and kind in ("education", "positions") and stripped[:1] == "#" and outline \
                and max(outline) < _md_level(stripped) and outline[max(outline)] == kind \
                and classify_heading(stripped) in (None, "other") and PROPER_NAME.fullmatch(stripped.strip("# ")):
            # "## Education" / "### The University of Edinburgh" / "Master of Science - MSc, ...": a sub-heading of
            # no kind of its own under a CV's education or experience is an entry's first line, its school or employer
            body.append(Line(line.number, stripped.strip("# ")))
            continue
        if new_kind is not None:
            entry, staff_table = False, None
            if body or heading:
                sections.append(Section(doc.path, kind, heading, tuple(body)))
            level = _md_level(stripped) or _setext_level(lines, i)
            above = [lvl for lvl in outline if lvl < level]
            # ("Acknowledgements", "Data availability": a heading of its own, no part of the one above)
            named = new_kind == "other" and classify_heading(stripped) == "other"
            if new_kind == "other" and level and above and not named:
                # a Markdown heading is a part of the nearest heading of a higher level: "## Installing" under
                # "# Software", "## 2024" under "# Publications"; under a title of no kind ("# Lab — Year in
                # Review") it is a section of its own, not a part of its peer above ("## Software releases")
                parent = outline[max(above)]
                new_kind = parent if parent not in ("top", "about", "other") else "other"
                if new_kind == "students" and titles.get(max(above)) and _UNIT_HEADING.match(stripped.strip("# ")):
                    # "# Ph.D. students supervised" / "## University of Warwick": the students there, at that level
                    kind_title = f"{titles[max(above)]} — {stripped.strip('# ')}"
                elif (new_kind == "students" and titles.get(max(above)) or new_kind == "publications"
                      and re.search(r"th[eè]s[ie]s|dissertations", titles.get(max(above), ""), re.I)) \
                        and (re.fullmatch(r"(?:19|20)\d\d", stripped.strip("# ")) or new_kind == "publications"
                             and _THESIS_STATE.fullmatch(stripped.strip("# *_:"))):
                    # "# PhD theses" / "## 2024": that year's theses, still a list of theses (as "PhD graduates" /
                    # "2024" that year's graduates); "## In progress", "## Completed" / "### 2024" likewise
                    kind_title = f"{titles[max(above)]} — {stripped.strip('# ')}"
                    chained = True
            elif new_kind == "other" and not named and kind not in ("top", "about") and not caps_only and \
                    not (stripped[:1] in _NUMBER_STARTS and _NUMBERED.match(stripped)):
                new_kind = kind         # a sub-heading of the section above (in a CV of capitals, or numbered, a peer)
                if kind == "students" and heading and re.fullmatch(r"(?:19|20)\d\d", stripped):
                    kind_title = f"{heading.split(' — ')[0]} — {stripped}"    # "PhD graduates" / "2024" / "----"
            elif new_kind == kind == "students" and not level and outline and outline[max(outline)] == "students" \
                    and _PAST_TITLE.search(titles.get(max(outline), "")) and not _PRESENT_TITLE.search(stripped):
                # "## Alumni" / "**Postdocs**" (bold, no heading of Markdown's): the alumni who were postdocs
                kind_title = f"{titles[max(outline)]} — {stripped}"
            elif new_kind == kind == "students" and heading and _STATE_ALONE.fullmatch(stripped.strip("#*_ :")):
                # "PH.D. STUDENTS" / "  Current" / ... / "  Graduated": the graduated PhD students, at the level above
                kind_title = f"{heading.split(' — ')[0]} — {stripped.strip('#*_ :')}"
            elif new_kind == "publications" and kind == "students" and _STUDENT_THESES.match(stripped):
                new_kind = kind         # "PhD theses" under "Supervised theses": the students' theses
            elif new_kind == "awards" and kind == "students" and _HONOURS_YEAR.match(stripped):
                new_kind = kind         # "Honours 2025" among a group's students: that year's honours students
            cards = (kind, heading) if kind == "students" and new_kind == "publications" and stripped.endswith(":") \
                else cards if new_kind == "publications" and cards else None
            if new_kind != kind or head_indent != 0:
                head_indent = len(line.text) - len(line.text.lstrip(" "))
            # ("Staff" / ... / "Prof. Hideaki Sakuragi – brief CV": his own lines, till the list's next person)
            person_part = (kind, heading) if kind == "students" and _NAME_THEN_KIND.match(stripped) else None
            kind, heading, body = new_kind, kind_title or line.text.strip(), []
            kind_title = None
            if level:
                outline = {lvl: k for lvl, k in outline.items() if lvl < level} | {level: new_kind}
                titles = {lvl: t for lvl, t in titles.items() if lvl < level} | \
                    {level: heading if chained else stripped.strip("# ")}
            chained = False
            continue
        if new_kind is None and person_part and stripped and i and not lines[i - 1].text.strip() and is_name_line(stripped):
            # "Assoc. Prof. Mayumi Ohtsuka" after a blank line: the list of people the CV above stood in goes on
            sections.append(Section(doc.path, kind, heading, tuple(body)))
            (kind, heading), body, person_part = person_part, [], None
        if new_kind is None and staff_table and stripped and "|" not in stripped:
            # the table's rows over: the section it stood in goes on
            sections.append(Section(doc.path, kind, heading, tuple(body)))
            (kind, heading), body, staff_table = staff_table, [], None
        elif new_kind is None and kind in ("top", "about", "other") and stripped[:1] in "|NnMmPpSs" \
                and _STAFF_TABLE.match(stripped):
            # "| Name | Position | Funding |" in a group's profile: a table of its members, read as a list of them
            if body or heading:
                sections.append(Section(doc.path, kind, heading, tuple(body)))
            staff_table, kind, body = (kind, heading), "students", []
        run_in = _RUN_IN.match(stripped) if "." in stripped[:16] else None
        if run_in and new_kind is None:
            # "Awards. NSF CAREER Award (2008). X Prize (2005).": a paragraph led by its heading in bold
            if body or heading:
                sections.append(Section(doc.path, kind, heading, tuple(body)))
            kind, heading = classify_heading(run_in.group(1)), run_in.group(1)
            # its items run on too, each closed by a year in brackets: "A (2008). B (2005)."
            body = [Line(line.number, item) for item in _RUN_ON_ITEMS.split(stripped[run_in.end():])]
            continue
        if entry:
            if stripped:
                body.append(Line(line.number, "  " + stripped))
            continue
        # a roster's dot leaders: "Eva Lind ........ 2nd year" reads "Eva Lind, 2nd year"
        body.append(Line(line.number, _DOT_LEADER.sub(", ", line.text) if "...." in line.text else line.text))
    sections.append(Section(doc.path, kind, heading, tuple(body)))
    sections = _titled_list(sections)
    sections = [_bibliography(s) for s in sections if any(ln.text.strip() for ln in s.lines) or s.heading]
    # "# Publications" / "Before CRG I was a postdoc with X ..." / "## 2025": the owner's words over the list (its
    # year headings the list's parts) introduce the owner, no work
    return [replace(s, kind="about") if s.kind == "publications" and i + 1 < len(sections)
            and sections[i + 1].kind == "publications" and _spoken(s) else s for i, s in enumerate(sections)]


_SPEAKS = re.compile(r"\bI\s+[a-z]{2,}|\bI[’']m\b|\b[Mm]y\s+[a-z]")      # (not an author's initial: "Okonkwo, I. C.")


def _spoken(section: Section) -> bool:
    """Whether a section is a few lines of prose in the first person (and no references)."""
    lines = [ln.text for ln in section.lines if ln.text.strip()]
    # (a paper's "Abstract: ... I show that ..." under its title speaks of the paper)
    return 0 < len(lines) <= 8 and any(len(t) > 60 and _SPEAKS.search(t) and not _ABSTRACT_LEAD.match(t) for t in lines)


_ABSTRACT_LEAD = re.compile(r"\s*(?:abstract|summary)\s*[:.]", re.I)


# A university's (or another institution's) name alone as a sub-heading of a list of students
# the state of a list's students, as its sub-headings and notes write it ("Graduated", "(completed)")
STATE_WORDS = r"(?:current|completed|former|past|graduated|finished|ongoing|in progress)"
_STATE_ALONE = re.compile(STATE_WORDS, re.I)
_PAST_TITLE = re.compile(r"\b(?:alumni|alumnae|former|past|graduated|ehemalige|anciens?)\b", re.I)
_PRESENT_TITLE = re.compile(r"\b(?:current|present|now|actuels?|aktuelle)\b", re.I)
_UNIT_HEADING = re.compile(r"(?:the\s+)?(?:[A-Z][\w.'’\-]*\s+){0,4}(?:University|Universit[àéä]t?|Universidad|Universidade|"
                           r"Institute|College|École|ETH|EPFL)\b[\w\s,.'’\-]{0,60}$")


def _dated_items(lines: tuple[Line, ...]) -> tuple[set[int], set[int]]:
    """A news list's items, each a date alone over a short headline: the places of their dates and of their
    headlines, when there are three items or more (else none)."""
    dates, headlines = set(), set()
    previous = None
    for i, line in enumerate(lines):
        text = line.text.strip()
        if not text:
            continue
        if previous is not None and len(text) < 100 and not text.endswith((".", ",", ";")) and ":" not in text[:20] \
                and not ITEM_DATE.match(text) and ITEM_DATE.match(lines[previous].text):
            dates.add(previous)
            headlines.add(i)
        previous = i
    return (dates, headlines) if len(dates) >= 3 else (set(), set())


YEAR_ALONE = re.compile(r"\s*(?:19|20)\d\d\s*")     # a year alone on its line ("2024" over a list's part)
_NAMES_SPLIT = re.compile(r"\s+\|\s+|,\s+(?:and\s+)?|;\s+|\s+and\s+")


def _paper_years(lines: tuple[Line, ...]) -> set[int]:
    """The places of a paper index's year lines: three years alone on their lines or more, and under at least two of
    them a title over a line of its authors ("Title" / "A B | C D | E F  ACL"), two names or more."""
    years = [i for i, ln in enumerate(lines) if YEAR_ALONE.fullmatch(ln.text)]
    if len(years) < 3:
        return set()
    papers = {i for i in years if _paper_below(lines, i)}
    return set(years) if len(papers) >= 2 else set()


def _paper_below(lines: tuple[Line, ...], i: int) -> bool:
    """Whether two of the next lines after line i (not blank) are a title and its authors (after an entry's buttons,
    "pdf", "bib", when the page shows them first)."""
    below = [ln.text.strip() for ln in lines[i + 1:i + 10] if ln.text.strip()][:4]
    for title, authors in zip(below, below[1:]):
        if YEAR_ALONE.fullmatch(title):
            return False
        if len(title.split()) < 3 or is_name_line(title) and len(title.split()) < 5:
            continue        # (a title in capitals may read as a name: "Parsing Historical Norwegian Legal Charters")
        parts = [p for p in _NAMES_SPLIT.split(authors) if p.strip()]
        # (the last name may run on into a venue: "Dafydd ap Rhys EMNLP")
        named = sum(1 for p in parts if looks_like_name(clean_name(p)) or looks_like_name(clean_name(p.rsplit(" ", 1)[0])))
        return len(parts) >= 2 and named >= 2 and named >= len(parts) - 1
    return False


_THESIS_STATE = re.compile(r"(?:in progress|ongoing|current|completed|defended|finished|past|recent)(?:\s+(?:theses|dissertations))?", re.I)
RULE = re.compile(r"([=\-~*_#])\1{2,}")      # a line of one mark repeated: a rule ("-----", "=====")
_BANNER_YEARS = re.compile(r",?\s*(?:19|20)\d\d(?:\s*[-–]\s*(?:(?:19|20)\d\d|present))?\s*$")


def _setext_level(lines: tuple[Line, ...], i: int) -> int:
    """The level of a heading underlined on the next line ("Students" / "======" is 1, "-----" 2), else 0."""
    below = lines[i + 1].text.strip() if i + 1 < len(lines) else ""
    return 1 if len(below) >= 3 and set(below) == {"="} else 2 if len(below) >= 3 and set(below) == {"-"} else 0


def _md_level(heading: str) -> int:
    """A Markdown heading's level ("## X" is 2), 0 for any other line."""
    return len(heading) - len(heading.lstrip("#")) if heading.startswith("#") else 0


_REFERENCE_LIKE = re.compile(r"[“\"]|\((?:19|20)\d\d[a-z]?[),]|\(in press|(?:19|20)\d\d\.\s*$|^(?:\[\d+\]|\d+\.|[•*–-])\s|"
                             r"^\W*(?:19|20)\d\d(?:\W*$|\s*\|)")


def _titled_list(sections: list[Section]) -> list[Section]:
    """A document titled by its kind under its owner's name ("Jane Roe" / "Publications", then her post and
    address, then "JOURNAL ARTICLES" ...): the lines before the first list are the page's head, not works.

    >>> parts = [Section("x", "top", "", (Line(1, "Jane Roe"),)),
    ...          Section("x", "publications", "Publications", (Line(3, "Lecturer, University of Leeds"),)),
    ...          Section("x", "publications", "Journal articles", (Line(5, "Roe, J. (2020). T. V, 1, 2."),))]
    >>> [(s.kind, [ln.number for ln in s.lines]) for s in _titled_list(parts)]
    [('top', [1, 3]), ('publications', [5])]
    """
    if len(sections) >= 2 and sections[0].kind == "publications" and sections[1].kind == "publications" \
            and not any(_REFERENCE_LIKE.search(ln.text.strip()) for ln in sections[0].lines if ln.text.strip()) \
            and sum(1 for ln in sections[0].lines if ln.text.strip()) <= 6:
        # the page's title is its kind ("Theses", then a paragraph on the group, then "PhD theses"): the paragraph
        # is the page's head
        return [Section(sections[0].path, "top", "", sections[0].lines), *sections[1:]]
    if len(sections) < 3 or sections[0].kind != "top" or sections[1].kind != "publications" \
            or sections[2].kind != "publications":
        return sections
    head, title = sections[0], sections[1]
    shown = [ln for ln in head.lines if ln.text.strip()]
    body = [ln.text.strip() for ln in title.lines if ln.text.strip()]
    if not 1 <= len(shown) <= 2 or not body or len(body) > 10 or title.lines[0].number > shown[-1].number + 3 \
            or any(_REFERENCE_LIKE.search(text) for text in body):
        return sections         # (a list of works straight under the heading is the list's own)
    return [Section(head.path, "top", head.heading, head.lines + title.lines), *sections[2:]]


# A form's label column (a Europass CV): "Honours and awards            2019 Outstanding ...", the values in a column
# of their own, the label a section's name
_LABELLED = re.compile(r"^([A-Za-z][^\t]{1,40}?)\s{3,}(\S.*)$")


_CV_LABEL = re.compile(r"curriculum vitae|cv|r[ée]sum[ée]", re.I)      # a page's running header, not a section
def _without_page_headers(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """A PDF's pages copied as text (two running footers or more, see ``_RUNNING_FOOTER``): the header repeated at the
    top of each page (the document's first line again) dropped, so a list that runs across a page break stays one."""
    if sum(1 for ln in lines if "age" in ln.text[-16:].lower() and _RUNNING_FOOTER.search(ln.text.strip())) < 2:
        return lines
    first = next((ln.text.strip() for ln in lines if ln.text.strip()), "")
    return tuple(ln for k, ln in enumerate(lines) if not (k > 3 and first and ln.text.strip() == first))


# a PDF page's running header: "M. C. van der Heyden                    2" (the same words over each page, its number)
_NUMBERED_HEADER = re.compile(r"^\s*(\S[^\d]{2,60}?)\s{4,}(\d{1,3})(?:\s*/\s*\d{1,3})?\s*$")     # (or "1/3")


def _without_numbered_headers(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """A PDF's pages copied as text: the words repeated with the page's number after a gap (two pages or more,
    numbered upwards) dropped, so a list that runs across a page break stays one."""
    numbers: dict[str, list[int]] = {}
    for line in lines:
        if line.text[-1:].isdigit() and (m := _NUMBERED_HEADER.match(line.text)):
            numbers.setdefault(m.group(1).strip(), []).append(int(m.group(2)))
    running = {text for text, found in numbers.items() if len(found) >= 2 and found == sorted(set(found))}
    if not running:
        return lines
    return tuple(ln for ln in lines if not (ln.text[-1:].isdigit() and (m := _NUMBERED_HEADER.match(ln.text))
                                            and m.group(1).strip() in running))


def _label_column(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """Lines of a labelled-column layout with each label that names a section on a line of its own above its first
    value (the same line number); other documents unchanged."""
    # (runs of blanks reach here cut to 8: a gap of 6 or more is the column's)
    labelled = [(ln, m) for ln in lines if (m := _LABELLED.match(ln.text)) and m.start(2) - m.end(1) >= 6]
    indented = sum(1 for ln in lines if ln.text.startswith(" " * 6) and ln.text.strip())
    if len(labelled) < 4 or indented < 4:
        return lines
    split = {ln.number: m for ln, m in labelled if classify_heading(m.group(1).strip()) and len(m.group(1).split()) <= 5
             and not _CV_LABEL.match(m.group(1).strip()) and not _ADVISED_BY.search(m.group(1).strip())}
    # ("Co-supervisors:      Docent X, KTH" on a thesis's title page: a label and its value, no section)
    if not split:
        return lines
    out: list[Line] = []
    for ln in lines:
        m = split.get(ln.number)
        if m:
            out += [Line(ln.number, m.group(1).strip()), Line(ln.number, " " * m.start(2) + m.group(2))]
        else:
            out.append(ln)
    return tuple(out)


_LEADER_HEADING = re.compile(r"\b(?:group leader|lab (?:head|leader|director)|principal investigator|PI|head of (?:the )?"
                             r"(?:group|lab))\b", re.I)
_FACULTY_HEADING = re.compile(r"^\W*faculty\W*$", re.I)
# a page number at a line's end, alone or after a gap or a dash: the running footer of a CV turned into text
_RUNNING_FOOTER = re.compile(r"(?:^|\s{3,}|[|–—-]\s*)(?-i:[Pp]age|PAGE)\s+\d{1,3}(?:\s*(?:of|/)\s*\d{1,3})?$")
_STUDENT_THESES = re.compile(r"^\W*(?:(?:ph\.?\s?d\.?|doctoral|master['’]?s?|m\.?sc\.?|bachelor['’]?s?|b\.?sc\.?|undergraduate|"
                             r"diploma|honou?rs|mres|mphil)\s+)?(?:thes[ie]s|dissertations?)"
                             r"(?:\s+(?:defended|completed|in progress|ongoing|underway|supervised|directed|current))?"
                             r"(?:\s+\(.*\))?\W*$", re.I)      # "Theses defended" / "Theses in progress"
_ENTRY = re.compile(r"^\s*(?:(?:Prof|Dr)\.?\s+)?[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-.]*){1,3}\s*(?:[—–,]|\s-\s)\s*\S")


_ENTRY_NAME = re.compile(r"^\s*(?:(?:Prof|Dr)\.?\s+)?[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-.]*){1,3}")


def _faculty_list(lines: tuple[Line, ...], i: int) -> bool:
    """Whether "Faculty" at ``lines[i]`` heads one-line entries ("Dr. Ann Vos — Senior Lecturer"), a department's
    list of its staff, rather than one person's card (a name, their title, their degree): a lab page's leader."""
    following = [ln.text for ln in lines[i + 1:i + 12] if ln.text.strip()][:6]
    # (bulleted too, a rank in brackets after the name: "- Dr. Tomasz Wróblewski (Reader) — smooth ergodic theory")
    entries = [m.group(0).split()[-2:] for text in following
               if (m := _ENTRY_NAME.match(re.sub(r"\s*\([^()]{1,40}\)", "", strip_bullet(text), count=1)))
               and _ENTRY.match(re.sub(r"\s*\([^()]{1,40}\)", "", strip_bullet(text), count=1))]
    entries = [e for e in entries if is_name_line(" ".join(e))]
    if len(entries) >= 2 and len({tuple(e) for e in entries}) >= 2:     # (two people: not one leader's card twice)
        return True
    # a directory's cards: "Ana Vos" / "Associate Professor" / "PhD, X University, 2012" / ..., then the next one
    texts = [ln.text.strip() for ln in lines[i + 1:i + 60] if ln.text.strip()]
    carded = {t for t, below in zip(texts, texts[1:]) if is_name_line(t) and RANK_LINE.match(below)}
    return len(carded) >= 2


# A faculty member's rank on the line under the name ("Associate Professor", "Senior Research Scientist", "Professor
# Emeritus"): a card of a directory (here and in extract.blocks)
RANK_LINE = re.compile(r"^\W{0,3}(?:(?:distinguished|full|associate|assistant|adjunct|visiting|research|clinical|"
                       r"courtesy|senior|principal|emeritus|emerita)\s+)*(?:professor|lecturer|reader|scientist|fellow|investigator)\b|"
                       r"^\W{0,3}professor\s+emerit", re.I)


_RUN_IN = re.compile(r"^(Awards|Honou?rs|Software|Teaching|Service|Grants)\.\s+(?=[A-Z])")
_RUN_ON_ITEMS = re.compile(r"(?<=\((?:19|20)\d\d\))\.\s+(?=[A-Z])")
_DOT_LEADER = re.compile(r"(?<=\w)[ \t]*\.{4,}[ \t]*(?=\S)")


MONTH_NAMES = ("jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|"
                "september|october|november|december")
# A news item's date alone on the line under its headline: "14.3.2025", "2025-03-14", "March 14, 2025", "3 Feb 2025"
ITEM_DATE = re.compile(rf"^\s*(?:\d{{1,2}}[./]\d{{1,2}}[./](?:19|20)\d\d|\d{{1,2}}/\d{{1,2}}/\d\d|(?:19|20)\d\d[./-]\d{{1,2}}[./-]\d{{1,2}}|"
                       rf"(?:\d{{1,2}}\s+)?(?:{MONTH_NAMES})\.?\s+(?:\d{{1,2}},?\s+)?(?:19|20)\d\d)"
                       # (a blog post's line of metadata after its date: "March 21, 2025 · by Jo Bell · Defenses")
                       rf"(?:\s*[·|•]\s*(?:by\s+)?[^·|•\d]{{1,60}}){{0,3}}\s*$", re.I)


# A news item led by its date: "2025.04.07 – Welcome ...", "12 March 2024: X", "2024-11-15 — Y"
DATED_ITEM = re.compile(rf"\s*(?:(?:19|20)\d\d[./-]\d{{1,2}}(?:[./-]\d{{1,2}})?|\d{{1,2}}[./]\d{{1,2}}[./](?:19|20)\d\d|"
                         rf"(?:\d{{1,2}}\s+)?(?:{MONTH_NAMES})\.?\s+(?:\d{{1,2}},?\s+)?(?:19|20)\d\d)\s*[–—:-]\s+\S", re.I)


def _next_text(lines: tuple[Line, ...], i: int) -> str:
    """The first non-blank line after ``lines[i]`` (a few lines on at most), stripped."""
    return next((ln.text.strip() for ln in lines[i + 1:i + 4] if ln.text.strip()), "")


def is_name_line(text: str) -> bool:
    """Whether a line is a person's name, as a card on a people page starts ("Dr. Ana Ruiz", "Ana Ruiz, PhD")."""
    return len(text) < 60 and looks_like_name(clean_name(re.split(r",\s*(?=Ph\.?\s?D|M\.?D\b|Dr\b)", text)[0]))


def _bibliography(section: Section) -> Section:
    """"References" over lines with years is a bibliography; over names and addresses, referees."""
    if section.kind != "references":
        return section
    lines = [ln.text for ln in section.lines if ln.text.strip()]
    dated = sum(1 for text in lines if re.search(r"\b(?:19|20)\d{2}\b", text))
    return Section(section.path, "publications", section.heading, section.lines) if dated * 2 >= len(lines) \
        else section


def blocks(lines: tuple[Line, ...]) -> list[list[Line]]:
    """Group lines into blocks separated by blank lines (blank lines dropped)."""
    out: list[list[Line]] = [[]]
    for line in lines:
        if line.text.strip():
            out[-1].append(line)
        elif out[-1]:
            out.append([])
    return [b for b in out if b]
