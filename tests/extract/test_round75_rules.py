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


_HISTORY = """---
title: History
---

# Lab History

The Tactile Circuits Laboratory started out in 2008 with two rooms and one rig.

## 2008
- **The lab is founded.** Ingrid Roe-Halvorsen arrives at McGill University as an Assistant
  Professor in the Department of Physiology. The group is called the **Roe Lab** for its first
  nine years.
- Tomas Vidal-Ferrer becomes the first graduate student (PhD).

## 2009
- Karin Wojcik (MSc) and Ravi Deshmukh (PhD) join.

## 2016
- Lars-Erik van Dalen joins as a Research Associate and runs the behaviour room.
- Maelle Fortin-Roy starts her PhD, co-supervised with Prof. Yusuf Adeyemi of the Montreal
  Neurological Institute.
- Jae-won Park joins for his PhD.

## 2021
- Lars-Erik is appointed Assistant Professor at the Donders Institute, Radboud University.
"""


def test_a_labs_history_page_names_its_head_and_the_students_who_joined(tmp_path):
    claims = extract_document(read(_write(tmp_path, "history.md", _HISTORY)))
    assert claims.owner_name == "Ingrid Roe-Halvorsen"
    got = {(s.advisor, s.advisee, s.level) for s in claims.claims if isinstance(s, Supervision)}
    assert (OWNER, "Tomas Vidal-Ferrer", "PhD") in got
    assert (OWNER, "Karin Wojcik", "Master") in got and (OWNER, "Ravi Deshmukh", "PhD") in got
    assert (OWNER, "Lars-Erik van Dalen", "Postdoc") in got
    assert (OWNER, "Maelle Fortin-Roy", "PhD") in got and ("Yusuf Adeyemi", "Maelle Fortin-Roy", "PhD") in got
    assert (OWNER, "Jae-won Park", "PhD") in got


def test_a_history_items_wrapped_lines_are_one_sentence_and_a_first_name_is_not_the_head(tmp_path):
    claims = extract_document(read(_write(tmp_path, "history.md", _HISTORY))).claims
    pos = {(p.person, p.title, p.org) for p in claims if isinstance(p, Position)}
    assert (OWNER, "Assistant Professor", "McGill University") in pos
    # "Lars-Erik is appointed ...": the research associate's post, not the lab head's
    assert not any(p == OWNER and org == "Donders Institute" for p, _, org in pos)
    assert ("Lars-Erik van Dalen", "Assistant Professor", "Donders Institute") in pos


def test_a_news_paragraphs_he_is_the_person_it_opens_on(tmp_path):
    text = """# News · Kowalska Lab

## Lab News

Welcome, Rahul!

Dr. Rahul Mehta-Singh joins us as a postdoctoral fellow. He comes from ETH Zurich, where he did his PhD with Prof. Anna-Lena Vogt on enhanced sampling.

Paper accepted

Our paper on pocket dynamics by Dorota Kowalska and Jia Tan has been accepted in Nature Methods.
"""
    claims = extract_document(read(_write(tmp_path, "news.md", text))).claims
    sup = {(s.advisor, s.advisee, s.level) for s in claims if isinstance(s, Supervision)}
    assert (OWNER, "Rahul Mehta-Singh", "Postdoc") in sup
    assert ("Anna-Lena Vogt", "Rahul Mehta-Singh", "PhD") in sup
    assert not any(s.advisee == OWNER for s in claims if isinstance(s, Supervision))
    edu = {(e.person, e.institution) for e in claims if isinstance(e, Education)}
    assert ("Rahul Mehta-Singh", "ETH Zurich") in edu and (OWNER, "ETH Zurich") not in edu


def test_a_fellowship_someone_was_elected_to_is_an_honour_not_an_affiliation():
    from labgraph.extract.career import sentence_claims
    from labgraph.model import Award, Evidence
    found = list(sentence_claims(Evidence("x", 1, "He was elected a Fellow of the British Academy in 2021.")))
    assert any(isinstance(c, Award) and c.year == 2021 for c in found)
    assert not any(isinstance(c, Affiliation) for c in found)


def test_a_hyphenated_first_name_is_a_first_name_but_not_a_labs_name():
    from labgraph.names import looks_like_given_name
    assert looks_like_given_name("Lars-Erik") and looks_like_given_name("Jae-won")
    assert not looks_like_given_name("GIPSA-lab")


def test_a_degree_received_elsewhere_in_a_labs_news_makes_no_student():
    text = """# News · Kowalska Lab

Dorota Kowalska leads the lab at the University of Gdansk.

## Lab News

- Tomasz Nowak received his PhD from the University of Warsaw in 2019 and now leads a group in Gdansk.
- Ewa Lis defended her PhD thesis on protein pockets today.
"""
    from labgraph.model import Document
    sup = {(s.advisor, s.advisee) for s in extract_document(Document("news.md", text)).claims if isinstance(s, Supervision)}
    assert (OWNER, "Ewa Lis") in sup
    assert (OWNER, "Tomasz Nowak") not in sup


_DEFENCES = """# Recent PhD defences · Department of Earth Sciences, Utrecht University

## Recent PhD defences

Public defences take place in the Academiegebouw.

Maarten Vos

Fault healing in carbonate rocks

  • Date: 14 March 2024, 12:15
  • Promotor: Prof. dr. Femke de Graaf
  • Copromotor: Dr. Luca Bertoni
  • Assessment committee: Prof. dr. I. Solheim-Vik (University of Bergen), Dr. A. Rousseau (École normale supérieure, Paris)

Maarten joined the laboratory in 2019. He has taken up a lectureship in geology at the University of Southampton.
"""


def test_a_defence_panel_is_no_list_of_students_but_says_where_its_members_work(tmp_path):
    claims = extract_document(read(_write(tmp_path, "defences.md", _DEFENCES))).claims
    sup = {(s.advisor, s.advisee) for s in claims if isinstance(s, Supervision)}
    assert ("Femke de Graaf", "Maarten Vos") in sup and ("Luca Bertoni", "Maarten Vos") in sup
    assert not any(a in ("I. Solheim-Vik", "A. Rousseau") or b in ("I. Solheim-Vik", "A. Rousseau") for a, b in sup)
    # (the copromotor's line ends at its end: the paragraph under it names no advisor "Luca Bertoni Maarten")
    assert not any("Maarten" in a for a, _ in sup)
    aff = {(a.person, a.org) for a in claims if isinstance(a, Affiliation)}
    assert ("I. Solheim-Vik", "University of Bergen") in aff and ("A. Rousseau", "École normale supérieure") in aff


def test_a_post_taken_up_is_a_position_there():
    from labgraph.extract.career import sentence_claims
    from labgraph.model import Evidence
    found = list(sentence_claims(Evidence("x", 1, "He has taken up a lectureship in geology at the University of Southampton.")))
    assert {(p.title, p.org) for p in found if isinstance(p, Position)} == {("Lecturer", "University of Southampton")}
    found = list(sentence_claims(Evidence("x", 1, "She starts a Marie Curie postdoctoral fellowship at the University of "
                                                   "Edinburgh in January.")))
    assert ("Postdoctoral Fellow", "University of Edinburgh") in {(p.title, p.org) for p in found if isinstance(p, Position)}


def test_a_co_advisors_line_ends_at_the_next_field_of_the_entry(tmp_path):
    text = """# Alumni · Heat Transfer Lab

## PhD alumni

Dr. Valentina Ruiz (2018 - 2023)
  co-advisor: Dr. Wen Zhou, Oak Ridge National Laboratory
  Now: postdoc at the National Renewable Energy Laboratory (NREL), Golden, CO
"""
    sup = {(s.advisor, s.advisee) for s in _claims(tmp_path, text, Supervision, "alumni.txt")}
    assert ("Wen Zhou", "Valentina Ruiz") in sup
    assert not any(a == "Now" for a, _ in sup)


_EUROPASS = """Europass Curriculum Vitae

Lucía Fernández-Ortega

Date of birth: 02/05/1990     Nationality: Spanish
Email address: lucia.fo@example.org

WORK EXPERIENCE

01/09/2019 – CURRENT  Barcelona, Spain
POSTDOCTORAL RESEARCHER  INSTITUT DE CIÈNCIES DEL MAR (ICM)
Marine Microbiology group led by Prof. Jordi Vall-Serra.
  ◦ Co-supervision, together with Prof. Vall-Serra, of the PhD thesis of Pau Riera (ongoing)
City: Barcelona | Country: Spain

01/10/2014 – 31/08/2019  Valencia, Spain
PREDOCTORAL RESEARCHER  UNIVERSITAT DE VALÈNCIA
Department of Microbiology, Environmental Genomics group.

EDUCATION AND TRAINING

01/10/2014 – 15/07/2019  Valencia, Spain
DOCTOR OF PHILOSOPHY (PHD) IN MICROBIOLOGY  Universitat de València
Supervisor: Dr. Marta Climent i Soler

01/09/2012 – 30/06/2013  Granada, Spain
MASTER OF SCIENCE IN MARINE BIOLOGY  Universidad de Granada
Supervisor: Prof. Andrés Molina Ruiz

PUBLICATIONS

[2023] Seasonal succession of marine Thaumarchaeota in a coastal
observatory
L. Fernández-Ortega, P. Riera, J. Vall-Serra.
ISME Journal 17, 1201–1212.

[2019] Viral lysis shapes bacterial diversity in hypersaline ponds
Fernández-Ortega L, Climent i Soler M.
Environmental Microbiology 21, 455–468.
"""


def test_a_europass_cv_names_its_owner_and_reads_its_entries(tmp_path):
    found = extract_document(read(_write(tmp_path, "europass.txt", _EUROPASS)))
    assert found.owner_name == "Lucía Fernández-Ortega"
    pos = {(p.person, p.title, p.org, p.start) for p in found.claims if isinstance(p, Position)}
    assert (OWNER, "Postdoctoral Researcher", "Institut de Ciències del Mar", 2019) in pos
    assert any(p == OWNER and org == "Universitat de València" and start == 2014 for p, _, org, start in pos)
    edu = {(e.person, e.degree, e.institution) for e in found.claims if isinstance(e, Education)}
    assert (OWNER, "PhD", "Universitat de València") in edu and (OWNER, "MSc", "Universidad de Granada") in edu
    # a job's line on the theses it co-supervised is no degree of the owner's
    assert not any(p == OWNER and "upervision" in inst for p, _, inst in edu)
    sup = {(s.advisor, s.advisee, s.level) for s in found.claims if isinstance(s, Supervision)}
    assert ("Marta Climent i Soler", OWNER, "PhD") in sup and ("Andrés Molina Ruiz", OWNER, "Master") in sup


def test_a_group_led_by_someone_is_the_group_and_part_of_its_institute(tmp_path):
    from labgraph.model import PartOf
    found = extract_document(read(_write(tmp_path, "europass.txt", _EUROPASS))).claims
    orgs = {a.org for a in found if isinstance(a, Affiliation) and a.person == OWNER}
    assert "Marine Microbiology group" in orgs and not any("led by" in o for o in orgs)
    parts = {(p.part, p.whole) for p in found if isinstance(p, PartOf)}
    assert ("Marine Microbiology group", "Institut de Ciències del Mar") in parts
    # a university is no part of its department, nor a department of its group
    assert ("Department of Microbiology", "Universitat de València") in parts
    assert ("Environmental Genomics group", "Department of Microbiology") in parts


def test_papers_written_as_a_year_in_brackets_a_wrapped_title_its_authors_and_its_journal(tmp_path):
    from labgraph.model import Publication
    pubs = {(p.title, p.year, p.venue, len(p.authors)) for p in _claims(tmp_path, _EUROPASS, Publication, "europass.txt")}
    assert ("Seasonal succession of marine Thaumarchaeota in a coastal observatory", 2023, "ISME Journal", 3) in pubs
    assert ("Viral lysis shapes bacterial diversity in hypersaline ponds", 2019, "Environmental Microbiology", 2) in pubs


def test_a_type_label_over_a_title_is_no_part_of_it():
    from labgraph.extract.publications import _title_block
    from labgraph.model import Line, Publication
    block = [Line(1, "RESEARCH-ARTICLE"), Line(2, "Haptic Feedback for Eyes-Free Menu Selection While Walking"),
             Line(3, "Ann Roe, Kasper Lund, Olafur Jonsson"), Line(4, "Proceedings of the CHI Conference, 2024, pp 1-15")]
    assert not any(isinstance(c, Publication) and c.title.startswith("RESEARCH") for c in _title_block("x", block))
    # (a title wrapped onto a second line in lower case is one title)
    block = [Line(1, "[2023] Seasonal succession of marine archaea in a coastal"), Line(2, "observatory"),
             Line(3, "L. Ortega, P. Riera."), Line(4, "ISME Journal 17, 1201-1212.")]
    assert [(c.title, c.year) for c in _title_block("x", block)] == [
        ("Seasonal succession of marine archaea in a coastal observatory", 2023)]


_KEYNOTES = """Conference on Scientific Computing · Ljubljana · 9–12 September 2025

Keynote Speakers

We are delighted to welcome three keynote speakers to the conference. All keynotes take place in Hall A.

Sigrun Eyvindsdottir

ETH Zurich, Switzerland

Talk: Twenty Years of Waves: What Seismology Taught Me About Sustainable Research Code — Tuesday, 9:00

Sigrun Eyvindsdottir is Professor of Computational Geoscience at ETH Zurich. She received her PhD in geophysics from the University of Cambridge in 2008, where she was advised by Malcolm Ashdown-Reid. Sigrun is the original author and lead developer of TerraWave, an open-source spectral-element package used by more than 200 groups.

Prof. Wei-Lun Huang

National Taiwan University

Talk: Tasks, Not Threads: Programming the Heterogeneous Cluster of the Next Decade — Thursday, 9:00

Wei-Lun Huang holds a professorship at National Taiwan University. He earned his Ph.D. from the University of Illinois Urbana-Champaign in 2011, advised by Mirela Popescu. Huang is best known as the creator of Kestrel, a task-based runtime for heterogeneous clusters.

Dr. Lucia de la Fuente Ortega

Barcelona Supercomputing Center, Spain

Talk: Who Checks the Climate Models? Evaluation as Open Infrastructure — Friday, 11:30

Lucia de la Fuente is a senior researcher at the Barcelona Supercomputing Center. After a PhD at the Universitat de Barcelona (2013, supervised by Jordi Puig i Serra), she coordinates the development of ClimEval (climeval.readthedocs.io), a community tool for benchmarking Earth system models.
"""


def test_keynote_speakers_bios_under_their_cards_are_each_speakers(tmp_path):
    found = extract_document(read(_write(tmp_path, "keynotes.txt", _KEYNOTES))).claims
    sup = {(s.advisor, s.advisee) for s in found if isinstance(s, Supervision)}
    assert ("Malcolm Ashdown-Reid", "Sigrun Eyvindsdottir") in sup
    assert ("Mirela Popescu", "Wei-Lun Huang") in sup
    assert ("Jordi Puig i Serra", "Lucia de la Fuente Ortega") in sup
    people = {getattr(c, "person", None) for c in found} | {getattr(c, "advisee", None) for c in found}
    assert "Keynote Speakers" not in people


def test_programs_a_biography_names_are_its_persons_software_and_no_affiliation(tmp_path):
    from labgraph.model import Software
    found = extract_document(read(_write(tmp_path, "keynotes.txt", _KEYNOTES))).claims
    tools = {(s.name, s.repository) for s in found if isinstance(s, Software)}
    assert ("TerraWave", None) in tools and ("Kestrel", None) in tools
    assert ("ClimEval", "https://climeval.readthedocs.io") in tools
    assert not any(isinstance(a, Affiliation) and a.org == "TerraWave" for a in found)


_FEATURE = """Reading the river before it rises | University Magazine

Reading the river before it rises
After the floods of 2021, hydrologist Leilani Kahale-Ortiz set out to build forecasts that farmers could use.
By Grace Tremblay · April 11, 2024

On a November morning, Leilani Kahale-Ortiz was watching a river gauge climb. "I remember thinking, the forecast is right, and it doesn't matter," she says.

Kahale-Ortiz grew up in Hilo. She studied geology at the University of Hawaii (BSc, 2006), then moved to Fort Collins for a PhD in civil engineering at Colorado State University, finishing in 2012 under hydrologist Gerald Hoffstetter.

"Leilani surveyed her own channels," recalls Hoffstetter, now professor emeritus.

The Kahale-Ortiz lab, officially the Watershed Risk Lab, has eleven members. Postdoctoral fellow Farah Qureshi leads the work on snowmelt. PhD student Marcus Tiu-Delgado wrote most of the mapping engine; master's student Jonah Whitebear coordinates the gauge network.

Kahale-Ortiz won a Killam Teaching Prize in 2019.
"""


def test_a_feature_storys_subject_is_the_person_it_quotes_and_names_throughout(tmp_path):
    found = extract_document(read(_write(tmp_path, "story.html.txt", _FEATURE)))
    assert found.owner_name == "Leilani Kahale-Ortiz"
    sup = {(s.advisor, s.advisee, s.level) for s in found.claims if isinstance(s, Supervision)}
    assert ("Gerald Hoffstetter", OWNER, "PhD") in sup     # ("under hydrologist Gerald Hoffstetter")
    assert (OWNER, "Farah Qureshi", "Postdoc") in sup and (OWNER, "Marcus Tiu-Delgado", "PhD") in sup
    assert (OWNER, "Jonah Whitebear", "Master") in sup


def test_a_page_that_quotes_no_one_takes_no_subject_from_its_first_lines(tmp_path):
    text = "\n".join(line for line in _FEATURE.splitlines() if '"' not in line)
    assert extract_document(read(_write(tmp_path, "story.txt", text))).owner_name is None


def test_an_advisors_trade_before_the_name_is_no_part_of_it():
    from labgraph.extract.supervision import sentence_claims
    from labgraph.model import Evidence
    found = {(c.advisor, c.advisee) for c in sentence_claims(Evidence("x", 1, "He is co-supervised by computer "
                                                                       "scientist Priyanka Venkat."))}
    assert found == {("Priyanka Venkat", OWNER)}


def test_a_biographical_memoirs_title_is_no_person_and_its_subject_is_the_name_under_it(tmp_path):
    text = """BIOGRAPHICAL MEMOIRS

MARGARETHA ELISABETH VAN DER VEEN CBE FRS
14 March 1931 -- 2 November 2019

EARLY LIFE AND EDUCATION

She entered the University of Groningen in 1949 to read chemistry, supervised by the physical chemist Hendrik Bakker-Smit.
A scholarship took her to Cambridge in 1954, where she joined the Department of Physical Chemistry as a research student of Geoffrey L. Ashcombe.
Rajendra P. Venkataraman joined her as a postdoctoral research assistant in 1976 and stayed for two years.
"""
    found = extract_document(read(_write(tmp_path, "memoir.txt", text)))
    assert found.owner_name == "Margaretha Elisabeth van der Veen"
    sup = {(s.advisor, s.advisee) for s in found.claims if isinstance(s, Supervision)}
    assert ("Hendrik Bakker-Smit", OWNER) in sup and ("Geoffrey L. Ashcombe", OWNER) in sup
    assert (OWNER, "Rajendra P. Venkataraman") in sup


def test_a_student_of_someone_named_in_a_relative_clause_is_not_the_subject():
    from labgraph.extract.supervision import sentence_claims
    from labgraph.model import Evidence
    said = "His advisor was B. Toth, who in turn had been a Ph.D. student of Aurel Vago at the university in Kolozsvar."
    assert not any(c.advisor == "Aurel Vago" and c.advisee == OWNER for c in sentence_claims(Evidence("x", 1, said)))


def test_a_memoirs_bibliography_with_its_co_authors_in_brackets():
    from labgraph.extract.publications import parse_citation
    title, authors, venue, year = parse_citation("1965  (With K. Mensah-Bonsu & Y. A. Zhdanov) Carbon monoxide on tungsten: "
                                                 "two binding states or one? Trans. Faraday Soc. 61, 2201-2214.")
    assert (title, venue, year) == ("Carbon monoxide on tungsten: two binding states or one?", "Trans. Faraday Soc.", 1965)
    assert authors == (OWNER, "K. Mensah-Bonsu", "Y. A. Zhdanov")


def test_a_memorial_symposium_is_about_the_person_it_is_named_after(tmp_path):
    text = """Memorial Symposium – Chemical Engineering

Gustavo I. Ferrero Memorial Symposium
Friday, October 18, 2024 · Engineering Centers Building

Remembering Gustavo

Professor Emeritus Gustavo Ignacio Ferrero died in Madison on March 2, 2024. He completed a PhD in chemical engineering at the University of Minnesota in 1972 under Professor Leonard T. Aschbach.
"""
    found = extract_document(read(_write(tmp_path, "symposium.txt", text)))
    assert found.owner_name == "Gustavo I. Ferrero"
    assert any(isinstance(s, Supervision) and s.advisor == "Leonard T. Aschbach" and s.advisee == OWNER for s in found.claims)


_FORMER_STUDENTS = """---
title: "My former students"
---

# My former students

*Margarethe Cruz-Hofmann — Professor Emerita, Department of Atmospheric Sciences, University of Washington*

Here is the list as best I can reconstruct it from my files. It runs oldest first.

## PhD students

**1. Kwame Asante** — PhD 1991  
*Thesis:* Radiative Effects of Arctic Stratus  
Now: Professor, Department of Physics, University of Ghana.

**2. Ingrid Saether-Lund** — PhD 1994  
*Thesis:* Ice Nucleation in Orographic Clouds  
Co-advisor: Peter V. Hobart  
First job: research scientist at the Norwegian Meteorological Institute.
"""


def test_a_page_titled_in_the_first_person_is_its_authors_named_under_the_title(tmp_path):
    assert extract_document(read(_write(tmp_path, "students.md", _FORMER_STUDENTS))).owner_name == "Margarethe Cruz-Hofmann"


def test_an_entrys_co_advisor_on_the_line_under_it_is_the_entrys_not_the_owners_student(tmp_path):
    sup = {(s.advisor, s.advisee, s.role) for s in _claims(tmp_path, _FORMER_STUDENTS, Supervision, "students.md")}
    assert (OWNER, "Ingrid Saether-Lund", None) in sup and (OWNER, "Kwame Asante", None) in sup
    assert ("Peter V. Hobart", "Ingrid Saether-Lund", "co-supervisor") in sup
    assert not any(b == "Peter V. Hobart" for _, b, _ in sup)


def test_a_grant_records_labels_are_no_names_and_its_papers_carry_pubmed_ids(tmp_path):
    from labgraph.extract.publications import parse_citation
    from labgraph.names import looks_like_name
    assert not looks_like_name("Fiscal Year") and not looks_like_name("Other PI")
    title, authors, venue, year = parse_citation("36781199  2023  Haddad OK, Murchu C. Pretraining on notes does not leak "
                                                 "identity. Proc Conf Assoc Comput Linguist Meet. 2023;2023:5520-5533.")
    assert (title, authors, year) == ("Pretraining on notes does not leak identity", ("Haddad OK", "Murchu C"), 2023)


_DIRECTORY = """# Current PhD Students | PhD in Nursing Science

## Current PhD Students

Our doctoral students each work with a faculty advisor.

Ji-hoon Park, MSN, RN

Cohort 2022

  • Advisor: Kerstin Lindqvist-Moreau, PhD, RN (Biobehavioral Nursing and Health Informatics)
  • Research focus: Digital self-management support for adolescents with type 1 diabetes
  • Prior degrees: BSN, Yonsei University (2013); MSN, Pediatric Nurse Practitioner, Johns Hopkins University (2017)
  • Fellowships: Lindeman Endowed Fellowship in Nursing (2022)

Teresa Villanueva, MSN, CNM

Cohort 2020 · PhD Candidate

  • Advisor: Samuel A. Oduya, PhD, MPH
  • Prior degrees: BSN, The University of Texas at El Paso (2011); MSN, Frontier Nursing University (2016)
"""


def test_a_directory_cards_bullets_are_its_students_and_each_prior_degree_is_one(tmp_path):
    found = _claims(tmp_path, _DIRECTORY, Education, "students.md")
    edu = {(e.person, e.degree, e.institution) for e in found}
    assert ("Ji-hoon Park", "BSN", "Yonsei University") in edu and ("Ji-hoon Park", "MSN", "Johns Hopkins University") in edu
    assert ("Teresa Villanueva", "MSN", "Frontier Nursing University") in edu
    assert not any(p == OWNER for p, _, _ in edu)


def test_an_advisors_line_on_a_card_is_no_post_of_the_student(tmp_path):
    pos = _claims(tmp_path, _DIRECTORY, Position, "students.md")
    assert not any("Advisor" in p.title for p in pos)


def test_a_cards_research_topics_after_its_unit_are_no_part_of_the_units_name(tmp_path):
    text = """# People · Centre for Climate Data Science

## Core Faculty

  • Mei-Ling Chua — Assistant Professor, Department of Statistical Sciences. Spatio-temporal extremes.
  • Yusuf Al-Haddad — Professor, Department of Physics. Atmospheric dynamics.
"""
    orgs = {(p.person, p.org) for p in _claims(tmp_path, text, Position, "people.md")}
    assert ("Mei-Ling Chua", "Department of Statistical Sciences") in orgs
    assert ("Yusuf Al-Haddad", "Department of Physics") in orgs


def test_a_lab_with_its_department_and_university_in_brackets_is_its_heads():
    from labgraph.extract.career import lab_intro
    from labgraph.model import Evidence, PartOf
    found = lab_intro(Evidence("x", 1, "The Kessler Lab (Department of Botany, University of British Columbia) has been "
                                       "training plant physiologists since 2012."))
    assert {a.org for a in found if isinstance(a, Affiliation) and a.person == OWNER} == \
        {"Kessler Lab", "Department of Botany", "University of British Columbia"}
    assert ("Kessler Lab", "Department of Botany") in {(p.part, p.whole) for p in found if isinstance(p, PartOf)}


def test_a_newsletters_people_columns_are_news_and_a_reports_title_is_no_person():
    from labgraph.names import looks_like_name
    from labgraph.sections import heading_kind
    assert [heading_kind(h) for h in ("NEW FACULTY", "RETIREMENTS", "People news", "Departures")] == ["news"] * 4
    assert heading_kind("Academic Appointments") != "news"      # (a CV's)
    assert not looks_like_name("Annual Report")


def test_a_lab_named_after_its_head_whose_name_has_an_initial(tmp_path):
    text = """# Sorensen Lab Handbook

Welcome to the handbook of the **Sorensen Lab**, part of the Department of Water Management, TU Delft.

## Who's who

| Who | Role | In the lab since |
|-----|------|------------------|
| Prof. dr. Mette K. Sorensen | PI, Professor of Catchment Hydrology | 2017 |
| Yusuf Demir | PhD candidate, 3rd year | 2022 |

> Demir, Y., & Sorensen, M. K. (2024). hydroflux: models in JAX.
"""
    assert extract_document(read(_write(tmp_path, "README.md", text))).owner_name == "Mette K. Sorensen"
    from labgraph.sections import heading_kind
    assert heading_kind("Who's who") == "students"
