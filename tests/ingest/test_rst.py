"""reStructuredText (README.rst, a Sphinx site's credits page), as .rst or saved as .txt: read as the text it renders
to; a document may not make labgraph read another file."""
from __future__ import annotations

from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import Affiliation, Publication, Software, Supervision

CREDITS = """\
.. comment: keep in sync with AUTHORS.rst

=======
Credits
=======

**tidewater** is an open-source model of fjord circulation, developed at the
`Ocean Dynamics Group <https://odg.example.org>`_. The source code lives at
`github.com/odg/tidewater <https://github.com/odg/tidewater>`_.

Core developers
===============

.. list-table::
   :header-rows: 1

   * - Name
     - Affiliation
   * - Dr. Ragnhild Østerud
     - Institute of Marine Research, Bergen, Norway
   * - Tomasz Wiśniewski
     - Department of Oceanography, University of Gdańsk

.. note::

   Tomasz Wiśniewski wrote the calibration framework during his PhD at the University of Gdańsk
   (2018--2022), supervised by Ragnhild Østerud.

Project history
===============

.. image:: logo.png

Citing
======

.. code-block:: bibtex

   @article{osterud2023,
     author = {{\\O}sterud, Ragnhild and Wi{\\'s}niewski, Tomasz},
     title  = {tidewater 1.0: a fjord circulation model},
     journal = {Geoscientific Model Development},
     year   = {2023}
   }

.. include:: /etc/passwd
"""


def test_a_sphinx_credits_page_reads_as_it_renders(tmp_path):
    for name in ("credits.rst", "credits.txt"):
        path = tmp_path / name
        path.write_text(CREDITS, encoding="utf-8")
        doc = read(path)
        assert doc.format == "rst"
        # the comment, the image and the inclusion are not read; a title is a heading whatever its words
        assert "keep in sync" not in doc.text and "logo.png" not in doc.text and "root:" not in doc.text
        assert "## Project history" in doc.text.split("\n")
        claims = extract_document(doc).claims
        assert ("tidewater", "https://github.com/odg/tidewater") in {(c.name, c.repository) for c in claims
                                                                     if isinstance(c, Software)}
        # the table's rows: each person at the organisations of their affiliation cell (not its town)
        affiliations = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
        assert {("Ragnhild Østerud", "Institute of Marine Research"), ("Tomasz Wiśniewski", "University of Gdańsk")} \
            <= affiliations
        assert not any(org == "Bergen" for _, org in affiliations)
        # the admonition's prose; "the calibration framework during his PhD" names no software
        assert ("Ragnhild Østerud", "Tomasz Wiśniewski", "PhD") in {(c.advisor, c.advisee, c.level) for c in claims
                                                                    if isinstance(c, Supervision)}
        assert {c.name for c in claims if isinstance(c, Software)} == {"tidewater"}
        # the literal block's BibTeX read as BibTeX
        assert ("tidewater 1.0: a fjord circulation model", 2023) in {(c.title, c.year) for c in claims
                                                                       if isinstance(c, Publication)}


def test_plain_text_with_rules_and_two_dots_is_no_rst(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("Jo Roe\n=====\n\nPublications .. to come.\n", encoding="utf-8")
    assert read(path).format == "text"
