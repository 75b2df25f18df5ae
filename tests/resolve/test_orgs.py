"""One entity per organisation: typos, acronyms, places; different ones stay apart."""
from labgraph.resolve.orgs import resolve_orgs


def test_typo_acronym_and_place_merge():
    names = {"Imperial College London": 3, "Imperial Collage London": 1, "Large-scale Data & Systems Group": 1,
             "LSDS group": 1, "University of Toronto, Canada": 1, "University of Toronto": 2}
    found = resolve_orgs(names)
    assert found["Imperial Collage London"] == "Imperial College London"
    assert found["LSDS group"] == "Large-scale Data & Systems Group"
    assert found["University of Toronto, Canada"] == "University of Toronto"


def test_different_organisations_stay_apart():
    names = {"Microsoft Research": 1, "Microsoft Research Asia": 1, "Microsoft": 1,
             "University of Bristol": 1, "University of Bath": 1, "Technical University of Munich": 1,
             "Technical University of Berlin": 1}
    found = resolve_orgs(names)
    assert len(set(found.values())) == len(names)


def test_abbreviations_and_acronyms_with_the_kind_word():
    names = {"Massachusetts Institute of Technology": 2, "MIT": 1, "Univ. of Edinburgh": 1,
             "University of Edinburgh": 2}
    found = resolve_orgs(names)
    assert found["MIT"] == "Massachusetts Institute of Technology"
    assert found["Univ. of Edinburgh"] == "University of Edinburgh"


def test_typos_are_found_among_many_names_that_share_words():
    # 200 universities share "university" and "of": the typo pair must still be found, the rest kept apart.
    places = ["Oslo", "Bergen", "Lund", "Turku", "Ghent", "Leuven", "Porto", "Braga", "Aarhus", "Tartu", "Riga",
              "Vilnius", "Krakow", "Brno", "Graz", "Linz", "Basel", "Bern", "Lyon", "Lille"]
    names = {f"University of {p} {q}": 1 for p in places for q in ("Valley", "Coast", "Hills", "Lakes", "Plains",
                                                                     "Bay", "Delta", "Ridge", "Moor", "Fen")}
    names["University of Tartu Valley"] = 5
    names["Univresity of Tartu Valley"] = 1
    names["Institute 12 of Systems"] = 1
    names["Institute 13 of Systems"] = 1
    names["Bergen Chemistry Institute"] = 1       # one letter short of a typo apart, but another city
    names["Braga Chemistry Institute"] = 1
    found = resolve_orgs(names)
    assert found["Univresity of Tartu Valley"] == "University of Tartu Valley"
    assert found["Institute 12 of Systems"] != found["Institute 13 of Systems"]
    assert found["Bergen Chemistry Institute"] != found["Braga Chemistry Institute"]
    assert len(set(found.values())) == len(names) - 1
