"""Session-45 rules: what a master's programme's theses list (round 110) and round 111's pages showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Award, Education, Supervision

from .helpers import written as _write

# A programme's list of defended theses: each student's entry, its supervisors and readers named with their own degrees
_THESES = """Defended theses - Data Science (MSc)

Programme director: Prof. Anna Lepp (anna.lepp@example.edu)

The two-year Master's programme in Data Science is taught at the Institute of Computer Science of the University of
Nordland. Every student completes a 30 ECTS Master's thesis, which is defended in June.

--------------------------------------------------------------------
2023
--------------------------------------------------------------------

Kaisa Rand
  Learning Sparse Graphs from Sensor Streams
  Supervisor: Peeter Kuusk, PhD
  Second reader: Omar Haddad, PhD (Baltic Robotics AS)
  ** 2nd prize, Master's level, National Student Research Contest 2023

Jonas Vesi
  Query Planning for Federated Knowledge Graphs
  Supervisors: Marta Ilves, PhD; Tiit Org, MSc (Lead Engineer, Datawell OY)
  Second reader: Prof. Lena Berg (Aalto University)

--------------------------------------------------------------------
Selected Bachelor's projects
--------------------------------------------------------------------

Mari Kask - "A Mobile App for Bog Trails" - supervisors Tiit Org, MSc and Rein Saar (PhD student)
"""


def _claims(tmp_path, text=_THESES, name="theses.txt"):
    return extract_document(read(_write(tmp_path, name, text))).claims


def test_a_supervisors_degree_is_theirs_not_the_students(tmp_path):
    claims = _claims(tmp_path)
    sups = {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision) and c.level != "Unspecified"}
    # "Supervisor: Peeter Kuusk, PhD" under a master's list: a master's thesis, not a doctorate
    assert ("Peeter Kuusk", "Kaisa Rand", "Master") in sups
    assert ("Marta Ilves", "Jonas Vesi", "Master") in sups
    # "supervisors Tiit Org, MSc and Rein Saar (PhD student)" under Bachelor's projects: a bachelor's project
    assert ("Tiit Org", "Mari Kask", "Bachelor") in sups
    degrees = {(c.person, c.degree, c.institution) for c in claims if isinstance(c, Education)}
    # no student holds the degree that follows an advisor's or a reader's name, nor a prize's "Master's level"
    assert not any(person in ("Kaisa Rand", "Jonas Vesi", "Mari Kask") and degree in ("PhD", "MSc")
                   for person, degree, _ in degrees)
    assert not any(place and ("Robotics" in place or "Datawell" in place or "Contest" in place)
                   for _, _, place in degrees)


def test_a_degree_that_is_the_entrys_own_is_still_read(tmp_path):
    text = ("Helga Mets\n\nGraduate students\n\n"
            "Karl Tamm, MSc, University of Tartu, 2019 - PhD student since 2020\n"
            "Liis Saar - PhD student; supervisor Peeter Kuusk\n")
    claims = _claims(tmp_path, text, "lab.txt")
    degrees = {(c.person, c.degree, c.institution) for c in claims if isinstance(c, Education)}
    assert ("Karl Tamm", "MSc", "University of Tartu") in degrees
    levels = {(c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
    assert ("Liis Saar", "PhD") in levels


def test_a_paragraphs_line_about_a_programme_is_no_ones_degree(tmp_path):
    claims = _claims(tmp_path)
    # "... of the University of / Nordland. Every student completes a 30 ECTS Master's thesis, which": the
    # programme's description, not the director's own master's degree
    assert not any(isinstance(c, Education) and c.degree in ("MSc", "Master's") and c.person not in ("Kaisa Rand",)
                   for c in claims)


# A Japanese lab's members page: the professor's CV in a <pre>, students in tables whose last column codes the advisor,
# alumni led by their month of graduation, students' awards led by year.month
_LAB = """<html><head><title>Hoshida Laboratory</title></head><body>
<div id="header"><h1><a href="/">Hoshida Laboratory</a></h1><p class="sub">Spin Physics Group / Department of Physics,
Kyushu University</p></div>
<div id="contents">
<h2>Staff</h2>
<p>Professor | Kenta HOSHIDA, Dr. Sci.; Associate Professor | Aya MIURA, Ph.D.; Assistant Professor | Ravi IYER, Ph.D.</p>
<h4>Prof. Kenta Hoshida - brief CV</h4>
<pre>
1990.3        B.Sc., Kyushu University
1995.3        Dr. Sci., Kyushu University
2010.4-       Professor, Department of Physics, Kyushu University
</pre>
<h2>Students</h2>
<p>Advisor column: H = Prof. Hoshida, M = Assoc. Prof. Miura, I = Asst. Prof. Iyer (co-advisor).</p>
<h3>Doctoral Course</h3>
<table><tr><th>Year</th><th>Name</th><th>Theme</th><th>Advisor</th></tr>
<tr><td>D2</td><td>Sora TAKEDA</td><td>Spin waves in thin films</td><td>H, I</td></tr>
<tr><td>D1</td><td>Mei ARAI</td><td>Type S junctions</td><td>M</td></tr>
</table>
<h3>Alumni</h3>
<p>Graduates were supervised by Prof. Hoshida unless noted otherwise.</p>
<ul>
<li>March 2024 Dr. Jun OKADA (Ph.D.) &rarr; Researcher, Toshiba Corporation</li>
<li>March 2023 Yuki MORI (M.E.) &rarr; Sony Group Corporation</li>
</ul>
<h3>Awards (students)</h3>
<ul>
<li>2024.9 Sora Takeda: Student Presentation Award, Annual Meeting of the Physical Society</li>
<li>2023.3 Mei Arai: Best Poster Award, Spin Workshop 2023</li>
</ul>
</div></body></html>
"""


def test_a_preformatted_cv_keeps_its_lines():
    from labgraph.ingest.html import html_document
    text = html_document("lab.html", _LAB).text
    assert "1990.3 B.Sc., Kyushu University\n1995.3 Dr. Sci., Kyushu University" in text
    # the heading the extractor dropped over the <pre> goes back right above its first line
    assert "Prof. Kenta Hoshida - brief CV\n\n1990.3 B.Sc." in text
    # (a <pre> of code stays as it was: not this reader's)
    code = html_document("t.html", "<html><body><main><h2>Install</h2><p>Install the tool from PyPI with pip, as below, "
                                   "then run it on a folder of files.</p><pre><code>pip install x\npip install y</code>"
                                   "</pre></main></body></html>").text
    assert "pip install x" in code


def test_a_lab_named_after_its_head_whose_graduates_he_supervised(tmp_path):
    claims = _claims(tmp_path, _LAB, "lab.html")
    owner = next(c.name for c in claims if getattr(c, "is_owner", False))
    assert owner == "Kenta HOSHIDA" or owner.lower() == "kenta hoshida"


def test_a_tables_advisor_codes_spelled_out_by_a_legend(tmp_path):
    claims = _claims(tmp_path, _LAB, "lab.html")
    sups = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    # "H, I": both of them; "M": the associate professor, not the page's owner
    assert (OWNER, "Sora TAKEDA") in sups and ("Iyer", "Sora TAKEDA") in sups
    assert ("Miura", "Mei ARAI") in sups and (OWNER, "Mei ARAI") not in sups
    # ("Type S junctions": a letter inside a cell's words is no code)
    assert not any(a == OWNER and s == "Mei ARAI" for a, s in sups)


def test_a_legend_of_degrees_is_no_one(tmp_path):
    text = ("Ayse Demir\n\nTheses supervised\n\nYL = Yuksek Lisans (M.Sc.), DR = Doktora (Ph.D.).\n\n"
            "- Can Aksoy (YL, 2019): Heat transfer in channels\n")
    advisors = {c.advisor for c in _claims(tmp_path, text, "cv.txt") if isinstance(c, Supervision)}
    assert not any("Lisans" in a or "Doktora" in a for a in advisors)


def test_alumni_led_by_their_month_of_graduation(tmp_path):
    claims = _claims(tmp_path, _LAB, "lab.html")
    sups = {(c.advisor, c.advisee, c.level, c.end) for c in claims if isinstance(c, Supervision)}
    assert (OWNER, "Jun OKADA", "PhD", 2024) in sups
    assert (OWNER, "Yuki MORI", "Master", 2023) in sups        # "(M.E.)": a master's of engineering
    # the row's degree is the graduate's, not the professor's
    assert not any(isinstance(c, Education) and c.person == OWNER and c.end in (2023, 2024) for c in claims)


def test_a_japanese_master_of_engineering_is_a_masters_not_initials():
    from labgraph.extract.patterns import find_level
    assert find_level("Yuki Mori (M.E.)") == "Master"
    assert find_level("(B.E., 2019)") == "Bachelor"
    assert find_level("Prof.dr.ir. M.E.A. van Kesteren-Bos") is None
    assert find_level("M.E. Ruiz and K. Lee") is None


def test_students_awards_led_by_year_and_month(tmp_path):
    claims = _claims(tmp_path, _LAB, "lab.html")
    awards = {(c.person, c.name, c.year) for c in claims if isinstance(c, Award)}
    assert ("Sora Takeda", "Student Presentation Award, Annual Meeting of the Physical Society", 2024) in awards
    assert not any(person == OWNER for person, _, _ in awards)


# A lab's site saved as text: headings in capitals, the people's groups under PEOPLE in plain case, a lab named by
# its head's two-word surname
_SITE = """Skip to main content
Skip to navigation

Te Aroha Lab
Home
People
Publications
Contact

Te Aroha Lab
Bees, flowers and meadows in a warming climate
Division of Biological Sciences | University of Northland

ABOUT HINE (PI)

Dr. Hinemoa Te Aroha
Associate Professor of Ecology

Hine earned a BSc from the University of Otago in 2007 and joined the University of Northland in 2018.

PEOPLE

Postdoc
Dr. Reza Karimi (2024-present)
PhD, Michigan State University, 2023. Reza models plant-pollinator networks.

Graduate students
Kofi Mensah-Boateng - PhD candidate (2021- ), thermal limits of queens. BSc, KNUST, 2016.
Irina Volkova - PhD student (started Fall 2022). Floral maps. BS in Biology, University of Wyoming, 2019.

Undergraduate researchers
Claire Moreau - Watkins Scholar, mentored by Kofi (thermal assays)
Anjali Sen - Biology BS, mentored by Irina (image annotation)

RECENT PAPERS

Te Aroha, H., R. Karimi, and K. Mensah-Boateng. 2024. Earlier snowmelt decouples flowering and bee emergence. Ecology 105:e4400.
"""


def test_a_lab_named_by_a_two_word_surname_has_its_head_as_owner(tmp_path):
    claims = _claims(tmp_path, _SITE, "lab.txt")
    owners = [c.name for c in claims if getattr(c, "is_owner", False)]
    # (not "Te Aroha" of a paper's "Te Aroha, H.": the lab's own name)
    assert owners and owners[0] == "Hinemoa Te Aroha"


def test_a_capitals_pages_people_list_keeps_its_plain_case_parts(tmp_path):
    sups = {(c.advisor, c.advisee, c.level) for c in _claims(tmp_path, _SITE, "lab.txt") if isinstance(c, Supervision)}
    # "Graduate students" after "Postdoc" under "PEOPLE": its students are at their own level, not postdocs
    assert (OWNER, "Kofi Mensah-Boateng", "PhD") in sups
    assert not any(s == "Kofi Mensah-Boateng" and level == "Postdoc" for _, s, level in sups)


def test_an_undergraduate_mentored_by_a_graduate_student_named_by_first_name(tmp_path):
    sups = {(c.advisor, c.advisee) for c in _claims(tmp_path, _SITE, "lab.txt") if isinstance(c, Supervision)}
    assert ("Kofi Mensah-Boateng", "Claire Moreau") in sups and ("Irina Volkova", "Anjali Sen") in sups
    assert (OWNER, "Claire Moreau") not in sups


def test_a_current_students_later_year_is_an_earlier_degrees(tmp_path):
    found = {(c.advisee, c.start, c.end) for c in _claims(tmp_path, _SITE, "lab.txt")
             if isinstance(c, Supervision) and c.advisor == OWNER}
    # "(2021- ) ... BSc, KNUST, 2016": a student since 2021, not one who finished in 2016
    assert ("Kofi Mensah-Boateng", 2021, None) in found
    assert ("Irina Volkova", 2022, None) in found


# A Spanish research group's page in English: the leader among the staff, each defended thesis with its directors
_GROUP = """Environmental Electrochemistry Research Group (GEEA)

GEEA is a research group of the Department of Chemical Engineering of the University of Levante.

Members

Permanent academic staff

Prof. Dr. Ramón Ibarra Solís — Catedrático de Universidad (Full Professor) · Group leader (IP)
ribarra@ulevante.es

PhD in Chemistry from the Universidad de Alicante (1996).

Dra. Laia Ferrer Casals — Profesora Titular de Universidad (Associate Professor)
lferrer@ulevante.es

Doctoral theses defended

  • Julia Navarro Peña (2023). Electro-Fenton processes with gas-diffusion cathodes. Directors: Dr. Ramón Ibarra Solís and Dra. Laia Ferrer Casals. Sobresaliente cum laude.
  • Hugo Sáez Vera (2019). Phosphorus recovery as struvite. Directors: Dr. R. Ibarra Solís and Dr. Marcos Gil Pardo (CEBAS-CSIC).
"""


def test_a_member_card_that_names_the_group_leader_is_the_owner(tmp_path):
    claims = _claims(tmp_path, _GROUP, "group.txt")
    assert [c.name for c in claims if getattr(c, "is_owner", False)][:1] == ["Ramón Ibarra Solís"]
    # (one card's "Group leader" among several cards: not every member's)
    assert not any(getattr(c, "is_owner", False) and c.name == "Laia Ferrer Casals" for c in claims)


def test_permanent_academic_staff_are_no_ones_students(tmp_path):
    from labgraph.sections import classify_heading
    assert classify_heading("Permanent academic staff") == classify_heading("Academic staff")
    sups = {(c.advisor, c.advisee) for c in _claims(tmp_path, _GROUP, "group.txt") if isinstance(c, Supervision)}
    assert not any(s == "Laia Ferrer Casals" for _, s in sups)


def test_a_thesis_with_its_directors(tmp_path):
    sups = {(c.advisor, c.advisee) for c in _claims(tmp_path, _GROUP, "group.txt") if isinstance(c, Supervision)}
    # "Directors: A and B": both of them (the plural of the Spanish "director de tesis")
    assert ("Laia Ferrer Casals", "Julia Navarro Peña") in sups
    assert ("Marcos Gil Pardo", "Hugo Sáez Vera") in sups


def test_a_groups_field_is_no_persons_name():
    from labgraph.names import looks_like_name
    assert not looks_like_name("Quantum Materials Spectroscopy")
    assert not looks_like_name("Electron Microscopy")
    assert looks_like_name("Ruxandra Ionescu-Baumann")


def test_a_header_line_of_the_name_then_its_units(tmp_path):
    text = ("Quantum Materials Spectroscopy\n"
            "Prof. Ruxandra Ionescu · Department of Quantum Matter Physics · University of Geneva\n\n"
            "Publications\n\n  • R. Ionescu, “Strain in cuprates”, Phys. Rev. B 1, 2 (2024).\n")
    claims = _claims(tmp_path, text, "pubs.txt")
    assert [c.name for c in claims if getattr(c, "is_owner", False)][:1] == ["Ruxandra Ionescu"]
    orgs = {c.org for c in claims if isinstance(c, Affiliation) and c.person == OWNER}
    assert {"Department of Quantum Matter Physics", "University of Geneva"} <= orgs
    # (a table's row in the header, "| Name | Role |", names no one before its cells)
    from labgraph.extract.career import _after_named
    assert _after_named("| Name | Role |") == "| Name | Role |"


# A postdoc's GitHub profile README: the story in first-person bullets after emoji
_README = """# Ana Ruiz Soto

### About me

I'm **Ana Ruiz Soto**, a postdoc who builds methods for single-cell data.

- 🔭 Since March 2023 I've been a **Postdoctoral Researcher** in the [Berg Lab](https://berglab.org) at Heidelberg University, working with **Prof. Dr. Anna Berg** on niches.
- 💶 My postdoc is funded by an **EMBO Postdoctoral Fellowship** (ALTF 412-2023).
- 🎓 I did my **PhD in Bioinformatics at the Technical University of Munich (TUM)**, finished in 2022, supervised by Prof. Raj Iyer.
- 🏥 Before that: MSc in Biomedical Engineering at Universidad de Chile (2017) and a BSc in Biochemistry from Universidad de Concepción (2014).
- 🌱 Currently learning: Rust.
"""


def test_a_readmes_first_person_bullets_tell_the_owners_story(tmp_path):
    claims = _claims(tmp_path, _README, "README.md")
    degrees = {(c.degree, c.institution, c.end) for c in claims if isinstance(c, Education) and c.person == OWNER}
    assert ("PhD", "Technical University of Munich", 2022) in degrees
    # "Before that: MSc in X at Y (2017) and a BSc in Z from W (2014)": the earlier degrees, no verb needed
    assert ("MSc", "Universidad de Chile", 2017) in degrees and ("BSc", "Universidad de Concepción", 2014) in degrees
    from labgraph.model import Position
    assert any(isinstance(c, Position) and c.person == OWNER and c.title == "Postdoctoral Researcher" for c in claims)
    # (a bullet that is no story of the owner's, "Currently learning: Rust", gives no job)
    assert not any(isinstance(c, Position) and "Rust" in (c.org or "") for c in claims)


def test_a_fellowship_that_funds_the_owner(tmp_path):
    awards = {(c.person, c.name) for c in _claims(tmp_path, _README, "README.md") if isinstance(c, Award)}
    assert (OWNER, "EMBO Postdoctoral Fellowship") in awards
    # ("funded by the National Science Foundation": a funder, no honour)
    text = "# Ana Ruiz\n\n### About me\n\nThe project is funded by the National Science Foundation.\n"
    assert not [c for c in _claims(tmp_path, text, "README.md") if isinstance(c, Award)]


def test_a_members_story_and_the_honour_of_their_work(tmp_path):
    text = ("Femke de Vries\n\nPostdoctoral Researchers\n\nDr. Kwesi Mensah-Bonsu\n"
            "Kwesi joined the lab in 2021 after a PhD in Microbiology at the University of Ghana. He works on phages and "
            "is funded by a Marie Curie Postdoctoral Fellowship.\n\n"
            "PhD students\n\nTsegaye Alemu Bekele - PhD candidate\nMele Fifita - PhD student\n\n"
            "Mele holds an NSF Graduate Research Fellowship (2021); Tsegaye's fieldwork is funded by an ELDP "
            "Individual Graduate Scholarship (2022).\n")
    awards = {(c.person, c.name) for c in _claims(tmp_path, text, "people.txt") if isinstance(c, Award)}
    assert ("Kwesi Mensah-Bonsu", "Marie Curie Postdoctoral Fellowship") in awards
    assert ("Tsegaye Alemu Bekele", "ELDP Individual Graduate Scholarship") in awards
    assert not any(person == OWNER for person, _ in awards)


def test_where_one_studied_and_went_for_a_doctorate(tmp_path):
    text = ("Dorota Hale\nProfessor of Inorganic Chemistry, University of Glasgow\n\n"
            "Dorota grew up in Kraków and studied chemistry at the Jagiellonian University (MSc 2006). She moved to "
            "ETH Zürich for her doctorate, which she completed in 2010 under the supervision of Prof. Anselm Kägi.\n")
    degrees = {(c.degree, c.institution, c.end) for c in _claims(tmp_path, text, "bio.txt")
               if isinstance(c, Education) and c.person == OWNER}
    assert ("MSc", "Jagiellonian University", 2006) in degrees
    assert ("PhD", "ETH Zürich", 2010) in degrees
    # ("studied history at the University of X (1998–2002)": years, no degree named)
    text = "Jo Roe\nProfessor, University of Glasgow\n\nJo studied history at the University of York (1998 2002).\n"
    assert not [c for c in _claims(tmp_path, text, "bio.txt") if isinstance(c, Education) and c.end == 2002]


def test_a_labelled_line_of_honours_theses_of_named_students(tmp_path):
    text = ("Mira Kovac\n\nADVISING\n\nCurrent students: Aiyana Red (primary advisor)\n"
            "Dartmouth College: senior honors theses of Rachel Ostrow (2011) and Kofi Bonsu (2012)\n")
    sups = {(c.advisee, c.level, c.end) for c in _claims(tmp_path, text, "cv.txt")
            if isinstance(c, Supervision) and c.advisor == OWNER}
    assert ("Rachel Ostrow", "Bachelor", 2011) in sups and ("Kofi Bonsu", "Bachelor", 2012) in sups


def test_the_professors_brief_cv_among_the_staff(tmp_path):
    from labgraph.model import Position
    from labgraph.sections import heading_kind
    claims = _claims(tmp_path, _LAB, "lab.html")
    posts = {(c.person, c.title, c.org, c.start) for c in claims if isinstance(c, Position)}
    # "Prof. Kenta Hoshida - brief CV" over "2010.4-  Professor, Department of Physics, Kyushu University": his
    assert (OWNER, "Professor", "Kyushu University", 2010) in posts
    degrees = {(c.person, c.degree) for c in claims if isinstance(c, Education)}
    assert (OWNER, "BSc") in degrees
    # (a PDF's running header on each page is no part of the CV of its own)
    assert heading_kind("J. Roe — Curriculum Vitae") is None
    assert heading_kind("Prof. Kenta Hoshida - brief CV") == "positions"


def test_the_staff_after_the_professors_cv_are_their_own(tmp_path):
    text = _LAB.replace("<h2>Students</h2>", "<h4>Assoc. Prof. Aya Miura</h4><p>Ph.D., Osaka University (2009). "
                        "Assistant Professor at Kyushu University from 2011.</p><h2>Students</h2>")
    claims = _claims(tmp_path, text, "lab.html")
    degrees = {(c.person, c.degree, c.institution) for c in claims if isinstance(c, Education)}
    assert ("Aya Miura", "PhD", "Osaka University") in degrees
    assert (OWNER, "PhD", "Osaka University") not in degrees


def test_a_doctorates_distinction_is_no_place_of_study(tmp_path):
    claims = _claims(tmp_path, _GROUP.replace("Sobresaliente cum laude.", "Sobresaliente cum laude, International "
                                                                           "Doctorate Mention."), "group.txt")
    assert not any(isinstance(c, Education) and c.institution and "Mention" in c.institution for c in claims)
    assert ("Laia Ferrer Casals", "Julia Navarro Peña") in {(c.advisor, c.advisee) for c in claims
                                                             if isinstance(c, Supervision)}
