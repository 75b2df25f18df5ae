"""Session-38 rules: what the older probes and round 99 (pages of the usual kinds) showed."""
from labgraph.extract import career, extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Education, Evidence, PartOf, Position, Supervision
from labgraph.sections import heading_kind

from .helpers import written as _write


def _extraction(tmp_path, text, name="page.txt"):
    return extract_document(read(_write(tmp_path, name, text)))


def _claims(tmp_path, text, kind, name="page.txt"):
    return [c for c in _extraction(tmp_path, text, name).claims if isinstance(c, kind)]


_MEMBERS = """Members

The Soft Matter Optics Group is part of the Photonics section at the Department of Physics. The group is led by Professor Ingeborg Vastervik.

Faculty and staff

Name | Position | Room
Ingeborg Vastervik | Professor, group leader | K 301
Pedro Almeida-Sousa | Associate Professor | K 305
Ruth Okonjo | Assistant Professor | K 309

Master students

Name | Supervisor | Room
Lina Berg | Vastervik | K 010
Omar Haddad | Almeida-Sousa | K 010
Jonas Uhl | Okonjo | K 011
"""


def test_faculty_and_staff_heads_a_list_of_the_pages_people():
    assert heading_kind("Faculty and staff") == "students"
    assert heading_kind("Faculty & researchers") == "students"
    assert heading_kind("Faculty and staff meetings are held on Mondays.") is None


def test_a_supervisor_column_naming_a_faculty_member_by_surname_is_that_member(tmp_path):
    sups = {(s.advisor, s.advisee) for s in _claims(tmp_path, _MEMBERS, Supervision)}
    assert ("Pedro Almeida-Sousa", "Omar Haddad") in sups and ("Ruth Okonjo", "Jonas Uhl") in sups
    assert (OWNER, "Lina Berg") in sups
    assert (OWNER, "Omar Haddad") not in sups and (OWNER, "Jonas Uhl") not in sups


def test_a_lower_case_unit_kind_after_its_name_is_part_of_the_name():
    text = "The Soft Matter Optics Group (SMO) is part of the Photonics section at the Niels Bohr Institute."
    parts = {(c.part, c.whole) for c in career.lab_intro(Evidence("x", 1, text)) if isinstance(c, PartOf)}
    assert parts == {("Soft Matter Optics Group", "Photonics section"), ("Photonics section", "Niels Bohr Institute")}
    # a lower-case word that is no unit's kind still ends the name
    text = "The Soft Matter Optics Group is part of the Photonics effort at the Niels Bohr Institute."
    assert not [c for c in career.lab_intro(Evidence("x", 1, text)) if isinstance(c, PartOf)]


def test_a_members_pages_opening_paragraph_says_where_its_group_sits(tmp_path):
    affs = {(a.person, a.org) for a in _claims(tmp_path, _MEMBERS, Affiliation)}
    assert (OWNER, "Soft Matter Optics Group") in affs and (OWNER, "Photonics section") in affs
    assert ("Lina Berg", "Soft Matter Optics Group") in affs


def test_a_lab_named_after_a_surname_with_particles_is_its_heads(tmp_path):
    text = """Morales de la Torre Group · Institute of Marine Sciences

Alumni

Prof. Beatriz Morales de la Torre founded the group at ICM in 2011 and has led it since.

- Dr. Iker Etxeberria (PhD 2018) - now Scientist, AZTI
- Dr. Noor Haddad (PhD 2021) - now Lecturer, University of Leeds
"""
    extraction = _extraction(tmp_path, text)
    assert extraction.owner_name == "Beatriz Morales de la Torre"


def test_founding_the_group_at_a_place_puts_the_pages_lab_there():
    def read(text):
        return [c for c in career.lab_intro(Evidence("x", 1, text), "Vega Group")]
    found = read("Prof. Ana Vega founded the group at ICIQ in 2009 and has led it since.")
    assert ("Vega Group", "ICIQ") in {(c.part, c.whole) for c in found if isinstance(c, PartOf)}
    assert [(p.org, p.start) for p in found if isinstance(p, Position)] == [("ICIQ", 2009)]
    found = read("She established the lab at Universitat Rovira i Virgili in 2001.")
    assert {c.org for c in found if isinstance(c, Affiliation)} == {"Vega Group", "Universitat Rovira i Virgili"}
    # a town is no organisation, and a sentence of someone else's lab says nothing of the page's
    assert not [c for c in read("She started the lab in Dunedin in 2017.") if isinstance(c, Position)]
    assert not read("Her student founded a company in Lyon in 2019.")


_DEFENCES = """Recent PhD defences

Congratulations to the newest doctors of the Department of Physics! Defences take place in the Aula.

Why do magnets flip? Tove Lindqvist receives her doctorate

Tove Lindqvist, PhD candidate in the Spintronics group, successfully defended her thesis on ultrafast switching. Promotor: prof.dr. Anna Vermeulen. Co-promotor: dr. Kofi Mensah.

Doctorate committee: prof.dr. Lars Berg (Uppsala University), dr. Mei Chen (University of Twente).

Tove will start as assistant professor at the University of Twente in February 2025.

When light bends: Ravi Shankar on metamaterials

On Thursday, Ravi Shankar (Photonics group) defended his thesis on hyperbolic media. His promotor was prof.dr. Joost de Wit.

Committee members: prof.dr. Hanne Dahl (NTNU) and dr. Ola Nordmann (SINTEF).

In January 2025 Ravi starts as an optical engineer at ASML in Veldhoven.
"""


def test_a_news_lists_stories_are_each_about_the_person_their_headline_names(tmp_path):
    from labgraph.extract.blocks import person_blocks
    names = [b.name for b in person_blocks(read(_write(tmp_path, "news.txt", _DEFENCES)))]
    assert names == ["Tove Lindqvist", "Ravi Shankar"]
    sups = {(s.advisor, s.advisee) for s in _claims(tmp_path, _DEFENCES, Supervision)}
    assert ("Anna Vermeulen", "Tove Lindqvist") in sups and ("Kofi Mensah", "Tove Lindqvist") in sups
    # the committee examines; it is no one's students
    assert not [s for s in sups if s[1] in ("Lars Berg", "Mei Chen", "Hanne Dahl", "Ola Nordmann")]
    affs = {(a.person, a.org) for a in _claims(tmp_path, _DEFENCES, Affiliation)}
    assert ("Hanne Dahl", "NTNU") in affs and ("Lars Berg", "Uppsala University") in affs


def test_a_headline_names_no_one_in_a_longer_name_an_honour_or_a_role_line():
    from labgraph.extract.blocks import _headline_name
    para = ["Queen Eleanor University Hospital hosts the group, which Prof. Ann Roe founded in 2001 after years abroad."]
    assert _headline_name("Queen Eleanor Kidney Group", para) is None
    para = ["The Galvani Medal goes to Prof. Kwame Asante for theories of how cortical circuits store beliefs."]
    assert _headline_name("Galvani Medal: Kwame Asante", para) == "Kwame Asante"
    para = ["A junior from Oslo, she has worked in the de la Cruz Moreno lab since her first year on peptides."]
    assert _headline_name("B.S. candidate, Chemistry · Research mentor: Lucía de la Cruz Moreno", para) is None


def test_where_a_new_doctor_goes_ends_with_its_sentence_its_town_and_its_month(tmp_path):
    positions = {(p.person, p.title, p.org) for p in _claims(tmp_path, _DEFENCES, Position)}
    assert ("Tove Lindqvist", "Assistant professor", "University of Twente") in positions
    assert ("Ravi Shankar", "Optical engineer", "ASML") in positions
    text = """Former students

- 2019 - 2022     Dr. Ama Owusu   -> Asst. Professor, University of Ghana
"""
    assert {p.org for p in _claims(tmp_path, text, Position)} == {"University of Ghana"}


_RETIREMENT = """After 37 years, Raj Okafor closes the furnace door | Faculty News

After 37 years, Raj Okafor closes the furnace door
By Ann Writer
May 28, 2024

Professor Rajendra Chukwuemeka Okafor, whose research helped put hydrogen ironmaking on the map, retires from the Department of Materials Engineering on June 30.

Born in Enugu, “Raj” — as colleagues and generations of students know him — earned a B.Tech. in metallurgical engineering at IIT Madras in 1979. Okafor then left for England.

A family tree of metallurgists

Over his career he supervised 41 doctoral students and more than 60 master’s students. Many of them now run laboratories of their own.

  • Élodie Marchand (PhD 2003) is a professor at Polytechnique Montréal.
  • Kwame Boateng (PhD 2009) is principal scientist at Rio Tinto in Saguenay.

Okafor will keep an office in the department.
"""


def test_a_storys_headline_names_its_person_whom_the_story_names_in_full(tmp_path):
    extraction = _extraction(tmp_path, _RETIREMENT)
    assert extraction.owner_name == "Rajendra Chukwuemeka Okafor"
    # "“Raj” — as colleagues know him — earned ...": the short name the headline gives, the aside between dashes
    assert ("BEng", "IIT Madras", 1979) in {(e.degree, e.institution, e.end) for e in _claims(tmp_path, _RETIREMENT, Education)
                                            if e.person == OWNER}


def test_a_paragraph_counting_the_students_supervised_announces_the_list_under_it(tmp_path):
    assert heading_kind("Over his career he supervised 41 doctoral students and more than 60 master’s students.") is None
    sups = {(s.advisor, s.advisee, s.level, s.end) for s in _claims(tmp_path, _RETIREMENT, Supervision)}
    assert (OWNER, "Élodie Marchand", "PhD", 2003) in sups and (OWNER, "Kwame Boateng", "PhD", 2009) in sups
    # "is principal scientist at X" after the entry's bracket: where the graduate works now, no staff scientist of the lab
    assert ("Kwame Boateng", "Principal scientist", "Rio Tinto") in {(p.person, p.title, p.org)
                                                                     for p in _claims(tmp_path, _RETIREMENT, Position)}
    # the same paragraph over no list announces nothing
    flat = _RETIREMENT.replace("  • ", "")
    assert not [s for s in _claims(tmp_path, flat, Supervision) if s.advisee == "Kwame Boateng"]


_RELEASE = """U-M leads effort to forecast shoreline change

ANN ARBOR—A team of engineers and social scientists will spend the next five years on the Great Lakes shoreline.

The co-investigators are:

  • Tomás de la Fuente Ibarra, associate professor in the School for Environment and Sustainability, who will lead the work with towns
  • Ingrid van der Berg, professor of earth and environmental sciences at Lakeside University, a sedimentologist
  • Kwame Asante-Darko, assistant professor of computer science at Michigan Technological University

The hub grows out of earlier work. A 2022 paper in Nature Geoscience, “Winter ice loss doubles bluff recession,” by Asante-Darko, Haruto Ishikawa and van der Berg, combined four decades of photographs.

Doctoral student Oluwaseun Adebayo, who is co-advised by Ingrid van der Berg and Kwame Asante-Darko, has begun interviewing homeowners in Allegan and Berrien counties.
"""


def test_a_person_named_in_passing_with_a_post_of_a_field_at_a_place(tmp_path):
    posts = {(p.person, p.title, p.org) for p in _claims(tmp_path, _RELEASE, Position)}
    assert ("Tomás de la Fuente Ibarra", "Associate professor", "School for Environment and Sustainability") in posts
    assert ("Ingrid van der Berg", "Professor", "Lakeside University") in posts
    assert ("Kwame Asante-Darko", "Assistant professor", "Michigan Technological University") in posts


def test_a_role_before_a_name_and_its_who_clause_leaves_the_person_advised(tmp_path):
    sups = {(s.advisor, s.advisee, s.role) for s in _claims(tmp_path, _RELEASE, Supervision)}
    assert ("Ingrid van der Berg", "Oluwaseun Adebayo", "co-supervisor") in sups
    assert ("Kwame Asante-Darko", "Oluwaseun Adebayo", "co-supervisor") in sups
    # the counties she visits are no place of study
    from labgraph.model import Education
    assert not [e for e in _claims(tmp_path, _RELEASE, Education) if "Allegan" in (e.institution or "")]


def test_a_storys_paper_named_by_its_quoted_title_with_its_authors_venue_and_year(tmp_path):
    from labgraph.model import Publication
    works = {(p.title, p.authors, p.venue, p.year) for p in _claims(tmp_path, _RELEASE, Publication)}
    assert ("Winter ice loss doubles bluff recession", ("Asante-Darko", "Haruto Ishikawa", "van der Berg"),
            "Nature Geoscience", 2022) in works


_WIKI = """Members
From LAI-Wiki

Group leader[edit]

    Prof. Dr. Henrike Vogel-Oduya (HVO) - W3 professor at the Karlsruhe Institute of Technology since 2016 and head of LAI.

PhD students[edit]

    Jonas Weber - PhD student since 2021 (supervised by HVO)
    Mia Lund - PhD student since 2022 (supervised by KB)

Alumni[edit]

    Dr. Chiara Dal Molin (2016-2021). Supervisors: HVO and Prof. Dr. Klaus Wendeborn (University of Augsburg).
"""


def test_a_wikis_leader_heading_with_its_edit_link_and_the_leaders_own_entry(tmp_path):
    extraction = _extraction(tmp_path, _WIKI)
    assert extraction.owner_name == "Henrike Vogel-Oduya"
    posts = {(p.title, p.org, p.start) for p in _claims(tmp_path, _WIKI, Position) if p.person == OWNER}
    assert ("Professor", "Karlsruhe Institute of Technology", 2016) in posts      # (a German chair's "W3" aside)


def test_a_persons_initials_after_their_name_stand_for_them_where_the_page_uses_them(tmp_path):
    sups = {(s.advisor, s.advisee) for s in _claims(tmp_path, _WIKI, Supervision)}
    assert (OWNER, "Jonas Weber") in sups and (OWNER, "Chiara Dal Molin") in sups
    assert ("Klaus Wendeborn", "Chiara Dal Molin") in sups
    # the initials are no organisation, and initials the page never spells out name no one
    assert not [a for a in _claims(tmp_path, _WIKI, Affiliation) if a.org == "HVO"]
    assert not [s for s in _claims(tmp_path, _WIKI, Supervision) if s.advisor in ("HVO", "KB")]


_NETWORK = """Skip to main content
Network Logo
Discover research
25+ million members
160+ million publication pages
2.3+ billion citations
Join for free
Log in

Oksana Melnyk-Hart
Oksana Melnyk-Hart
Dr. rer. nat.
Postdoctoral Researcher at Lakeside University

Introduction
Since 2021 I am a postdoc in the Thin Films group led by Dr. Jonas Ehrlich at Lakeside University.

Research items (3)

Article
Self-assembled monolayers as hole contacts for flexible tandem cells
March 2024 · Advanced Energy Materials
Oksana Melnyk-Hart · Tobias Schreiber · [...] · Jonas Ehrlich

Preprint
Light-soaking dynamics in tin-lead perovskites
November 2023
Aiko Takahashi · Oksana Melnyk-Hart
"""


def test_a_profile_sites_name_twice_over_its_header_clutter_is_its_person(tmp_path):
    # (not the group leader its introduction names)
    assert _extraction(tmp_path, _NETWORK).owner_name == "Oksana Melnyk-Hart"


def test_a_profiles_items_of_title_date_and_venue_then_authors_parted_by_dots(tmp_path):
    from labgraph.model import Publication
    works = {(p.title, p.authors, p.year, p.venue) for p in _claims(tmp_path, _NETWORK, Publication)}
    assert ("Self-assembled monolayers as hole contacts for flexible tandem cells",
            ("Oksana Melnyk-Hart", "Tobias Schreiber", "Jonas Ehrlich"), 2024, "Advanced Energy Materials") in works
    assert ("Light-soaking dynamics in tin-lead perovskites", ("Aiko Takahashi", "Oksana Melnyk-Hart"), 2023, None) in works


def test_a_directory_heading_opens_a_list_of_people():
    assert heading_kind("People directory") == "students" and heading_kind("Staff Directory") == "students"
    assert heading_kind("Our people") == "students"
    assert heading_kind("Telephone directory of the campus") is None


_TITLE_PAGE = """                                                  ARENBERG DOCTORAL SCHOOL
                                                  Faculty of Engineering Science

Ionomer Microenvironments for
Selective CO2 Electroreduction in
Zero-Gap Flow Cells

Ana Beatriz Monteiro Duarte

Supervisor:                                       Dissertation presented in partial
Prof. dr. ir. Pieter-Jan Van den Broeck           fulfillment of the requirements for the
Co-supervisor:                                    degree of Doctor of Engineering
Prof. dr. Sofía Martínez-Llorente                 Science (PhD): Chemical Engineering

                                                  September 2024
"""


def test_a_thesis_title_page_in_two_columns_names_its_author_and_each_labelled_supervisor(tmp_path):
    extraction = _extraction(tmp_path, _TITLE_PAGE)
    assert extraction.owner_name == "Ana Beatriz Monteiro Duarte"    # (not the title's wrapped last line)
    sups = {(s.advisor, s.advisee, s.level, s.role) for s in extraction.claims if isinstance(s, Supervision)}
    assert ("Pieter-Jan Van den Broeck", OWNER, "PhD", None) in sups
    assert ("Sofía Martínez-Llorente", OWNER, "PhD", "co-supervisor") in sups


_NETWORK_CV = """Experience

Roche
Full-time · 4 yrs 6 mos
Basel, Switzerland
  ·  Principal Scientist, ML for Drug Discovery
     Jan 2022 - Present · 2 yrs 11 mos
  ·  Senior Scientist, Computational Chemistry
     Jul 2020 - Dec 2021 · 1 yr 6 mos

Postdoctoral Researcher
ETH Zürich · Full-time
Oct 2017 - Jun 2020 · 2 yrs 9 mos

Research Intern
Microsoft Research · Internship
Jun 2016 - Sep 2016 · 4 mos

Isomorphic Labs
Senior Research Scientist
Full-time
Mar 2022 - Present · 2 yrs 7 mos

University of Cambridge
Postdoctoral Research Associate
Oct 2016 - Aug 2019 · 2 yrs 11 mos
"""


def test_a_professional_networks_experience_copied_as_text(tmp_path):
    posts = {(p.title, p.org, p.start, p.end) for p in _claims(tmp_path, _NETWORK_CV, Position) if p.person == OWNER}
    assert {("Principal Scientist", "Roche", 2022, None), ("Senior Scientist", "Roche", 2020, 2021),
            ("Postdoctoral Researcher", "ETH Zürich", 2017, 2020), ("Research Intern", "Microsoft Research", 2016, 2016),
            ("Senior Research Scientist", "Isomorphic Labs", 2022, None),
            ("Postdoctoral Research Associate", "University of Cambridge", 2016, 2019)} <= posts
    # "Research Intern" over its company's line is a role, no heading of a section
    assert heading_kind("Research Intern") is not None
    assert not [p for p in posts if p[1] in ("ML for Drug Discovery", "Full-time")]


_REGISTRY = """Ana Roe-Quispe

Employment (2)                                                     Sort
Delft University of Technology: Delft, Zuid-Holland, NL
2021-09-01 to present | Assistant Professor (Department of Water Management, Faculty
of Civil Engineering and Geosciences)
Employment
Source: Ana Roe-Quispe

ETH Zürich: Zürich, ZH, CH
2013-09-01 to 2018-02-28 | Doctoral Researcher (Institute of Environmental Engineering)
Employment
Source: ETH Zürich

European Geosciences Union: Munich, DE
2018 | Outstanding Early Career Scientist Award (Hydrological Sciences Division)
Distinction

Education and qualifications (2)                                   Sort
ETH Zurich: Zurich, CH
2012-09 to 2016-07 | Dr. sc. ETH (Institute of Environmental Engineering)
Education

IHE Delft Institute for Water Education: Delft, NL
2010-10 to 2012-04 | MSc in Hydroinformatics
Education

Works (1)                                                          Sort
Drought propagation through páramo wetlands: evidence from stable water isotopes in
the Ecuadorian Andes
Hydrology and Earth System Sciences
2024-02 | Journal article
Contributors: Ana Roe-Quispe; Aigerim Sultanbekova
"""


def test_a_registrys_records_of_place_then_dates_and_what(tmp_path):
    from labgraph.model import Award
    claims = _extraction(tmp_path, _REGISTRY).claims
    posts = {(p.title, p.org, p.start, p.end) for p in claims if isinstance(p, Position) and p.person == OWNER}
    assert ("Assistant Professor", "Delft University of Technology", 2021, None) in posts
    assert ("Doctoral Researcher", "ETH Zürich", 2013, 2018) in posts         # a post, though it names a doctorate
    degrees = {(e.degree, e.institution, e.end) for e in claims if isinstance(e, Education) and e.person == OWNER}
    assert ("MSc", "IHE Delft Institute for Water Education", 2012) in degrees
    assert ("Dr. sc. ETH", "ETH Zurich", 2016) in degrees                      # a degree as written, under education
    # a distinction of one date among the posts: an honour, no post at its society
    assert ("Outstanding Early Career Scientist Award", 2018) in {(a.name, a.year) for a in claims if isinstance(a, Award)}
    assert not [p for p in posts if p[1] == "European Geosciences Union"]


def test_a_registrys_work_title_wrapped_onto_a_second_line(tmp_path):
    from labgraph.model import Publication
    works = {(p.title, p.venue) for p in _claims(tmp_path, _REGISTRY, Publication)}
    assert ("Drought propagation through páramo wetlands: evidence from stable water isotopes in the Ecuadorian Andes",
            "Hydrology and Earth System Sciences") in works


def test_hong_is_a_given_name_outside_hong_kong():
    from labgraph.names import looks_like_name
    assert looks_like_name("Nguyễn Thị Hồng Nhung") and looks_like_name("Hong Wang") and looks_like_name("Xiangjun Kong")
    assert not looks_like_name("Hong Kong") and not looks_like_name("City University of Hong Kong")


def test_ma_and_page_are_surnames_and_a_filipino_ma_inside_a_name():
    from labgraph.extract.patterns import take_names
    from labgraph.names import looks_like_name
    assert looks_like_name("Yi Ma") and looks_like_name("Ma Xiaoling") and looks_like_name("Alice Page")
    assert not looks_like_name("Ana Roe MA") and not looks_like_name("Home Page")
    assert take_names("Dr. Jose Ma. Villanueva. Arduino-based loggers") == ["Jose Ma. Villanueva"]
    assert take_names("Yi Ma. He studied physics") == ["Yi Ma"]


def test_vancouver_authors_whose_surnames_have_particles(tmp_path):
    from labgraph.extract.publications import parse_authors
    from labgraph.model import Publication
    assert parse_authors("Ferreira da Costa AL*, Lee T*, Ó Briain T") == ("Ferreira da Costa AL", "Lee T", "Ó Briain T")
    assert parse_authors("The Journal Of X, Lee T") == ()
    text = """## Publications

3. **Ferreira da Costa AL**\\*, Ó Briain T, Whitfield-Shaw E.
   Integrative model of the transport train from in situ tomography.
   *Nature Methods* 2023; 20: 1412-1420.
"""
    works = {(p.title, p.authors) for p in _claims(tmp_path, text, Publication, name="cv.md")}
    assert ("Integrative model of the transport train from in situ tomography",
            ("Ferreira da Costa AL", "Ó Briain T", "Whitfield-Shaw E")) in works
