"""Session-25 rules from the held-out round 48: a Brazilian (Lattes) CV's names, headings and references."""
from labgraph.extract import extract_document
from labgraph.extract.publications import parse_citation
from labgraph.ingest import read
from labgraph.model import Publication, Software
from labgraph.names import looks_like_name
from labgraph.resolve.people import resolve_people
from labgraph.sections import heading_kind


def extracted(tmp_path, text, name="doc.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


def test_a_portuguese_name_with_particles_and_e_between_surnames_is_a_name():
    assert looks_like_name("Beatriz Helena da Rocha e Souza Prado")
    assert not looks_like_name("Beatriz Helena da Rocha e Souza Prado Lima Neto")      # (too long for one person)


def test_a_street_is_no_person():
    assert not looks_like_name("Avenida Presidente Vargas")
    assert not looks_like_name("Rua Doutor Ernesto Costa")
    assert not looks_like_name("Piazza Leonardo da Vinci")
    assert looks_like_name("AV Petrov")         # (initials that spell a street's short form)
    assert not looks_like_name("")


def test_lattes_headings():
    assert heading_kind("Bibliographic production") == "publications"
    assert heading_kind("Full articles published in periodicals") == "publications"
    assert heading_kind("Complete works published in proceedings of congresses") == "publications"
    assert heading_kind("Papers presented at conferences") == "publications"
    assert heading_kind("Professional address") != "positions"
    assert heading_kind("Professional experience") == "positions"


def test_abnt_references_with_four_initials_and_a_trailing_particle():
    title, authors, venue, year = parse_citation(
        "PRADO, B. H. R. S.; SANTOS, M. A. DOS; ALVES, RENATA C. . Nitrogen retention in tropical headwater streams. "
        "FRESHWATER SCIENCE, v. 41, p. 200-214, 2022.")
    assert title == "Nitrogen retention in tropical headwater streams"
    assert authors == ("Prado B.H.R.S.", "Dos Santos M.A.", "Renata C. Alves")
    assert venue == "FRESHWATER SCIENCE" and year == 2022


def test_an_abnt_given_name_with_a_particle_among_its_initials():
    _, authors, _, _ = parse_citation("SOUZA, ISABELA C. DOS S.; PRADO, B. H. R. S. . Diatoms of urban lakes. "
                                      "ACTA LIMNOLOGICA BRASILIENSIA, v. 33, p. e12, 2021.")
    assert authors == ("Isabela C. S. Souza", "Prado B.H.R.S.")


def test_an_abnt_list_with_an_author_of_another_form_is_read_as_before():
    title, authors, _, year = parse_citation(
        "PRADO, B. H. R. S.; McALLISTER-GREIG, F. Soil carbon under pasture. Geoderma, v. 3, p. 1-9, 2019.")
    assert title == "Soil carbon under pasture" and year == 2019
    assert len(authors) == 2


def test_a_lattes_owners_citation_forms_are_the_owner(tmp_path):
    mentions = [("Beatriz Helena da Rocha e Souza Prado", "cv.txt"), ("Prado B.H.R.S.", "cv.txt"),
                ("Rocha e Souza B.H.", "cv.txt"), ("Marcos Prado", "cv.txt")]
    found = resolve_people(mentions)
    owner = found[("Beatriz Helena da Rocha e Souza Prado", "cv.txt")]
    assert found[("Prado B.H.R.S.", "cv.txt")] is owner
    assert found[("Rocha e Souza B.H.", "cv.txt")] is owner      # (her name before her marriage)
    assert found[("Marcos Prado", "cv.txt")] is not owner


LATTES = """Beatriz Helena da Rocha e Souza Prado

Address
Professional address               Universidade Federal do Pará, Instituto de Ciências Biológicas.
                                   Rua Augusto Corrêa, 01 - Guamá
                                   66075-110 - Belém, PA - Brasil

Awards and honors
2019        Prêmio Jovem Pesquisador, Sociedade Brasileira de Limnologia.

Bibliographic production
Full articles published in periodicals
1.    PRADO, B. H. R. S.; SANTOS, M. A. DOS . Nitrogen retention in tropical headwater streams. FRESHWATER
      SCIENCE, v. 41, p. 200-214, 2022.
2.    ROCHA E SOUZA, B. H.; ALVES, R. C. . Diatoms of the lower Tocantins river. ACTA AMAZONICA, v. 38, p. 5-12, 2008.
"""


def test_a_lattes_cv_end_to_end(tmp_path):
    result = extracted(tmp_path, LATTES)
    assert result.owner_name == "Beatriz Helena da Rocha e Souza Prado"
    titles = {c.title for c in result.claims if isinstance(c, Publication)}
    assert titles == {"Nitrogen retention in tropical headwater streams", "Diatoms of the lower Tocantins river"}


MODERNCV = """Ifeoma Grace
Okonkwo-Berg
Assistant Professor of Astronomy

  Department of Astronomy, University of Tarnwick
  okonkwo-berg@astro.tarnwick.edu

Education
 2014–2018       PhD in Astronomy, University of Cambridge, UK
                 Advisor: Prof. Ewan Hallam
 2007–2011       BSc (Hons) Physics, University of Lagos, Nigeria
                 First Class Honours

Fellowships & Awards
 2021            Hubble Fellowship, NASA

Refereed Publications
                 First-author
  [1]            Okonkwo-Berg, I. G., & Hallam, E. 2022, ApJ, 931, 14, "Hazes on warm Neptunes"

                 Student-led (†)
  [2]            Lind, A.†, & Okonkwo-Berg, I. G. 2023, AJ, 160, 198, "Flares of M dwarfs"

                 Selected co-authored
  [3]            Hallam, E., Okonkwo-Berg, I. G., et al. 2020, MNRAS, 478, 3014, "Starspots in TESS"

Software
 hazeflux        1D photochemical haze code (developer and maintainer).
                 https://github.com/iokonkwo/hazeflux
 specfit         Fast emulator of transmission spectra. https://github.com/iokonkwo/specfit
"""


def test_a_cv_header_with_given_names_and_surname_on_two_lines(tmp_path):
    result = extracted(tmp_path, MODERNCV)
    assert result.owner_name == "Ifeoma Grace Okonkwo-Berg"


def test_a_name_line_over_a_title_is_not_joined_to_it(tmp_path):
    result = extracted(tmp_path, "Ifeoma Okonkwo\nBiology\n\nEducation\nPhD, University of Lagos, 2010\n")
    assert result.owner_name == "Ifeoma Okonkwo"


def test_indented_lines_under_a_flush_left_heading_stay_in_its_section():
    from labgraph.model import Document
    from labgraph.sections import split_sections
    sections = split_sections(Document("cv.txt", MODERNCV))
    kinds = [(s.kind, s.heading.strip()) for s in sections]
    assert ("awards", "First Class Honours") not in kinds
    assert [k for k, h in kinds if h in ("First-author", "Student-led (†)", "Selected co-authored")] == ["publications"] * 3


def test_works_by_each_author_group_and_a_software_column(tmp_path):
    claims = extracted(tmp_path, MODERNCV).claims
    titles = {c.title for c in claims if isinstance(c, Publication)}
    assert {"Hazes on warm Neptunes", "Flares of M dwarfs", "Starspots in TESS"} <= titles
    assert {c.name for c in claims if isinstance(c, Software)} == {"hazeflux", "specfit"}


def test_a_name_with_its_own_script_in_two_words_after_it():
    from labgraph.names import clean_name
    assert clean_name("HIRANO Shōhei 平野 翔平") == "HIRANO Shōhei"
    assert clean_name("Wang Haoran 王 浩然") == "Wang Haoran"
    assert clean_name("森本 剛") == "森本 剛"         # (a name in its own script alone stays whole)


def test_a_legend_of_the_lists_students_names_no_supervisor_of_the_owner(tmp_path):
    from labgraph.model import OWNER, Supervision
    text = ("Ito Lab - Members\n\nAll doctoral and master's students of the lab are supervised by Prof. Kenji Ito; "
            "students marked † are co-supervised by Assoc. Prof. Ayumi Kushida.\n\nProfessor\nKenji Ito\n")
    claims = extracted(tmp_path, text, "members.txt").claims
    assert not [c for c in claims if isinstance(c, Supervision) and c.advisee == OWNER]
    # (a sentence of the owner's own still names the owner's supervisor)
    claims = extracted(tmp_path, "Jo Bell\n\nI am a PhD student supervised by Prof. Kenji Ito.\n", "cv.txt").claims
    assert [(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)] == [("Kenji Ito", OWNER)]


MARKED = """Ito Lab - Members

All students of the lab are supervised by Prof. Kenji Ito, except those marked † (supervised by Assoc. Prof. Sato).
Students marked * are co-supervised by Dr. Hana Mori.

Faculty
Professor ITO Kenji 伊藤 健二
Associate Professor SATO Yumi 佐藤 由美

Students
D2 | Taro Yamada
D1 | Jiro Tanaka †
M2 | Mei Suzuki * / Kota Abe
M1 | KIMURA Haruto 木村 陽翔 †
"""


def test_a_sentences_legend_of_marks_on_a_members_table(tmp_path):
    from labgraph.model import Supervision
    claims = extracted(tmp_path, MARKED, "members.txt").claims
    advisors = {}
    for c in claims:
        if isinstance(c, Supervision):
            advisors.setdefault(c.advisee, set()).add(c.advisor)
    assert "SATO Yumi" in advisors["Jiro Tanaka"] and "SATO Yumi" in advisors["KIMURA Haruto"]
    assert "Hana Mori" in advisors["Mei Suzuki"] and "Hana Mori" not in advisors["Kota Abe"]
    assert advisors["Taro Yamada"] == {"Kenji Ito"}


def test_a_staff_card_among_the_members_is_no_students_entry(tmp_path):
    from labgraph.model import Supervision
    text = ("<html><body><h1>Members</h1><h3>Professor &nbsp;ITO Kenji <span>伊藤 健二</span></h3>"
            "<p>Dr. Eng., Kyoto University (2001)<br>2008- Professor, Hokuriku University</p>"
            "<h3>Associate Professor &nbsp;SATO Yumi <span>佐藤 由美</span></h3>"
            "<p>Ph.D., Osaka University, 2010<br>2016- Associate Professor, Hokuriku University</p>"
            "<h3>Doctoral course</h3><table><tr><td>D3</td><td>Kaito Mori</td></tr></table></body></html>")
    claims = extracted(tmp_path, text, "members.html").claims
    advisees = {c.advisee for c in claims if isinstance(c, Supervision)}
    assert "SATO Yumi" not in advisees and "ITO Kenji" not in advisees
    assert "Kaito Mori" in advisees


def test_a_dutch_op_den_surname():
    from labgraph.names import parse_name
    assert looks_like_name("Bram op den Kamp")
    assert parse_name("Bram op den Kamp").surname == "op den kamp"
    assert parse_name("op den Kamp B.").surname == "op den kamp"


PURE = """Anke uit den Bogaard - Tarnwick University Research Portal

Anke uit den Bogaard

Research output

  • Bayesian designs for clustered data
      Lind, F., 12 Apr 2024, Tarnwick: Tarnwick University. 187 p.
      Research output: Thesis › Doctoral Thesis
      Supervisors/Advisors: uit den Bogaard, A. (Supervisor) & Roe, E. (Co-supervisor)
  • Latent class models for panel data
      uit den Bogaard, A., 14 Mar 2006, Leiden: Leiden University. 201 p.
      Research output: Thesis › Doctoral Thesis › Research external
      Supervisors/Advisors: Haverkamp, W. J. (Supervisor)
  • Robust standard errors for two-step estimators
      uit den Bogaard, A. & Lamb, F., Nov 2019, In: Psychometrika. 72, 3, p. 403-429
      Research output: Contribution to journal › Article › Scientific › peer-review

Student theses

  • Power analysis for three-level models
      Author: Haddadin, T. M., Supervisor: uit den Bogaard, A. (Supervisor) & Lind, F. (Co-supervisor), 2022
      Student thesis: Master › Data Science and Society
  • Latent transition models for school readiness
      Author: Zielińska, M., Supervisor: uit den Bogaard, A. (Supervisor) & Roe, E. (Second reader), 15 Jul 2021
      Student thesis: Bachelor › Psychology
"""


def test_a_research_portals_theses_with_their_supervisors(tmp_path):
    from labgraph.model import Education, Supervision
    claims = extracted(tmp_path, PURE, "profile.txt").claims
    advising = {(c.advisor, c.advisee, c.level, c.role) for c in claims if isinstance(c, Supervision)}
    assert ("uit den Bogaard A.", "Lind F.", "PhD", None) in advising
    assert ("Roe E.", "Lind F.", "PhD", "co-supervisor") in advising
    assert ("Haverkamp W.J.", "uit den Bogaard A.", "PhD", None) in advising
    assert ("uit den Bogaard A.", "Haddadin T.M.", "Master", None) in advising
    assert ("Lind F.", "Haddadin T.M.", "Master", "co-supervisor") in advising
    assert not any(a == "Roe E." and s == "Zielińska M." for a, s, _, _ in advising)     # a second reader
    degrees = {(c.person, c.degree, c.institution) for c in claims if isinstance(c, Education)}
    assert ("uit den Bogaard A.", "PhD", "Leiden University") in degrees
    assert ("Lind F.", "PhD", "Tarnwick University") in degrees
    assert ("Zielińska M.", "Bachelor's", "Tarnwick University") in degrees


CHICAGO = """Marta García de la Torre

About

I am a Lecturer in Philosophy at the University of Tarnwick. Funding & awards: Leverhulme Early Career Fellowship (Leverhulme Trust, 2019–2021); Royal Institute of Philosophy Studentship (2017–18).

Publications

  • García de la Torre, Marta, and Tobias Engström. "Group Testimony without Group Minds." The Philosophical Quarterly 72, no. 2 (2022): 401–23.
  • ———. "Epistemic Paternalism and the Expert's Silence." Episteme 20, no. 1 (2023): 88–107.
  • Lucas Ferreira da Silva, Mathilde Rousseau. Wall-modelled simulation of injectors. Journal of Multiphase Flow, 2024, 172.
"""


def test_chicago_references_with_a_particle_surname_and_the_same_authors_dash(tmp_path):
    from labgraph.model import Award
    claims = extracted(tmp_path, CHICAGO, "home.txt").claims
    works = {c.title: c.authors for c in claims if isinstance(c, Publication)}
    assert works["Group Testimony without Group Minds"] == ("Marta García de la Torre", "Tobias Engström")
    assert works["Epistemic Paternalism and the Expert's Silence"] == ("Marta García de la Torre", "Tobias Engström")
    assert works["Wall-modelled simulation of injectors"] == ("Lucas Ferreira da Silva", "Mathilde Rousseau")
    honours = {(c.name, c.year) for c in claims if isinstance(c, Award)}
    assert ("Leverhulme Early Career Fellowship", 2019) in honours
    assert ("Royal Institute of Philosophy Studentship", 2017) in honours


TOOLS = """# Software & Tools

The Lind Lab at Tarnwick University develops open-source tools.

## Active tools

### methscope  ![Bioconductor](https://bioconductor.org/shields/methscope.svg)

Differential methylation testing for long-read data,
with haplotype-aware calls.

- **Bioconductor:** <https://bioconductor.org/packages/methscope/>
- **GitHub:** <https://github.com/lind-lab/methscope>
- **Lead developer:** Mateusz Nowak · **Maintainer:** Ada Lind

**Cite (preprint):**
Nowak M, Holm L, Lind A.S. methscope: fast methylation testing. *bioRxiv* 2024. doi:10.1101/2024.03.11.584210

### Python packages

- seqtools: <https://github.com/lind-lab/seqtools>

## Legacy

### HaploM

Allele-specific methylation. Originally written by Jean Roe.

- GitHub (archived): <https://github.com/lind-lab/HaploM>

Cite:
Roe J, Lind A. HaploM: allele-specific methylation from bisulfite reads.
Genome Biology. 2019;20:117.

*Page history: [changelog](https://github.com/lind-lab/lind-lab.github.io/commits/main).*
"""


def test_a_tools_page_of_one_heading_per_program(tmp_path):
    claims = extracted(tmp_path, TOOLS, "software.md").claims
    tools = {c.name: c for c in claims if isinstance(c, Software)}
    assert tools["methscope"].repository == "https://github.com/lind-lab/methscope"
    assert tools["methscope"].developers == ("Mateusz Nowak", "Ada Lind")
    assert tools["methscope"].description.startswith("Differential methylation testing for long-read data, with")
    assert tools["HaploM"].developers == ("Jean Roe",)
    assert "Python packages" not in tools and "Bioconductor" not in tools and "GitHub" not in tools
    assert not any(name.endswith("github.io") for name in tools)
    papers = {c.title: c.authors for c in claims if isinstance(c, Publication)}
    assert papers["methscope: fast methylation testing"] == ("Nowak M", "Holm L", "Lind AS")
    assert papers["HaploM: allele-specific methylation from bisulfite reads"] == ("Roe J", "Lind A")


def test_an_organisation_whose_sentence_goes_on(tmp_path):
    from labgraph.model import OWNER, Affiliation, Position
    text = ("Prof. Dr. Hanna Roe\n\nCurriculum Vitae\n\n"
            "2011 – 2017 | Junior group leader, Universität Münster\n"
            "seit 04/2018 | W3 Professor, Philipps-Universität Marburg; since 2022 co-speaker of RTG PhoSyn\n\n"
            "About\n\nWe are part of the Philipps-Universität Marburg and a member group of the RTG PhoSyn.\n")
    claims = extracted(tmp_path, text, "team.txt").claims
    orgs = {c.org for c in claims if isinstance(c, (Position, Affiliation)) and c.person == OWNER}
    assert "Philipps-Universität Marburg" in orgs
    assert not any("since 2022" in o or "member group" in o for o in orgs)


OBITUARY = """<html><head><title>In memoriam: Arnau Puig i Ferrer, historian | Tarnwick News</title></head><body>
<article><h1>‘He taught us to count’: Arnau Puig i Ferrer, 1931–2024</h1>
<p>By Jo Writer · November 19, 2024</p>
<ul class="share"><li><a href="#">Share on Facebook</a></li><li><a href="#">Share on LinkedIn</a></li>
<li><a href="#">Copy link</a></li></ul>
<p>Arnau Puig i Ferrer, Professor Emeritus of History at Tarnwick University, died on Oct. 30 at the age of 93.
He completed a DPhil at Balliol College, Oxford, under the supervision of Godfrey Ashcombe.</p>
<h2>Books and Facebook</h2>
<p>His first book, The Crown of Aragon, 1213–1336 (Tarnwick University Press, 1972), was widely read.</p>
</article></body></html>"""


def test_an_obituarys_subject_is_its_owner(tmp_path):
    from labgraph.model import OWNER, Supervision
    result = extracted(tmp_path, OBITUARY, "obituary.html")
    assert result.owner_name == "Arnau Puig i Ferrer"
    assert ("Godfrey Ashcombe", OWNER) in {(c.advisor, c.advisee) for c in result.claims if isinstance(c, Supervision)}
    doc = read(tmp_path / "obituary.html")
    assert "Share on" not in doc.text and "Copy link" not in doc.text


def test_facebook_is_no_books_heading():
    assert heading_kind("Share on Facebook") is None and heading_kind("Facebook") is None
    assert heading_kind("Books") == "publications" and heading_kind("Selected books") == "publications"


PLACEMENTS = """PhD placements

2024

  • Chau Nguyen — Primary supervisor: Rohan K. Deshpande
      Assistant Professor, School of Economics, The University of Queensland
  • Sakshi Malhotra — Primary supervisor: Rohan K. Deshpande
      Postdoctoral Prize Research Fellow, Nuffield College (2024–2027), then Assistant Professor, University of Melbourne
  • Marcus Delgado (ABD)
      Left the program in 2023 to join Amazon as a Data Scientist.
"""


def test_a_placement_pages_line_under_each_graduate_is_where_they_went(tmp_path):
    from labgraph.model import Position, Supervision
    claims = extracted(tmp_path, PLACEMENTS, "placements.txt").claims
    posts = {(c.person, c.title) for c in claims if isinstance(c, Position)}
    assert ("Chau Nguyen", "Assistant Professor") in posts
    levels = {c.level for c in claims if isinstance(c, Supervision) and c.advisee == "Sakshi Malhotra"}
    assert levels == {"PhD"}        # (the postdoc is the place she went, not her level here)
    assert not any(c.person == "Marcus Delgado" for c in claims if isinstance(c, Position))


def test_a_self_introduction_with_a_catalan_name_and_a_copyright_footer(tmp_path):
    from labgraph.model import Award
    text = ("Hola! I'm Mireia Puigdollers i Castells (she/her) — a PhD candidate at the University of Tarnwick.\n\n"
            "## awards\n\n- 2023: Vector Scholarship in Artificial Intelligence\n\n"
            "© 2025 Mireia Puigdollers i Castells. Powered by Jekyll with al-folio theme. Last updated: February 20, 2025.\n")
    result = extracted(tmp_path, text, "index.md")
    assert result.owner_name == "Mireia Puigdollers i Castells"
    honours = [c.name for c in result.claims if isinstance(c, Award)]
    assert honours == ["Vector Scholarship in Artificial Intelligence"]


def test_a_sites_own_repository_linked_from_its_text_is_no_program(tmp_path):
    text = ("# Alumni\n\nIs your info out of date? Open a PR on "
            "[GitHub](https://github.com/roe-lab/roe-lab.github.io) or email Jo.\n\n"
            "We maintain [tidemix](https://github.com/roe-lab/tidemix), a mixing toolbox.\n")
    claims = extracted(tmp_path, text, "alumni.md").claims
    names = {c.name for c in claims if isinstance(c, Software)}
    assert "tidemix" in names and not any("github.io" in n for n in names)


BIOSKETCH = """A. Personal Statement

I am an epidemiologist.

INSTITUTION AND LOCATION                        DEGREE          Completion Date   FIELD OF STUDY
                                                (if applicable) MM/YYYY
University of Cape Town, Cape Town, South Africa MPH            12/2006           Epidemiology
Johns Hopkins Bloomberg School of Public        PHD             05/2012           Epidemiology
  Health, Baltimore, MD

B. Positions
"""


def test_a_biosketch_table_whose_institution_wraps_onto_a_line_ending_in_a_state(tmp_path):
    from labgraph.model import Education
    claims = extracted(tmp_path, BIOSKETCH, "biosketch.txt").claims
    degrees = {(c.degree, c.institution, c.end) for c in claims if isinstance(c, Education)}
    assert ("PhD", "Johns Hopkins Bloomberg School of Public Health", 2012) in degrees
    assert ("MPH", "University of Cape Town", 2006) in degrees
    assert not any(d == "MD" for d, _, _ in degrees)


def test_a_heading_of_doctorates_awarded_is_a_list_of_students():
    assert heading_kind("Ph.D. Awarded") == "students" and heading_kind("PhDs completed (5)") == "students"
    assert heading_kind("M.Tech. theses guided") == "students"
    assert heading_kind("Awards & Honours") == "awards"


def test_a_thesis_kind_is_no_place_of_study(tmp_path):
    from labgraph.model import Education
    text = ("Team – AK Roe\n\nMaster's students\n\nEmre Demirtaş, B.Sc.\nMasterarbeit (2024–2025)\n\n"
            "Bachelor's students\n\nTobias Ünal\nBachelorarbeit 2025\n")
    claims = extracted(tmp_path, text, "team.txt").claims
    assert not any(fold_place.lower().endswith("arbeit") for c in claims if isinstance(c, Education)
                   for fold_place in [c.institution])


def test_a_bio_that_says_who_she_is_names_her_fellowships(tmp_path):
    from labgraph.model import Award
    text = ("Haruka Cole\n\nAbout\n\nShe started the lab at McGill in 2019. She is a CIFAR Azrieli Global Scholar "
            "(2020–2022). She is a 2021 Sloan Research Fellow. She was a Research Fellow at Janelia.\n")
    claims = extracted(tmp_path, text, "home.md").claims
    honours = {(c.name, c.year) for c in claims if isinstance(c, Award)}
    assert ("CIFAR Azrieli Global Scholar", 2020) in honours
    assert any(name.startswith("Sloan Research Fellow") for name, _ in honours)
    assert not any(name == "Research Fellow" for name, _ in honours)       # (a post, not an honour)
