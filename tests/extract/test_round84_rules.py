"""Session-34 rules: what the weakest probes showed (a lab's "where are they now?" page above all)."""
from labgraph.extract import extract_document
from labgraph.extract.career import sentence_claims
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Award, Education, Evidence, PartOf, Position, Supervision

from .helpers import written as _write


def _claims(tmp_path, text, kind, name="alumni.md"):
    return [c for c in extract_document(read(_write(tmp_path, name, text))).claims if isinstance(c, kind)]


_WHERE_NOW = """# Where are they now?

The Okafor Lab (Department of Zoology, University of Toronto) has trained ecologists since 2010.

— Chidi Okafor

## PhD graduates

### Ruth Abernethy-Sato — PhD 2023
- **Thesis:** *Thermal tolerance of stream invertebrates*
- **Co-advisor:** Dr. Lena Moravec (Trent University)
- **Since:** Ruth moved to Bergen in 2023 as a postdoctoral fellow with Dr. Ola Nyland at the University of Bergen.

### Tomasz Wielgosz — PhD 2020
- **Thesis:** *Predator cues and larval growth in the College of Natural Sciences, Engineering and Medicine pond network*
- **Since:** Tomasz has been an Assistant Professor in the College of Natural Sciences, Engineering and Medicine at the University of Gdansk since 2021. In 2022 he won a Polish Academy early-career fellowship.

## MSc graduates

| Name | Year | Thesis | Now |
|------|------|--------|-----|
| Ines Carvalho | 2021 | *Dragonfly emergence timing* | Analyst, Ontario Ministry of Environment |
"""


def test_a_since_field_tells_the_graduates_story_not_a_list_of_students(tmp_path):
    sups = {(s.advisor, s.advisee) for s in _claims(tmp_path, _WHERE_NOW, Supervision)}
    assert (OWNER, "Ruth Abernethy-Sato") in sups and (OWNER, "Tomasz Wielgosz") in sups
    # "Since: Tomasz has been ... in the College of Natural Sciences, Engineering and Medicine": no student "Engineering"
    assert not {a for _, a in sups} & {"Engineering", "Engineering and Medicine", "Natural Sciences"}
    posts = {(p.person, p.org) for p in _claims(tmp_path, _WHERE_NOW, Position)}
    assert ("Ruth Abernethy-Sato", "University of Bergen") in posts


def test_a_story_of_several_sentences_is_no_award_of_the_owner(tmp_path):
    names = [a.name for a in _claims(tmp_path, _WHERE_NOW, Award) if a.person == OWNER]
    assert not [n for n in names if "Assistant Professor" in n]


def test_a_graduates_entry_with_a_thesis_is_a_degree_of_the_leaders_university(tmp_path):
    degrees = {(e.person, e.degree, e.institution, e.end) for e in _claims(tmp_path, _WHERE_NOW, Education)}
    assert ("Ruth Abernethy-Sato", "PhD", "University of Toronto", 2023) in degrees
    assert ("Tomasz Wielgosz", "PhD", "University of Toronto", 2020) in degrees
    assert ("Ines Carvalho", "Master's", "University of Toronto", 2021) in degrees


_BY_PLACE = """# Curriculum vitae

Hanna Lindqvist, Professor of Statistics, University of Toronto

# Ph.D. students supervised

## University of Warwick

| Name | Year | Thesis title | First position |
|------|------|--------------|----------------|
| Kwabena Osei | 2012 | Copulas for river flows | Lecturer, University of Leeds |

## University of Toronto

| Name | Year | Thesis title | First position |
|------|------|--------------|----------------|
| Mariana Duarte | 2020 | Spatial extremes at scale | Research Fellow, Monash University |
"""


def test_a_thesis_listed_under_a_university_was_earned_there(tmp_path):
    degrees = {(e.person, e.institution) for e in _claims(tmp_path, _BY_PLACE, Education, "cv.md")}
    assert ("Kwabena Osei", "University of Warwick") in degrees
    assert ("Kwabena Osei", "University of Toronto") not in degrees


def test_an_organisation_in_a_town_is_no_part_of_the_town():
    claims = list(sentence_claims(Evidence("x", 1, "Ana joined the Canadian Forest Service in Victoria as a Research Scientist.")))
    assert {c.org for c in claims if isinstance(c, Affiliation)} == {"Canadian Forest Service"}
    assert not [c for c in claims if isinstance(c, PartOf)]


def test_a_post_before_a_new_clause_is_not_at_the_place_the_clause_names():
    text = "After a year as a Mitacs postdoc in our lab (2022–23), Aoife joined the Canadian Forest Service as a Research Scientist."
    posts = {(p.title, p.org) for p in sentence_claims(Evidence("x", 1, text)) if isinstance(p, Position)}
    assert ("Research Scientist", "Canadian Forest Service") in posts
    assert not [t for t, o in posts if "postdoc" in t.lower()]


_THESIS_LIST = """UNIVERSITY OF NAIROBI
Department of Physics

==============================================================
        DOCTORAL (PhD) THESES IN PHYSICS, 2015 - 2024
==============================================================

Notes:
 - Listed by year of graduation.
 - "Now:" gives the graduate's last known position.


2024
----
* Wanjiku A. Kamau
  "Charge transport in perovskite thin films grown by slot-die
   coating"
  Supervisors: Prof. Pieter J. de Wit; Dr. Omondi Otieno
  Now: postdoctoral fellow, Weizmann Institute of Science


2021
----
* Baraka Mwangi
  "Neutrino oscillations in the KM3NeT detector"
  Supervisor: Prof. de Wit
"""


def test_a_banner_between_rules_and_underlined_years_head_a_departments_thesis_list(tmp_path):
    sups = {(s.advisor, s.advisee, s.level, s.end) for s in _claims(tmp_path, _THESIS_LIST, Supervision, "theses.txt")}
    assert ("Pieter J. de Wit", "Wanjiku A. Kamau", "PhD", 2024) in sups
    assert ("Omondi Otieno", "Wanjiku A. Kamau", "PhD", 2024) in sups
    # (a title wrapped onto the next line is no one's name)
    assert not [a for _, a, _, _ in sups if "coating" in a]


def test_a_titled_surname_with_its_particles_is_a_supervisor(tmp_path):
    sups = {(s.advisor, s.advisee) for s in _claims(tmp_path, _THESIS_LIST, Supervision, "theses.txt")}
    assert ("de Wit", "Baraka Mwangi") in sups


def test_a_surname_with_its_particles_joins_the_one_person_of_that_name():
    from labgraph.resolve.people import resolve_people
    found = resolve_people([("Pieter J. de Wit", "a.txt"), ("de Wit", "a.txt"), ("Omondi Otieno", "a.txt")])
    assert found[("de Wit", "a.txt")] is found[("Pieter J. de Wit", "a.txt")]
    assert found[("Omondi Otieno", "a.txt")] is not found[("Pieter J. de Wit", "a.txt")]


_DIRECTORY = """<html><head><title>Faculty Directory - Department of Mining Engineering - Queen's University</title></head>
<body><h1>Faculty</h1>
<article><h3>Amara Okonjo-Reid</h3><p>Professor &amp; Department Head</p><p>PhD, University of Alberta, 2003</p>
<p>Rock mechanics, Mine ventilation</p><p>okonjo@queensu.ca</p><p>Lab: Rock Fracture Laboratory</p></article>
<article><h3>Tomas Lindgren, P.Eng.</h3><p>Associate Professor</p><p>Ph.D., Lulea University of Technology, 2011</p>
<p>Blasting, Fragmentation</p><p>lindgren@queensu.ca</p><p>Fellow, Canadian Academy of Engineering (2021)</p></article>
<article><h3>Hyejin Seo</h3><p>Assistant Professor</p><p>PhD, Seoul National University, 2019</p>
<p>Mineral processing</p><p>seo@queensu.ca</p><p>Early Career Teaching Award, 2024</p></article>
</body></html>
"""


def test_a_directorys_cards_under_faculty_are_each_members_own(tmp_path):
    found = extract_document(read(_write(tmp_path, "directory.html", _DIRECTORY))).claims
    degrees = {(e.person, e.institution) for e in found if isinstance(e, Education)}
    # (a licence after the name ends it: the next card starts there, its degree not the card above's)
    assert ("Tomas Lindgren", "Lulea University of Technology") in degrees
    assert ("Amara Okonjo-Reid", "Lulea University of Technology") not in degrees
    assert ("Hyejin Seo", "Seoul National University") in degrees
    members = {(a.person, a.org) for a in found if isinstance(a, Affiliation)}
    assert ("Tomas Lindgren", "Department of Mining Engineering") in members
    assert not [o for _, o in members if o == "Faculty Directory"]


def test_a_cards_lab_line_and_honour_line_are_the_members(tmp_path):
    found = extract_document(read(_write(tmp_path, "directory.html", _DIRECTORY))).claims
    members = {(a.person, a.org) for a in found if isinstance(a, Affiliation)}
    awards = {(a.person, a.year) for a in found if isinstance(a, Award)}
    assert ("Hyejin Seo", 2024) in awards
    # a learned academy's fellowship is an honour, no post there
    assert ("Tomas Lindgren", 2021) in awards
    assert not [p for p in found if isinstance(p, Position) and "Academy" in (p.org or "")]
    assert not [o for p, o in members if "Academy" in o]


def test_a_lab_line_on_a_card_names_the_members_lab(tmp_path):
    found = extract_document(read(_write(tmp_path, "directory.html", _DIRECTORY))).claims
    assert any(isinstance(a, Affiliation) and a.org == "Rock Fracture Laboratory" for a in found)


_FEED = """Okafor Lab
@OkaforLab
Coral reef genomics | School of Biology, University of Leeds | PI: @NOkaforBio

Posts    Replies    Media    Likes
----------------------------------------------------------------

Okafor Lab @OkaforLab · Sep 2, 2024
Big welcome to Rafael Duarte (@rafa_duarte), our newest PhD student! He will be
co-supervised by @NOkaforBio and Dr Hanne Solvik. #NewLabMember
💬 2   🔁 3   ❤️ 58

Okafor Lab @OkaforLab · Jul 30, 2024
Our very first PhD student Mei Tanaka defended her thesis today! So proud #PhDone
💬 15   🔁 8   ❤️ 311

Okafor Lab @OkaforLab · Mar 18, 2024
Meet our new postdoc: Dr Kwame Mensah 👋 Kwame did his PhD in Accra and now joins us.
💬 1   🔁 2   ❤️ 74

Okafor Lab @OkaforLab · Feb 20, 2024
María José de la Cruz has started her MSc project in the lab. Welcome María José!
💬 0   🔁 1   ❤️ 33

Ngozi Okafor @NOkaforBio · Sep 21, 2023
Very honoured to receive the Zoological Society Scientific Medal 2023
💬 22   🔁 15   ❤️ 402
"""


def test_a_social_feeds_handles_name_their_people_and_its_pi_owns_the_page(tmp_path):
    found = extract_document(read(_write(tmp_path, "feed.txt", _FEED)))
    assert found.owner_name == "Ngozi Okafor"
    sups = {(s.advisor, s.advisee, s.level) for s in found.claims if isinstance(s, Supervision)}
    assert (OWNER, "Rafael Duarte", "PhD") in sups
    assert not [a for a, b, _ in sups if "Posts" in a or "Posts" in b]


def test_a_feeds_posts_name_the_labs_students_and_postdocs(tmp_path):
    found = extract_document(read(_write(tmp_path, "feed.txt", _FEED)))
    sups = {(s.advisor, s.advisee, s.level) for s in found.claims if isinstance(s, Supervision)}
    assert (OWNER, "Mei Tanaka", "PhD") in sups
    assert (OWNER, "Kwame Mensah", "Postdoc") in sups
    # a name with its particles, whole
    assert not [b for _, b, _ in sups if b == "María José"]


_EXPORT = """Institute of Marine Sciences -- staff export, run 2024-03-11

NOTES (read before using this list!)
  * separator is ";" -- open in Excel via Data > From Text/CSV
  * supervisor = supervisor of record; a second name after " / " is the co-supervisor

name;role;group;supervisor;start;end
Helga Sørensen;Group leader;OCEAN;;2016-04-01;
Pedro de la Rosa;Group leader;CORAL;;2017-01-01;
Amina Yusuf;PhD student;OCEAN;Sørensen, H.;2019-10-01;2023-09-30
Li Wei;PhD student;CORAL;de la Rosa, P. / Sørensen, H.;2020-01-01;
Tom Becker;Intern;CORAL;de la Rosa, P.;2021-07-01;2021-09-30
"""


def test_an_exports_separated_rows_under_a_header_are_a_table_of_people_and_supervisors(tmp_path):
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _EXPORT, Supervision, "export.txt")}
    assert ("Pedro de la Rosa", "Li Wei", "PhD") in sups
    assert ("Pedro de la Rosa", "Tom Becker", "Intern") in sups
    assert not [a for a, b, _ in sups if b == "Tom Becker" and a != "Pedro de la Rosa"]


def test_an_obituarys_career_sentences_name_its_posts():
    def posts(text):
        return {(c.title, c.org) for c in sentence_claims(Evidence("x", 1, text)) if isinstance(c, Position)}
    assert ("Emeritus professor", "University of Leiden") in posts(
        "She was emeritus professor of physics at the University of Leiden.")
    assert ("Professor", "University of Leiden") in posts(
        "In 1981 he was appointed to the chair of inorganic chemistry at the University of Leiden, which he held until 2004.")
    assert ("Assistant professor", "Stanford University") in {(t.capitalize(), o) for t, o in posts(
        "She moved to Stanford University as an assistant professor in 2019.")}
    # (a move to a town names no employer)
    assert not [c for c in sentence_claims(Evidence("x", 1, "He moved to Leeuwarden in 1990 as a consultant."))
                if isinstance(c, (Position, Affiliation))]


_OBITUARY = """OBITUARY

Margarethe Lindqvist (1931-2023)

Margarethe Lindqvist was emeritus professor of organic chemistry at Lund University.

Students
--------
She was a demanding but generous supervisor. Around thirty students completed a PhD with her. Among them were \
Tomasz Wilk (PhD 1979), now professor at the University of Warsaw; and Aiko Mori (PhD 1988). She also hosted many \
postdoctoral researchers, including Daniel Okafor (1990-1992), later of the University of Lagos, and Ines Duarte (1996-1998).
"""


def test_an_obituarys_prose_names_the_students_and_the_postdocs_hosted(tmp_path):
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _OBITUARY, Supervision, "obituary.txt")}
    assert (OWNER, "Tomasz Wilk", "PhD") in sups and (OWNER, "Aiko Mori", "PhD") in sups
    assert (OWNER, "Daniel Okafor", "Postdoc") in sups and (OWNER, "Ines Duarte", "Postdoc") in sups


def test_a_move_to_study_is_no_post_there():
    text = "She then moved to the University of Oxford, where she completed her DPhil in 1986 under Professor Ann Roe."
    assert not [c for c in sentence_claims(Evidence("x", 1, text)) if isinstance(c, (Position, Affiliation))
                and c.org == "University of Oxford" and c.person == OWNER]


_DISSERTATIONS = """# Dissertations in Comparative Literature

*Centre for Comparative Literature, University of Toronto — PhD program*

## In progress

| Candidate | Working title | Supervisor (chair) | Committee | Expected defence |
|---|---|---|---|---|
| Noor Haddad | *Cartographies of Exile* | Elena Kostova | Daniel Whyte | 2025 |

## Completed

### 2022

**Clara Vega-Stein**
*Minor Tongues: Yiddish, Ladino and the Politics of the Small Literature*
- Co-supervisors: Elena Kostova and Ivan R. Dvorak
- Committee: Daniel Whyte
- First position: Lecturer in Comparative Literature, King's College London (2022)
- Related publications:
  - *The Cannibal Metaphor: Brazilian Modernism and the World* (Duke University Press, 2023).
"""


def test_a_dissertation_lists_parts_are_still_its_theses(tmp_path):
    sups = {(s.advisor, s.advisee) for s in _claims(tmp_path, _DISSERTATIONS, Supervision, "dissertations.md")}
    assert ("Elena Kostova", "Clara Vega-Stein") in sups and ("Ivan R. Dvorak", "Clara Vega-Stein") in sups
    # the title under the name and the works under its "Related publications:" name no one
    assert not {b for _, b in sups} & {"Minor Tongues", "Brazilian Modernism", "Ladino", "The Cannibal Metaphor"}


_ALUMNI_MAP = """<html><head><title>Alumni | Varga Lab</title></head><body>
<h1>Our alumni around the world</h1>
<p>Since the lab opened in 2011, many people have passed through it. PhD, master's and postdoctoral projects were
supervised by Lucia Varga unless noted otherwise.</p>
<h2>Belgium</h2>
<ul><li class="alum"><span class="alum-name">Dr. Pieter Claes</span>
<span class="alum-role">PhD student, 2011&ndash;2016</span>
<span class="alum-now">Now: Senior Scientist, Janssen Pharmaceutica</span></li></ul>
<h2>Germany</h2>
<ul><li class="alum"><span class="alum-name">Katharina Ozdemir</span>
<span class="alum-role">Master's student (MSc Bioinformatics, graduated 2019)</span>
<span class="alum-now">Now: PhD student, Max Planck Institute of Biochemistry</span></li>
<li class="alum"><span class="alum-name">Dr. Jonas Weber</span>
<span class="alum-role">Postdoc, 2017&ndash;2020</span>
<span class="alum-now">Now: Group Leader, EMBL</span></li></ul>
</body></html>
"""


def test_an_alumni_map_of_span_cards_names_each_alumnus_and_the_noted_supervisor(tmp_path):
    sups = {(s.advisor, s.advisee, s.level) for s in _claims(tmp_path, _ALUMNI_MAP, Supervision, "alumni.html")}
    assert ("Lucia Varga", "Pieter Claes", "PhD") in sups
    assert ("Lucia Varga", "Katharina Ozdemir", "Master") in sups
    # (a card's role line under a bulleted name is no heading: the note still covers the cards after it)
    assert ("Lucia Varga", "Jonas Weber", "Postdoc") in sups


_ROUNDUP = """2024 in Review: Faculty and Student Honors | School of Engineering

2024 in Review: Faculty and Student Honors

From early-career grants to society fellowships, our community collected many honors this year.

Faculty

Adaeze Obi – NSF CAREER Award

Department of Civil Engineering

Obi, an assistant professor, received a five-year CAREER grant from the National Science Foundation to model urban stormwater.

Pieter Linden – Sloan Research Fellowship

Department of Mechanical Engineering

Professor Linden was one of this year's Sloan Fellows for two decades of work on compliant mechanisms and soft robotic grippers.

Students and postdocs

Lan Anh Nguyen – Qualcomm Innovation Fellowship

PhD student, Electrical Engineering · Advisor: Pieter Linden

Nguyen builds simulators for spiking-network accelerators that are now used in two undergraduate courses in the school.

Ibrahim Sayed – Goldwater Scholarship

Undergraduate student, Mechanical Engineering · Advisor: Adaeze Obi

His paper on bistable origami lattices, written with colleagues at ETH Zurich, took the top student prize at a conference.
"""


def test_a_roundups_headlines_head_each_persons_block(tmp_path):
    found = extract_document(read(_write(tmp_path, "roundup.txt", _ROUNDUP)))
    assert found.owner_name is None
    sups = {(s.advisor, s.advisee) for s in found.claims if isinstance(s, Supervision)}
    assert ("Pieter Linden", "Lan Anh Nguyen") in sups and ("Adaeze Obi", "Ibrahim Sayed") in sups
    assert not [a for a, b in sups if a == b]
    awards = {(a.person, a.name) for a in found.claims if isinstance(a, Award)}
    assert ("Adaeze Obi", "NSF CAREER Award") in awards and ("Lan Anh Nguyen", "Qualcomm Innovation Fellowship") in awards


_DEFENCE_RELEASE = """Drought leaves a long shadow on boreal pine

Doctoral defence

The doctoral dissertation of Anna Korhonen, MSc, entitled Drought legacies in boreal forests, will be examined at the Faculty of Forestry on Friday 22 November 2024.

- Opponent: Professor Jean-Marc Tremblay, Université Laval, Canada
- Custos: Professor Tapani Virtanen, University of Eastern Finland
- Supervisors: Professor Tapani Virtanen, School of Forest Sciences, UEF; Senior Scientist Margit Oja, Natural Resources Institute Finland (Luke); Associate Professor Kristian Holm, University of Copenhagen

Background of the doctoral candidate

Anna Korhonen was born in 1991 in Kuopio. She has worked as a doctoral researcher at the University of Eastern Finland since 2019.
"""


def test_a_defence_releases_supervisors_each_one_and_its_opponent_no_post_of_the_candidate(tmp_path):
    found = extract_document(read(_write(tmp_path, "release.txt", _DEFENCE_RELEASE))).claims
    advisors = {s.advisor for s in found if isinstance(s, Supervision)}
    assert {"Tapani Virtanen", "Margit Oja", "Kristian Holm"} <= advisors
    assert not [p for p in found if isinstance(p, Position) and "Tremblay" in p.title]


_TEAM_YAML = """# _data/team.yml -- team data for the Okafor Lab, University of Leeds
# role: pi | postdoc | phd | msc | undergrad | alumni

- name: Ngozi Okafor
  role: pi
  title: Associate Professor
  dept: School of Biology, University of Leeds
  start: 2016
  bio: >-
    Ngozi obtained her PhD in Ecology from the University of Cambridge
    in 2008 and joined Leeds in 2016.

- name: Tomasz Wilk
  role: postdoc
  advisor: Ngozi Okafor
  start: 2021
  end:

- name: Aiko Mori
  role: phd
  advisor: Ngozi Okafor
  co_advisor: Daniel Price (School of Chemistry)
  start: 2022
  end:

- name: Ines Duarte
  role: alumni
  was: MSc student
  advisor: Ngozi Okafor
  start: 2019
  end: 2020
  now: Data Scientist, Arup, London
"""


def test_a_sites_team_data_file_is_read_as_its_people_page(tmp_path):
    found = extract_document(read(_write(tmp_path, "team.txt", _TEAM_YAML)))
    assert found.owner_name == "Ngozi Okafor"
    sups = {(s.advisor, s.advisee, s.level) for s in found.claims if isinstance(s, Supervision)}
    assert (OWNER, "Tomasz Wilk", "Postdoc") in sups and (OWNER, "Aiko Mori", "PhD") in sups
    assert ("Daniel Price", "Aiko Mori", "PhD") in sups and (OWNER, "Ines Duarte", "Master") in sups
    posts = {(p.person, p.org) for p in found.claims if isinstance(p, Position)}
    assert ("Ines Duarte", "Arup") in posts and (OWNER, "University of Leeds") in posts
    degrees = {(e.person, e.institution) for e in found.claims if isinstance(e, Education)}
    assert (OWNER, "University of Cambridge") in degrees


_INTROS = """Group retreat 2024 -- who's who packet
Sensorimotor Learning Group, University of Toronto
=====================================================================

Everyone wrote a couple of lines about themselves.


--- Yael Ben-Haim (PI) ---

Hi everyone, I'm Yael. I started the group in 2017 when I joined U of T as an assistant professor. My PhD is in Electrical Engineering from the Technion (2013).


--- Ngozi Eze (postdoc) ---

Hello! I'm Ngozi, a postdoc working with Yael since summer 2023. I did my PhD in Robotics at Georgia Tech (finished 2023).


--- Tomasz Wilk (PhD, year 5) ---

Hey, I'm Tomasz, fifth-year PhD student, Yael's first student. Before Toronto I did my MSc in computer science at the University of Warsaw.
"""


def test_a_packet_of_self_introductions_gives_each_block_its_person_and_the_pi_its_members(tmp_path):
    found = extract_document(read(_write(tmp_path, "intros.txt", _INTROS))).claims
    sups = {(s.advisor, s.advisee, s.level) for s in found if isinstance(s, Supervision)}
    assert ("Yael Ben-Haim", "Ngozi Eze", "Postdoc") in sups and ("Yael Ben-Haim", "Tomasz Wilk", "PhD") in sups
    assert not [b for _, b, _ in sups if b.startswith("I")]
    degrees = {(e.person, e.institution) for e in found if isinstance(e, Education)}
    assert ("Tomasz Wilk", "University of Warsaw") in degrees


_CAPSTONE = """# Senior Capstone Design 2024-25 Projects

Teams of 3-5 seniors work on a problem brought by a sponsor, with a faculty advisor.

## 1. Autonomous inspection boat

- **Team:** Hana Kobayashi, Luis Ortega-Ruiz, Priya Nair †
- **Faculty advisor:** Mehmet Yildirim (Professor, ME)
- **Sponsor:** Tidewise Robotics
- **Mentor:** Ingrid Haugen, CTO

## 2. Thermographic inspection cell

- **Team:** Zoe Achterberg and Kwame Owusu
- **Faculty advisor:** Sun-Hee Park (Associate Professor, ME)
"""


def test_a_projects_team_is_its_faculty_advisors_students(tmp_path):
    sups = {(s.advisor, s.advisee) for s in _claims(tmp_path, _CAPSTONE, Supervision, "capstone.md")}
    assert {("Mehmet Yildirim", "Hana Kobayashi"), ("Mehmet Yildirim", "Priya Nair"), ("Sun-Hee Park", "Kwame Owusu")} <= sups
    # (each team its own advisor's)
    assert ("Mehmet Yildirim", "Kwame Owusu") not in sups and ("Sun-Hee Park", "Hana Kobayashi") not in sups


_DIGEST = """Send dept-announce mailing list submissions to
	dept-announce@lists.example.edu

Today's Topics:

   1. Congratulations to Rafael! (Office)
   2. Welcome Dr. Zhou (Office)

----------------------------------------------------------------------

Message: 1
Date: Tue, 11 Feb 2025 08:03:19 -0500
From: Department Office <office@example.edu>
To: dept-announce@lists.example.edu
Subject: Congratulations to Rafael!

Dear colleagues,

Rafael Duarte Almeida has received the 2025 Early Career Researcher Award.
Rafael is an Associate Professor in the School; he did his PhD at the
Universidade Federal de Minas Gerais (UFMG, 2017) and was a postdoc at
EPFL (2017-2019) before joining us in 2019. The award recognizes his
work on verified distributed protocols and on model checking at scale.

------------------------------

Message: 2
Date: Wed, 12 Feb 2025 09:00:00 -0500
From: Department Office <office@example.edu>
To: dept-announce@lists.example.edu
Subject: Welcome Dr. Zhou

Dr. Yiran Zhou joins the computational genomics group this month. Her
PhD (Tsinghua University, 2024) was on long-read genome assembly; ask
her about the forty-hour assembly runs when you see her in the lounge.
"""


def test_a_mailing_list_digests_wrapped_messages_are_read_as_sentences(tmp_path):
    found = extract_document(read(_write(tmp_path, "digest.txt", _DIGEST)))
    assert found.owner_name != "Today's Topics"
    degrees = {(e.person, e.institution) for e in found.claims if isinstance(e, Education)}
    assert any("Minas Gerais" in i for _, i in degrees)


_MENTORS = """Research Mentor Directory | Office of Medical Student Research | Lakeside School of Medicine

Research Mentor Directory

Faculty below have agreed to mentor medical and graduate trainees.

Rashida N. Coleman, MD, PhD

Associate Professor of Medicine (Cardiology)

Training: MD, Howard University College of Medicine (2006); PhD, Physiology, Georgetown University (2004)

Current mentees

  • Julian Echeverria – MD/PhD Program, PhD phase; thesis mentee
  • Farhan Qureshi, PhD – postdoctoral fellow, Cardiovascular T32

María José Villalobos-Paredes, MD, MPH

Assistant Professor

Training: MD, Universidad de Chile; MPH, Johns Hopkins Bloomberg School of Public Health (2014)

Current mentees

  • Amara Nwachukwu – MPH candidate, thesis advisee
  • Ethan Shaughnessy – MD Program, summer research
"""


def test_a_mentor_directorys_cards_with_degrees_after_the_name_and_a_training_line(tmp_path):
    found = extract_document(read(_write(tmp_path, "mentors.html.txt", _MENTORS))).claims
    sups = {(s.advisor, s.advisee) for s in found if isinstance(s, Supervision)}
    assert ("María José Villalobos-Paredes", "Amara Nwachukwu") in sups
    assert ("Rashida N. Coleman", "Amara Nwachukwu") not in sups
    assert not [a for a, b in sups if a == b]
    degrees = {(e.person, e.institution) for e in found if isinstance(e, Education)}
    assert ("Rashida N. Coleman", "Georgetown University") in degrees


_VISITORS = """Visiting scholars : School of Mathematics : University of Leeds

Visiting scholars

The School hosts researchers from around the world.

Current visitors (2025)

| Visitor | Home institution & position | Visit | Host | Research topic |
|---|---|---|---|---|
| Prof. Helene Marchetti; Visiting Professor | Professor of Probability, Laboratoire de Mathematiques d'Orsay, Universite Paris-Saclay | Jan - Apr 2025 | Prof. David Whitfield | Random planar maps |
| Dr. Tobi Bankole; Visiting Research Fellow | Lecturer in Statistics, Department of Statistics, University of Ibadan | Feb - Jul 2025 | Dr. Sigrid Lindahl | Small-area estimation |
"""


def test_a_visitors_table_says_where_each_visitor_works_at_home(tmp_path):
    found = extract_document(read(_write(tmp_path, "visitors.md", _VISITORS))).claims
    members = {(a.person, a.org) for a in found if isinstance(a, Affiliation)}
    assert ("Helene Marchetti", "Universite Paris-Saclay") in members and ("Tobi Bankole", "University of Ibadan") in members


_TABBED = """Team & Tools | Comparative Genomics Group – Uppsala University

Prof. Sebastian de la Fuente

Professor of Bioinformatics · Group leader

Name | Project | Supervisors | Started
Tomas Oyarzun | Scalable orthology for metagenomes | S. de la Fuente (main), A. Lehtinen | 2020
Hye-jin Park | Gene-order evolution in archaea | S. de la Fuente (main), Lars Nystrom (IMBIM) | 2021
"""


def test_a_table_of_students_and_supervisors_on_a_page_of_no_headings_is_its_people(tmp_path):
    sups = {(s.advisor, s.advisee) for s in _claims(tmp_path, _TABBED, Supervision, "team.txt")}
    assert ("Lars Nystrom", "Hye-jin Park") in sups
    assert any(b == "Tomas Oyarzun" for _, b in sups)


def test_a_turkish_middle_name_can_is_part_of_the_name_but_a_sentences_can_is_not():
    from labgraph.names import looks_like_name
    assert looks_like_name("Mehmet Can Özdemir")
    assert not looks_like_name("Students Can Apply")
