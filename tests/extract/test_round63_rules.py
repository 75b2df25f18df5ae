"""Session-31 rules: what the weakest probes of rounds 59 to 62 and held-out round 63 showed."""
from labgraph.degrees import find_degree
from labgraph.extract import career, extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Award, Education, Position, Publication, Supervision

from .helpers import written as _write


def _claims(tmp_path, text, kind, name="people.md"):
    return [c for c in extract_document(read(_write(tmp_path, name, text))).claims if isinstance(c, kind)]


def test_a_campus_after_a_state_university_in_a_header_line_is_part_of_its_name():
    assert career.org_line("Department of Cognitive Sciences · University of California, Merced") == \
        ["Department of Cognitive Sciences", "University of California, Merced"]
    # a town after a university of one place is only where it is
    assert career.org_line("School of Chemistry, University of Otago, Dunedin") == ["School of Chemistry", "University of Otago"]
    assert career.org_line("College of Engineering, University of South Carolina, Columbia") == \
        ["College of Engineering", "University of South Carolina"]


_LAB_PUBS = """<html><head><title>Papers | Sleep &amp; Cognition Lab | UC Merced</title></head><body>
<header class="site-header"><div class="site-branding">
<p class="site-title"><a href="/">Sleep &amp; Cognition Lab</a></p>
<p class="site-description">Department of Cognitive Sciences &middot; University of California, Merced</p></div></header>
<main><h1>Papers</h1>
<p>Work from the lab directed by Ayodele Fashola-Brandt, Assistant Professor of Cognitive Science.</p>
<p>Note. An asterisk (*) marks a graduate student mentored in the lab.</p>
<h2>2024</h2>
<p>Quispe, M.*, &amp; Fashola-Brandt, A. (2024). Naps and word learning in toddlers. <em>Child Development</em>, 95(2), 1-14.</p>
</main></body></html>
"""


def test_the_lab_a_sentence_says_someone_directs_is_the_lab_the_pages_title_names(tmp_path):
    claims = extract_document(read(_write(tmp_path, "pubs.html", _LAB_PUBS))).claims
    mine = {c.org for c in claims if isinstance(c, Affiliation) and c.person == OWNER}
    assert "Sleep & Cognition Lab" in mine and "University of California, Merced" in mine
    posts = {(c.title, c.org) for c in claims if isinstance(c, Position) and c.person == OWNER}
    assert any(t == "Assistant Professor of Cognitive Science" for t, _ in posts)
    # the marked student is the leader's, and a member of that lab
    assert any(isinstance(c, Supervision) and c.advisor == OWNER and c.advisee.startswith("Quispe") for c in claims)
    assert any(isinstance(c, Affiliation) and c.person.startswith("Quispe") and c.org == "Sleep & Cognition Lab"
               for c in claims)


_PORTAL = """<html><head><title>Ilse Vroom — Tilburg University Research Portal</title></head><body><main>
<h1>Ilse Vroom</h1>
<h2>Positions</h2>
<ul>
<li>1 Mar 2020 → present Associate Professor, Data Science Group, Tilburg University</li>
<li>2015 → 2020 Assistant Professor, Department of Statistics, Utrecht University</li>
</ul>
<h2>Education/Academic qualification</h2>
<ul>
<li>PhD, Statistics, Leiden University 2011 → 2015</li>
<li>Master, Applied Mathematics, Delft University of Technology 2009 → 2011</li>
</ul>
<h2>Supervised theses</h2>
<table>
<tr><th>Student</th><th>Title</th><th>Type</th><th>Year</th><th>Role</th><th>Status</th></tr>
<tr><td>Ruben Kalsbeek</td><td>Robust priors for survey weights</td><td>PhD</td><td>2026 (expected)</td><td>Principal supervisor</td><td>Ongoing</td></tr>
<tr><td>Femke Draaisma</td><td>Missing data in panel studies</td><td>Master</td><td>2023</td><td>Co-supervisor (with Joost van Lier)</td><td>Completed</td></tr>
</table>
<h2>Recent research output</h2>
<ul>
<li>Robust priors for survey weights<br>Kalsbeek, R. &amp; Vroom, I., 2025, In: Journal of Survey Statistics and Methodology. 13, 2, p. 1-22.</li>
</ul>
<h2>Prizes</h2>
<ul><li>Best Paper Award, COMPSTAT 2022 – Vroom, I. (Recipient) &amp; Kalsbeek, R. (Recipient), 2022</li></ul>
</main></body></html>
"""


def test_a_research_portals_profile_arrow_ranges_bare_degree_rows_theses_table_outputs_and_prizes(tmp_path):
    claims = extract_document(read(_write(tmp_path, "vroom.html", _PORTAL))).claims
    posts = {(c.title, c.start, c.end) for c in claims if isinstance(c, Position) and c.person == OWNER}
    assert ("Associate Professor", 2020, None) in posts and ("Assistant Professor", 2015, 2020) in posts
    degrees = {(c.degree, c.institution, c.start, c.end) for c in claims if isinstance(c, Education) and c.person == OWNER}
    assert ("PhD", "Leiden University", 2011, 2015) in degrees
    assert ("MSc", "Delft University of Technology", 2009, 2011) in degrees
    # the table's "Role" and "Status" cells are the owner's role and the thesis's state, no post of the student's
    assert not any(isinstance(c, (Position, Affiliation)) and c.person == "Ruben Kalsbeek" and c.org == "Ongoing"
                   for c in claims)
    assert any(isinstance(c, Supervision) and c.advisor == "Joost van Lier" and c.advisee == "Femke Draaisma"
               for c in claims)
    papers = [c for c in claims if isinstance(c, Publication)]
    assert [p.title for p in papers] == ["Robust priors for survey weights"]
    prizes = {(c.person, c.name, c.year) for c in claims if isinstance(c, Award)}
    assert len(prizes) == 2 and all(name.startswith("Best Paper Award") and year == 2022 for _, name, year in prizes)
    assert any(person.startswith("Kalsbeek") for person, _, _ in prizes)


def test_a_row_led_by_master_or_bachelor_and_a_comma_is_a_degree_but_the_word_alone_is_not():
    assert find_degree("Master, Computer Science, University of Amsterdam")[0] == "MSc"
    assert find_degree("Bachelor, Physics, University of Ghana")[0] == "BSc"
    assert find_degree("Master") is None and find_degree("He is a master of the craft, truly") is None


def test_a_portals_doctoral_thesis_without_its_supervisors_line_is_still_its_authors_doctorate():
    from labgraph.extract import portal
    from labgraph.model import Line
    lines = tuple(Line(i + 1, t) for i, t in enumerate([
        "  • Sleep and memory in adolescence",
        "      Okafor, N., 2018, Nijmegen: Radboud University. 188 p.",
        "      Research output: Thesis › PhD Thesis 1 (Research Radboud University, graduation Radboud University)",
        "  • Naps and recall",
        "      Okafor, N. & Smit, J., 2021, In: Sleep. 44, 3.",
        "      Research output: Contribution to journal › Article › Academic › peer-review"]))
    claims, _ = portal.read("p.html", lines, None)
    assert [(c.person, c.degree, c.institution, c.end) for c in claims if isinstance(c, Education)] == \
        [("Okafor N.", "PhD", "Radboud University", 2018)]


def test_a_news_tables_row_whose_date_cell_has_no_year_is_read_without_failing(tmp_path):
    text = "# News\n\n| Date | News |\n|---|---|\n| Mar 3 | Ana Lima received the Best Poster Award at ICML 2021. |\n"
    result = extract_document(read(_write(tmp_path, "news.md", text)))
    assert not [w for w in result.warnings if "reader failed" in w]


def test_a_headings_note_in_brackets_does_not_decide_its_kind():
    from labgraph.sections import heading_kind
    assert heading_kind("SELECTED REFEREED PUBLICATIONS (212 total, 40 first author; * = advisee)") == "publications"
    assert heading_kind("Refereed publications (* = advisee)") == "publications"
    # a year in the note of a heading in capitals keeps it what it was (a dated entry is no heading)
    assert heading_kind("PUBLICATIONS (2019)") == heading_kind("PUBLICATIONS")


def test_hyphenated_initials_with_a_small_letter_are_initials():
    from labgraph.extract.publications import parse_authors
    assert parse_authors("Lindqvist, A.*, Bose, P. S., & Kim, J.-w.") == ("Lindqvist A.", "Bose P.S.", "Kim J.-W.")


_ASTRO = """Meera T. Bose
Professor of Astronomy, University of Arizona

PH.D. STUDENTS (primary advisor unless noted)
  Current
    Hana Ortiz-Wells           2022 -     co-advised with Kofi Asante
  Graduated
    2019  Ilse Brandvold        co-advised w/ Prof. Tomasz Kowal; now Astronomer, NOIRLab

UNDERGRADUATE SENIOR THESES ADVISED
  P. Quispe (2018); D. Amadi (2021); L. Sørensen (2023)
"""


def test_a_state_word_alone_is_a_sub_heading_w_slash_is_with_and_a_semicolon_run_of_students_is_one_entry_each(tmp_path):
    sups = _claims(tmp_path, _ASTRO, Supervision, "cv.txt")
    pairs = {(s.advisor, s.advisee, s.level) for s in sups}
    assert ("Kofi Asante", "Hana Ortiz-Wells", "PhD") in pairs and not any("Graduated" in a for a, _, _ in pairs)
    assert ("Tomasz Kowal", "Ilse Brandvold", "PhD") in pairs
    undergrads = {(s.advisee, s.end) for s in sups if s.level == "Bachelor"}
    assert undergrads == {("P. Quispe", 2018), ("D. Amadi", 2021), ("L. Sørensen", 2023)}


_EQUIPE = """<html><head><title>Team FLOW – Members | Institut de Physique de Rennes</title></head><body><main>
<h1>FLOW – Fluids and Living Organisms</h1>
<p>FLOW is one of the teams of the Institut de Physique de Rennes (IPR, UMR 6251), a joint unit of the CNRS and Université de Rennes.</p>
<h2>Permanent staff</h2>
<p><strong>Corentin Le Bihan</strong></p>
<p>Chargé de recherche CNRS (CRCN), since 2016</p>
<p><strong>Ana Paula Duarte</strong></p>
<p>Professeure des universités, Université de Rennes (UFR SPM)</p>
<h2>Engineers</h2>
<ul><li>Awa Ndiaye – Ingénieure d'études, Université de Rennes (imaging, shared with the platform)</li></ul>
<h2>Doctorants (PhD students)</h2>
<p>All PhD students of the team are enrolled at Université de Rennes.</p>
<table>
<tr><th>Name</th><th>Since</th><th>Directeur/directrice de thèse</th><th>Co-direction</th></tr>
<tr><td>Mathis Kervella</td><td>Oct. 2023</td><td>Ana Paula Duarte</td><td>Corentin Le Bihan (co-directeur)</td></tr>
</table>
<h2>Defended theses (thèses soutenues, Université de Rennes)</h2>
<ul><li>2022 – Solène Moalic, « Écoulements ciliaires ». Directeur : Corentin Le Bihan. Now: postdoc at ETH Zurich.</li></ul>
</main></body></html>
"""


def test_a_french_teams_page_its_team_staff_posts_thesis_directors_and_where_its_students_study(tmp_path):
    claims = extract_document(read(_write(tmp_path, "flow.html", _EQUIPE))).claims
    def orgs(person, kind=Affiliation):
        return {c.org for c in claims if isinstance(c, kind) and c.person == person}
    assert {"FLOW", "Institut de Physique de Rennes"} <= orgs("Mathis Kervella")
    assert ("Chargé de recherche", "CNRS") in {(c.title, c.org) for c in claims if isinstance(c, Position)
                                               and c.person == "Corentin Le Bihan"}
    assert orgs("Ana Paula Duarte", Position) == {"Université de Rennes"}
    # a note in brackets after the employer is no part of its name
    assert "Université de Rennes" in orgs("Awa Ndiaye") and not any("imaging" in o for o in orgs("Awa Ndiaye"))
    sups = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    assert ("Ana Paula Duarte", "Mathis Kervella") in sups and ("Corentin Le Bihan", "Mathis Kervella") in sups
    degrees = {(c.person, c.institution) for c in claims if isinstance(c, Education)}
    assert ("Mathis Kervella", "Université de Rennes") in degrees and ("Solène Moalic", "Université de Rennes") in degrees


_ALUMNI = """Skip to main content
Virginia Tech | Department of Mechanical Engineering

SOFT ROBOTICS LAB

Alumni

Below are former members advised by Prof. Ingrid M. Solberg, grouped by degree.

Ph.D. Alumni
------------

Dr. Tomasz Wrona (2015 - 2020)
  Thesis: "Pneumatic Actuators for Wearable Assistance"
  Now: Senior Engineer, Boston Dynamics
"""


def test_an_alumni_page_is_the_leader_its_opening_says_advised_its_members_and_a_tech_is_no_person(tmp_path):
    from labgraph.extract.owner import likely_owner
    from labgraph.names import looks_like_name
    assert not looks_like_name("Virginia Tech")
    doc = read(_write(tmp_path, "alumni.txt", _ALUMNI))
    assert likely_owner(doc).name == "Ingrid M. Solberg"
    wrapped = "# Alumni\n\nThis page lists the PhD candidates and postdocs who were supervised by Prof. Ana Ruiz-Tagle in the\n" \
              "Soft Matter Group since 2014.\n\n## PhD\n\n| Name | Years | Thesis |\n|---|---|---|\n| Dr. Bo Lund | 2015–2019 | Gels |\n"
    assert likely_owner(read(_write(tmp_path, "alumni.md", wrapped))).name == "Ana Ruiz-Tagle"
    assert any(isinstance(c, Supervision) and c.advisee == "Tomasz Wrona" and c.level == "PhD"
               for c in extract_document(doc).claims)


_MEMBERS = """<html><head><title>NSL :: Members</title></head><body><main>
<h2>Members</h2>
<h3>Prof. Lim Seung-woo (임승우)</h3>
<p>Dept. of Electrical Engineering, Pohang University of Science and Technology</p>
<h4>Education</h4>
<ul><li>2009 Ph.D., Electrical Engineering, Stanford University</li></ul>
<h4>Career</h4>
<ul><li>2016 ~ Present Associate Professor, Dept. of EE, Pohang University of Science and Technology</li></ul>
<h3>Ph.D. Course</h3>
<ul><li>Yoo Ha-rin (유하린)<br>2022.03 ~ / Spiking photonic circuits</li></ul>
</main></body></html>
"""


def test_a_members_page_that_opens_with_its_professors_card_is_the_professors(tmp_path):
    from labgraph.extract.owner import likely_owner
    doc = read(_write(tmp_path, "members.html", _MEMBERS))
    assert likely_owner(doc).name == "Lim Seung-woo"
    claims = extract_document(doc).claims
    assert any(isinstance(c, Supervision) and c.advisor == OWNER and c.advisee == "Yoo Ha-rin" and c.level == "PhD"
               for c in claims)
    # a list of students under its heading names no owner: the first student is no leader
    students = "<html><body><h2>Graduate Students</h2><p>Prof. Ana Ruiz</p><p>Yoo Ha-rin</p></body></html>"
    assert likely_owner(read(_write(tmp_path, "students.html", students))) is None


_WORD_CV = ("Marisol Ortega\n\nEDUCATION\n\nPhD, Nursing, Emory University, 2010\n\nPUBLICATIONS\n(* denotes student co-author)\n\n"
            "Ortega, M. T., Okafor, C. N.*, & Lund, Y. (2024). Fatigue\n"
            "\tcountermeasures on 12-hour night shifts: A cluster-randomized pilot trial.\n"
            "\tResearch in Nursing & Health, 47(2), 155-168.\n\n"
            "Baptiste, R.*, & Ortega, M. T. (2023). Moral distress among Black nurses in the\n"
            "\tU.S. South: A mixed-methods study. Nursing Outlook, 71(5), Article 102019.\n\n"
            "Okafor, C. N.*, Ortega, M. T., Iyer, R. V., & Ashworth, H. K.\n"
            "\t(2021). Circadian misalignment and medication errors in intensive care\n"
            "\tnurses. Journal of Nursing Scholarship, 53(6), 720-731.\n")


def test_apa_references_wrapped_onto_tab_indented_lines_the_us_in_a_title_and_a_year_on_the_next_line(tmp_path):
    papers = {(p.title, p.year) for p in _claims(tmp_path, _WORD_CV, Publication, "cv.txt")}
    assert papers == {("Fatigue countermeasures on 12-hour night shifts: A cluster-randomized pilot trial", 2024),
                      ("Moral distress among Black nurses in the U.S. South: A mixed-methods study", 2023),
                      ("Circadian misalignment and medication errors in intensive care nurses", 2021)}


_FUNDING = ("Ana Roe, PhD, RN\n\nI.\tEDUCATION\n\n2010\tPhD, Nursing, Emory University\n\n"
            "IV.\tHONORS AND AWARDS\n\n2019\tFellow, American Academy of Nursing\n\n"
            "VI.\tRESEARCH FUNDING\n\nA.\tActive\n\n"
            "1.\tR21 NR020771\t\t\tLee / Roe (MPI)\t07/2023-06/2025\n\tNINR\n"
            "\t\u201cSleep feedback for shift workers\u201d\n\tRole: Multiple PI\n\n"
            "2.\tNurse Faculty Scholars Program (#70322)\tRobert Wood Johnson Foundation\t2012-2015\n"
            "\t\u201cHealth literacy and insulin management\u201d\n\t$350,000. Role: PI\n\n"
            "VII.\tPUBLICATIONS\n\nRoe, A. (2020). Sleep and shift work. Nursing Outlook, 68(2), 1-9.\n")


def test_a_tab_indented_line_under_a_funding_heading_keeps_its_grants_no_honours(tmp_path):
    awards = {a.name for a in _claims(tmp_path, _FUNDING, Award, "cv.txt")}
    assert any("American Academy of Nursing" in a for a in awards)
    assert not any("Nurse Faculty Scholars" in a or "NR020771" in a for a in awards)


_GENOMICS = """<html><head><title>People | Mbeki Group | Francis Crick Institute</title></head><body><main>
<h1>Mbeki Group: people</h1>
<h2>Group Leader</h2>
<p><strong>Dr Thandi Mbeki</strong></p>
<p>Thandi set up the group in 2018 after a postdoc at the Broad Institute.</p>
<h2>Staff Scientists</h2>
<p><strong>Dr Lars Eriksen</strong></p>
<p>Senior Staff Scientist</p>
<p>Lars runs our imaging. He joined in 2019 after a postdoc in Oxford; PhD, Aarhus University, 2014.</p>
<p><strong>Dr Noor Haddad</strong></p>
<p>Staff Scientist (Computational)</p>
<p>Noor keeps the pipelines running. PhD in Bioinformatics, University of Edinburgh (2017).</p>
<h2>Graduate Students</h2>
<p><strong>Kwame Asante</strong></p>
<p>PhD student, Department of Genetics, University of Cambridge, 2022–</p>
<p>Kwame works on clonal expansions in skin.</p>
<p><strong>Ines Kovač</strong></p>
<p>PhD Candidate, Centre for Genome Biology</p>
</main></body></html>
"""


def test_a_members_degree_written_as_an_entry_in_their_paragraph_and_a_students_card_line_naming_the_university(tmp_path):
    claims = extract_document(read(_write(tmp_path, "people.html", _GENOMICS))).claims
    degrees = {(c.person, c.degree, c.institution) for c in claims if isinstance(c, Education)}
    assert ("Lars Eriksen", "PhD", "Aarhus University") in degrees
    assert ("Noor Haddad", "PhD", "University of Edinburgh") in degrees
    assert ("Kwame Asante", "PhD", "University of Cambridge") in degrees
    # a centre is no place one takes a degree at
    assert not any(person == "Ines Kovač" for person, _, _ in degrees)


def test_two_organisations_after_a_comma_joined_by_and_the_are_two():
    from labgraph.extract.patterns import orgs_in
    assert orgs_in("We are the Plant Genomics Group at the Botanical Institute, University of Bern and the "
                   "Swiss Institute of Bioinformatics.") == \
        ("Botanical Institute", "University of Bern", "Swiss Institute of Bioinformatics")
    # one name with "and" in it stays whole
    assert "Computer Science and Artificial Intelligence Laboratory of the Massachusetts Institute of Technology" in \
        orgs_in("I was a postdoc at CSAIL, the Computer Science and Artificial Intelligence Laboratory of the "
                "Massachusetts Institute of Technology, before coming back.")


_THESIS_FRONT = """

          Tidal Mixing on the North-West Shelf



                        Aroha Te Rangi


        A thesis submitted for the degree of Doctor of Philosophy
                of The University of Western Australia


                   Oceans Graduate School

                              March 2022


Supervisory panel

  Chair of panel and primary supervisor:
      Prof. Liam O'Brien, Oceans Graduate School, UWA
  Co-supervisor:
      Dr Mele Fifita, CSIRO Environment, Perth
"""


def test_a_thesis_title_page_whose_university_runs_on_from_the_degree_and_a_panel_chair_who_is_primary_supervisor(tmp_path):
    claims = extract_document(read(_write(tmp_path, "thesis.txt", _THESIS_FRONT))).claims
    assert [(c.degree, c.institution, c.end) for c in claims if isinstance(c, Education) and c.person == OWNER] == \
        [("PhD", "University of Western Australia", 2022)]
    advisors = {(c.advisor, c.role) for c in claims if isinstance(c, Supervision) and c.advisee == OWNER}
    assert ("Liam O'Brien", None) in advisors and ("Mele Fifita", "co-supervisor") in advisors


def test_a_lab_page_is_its_leaders_when_a_later_paragraph_says_the_lab_is_currently_led_by_them(tmp_path):
    from labgraph.extract.owner import likely_owner
    rows = "\n".join(f"Student {chr(65 + k)}. Lund | Postdoc | 201{k}–2020 | — | Scientist, Genentech" for k in range(10))
    text = ("Alumni · Bose Lab\n\nLab Alumni\n\nBelow are former members and where they are now.\n\n"
            f"Name | Role in lab | Years | Co-mentor | Current position\n{rows}\n\nCurrent members\n\n"
            "The lab is currently led by Meera Bose, Associate Professor of Neuroscience, and includes postdoc Ana Ruiz.\n")
    assert likely_owner(read(_write(tmp_path, "alumni.txt", text))).name == "Meera Bose"


_GROUP_BIB = r"""
@phdthesis{lund2022phd,
  author = {Lund, Bo},
  title  = {Radar interferometry of glacier flow},
  school = {ETH Z{\"u}rich},
  year   = {2022},
  note   = {Advisor: Prof. Dr. Ulla Fischer-Ahonen; co-advisor: Dr. Sebasti{\'a}n de la Vega (WSL)}
}
@mastersthesis{kim2021msc,
  author = {Kim, Ha-eun},
  title  = {Ice thickness from neural networks},
  school = {Universit{\'e} de Lausanne},
  year   = {2021},
  note   = {Supervised by Dr. Sebasti{\'a}n de la Vega and Dr. Jonas Strau{\ss}}
}
@mastersthesis{thapa2019msc,
  author  = {Thapa, Gaurav},
  title   = {Rock glacier kinematics from repeat photogrammetry},
  school  = {Department of Geography, Universit{\"a}t Z{\"u}rich},
  year    = {2019},
  advisor = {{de la Vega}, Sebasti{\'a}n and Hallgr{\'\i}msd{\'o}ttir, {\TH}{\'o}rd{\'\i}s}
}
@misc{simic2022firn,
  author       = {\v{S}imi{\'c}, Ivan},
  title        = {{pyFirn}: radar processing for firn studies},
  howpublished = {\url{https://gitlab.ethz.ch/glaciology/pyfirn}},
  year         = {2022}
}
"""


def test_a_groups_bibtex_theses_advisors_in_fields_and_notes_their_universities_and_a_tool_on_a_universitys_gitlab(tmp_path):
    from labgraph.model import Software
    from labgraph.pipeline import extract_file
    claims = extract_file(str(_write(tmp_path, "group.bib", _GROUP_BIB))).claims
    sups = {(c.advisor, c.advisee, c.role) for c in claims if isinstance(c, Supervision)}
    assert ("Sebastián de la Vega", "Bo Lund", "co-supervisor") in sups
    assert {("Sebastián de la Vega", "Ha-eun Kim", None), ("Jonas Strauß", "Ha-eun Kim", None)} <= sups
    assert {("Sebastián de la Vega", "Gaurav Thapa", None), ("Þórdís Hallgrímsdóttir", "Gaurav Thapa", None)} <= sups
    assert ("Gaurav Thapa", "Universität Zürich") in {(c.person, c.institution) for c in claims if isinstance(c, Education)}
    assert [s.name for s in claims if isinstance(s, Software)] == ["pyFirn"]


_CHEM_CV = """                          ANA LUCÍA ROBLEDO
                 Department of Chemistry, University of Wisconsin–Madison

PROFESSIONAL APPOINTMENTS

2022–present     Professor, Department of Chemistry, University of Wisconsin–
                 Madison

RESEARCH GROUP

Current Ph.D. students
2021–            Tendai Moyo (co-advised with Prof. Rebecca J. Thornton,
                 Biochemistry)

Current postdoctoral associates
2023–            Dr. Fatima El Idrissi (Ph.D., Université Paris-Saclay)

Former Ph.D. students (year of degree; first position after the group)
2018             Benjamin O. Hartley — Senior Scientist, Merck & Co.
2019             Yuki Inoue — Assistant Professor, Kyoto University

EDUCATION

2009             Ph.D., Chemistry, Massachusetts Institute of Technology
"""


def test_a_name_broken_at_its_dash_a_graduates_dash_job_after_the_name_and_a_field_after_a_co_advisor(tmp_path):
    claims = extract_document(read(_write(tmp_path, "cv.txt", _CHEM_CV))).claims
    assert ("Professor", "University of Wisconsin–Madison") in {(c.title, c.org) for c in claims
                                                               if isinstance(c, Position) and c.person == OWNER}
    sups = {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
    assert (OWNER, "Benjamin O. Hartley", "PhD") in sups and (OWNER, "Yuki Inoue", "PhD") in sups
    assert ("Rebecca J. Thornton", "Tendai Moyo", "PhD") in sups and not any(a == "Biochemistry" for a, _, _ in sups)
    from labgraph.extract.patterns import take_names
    assert take_names("Prof. Rafael M. Quintero, Chemical & Biological Engineering", allow_first_names=True) == \
        ["Rafael M. Quintero"]
    assert ("Senior Scientist", "Merck & Co") in {(c.title, c.org) for c in claims if isinstance(c, Position)
                                                 and c.person == "Benjamin O. Hartley"}


_GROUP_MD = """# Formal Verification Lab (FVL)

The **Formal Verification** group is part of the Department of Computer Science at Radboud University. We build
verified compilers.

## Group leaders

- **Prof. dr. Ilse Bakker** — full professor and chair of the group.
- **Dr. Omar Farouk** — associate professor.

## PhD students

- **Lotte Smit** — *Verified compilation of PLC code*. Promotor: Ilse Bakker; copromotor: Omar Farouk.
- **Yusuf Kaya** — *Typed assembly for smart contracts*. Promotor: Omar Farouk.
"""


def test_a_group_page_of_two_leaders_its_opening_says_what_the_group_is_part_of_and_its_students_are_members(tmp_path):
    claims = extract_document(read(_write(tmp_path, "group.md", _GROUP_MD))).claims
    orgs = {c.org for c in claims if isinstance(c, Affiliation) and c.person == "Lotte Smit"}
    assert {"Formal Verification", "Radboud University"} <= orgs


_JOB_MARKET = """Lucía Ferrer Vidal

I am a Ph.D. candidate in Economics at Northwestern University.

Job Market Paper

Credit Lines and Supply-Chain Shocks: Evidence from Chilean Manufacturing

Abstract: Using matched customs and credit-registry data, I show that firms with undrawn credit lines shield buyers.

Working Papers

Who Bears the Tariff? Pass-Through along Firm-to-Firm Networks (with Tomás Øverland and Ji-woo Park), 2024

Informal Trade Credit and Firm Exit (with Kwame Asante-Boateng), 2023. Revise & resubmit

References

Lorenzo Bianchi-Watts (chair)
Professor of Economics, Department of Economics, Northwestern University

Adjunct Professor Dimitri Kallas, Director of Research, Eastern Ranges Health
"""


def test_a_job_market_pages_working_papers_with_co_authors_and_a_referees_post_under_the_name(tmp_path):
    claims = extract_document(read(_write(tmp_path, "jm.txt", _JOB_MARKET))).claims
    papers = {(p.title, p.year) for p in claims if isinstance(p, Publication)}
    assert ("Who Bears the Tariff? Pass-Through along Firm-to-Firm Networks", 2024) in papers
    assert ("Informal Trade Credit and Firm Exit", 2023) in papers
    posts = {(c.person, c.title) for c in claims if isinstance(c, Position)}
    assert ("Lorenzo Bianchi-Watts", "Professor of Economics") in posts
    # the next referee's post, named after his rank on his own line, is his, not the one above's
    assert not any(person == "Lorenzo Bianchi-Watts" and "Director" in title for person, title in posts)


def test_an_mla_lists_single_dash_for_the_same_author_as_the_entry_above(tmp_path):
    text = ("# Publications\n\n## Articles\n\n"
            "Haddad, Leïla. “The Footnote as Border Crossing.” Comparative Literature Studies, vol. 52, no. 3, 2015, pp. 411–38.\n\n"
            "—. “Untranslatability and Its Publics.” PMLA, vol. 133, no. 5, 2018, pp. 1187–1201.\n")
    papers = {(p.title, p.year, p.authors) for p in _claims(tmp_path, text, Publication, "pubs.md")}
    assert ("Untranslatability and Its Publics", 2018, ("Leïla Haddad",)) in papers


_IEEE_THESES = """# Theses

## Ph.D. Dissertations

- Seung-min Oh, “Calibration-light pipelined-SAR data converters in deeply scaled CMOS,” Ph.D. dissertation, Purdue University, West Lafayette, IN, Dec. 2024. Advisor: C. E. Mendoza-Rivas.
- Ananya Bhat, “Residue-integrating noise-shaping SAR ADCs,” Ph.D. dissertation, Purdue Univ., May 2023. Advisor: C. E. Mendoza-Rivas.

## M.S. Theses

- Mateo Villa, “Automated layout generation for digital-to-time converters,” M.S. thesis, Purdue Univ., Dec. 2023. Advisor: C. E. Mendoza-Rivas.
"""


def test_ieee_theses_their_school_without_its_town_and_month_and_an_ms_thesis(tmp_path):
    degrees = {(c.person, c.degree, c.institution) for c in _claims(tmp_path, _IEEE_THESES, Education, "theses.md")}
    assert {("Seung-min Oh", "PhD", "Purdue University"), ("Ananya Bhat", "PhD", "Purdue University"),
            ("Mateo Villa", "MSc", "Purdue University")} <= degrees


_ADVISING = """Tomás Villar
Professor of Economics, Boston University

FIELDS OF SPECIALIZATION

Labor Economics; Development Economics

GRANTS

NSF SES-1851234, 2019-2022

PUBLICATIONS

"Minimum Wages and the Informal Sector" (with Grace Mwangi), American Economic Review, 2021, 111(4): 1201-1238.

TEACHING

Labor Economics (Ph.D.), 2012-present

PH.D. ADVISING (Boston University)

Main advisor (year of degree, first placement)
  Ana Lucía Paredes       2015   Assistant Professor, Universidad de los Andes
  Jun-seo Park            2017   Economist, Federal Reserve Board

EDUCATION

Ph.D., Economics, Massachusetts Institute of Technology, 2009
"""


def test_advisees_in_columns_of_name_year_and_first_post_are_graduates_who_went_there(tmp_path):
    claims = extract_document(read(_write(tmp_path, "cv.txt", _ADVISING))).claims
    sups = {(c.advisee, c.level, c.end) for c in claims if isinstance(c, Supervision) and c.advisor == OWNER}
    assert {("Ana Lucía Paredes", "PhD", 2015), ("Jun-seo Park", "PhD", 2017)} <= sups
    posts = {(c.person, c.title, c.org) for c in claims if isinstance(c, Position)}
    assert ("Ana Lucía Paredes", "Assistant Professor", "Universidad de los Andes") in posts
    assert ("Jun-seo Park", "Economist", "Federal Reserve Board") in posts


_WIX = """<html><body><main>
<h2>Graduate Students</h2>
<h6>Chloé Marchand</h6><p>M.S. Student (thesis track), 2023–present</p>
<h6>Yusuf Al-Khatib</h6><p>PhD Student, 2023–present</p>
<h2>Undergraduate Researchers</h2>
<p>Aaliyah Jefferson – B.S. EE, since Fall 2023</p>
<p>Kenji Watanabe – B.S. CmpE, since Spring 2024</p>
</main></body></html>
"""


def test_a_cards_role_line_gives_its_level_and_a_majors_short_name_is_no_place_of_study(tmp_path):
    claims = extract_document(read(_write(tmp_path, "people.html", _WIX))).claims
    levels = {c.advisee: c.level for c in claims if isinstance(c, Supervision)}
    assert levels.get("Chloé Marchand") == "Master" and levels.get("Yusuf Al-Khatib") == "PhD"
    assert not any(isinstance(c, Education) and c.institution in ("EE", "CmpE") for c in claims)


_LSA_CV = """ROHAN ARORA
Professor of Linguistics, University of Maryland

EDUCATION

Ph.D., Linguistics, Massachusetts Institute of Technology                    2008


PUBLICATIONS

Books
1. Arora, R. 2014. Agreement and Its Limits: Evidence from Indo-Aryan.
   Linguistic Inquiry Monographs 71. Cambridge, MA: MIT Press.
2. Arora, R. & M. Lind (eds.). 2021. Case Beyond Morphology.
   Oxford: Oxford University Press.

Journal articles (* = student co-author)
3. Arora, R. 2009. Long-distance agreement and the timing of Spell-Out.
   Natural Language & Linguistic Theory 27(3): 511-560.
4. Arora, R. & K. Sato. 2011. Ergativity without inherent case: the view
   from Marathi. Linguistic Inquiry 42(2): 233-271.
5. *Ito, H. & R. Arora. 2016. Dative subjects and the
   acquisition of agreement in heritage Hindi. Language Acquisition 23(4):
   340-368.
6. Arora, R. 2018. Default agreement is not a repair. Syntax 21(1):
   1-38.
7. *Silva, T., R. Arora & A. Kowal. 2020. Processing
   gender mismatch in long-distance agreement: eye-tracking evidence.
   Glossa: a journal of general linguistics 5(1): 64.
8. Arora, R. & *O. Mbatha. 2023. Clause size and restructuring in
   isiZulu. Journal of Linguistics 59(2): 287-325.

Book chapters
9. Arora, R. 2015. Agreement in South Asian languages. In M. Lind
   (ed.), The Oxford Handbook of Case, 412-439. Oxford: OUP.


HONOURS

2019   Fellow, Linguistic Society of America
"""


def test_a_sub_heading_over_numbered_references_is_no_papers_title(tmp_path):
    titles = {p.title for p in _claims(tmp_path, _LSA_CV, Publication, "cv.txt")}
    assert "Long-distance agreement and the timing of Spell-Out" in titles
    assert "Processing gender mismatch in long-distance agreement: eye-tracking evidence" in titles
    assert "Clause size and restructuring in isiZulu" in titles
    assert not any(t.startswith(("Journal articles", "Glossa")) for t in titles)



def test_hosted_jointly_by_two_people_names_both_and_an_award_after_its_year_and_a_dash(tmp_path):
    from labgraph.extract.awards import parse_award
    text = ("# About\n\nIngrid Solberg is a postdoctoral fellow at EMBL Heidelberg, where she is hosted jointly by "
            "Dr. Jan-Willem van der Velde and Dr. Anushka Ramaswamy.\n")
    hosts = {c.advisor for c in _claims(tmp_path, text, Supervision, "about.md") if c.advisee in (OWNER, "Ingrid Solberg")}
    assert {"Jan-Willem van der Velde", "Anushka Ramaswamy"} <= hosts
    assert parse_award("2023 — Poster prize, EMBO Workshop") == ("Poster prize, EMBO Workshop", 2023)


def test_a_project_carried_out_under_a_titled_person_is_supervised_by_them(tmp_path):
    from labgraph.extract import supervision
    from labgraph.model import Evidence
    found = [(c.advisor, c.level) for c in supervision.sentence_claims(Evidence("cv.md", 1, (
        "Her Master's project, on lipid transfer at mitochondrial membranes, was carried out at the Institute for "
        "Research in Biomedicine under Dr. Núria Casals i Vidal."))) if isinstance(c, Supervision)]
    assert ("Núria Casals i Vidal", "Master") in found
