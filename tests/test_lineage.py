"""Lineage: trees up and down, depth and level limits, siblings and cousins, name matching."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import RDFS

from labgraph.cli import cli
from labgraph.errors import AmbiguousPersonError, QueryError, UnknownPersonError
from labgraph.lineage import (ancestors, descendants, find_person, lineage, relatives, render_tree, siblings,
                              to_rdf)
from labgraph.store import Store
from labgraph.vocab import LG

P = "https://w3id.org/labgraph/id/person/"
DATA = Path(__file__).resolve().parent.parent / "data"


def _labels(G, generation=None) -> set[str]:
    return {G.nodes[n]["label"] for n in G if generation is None or G.nodes[n]["generation"] == generation}


def test_lineage_goes_up_and_down_with_generations(lab_store):
    G = lineage(lab_store, "Marta Kowalczyk")
    assert G.graph["root"] == f"{P}marta-kowalczyk"
    assert _labels(G, -2) == {"Grete Hermann"}
    assert _labels(G, -1) == {"Jörg Müller"}
    assert _labels(G, 1) == {"Ravi Iyer", "Lin Chen"}
    assert _labels(G, 2) == {"Tomás Ortega"}
    edge = G.edges[f"{P}marta-kowalczyk", f"{P}ravi-iyer"]
    assert (edge["level"], edge["start"], edge["end"]) == ("PhD", 2015, 2019)
    assert edge["co_supervisors"] == ["Jane Smith"]
    up = ancestors(lab_store, "Ravi Iyer", depth=1)
    assert up.edges[f"{P}jane-smith", f"{P}ravi-iyer"]["role"] == "co-supervisor"


def test_depth_and_level_limit_the_walk(lab_store):
    assert _labels(descendants(lab_store, "Marta Kowalczyk", depth=1)) == {"Marta Kowalczyk", "Ravi Iyer", "Lin Chen"}
    assert _labels(descendants(lab_store, "Marta Kowalczyk", levels=["phd"])) == {
        "Marta Kowalczyk", "Ravi Iyer", "Tomás Ortega"}
    assert _labels(ancestors(lab_store, "Ravi Iyer", depth=1)) == {"Ravi Iyer", "Marta Kowalczyk", "Jane Smith"}
    with pytest.raises(QueryError, match="unknown supervision level 'Doctorate'"):
        lineage(lab_store, "Ravi Iyer", levels=["Doctorate"])


def test_siblings_and_cousins(lab_store):
    sibs = siblings(lab_store, "Marta Kowalczyk")
    assert {sibs.nodes[n]["label"] for n in sibs if sibs.nodes[n].get("relation") == "sibling"} == {"Jane Smith"}
    cousins = siblings(lab_store, "Marta Kowalczyk", cousins=True)
    assert {cousins.nodes[n]["label"] for n in cousins if cousins.nodes[n].get("relation")} == {"John Smith"}
    assert "Academic cousins:\n  John Smith  (via Otto Brandt)" in render_tree(cousins)


@pytest.mark.parametrize("name", ["marta kowalczyk", "MARTA KOWALCZYK", "M. Kowalczyk", "m kowalczyk",
                                  "Kowalczyk, Marta", f"{P}marta-kowalczyk"])
def test_names_are_matched_forgivingly(lab_store, name):
    assert find_person(lab_store, name) == f"{P}marta-kowalczyk"


def test_accents_are_forgiven(lab_store):
    assert find_person(lab_store, "Jorg Muller") == f"{P}jorg-muller"
    assert find_person(lab_store, "tomas ortega") == f"{P}tomas-ortega"


def test_ambiguous_names_list_the_candidates(lab_store):
    with pytest.raises(AmbiguousPersonError) as caught:
        find_person(lab_store, "J. Smith")
    assert caught.value.candidates == [f"Jane Smith <{P}jane-smith>", f"John Smith <{P}john-smith>"]


def test_unknown_names_suggest_close_ones(lab_store):
    with pytest.raises(UnknownPersonError) as caught:
        find_person(lab_store, "Marta Kowalski")
    assert caught.value.close_matches == ["Marta Kowalczyk"]


def test_cycles_and_several_advisors_are_walked_once():
    g = Graph()
    for a, s in [("a", "b"), ("b", "c"), ("c", "a"), ("d", "c")]:
        g.add((URIRef(P + s), LG.supervisedBy, URIRef(P + a)))
    for x in "abcd":
        g.add((URIRef(P + x), RDFS.label, Literal(f"Person {x.upper()}")))
        g.add((URIRef(P + x), URIRef("http://www.w3.org/1999/02/22-rdf-syntax-ns#type"), LG.Person))
    G = ancestors(g, "Person A")
    assert set(G) == {P + x for x in "abcd"}
    assert G.nodes[P + "c"]["generation"] == -1 and G.nodes[P + "d"]["generation"] == -2
    assert G.edges[P + "c", P + "a"]["level"] == "Unspecified"


def test_rdflib_graph_and_store_give_the_same_lineage(lab_store, lab_graph):
    a, b = lineage(lab_store, "Ravi Iyer"), lineage(lab_graph, "Ravi Iyer")
    assert set(a.edges) == set(b.edges)
    assert dict(a.nodes(data="generation")) == dict(b.nodes(data="generation"))


def test_the_index_is_rebuilt_when_the_store_changes(tmp_path, lab_trig):
    with Store(tmp_path / "store") as store:
        store.add([lab_trig])
        assert _labels(descendants(store, "Ravi Iyer"), 1) == {"Tomás Ortega"}
        extra = tmp_path / "more.ttl"
        g = Graph()
        g.add((URIRef(P + "noor-haddad"), LG.supervisedBy, URIRef(P + "ravi-iyer")))
        g.add((URIRef(P + "noor-haddad"), RDFS.label, Literal("Noor Haddad")))
        g.add((URIRef(P + "noor-haddad"), URIRef("http://www.w3.org/1999/02/22-rdf-syntax-ns#type"), LG.Person))
        g.serialize(extra, format="turtle")
        store.add([extra])
        assert _labels(descendants(store, "Ravi Iyer"), 1) == {"Tomás Ortega", "Noor Haddad"}
    with Store(tmp_path / "store") as reopened:  # the index comes back from the cache
        assert (tmp_path / "store" / "cache" / "lineage.bin").exists()
        assert _labels(descendants(reopened, "Ravi Iyer"), 1) == {"Tomás Ortega", "Noor Haddad"}


def test_turtle_output_round_trips(lab_store):
    G = lineage(lab_store, "Lin Chen")
    back = Graph().parse(data=to_rdf(G).serialize(format="turtle"), format="turtle")
    assert (URIRef(P + "lin-chen"), LG.supervisedBy, URIRef(P + "marta-kowalczyk")) in back
    assert set(lineage(back, "Lin Chen").edges) == set(G.edges)


def test_cli_lineage_text_json_and_html(lab_store, tmp_path):
    lab_store.close()
    runner = CliRunner()
    store = ["--store", str(lab_store.path)]
    text = runner.invoke(cli, ["lineage", "marta kowalczyk", *store])
    assert text.exit_code == 0, text.output
    assert text.output.splitlines()[:3] == ["Advisors (upwards):", "  Jörg Müller  [PhD, 2005-2009]",
                                            "    Grete Hermann  [PhD, 1985-1989]"]
    assert "  Ravi Iyer  [PhD, 2015-2019, with Jane Smith]" in text.output
    down = runner.invoke(cli, ["lineage", "marta kowalczyk", "--down", "--level", "Master",
                               "--format", "json", *store])
    doc = json.loads(down.output)
    assert [p["label"] for p in doc["people"]] == ["Marta Kowalczyk", "Lin Chen"]
    page = tmp_path / "tree.html"
    drawn = runner.invoke(cli, ["lineage", "Ravi Iyer", "--html", str(page), *store])
    assert drawn.exit_code == 0, drawn.output
    assert "Tomás Ortega" in page.read_text(encoding="utf-8") or "Tom\\u00e1s" in page.read_text()
    unknown = runner.invoke(cli, ["lineage", "Nobody Known", *store])
    assert unknown.exit_code != 0 and "no person named" in str(unknown.exception)


def test_seeds_lineage_of_luo_mai(tmp_path):
    """The sample documents say who advised Luo Mai and whom he advises."""
    with Store(tmp_path / "store") as store:
        store.add([DATA])
        G = lineage(store, "Luo Mai")
    phd_up = {G.nodes[a]["label"] for a, b, d in G.edges(data=True)
              if b == G.graph["root"] and "PhD" in d["level"]}
    assert phd_up == {"Paolo Costa", "Alexander L. Wolf"}
    down = {G.nodes[b]["label"]: d for a, b, d in G.edges(data=True) if a == G.graph["root"]}
    assert {name for name, d in down.items() if d["level"] == "PhD"} == {
        "Yao Fu", "Man-Kit Sit", "Leyang Xue", "Congjie He"}
    assert {name for name, d in down.items() if d["level"] == "Master"} == {"Andrei-Octavian Brabete", "Ioan Budea"}
    assert down["Ioan Budea"]["end"] == 2019 or down["Ioan Budea"]["start"] == 2019


def test_relatives_lists_the_people_top_down_without_building_a_graph(lab_store):
    found = relatives(lab_store, "Marta Kowalczyk")
    assert [(r.label, r.generation) for r in found[:3]] == [
        ("Grete Hermann", -2), ("Jörg Müller", -1), ("Marta Kowalczyk", 0)]
    assert {(r.label, r.generation) for r in found[3:]} == {("Ravi Iyer", 1), ("Lin Chen", 1), ("Tomás Ortega", 2)}
    G = lineage(lab_store, "Marta Kowalczyk")
    assert {r.iri: r.generation for r in found} == dict(G.nodes(data="generation"))
    assert [r.label for r in relatives(lab_store, "Ravi Iyer", up=False, depth=1)] == ["Ravi Iyer", "Tomás Ortega"]
    assert [r.label for r in relatives(lab_store, "Marta Kowalczyk", up=False, levels=["Master"])] == [
        "Marta Kowalczyk", "Lin Chen"]


def test_cli_lineage_people_format_prints_one_person_a_line(lab_store):
    lab_store.close()
    out = CliRunner().invoke(cli, ["lineage", "Jörg Müller", "--down", "--format", "people",
                                   "--store", str(lab_store.path)])
    assert out.exit_code == 0, out.output
    lines = out.output.splitlines()
    assert lines[0] == f"0\tJörg Müller\t{P}jorg-muller"
    assert sorted(lines[1:3]) == [f"1\tJane Smith\t{P}jane-smith", f"1\tMarta Kowalczyk\t{P}marta-kowalczyk"]
    assert {line.split("\t")[0] for line in lines[3:]} == {"2", "3"}
    refused = CliRunner().invoke(cli, ["lineage", "Jörg Müller", "--format", "people", "--html", "x.html",
                                       "--store", str(lab_store.path)])
    assert refused.exit_code == 2 and "--html draws the tree" in refused.output


def _nt_lab(path: Path, noise: int) -> Path:
    """Write a small lineage as N-Triples: one supervision on a blank node, plus ``noise``
    triples that the lineage index does not read."""
    lines = [f'<{P}{x}> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <{LG.Person}> .\n'
             f'<{P}{x}> <http://www.w3.org/2000/01/rdf-schema#label> "{name}" .\n'
             for x, name in (("ines", "Inès Duarte"), ("kwame", "Kwame Asante"), ("lior", "Lior Ben-David"))]
    lines.append(f"_:s1 <{LG.advisor}> <{P}ines> .\n_:s1 <{LG.advisee}> <{P}kwame> .\n"
                 f'_:s1 <{LG.level}> "PhD" .\n_:s1 <{LG.startYear}> "2011" .\n')
    lines.append(f"<{P}lior> <{LG.supervisedBy}> <{P}kwame> .\n")
    lines += [f'<{P}ines> <{LG.email}> "i{k}@example.org" .\n' for k in range(noise)]
    path.write_text("".join(lines), encoding="utf-8")
    return path


@pytest.mark.parametrize("noise", [0, 30_000], ids=["read-from-the-copy", "read-by-sparql"])
def test_a_bulk_loaded_file_gives_the_same_lineage_as_rdflib(tmp_path, noise):
    path = _nt_lab(tmp_path / "lab.nt", noise)
    with Store(tmp_path / "store") as store:
        store.add([path])
        G = lineage(store, "Kwame Asante")
    expected = lineage(Graph().parse(path, format="nt"), "Kwame Asante")
    assert set(G.edges) == set(expected.edges) == {(f"{P}ines", f"{P}kwame"), (f"{P}kwame", f"{P}lior")}
    assert G.edges[f"{P}ines", f"{P}kwame"]["level"] == "PhD" and G.edges[f"{P}ines", f"{P}kwame"]["start"] == 2011
    assert G.nodes[f"{P}lior"]["label"] == "Lior Ben-David"


@pytest.mark.parametrize("name", ["marta kowalczyk", "M. Kowalczyk", "Kowalczyk, Marta", f"{P}marta-kowalczyk"])
def test_names_are_found_in_the_index_read_back_from_the_cache(lab_store, name):
    find_person(lab_store, "Ravi Iyer")  # builds and writes the index
    path = lab_store.path
    lab_store.close()
    with Store(path, create=False) as reopened:
        assert find_person(reopened, name) == f"{P}marta-kowalczyk"
        assert _labels(ancestors(reopened, "Tomás Ortega"), -1) == {"Ravi Iyer"}


def test_a_damaged_index_cache_is_built_again(lab_store):
    expected = relatives(lab_store, "Ravi Iyer")
    cache = lab_store.path / "cache" / "lineage.bin"
    data = cache.read_bytes()
    path = lab_store.path
    lab_store.close()
    for damaged in (data[:len(data) // 2], data.split(b"\n", 1)[0] + b"\n{not json\n", b""):
        cache.write_bytes(damaged)
        with Store(path, create=False) as reopened:
            assert relatives(reopened, "Ravi Iyer") == expected
