"""Session-13 rules: a publication list in APA style titled by its kind under the owner's name, its presentations
written as references, the theses its owner supervised written as references, and its legend of student marks."""
import textwrap

import pytest

from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Affiliation, Education, Position, Publication, Supervision

from .helpers import pairs

APA_LIST = """\
MAREN ØSTBY-KALLIO, PhD
Publications

Senior Lecturer, School of Education, University of Eastmoor (UoE), Harrow Lane, Eastmoor 7, Scotland
(previously Research Fellow, Centre for Literacy, Fenwick University, 2012–2016)
maren.ostby@uoe.example  |  updated 3 Mar. 2024

Note. An asterisk (*) marks a student I supervised when the work was done.

JOURNAL ARTICLES

Östby-Kallio, M., Quist, H. J.*, & Barrow, T. (2022). Reading aloud to toddlers in two languages: A diary
    study. Journal of Early Literacy, 18(2), 77–95.

Lamont, G., & Östby-Kallio, M. (2019). Phonics without tears? A cluster trial. Reading Research Quarterly,
    54(1), 1–22.

CONFERENCE PRESENTATIONS

Quist, H. J.*, & Östby-Kallio, M. (2021, June 3–5). Do bilingual books help? Evidence from nurseries
    [Poster presentation]. Annual Meeting of the Literacy Research Association, Leeds, United Kingdom.

Invited talk: "Why children stop reading", Eastmoor Book Festival, 2020.

PATENTS

Östby-Kallio, M., & Barrow, T. (2021). A page-turning reading tutor. UK Patent GB2590001.

THESES SUPERVISED

Doctoral
  Quist, Hanne J.* (2023). Shared reading in bilingual families: Talk, gesture and vocabulary
      [Doctoral dissertation, University of Eastmoor]. Principal supervisor; co-supervisor: Dr Ivo Brennan.
  Sáez, Lucía* (in progress, exp. 2027). Reading apps in rural schools [working title].
      University of Eastmoor. Principal supervisor.

Master's (MSc by research)
  Okonkwo, Ada* (2018). Storybook apps and word learning [Master's thesis, Fenwick University].
      Co-supervised with Dr Petra Lind.
"""


@pytest.fixture
def claims_of(tmp_path):
    """The claims of a text read as a file is (a reference's hanging lines joined at reading)."""
    def read_claims(text, kind=None):
        path = tmp_path / "doc.txt"
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return [c for c in extract_document(read(path)).claims if kind is None or isinstance(c, kind)]
    return read_claims


def test_theses_written_as_references_are_the_owners_students_and_their_works(claims_of):
    found = claims_of(APA_LIST)
    advising = pairs([c for c in found if isinstance(c, Supervision)], "advisor", "advisee", "level")
    assert {("OWNER", "Hanne J. Quist", "PhD"), ("Ivo Brennan", "Hanne J. Quist", "PhD"),
            ("OWNER", "Lucía Sáez", "PhD"), ("OWNER", "Ada Okonkwo", "Master"),
            ("Petra Lind", "Ada Okonkwo", "Master")} <= advising
    degrees = pairs([c for c in found if isinstance(c, Education)], "person", "degree", "institution", "end")
    assert {("Hanne J. Quist", "PhD", "University of Eastmoor", 2023), ("Lucía Sáez", "PhD", "University of Eastmoor", None),
            ("Ada Okonkwo", "MSc", "Fenwick University", 2018)} <= degrees
    # a student still at work is a member of the university; a graduate's degree alone is no affiliation
    members = pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert ("Lucía Sáez", "University of Eastmoor") in members
    assert ("Hanne J. Quist", "University of Eastmoor") not in members
    works = pairs([c for c in found if isinstance(c, Publication)], "title", "authors", "year")
    assert ("Shared reading in bilingual families: Talk, gesture and vocabulary", ("Hanne J. Quist",), 2023) in works
    assert ("Storybook apps and word learning", ("Ada Okonkwo",), 2018) in works
    # a thesis still in progress is no work yet
    assert not any("Reading apps" in w[0] for w in works)


def test_presentations_written_as_references_are_works_and_talks_named_by_place_are_not(claims_of):
    works = {c.title: c for c in claims_of(APA_LIST, Publication)}
    # the date with its month and days, the note in brackets ending the title (a question and its subtitle)
    poster = works["Do bilingual books help? Evidence from nurseries"]
    assert (poster.authors, poster.year) == (("H. J. Quist", "M. Östby-Kallio"), 2021)
    assert poster.venue.startswith("Annual Meeting of the Literacy Research Association")
    assert not any("stop reading" in t for t in works)
    assert not any("tutor" in t for t in works)        # a patent is no presentation


def test_a_list_titled_by_its_kind_keeps_its_owners_post_in_its_head(claims_of):
    found = claims_of(APA_LIST)
    posts = pairs([c for c in found if isinstance(c, Position)], "person", "org")
    assert ("OWNER", "University of Eastmoor (UoE)") in posts or ("OWNER", "University of Eastmoor") in posts
    assert ("OWNER", "Fenwick University") in pairs([c for c in found if isinstance(c, Affiliation)], "person", "org")
    assert not any(isinstance(c, Publication) and "updated" in (c.venue or "") for c in found)


def test_a_list_whose_works_follow_its_title_stays_a_list(claims_of):
    found = claims_of("""\
        Dr. Joss Amberley
        Publications
        Amberley, J., & Kell, R. (2021). Tidal sands of the north. Coastal Studies, 4, 1–9.
        Kell, R., & Amberley, J. (2019). Dune grass and wind. Coastal Studies, 2, 10–19.

        Book chapters
        Amberley, J. (2018). Beaches of the far north. In R. Kell (Ed.), Shores (pp. 3–9). Shoreline Press.
        """, Publication)
    assert {c.title for c in found} >= {"Tidal sands of the north", "Dune grass and wind", "Beaches of the far north"}


def test_an_asterisk_legend_makes_the_marked_authors_the_owners_students(claims_of):
    advising = pairs(claims_of(APA_LIST, Supervision), "advisor", "advisee")
    assert ("OWNER", "H. J. Quist") in advising or ("OWNER", "Hanne J. Quist") in advising
    assert not any(advisee in ("T. Barrow", "G. Lamont") for _, advisee in advising)


def test_an_equal_contribution_asterisk_names_no_students(claims_of):
    advising = claims_of("""\
        Ines Varga
        Assistant Professor, Department of Physics, Northvale University

        Publications
        Note. An asterisk (*) marks equal contribution.
        Varga, I.*, & Holt, P.* (2022). Cold atoms in a ring. Physical Review A, 105, 1–9.
        """, Supervision)
    assert advising == []


def test_a_mark_after_a_coauthors_name_is_not_read_as_the_preceding_authors(claims_of):
    advising = pairs(claims_of("""\
        Ravi Menon
        Professor, Department of Physics, Northvale University
        * denotes a Ph.D. student supervised by me

        Journal articles
        [1] R. Menon, K. Das*, "Cold atoms in a ring," Phys. Rev. A, vol. 105, pp. 1-9, 2022.
        """, Supervision), "advisor", "advisee")
    assert ("OWNER", "K. Das") in advising
    assert not any(advisee == "R. Menon" for _, advisee in advising)
