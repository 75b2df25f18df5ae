"""Session-45 rules: what a master's programme's theses list (round 110) and round 111's pages showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Education, Supervision

from .helpers import written as _write

# A programme's list of defended theses: each student's entry, its supervisors and readers named with their own degrees
_THESES = """Defended theses - Data Science (MSc)

Programme director: Prof. Anna Lepp (anna.lepp@example.edu)

The two-year Master's programme in Data Science is taught at the Institute of Computer Science of the University of
Nordland. Every student completes a 30 ECTS Master's thesis, which is defended in June.

--------------------------------------------------------------------
2023
--------------------------------------------------------------------

Kaisa Rand
  Learning Sparse Graphs from Sensor Streams
  Supervisor: Peeter Kuusk, PhD
  Second reader: Omar Haddad, PhD (Baltic Robotics AS)
  ** 2nd prize, Master's level, National Student Research Contest 2023

Jonas Vesi
  Query Planning for Federated Knowledge Graphs
  Supervisors: Marta Ilves, PhD; Tiit Org, MSc (Lead Engineer, Datawell OY)
  Second reader: Prof. Lena Berg (Aalto University)

--------------------------------------------------------------------
Selected Bachelor's projects
--------------------------------------------------------------------

Mari Kask - "A Mobile App for Bog Trails" - supervisors Tiit Org, MSc and Rein Saar (PhD student)
"""


def _claims(tmp_path, text=_THESES, name="theses.txt"):
    return extract_document(read(_write(tmp_path, name, text))).claims


def test_a_supervisors_degree_is_theirs_not_the_students(tmp_path):
    claims = _claims(tmp_path)
    sups = {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision) and c.level != "Unspecified"}
    # "Supervisor: Peeter Kuusk, PhD" under a master's list: a master's thesis, not a doctorate
    assert ("Peeter Kuusk", "Kaisa Rand", "Master") in sups
    assert ("Marta Ilves", "Jonas Vesi", "Master") in sups
    # "supervisors Tiit Org, MSc and Rein Saar (PhD student)" under Bachelor's projects: a bachelor's project
    assert ("Tiit Org", "Mari Kask", "Bachelor") in sups
    degrees = {(c.person, c.degree, c.institution) for c in claims if isinstance(c, Education)}
    # no student holds the degree that follows an advisor's or a reader's name, nor a prize's "Master's level"
    assert not any(person in ("Kaisa Rand", "Jonas Vesi", "Mari Kask") and degree in ("PhD", "MSc")
                   for person, degree, _ in degrees)
    assert not any(place and ("Robotics" in place or "Datawell" in place or "Contest" in place)
                   for _, _, place in degrees)


def test_a_degree_that_is_the_entrys_own_is_still_read(tmp_path):
    text = ("Helga Mets\n\nGraduate students\n\n"
            "Karl Tamm, MSc, University of Tartu, 2019 - PhD student since 2020\n"
            "Liis Saar - PhD student; supervisor Peeter Kuusk\n")
    claims = _claims(tmp_path, text, "lab.txt")
    degrees = {(c.person, c.degree, c.institution) for c in claims if isinstance(c, Education)}
    assert ("Karl Tamm", "MSc", "University of Tartu") in degrees
    levels = {(c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
    assert ("Liis Saar", "PhD") in levels


def test_a_paragraphs_line_about_a_programme_is_no_ones_degree(tmp_path):
    claims = _claims(tmp_path)
    # "... of the University of / Nordland. Every student completes a 30 ECTS Master's thesis, which": the
    # programme's description, not the director's own master's degree
    assert not any(isinstance(c, Education) and c.degree in ("MSc", "Master's") and c.person not in ("Kaisa Rand",)
                   for c in claims)
