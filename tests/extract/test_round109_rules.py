"""Session-43 rules: what older obituaries (and round 109) showed."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Award, Position, Publication, Supervision

from .helpers import written as _write

# An obituary as a society's journal prints it: prose hard-wrapped at 70 characters, lines that go on with a year
_OBITUARY = """OBITUARY

Marten Hoekstra (1936-2023)

Marten Hoekstra died in Zwolle on 3 March 2023. He was emeritus professor of
physical chemistry at Leiden University and, for three decades, one of the
most generous teachers of his field in the Low Countries and far beyond.

Marten studied chemistry at the University of Twente and went to Delft for
his doctoral work. He moved to Leiden University as a lecturer in 1968, and
he served as dean of the Faculty of Science at Leiden from 1990 to 1994, a
period he called "four years without a single experiment of my own". His
1979 paper "Slow proton transfer in crowded aqueous solutions of salts" (J.
Chem. Phys., with Olusegun Adeyemi) is still read, and the review he wrote
with Beatriz Quintana Ruiz, "Proton mobility in confined water: a critical
survey" (Chem. Rev. 1991), became required reading for several generations.

Around thirty students completed a PhD with him. Among them were Olusegun
Adeyemi, who moved to Unilever Research and led its colloids department for
a decade; Beatriz Quintana Ruiz (PhD 1988), who went on to a professorship at
the University of Valencia, where she built a group; and Tomasz Wierzbicki (PhD
1996), now professor at the Warsaw University of Technology. He also hosted
many postdoctoral researchers, among them Ji-woo Park (1991-1993), later of
Seoul National University.

The Royal Society of Chemistry awarded him its Faraday Medal in 1985, and he
was elected a member of the Royal Netherlands Academy of Arts and Sciences in
1992. Ghent University conferred an honorary doctorate on him in 1999, and
on his retirement he was made a Knight in the Order of the Netherlands Lion
(2001). He was elected a member of the Executive Committee of the faculty in
1980 and chaired it for two years.
"""


def _claims(tmp_path, text=_OBITUARY, name="obituary.txt"):
    return extract_document(read(_write(tmp_path, name, text))).claims


def test_an_office_in_lower_case_after_served_as_is_a_post_with_its_years(tmp_path):
    posts = {(c.person, c.title, c.org, c.start, c.end) for c in _claims(tmp_path) if isinstance(c, Position)}
    assert (OWNER, "Dean", "Faculty of Science", 1990, 1994) in posts
    text = "Jan Smit\n\nShe was head of the Department of Physics at Ghent University from 2001 to 2007.\n"
    posts = {(c.title, c.org, c.start) for c in _claims(tmp_path, text, "bio.txt") if isinstance(c, Position)}
    assert ("Head", "Ghent University", 2001) in posts
    # (the head of a lower-case thing is no post: "head of the table")
    text = "Jan Smit\n\nHe sat at the head of the table at Ghent University from 2001 to 2007.\n"
    assert not [c for c in _claims(tmp_path, text, "bio.txt") if isinstance(c, Position)]


def test_a_wrapped_line_that_goes_on_with_a_year_stays_in_its_sentence(tmp_path):
    claims = _claims(tmp_path)
    sups = {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
    assert (OWNER, "Tomasz Wierzbicki", "PhD") in sups
    # "Tomasz Wierzbicki (PhD" / "1996), now professor at X": the line above left the bracket open
    affs = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("Tomasz Wierzbicki", "Warsaw University of Technology") in affs
    # "His" / "1979 paper ...": the year before a word in lower case goes on with the sentence
    assert "Slow proton transfer in crowded aqueous solutions of salts" in {
        c.title for c in claims if isinstance(c, Publication)}


def test_where_former_members_went_a_professorship_later_of_and_a_clause_after_the_place(tmp_path):
    claims = _claims(tmp_path)
    affs = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("Beatriz Quintana Ruiz", "University of Valencia") in affs
    assert ("Olusegun Adeyemi", "Unilever Research") in affs
    assert not any(p == "Olusegun Adeyemi" and "colloids" in o for p, o in affs)
    assert ("Ji-woo Park", "Seoul National University") in affs
    posts = {(c.person, c.title.lower(), c.org) for c in claims if isinstance(c, Position)}
    assert ("Beatriz Quintana Ruiz", "professor", "University of Valencia") in posts


def test_a_paper_told_in_prose_with_its_venue_and_coauthors_in_brackets(tmp_path):
    pubs = {p.title: p for p in _claims(tmp_path) if isinstance(p, Publication)}
    paper = pubs["Slow proton transfer in crowded aqueous solutions of salts"]
    assert (paper.year, paper.authors) == (1979, (OWNER, "Olusegun Adeyemi"))
    assert paper.venue.startswith("J.")
    review = pubs["Proton mobility in confined water: a critical survey"]
    assert (review.year, review.venue, review.authors) == (1991, "Chem. Rev.", (OWNER, "Beatriz Quintana Ruiz"))


def test_honours_a_body_gives_him_an_academys_membership_and_an_order(tmp_path):
    awards = {(c.person, c.name, c.year) for c in _claims(tmp_path) if isinstance(c, Award)}
    assert (OWNER, "Faraday Medal", 1985) in awards
    assert (OWNER, "Honorary doctorate", 1999) in awards
    assert (OWNER, "Knight in the Order of the Netherlands Lion", 2001) in awards
    assert (OWNER, "Member of the Royal Netherlands Academy of Arts and Sciences", 1992) in awards
    # a committee's membership is a duty, no honour
    assert not any("Committee" in name for _, name, _ in awards)


# A one-page site builder's home page (Hugo's Wowchemy theme): no <main>, one <section> per widget
_WIDGETS = """<!DOCTYPE html><html><head><title>Okoro Group</title></head><body>
<nav><a href="/">Home</a> <a href="/#people">People</a> <a href="/#news">News</a></nav>
<div class="page-body">
<section id="hero" class="home-section wg-hero"><div class="container">
  <h1>Computational Electrochemistry</h1>
  <p>We simulate reactions at electrified interfaces with first-principles methods and machine learning.</p>
  <p>The <strong>Okoro Group</strong> is part of the Institute of Physical Chemistry at the University of Basel.</p>
</div></section>
<section id="people" class="home-section wg-people"><div class="container"><div class="row people-widget">
  <div class="col-md-12 section-heading"><h1>Meet the Team</h1></div>
  <div class="col-md-12"><h2>Principal Investigator</h2></div>
  <div class="people-person"><a href="/author/chidi-okoro/"><img src="/a.jpg" alt="Chidi Okoro"></a>
    <div class="portrait-title"><h2><a href="/author/chidi-okoro/">Chidi Okoro</a></h2><h3>Assistant Professor</h3>
    <p class="people-interests">Electrocatalysis, Molecular dynamics</p></div></div>
  <div class="col-md-12"><h2>PhD Students</h2></div>
  <div class="people-person"><a href="/author/lea-brunner/"><img src="/b.jpg" alt="Lea Brunner"></a>
    <div class="portrait-title"><h2><a href="/author/lea-brunner/">Lea Brunner</a></h2><h3>PhD student (since 2022)</h3>
    <p class="people-interests">Solvation, Free energies</p></div></div>
  <div class="people-person"><a href="/author/tomas-ruiz/"><img src="/c.jpg" alt="Tomás Ruiz"></a>
    <div class="portrait-title"><h2><a href="/author/tomas-ruiz/">Tomás Ruiz</a></h2><h3>Doctoral student</h3>
    <p class="people-interests">Machine-learned potentials</p></div></div>
</div></div></section>
<section id="software" class="home-section wg-software"><div class="container">
  <h1>Software</h1>
  <p>All our codes are open source and developed on GitHub by the members of the group.</p>
</div></section>
<section id="news" class="home-section wg-news"><div class="container">
  <h1>Recent News</h1>
  <p>Lea wins a poster prize at the CECAM workshop on interfaces in Lausanne. Jun 2024</p>
</div></section>
</div></body></html>
"""


def test_a_one_page_sites_sections_are_all_read_with_the_headings_of_its_cards(tmp_path):
    claims = _claims(tmp_path, _WIDGETS, "index.html")
    doc = read(_write(tmp_path, "index.html", _WIDGETS))
    assert "PhD Students" in doc.text.split("\n") and "Lea Brunner" in doc.text
    sups = {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}
    assert {(OWNER, "Lea Brunner", "PhD"), (OWNER, "Tomás Ruiz", "PhD")} <= sups
    # the hero's field ("Computational Electrochemistry") names no one: the page's owner is its PI
    owners = [c.name for c in claims if getattr(c, "is_owner", False)]
    assert "Computational Electrochemistry" not in owners


_LIFE = """# In memoriam: Liisa Koskinen-Bauer (1940–2023)

Professor emerita **Liisa Koskinen-Bauer** died in Turku on 2 May 2023.

## Early life and education

Liisa was born in Vaasa in 1940. She entered the University of Turku in 1958 to study botany and
chemistry and graduated as *filosofian kandidaatti* (MSc) in 1963. Her doctoral work on bog mosses
was supervised by Professor Aarne Salo.

## Career

Back in Finland she joined the Finnish Forest Research Institute in Vantaa as a researcher
(1968–1974), mapping the peatlands of Lapland. In 1974 she moved north to the University of Oulu as
associate professor of botany, and in 1983 she returned south as professor of ecology.

## Honours

Liisa received the Society's Linnaeus Medal in 1995, received an honorary doctorate from Umeå
University in 2001, and in 2004 was made a Knight, First Class, of the Order of the White Rose of
Finland.
"""


def test_a_life_story_under_cv_headings_is_read_as_sentences_not_as_entries(tmp_path):
    claims = _claims(tmp_path, _LIFE, "obituary.md")
    edu = {(c.person, c.degree, c.institution, c.end) for c in claims if type(c).__name__ == "Education"}
    # "entered X in 1958 to study ... and graduated as ... (MSc) in 1963": X gave the degree
    assert (OWNER, "MSc", "University of Turku", 1963) in edu
    posts = {(c.person, c.title, c.org, c.start, c.end) for c in claims if isinstance(c, Position)}
    # "Back in Finland she joined X in Vantaa as a researcher (1968–1974)": the post and its years
    assert (OWNER, "researcher", "Finnish Forest Research Institute", 1968, 1974) in posts
    # "moved north to the University of Oulu as associate professor": a post there
    assert any(p == OWNER and o == "University of Oulu" and s == 1974 for p, _, o, s, _ in posts)
    # no paragraph read as one entry of a list (its first sentence a title, the next paragraph a place)
    assert not any(len(t) > 80 or len(o) > 80 for _, t, o, _, _ in posts)
    assert not any(len(i) > 80 for _, _, i, _ in edu)


def test_an_honours_paragraph_about_the_page_person_by_her_first_name(tmp_path):
    awards = {(c.person, c.name, c.year) for c in _claims(tmp_path, _LIFE, "obituary.md") if isinstance(c, Award)}
    assert (OWNER, "Society's Linnaeus Medal", 1995) in awards
    assert (OWNER, "Honorary doctorate", 2001) in awards
    assert (OWNER, "Knight, First Class, of the Order of the White Rose of Finland", 2004) in awards


_GRADUATES = """Recent PhD graduates

Adaeze Okafor-Lund
Dissertation: Tone sandhi in Igbo serial verb constructions
Supervisor: Marguerite Lavallée
First position: Postdoctoral Fellow in Linguistics, University of California, Santa Cruz

Harjit Singh Gill
Dissertation: Retroflexion across three generations of Toronto Punjabi
Supervisor: Anneke Vos
First position: Assistant Professor (Teaching Stream), Simon Fraser University
"""


def test_a_first_positions_campus_stays_whole_and_a_titles_note_in_brackets_is_no_place(tmp_path):
    claims = _claims(tmp_path, _GRADUATES, "graduates.txt")
    posts = {(c.person, c.title, c.org) for c in claims if isinstance(c, Position)}
    assert ("Adaeze Okafor-Lund", "Postdoctoral Fellow in Linguistics", "University of California, Santa Cruz") in posts
    assert ("Harjit Singh Gill", "Assistant Professor", "Simon Fraser University") in posts
    assert not any(o in ("University of California", "Teaching Stream") for _, _, o in posts)


def test_a_supervised_thesis_title_loses_its_working_title_note_while_a_graduates_post_loses_its_own(tmp_path):
    # (two notes in brackets, two readers: "[working title]" after a thesis's title, "(Teaching Stream)" after a post)
    text = ("THESES SUPERVISED\n\nDoctoral\n  Sáez, Lucía (2024). Reading apps in rural schools [working title]. "
            "PhD thesis, University of Eastmoor. Promotor: Dr Ivo Brennan.\n")
    titles = {c.title for c in _claims(tmp_path, text, "cv.txt") if isinstance(c, Publication)}
    assert titles == {"Reading apps in rural schools"}


def test_a_person_the_page_names_with_a_nickname_in_quotes_is_one_person_under_both_names(tmp_path):
    from labgraph.pipeline import build
    from labgraph.rdf import LG
    from rdflib import RDFS, SKOS
    text = ("Ruth Abernathy (1931-2022)\n\nRuth Abernathy was a crystallographer at the University of York.\n\n"
            "Her 1994 review with Grete Lindahl, \"Twenty years of anomalous dispersion in crystallography\" (Annu. Rev. "
            "Biophys. 1994), is still cited.\n\nAmong her students were Sipho Ndlovu (PhD 1979), now professor at the "
            "University of Cape Town, and Margarethe \"Grete\" Lindahl (PhD York, 1986), later of Uppsala University.\n")
    graph = build([_write(tmp_path, "obituary.txt", text)])
    people = {(str(row.p), str(row.name)) for row in graph.query(
        "SELECT ?p ?name WHERE { GRAPH ?g { ?p a lg:Person ; rdfs:label ?name } }", initNs={"lg": LG, "rdfs": RDFS})}
    lindahls = {p for p, name in people if "Lindahl" in name}
    assert len(lindahls) == 1
    forms = {str(row.f) for row in graph.query(
        "SELECT ?f WHERE { GRAPH ?g { ?p skos:altLabel ?f } }", initNs={"skos": SKOS},
        initBindings={"p": __import__("rdflib").URIRef(next(iter(lindahls)))})}
    assert "Grete Lindahl" in forms
    # (the student and the co-author are one: she is the author of the review)
    authors = {str(row.p) for row in graph.query(
        "SELECT ?p WHERE { GRAPH ?g { ?w lg:author ?p } }", initNs={"lg": LG})}
    assert lindahls <= authors


_MEMBERS_TABLE = """# Members

| | Name | Role | Co-advisor |
|:-:|:--|:--|:--|
| 🧑‍🔬 | Dr. Haruka Kobayashi-Ng | Postdoc (since 2023) | – |
| 🎓 | Nguyễn Tuấn Anh | PhD student | Assoc.Prof. Bernhard Lechner (Institute of Automation and Control, TU Graz) |
| 📝 | Jonas Pichler | MSc student (thesis supervised by Haruka) | – |
"""


def test_a_members_tables_glued_titles_and_a_thesis_supervised_by_a_member_called_by_her_first_name(tmp_path):
    sups = _sups_of(_claims(tmp_path, _MEMBERS_TABLE, "README.md"))
    # "Assoc.Prof. Bernhard Lechner": two titles glued, the co-advisor after them
    assert ("Bernhard Lechner", "Nguyễn Tuấn Anh", "PhD") in sups
    # "(thesis supervised by Haruka)": the postdoc the table names in full, not the page's owner
    assert ("Haruka Kobayashi-Ng", "Jonas Pichler", "Master") in sups
    assert (OWNER, "Jonas Pichler", "Master") not in sups


def _sups_of(claims):
    return {(c.advisor, c.advisee, c.level) for c in claims if isinstance(c, Supervision)}


_NEWS = """# News

Oct 2, 2023

Visiting Fulbright student Hannah Kleinschmidt defended her Master's thesis at Heidelberg University, based on the
year she spent with us. Hannah was co-supervised by Prof. Jan-Hendrik Vogt (Heidelberg).

Sep 1, 2023

Congratulations to Priyanka Deshpande on defending her PhD thesis! Priyanka was co-supervised by Thu and Dr Callum
Hughes. Our group leader, Associate Professor Minh-Thu Tran, will miss her.
"""


def test_a_first_name_alone_is_the_one_person_the_page_names_in_full_with_it(tmp_path):
    sups = _sups_of(_claims(tmp_path, _NEWS, "news.md"))
    # "Hannah Kleinschmidt defended ... Hannah was co-supervised by X": no claim gave her full name, the page does
    assert ("Jan-Hendrik Vogt", "Hannah Kleinschmidt", "Unspecified") in sups
    assert not any(b == "Hannah" for _, b, _ in sups)
    # "Thu" is the end of "Minh-Thu Tran", no given name of a "Thu Tran"
    assert not any(a == "Thu Tran" for a, _, _ in sups)
