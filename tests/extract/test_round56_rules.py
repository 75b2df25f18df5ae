"""Session-29 rules: what held-out rounds 56 and 57 and the weakest older probes showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Supervision

from .helpers import resolved_supervisions as supervisions, word_pair as pair, written as _write


def test_a_table_of_residents_and_their_research_mentors_names_each_mentor(tmp_path):
    found = supervisions(tmp_path, """# Family Medicine Residency

## Current Residents

Resident | Project | Research Mentor(s)
C. Obiora-Lund | Telehealth follow-up after discharge | Dr. K. van Aalst-Berg
A. Tran | Rural stroke triage | Dr. Minh Le
D. Ferreira Gomes | Sepsis alerts | Dr. T. J. Hollings III (primary); Dr. A. Raman
""", "residents.txt")
    assert pair("K. van Aalst-Berg", "C. Obiora-Lund") in found
    assert pair("Minh Le", "A. Tran") in found
    assert pair("A. Raman", "D. Ferreira Gomes") in found
    assert len(found) == 4      # nobody else advises: the page has no owner to fall back on


def _posts(tmp_path, text, name="page.md"):
    from labgraph.model import Position
    ex = extract_document(read(_write(tmp_path, name, text)))
    return {(c.person, c.title, c.org) for c in ex.claims if isinstance(c, Position)}


def test_a_french_rosters_grade_before_its_employer_is_a_post_there(tmp_path):
    posts = _posts(tmp_path, """# Équipe GLACE — Glaciologie et climat

## Membres permanents

Nom | Grade / Position | Thèmes
Amandine PERROT-SALL | DR CNRS — responsable d'équipe | carottes de glace
Youssef EL AMRANI | MCF HDR, Université Grenoble Alpes | modélisation
Sven LUNDQVIST | CR CNRS, HDR (2021) | isotopes
""")
    assert ("Amandine PERROT-SALL", "Research Director", "CNRS") in posts
    assert ("Youssef EL AMRANI", "Associate Professor", "Université Grenoble Alpes") in posts
    assert ("Sven LUNDQVIST", "Research Scientist", "CNRS") in posts
    # the grade is no organisation of theirs
    assert not any(org.startswith(("DR", "MCF", "CR")) for _, _, org in posts)


_DATABASE_PAGE = """Author details

Okonjo-Reyes, Adaeze Marta
University of Bergen, Bergen, Norway

Affiliation history
   University of Bergen, Geophysical Institute, Bergen, Norway        2020 - 2025
   Nansen Environmental and Remote Sensing Center, Bergen,
   Norway                                                              2016 - 2020

Article • Open access
Sea-ice drift under changing winds in the
Barents Sea
Okonjo-Reyes, A.M., Lindqvist, T., Haugen, P.
Journal of Glaciology, 2024, 70, 101632
   Show abstract ▾   Related documents
                                                                  4  Citations

Conference Paper
Melt-pond fraction from optical imagery
Lindqvist, T., Okonjo-Reyes, A.M.
Proceedings of the IGARSS Symposium, 2021, pp. 441-444
                                                                  2  Citations

Co-Authors (12)                                     Sort by  Document count ▾

   Lindqvist, Tove                          9 documents
   Norwegian Polar Institute, Tromsø, Norway
"""


def _claims(tmp_path, text, name="page.txt"):
    return extract_document(read(_write(tmp_path, name, text)))


def test_a_citation_databases_type_led_records_are_papers_with_their_wrapped_titles(tmp_path):
    from labgraph.model import Publication
    ex = _claims(tmp_path, _DATABASE_PAGE)
    papers = {c.title: c for c in ex.claims if isinstance(c, Publication)}
    assert set(papers) == {"Sea-ice drift under changing winds in the Barents Sea", "Melt-pond fraction from optical imagery"}
    drift = papers["Sea-ice drift under changing winds in the Barents Sea"]
    assert drift.year == 2024 and drift.venue == "Journal of Glaciology"
    assert drift.authors == ("Okonjo-Reyes A.M.", "Lindqvist T.", "Haugen P.")


def test_an_author_details_page_is_about_the_name_under_its_label_and_lists_its_affiliation_history(tmp_path):
    from labgraph.model import Affiliation
    ex = _claims(tmp_path, _DATABASE_PAGE)
    assert ex.owner_name == "Adaeze Marta Okonjo-Reyes"
    mine = {c.org for c in ex.claims if isinstance(c, Affiliation) and c.person == OWNER}
    assert {"Geophysical Institute", "University of Bergen", "Nansen Environmental and Remote Sensing Center"} <= mine
    # a co-author box's name written surname first, over where they work
    theirs = {(c.person, c.org) for c in ex.claims if isinstance(c, Affiliation) and c.person != OWNER}
    assert ("Tove Lindqvist", "Norwegian Polar Institute") in theirs


_PROGRAMME = """# Summer Research Programme in Marine Robotics

## Summer 2025 Participants

Amani Odhiambo-Clarke

Pomona College · Physics, rising senior

Project: Acoustic localisation of gliders

Faculty mentor: Dr. Ingrid Solheim

## Where are they now?

Name | Programme year | Home institution | Graduate program
Tevita Fifita | 2021 | University of Hawaiʻi at Hilo | PhD, Ocean Engineering, Massachusetts Institute of Technology
Leah Ndlovu | 2022 | Rhodes University | MSc, Marine Biology, University of Cape Town
"""


def test_a_programmes_participants_and_where_its_alumni_went(tmp_path):
    from labgraph.model import Affiliation, Education
    ex = _claims(tmp_path, _PROGRAMME, "programme.md")
    facts = {(type(c).__name__, c.person, getattr(c, "degree", None), getattr(c, "org", None) or getattr(c, "institution", None))
             for c in ex.claims if isinstance(c, (Affiliation, Education))}
    # a participant's card: where they study, at what stage
    assert ("Affiliation", "Amani Odhiambo-Clarke", None, "Pomona College") in facts
    assert ("Education", "Amani Odhiambo-Clarke", "Undergraduate", "Pomona College") in facts
    # a "Graduate program" column says where each went: the degree first, its field, then the university
    assert ("Education", "Tevita Fifita", "PhD", "Massachusetts Institute of Technology") in facts
    assert ("Affiliation", "Leah Ndlovu", None, "University of Cape Town") in facts
    assert not any(where in ("Ocean Engineering", "Marine Biology") for _, _, _, where in facts)
    mentors = {(c.advisor, c.advisee) for c in ex.claims if isinstance(c, Supervision)}
    assert ("Ingrid Solheim", "Amani Odhiambo-Clarke") in mentors


_PRIZES = """# Society announces its 2025 prizes

Lisbon, 3 June 2025. The Society today named the recipients of its prizes.

Kelvin Medal: Nomvula Dlamini-Farrow

Nomvula Dlamini-Farrow (photo: ICL)

The Kelvin Medal goes to Prof. Nomvula Dlamini-Farrow for her work on ice sheets. Dlamini-Farrow completed a PhD at the University of Cape Town in 2006 under the supervision of Prof. Arnold Venter, and was a postdoctoral fellow with Dr. Hanne Rasmussen at the Niels Bohr Institute.

Early Career Prize: Mateus Albuquerque Lins

Dr. Mateus Albuquerque Lins receives the Early Career Prize for his models of sea-level rise. Albuquerque Lins obtained his PhD at the University of São Paulo in 2016, working under Dr. Rita Camargo.

Advisor: Rita Camargo

References for the nomination were provided by three colleagues of the committee, who praised the work in detail.
"""


def test_paragraphs_under_headings_that_name_a_person_are_about_that_person(tmp_path):
    found = supervisions(tmp_path, _PRIZES, "prizes.md")
    assert pair("Arnold Venter", "Nomvula Dlamini-Farrow") in found
    assert pair("Hanne Rasmussen", "Nomvula Dlamini-Farrow") in found
    assert pair("Rita Camargo", "Mateus Albuquerque Lins") in found
    # a role's label ("Advisor: X") over a paragraph does not make the paragraph X's
    assert not any("Rita Camargo" == a and "Rita Camargo" == b for a, b in found)
    # nor does a prize become anyone's name
    assert not any("Medal" in a or "Medal" in b for a, b in found)


_PREPRINT_PAGE = """This manuscript is a non-peer reviewed preprint submitted to EarthArXiv.

             Tidal modulation of tremor beneath the southern
                    Cascadia subduction margin

 Astrid Haugland-Berg 1,2,∗ , Tunde Okafor 3 , and Marie-Josée Gagnon 1,†

 1 Department of Earth Sciences, University of Oslo, Oslo, Norway
 2 NORSAR, Kjeller, Norway
 3 Seismological Laboratory, California Institute of Technology, Pasadena, CA, USA

 Version of 2 May 2024

Acknowledgments
Astrid Haugland-Berg thanks her PhD advisor, Marie-Josée Gagnon, for her patience.

I thank my supervisors Ruth Ekwueme and Piotr Zieliński for comments.
"""


def test_a_preprints_first_page_its_spaced_byline_its_affiliations_and_its_acknowledged_advisor(tmp_path):
    from labgraph.model import Affiliation, Publication
    ex = _claims(tmp_path, _PREPRINT_PAGE, "preprint.txt")
    papers = [c for c in ex.claims if isinstance(c, Publication)]
    assert [(p.title, p.year, p.venue) for p in papers] == \
        [("Tidal modulation of tremor beneath the southern Cascadia subduction margin", 2024, "EarthArXiv")]
    assert papers[0].authors == ("Astrid Haugland-Berg", "Tunde Okafor", "Marie-Josée Gagnon")
    where = {(c.person, c.org) for c in ex.claims if isinstance(c, Affiliation)}
    assert {("Astrid Haugland-Berg", "NORSAR"), ("Astrid Haugland-Berg", "University of Oslo"),
            ("Tunde Okafor", "California Institute of Technology")} <= where
    assert not any(org in ("Kjeller", "Oslo") for _, org in where)     # the towns before the countries
    advised = {(c.advisor, c.advisee, c.level) for c in ex.claims if isinstance(c, Supervision)}
    assert ("Marie-Josée Gagnon", "Astrid Haugland-Berg", "PhD") in advised
    assert {("Ruth Ekwueme", OWNER, "Unspecified"), ("Piotr Zieliński", OWNER, "Unspecified")} <= advised


_YAML_CV = """---
title: "Nokuthula Mbeki-Sørensen"
layout: cv
education:
  - degree: "PhD"
    field: "Marine Ecology"
    institution: "University of Cape Town"
    year: 2018
    advisor:
      - "Prof. Dr. Pieter van Wyk"
      - "Dr. Hana Okabe"
  - degree: "M.Sc."
    institution: "Stellenbosch University"
    year: 2013
experience:
  - role: "Lecturer"
    department: "Department of Biological Sciences"
    institution: "University of Namibia"
    start: 2021
    end: present
  - role: "Postdoctoral Fellow"
    institution: "GEOMAR Helmholtz Centre for Ocean Research Kiel"
    start: 2018
    end: 2021
    supervisor: "Ingeborg Halvorsen"
awards:
  - name: "L'Oréal-UNESCO For Women in Science Fellowship"
    year: 2019
---

## Teaching

Marine ecology, second year.
"""


def test_a_cv_pages_front_matter_lists_are_read_as_its_cv(tmp_path):
    from labgraph.model import Award, Education, Position
    ex = _claims(tmp_path, _YAML_CV, "cv.md")
    assert ex.owner_name == "Nokuthula Mbeki-Sørensen"
    degrees = {(c.degree, c.institution, c.end) for c in ex.claims if isinstance(c, Education) and c.person == OWNER}
    assert {("PhD", "University of Cape Town", 2018), ("MSc", "Stellenbosch University", 2013)} <= degrees
    posts = {(c.title, c.org, c.start, c.end) for c in ex.claims if isinstance(c, Position) and c.person == OWNER}
    assert ("Postdoctoral Fellow", "GEOMAR Helmholtz Centre for Ocean Research Kiel", 2018, 2021) in posts
    assert any(title == "Lecturer" and start == 2021 and end is None for title, _, start, end in posts)
    advisors = {(c.advisor, c.level) for c in ex.claims if isinstance(c, Supervision) and c.advisee == OWNER}
    assert {("Pieter van Wyk", "PhD"), ("Hana Okabe", "PhD"), ("Ingeborg Halvorsen", "Postdoc")} <= advisors
    assert any(isinstance(c, Award) and c.year == 2019 and "UNESCO" in c.name for c in ex.claims)


def test_a_front_matter_that_is_not_yaml_costs_nothing_else(tmp_path):
    ex = _claims(tmp_path, "---\neducation:\n  - degree: [PhD\n---\n\n# Jo Bell\n\nI received my PhD from Uppsala University "
                           "in 2015 under the supervision of Prof. Karin Lund.\n", "cv.md")
    assert ("Karin Lund", OWNER) in {(c.advisor, c.advisee) for c in ex.claims if isinstance(c, Supervision)}


def test_a_degrees_label_line_on_a_card_is_that_degree(tmp_path):
    from labgraph.model import Education
    ex = _claims(tmp_path, """# Fellows

### Dr. Laila Haidari — PEATNET

- **Host:** University of Oulu, Water, Energy and Environmental Engineering
- **PhD:** Hokkaido University, Graduate School of Agriculture, 2022 — thesis advisor Prof. Kenji Arai
- **MSc:** Kabul University, 2016 (Soil Science); advisor Prof. Said Rahimi
""", "fellows.md")
    degrees = {(c.degree, c.institution, c.end) for c in ex.claims if isinstance(c, Education)}
    assert ("PhD", "Hokkaido University", 2022) in degrees
    assert ("MSc", "Kabul University", 2016) in degrees
    assert not any(where.startswith("Graduate School") for _, where, _ in degrees)


_ECOLE_DOCTORALE = """# Doctorant·e·s de l'École doctorale MathSTIC

## Thèses en cours

Doctorant·e | Sujet de thèse | Direction de thèse | Co-encadrement | Unité de recherche
Awa Ndiaye-Fall | Apprentissage frugal pour l'imagerie | Hélène Caradec | Julien Roux-Berthier (CEA List) | LS2N
Tiago Mendes Faria | Vérification de protocoles byzantins | Sylvain Le Bihan | – | IRISA

## Thèses soutenues en 2024

- Mirela Popescu – « Ordonnancement tolérant aux pannes pour le calcul exascale », soutenue le 12 mars 2024. Direction : Hélène Caradec.
- Kwabena Asare – « Égalisation neuronale pour les liaisons optiques cohérentes », soutenue le 10 décembre 2024. Direction : Sylvain Le Bihan ; co-encadrement : Julien Roux-Berthier.
"""


def test_a_french_doctoral_schools_table_and_its_defended_theses(tmp_path):
    from labgraph.model import Publication
    found = supervisions(tmp_path, _ECOLE_DOCTORALE, "ed.md")
    assert {pair("Hélène Caradec", "Awa Ndiaye-Fall"), pair("Julien Roux-Berthier", "Awa Ndiaye-Fall"),
            pair("Sylvain Le Bihan", "Tiago Mendes Faria"), pair("Hélène Caradec", "Mirela Popescu"),
            pair("Sylvain Le Bihan", "Kwabena Asare")} <= found
    # the subject of a thesis is no one's name, nor is the school's management
    assert not any("Apprentissage" in a or "Direction" in a for a, _ in found)
    ex = _claims(tmp_path, _ECOLE_DOCTORALE, "ed2.md")
    titles = {c.title for c in ex.claims if isinstance(c, Publication)}
    assert "Ordonnancement tolérant aux pannes pour le calcul exascale" in titles


def test_a_students_heading_with_its_levels_after_a_dash_and_sub_headings_with_counts(tmp_path):
    found = supervisions(tmp_path, """Dr. Sadia Rehmat Qureshi
Associate Professor, Department of Environmental Sciences, COMSATS University Islamabad

Research Students Supervised – PhD and MS/M.Phil (CUI Abbottabad)

# | Name | Degree | Role | Status
1 | Bilal Ahmed Tariq | PhD | Supervisor | Completed (2020)
2 | Sana Gul Wazir | MS | Supervisor | In Progress

Postgraduate supervision (completed)

PhD (2)
 * Thandeka Mokoena, SU, 2016 (S)
 * Ayesha Patel-Rahman, SU, 2023 (S)
MSc (1)
 * Lwazi Zungu, SU, 2016 (S), cum laude
""", "profile.txt")
    owner = "Sadia Rehmat Qureshi"
    assert {pair(owner, "Bilal Ahmed Tariq"), pair(owner, "Sana Gul Wazir"), pair(owner, "Thandeka Mokoena"),
            pair(owner, "Ayesha Patel-Rahman"), pair(owner, "Lwazi Zungu")} <= found


def test_a_co_supervisor_column_whose_cells_label_their_people(tmp_path):
    found = supervisions(tmp_path, """Dr. Farzaneh Sadat Rostami

Supervised Theses

# | Student | Thesis Title | Degree | Year | Co-supervisor / Advisor
1 | Reza Tavakoli | Membranes for gas separation | Ph.D. | 2016 | Co-supervisor: Prof. A. R. Sabzevari (Univ. of Tehran)
2 | Parisa Moradi | Fouling of polyamide membranes | M.Sc. | 2019 | Advisor: Dr. Kourosh Bahrami
""", "profile.md")
    assert pair("A. R. Sabzevari", "Reza Tavakoli") in found
    assert pair("Kourosh Bahrami", "Parisa Moradi") in found
    # the label is no one's name
    assert not any(a in ("Co-supervisor", "Advisor") or "supervisor" in a.lower() for a, _ in found)


def test_a_forms_running_head_is_not_joined_to_the_centred_name_under_it(tmp_path):
    para = ("I am a Senior Lecturer in the School of Civil Engineering, where I lead a laboratory of eight people\n"
            "working on coastal sediment transport; my research opportunity since the award of my PhD is eight\n"
            "years full-time equivalent, after two periods of parental leave that are described further below.\n")
    text = ("DE260100417                          PART C - Research Opportunity and Performance Evidence\n"
            "                                     Dr Malia Fonoti-Henderson (CI1)\n\n"
            "Career summary\n" + para * 5)
    ex = _claims(tmp_path, text, "rope.txt")
    assert ex.owner_name == "Malia Fonoti-Henderson"


def _site_part(id_, inner):
    return (f'<section class="Index-page" id="{id_}"><div class="Index-page-content"><div class="sqs-layout">'
            f'<div class="row sqs-row"><div class="col span-12"><div class="sqs-block html-block"><div class="sqs-block-content">'
            f'{inner}</div></div></div></div></div></div></section>')


def test_a_one_page_sites_main_content_is_read_section_by_section(tmp_path):
    from labgraph.ingest.html import html_document
    about = " ".join(["I study household finance and informal credit markets in West Africa."] * 6)
    page = f"""<html><head><title>Ama Owusu — Economist</title></head><body><div class="Site">
<header class="Header"><nav><a href="/">Home</a> <a href="/research">Research</a> <a href="/students">Students</a></nav></header>
<main class="Index">
{_site_part("home", f"<h1>Ama Owusu</h1><p>{about}</p><h3>Positions</h3><ul><li>Associate Professor of Economics, "
                    "Boston University, 2021–present</li><li>Assistant Professor of Economics, Boston University, "
                    "2016–2021</li></ul>")}
{_site_part("research", '<h2>Publications</h2><p>Owusu, Ama, and Kofi Mensah. 2021. "Trust and Trade Credit in Wholesale '
                        'Markets." <em>Economic Journal</em> 128: 1890-1925.</p>')}
{_site_part("students", "<h2>PhD Advising</h2><ul><li>Nana Adjei (PhD 2022), now at the World Bank</li>"
                        "<li>Esi Boateng (PhD 2023), now at the IMF</li></ul>")}
</main>
<footer>© 2025 Ama Owusu</footer></div></body></html>"""
    text = html_document("site.html", page).text
    assert "Trust and Trade Credit in Wholesale Markets" in text
    assert "Nana Adjei" in text and "Esi Boateng" in text
    assert text.index("Positions") < text.index("Publications") < text.index("PhD Advising")


def test_a_long_name_with_particles_and_an_initial_is_a_name():
    from labgraph.names import looks_like_name
    assert looks_like_name("Joaquín M. de la Fuente Oyarzún")
    assert looks_like_name("Maria F. da Costa e Silva")
    # a line of words in capitals is still no name
    assert not looks_like_name("DEPARTMENT OF MATHEMATICS AND STATISTICS OF THE UNIVERSITY")


def test_a_cv_headed_by_a_long_centred_name_is_that_persons(tmp_path):
    ex = _claims(tmp_path, """                        Joaquín M. de la Fuente Oyarzún
                              Curriculum Vitae

Department of Mathematics                                  jf@umich.edu
University of Michigan
Ann Arbor, MI 48109-1043, USA

Education
2012    Ph.D. in Mathematics, Princeton University
        Advisor: Nadia R. Okonjo-Whitfield
""", "cv.txt")
    assert ex.owner_name == "Joaquín M. de la Fuente Oyarzún"


def test_a_co_advisor_named_in_a_students_research_cell(tmp_path):
    found = supervisions(tmp_path, """# People

The Tone Lab is part of the Department of Linguistics at McGill University.

## Principal Investigator

### Mirela Ionescu
*Associate Professor of Linguistics*

## Graduate Students

| Name | Program | Research |
|---|---|---|
| **Ji-woo Han** | PhD, 5th year | Prosodic phrasing; co-advised with Prof. Daniel Ferreira-Gomes (School of Communication Sciences) |
| **Ruth van der Berg** | PhD, 2nd year | Infant perception of tone — jointly supervised by Mirela and Prof. Lucía de la Cruz (Department of Psychology) |
| **Ana Bekova** | MA, 1st year | Vowel harmony in Kazakh |
""", "people.md")
    owner = "Mirela Ionescu"
    assert {pair(owner, "Ji-woo Han"), pair("Daniel Ferreira-Gomes", "Ji-woo Han"),
            pair(owner, "Ruth van der Berg"), pair("Lucía de la Cruz", "Ruth van der Berg")} <= found
    assert not any("Prosodic" in a or "Infant" in a for a, _ in found)


def test_theses_in_a_publication_list_are_degrees_at_the_university_abbreviated_or_not(tmp_path):
    from labgraph.model import Education
    ex = _claims(tmp_path, """# Andrea Quintana-Velasco

## Theses

- [T2] A. Quintana-Velasco, "Estimation for electrochemical battery models," Ph.D. dissertation, Dept. Elect. Eng. Comput. Sci., Univ. of Michigan, Ann Arbor, MI, 2017.
- [T1] A. Quintana-Velasco, "Gestión de baterías en microrredes rurales," M.Sc. thesis, Universidad Nacional de Colombia, Medellín, 2012.
""", "pubs.md")
    degrees = {(c.degree, c.institution, c.end) for c in ex.claims if isinstance(c, Education)}
    assert ("PhD", "Univ. of Michigan", 2017) in degrees
    assert ("MSc", "Universidad Nacional de Colombia", 2012) in degrees


def test_a_lab_sites_tagline_names_the_university_its_students_are_at(tmp_path):
    from labgraph.model import Affiliation, Education
    bio = ("Ngozi trained as a microbiologist at the University of Ibadan and completed her DPhil at the University of "
           "Oxford in 2011 under Tobias Lindqvist. She started the lab in 2016 and studies how bacteria build their "
           "outer membrane with imaging, genetics and tomography. ") * 2
    page = f"""<html><head><title>Eze Lab – Bacterial Envelopes</title></head><body>
<header class="site-header"><div class="site-branding"><p class="site-title"><a href="/">Eze Lab</a></p>
<p class="site-description">Bacterial cell envelope biology · Department of Biochemistry, University of Cambridge</p></div>
<nav><ul><li><a href="/">Home</a></li><li><a href="/people/">People</a></li></ul></nav></header>
<main><article><div class="entry-content">
<h2>Our team</h2>
<h4>Prof. Ngozi A. Eze</h4><p>Principal Investigator</p><p>{bio}</p>
<h4>Tomás Lindgren-Álvarez</h4><p>PhD student</p><p>Tomás works on models of outer membrane growth in our lab.</p>
</div></article></main>
<footer class="site-footer"><p>© 2024 Eze Lab</p></footer></body></html>"""
    ex = _claims(tmp_path, page, "lab.html")
    student = {(type(c).__name__, c.org if isinstance(c, Affiliation) else c.institution) for c in ex.claims
               if isinstance(c, (Affiliation, Education)) and getattr(c, "person", None) == "Tomás Lindgren-Álvarez"}
    assert ("Education", "University of Cambridge") in student
    assert not any(where == "University of Oxford" for _, where in student)


def test_a_news_item_naming_someone_then_whose_student_they_are(tmp_path):
    found = supervisions(tmp_path, """# Dr. Helga Sørensen-Ruiz

I lead the Envelope Lab at Aarhus University.

## News

- July 2024: We say goodbye to Jonas Weißenborn, our summer student from LMU Munich.
- March 2024: Priya Natarajan, my new PhD student, won a poster prize.
""", "home.md")
    owner = "Helga Sørensen-Ruiz"
    assert pair(owner, "Jonas Weißenborn") in found
    assert pair(owner, "Priya Natarajan") in found


def test_industry_internships_whose_employer_comes_first_with_its_town_and_state(tmp_path):
    from labgraph.model import Position
    ex = _claims(tmp_path, """# Thu Trang Pham

PhD student in Software Engineering at Carnegie Mellon University.

### industry

- **Microsoft Research**, Redmond, WA — Research Intern, Summer 2024. Mentors: Sofía Marín and Kenji Watanabe (Software Analysis group). Worked on evaluating LLM-generated test oracles; this became our FSE'25 paper.
- **Meta**, Menlo Park, CA — Software Engineering Intern, Summer 2023, with the testing team, hosted by Lukas Brandtner. Shipped a flaky-test quarantine heuristic to production CI.
""", "home.md")
    posts = {(c.title, c.org, c.start) for c in ex.claims if isinstance(c, Position) and c.person == OWNER}
    assert ("Research Intern", "Microsoft Research", 2024) in posts
    assert ("Software Engineering Intern", "Meta", 2023) in posts
    mentors = {(c.advisor, c.level) for c in ex.claims if isinstance(c, Supervision) and c.advisee == OWNER}
    assert {("Sofía Marín", "Intern"), ("Kenji Watanabe", "Intern"), ("Lukas Brandtner", "Intern")} <= mentors


def test_a_news_item_saying_someone_was_the_labs_student(tmp_path):
    found = supervisions(tmp_path, """# Dr. Helga Ruiz-Sørensen

I lead the Envelope Lab at Aarhus University.

## News

- Dr Benali! Fatima Zahra Benali passed her PhD viva. Fatima Zahra Benali was the lab’s first PhD student and is off to Institut Pasteur.
- Jonah Okoro is our newest postdoc.
""", "home.md")
    assert pair("Helga Ruiz-Sørensen", "Fatima Zahra Benali") in found
    assert pair("Helga Ruiz-Sørensen", "Jonah Okoro") in found


def test_a_posts_pi_line_under_it_names_the_postdocs_advisor(tmp_path):
    ex = _claims(tmp_path, """MATEO ALBUQUERQUE RIBEIRO, Ph.D.
Curriculum Vitae

RESEARCH EXPERIENCE

Postdoctoral Research Associate                                Sep 2022 – present
University of Wisconsin–Madison, Department of Chemistry
PI: Prof. Katarzyna Wójcik-Hale
•  Developing photochemical deracemization methods for axially chiral biaryls
""", "cv.txt")
    advisors = {(c.advisor, c.level) for c in ex.claims if isinstance(c, Supervision) and c.advisee == OWNER}
    assert ("Katarzyna Wójcik-Hale", "Postdoc") in advisors


def test_a_bios_earlier_honours_listed_with_their_years(tmp_path):
    from labgraph.model import Award
    ex = _claims(tmp_path, """# Kwesi Asante-Boateng

## About

His earlier honours include a Wellcome Senior Research Fellowship (2016), election as an EMBO Member (2019) and the Royal Society Wolfson Research Merit Award (2021).
""", "bio.md")
    honours = {(c.name, c.year) for c in ex.claims if isinstance(c, Award)}
    assert {("Wellcome Senior Research Fellowship", 2016), ("EMBO Member", 2019),
            ("Royal Society Wolfson Research Merit Award", 2021)} <= honours


def test_a_profile_headers_field_items_are_lines_of_their_own():
    from labgraph.ingest.html import html_document
    page = """<html><body><main><article>
<h1 class="person-name">Oksana Hrytsenko-Bauer</h1>
<div class="field field--name-field-person-department"><div class="field__item">Geography</div><div class="field__item">Environmental Studies Program (affiliated faculty)</div></div>
<p>oksana.hb@colorado.edu</p>
<h2>Research</h2>
<p>Dr. Hrytsenko-Bauer is a physical and human geographer working on glacier hydrology, water governance and rural
livelihoods in high mountain Asia, and she teaches mountain geography and political ecology of water.</p>
</article></main></body></html>"""
    from labgraph.ingest.html import _header_lines, _parse
    title, lines = _header_lines(_parse(page))
    assert title == "Oksana Hrytsenko-Bauer"
    assert lines[:2] == ["Geography", "Environmental Studies Program (affiliated faculty)"]
    assert "GeographyEnvironmental" not in html_document("profile.html", page).text


def test_an_initial_before_a_two_word_surname_is_the_reference_lists_form_of_it():
    from labgraph.resolve.people import resolve_people
    found = resolve_people([("D. Castillo Ruiz", "page.html"), ("Castillo Ruiz DA", "page.html"),
                            ("M. Castillo Ruiz", "page.html")])
    assert found[("D. Castillo Ruiz", "page.html")] is found[("Castillo Ruiz DA", "page.html")]
    # another initial is another person
    assert found[("M. Castillo Ruiz", "page.html")] is not found[("Castillo Ruiz DA", "page.html")]


def test_an_address_town_is_no_ones_name(tmp_path):
    ex = _claims(tmp_path, """                        Curriculum Vitae (updated March 2025)

Department of Mathematics                                  jf@umich.edu
University of Michigan
Ann Arbor, MI 48109-1043, USA

Education
2012    Ph.D. in Mathematics, Princeton University
""", "cv.txt")
    assert ex.owner_name != "Ann Arbor"
    from labgraph.model import PersonClaim
    assert not any(isinstance(c, PersonClaim) and c.name == "Ann Arbor" for c in ex.claims)


def test_a_phd_got_somewhere_where_someone_worked_with_an_advisor(tmp_path):
    ex = _claims(tmp_path, """# Rafael de la Cruz

## About

Rafa got his PhD from the Universidad Autónoma de Madrid (2019), where he worked with Elena Soto-Berríos on membrane protein insertion.

He now works with industry partners on assay design.
""", "bio.md")
    advisors = {(c.advisor, c.level) for c in ex.claims if isinstance(c, Supervision) and c.advisee == OWNER}
    assert ("Elena Soto-Berríos", "PhD") in advisors
    assert len(advisors) == 1      # working with partners later is no supervision


def test_a_project_in_someones_group_is_supervised_by_them(tmp_path):
    ex = _claims(tmp_path, """# Sinéad Ní Bhriain

## About

Sinéad studied Biochemistry at University College Dublin (BSc 2020) and did her final-year project in Declan Fitzmaurice’s group.

We first met in Maria Lopez’s lab at a conference dinner.
""", "bio.md")
    advisors = {(c.advisor, c.level) for c in ex.claims if isinstance(c, Supervision) and c.advisee == OWNER}
    assert advisors == {("Declan Fitzmaurice", "Bachelor")}      # (meeting in a lab is no project there)
