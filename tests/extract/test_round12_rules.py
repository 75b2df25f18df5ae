"""Session-9 rules: papers announced in news items with their authors ("by A, B and C"), or as a reference."""
from labgraph.model import OWNER, Affiliation, Education, Position, Publication, Supervision

from .helpers import claims_of, pairs


NEWS = """
Soil Microbes Lab

News

2023-11-02 New paper in Soil Biology and Biochemistry: “Nitrogen pulses after thaw in subarctic heath” by Ilse Varga, Tom A. Briggs and Noor Haddad.

05.09.2023

Fresh off the press! "Fungal networks under drought" by Pia Lund and Noor Haddad is out in New Phytologist (2023). Well done!

12.04.2023

Paper out: Lund P, Haddad N (2023) Root exudates shape rhizosphere carbon use. Plant and Soil 480: 11–25.

01.02.2023

We enjoyed the seminar "Why soils breathe at night" by Dr Karl Moe from the Arctic University.
"""


def test_news_items_announce_papers_with_their_authors_and_venues():
    found = {p.title: p for p in claims_of(NEWS, Publication)}
    thaw = found["Nitrogen pulses after thaw in subarctic heath"]
    assert thaw.authors == ("Ilse Varga", "Tom A. Briggs", "Noor Haddad")     # the initial's dot ends no list
    assert (thaw.venue, thaw.year) == ("Soil Biology and Biochemistry", 2023)   # the year of the item's date
    drought = found["Fungal networks under drought"]
    assert (drought.authors, drought.venue, drought.year) == (("Pia Lund", "Noor Haddad"), "New Phytologist", 2023)
    roots = found["Root exudates shape rhizosphere carbon use"]
    assert (roots.authors, roots.venue, roots.year) == (("Lund P", "Haddad N"), "Plant and Soil", 2023)


def test_a_talk_by_someone_in_the_news_is_no_paper():
    assert not any("soils breathe" in p.title for p in claims_of(NEWS, Publication))


DEFENCES = """
PhD defences | Department of Earth Sciences – Utrecht University

Upcoming PhD defences

Sediment pulses in braided rivers

  • Date: 3 June 2025, 12:45, Academiegebouw
  • Candidate: Ana Ruiz
  • Research group: River Dynamics (RD)
  • Supervisor(s): Prof. dr. Ilse Varga (promotor, RD); dr. Tom Briggs, Deltares (co-promotor)
  • Committee: Prof. Karl Moe (University of Bergen, chair); Prof. Noor Haddad (Ghent University)

Past PhD defences

Ice shelves under a warming ocean

  • Date: 12/11/2024
  • Candidate: Li Wen – joint PhD of Utrecht University and University of Bremen
  • Research group: RD
  • Supervisor: Prof. dr. Ilse Varga
  • Result: doctoral degree awarded

PhD students wanted

  • Candidate: you? Send us your CV.
"""


def test_a_defence_record_names_the_candidates_supervisors_and_where_everyone_works():
    found = claims_of(DEFENCES)
    sup = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level", "role")
    assert sup == {("Ilse Varga", "Ana Ruiz", "PhD", None), ("Tom Briggs", "Ana Ruiz", "PhD", "co-supervisor"),
                   ("Ilse Varga", "Li Wen", "PhD", None)}
    aff = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    # the group's short form in a later record is the group named in full before
    assert {("Ana Ruiz", "River Dynamics"), ("Li Wen", "River Dynamics"), ("Ana Ruiz", "Utrecht University"),
            ("Ilse Varga", "River Dynamics"), ("Tom Briggs", "Deltares"), ("Karl Moe", "University of Bergen"),
            ("Noor Haddad", "Ghent University"), ("Li Wen", "University of Bremen")} <= aff
    assert not any(p in ("Karl Moe", "Noor Haddad") for p, in pairs([c for c in found if isinstance(c, Supervision)], "advisor"))
    edu = pairs([c for c in found if isinstance(c, Education)], "person", "institution", "end")
    # a degree is earned once the record's result says so, in the year of its date; a joint PhD at both places
    assert edu == {("Ana Ruiz", "Utrecht University", None), ("Li Wen", "Utrecht University", 2024),
                   ("Li Wen", "University of Bremen", 2024)}


SPEAKERS = """
Invited talks

Why rivers braid

Dr. Ravi K. Menon, Principal Scientist, Shell Technology Centre Amsterdam

Ravi Menon received his PhD in civil engineering from the Indian Institute of Science in 2011 under the guidance of Prof. S. Iyer. He was then a postdoctoral researcher at ETH Zürich (2011–2014).

Ice and ocean

Prof. Dr. Eva Lindgren, Full Professor, Stockholm University

Eva Lindgren obtained her PhD at Uppsala University in 2006. She joined Stockholm University in 2015.
"""


def test_each_speakers_biography_is_about_its_speaker():
    found = claims_of(SPEAKERS)
    edu = pairs([c for c in found if isinstance(c, Education)], "person", "institution")
    assert edu == {("Ravi K. Menon", "Indian Institute of Science"), ("Eva Lindgren", "Uppsala University")}
    pos = pairs([c for c in found if isinstance(c, Position)], "person", "title", "org")
    assert {("Ravi K. Menon", "Principal Scientist", "Shell Technology Centre Amsterdam"),
            ("Eva Lindgren", "Full Professor", "Stockholm University")} <= pos
    assert ("S. Iyer", "Ravi K. Menon") in pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee")
    assert not any(c.person == OWNER for c in found if isinstance(c, (Education, Position)))


def test_one_biography_on_a_page_stays_its_owners():
    text = """
    Eva Lindgren

    Eva Lindgren obtained her PhD at Uppsala University in 2006. She joined Stockholm University in 2015.
    """
    edu = [c for c in claims_of(text) if isinstance(c, Education)]
    assert [(c.person, c.institution) for c in edu] == [(OWNER, "Uppsala University")]


def test_mathematicians_references_set_like_markdown_with_places_and_preprint_status():
    from labgraph.extract.publications import parse_citation
    assert parse_citation("[1] A. Roe, *Rigidity of lattice actions on the circle*, Ann. Inst. Fourier (Grenoble) "
                          "**61** (2011), no. 4, 1421-1460.") == (
        "Rigidity of lattice actions on the circle", ("A. Roe",), "Ann. Inst. Fourier (Grenoble)", 2011)
    assert parse_citation("A. Roe, B. Lind, and C. Moe, Fixed points on dendrites, arXiv:2410.09931, submitted.") == (
        "Fixed points on dendrites", ("A. Roe", "B. Lind", "C. Moe"), "arXiv", 2024)
    # a footnote star after a name is no emphasis
    assert parse_citation("Ren J*, Feng X*, Mai L. Fast graphs for all. In SOSP, 2019.")[1] == ("Ren J", "Feng X", "Mai L")


def test_headings_with_their_years_and_entries_that_are_not_headings():
    from labgraph.sections import heading_kind
    assert heading_kind("6   Selected publications 2024") == "publications"
    assert heading_kind("Publications 2020–2024") == "publications"
    assert heading_kind("Talks 2019-") == "talks"
    assert heading_kind("Best Paper Award 2020") is None           # an award of that year, not a heading
    assert heading_kind("Oslo 2024") is None


REPORT = """
Graduations

Doctoral degrees

Erik Lund Nkemelu
   Carbonate chemistry in the Skagerrak. Defended 15 March 2024. Supervisors: Prof. Annika Berg (main), Dr. Olu Adeyemi.
   Erik is now a postdoctoral researcher at GEOMAR.

Master's degrees

Six students completed their degree projects at the institute, among them Hanna Sjödin (supervisor: N. Benali),
Tobias Ekström (supervisor: T. Rintala) and Maja Lund (supervisors: C. Bellandi and M. Dahl).
"""


def test_an_entry_headed_by_a_name_is_about_that_person_and_names_before_brackets_are_advised():
    sup = pairs(claims_of(REPORT, Supervision), "advisor", "advisee", "level")
    assert {("Annika Berg", "Erik Lund Nkemelu", "PhD"), ("Olu Adeyemi", "Erik Lund Nkemelu", "PhD")} <= sup
    assert {("N. Benali", "Hanna Sjödin"), ("T. Rintala", "Tobias Ekström"), ("C. Bellandi", "Maja Lund"),
            ("M. Dahl", "Maja Lund")} <= {(a, b) for a, b, _ in sup}
    assert not any(b == "OWNER" for _, b, _ in sup)


def test_a_place_before_a_hosts_bracket_is_no_one_advised():
    text = """
    Positions
    2015 – 2017   Postdoctoral Research Fellow, FitzPatrick Institute, University of Cape Town (host: Prof. Peter G. Ryan)
    """
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee")
    assert sup == {("Peter G. Ryan", "OWNER")}


def test_a_lab_named_by_its_acronym_first_sits_in_its_units_but_not_in_the_town():
    from labgraph.extract.career import lab_intro
    from labgraph.model import Evidence, PartOf
    text = ("LECI (Insect Ecophysiology & Behaviour Lab) is part of the Departamento de Ecología, Facultad de Ciencias "
            "Biológicas, Pontificia Universidad Católica de Chile, Santiago.")
    found = lab_intro(Evidence("x.html", 5, text))
    assert [c.org for c in found if isinstance(c, Affiliation)] == [
        "Insect Ecophysiology & Behaviour Lab", "Departamento de Ecología", "Facultad de Ciencias Biológicas",
        "Pontificia Universidad Católica de Chile"]
    assert ("Facultad de Ciencias Biológicas", "Pontificia Universidad Católica de Chile") in \
        {(c.part, c.whole) for c in found if isinstance(c, PartOf)}


def test_a_repository_address_without_its_scheme_names_the_software():
    from labgraph.model import Software
    text = """
    Lab Manager

    Coté has run the lab's facilities since 2016 and maintains our R package thermotol (github.com/leci-uc/thermotol).
    """
    [tool] = claims_of(text, Software)
    assert (tool.name, tool.repository) == ("thermotol", "https://github.com/leci-uc/thermotol")


README = """
# tidewatch

## Installation

```bash
# from PyPI
pip install tidewatch
```

## Authors

| Name | Role | Affiliation |
|------|------|-------------|
| Ana Ruiz ([@aruiz](https://github.com/aruiz)) | lead developer | Postdoctoral Fellow, Geophysical Institute, University of Bergen, Norway |
| Tom Ek | project lead | Ocean Physics Group, Department of Physics, University of Oxford, UK |

## Contributors

- **Li Wen** — Institute for Marine Research, Utrecht University — grid coupling
- **Karl Moe** — Best Student Paper Award, OCEANS 2023
- **Pia Lund** — documentation

## Related tools

- [tidekit](https://github.com/ocean-lab/tidekit) — a 1-D tide solver
"""


def test_a_software_readmes_people_tables_contributors_and_related_tools():
    from labgraph.ingest.text import unmark
    from labgraph.model import Document, PartOf, Software
    from labgraph.sections import split_sections
    found = claims_of(unmark(README)[0], path="README.md")
    aff = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert {("Ana Ruiz", "Geophysical Institute"), ("Ana Ruiz", "University of Bergen"),
            ("Tom Ek", "Ocean Physics Group"), ("Tom Ek", "Department of Physics"), ("Tom Ek", "University of Oxford"),
            ("Li Wen", "Institute for Marine Research"), ("Li Wen", "Utrecht University")} <= aff
    assert not any(p in ("Karl Moe", "Pia Lund") for p, _ in aff)          # an award, a task: no workplace
    assert ("Ana Ruiz", "Postdoctoral Fellow", "Geophysical Institute") in pairs(
        [c for c in found if isinstance(c, Position)], "person", "title", "org")
    assert ("Ocean Physics Group", "Department of Physics") in {(c.part, c.whole) for c in found if isinstance(c, PartOf)}
    assert "tidekit" in {c.name for c in found if isinstance(c, Software)}
    headings = [s.heading for s in split_sections(Document("README.md", unmark(README)[0]))]
    assert "# from PyPI" not in headings                    # a comment in a code block is no heading


THESIS = """

        Learning on Intermittently Powered
                 Embedded Sensor Networks


                       Aoife Kelly
                      B.Sc. (Hons), M.Sc.

      A thesis submitted to University College Dublin for the degree of Doctor of Philosophy (Ph.D.)

  Supervisors:
     Assoc. Prof. Cormac Walsh, School of Computer Science, UCD (Principal Supervisor)
     Dr. Hélène Marchand, SOLSTICE team,
        Inria Rennes – Bretagne Atlantique, France (Co-Supervisor)

  Examiners:
     Prof. Rasmus Lindgren, Chalmers University of Technology, Sweden (External Examiner)
"""


def test_a_thesis_title_page_names_its_author_supervisors_and_examiners():
    from labgraph.extract.owner import find_owner
    from labgraph.model import Document
    import textwrap
    assert find_owner(Document("t.txt", textwrap.dedent(THESIS))).name == "Aoife Kelly"   # not the title's last line
    found = claims_of(THESIS)
    assert pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level", "role") == {
        ("Cormac Walsh", "OWNER", "PhD", None), ("Hélène Marchand", "OWNER", "PhD", "co-supervisor")}
    aff = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert {("Cormac Walsh", "School of Computer Science"), ("Hélène Marchand", "Inria Rennes – Bretagne Atlantique"),
            ("Rasmus Lindgren", "Chalmers University of Technology")} <= aff


def test_a_cvs_advisor_label_over_the_owners_students_is_no_one_advising_the_owner():
    text = """
    Jo Roe

    Graduate Advising
    Primary advisor:
       Tom Ek (Ph.D. 2020). Current position: Assistant Professor, University of Michigan
       Ana Ruiz (current doctoral student)
    """
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee")
    assert ("OWNER", "Tom Ek") in sup and not any(b == "OWNER" for _, b in sup)


WIKI = """
Ada Lindqvist

Career[edit]
From 1989 to 1991 she was a postdoctoral researcher with Wolfgang Kessler at the Max Planck Institute for Metals Research in Stuttgart.[4] In 1991 she was appointed assistant professor at McMaster University in Hamilton, Ontario, and was promoted in 1996. She spent 1998 as a visiting professor at Kyoto University.[5][6]

Selected publications[edit]
Lindqvist, A.; Marchetti, L. (2004). "A criterion for intergranular film stability in oxide ceramics". Acta Materialia. 52 (9): 2655–2667.

References[edit]
^ a b "Ada Lindqvist named University Professor". U of T News. 9 May 2019. Retrieved 2 February 2021.
^ "Past chairs of the department". University of Toronto. Retrieved 8 January 2020.

External links[edit]
Ada Lindqvist publications indexed by Google Scholar
"""


def test_an_encyclopaedia_article_reads_its_paragraphs_as_sentences_and_not_its_sources_as_papers():
    found = claims_of(WIKI)
    titles = {c.title for c in found if isinstance(c, Publication)}
    assert titles == {"A criterion for intergranular film stability in oxide ceramics"}
    orgs = {c.org for c in found if isinstance(c, (Position, Affiliation)) and c.person == OWNER}
    assert {"Max Planck Institute for Metals Research", "McMaster University", "Kyoto University"} <= orgs
    assert "Ontario" not in orgs
    assert ("Wolfgang Kessler", "OWNER", "Postdoc") in pairs(
        [c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")


CLINICAL = """
# CURRICULUM VITAE

**Ana Ruiz, MD, MSc**

## Education

| Dates | Degree | Institution | Notes |
|---|---|---|---|
| 2012–2014 | MSc, Health Research Methodology | McMaster University, Hamilton ON | Thesis supervisor: Dr. Deborah J. Whitcombe |
| 1999–2002 | BSc, Biochemistry | Université Laval, Québec QC | Honours project supervisor: Dr. Michel Bouchard |

## Mentoring

| Trainee | Level | Years | My role | Current position |
|---|---|---|---|---|
| Marco Vitale | PhD | 2019–2024 | Co-supervisor (with Dr. D. J. Whitcombe) | Postdoctoral fellow, Karolinska Institutet |
| Jessica Oduya | PhD | 2023–present | Thesis committee member | — |
"""


def test_a_cv_tables_notes_name_the_owners_supervisors_and_a_committee_member_supervises_no_one():
    found = claims_of(CLINICAL, path="cv.md")
    sup = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("Deborah J. Whitcombe", "OWNER", "Master"), ("Michel Bouchard", "OWNER", "Bachelor"),
            ("OWNER", "Marco Vitale", "PhD")} <= sup
    assert not any(b == "Jessica Oduya" for _, b, _ in sup)        # on her committee only
    edu = pairs([c for c in found if isinstance(c, Education) and c.person == OWNER], "degree", "institution")
    assert ("MSc", "McMaster University") in edu                   # the school, not the field before it


GROUP = """
Team | Van 't Hooft Lab – Sleep Dynamics | University of Groningen

Sleep & Cortical Dynamics group

We study why the brain needs sleep. The group is part of the Faculty of Science and Engineering of the University of Groningen.

Prof. dr. Femke van 't Hooft

Group leader · Professor of Systems Neuroscience

Highlights

12 March 2024

New paper in Neuron! Joris shows that bursts gate ripples: Mulder J, Zhao W, van 't Hooft F (2024). Thalamic bursts gate spindle coupling during sleep. Neuron 112(6): 981–997.

30/11/2023

Ayşe's first preprint is out: “Chronic social defeat fragments slow-wave sleep in mice” (Demirci A, Bakker M, van 't Hooft F), bioRxiv 2023.

2 October 2019

Hamid Farahani received the ESRS Young Investigator Award for his work.
"""


def test_a_dutch_group_page_its_leader_and_the_papers_its_highlights_announce():
    from labgraph.extract.owner import find_owner
    from labgraph.model import Document
    import textwrap
    owner = find_owner(Document("g.txt", textwrap.dedent(GROUP)))
    assert owner is not None and owner.name == "Femke van 't Hooft"     # a Dutch "van 't", a long role line
    found = claims_of(GROUP)
    orgs = {c.org for c in found if isinstance(c, Affiliation) and c.person == OWNER}
    assert {"Sleep & Cortical Dynamics group", "Faculty of Science and Engineering", "University of Groningen"} <= orgs
    papers = {c.title: c for c in found if isinstance(c, Publication)}
    bursts = papers["Thalamic bursts gate spindle coupling during sleep"]
    assert (bursts.authors, bursts.year, bursts.venue) == (("Mulder J", "Zhao W", "van 't Hooft F"), 2024, "Neuron")
    defeat = papers["Chronic social defeat fragments slow-wave sleep in mice"]
    assert (defeat.authors, defeat.year, defeat.venue) == (("Demirci A", "Bakker M", "van 't Hooft F"), 2023, "bioRxiv")


def test_a_table_cells_line_break_keeps_its_lines_apart():
    from labgraph.ingest.html import html_document
    page = ("<html><body><main><h2>PhD candidates</h2><table><tr><th>Name</th><th>Promotor / co-promotor</th></tr>"
            "<tr><td>Joris Mulder, MSc</td><td>Promotor: prof. dr. A. Berg<br>Co-promotor: dr. S. Lind</td></tr>"
            "<tr><td>Ayse Demir, MSc</td><td>Promotor: prof. dr. A. Berg<br>Co-promotor: dr. P. Rao</td></tr>"
            "</table><p>All candidates are enrolled in the Graduate School of Science and Engineering.</p></main></body></html>")
    text = html_document("t.html", page).text
    assert "Promotor: prof. dr. A. Berg; Co-promotor: dr. S. Lind" in text


GERMAN_CV = """
Prof. Dr. Judith Berger-Strauß

Curriculum Vitae
seit 2018             W3-Professur für Organische Chemie, Institut für Organische Chemie,
                      Karlsruher Institut für Technologie (KIT)
10/2016 – 09/2018     W2-Professur (Tenure Track), Fakultät für Chemie und Pharmazie,
                      Universität Regensburg
11/2010 – 09/2012     Postdoktorandin bei Prof. Rachel E. Okafor, California Institute of
                      Technology (Caltech), Pasadena, USA

Akademischer Werdegang
10/2006 – 10/2010     Promotion in Organischer Chemie (Dr. rer. nat.),
                      Ruprecht-Karls-Universität Heidelberg, bei Prof. Dr. Wolfgang Tiedemann
08/2005 – 07/2006     Diplomarbeit bei Prof. Dr. Wolfgang Tiedemann, Universität Heidelberg

Selected publications
1. Oberländer, F.; Aydın, Y.; Brandt, L. M.; Berger-Strauß, J. Photocatalytic Deconstructive
   Fluorination of Cyclic Amines. J. Am. Chem. Soc. 2024, 146, 8812–8820.
2. Zhou, H.; Kreuzer, T.; Berger-Strauß, J. Supramolecular Cages as Confined Photoreactors for
   Enantioselective [2+2] Cycloadditions. Angew. Chem. Int. Ed. 2023, 62, e202311457.
"""


def test_a_german_cv_its_dates_titles_advisors_and_wrapped_references():
    found = claims_of(GERMAN_CV)
    pos = {(c.title, c.org, c.start, c.end) for c in found if isinstance(c, Position) and c.person == OWNER}
    assert ("W3-Professur für Organische Chemie", "Institut für Organische Chemie", 2018, None) in pos   # "seit 2018"
    assert any(org == "California Institute of Technology" and (s, e) == (2010, 2012) for _, org, s, e in pos)
    sup = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("Rachel E. Okafor", "OWNER", "Postdoc"), ("Wolfgang Tiedemann", "OWNER", "PhD"),
            ("Wolfgang Tiedemann", "OWNER", "Master")} <= sup
    titles = {c.title for c in found if isinstance(c, Publication)}
    assert titles == {"Photocatalytic Deconstructive Fluorination of Cyclic Amines",
                      "Supramolecular Cages as Confined Photoreactors for Enantioselective [2+2] Cycloadditions"}


def test_a_students_entry_continued_on_indented_lines_and_a_current_students_thesis_topic():
    text = """
    Ana Ruiz

    PhD students

    - **Tāne Walker** (2021– ) — thesis: *Hybridisation in island tomtits*.
      Co-supervisor: Prof. Ruth Alderson (University of Otago).
    - **Jonah Fitz** (2023– ) — thesis: *Heat tolerance of wētā*.
    """
    found = claims_of(text, Supervision)
    assert ("Ruth Alderson", "Tāne Walker") in pairs(found, "advisor", "advisee")      # not the page's owner
    assert not any(c.advisee == OWNER for c in found)
    assert {(c.advisee, c.start, c.end) for c in found if c.advisor == OWNER} == {
        ("Tāne Walker", 2021, None), ("Jonah Fitz", 2023, None)}                  # current: their topic, no thesis done


MARKED = """
PUBLICATIONS -- Dr. Sudha Rao
Associate Professor, Department of Physics, National Institute of Technology Rourkela

  *  Ph.D. scholar supervised / co-supervised by me
  #  M.Tech. student supervised by me
  †  corresponding author

A. JOURNAL ARTICLES

[2] R. Mahapatra*, B. Pradhan, and S. Rao†, "A polarization-insensitive absorber for X-band radar," IEEE Trans. Antennas Propag., vol. 72, no. 3, pp. 2211-2220, 2024.
[1] S. Behera*, M. Tirkey#, and S. Rao, "Conformal metamaterial absorber on a flexible substrate," AEU Int. J. Electron. Commun., vol. 160, 2023.

D. PATENTS

[P1] S. Rao and A. K. Swain, "Optically transparent broadband microwave absorber," Indian Patent No. 412345, granted Nov. 2022.
"""


def test_a_publication_lists_marked_authors_are_the_owners_students_at_the_legends_level():
    found = claims_of(MARKED)
    sup = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("OWNER", "R. Mahapatra", "PhD"), ("OWNER", "S. Behera", "PhD"), ("OWNER", "M. Tirkey", "Master")} <= sup
    assert not any(b == "B. Pradhan" for _, b, _ in sup)          # unmarked
    titles = {c.title for c in found if isinstance(c, Publication)}
    assert not any("Optically transparent" in t for t in titles)     # under "D. PATENTS": no paper


def test_a_students_label_with_its_university_sets_the_level_of_the_indented_entries():
    text = """
    Jo Roe

    ADVISING

    PhD students, University of Wisconsin-Madison (main advisor unless noted)

        Hyun-woo Baek, 2019 (Economist, Bank of Korea)
        Marcus T. Oyelowo, 2022 (Economist, Amazon)
    """
    sup = pairs(claims_of(text, Supervision), "advisor", "advisee", "level")
    assert {("OWNER", "Hyun-woo Baek", "PhD"), ("OWNER", "Marcus T. Oyelowo", "PhD")} <= sup
