"""Session-23 rules from older weak probes and rounds 43-44."""
from labgraph.extract import extract_document
from labgraph.extract.publications import parse_authors, parse_citation
from labgraph.ingest import read
from labgraph.model import Publication, Software


def extracted(tmp_path, text, name="doc.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


PROJECT_LINKS = """# Tessel

Tessel meshes coastal grids for ocean models.

## Repository and links

- Source code: <https://github.com/tessel-ocean/tessel>
- Mesh plugin: <https://github.com/tessel-ocean/tessel-mesh>
- Issue tracker: <https://github.com/tessel-ocean/tessel/issues>
- Releases / archive: [Zenodo community](https://zenodo.org/communities/tessel)
- Chat: #tessel on the [Pangeo Discourse](https://discourse.pangeo.io)
- Mailing list: tessel-users@lists.example.org

---
*Last edited 2024-11-19 · [Edit this page on GitHub](https://github.com/tessel-ocean/tessel/edit/main/docs/about.md)*
"""


def test_a_projects_link_labels_are_no_programs(tmp_path):
    names = {c.name for c in extracted(tmp_path, PROJECT_LINKS, "about.md").claims if isinstance(c, Software)}
    assert "Mesh plugin" in names
    assert not names & {"Issue tracker", "Releases / archive", "Chat", "Mailing list", "---"}


def test_a_catalan_surname_joined_by_i_before_initials():
    assert parse_authors("Vilanova i Sastre, P., Ortiz de Zárate, J., and Mokoena, T. S.") == \
        ("Vilanova i Sastre P.", "Ortiz de Zárate J.", "Mokoena T.S.")


def test_two_authors_a_colon_and_a_proceedings_after_in():
    title, authors, venue, year = parse_citation(
        "Vilanova i Sastre, P. and Ortiz de Zárate, J.: Lazy evaluation of climate ensembles on HPC, in: "
        "Proceedings of the Platform for Advanced Scientific Computing Conference (PASC '22), Basel, "
        "Switzerland, 2022.")
    assert title == "Lazy evaluation of climate ensembles on HPC"
    assert authors == ("Vilanova i Sastre P.", "Ortiz de Zárate J.")
    assert year == 2022
    assert venue.endswith("Computing Conference")
