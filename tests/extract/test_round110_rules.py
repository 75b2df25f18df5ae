"""Session-44 rules: what a grant's final report (round 109) and older people lists showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.ingest.text import reflow
from labgraph.model import OWNER, Affiliation, Education, Position, Publication, Software, Supervision
from labgraph.sections import classify_heading

from .helpers import written as _write

# A report of several investigators: each student's entry flush left, its lines indented under it, each naming the
# student's own advisor
_REPORT = """Collaborative Research: Snow and Groundwater in Mountain Headwaters

Senior personnel

Teresa K. Lindgren, Ph.D. (Lead PI)
   Associate Professor, College of Forestry, Montana State University, Bozeman.

Graduate students

Anders Holm -- Ph.D. student, Hydrology, University of Idaho; advisor
   P. Okonjo. Supported as GRA Fall 2019 - Spring 2023. Defended March 2023.

Marisol Quintero -- M.S. student, Geophysics, University of Wyoming, Laramie
   (advisor: S. Varga). Supported Jan. 2022 - Dec. 2023.

Ryo Tanabe -- M.S. student, Land Resources, Montana State
   University (major professor: T. Lindgren; co-advisor: D. Mwangi).
   Supported Sept. 2019 - June 2021; M.S. completed June 2021.
"""


def _claims(tmp_path, text=_REPORT, name="report.txt"):
    return extract_document(read(_write(tmp_path, name, text))).claims


def _sups(claims):
    return {(c.advisor, c.advisee, c.level, c.role) for c in claims if isinstance(c, Supervision)}


def test_an_entry_names_its_own_advisor_even_with_no_colon_and_wrapped(tmp_path):
    sups = _sups(_claims(tmp_path))
    # "; advisor" wrapped onto the next, indented line, no colon: P. Okonjo advised Anders
    assert ("P. Okonjo", "Anders Holm", "PhD", None) in sups
    assert ("S. Varga", "Marisol Quintero", "Master", None) in sups
    # a co-advisor beside the owner's own label leaves the owner the main advisor
    assert (OWNER, "Ryo Tanabe", "Master", None) in sups
    assert ("D. Mwangi", "Ryo Tanabe", "Master", "co-supervisor") in sups
    # (a semicolon's "advisor" before a word in lower case is no label: "; advisor to the board")
    text = ("Teresa Lindgren\n\nGraduate students\n\n"
            "Anders Holm -- Ph.D. student, Hydrology, 2019-; advisor to the student council\n")
    assert not any(a not in (OWNER,) for a, s, _, _ in _sups(_claims(tmp_path, text, "lab.txt")) if s == "Anders Holm")


def test_an_entrys_indented_lines_are_its_own_not_new_names_nor_the_owner(tmp_path):
    claims = _claims(tmp_path)
    people = {c.advisee for c in claims if isinstance(c, Supervision)} | \
        {c.advisor for c in claims if isinstance(c, Supervision)}
    assert not any(p.startswith("Supported") for p in people)       # "Supported Sept. 2019": no one's name
    # "co-advisor: D. Mwangi" on the entry's second line co-advised Ryo, not the page's owner
    assert not any(isinstance(c, Supervision) and c.advisee == OWNER for c in claims)


def test_a_masters_student_under_graduate_students_is_at_masters_level(tmp_path):
    text = ("Ines Rocha\n\nGraduate Students\n\n"
            "Joao Pires -- M.S. student, Geology, 2022-\n"
            "Rui Lopes -- Ph.D. student, Geology, 2021-\n")
    levels = {(c.advisee, c.level) for c in _claims(tmp_path, text, "lab.txt") if isinstance(c, Supervision)}
    assert ("Joao Pires", "Master") in levels
    assert ("Rui Lopes", "PhD") in levels


def test_a_grant_reports_headings_of_what_the_grant_paid_for():
    assert classify_heading("Theses and dissertations completed under the award") == "publications"
    assert classify_heading("PUBLICATIONS ACKNOWLEDGING THIS AWARD") == "publications"
    assert classify_heading("Students supported by the project") == "students"
    assert classify_heading("Submitted / in review") == "publications"
    # (an honour is still an honour: "Awards", "Grants")
    assert classify_heading("Awards") == "awards"
    assert classify_heading("Grants") == "awards"


def test_a_hanging_entry_of_a_hard_wrapped_text_is_one_line():
    prose = "The project's field seasons ran every summer from 2019 to 2023 in all three basins of the study\n" * 12
    entry = ("Tomas Arce, Ph.D. -- Postdoctoral Research Associate, University of Arizona, Jan. 2021 - 2023,\n"
             "   working with Dr. Okonjo on recharge temperatures. Now Research Hydrologist, U.S.\n"
             "   Geological Survey, Arizona Water Science Center (Tucson).\n")
    out = reflow(prose + "\n" + entry).split("\n")
    joined = next(line for line in out if line.startswith("Tomas Arce"))
    assert joined.endswith("U.S. Geological Survey, Arizona Water Science Center (Tucson).")
    # a numbered reference's lines stay as they are, for the citation readers
    refs = ("[J1] Awa Diop-Sarr*, Ines Rocha, Jean-Marc Olivier, Ruxandra Popescu and Chloe Roux.\n"
            "     Checkpointing for federated learning on microcontrollers.\n")
    out = reflow(prose + "\n" + refs).split("\n")
    assert "     Checkpointing for federated learning on microcontrollers." in out


def test_a_postdocs_entry_wrapped_at_us_keeps_its_employer(tmp_path):
    prose = "The project's field seasons ran every summer from 2019 to 2023 in all three basins of the study\n" * 12
    text = ("Teresa K. Lindgren\n\n" + prose + "\nPostdoctoral researchers\n\n"
            "Tomas Arce, Ph.D. -- Postdoctoral Research Associate, University of Arizona, Jan. 2021 - 2023,\n"
            "   working with Dr. Okonjo on recharge temperatures. Now Research Hydrologist, U.S.\n"
            "   Geological Survey, Arizona Water Science Center (Tucson).\n")
    claims = _claims(tmp_path, text, "report.txt")
    posts = {(c.person, c.org) for c in claims if isinstance(c, Position)}
    assert ("Tomas Arce", "U.S. Geological Survey") in posts
    assert not any(isinstance(c, Supervision) and c.advisee == "Geological Survey" for c in claims)


def test_a_dated_entry_with_its_promotors_is_the_departments_graduate(tmp_path):
    page = """<html><body><main>
<h1>PhD projects</h1>
<p>The Centre for Language and Cognition (CLC) of the Faculty of Arts, University of Groningen, hosts these projects.</p>
<h2>Recently defended</h2>
<ul>
<li><strong>12 September 2024</strong> &ndash; dr. Maarten Vos, <em>Vowel mergers in Low Saxon</em>.
Promotor: prof. dr. A. ter Horst; copromotor: dr. S. van Dijk. Maarten is now a postdoc at the Meertens Instituut.</li>
<li><strong>30 jan. 2025</strong> &ndash; dr. Yuki Tanaka, <em>Aspect marking in child language</em>.
Promotor: prof. dr. P. Schreuder; copromotor: dr. L. Nunes.</li>
</ul>
</main></body></html>"""
    claims = _claims(tmp_path, page, "projects.html")
    degrees = {(c.person, c.degree, c.institution) for c in claims if isinstance(c, Education)}
    assert ("Maarten Vos", "PhD", "University of Groningen") in degrees
    assert ("Yuki Tanaka", "PhD", "University of Groningen") in degrees


def test_a_supervisor_in_a_bios_sentence_is_no_table_column(tmp_path):
    text = ("Ada Obi\n\nGraduate students\n\n"
            "Mateo Vargas -- PhD Student, 2022-\n"
            "   Mateo finished a B.Sc. in Physics in 2020. As an undergraduate he did an internship at the Light\n"
            "   Source Laboratory in 2019, supervised by Dr. Renata Alves, and he has been hooked on beamtime\n"
            "   ever since, working now on strain in epitaxial cathode films.\n")
    sups = _sups(_claims(tmp_path, text, "team.txt"))
    assert (OWNER, "Mateo Vargas", "PhD", None) in sups


def test_a_sub_heading_that_makes_the_owner_auxiliary_keeps_the_owner_beside_the_promotor(tmp_path):
    text = ("Katarzyna Nowak\n\nDoctoral students\n\nAs main promotor:\n\n"
            "  • dr Oleksandr Hnat, PhD 2021\n\n"
            "As auxiliary promotor (promotor pomocniczy)\n\n"
            "  • dr Piotr Wrona, PhD 2012, IPI PAN (promotor: prof. Jerzy Malec)\n")
    sups = _sups(_claims(tmp_path, text, "cv.txt"))
    assert ("Jerzy Malec", "Piotr Wrona", "PhD", None) in sups
    assert any(a == OWNER and s == "Piotr Wrona" for a, s, _, _ in sups)


def test_a_wrapped_thesis_titles_end_is_no_one_advised(tmp_path):
    text = ("Sara Ibarra\n\nEDUCATION\n\n"
            "2009             Ph.D., Chemistry, Massachusetts Institute of Technology\n"
            "                 Thesis: \"Nickel-Catalyzed Reductive Couplings of Unactivated\n"
            "                 Alkyl Halides\"   Advisor: Prof. Hiroshi Nakamura-Bell\n")
    sups = _sups(_claims(tmp_path, text, "cv.txt"))
    assert not any(s == "Alkyl Halides" for _, s, _, _ in sups)
    assert any(a == "Hiroshi Nakamura-Bell" and s == OWNER for a, s, _, _ in sups)


_THESES = """UNIVERSITY OF NORTHFIELD
Department of Computing

Defended theses – Data Science (MSc)

Each thesis has one or two supervisors and a second reader who writes a review and asks questions at the defence.

Programme director: Prof. Ilse Varga (ilse.varga@northfield.edu)
Study adviser: Kerttu Mets (ds-masters@northfield.edu)

--------------------------------------------------------------------------------
2024
--------------------------------------------------------------------------------

Jonas Pihl
  Verifying Upgrade Safety of Proxy Contracts with Bounded Model Checking
  Supervisor: Lea Kask, PhD
  Second reader: Heino Saar, PhD (Cybernetica AS)

Aditi Rao
  Federated Fine-Tuning of Speech Models for Low-Resource Languages
  Supervisors: Yasmin Alaoui, PhD; Prof. Oleh Matvii
  Second reader: Juho Leino, PhD (University of Helsinki)

Selected Bachelor's projects (Data Science BSc, 2024)

Hanna Kull – "An Offline-First App for Bog Trails" – supervisor Siim Oja, MSc
Timur Gafar – "Comparing Rust and Go for a Load Balancer" – supervisors
  Prof. Oleh Matvii and Rasmus Ilves (PhD student)
"""


def test_a_theses_pages_year_banners_are_lists_of_its_theses_students(tmp_path):
    sups = {(a, s) for a, s, _, _ in _sups(_claims(tmp_path, _THESES, "theses.txt"))}
    # each graduate under the year's banner is the supervisors' student (not the programme director's, nor the second
    # reader's: "Second reader: X" is someone else's part, no reason to drop the entry)
    assert ("Lea Kask", "Jonas Pihl") in sups
    assert ("Yasmin Alaoui", "Aditi Rao") in sups and ("Oleh Matvii", "Aditi Rao") in sups
    assert not any(s == "Jonas Pihl" and a.startswith("Heino") for a, s in sups)
    # "– supervisor Siim Oja, MSc", "– supervisors" / "  Prof. A and B": labels with no colon after a dash
    assert ("Siim Oja", "Hanna Kull") in sups
    assert ("Oleh Matvii", "Timur Gafar") in sups and ("Rasmus Ilves", "Timur Gafar") in sups
    # a programme's "Study adviser: X" is a post, not X advising the page's first person
    assert not any(a.startswith("Kerttu") for a, s in sups)


def test_a_departments_headings_of_staff_news_and_degree_recipients():
    assert classify_heading("Department Staff") == "students"
    assert classify_heading("Faculty Directory") == "students"
    assert classify_heading("Recent Ph.D. Recipients") == "students"
    assert classify_heading("Doctoral degree recipients") == "students"
    assert classify_heading("Faculty News") == "news"
    # (an award's recipients are no department's graduates)
    assert classify_heading("Award Recipients") == "awards"


_DIRECTORY = """<html><body><main>
<h2>Faculty Directory</h2>
<p>The Department of Mathematics is one of the departments of the College of Arts and Sciences at the University of
Northfield.</p>
<table><tr><th>Name</th><th>Title</th><th>Office</th></tr>
<tr><td>Teodora Vasile</td><td>Professor and Department Chair</td><td>SMLC 322</td></tr>
<tr><td>Henrik Aas</td><td>Professor</td><td>SMLC 318</td></tr>
</table>
<h3>Recent Ph.D. Recipients</h3>
<ul>
<li><strong>Aroha Whit</strong>, Ph.D. Mathematics, Spring 2024. Dissertation: <em>Spectral gaps of random graphs</em>.
Advisor: Henrik Aas. Now Postdoctoral Assistant Professor, University of Michigan.</li>
<li><strong>Benedikt Auer</strong>, Ph.D. Mathematics, Summer 2022. Dissertation: <em>Weighted estimates</em>. Advisor:
Teodora Vasile. Now Software Engineer, Google.</li>
</ul>
<h3>Related Links</h3>
<p>Graduate Programs<br>Faculty Directory<br>The University of Northfield · Hall 3</p>
</main></body></html>"""


def test_a_departments_recent_degree_recipients_are_their_advisors_students(tmp_path):
    claims = _claims(tmp_path, _DIRECTORY, "faculty.html")
    sups = {(a, s) for a, s, _, _ in _sups(claims)}
    assert ("Henrik Aas", "Aroha Whit") in sups
    assert ("Teodora Vasile", "Benedikt Auer") in sups
    posts = {(c.person, c.org) for c in claims if isinstance(c, Position)}
    assert ("Aroha Whit", "University of Michigan") in posts


_TOOLS = """<!DOCTYPE html>
<html lang="en"><head><title>Software | Vandenbussche Lab</title></head>
<body>
<nav class="navbar"><ul><li><a href="/">Home</a></li><li><a href="/people/">People</a></li>
<li><a href="/software/">Software</a></li></ul></nav>
<main class="container page-body">
<h1>Software</h1>
<section class="lab-blurb">
<p>The Vandenbussche Lab develops statistical and computational methods to study gene regulation in single cells and
tissues. We are part of the Department of Biomolecular Medicine at Ghent University.</p>
<p>All our tools are open source and are developed in the open on GitHub. Bug reports and pull requests are very
welcome. If you use one of them, please cite the paper given with it.</p>
</section>
<div class="filter-bar">Filter: <a href="#" class="badge">all</a> <a href="#" class="badge">R / Bioconductor</a>
<a href="#" class="badge">Python</a></div>
<div class="software-card" id="isoweave">
<h2>isoWeave <span class="badge">R / Bioconductor</span></h2>
<p>Differential isoform usage from long-read single-cell RNA-seq.</p>
<ul class="links"><li><i class="fab fa-github"></i> <a href="https://github.com/vblab/isoWeave">github.com/vblab/isoWeave</a></li>
<li><i class="fas fa-box"></i> Bioconductor: <a href="https://bioconductor.org/packages/isoWeave">bioconductor.org/packages/isoWeave</a> (since release 3.17)</li>
<li><i class="fas fa-book"></i> <a href="https://vblab.github.io/isoWeave/">Vignette &amp; reference manual</a></li></ul>
<p>Lead developer: Kenji Obata (postdoc)<br>Contributors: Catalina Marin Echeverri (PhD student), Liesbeth Vandenbussche</p>
<p><strong>Please cite:</strong> Obata K, Marin Echeverri C, Vandenbussche L. isoWeave. Bioinformatics. 2023.</p>
</div>
<div class="software-card" id="nicheforge">
<h2>nicheforge <span class="badge">Python</span></h2>
<p>Graph-based detection of cellular niches in spatial transcriptomics data.</p>
<pre><code>pip install nicheforge</code></pre>
<ul class="links"><li><i class="fab fa-github"></i> <a href="https://github.com/vblab/nicheforge">github.com/vblab/nicheforge</a></li>
<li><i class="fab fa-python"></i> PyPI: <a href="https://pypi.org/project/nicheforge/">pypi.org/project/nicheforge</a></li>
<li><i class="fas fa-book"></i> <a href="https://nicheforge.readthedocs.io">nicheforge.readthedocs.io</a></li></ul>
<p>Contributors: Wout Verhaeghe (MSc thesis student in the lab 2021–22, now at Janssen Pharmaceutica)</p>
</div>
</main>
<footer><p>© 2024 Vandenbussche Lab · Ghent University</p></footer>
</body></html>"""


def test_a_tools_pages_cards_are_one_program_each_their_tags_and_links_no_programs(tmp_path):
    claims = _claims(tmp_path, _TOOLS, "software.html")
    tools = {c.name: c.repository for c in claims if isinstance(c, Software)}
    # (its repository one of the card's own addresses: its GitHub or its Bioconductor page)
    assert (tools.get("isoWeave") or "").endswith("/isoWeave")
    assert "nicheforge" in tools
    # (a heading's tag, a filter bar, an install command, a bare link, "Please cite" are no programs)
    assert not any("Bioconductor" in name or "install" in name or "cite" in name.lower() or "Filter" in name
                   or "readthedocs" in name or name.startswith("github.com") for name in tools)


def test_a_tools_page_names_the_leaders_students_and_postdocs_by_their_roles(tmp_path):
    sups = {(a, s, level) for a, s, level, _ in _sups(_claims(tmp_path, _TOOLS, "software.html"))}
    assert (OWNER, "Kenji Obata", "Postdoc") in sups
    assert (OWNER, "Catalina Marin Echeverri", "PhD") in sups
    assert (OWNER, "Wout Verhaeghe", "Master") in sups
    assert not any(s == "Liesbeth Vandenbussche" for _, s, _ in sups)


def test_a_chicago_bibliography_entry_led_by_two_surnames_and_no_year(tmp_path):
    text = ("Catalina Ibarra Montoya\n\n## Selected publications\n\n"
            "Ibarra Montoya, Catalina. *The Paper Empire: Notaries, Debt, and Trust in the Spanish Caribbean, "
            "1680–1790*. Durham, NC: Duke University Press, 2022.\n\n"
            "Ibarra Montoya, Catalina, and Rafael Quintero Ortega, eds. *Ledgers of Faith: Religion and Money in the "
            "Iberian Atlantic*. Liverpool: Liverpool University Press, 2019.\n")
    papers = {(c.title, c.authors, c.year) for c in _claims(tmp_path, text, "bio.md") if isinstance(c, Publication)}
    assert ("The Paper Empire: Notaries, Debt, and Trust in the Spanish Caribbean, 1680–1790",
            ("Catalina Ibarra Montoya",), 2022) in papers
    assert ("Ledgers of Faith: Religion and Money in the Iberian Atlantic",
            ("Catalina Ibarra Montoya", "Rafael Quintero Ortega"), 2019) in papers
    # (a journal's name before its volume's word is no author: "Nature Communications, Volume. ...")
    text = ("Catalina Ibarra Montoya\n\n## Selected publications\n\n"
            "Nature Communications, Volume. Ibarra Montoya C. A study of trust in ledgers. 2021.\n")
    assert not any(c.authors and c.authors[0].startswith("Volume")
                   for c in _claims(tmp_path, text, "bio.md") if isinstance(c, Publication))


def test_co_supervising_the_doctoral_projects_of_two_people(tmp_path):
    text = ("Mariana Ibarra\n\nBiography\n\nAt KI I currently co-supervise the doctoral projects of Hiwot Bekele and "
            "Viktor Almqvist-Mendes. She also supervised the master theses of Ana Ruiz and Bo Lin.\n")
    sups = {(a, s, level) for a, s, level, _ in _sups(_claims(tmp_path, text, "bio.txt"))}
    assert {(OWNER, "Hiwot Bekele", "PhD"), (OWNER, "Viktor Almqvist-Mendes", "PhD"),
            (OWNER, "Ana Ruiz", "Master"), (OWNER, "Bo Lin", "Master")} <= sups


def test_an_orcid_records_degree_with_its_short_form_before_the_unit(tmp_path):
    text = ("Mariana Ibarra\n\nEducation and qualifications (2)\nSort\n"
            "Universidad de Chile: Santiago, CL\n"
            "2005-03 to 2006-12 | Magíster en Salud Pública (MPH) (Escuela de Salud Pública)\n"
            "Education\nSource: Mariana Ibarra\n\n"
            "Pontificia Universidad Católica de Chile: Santiago, CL\n"
            "1997-03 to 2004-12 | Médico Cirujano (MD) (Facultad de Medicina)\n"
            "Education\nSource: Mariana Ibarra\n")
    degrees = {(c.degree, c.institution, c.end) for c in _claims(tmp_path, text, "orcid.txt") if isinstance(c, Education)}
    assert any(d == "MPH" and "Universidad de Chile" in i and e == 2006 for d, i, e in degrees)
    assert any(d == "MD" and "Pontificia Universidad Católica de Chile" in i and e == 2004 for d, i, e in degrees)


def test_a_paragraph_on_the_owners_former_trainees_names_them_one_sentence_each(tmp_path):
    text = ("Kalpana Venkat\n\nMany of Venkat's former trainees now lead their own research. Rodrigo Bastos, who "
            "completed his PhD in her group in 2014, is now an associate professor at the University of Bergen. Park "
            "Yeon-woo (PhD 2017) is a senior research scientist at KIOST in Busan. Omar Haddad, a postdoctoral fellow "
            "in the lab from 2015 to 2017, is an assistant professor at KAUST.\n")
    sups = {(a, s, level) for a, s, level, _ in _sups(_claims(tmp_path, text, "news.txt"))}
    assert {(OWNER, "Rodrigo Bastos", "PhD"), (OWNER, "Park Yeon-woo", "PhD"), (OWNER, "Omar Haddad", "Postdoc")} <= sups
    # (a paragraph on someone's colleagues names no students)
    text = ("Kalpana Venkat\n\nMany of Venkat's colleagues joined the celebration in Geneva this week. Rodrigo Bastos, "
            "who completed his PhD at MIT in 2014, is now an associate professor at the University of Bergen. Omar "
            "Haddad, a postdoctoral fellow at Scripps from 2015 to 2017, is an assistant professor at KAUST.\n")
    assert not any(a == OWNER for a, _, _, _ in _sups(_claims(tmp_path, text, "news.txt")))


def test_a_lab_news_pages_new_staff_are_members_of_the_lab_no_ones_students(tmp_path):
    text = ("Meera Kapoor\nKapoor Lab, Department of Neuroscience, University of Minnesota\n\nNews\n\nMarch 2024\n\n"
            "Yusuf Demir joins as a research technician. He just finished his BA in Psychology at Bogazici University.\n\n"
            "Please welcome Tyler Nguyen, our new lab manager. Tyler worked in Madison before.\n")
    claims = _claims(tmp_path, text, "news.txt")
    members = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("Yusuf Demir", "Kapoor Lab") in members and ("Tyler Nguyen", "Kapoor Lab") in members
    assert not any(s in ("Yusuf Demir", "Tyler Nguyen") for _, s, _, _ in _sups(claims))
