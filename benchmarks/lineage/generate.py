"""Write a deterministic, realistic academic graph as N-Triples (labgraph vocabulary).

A supervision forest more than 20 generations deep (most people have one
advisor, one in ten a co-supervisor; PhD, Master and Postdoc levels with
years), and co-authorship by preferential attachment (prolific people get more
co-authors; students often write with their advisors).

    python benchmarks/lineage/generate.py 100000 -o /tmp/lab-100k.nt

Also converts the Academic Family Tree edge list (see README of
../shared/datasets/aft-mentorship) to the same vocabulary:

    python benchmarks/lineage/generate.py --aft ../shared/datasets/aft-mentorship/mentorship_edges.tsv.gz -o /tmp/aft.nt
"""
from __future__ import annotations

import argparse
import gzip
import random

LG = "https://w3id.org/labgraph/ontology#"
ID = "https://w3id.org/labgraph/id/"
TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
LABEL = "<http://www.w3.org/2000/01/rdf-schema#label>"
INT = "^^<http://www.w3.org/2001/XMLSchema#integer>"
FIRST = ["Ada", "Bo", "Chen", "Dara", "Eli", "Farah", "Gus", "Hana", "Ivo", "Jun", "Kofi", "Lea",
         "Mei", "Nils", "Omar", "Pia", "Quinn", "Rui", "Sana", "Tao", "Uma", "Vik", "Wen", "Yara"]
LAST = ["Abe", "Berg", "Cruz", "Diaz", "Eze", "Fox", "Gray", "Holm", "Iqbal", "Jain", "Kim", "Lund",
        "Moss", "Nagy", "Ortiz", "Park", "Rossi", "Sato", "Tan", "Ueda", "Varga", "Wu", "Xu", "Zhou"]


def person(i: int) -> str:
    return f"<{ID}person/p{i}>"


def name(i: int) -> str:
    return f"{FIRST[i % len(FIRST)]} {LAST[(i // len(FIRST)) % len(LAST)]} {i}"


def supervision(out, advisor: int, advisee: int, level: str, start: int, role: str | None) -> None:
    x = f"<{ID}supervision/p{advisor}--p{advisee}>"
    a, s = person(advisor), person(advisee)
    out.write(f"{s} <{LG}supervisedBy> {a} .\n{a} <{LG}supervised> {s} .\n"
              f"{x} {TYPE} <{LG}Supervision> .\n{x} <{LG}advisor> {a} .\n{x} <{LG}advisee> {s} .\n"
              f'{x} <{LG}level> "{level}" .\n{x} <{LG}startYear> "{start}"{INT} .\n'
              f'{x} <{LG}endYear> "{start + (4 if level == "PhD" else 2)}"{INT} .\n')
    if role:
        out.write(f'{x} <{LG}role> "{role}" .\n')


def generate(n: int, out, seed: int = 7) -> None:
    """Write ``n`` people: a supervision forest and their papers."""
    rng = random.Random(seed)
    roots = max(5, n // 2000)
    window = max(50, n // 6)  # how far back an advisor may be: sets the depth (25-50 generations)
    generation = [0] * n
    advisor = [-1] * n
    for i in range(n):
        out.write(f'{person(i)} {TYPE} <{LG}Person> .\n{person(i)} {LABEL} "{name(i)}" .\n')
        if i < roots:
            continue
        a = i - 1 - int(rng.random() ** 3 * min(i - 1, window))
        advisor[i], generation[i] = a, generation[a] + 1
        level = rng.choices(["PhD", "Master", "Postdoc"], [7, 2, 1])[0]
        start = 1900 + 4 * generation[i]
        supervision(out, a, i, level, start, None)
        if rng.random() < 0.1 and a > 0:
            co = rng.randrange(max(0, a - window), a)
            supervision(out, co, i, level, start, "co-supervisor")
    urn: list[int] = []
    for k in range(n // 2):
        first = rng.randrange(n)
        authors = {first}
        if advisor[first] >= 0 and rng.random() < 0.5:
            authors.add(advisor[first])
        for _ in range(rng.randint(1, 4)):
            authors.add(rng.choice(urn) if urn and rng.random() < 0.8 else rng.randrange(n))
        urn.extend(authors)
        paper = f"<{ID}paper/w{k}>"
        out.write(f'{paper} {TYPE} <{LG}Publication> .\n{paper} {LABEL} "Paper {k}" .\n'
                  f'{paper} <{LG}year> "{1950 + k % 70}"{INT} .\n')
        for a in sorted(authors):
            out.write(f"{paper} <{LG}author> {person(a)} .\n")
    max_depth = max(generation)
    print(f"{n} people, {n // 2} papers, deepest chain {max_depth} generations")


def convert_aft(path: str, out) -> None:
    """Write the Academic Family Tree mentor -> mentee pairs as supervisions (level Unspecified)."""
    people: set[str] = set()
    pairs = 0
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        next(fh)
        for line in fh:
            mentor, mentee = line.split()
            a, s = f"<{ID}person/aft{mentor}>", f"<{ID}person/aft{mentee}>"
            out.write(f"{s} <{LG}supervisedBy> {a} .\n{a} <{LG}supervised> {s} .\n")
            people.update((mentor, mentee))
            pairs += 1
    for p in sorted(people, key=int):
        out.write(f'<{ID}person/aft{p}> {TYPE} <{LG}Person> .\n<{ID}person/aft{p}> {LABEL} "AFT {p}" .\n')
    print(f"{pairs} mentor -> mentee pairs among {len(people)} people")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("people", type=int, nargs="?")
    parser.add_argument("--aft", metavar="TSV_GZ")
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    with open(args.output, "w", encoding="utf-8", buffering=1 << 20) as out:
        if args.aft:
            convert_aft(args.aft, out)
        else:
            generate(args.people, out, args.seed)


if __name__ == "__main__":
    main()
