"""Session-27 rules: what held-out rounds 51 and 52 showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Affiliation, PartOf


def extracted(tmp_path, text, name="doc.txt"):
    return extract_document(read(_write(tmp_path, name, text)))


def affiliations(claims, person):
    return {c.org for c in claims if isinstance(c, Affiliation) and c.person == person}


_TEAM_PAGE = """Research > Teams > HYDRA > Members

HYDRA — Hydrology of karst aquifers

The HYDRA team is one of the four research teams of Hydrosciences Montpellier (HSM, UMR 5151), a joint unit of the CNRS and the IRD.

Permanent staff

Name | Position | Employer | Topics
Camille ROUSSEL | DR — Directrice de recherche | CNRS | Karst hydrodynamics
Olivier MARTINEAU | MCF — Maître de conférences | Université de Montpellier | Tracer tests

PhD students

  • Inès KHALFAOUI — doctorante since Oct. 2023. Directrice de thèse : Camille Roussel.
  • Pablo REYES — doctorant since 2022. Directeur de thèse : Olivier Martineau.
"""


def test_a_team_page_of_no_one_makes_its_staff_and_students_members_of_the_team_and_its_unit(tmp_path):
    claims = extracted(tmp_path, _TEAM_PAGE).claims
    for person in ("Camille ROUSSEL", "Olivier MARTINEAU", "Inès KHALFAOUI", "Pablo REYES"):
        assert {"HYDRA", "Hydrosciences Montpellier"} <= affiliations(claims, person), person
    assert any(isinstance(c, PartOf) and (c.part, c.whole) == ("HYDRA", "Hydrosciences Montpellier") for c in claims)


def test_a_team_title_over_its_laboratory_names_both(tmp_path):
    text = _TEAM_PAGE.replace("HYDRA — Hydrology of karst aquifers", "HYDRA team — Laboratoire des Eaux Souterraines") \
        .replace("The HYDRA team is one of the four research teams of Hydrosciences Montpellier (HSM, UMR 5151), "
                 "a joint unit of the CNRS and the IRD.", "The HYDRA team studies karst aquifers.")
    claims = extracted(tmp_path, text).claims
    assert {"HYDRA", "Laboratoire des Eaux Souterraines"} <= affiliations(claims, "Pablo REYES")


def test_a_page_that_names_no_team_gives_its_members_none(tmp_path):
    text = _TEAM_PAGE.replace("The HYDRA team is one of the four research teams of", "We collaborate with")
    claims = extracted(tmp_path, text).claims
    assert "HYDRA" not in affiliations(claims, "Pablo REYES")
    assert "Hydrosciences Montpellier" not in affiliations(claims, "Pablo REYES")


def test_a_university_named_after_a_dash_is_one_employer(tmp_path):
    text = _TEAM_PAGE.replace("| Université de Montpellier |", "| Université Toulouse III – Paul Sabatier |")
    claims = extracted(tmp_path, text).claims
    assert "Université Toulouse III – Paul Sabatier" in affiliations(claims, "Olivier MARTINEAU")
    text = _TEAM_PAGE.replace("| Université de Montpellier |", "| Université de Montpellier – Institut Agro |")
    orgs = affiliations(extracted(tmp_path, text).claims, "Olivier MARTINEAU")
    assert "Université de Montpellier" in orgs and not any("–" in o for o in orgs)


_BOARD_SITE = """<!doctype html><html><head><title>NCL | Nano Catalysis Lab</title></head><body>
<div id="hd"><ul><li><a href="/kor/">KOR</a></li><li><a href="/eng/">ENG</a></li></ul>
<nav><ul><li><a href="/">HOME</a></li><li><a href="#prof">PROFESSOR</a></li><li><a href="#members">MEMBERS</a></li></ul></nav></div>
<div id="wrapper"><div id="container">
<div class="main_visual"><h2>Nano Catalysis Lab (NCL)</h2>
<p>Department of Chemical Engineering, Pohang University of Science and Technology (POSTECH)</p></div>
<div class="notice_box"><strong>[Recruit]</strong> NCL is looking for M.S. and Ph.D. students. <a href="/notice">more</a></div>
<a name="prof"></a><h3 class="sec_tit">Professor</h3>
<div class="prof_box"><div class="prof_txt">
<p class="name"><b>Prof. Min-Jae Kang, Ph.D.</b></p>
<p>Professor, Department of Chemical Engineering, POSTECH<br>Office: Bldg. 4, Room 312</p>
<h4>Education</h4><table class="tbl_prof">
<tr><td class="yr">2009.08</td><td>Ph.D., Chemical Engineering, University of Minnesota, USA<br><span class="sm">Thesis advisor: Prof. Laura B. Whitcombe</span></td></tr>
<tr><td class="yr">2004.02</td><td>M.S., Chemical Engineering, Seoul National University</td></tr>
</table>
<h4>Career</h4><table class="tbl_prof">
<tr><td class="yr">2018.03 ~ present</td><td>Professor, Dept. of Chemical Engineering, POSTECH</td></tr>
<tr><td class="yr">2012.03 ~ 2018.02</td><td>Associate Professor, Dept. of Chemical Engineering, POSTECH</td></tr>
<tr><td class="yr">2009.09 ~ 2012.02</td><td>Postdoctoral Researcher, Chemistry Division, Argonne National Laboratory</td></tr>
</table></div></div>
<a name="members"></a><h3 class="sec_tit">Members</h3>
<h4>Ph.D. Course</h4><table class="tbl_mem">
<tr><td>Ji-Hoon Park</td><td>2021.03 ~</td><td>B.S., Hanyang University</td><td>Single-atom catalysts for CO2 reduction</td></tr>
<tr><td>Soo-Yeon Lim</td><td>2022.03 ~</td><td>B.S., POSTECH</td><td>Operando spectroscopy of oxide supports</td></tr>
<tr><td>Dae-Sung Choi</td><td>2023.09 ~</td><td>M.S., KAIST</td><td>Ammonia synthesis at low pressure</td></tr>
</table>
<h4>M.S. Course</h4><table class="tbl_mem">
<tr><td>Hye-Jin Yoo</td><td>2024.03 ~</td><td>B.S., Pusan National University</td><td>Zeolite-confined metal clusters and their stability</td></tr>
</table>
</div></div>
<div id="ft"><p>Copyright &copy; NCL. All rights reserved.</p></div>
</body></html>
"""


def test_a_board_site_without_main_is_read_past_its_banner(tmp_path):
    doc = read(_write(tmp_path, "lab.html", _BOARD_SITE))
    assert "Ji-Hoon Park" in doc.text and "Thesis advisor: Prof. Laura B. Whitcombe" in doc.text


def _write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_person_who_founded_a_named_lab_is_its_pages_likely_owner(tmp_path):
    from labgraph.extract.owner import likely_owner
    text = ("Lab alumni\n\nThe Marine Biomechanics Lab (MBL) in the School of Engineering, University of Otago, was "
            "founded in 2011 by Scientia Associate Professor Keri Tane-Whitford. We are proud of our alumni.\n\n"
            "PhD graduates\n\nName | Year | Thesis title\nDr Ana Ruiz | 2019 | Fin kinematics of rays\n")
    guess = likely_owner(read(_write(tmp_path, "alumni.txt", text)))
    assert guess is not None and guess.name == "Keri Tane-Whitford"
    text = text.replace("founded in 2011 by Scientia Associate Professor Keri Tane-Whitford", "founded in 2011")
    assert likely_owner(read(_write(tmp_path, "alumni.txt", text))) is None


_ALUMNI_TABLE = """Lab alumni

Masters alumni

Name | Degree | Project | Now
Tui Hart | MBiomedE, 2022 | A stretch bioreactor | Regulatory Affairs Specialist, Medtronic Australasia
Mei Chua | MPhil, 2020 | Bioinks for printing | PhD candidate, Department of Bioengineering, Imperial College London
Grace Eze | BE (Hons) thesis, 2023 | Oxygen limits in constructs | DPhil student, University of Oxford (Rhodes Scholar 2024)
"""


def test_where_alumni_are_now_read_from_a_now_column(tmp_path):
    from labgraph.model import Education, Position
    claims = extracted(tmp_path, _ALUMNI_TABLE).claims
    assert affiliations(claims, "Tui Hart") == {"Medtronic Australasia"}
    assert any(isinstance(c, Position) and c.person == "Tui Hart" and c.title == "Regulatory Affairs Specialist"
               for c in claims)
    assert {"Department of Bioengineering", "Imperial College London"} <= affiliations(claims, "Mei Chua")
    assert {(c.degree, c.institution) for c in claims if isinstance(c, Education) and c.person == "Mei Chua"} == \
        {("PhD", "Imperial College London")}
    assert affiliations(claims, "Grace Eze") == {"University of Oxford"}
    assert any(isinstance(c, Education) and c.person == "Grace Eze" and c.institution == "University of Oxford"
               for c in claims)


_GROUP_PEOPLE = """Our People

StarDyn is the Stellar Dynamics Group, part of the Institute for Astronomy in the School of Physics at The University of Adelaide.

Academic staff

Prof. Helen Marsh-Okafor

Group Leader

Helen did her PhD at Durham University in 2003 and held a Marie Curie fellowship at the Leibniz Institute for Astrophysics Potsdam (AIP) before coming home to Adelaide.

Dr Tomás Ó Briain

Senior Lecturer · joined 2016

Postdoctoral fellows

Dr Amélie Roussel

Research Fellow (since Feb. 2024)
PhD, Université de Montréal (2023)
Mentor: Dr T. Ó Briain
Amélie works on misaligned discs.

PhD students

      Ruth Adeyemi — PhD, started 2021

Honours 2025

Liam Carter — “Bar fractions in the local volume” (supervisor: Tomás Ó Briain)

Alumni

      Dr Olivia Chen (PhD 2023, with Tomás) → Postdoctoral Research Associate, University of Cambridge
"""


def _advisors(claims, advisee):
    from labgraph.model import OWNER, Supervision
    return {"owner" if c.advisor == OWNER else c.advisor for c in claims if isinstance(c, Supervision) and c.advisee == advisee}


def test_a_short_name_is_the_group_part_of_its_institute(tmp_path):
    claims = extracted(tmp_path, _GROUP_PEOPLE).claims
    assert any(isinstance(c, PartOf) and c.part == "Stellar Dynamics Group" and c.whole == "Institute for Astronomy"
               for c in claims)
    assert {"Stellar Dynamics Group", "The University of Adelaide"} <= affiliations(claims, "Ruth Adeyemi")
    # the fellowship held before coming home is over: no group of hers, nor of her students
    assert "Leibniz Institute for Astrophysics Potsdam" not in affiliations(claims, "Ruth Adeyemi")


def test_a_cards_mentor_line_names_the_postdocs_one_mentor(tmp_path):
    claims = extracted(tmp_path, _GROUP_PEOPLE).claims
    assert _advisors(claims, "Amélie Roussel") == {"Tomás Ó Briain"}


def test_a_first_name_after_with_is_the_staff_member_of_that_name(tmp_path):
    claims = extracted(tmp_path, _GROUP_PEOPLE).claims
    assert _advisors(claims, "Olivia Chen") == {"Tomás Ó Briain"}


def test_honours_of_a_year_among_students_lists_honours_students(tmp_path):
    claims = extracted(tmp_path, _GROUP_PEOPLE).claims
    assert "Tomás Ó Briain" in _advisors(claims, "Liam Carter")


def test_a_cards_co_host_adds_to_the_owner(tmp_path):
    text = _GROUP_PEOPLE.replace("Mentor: Dr T. Ó Briain", "She is co-hosted by Dr T. Ó Briain.")
    assert {"owner", "Tomás Ó Briain"} <= _advisors(extracted(tmp_path, text).claims, "Amélie Roussel")


def test_a_fellowship_held_before_coming_home_is_no_group_of_the_students(tmp_path):
    text = _GROUP_PEOPLE.replace("StarDyn is the Stellar Dynamics Group, part of the Institute for Astronomy in the "
                                 "School of Physics at The University of Adelaide.", "Welcome to our people page.")
    claims = extracted(tmp_path, text).claims
    assert "Leibniz Institute for Astrophysics Potsdam" in affiliations(claims, "Helen Marsh-Okafor") | \
        {c.org for c in claims if isinstance(c, Affiliation) and c.person != "Ruth Adeyemi"}
    assert "Leibniz Institute for Astrophysics Potsdam" not in affiliations(claims, "Ruth Adeyemi")


_JASA_LIST = """Maria K. Lindholm
Professor of Statistics

SELECTED PUBLICATIONS
----------------------
Lindholm, M. K. (1981), "Monotone Likelihood Ratio Tests for Ordered
    Hypotheses," The Annals of Statistics, 9, 301-312.

Lindholm, M. K., and Kovács, Gy. (1990), "Bootstrap Bands for Isotonic
    Regression Under Censoring," Biometrika, 77, 55-66.

van Dijk, P., Roelofs, J. Th., and Lindholm, M. K. (2003), "Small Area
    Estimation With Shape Constraints," Survey Methodology, 29, 11-20.
"""


def test_references_with_a_hanging_indent_keep_their_titles_whole(tmp_path):
    from labgraph.model import Publication
    pubs = {c.title: c for c in extracted(tmp_path, _JASA_LIST).claims if isinstance(c, Publication)}
    assert set(pubs) == {"Monotone Likelihood Ratio Tests for Ordered Hypotheses",
                         "Bootstrap Bands for Isotonic Regression Under Censoring",
                         "Small Area Estimation With Shape Constraints"}
    assert pubs["Small Area Estimation With Shape Constraints"].venue == "Survey Methodology"


def test_an_initial_of_two_letters_is_an_initial():
    from labgraph.extract.publications import parse_authors
    assert parse_authors("van Dijk, P., Roelofs, J. Th., and Kovács, Gy.") == ("van Dijk P.", "Roelofs J.T.", "Kovács G.")
    assert parse_authors("Jane Roe, Ph. D.") != ("Jane Roe", "P. D.")


_LATTES_CV = """CURRICULUM VITAE

Mariana Lopes de Andrade

ACADEMIC FORMATION / TITULATION
-------------------------------
2008 - 2012     Doctorate in Soil Science.
                Universidade Federal de Santa Maria, UFSM, Brasil.

POST-DOCTORATE
--------------
2013 - 2014     Post-doctorate at Department of Soil Science, Iowa State University, Ames, USA.

SUPERVISION OF STUDENTS (ORIENTATIONS)
--------------------------------------
Master dissertation - concluded

1.  Bruno Henrique Vilas Boas. Épocas de plantio do trigo no sul do Paraná. 2016. Dissertation (Master in Agronomy) - Universidade Federal de Santa Maria.
2.  Camila Aparecida de Souza e Silva. Cover crops and soil structure. 2018. Dissertation (Master in Soil Science) - Universidade Federal de Santa Maria.
3.  Diego Rocha Júnior. Nitrogen in irrigated rice. 2020. Dissertation (Master in Agronomy) - Universidade Federal de Santa Maria.
"""


def test_a_national_cvs_students_led_by_name_and_full_stop(tmp_path):
    from labgraph.model import OWNER, Education, Supervision
    claims = extracted(tmp_path, _LATTES_CV).claims
    students = {c.advisee for c in claims if isinstance(c, Supervision) and c.advisor == OWNER}
    assert students == {"Bruno Henrique Vilas Boas", "Camila Aparecida de Souza e Silva", "Diego Rocha Júnior"}
    for person in students:
        assert {(c.degree, c.institution) for c in claims if isinstance(c, Education) and c.person == person} == \
            {("MSc", "Universidade Federal de Santa Maria")}, person
    own = {(c.degree, c.institution) for c in claims if isinstance(c, Education) and c.person == OWNER}
    # "Academic formation" is the education section; a post-doctorate is no degree
    assert own == {("PhD", "Universidade Federal de Santa Maria")}


_QUARTO_CV = """## About me

I am a climate scientist at the University of Bergen.

## Positions

| Years | Position |
|-------|----------|
| 2022 – | Associate Professor, Geophysical Institute, University of Bergen, Norway |
| 2017 – 19 | NOAA Climate and Global Change Postdoctoral Fellow, Lamont–Doherty Earth Observatory, Columbia University, NY |
| 2016–present | Faculty Affiliate, Latin American, Caribbean, and Iberian Studies Program, University of Bergen |
| 2009 – 2012 | Project architect, Álvaro Meireles Arquitectos, Porto |

## Selected papers

1. Sandqvist, E.^†^, & Aksoy, D. (2025). Aerosol–cloud adjustments in marine stratocumulus from
   a decade of geostationary retrievals. *EGUsphere* [preprint].
"""


def test_a_years_and_position_table_gives_one_post_per_row(tmp_path):
    from labgraph.model import OWNER, Position
    posts = {(c.title, c.org, c.start, c.end) for c in extracted(tmp_path, _QUARTO_CV, "cv.md").claims
             if isinstance(c, Position) and c.person == OWNER}
    assert ("NOAA Climate and Global Change Postdoctoral Fellow", "Lamont–Doherty Earth Observatory", 2017, 2019) in posts
    assert ("Faculty Affiliate", "Latin American, Caribbean, and Iberian Studies Program", 2016, None) in posts
    assert any(title == "Associate Professor" and start == 2022 and end is None for title, _, start, end in posts)
    assert not any(org == "Porto" for _, org, _, _ in posts)


def test_pandoc_superscript_marks_leave_the_authors_list_whole(tmp_path):
    from labgraph.model import Publication
    pubs = [c for c in extracted(tmp_path, _QUARTO_CV, "cv.md").claims if isinstance(c, Publication)]
    assert [p.title for p in pubs] == ["Aerosol–cloud adjustments in marine stratocumulus from a decade of geostationary retrievals"]
    assert len(pubs[0].authors) == 2


_RESEARCH_GROUP = """Health and Work Group

Research group at the Department of Public Health, University of Tromsø

Group leader

Ingrid Solvang Hope

Professor

Researchers

Ana Lúcia Ferreira dos Reis

Associate Professor (førsteamanuensis)

Dr. Mikko J. Laine

Researcher (forsker)

PhD candidates

PhD candidate | Project | Supervisors
Bilal Ahmed Qureshi; 2022 - | Migrants at work | Main supervisor: Ana Lúcia Ferreira dos Reis; Co-supervisor: Mikko J. Laine
Tove Nilsen; since 2021 | Shift work and sleep | Main supervisor: Ingrid Solvang Hope; Co-supervisor: Mikko J. Laine
"""


def test_researchers_on_a_group_page_are_its_staff_and_name_their_own_students(tmp_path):
    claims = extracted(tmp_path, _RESEARCH_GROUP, "group.html.txt").claims
    assert "owner" not in _advisors(claims, "Mikko J. Laine") and "owner" not in _advisors(claims, "Ana Lúcia Ferreira dos Reis")
    assert "owner" not in _advisors(claims, "Bilal Ahmed Qureshi")
    assert "Ana Lúcia Ferreira dos Reis" in _advisors(claims, "Bilal Ahmed Qureshi")
    assert "owner" in _advisors(claims, "Tove Nilsen")


def test_taught_at_a_university_first_as_one_post_then_as_another():
    from labgraph.extract.career import sentence_claims
    from labgraph.model import Evidence, Position
    text = ("Before joining the Utrecht faculty in 2014, Professor Halvorsen-Diaz taught for seven years at Tulane "
            "University, first as Assistant Professor (2007–2012) and then as Associate Professor of History (2012–14).")
    posts = {(c.title, c.org, c.start, c.end) for c in sentence_claims(Evidence("x", 1, text)) if isinstance(c, Position)}
    assert posts == {("Assistant Professor", "Tulane University", 2007, 2012),
                     ("Associate Professor of History", "Tulane University", 2012, 2014)}
    # with no post's years, the sentence gives no post there
    assert not any(isinstance(c, Position) for c in sentence_claims(Evidence("x", 1, "She taught at Tulane University.")))


def test_a_year_range_with_a_two_digit_end():
    from labgraph.extract.patterns import year_span
    assert year_span("2012–14") == (2012, 2014) and year_span("2019-20") == (2019, 2020)
    assert year_span("1998-05") == (1998, 1998)      # (a month, not a year before the start)


def test_in_a_year_range_she_was_is_about_the_owner():
    from labgraph.extract.career import sentence_claims
    from labgraph.model import OWNER, Evidence
    text = "In 2019–20 she was a Member of the School of Historical Studies at the Institute for Advanced Study."
    assert any(c.person == OWNER and c.org == "School of Historical Studies" for c in sentence_claims(Evidence("x", 1, text)))


_ACADEMIC_AUTHOR = "---\n# Display name\ntitle: Maren Solheim-Ortiz\n\n# Role\nrole: Postdoctoral Fellow\n\n" \
    "organizations:\n  - name: Niels Bohr Institute, University of Copenhagen\n    url: https://nbi.ku.dk/\n\n" \
    "education:\n  courses:\n    - course: PhD in Astrophysics\n      institution: Stockholm University\n      year: 2021\n" \
    "    - course: MSc in Physics\n      institution: University of Bergen\n      year: 2016\n" \
    + "".join(f"# comment line {i}: the theme's help\n" for i in range(60)) + \
    "email: 'maren@nbi.ku.dk'\n---\n\nHi! I'm **Maren**, a postdoc working on exoplanet atmospheres.\n"


def test_an_academic_author_pages_front_matter_gives_its_about_widget(tmp_path):
    from labgraph.model import OWNER, Education
    e = extracted(tmp_path, _ACADEMIC_AUTHOR, "_index.md")
    assert e.owner_name == "Maren Solheim-Ortiz"
    degrees = {(c.degree, c.institution, c.end) for c in e.claims if isinstance(c, Education) and c.person == OWNER}
    assert {("PhD", "Stockholm University", 2021), ("MSc", "University of Bergen", 2016)} <= degrees
    assert "University of Copenhagen" in affiliations(e.claims, OWNER)


def test_a_students_table_with_an_advisors_column_names_each_students_advisor(tmp_path):
    text = ("People\n\nGraduate students\n\nListed by program and year.\n\n"
            "Student | Program / year | Advisor(s) | Research interests\n"
            "Zainab Olanrewaju | PhD, Year 5 | Geneviève Lachance-Oduya | Yorùbá tone\n"
            "Clara Dubé-Ferland | MA (thesis), Year 2 | Anneke Schouten-Blaauw | Cognate effects\n")
    from labgraph.sections import heading_kind
    assert heading_kind("Student | Program / year | Advisor(s) | Research interests") is None
    claims = extracted(tmp_path, text).claims
    assert _advisors(claims, "Zainab Olanrewaju") == {"Geneviève Lachance-Oduya"}
    assert _advisors(claims, "Clara Dubé-Ferland") == {"Anneke Schouten-Blaauw"}


_THESES_BY_YEAR = """Completed theses

2024

Student | Degree | Thesis title | Supervisor(s)
Mere Paewai | PhD | Crystal cargo and magma ascent rates | Prof. Aroha Ngata-Rewi, Dr James M. Pettigrew (GNS Science)
Luis Arancibia | PhD | Fluid–rock interaction in the Otago Schist; submitted Dec 2023, conferred May 2024; now Lecturer, Universidad de Concepción | Dr R. Senanayake

2022

Student | Degree | Thesis title | Supervisor(s)
Marie Castonguay | PhD | Phreatomagmatic eruption styles | Prof A. Ngata-Rewi / Dr J. Pettigrew (GNS)
"""


def test_a_theses_table_under_its_year_gives_the_theses_and_their_supervisors(tmp_path):
    from labgraph.model import Publication
    claims = extracted(tmp_path, _THESES_BY_YEAR).claims
    titles = {c.title: c.authors for c in claims if isinstance(c, Publication)}
    assert titles.get("Fluid–rock interaction in the Otago Schist") == ("Luis Arancibia",)
    assert "Crystal cargo and magma ascent rates" in titles
    # "A. Ngata-Rewi" is the table's Aroha Ngata-Rewi; "J. Pettigrew", no one else's, as written
    assert {"Aroha Ngata-Rewi", "J. Pettigrew"} <= _advisors(claims, "Marie Castonguay")


_SUPERVISORY_TEAMS = """Unit Director

Professor Siobhán McAleer-Boyd

Director and Professor of Community Nursing

Senior researchers

Dr Olamide Adeyinka-Forbes

Reader in Nursing

Dr Kerstin Lindahl-Macdonald

Senior Lecturer

Doctoral researchers

  • Aoife Ní Bhriain – PhD (full-time), started Oct 2022
      Night-time care needs of people living with frailty at home
      Director of Studies: Prof. Siobhán McAleer-Boyd · Second supervisor: Dr Kerstin Lindahl-Macdonald
      Aoife holds an RCN Foundation Scholarship.
  • Thabo Mokoena – Professional Doctorate (DProf), part-time, 2021–
      District nurses' decision-making about deprescribing
      DoS: Dr O. Adeyinka-Forbes; 2nd supervisor: Dr K. Lindahl-Macdonald
"""


def test_a_uk_supervisory_team_names_its_director_of_studies_and_second_supervisor(tmp_path):
    from labgraph.model import Supervision
    claims = extracted(tmp_path, _SUPERVISORY_TEAMS).claims
    assert "Kerstin Lindahl-Macdonald" in _advisors(claims, "Aoife Ní Bhriain")
    assert not any("Aoife" in a for a in _advisors(claims, "Aoife Ní Bhriain") - {"owner"})
    thabo = {(c.advisor, c.role) for c in claims if isinstance(c, Supervision) and c.advisee == "Thabo Mokoena"}
    assert ("Olamide Adeyinka-Forbes", None) in thabo and "owner" not in _advisors(claims, "Thabo Mokoena")
    assert not any(isinstance(c, Supervision) and c.advisee == "O. Adeyinka-Forbes" for c in claims)


def test_a_pandoc_cvs_latex_leaves_its_lines_readable(tmp_path):
    from labgraph.model import OWNER, Education
    text = ("# Ayla Demir {-}\n\nPhD Candidate · Delft University of Technology\\\n\\faGithub\\ [ademir](https://github.com/ademir)\n\n"
            "## Education\n\n**KTH Royal Institute of Technology**, Stockholm, SE \\hfill 2019 -- 2021\\\n"
            "M.Sc. in Systems, Control and Robotics\\\nSupervisor: Dr. Lars-Erik Nyqvist\n")
    doc = read(_write(tmp_path, "cv.md", text))
    assert "\\hfill" not in doc.text and "\\faGithub" not in doc.text and "\\\n" not in doc.text
    claims = extract_document(doc).claims
    assert any(isinstance(c, Education) and c.person == OWNER and c.institution == "KTH Royal Institute of Technology"
               and c.end == 2021 for c in claims)


def test_a_stay_of_past_years_is_no_group_of_the_students(tmp_path):
    text = ("Rosa Lind\nProfessor of Mathematics, University of Utah\n\nAbout\n\nIn 2016-17 I was a Member of the "
            "Institute for Advanced Study in Princeton.\n\nPhD students\n\n- Carla Mendes (PhD student, 2021-)\n")
    claims = extracted(tmp_path, text).claims
    assert "Institute for Advanced Study" not in affiliations(claims, "Carla Mendes")
    assert "University of Utah" in affiliations(claims, "Carla Mendes")


def test_a_people_pages_title_names_the_leaders_lab(tmp_path):
    text = ("People – de Wit-Okoro Lab | Neurovascular Pharmacology\n\nPeople\n\nPrincipal Investigator\n\n"
            "Ilse de Wit-Okoro, PhD\n\nProfessor, Department of Pharmacology, University of Manitoba\n\n"
            "Graduate Students\n\n  • Mariam Khatib – PhD student, Sept. 2022–.\n")
    assert "de Wit-Okoro Lab" in affiliations(extracted(tmp_path, text).claims, "Mariam Khatib")


def test_an_associate_professors_a_slash_prof_is_no_initial():
    from labgraph.extract.supervision import _advisors_cell
    members = ["Oluwatobiloba A. Bankole", "Tobias Grünwald", "Friederike Obermüller"]
    assert _advisors_cell("A/Prof. Friederike Obermüller", members) == ["Friederike Obermüller"]
