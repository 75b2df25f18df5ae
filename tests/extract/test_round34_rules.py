"""Session-19 rules from round 34: an advert for PhD positions (who leads the lab, who its members are, and that the
students it advertises for are no one's yet)."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Supervision


def extracted(tmp_path, text, name="doc.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


ADVERT = """\
Two PhD students wanted: Nitrogen cycling in boreal peatlands

WHO WE ARE
The positions are based in the Peatland Biogeochemistry lab (PB lab) led by Åsa Lindqvist-Okafor, Associate Professor in Ecology at Umeå University. The new PhD students will be supervised by Åsa Lindqvist-Okafor (main supervisor) and Dr. Tomás Ferreira Lima (co-supervisor), Senior Lecturer at the Swedish University of Agricultural Sciences.

At present the PB lab includes postdoc Dr. Kenji Watanabe-Ross, PhD students Elin Berg (3rd year) and Sofia Nyström, and MSc student Omar Haddad.

You will be supervised by Åsa Lindqvist-Okafor and work with the whole lab.
"""


def test_an_advert_for_phd_positions(tmp_path):
    ex = extracted(tmp_path, ADVERT)
    # "led by Åsa ...": the lab's leader is the page's owner (a name that starts with "Å")
    assert ex.owner_name == "Åsa Lindqvist-Okafor"
    supervised = {(c.advisor, c.advisee, c.level) for c in ex.claims if isinstance(c, Supervision)}
    # the students the advert is for are no one yet: no one is supervised by "The new PhD students" or "You",
    # and the co-supervisor named in the prose with "(co-supervisor)" supervises no one either
    assert not any(advisee == OWNER for _, advisee, _ in supervised)
    assert not any(advisor == "Tomás Ferreira Lima" for advisor, _, _ in supervised)
    # "the PB lab includes postdoc Dr. X, PhD students Y and Z, and MSc student W": the leader's
    assert {(OWNER, "Kenji Watanabe-Ross", "Postdoc"), (OWNER, "Elin Berg", "PhD"), (OWNER, "Omar Haddad", "Master")} \
        <= supervised


def test_a_bracket_at_a_wrapped_lines_start_goes_on_with_its_sentence(tmp_path):
    from labgraph.ingest.text import reflow
    line = "The lab has grown over the years and now counts many members, among them Chidi Okonkwo-Berg"
    text = "\n".join([line, "(2nd year; co-supervised by R. Mendes Tavares) and Laila Haddad, this year."]
                     + [line + " and more"] * 12)
    # ("(2nd year; ..." continues the sentence, so the line above runs on into it)
    assert reflow(text).split("\n")[0].endswith("Okonkwo-Berg (2nd year; co-supervised by R. Mendes Tavares) and Laila "
                                                "Haddad, this year.")
