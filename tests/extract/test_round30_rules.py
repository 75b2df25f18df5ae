"""Session-17 rules: a list of defended theses written as records (a year and a name, then indented "Advisor:",
"Thesis:" and "First position:" fields whose values wrap onto deeper-indented lines)."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Affiliation, Education, Position, Publication, Supervision


def extracted(tmp_path, text, name="doc.txt"):
    """The extraction of a text read as a file of that name."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


THESES = """\
ORAVA UNIVERSITY - DEPARTMENT OF MATHEMATICS

                 DOCTORAL THESES DEFENDED 2015-2024

Family names of Slovak candidates are in capitals, family name first.

2015  ŠTEFANKO Ľubomír
      Advisor:        Dr. Kováč Peter
      Thesis:         Minimal generating sets of transformation semigroups
      First position: assistant professor, Faculty of Science, Orava University

2017  Ines Marchetti  (Italy)
      Advisors:       Kováč Peter; co-adv. Zajac Mária
      Thesis:         Tropical curves with prescribed degenerations and their
                      moduli over non-archimedean fields
      First position: data analyst, Tatra Banka, Bratislava

2019  ÁDÁM Réka
      Advisor:        Zajac Mária
      Thesis:         Sieve methods for prime values of binary quadratic
                      forms: explicit bounds
      First position: postdoctoral researcher, Max Planck Institute for
                      Mathematics (2019-2021)
"""


def test_a_records_name_line_and_indented_fields_are_one_graduate(tmp_path):
    claims = extracted(tmp_path, THESES).claims
    got = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    # the family name in capitals with an accented letter after it still starts a record ("ÁDÁM Réka")
    assert ("Kováč Peter", "ŠTEFANKO Ľubomír") in got
    assert ("Zajac Mária", "ÁDÁM Réka") in got
    assert ("Zajac Mária", "Ines Marchetti") in got
    # the indented "Advisor: Dr. X" is the record's, not the page owner's own advisor; a first position's employer
    # is no student
    assert not any(OWNER in pair for pair in got)
    assert not any("Tatra" in advisee or "Max Planck" in advisee for _, advisee in got)


def test_a_records_thesis_field_is_the_graduates_work_with_its_wrapped_lines(tmp_path):
    claims = extracted(tmp_path, THESES).claims
    papers = {c.title: c for c in claims if isinstance(c, Publication)}
    wrapped = papers["Tropical curves with prescribed degenerations and their moduli over non-archimedean fields"]
    assert wrapped.authors == ("Ines Marchetti",) and wrapped.year == 2017
    # a wrapped line with a colon in it ("forms: explicit bounds") continues the title, no field of its own
    assert "Sieve methods for prime values of binary quadratic forms: explicit bounds" in papers


def test_a_records_first_position_field_is_where_the_graduate_went(tmp_path):
    claims = extracted(tmp_path, THESES).claims
    posts = {(c.person, c.title, c.org, c.start, c.end) for c in claims if isinstance(c, Position)}
    assert ("Ines Marchetti", "data analyst", "Tatra Banka", None, None) in posts     # (without the town)
    assert ("ÁDÁM Réka", "postdoctoral researcher", "Max Planck Institute for Mathematics", 2019, 2021) in posts
    affiliations = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("ŠTEFANKO Ľubomír", "Faculty of Science") in affiliations
    assert ("ŠTEFANKO Ľubomír", "Orava University") in affiliations


SEMINARS = """\
<html><head><title>Applied Mathematics Seminar Series | School of Mathematics - Fenwick University</title></head>
<body><main>
<h1>Applied Mathematics Seminar Series</h1>
<p>Seminars run on Tuesdays at 2pm in the Harland Building, room 1.04. All welcome.</p>
<p>Tue 4 Feb 2025, 2:00pm</p>
<h3>Thin films on rotating cones</h3>
<p>Dr Ingrid Sæther, Department of Mathematics, University of Tromsø</p>
<h4>Abstract</h4>
<p>We study the drainage of a thin viscous film on a rotating cone and find a family of similarity solutions.</p>
<h4>Speaker bio</h4>
<p>Ingrid received her PhD in Applied Mathematics from the University of Bergen in 2016. She was a postdoc at the
University of Oxford with Prof. Malcolm Reeve (2016–2019) and holds a Research Council of Norway Young Research
Talent grant.</p>
<p>Tue 11 Feb 2025, 2:00pm</p>
<h3>Pattern formation in bacterial biofilms</h3>
<p>João Pedro dos Santos, PhD candidate, School of Mathematics, Fenwick University</p>
<h4>Abstract</h4>
<p>Biofilms wrinkle as they grow. We derive a reduced model for their growth on soft substrates.</p>
<h4>Speaker bio</h4>
<p>João is a second-year PhD candidate supervised by Professor Alison Brook and Dr Kwame Asante. He completed his MSc
in Mathematics at the University of Lisbon in 2023.</p>
</main></body></html>
"""


def test_a_speakers_bio_led_by_a_first_name_is_about_the_speaker_named_above_it(tmp_path):
    claims = extracted(tmp_path, SEMINARS, "seminars.html").claims
    got = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    # "João is a second-year PhD candidate supervised by A and B", under the card "João Pedro dos Santos, ..."
    assert ("Alison Brook", "João Pedro dos Santos") in got and ("Kwame Asante", "João Pedro dos Santos") in got
    assert ("Malcolm Reeve", "Ingrid Sæther") in got        # her postdoc, named in the bio under her card
    degrees = {(c.person, c.institution) for c in claims if isinstance(c, Education)}
    assert ("Ingrid Sæther", "University of Bergen") in degrees
    assert ("João Pedro dos Santos", "University of Lisbon") in degrees
    # the page's title ("Applied Mathematics Seminar Series") is no one: no fact is about it
    people = {getattr(c, f) for c in claims for f in ("person", "advisor", "advisee") if hasattr(c, f)}
    assert not any("Seminar" in p for p in people) and OWNER not in people


FELLOWS = """\
<html><body><main>
<h1>Meet the 2025 Harrow Trust Research Fellows</h1>
<p>The Harrow Trust is pleased to announce five new fellows in marine science. Fellowships start in October 2025.</p>
<h2>2025 Fellows</h2>
<p>Dr. Aino Väisänen</p>
<ul><li>PhD: Oceanography, University of Helsinki (2023)</li>
<li>Host: Scottish Association for Marine Science, University of the Highlands and Islands</li>
<li>Mentor: Dr. Fergus Mackay</li>
<li>Project: Winter mixing and nutrient supply in Scottish sea lochs</li></ul>
<p>Aino studies the physics of fjords and has sailed on eleven research cruises.</p>
<p>Dr. Tendai Moyo</p>
<ul><li>PhD: Marine Biology, Rhodes University (2022)</li>
<li>Host: Plymouth Marine Laboratory</li>
<li>Mentor: Prof. Hannah Cole</li>
<li>Project: Microplastic ingestion by copepods under warming</li></ul>
<p>Tendai previously worked as a fisheries observer in Namibia.</p>
</main></body></html>
"""


def test_a_name_over_labelled_lines_heads_a_block_of_that_persons_facts(tmp_path):
    claims = extracted(tmp_path, FELLOWS, "fellows.html").claims
    got = {(c.advisor, c.advisee) for c in claims if isinstance(c, Supervision)}
    assert ("Fergus Mackay", "Aino Väisänen") in got and ("Hannah Cole", "Tendai Moyo") in got
    degrees = {(c.person, c.degree, c.institution, c.end) for c in claims if isinstance(c, Education)}
    assert ("Aino Väisänen", "PhD", "University of Helsinki", 2023) in degrees
    assert ("Tendai Moyo", "PhD", "Rhodes University", 2022) in degrees
    # "Host: X, Y": where the fellow works
    affiliations = {(c.person, c.org) for c in claims if isinstance(c, Affiliation)}
    assert ("Aino Väisänen", "Scottish Association for Marine Science") in affiliations
    assert ("Tendai Moyo", "Plymouth Marine Laboratory") in affiliations
    # "PhD: Oceanography, University of Helsinki (2023)" in a bulleted list is a degree, not a work
    assert not [c for c in claims if isinstance(c, Publication)]
