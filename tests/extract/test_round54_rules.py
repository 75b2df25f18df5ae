"""Session-28 rules: what held-out rounds 53 and 54 showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Education, Publication, Supervision

from .helpers import resolved_supervisions, word_pair as pair, written as _write


def supervisions(tmp_path, text, name="members.md"):
    """(advisor, advisee) labels of the resolved graph of one Markdown page unless named otherwise."""
    return resolved_supervisions(tmp_path, text, name)


_LAB = """# Members — Coastal Dynamics Lab (Okabe Lab), Tōhoku Institute of Technology

Professor OKABE Hiroshi 岡部 浩, Dr. Eng.

B.Eng. (1995), Tōhoku University; Dr. Eng. (2001), Kyoto University / Professor (2012–)

Associate Professor KONDŌ Naomi 近藤 直美, Ph.D.

Ph.D., University of Delaware (2009) / Associate Professor (2019–)

## Students

All students are supervised by Prof. Okabe, except those marked † (supervised by Assoc. Prof. Kondō).

| Year | Name |
|---|---|
| M2 | Sato Ren |
| M1 | Ueno Mika † |

## Alumni

| Graduation | Name | Degree | Supervisor | Destination |
|---|---|---|---|---|
| 2024.3 | Daichi Maruyama | M.Eng. | Kondō | Port Authority of Sendai |
| 2023.3 | Lena Brandauer | M.Eng. | Okabe | Siemens Energy |
| 2023.3 | Ryota Ishikawa | B.Eng. | TBD | Hitachi Zosen |
"""


def test_a_supervisor_column_naming_a_staff_member_by_surname_alone_names_that_member(tmp_path):
    found = supervisions(tmp_path, _LAB)
    assert pair("Naomi Kondō", "Daichi Maruyama") in found
    assert pair("Hiroshi Okabe", "Lena Brandauer") in found
    # a placeholder names no one, nor where the student studied
    assert not any(advisee == "Ishikawa Ryota" and advisor != "Hiroshi Okabe" for advisor, advisee in found)
    claims = extract_document(read(_write(tmp_path, "members.md", _LAB))).claims
    assert not any(isinstance(c, Education) and c.institution == "TBD" for c in claims)


def test_a_surname_no_one_on_the_page_has_makes_no_supervisor_of_someone_else(tmp_path):
    found = supervisions(tmp_path, _LAB.replace("| Kondō |", "| Vandermeer |"))
    assert not any(advisee == "Daichi Maruyama" and advisor == "Kondō Naomi"
                   for advisor, advisee in found)


_WIKI = """## Group members

| Name | Position | Supervisor |
|------|----------|------------|
| Prof. Dr. Katrin Weber-Almeida | Group leader | – |
| Dr. Tomasz Zieliński | Postdoc | KWA |
| Ana Petrescu | PhD student | KWA / T. Zieliński |
| Jonas Ebner | MSc student | TZ |

## Theses

| Type | Author | Title | Year | Supervisor |
|------|--------|-------|------|------------|
| PhD | Felix Hartmann-Oduya | Cold atoms in a cavity | 2021 | Tomasz Zieliński |
| MSc | Marta Quiroga | A fibre laser lock | 2020 | T. Zieliński |
"""


def test_a_supervisor_cell_of_initials_names_the_member_with_those_initials(tmp_path):
    found = supervisions(tmp_path, _WIKI)
    assert pair("Katrin Weber-Almeida", "Tomasz Zieliński") in found
    assert {pair("Katrin Weber-Almeida", "Ana Petrescu"), pair("Tomasz Zieliński", "Ana Petrescu")} <= found
    assert pair("Tomasz Zieliński", "Jonas Ebner") in found


def test_a_theses_table_with_a_supervisor_column_names_its_students_in_the_author_column(tmp_path):
    found = supervisions(tmp_path, _WIKI)
    assert pair("Tomasz Zieliński", "Felix Hartmann-Oduya") in found
    assert pair("Tomasz Zieliński", "Marta Quiroga") in found


def _entry(title, authors, venue):
    names = " | ".join(f'<a href="/people/{n.lower().replace(" ", "-")}/">{n}</a>' for n in authors)
    return (f'<p class="d-sm-flex"><span class="d-block"><a class="badge" href="/x.pdf">pdf</a></span>'
            f'<span class="d-block"><strong><a href="/paper/">{title}</a></strong><br>{names}</span>'
            f'<span class="d-block ml-auto"><a class="badge" href="/venues/v/">{venue}</a></span></p>')


_INDEX = ("<html><head><title>Maren Holt-Ibsen - Paper Index</title></head><body>"
          "<nav><a href='/'>Home</a> <a href='/venues'>Venues</a> <a href='/people'>People</a></nav>"
          "<main><h2>Maren Holt-Ibsen</h2><p>Also published as: M. Holt-Ibsen</p>"
          "<h4 id='2024'>2024</h4>"
          + _entry("Parsing Historical Norwegian Legal Charters", ["Maren Holt-Ibsen", "Tore Vik Andersen"], "ACL")
          + _entry("Character Models for Runic Inscriptions", ["Anja Lindqvist", "Maren Holt-Ibsen", "Per Ødegård"], "EMNLP")
          + "<h4 id='2022'>2022</h4>"
          + _entry("A Treebank of Old Norse Sagas", ["Maren Holt-Ibsen", "Sigrid Haugland"], "LREC")
          + "<h4 id='2019'>2019</h4>"
          + _entry("Spelling Variation in Early Modern Danish", ["Maren Holt-Ibsen"], "WS")
          + "</main><footer>© 2025 Paper Index</footer></body></html>")


def test_an_index_of_papers_all_links_under_year_headings_gives_each_paper_its_authors_year_and_venue(tmp_path):
    claims = extract_document(read(_write(tmp_path, "index.html", _INDEX))).claims
    pubs = {c.title: c for c in claims if isinstance(c, Publication)}
    paper = pubs["Character Models for Runic Inscriptions"]
    assert (paper.authors, paper.year, paper.venue) == (("Anja Lindqvist", "Maren Holt-Ibsen", "Per Ødegård"), 2024, "EMNLP")
    paper = pubs["A Treebank of Old Norse Sagas"]
    assert (paper.authors, paper.year, paper.venue) == (("Maren Holt-Ibsen", "Sigrid Haugland"), 2022, "LREC")
    assert pubs["Parsing Historical Norwegian Legal Charters"].year == 2024


def test_years_alone_over_a_cv_s_posts_make_no_paper_index(tmp_path):
    text = ("Maren Holt-Ibsen\n\n2024\n\nAssociate Professor of Linguistics\nUniversity of Bergen\n\n"
            "2019\n\nPostdoctoral Fellow\nUniversity of Oslo\n\n2016\n\nPhD in Linguistics\nUniversity of Oslo\n")
    claims = extract_document(read(_write(tmp_path, "cv.txt", text))).claims
    assert not [c for c in claims if isinstance(c, Publication)]


_DEPARTMENT = """Department of Crop Economics – Staff

The Department of Crop Economics (DCE) is one of four departments in the Faculty of Agriculture (FA) of the Volta River University of Science (VRUS).

ACADEMIC STAFF

  • Prof. (Mrs.) Abena Ofori-Mensah
      Professor
      BSc (UCC), MPhil (Legon), Dr. sc. agr. (Hohenheim)
      Research areas: Rural finance; gender.
  • Dr. Kofi Boateng Asare
      Senior Lecturer
      BSc, MPhil (KNUST), PhD (Reading)
"""


def test_a_staff_cards_qualifications_give_each_degree_where_it_was_taken(tmp_path):
    claims = extract_document(read(_write(tmp_path, "staff.txt", _DEPARTMENT))).claims
    degrees = {(c.person, c.degree, c.institution) for c in claims if isinstance(c, Education)}
    assert {("Abena Ofori-Mensah", "BSc", "UCC"), ("Abena Ofori-Mensah", "MPhil", "Legon"),
            ("Abena Ofori-Mensah", "PhD", "Hohenheim")} <= degrees
    # a degree with no place of its own took the next one's
    assert {("Kofi Boateng Asare", "BSc", "KNUST"), ("Kofi Boateng Asare", "MPhil", "KNUST")} <= degrees


def test_a_department_that_says_what_it_is_one_of_makes_its_staff_members_of_it_and_its_university(tmp_path):
    claims = extract_document(read(_write(tmp_path, "staff.txt", _DEPARTMENT))).claims
    for person in ("Abena Ofori-Mensah", "Kofi Boateng Asare"):
        orgs = {c.org for c in claims if isinstance(c, Affiliation) and c.person == person}
        assert {"Department of Crop Economics", "Volta River University of Science"} <= orgs, person


_CARD_PAGE = """<html><body><main><div class="item-page">
<div class="page-header"><h2 itemprop="headline">Department of Crop Economics &ndash; Staff</h2></div>
<p>The Department of Crop Economics is one of four departments in the Faculty of Agriculture.</p>
<h3>HEAD OF DEPARTMENT</h3>
<table class="staff-table"><tr><td><img src="/img/asare.jpg" alt="Asare"></td><td>
<p><strong>Prof. Kwame Nkansah Asare</strong><br>Associate Professor / Head of Department<br>
<em>BSc (UCC), MPhil (Legon), PhD (Reading)</em></p>
<p><strong>Research areas:</strong> Agricultural marketing; price transmission.</p>
<p><strong>Selected publications:</strong></p>
<ol><li>Asare, K. N. &amp; Boadu, E. (2023). Price transmission in cocoa markets. Food Policy, 12, 1&ndash;9.</li>
<li>Boadu, E. &amp; Asare, K. N. (2021). Cashew exports and rural incomes. World Development, 9, 3&ndash;11.</li></ol>
</td></tr></table>
</div></main></body></html>"""


def test_a_staff_card_beside_its_photo_keeps_its_name_line_and_its_list_of_papers(tmp_path):
    doc = read(_write(tmp_path, "staff.html", _CARD_PAGE))
    lines = [ln.text.strip() for ln in doc.lines]
    assert "Prof. Kwame Nkansah Asare" in lines
    assert sum(1 for ln in lines if "Asare, K. N." in ln or "& Asare, K. N." in ln) == 2      # two papers, two lines


def test_a_dentists_credentials_after_her_name_leave_her_the_pages_owner(tmp_path):
    text = ("Ingrid Sá Moreira-Holt, DDS, MS, PhD\n\nAssociate Professor\nDivision of Periodontology\n\n"
            "Grants\n\n  • Delta Dental Foundation pilot award (co-I; PI: Tomasz Wielgosz-Adeyemi), 2023–2024.\n")
    ex = extract_document(read(_write(tmp_path, "profile.txt", text)))
    assert ex.owner_name == "Ingrid Sá Moreira-Holt"
    ex = extract_document(read(_write(tmp_path, "grants.txt", text.split("\n\n", 1)[1])))
    assert ex.owner_name != "Tomasz Wielgosz-Adeyemi"      # a grant's PI is no one's page


_OBITUARY = """<html><body><main><article>
<p>LOCAL | OBITUARIES</p>
<h1>Ingrid Haldorsen-Pike, Cornell soil chemist who mapped the Finger Lakes' clays, dies at 91</h1>
<p>Marcus Delaney-Ortiz Ithaca Courier</p>
<div class="share"><a href="#">Facebook</a></div><div class="share"><a href="#">X</a></div><div class="share"><a href="#">Email</a></div>
<p>ITHACA — Ingrid “Inga” Haldorsen-Pike, a professor emerita of soil science at Cornell University, died March 2 at her home. She was 91.</p>
<p>Haldorsen-Pike was born in Bergen, Norway, and earned her Ph.D. at the University of Wisconsin under Harold Brandt in 1961.</p>
<p>Haldorsen-Pike joined Cornell University in 1965. Her former doctoral student Tomás Ruiz-Lambert said she read every draft twice.</p>
</article></main></body></html>"""


def test_a_newspaper_obituary_is_about_its_headlines_subject_not_its_reporter(tmp_path):
    ex = extract_document(read(_write(tmp_path, "obituary.html", _OBITUARY)))
    assert ex.owner_name == "Ingrid Haldorsen-Pike"


def test_a_news_pages_row_of_share_buttons_is_no_heading(tmp_path):
    doc = read(_write(tmp_path, "obituary.html", _OBITUARY))
    assert not any(ln.text.strip() in ("Facebook", "X", "Email") for ln in doc.lines)


_TURKISH_CV = """                              ÖZGEÇMİŞ

1.  Name Surname     : Ayşe Gül DEMİRTAŞ YILMAZ
2.  Academic Title   : Doçent (Associate Professor)
3.  Education        :

    Degree              Field                  University                         Year
    ------------------  ---------------------  ---------------------------------  ----
    Lisans (BSc)        Chemical Engineering   Hacettepe Üniversitesi             1999
    Doktora (PhD)       Chemical Engineering   Orta Doğu Teknik Üniversitesi      2006

4.  Supervised Master's and Doctoral Theses

    1. Mehmet Ali KORKMAZ, "Membrane fouling in dairy effluents", Ege Üniversitesi, 2015.
"""


def test_a_turkish_cvs_numbered_form_names_its_owner_degrees_and_theses(tmp_path):
    ex = extract_document(read(_write(tmp_path, "cv.txt", _TURKISH_CV)))
    assert ex.owner_name and ex.owner_name.split()[:2] == ["Ayşe", "Gül"]
    degrees = {(c.degree, c.institution, c.end) for c in ex.claims if isinstance(c, Education) and c.person == OWNER}
    assert {("BSc", "Hacettepe Üniversitesi", 1999), ("PhD", "Orta Doğu Teknik Üniversitesi", 2006)} <= degrees
    assert any(isinstance(c, Supervision) and c.advisor == OWNER and c.advisee == "Mehmet Ali KORKMAZ" for c in ex.claims)


_STATION = """Station staff

The Bahía Quieta Marine Station is the coastal field station of the Universidad del Sur.

Station Director

Dr. Ignacio Valdés-Moraga

Director (since 2019) · Profesor Titular

Benthic ecologist. Dr. rer. nat., Universität Bremen (2004).

Resident Scientists & Research Groups

Dra. Catalina Ñirre Sepúlveda

Profesora Asociada · Head, Kelp Ecology Group

PhD Pontificia Universidad Católica de Chile, 2012. Works on kelp restoration.

Dr. Henrik Aasland

Profesor Asistente

PhD University of Tromsø, 2011. Postdoc at the Norwegian Institute for Water Research, 2012–2015.

Graduate Students Based at the Station

Student | Home university | Supervisor(s)
Tomás Huenchul Paredes | Universidad del Sur | Dra. C. Ñirre Sepúlveda
"""


def test_a_staff_cards_bio_speaks_of_the_cards_person_not_the_pages_owner(tmp_path):
    claims = extract_document(read(_write(tmp_path, "staff.txt", _STATION))).claims
    degrees = {(c.person, c.institution) for c in claims if isinstance(c, Education)}
    assert ("Catalina Ñirre Sepúlveda", "Pontificia Universidad Católica de Chile") in degrees
    assert ("Henrik Aasland", "University of Tromsø") in degrees
    assert not any(c.institution in ("University of Tromsø", "Pontificia Universidad Católica de Chile")
                   for c in claims if isinstance(c, Education) and c.person == OWNER)


def test_a_stations_people_headings_open_lists_of_people():
    from labgraph.sections import heading_kind
    for heading in ("Station Director", "Resident Scientists & Research Groups", "Graduate Students Based at the Station",
                    "Program Leadership", "Core Faculty", "Current Residents", "Lecturers", "Invited Speakers"):
        assert heading_kind(heading) == "students", heading
    assert heading_kind("Director") is None      # a card's role under its name, no heading


_SCHOOL = """Lecturers & Organisers – Nordic Summer School in Glaciology

Lecturers

Prof. Dr. Sigrun Aalto-Berg

University of Oulu, Finland

Sigrun Aalto-Berg is Professor of Glaciology at the University of Oulu. She obtained her PhD from the University of Bergen in 2003.

Dr. Tane Whitiora

Victoria University of Wellington, New Zealand

Tane Whitiora is a Senior Lecturer at Victoria University of Wellington. He received his PhD from the University of Otago in 2012.
"""


def test_a_schools_lecturers_are_colleagues_with_their_own_degrees_not_anyones_students(tmp_path):
    claims = extract_document(read(_write(tmp_path, "school.txt", _SCHOOL))).claims
    degrees = {(c.person, c.institution) for c in claims if isinstance(c, Education)}
    assert ("Sigrun Aalto-Berg", "University of Bergen") in degrees and ("Tane Whitiora", "University of Otago") in degrees
    assert not any(isinstance(c, Supervision) and c.advisee in ("Sigrun Aalto-Berg", "Tane Whitiora") for c in claims)


def test_a_group_pages_lecturers_are_its_colleagues_not_its_leaders_students(tmp_path):
    text = ("Hydrology Group\n\nGroup leader: Prof. Marta Vieira-Holm\n\nPhD students\n\n  • Ola Dahl (since 2022)\n\n"
            "Lecturers\n\n  • Dr. Kaito Mizuno, Senior Lecturer\n  • Dr. Efe Okon, Lecturer\n")
    claims = extract_document(read(_write(tmp_path, "group.txt", text))).claims
    advisees = {c.advisee for c in claims if isinstance(c, Supervision)}
    assert "Ola Dahl" in advisees and not advisees & {"Kaito Mizuno", "Efe Okon"}


_PANELS = """# People — Tendon Lab

Lab director: A/Prof Roisin Kavanagh-Tran

## Higher degree by research candidates

| Candidate | Degree | Supervisory panel |
|---|---|---|
| Mere Tūhoe-Lang | PhD, 2021 | PS: A/Prof Roisin Kavanagh-Tran; AS: Dr Oisin Brady |
| Luka Petrović | MRes, 2023 | PS: Dr Oisin Brady; AS: A/Prof Kavanagh-Tran |
"""


def test_a_supervisory_panel_column_names_its_principal_and_associate_supervisors(tmp_path):
    found = supervisions(tmp_path, _PANELS)
    assert {pair("Roisin Kavanagh-Tran", "Mere Tūhoe-Lang"), pair("Oisin Brady", "Mere Tūhoe-Lang"),
            pair("Oisin Brady", "Luka Petrović"), pair("Roisin Kavanagh-Tran", "Luka Petrović")} <= found


def test_a_doctoral_student_under_two_advisors_names_both(tmp_path):
    text = ("Luiza Helena Bittencourt\n\nVita\n\nIn August 2017 Luiza joined the Department of Oceanography at Louisiana "
            "State University as a doctoral student under Dr. Rachel Thibodeaux and Dr. Anders Høgsberg.\n\n"
            "Team\n\n  • Oskar Berg — industrial PhD student with Vattenfall AB (2022–), fish passage.\n")
    claims = extract_document(read(_write(tmp_path, "vita.txt", text))).claims
    sup = {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
    assert {("Rachel Thibodeaux", OWNER, "PhD"), ("Anders Høgsberg", OWNER, "PhD")} <= sup
    assert not any(advisor == "Vattenfall AB" for advisor, _, _ in sup)      # a firm is no advisor


def test_a_wrapped_line_that_ends_with_a_titled_given_name_goes_on_to_the_surname(tmp_path):
    filler = ("The group studies coastal plankton blooms and the hypoxia that follows them on the shelf in\n"
              "summer, with moorings, cruises and models run over several decades of observations at sea.\n") * 6
    text = ("Luiza Bittencourt\n\nVita\n\n" + filler +
            "In August 2017 Luiza joined the Department of Oceanography at Louisiana State\n"
            "University as a doctoral student, advised by Dr. Rachel Thibodeaux and Dr. Rachel\n"
            "Okafor-Lindqvist, and was a Graduate Research Assistant in the Coastal Plankton Lab.\n")
    doc = read(_write(tmp_path, "vita.txt", text))
    assert any("Dr. Rachel Okafor-Lindqvist" in ln.text for ln in doc.lines)


def test_topics_over_dated_items_are_a_labs_news_not_its_interests(tmp_path):
    from labgraph.model import Interest
    text = ("Members | Coastal Lab, Tōhoku Institute of Technology\n\nTopics\n\n"
            "  • 2025.04.07 – Welcome to our 8 new members!\n  • 2024.11.15 – Ren received the Best Presentation Award.\n\n"
            "Research interests\n\n  • storm surge and wave overtopping\n")
    claims = extract_document(read(_write(tmp_path, "members.txt", text))).claims
    topics = {c.topic for c in claims if isinstance(c, Interest)}
    assert not any("Welcome" in t or "2025" in t for t in topics)
    assert any("storm surge" in t for t in topics)          # a list of topics stays one
