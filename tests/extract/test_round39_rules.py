"""Session-22 rules from older weak probes and rounds 39-40."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Education, PartOf, Position, Publication, Supervision


def extracted(tmp_path, text, name="doc.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


LAB_SITE = """---
layout: page
title: People
description: Members and alumni of the de Wit Lab, Department of Botany
---

[Home](/) · **People**

We are part of the [Institute of Plant Sciences](https://ips.example.org) at the University of Tartu and train students from two programmes.

## Principal Investigator

### Maarja S. de Wit, PhD
**Associate Professor**, Institute of Plant Sciences

## Graduate Students

| Name | Program | Year |
|------|---------|------|
| **Tõnis Kask** | Botany PhD Training Program | 3rd year |
"""


def test_a_lab_site_named_in_its_front_matter_and_led_by_a_name_with_a_particle(tmp_path):
    claims = extracted(tmp_path, LAB_SITE, "people.md").claims
    mine = {c.org for c in claims if isinstance(c, Affiliation) and c.person == OWNER}
    assert {"de Wit Lab", "Institute of Plant Sciences", "University of Tartu"} <= mine
    assert PartOf(None, "de Wit Lab", "Institute of Plant Sciences") in [PartOf(None, c.part, c.whole) for c in claims
                                                                       if isinstance(c, PartOf)]
    assert any(isinstance(c, Affiliation) and c.person == "Tõnis Kask" and c.org == "de Wit Lab" for c in claims)
    assert any(isinstance(c, Supervision) and c.advisee == "Tõnis Kask" and c.level == "PhD" for c in claims)
    # "Botany PhD Training Program": the programme, no place of the degree; the degree is the university's
    places = {c.institution for c in claims if isinstance(c, Education) and c.person == "Tõnis Kask"}
    assert places == {"University of Tartu"}


def test_a_front_matter_title_that_is_a_lab_keeps_its_whole_name(tmp_path):
    text = ("---\nlayout: home\ntitle: \"Soil & Root Ecology Lab\"\n---\n\n# Soil & Root Ecology Lab\n\n"
            "## People\n\n### Dr. Ilse Brandt\nGroup leader, Department of Ecology, Lund University\n\n"
            "### Jonas Berg\nPhD student\n")
    claims = extracted(tmp_path, text, "home.md").claims
    assert not any("Root Ecology Lab" == getattr(c, "org", None) for c in claims)


def test_a_front_matter_title_that_names_no_lab_adds_no_line(tmp_path):
    for title in ("Join the Lab", "Our Group", "People"):
        doc = read_md(tmp_path, f"---\ntitle: {title}\n---\nText\n")
        assert doc.text.split("\n")[0] == ""


def read_md(tmp_path, text):
    path = tmp_path / "p.md"
    path.write_text(text, encoding="utf-8")
    return read(path)


ALUMNI = """# Lindqvist Lab

Led by Prof. Anna Lindqvist, University of Leeds.

## Alumni

- **Dr. Yara Haddad** — PhD (Genetics), 2022 → now a postdoc at the Broad Institute of MIT and Harvard
- **Dr. Olle Berg** — Postdoc, 2016–2020 → now Assistant Professor, Department of Molecular Biology, Umeå University
- **Priya Raman** — M.S. Biostatistics, 2019 → Bioinformatician at Exact Sciences
"""


def test_an_alumni_lists_arrows_say_where_each_went(tmp_path):
    claims = extracted(tmp_path, ALUMNI, "alumni.md").claims
    went = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    posts = {(c.person, c.title, c.org) for c in claims if isinstance(c, Position)}
    assert ("Yara Haddad", "Broad Institute of MIT and Harvard") in went
    # a unit and its university after the title: both, the post at the university
    assert {("Olle Berg", "Department of Molecular Biology"), ("Olle Berg", "Umeå University")} <= went
    assert ("Olle Berg", "Assistant Professor", "Department of Molecular Biology") in posts
    # "M.S. Biostatistics": a master's in a field, not the initials of an "M. S. Biostatistics"
    assert any(isinstance(c, Supervision) and c.advisee == "Priya Raman" and c.level == "Master" and c.end == 2019
               for c in claims)
    assert ("Priya Raman", "Bioinformatician", "Exact Sciences") in posts


def test_initials_before_a_family_name_are_still_no_degree():
    from labgraph.extract.patterns import find_level
    assert find_level("M.S. Rao and B.S. Nair wrote it") is None
    assert find_level("B.S. Geology, 2011") == "Bachelor"


SCHOLAR = """<html><head><title>Ana Ortiz - Google Scholar</title></head><body>
<div id="prf"><div id="name">Ana Ortiz</div>
<div class="il">Professor of Chemistry, University of Navarra &amp; BCMaterials</div></div>
<div id="co"><h3>Co-authors</h3><ul>
<li><span><a href="/u?1">Hendrik J. Vos</a><span class="ext">Professor of Chemistry, Utrecht University</span></span></li>
<li><span><a href="/u?2">Kenji Mori</a><span class="ext">Associate Professor, Kyoto University</span></span></li>
<li><span><a href="/u?3">Ji-woo Han</a><span class="ext">KAIST</span></span></li>
</ul></div>
<table id="arts"><thead><tr><th>Title</th><th>Cited by</th><th>Year</th></tr></thead><tbody>
<tr><td><a href="/c?1">Copper frameworks for visible-light CO2 photoreduction</a>
<div class="gray">A Ortiz, HJ Vos, K Mori</div><div class="gray">Journal of the American Chemical Society 143 (12), 4567-4579, 2021</div></td>
<td><a>1034</a></td><td>2021</td></tr>
<tr><td><a href="/c?2">Defect engineering in zirconium frameworks for hydrogenation</a>
<div class="gray">HJ Vos, A Ortiz</div><div class="gray">Chemical Science 12 (3), 1020-1031, 2019</div></td>
<td><a>488</a></td><td>2019</td></tr>
<tr><td><a href="/c?3">Luminescent copper iodide clusters as vapour sensors</a>
<div class="gray">A Ortiz, K Mori, JW Han</div><div class="gray">Inorganic Chemistry 52 (8), 4289-4298, 2013</div></td>
<td><a>61</a></td><td>2013</td></tr>
</tbody></table></body></html>
"""


def test_a_citations_profile_its_papers_co_authors_and_joint_appointment(tmp_path):
    claims = extracted(tmp_path, SCHOLAR, "scholar.html").claims
    pubs = {c.title: c for c in claims if isinstance(c, Publication)}
    # each row's title, authors and venue lines (the citation count and year cells no part of them)
    paper = pubs["Copper frameworks for visible-light CO2 photoreduction"]
    assert paper.year == 2021 and len(paper.authors) == 3
    assert pubs["Defect engineering in zirconium frameworks for hydrogenation"].year == 2019
    # the co-authors' names and where they work, run together in the page's text ("VosProfessor")
    went = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert {("Hendrik J. Vos", "Utrecht University"), ("Kenji Mori", "Kyoto University"), ("Ji-woo Han", "KAIST")} <= went
    # "University of Navarra & BCMaterials": two organisations
    mine = {c.org for c in claims if isinstance(c, Affiliation) and c.person == OWNER}
    assert {"University of Navarra", "BCMaterials"} <= mine


def test_two_organisations_joined_by_an_ampersand_only_when_each_is_one():
    from labgraph.extract.career import _joint
    assert _joint("Harvard University & Broad Institute") == ["Harvard University", "Broad Institute"]
    assert _joint("Department of Physics & Astronomy") == ["Department of Physics & Astronomy"]
    assert _joint("University of Arts & Sciences") == ["University of Arts & Sciences"]


DBLP = """Kerem Yilmaz 0002

Person information

  • affiliation (since 2021, junior professor): Technische Universität Berlin, Database Systems Group, Germany
  • affiliation (2017 – 2021, senior research scientist): Microsoft, Gray Systems Lab, Madison, WI, USA
  • affiliation (PhD 2017): ETH Zurich, Department of Computer Science, Switzerland

Publications

  • [c3]
      Mingxuan Li 0007, Kerem Yilmaz 0002:
      Update-Aware Learned Cardinality Estimation. ICDE 2024: 2210-2223
  • [c2]
      Siddharth Raman, Kerem Yilmaz 0002:
      Towards Self-Driving Statistics Collection. CIDR 2022
  • [c1]
      Kerem Yilmaz, Carlo Monti:
      Cardinality Feedback Loops in Production Query Optimizers. EDBT 2020: 457-460
"""


def test_a_bibliography_sites_person_block_and_entries_keyed_on_their_own_line(tmp_path):
    claims = extracted(tmp_path, DBLP, "dblp.txt").claims
    posts = {(c.title, c.org, c.start, c.end) for c in claims if isinstance(c, Position)}
    assert ("junior professor", "Technische Universität Berlin", 2021, None) in posts
    assert ("senior research scientist", "Microsoft", 2017, 2021) in posts
    parts = {(c.part, c.whole) for c in claims if isinstance(c, PartOf)}
    assert ("Gray Systems Lab", "Microsoft") in parts and ("Department of Computer Science", "ETH Zurich") in parts
    assert {(c.degree, c.institution) for c in claims if isinstance(c, Education)} == {("PhD", "ETH Zurich")}
    titles = {c.title for c in claims if isinstance(c, Publication)}
    assert "Update-Aware Learned Cardinality Estimation" in titles and "Towards Self-Driving Statistics Collection" in titles


NURSING_CV = ("Ruth A. Okonkwo-Berg, PhD, RN, FNP-BC, FAAN\nCURRICULUM VITAE\n\n"
              "I.\tEDUCATION\n\n"
              "Year\t\tDegree\t\tInstitution and Location\t\t\t\t\tField of Study\n"
              "1996\t\tBSN\t\tVillanova University College of Nursing, Villanova, PA\t\tNursing (summa cum laude)\n"
              "2008\t\tPhD\t\tUniversity of Pittsburgh School of Nursing, Pittsburgh, PA\tNursing\n"
              "\t\t\t\tDissertation Chair: Loretta M. Szabo, PhD, RN\n\n"
              "II.\tMENTORSHIP AND DOCTORAL COMMITTEES\n\n"
              "A.\tDissertation Committee Chair (primary advisor)\n\n"
              "1.\tChidi O. Nwachukwu\t\tPhD, 2023\t\t\t“Living with diabetes distress”\n\n"
              "B.\tDissertation Committee Member\n\n"
              "1.\tBao-Ngoc Pham\t\t\tPhD, 2016, University of Maryland School of Nursing\n")


def test_a_word_cv_of_a_nurse_scientist(tmp_path):
    doc = extracted(tmp_path, NURSING_CV, "cv.txt")
    # a clinician's credentials after the name ("RN, FNP-BC, FAAN"): the CV's owner all the same
    assert any(c.name == "Ruth A. Okonkwo-Berg" and c.is_owner for c in doc.claims if hasattr(c, "is_owner"))
    # a table set with tabs: "Year | Degree | Institution and Location | Field of Study"
    degrees = {(c.degree, c.institution, c.end) for c in doc.claims if isinstance(c, Education) and c.person == OWNER}
    assert ("BSN", "Villanova University College of Nursing", 1996) in degrees
    assert ("PhD", "University of Pittsburgh School of Nursing", 2008) in degrees
    # "MENTORSHIP AND DOCTORAL COMMITTEES" lists students; its lettered part "Dissertation Committee Member" does not
    advisees = {c.advisee for c in doc.claims if isinstance(c, Supervision) and c.advisor == OWNER}
    assert "Chidi O. Nwachukwu" in advisees and "Bao-Ngoc Pham" not in advisees


def test_mentorship_and_committees_is_a_students_heading_mentoring_and_service_is_not():
    from labgraph.sections import classify_heading
    assert classify_heading("Mentorship and Doctoral Committees") == "students"
    assert classify_heading("Mentoring and Service") == "service"


LINGUIST = """# Rosa M. de los Reyes

## About

My PhD (University of Hawaiʻi at Mānoa, Department of Linguistics, 2015) was supervised by Keʻala Makanani.

## Publications

de los Reyes, Rosa M. 2023. *A grammar of Aulua* (Pacific Linguistics 671). Berlin: De Gruyter Mouton.

Rasoanaivo, Mialy & Rosa M. de los Reyes. 2024. Voice and pivot selection in Betsileo relative clauses. *Linguistic Typology* 28(2). 301–338.

de los Reyes, Rosa M. & Elsie M. Tarip. 2020. Possessive classifiers in Aulua. *Oceanic Linguistics* 59(1). 88–121.

## Students

**MA / Honours**
- Ngo Thi Hoa — MA (research), "Prosodic phrasing in Eastern Cham", 2023
- Lani Sapolu — BA Honours, "Reduplication in Samoan child-directed speech", 2020
"""


def test_a_linguists_page_names_with_two_particles_a_campus_and_honours_students(tmp_path):
    claims = extracted(tmp_path, LINGUIST, "home.md").claims
    pubs = {c.title: c.authors for c in claims if isinstance(c, Publication)}
    # "de los Reyes, Rosa M." and "Rosa M. de los Reyes": one name with both its particles
    assert pubs["Voice and pivot selection in Betsileo relative clauses"] == ("Mialy Rasoanaivo", "Rosa M. de los Reyes")
    assert pubs["Possessive classifiers in Aulua"] == ("Rosa M. de los Reyes", "Elsie M. Tarip")
    # "University of Hawaiʻi at Mānoa": a state university and its campus, one name (named in a bracket)
    assert any(isinstance(c, Education) and c.institution == "University of Hawaiʻi at Mānoa" for c in claims)
    # "MA / Honours" lists students, not honours received
    advisees = {c.advisee for c in claims if isinstance(c, Supervision)}
    assert {"Ngo Thi Hoa", "Lani Sapolu"} <= advisees


def test_a_campus_after_at_only_after_a_state_universitys_name():
    from labgraph.extract.patterns import orgs_in
    assert orgs_in("She studied at the University of Texas at Austin.") == ("University of Texas at Austin",)
    assert orgs_in("He was at the University of Chicago at the time.") == ("University of Chicago",)


HUGO_MEMBERS = """+++
title = "Members"
type = "page"
[params]
  lab = "de Vos Lab"
+++

{{< navbar active="members" >}}

# Lab members

The **de Vos Lab** (Neural Circuits of Sleep) is part of the [Department of Neuroscience](https://ki.se/en/neuro) at **Karolinska Institutet**, Solna.

## Principal Investigator

### Pieter-Jan de Vos, PhD
*Associate Professor · Group Leader*

Pieter-Jan (PJ) did his PhD in Biomedical Sciences at KU Leuven (2009).

## Graduate students

- **Elin Sjöberg** – PhD student (2020– ), Doctoral Programme in Neuroscience.
- **Zofia Kühn** – MD-PhD student (2023– ); main supervisor Prof. Mats Ekwall, co-supervised by PJ

### Rotation students
- Matteo Bianchi (MSc Biomedicine, KTH)

## Postdocs

### Minh-Khoa Trần, PhD
Joined Oct. 2024 from the RIKEN Center for Brain Science.

## Past members

| Name | Role | Years | Now |
|------|------|-------|-----|
| Dr. Camille Ducasse | Postdoc | 2016–2020 | Group Leader, Paris Brain Institute (ICM) |
| Tove Amin | Research assistant | 2017–2019 | PhD student, University of Copenhagen |

---

*Want to join? Page maintained by Jojo — last update March 2025.*
"""


def test_a_hugo_lab_members_page(tmp_path):
    claims = extracted(tmp_path, HUGO_MEMBERS, "members.md").claims
    mine = {c.org for c in claims if isinstance(c, Affiliation) and c.person == OWNER}
    # TOML front matter read (not the page's text); the lab's sentence with a bracket after the lab's name
    assert {"de Vos Lab", "Department of Neuroscience", "Karolinska Institutet"} <= mine
    # "Karolinska Institutet" is where the current students study
    assert any(isinstance(c, Education) and c.person == "Elin Sjöberg" and c.institution == "Karolinska Institutet"
               for c in claims)
    # "co-supervised by PJ": the owner, by the short name the page gave them
    assert any(isinstance(c, Supervision) and c.advisor == OWNER and c.advisee == "Zofia Kühn" for c in claims)
    assert not any(getattr(c, "advisor", None) == "PJ" or getattr(c, "name", None) == "PJ" for c in claims)
    # "(MSc Biomedicine, KTH)": the field, then where
    assert {c.institution for c in claims if isinstance(c, Education) and c.person == "Matteo Bianchi"} <= {"KTH"}
    # "Joined Oct. 2024 from X" under a card's name is no one's name
    assert not any("Joined" in (getattr(c, "advisee", "") or "") for c in claims)
    posts = {(c.person, c.title, c.org) for c in claims if isinstance(c, Position)}
    assert ("Camille Ducasse", "Group Leader", "Paris Brain Institute") in posts
    # the page's rule ends the table: its footer is no one's
    tove = [c for c in claims if isinstance(c, Supervision) and c.advisee == "Tove Amin"]
    assert tove and all(c.end == 2019 for c in tove)
    assert not any(isinstance(c, Affiliation) and c.person == "Tove Amin" and c.org == "PhD student" for c in claims)


STUDENT_CV = """AOIFE NÍ DHUIBHIR
PhD Candidate, Computational Biology

EDUCATION
------------------------------------------------------------------------------------------
2020 – present   Ph.D., Computational Biology (expected May 2025)
                 Tri-Institutional PhD Program, New York
                 Advisors: Rafael Domínguez-Salas, PhD (Computational and Systems Biology
                 Program, Sloan Kettering Institute) and Priya Ramaswamy, MD, PhD
                 (Department of Physiology and Biophysics, Weill Cornell Medicine)

2018 – 2019      MScR Bioinformatics (with Distinction), University of Edinburgh, UK
                 Supervisor: Dr Catriona MacLeod, MRC Human Genetics Unit

RESEARCH EXPERIENCE
------------------------------------------------------------------------------------------
Jun–Aug 2022     Research internship, Cellular Genetics Programme, Wellcome Sanger
                 Institute, Hinxton, UK. Mentor: Dr Oluwaseun Hart.

Jun 2019 –       Research Intern, Department of Computational Biology, Genentech,
Sep 2019         South San Francisco, CA. Mentors: Hiroshi Takemoto-Lund, PhD and
                 Beatriz Alvarenga, PhD. Released the scAmbient R package (see Software).
"""


def test_a_students_two_column_cv(tmp_path):
    claims = extracted(tmp_path, STUDENT_CV, "cv.txt").claims
    advisors = {c.advisor for c in claims if isinstance(c, Supervision) and c.advisee == OWNER}
    # names with their degrees after them and a bracket of where each works; a unit after a name is no person
    assert {"Rafael Domínguez-Salas", "Priya Ramaswamy", "Catriona MacLeod", "Hiroshi Takemoto-Lund", "Beatriz Alvarenga",
            "Oluwaseun Hart"} <= advisors
    assert "MRC Human Genetics Unit" not in advisors
    degrees = {(c.degree, c.institution) for c in claims if isinstance(c, Education) and c.person == OWNER}
    assert ("MRes", "University of Edinburgh") in degrees           # Scotland's "MScR", a master's by research
    assert not any("Sloan Kettering" in c.institution or "Ramaswamy" in c.institution for c in claims
                   if isinstance(c, Education))
    posts = {(c.title, c.org) for c in claims if isinstance(c, Position) and c.person == OWNER}
    assert ("Research internship", "Cellular Genetics Programme") in posts
    # "Department of X, Genentech, South San Francisco, CA": the company (no organisation's word), not its town
    mine = {c.org for c in claims if isinstance(c, Affiliation) and c.person == OWNER}
    assert "Genentech" in mine and "South San Francisco" not in mine


PROJECT_TEAM = """# Bora

## Team

### Lead developers

| Name | Institution | GitHub |
|------|-------------|--------|
| Dr. Ingrid Solheim | Senior Scientist, Norwegian Meteorological Institute (MET Norway), Oslo | @isolheim |
| Dr. Javier Ortiz | Earth Sciences Department, Barcelona Supercomputing Center (BSC-CNS) | @jortizdz |

### Core contributors

- **Trần Minh Đức** (Vietnam Institute of Meteorology, Hydrology and Climate Change – IMHEN, Hanoi) — monsoon diagnostics
- **Mathieu Lefèvre** (Institut Pierre-Simon Laplace, IPSL, Paris) — documentation, gallery
- **Dr. Harriet Dunne** (Met Office Hadley Centre, Exeter) — heatwave indices

## Publications

1. Trần, M. Đ., Lefèvre, M., and Nguyễn, T. H.: Bias adjustment of Southeast Asian monsoon rainfall in
   CORDEX-SEA simulations, Weather Clim. Extremes, 41, 100585, 2023.
"""


def test_a_software_projects_team_and_where_each_works(tmp_path):
    claims = extracted(tmp_path, PROJECT_TEAM, "team.md").claims
    went = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    # a bracket after a name: the organisation, without its acronym or town said after it
    assert ("Harriet Dunne", "Met Office Hadley Centre") in went
    assert ("Mathieu Lefèvre", "Institut Pierre-Simon Laplace") in went
    assert ("Trần Minh Đức", "Vietnam Institute of Meteorology, Hydrology and Climate Change") in went
    assert not any(org.endswith(("Exeter", "Paris", "Hanoi")) for _, org in went)
    # a table's cell: "X (MET Norway)", "(BSC-CNS)": the short name aside, and no BSc in an acronym
    assert ("Ingrid Solheim", "Norwegian Meteorological Institute") in went
    assert ("Javier Ortiz", "Barcelona Supercomputing Center") in went
    assert not any(isinstance(c, Education) and c.person == "Javier Ortiz" for c in claims)
    # "Trần, M. Đ.": an initial with a stroke is an initial
    pubs = {c.title: c.authors for c in claims if isinstance(c, Publication)}
    assert len(pubs["Bias adjustment of Southeast Asian monsoon rainfall in CORDEX-SEA simulations"]) == 3


ECON_RESEARCH = """Ioana Marin
Associate Professor, Vancouver School of Economics

PUBLISHED PAPERS

Who Gets the Loan? Gender and Group Lending in Rural Romania
with Andrei Popescu
Economic Development and Cultural Change, 2020, vol. 68(3), 899–934

Seasonal Migration and Consumption Smoothing: Evidence from Moldovan Villages
Journal of Human Resources, 2019, vol. 54(2), 412–448

REVISE AND RESUBMIT

Digital Credit and Over-Indebtedness: Experimental Evidence from Kenya
with Wanjiru Kamau, Benedikt Hohenreith and Joon-ho Park
NBER Working Paper No. 31877, 2023
Revise and resubmit, Review of Economic Studies

WORK IN PROGRESS

Climate Shocks and Internal Migration in the Sahel (with Adwoa Mensah)
Credit Scores from Phone Data: Who is Left Out? (with W. Kamau and J. Park)
"""


def test_an_economists_research_page_revise_and_resubmit_and_work_in_progress(tmp_path):
    pubs = {c.title: c for c in extracted(tmp_path, ECON_RESEARCH, "research.txt").claims if isinstance(c, Publication)}
    rr = pubs["Digital Credit and Over-Indebtedness: Experimental Evidence from Kenya"]
    assert rr.year == 2023 and len(rr.authors) == 4
    assert pubs["Climate Shocks and Internal Migration in the Sahel"].authors[1:] == ("Adwoa Mensah",)
    assert len(pubs["Credit Scores from Phone Data: Who is Left Out?"].authors) == 3


def test_status_headings_are_publication_lists():
    from labgraph.sections import classify_heading
    for heading in ("Revise and Resubmit", "Under review", "R&R", "Submitted manuscripts"):
        assert classify_heading(heading) == "publications"


UNIT_MEMBERS = """<html><head><title>Members / Membres | EBTM</title></head><body><main>
<h1>Members of the unit</h1>
<p>The laboratory EBTM (UMR 5647) is a joint research unit of the CNRS and the Université Savoie Mont Blanc.
It has about 70 members organised in three research teams.</p>
<h2>Team FLORA</h2>
<table>
<tr><th>Name / Nom</th><th>Rank / Grade</th><th>Employer</th><th>Research topics</th></tr>
<tr><td>LE FLOC'H Gwenaëlle</td><td>DR</td><td>CNRS</td><td>plant functional traits</td></tr>
<tr><td>VUILLERMOZ Rémi</td><td>PR</td><td>USMB</td><td>treeline dynamics</td></tr>
<tr><td>d'HARCOURT Benoît</td><td>CR</td><td>CNRS</td><td>seed dispersal</td></tr>
</table>
<h2>PhD students / Doctorants</h2>
<ul>
<li>Clémence RAVIER-BOURGEOIS (FLORA, since Oct. 2022) — Snowmelt timing and the phenology of alpine forbs<br>
Dir.: G. Le Floc'h · Co-dir.: R. Vuillermoz · Funding: USMB doctoral contract</li>
<li>Théo LAMBERT (FLORA, since 2024) — Microbial legacies of shrub encroachment<br>
Director: Nathalie Ferrand; co-supervisor (co-encadrant): Benoît d'Harcourt</li>
</ul>
</main></body></html>
"""


def test_a_french_units_members_tables_and_doctoral_directors(tmp_path):
    claims = extracted(tmp_path, UNIT_MEMBERS, "members.html").claims
    posts = {(c.title, c.org) for c in claims if isinstance(c, Position)}
    # "Name / Nom | Rank / Grade | Employer": a bilingual header; each row's rank at its employer
    assert ("DR", "CNRS") in posts and ("PR", "USMB") in posts
    pairs = {(c.advisor, c.advisee.title()) for c in claims if isinstance(c, Supervision)}
    # "Dir.: X · Co-dir.: Y", "co-supervisor (co-encadrant): Benoît d'Harcourt" (an elided particle in a name)
    assert {("G. Le Floc'h", "Clémence Ravier-Bourgeois"), ("R. Vuillermoz", "Clémence Ravier-Bourgeois"),
            ("Nathalie Ferrand", "Théo Lambert"), ("Benoît d'Harcourt", "Théo Lambert")} <= pairs


ORCID_TEXT = """Skip to main content
ORCID
Connecting research and researchers
SIGN IN / REGISTER        English

Itziar Etxabe Goñi

Other names
I. Etxabe

Keywords
legume nodules; drought

Biography
I am a plant physiologist working on how legume root nodules sense and respond to water deficit. I studied Biology at the
University of the Basque Country (UPV/EHU) and did my PhD at the Public University of Navarre (UPNA) under the supervision
of Javier Arrizabalaga Oteiza and Mercè Puigdomènech i Vila (2010-2014). After postdoctoral stays abroad I returned home
and now co-supervise the PhD theses of Maialen Urrutia Lasa and Bilal Haddad together with a colleague at the institute.

Employment (1)
Universidad Pública de Navarra: Pamplona, Navarra, ES
2022-12-01 to present | Ramón y Cajal Researcher (Institute for Multidisciplinary Research in Applied Biology)
"""


def test_a_registry_record_copied_as_text(tmp_path):
    doc = extracted(tmp_path, ORCID_TEXT, "orcid.txt")
    # the site's motto above the name is no heading that ends the page's header
    assert doc.owner_name == "Itziar Etxabe Goñi"
    # a biography hard-wrapped at its own width in a page of short lines: read as one paragraph
    pairs = {(c.advisor, c.advisee) for c in doc.claims if isinstance(c, Supervision)}
    assert {("Javier Arrizabalaga Oteiza", OWNER), ("Mercè Puigdomènech i Vila", OWNER),
            (OWNER, "Maialen Urrutia Lasa"), (OWNER, "Bilal Haddad")} <= pairs


ACS_LIST = """JOURNAL ARTICLES

38. Nowicki, K.; Pham, T. H.; Kowalski, T.; Dąbrowska-Kessler, A. M.* Nickel-Catalyzed Enantioselective
Hydroalkylation of Enamides with Unactivated Alkyl Iodides. J. Am. Chem. Soc. 2024, 146, 5517–5526.

37. Zielińska-Hart, M.; Al-Masri, R.; Dąbrowska-Kessler, A. M.* Desymmetrization of meso-Aziridines by
Copper-Catalyzed Borylation. Angew. Chem., Int. Ed. 2024, 63, e202401187.

36. Sikora, Ł.; Dąbrowska-Kessler, A. M.* Photochemical Skeletal Editing of Pyridines to Bicyclic
Azetidines. ChemRxiv 2024, DOI: 10.26434/chemrxiv-2024-7k2lm (preprint).

35. Pham, T. H.; Nowicki, K.; Schreiber, H.-G.; Dąbrowska-Kessler, A. M.* Stereodivergent Synthesis of
Vicinal Diamines via Sequential Ni/Cu Catalysis. J. Am. Chem. Soc. 2023, 145, 20112–20121.
"""


def test_a_numbered_acs_list_wrapped_mid_title(tmp_path):
    pubs = {c.title: c.authors for c in extracted(tmp_path, ACS_LIST, "pubs.txt").claims if isinstance(c, Publication)}
    # a line filled to the list's edge breaks mid-title: no field ends there
    assert "Nickel-Catalyzed Enantioselective Hydroalkylation of Enamides with Unactivated Alkyl Iodides" in pubs
    assert "Photochemical Skeletal Editing of Pyridines to Bicyclic Azetidines" in pubs
    # "Sikora, Ł.": an initial beyond Latin-1, kept as written
    assert pubs["Photochemical Skeletal Editing of Pyridines to Bicyclic Azetidines"][0] == "Sikora Ł."


def test_a_polish_group_leaders_titles_before_her_name():
    from labgraph.extract.owner import find_owner
    from labgraph.model import Document
    doc = Document("pubs.txt", "KOWAL GROUP  |  Copper Catalysis\n\nPUBLICATIONS\n\n"
                               "Group leader: Prof. dr hab. Agnieszka M. Kowal (published as A. M. Nowak until 2011).\n")
    assert find_owner(doc).name == "Agnieszka M. Kowal"


def test_a_lab_defined_as_a_group_led_by_someone_is_no_organisation_named_lab():
    from labgraph.extract.career import led_by
    from labgraph.model import Evidence
    text = ("Lab = a research group in the School of Geography, Environment and Earth Sciences (SGEES) led by "
            "Dr. Aroha Ngata-Whitmore (Senior Lecturer in Geophysics).")
    orgs = {c.org for c in led_by(Evidence("x.md", 1, text)) if isinstance(c, Affiliation)}
    assert "Lab" not in orgs and "School of Geography, Environment and Earth Sciences" in orgs


JAPAN_MEMBERS = """MEMBER | Hoshino Laboratory - Tohoku University

STAFF

Professor

HOSHINO Kazuhiro 星野 和宏, Dr. Eng.

1998.3 | Dr. Eng., Kyoto University
2015.10 - | Professor, Tohoku University

Associate Professor

HASEGAWA Aya 長谷川 綾, Ph.D.

2009.9 | Ph.D. (Engineering), The University of Tokyo
2020.4 - | Associate Professor, Tohoku University

STUDENTS

Supervisor: N = Prof. Hoshino, H = Assoc. Prof. Hasegawa (co-supervision)

Doctoral course

Grade | Name | Sup. | Remarks
D3 | KAWAGUCHI Ryota | N | JSPS Research Fellow (DC2)
D1 | NGUYEN Thi Thu Trang | H, N | from Hanoi

Master's course

Grade | Name | Sup. | Remarks
M2 | FUJII Haruka | H |
"""


def test_a_students_table_whose_supervisors_are_letters_of_a_legend(tmp_path):
    claims = extracted(tmp_path, JAPAN_MEMBERS, "member.txt").claims
    pairs = {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
    assert {("HOSHINO Kazuhiro", "KAWAGUCHI Ryota", "PhD"), ("HASEGAWA Aya", "NGUYEN Thi Thu Trang", "PhD"),
            ("HOSHINO Kazuhiro", "NGUYEN Thi Thu Trang", "PhD"), ("HASEGAWA Aya", "FUJII Haruka", "Master")} <= pairs


def test_an_articles_photo_slot_beside_a_biography_is_no_text(tmp_path):
    text = ("\n".join(["Filler line of the article's references that is long enough to look like a wrapped line of text."] * 12)
            + "\n\n                        Yves Zbinden (Member, IEEE) received the Dipl.-Ing. degree in environmental\n"
            "      [photo]           sciences from the Ecole Polytechnique Federale de Lausanne, Switzerland, in 2005.\n")
    path = tmp_path / "bios.txt"
    path.write_text(text, encoding="utf-8")
    read_text = read(path).text
    assert "[photo]" not in read_text and "environmental sciences from the Ecole" in " ".join(read_text.split())


QUARTO_RESEARCH = """---
title: "Research"
---

### Working Papers

::: {.paper}
**Severance Pay and the Timing of Layoffs: Evidence from Chilean Administrative Data**
*(with [Sofie Aas](https://www.ssb.no/sofie))*
IZA Discussion Paper No. 16855, March 2024
[Paper](papers/severance.pdf){.btn .btn-outline-primary .btn-sm}
:::

::: {.paper}
**Unions, Wage Compression and Firm Entry**
*(with Koen van der Veen and Thandiwe Mthembu)*
NBER Working Paper No. 31877, 2023
:::
"""


def test_a_quarto_pages_paper_divs(tmp_path):
    doc = extracted(tmp_path, QUARTO_RESEARCH, "research.qmd.md")
    pubs = {c.title: c.authors for c in doc.claims if isinstance(c, Publication)}
    # pandoc's fenced divs and a link's attributes are markup; "(with X)" in brackets names the co-authors
    assert pubs["Severance Pay and the Timing of Layoffs: Evidence from Chilean Administrative Data"][1:] == ("Sofie Aas",)
    assert len(pubs["Unions, Wage Compression and Firm Entry"]) == 3
    assert ":::" not in read(tmp_path / "research.qmd.md").text and "{.btn" not in read(tmp_path / "research.qmd.md").text


MGP_RECORD = """Mathematics Genealogy Project

  Home   Search   Extrema   About MGP   Mission   News   Staff   Contact   Donate

Cornelis Johannes van den Bosch

Ph.D. Universiteit van Amsterdam 1986

Advisor 1: Willem Adriaan Terpstra

Students:

Name\tSchool\tYear\tDescendants
Okonkwo, Chidera Ngozi\tUniversiteit Utrecht\t1994
Huang, Yu-Ting\tUniversiteit Utrecht\t2013
de Vries-Amankwah, Esther\tUniversiteit Utrecht\t2019
"""


def test_a_genealogy_record_of_a_mathematician_with_a_surname_a_firm_also_has(tmp_path):
    doc = extracted(tmp_path, MGP_RECORD, "mgp.txt")
    # "van den Bosch": a person's name (a firm is called Bosch too)
    assert doc.owner_name == "Cornelis Johannes van den Bosch"
    advisees = {c.advisee for c in doc.claims if isinstance(c, Supervision) and c.advisor == OWNER}
    # "de Vries-Amankwah, Esther": a surname with its particle first, its own row (not the row above's)
    assert {"Chidera Ngozi Okonkwo", "Yu-Ting Huang", "Esther de Vries-Amankwah"} <= advisees
