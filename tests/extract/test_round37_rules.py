"""Session-21 rules from older weak probes and rounds 37-38: a German working group named by its leader ("AK X")
in a page's title is no person."""
from labgraph.extract import extract_document
from labgraph.extract.owner import find_owner
from labgraph.ingest import read
from labgraph.model import Document


def extracted(tmp_path, text, name="doc.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


def test_a_german_working_group_in_the_title_is_not_the_owner():
    doc = Document("ak.txt", "AK Lindqvist – Festkörperchemie - Institut für Anorganische Chemie\n\n"
                             "Lindqvist Group – Solid-state chemistry\n\n"
                             "Prof. Dr. Henrike Lindqvist\n\nHenrike Lindqvist studied chemistry in Kiel.\n")
    assert find_owner(doc).name == "Henrike Lindqvist"


def test_initials_and_a_surname_alone_are_still_a_person():
    doc = Document("aj.txt", "AK Moreno\n\nAbout\nI study rivers.\n")
    assert find_owner(doc).name == "AK Moreno"
