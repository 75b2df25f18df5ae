"""Session-24 rules from the weak probes of rounds 43-44 and the held-out rounds 45-46."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Award, Software, Supervision


def extracted(tmp_path, text, name="doc.md"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


def advisors(claims, advisee):
    return {c.advisor for c in claims if isinstance(c, Supervision) and c.advisee == advisee}


OCEAN_LAB = """# Coastal Dynamics Group

Led by **Prof. Ingrid Solberg**, Department of Geosciences, University of Bergen.

## Group leader

**Prof. Ingrid Solberg** -- Professor of Physical Oceanography, since 2016

## Faculty

**Dr. Tomasz Wielgosz** -- Associate Professor, since 2020

## Master's students

- **Hallvard Nygaard** -- MSc Oceanography; thesis supervisor: Tomasz
- **Ragnhild Berg** -- MSc Meteorology; co-supervisor: Dr. Lena Marchetti
- **Petter Aune** -- MSc Oceanography; supervisor: Ingrid Solberg

## PhD students

| Name | Since | Supervisors |
|------|-------|-------------|
| Oskar Lindahl | 2022 | I. Solberg; co-advised with Prof. Mirela Dragan (Department of Physics) |
| Sunniva Haugen | 2023 | I. Solberg; company supervisor dr. Arne Vik (Equinor) |

## Alumni

- Dr. Kristoffer Dahl (PhD 2021; co-promotor Heidi Strand) -> Researcher, NORCE

## Software

We maintain [TideLab](https://github.com/cdg-bergen/tidelab) (harmonic tide analysis), started by Oskar Lindahl and Tomasz, and [wavecast](https://github.com/cdg-bergen/wavecast), led by Sunniva.
"""


def test_a_labelled_supervisor_named_by_first_name_replaces_the_pages_owner(tmp_path):
    claims = extracted(tmp_path, OCEAN_LAB, "people.md").claims
    # "thesis supervisor: Tomasz": the one member of staff the label names by first name, not the page's leader
    assert advisors(claims, "Hallvard Nygaard") == {"Tomasz Wielgosz"}
    # a co-supervisor's label names the leader's partner: the leader supervises too
    assert advisors(claims, "Ragnhild Berg") == {OWNER, "Lena Marchetti"}
    assert advisors(claims, "Petter Aune") == {OWNER}       # the leader named in full is the page's owner


def test_a_supervisors_cells_parts_that_open_with_their_role(tmp_path):
    claims = extracted(tmp_path, OCEAN_LAB, "people.md").claims
    assert "Mirela Dragan" in advisors(claims, "Oskar Lindahl")
    assert "Arne Vik" in advisors(claims, "Sunniva Haugen")


def test_a_co_promotor_without_a_colon(tmp_path):
    claims = extracted(tmp_path, OCEAN_LAB, "people.md").claims
    assert "Heidi Strand" in advisors(claims, "Kristoffer Dahl")


def test_projects_named_before_their_links_in_a_sentence(tmp_path):
    found = {c.name: c for c in extracted(tmp_path, OCEAN_LAB, "people.md").claims
             if isinstance(c, Software) and c.developers}
    assert found["TideLab"].repository == "https://github.com/cdg-bergen/tidelab"
    assert found["TideLab"].description == "harmonic tide analysis"
    assert found["TideLab"].developers == ("Oskar Lindahl", "Tomasz")
    assert found["wavecast"].developers == ("Sunniva",)
    assert "We" not in found


HONOURS_BIO = """# Ingrid Solberg

Professor of Physical Oceanography, University of Bergen.

## About

Ingrid studied physics in Oslo (MSc 2004) and did her PhD at the University of Bergen (2008). ERC Starting Grant *FJORDMIX* (2015); Nansen Fellow (2019).
She spent time in Kiel (2009); Hamburg (2010).

## PhD students

- Oskar Lindahl (since 2022)
- Oskar Nilsen (since 2023)
- Sunniva Haugen (since 2023)

Congratulations to Sunniva on the **EGU 2024 Outstanding Student Poster Award**!
Congratulations to Oskar on the Best Talk Award!
"""


def test_a_sentence_of_dated_honours_alone(tmp_path):
    awards = {(c.person, c.name, c.year) for c in extracted(tmp_path, HONOURS_BIO, "home.md").claims
              if isinstance(c, Award)}
    assert (OWNER, "ERC Starting Grant FJORDMIX", 2015) in awards
    assert (OWNER, "Nansen Fellow", 2019) in awards
    assert not {a for a in awards if a[1].startswith(("She", "Kiel", "Hamburg"))}


def test_a_cheered_honour_is_the_one_member_with_that_first_name(tmp_path):
    awards = {(c.person, c.name) for c in extracted(tmp_path, HONOURS_BIO, "home.md").claims if isinstance(c, Award)}
    assert ("Sunniva Haugen", "EGU 2024 Outstanding Student Poster Award") in awards
    # two members are called Oskar: the honour is no one's the page can tell
    assert not {a for a in awards if a[1] == "Best Talk Award"}


def test_an_indonesian_engineers_title_and_no_degree_as_a_first_name():
    from labgraph.extract.patterns import take_names
    assert take_names("Prof. Dr. Ir. Usman Harahap, M.Sc.)") == ["Usman Harahap"]
    assert take_names("M.Sc.", allow_first_names=True) == []
    assert take_names("Mahesh)", allow_first_names=True) == ["Mahesh"]
    assert take_names("Kovač-Delorme) → now at Inria", allow_first_names=True) == ["Kovač-Delorme"]


NEWS_AND_FOOTER = """# Rocky Shore Lab

Led by Prof. Ingrid Solberg.

## Members

- Aline Kawasaki (PhD student, since 2022)

## News

- 2024-06 Aline received the best student paper award at IEEE IC2E 2024. (Well deserved, Aline!)

<sub>Site built with Jekyll · [edit this page](https://github.com/rsl/rsl.github.io/edit/main/index.md)</sub>
"""


def test_a_news_items_honour_in_lower_case_ends_with_its_sentence(tmp_path):
    claims = extracted(tmp_path, NEWS_AND_FOOTER, "index.md").claims
    awards = {(c.person, c.name) for c in claims if isinstance(c, Award)}
    assert ("Aline Kawasaki", "best student paper award at IEEE IC2E") in awards


def test_a_link_whose_text_does_not_name_its_repository_is_no_program(tmp_path):
    claims = extracted(tmp_path, NEWS_AND_FOOTER, "index.md").claims
    assert not [c for c in claims if isinstance(c, Software) and c.name == "page"]


PUBS_PAGE = """# Publications

**Lucía Ferrer-Okafor** · Group Leader, Plant Genomics, Centre for Research in Agricultural Genomics (since 2020)

Before CRAG I was a postdoc with Hannah Lindqvist at the John Innes Centre (2015–2019), and I did my PhD at the University of Valencia (2014) with Jordi Pastor-Mas.

## 2024

**Ferrer-Okafor L**, Abebe T, Lindqvist H. Root hair plasticity under phosphate starvation. *Plant Cell* 36:1–15 (2024).

## 2021

Abebe T, **Ferrer-Okafor L**. Auxin transport in drought. *New Phytologist* 229:88–99 (2021).
"""


def test_a_publications_pages_owner_line_and_first_person_intro(tmp_path):
    from labgraph.model import PersonClaim, Publication
    claims = extracted(tmp_path, PUBS_PAGE, "publications.md").claims
    assert [c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner] == ["Lucía Ferrer-Okafor"]
    sup = {(c.advisor, c.level) for c in claims if isinstance(c, Supervision) and c.advisee == OWNER}
    assert {("Hannah Lindqvist", "Postdoc"), ("Jordi Pastor-Mas", "PhD")} <= sup
    titles = {c.title for c in claims if isinstance(c, Publication)}
    assert titles == {"Root hair plasticity under phosphate starvation", "Auxin transport in drought"}


REVIEW_FORM = """FACULTY ANNUAL REVIEW 2024 - PART C: SCHOLARSHIP
Department of Civil Engineering, University of South Carolina

Faculty member:  Amara Nwosu-Lindgren, Ph.D., P.E.
Rank:            Professor (since 2022)

C.1 PUBLICATIONS (APA 7th ed.)

Legend:
   *  graduate student (M.S. or Ph.D.) advised or co-advised by Nwosu-Lindgren at the time of the work
   †  postdoctoral researcher supervised by Nwosu-Lindgren

C.1.1 Refereed journal articles

Okafor, B. C.*, & Nwosu-Lindgren, A. (2024). Shear waves in cemented sands. Acta Geotechnica, 19(6), 3901-3918.

C.1.2 Book chapters

Haugen, T. E., & Nwosu-Lindgren, A. (in press). Liquefaction case histories from East Africa.
     In L. Ferreira da Costa (Ed.), Seismic hazards in developing regions. Springer.

C.1.3 Technical reports

Nwosu-Lindgren, A., & Reyes, M. A.† (2022). Pilot-scale treatment of dredged fill: Final report (NSF Award No.
     CMMI-2011473). National Science Foundation.
"""


def test_a_review_forms_faculty_member_and_its_marked_students(tmp_path):
    from labgraph.model import Education, PersonClaim, Publication
    claims = extracted(tmp_path, REVIEW_FORM, "review.txt").claims
    assert [c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner] == ["Amara Nwosu-Lindgren"]
    assert not [c for c in claims if isinstance(c, Education)]      # "Ph.D., P.E." after the name: letters, no degree
    sup = {(c.advisee, c.level) for c in claims if isinstance(c, Supervision) and c.advisor == OWNER}
    # "(M.S. or Ph.D.)": either level, so neither
    assert ("Okafor B.C", "Unspecified") in sup and ("Reyes M.A", "Postdoc") in sup
    titles = {c.title for c in claims if isinstance(c, Publication)}
    assert "Liquefaction case histories from East Africa" in titles         # its "In Ed. (Ed.)," line is no entry
    assert "Pilot-scale treatment of dredged fill: Final report" in titles
    assert not [t for t in titles if "Seismic hazards" in t or t.startswith("(")]


LATEX_CV = """Marta Lindqvist-Oduya
Curriculum Vitae

Education

2010 -- 2014    Dr. rer. nat. (PhD) in Physics, Karlsruhe Institute of Technology.
                Supervisor: Prof.~Dr.~Ingrid Salomonsen.

Supervision

PhD students
2022 -- today   Johannes Petersen-Odak (JGU Mainz), topic: axion-like particles.
2017 -- 2021    Mariana Ocampo Restrepo (Universität Hamburg), PhD 2021.
"""


def test_a_cv_converted_from_latex_its_ties_and_dashes(tmp_path):
    claims = extracted(tmp_path, LATEX_CV, "cv.txt").claims
    sup = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    assert ("Ingrid Salomonsen", OWNER) in sup         # "Prof.~Dr.~Ingrid": LaTeX's ties
    # "2022 -- today   A": a current student, the range's open end no part of her name
    assert {(OWNER, "Johannes Petersen-Odak"), (OWNER, "Mariana Ocampo Restrepo")} <= sup


def test_a_collaborations_paper_and_a_note_after_a_reference():
    from labgraph.extract.publications import parse_citation
    assert parse_citation("Belle II Collaboration, F. Abdelrahim et al., Search for an invisible Z′ boson at "
                          "Belle II, Phys. Rev. Lett. 124 (2020) 141801. [contact author]") == \
        ("Search for an invisible Z′ boson at Belle II", ("F. Abdelrahim",), "Phys. Rev. Lett", 2020)
    assert parse_citation("I. Abadjiev et al. (Belle II Collaboration), Search for axion-like particles at "
                          "Belle II, Phys. Rev. Lett. 125 (2020) 161806.")[:2] == \
        ("Search for axion-like particles at Belle II", ("I. Abadjiev",))


def test_a_bracketed_note_in_small_letters_is_no_heading():
    from labgraph.sections import heading_kind
    assert heading_kind("     [contact author]") is None
    assert heading_kind("Contact") == "contact"


SPANISH_CV = """CURRICULUM VITAE  (abridged English version – updated Oct. 2024)
[versión completa en castellano: CVar / SIGEVA-CONICET]

Dra. Ing. Agr. Lucía Belén ARAMBURU PAZ
Investigadora Adjunta – CONICET

1. EDUCATION

Doctorado en Ciencias Agrarias (PhD), Universidad Nacional de Mar del Plata, 2011.
   Tesis: "Dinámica del nitrógeno en secuencias maíz–soja".
   Director: Dr. Tomás A. Irigoyen (UNMdP/CONICET). Codirectora: Dra. Pilar Sáinz (EEA INTA Balcarce).
"""


def test_a_cv_titles_long_note_and_an_agronomists_title(tmp_path):
    from labgraph.model import PersonClaim
    from labgraph.names import clean_name
    assert clean_name("Ing. Agr. Juan Pérez") == "Juan Pérez"
    claims = extracted(tmp_path, SPANISH_CV, "cv.txt").claims
    owner = [c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner]
    assert len(owner) == 1 and owner[0].startswith("Lucía Belén")      # not the director named below
    assert ("Pilar Sáinz", OWNER) in {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}


def test_a_group_named_language_contact_is_no_contact_heading():
    from labgraph.sections import heading_kind
    assert heading_kind("Language Contact & Multilingualism") is None
    assert heading_kind("Contact & Links") == "contact" and heading_kind("How to contact me") == "contact"


GROUP_PAGE = """<html><body>
<h1>Language Contact &amp; Multilingualism</h1>
<p>Research group of the Centre for Language Studies, Radboud University Nijmegen.</p>
<h2>Group leader</h2>
<p>prof. dr. H.M. (Rieke) Oosterhuis</p>
<p>Professor of Language Contact and Multilingualism</p>
<p>Hendrikje Maria (‘Rieke’) Oosterhuis obtained her PhD at the University of Amsterdam in 2004
(promotor: prof. dr. Gerrit-Jan Hazenberg).</p>
</body></html>"""


def test_a_leaders_nickname_between_initials_and_surname(tmp_path):
    from labgraph.model import PersonClaim
    claims = extracted(tmp_path, GROUP_PAGE, "group.html").claims
    assert [c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner] == ["H.M. Oosterhuis"]
    assert ("Gerrit-Jan Hazenberg", OWNER) in {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}


MDX_PAGE = """---
title: People
---

import PersonCard from '@site/src/components/PersonCard';

# People

The Stream Systems group is part of the Faculty of Informatics, University of Lugano.

## Faculty

<PersonCard
  name="Prof. Beatrix Hollander"
  role="Full Professor, Head of the group"
  photo="/img/people/hollander.jpg"
/>

## PhD students

- Ana Clara Moura dos Santos (PhD student, since 2020)
"""


def test_an_mdx_components_name_and_role_read_as_a_card(tmp_path):
    from labgraph.model import PersonClaim
    claims = extracted(tmp_path, MDX_PAGE, "people.md").claims
    assert [c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner] == ["Beatrix Hollander"]
    assert not [c for c in claims if "photo" in c.evidence.text or "/img/" in c.evidence.text]


VISITORS = """# Legged Robotics Lab

Directed by Prof. Ingrid Haraldsen-Mbeki, University of Waterloo.

## PhD students

- Mei-Ling Zhou (PhD student, since 2021)

Visiting Scholars

- Prof. Beatriz Santacruz-Molina (Universidad Politécnica de Madrid), visiting professor, 2022–2023
- Lukas Pfeiffer — visiting PhD student from Technische Universität München
"""


def test_visiting_scholars_are_no_ones_students(tmp_path):
    from labgraph.model import Affiliation
    claims = extracted(tmp_path, VISITORS, "lab.md").claims
    advisees = {c.advisee for c in claims if isinstance(c, Supervision)}
    assert "Mei-Ling Zhou" in advisees
    assert not advisees & {"Beatriz Santacruz-Molina", "Lukas Pfeiffer"}
    homes = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("Beatriz Santacruz-Molina", "Universidad Politécnica de Madrid") in homes


def test_a_mathematicians_references_with_article_numbers_and_arxiv_tails():
    from labgraph.extract.publications import parse_citation
    assert parse_citation("K. Morishita, K. Dobrowolska-Hansen, Rokhlin dimension for amenable group actions, "
                          "J. Funct. Anal. 281 (2021), no. 4, Paper No. 109052. arXiv:1912.00817") == \
        ("Rokhlin dimension for amenable group actions", ("K. Morishita", "K. Dobrowolska-Hansen"), "J. Funct. Anal", 2021)
    assert parse_citation("K. Dobrowolska, Quasidiagonality of crossed products, Studia Math. 204 (2011), 1-29. "
                          "(part of my thesis; no arXiv version)")[:2] == \
        ("Quasidiagonality of crossed products", ("K. Dobrowolska",))


def test_a_polish_initial_ends_no_sentence():
    from labgraph.extract.patterns import sentences, take_names
    assert sentences("PhD 2010, Warsaw. Advisor: Prof. Zbigniew Ł. Kamiński") == \
        ("PhD 2010, Warsaw.", "Advisor: Prof. Zbigniew Ł. Kamiński")
    assert take_names("Prof. Zbigniew Ł. Kamiński") == ["Zbigniew Ł. Kamiński"]


def test_an_r_vitae_cvs_name_and_surname_fields(tmp_path):
    from labgraph.model import PersonClaim
    cv = ('---\nname: Inés\nsurname: Carvajal Ortúzar\nposition: "Postdoctoral Researcher"\n---\n\n# Education\n\n'
          "PhD, Ecology, University of Glasgow, 2022. Supervisors: Prof. Ewan McAllister-Dunn\n")
    claims = extracted(tmp_path, cv, "cv.Rmd.md").claims
    assert [c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner] == ["Inés Carvajal Ortúzar"]


MEMBERS_TABLE = """<html><body><h1>Prof. Jae-Won Hwang</h1>
<p>Professor, Department of Materials Science and Engineering, POSTECH</p>
<h2>CURRENT LAB MEMBERS</h2>
<table>
<tr><th>Program</th><th>Name</th><th>Research topic</th></tr>
<tr><td rowspan="2">Ph.D. Course</td><td>Da-Eun Lee</td><td>High-entropy oxides</td></tr>
<tr><td>Hyun-Woo Cho</td><td>Sulfide electrolytes</td></tr>
<tr><td>M.S. Course</td><td>Ye-Jin Kwon</td><td>Na-ion cathodes</td></tr>
</table>
<h2>SELECTED PUBLICATIONS (* corresponding author) [Full list »]</h2>
<p>D.-E. Lee, J.-W. Hwang*, “Entropy-stabilized layered oxide cathodes”, Nature Energy 9, 412–421 (2024).</p>
</body></html>"""


def test_a_cell_spanning_rows_and_a_heading_with_a_links_label(tmp_path):
    from labgraph.model import Publication
    claims = extracted(tmp_path, MEMBERS_TABLE, "home.html").claims
    levels = {(c.advisee, c.level) for c in claims if isinstance(c, Supervision) and c.advisor == OWNER}
    assert {("Da-Eun Lee", "PhD"), ("Hyun-Woo Cho", "PhD"), ("Ye-Jin Kwon", "Master")} <= levels
    assert "Entropy-stabilized layered oxide cathodes" in {c.title for c in claims if isinstance(c, Publication)}


TOOLS_TABLE = """<html><body><h1>Tan Lab</h1>
<h2>Software</h2>
<p>All our tools are MIT-licensed.</p>
<table>
<tr><th>Tool</th><th>What it does</th><th>Maintainer</th></tr>
<tr><td>phaseHound</td><td>Haplotype-resolved calling of chromatin accessibility.</td><td>Rodrigo Alves Nascimento (lead developer)</td></tr>
<tr><td>eQTLflow</td><td>A pipeline for cis-eQTL mapping.</td><td>Marcus Ong (maintainer)</td></tr>
</table></body></html>"""


def test_an_html_tables_rows_in_a_software_section(tmp_path):
    found = {c.name: c for c in extracted(tmp_path, TOOLS_TABLE, "lab.html").claims if isinstance(c, Software)}
    assert {"phaseHound", "eQTLflow"} <= set(found)
    assert found["eQTLflow"].developers == ("Marcus Ong",)
    assert not {"Tool", "What it does"} & set(found)


def test_a_row_of_bracketed_links_is_no_heading():
    from labgraph.sections import heading_kind
    assert heading_kind("[Papers] [Students] [Teaching] [CV in PDF] [Combinatorics seminar]") is None
    assert heading_kind("SELECTED PUBLICATIONS (* corresponding author) [Full list »]") == "publications"


def test_a_town_in_brackets_after_a_university_with_its_accent(tmp_path):
    from labgraph.model import Affiliation
    page = "# Nadia Ben Slimane\n\nAssociate Professor, Department of Psychology, Concordia University (Montréal)\n"
    orgs = {c.org for c in extracted(tmp_path, page, "home.md").claims if isinstance(c, Affiliation) and c.person == OWNER}
    assert "Concordia University" in orgs and not [o for o in orgs if "Montréal" in o]


HDR_TABLE = """<html><body><h1>A/Prof Aroha Paewai-Sørensen</h1>
<p>School of Public Health and Preventive Medicine, Monash University</p>
<h2>Current PhD students</h2>
<table>
<tr><th>Candidate</th><th>My role</th><th>Other supervisors</th><th>Commenced</th></tr>
<tr><td>Sione Tuipulotu</td><td>Main supervisor</td><td>A/Prof Kirsten L. Ogilvie-Hay; Dr Daniel Oyekunle</td><td>2021</td></tr>
</table>
<table>
<tr><th>Candidate</th><th>Degree</th><th>Role</th></tr>
<tr><td>Daniel Okonkwo-Reid</td><td>PhD</td><td>Co-supervisor (Principal: Dr Priya Sandhu)</td></tr>
</table></body></html>"""


def test_a_candidate_column_and_two_other_supervisors_in_one_cell(tmp_path):
    claims = extracted(tmp_path, HDR_TABLE, "profile.html").claims
    assert advisors(claims, "Sione Tuipulotu") == {OWNER, "Kirsten L. Ogilvie-Hay", "Daniel Oyekunle"}
    from labgraph.model import Education
    # the owner's role cell ("Co-supervisor (Principal: X)") is no place of study
    assert not [c for c in claims if isinstance(c, Education) and c.person == "Daniel Okonkwo-Reid"
                and "supervisor" in c.institution.lower()]


def test_a_small_word_before_a_universitys_acronym_is_part_of_its_name(tmp_path):
    from labgraph.model import Affiliation
    page = ("# People\n\nThe **Stream Systems group (SSG)** is part of the [Faculty of Informatics](https://www.inf.usi.ch) "
            "at [Università della Svizzera italiana (USI)](https://www.usi.ch), Lugano.\n\n## Faculty\n\n"
            "**Prof. Beatrice Hollander** — Full Professor, head of the group.\n")
    orgs = {c.org for c in extracted(tmp_path, page, "people.md").claims if isinstance(c, Affiliation)}
    assert "Università della Svizzera italiana" in orgs and "Università della Svizzera" not in orgs


def test_visiting_fellowships_are_posts_held_as_a_guest():
    from labgraph.sections import heading_kind
    assert heading_kind("VISITING FELLOWSHIPS") == "positions" and heading_kind("Research stays abroad") == "positions"
    assert heading_kind("Fellowships") == "awards" and heading_kind("Research fellowships") == "awards"


def test_a_filipino_ma_and_a_run_of_nursing_credentials(tmp_path):
    from labgraph.model import PersonClaim
    from labgraph.names import looks_like_name
    assert looks_like_name("Ma. Theresa D. Cruz") and not looks_like_name("MA Theresa")
    cv = ("CURRICULUM VITAE\n\nMA. THERESA D. VILLANUEVA-OCAMPO, PhD, RN, CCRN-K, CNE\n\nAssociate Professor\n"
          "Cizik School of Nursing\n\nEDUCATION\n\n2014  PhD, University of Pennsylvania School of Nursing\n"
          "      Dissertation Chair: Eleanor K. Marchetti-Boyd, PhD, RN, FAAN\n")
    claims = extracted(tmp_path, cv, "cv.txt").claims
    assert [c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner] == ["Ma. Theresa D. Villanueva-Ocampo"]


PHARMA_LIST = """DEPARTMENT OF PHARMACOLOGY AND THERAPEUTICS

Professor Deirdre M. Ní Bhriain, BSc (Pharm), PhD, FTCD
Professor of Pharmacology and Head of Department

PUBLICATIONS 2024

Legend: trainee authors are marked:  * PhD candidate   † postdoctoral researcher   ¶ MSc student

1.  Kowalczyk-Doyle M*, Pillai R†, Murphy CA, Ní Bhriain D. Sex differences in hepatic CYP3A4
    induction by rifampicin. Br J Pharmacol. 2024;181(9):1345-61.

2.  Schmitz-Okafor H¶, Ní Bhriain D. Ketamine enantiomers and hippocampal BDNF release.
    Neuropharmacology. 2024;245:109812.
"""


def test_an_owner_with_degrees_after_the_name_and_a_row_of_marks(tmp_path):
    from labgraph.model import PersonClaim
    claims = extracted(tmp_path, PHARMA_LIST, "report.txt").claims
    assert [c.name for c in claims if isinstance(c, PersonClaim) and c.is_owner] == ["Deirdre M. Ní Bhriain"]
    levels = {(c.advisee, c.level) for c in claims if isinstance(c, Supervision) and c.advisor == OWNER}
    assert {("Kowalczyk-Doyle M", "PhD"), ("Pillai R", "Postdoc"), ("Schmitz-Okafor H", "Master")} <= levels


def test_a_students_entry_that_says_it_is_jointly_supervised(tmp_path):
    page = ("# Katarzyna Dobrowolska-Hansen\n\nAssociate Professor, University of Copenhagen.\n\n"
            "## Students and postdocs\n\n- Emil Lykke Sørensen (since 2021; jointly supervised with Henrik Østergaard Bjerre)\n"
            "- Copenhagen Centre for Geometry (since 2021)\n")
    claims = extracted(tmp_path, page, "home.md").claims
    assert advisors(claims, "Emil Lykke Sørensen") == {OWNER, "Henrik Østergaard Bjerre"}
    assert not [c for c in claims if isinstance(c, Supervision) and "Copenhagen" in c.advisee]
