"""Session-21 rules from older weak probes and rounds 37-38: a German working group named by its leader ("AK X")
in a page's title is no person."""
from labgraph.extract import extract_document
from labgraph.extract.owner import find_owner
from labgraph.ingest import read
from labgraph.model import Document, Publication


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


WRAPPED_LIST = """Ines Moreau

Publications
1. Moreau, I., Halvorsen, T., Abara, C. (2023). Sediment export from burnt
catchments in the Pyrenees under CMIP6 projections. Journal of
Hydrology, 610, 12345.
2. Halvorsen, T., Moreau, I. (2021). A rating curve for ephemeral
streams. Water Resources Research, 57(2),
e2020WR02.
3. Moreau, I., Abara, C. (2019). Snowmelt timing and flood seasonality in the High Atlas mountains of
Morocco. Hydrological Sciences Journal, 64(3), 101–115.
4. Abara, C., Moreau, I., Halvorsen, T., Berglund-Okafor, S., Ramírez, L. (2017).
Groundwater recharge under irrigated olive orchards. Hydrogeology Journal, 25, 77–90.
"""


def test_a_numbered_list_wrapped_flush_under_its_numbers_keeps_each_entry_whole(tmp_path):
    papers = {p.title: p for p in extracted(tmp_path, WRAPPED_LIST).claims if isinstance(p, Publication)}
    assert set(papers) == {
        "Sediment export from burnt catchments in the Pyrenees under CMIP6 projections",
        "A rating curve for ephemeral streams",
        "Snowmelt timing and flood seasonality in the High Atlas mountains of Morocco",
        "Groundwater recharge under irrigated olive orchards"}
    assert papers["A rating curve for ephemeral streams"].venue == "Water Resources Research"
    assert papers["Groundwater recharge under irrigated olive orchards"].year == 2017


def test_a_footer_under_a_rule_after_the_list_is_no_part_of_its_last_entry(tmp_path):
    text = WRAPPED_LIST + "-" * 100 + "\nLast update: 12/02/2025 · Legal notice · Site map\n"
    papers = [p for p in extracted(tmp_path, text).claims if isinstance(p, Publication)]
    assert len(papers) == 4 and not any("update" in (p.venue or "") + p.title for p in papers)
