"""Session-33 rules: what the weakest probes (a Japanese lab's members page above all) showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Education, Position, Supervision

from .helpers import written as _write


def _claims(tmp_path, text, kind, name="members.md"):
    return [c for c in extract_document(read(_write(tmp_path, name, text))).claims if isinstance(c, kind)]


_COURSE_YEARS = """# Members · Sato Laboratory, Osaka University

## Professor

Ken Sato

## Students

D3

- Aoi Takahashi
- Priya Raman

M2

- Haruto Kimura
- Léa Fontaine

B4

- Mio Ishikawa
"""


def test_a_japanese_labs_course_years_give_each_student_a_level(tmp_path):
    got = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _COURSE_YEARS, Supervision)}
    assert (OWNER, "Aoi Takahashi", "PhD") in got and (OWNER, "Priya Raman", "PhD") in got
    assert (OWNER, "Haruto Kimura", "Master") in got and (OWNER, "Léa Fontaine", "Master") in got
    # B4 is an undergraduate's fourth year: the level changes with the sub-heading
    assert (OWNER, "Mio Ishikawa", "Bachelor") in got


def test_a_name_in_its_own_script_ends_the_name_before_a_fellowship(tmp_path):
    text = _COURSE_YEARS.replace("- Aoi Takahashi", "- Aoi Takahashi 高橋 葵 JSPS Research Fellow (DC1)")
    assert any(s.advisee == "Aoi Takahashi" and s.level == "PhD" for s in _claims(tmp_path, text, Supervision))


_STAFF_CARDS = """# Members · Sato Laboratory, Osaka University

## Staff

Professor

Ken Sato 佐藤 健

  • Ph.D. (Engineering), Kyoto University, 2001

Associate Professor

Emi Nakano 中野 恵美

  • Dr. Eng., Tohoku University, 2010

## Students

M1

  • Sho Ueda 上田 翔

Secretaries

  • Kazuko Mori 森 和子
  • Yumi Abe 阿部 由美
"""


def test_a_cards_bullets_under_its_bare_name_are_that_members_not_the_owners(tmp_path):
    edu = {(e.person, e.institution) for e in _claims(tmp_path, _STAFF_CARDS, Education)}
    assert ("Emi Nakano", "Tohoku University") in edu
    assert (OWNER, "Tohoku University") not in edu
    # the owner's own card keeps the owner's degree
    assert (OWNER, "Kyoto University") in edu


def test_secretaries_listed_among_the_students_are_staff_not_students(tmp_path):
    sup = _claims(tmp_path, _STAFF_CARDS, Supervision)
    assert any(s.advisee == "Sho Ueda" and s.level == "Master" for s in sup)
    assert not any(s.advisee in ("Kazuko Mori", "Yumi Abe") for s in sup)
    assert "Kazuko Mori" in {a.person for a in _claims(tmp_path, _STAFF_CARDS, Affiliation)}


def test_a_level_after_the_staff_sub_heading_lists_students_again(tmp_path):
    text = _STAFF_CARDS + "\nB4\n\n  • Rina Goto 後藤 里奈\n"
    assert any(s.advisee == "Rina Goto" and s.level == "Bachelor" for s in _claims(tmp_path, text, Supervision))


def test_a_student_after_a_professors_entry_on_the_same_list_is_still_a_student(tmp_path):
    text = """# Members · Sato Laboratory

## Members

- Professor Ken Sato
- Daiki Mori (PhD student)
- Hana Ito (PhD student)
"""
    got = {s.advisee for s in _claims(tmp_path, text, Supervision)}
    assert {"Daiki Mori", "Hana Ito"} <= got


def test_affiliated_members_of_a_group_are_no_students(tmp_path):
    text = """# People · Work and Health Group

## PhD candidates

- Ingrid Berg (PhD candidate, since 2021)

Affiliated members

- Dr. Karin Söderbäck, Institute of Environmental Medicine, Karolinska Institutet
- Prof. Helle Mortensen, University of Copenhagen
"""
    sup = _claims(tmp_path, text, Supervision)
    assert any(s.advisee == "Ingrid Berg" for s in sup)
    assert not any(s.advisee in ("Karin Söderbäck", "Helle Mortensen") for s in sup)


_NOW_AT = """# Alumni · Sato Laboratory, Osaka University

| Name | Degree / period | Now at |
|---|---|---|
| Dr. Yoshiro Kanda | Ph.D. 2023 | Assistant Professor, Nagoya University |
| Aiko Yoshida | M.Eng. 2024 | Toyota Motor Corporation |
"""


def test_a_now_at_column_says_where_a_graduate_went_not_where_they_studied(tmp_path):
    pos = {(p.person, p.title, p.org) for p in _claims(tmp_path, _NOW_AT, Position)}
    assert ("Yoshiro Kanda", "Assistant Professor", "Nagoya University") in pos
    edu = {(e.person, e.institution) for e in _claims(tmp_path, _NOW_AT, Education)}
    assert ("Aiko Yoshida", "Toyota Motor Corporation") not in edu


def test_a_capitalised_legend_of_marked_students_names_their_co_supervisor(tmp_path):
    text = """# Members · Sato Laboratory, Osaka University

## Staff

Professor

Ken Sato

Associate Professor

Emi Nakano

## Students

All students are supervised by Prof. Sato. Students marked † are co-supervised by Assoc. Prof. Nakano.

D2

- Yuhan Chen †
- Daichi Okubo
"""
    got = {(s.advisor, s.advisee) for s in _claims(tmp_path, text, Supervision)}
    assert ("Emi Nakano", "Yuhan Chen") in got
    assert ("Emi Nakano", "Daichi Okubo") not in got


def test_an_advisor_in_a_bracket_inside_a_rows_bracket_is_found(tmp_path):
    text = """# Alumni · Hearth Lab

## Faculty

- Prof. Marta Esterhazy-Cole, Professor of Computer Science
- Dr. Sun-hee Baek, Assistant Professor

## Alumni

| Name | With us | Now at |
|---|---|---|
| Dr. Kofi Mensah | Postdoctoral Researcher, 2021–2023 (with S. Baek) | Senior Scientist, Halcyon Robotics |
"""
    got = {(s.advisor, s.advisee) for s in _claims(tmp_path, text, Supervision)}
    assert ("Sun-hee Baek", "Kofi Mensah") in got


def test_a_japanese_doctorate_is_a_phd_but_the_same_title_before_a_name_is_not_a_degree():
    from labgraph.degrees import find_degree
    assert find_degree("Dr. Eng., Tohoku University, 2009")[0] == "PhD"
    assert find_degree("D.Sc. (Physics), University of Tokyo, 2001")[0] == "PhD"
    assert find_degree("Co-supervisor: Dr. Eng. Laura Bianchi-Ferraro (Politecnico di Milano)") is None
