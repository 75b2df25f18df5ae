"""Session-17 rules: a list of defended theses written as records (a year and a name, then indented "Advisor:",
"Thesis:" and "First position:" fields whose values wrap onto deeper-indented lines)."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Award, Education, Position, Publication, Supervision


def extracted(tmp_path, text, name="doc.txt"):
    """The extraction of a text read as a file of that name."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


THESES = """\
ORAVA UNIVERSITY - DEPARTMENT OF MATHEMATICS

                 DOCTORAL THESES DEFENDED 2015-2024

Family names of Slovak candidates are in capitals, family name first.

2015  ŠTEFANKO Ľubomír
      Advisor:        Dr. Kováč Peter
      Thesis:         Minimal generating sets of transformation semigroups
      First position: assistant professor, Faculty of Science, Orava University

2017  Ines Marchetti  (Italy)
      Advisors:       Kováč Peter; co-adv. Zajac Mária
      Thesis:         Tropical curves with prescribed degenerations and their
                      moduli over non-archimedean fields
      First position: data analyst, Tatra Banka, Bratislava

2019  ÁDÁM Réka
      Advisor:        Zajac Mária
      Thesis:         Sieve methods for prime values of binary quadratic
                      forms: explicit bounds
      First position: postdoctoral researcher, Max Planck Institute for
                      Mathematics (2019-2021)
"""


def test_a_records_name_line_and_indented_fields_are_one_graduate(tmp_path):
    claims = extracted(tmp_path, THESES).claims
    got = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    # the family name in capitals with an accented letter after it still starts a record ("ÁDÁM Réka")
    assert ("Kováč Peter", "ŠTEFANKO Ľubomír") in got
    assert ("Zajac Mária", "ÁDÁM Réka") in got
    assert ("Zajac Mária", "Ines Marchetti") in got
    # the indented "Advisor: Dr. X" is the record's, not the page owner's own advisor; a first position's employer
    # is no student
    assert not any(OWNER in pair for pair in got)
    assert not any("Tatra" in advisee or "Max Planck" in advisee for _, advisee in got)


def test_a_records_thesis_field_is_the_graduates_work_with_its_wrapped_lines(tmp_path):
    claims = extracted(tmp_path, THESES).claims
    papers = {c.title: c for c in claims if isinstance(c, Publication)}
    wrapped = papers["Tropical curves with prescribed degenerations and their moduli over non-archimedean fields"]
    assert wrapped.authors == ("Ines Marchetti",) and wrapped.year == 2017
    # a wrapped line with a colon in it ("forms: explicit bounds") continues the title, no field of its own
    assert "Sieve methods for prime values of binary quadratic forms: explicit bounds" in papers


def test_a_records_first_position_field_is_where_the_graduate_went(tmp_path):
    claims = extracted(tmp_path, THESES).claims
    posts = {(c.person, c.title, c.org, c.start, c.end) for c in claims if isinstance(c, Position)}
    assert ("Ines Marchetti", "data analyst", "Tatra Banka", None, None) in posts     # (without the town)
    assert ("ÁDÁM Réka", "postdoctoral researcher", "Max Planck Institute for Mathematics", 2019, 2021) in posts
    affiliations = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("ŠTEFANKO Ľubomír", "Faculty of Science") in affiliations
    assert ("ŠTEFANKO Ľubomír", "Orava University") in affiliations


SEMINARS = """\
<html><head><title>Applied Mathematics Seminar Series | School of Mathematics - Fenwick University</title></head>
<body><main>
<h1>Applied Mathematics Seminar Series</h1>
<p>Seminars run on Tuesdays at 2pm in the Harland Building, room 1.04. All welcome.</p>
<p>Tue 4 Feb 2025, 2:00pm</p>
<h3>Thin films on rotating cones</h3>
<p>Dr Ingrid Sæther, Department of Mathematics, University of Tromsø</p>
<h4>Abstract</h4>
<p>We study the drainage of a thin viscous film on a rotating cone and find a family of similarity solutions.</p>
<h4>Speaker bio</h4>
<p>Ingrid received her PhD in Applied Mathematics from the University of Bergen in 2016. She was a postdoc at the
University of Oxford with Prof. Malcolm Reeve (2016–2019) and holds a Research Council of Norway Young Research
Talent grant.</p>
<p>Tue 11 Feb 2025, 2:00pm</p>
<h3>Pattern formation in bacterial biofilms</h3>
<p>João Pedro dos Santos, PhD candidate, School of Mathematics, Fenwick University</p>
<h4>Abstract</h4>
<p>Biofilms wrinkle as they grow. We derive a reduced model for their growth on soft substrates.</p>
<h4>Speaker bio</h4>
<p>João is a second-year PhD candidate supervised by Professor Alison Brook and Dr Kwame Asante. He completed his MSc
in Mathematics at the University of Lisbon in 2023.</p>
</main></body></html>
"""


def test_a_speakers_bio_led_by_a_first_name_is_about_the_speaker_named_above_it(tmp_path):
    claims = extracted(tmp_path, SEMINARS, "seminars.html").claims
    got = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    # "João is a second-year PhD candidate supervised by A and B", under the card "João Pedro dos Santos, ..."
    assert ("Alison Brook", "João Pedro dos Santos") in got and ("Kwame Asante", "João Pedro dos Santos") in got
    assert ("Malcolm Reeve", "Ingrid Sæther") in got        # her postdoc, named in the bio under her card
    degrees = {(c.person, c.institution) for c in claims if isinstance(c, Education)}
    assert ("Ingrid Sæther", "University of Bergen") in degrees
    assert ("João Pedro dos Santos", "University of Lisbon") in degrees
    # the page's title ("Applied Mathematics Seminar Series") is no one: no fact is about it
    people = {getattr(c, f) for c in claims for f in ("person", "advisor", "advisee") if hasattr(c, f)}
    assert not any("Seminar" in p for p in people) and OWNER not in people


FELLOWS = """\
<html><body><main>
<h1>Meet the 2025 Harrow Trust Research Fellows</h1>
<p>The Harrow Trust is pleased to announce five new fellows in marine science. Fellowships start in October 2025.</p>
<h2>2025 Fellows</h2>
<p>Dr. Aino Väisänen</p>
<ul><li>PhD: Oceanography, University of Helsinki (2023)</li>
<li>Host: Scottish Association for Marine Science, University of the Highlands and Islands</li>
<li>Mentor: Dr. Fergus Mackay</li>
<li>Project: Winter mixing and nutrient supply in Scottish sea lochs</li></ul>
<p>Aino studies the physics of fjords and has sailed on eleven research cruises.</p>
<p>Dr. Tendai Moyo</p>
<ul><li>PhD: Marine Biology, Rhodes University (2022)</li>
<li>Host: Plymouth Marine Laboratory</li>
<li>Mentor: Prof. Hannah Cole</li>
<li>Project: Microplastic ingestion by copepods under warming</li></ul>
<p>Tendai previously worked as a fisheries observer in Namibia.</p>
</main></body></html>
"""


def test_a_name_over_labelled_lines_heads_a_block_of_that_persons_facts(tmp_path):
    claims = extracted(tmp_path, FELLOWS, "fellows.html").claims
    got = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    assert ("Fergus Mackay", "Aino Väisänen") in got and ("Hannah Cole", "Tendai Moyo") in got
    degrees = {(c.person, c.degree, c.institution, c.end) for c in claims if isinstance(c, Education)}
    assert ("Aino Väisänen", "PhD", "University of Helsinki", 2023) in degrees
    assert ("Tendai Moyo", "PhD", "Rhodes University", 2022) in degrees
    # "Host: X, Y": where the fellow works
    affiliations = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("Aino Väisänen", "Scottish Association for Marine Science") in affiliations
    assert ("Tendai Moyo", "Plymouth Marine Laboratory") in affiliations
    # "PhD: Oceanography, University of Helsinki (2023)" in a bulleted list is a degree, not a work
    assert not [c for c in claims if isinstance(c, Publication)]


CV_ES = """\
CURRICULUM VITAE (versión breve)

Dr. Joaquín Salas Montero
Investigador Titular A — Laboratorio de Limnología
Instituto de Investigaciones Lacustres (IIL)

1. DATOS GENERALES

Nacionalidad: chilena.

2. FORMACIÓN ACADÉMICA

2004–2008   Doctorado en Ciencias Ambientales
            Universidad de Concepción. Director de tesis: Dr. Ramiro Fuentes Vial.
2001–2003   Maestría en Ciencias (Limnología)
            Universidad Austral de Chile, Valdivia.

3. DISTINCIONES Y PREMIOS

2015   Premio a la trayectoria temprana en Limnología, Sociedad Chilena de Limnología.

4. FORMACIÓN DE RECURSOS HUMANOS – DIRECCIÓN DE TESIS

Doctorado
  1. Paula Andrea Riquelme Soto. "Dinámica del fósforo en lagos someros del sur de Chile".
     Doctorado en Ciencias Ambientales, Universidad de Concepción. 2014–2018 (examen de grado:
     12/05/2018). Codirectora: Dra. Inés Barros Lagos (Universidad de La Frontera).

Maestría
  2. Tomás Ignacio de la Fuente Rojas. "Zooplancton de lagunas costeras". Maestría en Ciencias,
     Universidad Austral de Chile. 2016–2018.

5. PRODUCCIÓN CIENTÍFICA

  1. Riquelme-Soto, P.A.*, Salas-Montero, J. y Barros-Lagos, I. (2019). Phosphorus release from
     sediments of shallow lakes under warming. Limnologica, 78: 125701.
  2. Salas-Montero, J. y Fuentes-Vial, R. (2009). Seasonal mixing in a deep Andean lake.
     Hydrobiologia, 630: 1–14.
"""


def test_a_spanish_cvs_numbered_headings_students_and_articles(tmp_path):
    result = extracted(tmp_path, CV_ES, "cv.txt")
    claims = result.claims
    got = {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
    # "Doctorado" / "Maestría" over numbered entries; the owner directed each thesis, the "Codirectora:" line on the
    # entry's wrapped lines co-directed hers (and is no student of the owner)
    assert (OWNER, "Paula Andrea Riquelme Soto", "PhD") in got
    assert ("Inés Barros Lagos", "Paula Andrea Riquelme Soto", "PhD") in got
    assert (OWNER, "Tomás Ignacio de la Fuente Rojas", "Master") in got
    assert not any(advisee == "Inés Barros Lagos" for _, advisee, _ in got)
    degrees = {(c.person, c.degree, c.institution) for c in claims if isinstance(c, Education)}
    assert (OWNER, "PhD", "Universidad de Concepción") in degrees      # "Doctorado en Ciencias Ambientales"
    assert (OWNER, "MSc", "Universidad Austral de Chile") in degrees    # "Maestría en Ciencias"
    # "A, P.A.*, B, J. y C, I. (2019). Title. Journal": "y" joins the last author
    papers = {c.title: c.authors for c in claims if isinstance(c, Publication)}
    assert papers["Phosphorus release from sediments of shallow lakes under warming"] == \
        ("Riquelme-Soto P.A.", "Salas-Montero J.", "Barros-Lagos I.")
    assert papers["Seasonal mixing in a deep Andean lake"] == ("Salas-Montero J.", "Fuentes-Vial R.")
    # under "CURRICULUM VITAE (versión breve)" the name line is the CV's owner
    owners = [c.name for c in claims if getattr(c, "is_owner", False)]
    assert owners == ["Joaquín Salas Montero"]


STAFF = """\
<html><body><main>
<h1>Department of Crop Science – Academic Staff</h1>
<p>The Department of Crop Science is one of three departments in the School of Agriculture.</p>
<p>Prof. Grace Wambui Njoroge</p>
<p>Professor &amp; Head of Department</p>
<p>Qualifications: PhD (Nairobi), MSc Plant Breeding (Wageningen), BSc (Hons) (Egerton, 1996)</p>
<p>Research interests: Sorghum breeding; drought tolerance.</p>
<p>Selected publications:</p>
<ul><li>Njoroge, G. W., &amp; Otieno, D. A. (2021). Drought tolerance of sorghum landraces in eastern Kenya. Field Crops Research, 270, 108201.</li></ul>
<p>Dr. Daniel Ayub Otieno</p>
<p>Lecturer</p>
<p>Qualifications: PhD Agronomy (Reading, UK), MSc (Makerere)</p>
<p>Selected publications:</p>
<ul><li>Otieno, D. A., Kamau, J., &amp; Njoroge, G. W. (2023). Intercropping sorghum with cowpea in semi-arid Kenya. Agricultural Systems, 204, 103551.</li></ul>
</main></body></html>
"""


def test_a_staff_pages_qualifications_line_gives_each_members_degrees(tmp_path):
    claims = extracted(tmp_path, STAFF, "staff.html").claims
    degrees = {(c.person, c.degree, c.institution, c.field, c.end) for c in claims if isinstance(c, Education)}
    # each card's degrees are its member's, the place in brackets as written (often the university's town)
    assert ("Grace Wambui Njoroge", "PhD", "Nairobi", None, None) in degrees
    assert ("Grace Wambui Njoroge", "MSc", "Wageningen", "Plant Breeding", None) in degrees
    assert ("Grace Wambui Njoroge", "BSc", "Egerton", None, 1996) in degrees
    # (the second card stands in the section of the first card's "Selected publications:")
    assert ("Daniel Ayub Otieno", "PhD", "Reading", "Agronomy", None) in degrees
    assert ("Daniel Ayub Otieno", "MSc", "Makerere", None, None) in degrees
    assert not any(person == OWNER for person, *_ in degrees)


def test_names_with_particles_and_words_of_organisations_in_other_languages():
    from labgraph.names import looks_like_name
    assert looks_like_name("Karla Sofía Hernández de la Rosa")      # six words, two of them particles
    assert looks_like_name("Tomás Ignacio de la Fuente Rojas")
    assert not looks_like_name("Henrike Adelaide van Oosterhout FRSC OC")   # post-nominal letters: no longer a name
    assert not looks_like_name("Simposio de la Asociación Española de Economía")
    assert not looks_like_name("Statistics Seminar Series")
    assert looks_like_name("Nguyễn Văn An") and not looks_like_name("An Overview")     # a later "An" is a name's


ROSTER = """\
<html><body><main>
<h1>Grupo de Ecología Acuática</h1>
<h2>Miembros</h2>
<table>
<tr><th>Nombre</th><th>Categoría</th><th>Contacto</th></tr>
<tr><td>Dra. María del Carmen Ruiz de la Torre</td><td>Profesora Titular de Universidad</td><td>mcruiz@example.es</td></tr>
<tr><td>Dr. Andrés Gil Pozo</td><td>Investigador Ramón y Cajal (desde 2021)</td><td>agil@example.es</td></tr>
<tr><td>Dra. Elena Marín Soto</td><td>Profesora Contratada Doctora</td><td>emarin@example.es</td></tr>
</table>
</main></body></html>
"""


def test_a_roster_under_a_spanish_members_heading_is_no_ones_page(tmp_path):
    from labgraph.sections import classify_heading
    assert classify_heading("Miembros") == "students"         # "Members"
    result = extracted(tmp_path, ROSTER, "grupo.html")
    owners = [c.name for c in result.claims if getattr(c, "is_owner", False)]
    assert owners == []                                       # "Grupo de Ecología Acuática" is a group, no person


def test_a_rank_naming_a_university_in_brackets_is_no_organisation_of_the_member():
    from labgraph.extract.supervision import _visitor
    from labgraph.model import Line
    entry = ("María del Carmen Ruiz de la Torre",
             [Line(3, "Dra. María del Carmen Ruiz de la Torre (Profesora Titular de Universidad)")])
    assert not list(_visitor("x.html", entry))
    entry = ("Ana Lima", [Line(3, "Prof. Ana Lima (Universidade de Lisboa), visiting professor, spring 2024")])
    assert ("Ana Lima", "Universidade de Lisboa") in {(c.person, c.org) for c in _visitor("x.html", entry)
                                                      if isinstance(c, Affiliation)}


TITLE_PAGE = """\
Fatigue of Bonded Joints in Timber Bridges

ERIK SANDVIK

Doctoral Thesis in Civil Engineering
Chalmers University of Technology
Gothenburg, Sweden 2025

Main supervisor:     Professor Karin Holm, Chalmers University of Technology, Sweden
Co-supervisors:      Dr. Lars Öberg, Chalmers University of Technology, Sweden
                     Dr. Maja Lindgren, Trätek Konsult AB, Borås, Sweden
Faculty opponent:    Professor Anton Weiss, Technische Universität München, Germany
"""


def test_a_title_pages_supervisor_labels_with_values_in_a_column(tmp_path):
    claims = extracted(tmp_path, TITLE_PAGE, "thesis.txt").claims
    got = {(c.advisor, c.advisee, c.role) for c in claims if isinstance(c, Supervision)}
    assert ("Karin Holm", OWNER, None) in got
    # the second co-supervisor stands alone in the value column under the first: a co-supervisor too, no student
    assert ("Lars Öberg", OWNER, "co-supervisor") in got and ("Maja Lindgren", OWNER, "co-supervisor") in got
    assert not any(advisor == OWNER for advisor, _, _ in got)
    affiliations = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("Maja Lindgren", "Trätek Konsult AB") in affiliations
    assert not any(org == "Borås" for _, org in affiliations)       # (a town after the company)


THESES_TABLE = """\
Prof. Dr. Leyla Arslan

Supervised Theses

# | Student | Thesis Title | Degree | Year | Now
1 | Deniz Öztürk | Wake dynamics behind porous cylinders | MSc | 2012 | –
2 | Selin Aydın | Vortex shedding control with plasma actuators (co-advisor: Dr. Hüseyin Koç) | PhD | 2018 | Lecturer, Ege University
"""


def test_a_numbered_table_of_supervised_theses_with_a_degree_column(tmp_path):
    claims = extracted(tmp_path, THESES_TABLE, "theses.txt").claims
    got = {(c.advisor, c.advisee, c.level, c.end) for c in claims if isinstance(c, Supervision)}
    # "# | Student | ...": a table's header, no heading; the degree column gives each thesis's level
    assert (OWNER, "Deniz Öztürk", "Master", 2012) in got
    assert (OWNER, "Selin Aydın", "PhD", 2018) in got
    # the co-advisor in the title's cell co-advised that student, not the page's owner
    assert ("Hüseyin Koç", "Selin Aydın") in {(a, b) for a, b, _, _ in got}
    assert not any(advisee == OWNER for _, advisee, _, _ in got)
    posts = {(c.person, c.title, c.org) for c in claims if isinstance(c, Position)}
    assert ("Selin Aydın", "Lecturer", "Ege University") in posts


IEEE_BIOS = """\
IEEE TRANSACTIONS ON POWER SYSTEMS, VOL. 41, NO. 3, MAY 2026        2211

Frequency Support From Aggregated Heat Pumps in
Weak Distribution Grids

Maren Dahl , Student Member, IEEE, and Olav Brekke , Senior Member, IEEE

   Abstract—We show that aggregated heat pumps can provide primary frequency support ...

                        Maren Dahl (Student Member, IEEE) received the M.Sc. degree in energy and environmental
engineering from the Norwegian University of Science and Technology (NTNU), Trondheim, Norway, in 2021.

   She is currently working toward the Ph.D. degree with the Department of Electric Energy, NTNU, under the supervision of Prof. O. Brekke.

   Ms. Dahl was the recipient of the Best Poster Award at the 2024 IEEE PES ISGT Europe.

                        Olav Brekke (Senior Member, IEEE) received the Ph.D. degree in electrical engineering from
the University of Strathclyde, Glasgow, U.K., in 2003.

   From 2003 to 2008, he was a Research Scientist with SINTEF Energy Research, Trondheim. Since 2008, he has been a
Professor with the Department of Electric Energy, NTNU.
"""


def test_an_articles_author_biographies_run_on_over_their_paragraphs(tmp_path):
    claims = extracted(tmp_path, IEEE_BIOS, "bios.txt").claims
    # "Name (Member, IEEE) received ..." opens each biography; the paragraphs after it ("She is currently ...",
    # "Ms. Dahl was ...", "From 2003 to 2008, he was ...") are that author's
    got = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    assert ("O. Brekke", "Maren Dahl") in got
    posts = {(c.person, c.org) for c in claims if isinstance(c, Position)}
    assert ("Olav Brekke", "SINTEF Energy Research") in posts
    awards = {(c.person, c.name) for c in claims if isinstance(c, Award)}
    assert ("Maren Dahl", "Best Poster Award") in awards
    # and the page, a paper's, is no one's: its title's last line ("Weak Distribution Grids") names no one
    people = {getattr(c, f) for c in claims for f in ("person", "advisor", "advisee") if hasattr(c, f)}
    assert OWNER not in people and not any(getattr(c, "is_owner", False) for c in claims)


GENEALOGY = """\
GenTree academic genealogy export: descendant tree (plain text)
Legend   [G] grad student   [P] postdoc   (co) co-advised with

TREE

Margarethe Lindqvist  (1931–2014)
    Ph.D. 1959, Uppsala University   (advisor: Nils Ekström)
    → Professor, Department of Chemistry, Stockholm University, 1970–1996
    |
    +-- [G] Per Almgren
    |       Ph.D. 1975, Stockholm University   (co) Karin Wallin
    |       → Senior Scientist, Astra AB, 1976–1998
    |       |
    |       +-- [P] Hanna Berg
    |               postdoc 1990–1992, Astra AB
    |
    +-- [G] Sofia Nordin
            Ph.D. candidate, Stockholm University, 2022–   (in progress)
"""


def test_a_genealogy_trees_ascii_branches_and_each_nodes_own_lines(tmp_path):
    claims = extracted(tmp_path, GENEALOGY, "tree.txt").claims
    got = {(c.advisor, c.advisee, c.level, c.role) for c in claims if isinstance(c, Supervision)}
    # (the root, the page's first name, is its owner)
    root = OWNER if any(getattr(c, "is_owner", False) and c.name == "Margarethe Lindqvist" for c in claims) \
        else "Margarethe Lindqvist"
    got = {tuple(root if x == "Margarethe Lindqvist" else x for x in row) for row in got}
    # "+--" branches under the root's name at the margin (its own lines between): each branch a student of the node
    # above it, "[P]" a postdoc; "(co) X" under a node co-advised it; "(advisor: X)" advised the root
    assert (root, "Per Almgren", "PhD", None) in got
    assert (root, "Sofia Nordin", "PhD", None) in got
    assert ("Per Almgren", "Hanna Berg", "Postdoc", None) in got
    assert ("Karin Wallin", "Per Almgren", "PhD", "co-supervisor") in got
    assert ("Nils Ekström", root) in {(a, b) for a, b, _, _ in got}
    degrees = {(c.person, c.degree, c.institution, c.end) for c in claims if isinstance(c, Education)}
    assert ("Per Almgren", "PhD", "Stockholm University", 1975) in degrees
    assert ("Sofia Nordin", "PhD", "Stockholm University", None) in degrees      # (in progress)
    posts = {(c.person, c.title, c.org, c.start, c.end) for c in claims if isinstance(c, Position)}
    assert ("Per Almgren", "Senior Scientist", "Astra AB", 1976, 1998) in posts


VN_PROFILE = """\
PGS.TS. Trần Quốc Bảo | Faculty of Mechanical Engineering | HCMUT

Full name: | Trần Quốc Bảo
Current post: | Associate Professor, Department of Fluid Mechanics

1. Education

  • 2012 – Ph.D. in Mechanical Engineering, Tohoku University, Japan. Supervisor: Prof. Kenji Sato.
  • 2006 – B.Eng. in Mechanical Engineering, Ho Chi Minh City University of Technology.

2. Students supervised

  • Lê Minh Tâm (PhD, 2015–2020), co-supervised with Dr. Phan Văn Hùng.

3. Awards and scholarships

  • Japanese Government (MEXT) Scholarship, 2009–2012
"""


def test_numbered_headings_in_words_and_vietnamese_titles_before_a_name(tmp_path):
    from labgraph.sections import heading_kind
    assert heading_kind("1. Education") == "education" and heading_kind("2. Students supervised") == "students"
    assert heading_kind("2. Atlas") is None                    # (a numbered item of no section's words)
    claims = extracted(tmp_path, VN_PROFILE, "profile.txt").claims
    owners = [c.name for c in claims if getattr(c, "is_owner", False)]
    assert owners == ["Trần Quốc Bảo"]                          # "PGS.TS.": associate professor, doctor
    got = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    assert ("Kenji Sato", OWNER) in got and (OWNER, "Lê Minh Tâm") in got and ("Phan Văn Hùng", "Lê Minh Tâm") in got
    awards = {c.name for c in claims if isinstance(c, Award)}
    assert any("MEXT" in a for a in awards)


EMPLOYER_OVER_POSTS = """\
                 Prof. Dr. Eng. Tarek Mahmoud El-Sayed
   Professor of Hydraulics, Irrigation Department, Ain Shams University

ACADEMIC POSITIONS

   Ain Shams University, Faculty of Engineering, Irrigation and Hydraulics Department
   - Demonstrator ............... Sept. 1992 - Aug. 1996
   - Associate Professor, 2006 - 2012
   - Professor of Hydraulics, 2012 - present

THESES SUPERVISED

   1. Eng. Dina Hassan Fathy, "Scour around Bridge Piers in Cohesive Beds", 2010. Co-supervisor: Prof. Dr. Adel Fouad Mourad.
"""


def test_an_employer_over_its_posts_and_an_engineers_title(tmp_path):
    claims = extracted(tmp_path, EMPLOYER_OVER_POSTS, "cv.txt").claims
    owners = [c.name for c in claims if getattr(c, "is_owner", False)]
    assert owners == ["Tarek Mahmoud El-Sayed"]             # "Prof. Dr. Eng.": titles before the name
    posts = {(c.title, c.start, c.end) for c in claims if isinstance(c, Position) and c.person == OWNER}
    # each post under "Ain Shams University, Faculty of Engineering, X Department" is a post there, with its years
    assert {("Demonstrator", 1992, 1996), ("Associate Professor", 2006, 2012), ("Professor of Hydraulics", 2012, None)} <= posts
    affiliations = {c.org for c in claims if isinstance(c, Affiliation) and c.person == OWNER}
    assert "Ain Shams University" in affiliations
    got = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    assert (OWNER, "Dina Hassan Fathy") in got and ("Adel Fouad Mourad", "Dina Hassan Fathy") in got


INTERVIEW = """\
<html><head><title>“Follow the isotopes”: a conversation with Ingeborg Salvesen | Tromsø Review</title></head><body><main>
<h1>“Follow the isotopes”</h1>
<p>Ingeborg Salvesen is a professor of geochemistry at UiT The Arctic University of Norway.</p>
<p><strong>Where did it start?</strong></p>
<p>I did my PhD at ETH Zürich under the supervision of Beat Zimmerli, and I defended in 2001.</p>
<p><strong>Who trained with you?</strong></p>
<p>Marta Kowalczyk was co-supervised by Lars Eide from the Department of Physics; she defended her PhD in 2015.</p>
<p>Two of my current PhD students, Ole Brandvik and Sunniva Lie, work on glacial meltwater.</p>
</main></body></html>
"""


def test_an_interviews_answers_are_its_interviewees_own_words(tmp_path):
    claims = extracted(tmp_path, INTERVIEW, "interview.html").claims
    owners = [c.name for c in claims if getattr(c, "is_owner", False)]
    assert owners and set(owners) == {"Ingeborg Salvesen"}
    got = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    assert ("Beat Zimmerli", OWNER) in got
    # "my current PhD students" are the interviewee's, not those of the student named in the answer before
    assert (OWNER, "Ole Brandvik") in got and (OWNER, "Sunniva Lie") in got
    assert not any(advisor == "Marta Kowalczyk" for advisor, _ in got)
