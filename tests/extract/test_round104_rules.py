"""Session-40 rules: what round 103's obituary and round 104 showed."""
from labgraph.extract import extract_document
from labgraph.extract.patterns import orgs_in
from labgraph.ingest import read
from labgraph.ingest.text import reflow
from labgraph.model import OWNER, Education, Position

from .helpers import written as _write


def _claims(tmp_path, text, kind, name="page.txt"):
    return [c for c in extract_document(read(_write(tmp_path, name, text))).claims if isinstance(c, kind)]


_PARAGRAPH = ("Greta Lindqvist Haugen, Professor Emerita of Marine\n"
              "Ecology at the University of Tromsø and Director of the Polar\n"
              "Institute from 2001 to 2009, died in June after forty-one years\n"
              "of teaching and fieldwork on the Barents Sea shelf, where her\n"
              "trawl surveys still run every spring with the whole department.\n")

_OTHER = ("She was born in Bodø and studied biology in Bergen before the sea\n"
          "took her north. Her survey papers are read by every student of the\n"
          "shelf, and her field course trained a generation of ecologists who\n"
          "remember her patience on deck and her fierce red pencil. A memorial\n"
          "seminar will be held in Tromsø in the spring; details will follow.\n")


def test_a_paragraph_whose_first_line_falls_short_of_the_width_is_joined_whole():
    text = "\n".join(["NEWSLETTER", ""] + [_PARAGRAPH] * 6)
    lines = reflow(text).split("\n")
    assert lines[2].startswith("Greta Lindqvist Haugen, Professor Emerita of Marine Ecology at the University")
    assert lines[2].endswith("the whole department.") and lines[3] == ""
    assert len(lines) == len(text.split("\n"))      # (the file's line numbers kept)


def test_a_short_line_of_its_own_is_no_paragraphs_first_line():
    # a line above a paragraph with no comma in it (a heading) stays apart
    heading = "Remembering a teacher who loved the cold northern sea\n"
    text = "\n".join(["NEWSLETTER", ""] + [heading + _PARAGRAPH] * 6)
    assert reflow(text).split("\n")[2] == heading.strip()


def test_an_organisation_ends_before_a_post_the_sentence_goes_on_to():
    assert orgs_in("She was Professor at the University of Tromsø and Director of the Polar Institute.") == \
        ("University of Tromsø", "Polar Institute")
    assert orgs_in("He taught at the Universidad de Córdoba and President of this Society from 1996.") == \
        ("Universidad de Córdoba",)
    # (an organisation's own "and" stays in its name)
    assert orgs_in("He works at the Department of Science and Technology.") == ("Department of Science and Technology",)


def test_the_post_and_the_university_of_an_obituarys_first_sentence(tmp_path):
    text = "\n".join(["NEWSLETTER", "", "IN MEMORIAM", "", "  Professor Greta Lindqvist Haugen", "  1949 - 2024", "",
                      _PARAGRAPH, _OTHER])
    posts = {(p.person, p.org) for p in _claims(tmp_path, text, Position)}
    assert (OWNER, "University of Tromsø") in posts     # (the page's person: the memorial's name under its heading)
    assert not [p for p in posts if "Director" in p[1] or p[1] in ("Marine", "Ecology")]


def test_a_place_set_before_the_subject_is_where_the_degree_was_taken(tmp_path):
    text = ("Ana Ruiz\n\nAna Ruiz is a professor of botany at the University of Lund. "
            "At Iowa State University she completed a PhD in agronomy in 1998 under Harold W. Klinefelter.\n")
    degrees = {(e.person, e.degree, e.institution, e.end) for e in _claims(tmp_path, text, Education)}
    assert (OWNER, "PhD", "Iowa State University", 1998) in degrees
    # a place after the degree's own words is still the place ("At the time she completed a PhD at X")
    text = ("Ana Ruiz\n\nAna Ruiz is a professor of botany at the University of Lund. "
            "At the age of 25 she completed a PhD at the University of Oslo.\n")
    degrees = {(e.degree, e.institution) for e in _claims(tmp_path, text, Education)}
    assert degrees == {("PhD", "University of Oslo")}


_MEMBERS = """<html><head><title>Members | Ishikawa Laboratory</title></head><body>
<ul><li><a href="index.html">Home</a></li><li><a href="research.html">Research</a></li></ul>
<div id="contents">
<h2>Members</h2>
<p class="update">Last update: 2025.04.01</p>
<p>The Ishikawa Laboratory (Laboratory of Soft Matter) is one of the laboratories of the Department of Physics,
Graduate School of Science, Tohoku University.</p>
<h3>Staff</h3>
<h4>Professor&nbsp;&nbsp;Naoko ISHIKAWA, Ph.D.</h4>
<p>E-mail: ishikawa[at]phys.tohoku.ac.jp</p>
<h4>Assistant Professor&nbsp;&nbsp;Daiki MORI, Ph.D.</h4>
<h3>Alumni</h3>
<ul>
<li>Ph.D. &nbsp; Haruto KIMURA &rarr; Assistant Professor, Osaka University</li>
<li>M.Sc. &nbsp; Yui SATO &rarr; Hitachi, Ltd.</li>
</ul>
</div></body></html>
"""


def test_a_lab_named_after_its_head_in_the_first_sentence_with_the_surname_in_capitals(tmp_path):
    from labgraph.model import PersonClaim
    owners = [c.name for c in _claims(tmp_path, _MEMBERS, PersonClaim, name="members.html") if c.is_owner]
    assert owners == ["Naoko ISHIKAWA"]


def test_an_alumni_row_led_by_its_degree_is_the_graduates_not_the_owners(tmp_path):
    from labgraph.model import Supervision
    claims = extract_document(read(_write(tmp_path, "members.html", _MEMBERS))).claims
    assert not [c for c in claims if isinstance(c, (Education, Position)) and c.person == OWNER
                and ("Osaka" in c.evidence.text or "Hitachi" in c.evidence.text)]
    sups = {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
    assert (OWNER, "Haruto KIMURA", "PhD") in sups
    posts = {(c.person, c.org) for c in claims if isinstance(c, Position)}
    assert ("Haruto KIMURA", "Osaka University") in posts


def test_a_sentence_is_no_organisations_name():
    from labgraph.extract.patterns import looks_like_org
    assert not looks_like_org("Jo Roe is a professor at Kyushu University")
    assert not looks_like_org("The lab is part of the Institute of Physics")
    assert looks_like_org("Kyushu University") and looks_like_org("What Is Life Institute")


_PROFILE = """Skip to search form
Skip to main content
Skip to account menu

Paper Finder
Search 12,004,118 papers
Search
Sign In
Create Free Account

Wanjiru Kamau-Lindqvist
Department of Soil Science, University of Nairobi, Kenya
Soil carbon · Remote sensing
Publications
31
"""


def test_a_profile_sites_account_controls_are_no_name_above_the_persons(tmp_path):
    from labgraph.model import PersonClaim
    owners = [c.name for c in _claims(tmp_path, _PROFILE, PersonClaim) if c.is_owner]
    assert owners == ["Wanjiru Kamau-Lindqvist"]
    from labgraph.names import looks_like_name
    assert not looks_like_name("Create Free Account")


_APPROVAL = """The University of Westbrook
The Graduate School

GLACIAL LAKE OUTBURSTS IN THE HIMALAYA

A Dissertation in
Geography
by
Pema Dolkar Sherpa

Submitted in Partial Fulfillment of the Requirements for the Degree of Doctor of Philosophy

The dissertation of Pema Dolkar Sherpa was reviewed and approved by the following:

Hannah Okonjo-Reyes
Professor of Geography
Dissertation Advisor
Chair of Committee

Tomasz Wielgosz
Associate Professor of Civil Engineering
Dissertation Co-Advisor

Ines Marchetti
Professor of Geography
Outside Unit Member

ACKNOWLEDGEMENTS

I thank my family for their patience.
"""


def test_a_thesis_approval_pages_cards_name_its_advisors_and_no_headings(tmp_path):
    from labgraph.model import Supervision
    from labgraph.sections import split_sections
    sups = {(s.advisor, s.advisee, s.level, s.role) for s in _claims(tmp_path, _APPROVAL, Supervision)}
    assert ("Hannah Okonjo-Reyes", OWNER, "PhD", None) in sups
    assert ("Tomasz Wielgosz", OWNER, "PhD", "co-supervisor") in sups
    # (a committee's other members advise no one here, and are no one's students)
    assert not [s for s in sups if "Ines Marchetti" in (s[0], s[1])]
    headings = [s.heading for s in split_sections(read(_write(tmp_path, "thesis.txt", _APPROVAL)))]
    assert "Dissertation Advisor" not in headings and "Chair of Committee" not in headings
    assert "ACKNOWLEDGEMENTS" in headings


_REPORT = """# 5.2 Ocean Acoustics Group

*Group leader: Professor Maren Solheim-Dahl*

## Profile

The Ocean Acoustics Group is one of three groups in the Section for Marine Physics at the Department of Physics,
University of Bergen.

| Name | Position | Funding |
|---|---|---|
| Maren Solheim-Dahl | Professor, group leader | UiB |
| Tobias Wrede | Postdoctoral fellow, host: M. Solheim-Dahl | RCN |
| Aisha Bello | PhD candidate (supervisor: M. Solheim-Dahl, co-supervisor: T. Wrede) | UiB |

The group moved into new laboratories in 2023.

## Personnel changes

- **Dr. Tobias Wrede**, postdoctoral fellow in the group since 2021, left in May 2024 to take up a position as Senior
  Scientist at the Alfred Wegener Institute, Bremerhaven.
- **Aisha Bello** joined the group as a PhD candidate on 1 September 2023, coming from the University of Lagos in 2023.
- **Prof. Per Gran** retired on 31 December 2023 after 30 years in the department, 2023.
- **Dr. Lena Houg** started her Marie Skłodowska-Curie Postdoctoral Fellowship in September 2023. She obtained her PhD
  at the University of Tromsø in 2022.
- **Ivar Lunde** joined the department as Associate Professor on 1 March 2023. He came from NTNU in Trondheim, where
  he had been a researcher since 2019.
"""


def test_a_table_of_members_in_a_groups_profile_is_read_as_its_list_of_members(tmp_path):
    from labgraph.model import Supervision
    from labgraph.sections import split_sections
    kinds = [(s.kind, s.lines[0].text.strip() if s.lines else "") for s in
             split_sections(read(_write(tmp_path, "report.md", _REPORT)))]
    assert ("students", "| Name | Position | Funding |") in kinds
    # (the text after the table is the profile's again)
    assert any(k == "about" and "new laboratories" in first for k, first in kinds)
    sups = {(s.advisor, s.advisee, s.role) for s in _claims(tmp_path, _REPORT, Supervision, name="report.md")}
    assert ("M. Solheim-Dahl", "Aisha Bello", None) in sups or (OWNER, "Aisha Bello", None) in sups
    assert not [s for s in sups if s[1] == OWNER]


def test_a_list_items_prose_wrapped_at_the_width_is_one_sentence(tmp_path):
    from labgraph.ingest.text import unwrap_paragraphs
    text = _REPORT.split("## Personnel changes\n\n")[1]
    first = unwrap_paragraphs(text).split("\n")[0]
    assert first.endswith("as Senior Scientist at the Alfred Wegener Institute, Bremerhaven.")
    posts = {(p.person, p.org) for p in _claims(tmp_path, _REPORT, Position, name="report.md")}
    assert not [p for p in posts if p[0] == OWNER and "Wegener" in p[1]]


def test_a_report_of_personnel_changes_lists_no_works(tmp_path):
    from labgraph.model import Publication
    assert _claims(tmp_path, _REPORT, Publication, name="report.md") == []


def test_a_turkish_dotted_capital_in_a_name_of_capitals():
    from labgraph.names import title_case
    assert title_case("ELİF NUR DEMİRTAŞ") == "Elif Nur Demirtaş"
    assert "\u0307" not in title_case("İSMAİL KARACA")


_PANDOC_CV = """**ELİF NUR DEMİRTAŞ**

**Curriculum Vitae** --- January 2025

[]{#_Toc158201448 .anchor}**ACADEMIC APPOINTMENTS**

-   2021 -- present: **Professor**, School of Electrical and Computer Engineering, Georgia Institute of Technology

[]{#_Toc158201452 .anchor}**PH.D. STUDENTS SUPERVISED**

-   Yifan Zhou (Ph.D. candidate, since Fall 2020)
-   [Sneha Kulkarni]{.underline} (since Fall 2021)
"""


def test_a_cv_converted_from_word_by_pandoc_keeps_its_headings_and_owner(tmp_path):
    from labgraph.model import PersonClaim, Supervision
    from labgraph.sections import split_sections
    doc = read(_write(tmp_path, "cv.md", _PANDOC_CV))
    assert "{" not in doc.text and "Sneha Kulkarni (since" in doc.text
    kinds = {s.heading: s.kind for s in split_sections(doc)}
    assert kinds.get("PH.D. STUDENTS SUPERVISED") == "students" and kinds.get("ACADEMIC APPOINTMENTS") == "positions"
    claims = extract_document(doc).claims
    assert [c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner] == ["Elif Nur Demirtaş"]
    assert {c.advisee for c in claims if isinstance(c, Supervision) and c.advisor == OWNER} >= {"Yifan Zhou", "Sneha Kulkarni"}


_UNDERGRADS = """Leonor Castellví

I am an Associate Professor of Neuroscience at Brown University.

Graduate Students

Maëlle Rousseau-Ndiaye

Doctoral Candidate

Maëlle is a fourth-year doctoral candidate. She did her undergrad at McGill University (B.Sc. 2018).

Priyanka Venkataraman

PhD Student

Priyanka received her B.S. from the University of Michigan and is now a PhD student co-advised by Leonor and
Dr. Yusuf Karimi.

Undergraduate Researchers

- Olivia Chen ’25 — Neuroscience; honors thesis with Leonor on whisker responses
- Arjun Mehta ’26 — Applied Math; mentored by Tomás Ibarra on pose estimation
"""


def test_undergraduates_with_class_years_and_a_mentor_named_in_their_entry(tmp_path):
    from labgraph.model import Award, Supervision
    claims = extract_document(read(_write(tmp_path, "people.md", _UNDERGRADS))).claims
    sups = {(s.advisor, s.advisee) for s in claims if isinstance(s, Supervision)}
    assert {(OWNER, "Olivia Chen"), (OWNER, "Arjun Mehta"), ("Tomás Ibarra", "Arjun Mehta")} <= sups
    assert not [s for s in sups if s[1] == OWNER]
    assert not [c for c in claims if isinstance(c, Award)]      # (an honors thesis is no honour)


def test_a_cards_role_is_no_name_and_a_bio_names_its_co_advisors_by_first_name(tmp_path):
    from labgraph.model import PersonClaim, Supervision
    claims = extract_document(read(_write(tmp_path, "people.md", _UNDERGRADS))).claims
    assert "Doctoral Candidate" not in {getattr(c, "name", "") for c in claims if isinstance(c, PersonClaim)}
    assert "Doctoral Candidate" not in {getattr(c, "advisee", "") for c in claims if isinstance(c, Supervision)}
    sups = {(s.advisor, s.advisee) for s in claims if isinstance(s, Supervision)}
    assert ("Yusuf Karimi", "Priyanka Venkataraman") in sups


_JEKYLL = """<html><head><title>Tanvi Rao</title></head><body>
<h1>Tanvi Rao</h1>
<p>I am a PhD candidate in the Department of Statistics at the University of Wisconsin–Madison.</p>
<h2>Education</h2>
<ul>
<li>Ph.D. in Statistics, University of Wisconsin–Madison, 2020–present</li>
<li>M.Stat., Indian Statistical Institute, Kolkata, 2020</li>
<li>B.Stat. (Hons.), Indian Statistical Institute, Kolkata, 2018</li>
</ul>
<h2>Software</h2>
<ul>
<li><a href="https://github.com/trao/cfshift"><code>cfshift</code></a>: an R package for conformal prediction
under covariate shift, with a Python wrapper (<code>pip install cfshift</code>).</li>
</ul>
</body></html>
"""


def test_inline_code_keeps_its_words_in_the_sentence(tmp_path):
    doc = read(_write(tmp_path, "index.html", _JEKYLL))
    assert "cfshift" in doc.text.split("an R package")[0].splitlines()[-1]
    assert "(pip install cfshift)" in doc.text


def test_the_indian_statistical_institutes_degrees(tmp_path):
    from labgraph.degrees import find_degree
    degrees = {(e.degree, e.institution, e.end) for e in _claims(tmp_path, _JEKYLL, Education, name="index.html")}
    assert ("MStat", "Indian Statistical Institute", 2020) in degrees
    assert ("BStat", "Indian Statistical Institute", 2018) in degrees
    assert find_degree("B.Math. (Hons.), University of Waterloo")[0] == "BMath"
    assert find_degree("statistics and mathematics") is None
    from labgraph.extract.patterns import find_level
    assert find_level("my M.Stat. dissertation") == "Master" and find_level("B.Stat. (Hons.)") == "Bachelor"


def test_a_place_in_brackets_after_an_organisation_is_no_part_of_its_name(tmp_path):
    from labgraph.model import Affiliation
    assert orgs_in("I was a Data Science Intern at Genentech (South San Francisco).") == ("Genentech",)
    assert orgs_in("She works at the Max Planck Institute (Tübingen, Germany).") == ("Max Planck Institute",)
    # (an acronym in brackets stays: it is the name's short form)
    assert orgs_in("He studied at the Massachusetts Institute of Technology (MIT).") == \
        ("Massachusetts Institute of Technology (MIT)",)
    text = ("Ana Ruiz\n\nIn summer 2023 I was a Data Science Intern at Genentech (South San Francisco), mentored by "
            "Dr. Olamide Fashola. I come from the Universidad Nacional de Córdoba (Argentina), where I completed "
            "my Licenciatura in 2019.\n")
    posts = {(p.person, p.org, p.start) for p in _claims(tmp_path, text, Position)}
    assert (OWNER, "Genentech", 2023) in posts
    degrees = {(e.degree, e.institution, e.end) for e in _claims(tmp_path, text, Education)}
    assert ("Licenciatura", "Universidad Nacional de Córdoba", 2019) in degrees



def test_a_street_named_after_a_professor_is_no_person(tmp_path):
    from labgraph.model import PersonClaim
    text = ("Mariana Lúcia Cavalcanti Rêgo\n\nProfessional Address  Universidade Federal de Pernambuco\n"
            "Av. Prof. Moraes Rego, 1235 - Cidade Universitária\n\nI thank Prof. Ana Lima for her advice.\n")
    names = {c.name for c in _claims(tmp_path, text, PersonClaim)}
    assert "Moraes Rego" not in names and "Ana Lima" in names


def test_a_run_in_list_of_honours_each_closed_by_its_year(tmp_path):
    from labgraph.model import Award
    text = ("Jo Roe\n\nI am a professor at Kyushu University.\n\nAwards: The Chemical Society of Japan Award for "
            "Young Chemists (2008), Thieme Chemistry Journals Award (2011), and Mukaiyama Award (2018)\n")
    awards = {(a.person, a.name, a.year) for a in _claims(tmp_path, text, Award)}
    assert awards == {(OWNER, "The Chemical Society of Japan Award for Young Chemists", 2008),
                      (OWNER, "Thieme Chemistry Journals Award", 2011), (OWNER, "Mukaiyama Award", 2018)}


_AUTHOR_PAGE = """Luíza Cavalcanti Brandão
Departamento de Química, Universidade Federal de Minas Gerais (UFMG), Belo Horizonte, Brazil

Co-Authors
Henrik Ødegaard
Norwegian University of Science and Technology
31 Publications • 1,442 Citations
Karma Wangchuk
International Centre for Integrated Mountain Development (ICIMOD)
12 Publications • 300 Citations
Dieter Hoffmann
Senior Scientist, Swiss Federal Institute for Forest, Snow and Landscape Research WSL
Olusegun Bankole
11 Publications • 261 Citations
View All Co-Authors

About
Semantic Scholar
Careers (opens in a new tab)
Beta Program
"""


def test_a_profiles_co_author_cards_give_each_co_authors_affiliation(tmp_path):
    from labgraph.model import Affiliation
    from labgraph.sections import heading_kind
    members = {(a.person, a.org) for a in _claims(tmp_path, _AUTHOR_PAGE, Affiliation)}
    assert ("Henrik Ødegaard", "Norwegian University of Science and Technology") in members
    assert ("Karma Wangchuk", "International Centre for Integrated Mountain Development") in members
    assert not [m for m in members if m[0] == "Olusegun Bankole" or m[1].startswith("Senior Scientist")]
    assert heading_kind("Careers (opens in a new tab)") is None and heading_kind("Careers") is not None
