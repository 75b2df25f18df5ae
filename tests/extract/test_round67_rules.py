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


_NEWS = """College of Science News  >  Chemistry

Abernathy-Osei joins Chemistry to build sensors from living cells

March 3, 2025  |  By Lee Park, Communications Office

MADISON, Wis. -- Élodie Abernathy-Osei has joined the Department of
Chemistry at the University of Wisconsin-Madison as an assistant professor,
bringing a research program that turns bacteria into sensors for the
metals that leak from old mines into rivers and lakes across the Midwest.

Abernathy-Osei grew up in Accra and earned her bachelor's degree in
chemistry at the University of Ghana in 2012. She then completed her
doctorate at Rice University in 2018 under Professor Tobias Lindqvist-Ama,
who called her "the most patient person in the building."

As a postdoctoral scholar she also mentored Rice undergraduate Kalani
Mahoe-Brandt, whose honors thesis on copper-sensing circuits won a prize.

Abernathy-Osei says the move is about the rivers. "Wisconsin has the
water, the students and the microscopes," she said, laughing about it.
"""


def test_a_news_story_on_a_new_hire_gives_her_post_from_the_sentence_after_its_dateline(tmp_path):
    claims = extract_document(read(_write(tmp_path, "news.txt", _NEWS))).claims
    owner = next(c for c in claims if getattr(c, "is_owner", False))
    assert owner.name == "Élodie Abernathy-Osei"
    from labgraph.model import Position
    posts = {(p.title.lower(), p.org) for p in claims if isinstance(p, Position) and p.person == OWNER}
    assert ("assistant professor", "University of Wisconsin-Madison") in posts
    aff = {a.org for a in claims if isinstance(a, Affiliation) and a.person == OWNER}
    assert "Department of Chemistry" in aff


def test_a_sentence_led_by_the_owners_surname_is_about_the_owner(tmp_path):
    edu = {(e.person, e.degree, e.institution) for e in _claims(tmp_path, _NEWS, Education, "news.txt")}
    assert any(p == OWNER and d.startswith("B") and i == "University of Ghana" for p, d, i in edu)


def test_an_undergraduate_the_owner_mentored_is_her_bachelor_student(tmp_path):
    sup = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _NEWS, Supervision, "news.txt")}
    assert (OWNER, "Kalani Mahoe-Brandt", "Bachelor") in sup


def test_a_dateline_goes_only_before_prose_at_a_storys_start():
    from labgraph.ingest.text import without_dateline
    assert without_dateline("ZURICH — The Swiss Federal Institute said on Monday that it has hired Ana Ruiz.") == \
        "The Swiss Federal Institute said on Monday that it has hired Ana Ruiz."
    # a CV's employer before a dash stays
    assert without_dateline("IBM RESEARCH — Research Staff Member, 2019–2021") == \
        "IBM RESEARCH — Research Staff Member, 2019–2021"


def test_a_wrapped_line_ending_on_a_name_joins_the_next_when_the_sentence_goes_on():
    from labgraph.ingest.text import reflow
    para = ("Ana Ruiz has studied how ions move through the lattices of cathodes for a decade, and she\n"
            "joined the Department of Chemistry and Biochemistry at the University of Illinois\n"
            "Urbana-Champaign as an associate professor, bringing a program that pairs microscopy with\n"
            "simulation to watch lithium and sodium ions hop between sites in layered oxide electrodes.")
    out = reflow("\n\n".join([para] * 4)).split("\n")
    assert "University of Illinois Urbana-Champaign as an associate professor" in out[0]
    # an address's lines (no sentence going on) stay apart
    address = "\n".join(["Department of Materials Science and Engineering, Room 201, Building 4",
                         "University of Illinois", "Urbana-Champaign, IL 61801"])
    assert "University of Illinois\nUrbana-Champaign, IL" in reflow("\n\n".join([para] * 4) + "\n\n" + address)


def test_a_post_joined_in_a_department_whose_name_holds_and_is_read_whole(tmp_path):
    from labgraph.model import Position
    text = ("# Ana Ruiz\n\nAna Ruiz joined the Department of Materials Science and Engineering at the "
            "University of Leeds as a lecturer in 2019.\n")
    posts = {(p.title.lower(), p.org) for p in _claims(tmp_path, text, Position)}
    assert ("lecturer", "University of Leeds") in posts


_WIKI = """{{LabNav|section=people}}
''Current members of the '''Glacier Dynamics Lab''' at [[Utrecht University]].''

== PI ==
* '''Astrid Kvalheim-Mora''' &ndash; Associate Professor, Institute for Marine Research, Dept. of Physics.
** PhD 2008, [[Wikipedia:University of Bergen|University of Bergen]]; postdoc at the [[Alfred Wegener Institute]] 2008&ndash;2012.

== Postdocs ==
* '''Dr. Emeka Nwachukwu''' &ndash; NWO Veni fellow (2023&ndash;2026), calving laws.

== PhD candidates ==
* '''Wiebke Hartmann''' &ndash; PhD candidate since 2022; co-sup. Prof. Luis Echeverría Soto ([[KNMI]])
"""


def test_a_lab_wikis_entities_show_as_the_characters_they_stand_for(tmp_path):
    doc = read(_write(tmp_path, "people.txt", _WIKI))
    assert "&ndash;" not in doc.text and "2023–2026" in doc.text


def test_the_one_bulleted_name_under_a_pi_heading_is_the_pages_owner(tmp_path):
    sup = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _WIKI, Supervision, "people.txt")}
    assert (OWNER, "Emeka Nwachukwu", "Postdoc") in sup
    from labgraph.pipeline import extract_file
    assert extract_file(str(_write(tmp_path, "people.txt", _WIKI))).owner_name == "Astrid Kvalheim-Mora"


def test_two_bulleted_leaders_under_a_leaders_heading_make_no_owner(tmp_path):
    text = ("# Trustworthy Systems Group\n\n## Group leaders\n\n"
            "- **Prof. dr. Joost van der Meulen** — full professor and chair of the group.\n"
            "- **Dr. Amira Haddad** — associate professor.\n\n## PhD students\n\n- Ana Ruiz (since 2022)\n")
    from labgraph.pipeline import extract_file
    assert extract_file(str(_write(tmp_path, "group.md", text))).owner_name is None


def test_a_wikis_co_sup_abbreviation_names_a_co_supervisor(tmp_path):
    sup = {(s.advisor, s.advisee) for s in _claims(tmp_path, _WIKI, Supervision, "people.txt")}
    assert ("Luis Echeverría Soto", "Wiebke Hartmann") in sup


_MEMBERS = """# Lab members

We are a structural biology group in the Department of Biochemistry, University of Cambridge.

## Principal Investigator

![Portrait of Liesbeth Maertens in the lab](/img/maertens.jpg)

**Dr. Elisabeth (Liesbeth) Maertens** -- Group Leader & Associate Professor

Liesbeth grew up near Bruges and studied bioengineering at KU Leuven (MSc, 2004). She did her PhD with
Hendrik-Jan Vos at the MRC Laboratory of Molecular Biology, finishing in 2008.

## Postdoctoral researchers

**Dr. Takumi Sasaki-Lund** -- Postdoctoral Research Associate (2021--)

Before joining the lab, Takumi completed his PhD at Kyoto University (2020) with Reiko Hamada, working on
mitochondrial proteases.

## PhD students

**Inga Sørbø** (PhD student, since 2022)

Inga is co-supervised by Dr. Owain ap Rhys in the Department of Chemistry. She builds nanodisc assays.
"""


def test_a_card_with_a_nickname_under_a_pi_heading_names_the_pages_owner(tmp_path):
    from labgraph.pipeline import extract_file
    assert extract_file(str(_write(tmp_path, "people.md", _MEMBERS))).owner_name == "Elisabeth Maertens"


def test_a_members_biography_after_a_clause_of_time_is_about_the_member_of_its_card(tmp_path):
    sup = {(s.advisor, s.advisee) for s in _claims(tmp_path, _MEMBERS, Supervision)}
    assert ("Reiko Hamada", "Takumi Sasaki-Lund") in sup
    assert ("Reiko Hamada", OWNER) not in sup
    edu = {(e.person, e.degree, e.institution) for e in _claims(tmp_path, _MEMBERS, Education)}
    assert ("Takumi Sasaki-Lund", "PhD", "Kyoto University") in edu


def test_a_biography_under_a_card_with_its_role_in_brackets_is_about_that_member(tmp_path):
    sup = {(s.advisor, s.advisee) for s in _claims(tmp_path, _MEMBERS, Supervision)}
    assert ("Owain ap Rhys", "Inga Sørbø") in sup
    assert ("Owain ap Rhys", OWNER) not in sup


_PLACEMENTS = """Department of Economics | Tulane University

# Placement History

Committee members are listed with the main advisor (committee chair) first.

**2024–2025 (Ph.D. 2025)**

| Candidate | Fields | Advisors | Placement |
|---|---|---|---|
| Nnamdi Okeke-Laurent | Labor | Ruth Abramowitz (chair), Teodor Vasile | Assistant Professor, University of Toronto |

**2022–2023 (Ph.D. 2023)**

- Signe Haraldsdóttir (Public). Advisors: T. Vasile (chair), R. Abramowitz. First position: Economist, Norges Bank.
"""


def test_a_placement_history_page_is_a_list_of_graduates_and_no_ones_own_page(tmp_path):
    from labgraph.pipeline import extract_file
    from labgraph.sections import heading_kind
    assert heading_kind("Placement History") == "students" and heading_kind("Recent PhD Placements") == "students"
    assert extract_file(str(_write(tmp_path, "placements.md", _PLACEMENTS))).owner_name is None
    sup = {(s.advisor, s.advisee) for s in _claims(tmp_path, _PLACEMENTS, Supervision, "placements.md")}
    assert ("Ruth Abramowitz", "Nnamdi Okeke-Laurent") in sup and ("Teodor Vasile", "Nnamdi Okeke-Laurent") in sup


def test_a_graduates_own_advisors_line_with_a_chair_tag_is_theirs_not_the_owners(tmp_path):
    sup = {(s.advisor, s.advisee) for s in _claims(tmp_path, _PLACEMENTS, Supervision, "placements.md")}
    assert not any(advisee == OWNER for _, advisee in sup)
    assert any(advisee == "Signe Haraldsdóttir" and "Vasile" in advisor for advisor, advisee in sup)


_OBITUARY = """OBITUARY

Professor Ingeborg Vasquez-Lund FRS (1931 - 2023)

Ingeborg Vasquez-Lund, who died in Durham on 2 May at the age of 92, was one of the founders of modern
glaciology and a teacher whom generations of students remember with affection and some fear.

Early life

She read physics at the University of Bristol (BSc, 1952) and stayed on for a doctorate on ice crystals.

Students

Ingeborg supervised some thirty doctoral students and followed their careers closely. Tomasz Wierzbicki (PhD Durham, 1978) went back to Poland and is now Professor of Geophysics in Kraków. Ayodele "Dele" Bankole-Smith (PhD Durham, 1984) leads the ice-core laboratory of a national survey. Rosa Lindqvist, a Durham PhD student in the late 1980s, went on to found a consultancy. Among the postdocs who passed through her laboratory, Kenji Arakawa (1991 - 1994) later became director of a polar institute.
"""


def test_an_obituarys_paragraph_on_the_subjects_students_names_each_student(tmp_path):
    sup = {(s.advisor, s.advisee, s.level, s.end) for s in _claims(tmp_path, _OBITUARY, Supervision, "obit.txt")}
    assert (OWNER, "Tomasz Wierzbicki", "PhD", 1978) in sup
    assert (OWNER, "Ayodele Bankole-Smith", "PhD", 1984) in sup
    assert any(a == OWNER and s == "Rosa Lindqvist" and lv == "PhD" for a, s, lv, _ in sup)
    assert any(a == OWNER and s == "Kenji Arakawa" and lv == "Postdoc" for a, s, lv, _ in sup)


def test_read_a_subject_at_a_university_is_a_degree_there(tmp_path):
    edu = {(e.person, e.institution) for e in _claims(tmp_path, _OBITUARY, Education, "obit.txt")}
    assert (OWNER, "University of Bristol") in edu


_WORDPRESS = """<!DOCTYPE html><html><head><title>van der Berg Lab</title></head><body>
<header class="site-header"><p class="site-title"><a href="/">van der Berg Lab</a></p></header>
<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">
<article class="page"><h1>Welcome!</h1>
<p>We study how soil fungi and plant roots trade carbon for phosphorus, combining field work with genomics and
experimental evolution in the greenhouse and in long-term plots.</p>
<h2>About Pieter</h2>
<p>Pieter Jan van der Berg Alvarez is a Professor in the Department of Biology at the University of Utrecht. He
completed his Ph.D. at Wageningen University in 2008.</p></article></main></div>
<div class="widget-area secondary" id="secondary">
<aside id="block-3" class="widget widget_block"><h2 class="widget-title">Lab members</h2>
<ul class="wp-block-list"><li><strong>Pieter Jan van der Berg Alvarez</strong>, PI</li>
<li>Dr. Amara Nwosu &ndash; Postdoctoral Fellow</li><li>Lotte Hendriks &ndash; PhD student</li></ul></aside>
<aside id="block-4" class="widget widget_archive"><h2 class="widget-title">Archives</h2>
<ul><li><a href="/2024/03/">March 2024</a></li></ul></aside>
<aside id="block-7" class="widget widget_block"><h2 class="widget-title">Lab code</h2>
<p><a href="https://github.com/vdberglab/mycotrade">mycotrade</a> &mdash; an R package for trade models.</p></aside>
</div></div></body></html>
"""


def test_a_blog_sites_sidebar_widgets_of_members_and_code_are_read_and_its_archives_are_not(tmp_path):
    doc = read(_write(tmp_path, "index.html", _WORDPRESS))
    assert "Lab members" in doc.text and "Dr. Amara Nwosu – Postdoctoral Fellow" in doc.text
    assert "Lotte Hendriks – PhD student" in doc.text and "Pieter Jan van der Berg Alvarez, PI" in doc.text
    assert "Archives" not in doc.text and "March 2024" not in doc.text
    assert any(link.url == "https://github.com/vdberglab/mycotrade" for link in doc.links)


def test_an_owner_with_a_particle_and_two_surnames_is_found_by_the_sentence_that_says_what_she_is(tmp_path):
    from labgraph.pipeline import extract_file
    assert extract_file(str(_write(tmp_path, "index.html", _WORDPRESS))).owner_name == "Pieter Jan van der Berg Alvarez"
    sup = {(s.advisor, s.advisee) for s in _claims(tmp_path, _WORDPRESS, Supervision, "index.html")}
    assert (OWNER, "Lotte Hendriks") in sup and (OWNER, "Amara Nwosu") in sup


_ROSTER = """PHD STUDENTS

 - Wen Jiahui -- sups: S. Ferreira & H. Lindgren. Thesis on sequential Monte Carlo for phylogenetics.
 - Tomasz Nowicki -- main sup. Sofia Ferreira, 2nd sup. Helga Lindgren. Spatial epidemic models.
 - Aiyana Redcloud -- supervisor Helga Lindgren; works on survival models.
"""


def test_a_rosters_supervision_shorthand_names_each_students_supervisors(tmp_path):
    sup = {(s.advisor, s.advisee, s.role) for s in _claims(tmp_path, _ROSTER, Supervision, "people.txt")}
    assert ("S. Ferreira", "Wen Jiahui", None) in sup or ("Sofia Ferreira", "Wen Jiahui", None) in sup
    assert ("H. Lindgren", "Wen Jiahui", None) in sup or ("Helga Lindgren", "Wen Jiahui", None) in sup
    assert ("Sofia Ferreira", "Tomasz Nowicki", None) in sup
    assert ("Helga Lindgren", "Tomasz Nowicki", "co-supervisor") in sup
    assert ("Helga Lindgren", "Aiyana Redcloud", None) in sup


def test_a_plain_texts_double_hyphen_between_words_is_a_dash():
    from labgraph.ingest.text import _ASCII_DASH
    assert _ASCII_DASH.sub(" – ", "Wen Jiahui -- sups: A. Roe") == "Wen Jiahui – sups: A. Roe"
    assert _ASCII_DASH.sub(" – ", "----  --") == "----  --"


_COHORTS = """# Members

## Principal Investigator

Prof. Lin Haoran

Professor, Doctoral Supervisor

## Master's Students (M.Eng.)

2024 | Yuhang Shao, Xinyue Lou
2023 | Kaiwen Dong, Minh Anh Tran (co-supervised with Dr. Rui Sheng)

## Master's Graduates

| Name | Graduated | First Destination |
|---|---|---|
| Junho Parkinson | M.Eng. 2022 | Ph.D. student, KAIST |
"""


def test_a_cohort_row_of_a_year_and_names_lists_each_as_a_student_since_that_year(tmp_path):
    sup = {(s.advisor, s.advisee, s.level, s.start, s.role) for s in _claims(tmp_path, _COHORTS, Supervision)}
    assert (OWNER, "Yuhang Shao", "Master", 2024, None) in sup and (OWNER, "Xinyue Lou", "Master", 2024, None) in sup
    assert (OWNER, "Minh Anh Tran", "Master", 2023, None) in sup
    assert ("Rui Sheng", "Minh Anh Tran", "Master", 2023, "co-supervisor") in sup


def test_a_first_destination_column_is_where_a_graduate_went_not_their_level(tmp_path):
    sup = {(s.advisee, s.level) for s in _claims(tmp_path, _COHORTS, Supervision)}
    assert ("Junho Parkinson", "Master") in sup and ("Junho Parkinson", "PhD") not in sup
    edu = {(e.person, e.degree, e.institution) for e in _claims(tmp_path, _COHORTS, Education)}
    assert ("Junho Parkinson", "PhD", "KAIST") in edu


def test_doctoral_supervisor_is_a_professors_rank_not_an_employer(tmp_path):
    from labgraph.model import Position
    assert not any("Supervisor" in (p.org or "") for p in _claims(tmp_path, _COHORTS, Position))


_RELEASE = """# Four faculty earn national honors this spring

By Staff reports · April 18, 2024

Ines Okonkwo-Brandt

Ines Okonkwo-Brandt, an associate professor of chemical engineering, has received a National Science Foundation CAREER Award. Okonkwo-Brandt earned her PhD at the California Institute of Technology in 2013.

Jean-Marc Uwimana

Mathematician Jean-Marc Uwimana has been awarded a 2024 Sloan Research Fellowship. Uwimana completed his doctorate at Université Paris-Saclay in 2017, advised by Hélène Marchetti-Roux.

Pieter van Zyl

Geoscientist Pieter van Zyl was elected a Fellow of the American Geophysical Union. After receiving his PhD from the University of Cape Town in 2001, he was a postdoctoral scholar at the Woods Hole Oceanographic Institution.
"""


def test_a_news_storys_trade_before_a_name_is_no_part_of_the_name(tmp_path):
    claims = extract_document(read(_write(tmp_path, "release.md", _RELEASE))).claims
    people = {getattr(c, "person", None) or getattr(c, "advisee", None) for c in claims}
    assert "Jean-Marc Uwimana" in people and "Pieter van Zyl" in people
    assert not any(p and p.startswith(("Mathematician", "Geoscientist")) for p in people)


_DIRECTORY = """<!DOCTYPE html><html><head><title>Faculty | Department of Linguistics | Example University</title></head>
<body><header><p class="site-title">Department of Linguistics</p></header><main><h1>Faculty Directory</h1>
<h2>Professorial Faculty</h2>
<article class="person-card"><h3 class="person-card__name"><a href="/people/a">Keren Ben-Ami</a></h3>
<p class="person-card__title">Professor and Chair</p>
<ul class="person-card__meta"><li><span class="label">PhD:</span> MIT, 2004</li><li><span class="label">Research:</span>
Syntax</li></ul></article>
<article class="person-card"><h3 class="person-card__name"><a href="/people/b">Adaeze N. Okonkwo</a></h3>
<p class="person-card__title">Associate Professor</p>
<ul class="person-card__meta"><li><span class="label">PhD:</span> UCLA, 2012</li><li><span class="label">Research:</span>
Phonology</li></ul></article>
</main></body></html>
"""


_CARD = """<article class="person-card"><h3 class="person-card__name"><a href="/people/{k}">{name}</a></h3>
<p class="person-card__title">Assistant Professor</p>
<ul class="person-card__meta"><li><span class="label">PhD:</span> {school}, {year}</li><li><span class="label">Research:</span>
Phonetics and prosody of {k}</li><li><a href="mailto:{k}@example.edu">{k}@example.edu</a></li></ul></article>
"""


def test_a_directory_cards_list_of_details_is_read_though_its_class_says_meta(tmp_path):
    cards = "".join(_CARD.format(k=k, name=name, school=school, year=2010 + k) for k, (name, school) in enumerate([
        ("Marta van den Heuvel", "Leiden University"), ("Ximena Huanca Mamani", "University of Arizona"),
        ("Seo-yeon Jang", "Seoul National University"), ("Rajiv S. Menon", "Stanford University")]))
    doc = read(_write(tmp_path, "faculty.html", _DIRECTORY.replace("</main>", cards + "</main>")))
    assert "PhD: MIT, 2004" in doc.text and "PhD: UCLA, 2012" in doc.text
    assert "PhD: Seoul National University, 2012" in doc.text


_NEWS_PAGE = """News · Kowalczyk Lab

Lab News

Paper accepted in Nature Methods

Our paper "Learning pocket dynamics from sparse data" by Rahul Mehta, Jia Tan and Dorota Kowalczyk has been accepted.

Welcome, Ngozi!

A warm welcome to Ngozi Eze, who joins as a PhD student after a BSc at the University of Lagos.
"""


def test_a_lab_named_in_the_title_after_one_person_on_the_page_is_led_by_them(tmp_path):
    from labgraph.pipeline import extract_file
    assert extract_file(str(_write(tmp_path, "news.txt", _NEWS_PAGE))).owner_name == "Dorota Kowalczyk"
    # two people of that surname: no one is the page's owner by it
    twice = _NEWS_PAGE.replace("Jia Tan", "Jan Kowalczyk")
    assert extract_file(str(_write(tmp_path, "news2.txt", twice))).owner_name is None


_OBIT_NEWS = """# Emil Varga-Soto, pioneer of earthquake-resistant design, dies at 86

Emil Varga-Soto, professor emeritus of civil engineering at Purdue University, whose shake-table experiments helped rewrite building codes, died Feb. 6 in Lafayette. He was 86.

Over four decades he advised 31 doctoral students, many of whom went on to shape the field themselves. Margit O'Donnell-Hale (Ph.D. 1978) became the first woman to chair the civil engineering department at Virginia Tech, in Blacksburg. Chen Wei-Lun (Ph.D. 1990) is professor emeritus at National Taiwan University; Nkechi A. Obiora (Ph.D. 1994) is a fellow at Arup.
"""


def test_a_paragraph_that_opens_on_the_students_someone_advised_names_each_student(tmp_path):
    sup = {(s.advisor, s.advisee, s.level, s.end) for s in _claims(tmp_path, _OBIT_NEWS, Supervision, "obit.md")}
    assert (OWNER, "Margit O'Donnell-Hale", "PhD", 1978) in sup and (OWNER, "Chen Wei-Lun", "PhD", 1990) in sup
    # a student after a semicolon in the same sentence
    assert (OWNER, "Nkechi A. Obiora", "PhD", 1994) in sup


def test_a_post_in_a_department_whose_name_lists_fields_with_commas_names_one_unit():
    from labgraph.extract import career
    from labgraph.model import Line, Position
    posts = {(c.title, c.org) for c in career.position_entry("cv.txt", [Line(1, (
        "2016–   Associate Professor, Department of Ecology, Evolution and Behavior, University of Minnesota"))])
             if isinstance(c, Position)}
    assert ("Associate Professor", "University of Minnesota") in posts
    affs = {c.org for c in career.position_entry("cv.txt", [Line(1, (
        "2016–   Associate Professor, Department of Ecology, Evolution and Behavior, University of Minnesota"))])
            if isinstance(c, Affiliation)}
    assert "Department of Ecology, Evolution and Behavior" in affs and "Evolution and Behavior" not in affs
    # a unit after the department is a second unit
    affs = {c.org for c in career.position_entry("cv.txt", [Line(1, (
        "2016–2020   Postdoctoral Researcher, Department of Geography, Hydrology and Climate Unit, University of Zurich"))])
            if isinstance(c, Affiliation)}
    assert "Department of Geography, Hydrology and Climate Unit" not in affs


_PROFILE = """Ana Luisa Moreira
PhD
Associate Professor at Federal University of Minas Gerais

Follow    Message    Share

Current institution
Federal University of Minas Gerais

About
Ana Luisa Moreira is an Associate Professor in the Department of Hydraulic
Engineering at UFMG, where she leads the Hydro-Environmental Modelling Lab.
She holds a PhD in Water Resources from Delft University of Technology,
supervised by Prof. Hendrik J. de Vries, and an MSc from UFMG (2007). Her
BSc is in Civil Engineering. She received the Young Researcher Award.

Skills
Hydrology
SWAT
"""


def test_a_profiles_about_paragraph_wrapped_at_seventy_characters_reads_as_one(tmp_path):
    doc = read(_write(tmp_path, "profile.txt", _PROFILE))
    assert "from Delft University of Technology, supervised by Prof. Hendrik J. de Vries, and an MSc" in doc.text
    sup = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _PROFILE, Supervision, "profile.txt")}
    assert ("Hendrik J. de Vries", OWNER, "PhD") in sup
    # the short lines of a list under their own heading stay lines
    assert "Hydrology\nSWAT" in doc.text
