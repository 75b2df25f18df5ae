"""Session-30 rules: what the weakest probes of rounds 56 to 58 and held-out round 59 showed."""
from labgraph.extract import extract_document
from labgraph.extract.patterns import find_level
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Award, Education, Position, Supervision

from .helpers import resolved_supervisions as supervisions, word_pair as pair, written as _write


def _claims(tmp_path, text, kind, name="people.md"):
    return [c for c in extract_document(read(_write(tmp_path, name, text))).claims if isinstance(c, kind)]


_PEOPLE = """# People

The **Tone Lab** is part of the Department of Linguistics at McGill University.

## Principal Investigator

### Mirela Stan
*Associate Professor of Linguistics*

Mirela received her PhD in Linguistics from UCLA in 2012.

## Postdoctoral Researcher

### Kofi Mensah Asante
Kofi joined the lab in 2023 and works with Mirela on downstep.

## Graduate Students

| | Name | Program | Research |
|---|---|---|---|
| | **Jae-eun Park** | PhD, 5th year | Prosodic phrasing in Korean |
| | **Aigerim Bekova** | MA, 1st year | Vowel harmony in Kazakh |

Jae-eun holds an SSHRC Doctoral Fellowship (2022–2025).

## Undergraduate Research Assistants

- **Zanele Mthembu** (B.Sc., Cognitive Science) spent summer 2024 in the lab, mentored by Kofi, and stayed on as an RA.

## Alumni

**PhD**
- Dr. Santiago Ibarra (PhD 2021) — Assistant Professor of Linguistics, University of Arizona. Dissertation: *Pitch accent in Basque*. Winner of a best paper award (2020).

**Postdocs**
- Dr. Mai Linh Tran (2019–2021) — now Research Scientist at the National Research Council Canada

**MA**
- Baurzhan Seitkali (MA 2018) — went on to the PhD program in Linguistics at the University of Toronto

**Undergraduate**
- Yuki Hamasaki (B.A. Honours 2019) — PhD student, Stanford Linguistics
- Oisín Walsh (B.A. 2017) — moved into software; now at Shopify in Ottawa
"""


def test_bold_sub_headings_under_alumni_keep_their_people_alumni_at_their_own_level(tmp_path):
    found = {(c.advisee, c.level) for c in _claims(tmp_path, _PEOPLE, Supervision) if c.advisor == OWNER}
    assert ("Mai Linh Tran", "Postdoc") in found
    assert ("Baurzhan Seitkali", "Master") in found      # "MA" alone over its alumni: their level
    affiliated = {(c.person, c.org) for c in _claims(tmp_path, _PEOPLE, Affiliation)}
    assert ("Yuki Hamasaki", "McGill University") not in affiliated      # a former undergraduate, no member now


def test_a_table_row_of_an_ma_student_is_a_masters_and_the_paragraph_under_the_table_is_no_ones_row(tmp_path):
    found = {(c.advisee, c.level, c.start) for c in _claims(tmp_path, _PEOPLE, Supervision) if c.advisor == OWNER}
    assert ("Aigerim Bekova", "Master", None) in found      # not the fellowship's "(2022–2025)" under the table


def test_a_first_name_leading_a_sentence_under_a_list_of_members_holds_the_award(tmp_path):
    awards = {(c.person, c.name) for c in _claims(tmp_path, _PEOPLE, Award)}
    assert ("Jae-eun Park", "SSHRC Doctoral Fellowship") in awards
    assert (OWNER, "SSHRC Doctoral Fellowship") not in awards


def test_a_first_name_after_mentored_by_is_the_member_of_that_name(tmp_path):
    assert pair("Kofi Mensah Asante", "Zanele Mthembu") in supervisions(tmp_path, _PEOPLE)


def test_a_title_abbreviation_after_supervised_by_is_no_first_name(tmp_path):
    found = {(c.advisor, c.advisee) for c in _claims(tmp_path, """# Ana Pop

## Education

- B.A. Economics, Bucharest University of Economic Studies (ASE), 2019. Licence thesis supervised by Conf. univ. dr. Anca Vlad
""", Supervision, "cv.md")}
    assert not any(advisor == "Conf" for advisor, _ in found)


def test_a_destination_in_a_field_at_a_university_and_an_employer_in_a_town(tmp_path):
    education = {(c.person, c.degree, c.institution, c.field) for c in _claims(tmp_path, _PEOPLE, Education)}
    assert ("Baurzhan Seitkali", "PhD", "University of Toronto", "Linguistics") in education
    affiliations = {(c.person, c.org) for c in _claims(tmp_path, _PEOPLE, Affiliation)}
    assert ("Oisín Walsh", "Shopify") in affiliations
    assert ("Oisín Walsh", "Shopify in Ottawa") not in affiliations


def test_a_graduates_post_is_the_first_sentence_after_the_dash(tmp_path):
    posts = {(c.person, c.title, c.org) for c in _claims(tmp_path, _PEOPLE, Position)}
    assert ("Santiago Ibarra", "Assistant Professor of Linguistics", "University of Arizona") in posts


def test_ma_and_ba_in_capitals_are_degrees_but_not_a_states_abbreviation():
    assert find_level("MA") == "Master" and find_level("(MA 2020)") == "Master"
    assert find_level("BA (Hons) 2019") == "Bachelor"
    assert find_level("Boston, MA") is None and find_level("Cambridge, MA, USA") is None


def test_an_old_pages_loose_prose_between_headings_and_lists_is_kept_in_order():
    from labgraph.ingest.html import html_document
    doc = html_document("home.html", """<html><body>
<table width="800"><tr><td><font size="4"><b>Ana Vela</b></font><br>Associate Professor<br>School of Computing</td></tr></table>
<table width="800"><tr><td><font size="2">
<h3>Short bio</h3>
I work on program analysis with my colleague <a href="/x">Mei Hsu</a>.<br><br>
Before that I spent two years as a postdoctoral researcher at <a href="https://ms.com">Microsoft Research</a>,
working with Prakash Venkat on alias analysis.
<h3>Students</h3>
<b>Current Ph.D. students</b>
<ul><li>Ola Berg (since 2019)</li><li>Rui Sato (since 2021)</li></ul>
<b>Current M.S. student:</b> Ethan Cald (2023-)<br>
</font></td></tr></table></body></html>""")
    lines = [ln.text.strip() for ln in doc.lines if ln.text.strip()]
    bio = next(i for i, t in enumerate(lines) if t.startswith("Before that"))
    assert "working with Prakash Venkat" in lines[bio]      # the run after the link stays in its paragraph
    assert lines.index("Short bio") < bio < lines.index("Students")
    assert any(t.startswith("Current M.S. student: Ethan Cald") for t in lines)


def test_a_lab_sites_footer_names_its_leader_and_where_the_lab_is(tmp_path):
    page = """<html><head><title>Vela Lab - Alumni</title></head><body>
<header><span>Vela Lab</span></header>
<main><h1>Lab Alumni</h1><p>Everyone listed below was mentored by Ana in the lab.</p>
<h2>PhD students</h2><ul><li>Dr. Ola Berg (2015–2021) – now Lecturer, University of Otago</li></ul></main>
<footer><div>Vela Lab · School of Oceanography, University of Washington · Box 357940, Seattle</div>
<div>PI: Ana Vela Ortiz · ana [at] uw.edu</div></footer></body></html>"""
    ex = extract_document(read(_write(tmp_path, "alumni.html", page)))
    assert ex.owner_name == "Ana Vela Ortiz"
    assert (OWNER, "Ola Berg") in {(c.advisor, c.advisee) for c in ex.claims if isinstance(c, Supervision)}


_ALUMNI = """# Lab Alumni

## PhD students

- Dr. Leilani Kaha (2015–2021, co-advised with Daniel R. Whit)
  Thesis: Porewater signals of marine heatwaves
  Environmental Scientist, Washington State Department of Ecology
- Dr. Ruairí Ó Briain (2012–2018)
  Thesis: Benthic nitrogen loss along the shelf
  Assistant Professor, School of Natural Sciences, University of Galway (Ireland)

## Undergraduate researchers

- Mariam Sayegh (2022–2023) – senior thesis on microplastics; now at Bigelow Laboratory for Ocean Sciences as a research technician
- Jonah White (2021–2023, Mary Gates Research Scholar 2022) – field technician, U.S. Geological Survey
- Diego Peña (2016–2018) – PhD student at Oregon State University

## Visiting scholars

- Dr. Yasmin Amrani, Mohammed V University in Rabat – Fulbright Visiting Scholar, 2022
"""


def test_where_graduates_went_in_lower_case_after_a_dash_under_a_thesis_or_after_as(tmp_path):
    posts = {(c.person, c.title, c.org) for c in _claims(tmp_path, _ALUMNI, Position, "alumni.md")}
    assert ("Leilani Kaha", "Environmental Scientist", "Washington State Department of Ecology") in posts
    assert ("Mariam Sayegh", "research technician", "Bigelow Laboratory for Ocean Sciences") in posts
    assert ("Jonah White", "field technician", "U.S. Geological Survey") in posts
    advisees = {c.advisee for c in _claims(tmp_path, _ALUMNI, Supervision, "alumni.md") if c.advisor == OWNER}
    assert "Jonah White" in advisees         # a technician now, a student then
    education = {(c.person, c.degree, c.institution) for c in _claims(tmp_path, _ALUMNI, Education, "alumni.md")}
    assert ("Diego Peña", "PhD", "Oregon State University") in education
    affiliations = {(c.person, c.org) for c in _claims(tmp_path, _ALUMNI, Affiliation, "alumni.md")}
    assert ("Ruairí Ó Briain", "University of Galway") in affiliations       # its "(Ireland)" aside
    assert ("Yasmin Amrani", "Mohammed V University in Rabat") in affiliations


def test_a_degree_in_a_field_after_a_dash_is_no_destination(tmp_path):
    education = {(c.person, c.institution) for c in _claims(tmp_path, """# Ana Vela

## Students supervised

1. Sarsen Madina – PhD in Physics, Nazarbayev University, 2023.
""", Education, "cv.md")}
    assert ("Sarsen Madina", "Physics, Nazarbayev University, 2023") not in education


def test_a_link_to_the_cv_under_prizes_is_no_award():
    from labgraph.extract.awards import parse_award
    assert parse_award("Full CV: PDF (updated Jan. 2006)") is None
    assert parse_award("Prix Latsis Universitaire, Université de Genève (2005)") == \
        ("Prix Latsis Universitaire, Université de Genève", 2005)


def test_a_sites_bar_of_links_copied_first_is_no_heading_over_the_page(tmp_path):
    from labgraph.model import Publication
    page = """dblp
Blog
Statistics
Update feed
XML dump
search dblp

Ana Vela-Ortiz
Person information

2024
[j6]
Wei Zhang 0003, Ana Vela-Ortiz:
Workload-Aware Partitioning for Learned Indexes. Proc. VLDB Endow. 17(6): 1388-1401 (2024)
[c12]
Thabo Nkosi, Ana Vela-Ortiz:
Incremental View Maintenance for Streaming Graph Patterns. ICDE 2024: 3120-3133
"""
    titles = {c.title for c in _claims(tmp_path, page, Publication, "dblp.txt")}
    assert "Incremental View Maintenance for Streaming Graph Patterns" in titles


_GENEALOGY_HEADER = """Mathematics Genealogy Project
Home
Search
About MGP
News
Staff
Recognition
Links
Contact
A service of the NDSU Department of Mathematics.
"""


def test_a_file_of_several_genealogy_entries_gives_each_entry_its_own_students(tmp_path):
    page = _GENEALOGY_HEADER + """
Lucía Vega
MathSciNet

Ph.D. Universidad Complutense de Madrid 1998

Advisor: Ignacio Ortúzar

Students:

Name\tSchool\tYear\tDescendants
Agarwal, Rohan\tUniversidad Complutense de Madrid\t2006\t4
Ruiz de Alarcón, Pilar\tUniversidad Complutense de Madrid\t2019\t

------------------------------------------------------------------

""" + _GENEALOGY_HEADER + """
Rohan Agarwal
MathSciNet

M.Sc. Indian Institute of Technology Bombay 2001

Ph.D. Universidad Complutense de Madrid 2006

Advisor: Lucía Vega

Students:

Name\tSchool\tYear\tDescendants
Thapa, Binod\tIndian Institute of Science\t2021\t
"""
    found = supervisions(tmp_path, page, "mgp.txt")
    assert pair("Lucía Vega", "Rohan Agarwal") in found and pair("Ignacio Ortúzar", "Lucía Vega") in found
    assert pair("Lucía Vega", "Pilar Ruiz de Alarcón") in found        # a surname of three words first
    assert pair("Rohan Agarwal", "Binod Thapa") in found
    assert pair("Lucía Vega", "Binod Thapa") not in found               # the second entry's student, not the first's
    education = {(c.person, c.degree, c.institution) for c in _claims(tmp_path, page, Education, "mgp.txt")}
    assert ("Rohan Agarwal", "MSc", "Indian Institute of Technology Bombay") in education


def test_a_cvs_pages_between_rules_stay_one_persons(tmp_path):
    page = """Ana Vela
Curriculum Vitae

Education
- PhD in Physics, University of Leeds, 2010

------------------------------------------------------------------

Ana Vela
Curriculum Vitae

Students
- Ola Berg (PhD, 2019)
"""
    ex = extract_document(read(_write(tmp_path, "cv.txt", page)))
    assert ex.owner_name == "Ana Vela"
    assert (OWNER, "Ola Berg") in {(c.advisor, c.advisee) for c in ex.claims if isinstance(c, Supervision)}


_TEAM = """<!DOCTYPE html><html lang="en"><head><title>Team | Dexterous Lab</title></head><body>
<header class="Nav_bar__Qm"><a href="/">DL</a><nav><ul><li><a href="/research">Research</a></li><li><a href="/team">Team</a></li></ul></nav></header>
<main class="Team_page__c7">
<section class="Team_hero__aZ"><h1>Team</h1><p>The Dexterous Lab is part of the Department of Robotics at the University of Michigan.</p></section>
<section class="Team_group__hV"><h2>Director</h2><div class="Team_grid__Jp">
<div class="Card_card__3k"><h3 class="Card_name__x1">Ngozi Clarke</h3><span class="Badge_badge__p0 Badge_director__1A">Director</span><p class="Card_meta__9s">Associate Professor of Robotics. Robot hands and tactile sensing.</p></div>
</div></section>
<section class="Team_group__hV"><h2>Graduate Students</h2><div class="Team_grid__Jp">
<div class="Card_card__3k"><h3 class="Card_name__x1">Lena Brandt</h3><span class="Badge_badge__p0 Badge_phd__4k">PhD</span><p class="Card_meta__9s">Robotics · Advisor: N. Clarke</p></div>
<div class="Card_card__3k"><h3 class="Card_name__x1">Aarav Kulkarni</h3><span class="Badge_badge__p0 Badge_ms__Zq">MS</span><p class="Card_meta__9s">Robotics · Advisor: N. Clarke</p></div>
</div></section>
<section class="Team_group__hV"><h2>Visiting Students</h2><div class="Team_grid__Jp">
<div class="Card_card__3k"><h3 class="Card_name__x1">Matteo Linden</h3><span class="Badge_badge__p0">Visiting PhD Student</span><p class="Card_meta__9s">TU Delft · Sep–Dec 2024</p></div>
</div></section>
<section class="Team_group__hV"><h2>Alumni</h2><ul>
<li><strong>Wei-Lun Chang</strong> <span class="Badge_badge__p0">MS 2022</span> → Robotics Engineer, Zoox</li>
</ul></section></main></body></html>"""


def test_a_cards_role_badge_is_its_line_and_an_alumnus_badge_his_degree(tmp_path):
    found = {(c.advisee, c.level) for c in _claims(tmp_path, _TEAM, Supervision, "team.html") if c.advisor == OWNER}
    assert ("Aarav Kulkarni", "Master") in found and ("Lena Brandt", "PhD") in found
    assert ("Aarav Kulkarni", "PhD") not in found
    assert ("Wei-Lun Chang", "Master") in found
    posts = {(c.person, c.org) for c in _claims(tmp_path, _TEAM, Position, "team.html")}
    assert (OWNER, "Associate Professor of Robotics") not in posts     # a title, no employer


def test_a_visiting_students_card_names_his_home_university_and_no_one_supervises_him(tmp_path):
    claims = _claims(tmp_path, _TEAM, Affiliation, "team.html") + _claims(tmp_path, _TEAM, Supervision, "team.html")
    assert ("Matteo Linden", "TU Delft") in {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    people = {c.advisee for c in claims if isinstance(c, Supervision)}
    assert "Matteo Linden" not in people and "TU Delft" not in people


_GROUP = """Correlated Electron Systems Group

Group leader

Prof. Aleksandra Moretti
Full Professor, University of Geneva

Master students (2023/24)

Léa Bonvin – Master project: Flux growth of crystals (daily supervision: Y. Tanabe)

Visitors

Prof. Kenji Sato (University of Tokyo, Institute for Solid State Physics) – sabbatical visitor, Sept 2024 – Feb 2025
Ana Popescu (PhD student, University of Bucharest) – visiting PhD student, spring 2024

Recent papers

N. Al-Hashimi, Y. Tanabe, A. Moretti,
"Elastocaloric signatures of nematic fluctuations in FeSe1-xSx",
Phys. Rev. B 109, 045112 (2024).
"""


def test_authors_over_a_quoted_title_and_its_journal_are_one_reference(tmp_path):
    from labgraph.model import Publication
    pubs = [c for c in _claims(tmp_path, _GROUP, Publication, "group.txt")]
    assert [(p.title, p.authors[0], p.year) for p in pubs] == \
        [("Elastocaloric signatures of nematic fluctuations in FeSe1-xSx", "N. Al-Hashimi", 2024)]


def test_a_visitors_stay_is_no_employer_and_a_visiting_students_home_is_where_he_studies(tmp_path):
    affiliations = {(c.person, c.org) for c in _claims(tmp_path, _GROUP, Affiliation, "group.txt")}
    assert ("Kenji Sato", "University of Tokyo") in affiliations
    assert not any(org.startswith("Sept 2024") for _, org in affiliations)
    assert ("Ana Popescu", "PhD student") not in affiliations
    education = {(c.person, c.degree, c.institution) for c in _claims(tmp_path, _GROUP, Education, "group.txt")}
    assert ("Ana Popescu", "PhD", "University of Bucharest") in education


def test_daily_supervision_names_a_students_daily_supervisor(tmp_path):
    found = {(c.advisor, c.advisee) for c in _claims(tmp_path, _GROUP, Supervision, "group.txt")}
    assert ("Y. Tanabe", "Léa Bonvin") in found or ("Yuki Tanabe", "Léa Bonvin") in found


def test_a_host_named_by_initials_after_postdoc_with_is_no_employer(tmp_path):
    affiliations = {(c.person, c.org) for c in _claims(tmp_path, """# Team

## Former members

- Dr. Tiago Almeida (PhD 2019) – now postdoc with J.-H. Wiebusch since 04/2022
- Dr. Mary Kate Donnell (PhD 2015) – now reviewer at U.S. Food and Drug Administration
""", Affiliation, "team.md")}
    assert not any(org.startswith("J.-H. Wiebusch") for _, org in affiliations)
    assert ("Mary Kate Donnell", "U.S. Food and Drug Administration") in affiliations


def test_a_scholar_profile_copied_without_cited_by_words_keeps_its_rows_and_co_authors(tmp_path):
    from labgraph.model import Publication
    page = """Ana Vela-Ortiz
Associate Professor of Hydrology, Universidad de Chile

TITLE
CITED BY
YEAR
Rapid glacier mass loss in the semi-arid Andes revealed by geodetic surveys
A Vela-Ortiz, D Hoffmann
Nature Geoscience 13 (7), 501-507
\t388\t2020
Megadrought impacts on streamflow seasonality across central Chile
JP Ortega, A Vela-Ortiz
Hydrology and Earth System Sciences 23 (11), 4563-4580
\t149\t2019
Bofedal vegetation greenness as an indicator of ecosystem health
R Quispe, A Vela-Ortiz
Ecohydrology 17 (1), e2589
\t\t2024

Co-authors
VIEW ALL
Dieter Hoffmann
Senior Scientist, Swiss Federal Institute for Forest, Snow and Landscape Research WSL
Erik Lindqvist
Associate Professor, Stockholm University
"""
    pubs = {(c.title, c.year) for c in _claims(tmp_path, page, Publication, "scholar.txt")}
    assert ("Megadrought impacts on streamflow seasonality across central Chile", 2019) in pubs
    assert ("Bofedal vegetation greenness as an indicator of ecosystem health", 2024) in pubs
    affiliations = {(c.person, c.org) for c in _claims(tmp_path, page, Affiliation, "scholar.txt")}
    assert ("Erik Lindqvist", "Stockholm University") in affiliations


_NEWS = """# Lab news

What's been happening in the Dlamini Lab, University of Cape Town.

**18 Nov 2024** — A warm welcome to **Tshepo Molefe**, our newest PhD student! Tshepo comes to us with an MSc
from Stellenbosch University and will be co-supervised by Dr. Anna-Lena Kästner of the Max Planck Institute.

**2 Oct 2024** — strainflow v1.0 released. PhD student Lucía Fernández de la Vega wrote most of the code.

**12 Sep 2024** — Congratulations, **Dr. Amara Nwosu**! Amara defended her PhD on soda lake phages this morning.
In January she heads to ETH Zürich to start a postdoc in Prof. Ueli Brunner's group.

**30 May 2024** — Ntombi Zulu passed her MSc defence with distinction. Ntombi was co-supervised by Dr. Farah Haddad.

---
Dlamini Lab · PI: Prof. Bongani S. Dlamini · b.dlamini@uct.ac.za
"""


def test_a_lab_news_page_whose_items_open_with_their_date_gives_each_item_its_person(tmp_path):
    found = {(c.advisor, c.advisee) for c in _claims(tmp_path, _NEWS, Supervision, "news.md")}
    assert ("Anna-Lena Kästner", "Tshepo Molefe") in found and ("Anna-Lena Kästner", OWNER) not in found
    assert (OWNER, "Tshepo Molefe") in found            # "our newest PhD student"
    assert ("Ueli Brunner", OWNER) not in found
    assert ("Farah Haddad", "Ntombi Zulu") in found


def test_a_lab_news_page_names_its_students_by_role_and_by_their_defences(tmp_path):
    found = {(c.advisee, c.level) for c in _claims(tmp_path, _NEWS, Supervision, "news.md") if c.advisor == OWNER}
    assert ("Lucía Fernández de la Vega", "PhD") in found
    assert ("Ntombi Zulu", "Master") in found
    assert any(advisee.startswith("Amara") and level == "PhD" for advisee, level in found)


_CHEM = """Group Members – Van der Meulen Group

Group Members

Molecular Catalysis · Stratingh Institute for Chemistry · University of Groningen

Prof. dr. Ingrid van der Meulen

Principal Investigator

Her work has been recognised with an ERC Starting Grant (2014) and the KNCV Gouden Medaille (2019).

PhD Students

  • Mei-Ling Zhou (since 2022) – supramolecular cages for confined catalysis
  • Kwame Mensah (since 2020) – joint PhD with the University of Strathclyde

Alumni

Dr. Anouk Smit | PhD 2022 | now Senior Scientist, dsm-firmenich, Delft
Sven Åkesson | MSc 2021 | PhD candidate, Stockholm University

Awards & Honours

  • 2024 – Kwame wins the RSC Dalton Division Poster Prize at Dalton 2024 (Warwick)
  • 2023 – Best Poster Award at CHAINS 2023 for Mei-Ling
  • 2023 – BAAL Book Prize (British Association for Applied Linguistics), for Speaking Gaelic Again
"""


def test_a_group_pages_title_and_tagline_name_its_group_and_university_for_its_students(tmp_path):
    affiliations = {(c.person, c.org) for c in _claims(tmp_path, _CHEM, Affiliation, "people.txt")}
    assert ("Mei-Ling Zhou", "University of Groningen") in affiliations
    assert ("Mei-Ling Zhou", "Van der Meulen Group") in affiliations


def test_alumni_records_in_cells_with_no_header_give_level_and_destination(tmp_path):
    levels = {(c.advisee, c.level) for c in _claims(tmp_path, _CHEM, Supervision, "people.txt") if c.advisor == OWNER}
    assert ("Sven Åkesson", "Master") in levels and ("Anouk Smit", "PhD") in levels
    posts = {(c.person, c.title, c.org) for c in _claims(tmp_path, _CHEM, Position, "people.txt")}
    assert ("Anouk Smit", "Senior Scientist", "dsm-firmenich") in posts
    education = {(c.person, c.degree, c.institution) for c in _claims(tmp_path, _CHEM, Education, "people.txt")}
    assert ("Sven Åkesson", "PhD", "Stockholm University") in education


def test_a_groups_honours_list_gives_each_honour_to_the_member_it_names(tmp_path):
    awards = {(c.person, c.name) for c in _claims(tmp_path, _CHEM, Award, "people.txt")}
    assert ("Kwame Mensah", "RSC Dalton Division Poster Prize") in awards
    assert ("Mei-Ling Zhou", "Best Poster Award at CHAINS") in awards
    assert (OWNER, "KNCV Gouden Medaille") in awards
    assert not any(person == "Speaking Gaelic Again" for person, _ in awards)     # a book's title, no member


def test_a_spanish_groups_member_categories_are_headings_and_its_code_line_no_person(tmp_path):
    from labgraph.ingest import read as read_doc
    from labgraph.sections import split_sections
    page = """Grupo de investigación en Biomateriales (BIOELEC)

Código PAIDI: FQM-318 · Junta de Andalucía

Miembros

Catedráticos de Universidad

  • Dra. María Ruiz de la Fuente (IP)

Profesores Titulares

  • Dr. Íñigo Etxeberria Goñi

Investigadores postdoctorales

  • Dr. Amadou Diallo – contrato Juan de la Cierva (desde 2022)

Doctorandos

  • Pablo Jiménez Vela – Doctorado en Química

Tesis doctorales dirigidas

  • Beatriz Carrasco Lozano (2016). Recubrimientos de hidroxiapatita. Directora: Dra. María Ruiz de la Fuente.
"""
    headings = [s.heading for s in split_sections(read_doc(_write(tmp_path, "grupo.txt", page)))]
    for heading in ("Catedráticos de Universidad", "Profesores Titulares", "Investigadores postdoctorales",
                    "Doctorandos", "Tesis doctorales dirigidas"):
        assert heading in headings
    ex = extract_document(read(_write(tmp_path, "grupo.txt", page)))
    assert ex.owner_name != "Código PAIDI"
    assert ("Íñigo Etxeberria Goñi", "PhD") not in {(c.advisee, c.level) for c in ex.claims if isinstance(c, Supervision)}


def test_a_records_biography_wrapped_before_a_title_is_one_paragraph_and_its_degrees_where_they_were(tmp_path):
    page = """ORCID
Connecting research and researchers

Siddharth R. Iyer
https://orcid.org/0000-0002-7734-1186

Personal information
Country
Australia

Biography
I am an ocean biogeochemist working on why the ocean is losing oxygen and what that means for
nutrient and greenhouse gas cycling. I completed my PhD at the University of Southampton
(National Oceanography Centre) under the supervision of Prof. Eleanor Whitcombe-Davies and
Dr. Matías Ferreyra, then spent three years at GEOMAR in Kiel as a postdoc in the group of
Prof. Kirsten Langbehn. Before that, as an undergrad at IISER Pune, I did a summer research
internship at CSIR-National Institute of Oceanography, Goa, mentored by Dr. Vandana Prabhu.

Activities
"""
    ex = extract_document(read(_write(tmp_path, "orcid.txt", page)))
    found = {(c.advisor, c.advisee) for c in ex.claims if isinstance(c, Supervision)}
    assert ("Matías Ferreyra", OWNER) in found and ("Kirsten Langbehn", OWNER) in found   # across the lines' ends
    education = {(c.degree, c.institution) for c in ex.claims if isinstance(c, Education)}
    assert ("PhD", "GEOMAR") not in education            # the postdoc's place after ", then spent three years at"
    assert ("Bachelor", "IISER Pune") in education        # "as an undergrad at IISER Pune, I did an internship at X"
    assert ("Bachelor", "CSIR-National Institute of Oceanography") not in education


def test_a_departments_table_of_graduates_names_each_graduates_advisors_and_university(tmp_path):
    page = """Recent Ph.D. Graduates | Earth & Planetary Sciences - McGill University

Recent Ph.D. Graduates

The graduates below were awarded the Ph.D. in Earth and Planetary Sciences by McGill University.

2024

Graduate | Dissertation | Advisor(s) | First position
Aroha Ngata-Williams | Fluid-driven fracture propagation in layered basins | Rebecca Lindqvist; Yves Boucher | Postdoctoral Fellow, GFZ German Research Centre for Geosciences, Potsdam
Dmitri A. Volkonsky | Paleomagnetic constraints on the drift of Laurentia | Sunita Bhattacharjee | Research Geologist, Geological Survey of Canada
"""
    found = {(c.advisor, c.advisee, c.level) for c in _claims(tmp_path, page, Supervision, "grads.txt")}
    assert ("Rebecca Lindqvist", "Aroha Ngata-Williams", "PhD") in found
    assert ("Yves Boucher", "Aroha Ngata-Williams", "PhD") in found
    assert ("Sunita Bhattacharjee", "Dmitri A. Volkonsky", "PhD") in found
    assert not any(advisee == "Yves Boucher" for _, advisee, _ in found)
    education = {(c.person, c.degree, c.institution) for c in _claims(tmp_path, page, Education, "grads.txt")}
    assert ("Dmitri A. Volkonsky", "PhD", "McGill University") in education


def test_a_note_of_two_mark_legends_in_one_paragraph_marks_both_kinds_of_student(tmp_path):
    page = """Publications | Emotion & Memory Lab

Publications

Papers from the lab directed by Rebeca Castillo-Mendoza, Associate Professor of Psychological Science.

Note. An asterisk (*) marks a doctoral student in Psychological Science at UC Irvine mentored in the lab when the work was done. A dagger (†) marks a UCI undergraduate research assistant in the lab.

2025

Okeke, C. J.*, Castillo-Mendoza, R., & Dubois, É.† (2025). Emotional arousal and the binding of item and context in middle childhood. Developmental Psychology, 61(3), 412–428.
"""
    found = {(c.advisee, c.level) for c in _claims(tmp_path, page, Supervision, "pubs.txt") if c.advisor == OWNER}
    assert any(advisee.startswith("Okeke") and level == "PhD" for advisee, level in found)
    assert any(advisee.startswith("Dubois") and level == "Bachelor" for advisee, level in found)


def test_an_image_cards_caption_and_a_summary_blocks_linked_names_are_kept():
    from labgraph.ingest.html import html_document
    doc = html_document("people.html", """<html><body><main>
<div class="sqs-block"><h1>People</h1><p>We are a systems neuroscience lab at Brown University.</p></div>
<div class="sqs-block image-block"><figure class="image-block-outer-wrapper design-layout-card">
  <div class="image-block-wrapper"><img data-src="ngozi.jpg" alt="Ngozi Adeyemi-Larsson"></div>
  <figcaption class="image-card-wrapper">
    <div class="image-title"><p>Ngozi Adeyemi-Larsson, PhD</p></div>
    <div class="image-subtitle"><p><strong>Principal Investigator</strong> &middot; Associate Professor of Neuroscience</p>
    <p>She earned her PhD in Neurobiology at the University of California, San Francisco (2010) in the lab of Hendrik van der Meulen.</p></div>
  </figcaption></figure></div>
<div class="summary-block-wrapper"><h3 class="summary-block-title">Postdoctoral Fellows</h3>
<div class="summary-item-list">
  <div class="summary-item"><div class="summary-content">
    <div class="summary-title"><a href="/people/sun-hee-park" class="summary-title-link">Sun-Hee Park, PhD</a></div>
    <div class="summary-excerpt"><p>Postdoctoral Research Associate, 2021–present. PhD in Neuroscience, Johns Hopkins University, 2021.</p></div>
  </div></div>
  <div class="summary-item"><div class="summary-content">
    <div class="summary-title"><a href="/people/mateo-de-la-rosa" class="summary-title-link">Mateo de la Rosa, PhD</a></div>
    <div class="summary-excerpt"><p>Postdoc since 2022 (PhD, Biomedicine, Universitat Pompeu Fabra, 2022).</p></div>
  </div></div>
</div></div></main></body></html>""")
    lines = [ln.text.strip() for ln in doc.lines if ln.text.strip()]
    assert "Ngozi Adeyemi-Larsson, PhD" in lines
    assert any("in the lab of Hendrik van der Meulen" in t for t in lines)
    assert "Sun-Hee Park, PhD" in lines and "Mateo de la Rosa, PhD" in lines


def test_former_trainees_where_are_they_now_with_a_colon_before_each_post(tmp_path):
    page = """# Marisol Lund

## Current lab members

- Kenji Ortiz, Ph.D. – Postdoctoral Fellow (since 2022)

## Former trainees — where are they now?

- Dr. Siobhán Ní Bhriain (postdoc 2010–2014): Associate Professor, University College Dublin
- Dr. Rohan D’Souza (postdoc 2015–2020): Group Leader, Max Planck Institute for Plant Breeding Research
"""
    found = {(c.advisee, c.level, c.end) for c in _claims(tmp_path, page, Supervision, "lab.md") if c.advisor == OWNER}
    assert ("Siobhán Ní Bhriain", "Postdoc", 2014) in found
    assert ("Rohan D’Souza", "Postdoc", 2020) in found          # a group leader now, a postdoc then
    posts = {(c.person, c.title, c.org) for c in _claims(tmp_path, page, Position, "lab.md")}
    assert ("Siobhán Ní Bhriain", "Associate Professor", "University College Dublin") in posts


def test_a_german_chairs_team_page_names_the_chair_its_members_belong_to(tmp_path):
    page = """Team: Chair of Inorganic Materials Chemistry

Prof. Dr. Jan-Hendrik Oberländer

Chair of Inorganic Materials Chemistry (Lehrstuhl für Anorganische Materialchemie)

Vita

since 10/2016 | Full Professor (W3) and Head of the Chair of Inorganic Materials Chemistry, Universität Würzburg

Research Associates (Wissenschaftliche Mitarbeiter/-innen)

Name | Doctoral project | Room
Leonie Brandstätter, M.Sc. | Solvothermal routes to layered metal thiophosphates (since 2021) | 02.017
Arjun Venkataraman, M.Sc. | Defect chemistry of high-entropy spinel oxides (since 2022) | 02.017
"""
    affiliations = {(c.person, c.org) for c in _claims(tmp_path, page, Affiliation, "team.txt")}
    assert ("Arjun Venkataraman", "Chair of Inorganic Materials Chemistry") in affiliations


def test_a_vancouver_surname_with_an_accented_small_letter_keeps_its_initials():
    from labgraph.extract.publications import parse_authors
    assert parse_authors("Lê TA*, Baek S, Okonkwo-Reyes AN") == ("Lê TA", "Baek S", "Okonkwo-Reyes AN")
    assert parse_authors("SILVA, A.; SOUZA, B.") == ("Silva A.", "Souza B.")      # a surname in capitals still is


def test_referees_in_two_columns_side_by_side_are_read_column_by_column(tmp_path):
    page = """MINH PHAM
Curriculum Vitae

REFERENCES

  Prof. Joaquín Ferrer-Lindgren (co-chair)         Prof. Hannah R. Oduya (co-chair)
  Department of Economics                          Gerald R. Ford School of Public Policy
  University of Michigan                           and Department of Economics
  jferrerl@umich.edu                               University of Michigan
                                                   hoduya@umich.edu

  Prof. Siddharth Kulkarni                         Dr. Beatriz Salgado-Whitman
  Department of Economics                          Senior Economist, Economic Research
  University of Michigan                           Federal Reserve Bank of Chicago
"""
    affiliations = {(c.person, c.org) for c in _claims(tmp_path, page, Affiliation, "cv.txt")}
    assert ("Hannah R. Oduya", "Gerald R. Ford School of Public Policy") in affiliations
    assert ("Joaquín Ferrer-Lindgren", "University of Michigan") in affiliations
    assert ("Beatriz Salgado-Whitman", "Federal Reserve Bank of Chicago") in affiliations
    assert not any("Gerald R. Ford" in org for person, org in affiliations if person == "Joaquín Ferrer-Lindgren")


def test_a_quoted_title_broken_over_two_flush_lines_is_one_title_and_its_abstract_no_paper(tmp_path):
    from labgraph.model import Publication
    page = """MINH PHAM
Curriculum Vitae

JOB MARKET PAPER

"Import Competition and the Reallocation of Informal Workers: Evidence from Vietnam's
WTO Accession"

  Abstract: Most workers in developing countries are informal, yet we know little about how
  trade shocks move people across the formal/informal margin.

WORKING PAPERS

"Minimum Wage Bites in Segmented Labor Markets" (with Ana Carvalho and Hannah R. Oduya)
  Revise and resubmit, Journal of Development Economics
"""
    titles = {c.title for c in _claims(tmp_path, page, Publication, "cv.txt")}
    assert "Import Competition and the Reallocation of Informal Workers: Evidence from Vietnam's WTO Accession" in titles
    assert not any(title.startswith("Abstract") for title in titles)
