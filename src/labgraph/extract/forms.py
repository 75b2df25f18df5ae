"""A CV exported from a form (Spain's CVN, an HR system's profile, a funder's researcher record): each entry a run of
labelled lines, numbered or not, a long value wrapped onto the indented lines under it, two fields sometimes on one
line set apart by a wide gap:

    1 Entidad empleadora: Universidad de Granada
      Categoría profesional: Profesora Contratada Doctora
      Fecha de inicio: 01/10/2016              Duración: 2 años - 5 meses

Each entry says what its labels name: an employer and a post are one of the owner's posts (the unit named beside
them one of their affiliations, the "researcher in charge" of a postdoctoral post their host); a degree and the
institution that awarded it are one of the owner's degrees (a thesis's director their advisor); a student and the
kind of thesis are one of the owner's students (a co-director theirs too); a prize and who gave it, one of the
owner's awards. The labels are read in English, Spanish, Portuguese and French.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import replace

from ..degrees import DEGREE_OF_LEVEL
from ..model import OWNER, Affiliation, Award, Claim, Document, Education, Evidence, Line, Position, Supervision
from ..names import clean_name, looks_like_name
from .patterns import find_degree, find_level, looks_like_org, years
from .publications import _uninvert

# a label (its words folded to plain lower case, "/a" and "(s)" endings dropped) -> the field it names
_LABELS = {
    "org": ("entidad empleadora", "employer", "employer name", "name of employer", "empleador", "empresa",
            "organisation", "organization", "institution", "institucion", "instituicao", "etablissement", "organisme",
            "employeur", "arbeitgeber", "company"),
    "unit": ("departamento", "department", "facultad, instituto o centro", "unidad", "unit", "faculty", "school",
             "laboratoire", "laboratorio", "centro", "research group", "grupo de investigacion"),
    "post": ("categoria profesional", "cargo", "puesto", "position", "job title", "occupation or position held",
             "post", "role", "poste", "fonction", "funcao", "rank"),
    "start": ("fecha de inicio", "start date", "from", "desde", "date de debut", "inicio", "start", "data de inicio"),
    "end": ("fecha de finalizacion", "fecha de fin", "end date", "to", "hasta", "date de fin", "fim", "end",
            "data de fim"),
    "period": ("fecha de inicio-fin", "dates", "period", "periodo", "duration of employment"),
    "host": ("investigador responsable", "host", "mentor", "responsable"),
    "degree": ("nombre del titulo", "titulo", "degree", "qualification",
               "programa de doctorado", "titulo obtenido", "diplome", "diploma", "title of qualification awarded",
               "grau", "curso"),
    "school": ("entidad de titulacion", "awarding institution", "university", "universidad", "universidade",
               "university/institution", "degree grantor", "degree-granting institution",
               "universite", "entidad de realizacion", "name of organisation providing education"),
    "awarded": ("fecha de titulacion", "date awarded", "graduation date", "fecha de defensa", "date of defence",
                "defence date", "date de soutenance", "ano de conclusao", "year", "date", "date of defense",
                "degree date", "degree year"),
    "director": ("director de tesis", "directora de tesis", "thesis director", "thesis supervisor", "directeur de these",
                 "orientador", "director", "direction", "direction de these", "supervisor", "advisor", "adviser"),
    "co": ("codirector de tesis", "codirector tesis", "codirector", "co-supervisor", "co-advisor", "co-director",
           "codirecteur de these", "coorientador", "cotutor"),
    "type": ("titulacion universitaria", "tipo de entidad", "type of degree"),
    "student": ("alumno", "estudiante", "doctorando", "student", "doctoral candidate", "doctorant", "orientando",
                "discente", "auteur / autrice", "auteur", "autrice", "author", "autor"),
    "work": ("titulo del trabajo", "thesis title", "title of thesis", "titre de la these", "titulo da tese"),
    "kind": ("tipo de proyecto", "tipo de trabajo", "type of thesis", "thesis type", "type de these", "natureza", "type"),
    "field": ("discipline", "disciplina", "field", "field of study", "specialite", "especialidad"),
    "prize": ("descripcion", "premio", "prize", "award", "distincion"),
    "giver": ("entidad concesionaria", "awarding body", "granted by", "organismo concedente"),
    "granted": ("fecha de concesion", "date of award", "fecha de obtencion"),
}
_FIELD = {label: field for field, labels in _LABELS.items() for label in labels}
_LABELLED = re.compile(r"^(?P<indent>\s*)(?:\d{1,3}[.)]?\s+|[•·▪*–-]\s+)?(?P<label>[^\W\d_][^:|]{1,60}?)\s*:\s+(?P<value>\S.*?)\s*$")
# two fields on one line, set apart by a wide gap: "... Universidad de Granada        Tipo de entidad: Universidad"
_GAP = re.compile(r"\s{3,}(?=[^\W\d_][^:|]{1,40}:\s)")
_NUMBERED = re.compile(r"^\s*\d{1,3}[.)]?\s+\S")
_HEADS = ("org", "degree", "student", "work", "prize")     # a field met again in an entry starts the next one
_DOCTORAL = re.compile(r"\bdoct|\bph\.?\s?d|\btesis doctoral|\bth[eè]se de doctorat", re.I)


def _label(text: str) -> str:
    """ "Director/a de tesis" -> "director de tesis", "Établissement(s)" -> "etablissement"."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = re.sub(r"/(?:a|as|os|es|e)\b|\((?:s|es|a)\)", "", text)
    return re.sub(r"\s+", " ", text).strip(" .")


def has_forms(text: str) -> bool:
    """A cheap test: two labelled lines of a form's fields at least."""
    return text.count(": ") >= 4 and bool(re.search(r"(?im)^\s*(?:\d{1,3}\s+|[•·▪*–-]\s+)?(?:entidad|employer|"
                                                     r"categor[íi]a|alumn|director|fecha de|start date|position|degree|"
                                                     r"auteur|author|direction)\b[^:\n]{0,40}:\s", text))


def entries(lines: tuple[Line, ...]) -> Iterator[dict[str, list[tuple[Line, str]]]]:
    """Runs of labelled lines (a numbered line, a label met again, a blank line or a line of no label at the
    margin starts a new one), each field's values with their lines; a wrapped value's indented lines joined to it.

    >>> form = ("1 Entidad empleadora: Universidad de Vigo", "  Categoría profesional: Profesor Titular",
    ...         "  Fecha de inicio: 01/09/2015          Duración: 9 años", "2 Entidad empleadora: CSIC")
    >>> [{k: [v for _, v in vs] for k, vs in e.items()} for e in entries(tuple(Line(i, t) for i, t in enumerate(form, 1)))]
    [{'org': ['Universidad de Vigo'], 'post': ['Profesor Titular'], 'start': ['01/09/2015']}, {'org': ['CSIC']}]
    """
    entry: dict[str, list[tuple[Line, str]]] = {}
    last: tuple[str, int] | None = None         # the field whose value a wrapped line continues, and its indent
    for line in (*lines, Line(0, "")):
        text = line.text
        parts = _GAP.split(text) if ":" in text else [text]
        found = [(m, _FIELD.get(_label(m.group("label")))) for part in parts if (m := _LABELLED.match(part))]
        if not found:
            if text.strip() and last and text[:1].isspace() and len(text) - len(text.lstrip()) >= last[1] \
                    and not _NUMBERED.match(text):
                field = last[0]
                previous_line, value = entry[field][-1]
                entry[field][-1] = (previous_line, f"{value} {text.strip()}")      # a wrapped value
                continue
            if entry:
                yield entry
            entry, last = {}, None
            continue
        if _NUMBERED.match(text) and entry or any(f in entry for _, f in found if f in _HEADS):
            yield entry
            entry = {}
        last = None
        for m, field in found:
            if field:
                entry.setdefault(field, []).append((line, m.group("value").strip()))
                last = (field, max(1, len(m.group("indent"))))
            else:
                last = None             # ("Duración: 2 años": a field of no use, which a wrapped line may continue)
    if entry:
        yield entry


def _first(entry: dict[str, list[tuple[Line, str]]], field: str) -> tuple[Line, str] | None:
    return entry[field][0] if entry.get(field) else None


def _year(entry: dict[str, list[tuple[Line, str]]], field: str) -> int | None:
    found = years(entry[field][0][1]) if entry.get(field) else ()
    return found[-1] if found else None


def _names(value: str) -> list[str]:
    return [name for name, _ in _people(value)]


def _people(value: str) -> list[tuple[str, bool]]:
    """The people a field names, each with whether a note calls them a co-director: "A (Directeur de thèse) B
    (Codirectrice de thèse)", "A; B".

    >>> _people("Jean Roux (Directeur de thèse) Ana Lima (Codirectrice de thèse)")
    [('Jean Roux', False), ('Ana Lima', True)]
    """
    out = []
    for part in re.split(r"\s*;\s*|(?<=\))\s*,?\s*(?=[^\W\d_])", value):
        note = re.search(r"\(([^()]*)\)\s*$", part)
        # ("Hoffmann, Katrin; Díaz-Moreno, Luis", "van Dijk, Maarten": each turned round)
        name = clean_name(_uninvert((part[:note.start()] if note else part).strip()))
        if looks_like_name(name):
            out.append((name, bool(note and re.match(r"co-?(?:dir|sup|adv|tut|orient|promot)", note.group(1), re.I))))
    return out


def claims(doc: Document, owned: bool = True) -> tuple[list[Claim], set[int]]:
    """The owner's posts, degrees, students and awards a form's entries give, and the lines read (on a page of no
    owner, ``owned`` false, a thesis's record only: its author, their directors, their degree)."""
    out: list[Claim] = []
    covered: set[int] = set()
    for entry in entries(doc.lines):
        if owned:
            found = _entry_claims(doc.path, entry)
        elif entry.get("director") and entry.get("student"):
            found = _entry_claims(doc.path, entry)
        elif entry.get("director") and entry.get("degree") and (author := _author_above(doc.lines, entry)):
            # a database's thesis record: its author's name line over the labelled fields ("Okafor, Ngozi A.")
            found = [_as_author(c, author) for c in _entry_claims(doc.path, entry)]
        else:
            found = []
        if found:
            out += found
            covered |= {line.number for values in entry.values() for line, _ in values}
    return out, covered


def _author_above(lines: tuple[Line, ...], entry: dict[str, list[tuple[Line, str]]]) -> str | None:
    """The author a thesis record names above its labelled fields, inverted on a line of its own ("Okafor, Ngozi
    Adaeze."), within the record (up to a rule or another record's fields)."""
    first = min(line.number for values in entry.values() for line, _ in values)
    offset = lines[0].number if lines else 1
    for line in reversed(lines[max(0, first - offset - 40):first - offset]):
        text = line.text.strip()
        if re.fullmatch(r"[_=\-*]{5,}", text) or _LABELLED.match(text) and _FIELD.get(_label(_LABELLED.match(text).group("label"))):
            return None
        if "," in text and (turned := _uninvert(text)) != text and looks_like_name(name := clean_name(turned)):
            return name
    return None


def _as_author(claim: Claim, author: str) -> Claim:
    """A claim about the record's author (the owner in a CV's entry)."""
    changes = {f: author for f in ("person", "advisee") if getattr(claim, f, None) == OWNER}
    return replace(claim, **changes) if changes else claim


def _entry_claims(path: str, entry: dict[str, list[tuple[Line, str]]]) -> list[Claim]:
    if len(entry) < 2:
        return []
    if (student := _first(entry, "student")) and (entry.get("kind") or entry.get("work")):
        return _student(path, entry, student)
    if (degree_at := _first(entry, "degree")) and (school := _first(entry, "school") or _first(entry, "org")):
        return _degree(path, entry, degree_at, school)
    if (org := _first(entry, "org")) and (post := _first(entry, "post")):
        return _post(path, entry, org, post)
    if (prize := _first(entry, "prize")) and (entry.get("giver") or entry.get("granted")):
        line, name = prize
        return [Award(Evidence(path, line.number, name[:300]), OWNER, name.rstrip("."), _year(entry, "granted"))]
    return []


def _student(path: str, entry, student: tuple[Line, str]) -> list[Claim]:
    line, value = student
    names = _names(value)
    if not names:
        return []
    kind = " ".join(v for _, v in entry.get("kind", []))
    level = "PhD" if _DOCTORAL.search(kind) else find_level(kind) or \
        ("Master" if re.search(r"m[áa]ster|master", kind, re.I) else
         "Bachelor" if re.search(r"grado|bachelor|licenciatura|pregrado", kind, re.I) else "Unspecified")
    end = _year(entry, "awarded")
    evidence = Evidence(path, line.number, value[:300])
    # (the owner of a CV directed the theses it lists; a thesis's record names its directors)
    out: list[Claim] = [] if entry.get("director") else [Supervision(evidence, OWNER, names[0], level, None, end)]
    out += _directors(path, entry, names[0], level, end)
    school = _first(entry, "school") or _first(entry, "org")
    place = re.sub(r"\s*\([^()]*\)$", "", school[1]) if school else ""     # "Université X (2022-....)"
    degree = DEGREE_OF_LEVEL.get(level)
    field = entry["field"][0][1] if entry.get("field") else None
    if place and degree and looks_like_org(place):
        out.append(Education(evidence, names[0], degree, place, field, None, end))
    return out


def _degree(path: str, entry, degree_at: tuple[Line, str], school: tuple[Line, str]) -> list[Claim]:
    line, value = degree_at
    if not looks_like_org(school[1]):
        return []
    kind = entry["type"][0][1] if entry.get("type") else ""
    named = find_degree(value) or find_degree(kind)
    level = find_level(value) or find_level(kind)
    # (or the kind of degree the form names beside it: "Titulación universitaria: Máster")
    degree = named[0] if named else kind if 1 < len(kind) < 30 else value if len(value) < 60 else None
    if degree is None:
        return []
    evidence = Evidence(path, line.number, value[:300])
    field = re.match(r"(?:doctorado|doctorat|doutorado|m[áa]ster(?: oficial)?|mestrado|licenciatura|grado|"
                     r"master|bachelor|phd|doctor(?:ate)?)\s+(?:en|in|em|de)\s+(.{3,80})$", value, re.I)
    out: list[Claim] = [Education(evidence, OWNER, degree, school[1], field.group(1) if field else None, None,
                                  _year(entry, "awarded"))]
    level = level or ("PhD" if _DOCTORAL.search(value) else None)
    return out + _directors(path, entry, OWNER, level or "Unspecified", None)


def _directors(path: str, entry, advisee: str, level: str, end: int | None) -> list[Claim]:
    """The thesis's directors an entry names ("Director/a de tesis", "Codirector/a", "Direction: A (...) B
    (Codirectrice ...)"), each the advisee's supervisor (a co-director's role so)."""
    return [Supervision(Evidence(path, at.number, who[:300]), name, advisee, level, None, end,
                        "co-supervisor" if co or field == "co" else None)
            for field in ("director", "co") for at, who in entry.get(field, []) for name, co in _people(who)]


def _post(path: str, entry, org: tuple[Line, str], post: tuple[Line, str]) -> list[Claim]:
    if not looks_like_org(re.sub(r"\s*\([A-Z][\w\-]{1,15}\)$", "", org[1])) or len(post[1]) > 80:
        # (its short name after it: "Estación Biológica de Doñana (EBD-CSIC)")
        return []
    start = _year(entry, "start")
    end = _year(entry, "end")
    if entry.get("period"):
        found = years(entry["period"][0][1])
        start, end = (found[0], found[1] if len(found) > 1 else None) if found else (start, end)
    evidence = Evidence(path, org[0].number, f"{post[1]}, {org[1]}"[:300])
    out: list[Claim] = [Position(evidence, OWNER, post[1], org[1], start, end), Affiliation(evidence, OWNER, org[1])]
    for at, unit in entry.get("unit", []):
        if looks_like_org(unit):
            out.append(Affiliation(Evidence(path, at.number, unit[:300]), OWNER, unit))
    if re.search(r"post-?doc|posdoc|p[óo]s-?doc", post[1], re.I):
        for at, host in entry.get("host", []) + entry.get("director", []):
            out += [Supervision(Evidence(path, at.number, host[:300]), n, OWNER, "Postdoc") for n in _names(host)]
    return out
