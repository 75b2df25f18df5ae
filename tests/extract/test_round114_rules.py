"""Session-47 rules: what round 114's pages showed (a journal's obituary set in two columns, through pdftotext)."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.ingest.text import reflow
from labgraph.model import OWNER, Supervision

from .helpers import written as _write


def _claims(tmp_path, text, name="page.txt"):
    return extract_document(read(_write(tmp_path, name, text))).claims


def _supervisions(claims):
    return {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}


# A column of an obituary as pdftotext gives it: lines of some 45 characters, words broken at hyphens
_COLUMN = """Lena Brandt, who for four decades was the
quiet center of gravity of marine chemis-
try in Norway, died at her home in Bergen
on 4 May 2024, aged 80. She studied chem-
istry at the University of Oslo and in 1966
moved to the University of Washington,
where she completed a Ph.D. in oceanogra-
phy in 1970 under Walter K. Hollis. After
two years as a postdoctoral investigator
at the Woods Hole Oceanographic Institu-
tion with Ruth Calder-Moss (1970–1972),
Lena returned to Bergen as a lecturer.
Lena supervised 12 doctoral theses. Her
first M.Sc. student, Arne Dahl (M.Sc.
1976), spent his career at the Institute
of Marine Research. Postdocs in her labo-
ratory included Kenji Mori (1996–1998),
later at the University of Tokyo, and Ida
Holm (2001–2003).
"""


def test_a_narrow_column_of_prose_is_joined_into_paragraphs_but_a_short_list_is_not():
    joined = [ln for ln in reflow(_COLUMN).split("\n") if ln.strip()]
    assert len(joined) <= 3 and "marine chemistry in Norway" in joined[0]      # (a line ending a sentence may end one)
    assert "at the Woods Hole Oceanographic Institution with Ruth Calder-Moss" in joined[0]
    assert any("Arne Dahl (M.Sc. 1976), spent" in ln for ln in joined)
    people = "Faculty\nKaren Lindholm, Professor and Chair\nOluwaseun Adebayo, Associate Professor\n" \
             "Wei Chen, Assistant Professor\n\nEmeriti\nRichard Tolland, Professor Emeritus\n\nGraduate Students\n" \
             "Ana Paula Ribeiro (advisor: Karen Lindholm)\nMarcus Oyelaran (advisors: Wei Chen and Oluwaseun Adebayo)\n" \
             "Sun-hee Park (advisor: Karen Lindholm)\nTom Berg (advisor: Wei Chen)\nIda Lund (advisor: Wei Chen)\n"
    assert reflow(people) == people


def test_an_obituarys_column_gives_its_subjects_advisors_and_students(tmp_path):
    found = _supervisions(_claims(tmp_path, "Lena Brandt (1944–2024)\n\n" + _COLUMN, "obituary.txt"))
    assert ("Walter K. Hollis", OWNER, "PhD") in found
    assert ("Ruth Calder-Moss", OWNER, "Postdoc") in found
    assert (OWNER, "Arne Dahl", "Master") in found
    assert {(OWNER, "Kenji Mori", "Postdoc"), (OWNER, "Ida Holm", "Postdoc")} <= found


_PROFILE = """# Elif Roe

## Experience

### Durham University
*Full-time · 6 yrs 4 mos*
Durham, England, United Kingdom

**Senior Research Software Engineer**
Aug 2022 – Present · 2 yrs 5 mos
- Lead a team of four RSEs.

**Research Software Engineer**
Oct 2018 – Jul 2022 · 3 yrs 10 mos
- Embedded RSE in the Institute for Computational Cosmology.

### Met Office
*Scientific Software Engineer (Graduate Scheme) · Full-time*
Sep 2016 – Sep 2018 · 2 yrs 1 mo
Exeter, England, United Kingdom · On-site

### CERN
*Summer Student · Internship*
Jun 2013 – Aug 2013 · 3 mos

## Education

### The University of Edinburgh
Master of Science - MSc, High Performance Computing with Data Science
2015 – 2016

### Middle East Technical University
Bachelor of Science - BS, Physics
2010 – 2014
"""


def test_a_network_profiles_employers_and_schools_under_their_own_sub_headings(tmp_path):
    from labgraph.model import Education, Position
    claims = _claims(tmp_path, _PROFILE, "profile.md")
    posts = {(c.title, c.org) for c in claims if isinstance(c, Position) and c.person == OWNER}
    assert {("Senior Research Software Engineer", "Durham University"), ("Research Software Engineer", "Durham University"),
            ("Scientific Software Engineer (Graduate Scheme)", "Met Office"), ("Summer Student", "CERN")} <= posts
    assert not any("England" in org for _, org in posts)
    schools = {(c.degree, c.institution) for c in claims if isinstance(c, Education) and c.person == OWNER}
    assert ("MSc", "University of Edinburgh") in schools and ("BSc", "Middle East Technical University") in schools


def test_former_students_included_in_a_sentence_keep_their_employers_whole(tmp_path):
    from labgraph.model import Affiliation
    page = """Dr. Fatima Benali

Dr. Fatima Benali is an Associate Professor at Simon Fraser University. Her former students include Jonah Whitlock (MA 2021), now a policy analyst at Environment and Climate Change Canada, and Meera Sundaram (PhD 2023), now a postdoctoral fellow at the University of British Columbia.
"""
    orgs = {c.org for c in _claims(tmp_path, page) if isinstance(c, Affiliation) and c.person == "Jonah Whitlock"}
    assert "Environment" not in orgs


def test_a_year_span_under_an_entry_is_that_entrys(tmp_path):
    from labgraph.model import Position
    page = """# Kavya Roe

## Experience

**Postdoctoral Research Associate** — Sainsbury Laboratory, University of Cambridge
*Jan 2021 – Aug 2022*

**PhD candidate** — Laboratory of Phytopathology, Wageningen University & Research
*2016 – 2020*

**Project Assistant** — Indian Institute of Science, Bengaluru
*2015 – 2016*
"""
    posts = {(c.title, c.start, c.end) for c in _claims(tmp_path, page, "cv.md") if isinstance(c, Position)}
    assert ("Project Assistant", 2015, 2016) in posts


def test_a_titled_subject_in_apposition_is_the_postdoc_and_a_labs_field_is_no_host():
    from labgraph.extract import supervision
    from labgraph.model import Evidence

    def said(text):
        return {(c.advisor, c.advisee, c.level) for c in supervision.sentence_claims(Evidence("x", 1, text))
                if isinstance(c, Supervision)}
    assert said("Dr Mei-Ling Tsao, a postdoctoral researcher with Professor Ann Roe from 2013 to 2016, "
                "described her as kind.") == {("Ann Roe", "Mei-Ling Tsao", "Postdoc")}
    assert said("She spent three years as a postdoctoral researcher with Professor Beat Zumsteg in the Laboratory of "
                "Applied Photonics at EPFL.") == {("Beat Zumsteg", OWNER, "Postdoc")}


def test_a_cards_research_group_label_names_the_members_group_whatever_its_name_and_role_note(tmp_path):
    from labgraph.model import Affiliation
    page = """Academic staff

FULL PROFESSORS

LODIGIANI Gianfranco
Professore Ordinario - SSD BIO/07 Ecologia
Research group: Freshwater Ecology (group leader)
gianfranco.lodigiani@unipr.it

DELL'AQUILA Chiara
Ricercatrice RTD-B (tenure-track) - SSD BIO/07 Ecologia
Research group: Freshwater Ecology
chiara.dellaquila@unipr.it
"""
    groups = {(c.person, c.org) for c in _claims(tmp_path, page, "staff.txt") if isinstance(c, Affiliation)}
    assert {("LODIGIANI Gianfranco", "Freshwater Ecology"), ("DELL'AQUILA Chiara", "Freshwater Ecology")} <= groups
