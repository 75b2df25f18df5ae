"""One entity per real person, whatever form each document writes the name in.

Rules, in order:
1. Full names with the same first name and surname are one person ("Alexander
   L. Wolf" = "Alexander Wolf"); DBLP digits, footnote marks and titles are
   already gone (``names.clean_name``).
2. An initials form ("L. Mai", "Mai L", "Pietzuch PR") joins the one full name
   it fits; if several fit, it stays apart (we never guess between two people
   who share a surname).
3. A first name alone ("co-supervised with Mahesh") joins the one person with
   that first name, looked for in the same document first, then in the build;
   a surname alone ("with Prof. Marina", "Prof. van der Merwe") likewise joins the one person with it.
4. Within one document, a double surname may be written in part ("Zhiyuan Wang"
   beside "Zhiyuan Lüthi-Wang", "Echeverri" for Ramón Echeverri Salazar) and a
   nickname in place of the given name ('Zhiyuan "Ethan" Wang', "Ethan Wang").
   Initials with part of a double surname ("McAllister B" for Bronwyn
   McAllister-Nguyen, "J. Morales" for Javier Morales Iturbe) join the one person
   of the document they fit when no one has that surname whole.
"""
from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache

from ..names import JOINERS, PARTICLES, clean_name, family_name_case, fold, nickname, parse_name


# the particles a surname may open with that a reference list leaves out ("de Souza-Lima" as "Souza-Lima RT")
_PARTICLES_FIRST = re.compile(r"^(?:(?:de|da|do|dos|das|del|van|von|der|den|di|du|le|la)\s+)+")


@dataclass(eq=False)
class Cluster:
    forms: dict[str, int] = field(default_factory=dict)     # written form -> how often
    docs: set[str] = field(default_factory=set)

    def add(self, form: str, doc: str, count: int = 1) -> None:
        self.forms[form] = self.forms.get(form, 0) + count
        self.docs.add(doc)

    def absorb(self, other: "Cluster") -> None:
        for form, count in other.forms.items():
            self.forms[form] = self.forms.get(form, 0) + count
        self.docs |= other.docs

    @property
    def label(self) -> str:
        return family_name_case(clean_name(max(self.forms, key=_fullness)))


def _fullness(form: str) -> tuple:
    """Rank spellings: more of the name written out, then accents kept, then fewer pieces."""
    name = clean_name(form)
    letters = sum(c.isalpha() for c in name)
    accents = sum(1 for c in unicodedata.normalize("NFD", name) if unicodedata.combining(c))
    return (letters, accents, -len(name.split()), form == name, -len(form), form)


def resolve_people(mentions: list[tuple[str, str]]) -> dict[tuple[str, str], Cluster]:
    """Map each (raw name, document) mention to its person's cluster."""
    clean = {(raw, doc): clean_name(raw) for raw, doc in mentions}
    full: dict[tuple[str, str], Cluster] = {}
    by_surname: dict[str, list[tuple[str, str]]] = defaultdict(list)
    result: dict[tuple[str, str], Cluster] = {}
    keyed: dict[tuple[str, str], tuple[str, str]] = {}
    pending = []
    for (raw, doc), name in sorted(clean.items()):
        if not name:
            continue
        parsed = parse_name(name)
        if len(name.split()) == 1 or all(w in PARTICLES for w in name.split()[:-1]) and name.split()[0].islower():
            pending.append(("first", raw, doc, name))     # (a surname with its particles alone: "van der Merwe")
        elif parsed.has_full_first and parsed.surname:
            key = (parsed.first.replace("-", ""), parsed.surname)
            if key not in full:
                full[key] = Cluster()
                by_surname[parsed.surname].append(key)
                bare = _PARTICLES_FIRST.sub("", parsed.surname)
                if bare != parsed.surname:
                    # "Rafael Tavares de Souza-Lima" is the "Souza-Lima RT" of a reference list, "João P. G. de
                    # Almeida" the "J. P. Almeida"
                    by_surname[bare].append(key)
                joined = re.match(r"(\S+) [iy] \S", parsed.surname)
                if joined:      # "Jaume Puig i Ferrer" is the "J. Puig" of a reference list (the first surname)
                    by_surname[joined.group(1)].append(key)
            full[key].add(raw, doc)
            keyed[(raw, doc)] = key
        else:
            pending.append(("initials", raw, doc, name))
    _join_split_given_names(full)
    _join_swapped_names(full)
    _join_nicknames(full)
    _join_part_surnames(full)
    _join_same_letters(full)
    _join_leading_words(full)
    _join_capital_initials(full)
    for mention, key in keyed.items():
        result[mention] = full[key]
    loose: dict[str, Cluster] = {}
    in_doc: dict[str, dict[int, Cluster]] = defaultdict(dict)     # the full names each document writes
    for c in full.values():
        for d in c.docs:
            in_doc[d][id(c)] = c
    for how, raw, doc, name in pending:
        target = _initials_match(name, doc, full, by_surname, in_doc[doc]) if how == "initials" \
            else _first_name_match(name, doc, full)
        if target is None:      # "S. Ouédraogo" and "Ouédraogo S." are one form: surname and initials
            parsed = parse_name(name)
            given, surname = parsed.given, parsed.surname
            if how == "initials" and given and len(given[0]) == 1 and len(given) > 1 and all(len(g) > 1 for g in given[1:]):
                # "D. Castillo Ruiz" is the "Castillo Ruiz DA" of a reference list: an initial before a two-word surname
                given, surname = given[:1], " ".join((*given[1:], surname))
            key = f"{surname}|{''.join(g[:1] for g in given)}" if how == "initials" else fold(name)
            target = loose.setdefault(key, Cluster())
        target.add(raw, doc)
        result[(raw, doc)] = target
    _join_shorter_initials(loose, result)
    return result


def _join_shorter_initials(loose: dict[str, Cluster], result: dict[tuple[str, str], Cluster]) -> None:
    """"A. Oyelowo" and "A. K. Oyelowo" in one document, no full name for either: one person, when the document
    writes no other initials that begin the same way ("A. B. Oyelowo" beside them leaves all three apart)."""
    by_doc: dict[tuple[str, str], list[str]] = defaultdict(list)        # (document, surname) -> initials keys
    for key, cluster in loose.items():
        if "|" in key:
            for d in cluster.docs:
                by_doc[(d, key.split("|")[0])].append(key)
    for (_, surname), keys in sorted(by_doc.items()):
        for short in sorted(keys):
            letters = short.split("|")[1]
            longer = [k for k in keys if k != short and k.split("|")[1].startswith(letters)]
            if not letters or len(longer) != 1 or loose[short] is loose[longer[0]]:
                continue
            gone, keep = loose[short], loose[longer[0]]
            keep.absorb(gone)
            for table in (result, loose):
                for k, c in table.items():
                    if c is gone:
                        table[k] = keep


def _join_split_given_names(full: dict[tuple[str, str], Cluster]) -> None:
    """"Man Kit Sit" is "Man-Kit Sit": a given name written in two words joins the one written as one."""
    for key, cluster in list(full.items()):
        for form in list(cluster.forms):
            given = parse_name(clean_name(form)).given
            joined = "".join(g.replace("-", "") for g in given)
            if len(given) > 1 and all(len(g) > 1 for g in given) and (joined, key[1]) in full:
                target = full[(joined, key[1])]
                if target is not cluster:
                    target.absorb(cluster)
                    for k, c in full.items():
                        if c is cluster:
                            full[k] = target
                    cluster = target


def _join_swapped_names(full: dict[tuple[str, str], Cluster]) -> None:
    """"Zhao Weiming" is "Wei-Ming Zhao" when one document writes both: family name first, as
    Chinese, Japanese, Korean and Hungarian names often are. Across documents two people may
    really be called "Lee Chen" and "Chen Lee", so only forms that share a document join."""
    for first, surname in list(full):
        cluster = full[(first, surname)]          # as merged so far
        other = full.get((surname.replace("-", ""), first))
        if other is None or other is cluster or not (cluster.docs & other.docs):
            continue
        if len(parse_name(clean_name(next(iter(other.forms)))).given) != 1:
            continue                    # "Zhao Wei Ming" has a middle name: not a plain swap
        cluster.absorb(other)
        for k, c in full.items():
            if c is other:
                full[k] = cluster


_CAPITAL_INITIALS = re.compile(r"[A-Z]{2,3}")


def _join_capital_initials(full: dict[tuple[str, str], Cluster]) -> None:
    """"TN Mokoena" on a profile site (initials without full stops, which read as a given name) is the one
    person of the same document whose given names start with those letters: Thandiwe N. Mokoena."""
    for key, cluster in list(full.items()):
        if full[key] is not cluster or not all(_CAPITAL_INITIALS.fullmatch(clean_name(f).split()[0]) for f in cluster.forms):
            continue
        fits = {id(c): c for k, c in full.items() if k[1] == key[1] and c is not cluster and c.docs & cluster.docs
                and any(_initials(f).startswith(key[0]) for f in c.forms)}
        if len(fits) == 1:
            _merge(full, next(iter(fits.values())), cluster)


def _initials(form: str) -> str:
    """"Thandiwe N. Mokoena" -> "tn", "Ji-Hoon Park" -> "jh": the first letters of the given names."""
    return "".join(part[:1] for g in parse_name(clean_name(form)).given for part in g.split("-") if part)


def _merge(full: dict[tuple[str, str], Cluster], keep: Cluster, gone: Cluster) -> None:
    keep.absorb(gone)
    for k, c in full.items():
        if c is gone:
            full[k] = keep


def _join_same_letters(full: dict[tuple[str, str], Cluster]) -> None:
    """"Lucía Fernández-Ortega" and "Lucía Fernández Ortega": the same words, a hyphen apart, are one name
    (as accents apart are), though the two parse with different surnames."""
    seen: dict[str, Cluster] = {}
    for key in sorted(full):
        cluster = full[key]
        for form in list(cluster.forms):
            words = fold(clean_name(form)).replace("-", " ")
            if len(words.split()) < 3:
                continue
            other = seen.setdefault(words, cluster)
            if other is not cluster:
                _merge(full, other, cluster)
                cluster = other


def _words(form: str) -> tuple[str, ...]:
    """A name's words, folded; a hyphenated surname stays one word ("lima-souza")."""
    return tuple(fold(w).replace(" ", "-") for w in clean_name(form).split())


def _join_leading_words(full: dict[tuple[str, str], Cluster]) -> None:
    """"Kenneth Lim" beside "Kenneth Lim Wei Jie" in one document: a name written with its first words only (a
    Singaporean's English name and surname, before the Chinese given names). Only when one longer name fits."""
    clusters = list({id(c): c for c in full.values()}.values())
    longer: dict[tuple[str, ...], list[Cluster]] = defaultdict(list)    # a name's first words -> the longer names
    for c in clusters:
        for form in c.forms:
            words = _words(form)
            for k in range(2, len(words)):
                longer[words[:k]].append(c)
    merged: set[int] = set()
    for short in clusters:
        prefixes = {_words(f) for f in short.forms}
        fits = list({id(c): c for p in prefixes if len(p) >= 2 for c in longer.get(p, ())
                     if c is not short and id(c) not in merged and c.docs & short.docs}.values())
        if len(fits) == 1:
            _merge(full, fits[0], short)
            merged.add(id(short))


def _join_nicknames(full: dict[tuple[str, str], Cluster]) -> None:
    """'Zhiyuan "Ethan" Wang' and "Ethan Wang" in one document are one person; so are "Rebecca J. Ashdown-Pryce" and
    "Becky Ashdown-Pryce" (an English given name and its usual short form, from a curated list), when the document
    has no other person of that surname whom the short form could be."""
    for (first, surname), cluster in list(full.items()):
        for form in list(cluster.forms):
            nick = fold(nickname(form)).replace(" ", "")
            other = full.get((nick, surname)) if nick else None
            if other is not None and other is not full[(first, surname)] and other.docs & cluster.docs:
                _merge(full, full[(first, surname)], other)
    by_surname: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for key in full:
        by_surname[key[1]].append(key)
    for surname, keys in by_surname.items():
        if len(keys) < 2:
            continue
        for short, long in ((a, b) for a in keys for b in keys if a[0] != b[0] and a[0] in _short_forms(b[0])):
            there = full[short].docs & full[long].docs
            rivals = [k for k in keys if k not in (short, long) and full[k].docs & there and full[k] is not full[long]]
            if there and not rivals and full[short] is not full[long]:
                _merge(full, full[long], full[short])


@lru_cache(maxsize=4096)
def _short_forms(given: str) -> frozenset[str]:
    """The usual short forms of an English given name ("rebecca" -> becky, becca, ...), folded."""
    return frozenset(fold(n) for n in _nicknamer().nicknames_of(given))


@lru_cache(maxsize=4096)
def _full_initials(given: str) -> frozenset[str]:
    """The initials of the full names a short form is for ("becky" -> {"r"}: Rebecca), none for a full name."""
    return frozenset(fold(n)[:1] for n in _nicknamer().canonicals_of(given) if fold(n)[:1] != given[:1])


@lru_cache(maxsize=1)
def _nicknamer():
    from nicknames import NickNamer     # (its list is read once a process, when first needed)

    return NickNamer()


def _first_surname(form: str) -> str:
    """The first of two surnames a full name of three words or more ends with ("Morales" of "Javier Morales
    Iturbe"), folded; "" for shorter names."""
    words = clean_name(form).split()
    if not (len(words) >= 3 and words[-2][:1].isupper() and not words[-2].endswith(".")):
        return ""
    at = len(words) - 2
    while at > 1 and words[at - 1].lower() in PARTICLES:
        at -= 1                 # "de la Fuente" of "Lucía de la Fuente Mora"
    return fold(" ".join(words[at:-1]))


def _surname_parts(surname: str) -> list[str]:
    return surname.split() if " " in surname else []


def _join_part_surnames(full: dict[tuple[str, str], Cluster]) -> None:
    """"Zhiyuan Wang" beside "Zhiyuan Lüthi-Wang" in one document: a double surname written in part.
    Only when the shorter form has one such fit among the people of that document."""
    by_first: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for key in full:
        if _surname_parts(key[1]):
            by_first[key[0]].append(key)
    for first, surname in list(full):
        if " " in surname or first not in by_first:
            continue
        cluster = full[(first, surname)]
        fits = {id(full[k]): full[k] for k in by_first[first]
                if surname in _surname_parts(k[1]) and full[k].docs & cluster.docs and full[k] is not cluster}
        if len(fits) == 1:
            _merge(full, next(iter(fits.values())), cluster)


def _initials_match(name: str, doc: str, full: dict, by_surname: dict, here: dict | None = None) -> Cluster | None:
    """"L. Hoffmann": the one person of the build the initials fit, else the one of the same document
    (another document's Lukas Hoffmann leaves the Lena Hoffmann named beside "L. Hoffmann" hers)."""
    parsed = parse_name(name)
    # (the initial of a short form's full name fits too: "Ashdown-Pryce R.J." for "Becky Ashdown-Pryce")
    fits = list({id(full[key]): full[key] for key in by_surname.get(parsed.surname, ())
                 if (key[0][:1] == parsed.first[:1] or parsed.first[:1] in _full_initials(key[0]))
                 and _middle_fits(parsed.given[1:], full[key])}.values())
    if not fits and " " in parsed.surname:
        # "Quispe Mamani R": a two-word surname, which the full name "Rafael Quispe Mamani" parses as a middle name
        # ("Ferreira da Costa J.P." for João P. Ferreira da Costa, whose full name parses "da costa" as the surname)
        tail, words = " " + parsed.surname, parsed.surname.split()
        fits = list({id(full[key]): full[key] for key in (*by_surname.get(words[-1], ()),
                                                          *by_surname.get(" ".join(words[-2:]), ()))
                     if key[0][:1] == parsed.first[:1]
                     and any(fold(clean_name(f)).replace("-", " ").endswith(tail) for f in full[key].forms)}.values())
    if not fits and (" " not in parsed.surname or _PARTICLES_FIRST.match(parsed.surname)):
        # "McAllister B" for Bronwyn McAllister-Nguyen of the same document: nobody has the surname whole, one
        # has it as a part (across documents, "M. Okonkwo" may well be someone other than Maya Okonkwo-Reyes)
        here = here if here is not None else {id(c): c for c in full.values() if doc in c.docs}
        fits = list({id(c): c for c in here.values()
                     if any(parse_name(clean_name(f)).first[:1] == parsed.first[:1] and (
                         parsed.surname in _surname_parts(parse_name(clean_name(f)).surname) and "-" in f
                         # "J. Morales" for Javier Morales Iturbe: the first of two surnames
                         or _first_surname(f) == parsed.surname) for f in c.forms)}.values())
    if not fits and parsed.given:
        # "H. M. Tan" for Tan Hui Min, "K. W. J. Lim" for Kenneth Lim Wei Jie, "J. Li" for Li Jiahui: a name written
        # family name first, or with an English given name before it; "Rangel L.M.C.S." for Luciana Maria da Costa e
        # Silva Rangel, "Costa e Silva L.M." for her before her marriage; in one document, every initial must fit
        here = here if here is not None else {id(c): c for c in full.values() if doc in c.docs}
        fits = list({id(c): c for c in here.values() if any(_initials_around(f, parsed) for f in c.forms)}.values())
    if len(fits) == 1:
        return fits[0]
    same_doc = [c for c in fits if doc in c.docs]
    return same_doc[0] if len(same_doc) == 1 else None


def _initials_around(form: str, parsed) -> bool:
    """Whether a full name holds the initials form's surname among its words and the initials of its other words
    (particles and the "e" between Portuguese surnames aside), in order, are the form's initials exactly; or, for a
    surname before the name's last word (a maiden name), the initials of the words before it."""
    words = fold(clean_name(form)).split()
    surname = parsed.surname.split()
    at = next((k for k in range(len(words) - len(surname) + 1) if words[k:k + len(surname)] == surname), None)
    if at is None or len(words) < 2:
        return False
    letters = "".join(parsed.given)
    before = "".join(w[0] for w in words[:at] if w not in PARTICLES and w not in JOINERS)
    after = "".join(w[0] for w in words[at + len(surname):] if w not in PARTICLES and w not in JOINERS)
    return before + after == letters or bool(after) and len(surname) > 1 and before == letters



def _middle_fits(initials: tuple[str, ...], cluster: Cluster) -> bool:
    """A middle initial must agree with the middle names the cluster writes, if any."""
    if not initials:
        return True
    for form in cluster.forms:
        given = [g for g in parse_name(clean_name(form)).given[1:] if g not in PARTICLES]    # ("María del Carmen")
        if given and given[0][:1] != initials[0][:1]:
            return False
    return True


def _first_name_match(name: str, doc: str, full: dict) -> Cluster | None:
    """A single name: the one person with that first name, else the one with that surname.

    The same document is asked first, then the whole build.
    """
    token = fold(name).replace("-", "").replace(" ", "")
    for position in (0, 1):
        fits = list({id(c): c for key, c in full.items() if key[position].replace(" ", "") == token}.values())
        same_doc = [c for c in fits if doc in c.docs]
        if len(same_doc) == 1:
            return same_doc[0]
        if len(fits) == 1:
            return fits[0]
        if fits:
            return None
    # The nickname one person of the same document goes by ('Pei-Shan "Peggy" Kuo', then "Peggy is co-advised by X")
    fits = list({id(c): c for c in full.values() if doc in c.docs
                 and any(token == fold(nickname(f)).replace(" ", "") for f in c.forms if '"' in f)}.values())
    if len(fits) == 1:
        return fits[0]
    # A short form of a given name ("Dami" for Oluwadamilare, "Kate" for Katerina) inside the one
    # person of the same document whose given name holds it; never across documents.
    if len(token) >= 3:
        fits = list({id(c): c for key, c in full.items()
                     if token in key[0].replace(" ", "") and doc in c.docs}.values())
        if len(fits) == 1:
            return fits[0]
        # The first of two surnames ("Echeverri" for Ramón Echeverri Salazar), or one part of a double
        # surname, in the same document
        fits = list({id(c): c for key, c in full.items() if doc in c.docs and (
            token in _surname_parts(key[1]) or any(
                token in parse_name(clean_name(f)).given[1:] for f in c.forms if f[:1].isupper()))}.values())
        if len(fits) == 1:
            return fits[0]
    return None
