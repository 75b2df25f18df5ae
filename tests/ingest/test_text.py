"""Plain text cleaning: line ends unified, control characters gone, long blank runs cut to eight."""
import re

import pytest

from labgraph.ingest.text import clean

# Every character a regular expression's \s matches
BLANKS = [chr(c) for c in range(0x110000) if re.match(r"\s", chr(c))]


@pytest.mark.parametrize("blank", BLANKS, ids=lambda c: f"U+{ord(c):04X}")
def test_no_run_of_more_than_eight_blanks_survives_whatever_the_blank(blank):
    text = clean(f"Ana Ruiz{blank * 12}PhD student\n")
    assert not re.search(r"[^\S\n]{9,}", text)
    assert text.startswith("Ana Ruiz") and "PhD student" in text


def test_a_run_mixing_spaces_and_another_blank_is_cut_too():
    assert clean("a" + " " * 5 + "\u3000" + " " * 5 + "b") == "a" + " " * 8 + "b"


def test_short_runs_and_single_blanks_stay_as_written():
    text = "2019 –\u00a02021\tLecturer,  University of Oslo"
    assert clean(text) == text


def test_markdown_front_matter_is_blank_and_a_leading_rule_stays(tmp_path):
    from labgraph.ingest.text import read_text
    page = tmp_path / "cv.md"
    page.write_text('---\nlayout: archive\ntitle: "CV"\n---\n\n# Ann Lee\n', encoding="utf-8")
    lines = read_text(page).text.split("\n")
    assert lines[:5] == ["", "", "", "", ""] and lines[5] == "# Ann Lee"
    page.write_text("---\n\nAnn Lee is a geologist in Oslo.\n\n---\n", encoding="utf-8")
    assert "Ann Lee is a geologist in Oslo." in read_text(page).text


def test_markdown_badges_and_images_leave_no_text(tmp_path):
    from labgraph.ingest.text import read_text
    page = tmp_path / "tools.md"
    page.write_text("[![CI](https://x.org/ci.svg)](https://github.com/lab) ![logo](logo.png) Tools of the lab\n"
                    "See [fjordsim](https://github.com/lab/fjordsim).\n", encoding="utf-8")
    doc = read_text(page)
    assert [line.strip() for line in doc.text.split("\n") if line.strip()] == \
        ["Tools of the lab", "See fjordsim (https://github.com/lab/fjordsim)."]
    assert [link.url for link in doc.links] == ["https://github.com/lab/fjordsim"]
