"""Research interests: the short items of an interests section."""
from __future__ import annotations

import re
from collections.abc import Iterator

from ..model import OWNER, Claim, Evidence, Interest, Section
from ..sections import strip_bullet

READS = ("interests",)


def extract(section: Section) -> Iterator[Claim]:
    """One interest per short line or comma-separated item."""
    for line in section.lines:
        text = strip_bullet(line.text).strip(" .")
        if not text or len(text.split()) > 12:
            continue
        for topic in re.split(r"\s*[;,]\s*|\s+·\s+", text):
            if 2 <= len(topic) <= 80:
                yield Interest(Evidence(section.path, line.number, text), OWNER, topic)
