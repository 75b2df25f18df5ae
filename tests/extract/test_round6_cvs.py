"""Round-6 CVs and old homepages (helper H5): students tables with first jobs, plain-ASCII alumni lists; texts of our own."""
from labgraph.model import Affiliation, Award, Education, Position, Supervision

from .helpers import claims_of, pairs

STUDENTS_TABLE = """
CURRICULUM VITAE

MARA QUELL, PhD, FIEAust
Professor of Coastal Engineering
School of Civil Engineering, University of Newcastle

GRADUATE STUDENTS SUPERVISED

Completed PhD
1. Ollie Brandt, PhD 2015, "Wave overtopping of rubble-mound
   breakwaters". Lecturer, Deakin University.
2. Sunita Rao, PhD 2018 (co-supervised with Dr. Ken Hall), "Scour around
   monopiles". Coastal Engineer, Royal HaskoningDHV. (Now in Perth.)
3. Femi Ade, PhD 2020, "Beach nourishment design". Postdoctoral Fellow, University of Leeds, UK.
4. Wiremu Cole, PhD 2021, "Dune erosion under storms". Funded by the Coastal Fund, Napier.

Current PhD
5. Jin Park (expected 2026), co-supervised with Prof. Aiko Sato,
   Hokkaido University

Completed ME / MEng
6. Lea Roth, MEng 2019, "Groyne spacing". Engineer, Tonkin Coastal.
"""


def test_the_first_job_after_a_thesis_title_is_the_students():
    found = pairs(claims_of(STUDENTS_TABLE, Position), "person", "title", "org")
    assert {("Ollie Brandt", "Lecturer", "Deakin University"),
            ("Sunita Rao", "Coastal Engineer", "Royal HaskoningDHV"),
            ("Femi Ade", "Postdoctoral Fellow", "University of Leeds"),
            ("Lea Roth", "Engineer", "Tonkin Coastal")} <= found
    assert not any(p == "Wiremu Cole" for p, _, _ in found)     # a funder after the title is no employer
    orgs = pairs(claims_of(STUDENTS_TABLE, Affiliation), "person", "org")
    assert ("Femi Ade", "UK") not in orgs and ("Wiremu Cole", "Coastal Fund") not in orgs


def test_a_sub_heading_ends_the_entry_above_it():
    claims = claims_of(STUDENTS_TABLE)
    orgs = pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert ("Aiko Sato", "Hokkaido University") in orgs          # not "Hokkaido University Completed ME / MEng"
    levels = pairs([c for c in claims if isinstance(c, Supervision)], "advisee", "level", "end")
    assert ("Jin Park", "PhD", None) in levels                   # still current: "Completed" heads the next list
    assert ("Lea Roth", "Master", 2019) in levels


ASCII_ALUMNI = """
Ines Moreau

Department of Theoretical Physics
University of Geneva

Former students and postdocs

Ph.D. students:
   Dr. Tomas Berg (Ph.D. 2002, jointly with Prof. Ann Holm) - Assistant Professor, Lund University
   Dr. Ida Varga (Ph.D. 2005) - now at Siemens, Munich
M.Sc. students:
   Pia Lund (M.Sc. 2004) - continued to a Ph.D. at ETH Zurich
   Olaf Stern (M.Sc. 2006)
Postdocs:
   Dr. Remi Caron (2001-2003) - Chargé de recherche, CNRS, Lyon
"""


def test_a_spaced_hyphen_after_the_degree_says_where_a_student_went():
    found = pairs(claims_of(ASCII_ALUMNI, Position), "person", "title", "org")
    assert {("Tomas Berg", "Assistant Professor", "Lund University"),
            ("Remi Caron", "Chargé de recherche", "CNRS")} <= found
    orgs = pairs(claims_of(ASCII_ALUMNI, Affiliation), "person", "org")
    assert ("Remi Caron", "CNRS") in orgs and ("Remi Caron", "Lyon") not in orgs


def test_continued_to_a_phd_elsewhere_is_a_later_degree():
    claims = claims_of(ASCII_ALUMNI)
    assert ("Pia Lund", "PhD", "ETH Zurich") in pairs([c for c in claims if isinstance(c, Education)],
                                                      "person", "degree", "institution")
    levels = pairs([c for c in claims if isinstance(c, Supervision)], "advisee", "level")
    assert ("Pia Lund", "Master") in levels and ("Olaf Stern", "Master") in levels


def test_a_hyphen_after_a_bare_name_is_no_job_line():
    text = """
    Graduate Students
    Sara Holm - PhD student, Molecular and Cellular Biology
    """
    found = pairs(claims_of(text, Education), "person", "institution")
    assert ("Sara Holm", "Molecular and Cellular Biology") not in found


def test_a_staff_title_as_first_job_keeps_the_student():
    text = """
    PhD STUDENTS SUPERVISED
    1. Nia Brooks, PhD 2019, "Landslide runout on volcanic soils". Research Engineer, Tonkin Geotech.
    """
    assert ("OWNER", "Nia Brooks", "PhD") in pairs(claims_of(text, Supervision), "advisor", "advisee", "level")
    assert ("Nia Brooks", "Research Engineer", "Tonkin Geotech") in pairs(claims_of(text, Position), "person", "title", "org")


CV_EDUCATION = """
CURRICULUM VITAE

TANE HOLLOWAY, PhD, CEng, FIStructE
Senior Lecturer in Geotechnical Engineering
University of Otago

EDUCATION

PhD, Geotechnical Engineering, University of Bristol, 2011
MS, Soil Mechanics, Colorado School of Mines, 2007
BE (Hons, First Class), Civil Engineering, University of Otago, 2005
"""


def test_undotted_degrees_lead_a_cv_row():
    found = pairs(claims_of(CV_EDUCATION, Education), "degree", "institution", "field", "end")
    assert {("PhD", "University of Bristol", "Geotechnical Engineering", 2011),
            ("MSc", "Colorado School of Mines", "Soil Mechanics", 2007),
            ("BEng", "University of Otago", "Civil Engineering", 2005)} <= found


def test_letters_after_the_name_are_no_degree_entry():
    found = pairs(claims_of(CV_EDUCATION, Education), "institution")
    assert ("CEng",) not in found and ("FIStructE",) not in found


def test_undotted_me_ms_be_elsewhere_are_no_degrees():
    from labgraph.degrees import find_degree
    assert find_degree("Jackson, MS, USA") is None
    assert find_degree("Portland, ME 04101") is None
    assert find_degree("to BE announced") is None
    assert find_degree("ME 2012")[0] == "MEng" and find_degree("MS in Physics")[0] == "MSc"


GRANTS_AND_FOOTERS = """
CURRICULUM VITAE

RUBY ASHWORTH, PhD
Professor of Hydrology, Lincoln University

HONOURS

2019   Hector Medal, Royal Society
2012   Early Career Research Award, Lincoln University

RESEARCH GRANTS (selected; PI unless noted)

2020–2025   Smart Ideas Programme, "Groundwater ages from
            radon", NZ$900k
2016–2019   Marsden Fast-Start Grant, "Nitrate fluxes", NZ$300k
2014–2017   Bledisloe Fellowship, NZ$200k

R. Ashworth – Curriculum Vitae – March 2024                          Page 2 of 6

PUBLICATIONS
"""


def test_funding_lists_hold_only_named_honours():
    found = {name for _, name in pairs(claims_of(GRANTS_AND_FOOTERS, Award), "person", "name")}
    assert any(n.startswith("Hector Medal") for n in found) and any(n.startswith("Bledisloe Fellowship") for n in found)
    assert not any("Smart Ideas" in n or "Marsden" in n for n in found)


def test_a_running_footer_is_no_entry():
    found = {name for _, name in pairs(claims_of(GRANTS_AND_FOOTERS, Award), "person", "name")}
    assert not any("Curriculum Vitae" in n or "Page" in n for n in found)
    from labgraph.model import Document
    from labgraph.sections import split_sections
    lines = [ln.text for s in split_sections(Document("cv.txt", GRANTS_AND_FOOTERS.strip())) for ln in s.lines]
    assert not any("Page 2 of 6" in t for t in lines)
    text = "Home Page\n\nSee my group's page 3 for details.\nA page 12 talk"
    kept = [ln.text for s in split_sections(Document("p.txt", text)) for ln in s.lines]
    assert "A page 12 talk" in kept


APPOINTMENTS = """
CURRICULUM VITAE

NOOR HADDAD, PhD
Professor of Materials Science, University of Leeds

PROFESSIONAL APPOINTMENTS

2015–present     Professor, School of Chemical and Process Engineering,
                 University of Leeds
2008–2010        Postdoctoral Scholar, Materials Research Laboratory
                 (MRL), UC Santa Cruz
2005–2008        Research Associate, Institute for Surface Chemistry, UT Dallas
2019 (3 months)  Visiting Professor, Research Institute for Catalysis, Hokkaido
                 University (host: Prof. Ren Aoki)
2004–2005        Research Intern, Corrosion Centre, Ruhr University
                 (mentor: Dr. Jan Vogt)
"""


def test_a_professors_host_is_no_advisor():
    claims = claims_of(APPOINTMENTS)
    advisors = pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee")
    assert ("Ren Aoki", "OWNER") not in advisors
    assert ("Jan Vogt", "OWNER") in advisors        # an intern's mentor still supervised
    assert ("Ren Aoki", "Research Institute for Catalysis") in pairs(
        [c for c in claims if isinstance(c, Affiliation)], "person", "org")


def test_an_organisation_broken_over_two_lines_is_one():
    orgs = pairs(claims_of(APPOINTMENTS, Affiliation), "person", "org")
    assert {("OWNER", "Hokkaido University"), ("OWNER", "UC Santa Cruz"),
            ("OWNER", "School of Chemical and Process Engineering")} <= orgs
    assert not any(o.startswith("Hokkaido") and o != "Hokkaido University" for _, o in orgs)
    jobs = pairs(claims_of(APPOINTMENTS, Position), "title", "org")
    assert ("Postdoctoral Scholar", "Materials Research Laboratory") in jobs
    assert ("Research Associate", "Institute for Surface Chemistry") in jobs     # an institute employs


def test_an_institute_of_science_grants_its_students_degrees():
    text = """
    Lior Adler

    Department of Chemical Physics
    Okinawa Institute of Science and Technology

    Short CV

    2001-       Professor, Okinawa Institute

    Students and postdocs

    Current group:
       Dana Levin (Ph.D. student)
       Omer Katz (M.Sc. student)
    """
    found = pairs(claims_of(text, Education), "person", "degree", "institution")
    assert {("Dana Levin", "PhD", "Okinawa Institute of Science and Technology"),
            ("Omer Katz", "MSc", "Okinawa Institute of Science and Technology")} <= found


def test_physics_citations_of_old_arxiv_numbers_and_lecture_notes():
    from labgraph.extract.publications import parse_citation
    assert parse_citation("K. Moran and T. Ilves, Noise in a chiral edge channel, hep-th/9905012 (1999).") == \
        ("Noise in a chiral edge channel", ("K. Moran", "T. Ilves"), "hep-th", 1999)
    title, authors, venue, year = parse_citation("T. Ilves, Disorder: a short course, in Proceedings of the Varenna "
                                                 "School, Vol. 12 (Springer, Berlin, 2003), pp. 45-90.")
    assert (title, authors, year) == ("Disorder: a short course", ("T. Ilves",), 2003) and "Varenna School" in venue
    # a date and a path are no archive number
    assert parse_citation("T. Ilves, Notes on disorder, see www.example.org/notes/2003") is None


STUDENT_HOME = """
# Mina Kovac

Hello there 👋 I'm a third-year PhD student at the [School of Informatics](https://inf.example.ac.uk), [University of Tartu](https://ut.example.ee), where I work in the [Speech Lab](https://speech.example.ee) with **Prof. Oskar Tamm**.

## Internships

- **Spotify Research**, Stockholm: Research Scientist Intern (Jun–Sep 2024). Hosts: Lena Berg and Anders Holm.
- **Bolt**, Tallinn: Machine Learning Intern (Summer 2022). Mentor: Karl Sepp.
"""


def _markdown_claims(tmp_path, text: str):
    """Claims of a Markdown page read by the real reader (links keep their address in brackets)."""
    from labgraph.pipeline import extract_file
    page = tmp_path / "home.md"
    page.write_text(text.strip() + "\n", encoding="utf-8")
    return list(extract_file(str(page)).claims)


def test_a_greeting_and_link_addresses_do_not_hide_a_students_first_sentence(tmp_path):
    claims = _markdown_claims(tmp_path, STUDENT_HOME)
    found = pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert {("OWNER", "University of Tartu"), ("OWNER", "School of Informatics"), ("OWNER", "Speech Lab")} <= found
    assert ("OWNER", "PhD", "University of Tartu") in pairs([c for c in claims if isinstance(c, Education)],
                                                            "person", "degree", "institution")


def test_internships_are_jobs_with_their_hosts(tmp_path):
    claims = _markdown_claims(tmp_path, STUDENT_HOME)
    jobs = pairs([c for c in claims if isinstance(c, Position)], "person", "title", "org")
    assert {("OWNER", "Research Scientist Intern", "Spotify Research"), ("OWNER", "Machine Learning Intern", "Bolt")} <= jobs
    orgs = pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert {("Lena Berg", "Spotify Research"), ("Anders Holm", "Spotify Research"), ("Karl Sepp", "Bolt")} <= orgs
    advisors = pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert ("Karl Sepp", "OWNER", "Intern") in advisors


def test_a_list_items_title_authors_and_venue_lines(tmp_path):
    from labgraph.model import Publication
    page = """
# Mina Kovac

## Publications

- **Spectral Gates: Pruning Attention in Streaming ASR**  
  **Mina Kovac**, Lena Berg, Oskar Tamm  
  *ICASSP 2024*

- **Can Small Models Stutter? Probing Disfluency in Neural Vocoders**  
  Karl Sepp, **Mina Kovac**, Oskar Tamm  
  *arXiv preprint, 2025*
"""
    found = pairs([c for c in _markdown_claims(tmp_path, page) if isinstance(c, Publication)], "title", "authors", "year")
    assert ("Spectral Gates: Pruning Attention in Streaming ASR", ("Mina Kovac", "Lena Berg", "Oskar Tamm"), 2024) in found
    assert ("Can Small Models Stutter? Probing Disfluency in Neural Vocoders", ("Karl Sepp", "Mina Kovac", "Oskar Tamm"),
            2025) in found


LAB_HOMEPAGE = """
Ines Farrow

Assistant Professor · School of Computing · University of Leeds

About

I am an Assistant Professor in the School of Computing at the University of Leeds, where I lead the Sparse Systems Lab.

Master's students

  • Rui Costa (MSc, 2024–)

Alumni

  • Dana Moss, MMath 2023 → Data Engineer, Arm
  • Ravi Iyer, visiting PhD student from IIT Bombay, summer 2022

Software

Our lab maintains:

  • Shard: sparse tensor sharding for PyTorch. https://github.com/example/shard

Publications

2024

Shard: Sparse Tensor Sharding for Preemptible Training
Rui Costa, Dana Moss, Ines Farrow
EuroSys 2024
"""


def test_a_visiting_student_from_elsewhere_studies_there():
    claims = claims_of(LAB_HOMEPAGE)
    assert ("Ravi Iyer", "PhD", "IIT Bombay") in pairs([c for c in claims if isinstance(c, Education)],
                                                       "person", "degree", "institution")
    assert ("Ravi Iyer", "IIT Bombay") in pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")


def test_an_mmath_alumna_is_a_masters_student_and_a_current_one_studies_here():
    claims = claims_of(LAB_HOMEPAGE)
    assert ("OWNER", "Dana Moss", "Master") in pairs([c for c in claims if isinstance(c, Supervision)],
                                                     "advisor", "advisee", "level")
    assert ("Dana Moss", "Data Engineer", "Arm") in pairs([c for c in claims if isinstance(c, Position)],
                                                          "person", "title", "org")
    assert ("Rui Costa", "MSc", "University of Leeds") in pairs([c for c in claims if isinstance(c, Education)],
                                                                "person", "degree", "institution")


def test_a_line_introducing_the_software_list_is_no_project():
    from labgraph.model import Software
    names = {c.name for c in claims_of(LAB_HOMEPAGE, Software)}
    assert "Shard" in names and not any(n.startswith("Our lab") for n in names)


def test_a_titles_colon_after_the_authors_sentence_is_no_author_list():
    from labgraph.extract.publications import parse_citation
    assert parse_citation("Rui Costa, Dana Moss, Ines Farrow-Lund. Shard: Sparse Tensor Sharding for Preemptible "
                          "Training. EuroSys 2024")[:2] == \
        ("Shard: Sparse Tensor Sharding for Preemptible Training", ("Rui Costa", "Dana Moss", "Ines Farrow-Lund"))
    assert parse_citation("J. Doe, A. Roe: Fast graphs. In SOSP 2019")[:2] == ("Fast graphs", ("J. Doe", "A. Roe"))


def test_an_advisor_at_a_named_place_works_there():
    text = """
    # Mina Kovac

    I am also co-advised by Prof. Sara Lind at the Centre for Language Technology, University of Tartu, where I spent a summer.
    I received my PhD from Lund University, where I was advised by Anders Holm in the Vision Lab.
    Before my PhD, I got my B.S. in Physics from Riga University (2019), where I did undergraduate research with Prof. Karl Sepp on lasers.
    """
    claims = claims_of(text)
    orgs = pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")
    assert {("Sara Lind", "Centre for Language Technology"), ("Sara Lind", "University of Tartu")} <= orgs
    assert ("Anders Holm", "Vision Lab") not in orgs        # "in the lab" says where the student was
    assert ("Karl Sepp", "OWNER", "Bachelor") in pairs([c for c in claims if isinstance(c, Supervision)],
                                                       "advisor", "advisee", "level")


US_CV = """
CURRICULUM VITAE

ELENA MARSH, Ph.D., P.E.
Associate Professor of Water Resources Engineering
Colorado Mesa University

ACADEMIC APPOINTMENTS

2017–present    Associate Professor, Department of Civil and Environmental
                Engineering, Colorado Mesa University
2010–2011       Postdoctoral Fellow, Federal Institute of Aquatic
                Science and Technology (with Dr. Urs Brand)

STUDENTS SUPERVISED

Doctoral (completed)
  Marco Diaz, Ph.D. 2016. "Biofilm reactors for nitrate removal." Assistant Professor, University of Nevada, Reno.

Doctoral (in progress)
  Kofi Mensah (expected 2026)

Master's (completed)
  Lina Berg, M.S. 2014. "Greywater reuse in schools." Engineer, Stantec.
"""


def test_a_us_students_list_with_titles_closed_inside_their_quotes():
    claims = claims_of(US_CV)
    jobs = pairs([c for c in claims if isinstance(c, Position)], "person", "title", "org")
    assert {("Marco Diaz", "Assistant Professor", "University of Nevada, Reno"), ("Lina Berg", "Engineer", "Stantec")} <= jobs
    levels = pairs([c for c in claims if isinstance(c, Supervision)], "advisee", "level", "end")
    assert {("Kofi Mensah", "PhD", None), ("Lina Berg", "Master", 2014)} <= levels     # "(in progress)" heads a list


def test_a_field_word_on_the_next_line_ends_the_units_name():
    orgs = pairs(claims_of(US_CV, Affiliation), "person", "org")
    assert {("OWNER", "Department of Civil and Environmental Engineering"),
            ("OWNER", "Federal Institute of Aquatic Science and Technology")} <= orgs
    assert ("OWNER", "Department of Civil and Environmental") not in orgs


def test_physics_citations_with_the_year_before_the_pages():
    from labgraph.extract.publications import parse_citation
    assert parse_citation("M. Vidal and K. Moran, Sphalerons at finite density, Nucl. Phys. B 433 (1995) 77-101.") == \
        ("Sphalerons at finite density", ("M. Vidal", "K. Moran"), "Nucl. Phys. B", 1995)
    assert parse_citation("K. Moran, Heavy quarks on the lattice, JHEP 0410 (2004) 021 [hep-lat/0409011].")[:2] == \
        ("Heavy quarks on the lattice", ("K. Moran",))
    title, authors, venue, year = parse_citation(
        "K. Moran, Jets: a review, in Proceedings of the 9th Meeting on Hadrons, ed. T. Ilves (World Scientific, "
        "Singapore, 2006), p. 12.")
    assert (title, authors, year) == ("Jets: a review", ("K. Moran",), 2006) and "Hadrons" in venue


def test_then_a_postdoc_somewhere_is_a_first_job():
    text = """
    Students

    Past PhD students:
       Anna Kerr (PhD 2004), then postdoc at DESY, Hamburg
    """
    assert ("Anna Kerr", "DESY") in pairs(claims_of(text, Affiliation), "person", "org")


CANADIAN_CV = """
Curriculum Vitae

NADIA BOUCHER, PhD, PEng
Professor, McGill University

EDUCATION
PhD, Mechanical Engineering, University of Toronto, 2005
MASc, Mechanical Engineering, University of Waterloo, 2001
BASc (with distinction), Mechanical Engineering, University of Ottawa, 1998

AWARDS
2019   Fellow, Canadian Academy of Engineering

FUNDING (as PI)
2020–2025   NSERC Discovery Grant, "Thermal storage", $240,000
2016–2019   NSERC Alliance Grant, with Hydro-Quebec

SUPERVISION
Completed PhD students
1. Hanna Brook (PhD 2013), "Heat pipes in battery packs" – Senior Engineer, Hydro One

Completed MASc students
2. Emil Zhao (MASc 2011) – Engineer, Hatch Ltd.
"""


def test_canadian_applied_science_degrees():
    found = pairs(claims_of(CANADIAN_CV, Education), "degree", "institution", "end")
    assert {("MASc", "University of Waterloo", 2001), ("BASc", "University of Ottawa", 1998),
            ("PhD", "University of Toronto", 2005)} <= found
    assert ("OWNER", "Emil Zhao", "Master") in pairs(claims_of(CANADIAN_CV, Supervision), "advisor", "advisee", "level")


def test_a_funding_heading_with_a_note_holds_no_honours():
    names = {c.name for c in claims_of(CANADIAN_CV, Award)}
    assert any(n.startswith("Fellow") for n in names) and not any("NSERC" in n for n in names)


def test_a_students_job_after_a_dash_is_theirs_not_the_owners():
    jobs = pairs(claims_of(CANADIAN_CV, Position), "person", "title", "org")
    assert {("Hanna Brook", "Senior Engineer", "Hydro One"), ("Emil Zhao", "Engineer", "Hatch Ltd")} <= jobs
    assert not any(p == "OWNER" and o == "Hatch Ltd" for p, _, o in jobs)


ROBOTICS_STUDENT = """
# Tomas Herrero

Hello! 👋 I am a third-year PhD student at the [Robotics Institute](https://ri.example.edu) at Carnegie Mellon University, advised by [Prof. Karin Lund](https://kl.example.edu) and [Prof. Daniel Holm](https://dh.example.edu).

Previously, I completed my M.S. in Computer Science at Stanford University, where I worked with [Prof. Jana Bohm](https://jb.example.edu), and my B.S. in Mechatronics at Tecnológico de Monterrey (2019).

## Experience

- **NVIDIA**, Seattle — Research Intern, 2022. Hosted by Dieter Vos.
"""


def test_linked_advisors_and_degrees_each_at_their_own_place(tmp_path):
    claims = _markdown_claims(tmp_path, ROBOTICS_STUDENT)
    advisors = pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "level")
    assert {("Karin Lund", "PhD"), ("Daniel Holm", "PhD"), ("Jana Bohm", "Master"), ("Dieter Vos", "Intern")} <= advisors
    degrees = pairs([c for c in claims if isinstance(c, Education)], "degree", "institution")
    assert {("PhD", "Carnegie Mellon University"), ("MSc", "Stanford University"), ("BSc", "Tecnológico de Monterrey")} <= degrees
    assert ("BSc", "Stanford University") not in degrees
    assert ("Dieter Vos", "NVIDIA") in pairs([c for c in claims if isinstance(c, Affiliation)], "person", "org")


def test_two_degrees_years_are_no_span_of_supervision():
    text = """
    # Rina Taka

    I received my PhD from the University of Oslo in 2016, advised by Jonas Vik, and my BEng from Kyoto University in 2010.
    """
    found = pairs(claims_of(text, Supervision), "advisor", "start", "end")
    assert ("Jonas Vik", 2016, 2010) not in found and any(a == "Jonas Vik" for a, _, _ in found)


def test_an_open_range_in_a_table_row_is_ongoing(tmp_path):
    page = tmp_path / "home.html"
    page.write_text("<html><body><h1>Henrik Dahl</h1><h3>Short CV</h3><table>"
                    "<tr><td>1989-1991</td><td>Post-doc, Nordita, Copenhagen</td></tr>"
                    "<tr><td>1994-</td><td>Associate Professor, Niels Bohr Institute</td></tr>"
                    "</table></body></html>", encoding="utf-8")
    from labgraph.pipeline import extract_file
    jobs = pairs([c for c in extract_file(str(page)).claims if isinstance(c, Position)], "title", "start", "end")
    assert ("Associate Professor", 1994, None) in jobs and ("Post-doc", 1989, 1991) in jobs


def test_a_students_table_of_spaced_columns_from_a_pdf():
    text = """
    GRADUATE STUDENTS SUPERVISED

    Name               Degree   Year   First position
    Pieter Smit        PhD      2015   Researcher, Deltares
    Mei Zhou           MSc      2016   Engineer, Witteveen+Bos
    Sara Dekker        PhD      ongoing
    """
    claims = claims_of(text)
    levels = pairs([c for c in claims if isinstance(c, Supervision)], "advisee", "level", "end")
    assert {("Pieter Smit", "PhD", 2015), ("Mei Zhou", "Master", 2016), ("Sara Dekker", "PhD", None)} <= levels
    jobs = pairs([c for c in claims if isinstance(c, Position)], "person", "title", "org")
    assert {("Pieter Smit", "Researcher", "Deltares"), ("Mei Zhou", "Engineer", "Witteveen+Bos")} <= jobs
    # two words set apart by spaces in a sentence are no table
    assert not claims_of("Students\n\nI supervise  two students  at present.", Supervision)


def test_a_generational_suffix_keeps_the_author_list():
    from labgraph.extract.publications import parse_authors, parse_citation
    assert parse_authors("Okafor, S., Brooks, H., and Smith Jr., R.") == ("Okafor S.", "Brooks H.", "Smith R.")
    assert parse_authors("Smith, R., Jr., and Okafor, S.") == ("Smith R.", "Okafor S.")
    assert parse_citation('Okafor, S., Brooks, H.†, and Smith Jr., R. (2020). "Heat pipes revisited." '
                          'Int. J. Therm. Sci., 150, 106–118.')[:2] == \
        ("Heat pipes revisited", ("Okafor S.", "Brooks H.", "Smith R."))


def test_a_double_hyphen_does_a_dashs_work():
    text = """
    Peter Lind

    Former students and postdocs

    Ph.D. students:
       Dr. Karl Sund (Ph.D. 1998) -- Assistant Professor, Uppsala University
    Postdocs:
       Dr. Ian Moss (1999-2001) -- Lecturer, University of Leeds
    """
    jobs = pairs(claims_of(text, Position), "person", "title", "org")
    assert {("Karl Sund", "Assistant Professor", "Uppsala University"), ("Ian Moss", "Lecturer", "University of Leeds")} <= jobs
