"""Session-19 rules: a doctoral thesis's front matter (title page, acknowledgements in prose, a list of appended
papers each under a label "Paper I") and the people it names in passing with their posts."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Education, PartOf, Position, Publication, Supervision


def extracted(tmp_path, text, name="doc.txt"):
    """The extraction of a text read as a file of that name."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


def facts(claims, kind, *fields):
    return {tuple(getattr(c, f) for f in fields) for c in claims if isinstance(c, kind)}


# a thesis's list of its papers, hard-wrapped to 80 columns, each entry's lines hanging under the label's text
PAPERS = "\n".join([
    "Karin Moe Vestby",
    "",
    "Papers included in the thesis",
    "",
    "Paper I     K. M. Vestby, O. Brattli and T. Hagen, \"Ice loads on slender",
    "            lighthouse foundations in the Gulf of Bothnia,\" Cold Regions",
    "            Science and Technology, vol. 201, 103612, 2022.",
    "",
    "Paper II    K. M. Vestby and T. Hagen, \"Full-scale measurements of ice-induced",
    "            vibrations of a channel marker: ten winters of data,\" in Proc.",
    "            POAC 2023, Luleå, Sweden, 2023.",
    "",
    "A1          P. Lind, K. M. Vestby and O. Brattli, \"A note on the frazil ice",
    "            drift at river mouths,\" Journal of Glaciology, vol. 69, 2023.",
    "",
    "The candidate was the main contributor to all appended papers, from the design of",
    "the experiments and the analyses to the writing of the manuscripts and replies.",
    "Co-authors took part in the discussions and read the drafts of the manuscripts.",
    "The order of the authors follows the custom of the field and the journals here.",
    "The papers are reprinted with the permission of their publishers in this thesis.",
    "Paper II was presented at the conference in Luleå by the candidate in June 2023.",
    "Two further manuscripts were in preparation when this thesis went to the press.",
    "They are not part of the thesis and are listed on the candidate's web page now.",
    "",
])


def test_papers_under_labels_hang_at_the_labels_text(tmp_path):
    claims = extracted(tmp_path, PAPERS).claims
    papers = {c.title: (c.authors, c.year) for c in claims if isinstance(c, Publication)}
    assert papers["Ice loads on slender lighthouse foundations in the Gulf of Bothnia"] == \
        (("K. M. Vestby", "O. Brattli", "T. Hagen"), 2022)
    # (a line ending "in Proc." runs on: the venue is on the next line)
    assert papers["Full-scale measurements of ice-induced vibrations of a channel marker: ten winters of data"][1] == 2023
    # a code before a gap is a label too ("A1"), the entry's authors start after it
    assert papers["A note on the frazil ice drift at river mouths"][0][0] == "P. Lind"


def test_a_label_without_hanging_lines_is_no_entry_of_its_own(tmp_path):
    # a two-column line ("Tromsø    2019") over an indented line is no label: nothing is joined onto it
    claims = extracted(tmp_path, "Per Lund\n\nEducation\n\nMSc     Physics, University of Tromsø, 2019.\n"
                                 "        Thesis on ice.\n").claims
    assert ("MSc", "University of Tromsø") in facts(claims, Education, "degree", "institution")


TITLE_PAGE = """\
Doctoral theses at NTNU, 2023:88

Siri Haugland Berg

Wave Loads on Open Fish Cages

Thesis for the Degree of Philosophiae Doctor

Trondheim, May 2023

Norwegian University of Science and Technology
Faculty of Engineering
Department of Marine Technology
"""


def test_a_latin_doctorate_on_a_title_page_listing_university_then_units(tmp_path):
    claims = extracted(tmp_path, TITLE_PAGE).claims
    assert ("PhD", "Norwegian University of Science and Technology") in facts(claims, Education, "degree", "institution")
    # the university first, its faculty and department under it: each unit part of the one above
    parts = facts(claims, PartOf, "part", "whole")
    assert ("Department of Marine Technology", "Faculty of Engineering") in parts
    assert ("Faculty of Engineering", "Norwegian University of Science and Technology") in parts
    assert ("Norwegian University of Science and Technology", "Faculty of Engineering") not in parts


ACKNOWLEDGEMENTS = """\
Siri Haugland Berg

Acknowledgements

I am grateful to the assessment committee, Professor Marta Ruiz-Ortega (Universidad de Cantabria, Spain), Dr. Kwame Boateng (University of Ghana) and Associate Professor Lars Nygaard (NTNU), for their work.

The tank tests would not have been possible without Ole Rasmus Dahl, senior engineer at the Department of Marine Technology, who kept the carriage running.

I thank Dr. Aiko Tanaka, then a research fellow at the Ocean Engineering Institute, for teaching me the method.

From September to December 2021 I was a visiting PhD student at the Coastal Research Centre of The University of Plymouth, and in 2022 a guest researcher at the Institute of Hydraulic Engineering of Leibniz University Hannover.

I had the pleasure of co-supervising the MSc theses of Eira Solberg and Tomas Lien (NTNU, 2022).
"""


def test_people_named_in_passing_with_their_posts(tmp_path):
    claims = extracted(tmp_path, ACKNOWLEDGEMENTS).claims
    affiliations = facts(claims, Affiliation, "person", "org")
    posts = facts(claims, Position, "person", "title", "org")
    # "Professor X (University, Country)": the university (not the country), and the rank held there
    assert ("Marta Ruiz-Ortega", "Universidad de Cantabria") in affiliations
    assert ("Marta Ruiz-Ortega", "Professor", "Universidad de Cantabria") in posts
    assert ("Lars Nygaard", "Associate Professor", "NTNU") in posts
    assert ("Kwame Boateng", "University of Ghana") in affiliations
    assert not any(org == "Spain" for _, org in affiliations)
    # "Dr. Kwame Boateng": a doctor's title is no post
    assert not any(person == "Kwame Boateng" for person, _, _ in posts)
    # "X, senior engineer at Y,", "X, then a research fellow at Y"
    assert ("Ole Rasmus Dahl", "Senior engineer", "Department of Marine Technology") in posts
    assert ("Aiko Tanaka", "Research fellow", "Ocean Engineering Institute") in posts


def test_a_visit_is_no_degree_and_a_unit_of_a_university_is_two_organisations(tmp_path):
    claims = extracted(tmp_path, ACKNOWLEDGEMENTS).claims
    # "From September to December 2021 I was ...": the owner's
    posts = facts(claims, Position, "title", "org", "start")
    assert ("Visiting PhD student", "Coastal Research Centre", 2021) in posts
    # a visiting PhD student studies for the degree elsewhere
    assert not any(isinstance(c, Education) for c in claims)
    parts = facts(claims, PartOf, "part", "whole")
    assert ("Coastal Research Centre", "University of Plymouth") in parts            # "of The University"
    assert ("Institute of Hydraulic Engineering", "Leibniz University Hannover") in parts     # "of X University"


def test_the_theses_of_several_students_each_finished_in_the_year_given(tmp_path):
    claims = extracted(tmp_path, ACKNOWLEDGEMENTS).claims
    supervised = {(c.advisee, c.level, c.end) for c in claims if isinstance(c, Supervision)}
    assert supervised == {("Eira Solberg", "Master", 2022), ("Tomas Lien", "Master", 2022)}


# a funder's award page, as its HTML reads: a table of labels and values, the collaborating awards, the abstract, the
# papers the award produced (NSF style: "Surname, Given and Surname, Given "Title" Journal, v.N, year")
AWARD_PAGE = """\
Award Abstract # 2400117

Collaborative Research: Snowpack Memory in Alpine Catchments

NSF Org: | EAR; Division Of Earth Sciences
Initial Amendment Date: | June 3, 2024
Award Instrument: | Standard Grant
Start Date: | July 1, 2024

Collaborative awards

Award | Institution | Investigator(s)
2400117 (lead) | University of Utah | Karin Solberg-Reyes (PI); Tobias M Lindgren, Aiyana Begay
2400118 | Montana State University | Rafael Ortiz y Paredes (PI)

ABSTRACT

This award reflects NSF's statutory mission and has been deemed worthy of support through evaluation using the Foundation's intellectual merit and broader impacts review criteria.

The project releases SnowMem, an open-source Python package for snowpack modelling, at https://github.com/snowmem/snowmem with tutorials.

PUBLICATIONS PRODUCED AS A RESULT OF THIS RESEARCH

  • Lindgren, Tobias M. and Ortiz y Paredes, Rafael "Melt-season memory of alpine snowpacks" Water Resources Research, v.61, 2025
"""


def test_a_funders_award_page(tmp_path):
    ex = extracted(tmp_path, AWARD_PAGE)
    # a table's label and its value are no heading and name no owner (the page is about an award, not a person)
    assert ex.owner_name is None
    # a heading of capitals longer than most, led by a section's word
    papers = {c.title: c.authors for c in ex.claims if isinstance(c, Publication)}
    # two surnames joined by "y" are one person's ("Ortiz y Paredes, Rafael")
    assert papers == {"Melt-season memory of alpine snowpacks": ("Tobias M. Lindgren", "Rafael Ortiz y Paredes")}
    # each investigator of a row at its institution, several in one cell too
    affiliations = facts(ex.claims, Affiliation, "person", "org")
    assert {("Karin Solberg-Reyes", "University of Utah"), ("Aiyana Begay", "University of Utah"),
            ("Rafael Ortiz y Paredes", "Montana State University")} <= affiliations
    # the abstract's prose is no honour; the software it releases is read there too
    assert not [c for c in ex.claims if type(c).__name__ == "Award"]
    assert ("SnowMem", "https://github.com/snowmem/snowmem") in {(c.name, c.repository) for c in ex.claims
                                                                if type(c).__name__ == "Software"}


def test_a_grants_pi_is_a_title_before_a_name(tmp_path):
    from labgraph.names import clean_name
    assert clean_name("co-PI Tobias Lindgren") == "Tobias Lindgren"
    assert clean_name("PI Karin Solberg-Reyes") == "Karin Solberg-Reyes"
    # (not the letters of a name: "Pio Rossi")
    assert clean_name("Pio Rossi") == "Pio Rossi"


# a faculty senate's memorial resolution: a life told in prose, then the committee that wrote it
MEMORIAL = """\
MEMORIAL RESOLUTION ON THE DEATH OF PROFESSOR EMERITUS HALVARD ØSTBY-NGUYEN

Professor Emeritus Halvard Østby-Nguyen, who taught soil physics for thirty years, died on May 2, 2024.

A fellowship then brought him to the graduate program in soil science at the University of Minnesota, where he earned an M.S. in 1968 and the Ph.D. in 1971 under the direction of Professor Clara M. Hedlund.

His honors included the Distinguished Teaching Award (1985), election as a Fellow of the Soil Science Society of America (1990), and the Kirkham Medal (2002).

Professor Østby-Nguyen supervised nineteen Ph.D. dissertations. Among his doctoral students were Ama Owusu-Ansah, who became professor at the University of Ghana; Pedro Lindqvist Rocha, for many years a senior scientist at the U.S. Geological Survey; and Mei Tanaka.

MEMORIAL RESOLUTION COMMITTEE
Ingrid Sæther, Professor, Department of Soil Science
Tomasz Wróbel, Associate Professor, Department of Bioproducts (chair)
"""


def test_a_memorial_resolution_told_in_prose(tmp_path):
    ex = extracted(tmp_path, MEMORIAL)
    claims = ex.claims
    # (the page is the one "ON THE DEATH OF PROFESSOR EMERITUS X" names)
    assert ex.owner_name == "Halvard Østby-Nguyen"
    # "at X, where he earned an M.S. in 1968 and the Ph.D. in 1971": both degrees at X
    degrees = facts(claims, Education, "degree", "institution", "end")
    assert {("MSc", "University of Minnesota", 1968), ("PhD", "University of Minnesota", 1971)} <= degrees
    # "His honors included A (1985), election as a Fellow of B (1990), and C (2002)"
    from labgraph.model import Award
    assert facts(claims, Award, "name", "year") >= {("Distinguished Teaching Award", 1985),
                                                    ("Fellow of the Soil Science Society of America", 1990),
                                                    ("Kirkham Medal", 2002)}
    # "Among his doctoral students were A, ...; B, for many years a senior scientist at X; and C"
    students = {advisee for advisor, advisee, level in facts(claims, Supervision, "advisor", "advisee", "level")
                if level == "PhD" and advisor == OWNER}
    assert students == {"Ama Owusu-Ansah", "Pedro Lindqvist Rocha", "Mei Tanaka"}
    assert {("Pedro Lindqvist Rocha", "Senior scientist", "U.S. Geological Survey"),
            ("Ama Owusu-Ansah", "Professor", "University of Ghana")} <= facts(claims, Position, "person", "title", "org")
    # the committee's lines: "Name, Rank, Department" (a note in brackets after it aside)
    posts = facts(claims, Position, "person", "title", "org")
    assert ("Ingrid Sæther", "Professor", "Department of Soil Science") in posts
    assert ("Tomasz Wróbel", "Associate Professor", "Department of Bioproducts") in posts


def test_one_line_of_a_name_a_post_and_a_unit_is_no_list(tmp_path):
    claims = extracted(tmp_path, "Jo Roe\n\nAbout\n\nAnn Lee, Professor, Department of Physics\n").claims
    assert not any(isinstance(c, Position) and c.person == "Ann Lee" for c in claims)


# an article's front and back matter: its byline with affiliation numbers, the numbered affiliations (two of them run
# into one line, as a hard-wrapped page's reflow leaves them), statements that name the authors by their initials
ARTICLE = """\
Journal of Hydrology 640 (2025) 131702

Research paper

Groundwater recharge beneath irrigated terraces in the Andes: a tracer study

Lucía Quispe-Mamani1,2, Tomasz K. Nowicki3, Ama Serwaa Boateng1,*

1 Instituto de Hidráulica, Universidad Nacional Agraria La Molina, Av. La Molina s/n, Lima, Peru 2 CIAT Andes, Cusco, Peru
3 Department of Geology, Faculty of Geosciences, University of Wrocław, Wrocław, Poland

Handling Editor: Dr. Hannah Whitcombe

Acknowledgements

L.Q.-M. is grateful to her PhD supervisors, Dr. Ama Serwaa Boateng and Prof. Jorge Ferreira da Costa, for their guidance.

References

Quispe-Mamani, L., Ferreira da Costa, J., 2022. Terrace irrigation in the southern Andes. Water Int. 47, 101–118.
"""


def test_an_articles_byline_and_its_numbered_affiliations(tmp_path):
    ex = extracted(tmp_path, ARTICLE)
    affiliations = facts(ex.claims, Affiliation, "person", "org")
    assert {("Lucía Quispe-Mamani", "Instituto de Hidráulica"), ("Lucía Quispe-Mamani", "Universidad Nacional Agraria La Molina"),
            ("Lucía Quispe-Mamani", "CIAT Andes"), ("Tomasz K. Nowicki", "Department of Geology"),
            ("Tomasz K. Nowicki", "University of Wrocław"), ("Ama Serwaa Boateng", "Instituto de Hidráulica")} <= affiliations
    # (the street, the town and the country of each numbered line are no organisations)
    assert not {org for _, org in affiliations} & {"Lima", "Peru", "Cusco", "Wrocław", "Poland"}
    # the article itself: the title above the byline, the running head's journal and year
    papers = {c.title: (c.authors, c.venue, c.year) for c in ex.claims if isinstance(c, Publication)}
    assert papers["Groundwater recharge beneath irrigated terraces in the Andes: a tracer study"] == \
        (("Lucía Quispe-Mamani", "Tomasz K. Nowicki", "Ama Serwaa Boateng"), "Journal of Hydrology", 2025)
    # "L.Q.-M. is grateful to her PhD supervisors, Dr. A and Prof. B": the author the initials stand for
    assert {("Ama Serwaa Boateng", "Lucía Quispe-Mamani"), ("Jorge Ferreira da Costa", "Lucía Quispe-Mamani")} <= \
        facts(ex.claims, Supervision, "advisor", "advisee")
    # the journal's handling editor is no one whose page this is
    assert ex.owner_name is None


def test_back_matter_headings_are_sections_of_their_own(tmp_path):
    from labgraph.sections import heading_kind, split_sections
    from labgraph.ingest import read
    assert heading_kind("Declaration of competing interest") == "other"
    assert heading_kind("Acknowledgements") == "other"
    assert heading_kind("Research interests") == "interests"
    path = tmp_path / "a.txt"
    path.write_text("Jo Roe\n\nKeywords:\nGlaciers\nIce\n\nAcknowledgements\n\nWe thank the crew.\n", encoding="utf-8")
    assert [s.kind for s in split_sections(read(path))][-1] == "other"


def test_a_two_word_surname_with_initials_is_the_full_names_person(tmp_path):
    from labgraph.pipeline import build
    path = tmp_path / "a.txt"
    path.write_text(ARTICLE, encoding="utf-8")
    graph = build([path])
    labels = {str(o) for _, p, o, _ in graph.quads() if str(p).endswith("#label")}
    # "Ferreira da Costa, J." and "Prof. Jorge Ferreira da Costa" (whose name parses "da Costa" as its surname): one
    assert "Jorge Ferreira da Costa" in labels and not any(l.startswith("Ferreira da Costa") for l in labels)


# a repository's thesis records: labelled rows as the page shows them, and a record's Dublin Core table
RECORDS = """\
Browsing Theses by Date Issued

Now showing items 1-2 of 311

Title: | Sediment pulses after wildfire in coastal chaparral
Authors: | Okonkwo-Baptiste, Adaeze N.
Advisor(s): | Lindqvist, Per; Huang, Mei-Ling
Committee members: | Ortega, Raúl (Univ. de Sonora); Brandt, Kai
Degree: | Ph.D.
Department: | Geography
Issue Date: | 2022-06
URI: | http://hdl.handle.net/10000/1234

Full item record

DC Field | Value | Language
dc.contributor.advisor | Huang, Mei-Ling
dc.contributor.author | Ferreira, Tomás
dc.date.issued | 2019-12
dc.title | Debris flows on burned slopes | en_US
thesis.degree.grantor | University of Redlands
thesis.degree.level | Masters
"""


def test_a_repositorys_thesis_records(tmp_path):
    ex = extracted(tmp_path, RECORDS, "records.txt")
    papers = {c.title: (c.authors, c.year) for c in ex.claims if isinstance(c, Publication)}
    assert papers["Sediment pulses after wildfire in coastal chaparral"] == (("Adaeze N. Okonkwo-Baptiste",), 2022)
    assert papers["Debris flows on burned slopes"] == (("Tomás Ferreira",), 2019)
    supervised = facts(ex.claims, Supervision, "advisor", "advisee", "level", "end")
    assert {("Per Lindqvist", "Adaeze N. Okonkwo-Baptiste", "PhD", 2022),
            ("Mei-Ling Huang", "Adaeze N. Okonkwo-Baptiste", "PhD", 2022),
            ("Mei-Ling Huang", "Tomás Ferreira", "Master", 2019)} <= supervised
    # committee members advise no one
    assert not any(advisor in ("Raúl Ortega", "Kai Brandt") for advisor, *_ in supervised)
    # the degree at the grantor the page's records name (one record names it, the other does not)
    assert ("Adaeze N. Okonkwo-Baptiste", "PhD", "University of Redlands", "Geography") in \
        facts(ex.claims, Education, "person", "degree", "institution", "field")
    assert ("Raúl Ortega", "Univ. de Sonora") in facts(ex.claims, Affiliation, "person", "org")
    # a labelled row is no one's name, post or employer
    assert ex.owner_name is None
    assert not [c for c in ex.claims if isinstance(c, Position)]


# an Indonesian university portal's lecturer profile: counters over the name, degrees after it, a students table
PORTAL = """\
Profil Dosen - Dr. Rina Kartika Sari, S.T., M.Kom. | Fakultas Teknik Universitas Andalas

412
SINTA Score Overall

Dr. Rina Kartika Sari, S.Kom., M.Kom.

Bimbingan Mahasiswa / Students Supervised

No | Nama Mahasiswa | Jenjang / Prodi | Judul Skripsi / Tesis | Tahun | Peran
1 | Agus Setiawan | S2 Teknik Informatika | Deteksi banjir dari citra satelit | 2022 | Pembimbing I
2 | Siti Nurhaliza Putri | S1 Sistem Informasi | Aplikasi pemantauan sungai | 2021 | Pembimbing II
"""


def test_an_indonesian_lecturer_profile(tmp_path):
    ex = extracted(tmp_path, PORTAL, "profil.txt")
    # the name after "Profil Dosen -", without its degrees ("S.Kom., M.Kom."); a counter's label is no name
    assert ex.owner_name == "Rina Kartika Sari"
    from labgraph.names import clean_name, looks_like_name
    assert clean_name("Budi Santoso, S.Pi., M.Si.") == "Budi Santoso" and clean_name("Siregar, D.A.") == "Siregar, D.A"
    assert not looks_like_name("SINTA Score Overall")
    # "Nama Mahasiswa" a column of students; "S2 Teknik Informatika" a master's, "S1 ..." a bachelor's
    assert {("Agus Setiawan", "Master"), ("Siti Nurhaliza Putri", "Bachelor")} <= \
        facts(ex.claims, Supervision, "advisee", "level")
    from labgraph.extract.patterns import find_level
    assert find_level("see Table S2 and Figure S1.") is None


def test_a_heading_two_lines_under_a_name_with_its_degree_is_a_heading(tmp_path):
    from labgraph.ingest import read
    from labgraph.sections import split_sections
    path = tmp_path / "group.txt"
    path.write_text("Team\n\nDoctoral researchers\nLena Vogel, M.Sc.\nAhmet Yılmaz, M.Sc. (jointly with Prof. Dr. Peter "
                    "Brandt, Max Planck Institute for Multidisciplinary Sciences)\n\nStudent assistants\nPaul Schreiber\n",
                    encoding="utf-8")
    # ("Lena Vogel, M.Sc." is a name once its degree goes; "Student assistants" two lines under it is no role of hers)
    assert [s.heading for s in split_sections(read(path)) if s.kind == "students"][-2:] == \
        ["Doctoral researchers", "Student assistants"]


def test_a_post_in_passing_with_a_gloss_an_acronym_and_a_university_after_its_unit(tmp_path):
    text = ("# tidekit\n\n## Who we are\n\n"
            "tidekit is developed at the Centre for Coastal Research (CCR), University of Bergen.\n\n"
            "- Ingrid Moe, associate professor (førsteamanuensis) at CCR and PI of the group\n"
            "- Tuva Berg, senior lecturer at the Department of Statistics, Uppsala University (external)\n")
    posts = facts(extracted(tmp_path, text, "README.md").claims, Position, "person", "title", "org")
    # (the post is with the unit named right after "at", the university after it an affiliation too)
    assert {("Ingrid Moe", "Associate professor", "CCR"), ("Tuva Berg", "Senior lecturer", "Department of Statistics")} \
        <= posts
