"""Session-16 rules: a department's job market page of candidate cards (each card's advisors, papers and referees
some lines under its bare name), its placement directors, and an introduction glossing the department's name."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Affiliation, Position, Publication, Supervision


def extracted(tmp_path, text, name="doc.txt"):
    """The extraction of a text read as a file of that name."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


JOB_MARKET = """\
<html><head><title>Job Market | Economics</title></head><body><main>
<h1>Job Market Candidates 2026–2027</h1>
<p>The Department of Economics (Departament d'Economia) at Universitat del Montsant presents its PhD candidates on
the academic job market this year.</p>
<p>Placement Directors: Prof. Oriol Casals Ferrer and Dr. Núria Vidal-Sanz</p>
<h3>Jordi Puigdomènech Roca</h3>
<p>Job Market Paper: “Minimum Wages and Firm Exit: Evidence from Catalan Municipalities”</p>
<p>Fields: Labor Economics; Public Economics</p>
<p>Advisors: Mireia Puig Llorens, Arnau Ribas Camps</p>
<p>References: Mireia Puig Llorens (UM) · Helena Stride (Bank of England) · A. Ribas Camps</p>
<p>Publications: “Rent Control and Tenant Mobility” (with Arnau Ribas Camps), Regional Science and Urban Economics, 101, 2023.</p>
<h3>Wen-Ting Hsu (許文婷)</h3>
<p>Job Market Paper: “Shrinkage Estimation with Many Weak Instruments”</p>
<p>Advisor: Gerard Solà Vives Co-advisor: Ingrid Halvorsen (Norges Bank)</p>
</main></body></html>
"""


def test_a_cards_advisors_line_under_its_name_names_its_advisors(tmp_path):
    claims = extracted(tmp_path, JOB_MARKET, "jm.html").claims
    got = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    assert ("Mireia Puig Llorens", "Jordi Puigdomènech Roca") in got
    assert ("Arnau Ribas Camps", "Jordi Puigdomènech Roca") in got
    # "Advisor: A Co-advisor: B" on one line: both advised her
    assert ("Gerard Solà Vives", "Wen-Ting Hsu") in got and ("Ingrid Halvorsen", "Wen-Ting Hsu") in got
    # the placement directors are no one's students (nor the candidates the page's owner's)
    assert not any("Oriol" in advisee or "Núria" in advisee for _, advisee in got)
    assert all(advisor[:1] != "\x00" for advisor, _ in got)
    affiliations = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("Ingrid Halvorsen", "Norges Bank") in affiliations      # "(Norges Bank)" after a co-advisor's name


def test_placement_directors_are_staff_with_a_title(tmp_path):
    claims = extracted(tmp_path, JOB_MARKET, "jm.html").claims
    titles = {(c.person, c.title) for c in claims if isinstance(c, Position)}
    assert ("Oriol Casals Ferrer", "Placement Director") in titles
    assert ("Núria Vidal-Sanz", "Placement Director") in titles


def test_a_cards_papers_are_its_candidates(tmp_path):
    claims = extracted(tmp_path, JOB_MARKET, "jm.html").claims
    papers = {c.title: c for c in claims if isinstance(c, Publication)}
    jmp = papers["Minimum Wages and Firm Exit: Evidence from Catalan Municipalities"]
    assert jmp.authors == ("Jordi Puigdomènech Roca",)
    joint = papers["Rent Control and Tenant Mobility"]
    assert joint.authors == ("Jordi Puigdomènech Roca", "Arnau Ribas Camps")
    assert (joint.year, joint.venue) == (2023, "Regional Science and Urban Economics")
    # the title's own "with Many Weak Instruments" names no co-author
    assert papers["Shrinkage Estimation with Many Weak Instruments"].authors == ("Wen-Ting Hsu",)


def test_a_cards_referees_work_where_their_brackets_say(tmp_path):
    claims = extracted(tmp_path, JOB_MARKET, "jm.html").claims
    affiliations = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("Helena Stride", "Bank of England") in affiliations
    assert ("Mireia Puig Llorens", "UM") in affiliations
    assert not any(person == "A. Ribas Camps" for person, _ in affiliations)     # no bracket, no workplace


def test_an_introduction_glossing_the_departments_name_keeps_it_whole(tmp_path):
    claims = extracted(tmp_path, JOB_MARKET, "jm.html").claims
    orgs = {c.org for c in claims if isinstance(c, Affiliation) and c.person == "Jordi Puigdomènech Roca"}
    assert "Department of Economics" in orgs and "Universitat del Montsant" in orgs
    assert "Department" not in orgs


PROJECTS_PAGE = """\
<html><head><title>PhD research | CSLM | University of Twentevoort</title></head><body><main>
<p>PhD research | CSLM | University of Twentevoort</p>
<p>The Centre for Speech, Language and Meaning (CSLM) of the Faculty of Humanities hosts about fifteen PhD candidates.</p>
<h2>Particles in contact: a corpus study</h2>
<table>
<tr><th>PhD candidate</th><td>Jelle Bosma, MA</td></tr>
<tr><th>Promotores</th><td>prof. dr. Greet Altena; prof. dr. Omar Haddad (Universiteit Leiden)</td></tr>
<tr><th>Copromotor / daily supervisor</th><td>dr. Ilse de Waard</td></tr>
<tr><th>Start</th><td>September 2022</td></tr>
</table>
<h2>Tone in Hakka narratives</h2>
<table>
<tr><th>PhD candidate</th><td>Lin Meihua</td></tr>
<tr><th>Promotor</th><td>prof. dr. G. Altena</td></tr>
<tr><th>Daily supervisor</th><td>dr. Ilse de Waard</td></tr>
<tr><th>Funding</th><td>China Scholarship Council</td></tr>
</table>
<h2>Recently defended</h2>
<ul>
<li>4 March 2025 – dr. Sanne Veldkamp, Vowel length in child speech. Promotor: prof. dr. G. Altena; copromotor: dr. I. de Waard.</li>
</ul>
</main></body></html>
"""


def test_record_tables_of_projects_name_each_candidates_supervisors(tmp_path):
    from labgraph.sections import heading_kind
    assert heading_kind("Daily supervisor | dr. L. Nunes") is None     # a record's row, not a page's title
    assert heading_kind("Publications — Jo Bell") == "publications"
    claims = extracted(tmp_path, PROJECTS_PAGE, "projects.html").claims
    got = {(c.advisor, c.advisee, c.level, c.start) for c in claims if isinstance(c, Supervision)}
    assert {("Greet Altena", "Jelle Bosma", "PhD", 2022), ("Omar Haddad", "Jelle Bosma", "PhD", 2022),
            ("Ilse de Waard", "Jelle Bosma", "PhD", 2022), ("Greet Altena", "Lin Meihua", "PhD", None),
            ("Ilse de Waard", "Lin Meihua", "PhD", None)} <= got
    roles = {(c.advisor, c.advisee): c.role for c in claims if isinstance(c, Supervision)}
    assert roles[("Ilse de Waard", "Jelle Bosma")] == "co-supervisor" and roles[("Greet Altena", "Jelle Bosma")] is None
    affiliations = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("Omar Haddad", "Universiteit Leiden") in affiliations
    # the candidates are members of the centre the introduction names, at the university the title names
    assert {("Jelle Bosma", "Centre for Speech, Language and Meaning"), ("Jelle Bosma", "University of Twentevoort")} <= affiliations
    assert not any(person == "China Scholarship Council" for _, person, _, _ in got)


def test_a_defended_theses_entry_led_by_its_date_names_its_promotors(tmp_path):
    claims = extracted(tmp_path, PROJECTS_PAGE, "projects.html").claims
    got = {(c.advisor, c.advisee, c.end) for c in claims if isinstance(c, Supervision) and c.advisee == "Sanne Veldkamp"}
    # ("G. Altena" is the page's Greet Altena, "I. de Waard" its Ilse de Waard)
    assert {("Greet Altena", "Sanne Veldkamp", 2025), ("Ilse de Waard", "Sanne Veldkamp", 2025)} <= got
    # under "Recently defended" she has finished: no member of the centre now
    assert not any(isinstance(c, Affiliation) and c.person == "Sanne Veldkamp" for c in claims)


def test_a_second_supervisors_label_in_an_entry_leaves_the_owner_its_supervisor(tmp_path):
    text = ("Dr. Naledi Mokoena\nSenior Lecturer, School of Physics\n\nPhD students\n\n"
            "- Kagiso Dube (second supervisor: Dr. Pieter Joubert, Department of Geology)\n")
    claims = extracted(tmp_path, text).claims
    got = {(c.advisor, c.role) for c in claims if isinstance(c, Supervision) and c.advisee == "Kagiso Dube"}
    assert ("Pieter Joubert", "co-supervisor") in got
    assert any(advisor == "\x00owner" for advisor, _ in got) and ("Pieter Joubert", None) not in got


LAB_MEMBERS = """\
# Embedded Vision Lab (EVL) 嵌入式視覺實驗室
Department of Electrical Engineering, National Chenggong Tech University

## Advisor 指導教授

Mei-Ling Kuo (郭美玲), Ph.D.
Professor, Department of Electrical Engineering

- Ph.D. in Electrical Engineering, Purdue University, 2011 (advisor: Prof. Daniel R. Whitfield)

## M.S. Students 碩士班

- Po-Wei Tsai 蔡博維 — event cameras on drones
- Yu-Ting Lin 林語婷
"""


def test_a_lab_pages_advisor_heading_names_its_leader_and_chinese_names_after_latin_ones_are_dropped(tmp_path):
    from labgraph.names import clean_name
    from labgraph.extract.patterns import find_level
    from labgraph.sections import heading_kind
    assert clean_name("Po-Wei Tsai 蔡博維") == "Po-Wei Tsai" and clean_name("Tsai 蔡") == "Tsai 蔡"    # (one character: kept)
    assert find_level("M.S. Students") == "Master" and find_level("M.S. Rao") is None
    assert heading_kind("## Advisor 指導教授") == "about" and heading_kind("Advisees") == "students"
    extraction = extracted(tmp_path, LAB_MEMBERS, "members.md")
    assert extraction.owner_name == "Mei-Ling Kuo"
    got = {(c.advisor, c.advisee, c.level) for c in extraction.claims if isinstance(c, Supervision)}
    assert {("\x00owner", "Po-Wei Tsai", "Master"), ("\x00owner", "Yu-Ting Lin", "Master"),
            ("Daniel R. Whitfield", "\x00owner", "PhD")} <= got
    # the leader's own degree line is no student of hers
    assert not any(advisee == "Purdue University" or "Whitfield" in advisee for _, advisee, _ in got)


NEWS_STORY = """\
Okonjo wins Royal Society award for drought-resilient cassava

Story by Lena Marsh · 2 June 2025

Dr. Chidinma Okonjo, lecturer in the School of Agriculture at the University of Wessexford, has won the society's early-career award. Okonjo completed her PhD at the University of Ibadan in 2016, where she was advised by Professor Tunde Adeyemi.

Her Cassava Genomics Lab now includes postdoctoral researcher Ruth Amadi, doctoral students Mensah and Ifeoma Eze, and master's student Kwabena Mensah.

"We are delighted," said Okonjo.
"""


def test_a_news_storys_headline_names_whom_it_is_about_and_her_lab_includes_her_students(tmp_path):
    extraction = extracted(tmp_path, NEWS_STORY, "news.txt")
    assert extraction.owner_name == "Chidinma Okonjo"
    got = {(c.advisor, c.advisee, c.level) for c in extraction.claims if isinstance(c, Supervision)}
    assert {("Tunde Adeyemi", "\x00owner", "PhD"), ("\x00owner", "Ruth Amadi", "Postdoc"),
            ("\x00owner", "Ifeoma Eze", "PhD"), ("\x00owner", "Kwabena Mensah", "Master")} <= got
    # a surname alone is completed only from a full name said before it in the sentence (here: none)
    assert not any(advisee == "Mensah" for _, advisee, _ in got)


def test_a_headline_about_someone_named_once_makes_no_owner(tmp_path):
    text = "Fielding wins the county chess cup\n\nThe cup went to Mark Fielding of Leeds, a retired teacher.\n"
    assert extracted(tmp_path, text, "news.txt").owner_name is None


def test_authors_written_surname_first_with_initials_keep_that_form_and_still_meet_their_full_names(tmp_path):
    from labgraph.extract.publications import parse_authors
    from labgraph.names import parse_name
    from labgraph.resolve.people import resolve_people
    # as the gold schema asks: an author known only by initials keeps the form written ("Ishikawa, Y.")
    assert parse_authors("Okabe, R.; Ishikawa, Y.; Byrne, C. M.; Ó Briain, C.") == \
        ("Okabe R.", "Ishikawa Y.", "Byrne C.M.", "Ó Briain C.")
    assert parse_authors("R. Okabe, Y. Ishikawa and C. M. Byrne") == ("R. Okabe", "Y. Ishikawa", "C. M. Byrne")
    assert (parse_name("Ó Briain C.").given, parse_name("Ó Briain C.").surname) == (("c",), "o briain")   # (Ó: no initial)
    # one person with the full name the same document writes
    found = resolve_people([("Byrne C.M.*", "a"), ("Ciara M. Byrne", "a"), ("Ishikawa Y.", "a")])
    assert found[("Byrne C.M.*", "a")] is found[("Ciara M. Byrne", "a")]
    assert found[("Ishikawa Y.", "a")] is not found[("Ciara M. Byrne", "a")]
    # a student marked in the owner's list, surname first: the owner's advisee
    text = ("Declan Moyle\nProfessor of Statistics, University of Eastmoor\n\nPublications\n"
            "(* student under my supervision)\n\n"
            "[1] Oduya, B.* and Moyle, D. (2018). Adaptive group shrinkage. Biometrika 105 1-14.\n")
    claims = extracted(tmp_path, text, "cv.txt").claims
    assert ("\x00owner", "Oduya B") in {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}


ITALIAN_CV = """\
CURRICULUM VITAE

                         GIULIA FERRANTE
          Ricercatrice - Istituto Nazionale di Ottica

1. POSIZIONI / POSITIONS
11/2019 - 12/2021    Assegnista di ricerca (post-doc), Dipartimento di Fisica, Università di Trento;
                     resp. scientifico: Prof. Paolo Benvenuti

2. FORMAZIONE / EDUCATION
2015 - 2019   Dottorato di Ricerca (Ph.D.) in Fisica, Università di Bologna
              Tutor: Prof.ssa Anna Rinaldi
              Co-tutor: Dr.ssa Chiara Volpe (CNR)
2013 - 2015   Laurea Magistrale (M.Sc.) in Fisica, Università di Pisa
              Relatore: Dott. Marco Pieri
              Correlatore: Prof. Luigi Bassi

3. SUPERVISIONE / STUDENT SUPERVISION
Laurea Magistrale (M.Sc.):
  * Davide Russo (2022) - correlatore; relatore Prof. P. Benvenuti
  * Elisa Conti (2023) - relatore
"""


def test_an_italian_cvs_tutors_relatori_and_responsabile_scientifico_supervised_her(tmp_path):
    claims = extracted(tmp_path, ITALIAN_CV, "cv.txt").claims
    got = {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
    assert {("Paolo Benvenuti", "\x00owner", "Postdoc"), ("Anna Rinaldi", "\x00owner", "PhD"),
            ("Chiara Volpe", "\x00owner", "PhD"), ("Marco Pieri", "\x00owner", "Master"),
            ("Luigi Bassi", "\x00owner", "Master")} <= got
    # her students: "relatore Prof. X" in a student's entry is the main supervisor beside her
    # (as written: resolution joins "P. Benvenuti" to the Paolo Benvenuti above)
    assert {("\x00owner", "Davide Russo", "Master"), ("P. Benvenuti", "Davide Russo", "Master"),
            ("\x00owner", "Elisa Conti", "Master")} <= got
    # "Laurea Magistrale (M.Sc.):" is a level's heading, no student
    assert not any("Laurea" in advisee for _, advisee, _ in got)


STAFF_LIST = """\
<html><body><main>
<p>Institute of Soil Science, Baltic Academy of Sciences</p>
<h2>Doctoral students (doktoranci)</h2>
<table><tr><th>Name</th><th>Thesis topic</th><th>Promotor</th></tr>
<tr><td>mgr Ola Wrzos</td><td>Peat carbon</td><td>prof. dr hab. Jan Kruk</td></tr></table>
<p>Department of Peatland Ecology (Zakład Ekologii Torfowisk)</p>
<table><tr><th>Name</th><th>Position</th><th>Room</th></tr>
<tr><td>prof. dr hab. Jan Kruk</td><td>Head of Department (kierownik zakładu)</td><td>101</td></tr>
<tr><td>dr Ewa Sowa</td><td>Assistant Professor (adiunkt) – on leave until 2026</td><td>102</td></tr>
</table></main></body></html>
"""


def test_a_units_name_over_a_staff_table_makes_its_rows_that_units_staff_not_students(tmp_path):
    claims = extracted(tmp_path, STAFF_LIST, "staff.html").claims
    posts = {(c.person, c.title, c.org) for c in claims if isinstance(c, Position)}
    assert {("Jan Kruk", "Head of Department (kierownik zakładu)", "Department of Peatland Ecology"),
            ("Ewa Sowa", "Assistant Professor (adiunkt)", "Department of Peatland Ecology")} <= posts
    assert ("Ewa Sowa", "Department of Peatland Ecology") in {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    got = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    assert ("Jan Kruk", "Ola Wrzos") in got
    # the department's staff, under the doctoral students' heading, are no one's doctoral students
    assert not any(advisee in ("Jan Kruk", "Ewa Sowa") for _, advisee in got)


PROJECT_TEAM = """\
# The Lowmoor Excavation Team

## Project Directors

Dr Ruth Calder — Co-Director
Senior Lecturer in Archaeology, University of Durrow.

## Doctoral researchers

Tom Achterberg — PhD candidate, University of Durrow (since 2022)
Hearths and households at Lowmoor. Supervisors: Dr Ruth Calder and Prof. Iain Munro (both Durrow).

Saskia de Wit — PhD candidate, Faculty of Archaeology, Leiden University
Floor deposits. Promotor: Prof. dr. Anke Wolters; co-promotor: Dr Jeroen Smit (both Leiden).
"""


def test_a_thesis_line_under_a_students_name_line_names_that_students_supervisors(tmp_path):
    claims = extracted(tmp_path, PROJECT_TEAM, "team.md").claims
    got = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    assert {("Iain Munro", "Tom Achterberg"), ("Anke Wolters", "Saskia de Wit"), ("Jeroen Smit", "Saskia de Wit")} <= got
    assert ("Ruth Calder", "Tom Achterberg") in got or ("\x00owner", "Tom Achterberg") in got
    # the label is the student's, not the page owner's own supervisors
    assert not any(advisee == "\x00owner" for _, advisee in got)


def test_a_publication_pages_navigation_legend_and_people_lines_are_no_works():
    from labgraph.extract.publications import entries
    from labgraph.model import Line
    text = ["PI: Prof. Aiko Mori | Assistant Professor: Dr. Ken Ota",
            "Underlined: Mori group member at the time of the work; * corresponding author; ‡ visiting student (Aug.–Dec. 2024)",
            "Jump to: 2025 | 2024 | 2023 | Theses",
            "- Ota, K.; Mori, A.* Cage catalysis in water. J. Am. Chem. Soc. 2025, 147, 1-9."]
    found = [e for e, _ in entries(tuple(Line(k + 1, t) for k, t in enumerate(text)))]
    assert len(found) == 1 and found[0].startswith("Ota, K.")
    # a work whose title starts with such a word stays one
    assert len(entries((Line(1, "- Roe, A. Heads or tails: a study. Nature 2020."),))) == 1
