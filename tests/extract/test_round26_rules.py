"""Session-15 rules: an old homepage laid out in a table and set in <FONT> tags (the wrappers hid its paragraphs, lists
and headings from the main-content reader), a list grouped by year with the year before each entry, German degrees
before names, and a thesis list's "year Name: Title" lines."""
import textwrap

from labgraph.extract import extract_document
from labgraph.extract.publications import parse_citation
from labgraph.ingest import read
from labgraph.ingest.html import html_document
from labgraph.model import OWNER, Affiliation, Award, Publication, Supervision
from labgraph.names import clean_name

from .helpers import claims_of, pairs

OLD_HOMEPAGE = """\
<HTML><HEAD><TITLE>Prof. Dr. Wendelin Obermaier - Homepage</TITLE></HEAD>
<BODY BGCOLOR="#FFFFFF">
<TABLE WIDTH="100%"><TR><TD><FONT SIZE="1"><A HREF="/">Uni Kleinstadt</A> &gt; <A HREF="/inf">Informatik</A></FONT></TD></TR></TABLE>
<TABLE WIDTH="100%"><TR><TD WIDTH="150"><FONT SIZE="2"><A HREF="#cv">CV</A><BR><A HREF="#pubs">Papers</A></FONT></TD>
<TD>
<TABLE><TR><TD><IMG SRC="me.jpg"></TD><TD><FONT SIZE="5"><B>Prof. Dr. Wendelin Obermaier</B></FONT><BR>
<FONT SIZE="2">Arbeitsgruppe Verteilte Systeme<BR>Universit&auml;t Kleinstadt</FONT></TD></TR></TABLE>
<P><FONT SIZE="2">Postfach 12, D-99999 Kleinstadt</FONT></P>
<HR>
<A NAME="cv"></A><FONT SIZE="4"><B>Short CV</B></FONT>
<TABLE><FONT SIZE="2">
<TR><TD>1990-1995</TD><TD>Research assistant at Universit&auml;t Waldheim</TD></TR>
<TR><TD>since 1995</TD><TD>Professor, Universit&auml;t Kleinstadt</TD></TR>
</FONT></TABLE>
<P><FONT SIZE="2">Awards: Teaching award of the faculty, 2003.</FONT></P>
<HR>
<A NAME="students"></A><FONT SIZE="4"><B>PhD Students</B></FONT>
<P><FONT SIZE="2"><B>Former PhD students</B> (year, thesis)</FONT></P>
<UL><FONT SIZE="2">
<LI>Dr. Irmgard Sommerfeld (2004): <I>Leases for Replicated Objects</I>.
<LI>Dr. Pavel Hrabal (2001): <I>Causal Ordering in Group Communication</I>.
</FONT></UL>
<HR>
<A NAME="pubs"></A><FONT SIZE="4"><B>Selected Publications</B></FONT>
<FONT SIZE="2"><I>(full list: <A HREF="pubs.html">here</A>, or see <A HREF="http://dblp.org/">DBLP</A>)</I></FONT>
<DL><FONT SIZE="2">
<DT><B>2004</B>
<DD>I. Sommerfeld, W. Obermaier. <B>Leases for Replicated Objects Revisited.</B> In Proc. ICDCS 2004. [<A HREF="a.bib">BibTeX</A>]
<DD>W. Obermaier. <B>Timed Consistency in Wide-Area Object Stores.</B> In Proc. SRDS 2004. [<A HREF="b.bib">BibTeX</A>]
<DT><B>2001</B>
<DD>P. Hrabal, W. Obermaier. <B>Causal Ordering for Lightweight Groups.</B> In Proc. DSN 2001. [<A HREF="c.bib">BibTeX</A>]
</FONT></DL>
</TD></TR></TABLE>
</BODY></HTML>
"""


def old_homepage(tmp_path):
    path = tmp_path / "home.html"
    path.write_text(OLD_HOMEPAGE, encoding="utf-8")
    return read(path)


def test_an_old_homepage_set_in_font_tags_keeps_its_paragraphs_headings_and_each_entry_on_its_own_line(tmp_path):
    lines = [line.strip() for line in old_homepage(tmp_path).text.splitlines()]
    assert "Awards: Teaching award of the faculty, 2003." in lines          # a <P><FONT> paragraph
    assert "Former PhD students (year, thesis)" in lines                    # a bold line over a list in <UL><FONT>
    assert "Selected Publications" in lines                                 # a heading over a legend of links
    entries = [line for line in lines if "Obermaier." in line or "W. Obermaier" in line]
    # "<DL><FONT><DD>A<DD>B": each description its own entry, not B hanging inside A
    assert len(entries) == 3 and all(line.startswith("• 200") for line in entries), entries


def test_an_old_homepage_in_font_tags_gives_its_owner_students_and_papers(tmp_path):
    claims = extract_document(old_homepage(tmp_path)).claims
    assert pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee") == {
        ("OWNER", "Irmgard Sommerfeld"), ("OWNER", "Pavel Hrabal")}
    owner = next(c for c in claims if getattr(c, "is_owner", False))
    assert owner.name == "Wendelin Obermaier"
    papers = {c.title: c for c in claims if isinstance(c, Publication)}
    assert set(papers) == {"Leases for Replicated Objects Revisited", "Timed Consistency in Wide-Area Object Stores",
                           "Causal Ordering for Lightweight Groups"}
    assert papers["Causal Ordering for Lightweight Groups"].authors == ("P. Hrabal", "W. Obermaier")
    assert papers["Causal Ordering for Lightweight Groups"].year == 2001
    assert any(isinstance(c, Award) and "Teaching award" in c.name for c in claims)


def test_a_header_card_under_a_breadcrumb_names_the_owner_but_a_list_of_people_there_does_not():
    card = html_document("p.html", "<html><body><p>Home &gt; Staff</p><table><tr><td><img src='me.jpg'></td>"
                                   "<td><b>Dr. Runa Halvorsen</b><br>"
                                   "Department of Geology<br>University of Tromvik</td></tr></table>"
                                   "<p>I study glaciers and the sediments they leave behind in fjords.</p></body></html>")
    people = html_document("p.html", "<html><body><p>Home &gt; Staff</p><ul><li>Runa Halvorsen<br>Department of Geology</li>"
                                     "<li>Ove Strand<br>Department of Geology</li></ul>"
                                     "<p>Our group studies glaciers and the sediments they leave in fjords.</p></body></html>")
    owners = [next((c.name for c in extract_document(doc).claims if getattr(c, "is_owner", False)), None)
              for doc in (card, people)]
    assert owners == ["Runa Halvorsen", None]


def test_a_year_before_an_entry_of_a_list_grouped_by_year_is_its_year_not_part_of_its_authors():
    assert parse_citation("2009 S. Roe, G. Bell. Staging Beyond Terms for Embedded Languages. In Proc. GPCE.") \
        == ("Staging Beyond Terms for Embedded Languages", ("S. Roe", "G. Bell"), "GPCE", 2009)
    # a year before a title with no authors is read as before, a title's words before its colon no authors
    assert parse_citation("(2023). GEAR: A Replay System. In ICML.") == ("GEAR: A Replay System", (), "ICML", 2023)
    for year in ("(2021).", "2021"):
        assert parse_citation(f"{year} Think Small and Act Fast: Tiny Models at the Edge. In MobiSys.") \
            == ("Think Small and Act Fast: Tiny Models at the Edge", (), "MobiSys", 2021)


def test_german_degrees_before_a_name_are_no_part_of_it():
    assert [clean_name(t) for t in ("Dipl.-Inform. Jan Roth", "Dipl.-Wirt.-Inf. Eva Berg", "M.Sc. Ida Lenz",
                                    "M. Scott Peck")] == ["Jan Roth", "Eva Berg", "Ida Lenz", "M. Scott Peck"]


def test_a_thesis_list_of_year_name_colon_title_lines_names_the_student_not_the_title():
    found = claims_of("""\
        Diploma theses supervised

        2006 Nadine Lorenz: Type Inference for a Subset of Python
        2005 Christoph Ahlers: Visualisierung von Datenflussanalysen
        """, Supervision)
    assert pairs(found, "advisor", "advisee") == {("OWNER", "Nadine Lorenz"), ("OWNER", "Christoph Ahlers")}
    # a label before the colon still lists students
    listed = claims_of("""\
        Students

        Current PhD students: Ana Vidal, Tom Brixen
        """, Supervision)
    assert pairs(listed, "advisor", "advisee") == {("OWNER", "Ana Vidal"), ("OWNER", "Tom Brixen")}


INSTITUTE_PAGE = """\
<html><head><title>Personas | ICAP – Universidad de Valdivia</title></head><body><main>
<h1>People / Personas</h1>
<p>The Institute of Coastal and Polar Studies (ICAP) of the Universidad de Valdivia hosts faculty, postdocs and
students working on ice and oceans.</p>
<h2>Académicos / Faculty</h2>
<table><tr><th>Nombre</th><th>Cargo / Position</th></tr>
<tr><td>Dr. Ignacio Ruiz Tagle</td><td>Full Professor</td></tr>
<tr><td>Dra. Marta de la Cruz Vidal</td><td>Assistant Professor</td></tr></table>
<p>Dra. Marta de la Cruz received the Young Polar Scientist Award in 2022.</p>
<h2>Estudiantes de Doctorado / PhD students</h2>
<table><tr><th>Estudiante</th><th>Ingreso</th><th>Profesor(a) guía / Advisor</th></tr>
<tr><td>Tomás Peña Lagos</td><td>2021</td><td>I. Ruiz</td></tr>
<tr><td>Ana Sepúlveda Mora</td><td>2022</td><td>M. de la Cruz</td></tr></table>
<h2>Estudiantes de Magíster / MSc students</h2>
<ul><li>Josefa Lillo Mena — Prof. guía: I. Ruiz</li></ul>
</main></body></html>
"""


def test_an_institute_page_of_bilingual_tables_gives_each_student_the_advisor_their_row_names(tmp_path):
    path = tmp_path / "people.html"
    path.write_text(INSTITUTE_PAGE, encoding="utf-8")
    claims = extract_document(read(path)).claims
    # no owner: "Dra. Marta de la Cruz received the ..." below a table of people is one of them, not the page's
    assert not any(getattr(c, "is_owner", False) for c in claims)
    advising = pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee")
    assert {("I. Ruiz", "Tomás Peña Lagos"), ("M. de la Cruz", "Ana Sepúlveda Mora"),
            ("I. Ruiz", "Josefa Lillo Mena")} <= advising
    assert not any(advisee == "I. Ruiz" for _, advisee in advising)      # "Prof. guía: I. Ruiz" is no student
    # the institute is part of the university its first sentence names: its members' affiliations
    units = {c.org for c in claims if isinstance(c, Affiliation) and c.person == "Tomás Peña Lagos"}
    assert units == {"Institute of Coastal and Polar Studies", "Universidad de Valdivia"}


def test_a_bibtex2html_row_reads_as_its_reference_without_its_number_cell_and_link_row():
    found = parse_citation("[3] | J. van 't Hof, K. Tanaka, and M. Vos, “Time-aware query expansion with diachronic "
                           "embeddings,” in Advances in Information Retrieval (ECIR 2024), pp. 233–248, 2024. "
                           "[ bib | DOI | .pdf ]")
    assert found is not None
    title, authors, venue, year = found
    assert (title, authors, year) == ("Time-aware query expansion with diachronic embeddings",
                                      ("J. van 't Hof", "K. Tanaka", "M. Vos"), 2024)
    assert "bib" not in venue and "|" not in venue


def test_a_thesis_in_a_publication_list_that_names_its_supervisors_gives_their_supervision():
    found = claims_of("""\
        Publications

        [1] | T. Hoekstra, “Query performance prediction for Dutch e-commerce search,” Master's thesis, Leiden University, 2022. Supervised by I. de Kruijf and S. ten Brinke. [ bib | .pdf ]
        [2] | M. Vos and T. Hoekstra, “Supervised ranking for everyone,” in Proc. SIGIR, pp. 1–10, 2023. [ bib ]
        [3] | A. Lind, “Sparse retrieval at scale,” in Proc. ECIR, pp. 11–20, 2023. [ bib ]
        """, Supervision)
    assert pairs(found, "advisor", "advisee", "level") == {("I. de Kruijf", "T. Hoekstra", "Master"),
                                                          ("S. ten Brinke", "T. Hoekstra", "Master")}


THESES_LIST = """\
NORDVIK UNIVERSITY  *  FACULTY OF SCIENCE
Department of Mathematics

            DOCTORAL THESES DEFENDED 2015-2024

2015  ALSTAD Kari
      Advisor:        Prof. Erik Bjørnstad
      Thesis:         Extremal problems for ordered set systems
      First position: lecturer, University of Tromsø

2018  Mei-Ling Chou  (Taiwan)
      Advisors:       Erik Bjørnstad; co-adv. Kari Alstad
      Thesis:         Ramsey numbers of ordered hypergraphs
"""


def test_a_department_list_of_theses_defended_gives_each_advisor_and_the_degree_at_its_university(tmp_path):
    from labgraph.sections import heading_kind
    assert heading_kind("DOCTORAL (PhD) THESES DEFENDED 2009-2024") == "students"
    assert heading_kind("Thesis defended 2019") is None         # one's own thesis, not a list of students
    claims = extracted(tmp_path, THESES_LIST, "theses.txt").claims
    advising = pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee")
    assert {("Erik Bjørnstad", "Mei-Ling Chou"), ("Kari Alstad", "Mei-Ling Chou")} <= advising
    degrees = {(c.person, c.institution) for c in claims if type(c).__name__ == "Education"}
    assert ("Mei-Ling Chou", "Nordvik University") in degrees


def extracted(tmp_path, text, name="doc.txt"):
    """The extraction of a text read as a file of that name."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


DEFENCES_PAGE = """\
<html><head><title>PhD defences | Department of Soil Science | KU Antwerpen</title></head><body><main>
<p>PhD defences | Department of Soil Science | KU Antwerpen</p>
<h1>Recent PhD defences / Doctoraatsverdedigingen</h1>
<h3>Ir. Joris Lemmens</h3>
<p>Thesis: Nitrogen leaching under cover crops</p>
<p>Promotor: Prof. dr. ir. Wim Segers · Co-promotoren: Prof. dr. Ann Wouters and Dr. ir. Tine Maes (ILVO)</p>
<p>Jury: Prof. dr. ir. Karel Dewulf (voorzitter/chair), Prof. dr. Els Peeters (secretary), Dr. Luc Fabre (INRAE)</p>
<h3>Chloé Marchal</h3>
<p>Thesis: Modelling soil carbon under mulch</p>
<p>Promotoren / Promoteurs: Prof. dr. ir. Wim Segers and Prof. Hélène Dupont (UCLouvain)</p>
<p>Jury: Prof. Karel Dewulf (chair), Prof. dr. Els Peeters</p>
<h2>CIT Seminar Series – invited talks</h2>
<p>Dr. Paul Verbeke, Senior Scientist, VITO</p>
</main></body></html>
"""


def test_a_page_of_phd_defences_gives_promotors_not_jury_members_and_the_degree_at_the_title_university(tmp_path):
    claims = extracted(tmp_path, DEFENCES_PAGE, "defences.html").claims
    advising = pairs([c for c in claims if isinstance(c, Supervision) and c.advisor != OWNER], "advisor", "advisee")
    assert {("Wim Segers", "Joris Lemmens"), ("Ann Wouters", "Joris Lemmens"), ("Tine Maes", "Joris Lemmens"),
            ("Wim Segers", "Chloé Marchal"), ("Hélène Dupont", "Chloé Marchal")} <= advising
    # a jury's chair and members advise no one
    assert not any(advisor in ("Karel Dewulf", "Els Peeters", "Luc Fabre") for advisor, _ in advising)
    assert not any(isinstance(c, Supervision) and c.advisee in ("Karel Dewulf", "Els Peeters") for c in claims)
    degrees = {(c.person, c.institution) for c in claims if type(c).__name__ == "Education"}
    assert ("Joris Lemmens", "KU Antwerpen") in degrees


NEWSLETTER = """\
# The Okafor Lab — 2024: Year in Review

Hi everyone, what a year! Thank you all.

— Ada (Ada Okafor, PI)

## Welcome, new lab members

- **Ravi Menon** joined us in March as a PhD student.

## Awards & honors

| Who | What | When |
|-----|------|------|
| Ravi Menon | NSF Graduate Research Fellowship | April 2024 |
| Lena Voss | Best Poster Award, Genome Informatics | May 2024 |

## Software releases

- **seqtool v1.2** — https://github.com/okafor-lab/seqtool. Lead developer: Lena Voss.

## Farewells (we'll miss you!)

- **Lena Voss** has moved to Basel to join Roche as a Senior Scientist.
"""


def test_a_lab_newsletter_signed_by_its_pi_gives_each_member_their_award_and_ends_software_at_the_next_section():
    doc_claims = claims_of(NEWSLETTER)
    owner = next(c for c in doc_claims if getattr(c, "is_owner", False))
    assert owner.name == "Ada Okafor"                   # the letter's signature: "— Ada (Ada Okafor, PI)"
    awards = pairs([c for c in doc_claims if isinstance(c, Award)], "person", "name")
    assert ("Ravi Menon", "NSF Graduate Research Fellowship") in awards
    assert any(person == "Lena Voss" and name.startswith("Best Poster Award") for person, name in awards)
    assert not any(person == "OWNER" for person, _ in awards)
    from labgraph.sections import split_sections
    from labgraph.model import Document
    kinds = {s.heading: s.kind for s in split_sections(Document("n.md", NEWSLETTER))}
    # a heading of the same level after "## Software releases" is no part of it; under "# Publications" it would be
    assert kinds["## Farewells (we'll miss you!)"] == "news"
    nested = {s.heading: s.kind for s in split_sections(Document("p.md", "# Publications\n\n## 2024\n\n- A. Roe. "
                                                                              "A title here. Nature, 2024.\n"))}
    assert nested["## 2024"] == "publications"


POLISH_INSTITUTE = """\
<html><body><main>
<h1>Staff / Pracownicy</h1>
<h2>Doctoral students (doktoranci)</h2>
<table><tr><th>Name</th><th>Thesis topic</th><th>Promotor</th><th>Auxiliary promotor (promotor pomocniczy)</th></tr>
<tr><td>mgr Ewa Lis</td><td>Diatoms of Masurian lakes</td><td>prof. dr hab. inż. Jan Nowak</td><td>dr Piotr Kos</td></tr>
<tr><td>mgr inż. Adam Wilk</td><td>Phosphorus in sediments</td><td>dr hab. Anna Bąk, prof. IFEH PAS</td><td>–</td></tr>
</table></main></body></html>
"""


def test_polish_degrees_before_and_after_names_and_a_promotor_column_give_each_doctoral_students_promotors(tmp_path):
    assert [clean_name(t) for t in ("prof. dr hab. inż. Jan Nowak", "dr hab. Anna Bąk, prof. IFEH PAS",
                                    "mgr inż. Adam Wilk")] == ["Jan Nowak", "Anna Bąk", "Adam Wilk"]
    claims = extracted(tmp_path, POLISH_INSTITUTE, "staff.html").claims
    advising = pairs([c for c in claims if isinstance(c, Supervision)], "advisor", "advisee")
    assert {("Jan Nowak", "Ewa Lis"), ("Piotr Kos", "Ewa Lis"), ("Anna Bąk", "Adam Wilk")} <= advising


def test_a_job_market_page_lists_phd_candidates_and_its_papers_and_references_are_no_students():
    from labgraph.sections import heading_kind
    assert heading_kind("Job Market Candidates 2024–2025") == "students"
    found = claims_of("""\
        Job Market Candidates 2024–2025

        Lucía Ferrer Ochoa

        Job Market Paper: “Teacher Tenure Reform and the Sorting of Talent”

        Fields: Labor Economics; Economics of Education

        References: Pilar Gómez Arrieta (URT) · Thomas Whitcombe (LSE)

        Advisors: Pilar Gómez Arrieta, Javier Sanmartín Ruiz
        """, Supervision)
    advising = pairs(found, "advisor", "advisee", "level")
    # her card's "Advisors:" line, three lines under her name, names her advisors (the page's owner is none of them)
    assert advising == {("Pilar Gómez Arrieta", "Lucía Ferrer Ochoa", "PhD"), ("Javier Sanmartín Ruiz", "Lucía Ferrer Ochoa", "PhD")}
    # neither the paper's title nor the references nor the advisors are the department's students
    assert {advisee for _, advisee, _ in advising} == {"Lucía Ferrer Ochoa"}


def test_a_numbered_heading_in_capitals_keeps_its_kind_with_a_note_after_it():
    from labgraph.sections import heading_kind
    assert heading_kind("6. PUBLICATIONS      († HQP supervised or co-supervised; * corresponding author)") \
        == "publications"
    assert heading_kind("5. STUDENTS SUPERVISED (co-supervisors in brackets)") == "students"
    assert heading_kind("3. Smith J (2020) Title") is None        # a numbered reference, not a heading


def test_a_pandoc_cv_titled_curriculum_vitae_names_its_owner_in_its_subtitle(tmp_path):
    doc = extracted(tmp_path, '---\ntitle: "Curriculum Vitae"\nsubtitle: "Åsa Lind Öhman, PhD, Docent"\n'
                              'lang: en-GB\n---\n\n# Supervision\n\n## Doctoral students\n\n'
                              '- Jonas Ek (2019–2024, main supervisor)\n', "cv.md")
    owner = next(c for c in doc.claims if getattr(c, "is_owner", False))
    assert owner.name == "Åsa Lind Öhman"
