"""Session-32 rules: what the weakest probes of rounds 63 to 66 and held-out round 67 showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Education, Supervision

from .helpers import written as _write


def _claims(tmp_path, text, kind, name="people.md"):
    return [c for c in extract_document(read(_write(tmp_path, name, text))).claims if isinstance(c, kind)]


_LED_AND_INCLUDES = """# People · Tidal Ecology Lab

The lab is currently led by Marisol Achterberg-Ruiz, Associate Professor of Marine Biology, and includes
postdocs Kwame Otieno and Lise Haugland, graduate students Tomasz Wierzbicki and Adaeze Nwosu, and lab
manager Pernille Krogh.
"""


def test_a_lab_led_by_someone_that_includes_students_lists_her_students_but_not_her_staff(tmp_path):
    sup = _claims(tmp_path, _LED_AND_INCLUDES, Supervision)
    got = {(s.advisor, s.advisee, s.level) for s in sup}
    assert (OWNER, "Kwame Otieno", "Postdoc") in got and (OWNER, "Lise Haugland", "Postdoc") in got
    assert (OWNER, "Tomasz Wierzbicki", "Unspecified") in got or (OWNER, "Tomasz Wierzbicki", "PhD") in got
    assert any(s.advisee == "Adaeze Nwosu" for s in sup)
    # the lab manager is staff, no student
    assert not any(s.advisee == "Pernille Krogh" for s in sup)


def test_a_lab_that_is_only_led_names_no_students(tmp_path):
    text = "# About · Tidal Ecology Lab\n\nThe lab is led by Marisol Achterberg-Ruiz, and has a boat, Arvid Lund.\n"
    assert not _claims(tmp_path, text, Supervision)


_ALUMNI_TABLE = """# Alumni · Tidal Ecology Lab

Former members and where they are now. The lab is led by Marisol Achterberg-Ruiz.

| Name | Role in lab | Years | Current position |
|---|---|---|---|
| Yuki Matsumura-Hale | Undergraduate | 2018–2020 | Graduate student, MIT Brain and Cognitive Sciences |
| Rohan Vaidyanathan | Graduate student (PhD 2021) | 2015–2021 | MD/PhD student, Weill Cornell Medicine |
"""


def test_a_graduate_students_next_post_names_where_they_study_not_an_organisation_called_graduate_student(tmp_path):
    aff = {(a.person, a.org) for a in _claims(tmp_path, _ALUMNI_TABLE, Affiliation)}
    assert ("Yuki Matsumura-Hale", "MIT Brain and Cognitive Sciences") in aff
    assert not any(org.lower().startswith("graduate student") for _, org in aff)


def test_an_md_phd_students_next_post_is_a_doctorate_where_they_study(tmp_path):
    edu = {(e.person, e.degree, e.institution) for e in _claims(tmp_path, _ALUMNI_TABLE, Education)}
    assert ("Rohan Vaidyanathan", "PhD", "Weill Cornell Medicine") in edu
    # "graduate student" says no level: no degree for the undergraduate who went on to study
    assert not any(p == "Yuki Matsumura-Hale" for p, _, _ in edu)


_DOTTED_TITLE = """# PESCA

Coastal Fisheries Ecology Group · Grupo de Ecologia Pesqueira Costeira

## Group leader

Prof. Dr. Helena Tavares Quintela leads the group and is Associate Professor of Oceanography.

## Team

PhD students

- Rafael Okonkwo Barros – PhD student (since 2022). Advisor: Prof. Helena Quintela.
- Mirela Yamashita Cunha – PhD student (since 2024). Advisor: Prof. Helena Quintela.
"""


def test_a_groups_name_before_a_middle_dot_in_the_sites_title_is_the_group_its_members_belong_to(tmp_path):
    aff = {(a.person, a.org) for a in _claims(tmp_path, _DOTTED_TITLE, Affiliation)}
    assert ("Rafael Okonkwo Barros", "Coastal Fisheries Ecology Group") in aff
    assert ("Mirela Yamashita Cunha", "Coastal Fisheries Ecology Group") in aff
