"""Session-21 rules from older weak probes and rounds 37-38: a German working group named by its leader ("AK X")
in a page's title is no person."""
from labgraph.extract import extract_document
from labgraph.extract.career import sentence_claims
from labgraph.extract.owner import find_owner
from labgraph.extract.patterns import looks_like_org
from labgraph.extract.publications import parse_authors, parse_citation
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Award, Document, Evidence, Education, PartOf, Position, Publication, Supervision
from labgraph.names import clean_name
from labgraph.sections import classify_heading


def extracted(tmp_path, text, name="doc.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


def test_a_german_working_group_in_the_title_is_not_the_owner():
    doc = Document("ak.txt", "AK Lindqvist – Festkörperchemie - Institut für Anorganische Chemie\n\n"
                             "Lindqvist Group – Solid-state chemistry\n\n"
                             "Prof. Dr. Henrike Lindqvist\n\nHenrike Lindqvist studied chemistry in Kiel.\n")
    assert find_owner(doc).name == "Henrike Lindqvist"


def test_initials_and_a_surname_alone_are_still_a_person():
    doc = Document("aj.txt", "AK Moreno\n\nAbout\nI study rivers.\n")
    assert find_owner(doc).name == "AK Moreno"


WRAPPED_LIST = """Ines Moreau

Publications
1. Moreau, I., Halvorsen, T., Abara, C. (2023). Sediment export from burnt
catchments in the Pyrenees under CMIP6 projections. Journal of
Hydrology, 610, 12345.
2. Halvorsen, T., Moreau, I. (2021). A rating curve for ephemeral
streams. Water Resources Research, 57(2),
e2020WR02.
3. Moreau, I., Abara, C. (2019). Snowmelt timing and flood seasonality in the High Atlas mountains of
Morocco. Hydrological Sciences Journal, 64(3), 101–115.
4. Abara, C., Moreau, I., Halvorsen, T., Berglund-Okafor, S., Ramírez, L. (2017).
Groundwater recharge under irrigated olive orchards. Hydrogeology Journal, 25, 77–90.
"""


def test_a_numbered_list_wrapped_flush_under_its_numbers_keeps_each_entry_whole(tmp_path):
    papers = {p.title: p for p in extracted(tmp_path, WRAPPED_LIST).claims if isinstance(p, Publication)}
    assert set(papers) == {
        "Sediment export from burnt catchments in the Pyrenees under CMIP6 projections",
        "A rating curve for ephemeral streams",
        "Snowmelt timing and flood seasonality in the High Atlas mountains of Morocco",
        "Groundwater recharge under irrigated olive orchards"}
    assert papers["A rating curve for ephemeral streams"].venue == "Water Resources Research"
    assert papers["Groundwater recharge under irrigated olive orchards"].year == 2017


def test_a_footer_under_a_rule_after_the_list_is_no_part_of_its_last_entry(tmp_path):
    text = WRAPPED_LIST + "-" * 100 + "\nLast update: 12/02/2025 · Legal notice · Site map\n"
    papers = [p for p in extracted(tmp_path, text).claims if isinstance(p, Publication)]
    assert len(papers) == 4 and not any("update" in (p.venue or "") + p.title for p in papers)


FACULTY_PAGE = """<html><head><title>Dr. K. Venu Rao :: Professor :: College of Horticulture, Mudigere</title></head><body>
<table width="100%"><tr><td><b>PROFILE</b></td></tr>
<tr><td>Name</td><td>Dr. Kandula Venu Rao</td></tr></table>
<table border="1">
<tr><td colspan="5"><b>EDUCATIONAL QUALIFICATIONS</b></td></tr>
<tr><td>Degree</td><td>Subject</td><td>University / Institute</td><td>Year</td><td>Major Advisor / Guide</td></tr>
<tr><td>B.Sc. (Hort.)</td><td>Horticulture</td><td>University of Horticultural Sciences, Bagalkot</td><td>1995</td><td>-</td></tr>
<tr><td>Ph.D.</td><td>Pomology</td><td>Tamil Nadu Agricultural University, Coimbatore</td><td>2002</td><td>Dr. Meenakshi Sundaram Pillai</td></tr>
</table>
<table border="1">
<tr><td colspan="3"><b>POSITIONS HELD</b></td></tr>
<tr><td>Post</td><td>Place</td><td>Period</td></tr>
<tr><td>Assistant Professor</td><td>College of Horticulture, Mudigere</td><td>03-07-2003 to 31-12-2012</td></tr>
<tr><td>Professor</td><td>University of Horticultural Sciences, Bagalkot</td><td>01.01.2013 - till date</td></tr>
</table>
<table border="1">
<tr><td colspan="5"><b>STUDENTS GUIDED</b></td></tr>
<tr><td>S.No.</td><td>Name of the Student</td><td>Degree</td><td>Year</td><td>Title of Thesis</td></tr>
<tr><td>1</td><td>Mohd. Imran Qureshi; (Now Scientist (Horticulture), ICAR-Indian Institute of Horticultural Research, Bengaluru)</td><td>Ph.D. (Hort.)</td><td>2019</td><td>Canopy management in mango</td></tr>
<tr><td>2</td><td>Lakshmi Priya Reddy</td><td>M.Sc. (Hort.)</td><td>2021</td><td>Drip fertigation in banana</td></tr>
</table>
<table border="1">
<tr><td><b>SELECTED PUBLICATIONS</b></td></tr>
<tr><td><ol>
<li>Venu Rao K and Qureshi M I (2020). Canopy architecture and yield of mango under high density planting. Indian Journal of Horticulture 77(2): 201-206.</li>
<li>Reddy L P and Venu Rao K (2022). Fertigation schedules for Grand Naine banana. Journal of Horticultural Sciences 17(1): 33-39.</li>
</ol></td></tr>
</table>
</body></html>
"""


def test_an_old_faculty_pages_tables_of_degrees_posts_and_students(tmp_path):
    claims = extracted(tmp_path, FACULTY_PAGE, "venu.html").claims
    degrees = {(c.degree, c.institution, c.field, c.end) for c in claims if isinstance(c, Education) and c.person == OWNER}
    assert ("BSc", "University of Horticultural Sciences", "Horticulture", 1995) in degrees
    assert ("PhD", "Tamil Nadu Agricultural University", "Pomology", 2002) in degrees
    advised = {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
    assert ("Meenakshi Sundaram Pillai", OWNER, "PhD") in advised
    assert (OWNER, "Mohd. Imran Qureshi", "PhD") in advised and (OWNER, "Lakshmi Priya Reddy", "Master") in advised
    posts = {(c.title, c.start, c.end) for c in claims if isinstance(c, Position) and c.person == OWNER}
    assert ("Assistant Professor", 2003, 2012) in posts and ("Professor", 2013, None) in posts
    assert not any(isinstance(c, Education) and c.institution in ("Hort", "Hort.") for c in claims)
    papers = {c.title for c in claims if isinstance(c, Publication)}
    assert papers == {"Canopy architecture and yield of mango under high density planting",
                      "Fertigation schedules for Grand Naine banana"}


def test_a_chief_resident_is_a_post_and_a_postdocs_host_works_where_the_postdoc_did(tmp_path):
    text = ("Ana Ruiz\n\nAppointments\n\n| Years | Position | Institution |\n|---|---|---|\n"
            "| 2014 -- 2016 | Postdoctoral Fellow (host: Prof. Tomas Lindgren) | Centre for Sleep Research, Karolinska Institutet |\n"
            "| 2011 -- 2012 | Chief Medical Resident | Toronto General Hospital |\n")
    claims = extracted(tmp_path, text, "cv.md").claims
    posts = {(c.title, c.org) for c in claims if isinstance(c, Position)}
    assert ("Chief Medical Resident", "Toronto General Hospital") in posts
    assert ("Postdoctoral Fellow", "Centre for Sleep Research") in posts
    assert Affiliation(None, "Tomas Lindgren", "Karolinska Institutet") in {
        Affiliation(None, c.person, c.org) for c in claims if isinstance(c, Affiliation)}


def test_dutch_titles_run_together_are_no_part_of_the_name():
    assert clean_name("Prof.dr.ir. Hanneke van der Berg") == "Hanneke van der Berg"
    assert clean_name("dr.ir. Joost Mulder") == "Joost Mulder" and clean_name("prof.dr. Joost Mulder") == "Joost Mulder"
    assert clean_name("Prof.ssa Elena Cortese") == "Elena Cortese"
    assert clean_name("Irene Smith") == "Irene Smith"


GROUP_HOME = """Membrane Separation Technology (MST)

Filtering water with less energy.

About the chair

Prof.dr.ir. Hanneke van der Berg (1975) is full professor of Membrane Science at the University of Groningen and chair of the MST group since 1 May 2019. She obtained her PhD at Wageningen University in 2003.
"""


def test_a_group_pages_leader_with_titles_and_a_birth_year_is_its_owner(tmp_path):
    extraction = extracted(tmp_path, GROUP_HOME)
    assert extraction.owner_name == "Hanneke van der Berg"
    posts = {(c.title, c.org) for c in extraction.claims if isinstance(c, Position) and c.person == OWNER}
    assert ("Full professor", "University of Groningen") in posts
    assert not any(isinstance(c, PartOf) and c.part == "University of Groningen" for c in extraction.claims)


ALUMNI_PAGE = """Lab alumni

Since 2010 many students have worked in the Coastal Ice Dynamics (CID) Lab, led by A/Prof. Maren Holt-Ibsen at the Institute for Polar Studies, University of Westcoast.

Former PhD students

Dr Tane Ruawai
PhD, 2015–2019
Now: Senior Oceanographer, Bureau of Meteorology, Melbourne

Former Masters & Honours students

Name | Degree, year | Thesis | Now
Ella Brandt | BSc (Hons), 2020 | Sea-ice drift off East Antarctica | Hydrologist, Tasmanian Water Authority
"""


def test_an_alumni_pages_leader_hosts_and_honours_students(tmp_path):
    extraction = extracted(tmp_path, ALUMNI_PAGE)
    claims = extraction.claims
    assert extraction.owner_name == "Maren Holt-Ibsen"
    mine = {c.org for c in claims if isinstance(c, Affiliation) and c.person in (OWNER, "Maren Holt-Ibsen")}
    assert {"Institute for Polar Studies", "University of Westcoast"} <= mine
    advised = {(c.advisee, c.level) for c in claims if isinstance(c, Supervision) and c.advisor == OWNER}
    assert ("Tane Ruawai", "PhD") in advised and ("Ella Brandt", "Bachelor") in advised
    posts = {(c.person, c.title, c.org) for c in claims if isinstance(c, Position)}
    assert ("Tane Ruawai", "Senior Oceanographer", "Bureau of Meteorology") in posts
    assert ("Ella Brandt", "Hydrologist", "Tasmanian Water Authority") in posts
    assert not any(isinstance(c, Award) for c in claims)


def test_the_humanities_comma_styles_books_journals_in_guillemets_and_chapters():
    book = parse_citation("L. Ferraresi, Il teatro di Seneca e la scena romana, Bologna, Il Mulino, 2019 (Saggi 12).")
    assert book == ("Il teatro di Seneca e la scena romana", ("L. Ferraresi",), "Il Mulino", 2019)
    edited = parse_citation("Ferraresi L., G. Nanni (a cura di), Scolii e commenti: una storia, Roma, Carocci, 2022.")
    assert edited[:2] == ("Scolii e commenti: una storia", ("Ferraresi L.", "G. Nanni")) and edited[3] == 2022
    article = parse_citation("L. Ferraresi, Un papiro di Menandro riletto, «Aegyptus» 97 (2017), pp. 33-51.")
    assert article == ("Un papiro di Menandro riletto", ("L. Ferraresi",), "Aegyptus", 2017)
    chapter = parse_citation("L. Ferraresi, Il coro tragico, in G. Nanni (a cura di), Forme del dramma antico, "
                             "Pisa, ETS, 2021, pp. 101-120.")
    assert chapter == ("Il coro tragico", ("L. Ferraresi",), "Forme del dramma antico", 2021)
    pending = parse_citation("K. Mensah, L. Ortiz, Clock comparisons with tweezer arrays, Nature Physics, in press (2025).")
    assert pending is None or pending[2] != "press (2025)"


PEOPLE_MD = """[Home](/) · **People** · [Join](/join/)

We are part of the [Department of Zoology](https://zoology.example.edu) at the University of Westmoor and train students from two programs.

We are located in the Berndt Building, Main Street 7.

## Principal Investigator

### Ilse Marais, PhD
**Associate Professor**, Department of Zoology

## Graduate Students

- **Tomasz Lis**, PhD student (2022–)
"""


def test_we_are_part_of_a_department_at_a_university_on_a_page_without_a_lab_title(tmp_path):
    claims = extracted(tmp_path, PEOPLE_MD, "people.md").claims
    mine = {c.org for c in claims if isinstance(c, Affiliation) and c.person == OWNER}
    assert {"Department of Zoology", "University of Westmoor"} <= mine
    assert not any("Berndt" in c.org for c in claims if isinstance(c, Affiliation))
    assert Education(None, "Tomasz Lis", "PhD", "University of Westmoor") in {
        Education(None, c.person, c.degree, c.institution) for c in claims if isinstance(c, Education)}


def test_a_physics_reference_with_what_a_list_adds_after_its_end():
    found = parse_citation("A. Roe, Y. Sato, K. Boateng, Spin squeezing in a tweezer clock via Rydberg dressing, "
                           "Phys. Rev. Lett. 133, 183401 (2024). arXiv:2403.10877")
    assert found == ("Spin squeezing in a tweezer clock via Rydberg dressing", ("A. Roe", "Y. Sato", "K. Boateng"),
                     "Phys. Rev. Lett", 2024)
    noted = parse_citation("A. Roe, J. Weiss, Loading of lithium-6 into optical tweezers, Phys. Rev. A 105, 033312 (2022). "
                           "(from my M.Sc. thesis)")
    assert noted[:2] == ("Loading of lithium-6 into optical tweezers", ("A. Roe", "J. Weiss")) and noted[3] == 2022
    pending = parse_citation("Y. Sato, A. Roe, Thermometry of trapped atoms with erasure conversion, arXiv:2409.01234 (2024) "
                             "— under review at PRX Quantum.")
    assert pending == ("Thermometry of trapped atoms with erasure conversion", ("Y. Sato", "A. Roe"), "arXiv", 2024)
    taken = parse_citation("K. Boateng, A. Roe, Dead-time-free interrogation of an optical clock, Nature Physics, in press (2025).")
    assert taken == ("Dead-time-free interrogation of an optical clock", ("K. Boateng", "A. Roe"), "Nature Physics", 2025)


def test_portuguese_references_with_a_dash_after_their_authors():
    book = parse_citation("TAVARES, Helena; ROE, Jo (eds.) – Habitação no Porto: 1974-2000. Porto: Afrontamento, 2020.")
    assert book[:2] == ("Habitação no Porto: 1974-2000", ("Helena Tavares", "Jo Roe")) and book[3] == 2020
    article = parse_citation("TAVARES, Helena – Pátios e quintais: a casa popular. Jornal Arquitectos, n.º 248 (2013), p. 44-51.")
    assert article == ("Pátios e quintais: a casa popular", ("Helena Tavares",), "Jornal Arquitectos", 2013)
    titled = parse_citation("Ports and Cities – a Comparative History. Routledge, 2019.")
    assert titled is None or "Ports" in titled[0]


def test_law_review_references_name_their_authors_before_the_title():
    book = parse_citation("Ann Roe-Lalonde, The Honour of the Crown (Toronto: University of Toronto Press, 2017).")
    assert book == ("The Honour of the Crown", ("Ann Roe-Lalonde",), "University of Toronto Press", 2017)
    article = parse_citation("Kofi Mensah & Ann Roe-Lalonde, Consultation Fatigue, 45 Harv. Envtl. L. Rev. 377 (2021).")
    assert article[:2] == ("Consultation Fatigue", ("Kofi Mensah", "Ann Roe-Lalonde")) and article[3] == 2021


WRAPPED_PARAGRAPHS = """Ann Roe-Lalonde

Publications

Ann Roe-Lalonde & Kofi Mensah, eds, Water Law in a Warming Country: Canadian Perspectives
(Vancouver: UBC Press, 2021).

Kofi Mensah & Ann Roe-Lalonde, "Free, Prior and Informed Consent: Early Lessons from
British Columbia" (2022) 55:1 UBC L Rev 1.

Edited volumes
(with Jo Hale) Translation and the Cold War: Texts, Agents. London: Routledge, 2018.

Variational inference for survival models
Y Nakamura, C Beaumont
arXiv preprint arXiv:2306.01234
"""


def test_a_paragraphs_reference_wrapped_onto_its_next_line_is_one(tmp_path):
    papers = {p.title: p for p in extracted(tmp_path, WRAPPED_PARAGRAPHS).claims if isinstance(p, Publication)}
    assert papers["Water Law in a Warming Country: Canadian Perspectives"].year == 2021
    assert "Free, Prior and Informed Consent: Early Lessons from British Columbia" in papers
    assert "Edited volumes" not in papers and "Y Nakamura" not in papers


def test_a_numbered_fellowship_a_campus_before_its_acronym_and_a_department_inside_an_institute():
    text = ("I am currently a 51 Pegasi b Fellow in the Department of Astronomy at the University of California, "
            "Santa Cruz (UCSC), where my host is Prof. Ana Roe.")
    posts = {(c.title, c.org) for c in sentence_claims(Evidence("x", 1, text)) if isinstance(c, Position)}
    assert posts == {("51 Pegasi b Fellow", "University of California, Santa Cruz")}
    text = ("I was a postdoctoral researcher (2021–23) at the Max Planck Institute for Astronomy (MPIA) in Heidelberg, "
            "in the Department of Planet and Star Formation, where I worked with Dr. Karl Weber.")
    parts = {(c.part, c.whole) for c in sentence_claims(Evidence("x", 1, text)) if isinstance(c, PartOf)}
    assert ("Department of Planet and Star Formation", "Max Planck Institute for Astronomy (MPIA)") in parts
    assert ("Max Planck Institute for Astronomy (MPIA)", "Department of Planet and Star Formation") not in parts


def test_a_scholarship_named_after_its_giver_is_no_place_of_study():
    text = "My PhD was funded by an Irish Research Council Government of Ireland Postgraduate Scholarship (2017)."
    assert not any(isinstance(c, Education) for c in sentence_claims(Evidence("x", 1, text)))
    assert not looks_like_org("Government of Ireland Postgraduate Scholarship")
    assert looks_like_org("Heising-Simons Foundation")


def test_consortium_papers_name_their_writing_group_and_members_before_the_consortium():
    found = parse_citation("CARDIO-UK Consortium. Writing group: Lowe J†, Ansah A†, Marchetti G. Normative charts of "
                           "heart rate from 38,000 UK scans. Nat Med. 2025;28:401–412.")
    assert found[:2] == ("Normative charts of heart rate from 38,000 UK scans", ("Lowe J", "Ansah A", "Marchetti G"))
    assert found[3] == 2025
    members = parse_authors("Lindahl E, Mwangi P, …, Gwilym R; the Adolescent Heart Wales (AHW) Consortium")
    assert members == ("Lindahl E", "Mwangi P", "Gwilym R")


SUPERVISED_BY_PLACE = """# Ana Roe

# Ph.D. students supervised

## University of Leeds

| Name | Year | Thesis title | First position |
|------|------|--------------|----------------|
| Kofi Mensah | 2011 | Extreme values at sea | Lecturer in Statistics, University of Hull |

## University of York

| Name | Year | Thesis title | First position |
|------|------|--------------|----------------|
| Lena Vogt | 2019 | Composite likelihood | Assistant Professor, University of Bath |
"""


def test_students_listed_under_their_universitys_name_took_their_degree_there(tmp_path):
    claims = extracted(tmp_path, SUPERVISED_BY_PLACE, "cv.md").claims
    degrees = {(c.person, c.degree, c.institution, c.end) for c in claims if isinstance(c, Education)}
    assert ("Kofi Mensah", "PhD", "University of Leeds", 2011) in degrees
    assert ("Lena Vogt", "PhD", "University of York", 2019) in degrees
    advised = {(c.advisee, c.level) for c in claims if isinstance(c, Supervision) and c.advisor == OWNER}
    assert advised == {("Kofi Mensah", "PhD"), ("Lena Vogt", "PhD")}


BIOSKETCH = """BIOGRAPHICAL SKETCH

NAME: Roe, Ana

(a) PROFESSIONAL PREPARATION

Kossuth University          Budapest, Hungary     Physics     B.Sc.     2006

(b) APPOINTMENTS

2021 - present   Associate Professor, Pemberton State University, Pemberton, CO

(c) PRODUCTS

Products Most Closely Related to the Proposed Project
1. Roe A, Achterberg KL. 2023. Snow drought propagation into baseflow. Water Resources Research. 59(4):e2022.

(d) SYNERGISTIC ACTIVITIES
1. Recipient, Western Snow Science Society Early Career Award (2020).
"""


def test_an_nsf_biosketchs_lettered_parts():
    assert [classify_heading(h) for h in ("(a) PROFESSIONAL PREPARATION", "(b) APPOINTMENTS", "(c) PRODUCTS",
                                          "Other Significant Products")] == \
        ["education", "positions", "publications", "publications"]


def test_an_nsf_biosketchs_products_and_honours_are_read(tmp_path):
    claims = extracted(tmp_path, BIOSKETCH).claims
    assert {c.title for c in claims if isinstance(c, Publication)} == {"Snow drought propagation into baseflow"}
    assert {c.name for c in claims if isinstance(c, Award)} == {"Western Snow Science Society Early Career Award"}


def test_a_plus_after_an_initial_marks_a_student_author():
    found = parse_citation("Van Dyk, C.+, & Roe, S. M. (2019). Brief mindfulness training and pre-sleep worry: A pilot "
                           "study. Canadian Journal of Behavioural Science, 51(3), 187-195.")
    assert found == ("Brief mindfulness training and pre-sleep worry: A pilot study", ("Van Dyk C.", "Roe S.M."),
                     "Canadian Journal of Behavioural Science", 2019)


UNLESS_NOTED = """Ana Roe

EMPLOYMENT
2015 - present   Associate Professor, Department of Psychology, Simon Fraser University

GRADUATE STUDENTS SUPERVISED
(Department of Psychology, SFU, unless noted)

  Completed
     Lavinia Mahe          M.A. 2017; Ph.D. 2020      Now: Lecturer, Massey University
     Ngaire Whit           M.A. 2020                  Now: Research Coordinator, BC Cancer
"""


def test_a_students_lists_note_says_where_their_degrees_are_from(tmp_path):
    claims = extracted(tmp_path, UNLESS_NOTED).claims
    degrees = {(c.person, c.degree, c.institution, c.end) for c in claims if isinstance(c, Education)}
    assert ("Lavinia Mahe", "PhD", "SFU", 2020) in degrees and ("Ngaire Whit", "Master", "SFU", 2020) in degrees


def test_an_organisations_name_broken_across_a_two_column_cvs_lines(tmp_path):
    text = ("Ana Roe\n\nEDUCATION\n"
            "2003 – 2007     B.S. in Computer Engineering (High Honors), Middle East\n"
            "                Technical University (METU), Ankara\n"
            "2010 - 2012     Clinical Fellow, Nephrology\n"
            "                Prairie Lakes University, Winnipeg, MB\n")
    claims = extracted(tmp_path, text).claims
    assert {c.institution for c in claims if isinstance(c, Education)} == {"Middle East Technical University"}
    assert not any(isinstance(c, Affiliation) and "Nephrology" in c.org for c in claims)


def test_a_visits_group_and_host_in_one_bracket(tmp_path):
    text = ("Ana Roe\n\nVISITING POSITIONS\n\n"
            "Summer 2019     Visiting Researcher, Microsoft Research Cambridge, UK\n"
            "                (Cloud Infrastructure group; host: Dr. Rosalind Achterberg)\n")
    claims = extracted(tmp_path, text).claims
    posts = {(c.title, c.org) for c in claims if isinstance(c, Position)}
    assert posts == {("Visiting Researcher", "Microsoft Research Cambridge")}
    assert PartOf(None, "Cloud Infrastructure group", "Microsoft Research Cambridge") in {
        PartOf(None, c.part, c.whole) for c in claims if isinstance(c, PartOf)}
    hers = {c.org for c in claims if isinstance(c, Affiliation) and c.person == "Rosalind Achterberg"}
    assert hers == {"Cloud Infrastructure group", "Microsoft Research Cambridge"}
