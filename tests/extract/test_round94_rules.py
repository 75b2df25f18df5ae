"""Session-36 rules: what the probes of round 94 (pages of the usual kinds) showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Education, Position, Supervision

from .helpers import written as _write


def _extraction(tmp_path, text, name="page.txt"):
    return extract_document(read(_write(tmp_path, name, text)))


def _claims(tmp_path, text, kind, name="page.txt"):
    return [c for c in _extraction(tmp_path, text, name).claims if isinstance(c, kind)]


_GROUP = """Coral Symbiosis Dynamics

Helmholtz Young Investigator Group led by Dr. Inés María de la Cruz Ortega

We study how reef-building corals keep their algae under heat stress.

Team

Postdoctoral researchers

Dr. Kofi Mensah-Larbi
"""


def test_a_group_pages_title_is_no_person_its_subtitle_names_the_leader(tmp_path):
    found = _extraction(tmp_path, _GROUP)
    assert found.owner_name == "Inés María de la Cruz Ortega"


def test_a_persons_page_that_names_its_group_leader_stays_the_persons(tmp_path):
    text = "Anika Varga-Holm\n\nPhD student in the Ocean Modelling Group, led by Prof. Tiago Brandão\n\nAbout\nI model eddies.\n"
    assert _extraction(tmp_path, text).owner_name == "Anika Varga-Holm"


_BULLETS = """Dr. Ravindra Okafor-Lindqvist

  • since 2020 Junior Group Leader, Leibniz Institute for Tropospheric Research, Leipzig
  • 2015–2020 Postdoctoral fellow with Prof. Dr. Hanne Sørlie, Department of Geosciences, University of Oslo
  • 2015 PhD in Atmospheric Chemistry, University of Cambridge (Centre for Atmospheric Science); advisor: Prof. Maud Ellery
  • 2016 Best Paper Award, European Geosciences Union
"""


def test_dated_posts_in_a_list_of_no_heading_are_the_owners_posts(tmp_path):
    posts = {(p.person, p.title, p.org, p.start, p.end) for p in _claims(tmp_path, _BULLETS, Position)}
    assert (OWNER, "Junior Group Leader", "Leibniz Institute for Tropospheric Research", 2020, None) in posts
    assert (OWNER, "Postdoctoral fellow", "University of Oslo", 2015, 2020) in posts
    # an award's line is no post
    assert not any("Award" in (p.title or "") for p in _claims(tmp_path, _BULLETS, Position))
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _BULLETS, Supervision)}
    assert ("Hanne Sørlie", OWNER, "Postdoc") in sups


def test_a_degree_line_keeps_its_place_despite_a_labelled_note_after_a_semicolon(tmp_path):
    edu = {(e.person, e.degree, e.institution, e.end) for e in _claims(tmp_path, _BULLETS, Education)}
    assert (OWNER, "PhD", "University of Cambridge", 2015) in edu
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _BULLETS, Supervision)}
    assert ("Maud Ellery", OWNER, "PhD") in sups


def test_a_labelled_note_inside_brackets_leaves_the_unit_before_it_whole(tmp_path):
    text = ("Nomsa Dlamini-Achterberg\n\nPositions\n\n* 2011–2013 Postdoctoral researcher, Max Planck Institute for "
            "Psycholinguistics, Nijmegen (Language and Genetics Department; host: Pieter Jansen)\n")
    orgs = {a.org for a in _claims(tmp_path, text, Affiliation, "cv.md") if a.person == OWNER}
    assert "Max Planck Institute for Psycholinguistics" in orgs
    assert not any("Nijmegen" in o for o in orgs)


_DIRECTORY = """Faculty | Department of Geography | University of Otago

Faculty

Aroha Te Whata-Bennett

Professor; Head of Department

PhD, Geography, University of Auckland, 2003

Lindiwe Mthembu-Carlsson

Associate Professor

PhD, Earth Sciences, Utrecht University, 2011

Teaching Faculty & Lecturers

Callum O'Rourke-Nakashima

Senior Lecturer

MSc, Geography, University of Otago, 2012

Emeriti

  • Henrik Falk-Ødegaard, Professor Emeritus (retired 2014). PhD, University of Bergen, 1975.
"""


def test_a_faculty_directory_is_no_ones_page_and_each_card_is_its_persons(tmp_path):
    found = _extraction(tmp_path, _DIRECTORY)
    assert found.owner_name is None
    edu = {(e.person, e.degree, e.institution) for e in found.claims if isinstance(e, Education)}
    assert ("Aroha Te Whata-Bennett", "PhD", "University of Auckland") in edu
    assert ("Lindiwe Mthembu-Carlsson", "PhD", "Utrecht University") in edu


def test_teaching_faculty_and_emeriti_are_lists_of_people(tmp_path):
    found = _extraction(tmp_path, _DIRECTORY).claims
    people = {a.person for a in found if isinstance(a, Affiliation)}
    assert "Callum O'Rourke-Nakashima" in people
    assert "Henrik Falk-Ødegaard" in people
    edu = {(e.person, e.degree, e.institution) for e in found if isinstance(e, Education)}
    assert ("Henrik Falk-Ødegaard", "PhD", "University of Bergen") in edu


def test_a_faculty_heading_over_one_leaders_card_keeps_the_leader():
    from labgraph.extract.owner import find_owner
    from labgraph.model import Document
    text = "Wave Dynamics Lab\n\nFaculty\n\nMarisol Quintero-Haas\n\nAssociate Professor\n\nGraduate Students\n\nBo Lindqvist\n\nPhD student\n"
    assert find_owner(Document("lab.txt", text)).name == "Marisol Quintero-Haas"


_JOINT_CARDS = """Faculty | Department of Economics | Lakehead University

Faculty

Oyelaran Adebisi-Kowalski

Professor

Joint appointment: Institute for Northern Studies (Research Associate)

Hyeon-ju Baek

Associate Professor

Joint appointment with Environmental Sciences

Mirela Dragomir-Laine

Assistant Professor

Affiliate, Centre for Indigenous Economies; Population Health Sciences

Tavita Leota

Lecturer

Also Professor, Natural Resource Management

Joint: Public Policy Program
"""


def test_a_cards_other_appointments_are_its_persons_affiliations(tmp_path):
    found = _claims(tmp_path, _JOINT_CARDS, Affiliation)
    pairs = {(a.person, a.org) for a in found}
    assert ("Oyelaran Adebisi-Kowalski", "Institute for Northern Studies") in pairs
    assert ("Hyeon-ju Baek", "Environmental Sciences") in pairs
    assert ("Mirela Dragomir-Laine", "Centre for Indigenous Economies") in pairs
    assert ("Mirela Dragomir-Laine", "Population Health Sciences") in pairs
    assert ("Tavita Leota", "Natural Resource Management") in pairs
    assert ("Tavita Leota", "Public Policy Program") in pairs
    posts = {(p.person, p.title, p.org) for p in _claims(tmp_path, _JOINT_CARDS, Position)}
    assert ("Oyelaran Adebisi-Kowalski", "Research Associate", "Institute for Northern Studies") in posts
    assert ("Tavita Leota", "Professor", "Natural Resource Management") in posts
    # a unit is nobody's student
    assert not any("Sciences" in s.advisee for s in _claims(tmp_path, _JOINT_CARDS, Supervision))


def test_also_known_as_is_no_appointment(tmp_path):
    text = "Ana Roe-Kimura\n\nAbout\n\nAlso known as Ana Kimura, Lakeside Writers Collective.\n"
    assert not any(a.org == "Lakeside Writers Collective" for a in _claims(tmp_path, text, Affiliation))


_NEWS = """# Lab news

News from the **Okonjo-Varga Lab** (Coastal Sediment Dynamics) in the Department of Earth, Ocean and Atmospheric Sciences at the University of Victoria. Newest posts first.

---

## Dr. Lindgren!
*March 3, 2022 · defences*

Maja Lindgren successfully defended her PhD thesis on Friday. Huge thanks to her advisor, Imre, and to her committee.

---

## Welcome!
*January 10, 2021 · people*

- **Tiago Ferraz** joins as an MSc student, co-supervised by Imre and Kalani Akana. Paper accepted with Imre Okonjo-Varga.
"""


def test_a_lab_news_page_is_its_namesakes_and_says_where_the_lab_is(tmp_path):
    found = _extraction(tmp_path, _NEWS, "news.md")
    assert found.owner_name == "Imre Okonjo-Varga"
    mine = {a.org for a in found.claims if isinstance(a, Affiliation) and a.person == OWNER}
    assert {"Okonjo-Varga Lab", "Department of Earth, Ocean and Atmospheric Sciences", "University of Victoria"} <= mine


def test_a_defence_ends_in_the_year_of_its_news_item_not_the_clocks(tmp_path):
    sups = {(s.advisee, s.level, s.end) for s in _claims(tmp_path, _NEWS, Supervision, "news.md") if s.advisor == OWNER}
    assert ("Maja Lindgren", "PhD", 2022) in sups


def test_co_supervisors_named_by_a_first_name_and_in_full(tmp_path):
    text = ("Imre Okonjo-Varga\n\nAbout\n\n"
            "Tiago Ferraz joins as an MSc student, co-supervised by Imre and Kalani Akana.\n\n"
            "Sam was co-supervised by Imre and Douglas F. McLeod.\n\n"
            "He is co-advised by Petra Lindahl (Biomedical Engineering).\n")
    sups = {(s.advisor, s.advisee) for s in _claims(tmp_path, text, Supervision)}
    assert ("Kalani Akana", "Tiago Ferraz") in sups
    assert ("Douglas F. McLeod", "Sam") in sups
    # the owner is no student of the man who co-supervised "Sam", nor is "He" anyone's name
    assert ("Douglas F. McLeod", OWNER) not in sups
    assert not any(advisee == "He" for _, advisee in sups)


def test_surnames_alone_in_a_list_of_no_named_subject_say_nothing_of_the_owner(tmp_path):
    text = ("Luiza Cavalcanti\n\nAbout\n\nThe first cohort includes PhD students Caio Lins (Statistics), co-advised by "
            "Cavalcanti and Brandão Neto.\n")
    assert not any(s.advisee == OWNER for s in _claims(tmp_path, text, Supervision))


def test_a_legend_under_a_papers_heading_keeps_the_papers_in_their_list(tmp_path):
    text = ("Ingrid Solvang-Achebe\n\nRefereed Journal Papers\n\nStudent advisees marked with †, postdocs with ‡.\n\n"
            "  • S. Irala†, I. Solvang-Achebe, “Operando acoustic emission monitoring of micropitting in gearbox "
            "bearings,” Tribology International, vol. 201, 110188, 2025.\n")
    from labgraph.model import Publication
    titles = {p.title for p in _claims(tmp_path, text, Publication)}
    assert "Operando acoustic emission monitoring of micropitting in gearbox bearings" in titles


def test_a_row_led_by_months_is_an_entry_of_its_own(tmp_path):
    text = ("Ingrid Solvang-Achebe\n\nAcademic Appointments\n\n"
            "2013–2019 | Associate Professor, School of Mechanical Engineering, Purdue University\n"
            "Jan–Jul 2021 | Visiting Professor, Department of Materials, Technical University of Munich\n"
            "Spring 2015     Research Member, Mathematical Sciences Research Institute, Berkeley, CA\n")
    found = _claims(tmp_path, text, Position)
    posts = {(p.title, p.org, p.start) for p in found}
    assert ("Visiting Professor", "Technical University of Munich", 2021) in posts
    assert ("Research Member", "Mathematical Sciences Research Institute", 2015) in posts
    # the row above keeps only its own organisations
    assert not any(p.title == "Associate Professor" and "Munich" in p.org for p in found)
    parts = {(c.part, c.whole) for c in _extraction(tmp_path, text).claims if type(c).__name__ == "PartOf"}
    assert ("School of Mechanical Engineering", "Department of Materials") not in parts


def test_a_date_alone_above_its_entry_still_belongs_to_it(tmp_path):
    text = ("Ana Luísa Menezes\n\nExperience\n  Jun 2012 - Feb 2014\n  Deltares · Inland Water Systems\n"
            "  Postdoctoral Researcher\n\n  Sep 2008 - May 2012\n  Delft University of Technology · Department of Water Management\n"
            "  PhD Candidate\n")
    orgs = {a.org for a in _claims(tmp_path, text, Affiliation) if a.person == OWNER}
    assert "Delft University of Technology" in orgs


def test_ams_style_references():
    from labgraph.extract.publications import parse_citation
    found = parse_citation("B. de la Fuente Ibarra, M. Lefèvre-Tshibanda, Rigidity of minimizing biharmonic cones. "
                           "J. Reine Angew. Math. 801 (2023), 145–189. arXiv:2205.10047.")
    assert found[:2] == ("Rigidity of minimizing biharmonic cones", ("B. de la Fuente Ibarra", "M. Lefèvre-Tshibanda"))
    assert found[3] == 2023
    title, authors, venue, year = parse_citation("K. Vogt and W. J. Harrowgate, Horocycle flows are rigid, Duke Math. J. "
                                                 "110 (2001), no. 2, 301-340.")
    assert (title, authors, year) == ("Horocycle flows are rigid", ("K. Vogt", "W. J. Harrowgate"), 2001)
    preprint = parse_citation("É. Castonguay, B. de la Fuente Ibarra, Boundary regularity of stationary harmonic maps "
                              "with partially free boundary. arXiv:2404.01963 [math.AP].")
    assert preprint[0] == "Boundary regularity of stationary harmonic maps with partially free boundary"
    assert preprint[1] == ("É. Castonguay", "B. de la Fuente Ibarra")
    # a physics reference whose venue is in press keeps the venue out of its title
    physics = parse_citation("K. Mensah, L. F. de Córdoba, Zero-dead-time interrogation of a tweezer-array optical clock, "
                             "Nature Physics, in press (2025). arXiv:2407.02219")
    assert physics is None or physics[0] == "Zero-dead-time interrogation of a tweezer-array optical clock"


_LAB_PEOPLE = """People – Varga Lab

Circuits of memory and sleep · Department of Neuroscience, Perelman School of Medicine, University of Pennsylvania

Principal Investigator

Imre Varga, PhD
Associate Professor of Neuroscience

Her work has been recognised with a Klingenstein-Simons Fellowship Award in Neuroscience (2017), a Sloan Research Fellowship (2018) and a Pew Biomedical Scholarship (2019).

Graduate Students

  • Rahul Venkataraman – Neuroscience Graduate Group, 5th year.
"""


def test_a_lab_sites_tagline_says_where_the_lab_and_its_leader_are(tmp_path):
    found = _extraction(tmp_path, _LAB_PEOPLE)
    assert found.owner_name == "Imre Varga"
    mine = {a.org for a in found.claims if isinstance(a, Affiliation) and a.person == OWNER}
    assert {"Department of Neuroscience", "Perelman School of Medicine", "University of Pennsylvania"} <= mine
    parts = {(c.part, c.whole) for c in found.claims if type(c).__name__ == "PartOf"}
    assert ("Varga Lab", "Department of Neuroscience") in parts


def test_honours_listed_in_one_sentence_each_with_its_year(tmp_path):
    from labgraph.model import Award
    awards = {(a.name, a.year) for a in _claims(tmp_path, _LAB_PEOPLE, Award) if a.person == OWNER}
    assert ("Klingenstein-Simons Fellowship Award in Neuroscience", 2017) in awards
    assert ("Sloan Research Fellowship", 2018) in awards
    assert ("Pew Biomedical Scholarship", 2019) in awards


_NEWS_STORY = """Professor Leila Haddad-Moreau wins 2025 Hallett Prize in Sustainable Chemistry
By Kerry-Ann Delisle

Professor Leila Haddad-Moreau (ChemE) has been named the 2025 recipient of the Hallett Prize.

Haddad-Moreau grew up in Beirut. She went on to the California Institute of Technology (Caltech), where she earned her PhD in chemical engineering in 2011.

Haddad-Moreau will deliver the Hallett Lecture this October.
"""


def test_a_news_headline_naming_its_subject_in_full_makes_them_the_pages_person(tmp_path):
    found = _extraction(tmp_path, _NEWS_STORY, "news.txt")
    assert found.owner_name == "Leila Haddad-Moreau"
    edu = {(e.person, e.degree, e.institution, e.end) for e in found.claims if isinstance(e, Education)}
    # "went on to X (Caltech), where she earned her PhD": the degree at X
    assert (OWNER, "PhD", "California Institute of Technology", 2011) in edu


def test_a_where_clause_of_work_after_a_degree_makes_no_post(tmp_path):
    text = ("Rebecca Holt\n\nAbout\n\nRebecca received her PhD in Psychology from the University of Michigan in 2012, "
            "where she worked with Daniel Ashford.\n")
    assert not any(a.org == "University of Michigan" for a in _claims(tmp_path, text, Affiliation))


def test_a_student_whom_the_owner_co_supervises_with_another(tmp_path):
    text = ("Leila Haddad-Moreau\n\nAbout\n\nFrom 2011 to 2014 she was a postdoctoral fellow in the MIT lab of Professor "
            "Anjali Deshpande-Ross.\n\nMASc student Aleksander Nowak-Fitzgerald, whom Haddad-Moreau co-supervises with "
            "Professor Priyanka Venkataraman, picked up the Best Poster Award.\n")
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, text, Supervision)}
    assert ("Anjali Deshpande-Ross", OWNER, "Postdoc") in sups
    assert ("Haddad-Moreau", "Aleksander Nowak-Fitzgerald", "Master") in sups     # (the owner by surname: resolution)
    assert ("Priyanka Venkataraman", "Aleksander Nowak-Fitzgerald", "Master") in sups
    # the co-supervisor is the student's, not the owner's
    assert not any(advisee == OWNER for advisor, advisee, _ in sups if advisor == "Priyanka Venkataraman")


_THESIS_FRONT = """
          Seasonal Variability of Tidewater Glacier Flow

                          Nadia Haddad-Ferreira

                 A thesis submitted for the degree of
                        Doctor of Philosophy

                       Department of Geography
                          Durham University

                             March 2024

  Supervisors:
  Prof. Catriona M. Duffy    Department of Geography, Durham University
  Dr Hamid Rezaei-Farahani   British Antarctic Survey, Cambridge

Abstract

Tidewater glaciers accelerate every summer.
"""


def test_a_thesis_title_pages_block_of_supervisors(tmp_path):
    found = _extraction(tmp_path, _THESIS_FRONT)
    assert found.owner_name == "Nadia Haddad-Ferreira"
    sups = {(s.advisor, s.advisee, s.level) for s in found.claims if isinstance(s, Supervision)}
    assert ("Catriona M. Duffy", OWNER, "PhD") in sups and ("Hamid Rezaei-Farahani", OWNER, "PhD") in sups
    assert ("Catriona M. Duffy", "Durham University") in {(a.person, a.org) for a in found.claims if isinstance(a, Affiliation)}


def test_an_economists_indented_author_date_references_wrapped_over_lines(tmp_path):
    from labgraph.model import Publication
    text = ("Ana Lucía Betancourt\n\nPublications\n"
            "     Betancourt, Ana Lucía, and Tomasz Wiśniewski. 2022. “Credit Frictions and the\n"
            "     Geography of Informal Employment.” American Economic Review 112 (4): 1187–1226.\n\n"
            "     Betancourt, Ana Lucía. 2018. “Search Frictions in Segmented Labor Markets.”\n"
            "     Review of Economic Studies 85 (2): 745–82.\n")
    papers = {(p.title, p.year, p.venue) for p in _claims(tmp_path, text, Publication)}
    assert papers == {("Credit Frictions and the Geography of Informal Employment", 2022, "American Economic Review"),
                      ("Search Frictions in Segmented Labor Markets", 2018, "Review of Economic Studies")}


def test_a_portals_student_thesis_whose_author_runs_on_from_the_title_line():
    from labgraph.extract import portal
    from labgraph.model import Line
    lines = (Line(1, "Supervised Work"), Line(2, ""),
             Line(3, "  • Data-driven prediction of transport properties in ionic liquid mixtures McAteer, C. (Author),"),
             Line(4, "      Ní Bhriain, S. (Supervisor) & Hargreaves, P. J. (Supervisor), Dec 2022"),
             Line(5, "      Student thesis: Doctoral Thesis › Doctor of Philosophy"))
    claims, _ = portal.read("p.html", lines, "Queen's University Belfast")
    sups = {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
    assert sups == {("Ní Bhriain S.", "McAteer C.", "PhD"), ("Hargreaves P.J.", "McAteer C.", "PhD")}
    assert ("McAteer C.", "Queen's University Belfast") in {(c.person, c.institution) for c in claims
                                                           if isinstance(c, Education)}


def test_an_internship_whose_title_opens_the_line_under_its_employer(tmp_path):
    text = ("Léa Nguyen-Duval\n\n## research internships\n\n"
            "- **Google DeepMind** &mdash; London, UK &nbsp;*(Jun&ndash;Sep 2023)*  \n"
            "  Research Scientist Intern with Marguerite van der Berg; Bayesian views of fine-tuning.\n"
            "- **Allen Institute for AI** &mdash; Seattle, WA &nbsp;*(Summer 2022)*  \n"
            "  Software Engineering Intern. Built a data pipeline.\n")
    posts = {(p.title, p.org, p.start) for p in _claims(tmp_path, text, Position, "home.md") if p.person == OWNER}
    assert ("Research Scientist Intern", "Google DeepMind", 2023) in posts
    assert ("Software Engineering Intern", "Allen Institute for AI", 2022) in posts


def test_a_bio_whose_subject_follows_a_description_of_them(tmp_path):
    text = ("# Speakers\n\n### Priya Raghunathan\n\nAn aerospace engineer by training (PhD, IIT Bombay, 2015), Priya "
            "Raghunathan has been an Assistant Professor in the Department of Computational and Data Sciences at the "
            "Indian Institute of Science since 2021.\n")
    posts = {(p.person, p.title, p.org, p.start) for p in _claims(tmp_path, text, Position, "bios.md")}
    assert ("Priya Raghunathan", "Assistant Professor", "Indian Institute of Science", 2021) in posts


def test_the_first_speakers_institute_is_not_every_speakers(tmp_path):
    text = ("# Speakers\n\n### Priya Raghunathan\n*Indian Institute of Science (IISc), Bengaluru*\n\nShe works on flows.\n\n"
            "### Kwame Asante-Boateng\n*Kwame Nkrumah University of Science and Technology (KNUST), Kumasi*\n\n"
            "He works on statistics.\n")
    pairs = {(a.person, a.org) for a in _claims(tmp_path, text, Affiliation, "bios.md")}
    assert not any(person == "Kwame Asante-Boateng" and "Indian Institute" in org for person, org in pairs)
