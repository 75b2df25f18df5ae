"""Session-20 rules from round 35 (mainstream pages of fields and layouts not met before): a homepage whose profile
is an ``<article>`` beside its other sections, a code list whose items open with a short link, a venue badge that
opens an entry, a unit named by its list of subjects."""
from labgraph.extract import extract_document, supervision
from labgraph.extract.patterns import orgs_in
from labgraph.ingest import read
from labgraph.ingest.html import html_document
from labgraph.model import OWNER, Affiliation, Education, Evidence, Position, Publication, Software, Supervision


def extracted(tmp_path, text, name="doc.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))

STUDENT_PAGE = """<!doctype html><html><head><title>Lan Vo</title></head><body>
<header class="site-header"><a class="site-title" href="/">Lan Vo</a>
<nav><a href="/">about</a> <a href="/publications/">publications</a> <a href="/cv.pdf">cv</a></nav></header>
<article class="profile">
  <div class="card"><h1>Lan Vo</h1><p>Room 2.14, Physics Building</p></div>
  <div class="bio"><p>I am a third-year PhD student in the Department of Geography at Tarn University, advised by
  Mirela Dascalu. I am part of the Centre for Rivers, Soils and Sediment and work on floodplain carbon.</p></div>
</article>
<section class="publications">
  <h2>selected publications</h2>
  <ol class="bibliography">
    <li>
      <span class="venue-badge">WRR 2024</span>
      <div class="title">Carbon burial in braided floodplains</div>
      <div class="author"><em>Lan Vo</em>, Jonas Albrecht, Mirela Dascalu</div>
      <div class="links"><a href="#">abs</a> <a href="#">pdf</a></div>
    </li>
    <li>
      <span class="venue-badge">ESurf 2023</span>
      <div class="title">Sediment pulses after dam removal</div>
      <div class="author">Jonas Albrecht, <em>Lan Vo</em></div>
      <div class="links"><a href="#">pdf</a></div>
    </li>
  </ol>
</section>
<section id="software"><h2>Software</h2>
  <ul>
    <li><a href="https://github.com/lanvo/floodc"><b>floodc</b></a> &mdash; a floodplain carbon budget model in Julia. I wrote and maintain it.</li>
    <li><a href="https://github.com/lanvo/sedpy"><b>sedpy</b></a> &mdash; sediment rating curves, with Jonas Albrecht.</li>
  </ul>
</section>
<footer>&copy; 2024 Lan Vo</footer></body></html>"""


def test_a_profile_article_beside_the_page_s_sections_is_one_part_of_the_page():
    doc = html_document("vo.html", STUDENT_PAGE)
    # the extractor took the <article> for the whole page and dropped the sections beside it
    assert "selected publications" in doc.text and "a floodplain carbon budget model in Julia" in doc.text


def test_a_list_of_code_opening_with_short_links_is_no_menu():
    doc = html_document("vo.html", STUDENT_PAGE)
    claims = extract_document(doc).claims
    software = {c.name: c.repository for c in claims if isinstance(c, Software) and c.repository}
    assert software.get("floodc") == "https://github.com/lanvo/floodc"
    assert software.get("sedpy") == "https://github.com/lanvo/sedpy"
    # the links keep their own text ("floodc", not padded)
    assert any(link.text == "floodc" for link in doc.links)


def test_a_venue_badge_opening_an_entry_is_its_venue_line():
    doc = html_document("vo.html", STUDENT_PAGE)
    lines = [line.strip() for line in doc.text.splitlines()]
    at = lines.index("• Carbon burial in braided floodplains")
    assert lines[at + 1:at + 3] == ["Lan Vo, Jonas Albrecht, Mirela Dascalu", "WRR 2024"]
    pubs = {c.title: c for c in extract_document(doc).claims if isinstance(c, Publication)}
    assert pubs["Carbon burial in braided floodplains"].year == 2024
    assert pubs["Sediment pulses after dam removal"].authors == ("Jonas Albrecht", "Lan Vo")


def test_a_unit_named_by_its_list_of_subjects():
    assert orgs_in("I am part of the Institute for Language, Cognition and Computation (ILCC).") == \
        ("Institute for Language, Cognition and Computation",)
    assert orgs_in("She is at the Department of Physics, Astronomy and Geophysics at Lund University.") == \
        ("Department of Physics, Astronomy and Geophysics", "Lund University")
    # places after a comma are no subjects of the unit
    assert orgs_in("He worked at the Department of Physics, Oxford and Cambridge.") == ("Department of Physics",)
    claims = extract_document(html_document("vo.html", STUDENT_PAGE)).claims
    assert Affiliation in {type(c) for c in claims if getattr(c, "org", "") == "Centre for Rivers, Soils and Sediment"
                           and getattr(c, "person", None) == OWNER}


GROUP_PAGE = """\
Lindqvist Group – Soil Microbiology

Group leader: Prof. Karin Lindqvist, Professor of Soil Biology, Department of Ecology, Umeå University (PhD 2009, University of Helsinki, with Prof. Pekka Virtanen; postdoc 2010–2012 in the Rossi group, ETH Zürich). Wallenberg Academy Fellow 2016.

Publications

(12)† Lindqvist, K.; Berg, E. Nitrogen in boreal peat. Soil Biol. Biochem. 2021, 150, 108–117.
(11) Berg, E.; Lindqvist, K.* Fungal carbon in tundra soils. ISME J. 2020, 14, 55–66.

Theses from the group

All supervised by K. Lindqvist.
Elin Berg, Fungal carbon in tundra soils, PhD thesis, Umeå University, 2022 (co-supervised with Dr. Anna Holm).
Omar Haddad, Peat nitrogen budgets, MSc thesis, Umeå University, 2019.
"""


def test_a_group_leader_line_with_post_and_career_in_brackets(tmp_path):
    ex = extracted(tmp_path, GROUP_PAGE)
    assert ex.owner_name == "Karin Lindqvist"
    claims = ex.claims
    posts = {(c.title, c.org) for c in claims if isinstance(c, Position) and c.person == OWNER}
    assert ("Professor of Soil Biology", "Umeå University") in posts
    # "postdoc 2010–2012 in the Rossi group, ETH Zürich": the years are the entry's, the group where
    assert any(org == "Rossi group" and title.lower() == "postdoc" for title, org in posts)
    assert ("PhD", "University of Helsinki", 2009) in {(c.degree, c.institution, c.end) for c in claims
                                                       if isinstance(c, Education) and c.person == OWNER}
    # a degree row's "with Prof. X" is its advisor
    assert ("Pekka Virtanen", OWNER, "PhD") in {(c.advisor, c.advisee, c.level) for c in claims
                                               if isinstance(c, Supervision)}


def test_a_degree_row_with_a_titled_name_names_the_advisor_not_an_examiner():
    found = lambda text: [(c.advisor, c.level) for c in supervision.sentence_claims(Evidence("d", 1, text))]
    assert found("PhD in Chemistry, University of Oslo, 2014 (with Prof. Kari Berg)") == [("Kari Berg", "PhD")]
    assert found("MSc 2009, Lund University, with Dr. Per Holm") == [("Per Holm", "Master")]
    assert found("PhD 2010, Lund University, with Prof. Ann Lee as external examiner") == []
    assert found("PhD, University of Oslo, with distinction") == []


def test_a_group_s_theses_listed_with_commas(tmp_path):
    claims = extracted(tmp_path, GROUP_PAGE).claims
    supervised = {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
    assert {(OWNER, "Elin Berg", "PhD"), ("Anna Holm", "Elin Berg", "PhD"), (OWNER, "Omar Haddad", "Master")} <= supervised
    assert ("Omar Haddad", "MSc", "Umeå University", 2019) in {
        (c.person, c.degree, c.institution, c.end) for c in claims if isinstance(c, Education)}
    theses = {c.title: c.authors for c in claims if isinstance(c, Publication) and "thesis" in (c.venue or "")}
    assert theses == {"Fungal carbon in tundra soils": ("Elin Berg",), "Peat nitrogen budgets": ("Omar Haddad",)}


def test_a_numbered_reference_with_a_mark_after_its_number(tmp_path):
    pubs = {(c.title, c.year): c.authors for c in extracted(tmp_path, GROUP_PAGE).claims if isinstance(c, Publication)}
    # "(12)† Lindqvist, K.; Berg, E. Title. Journal 2021, ...": the mark after the number is no part of the entry
    assert pubs[("Nitrogen in boreal peat", 2021)] == ("Lindqvist K.", "Berg E.")


OLD_HOMEPAGE = """\
                 MARTA VIDAL i ROCA
                 Catedràtica de Física Aplicada
                 Departament de Física, Universitat de Girona

SHORT CV

   1986          Llicenciada en Ciències Físiques, Universitat Autònoma de Barcelona
   1991          Doctora en Física, Universitat de Barcelona
                 Advisor: Prof. Joan Serra i Pons

RECENT PREPRINTS

   [1] M. Vidal and P. Soler,
       "Avalanches in a driven random-field model",
       arXiv:0801.2345 (2008).
"""


def test_a_catalan_name_with_i_between_its_surnames(tmp_path):
    from labgraph.names import looks_like_name, parse_name, title_case
    assert looks_like_name("Jaume Puig i Ferrer") and looks_like_name("JAUME PUIG i FERRER")
    assert title_case("JAUME PUIG i FERRER") == "Jaume Puig i Ferrer"
    assert parse_name("Jaume Puig i Ferrer").surname == "puig i ferrer"
    assert parse_name("Santiago Ramón y Cajal").surname == "ramon y cajal"
    # a rank in Catalan or Spanish heads no name
    assert not looks_like_name("Catedràtic de Física de la Matèria Condensada")
    ex = extracted(tmp_path, OLD_HOMEPAGE)
    assert ex.owner_name == "Marta Vidal i Roca"
    assert ("Joan Serra i Pons", OWNER, "PhD") in {(c.advisor, c.advisee, c.level) for c in ex.claims
                                                  if isinstance(c, Supervision)}


def test_a_doctorate_and_a_licentiate_in_spanish_and_catalan(tmp_path):
    from labgraph.degrees import find_degree
    assert find_degree("Doctora en Biología")[0] == "PhD" and find_degree("Docteur en Chimie")[0] == "PhD"
    assert find_degree("a doctor en la clínica") is None
    assert find_degree("Llicenciat en Ciències Físiques")[0] == "Licenciatura"
    degrees = {(c.degree, c.institution, c.end) for c in extracted(tmp_path, OLD_HOMEPAGE).claims
               if isinstance(c, Education) and c.person == OWNER}
    assert {("PhD", "Universitat de Barcelona", 1991),
            ("Licenciatura", "Universitat Autònoma de Barcelona", 1986)} <= degrees


def test_an_initial_and_the_first_surname_are_the_person_with_both_surnames(tmp_path):
    from labgraph.export import union
    from labgraph.pipeline import build
    path = tmp_path / "vidal.txt"
    path.write_text(OLD_HOMEPAGE, encoding="utf-8")
    query = "SELECT ?l WHERE { ?p a <https://w3id.org/labgraph/ontology#Person> ; rdfs:label ?l }"
    labels = {str(row[0]) for row in union(build([path])).query(query)}
    # "M. Vidal" in the preprints is the page's Marta Vidal i Roca: one person, her name in title case
    assert {label for label in labels if "Vidal" in label} == {"Marta Vidal i Roca"}


LAB_PEOPLE = """<html><head><title>People – Okafor Lab | Sleep and Memory</title></head><body>
<nav><a href="/">Home</a> <a href="/people">People</a></nav>
<main><h1>People</h1>
<p>We are part of the Department of Neurobiology in the School of Medicine at Tarn University, and members of the
Graduate Program in Neuroscience.</p>
<h2>Principal Investigator</h2>
<p>Nkechi Okafor, Ph.D.</p>
<p>Associate Professor, Department of Neurobiology</p>
<p>Nkechi received her Ph.D. in Neuroscience at Lund University in 2010 and started the lab in 2016.</p>
<h2>Postdoctoral Fellows</h2>
<p>Dr. Yuki Mori</p>
<p>Postdoctoral Fellow, 2021–present</p>
<ul><li>Ph.D., Kyoto University, 2020 (advisor: Haruto Imai)</li><li>Project: replay during sleep</li></ul>
<h2>Undergraduate Researchers</h2>
<p>Ama Owusu</p>
<p>Psychology ’26 · URECA Summer Research Fellow 2024</p>
<p>Liam Byrne</p>
<p>Biology, Class of 2025 · Honors thesis</p>
</main></body></html>"""


def test_a_lab_page_saying_we_are_part_of_a_department(tmp_path):
    claims = extracted(tmp_path, LAB_PEOPLE, "people.html").claims
    parts = {(c.part, c.whole) for c in claims if type(c).__name__ == "PartOf"}
    assert {("Okafor Lab", "Department of Neurobiology"), ("School of Medicine", "Tarn University")} <= parts


def test_a_member_s_card_rows_are_the_member_s_not_the_leader_s(tmp_path):
    claims = extracted(tmp_path, LAB_PEOPLE, "people.html").claims
    kyoto = {c.person for c in claims if isinstance(c, Education) and c.institution == "Kyoto University"}
    assert kyoto == {"Yuki Mori"}


def test_a_summer_or_graduate_research_fellow_is_a_student_not_a_postdoc(tmp_path):
    from labgraph.extract.patterns import find_level
    assert find_level("URECA Summer Research Fellow 2024") is None
    assert find_level("NSF Graduate Research Fellow (2022)") is None
    assert find_level("Research Fellow, Department of X") == "Postdoc"
    levels = {c.advisee: c.level for c in extracted(tmp_path, LAB_PEOPLE, "people.html").claims
              if isinstance(c, Supervision) and c.advisor == OWNER}
    assert levels.get("Ama Owusu") == "Bachelor"


PROFILE = """<html><head><title>Professor Ida Marais | School of History - Tarn University</title></head><body>
<div class="region region-sidebar-first"><div class="block block-menu">
<h2>About the School</h2>
<ul><li><a href="/school">The School</a></li><li><a href="/people">Our people</a></li><li><a href="/hdr">HDR candidates</a></li></ul>
</div></div>
<main><article>
<h1>Professor Ida Marais</h1>
<p>Professor of Colonial History</p>
<h2>Biography</h2>
<p>Ida Marais is a historian of land and law. She took a BA in History at Stellenbosch University in 1998 and an MA at
the University of the Witwatersrand in 2001. Her DPhil in History (Oxford, 2006), supervised by Professor Jon Pryce at
St Antony's College, examined merchant credit.</p>
<h2>Graduate students</h2>
<p>Ida welcomes enquiries from prospective HDR candidates working on land and empire. Current students:</p>
<ul>
<li><strong>Niamh Walsh</strong> (PhD, principal advisor) &ndash; &ldquo;Surveying Country: Cadastral Knowledge in Queensland&rdquo;</li>
<li><strong>Jasmine Tan</strong> (MPhil) &ndash; market gardeners in Brisbane</li>
</ul>
</article></main></body></html>"""


def test_a_sidebar_menu_s_heading_is_not_put_back_over_the_page_s_text():
    doc = html_document("p.html", PROFILE)
    assert "About the School" not in doc.text
    lines = [line.strip() for line in doc.text.splitlines()]
    at = lines.index("Graduate students")
    assert lines[at + 2].startswith("Ida welcomes enquiries")


def test_degrees_told_in_a_biography(tmp_path):
    claims = extracted(tmp_path, PROFILE, "p.html").claims
    degrees = {(c.degree, c.institution, c.end) for c in claims if isinstance(c, Education) and c.person == OWNER}
    # "took a BA"; "the University of the Witwatersrand" whole; "Her DPhil in History (Oxford, 2006)": Oxford, not
    # the college named after the supervisor
    assert {("BA", "Stellenbosch University", 1998), ("MA", "University of the Witwatersrand", 2001),
            ("PhD", "Oxford", 2006)} <= degrees


def test_a_colon_inside_a_quoted_thesis_title_is_no_label(tmp_path):
    claims = extracted(tmp_path, PROFILE, "p.html").claims
    advisees = {c.advisee for c in claims if isinstance(c, Supervision) and c.advisor == OWNER}
    assert "Niamh Walsh" in advisees and "Cadastral Knowledge" not in advisees


ECON_CV = """\
Ana Lindgren — Curriculum Vitae                                    1
--------------------------------------------------------------------------------
A. Lindgren                                                    April 2024

EMPLOYMENT
Professor of Economics, Tarn University, 2015–present

DOCTORAL ADVISING

Main advisor (year of Ph.D., first placement):
   Pau Roca, Tarn 2021 (Assistant Professor, HEC Lausanne)
   Lucía Sanz, Tarn 2023 (Economist, Banco de España)

Ana Lindgren — Curriculum Vitae                                    2
--------------------------------------------------------------------------------
A. Lindgren                                                    April 2024

Committee member:
   Jakob Meier, Tarn 2014 (Research Economist, Deutsche Bundesbank)
   Ayşe Demir, Tarn 2017 (Assistant Professor, Koç University)

TEACHING
Macroeconomics II (PhD)
"""


def test_a_running_header_with_its_page_number_goes(tmp_path):
    from labgraph.ingest.text import without_page_furniture
    kept = without_page_furniture(ECON_CV).split("\n")
    assert not any("Curriculum Vitae" in line or "April 2024" in line for line in kept)
    assert len(kept) == len(ECON_CV.split("\n"))        # (blank lines where they were: line numbers stay)
    # the header inside the list of students was read as one more student ("A. Lindgren  April 2024")
    advised = {c.advisee for c in extracted(tmp_path, ECON_CV).claims if isinstance(c, Supervision)}
    assert not any("Lindgren" in name for name in advised)


def test_students_under_a_committee_label_alone_on_its_line_were_not_advised(tmp_path):
    claims = extracted(tmp_path, ECON_CV).claims
    advised = {c.advisee for c in claims if isinstance(c, Supervision) and c.advisor == OWNER}
    assert advised == {"Pau Roca", "Lucía Sanz"}
    people = {c.name for c in claims if type(c).__name__ == "PersonClaim"}
    assert {"Jakob Meier", "Ayşe Demir"} <= people     # (they stay, with where they went)


def test_a_graduate_s_first_post_in_brackets_after_the_year(tmp_path):
    claims = extracted(tmp_path, ECON_CV).claims
    posts = {(c.person, c.title, c.org) for c in claims if isinstance(c, Position) and c.person != OWNER}
    assert {("Pau Roca", "Assistant Professor", "HEC Lausanne"), ("Lucía Sanz", "Economist", "Banco de España"),
            ("Jakob Meier", "Research Economist", "Deutsche Bundesbank")} <= posts


# Round 36 (session 20): an ecology lab's Markdown homepage, a German chair's members page.
LAB_MD = """\
# Stream Ecology Lab

## The PI

**Karin af Stjernholm** (she/her) is Associate Professor in Freshwater Ecology at SLU.

## People {#people}

### PhD students

* **Oskar Pettersson** (2021–), co-supervised with Dr. Maja Holmberg

## Publications {#publications}

* **Pettersson, O.**, & **af Stjernholm, K.** (2025). Fish passage at small hydropower dams. *Ecohydrology*.
"""


def test_a_markdown_heading_s_anchor_and_a_swedish_af(tmp_path):
    from labgraph.names import looks_like_name, parse_name
    assert looks_like_name("Karin af Stjernholm") and parse_name("Karin af Stjernholm").surname == "af stjernholm"
    ex = extracted(tmp_path, LAB_MD, "index.md")
    from labgraph.ingest import read as read_doc
    assert "{#" not in read_doc(tmp_path / "index.md").text
    assert ex.owner_name == "Karin af Stjernholm"
    # "## People {#people}" is a people heading: its PhD students are the PI's
    assert (OWNER, "Oskar Pettersson", "PhD") in {(c.advisor, c.advisee, c.level) for c in ex.claims
                                                 if isinstance(c, Supervision)}
    pubs = {c.title: c.authors for c in ex.claims if isinstance(c, Publication)}
    assert len(pubs["Fish passage at small hydropower dams"]) == 2


CHAIR_PAGE = """<html><head><title>Team — Chair of Thin Films — TU Elbe</title></head><body>
<main><h1>Team</h1>
<p>The Chair of Thin Films belongs to the Institute of Materials Science (IfWW) in the Faculty of Engineering.</p>
<h2>Head of Chair</h2>
<p><strong>Prof. Dr.-Ing. Greta Lind</strong><br>Professor and Head of Chair</p>
<h2>Postdocs</h2>
<p><strong>Dr. Arjun Rao</strong><br>Postdoctoral researcher since 01/2022<br>
Topic: ferroelectric thin films for memory<br>Ph.D. Materials Science, IIT Bombay, 2019</p>
<h2>PhD Students</h2>
<table><tr><th>Name</th><th>Topic</th></tr>
<tr><td>M.Sc. Jonas Weiss</td><td>Nitride hard coatings<br><small>M.Sc. TU Bergakademie Freiberg, 2020</small></td></tr>
<tr><td>M.Sc. Ida Berg</td><td>Oxide barriers<br><small>M.Sc. Lund University, 2021</small></td></tr>
</table></main></body></html>"""


def test_a_chair_s_members_page(tmp_path):
    doc = html_document("team.html", CHAIR_PAGE)
    lines = doc.text.splitlines()
    # a card's "Topic: ..." line is no heading; a cell's line break before "<small>" parts its lines
    from labgraph.sections import heading_kind
    assert heading_kind("Topic: ferroelectric thin films for memory") is None
    assert any("Nitride hard coatings; M.Sc. TU Bergakademie Freiberg, 2020" in line for line in lines)
    claims = extracted(tmp_path, CHAIR_PAGE, "team.html").claims
    parts = {(c.part, c.whole) for c in claims if type(c).__name__ == "PartOf"}
    # "The Chair of X belongs to the Institute of Y (IfWW) in the Faculty of Z": the chair inside the institute, and
    # "IfWW" the institute's own short name, no organisation between them
    assert ("Chair of Thin Films", "Institute of Materials Science") in parts
    assert not any("IfWW" in (part, whole) for part, whole in parts)
    members = {c.person for c in claims if isinstance(c, Affiliation) and c.org == "Chair of Thin Films"}
    assert {"Arjun Rao", "Jonas Weiss"} <= members


def test_an_arabic_name_and_its_latin_form_on_two_lines_of_a_cell():
    from labgraph.extract import _latin_sides
    from labgraph.model import Document
    doc = _latin_sides(Document("x", "ريم سعد الدوسري; Reem Saad Al-Dosari | دكتوراه / PhD | Title"))
    assert doc.text == "Reem Saad Al-Dosari | PhD | Title"


MATH_PAGE = """Ana Roe

I am an associate professor of mathematics. My PhD in Mathematics (University of Glasgow, 2011) was supervised by
Professor Ian Dunn.

Preprints

1. Equidistribution of small points over function fields (with S. Venkat and S. Baek). arXiv:2403.11872, submitted.
2. Uniform bounds for preperiodic points, with Mei-Lin Ostrowski. arXiv:2409.05513 [math.NT] (Sept. 2024).

Publications

1. A dynamical Bogomolov conjecture for split maps (with Seung-hoon Baek). Compositio Math. 155 (2019), 1023-1061.
"""


def test_a_mathematician_s_papers_with_their_co_authors_in_a_note(tmp_path):
    claims = extracted(tmp_path, MATH_PAGE).claims
    pubs = {c.title: (c.authors, c.year) for c in claims if isinstance(c, Publication)}
    # "(with A and B). arXiv:2403.11872": the year its identifier gives
    assert pubs["Equidistribution of small points over function fields"] == ((OWNER, "S. Venkat", "S. Baek"), 2024)
    # ", with X. arXiv:...": the note before a venue written in lower case
    assert pubs["Uniform bounds for preperiodic points"][0] == (OWNER, "Mei-Lin Ostrowski")
    # "(with X). Compositio Math. 155": no author "Compositio Math"
    assert pubs["A dynamical Bogomolov conjecture for split maps"][0] == (OWNER, "Seung-hoon Baek")
    degrees = {(c.degree, c.institution, c.end) for c in claims if isinstance(c, Education)}
    assert ("PhD", "University of Glasgow", 2011) in degrees     # "My PhD in X (University of Glasgow, 2011)"


PSYCH_CV = """\
Ana Roe, Ph.D.
Associate Professor, Department of Psychology, Tarn University

GRADUATE STUDENTS SUPERVISED

Primary advisor (senior supervisor)
  Completed
     Lavinia Tupou        M.A. 2017; Ph.D. 2020      Now: Lecturer, Massey University
     Ngaire Whitford      M.A. 2020                  Now: Research Coordinator, BC Children's Hospital
  In progress
     Dev Sharma           M.A., 2023 - present

Co-supervisor
     Samuel Osei          Ph.D. 2022 (senior supervisor: Dr. Beatrix Hall, Department of Psychology)

Committee member (selected)
     Amélie Fournier      Ph.D. 2021 (Psychology, Tarn)
"""


def test_a_cv_s_columns_of_students_under_role_sub_headings(tmp_path):
    supervised = {(c.advisor, c.advisee, c.level) for c in extracted(tmp_path, PSYCH_CV).claims
                  if isinstance(c, Supervision)}
    # "M.A. 2020" is a master's; "Now: X" ends no label; a column's gap after the name makes the row its entry (the
    # senior supervisor named in its note is the student's, not the owner's); a committee sub-heading without a colon
    assert {(OWNER, "Ngaire Whitford", "Master"), (OWNER, "Dev Sharma", "Master"),
            ("Beatrix Hall", "Samuel Osei", "PhD")} <= supervised
    assert not any(advisee == OWNER or "Children" in advisee or advisee == "Amélie Fournier"
                   for _, advisee, _ in supervised)


def test_a_research_team_heading_lists_the_leader_s_people():
    from labgraph.sections import classify_heading
    assert classify_heading("Research Team") == "students" and classify_heading("Lab Team") == "students"
    assert classify_heading("Research") == "research" and classify_heading("Research themes") == "research"


def test_a_pointer_to_the_full_list_is_no_publication():
    from labgraph.extract.publications import _plausible
    assert not _plausible(("Full list on Google Scholar", (), None, None))
    assert not _plausible(("See my Google Scholar profile for the full list", (), None, None))
    assert _plausible(("Full-length transcripts of boreal mosses", (), None, 2020))


def test_a_university_named_by_its_town_where_the_page_names_it_in_full(tmp_path):
    page = ("Dr Ann Roe - Linguistics - Lancaster University\n\nDr Ann Roe\n\nBiography\n\n"
            "I was a Teaching Fellow at the University of York (2017-19) before joining Lancaster as Lecturer in 2019.\n")
    posts = {(c.title, c.org) for c in extracted(tmp_path, page).claims if isinstance(c, Position)}
    assert ("Lecturer", "Lancaster University") in posts
    # a longer name of that town's university is another one: "Chalmers" stays itself beside "Chalmers University
    # of Technology"
    other = "Ann Roe\n\nI did my PhD at Chalmers (2010). I thank Chalmers University of Technology for a grant.\n"
    assert "Chalmers University" not in {getattr(c, "institution", None) for c in extracted(tmp_path, other).claims}


def test_a_group_page_s_university_from_its_title(tmp_path):
    from labgraph.extract import _title_university
    from labgraph.model import Document
    assert _title_university(Document("x", "Team — Chair of Thin Films — TU Elbe\n")) == "TU Elbe"
    assert _title_university(Document("x", "People | Okafor Lab | Tarn University\n")) == "Tarn University"
    # a faculty and its university in one part is no university's name alone
    assert _title_university(Document("x", "Profil Dosen - Dr. X | FAPERIKA Universitas Riau\n")) is None
    claims = extracted(tmp_path, CHAIR_PAGE, "team.html").claims
    # the leader's posts name no university: the members study at the one the title names
    assert ("Jonas Weiss", "TU Elbe") in {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}


def test_two_internships_in_one_sentence_and_a_research_residency(tmp_path):
    page = ("Lan Vo\n\nI am a PhD student at Tarn University.\n\nPreviously I interned at Google DeepMind (London, "
            "summer 2023), mentored by Aisha Raman, and at Amazon (Cambridge UK, summer 2022) as an applied scientist "
            "intern hosted by Oren Ben-David. Before the PhD I spent a few months in 2019 as a research resident at "
            "VinAI Research in Hanoi working with Dr. Nguyen Lan Anh.\n")
    claims = extracted(tmp_path, page).claims
    posts = {(c.org, c.start) for c in claims if isinstance(c, Position) and c.title == "Intern"}
    assert {("Google DeepMind", 2023), ("Amazon", 2022), ("VinAI Research", 2019)} <= posts
    mentors = {(c.advisor, c.level) for c in claims if isinstance(c, Supervision) and c.advisee == OWNER}
    assert {("Aisha Raman", "Intern"), ("Oren Ben-David", "Intern"), ("Nguyen Lan Anh", "Intern")} <= mentors


def test_a_mentor_label_keeps_the_mentor_s_middle_initial(tmp_path):
    cv = ("Ana Roe\n\nPositions\n\n- Research intern, Computational Biology, Genentech, 2018. Mentor: Dr. Kenji R. "
          "Alvarado\n- Postdoctoral Fellow, Wellcome Sanger Institute, 2021-present. Mentor: Dr. Tamsin E. Holl\n")
    mentors = {(c.advisor, c.level) for c in extracted(tmp_path, cv).claims if isinstance(c, Supervision)}
    assert {("Kenji R. Alvarado", "Intern"), ("Tamsin E. Holl", "Postdoc")} <= mentors
    assert not any(advisor in ("Kenji R", "Tamsin E") for advisor, _ in mentors)


def test_an_award_on_a_member_s_card_is_the_member_s():
    page = LAB_PEOPLE.replace("<li>Project: replay during sleep</li>",
                              "<li>JSPS Overseas Research Fellowship (2021–2023)</li><li>Project: replay during sleep</li>")
    from labgraph.model import Award
    claims = extract_document(html_document("people.html", page)).claims
    held = {(c.person, c.name) for c in claims if isinstance(c, Award)}
    assert ("Yuki Mori", "JSPS Overseas Research Fellowship") in held
    assert not any(person == OWNER and "JSPS" in name for person, name in held)


def test_a_header_with_a_long_catalan_title_over_its_departament(tmp_path):
    page = ("                 MARTA VIDAL i ROCA\n"
            "                 Catedràtica de Física de la Matèria Condensada\n"
            "                 Departament de Física Fonamental\n"
            "                 Facultat de Física, Universitat de Barcelona\n\n"
            "RESEARCH INTERESTS\n\n   Disordered systems and avalanches in driven elastic interfaces.\n")
    claims = extracted(tmp_path, page).claims
    posts = {(c.title, c.org) for c in claims if isinstance(c, Position) and c.person == OWNER}
    assert any(title.startswith("Catedràtica") for title, _ in posts)
    assert "Departament de Física Fonamental" in {c.org for c in claims if isinstance(c, Affiliation)}


def test_an_entry_marked_as_a_dataset_in_a_code_and_data_list_is_no_software(tmp_path):
    page = ("# River Lab\n\n## Code and data\n\n* [**driftR**](https://github.com/rl/driftR) — tools for drift-net "
            "samples.\n* **Tarn stream temperature network** (dataset, updated yearly) — https://doi.org/10.5281/zenodo.1\n")
    from labgraph.model import Software
    names = {c.name for c in extracted(tmp_path, page, "index.md").claims if isinstance(c, Software)}
    assert "driftR" in names and not any("network" in name for name in names)
