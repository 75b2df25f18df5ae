"""Session-14 rules: a lab's people page of sections by role, with two directors and cards that name each member's
advisors, a section's note on who advises its entries "unless noted", and names written again in their own script."""
import textwrap

import pytest
from rdflib.namespace import RDFS

from labgraph.extract import extract_document
from labgraph.extract.blocks import faculty_blocks
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Award, PersonClaim, Position, Publication, Supervision
from labgraph.names import clean_name
from labgraph.pipeline import build
from labgraph.vocab import LG

from .helpers import pairs

PEOPLE_PAGE = """\
<html><head><title>People | Tidewater Sensing Lab</title></head><body>
<main>
<h1>People</h1>
<h2>Principal Investigators</h2>
<article><h3>Ingrid Okafor-Lunde, PhD</h3><p>Director</p>
<p>Professor, Department of Ocean Engineering</p></article>
<article><h3>Tomas Lindqvist (林托马)</h3><p>Co-Director</p>
<p>Associate Professor, Department of Geography</p></article>
<h2>PhD Students</h2>
<article><h3>Hana Petrović</h3><p>PhD Candidate, 4th year</p>
<p>Advisor: Ingrid Okafor-Lunde</p></article>
<article><h3>Minh-Anh Dao (陶明英)</h3><p>PhD Student, 2nd year</p>
<p>Advisors: Tomas Lindqvist &amp; Ingrid Okafor-Lunde</p></article>
<h2>Master's Students</h2>
<p>Supervised by Dr. Okafor-Lunde unless noted.</p>
<ul><li>Rafael Quintero — M.S. Ocean Engineering, exp. 2026</li>
<li>Leila Haddou — M.S. Geography, exp. 2025 — thesis advisor: Tomas Lindqvist</li></ul>
<h2>Visitors</h2>
<article><h3>Chiara Benedetti</h3><p>Visiting PhD Student, 2024</p>
<p>Dottoranda at the Politecnico di Ravenna, advised there by Prof. Paolo Sartori.</p></article>
<h2>Alumni</h2>
<table><tr><th>Name</th><th>With us</th><th>Now at</th></tr>
<tr><td>Owen Blackwood</td><td>B.S. '23, undergraduate RA (mentor: T. Lindqvist)</td><td>Engineer, Brinemark</td></tr>
</table>
</main></body></html>
"""


@pytest.fixture
def page_claims(tmp_path):
    def read_claims(text, name="people.html"):
        path = tmp_path / name
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return extract_document(read(path)).claims
    return read_claims


def test_a_page_of_sections_by_role_gives_each_student_the_advisors_their_entry_names(page_claims):
    advising = pairs([c for c in page_claims(PEOPLE_PAGE) if isinstance(c, Supervision)], "advisor", "advisee")
    assert {("Ingrid Okafor-Lunde", "Hana Petrović"), ("Tomas Lindqvist", "Minh-Anh Dao"),
            ("Ingrid Okafor-Lunde", "Minh-Anh Dao"), ("Tomas Lindqvist", "Leila Haddou"),
            ("Tomas Lindqvist", "Owen Blackwood")} <= advising
    # no director is the advisor of every member: the page is no one's, and its cards are not one director's block
    assert ("Tomas Lindqvist", "Hana Petrović") not in advising
    assert ("Ingrid Okafor-Lunde", "Leila Haddou") not in advising


def test_the_graph_of_such_a_page_makes_no_director_a_student_nor_a_rank_an_organisation(tmp_path):
    path = tmp_path / "people.html"
    path.write_text(PEOPLE_PAGE, encoding="utf-8")
    graph = build([path])
    students = {str(row.name) for row in graph.query(
        "SELECT ?name WHERE { GRAPH ?g { ?s lg:supervisedBy ?a . ?s rdfs:label ?name } }",
        initNs={"lg": LG, "rdfs": RDFS})}
    assert {"Hana Petrović", "Minh-Anh Dao", "Rafael Quintero"} <= students
    assert not students & {"Ingrid Okafor-Lunde", "Tomas Lindqvist"}
    orgs = {str(row.name) for row in graph.query(
        "SELECT ?name WHERE { GRAPH ?g { ?p lg:affiliation ?o . ?o rdfs:label ?name } }",
        initNs={"lg": LG, "rdfs": RDFS})}
    assert "Department of Ocean Engineering" in orgs
    assert not orgs & {"Professor", "Associate Professor"}


def test_a_sections_note_names_the_advisor_of_its_entries_that_name_none(page_claims):
    advising = pairs([c for c in page_claims(PEOPLE_PAGE) if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert ("Ingrid Okafor-Lunde", "Rafael Quintero", "Master") in advising
    # (an entry naming its own advisor keeps only that one)
    assert not any(a == "Ingrid Okafor-Lunde" and s == "Leila Haddou" for a, s, _ in advising)


def test_advised_there_by_names_a_visitors_home_advisor(page_claims):
    advising = pairs([c for c in page_claims(PEOPLE_PAGE) if isinstance(c, Supervision)], "advisor", "advisee")
    assert ("Paolo Sartori", "Chiara Benedetti") in advising


def test_a_name_written_again_in_its_own_script_is_one_name():
    assert clean_name("Minh-Anh Dao (陶明英)") == "Minh-Anh Dao"
    assert clean_name("Sun-hee Baek (백선희)") == "Sun-hee Baek"
    assert clean_name("Jo Bell (2019)") == "Jo Bell (2019)" or "2019" in clean_name("Jo Bell (2019)")


def test_faculty_blocks_need_lists_of_one_kind_under_two_members(tmp_path):
    by_role = read_text(tmp_path, """\
        Ann Roe
        Professor of Geology
        PhD students
          • Bo Lin
        Carl Diaz
        Visiting Professor, Lakeside University
        Alumni
          • Dee Fox
        """)
    assert faculty_blocks(by_role.lines) == []
    directory = read_text(tmp_path, """\
        Ann Roe
        Professor of Geology
        Current students
          • Bo Lin (PhD)
        Carl Diaz
        Associate Professor of Geology
        Current students
          • Dee Fox (MSc)
        """)
    assert [b.name for b in faculty_blocks(directory.lines)] == ["Ann Roe", "Carl Diaz"]


def extracted(tmp_path, text, name="doc.txt"):
    """The extraction of a text read as a file of that name is."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


def read_text(tmp_path, text):
    path = tmp_path / "dir.txt"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return read(path)


NEWS_ARCHIVE = """\
<html><head><title>News – Marlow Lab</title></head><body>
<header><nav><a href="/">Home</a> <a href="/people/">People</a> <a href="/news/">News</a></nav></header>
<main>
<h1>Category: <span>Lab News</span></h1>
<article class="post">
<h2 class="entry-title"><a href="/2025/04/02/defense/">Congratulations, Dr. Ostrowski!</a></h2>
<div class="post-meta">April 2, 2025 &middot; by Nadia Marlow &middot; Defenses</div>
<div class="entry-content">
<p>Huge congratulations to <strong>Pawel Ostrowski</strong>, who defended his PhD thesis yesterday!</p>
<p>Advisor: Nadia Marlow. Committee: Erik Sundqvist (chair) and Lena Hoyt.</p>
</div></article>
<article class="post">
<h2 class="entry-title"><a href="/2025/01/10/welcome/">Welcome to our new lab members!</a></h2>
<div class="post-meta">January 10, 2025 &middot; by okapi &middot; People</div>
<div class="entry-content"><ul>
<li><strong>Dr. Sofia Brandt</strong> joins us as a postdoctoral fellow.</li>
<li><strong>Tomás Aguirre</strong> joins as a PhD student after rotating with us last fall.</li>
</ul></div></article>
<article class="post">
<h2 class="entry-title"><a href="/2024/11/04/alumni/">Alumni news</a></h2>
<div class="post-meta">2024-11-04 &middot; by okapi &middot; Alumni</div>
<div class="entry-content">
<p>Former postdoc <strong>Irene Kowal</strong> (in the lab 2018&ndash;2022) is now a Senior Scientist at Brightwave Therapeutics in Boston.</p>
</div></article>
<article class="post">
<h2 class="entry-title"><a href="/2024/06/10/award/">Nadia named a 2024 Searle Scholar</a></h2>
<div class="post-meta">June 10, 2024 &middot; by okapi &middot; Awards</div>
<div class="entry-content">
<p>We are thrilled that our PI Nadia Marlow has been named a Searle Scholar by the Kinship Foundation!</p>
</div></article>
<article class="post">
<h2 class="entry-title"><a href="/2024/02/09/preprint/">New preprint</a></h2>
<div class="post-meta">2024-02-09 &middot; by okapi &middot; Papers</div>
<div class="entry-content">
<p>Brandt S, Aguirre T, Marlow N. Lipid rafts gate the import of nuclear tRNA. bioRxiv. 2024.</p>
</div></article>
</main></body></html>
"""


def test_a_blogs_news_archive_is_read_post_by_post(page_claims):
    found = page_claims(NEWS_ARCHIVE, "news.html")
    advising = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    # every post is read (the main-content reader took the first post only), the PI named in the news is the owner
    assert {("OWNER", "Pawel Ostrowski", "Unspecified"), ("OWNER", "Sofia Brandt", "Postdoc"),
            ("OWNER", "Tomás Aguirre", "PhD"), ("OWNER", "Irene Kowal", "Postdoc")} <= advising
    # (a committee's chair beside a named advisor is no advisor)
    assert not any(a == "Erik Sundqvist" for a, _, _ in advising)
    posts = pairs([c for c in found if isinstance(c, Position)], "person", "title", "org")
    assert ("Irene Kowal", "Senior Scientist", "Brightwave Therapeutics") in posts
    honours = pairs([c for c in found if isinstance(c, Award)], "person", "name")
    assert ("OWNER", "Searle Scholar") in honours
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "authors")
    assert ("Lipid rafts gate the import of nuclear tRNA", ("Sofia Brandt", "Tomás Aguirre", "Nadia Marlow")) in works \
        or any(t.startswith("Lipid rafts gate") for t, _ in works)
    owner = [c for c in found if isinstance(c, PersonClaim) and c.is_owner]
    assert [c.name for c in owner] == ["Nadia Marlow"]


def test_a_news_award_to_a_member_called_by_first_name(tmp_path):
    from labgraph.extract import awards
    from labgraph.model import Line, Section
    section = Section("x", "news", "", (Line(1, "Priya won an Outstanding Poster Award at the RNA Symposium."),
                                        Line(2, "The team won the Best Demo Award."),
                                        Line(3, "Second-year PhD student Kwame Asante has been awarded an NSF "
                                                "Graduate Research Fellowship!"),
                                        Line(4, "Jo Roe was named a Principal Investigator at the institute."),
                                        Line(5, "Ann Lee was named an HHMI Investigator.")))
    honours = pairs(list(awards.extract(section)), "person", "name")
    assert ("Priya", "Outstanding Poster Award") in honours
    assert ("Kwame Asante", "NSF Graduate Research Fellowship") in honours
    assert ("Ann Lee", "HHMI Investigator") in honours
    assert not any(name in ("Best Demo Award", "Principal Investigator") for _, name in honours)


SPANISH_CV = """\
CURRICULUM VITAE

Nombre / Name | Elena Cabrera Montes
ORCID | 0000-0002-1111-2222 | Researcher ID: B-1234-2015
Situación actual / Current position | Catedrática de Universidad, Universidad de Granada – desde 2016

1. FORMACIÓN ACADÉMICA / ACADEMIC BACKGROUND

2003 | Doctora en Física / PhD in Physics. Universidad de Valencia. Directores: Dr. Andrés Vidal Roca y Dra. Pilar Soto Gil.

2. ACTIVIDAD PROFESIONAL / PROFESSIONAL EXPERIENCE

2003-2005 | Investigadora postdoctoral, Institut Laue-Langevin, Grenoble (Francia). Grupo del Prof. Dr. Henri Lemaire.
2005-2016 | Profesora Titular de Universidad, Universidad de Granada.

3. TESIS DOCTORALES DIRIGIDAS (Universidad de Granada) / PhD THESES SUPERVISED

Doctorando/a | Título | Año
Mario Quesada Ortiz | Dispersión de neutrones en vidrios | 2012

4. PROYECTOS DE INVESTIGACIÓN (selección) / RESEARCH PROJECTS

· “Neutrones para la energía” (PID2020-111111GB-I00). Entidad financiadora: AEI. 2021-2024. IP: E. Cabrera Montes.

5. BECAS Y PREMIOS / FELLOWSHIPS AND AWARDS

1999 | Beca predoctoral FPI (Ministerio de Ciencia y Tecnología)
2010 | Premio a Jóvenes Investigadores, Real Sociedad Española de Física (RSEF)

6. OTROS MÉRITOS / OTHER

Idiomas: inglés (C1), francés (B2).
"""


def test_a_bilingual_spanish_cv(tmp_path):
    extraction = extracted(tmp_path, SPANISH_CV, "cv.txt")
    found = extraction.claims
    # the form's table names its owner ("Nombre / Name | X")
    assert extraction.owner_name == "Elena Cabrera Montes"
    advising = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    # "Directores: Dr. A y Dra. B" (two advisors, "Dra." no sentence's end); "Grupo del Prof. Dr. X"; the numbered
    # bilingual heading over the theses directed
    assert {("Andrés Vidal Roca", "OWNER", "PhD"), ("Pilar Soto Gil", "OWNER", "PhD"),
            ("Henri Lemaire", "OWNER", "Postdoc"), ("OWNER", "Mario Quesada Ortiz", "PhD")} <= advising
    honours = pairs([c for c in found if isinstance(c, Award)], "name", "year")
    # a row "year | award (giver)"; a funded project is no award, and the section after ("6. OTROS MÉRITOS / OTHER") none
    assert {("Beca predoctoral FPI", 1999)} <= honours
    assert any(n.startswith("Premio a Jóvenes Investigadores") and y == 2010 for n, y in honours)
    assert not any("Neutrones" in n or "Idiomas" in n for n, _ in honours)
    assert not any(getattr(c, "org", None) == "ORCID" for c in found)
    works = [c for c in found if isinstance(c, Publication)]
    assert not any("Neutrones" in c.title for c in works)


def test_a_portuguese_advisor_label_and_a_surname_joined_by_e(tmp_path):
    extraction = extracted(tmp_path, textwrap.dedent("""\
        Joana Prates Ribeiro

        Formação / Education
          - Mestrado em Saúde Coletiva (MSc), Universidade Federal de Pernambuco, 1998
            (orientador: Prof. Dr. Geraldo Magela Lima e Silva)
        """), "cv.txt")
    advising = pairs([c for c in extraction.claims if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert ("Geraldo Magela Lima e Silva", "OWNER", "Master") in advising
    assert clean_name("Geraldo Magela Lima e Silva") == "Geraldo Magela Lima e Silva"


PDF_CV = """\
Tamsin Okoro-Hale                                                      Department of Computer Science
PhD Candidate · Program Analysis                                                  Lakehead University
tokoro@cs.lakehead.ca | tokoro.github.io                                      Thunder Bay, ON, Canada

EDUCATION
Lakehead University, Thunder Bay, ON                                               Sept. 2021 – present
Ph.D. in Computer Science. Advisor: Prof. Marcus Ilunga

RESEARCH EXPERIENCE
Microsoft Research, Redmond, WA                                                    05/2024 – 08/2024
Research Intern. Mentors: Dr. Pia Lindgren and Dr. Omar Farouk
Shopify, Ottawa, ON                                                                 May – Aug. 2019
Software Engineering Intern

PUBLICATIONS
Conference papers
[C2] Tamsin Okoro-Hale*, Wen Zhao*, Marcus Ilunga. Proof-Carrying
     Patches: Certifying Repairs with Lightweight Contracts. In ICSE 2025.
[C1] Tamsin Okoro-Hale, Marcus Ilunga. Repair Before You Run: Test-Time Self-
     Debugging for Small Models. In FSE 2023.
"""


def test_a_pdf_cv_of_two_columns_and_employers_first(tmp_path):
    extraction = extracted(tmp_path, PDF_CV, "cv.txt")
    # the name in the header's left column is the owner (not the PI named further down)
    assert extraction.owner_name == "Tamsin Okoro-Hale"
    found = extraction.claims
    posts = pairs([c for c in found if isinstance(c, Position)], "title", "org", "start")
    # an employer's line with its dates, then the title: each job its employer's
    assert {("Research Intern", "Microsoft Research", 2024), ("Software Engineering Intern", "Shopify", 2019)} <= posts
    advising = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("Pia Lindgren", "OWNER", "Intern"), ("Omar Farouk", "OWNER", "Intern")} <= advising
    orgs = pairs([c for c in found if isinstance(c, Affiliation) and c.person == OWNER], "org")
    assert {("Department of Computer Science",), ("Lakehead University",)} <= orgs
    assert not any("Department" in o and "Tamsin" in o for (o,) in orgs)
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "authors")
    # a title wrapped after the author list's line, a compound's hyphen at a line's end, a sub-list's heading
    assert ("Proof-Carrying Patches: Certifying Repairs with Lightweight Contracts",
            ("Tamsin Okoro-Hale", "Wen Zhao", "Marcus Ilunga")) in works
    assert ("Repair Before You Run: Test-Time Self-Debugging for Small Models",
            ("Tamsin Okoro-Hale", "Marcus Ilunga")) in works
    assert not any("Conference papers" in t for t, _ in works)


DUTCH_GROUP = """\
People / Medewerkers

The Soft Matter Optics group (SMO) is part of the Faculty of Science and Engineering of Zuiderzee University of Technology.

Chair / Leerstoelhouder

prof. dr. ir. Hendrika J. van Baalen

Full Professor (hoogleraar) and chair of SMO since 2015.

Postdocs

  • dr. Pieter Kamps – NWO Veni laureate (2023); postdoctoral researcher since 2023.
"""


def test_a_dutch_groups_chair_and_where_its_faculty_sits(tmp_path):
    extraction = extracted(tmp_path, DUTCH_GROUP, "people.txt")
    assert extraction.owner_name == "Hendrika J. van Baalen"
    found = extraction.claims
    parts = pairs([c for c in found if type(c).__name__ == "PartOf"], "part", "whole")
    # "the Faculty of X of Y University": the faculty, part of the university
    assert ("Faculty of Science and Engineering", "Zuiderzee University of Technology") in parts
    # a member's line led by a Dutch title and name is that member's, not an honour of the owner's
    assert not any(isinstance(c, Award) and c.person == OWNER and "Kamps" in c.name for c in found)


def test_physics_references_with_an_arxiv_number_after_the_journal():
    from labgraph.extract import publications
    from labgraph.model import Line, Section
    lines = ("  • M. Roe, R. Lind,", "      Prethermal time crystals beyond the high-frequency limit,",
             "      Phys. Rev. Lett. 132, 110402 (2024), arXiv:2306.14471.",
             "  • M. Roe, P.-J. Okker,", "      Exact Floquet eigenstates of the kicked XY model,",
             "      J. Phys. A: Math. Theor. 51, 445002 (2018), arXiv:1806.00914.",
             "  • A. Lugo, M. Roe,", "      Entanglement growth after a quench in disordered free fermions,",
             "      J. Stat. Mech. (2017) 083104, arXiv:1704.05531.")
    section = Section("x", "publications", "Papers", tuple(Line(k + 1, t) for k, t in enumerate(lines)))
    works = pairs([c for c in publications.extract(section) if isinstance(c, Publication)], "title", "year")
    assert works == {("Prethermal time crystals beyond the high-frequency limit", 2024),
                     ("Exact Floquet eigenstates of the kicked XY model", 2018),
                     ("Entanglement growth after a quench in disordered free fermions", 2017)}


def test_a_hugo_page_titled_by_its_owners_name(tmp_path):
    extraction = extracted(tmp_path, textwrap.dedent("""\
        ---
        title: "Síle Ó Ceallaigh"
        layout: "home"
        ---

        # Welcome

        I am Associate Professor of Modern History in the School of History at Carrowmore University.
        Before that I was Lecturer in History at Queen's University Belfast (2012–2017).
        """), "_index.md")
    assert extraction.owner_name == "Síle Ó Ceallaigh"
    posts = pairs([c for c in extraction.claims if isinstance(c, Position)], "person", "title", "org")
    # "I am Associate Professor of X in Y at Z" (no article); "Queen's University Belfast" is one name
    assert {("OWNER", "Associate Professor", "Carrowmore University"),
            ("OWNER", "Lecturer", "Queen's University Belfast")} <= posts


OLD_TABLE_PAGE = """\
<HTML><BODY><TABLE WIDTH="100%"><TR><TD VALIGN="top">
<FONT SIZE="5"><B>Prof. Dr. Ansgar Vollmer</B></FONT><BR>
<FONT SIZE="2">Institut f&uuml;r Informatik, Universit&auml;t Rabenfeld</FONT>
<P><FONT SIZE="2">I work on compilers and program analysis.</FONT></P>
<A NAME="cv"></A><FONT SIZE="4" COLOR="#003366"><B>Short CV</B></FONT>
<TABLE><TR><TD>since 2001</TD><TD>Full Professor, Universit&auml;t Rabenfeld</TD></TR>
<TR><TD>1997-2001</TD><TD>Associate Professor, Universit&auml;t Passau</TD></TR></TABLE>
<A NAME="students"></A><FONT SIZE="4" COLOR="#003366"><B>PhD Students</B></FONT>
<UL><LI>Dr. Jonas Pfeil (2008): Verified register allocation. Now postdoc at ETH Z&uuml;rich.</LI>
<LI>Dr. Karin Vogt (2006): Regions and exceptions.</LI></UL>
</TD></TR></TABLE></BODY></HTML>
"""


def test_an_old_page_laid_out_in_a_table_keeps_its_headings_set_in_a_bigger_font(page_claims, tmp_path):
    path = tmp_path / "old.html"
    path.write_text(OLD_TABLE_PAGE, encoding="utf-8")
    from labgraph.sections import split_sections
    kinds = [(s.kind, s.heading) for s in split_sections(read(path))]
    # "<FONT SIZE=4><B>Short CV</B></FONT>" in the page's layout cell is a heading (SIZE=4 is bigger than the
    # text's 3), as is "PhD Students"
    assert ("positions", "Short CV") in kinds and ("students", "PhD Students") in kinds
    advising = pairs([c for c in page_claims(OLD_TABLE_PAGE, "old.html") if isinstance(c, Supervision)],
                     "advisor", "advisee")
    assert {("OWNER", "Jonas Pfeil"), ("OWNER", "Karin Vogt")} <= advising


def test_an_alumni_list_with_pdras_and_where_they_went(tmp_path):
    extraction = extracted(tmp_path, textwrap.dedent("""\
        Prof. Mairead Quill

        Alumni

          • Dr Yuki Tanabe – PDRA (2021–2024) on the SMART programme grant
              Now: Lecturer in Inorganic Chemistry at the University of Dunmore.
          • Dr Owen Price – PhD (2019–2023)
              Now: Senior Scientist at Calderbrook Pharma.
        """), "alumni.txt")
    advising = pairs([c for c in extraction.claims if isinstance(c, Supervision)], "advisor", "advisee", "level")
    # "PDRA", the UK's postdoctoral research associate, is a postdoc's level
    assert {("OWNER", "Yuki Tanabe", "Postdoc"), ("OWNER", "Owen Price", "PhD")} <= advising
    posts = pairs([c for c in extraction.claims if isinstance(c, Position)], "person", "title", "org")
    assert ("Yuki Tanabe", "Lecturer in Inorganic Chemistry", "University of Dunmore") in posts


def test_a_cv_from_word_whose_form_is_tab_separated(tmp_path):
    extraction = extracted(tmp_path, "CURRICULUM VITAE\nPARK, JI-WON, Ph.D.\nProfessor, Hanbit University\n\n"
                                     "PERSONAL INFORMATION\nName\tJi-won Park\nE-mail\tjwpark@hanbit.ac.kr\n\n"
                                     "EDUCATION\n2004.09 – 2009.08\tPh.D., Mechanical Engineering, University of Westbrook\n"
                                     "\tAdvisor: Prof. Richard T. Callaghan\n", "cv.txt")
    # "Name<TAB>X": the form's label column, its value the owner (the label is no part of the name)
    assert extraction.owner_name == "Ji-won Park"
