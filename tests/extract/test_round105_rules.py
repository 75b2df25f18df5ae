"""Session-41 rules: what round 105 showed."""
from labgraph.degrees import find_degree
from labgraph.extract import extract_document
from labgraph.extract.patterns import orgs_in
from labgraph.ingest import read
from labgraph.model import OWNER, Education, PersonClaim, Position, Supervision

from .helpers import written as _write


def _claims(tmp_path, text, kind, name="page.txt"):
    return [c for c in extract_document(read(_write(tmp_path, name, text))).claims if isinstance(c, kind)]


_BIO = "Maria Gonzalez\n\nAbout\n\nMaria Gonzalez is a professor of ecology at the University of Leeds. {}\n"


def test_a_degree_written_with_a_typographic_apostrophe_is_a_degree(tmp_path):
    assert find_degree("graduating with a bachelor’s degree in 2002")[0] == "BSc"
    assert find_degree("a Master’s in Physics")[0] == "MSc"
    text = _BIO.format("She earned a master’s degree in physics at RWTH Aachen University in 2005.")
    degrees = {(e.person, e.degree, e.institution, e.end) for e in _claims(tmp_path, text, Education)}
    assert (OWNER, "MSc", "RWTH Aachen University", 2005) in degrees


def test_a_masters_dissertation_written_with_a_professor_is_supervised_by_them(tmp_path):
    text = _BIO.format("Before that, I wrote my MSc dissertation on coral reefs with Prof. Anna Berg.")
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, text, Supervision)}
    assert ("Anna Berg", OWNER, "Master") in sups
    # (a dissertation written with collaborators at an agency: no one's supervision)
    text = _BIO.format("She wrote a PhD dissertation with collaborators at NASA.")
    assert not _claims(tmp_path, text, Supervision)


def test_a_prize_headline_names_the_page_whose_story_it_is(tmp_path):
    text = ("Albrecht Lindenmeyer Prize for Rahel Woldemichael\n\n"
            "Prof. Rahel Woldemichael in her laboratory. Image: TUM\n\n"
            "Rahel Woldemichael, Professor of Electrochemistry at the Technical University of Munich, receives the "
            "2025 prize. Woldemichael's team showed how grains decide a battery's fate. The jury praised Woldemichael "
            "for her care.\n")
    owners = [c.name for c in _claims(tmp_path, text, PersonClaim) if c.is_owner]
    assert owners == ["Rahel Woldemichael"]
    # (a prize's name with no person after it: no owner from the headline)
    text = text.replace("Prize for Rahel Woldemichael", "Prize for Materials Science")
    assert "Materials Science" not in [c.name for c in _claims(tmp_path, text, PersonClaim) if c.is_owner]


def test_where_she_earned_a_degree_at_a_place_the_clause_names_itself(tmp_path):
    text = _BIO.format("A scholarship brought her to Germany in 2003, where she earned a master’s degree in materials "
                       "science at RWTH Aachen University in 2005.")
    degrees = {(e.person, e.degree, e.institution, e.end) for e in _claims(tmp_path, text, Education)}
    assert degrees == {(OWNER, "MSc", "RWTH Aachen University", 2005)}
    # (a place before "where" is still where: the department the clause names is its unit)
    text = _BIO.format("She then moved to the University of Oxford, where she completed her DPhil in 1986 in the "
                       "Department of Zoology.")
    degrees = {(e.degree, e.institution) for e in _claims(tmp_path, text, Education)}
    assert degrees == {("PhD", "University of Oxford")}


def test_graduating_with_a_degree_and_a_university_that_awarded_it(tmp_path):
    text = _BIO.format("She studied chemistry at Addis Ababa University, graduating with a bachelor's degree in 2002.")
    degrees = {(e.person, e.degree, e.institution, e.end) for e in _claims(tmp_path, text, Education)}
    assert (OWNER, "BSc", "Addis Ababa University", 2002) in degrees
    text = _BIO.format("She carried out her doctoral research in Stuttgart; the University of Stuttgart awarded her "
                       "doctorate (Dr. rer. nat.) in 2009.")
    degrees = {(e.degree, e.institution) for e in _claims(tmp_path, text, Education)}
    assert ("PhD", "University of Stuttgart") in degrees
    assert orgs_in("The University of Oslo awarded him an honorary doctorate.") == ("University of Oslo",)


def test_a_fronted_clause_with_a_title_and_its_dot_before_the_pronoun(tmp_path):
    text = _BIO.format("After two years as a postdoctoral researcher with Dr. Helen Quarshie-Doyle at Lawrence Berkeley "
                       "National Laboratory in California (2009–2011), she returned to Germany.")
    posts = {(p.person, p.title, p.org, p.start, p.end) for p in _claims(tmp_path, text, Position)}
    assert (OWNER, "Postdoctoral researcher", "Lawrence Berkeley National Laboratory", 2009, 2011) in posts


def test_a_note_after_a_semicolon_in_a_degree_row_is_no_place(tmp_path):
    text = ("Jan Kowalski\n\nEducation and degrees\n\n"
            "2006 | PhD in computer science, Institute of Computer Science, Polish Academy of Sciences, Warsaw\n"
            "2001 | MSc (magister) in computer science, University of Warsaw; master's thesis supervised by dr Andrzej "
            "Zieliński\n")
    degrees = {(e.degree, e.institution, e.end) for e in _claims(tmp_path, text, Education)}
    assert ("MSc", "University of Warsaw", 2001) in degrees


def test_his_former_doctoral_student_is_no_degree_of_his(tmp_path):
    text = ("Mikko Rasanen\n\nBio\n\nMikko Rasanen is an associate professor at Aalto University. Together with his "
            "former doctoral student Dr. Aino Lindholm, now at ABB Robotics, he created KinoSim, a simulator.\n")
    assert not [e for e in _claims(tmp_path, text, Education) if e.institution == "ABB Robotics"]


_RECORD = """Skip to main content
ORCID
Search
SIGN IN/REGISTER
ABOUT
FOR RESEARCHERS
MEMBERSHIP
DOCUMENTATION
RESOURCES
NEWS & EVENTS

Ana Reyes Soto

Biography
Ana Reyes Soto is a hydrologist and lecturer at the University of Chile.

Employment (1)
Sort
University of Chile: Santiago, CL
2021-03-01 to present | Lecturer (Department of Geology)
Employment

Works (3)
Sort
Episodic recharge of mountain aquifers revealed by stable isotopes
Water Resources Research
2024-05 | Journal article
DOI: 10.1029/2023WR036512
CONTRIBUTORS: Ana Reyes Soto; Pablo Mena
Source: Crossref
Preferred source (of 2)

areyes/rechargeR: v1.2.0
2024-01-19 | Software
URL: https://github.com/areyes/rechargeR
CONTRIBUTORS: Ana Reyes Soto; Pablo Mena
Source: DataCite

A regional synthesis of diffuse groundwater recharge in the Andes
Hydrogeology Journal
2021-03 | Journal article
CONTRIBUTORS: A. Reyes Soto; P. Mena
Source: Crossref
"""


def test_a_bar_of_links_in_capitals_does_not_make_the_pages_headings_capitals():
    from labgraph.model import Document
    from labgraph.sections import split_sections
    kinds = [s.kind for s in split_sections(Document("record.txt", _RECORD))]
    assert "about" in kinds and "positions" in kinds and "publications" in kinds


def test_a_registry_records_works_its_software_and_a_journal_named_journal(tmp_path):
    from labgraph.model import Publication, Software
    claims = extract_document(read(_write(tmp_path, "record.txt", _RECORD))).claims
    titles = {c.title for c in claims if isinstance(c, Publication)}
    assert titles == {"Episodic recharge of mountain aquifers revealed by stable isotopes",
                      "A regional synthesis of diffuse groundwater recharge in the Andes"}
    tools = {(c.name, c.repository, c.version) for c in claims if isinstance(c, Software)}
    assert ("rechargeR", "https://github.com/areyes/rechargeR", "v1.2.0") in tools
    venues = {c.title: c.venue for c in claims if isinstance(c, Publication)}
    assert venues["A regional synthesis of diffuse groundwater recharge in the Andes"] == "Hydrogeology Journal"


def test_a_sidebars_recent_publications_widget_is_the_groups_content(tmp_path):
    from labgraph.model import Publication
    page = """<html><body><div id="primary"><article><h1>Group Members</h1>
<p>The Rossi Group is part of the Department of Chemistry at the University of Utah. We study light-driven reactions
and the catalysts that make them selective, with students from chemistry and chemical engineering.</p>
<h2>Principal Investigator</h2><p>Prof. Benedetta Rossi, Professor of Chemistry. She earned her Ph.D. in 2011 at
ETH Zürich and joined the University of Utah as an Assistant Professor in July 2014.</p></article></div>
<div class="widget-area" id="secondary"><aside class="widget widget_block"><h2 class="widget-title">Recent Publications</h2>
<ol><li>Luong, Q. V.; Rossi, B. Photoredox-Enabled Deracemization of Cyclic Sulfoxides. <em>J. Am. Chem. Soc.</em>
<strong>2025</strong>, <em>147</em>, 4411&ndash;4418.</li></ol></aside>
<aside class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><ul><li>Welcome, new students</li></ul></aside>
</div></body></html>"""
    claims = extract_document(read(_write(tmp_path, "members.html", page))).claims
    titles = {c.title for c in claims if isinstance(c, Publication)}
    assert "Photoredox-Enabled Deracemization of Cyclic Sulfoxides" in titles
    assert not [t for t in titles if "Welcome" in t]


_TREE = """Evolution Tree - Mirela Vukic Family Tree

Mirela Vukic

Bio:

Mirela Vukic has been Professor of Evolutionary Ecology at Lund University since 2019.

Parents

Sign in to add mentor

Name | Relationship | Years | Institution | Notes
Branko Kos | grad student (M.Sc.) | 2002-2004 | University of Belgrade | Master's thesis advisor
Anders Holmqvist | grad student | 2004-2009 | Uppsala University | Evolutionary Biology Centre
Morag Cairns | post-doc | 2009-2012 | Institute of Evolutionary Biology, University of Edinburgh

Lineage: Bertil Sandberg → Gunnar Ekman → Anders Holmqvist → Mirela Vukic. On the postdoctoral side, Morag Cairns was herself a postdoc with Hamish Pryce at the University of Oxford.

Children

Sign in to add trainee

Name | Relationship | Years | Institution | Degree | Dissertation / project | Now
Oskar Wallin | grad student | 2012-2017 | Lund University | Ph.D. 2017 | Cryptic female choice in beetles | Researcher, Swedish University of Agricultural Sciences (SLU)
Hana Novak | grad student | 2016-2017 | Lund University | M.Sc. 2017 | Mating rate and longevity
Rafael Moreira | post-doc | 2013-2016 | Lund University | Assistant Professor, Universidade de São Paulo

Collaborators

Dieter Brand | collaborator | 2014- | Universität Wien
"""


def test_a_family_trees_mentors_and_trainees_and_its_lineage_line(tmp_path):
    claims = extract_document(read(_write(tmp_path, "tree.txt", _TREE))).claims
    sups = {(s.advisor, s.advisee, s.level) for s in claims if isinstance(s, Supervision)}
    assert {("Branko Kos", OWNER, "Master"), ("Anders Holmqvist", OWNER, "PhD"), ("Morag Cairns", OWNER, "Postdoc"),
            (OWNER, "Oskar Wallin", "PhD"), (OWNER, "Hana Novak", "Master"), (OWNER, "Rafael Moreira", "Postdoc"),
            ("Bertil Sandberg", "Gunnar Ekman", "Unspecified"), ("Gunnar Ekman", "Anders Holmqvist", "Unspecified"),
            ("Hamish Pryce", "Morag Cairns", "Postdoc")} <= sups
    assert not [s for s in sups if "Dieter Brand" in s]      # (a collaborator is no one's trainee)
    assert ("Hamish Pryce", OWNER, "Postdoc") not in sups      # ("On the postdoctoral side, X was ...": X's)
    degrees = {(e.person, e.degree, e.institution, e.end) for e in claims if isinstance(e, Education)}
    assert {("Oskar Wallin", "PhD", "Lund University", 2017), ("Hana Novak", "MSc", "Lund University", 2017)} <= degrees
    posts = {(p.person, p.org) for p in claims if isinstance(p, Position)}
    assert {("Oskar Wallin", "Swedish University of Agricultural Sciences"), ("Rafael Moreira", "Universidade de São Paulo"),
            ("Rafael Moreira", "Lund University"), (OWNER, "Institute of Evolutionary Biology")} <= posts


_CHAIR = """Skip to main content
We use cookies on this website. Accept all
Chair of Battery Systems
Team
Research
Publications

Team

The Chair of Battery Systems was established in 2019 and belongs to the Faculty of Engineering of the University of Erlangen.

Head of Chair

Prof. Dr.-Ing. Matthias Kleinberg
Email: m.kleinberg@example.org

Curriculum vitae
1997–2003  Studies of chemical engineering at Universität Karlsruhe (TH); Diplom (Dipl.-Ing.) 2003
2008  Doctorate (Dr.-Ing.), RWTH Aachen University, supervised by Prof. Dr.-Ing. Werner Haube

Postdoctoral Researchers and Group Leaders

Dr. Ayla Karaca
Postdoctoral researcher
PhD in Chemistry, Bogazici University, Istanbul (2022)

Doctorates completed at TU Braunschweig (Junior Professorship Battery Systems)

2019
Dr.-Ing. Paula Duarte
Thesis: "Characterisation of high-voltage cathodes"
Supervisor: Jun.-Prof. Dr.-Ing. M. Kleinberg
Now at: Volkswagen AG, Salzgitter

Chair of Battery Systems
University of Erlangen
"""


def test_a_german_chairs_team_page(tmp_path):
    from labgraph.model import Affiliation
    from labgraph.sections import heading_kind
    assert heading_kind("Postdoctoral Researchers and Group Leaders") == "students"
    assert heading_kind("Doctorates completed at TU Braunschweig (Junior Professorship Battery Systems)") == "students"
    claims = extract_document(read(_write(tmp_path, "team.txt", _CHAIR))).claims
    sups = {(s.advisor, s.advisee) for s in claims if isinstance(s, Supervision)}
    assert {(OWNER, "Ayla Karaca"), (OWNER, "Paula Duarte")} <= sups
    degrees = {(e.person, e.degree, e.institution) for e in claims if isinstance(e, Education)}
    assert (OWNER, "Diploma", "Universität Karlsruhe") in degrees      # (not "Studies of chemical engineering at ...")
    links = {(a.person, a.org) for a in claims if isinstance(a, Affiliation)}
    assert ("Paula Duarte", "Volkswagen AG") in links                 # "Now at: X, Town"
    assert ("Ayla Karaca", "Chair of Battery Systems") in links        # (the chair its site's bar and footer name)


def test_a_venue_badge_before_the_authors_and_a_theses_supervisor_label(tmp_path):
    from labgraph.model import Publication
    text = ("Kadri Saar\n\nPublications\n\n"
            "- RA-L E.-L. Rebane*, A. Karimi*, and K. Saar, “BogNav: Traversability-aware navigation for legged robots on "
            "peatland,” IEEE Robotics and Automation Letters, vol. 10, no. 3, pp. 2841–2848, Mar. 2025.\n"
            "- T-RO M. Tamm and K. Saar, “Degeneracy-aware scan matching for LiDAR odometry in tunnels and forests,” IEEE "
            "Transactions on Robotics, vol. 39, no. 4, pp. 3120–3137, Aug. 2023.\n"
            "- Diego Vidal (2024). Learning traversability for legged robots on soft terrain. PhD thesis, University of "
            "Tartu. Supervisor: Prof. Kadri Saar.\n")
    claims = extract_document(read(_write(tmp_path, "pubs.md", text))).claims
    authors = {c.title: c.authors for c in claims if isinstance(c, Publication)}
    assert authors["BogNav: Traversability-aware navigation for legged robots on peatland"][0] == "E.-L. Rebane"
    assert authors["Degeneracy-aware scan matching for LiDAR odometry in tunnels and forests"][0] == "M. Tamm"
    degrees = {(e.person, e.degree, e.institution) for e in claims if isinstance(e, Education)}
    assert ("Diego Vidal", "PhD", "University of Tartu") in degrees
    assert not [d for d in degrees if "Supervisor" in d[2]]


def test_a_news_storys_present_tense_honour_and_a_later_clause_of_work(tmp_path):
    from labgraph.model import Award
    text = _BIO.format("She receives the 2025 Albrecht Lindenmeyer Prize. The prize receives funding from the state.")
    assert {(a.person, a.name, a.year) for a in _claims(tmp_path, text, Award)} == \
        {(OWNER, "Albrecht Lindenmeyer Prize", 2025)}
    text = _BIO.format("Dr. Tomás Iriarte completed his doctorate in Gonzalez’s group in 2021 and now heads cell "
                       "development at Voltaris GmbH in Ulm.")
    assert not [e for e in _claims(tmp_path, text, Education) if e.institution == "Voltaris GmbH"]


def test_a_named_newcomers_where_clause_and_a_first_named_headline_are_theirs(tmp_path):
    from labgraph.model import Award
    text = _BIO.format("Bastien Roy comes to us from Québec, where he did his MSc at Université Laval on methane fluxes.")
    assert not [e for e in _claims(tmp_path, text, Education) if e.person == OWNER]
    text = ("Lab blog\n\nNew PhD students\n\nby\n\nIngrid Halvor\n\nThis week we welcomed two new students.\n\n"
            "Rafael receives the CSSS Early Career Award\n\nby\n\nPriya Venkat\n\nCongratulations to our postdoc "
            "Dr. Rafael Quintero on his first-author paper in Soil Biology!\n")
    awards = {(a.person, a.name) for a in _claims(tmp_path, text, Award)}
    assert awards == {("Rafael Quintero", "CSSS Early Career Award")}      # (his first name, his in full)


_CVN = """# CURRICULUM VITAE (CVN)

## Personal data

- **Surname(s):** Goiko Llorente
- **Name:** Nerea
- **Email:** nerea.goiko@example.org

## Previous positions and activities

| # | Employing entity | Professional category | Start date | End date |
|---|------------------|-----------------------|-----------|----------|
| 1 | Institut Català d'Investigació Química (ICIQ), Tarragona | Juan de la Cierva postdoctoral researcher | 01/02/2017 | 31/08/2019 |

## Education

### Doctorates

- **Doctoral programme:** Química Teórica
- **Awarding entity:** Universitat de València
- **Date of degree:** 12/12/2014

## Scientific activity

### Scientific publications

1. **Authors (p.o., s.a.):** El Amrani, Fatima Zahra; Goiko Llorente, Nerea
   **Title:** Learning corrections for proton-coupled electron transfer barriers in flavoenzymes, a very long title indeed
   **Journal:** The Journal of Chemical Physics. 160 - 8, 084107. 2024
   **Type of production:** Scientific article · **Position of signature:** 2

2. **Authors (p.o., s.a.):** Goiko Llorente, N.; Dijkstra, W.
   **Title:** Polarizable QM/MM with induced dipoles for the photoactive yellow protein chromophore
   **Journal:** The Journal of Physical Chemistry B. 121 - 15, pp. 3698 - 3710. 2017
"""


def test_a_normalised_cvs_name_fields_its_positions_table_and_its_numbered_records(tmp_path):
    from labgraph.model import Publication
    from labgraph.sections import split_sections
    from labgraph.model import Document
    claims = extract_document(read(_write(tmp_path, "cvn.md", _CVN))).claims
    assert [c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner] == ["Nerea Goiko Llorente"]
    posts = {(p.person, p.title, p.start, p.end) for p in claims if isinstance(p, Position)}
    assert (OWNER, "Juan de la Cierva postdoctoral researcher", 2017, 2019) in posts
    works = {c.title: (c.authors, c.year) for c in claims if isinstance(c, Publication)}
    assert works["Learning corrections for proton-coupled electron transfer barriers in flavoenzymes, a very long "
                 "title indeed"] == (("Fatima Zahra El Amrani", "Nerea Goiko Llorente"), 2024)
    assert works["Polarizable QM/MM with induced dipoles for the photoactive yellow protein chromophore"][1] == 2017
    assert not [t for t in works if t.startswith("Authors")]
    # (the owner's own "Doctorates" under "Education" are no list of students)
    assert "students" not in {s.kind for s in split_sections(Document("cvn.md", _CVN)) if "Doctorates" in s.heading}


_GROUPS = """Research groups

The Rhine Institute for Chemistry is a central research institute of the University of Cologne.

Electrocatalysis Group

Group leader: Dr. Mirela Vukovic

We design electrocatalysts for nitrate reduction.

Postdocs

  • Dr. Arvind Subram

PhD students

  • Jonas Oberdorf
  • Aleksandra Nowak (co-supervised with Prof. Aaltonen)

Recent highlight: J. Oberdorf, A. Subram, M. Vukovic, “Local pH mapping reveals the origin of nitrate selectivity on copper electrodes”, Nat. Catal. 2024, 7, 512–521.

Photoredox Synthesis Group

Group leader: Prof. Dr. Henrik Aaltonen

Postdocs

  • Dr. Sun-hee Park (Humboldt Research Fellow)

PhD students

  • Matteo Galli
"""


def test_an_institutes_groups_with_their_members_under_role_subheadings(tmp_path):
    from labgraph.model import Publication
    claims = extract_document(read(_write(tmp_path, "groups.txt", _GROUPS))).claims
    owner = next((c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner), None)     # (the first head)
    sups = {(owner if s.advisor == OWNER else s.advisor, s.advisee, s.level) for s in claims if isinstance(s, Supervision)}
    assert {("Mirela Vukovic", "Arvind Subram", "Postdoc"), ("Mirela Vukovic", "Jonas Oberdorf", "PhD"),
            ("Mirela Vukovic", "Aleksandra Nowak", "PhD"), ("Henrik Aaltonen", "Sun-hee Park", "Postdoc"),
            ("Henrik Aaltonen", "Matteo Galli", "PhD")} <= sups
    assert not [s for s in sups if s[0] == "Henrik Aaltonen" and s[1] in ("Jonas Oberdorf", "Arvind Subram")]
    works = {c.title: c.authors for c in claims if isinstance(c, Publication)}
    assert works["Local pH mapping reveals the origin of nitrate selectivity on copper electrodes"] == \
        ("J. Oberdorf", "A. Subram", "M. Vukovic")


_ALUMNI = """Our PhD alumni

The Department of Mathematics is part of the School of Natural Sciences, one of the schools of the Faculty of Science and Engineering at The University of Manchester. Every year about twenty students complete a PhD with us.

Alumni news

PhD graduates, Department of Mathematics, 2019–2024
Year | Graduate | Supervisor(s) | Thesis title | First destination
2024 | Ayesha Siddiqui | Dr Chiara Benedetti | Scaling limits of random planar maps | Postdoctoral Research Associate, University of Bath
2023 | Ruth Abebe Tesfaye ★ | Dr Thandiwe Mokoena | Stochastic models of malaria parasite dynamics | Research Fellow, London School of Hygiene & Tropical Medicine
"""


def test_a_departments_table_of_graduates_under_its_caption(tmp_path):
    claims = extract_document(read(_write(tmp_path, "alumni.txt", _ALUMNI))).claims
    sups = {(s.advisor, s.advisee, s.level) for s in claims if isinstance(s, Supervision)}
    assert {("Chiara Benedetti", "Ayesha Siddiqui", "PhD"), ("Thandiwe Mokoena", "Ruth Abebe Tesfaye", "PhD")} <= sups
    degrees = {(e.person, e.degree, e.institution, e.end) for e in claims if isinstance(e, Education)}
    assert ("Ayesha Siddiqui", "PhD", "The University of Manchester", 2024) in degrees   # (not its school's)
    assert not [d for d in degrees if d[2] == "School of Natural Sciences"]


def test_a_profile_readme_that_introduces_its_person_by_first_name(tmp_path):
    from labgraph.model import Affiliation
    text = ("<h1 align=\"center\">Hi there, I'm Kaveh 👋</h1>\n\n### About me\n\n"
            "I'm a 4th-year PhD student at the University of Wisconsin–Madison, where I'm part of the WISP Lab "
            "(Wisconsin Infrastructure for Scalable Processing).\n\n### Selected Publications\n\n"
            "- **Pagoda: Elastic Paging of KV Caches for Multi-Tenant LLM Serving**<br>\n"
            "  **Kaveh Jafarzadeh**, Wanjiru Kamau, Annelise Thorvaldsen<br>\n  *NSDI '25*\n")
    claims = extract_document(read(_write(tmp_path, "README.md", text))).claims
    assert [c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner] == ["Kaveh Jafarzadeh"]
    orgs = {c.org for c in claims if isinstance(c, Affiliation) and c.person == OWNER}
    assert "WISP Lab" in orgs and not [o for o in orgs if "Wisconsin Infrastructure" in o]
    # (two people of that first name on the page: no owner by it)
    two = text.replace("Annelise Thorvaldsen", "Kaveh Rostami")
    claims = extract_document(read(_write(tmp_path, "README.md", two))).claims
    assert not [c for c in claims if isinstance(c, PersonClaim) and c.is_owner and c.name.startswith("Kaveh")]


def test_a_networking_profiles_works_with_their_authors_under_the_venue_line(tmp_path):
    from labgraph.model import Publication
    text = ("Tugba Karaca\nSenior Research Scientist at Volvo Cars\n\nPublications\n\n"
            "Scalable wet processing of argyrodite separators for pouch-format solid-state cells\n"
            "ACS Energy Letters · Oct 2, 2024\nO. Lindblad, T. Karaca, A. Siddiqui, H. Ljungberg\nShow publication\n\n"
            "Hydrolysis of argyrodite electrolytes in dry-room atmospheres\nChemistry of Materials · 2018\n"
            "with Kalle Nieminen, Parisa Farahani and Mikael Ohrstrom\nShow publication\n\nSkills\n\nImpedance\n")
    works = {c.title: (c.authors, c.venue, c.year) for c in _claims(tmp_path, text, Publication)}
    assert works["Scalable wet processing of argyrodite separators for pouch-format solid-state cells"] == \
        (("O. Lindblad", "T. Karaca", "A. Siddiqui", "H. Ljungberg"), "ACS Energy Letters", 2024)
    assert works["Hydrolysis of argyrodite electrolytes in dry-room atmospheres"] == \
        ((OWNER, "Kalle Nieminen", "Parisa Farahani", "Mikael Ohrstrom"), "Chemistry of Materials", 2018)


def test_a_newsletters_banner_names_the_lab_after_its_head(tmp_path):
    text = ("From: Birgitta Sjo <b.sjo@example.org>\nCc: Tove Halvorsen <tove.halvorsen@example.org>\n"
            "Subject: [halvorsen-lab] Fin News - June 2024\n\n=====\n FIN NEWS  --  the Halvorsen lab monthly\n=====\n\n"
            "Hi everyone,\n\n1. WELCOME!\n\n* Dr. Kwabena Atta started as a postdoc with us on 13 May.\n")
    assert [c.name for c in _claims(tmp_path, text, PersonClaim) if c.is_owner] == ["Tove Halvorsen"]
    # (another lab named in passing, "we visited the Ramos lab at X", names no owner)
    other = text.replace("FIN NEWS  --  the Halvorsen lab monthly", "FIN NEWS").replace(
        "Hi everyone,", "Hi everyone, we visited the Ramos lab at KTH with Ana Ramos last week.")
    assert "Ana Ramos" not in [c.name for c in _claims(tmp_path, other, PersonClaim) if c.is_owner]


def test_a_forms_degree_records_one_field_a_line(tmp_path):
    text = ("# CURRICULUM VITAE (CVN)\n\n## Personal data\n\n- **Surname(s):** Goiko Llorente\n- **Name:** Nerea\n\n"
            "## Education\n\n### University degrees\n\n"
            "- **Degree:** Licenciatura en Química (Degree in Chemistry, pre-Bologna 5-year degree)\n"
            "- **Awarding entity:** Universidad del País Vasco\n- **Date of degree:** 30/06/2008\n\n"
            "- **Degree:** Máster Universitario en Química Teórica (Official Master's degree in Theoretical Chemistry)\n"
            "- **Awarding entity:** Universitat de València\n- **Date of degree:** 15/09/2009\n\n"
            "### Doctorates\n\n- **Doctoral programme:** Química Teórica y Modelización Computacional\n"
            "- **Awarding entity:** Universitat de València\n- **Date of degree:** 12/12/2014\n")
    degrees = {(e.person, e.degree, e.institution, e.end) for e in _claims(tmp_path, text, Education, name="cvn.md")}
    assert degrees == {(OWNER, "Licenciatura", "Universidad del País Vasco", 2008),
                       (OWNER, "MSc", "Universitat de València", 2009), (OWNER, "PhD", "Universitat de València", 2014)}
