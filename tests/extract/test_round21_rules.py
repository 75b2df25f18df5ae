"""Session-13 rules: a publication list in APA style titled by its kind under the owner's name, its presentations
written as references, the theses its owner supervised written as references, and its legend of student marks."""
import textwrap

import pytest

from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Affiliation, Education, Position, Publication, Supervision

from .helpers import pairs

APA_LIST = """\
MAREN ØSTBY-KALLIO, PhD
Publications

Senior Lecturer, School of Education, University of Eastmoor (UoE), Harrow Lane, Eastmoor 7, Scotland
(previously Research Fellow, Centre for Literacy, Fenwick University, 2012–2016)
maren.ostby@uoe.example  |  updated 3 Mar. 2024

Note. An asterisk (*) marks a student I supervised when the work was done.

JOURNAL ARTICLES

Östby-Kallio, M., Quist, H. J.*, & Barrow, T. (2022). Reading aloud to toddlers in two languages: A diary
    study. Journal of Early Literacy, 18(2), 77–95.

Lamont, G., & Östby-Kallio, M. (2019). Phonics without tears? A cluster trial. Reading Research Quarterly,
    54(1), 1–22.

CONFERENCE PRESENTATIONS

Quist, H. J.*, & Östby-Kallio, M. (2021, June 3–5). Do bilingual books help? Evidence from nurseries
    [Poster presentation]. Annual Meeting of the Literacy Research Association, Leeds, United Kingdom.

Invited talk: "Why children stop reading", Eastmoor Book Festival, 2020.

PATENTS

Östby-Kallio, M., & Barrow, T. (2021). A page-turning reading tutor. UK Patent GB2590001.

THESES SUPERVISED

Doctoral
  Quist, Hanne J.* (2023). Shared reading in bilingual families: Talk, gesture and vocabulary
      [Doctoral dissertation, University of Eastmoor]. Principal supervisor; co-supervisor: Dr Ivo Brennan.
  Sáez, Lucía* (in progress, exp. 2027). Reading apps in rural schools [working title].
      University of Eastmoor. Principal supervisor.

Master's (MSc by research)
  Okonkwo, Ada* (2018). Storybook apps and word learning [Master's thesis, Fenwick University].
      Co-supervised with Dr Petra Lind.
"""


@pytest.fixture
def claims_of(tmp_path):
    """The claims of a text read as a file is (a reference's hanging lines joined at reading)."""
    def read_claims(text, kind=None):
        path = tmp_path / "doc.txt"
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return [c for c in extract_document(read(path)).claims if kind is None or isinstance(c, kind)]
    return read_claims


def test_theses_written_as_references_are_the_owners_students_and_their_works(claims_of):
    found = claims_of(APA_LIST)
    advising = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("OWNER", "Hanne J. Quist", "PhD"), ("Ivo Brennan", "Hanne J. Quist", "PhD"),
            ("OWNER", "Lucía Sáez", "PhD"), ("OWNER", "Ada Okonkwo", "Master"),
            ("Petra Lind", "Ada Okonkwo", "Master")} <= advising
    degrees = pairs([c for c in found if isinstance(c, Education)], "person", "degree", "institution", "end")
    assert {("Hanne J. Quist", "PhD", "University of Eastmoor", 2023), ("Lucía Sáez", "PhD", "University of Eastmoor", None),
            ("Ada Okonkwo", "MSc", "Fenwick University", 2018)} <= degrees
    # a student still at work is a member of the university; a graduate's degree alone is no affiliation
    members = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert ("Lucía Sáez", "University of Eastmoor") in members
    assert ("Hanne J. Quist", "University of Eastmoor") not in members
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "authors", "year")
    assert ("Shared reading in bilingual families: Talk, gesture and vocabulary", ("Hanne J. Quist",), 2023) in works
    assert ("Storybook apps and word learning", ("Ada Okonkwo",), 2018) in works
    # a thesis still in progress is no work yet
    assert not any("Reading apps" in w[0] for w in works)


def test_presentations_written_as_references_are_works_and_talks_named_by_place_are_not(claims_of):
    works = {c.title: c for c in claims_of(APA_LIST, Publication)}
    # the date with its month and days, the note in brackets ending the title (a question and its subtitle)
    poster = works["Do bilingual books help? Evidence from nurseries"]
    assert (poster.authors, poster.year) == (("Quist H.J.", "Östby-Kallio M."), 2021)
    assert poster.venue.startswith("Annual Meeting of the Literacy Research Association")
    assert not any("stop reading" in t for t in works)
    assert not any("tutor" in t for t in works)        # a patent is no presentation


def test_a_list_titled_by_its_kind_keeps_its_owners_post_in_its_head(claims_of):
    found = claims_of(APA_LIST)
    posts = pairs([c for c in found if isinstance(c, Position)], "person", "org")
    assert ("OWNER", "University of Eastmoor (UoE)") in posts or ("OWNER", "University of Eastmoor") in posts
    assert ("OWNER", "Fenwick University") in pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert not any(isinstance(c, Publication) and "updated" in (c.venue or "") for c in found)


def test_a_list_whose_works_follow_its_title_stays_a_list(claims_of):
    found = claims_of("""\
        Dr. Joss Amberley
        Publications
        Amberley, J., & Kell, R. (2021). Tidal sands of the north. Coastal Studies, 4, 1–9.
        Kell, R., & Amberley, J. (2019). Dune grass and wind. Coastal Studies, 2, 10–19.

        Book chapters
        Amberley, J. (2018). Beaches of the far north. In R. Kell (Ed.), Shores (pp. 3–9). Shoreline Press.
        """, Publication)
    assert {c.title for c in found} >= {"Tidal sands of the north", "Dune grass and wind", "Beaches of the far north"}


def test_an_asterisk_legend_makes_the_marked_authors_the_owners_students(claims_of):
    advising = pairs(claims_of(APA_LIST, Supervision), "advisor", "advisee")
    assert ("OWNER", "H. J. Quist") in advising or ("OWNER", "Hanne J. Quist") in advising
    assert not any(advisee in ("T. Barrow", "G. Lamont") for _, advisee in advising)


def test_an_equal_contribution_asterisk_names_no_students(claims_of):
    advising = claims_of("""\
        Ines Varga
        Assistant Professor, Department of Physics, Northvale University

        Publications
        Note. An asterisk (*) marks equal contribution.
        Varga, I.*, & Holt, P.* (2022). Cold atoms in a ring. Physical Review A, 105, 1–9.
        """, Supervision)
    assert advising == []


def test_a_mark_after_a_coauthors_name_is_not_read_as_the_preceding_authors(claims_of):
    advising = pairs(claims_of("""\
        Ravi Menon
        Professor, Department of Physics, Northvale University
        * denotes a Ph.D. student supervised by me

        Journal articles
        [1] R. Menon, K. Das*, "Cold atoms in a ring," Phys. Rev. A, vol. 105, pp. 1-9, 2022.
        """, Supervision), "advisor", "advisee")
    assert ("OWNER", "K. Das") in advising
    assert not any(advisee == "R. Menon" for _, advisee in advising)


MD_CV = """\
# Ilse Varga-Moreau

PhD candidate · Department of Computer Science, University of Tallow

## Research experience

**Research Scientist Intern** — Quillstone Labs, Oslo, Norway &nbsp; _Jun. – Sep. 2023_
- Mentors: Ruben Castellanos and Aiko Brandt
- Built a retrieval benchmark.

## Mentoring

- Co-mentored two undergraduate research interns at Tallow, summer 2023: Noor Haddad and Pim de Wit (with R. Castellanos)

## Publications

1. **Counting Shapes Without Labels**
   Noor Haddad, **Ilse Varga-Moreau**
   _CVPR Workshop on Structured Scene Understanding, 2022_
2. **Slots for Sets**
   **Ilse Varga-Moreau**, Ruben Castellanos
   _NeurIPS 2024_ (Oral)
"""


def test_a_markdown_cvs_italic_venue_and_entities_are_read_as_text(tmp_path):
    path = tmp_path / "cv.md"
    path.write_text(MD_CV, encoding="utf-8")
    found = extract_document(read(path)).claims
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "authors", "year")
    assert ("Counting Shapes Without Labels", ("Noor Haddad", "Ilse Varga-Moreau"), 2022) in works
    assert ("Slots for Sets", ("Ilse Varga-Moreau", "Ruben Castellanos"), 2024) in works
    # the dates after the gap the "&nbsp;" leaves are no organisation
    orgs = {c.org for c in found if isinstance(c, Affiliation)}
    assert "Quillstone Labs" in orgs and not any("Jun" in o for o in orgs)


def test_mentors_under_a_jobs_head_line_speak_at_its_level(tmp_path):
    path = tmp_path / "cv.md"
    path.write_text(MD_CV, encoding="utf-8")
    advising = pairs([c for c in extract_document(read(path)).claims if isinstance(c, Supervision)],
                     "advisor", "advisee", "level")
    assert {("Ruben Castellanos", "OWNER", "Intern"), ("Aiko Brandt", "OWNER", "Intern")} <= advising


def test_a_long_label_and_a_shared_co_mentor_give_every_student_listed(tmp_path):
    path = tmp_path / "cv.md"
    path.write_text(MD_CV, encoding="utf-8")
    advising = pairs([c for c in extract_document(read(path)).claims if isinstance(c, Supervision)],
                     "advisor", "advisee")
    assert {("OWNER", "Noor Haddad"), ("OWNER", "Pim de Wit")} <= advising
    co = {advisee for advisor, advisee in advising if advisor in ("R. Castellanos", "Ruben Castellanos")}
    assert co - {"OWNER"} == {"Noor Haddad", "Pim de Wit"}     # (and the owner, whom he mentored)


def test_an_entry_with_a_clause_before_its_colon_is_no_label(claims_of):
    advising = pairs(claims_of("""\
        Ada Roe
        Professor, University of Eastmoor

        Doctoral students
          • Tomas Grey (since 2023), cotutelle with the Scuola Normale Superiore, Pisa; co-director: Anna Berti.
        """, Supervision), "advisor", "advisee")
    assert ("OWNER", "Tomas Grey") in advising and ("Anna Berti", "Tomas Grey") in advising
    assert ("OWNER", "Anna Berti") not in advising


def test_a_heading_with_its_years_in_brackets_is_a_heading():
    from labgraph.sections import heading_kind
    assert heading_kind("Teaching (2024 – 2025)") == "teaching"
    assert heading_kind("Google — Software Engineer (2019 – 2021)") is None
    assert heading_kind("ERC Consolidator Grant holder (2021 – 2026)") is None


OLD_PAGE = """<HTML><BODY BGCOLOR="#FFFFFF">
<FONT SIZE=+3><B>Gerda Hollis</B></FONT><BR>
Professor of Physics, Department of Physics, Lakeview University<BR>
<FONT COLOR="#CC0000"><B>NEW!</B></FONT> Our paper appeared.<P>
<A NAME="students"></A>
<FONT FACE="Arial" SIZE=+2>Students</FONT><BR>
<B>Current</B>
<UL>
<LI>Priya Natarajan (Ph.D. student, 4th year) -- thermopower of heavy fermions
<LI>Tom Veil (M.S. student)
</UL>
<B>Former</B> (thesis year, where they went)
<UL>
<LI>Wen Liao, Ph.D. 1992 -- Taiwan Semiconductor Manufacturing Co.
</UL>
<P>
<FONT SIZE=+2>Publications</FONT>
<OL>
<LI>P. Natarajan and G. Hollis, "Thermopower near a quantum critical point," Phys. Rev. B 64, 1 (2001).
<LI><B>Hall angle scaling</B> (with T. Veil)<BR>Phys. Rev. Lett. 85, 3921 (2000).
</OL>
</BODY></HTML>
"""


def test_an_old_pages_headings_set_in_a_big_font_or_bold_over_a_list_are_kept():
    from labgraph.ingest.html import html_document
    doc = html_document("old.html", OLD_PAGE)
    lines = [ln.strip() for ln in doc.text.splitlines()]
    assert "Students" in lines and "Current" in lines and lines.count("Publications") == 1
    assert any(ln.startswith("Former") for ln in lines)
    assert "NEW!" not in lines                  # a coloured word in a line is no heading
    assert "Hall angle scaling" not in lines    # nor a bold title in a list's item


LAB_MEMBERS = """<html><body>
<h1>Members</h1>
<p>The Okabe Laboratory (Soft Machines Lab) belongs to the Department of Mechanical Systems, Graduate School of
Engineering, Hokuriku University, Kanazawa.</p>
<p>All doctoral, master's and undergraduate students of the lab, current and former, are supervised by Prof. Ren Okabe;
students marked † are (or were) co-supervised by Assoc. Prof. Mio Sakai.</p>
<h2>Faculty</h2>
<h3>Professor &nbsp;OKABE Ren <span>岡部 蓮</span></h3>
<p>Dr. Eng., Kyoto University (2001)<br>2001-2008 Researcher, Hitachi, Ltd.<br>2008- Professor, Hokuriku University</p>
<h3>Associate Professor &nbsp;SAKAI Mio <span>酒井 美緒</span></h3>
<p>Ph.D., Osaka University, 2010<br>2016- Associate Professor, Hokuriku University</p>
<h2>Students</h2>
<h3>Doctoral course</h3>
<table><tr><th>Year</th><th>Name</th><th>Note</th></tr>
<tr><td>D3</td><td>Kaito Mori †</td><td>JSPS DC2</td></tr>
<tr><td>D1</td><td>Lena Brandt</td><td></td></tr></table>
<h3>Master's course</h3>
<table><tr><td>M2</td><td>Yuto Aoki / Sara Lindqvist †</td></tr></table>
</body></html>
"""


def test_a_lab_page_of_ranked_cards_and_year_coded_tables(tmp_path):
    path = tmp_path / "members.html"
    path.write_text(LAB_MEMBERS, encoding="utf-8")
    found = extract_document(read(path)).claims
    advising = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    # the page's word on who supervises its students, its mark for the co-supervised, the years of study as levels
    assert {("Ren Okabe", "Kaito Mori", "PhD"), ("Mio Sakai", "Kaito Mori", "PhD"), ("Ren Okabe", "Lena Brandt", "PhD"),
            ("Ren Okabe", "Yuto Aoki", "Master"), ("Ren Okabe", "Sara Lindqvist", "Master"),
            ("Mio Sakai", "Sara Lindqvist", "Master")} <= advising
    assert ("Mio Sakai", "Yuto Aoki", "Master") not in advising
    assert not any("OWNER" in pair for pair in advising)      # the page is no one's
    # each card's lines are its member's
    posts = pairs([c for c in found if isinstance(c, Position)], "person", "org")
    assert {("Ren Okabe", "Hitachi, Ltd."), ("Ren Okabe", "Hokuriku University"),
            ("Mio Sakai", "Hokuriku University")} <= posts or \
        {("Ren Okabe", "Hitachi"), ("Ren Okabe", "Hokuriku University"), ("Mio Sakai", "Hokuriku University")} <= posts
    # the students study at the university the lab belongs to, and are members of the lab
    degrees = pairs([c for c in found if isinstance(c, Education)], "person", "institution")
    assert {("Kaito Mori", "Hokuriku University"), ("Yuto Aoki", "Hokuriku University")} <= degrees
    members = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert {("Lena Brandt", "Okabe Laboratory"), ("Lena Brandt", "Hokuriku University"),
            ("Ren Okabe", "Okabe Laboratory")} <= members


def test_a_rank_before_a_name_in_capitals_heads_a_card():
    from labgraph.extract.blocks import ranked_name
    assert ranked_name("Assistant Professor PARK Jun-ho 朴 俊浩") == ("Assistant Professor", "Jun-ho Park")
    assert ranked_name("Professor of Robotics") is None
    assert ranked_name("Visiting Researcher, Technical University of Munich") is None


def test_a_british_cvs_post_nominals_leave_its_owners_name(claims_of):
    from labgraph.model import PersonClaim
    found = claims_of("""\
        CURRICULUM VITAE

        Dr Siân AP RHYS-MORGAN  PhD, SFHEA, FRSA
        Lecturer in Phonetics
        School of English, University of Eastmoor
        """)
    from labgraph.names import fold
    assert [fold(c.name) for c in found if isinstance(c, PersonClaim) and c.is_owner] == [fold("Siân ap Rhys-Morgan")]


def test_a_presentations_date_with_its_days_before_the_month(claims_of):
    works = claims_of("""\
        Jo Roe
        Lecturer, University of Eastmoor

        Conference presentations
        Roe, J., & Lind, P. (2021, 1–3 Sept.). Vowels in contact: A pilot study [Paper presentation]. UKLVC 13, Leeds.
        """, Publication)
    assert [(c.title, c.year) for c in works] == [("Vowels in contact: A pilot study", 2021)]


HOMEPAGE_MD = """\
---
layout: about
---

Hi! I'm **Ines Albrecht-Nwosu** (she/her), an Assistant Professor in the
[Department of Plant Sciences](https://plants.example.edu/) at Marlow University.

## news

| date | &nbsp; |
|:-----|:-------|
| Mar 3, 2025 | Welcome to our new PhD students **Kofi Mensah** (co-advised with [Rita Lund](https://x.org), Statistics) and **Yara Haddad**! |
| Feb. 18, 2025 | Humbled to be named a **2025 Sloan Research Fellow**. |
| Oct 2024 | Received the **NSF CAREER Award** to study root microbiomes. |
| Jun 27, 2024 | My first PhD student, Leo Brandt, passed his qualifying exam! |
| May 2024 | Mia Costa, an undergraduate researcher I mentor in the lab, won a Goldwater Scholarship. |

## selected publications

<ol class="bibliography">
<li><div class="row">
  <div class="col col-sm-2 abbr"><abbr class="badge rounded w-100">Cell</abbr></div>
  <div id="x" class="col-sm-8">
    <div class="title">Root microbiomes of drought-tolerant barley across three continents</div>
    <div class="author">Leo Brandt, Mia Costa, and <em>Ines Albrecht-Nwosu</em></div>
    <div class="periodical"><em>Cell</em>, 185(2), 10&ndash;20, 2024</div>
    <div class="links">
      <a href="https://doi.org/10.1/x" class="btn btn-sm z-depth-0" role="button">DOI</a>
      <a href="https://github.com/x/y" class="btn btn-sm z-depth-0" role="button">Code</a>
    </div>
  </div>
</div></li>
</ol>
"""


def _homepage_claims(tmp_path):
    path = tmp_path / "index.md"
    path.write_text(HOMEPAGE_MD, encoding="utf-8")
    return extract_document(read(path)).claims


def test_a_self_introduction_with_name_and_pronouns_gives_the_post(tmp_path):
    posts = pairs([c for c in _homepage_claims(tmp_path) if isinstance(c, Position)], "person", "title", "org")
    assert ("OWNER", "Assistant Professor", "Marlow University") in posts


def test_a_labs_news_names_the_owners_students(tmp_path):
    advising = pairs([c for c in _homepage_claims(tmp_path) if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("OWNER", "Kofi Mensah", "PhD"), ("Rita Lund", "Kofi Mensah", "PhD"), ("OWNER", "Yara Haddad", "PhD"),
            ("OWNER", "Leo Brandt", "PhD"), ("OWNER", "Mia Costa", "Bachelor")} <= advising
    assert ("Rita Lund", "Yara Haddad", "PhD") not in advising


def test_a_news_tables_honours_go_to_whom_each_row_names(tmp_path):
    from labgraph.model import Award
    honours = pairs([c for c in _homepage_claims(tmp_path) if isinstance(c, Award)], "person", "name", "year")
    assert {("OWNER", "Sloan Research Fellow", 2025), ("OWNER", "NSF CAREER Award", 2024),
            ("Mia Costa", "Goldwater Scholarship", 2024)} <= honours
    assert ("OWNER", "Goldwater Scholarship", 2024) not in honours


def test_a_static_sites_buttons_and_badges_are_no_headings(tmp_path):
    found = _homepage_claims(tmp_path)
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "authors", "year")
    assert ("Root microbiomes of drought-tolerant barley across three continents",
            ("Leo Brandt", "Mia Costa", "Ines Albrecht-Nwosu"), 2024) in works


THESES_PAGE = """<html><body>
<h1>Theses</h1>
<p>The section Coastal Structures (CS) is part of the Department of Hydraulic Engineering. The section is led by
Prof.dr.ir. Maaike de Wit.</p>
<h2>PhD theses (dissertations)</h2>
<table>
<tr><th>Candidate</th><th>Title</th><th>(Co)promotors</th></tr>
<tr><td>Sven Holt</td><td>Wave overtopping at rubble-mound breakwaters</td><td>Promotor: Prof.dr.ir. M. de Wit; Copromotor: Dr.ir. P. Jansen</td></tr>
<tr><td>Ana Rocha</td><td>Scour around offshore wind foundations in sand</td><td>Promotors: Prof.dr.ir. M. de Wit, Prof.dr. Lars Aune (NTNU)</td></tr>
</table>
<h2>MSc theses</h2>
<ul>
<li>Noor Amrani — Machine learning for wave forecasts. Supervisors: Dr.ir. P. Jansen (chair), ir. Rik Kuiper (Deltares). Committee: Dr. Tom Veen.</li>
<li>Jakob Lind — Pile response under storms. Supervisors: Prof.dr.ir. M. de Wit (chair), Dr.ir. P. Jansen.</li>
</ul>
</body></html>
"""


def test_a_groups_theses_page_gives_each_thesis_its_named_supervisors(tmp_path):
    path = tmp_path / "theses.html"
    path.write_text(THESES_PAGE, encoding="utf-8")
    advising = pairs([c for c in extract_document(read(path)).claims if isinstance(c, Supervision)],
                     "advisor", "advisee", "level")
    assert {("M. de Wit", "Sven Holt", "PhD"), ("P. Jansen", "Sven Holt", "PhD"), ("M. de Wit", "Ana Rocha", "PhD"),
            ("Lars Aune", "Ana Rocha", "PhD"), ("P. Jansen", "Noor Amrani", "Master"),
            ("Rik Kuiper", "Noor Amrani", "Master"), ("M. de Wit", "Jakob Lind", "Master")} <= advising
    assert not any(advisor == "Tom Veen" for advisor, _, _ in advising)      # a committee member supervised no one


EQUIPE = """\
Équipe FLUX — Écoulements et interfaces

L'équipe FLUX de l'Institut de Mécanique de Bretagne étudie les gouttes et les jets.

Membres permanents

Nom | Grade / Position | Thèmes
Odile MARCHAND | DR CNRS — responsable d'équipe | gouttes
Paul LE GOFF | PR, Université de Rennes | turbulence
Rose FAURE | CR CNRS | interfaces

Doctorants

  • Léa NGUYEN-TESSIER (depuis oct. 2022)
      Fragmentation d'une nappe liquide
      Directrice de thèse : Odile Marchand — co-encadrant : Rose Faure
  • Lucas FERREIRA DA SILVA (01/2022 – 2025)
      Simulation d'un injecteur
      Thèse CIFRE avec Safran Tech. Directeur de thèse : Paul Le Goff ; encadrant industriel : Marc Aubert (Safran)
  • Yannick OYONO (2021–)
      Jets en écoulement transverse
      Directeur : Paul Le Goff ; co-encadrant : Pr Emmanuel Nkoulou (Université de Yaoundé I)

Post-doctorants

  • Elena ROSSI — 2023–2025, projet ANR, avec Rose Faure (couplage level-set/VOF).
"""


def test_a_french_teams_list_gives_each_student_the_directors_it_labels(claims_of):
    advising = pairs(claims_of(EQUIPE, Supervision), "advisor", "advisee")
    assert {("Odile Marchand", "Léa NGUYEN-TESSIER"), ("Rose Faure", "Léa NGUYEN-TESSIER"),
            ("Paul Le Goff", "Lucas FERREIRA DA SILVA"), ("Marc Aubert", "Lucas FERREIRA DA SILVA"),
            ("Paul Le Goff", "Yannick OYONO"), ("Emmanuel Nkoulou", "Yannick OYONO"),
            ("Rose Faure", "Elena ROSSI")} <= advising
    assert not any(advisor in ("Safran Tech", "Safran") for advisor, _ in advising)    # a company is no director


def test_a_members_table_under_a_french_header_names_no_owner(claims_of):
    from labgraph.model import PersonClaim
    assert not [c.name for c in claims_of(EQUIPE, PersonClaim) if c.is_owner]      # ("Nom | Grade": a table)


def test_a_surname_in_capitals_may_have_several_words():
    from labgraph.names import looks_like_name
    assert looks_like_name("Lucas FERREIRA DA SILVA") and looks_like_name("Ana GARCÍA MÁRQUEZ")
    assert not looks_like_name("WANG Jiahui ZHAO") and not looks_like_name("DEPARTMENT OF PHYSICS")


PLACEMENTS = """<html><body>
<h1>PhD Placement</h1>
<div class="content">
<p>Graduates of the PhD program in Economics at Lakeshore University have taken up positions around the world.</p>
<h3>2025</h3>
<table><thead><tr><th>Name</th><th>Advisor(s)</th><th>Fields</th><th>Initial placement</th></tr></thead><tbody>
<tr><td>Amara Obi</td><td>Kwame Asante-Boateng (chair), Deborah Strand</td><td>Labour</td><td>Assistant Professor, University of Manitoba</td></tr>
<tr><td>Yusuf Demir</td><td>Lucía Ferreira Montes (chair)</td><td>IO</td><td>Economist, Bank of Canada</td></tr>
</tbody></table>
<h3>2023</h3>
<table><thead><tr><th>Name</th><th>Advisor(s)</th><th>Fields</th><th>Initial placement</th></tr></thead><tbody>
<tr><td>Sofía Ramos</td><td>Ferreira Montes (chair); Strand</td><td>IO</td><td>Assistant Professor, Universidad de los Andes</td></tr>
<tr><td>Gabriel Moraes</td><td>Asante-Boateng (chair)</td><td>Econometrics</td><td>Economist, World Bank</td></tr>
</tbody></table>
</div>
</body></html>
"""


def test_a_departments_placement_page_names_each_graduates_advisors_in_full(tmp_path):
    path = tmp_path / "placement.html"
    path.write_text(PLACEMENTS, encoding="utf-8")
    found = extract_document(read(path)).claims
    advising = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
    # a surname alone in a later table is the advisor named in full in another table of the page
    assert {("Kwame Asante-Boateng", "Amara Obi"), ("Deborah Strand", "Amara Obi"),
            ("Lucía Ferreira Montes", "Sofía Ramos"), ("Deborah Strand", "Sofía Ramos"),
            ("Kwame Asante-Boateng", "Gabriel Moraes")} <= advising
    assert not any(advisor == "Ferreira Montes" for advisor, _ in advising)
    # the program's university is where each graduate took the doctorate
    degrees = pairs([c for c in found if isinstance(c, Education)], "person", "degree", "institution")
    assert {("Amara Obi", "PhD", "Lakeshore University"), ("Gabriel Moraes", "PhD", "Lakeshore University")} <= degrees


def test_a_header_block_is_not_the_pages_tables_run_together():
    from labgraph.ingest.html import html_document
    text = html_document("p.html", PLACEMENTS).text
    assert "Amara ObiKwame" not in text and "NameAdvisor" not in text


NLM_LIST = """\
Profa. Dra. Helena Maria Duarte de Castro, MD, PhD
Professora Titular de Epidemiologia, Universidade Federal do Agreste

Nota: meu nome aparece como Castro HMD ou Duarte-Castro HM; está marcado entre asteriscos (*...*).

A. ARTIGOS ORIGINAIS / ORIGINAL ARTICLES

1. Ramos TH, *Castro HMD*. Dengue clusters in the dry season: a serosurvey. PLoS Negl Trop Dis. 2024;18(3):e0011984.

2. *Duarte-Castro HM*, Lima PJ. Risk factors for severe dengue in Recife. Trop Med Int Health. 2003;8(9):812-20.

B. TESES ORIENTADAS / THESES SUPERVISED

Doutorado (PhD)

3. Ramos TH. Coinfecção por arbovírus em domicílios do sertão [tese de doutorado]. Caruaru: Universidade
   Federal do Agreste; 2024.
   -> Tiago Henrique Ramos; coorientadora: Profa. Dra. Ines Nobrega (UFA)
"""


def test_a_vancouver_lists_supervised_theses_and_its_owner_marked_between_asterisks(claims_of):
    from labgraph.model import PersonClaim
    found = claims_of(NLM_LIST)
    assert [c.name for c in found if isinstance(c, PersonClaim) and c.is_owner] == ["Helena Maria Duarte de Castro"]
    advising = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("OWNER", "Tiago Henrique Ramos", "PhD"), ("Ines Nobrega", "Tiago Henrique Ramos", "PhD")} <= advising
    degrees = pairs([c for c in found if isinstance(c, Education)], "person", "degree", "institution", "end")
    assert ("Tiago Henrique Ramos", "PhD", "Universidade Federal do Agreste", 2024) in degrees
    works = {c.title: c.authors for c in found if isinstance(c, Publication)}
    # each form of the owner's name the journals printed, marked between asterisks, is the owner
    assert works["Dengue clusters in the dry season: a serosurvey"][-1] == "\x00owner"
    assert works["Risk factors for severe dengue in Recife"][0] == "\x00owner"


def test_a_surname_opening_with_a_particle_is_the_one_a_reference_list_prints_without_it():
    from labgraph.resolve.people import resolve_people
    found = resolve_people([("Rafael Tavares de Souza-Lima", "cv"), ("Souza-Lima RT", "cv"), ("Souza-Lima PA", "cv")])
    assert found[("Souza-Lima RT", "cv")] is found[("Rafael Tavares de Souza-Lima", "cv")]
    assert found[("Souza-Lima PA", "cv")] is not found[("Rafael Tavares de Souza-Lima", "cv")]


def test_a_paper_cited_after_a_label_in_a_persons_entry_is_a_work(claims_of):
    found = claims_of("""\
        ## PhD alumni

        ### Yoon Seo-hyun
        - **Degree:** Ph.D. in Computer Science, Aug 2023
        - **Advisor:** Prof. Min-jae Kang

        Seo-hyun wrote half of the lab codebase.
        Key paper: S. Yoon, D. Lee, M. Kang. "WeatherDepth: Self-Supervised Monocular Depth under Rain and Fog." CVPR 2022 (oral).
        Hobbies: bouldering; see her paper "Climbing walls" (no year).
        """, Publication)
    works = pairs(found, "title", "authors", "year", "venue")
    assert ("WeatherDepth: Self-Supervised Monocular Depth under Rain and Fog", ("S. Yoon", "D. Lee", "M. Kang"), 2022,
            "CVPR") in works
    assert not any("Climbing" in title for title, *_ in works)


def test_an_advisor_line_under_a_members_card_names_that_members_advisor(claims_of):
    advising = pairs(claims_of("""\
        Hearth Lab — People

        PhD Students

        Amara Nwachukwu-Feld

        PhD Candidate, Information · 5th year

        Advisor: Miriam Esterhazy-Cole

        Designing for care work with home health aides.
        """, Supervision), "advisor", "advisee")
    assert ("Miriam Esterhazy-Cole", "Amara Nwachukwu-Feld") in advising
    assert not any(advisee == "Miriam Esterhazy-Cole" for _, advisee in advising)   # no student of the page's owner


def test_a_pdfs_asterisk_operator_marks_authors_as_an_asterisk_does(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text("Declan Moyle\nProfessor, Department of Statistics, University of Eastmoor\n\n"
                    "Publications\n(\u2217 student under my supervision)\n\n"
                    "[2] Oduya, B.\u2217 and Moyle, D. (2018). Adaptive group shrinkage for quantile regression. "
                    "Journal of the American Statistical Association 113 1702-1714.\n"
                    "[1] Moyle, D. and Lind, P. (2013). Marginal quantile models for longitudinal biomarkers. "
                    "Biostatistics 14 512-526.\n", encoding="utf-8")
    found = extract_document(read(path)).claims
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "authors", "year")
    assert ("Adaptive group shrinkage for quantile regression", ("Oduya B.", "Moyle D."), 2018) in works
    assert ("OWNER", "Oduya B") in pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
