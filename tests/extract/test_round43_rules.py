"""Session-23 rules from older weak probes and rounds 43-44."""
from labgraph.extract import extract_document
from labgraph.extract.publications import parse_authors, parse_citation
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Education, PartOf, Position, Publication, Software, Supervision


def extracted(tmp_path, text, name="doc.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


PROJECT_LINKS = """# Tessel

Tessel meshes coastal grids for ocean models.

## Repository and links

- Source code: <https://github.com/tessel-ocean/tessel>
- Mesh plugin: <https://github.com/tessel-ocean/tessel-mesh>
- Issue tracker: <https://github.com/tessel-ocean/tessel/issues>
- Releases / archive: [Zenodo community](https://zenodo.org/communities/tessel)
- Chat: #tessel on the [Pangeo Discourse](https://discourse.pangeo.io)
- Mailing list: tessel-users@lists.example.org

---
*Last edited 2024-11-19 · [Edit this page on GitHub](https://github.com/tessel-ocean/tessel/edit/main/docs/about.md)*
"""


def test_a_projects_link_labels_are_no_programs(tmp_path):
    names = {c.name for c in extracted(tmp_path, PROJECT_LINKS, "about.md").claims if isinstance(c, Software)}
    assert "Mesh plugin" in names
    assert not names & {"Issue tracker", "Releases / archive", "Chat", "Mailing list", "---"}


def test_a_catalan_surname_joined_by_i_before_initials():
    assert parse_authors("Vilanova i Sastre, P., Ortiz de Zárate, J., and Mokoena, T. S.") == \
        ("Vilanova i Sastre P.", "Ortiz de Zárate J.", "Mokoena T.S.")


def test_two_authors_a_colon_and_a_proceedings_after_in():
    title, authors, venue, year = parse_citation(
        "Vilanova i Sastre, P. and Ortiz de Zárate, J.: Lazy evaluation of climate ensembles on HPC, in: "
        "Proceedings of the Platform for Advanced Scientific Computing Conference (PASC '22), Basel, "
        "Switzerland, 2022.")
    assert title == "Lazy evaluation of climate ensembles on HPC"
    assert authors == ("Vilanova i Sastre P.", "Ortiz de Zárate J.")
    assert year == 2022
    assert venue.endswith("Computing Conference")


def test_a_lab_that_is_a_research_group_in_a_school(tmp_path):
    claims = extracted(tmp_path, """# Kauri Lab 🌿

The Kauri Lab is a research group in the School of Biological Sciences at the University of Auckland, led by Dr. Mere Tane.

## People

| Name | Role |
|---|---|
| Mere Tane | PI |
| John Smith | PhD student |
""", "lab.md").claims
    assert PartOf(claims[0].evidence, "Kauri Lab", "School of Biological Sciences") in claims
    members = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert {("John Smith", "Kauri Lab"), ("Mere Tane", "University of Auckland")} <= members


CITE_README = """# tremorscope

Envelope cross-correlation detection of tectonic tremor.

## How to cite

If you use the GPU kernels on their own, please also cite
Ostergaard, J., & Quintero Munoz, F. A. (2023). Portable CUDA/HIP kernels for seismic cross-correlation.
In *Proceedings of eResearch NZ 2023*, Wellington.

For `tremorscope`: de Villiers, C., & Ngata-Whitmore, A. (2022). Tremorscope: automated detection of
tectonic tremor along the Hikurangi margin. *Geophysical Journal International*, 229(2), 1010–1027.

Other lab papers that use these tools:
- Fifita, S., Ngata-Whitmore, A., & O'Reilly-Blake, H. (2024). Repeating earthquakes track slow slip beneath Gisborne.
  *Journal of Geophysical Research: Solid Earth*, 129, e2024JB029114.
"""


def test_references_after_a_request_to_cite_a_label_and_an_announcing_line(tmp_path):
    pubs = {c.title: c for c in extracted(tmp_path, CITE_README, "README.md").claims if isinstance(c, Publication)}
    assert pubs["Portable CUDA/HIP kernels for seismic cross-correlation"].venue == "eResearch NZ"
    assert pubs["Tremorscope: automated detection of tectonic tremor along the Hikurangi margin"].authors == \
        ("de Villiers C.", "Ngata-Whitmore A.")
    assert pubs["Repeating earthquakes track slow slip beneath Gisborne"].year == 2024
    assert not [t for t in pubs if t.startswith(("Ostergaard", "For "))]


CARDS = """<html><body><div class="container my-4">
<h1>Team</h1>
<p class="lead">We are part of the Department of Cognitive Neurology at the Hertie Institute, and members of the
Werner Reichardt Centre.</p>
<h2 class="mt-5">Principal Investigator</h2>
<div class="row"><div class="col-md-8"><div class="card mb-3 flex-row"><div class="card-body">
  <h5 class="card-title">Prof. Dr. Ilinca Moraru-Weiss</h5>
  <h6 class="card-subtitle mb-2 text-muted">Group Leader &amp; W3 Professor</h6>
  <p class="card-text">PhD Paris (2011).</p>
</div></div></div></div>
</div></body></html>"""


def test_a_cards_minor_headings_are_kept_with_the_heading_over_them():
    from labgraph.ingest.html import html_document
    lines = [ln for ln in html_document("team.html", CARDS).text.splitlines() if ln.strip()]
    assert lines[lines.index("Principal Investigator") + 1:][:3] == \
        ["Prof. Dr. Ilinca Moraru-Weiss", "Group Leader & W3 Professor", "PhD Paris (2011)."]


MEMBER_CARDS = """# People

## Postdocs

Dr. Ilse Vandersteen
Postdoctoral Researcher · since 2022
Dr. en Ciencias Biológicas, Universidad de Buenos Aires (2020). Climbing-fibre signals during motor adaptation.

Da-eun Kwon, PhD
Postdoc
PhD KAIST, 2021. Two-photon imaging of Purkinje cell dendrites. Co-mentor: Dr. Henrike Voss (Max Planck Institute).

## PhD students

Aditi Raman
PhD student, 2022–
B.Tech. Biotechnology, IIT Madras. Cerebellar contributions to timing.
"""


def test_a_member_cards_degree_sentence_read_apart_from_the_rest(tmp_path):
    claims = extracted(tmp_path, MEMBER_CARDS, "people.md").claims
    degrees = {(c.person, c.degree, c.institution) for c in claims if isinstance(c, Education)}
    assert {("Ilse Vandersteen", "PhD", "Universidad de Buenos Aires"), ("Da-eun Kwon", "PhD", "KAIST"),
            ("Aditi Raman", "BEng", "IIT Madras")} <= degrees
    assert not [d for d in degrees if "mentor" in d[2].lower()]


def test_a_degree_then_its_institution_with_no_comma_between():
    from labgraph.extract import career
    from labgraph.model import Line
    read = lambda text: [(e.degree, e.institution, e.end) for e in career.education_entry("cv", [Line(1, text)])]
    assert read("PhD Université Paris Cité (2011, with Jean-Rémi Fauconnier)") == [("PhD", "Université Paris Cité", 2011)]
    assert read("PhD KAIST, 2021") == [("PhD", "KAIST", 2021)]
    assert read("PhD THESIS, 2011") == []


def test_a_markdown_renderers_double_hyphens_are_dashes(tmp_path):
    from labgraph.ingest.text import unmark
    assert unmark("**Dr. A Roe** -- Lecturer (2011--2014), Feb--Jul 2025, [x](https://a.org/ru--lab)")[0] == \
        "Dr. A Roe – Lecturer (2011–2014), Feb–Jul 2025, x (https://a.org/ru--lab)"
    claims = extracted(tmp_path, """# People

## Postdocs

* **Dr. Rafael Quintero-Salazar** -- Postdoctoral Fellow (2023--2025), working with Mathijs on equivariant GPs.
""", "people.md").claims
    assert any(isinstance(c, Supervision) and c.advisee == "Rafael Quintero-Salazar" and c.level == "Postdoc"
               and (c.start, c.end) == (2023, 2025) for c in claims)


IEEE_PAGE = """<html><body>
<h1>Marta Sequeira Vaz</h1>
<p>Associate Professor with Habilitation (Professora Associada com Agregação), Department of Electrical and Computer Engineering (DEEC), Instituto Superior Técnico, Universidade de Lisboa</p>
<p>Senior Researcher, INESC-ID | Head, Power Electronics and Energy Conversion Lab (PEEC-Lab)</p>
<h2>Publications</h2>
<p>Legend: authors marked † were Ph.D. students and authors marked ‡ were M.Sc. students under my supervision at the time of the work; * corresponding author.</p>
<ul>
<li>[J3] R. M. Lopes†, A. Oyelowo†, and M. S. Vaz*, “A 99.1%-efficient GaN totem-pole PFC rectifier with zero-voltage switching,” IEEE Trans. Power Electron., vol. 40, pp. 1–9, 2025.</li>
<li>[J2] T. Brandão‡ and M. S. Vaz, “Low-cost Rogowski current sensor for GaN switching transients,” IEEE Trans. Ind. Electron., vol. 71, pp. 611–617, 2024.</li>
<li>[J1] A. K. Oyelowo† and M. S. Vaz, “Virtual-inertia tuning for grid-forming inverters in weak grids,” IEEE Trans. Power Syst., vol. 39, pp. 1–10, 2023.</li>
</ul>
</body></html>"""


def test_a_legend_of_marks_in_one_sentence_and_the_pages_header_posts(tmp_path):
    claims = extracted(tmp_path, IEEE_PAGE, "pubs.html").claims
    students = {(c.advisee, c.level) for c in claims if isinstance(c, Supervision) and c.advisor == OWNER}
    assert {("R. M. Lopes", "PhD"), ("T. Brandão", "Master"), ("A. K. Oyelowo", "PhD")} <= students
    # students the legend says were the owner's are none of the lab's members now
    assert not [c for c in claims if isinstance(c, Affiliation) and c.person == "T. Brandão"]
    posts = {(c.title, c.org) for c in claims if isinstance(c, Position) and c.person == OWNER}
    assert {("Senior Researcher", "INESC-ID"), ("Head", "Power Electronics and Energy Conversion Lab")} <= posts
    assert ("Associate Professor", "Universidade de Lisboa") in posts


def test_initials_that_begin_anothers_in_one_document_are_one_person():
    from labgraph.resolve.people import resolve_people
    found = resolve_people([("A. Oyelowo", "p.html"), ("A. K. Oyelowo", "p.html"), ("Y. Zhang", "p.html"),
                            ("Y. L. Zhang", "p.html"), ("Y. M. Zhang", "p.html")])
    assert found[("A. Oyelowo", "p.html")] is found[("A. K. Oyelowo", "p.html")]
    # two people whose initials the short form begins: none of them is it
    assert found[("Y. Zhang", "p.html")] is not found[("Y. L. Zhang", "p.html")]
    assert found[("Y. Zhang", "p.html")] is not found[("Y. M. Zhang", "p.html")]


def test_initials_and_a_surname_without_its_particle():
    from labgraph.resolve.people import resolve_people
    found = resolve_people([("João Pedro Gonçalves de Almeida", "p.html"), ("J. P. Almeida", "p.html")])
    assert found[("J. P. Almeida", "p.html")] is found[("João Pedro Gonçalves de Almeida", "p.html")]


def test_an_owner_line_whose_site_parts_run_long(tmp_path):
    claims = extracted(tmp_path, """---
layout: archive
title: "CV"
---

**Minh Đức Nguyễn** (Nguyễn Đức Minh) · PhD candidate, EPFL · [PDF version](/files/cv_mdnguyen_2025_final.pdf) · last updated: Feb 2025

Education
======
* **Ph.D. in Computer Science**, EPFL, Switzerland, 2021 – present
""", "cv.md").claims
    assert [c.name for c in claims if getattr(c, "is_owner", False)] == ["Minh Đức Nguyễn"]


CHINESE_CV = """CURRICULUM VITAE

Xiaoyu QIAN, Ph.D.
Professor, College of Environmental Science and Engineering, Tongji University

EDUCATION
2009.09-2013.06   Ph.D. in Environmental Science and Engineering, School of Environment, Tsinghua University

GRADUATE STUDENTS AND POSTDOCS SUPERVISED
Postdoctoral researchers
  2019.03-2021.02  Dr. KIM Ji-hoon, now Research Professor, Korea University
Ph.D. students (graduated)
  2023   ZHANG Ruoxi. Thesis: Electro-conductive MXene membranes for antibiotic removal.
M.Eng. students (graduated)
  2018   SUN Qian
  2019   FENG Lei; XU Wenjing
  2021   HE Tianyu -> Engineer, Shanghai Municipal Engineering Design Institute (SMEDI)
"""


def test_a_chinese_cvs_dotted_ranges_and_its_students_by_level(tmp_path):
    claims = extracted(tmp_path, CHINESE_CV, "cv.txt").claims
    phd = next(c for c in claims if isinstance(c, Education) and c.degree == "PhD")
    assert (phd.start, phd.end) == (2009, 2013)
    students = {(c.advisee, c.level) for c in claims if isinstance(c, Supervision) and c.advisor == OWNER}
    assert {("KIM Ji-hoon", "Postdoc"), ("ZHANG Ruoxi", "PhD"), ("SUN Qian", "Master"), ("FENG Lei", "Master"),
            ("HE Tianyu", "Master")} <= students


def test_irish_surnames_with_an_article_and_a_mutated_letter():
    from labgraph.names import looks_like_name
    assert looks_like_name("Siobhán Nic an tSaoir") and looks_like_name("Máire Ní hÉigeartaigh")
    assert looks_like_name("S. Nic an tSaoir")
    assert not looks_like_name("John an tSmith")
    assert parse_citation("Ruiz-Tagle Hoffmeister, C., and S. Nic an tSaoir. 2015. Liming and nitrous oxide "
                          "emissions from a poorly drained Irish grassland soil. Eur. J. Soil Sci. 66:892–903.")[1] == \
        ("Ruiz-Tagle Hoffmeister C.", "S. Nic an tSaoir")


def test_a_lists_legend_of_its_lab_members_no_title(tmp_path):
    pubs = [c for c in extracted(tmp_path, """Selected publications

Lab members in bold. Full list on Google Scholar.

  • Kaboré, J.-B., H. Tūhoe-Marsh, and C. Ruiz-Tagle. 2025. Termite mound soils as nutrient hotspots in Sudanian savanna croplands. Soil Sci. Soc. Am. J. 89:e20811.
  • Lo, H.-Y., and C. Ruiz-Tagle. 2020. Does deep ripping redistribute soil organic carbon in sodic subsoils? Vadose Zone J. 19:e20045.
""").claims if isinstance(c, Publication)]
    assert {p.title for p in pubs} == {"Termite mound soils as nutrient hotspots in Sudanian savanna croplands",
                                       "Does deep ripping redistribute soil organic carbon in sodic subsoils?"}


NEWS_PAGE = """Kowalczyk Group — Catalysis

Group leader: Associate Professor Ewa Kowalczyk · School of Chemistry · University of Otago

12 December 2024

Dr Mensah!

Congratulations to Abena Mensah on defending her PhD thesis this morning! In February she moves to CSIRO Energy.

2024-11-18

JACS paper accepted

Wei Jie and Sione's work on operando Raman has been accepted. Well done team!

W. J. Lim, S. Tupou, E. Kowalczyk*, "Operando Raman spectroscopy of cobalt oxyhydroxide nanosheets", J. Am. Chem. Soc. 2024, accepted.

5/11/24

Ewa awarded a Future Fellowship

We are delighted to share that Ewa has been awarded a Future Fellowship.

2024-09-02

Welcome Jonas

Welcome to our new postdoc Dr Jonas Bergström, who joins from Uppsala University, where he did his PhD with Prof. Karin Lindahl-Ek.

February 2024

Paper in ACS Catalysis

Mensah, A.; Lim, W. J.; Kowalczyk, E. Sulfate-intercalated NiFe anodes for seawater electrolysis. ACS Catal. 2024, 14, 2981–2993.
"""


def test_a_news_page_of_dated_items_under_headlines(tmp_path):
    doc_claims = extracted(tmp_path, NEWS_PAGE, "news.txt").claims
    from labgraph.sections import split_sections
    from labgraph.ingest import read
    kinds = [s.kind for s in split_sections(read(tmp_path / "news.txt"))]
    assert "news" in kinds and "about" not in kinds and "awards" not in kinds
    # the item's first sentence says whom it is about: the PhD with Karin Lindahl-Ek is Jonas's, not the leader's
    assert any(isinstance(c, Supervision) and c.advisor == "Karin Lindahl-Ek" and c.advisee == "Jonas Bergström"
               for c in doc_claims)
    titles = {c.title for c in doc_claims if isinstance(c, Publication)}
    assert {"Operando Raman spectroscopy of cobalt oxyhydroxide nanosheets",
            "Sulfate-intercalated NiFe anodes for seawater electrolysis"} <= titles


def test_old_arxiv_identifiers_a_month_with_the_year_and_no_authors_read_as_a_title():
    assert parse_citation("A. Zanchetta, N. Papadakis-Rigas and M. Dell'Orto, Aging in the random-field Ising chain, "
                          "cond-mat/0301045 (January 2003).")[::3] == ("Aging in the random-field Ising chain", 2003)
    found = parse_citation("M. Dell'Orto and A. Wisniewska, Finite-size corrections to the TAP free energy of the "
                           "p-spin model, cond-mat/0212233, submitted to J. Phys. A.")
    assert found[:2] == ("Finite-size corrections to the TAP free energy of the p-spin model",
                         ("M. Dell'Orto", "A. Wisniewska"))
    assert found[3] == 2002                 # the identifier's year: December 2002
    from labgraph.extract.publications import _arxiv_year
    assert (_arxiv_year("hep-th/9901001"), _arxiv_year("math.AG/0503012")) == (1999, 2005)


def test_a_dissertation_committee_with_its_principal_advisor_marked(tmp_path):
    claims = extracted(tmp_path, """EDUCATION

2014           Ph.D. in Economics, Stanford University
               Committee: Rosalind Wetherell (principal advisor), Tunde Olorunfemi-Grant, Miguel Cortázar
2009           M.Phil. in Economics, Tinbergen Institute, Amsterdam
""", "cv.txt").claims
    advisors = {c.advisor for c in claims if isinstance(c, Supervision) and c.advisee == OWNER}
    assert advisors == {"Rosalind Wetherell"}


def test_italian_theses_supervised_by_level(tmp_path):
    claims = extracted(tmp_path, """4. SUPERVISION OF STUDENTS

Tesi di Laurea Magistrale (as relatrice, or correlatrice when indicated)
- Antonio Iovine (2023, UniNA) - "Olivine-hosted melt inclusions from the Solfatara"
- Noemi Scarpati (2024, UniNA)

Tesi di Laurea triennale
- Martina Sgueglia (2023)
""", "cv.txt").claims
    students = {(c.advisee, c.level) for c in claims if isinstance(c, Supervision) and c.advisor == OWNER}
    assert students == {("Antonio Iovine", "Master"), ("Noemi Scarpati", "Master"), ("Martina Sgueglia", "Bachelor")}


def test_a_column_of_package_names_beside_their_descriptions(tmp_path):
    claims = extracted(tmp_path, """SOFTWARE

R packages on CRAN

  hierfdr   Hierarchical and tree-structured FDR control. With M. F. de
            Oliveira. https://CRAN.R-project.org/package=hierfdr
  hetEB     Nonparametric empirical Bayes shrinkage for heteroscedastic
            data. Author and maintainer: C. Nwankwo-Bauer; I am co-author.
  locfdrcov Covariate-adaptive local fdr (maintained by A. Subramaniam-Lowe).

TEACHING
""", "cv.txt").claims
    found = {c.name: c for c in claims if isinstance(c, Software)}
    assert set(found) == {"hierfdr", "hetEB", "locfdrcov"}
    assert found["hetEB"].description.endswith("I am co-author.")


def test_a_faculty_heading_under_the_leaders_own_section_heads_the_next_card(tmp_path):
    claims = extracted(tmp_path, """---
title: "People"
---

The Kauri Lab is part of the School of Biological Sciences at the University of Auckland.

## Group leader

{{< person img="people/tane.jpg" >}}
**Prof. Mere Tane** -- Full Professor, since 2019

Mere did her PhD at the University of Otago (2011) under the supervision of Prof. Hemi Walker.
{{< /person >}}

## Faculty

{{< person img="people/nibhriain.jpg" >}}
**Dr. Aisling Ní Bhriain** -- Assistant Professor, since 2022

PhD in Statistics, University College Dublin (2018). Before joining she was a postdoc at the Alan Turing Institute, London (2018--2021).
{{< /person >}}

## PhD students

- John Smith (2021–)
""", "people.md").claims
    assert any(isinstance(c, Position) and c.person == "Aisling Ní Bhriain" and c.org == "Alan Turing Institute"
               for c in claims)
    assert not [c for c in claims if getattr(c, "person", None) == OWNER and getattr(c, "org", None) == "Alan Turing Institute"]


def test_a_dutch_ten_before_a_surname_in_an_apa_author_list():
    found = parse_citation("Hoekstra-Wiersma, L.†, Fuenzalida-Vergara, C., & ten Brinke, M. (2024). How many RR Lyrae "
                           "will Rubin miss? Recovery rates for sparse light curves. RNAAS, 8, 212.")
    assert found[1] == ("Hoekstra-Wiersma L.", "Fuenzalida-Vergara C.", "ten Brinke M.")
    assert found[0].startswith("How many RR Lyrae")


def test_a_degree_with_its_advisor_beside_its_year(tmp_path):
    claims = extracted(tmp_path, """Education

- PhD, Université Paris Cité (2011, with Jean-Rémi Fauconnier)
- MSc, University of Oslo (2007, with distinction)
""", "cv.md").claims
    advisors = {(c.advisor, c.level) for c in claims if isinstance(c, Supervision) and c.advisee == OWNER}
    assert advisors == {("Jean-Rémi Fauconnier", "PhD")}


def test_completed_dissertations_one_naming_its_second_supervisor_with_a_greek_initial(tmp_path):
    claims = extracted(tmp_path, """Completed dissertations

  • 2023 – Dr.-Ing. Marco Pellegrini: Non-stationary flood frequency analysis. Second supervisor: Prof. dr. ir. Joost van Lanen-Smit (Wageningen University).
  • 2021 – Dr.-Ing. Sun-Hee Park: Coupled snow and soil frost modelling in mid-mountain catchments.
  • 2017 – Dr.-Ing. Eleni Karagiannopoulou: Propagation of hydrological drought, co-supervised by Prof. Dimitrios Ch. Vlachogiannis (NTUA).
""", "theses.txt").claims
    pairs = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    assert {("Joost van Lanen-Smit", "Marco Pellegrini"),
            ("Dimitrios Ch. Vlachogiannis", "Eleni Karagiannopoulou")} <= pairs


def test_a_students_tables_notes_name_the_marked_students_co_supervisors(tmp_path):
    claims = extracted(tmp_path, """TRAINEES
--------------------------------------------------------------------------------
Name                       Position          Inst.   Years         Current position
--------------------------  ----------------  ------  ------------  ------------------------------------
Dr Pham Thi Thanh Huong    Postdoc           WEHI    2015-2018     Senior Scientist, CSL Limited,
                                                                   Melbourne
Dr Callum McAllister       PhD student*      WEHI/   2016-2020     Postdoctoral Fellow, Stanford
                                             UoM                   University School of Medicine
Tobias Sandvik             Honours (BSc)     2018          Medical student, Monash University
Arnav Deshpande            PhD student**     2021-         (current)
Ha-eun Choi                Honours (BSc)     2022          Research Assistant, Peter MacCallum Cancer Centre

 *  co-supervised with A/Prof. Ruth Abernethy-Kaur (WEHI)
 ** co-supervised with Prof. Gareth O'Sullivan (Bio21 Institute); I am primary supervisor
""", "cv.txt").claims
    co = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision) and c.role == "co-supervisor"}
    assert co == {("Ruth Abernethy-Kaur", "Callum McAllister"), ("Gareth O'Sullivan", "Arnav Deshpande")}
    # the row's role column, not where the student went ("Postdoctoral Fellow, Stanford University"), says the level
    assert {c.level for c in claims if isinstance(c, Supervision) and c.advisee == "Callum McAllister"} == {"PhD"}


def test_a_pages_last_updated_line_under_its_honours_no_award(tmp_path):
    from labgraph.model import Award
    claims = extracted(tmp_path, """Awards

- 2021 Anthropology Southern Africa Best Book Prize
- 2019 NRF Y2 rating

Last updated: 12/03/2024
""", "profile.txt").claims
    assert [c.name for c in claims if isinstance(c, Award)] == ["Anthropology Southern Africa Best Book Prize",
                                                               "NRF Y2 rating"]


def test_a_students_tables_other_supervisors_column(tmp_path):
    claims = extracted(tmp_path, """Current PhD students

Student | Degree | Role | Other supervisor(s) | Start
Kwabena Ofori-Atta | PhD Public Health | Primary supervisor | Prof. Gareth Pennington-Lowe (secondary) | Oct 2021
Harriet Bellamy-Stone | PhD Public Health (part-time) | Secondary supervisor | Dr Ifeoma Chukwu (primary) | Jan 2022
""", "profile.txt").claims
    co = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision) and c.advisor != OWNER}
    assert co == {("Gareth Pennington-Lowe", "Kwabena Ofori-Atta"), ("Ifeoma Chukwu", "Harriet Bellamy-Stone")}
    # the owner's role in a row ("Secondary supervisor") is no place the student is at
    assert not [c for c in claims if isinstance(c, Affiliation) and "supervisor" in c.org]
