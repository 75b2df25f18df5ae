"""Session-26 rules: a group page's footer, and what a held-out round 50 showed."""
from labgraph.extract import career, extract_document
from labgraph.ingest import read
from labgraph.sections import menu_lines, split_sections
from labgraph.names import clean_name, without_nickname
from labgraph.ingest.html import html_document
from labgraph.extract.patterns import levels_in, orgs_in, take_names
from labgraph.extract.publications import parse_citation
from labgraph.model import OWNER, Affiliation, Document, Evidence, Position, Education, PersonClaim, Publication, Supervision


def read_text_document(text):
    return Document("doc.txt", text)


def extracted(tmp_path, text, name="doc.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


_LAB_PAGE = """Hana Seo
Professor, Department of Chemistry

Current Members
- Jin Woo Baek, PhD student (2021-)
- Soo Min Yang, PhD student (2022-)

Publications
1 | J. W. Baek, H. Seo*, "Oxygen vacancies in thin cobaltite films", Phys. Rev. B 99, 014105 (2019).

  • Thin Film Catalysis Laboratory (TFC Lab) | 12 Daehak-ro, Daejeon 34141, Korea
      Copyright © 2010-2025 TFC Lab, KAIST. All rights reserved.
"""


def test_a_footer_names_the_group_of_the_students_listed(tmp_path):
    claims = extracted(tmp_path, _LAB_PAGE).claims
    orgs = {c.org for c in claims if isinstance(c, Affiliation) and c.person == "Jin Woo Baek"}
    assert "Thin Film Catalysis Laboratory" in orgs


def test_a_footer_is_no_publication(tmp_path):
    titles = [c.title for c in extracted(tmp_path, _LAB_PAGE).claims if isinstance(c, Publication)]
    assert titles == ["Oxygen vacancies in thin cobaltite films"]


def test_a_footer_of_two_groups_names_neither(tmp_path):
    text = _LAB_PAGE.replace("  Copyright", "  Soft Matter Group | 14 Daehak-ro\n  Copyright")
    orgs = {c.org for c in extracted(tmp_path, text).claims if isinstance(c, Affiliation) and c.person == "Jin Woo Baek"}
    assert not any("Laboratory" in o or "Group" in o for o in orgs)


_OLD_PAGE = """<HTML><HEAD><TITLE>Rui Matos - Home Page</TITLE></HEAD><BODY>
<TABLE WIDTH="780"><TR>
<TD WIDTH="150" VALIGN=TOP><FONT SIZE=-1><B>Menu</B><BR>
<A HREF="#bio">Bio</A><BR><A HREF="#students">Students</A><BR><A HREF="#pubs">Publications</A><BR>
<A HREF="#software">Software</A><BR><A HREF="teaching.html">Teaching</A> (pt)<BR><A HREF="links.html">Cool links</A><BR>
<BR><IMG SRC="new.gif" ALT="NEW"> <A HREF="sod2008/">SOD 2007/08</A><BR></FONT></TD>
<TD VALIGN=TOP>
<A NAME="bio"></A><FONT SIZE=+1><B>Short bio</B></FONT>
<P><FONT SIZE=-1>I got my PhD from the Vrije Universiteit Amsterdam in 2002.</FONT></P>
<HR><A NAME="students"></A><FONT SIZE=+1><B>Students</B></FONT>
<P><FONT SIZE=-1><B>Graduated Ph.D. students</B></FONT></P>
<UL><LI><FONT SIZE=-1>Dragan Petrov (Ph.D., Feb. 2008) - Transactional Snapshots. Now at Google.</FONT>
<LI><FONT SIZE=-1>Sofia Antunes (Ph.D. 2007) - Epidemic Update Propagation. Now at the Universidade do Minho.</FONT></UL>
<HR><A NAME="pubs"></A><FONT SIZE=+1><B>Publications</B></FONT>
<FONT SIZE=-2>(see also DBLP)</FONT>
<P><FONT SIZE=-1><B>2008</B></FONT></P>
<OL><LI><FONT SIZE=-1>D. Petrov and R. Matos. Cheap Snapshots for Virtual Machines. In Proc. EuroSys 2008, Glasgow.</FONT>
<LI><FONT SIZE=-1>S. Antunes and R. Matos. Consistent Checkpoints for Mobile Replicas. In Proc. SRDS 2007, Beijing.</FONT></OL>
<HR><A NAME="software"></A><FONT SIZE=+1><B>Software</B></FONT>
<P><FONT SIZE=-1>All software is provided under the GPL.</FONT></P>
</TD></TR></TABLE></BODY></HTML>
"""


def test_an_old_pages_section_headings_named_in_its_menu_too_are_kept_over_their_sections():
    lines = [ln.strip() for ln in html_document("home.html", _OLD_PAGE).text.split("\n") if ln.strip()]
    # (the publications' note, loose in the cell, is kept where it stands: "(see also DBLP)" over "2008")
    assert lines[lines.index("(see also DBLP)") + 1] == "2008"
    for heading, first in (("Students", "Graduated Ph.D. students"), ("Publications", "(see also DBLP)"),
                           ("Software", "All software is provided under the GPL.")):
        at = [k for k, line in enumerate(lines) if line == heading]
        assert len(at) == 2, heading                        # the menu's line and the section's heading
        assert lines[at[1] + 1] == first, heading


def test_an_old_pages_publications_under_their_heading_are_read(tmp_path):
    pubs = [c for c in extracted(tmp_path, _OLD_PAGE, "home.html").claims if isinstance(c, Publication)]
    assert {c.title for c in pubs} == {"Cheap Snapshots for Virtual Machines", "Consistent Checkpoints for Mobile Replicas"}


_THESES_PAGE = """Completed Theses

The Chair of Timber Structures (Professur für Holzbau) is part of the Institute of Structural Engineering at the Faculty of Civil Engineering of TU Kaiserslautern.

The chair has been held since 2011 by Prof. Dr.-Ing. Marlene Obst-Kaminski. She received her doctorate from the University of Stuttgart in 2004.

Dissertations (Dr.-Ing.)

Year | Candidate | Title | Supervisor | Co-supervisor
2022 | Dr.-Ing. Quoc Bao Tran | Creep of glued laminated beams under cyclic humidity | Prof. Obst-Kaminski | Prof. Dr. sc. techn. Urs Bächli-Frei (ETH Zürich)

Diploma theses

Submitted | Student | Title | Betreuer/in | Co-supervisor
03/2023 | Lena Marie Vogt | Nachweis einer Holzbrücke nach Eurocode 5 | Dr.-Ing. Q. B. Tran | Dipl.-Ing. Rolf Hebbel (Landesbetrieb Mobilität)
"""


def test_a_theses_table_names_each_student_supervisors_and_thesis(tmp_path):
    claims = extracted(tmp_path, _THESES_PAGE).claims
    pubs = {(c.title, c.authors, c.year) for c in claims if isinstance(c, Publication)}
    assert ("Creep of glued laminated beams under cyclic humidity", ("Quoc Bao Tran",), 2022) in pubs
    assert ("Nachweis einer Holzbrücke nach Eurocode 5", ("Lena Marie Vogt",), 2023) in pubs
    sup = {(c.advisor, c.advisee, c.role) for c in claims if isinstance(c, Supervision)}
    assert ("Urs Bächli-Frei", "Quoc Bao Tran", "co-supervisor") in sup          # "Prof. Dr. sc. techn."
    assert ("Q. B. Tran", "Lena Marie Vogt", None) in sup                       # the "Betreuer/in" column
    assert ("Rolf Hebbel", "Lena Marie Vogt", "co-supervisor") in sup            # "Dipl.-Ing."
    assert all(c.level == "Master" for c in claims if isinstance(c, Supervision) and c.advisee == "Lena Marie Vogt")


def test_a_chairs_page_names_its_holder_and_its_university(tmp_path):
    claims = extracted(tmp_path, _THESES_PAGE).claims
    owner = [c for c in claims if isinstance(c, PersonClaim) and c.is_owner]
    assert [c.name for c in owner] == ["Marlene Obst-Kaminski"]
    assert any(isinstance(c, Education) and c.person == "Quoc Bao Tran" and c.institution == "TU Kaiserslautern"
               for c in claims)


def test_a_german_doctorate_before_a_name_is_a_title_not_a_level():
    assert levels_in("Dr.-Ing. 2005, TU Dresden") == {"PhD"}
    assert levels_in("Promotion (Dr.-Ing.)") == {"PhD"}
    assert levels_in("co-advised by Dr.-Ing. Frank Siebenhaar") == set()
    assert levels_in("Dr. rer. nat. Hans Meier") == set()


def test_titles_before_names_are_no_part_of_them():
    assert take_names("Dipl.-Ing. A. T. Vo)") == ["A. T. Vo"]
    assert take_names("Dr. Eng. Laura Bianchi-Ferraro (Politecnico di Milano), x") == ["Laura Bianchi-Ferraro"]
    assert take_names("Eng Hock Tan and Wei Lim") == ["Eng Hock Tan", "Wei Lim"]     # (a given name, no title)


def test_a_faculty_of_a_university_named_by_its_short_form_is_two_organisations():
    assert orgs_in("at the Faculty of Civil Engineering of TU Dresden.") == ("Faculty of Civil Engineering", "TU Dresden")
    assert orgs_in("in the School of Engineering of Universidad de Chile") == ("School of Engineering", "Universidad de Chile")


_MENU_PAGE = """Rui Matos - Home Page

Menu
Bio
Research
Students
Publications
Software
Cool links

  • Rui Matos
      Assistant Professor
      Departamento de Informática
      Faculdade de Ciências e Tecnologia, Universidade Nova de Lisboa

Students

  • Dragan Petrov (Ph.D. 2008) - Transactional Snapshots. Now at Google.
"""


def test_a_menu_of_section_names_is_no_run_of_headings():
    doc = read_text_document(_MENU_PAGE)
    kinds = [(s.kind, s.heading) for s in split_sections(doc)]
    assert kinds == [("top", ""), ("students", "Students")]
    assert menu_lines(doc.lines) == set(range(2, 9))        # (the places of lines 3 to 9)


def test_a_list_of_short_entries_is_no_menu():
    doc = read_text_document("Members\nPh.D. course\nPark Ji-hoon (2020.03–)\nChoi Soo-ah (2021.09–)\nM.S. course\nJung Hye-won\n")
    assert menu_lines(doc.lines) == set()


def test_an_old_pages_header_card_under_its_menu_is_the_owners(tmp_path):
    claims = extracted(tmp_path, _MENU_PAGE).claims
    orgs = {c.org for c in claims if isinstance(c, Affiliation) and c.person == OWNER}
    assert {"Departamento de Informática", "Universidade Nova de Lisboa"} <= orgs


def test_we_are_a_lab_in_a_department_at_a_university():
    text = ("We are a regeneration and evo-devo lab in the Department of Zoology at the University of Otago | "
            "Ōtākou Whakaihu Waka, Dunedin. We ask why some lizards regrow a tail.")
    plain = career.lab_intro(Evidence("p.html", 3, text))
    assert {c.org for c in plain if isinstance(c, Affiliation)} == {"Department of Zoology", "University of Otago"}
    titled = career.lab_intro(Evidence("p.html", 3, text), "Reyes Lab")
    assert {c.org for c in titled if isinstance(c, Affiliation)} == {"Reyes Lab", "Department of Zoology",
                                                                      "University of Otago"}
    assert career.lab_intro(Evidence("p.html", 3, "We are a friendly bunch of people.")) == []


def test_a_lab_named_after_its_leader_keeps_the_pages_title():
    page = ("<html><head><title>People — Nakashima-Reyes Lab</title></head><body><main><h1>People</h1>"
            "<h2>Dr Haruka Nakashima-Reyes</h2><p>Principal Investigator, Department of Zoology.</p>"
            "<h2>Postdocs</h2><p>Dr Ana Ruiz, Postdoctoral Fellow since 2022, working on scar-free healing.</p>"
            "</main></body></html>")
    lines = [ln for ln in html_document("people.html", page).text.split("\n") if ln.strip()]
    assert lines[0] == "People — Nakashima-Reyes Lab"


def test_honours_in_brackets_glued_to_a_degree_is_no_place(tmp_path):
    text = ("Lab members\n\nUndergraduates\n\nNgaio Fairweather — BSc(Hons) student in Zoology, 2025 honours project.\n"
            "Tama Rewi — BSc (Hons), University of Waikato, 2019\n")
    places = {(c.person, c.institution) for c in extracted(tmp_path, text).claims if isinstance(c, Education)}
    assert not any(place == "Hons" for _, place in places)


def test_a_nickname_in_brackets_inside_a_students_name():
    assert career.starts_with_name("Dr. Hendrik (Henk) Bezuidenhout (PhD 2022) – Downstep in isiNdebele.")
    assert not career.starts_with_name("PhD (Linguistics) – Leiden University, 2009")


def test_a_students_entry_with_a_nickname_is_not_the_owners_degree(tmp_path):
    text = ("Prof. Ana Roe\n\nDoctoral students\n\nCompleted\n\n"
            "  • Dr. Hendrik (Henk) Bezuidenhout (PhD 2022) – Downstep and declination. Now postdoctoral fellow at "
            "Stellenbosch University.\n")
    claims = extracted(tmp_path, text).claims
    assert not any(isinstance(c, Education) and c.person == OWNER for c in claims)
    assert any(isinstance(c, Supervision) and c.advisee == "Hendrik Bezuidenhout" for c in claims)


def test_unified_style_sheet_references_with_a_particle_after_a_hyphen():
    title, authors, venue, year = parse_citation(
        "Mabaso-van Rooyen, Thandeka & Sibusiso Dlamini-Khumalo. 2023. Depressor consonants and register in Siswati. "
        "Journal of African Languages and Linguistics 44(1). 1–38.")
    assert (title, authors, year) == ("Depressor consonants and register in Siswati",
                                      ("Thandeka Mabaso-van Rooyen", "Sibusiso Dlamini-Khumalo"), 2023)
    title, authors, venue, year = parse_citation(
        "Mabaso-van Rooyen, Thandeka. 2021. Tone and focus in Nguni (Studies in African Linguistics 12). Berlin: "
        "Language Science Press.")
    assert (title, authors) == ("Tone and focus in Nguni", ("Thandeka Mabaso-van Rooyen",))
    assert parse_citation("Roe, Ana. 2019. Quantum gates (in 3D). Phys. Rev. 12. 1-4.")[0] == "Quantum gates (in 3D)"


def test_a_town_after_a_university_is_no_campus_unless_a_state_or_a_country_names_it():
    assert orgs_in("PhD at the University of Otago, Dunedin, 2019") == ("University of Otago",)
    assert orgs_in("She is at the University of California, Davis.") == ("University of California, Davis",)
    assert orgs_in("an MSc at the University of Nigeria, Nsukka.") == ("University of Nigeria, Nsukka",)


def test_a_cv_post_at_a_university_and_its_town(tmp_path):
    text = "Jane Roe\n\nAPPOINTMENTS\n\n2019–     Professor, Department of Physics, University of Otago, Dunedin\n"
    orgs = {c.org for c in extracted(tmp_path, text).claims if isinstance(c, Affiliation)}
    assert "University of Otago" in orgs and "University of Otago, Dunedin" not in orgs


def test_a_university_name_broken_over_two_lines_of_a_cv(tmp_path):
    text = ("Ioana Roe\n\nEDUCATION\n\n"
            "2019                     M.A. in Economics, Vancouver School of Economics, University of British\n"
            "                         Columbia\n")
    places = {c.institution for c in extracted(tmp_path, text).claims if isinstance(c, Education)}
    assert "University of British Columbia" in places and "University of British" not in places


def test_initials_in_brackets_between_given_name_and_surname_are_a_nickname():
    assert clean_name("Pieter-Jan (PJ) Van Acker, Ph.D.").startswith("Pieter-Jan Van Acker")
    assert without_nickname("Met at MIT (MA) Boston") == "Met at MIT (MA) Boston"       # (no name's letters before)


def test_a_cv_headed_by_a_name_with_its_initials_in_brackets(tmp_path):
    text = "# Pieter-Jan (PJ) Van Acker, Ph.D.\n\nProfessor of Mechanical Engineering, Virginia Tech\n\nEducation\n=====\n\n* Ph.D., Mechanical Engineering, Purdue University, 2009\n"
    ex = extracted(tmp_path, text, "cv.md")
    assert ex.owner_name == "Pieter-Jan Van Acker"


def test_markdown_sub_headings_under_an_underlined_heading_are_its_parts():
    text = ("# Ana Roe\n\nStudents supervised\n======\n\n### Ph.D. — graduated\n\n1. **Bo Lin**, Ph.D. 2019.\n\n"
            "### M.S. (thesis option)\n\n* **Cy Dee**, M.S. 2020.\n\nService\n------\n\n### Reviewing\n\nNature\n")
    kinds = [(s.kind, s.heading) for s in split_sections(Document("cv.md", text))]
    assert ("students", "### Ph.D. — graduated") in kinds and ("students", "### M.S. (thesis option)") in kinds
    assert ("students", "### Reviewing") not in kinds


def test_an_academic_family_line_drawn_with_arrows(tmp_path):
    text = ("ANA ROE\n\nACADEMIC GENEALOGY\n\n   Aurél Vágó  -->  B. Ferenczy-Tóth  -->  E. Hollósy  -->  A. Roe\n\n"
            "Training: Bachelor → Master → PhD at Szeged\n   PhD 2019 → Lecturer, University of Szeged\n")
    sup = [(c.advisor, c.advisee, c.level) for c in extracted(tmp_path, text).claims if isinstance(c, Supervision)]
    assert ("Aurél Vágó", "B. Ferenczy-Tóth", "PhD") in sup and ("E. Hollósy", "A. Roe", "PhD") in sup
    assert not any("Bachelor" in a or "Master" in b or "PhD" in a for a, b, _ in sup)


def test_a_staff_tables_employer_column_before_its_post_column(tmp_path):
    text = ("Team TRACES\n\nPermanent staff\n\nName | Grade / position | Employer (tutelle) | Topics\n"
            "Jean-Baptiste CASTAGNÉ-LORIOT | DR1 — Directeur de recherche, team leader | CNRS | Silicate weathering\n"
            "Yannick LE GOFF | CR — Chargé de recherche (since 2017) | CNRS | Lithium isotopes\n")
    claims = extracted(tmp_path, text).claims
    posts = {(c.person, c.title, c.org) for c in claims if isinstance(c, Position)}
    assert ("Yannick LE GOFF", "CR", "CNRS") in posts
    assert not any(isinstance(c, Affiliation) and c.org.startswith("CR") for c in claims)


def test_a_member_cards_name_given_as_a_link_alone_in_its_block_is_kept():
    page = ("<html><body><main><h1>SEWP research group</h1><p>The group studies work and health over the life course "
            "with Nordic register data and cohort studies of many kinds.</p><h2>Group leader</h2>"
            "<div class='row'><div class='teaser'><div class='name'><a href='/persons/s.aarflot'>Synnøve Tveit Aarflot</a></div>"
            "<div class='position'>Professor</div><div class='text'>Social epidemiologist. Group leader since 2016.</div>"
            "</div></div><div class='dept'><a href='/dept'>Department of Global Health</a></div></main></body></html>")
    lines = [ln.strip() for ln in html_document("group.html", page).text.split("\n") if ln.strip()]
    assert "Synnøve Tveit Aarflot" in lines
    assert lines.index("Synnøve Tveit Aarflot") == lines.index("Professor") - 1


def test_research_group_at_a_department_names_no_group():
    text = "Research group at the Department of Global Public Health, Faculty of Medicine, University of Bergen"
    orgs = {c.org for c in career.lab_intro(Evidence("g.html", 3, text)) if isinstance(c, Affiliation)}
    assert "Research group" not in orgs and "University of Bergen" in orgs
    titled = {c.org for c in career.lab_intro(Evidence("g.html", 3, text), "SEWP Group") if isinstance(c, Affiliation)}
    assert "SEWP Group" in titled


def test_theses_listed_as_references_with_their_kind_and_promotors_unbracketed(tmp_path):
    text = ("Koen Roe\n\nTheses supervised\n\n"
            "14. Mekonnen, Tesfaye Abebe (2024). Deficit irrigation strategies for teff and wheat in northern Ethiopia. "
            "PhD thesis, Ghent University. Promotors: K. Roe; dr. Eyerusalem Haile Gebremariam (Mekelle University).\n\n"
            "16. De Smedt, Lotte (defence planned 06/2025). Macropore networks and preferential flow in loess soils. "
            "PhD thesis, Ghent University. Promotor: K. Roe; co-promotor: Wouter Claeys.\n")
    claims = extracted(tmp_path, text).claims
    pubs = {(c.title, c.authors) for c in claims if isinstance(c, Publication)}
    assert ("Deficit irrigation strategies for teff and wheat in northern Ethiopia", ("Tesfaye Abebe Mekonnen",)) in pubs
    sup = {(c.advisor, c.advisee, c.role) for c in claims if isinstance(c, Supervision)}
    assert ("Eyerusalem Haile Gebremariam", "Tesfaye Abebe Mekonnen", None) in sup
    assert ("Wouter Claeys", "Lotte De Smedt", "co-supervisor") in sup
    assert not any(advisee == OWNER for _, advisee, _ in sup)      # (the students' promotors are not the owner's)
    assert any(isinstance(c, Education) and c.person == "Tesfaye Abebe Mekonnen" and c.institution == "Ghent University"
               for c in claims)


def test_the_line_under_a_members_card_name_is_the_members(tmp_path):
    text = ("# People\n\n**Mariam Roe, PhD** — Associate Professor of Neurobiology\n\n## Postdoctoral Scholars\n\n"
            "Tobias Nakamura-Fjeld, PhD (2021– )\n"
            "PhD 2021, University of Oslo. Co-mentored by Dr. Priscilla Agyeman-Duah (Department of Statistics).\n")
    sup = {(c.advisor, c.advisee) for c in extracted(tmp_path, text, "people.md").claims if isinstance(c, Supervision)}
    assert ("Priscilla Agyeman-Duah", "Tobias Nakamura-Fjeld") in sup
    assert ("Priscilla Agyeman-Duah", OWNER) not in sup


def test_jointly_with_my_colleague(tmp_path):
    text = ("ANA ROE\n\nDOCTORAL STUDENTS\n\n    Weiming Zhang                Ph.D. 1998  (jointly with my colleague "
            "Richard T. Dunnington)\n         \"Joinings of Gaussian systems\"\n")
    sup = {(c.advisor, c.advisee) for c in extracted(tmp_path, text).claims if isinstance(c, Supervision)}
    assert ("Richard T. Dunnington", "Weiming Zhang") in sup
