"""Session-9 rules: papers announced in news items with their authors ("by A, B and C"), or as a reference."""
from labgraph.model import Publication

from .helpers import claims_of


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
