"""Session-22 rules from older weak probes and rounds 39-40."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Education, PartOf, Supervision


def extracted(tmp_path, text, name="doc.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


LAB_SITE = """---
layout: page
title: People
description: Members and alumni of the de Wit Lab, Department of Botany
---

[Home](/) · **People**

We are part of the [Institute of Plant Sciences](https://ips.example.org) at the University of Tartu and train students from two programmes.

## Principal Investigator

### Maarja S. de Wit, PhD
**Associate Professor**, Institute of Plant Sciences

## Graduate Students

| Name | Program | Year |
|------|---------|------|
| **Tõnis Kask** | Botany PhD Training Program | 3rd year |
"""


def test_a_lab_site_named_in_its_front_matter_and_led_by_a_name_with_a_particle(tmp_path):
    claims = extracted(tmp_path, LAB_SITE, "people.md").claims
    mine = {c.org for c in claims if isinstance(c, Affiliation) and c.person == OWNER}
    assert {"de Wit Lab", "Institute of Plant Sciences", "University of Tartu"} <= mine
    assert PartOf(None, "de Wit Lab", "Institute of Plant Sciences") in [PartOf(None, c.part, c.whole) for c in claims
                                                                       if isinstance(c, PartOf)]
    assert any(isinstance(c, Affiliation) and c.person == "Tõnis Kask" and c.org == "de Wit Lab" for c in claims)
    assert any(isinstance(c, Supervision) and c.advisee == "Tõnis Kask" and c.level == "PhD" for c in claims)
    # "Botany PhD Training Program": the programme, no place of the degree; the degree is the university's
    places = {c.institution for c in claims if isinstance(c, Education) and c.person == "Tõnis Kask"}
    assert places == {"University of Tartu"}


def test_a_front_matter_title_that_is_a_lab_keeps_its_whole_name(tmp_path):
    text = ("---\nlayout: home\ntitle: \"Soil & Root Ecology Lab\"\n---\n\n# Soil & Root Ecology Lab\n\n"
            "## People\n\n### Dr. Ilse Brandt\nGroup leader, Department of Ecology, Lund University\n\n"
            "### Jonas Berg\nPhD student\n")
    claims = extracted(tmp_path, text, "home.md").claims
    assert not any("Root Ecology Lab" == getattr(c, "org", None) for c in claims)


def test_a_front_matter_title_that_names_no_lab_adds_no_line(tmp_path):
    for title in ("Join the Lab", "Our Group", "People"):
        doc = read_md(tmp_path, f"---\ntitle: {title}\n---\nText\n")
        assert doc.text.split("\n")[0] == ""


def read_md(tmp_path, text):
    path = tmp_path / "p.md"
    path.write_text(text, encoding="utf-8")
    return read(path)
