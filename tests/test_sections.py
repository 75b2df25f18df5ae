"""Headings whatever their wording, and lines that only look like headings."""
import pytest

from labgraph.model import Document
from labgraph.sections import heading_kind, split_sections


@pytest.mark.parametrize("line, kind", [
    ("Selected Publications (2020–2023)", "publications"), ("Publications (42)", "publications"),
    ("Awards & Honors", "awards"), ("PhD Students:", "students"), ("Research Group", "students"),
    ("Invited Talks", "talks"), ("Tools & Datasets", "software"), ("WORK EXPERIENCE", "positions"),
    ("## Education", "education"), ("I supervise the following students:", "students"),
    ("## Short bio", "about"), ("## Current lab", "students"), ("JOB MARKET PAPER", "publications"),
    ("Referees", "references"), ("Undergraduates", "students"),
    ("Works (27)                          Sort | Show 6 of 27", "publications"), ("Employment (4)      Sort", "positions"),
    ("Teaching Faculty & Lecturers", "students"), ("Emeriti", "students"), ("Faculty Emeriti", "students"),
    ("Adjunct and Affiliated Faculty", "students"), ("Teaching", "teaching"), ("Courses Taught", "teaching"),
])
def test_heading_kinds(line, kind):
    assert heading_kind(line) == kind


@pytest.mark.parametrize("line", ["Google — Software Engineer (2019–2021)", "Delft University of Technology",
                                  "Parallel Computing Group", "I work on compilers.", "2023",
                                  "Student advisees marked with †, postdocs with ‡.",
                                  "PhD students denoted by * are co-advised with X."])
def test_lines_that_are_not_headings(line):
    assert heading_kind(line) in (None, "other")


def test_role_line_under_a_name_is_not_a_heading():
    doc = Document("d.txt", "Team\n\nWei Zhang\n\nPhD Student\n\nAwards\nBest Paper, 2020")
    assert [s.kind for s in split_sections(doc)] == ["students", "awards"]


def test_caps_headings_win_in_a_caps_styled_cv():
    doc = Document("d.txt", "EDUCATION\nx\nPUBLICATIONS\ny\nSKILLS\nResearch assistant\nz")
    assert [s.heading for s in split_sections(doc)] == ["EDUCATION", "PUBLICATIONS", "SKILLS"]


def test_unknown_caps_heading_in_a_caps_cv_does_not_continue_the_section_above():
    doc = Document("d.txt", "EDUCATION\nPhD, X University, 2020\nFIELDS\nDevelopment\nTEACHING\ny\nPUBLICATIONS\nz")
    assert [s.kind for s in split_sections(doc)][:2] == ["education", "other"]


def test_references_are_referees_or_a_bibliography_by_their_years():
    referees = Document("d.txt", "References\nProf. Ann Bell\nDepartment of Economics, Yale University")
    cited = Document("d.txt", "References\nA. Bell. Rings. J. Alg. 2019.\nB. Cole. Fields. Ann. Math. 2020.")
    assert [s.kind for s in split_sections(referees)] == ["references"]
    assert [s.kind for s in split_sections(cited)] == ["publications"]


def test_people_cards_keep_their_role_lines_and_names_out_of_the_headings():
    text = ("PhD Students\n\nArjun Mehta\n\n5th year PhD student\n\nco-advised by Maya Lindgren\n\n"
            "Beatriz Campos\n\n3rd year PhD student\n\nMaster's Students\n\nOlivia Grant\n\nMSR student\n\n"
            "Selected Awards\n\nBest Paper Award, ICRA 2023\n")
    sections = split_sections(Document("lab.txt", text))
    assert [(s.kind, s.heading) for s in sections] == [
        ("students", "PhD Students"), ("students", "Master's Students"), ("awards", "Selected Awards")]
    assert "co-advised by Maya Lindgren" in [ln.text for ln in sections[0].lines]


def test_a_name_like_heading_after_a_people_list_is_still_a_heading():
    # "Invited Talks" reads like a name, but what follows is no role: it opens a section
    text = "Graduate Students\n\nAna Ruiz\n\nPhD student\n\nInvited Talks\n\nData in the wild, Oslo, 2022\n"
    sections = split_sections(Document("cv.txt", text))
    assert [(s.kind, s.heading) for s in sections] == [("students", "Graduate Students"), ("talks", "Invited Talks")]


def test_a_square_mark_opens_a_heading_but_a_dated_item_under_it_stays_an_item():
    from labgraph.sections import heading_kind
    assert heading_kind("■ Awards") == "awards"
    assert heading_kind("■ Research Papers (refereed)") == "publications"
    assert heading_kind("■ Best Paper Award 2020") is None
    assert heading_kind("• Awards and more things here") is None


def test_a_bilingual_heading_is_read_by_either_of_its_halves():
    from labgraph.sections import heading_kind
    assert heading_kind("Alunos & membros do LabSisC / Students & LabSisC members") == "students"
    assert heading_kind("Notícias / News") == "news"
    assert heading_kind("Jan 2020 / Dec 2022") is None            # dates, not a heading
    assert heading_kind("PhD, Physics / University of Oslo") is None


def test_a_heading_and_its_part_apart_by_a_dash_are_a_heading_of_the_part():
    from labgraph.sections import heading_kind
    assert heading_kind("Mentoring – Trainees") == "students"
    assert heading_kind("Google — Software Engineer") is None       # an entry, no heading


def test_a_faculty_list_of_bulleted_names_with_ranks_in_brackets_is_a_section_under_the_leaders_card():
    doc = Document("people.md", "## Group leader\n\n**Prof. Ingrid Moreau**, Professor of Mathematics\n\n"
                   "Ingrid did her PhD at Université Paris-Sud.\n\n## Faculty\n\n"
                   "- Dr. Tomasz Wróblewski (Reader) — smooth ergodic theory.\n"
                   "- Dr. Kwame Asante-Boateng (Associate Professor) — homogeneous dynamics.\n")
    assert [s.heading for s in split_sections(doc)][-1] == "## Faculty"


def test_a_funding_records_labelled_field_is_no_new_heading():
    doc = Document("orcid.txt", "Funding (2)\n\nEuropean Commission: Brussels, BE\n2015-03 to 2017-02 | NITRO (Grant)\n"
                   "Grant type: Marie Skłodowska-Curie Individual Fellowship\nSource: A\n\nWorks (3)      Sort\n\n"
                   "A title of a paper\nJournal of Soils\n2024 | journal-article\n")
    kinds = [(s.kind, s.heading.split()[0]) for s in split_sections(doc)]
    assert kinds == [("awards", "Funding"), ("publications", "Works")]
