"""Session-19 rules from round 34: an advert for PhD positions (who leads the lab, who its members are, and that the
students it advertises for are no one's yet)."""
from labgraph.extract import extract_document
from labgraph.ingest import read
from labgraph.model import OWNER, Supervision


def extracted(tmp_path, text, name="doc.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_document(read(path))


ADVERT = """\
Two PhD students wanted: Nitrogen cycling in boreal peatlands

WHO WE ARE
The positions are based in the Peatland Biogeochemistry lab (PB lab) led by Åsa Lindqvist-Okafor, Associate Professor in Ecology at Umeå University. The new PhD students will be supervised by Åsa Lindqvist-Okafor (main supervisor) and Dr. Tomás Ferreira Lima (co-supervisor), Senior Lecturer at the Swedish University of Agricultural Sciences.

At present the PB lab includes postdoc Dr. Kenji Watanabe-Ross, PhD students Elin Berg (3rd year) and Sofia Nyström, and MSc student Omar Haddad.

You will be supervised by Åsa Lindqvist-Okafor and work with the whole lab.
"""


def test_an_advert_for_phd_positions(tmp_path):
    ex = extracted(tmp_path, ADVERT)
    # "led by Åsa ...": the lab's leader is the page's owner (a name that starts with "Å")
    assert ex.owner_name == "Åsa Lindqvist-Okafor"
    supervised = {(c.advisor, c.advisee, c.level) for c in ex.claims if isinstance(c, Supervision)}
    # the students the advert is for are no one yet: no one is supervised by "The new PhD students" or "You",
    # and the co-supervisor named in the prose with "(co-supervisor)" supervises no one either
    assert not any(advisee == OWNER for _, advisee, _ in supervised)
    assert not any(advisor == "Tomás Ferreira Lima" for advisor, _, _ in supervised)
    # "the PB lab includes postdoc Dr. X, PhD students Y and Z, and MSc student W": the leader's
    assert {(OWNER, "Kenji Watanabe-Ross", "Postdoc"), (OWNER, "Elin Berg", "PhD"), (OWNER, "Omar Haddad", "Master")} \
        <= supervised


def test_a_bracket_at_a_wrapped_lines_start_goes_on_with_its_sentence(tmp_path):
    from labgraph.ingest.text import reflow
    line = "The lab has grown over the years and now counts many members, among them Chidi Okonkwo-Berg"
    text = "\n".join([line, "(2nd year; co-supervised by R. Mendes Tavares) and Laila Haddad, this year."]
                     + [line + " and more"] * 12)
    # ("(2nd year; ..." continues the sentence, so the line above runs on into it)
    assert reflow(text).split("\n")[0].endswith("Okonkwo-Berg (2nd year; co-supervised by R. Mendes Tavares) and Laila "
                                                "Haddad, this year.")


NOTES = """\
# Class Notes

*News from graduates of the Department of Geography, University of Otago (Dunedin). Keep them coming!*

### 1990s

**Ana Ruiz-Tapia** (PhD '97, advisor Harold Kemp) writes from Lima that she retired in June as professor at the Pontificia Universidad Católica del Perú.

**Margaret "Maggie" Doyle-Reyes** (BA '95, MA 1998) has been promoted to full professor at Loyola University Chicago.

**Tom Ibsen** (MSc 2001) was named a Guggenheim Fellow in 2024 for his work on Antarctic place names.
"""


def test_an_alumni_newsletters_class_notes(tmp_path):
    ex = extracted(tmp_path, NOTES, "notes.md")
    # a newsletter's title is no one's name: each note is about the graduate it opens with
    assert ex.owner_name is None
    from labgraph.model import Award, Education
    degrees = {(c.person, c.degree, c.institution, c.end) for c in ex.claims if isinstance(c, Education)}
    # the degrees in the note after each name, at the university whose graduates the page is about ('97: 1997)
    assert {("Ana Ruiz-Tapia", "PhD", "University of Otago", 1997), ("Margaret Doyle-Reyes", "BA", "University of Otago", 1995),
            ("Margaret Doyle-Reyes", "MA", "University of Otago", 1998), ("Tom Ibsen", "MSc", "University of Otago", 2001)} \
        <= degrees
    assert ("Harold Kemp", "Ana Ruiz-Tapia", "PhD") in {(c.advisor, c.advisee, c.level) for c in ex.claims
                                                        if isinstance(c, Supervision)}
    assert ("Tom Ibsen", "Guggenheim Fellow") in {(c.person, c.name) for c in ex.claims if isinstance(c, Award)}


def test_spanish_honorifics_before_a_name():
    from labgraph.names import clean_name
    assert clean_name("Dña. Lucía Almazán Peralta") == "Lucía Almazán Peralta"
    assert clean_name("D.ª Nerea Otal Sarasa") == "Nerea Otal Sarasa"
    assert clean_name("Don Zagier") == "Don Zagier"         # ("Don" is a given name too)


PROGRAMME = """<!DOCTYPE html><html><head><title>Programme | GeoMorph 2026</title></head><body>
<nav><a href="/">Home</a> <a href="/programme">Programme</a></nav>
<main>
<h1>Programme – Tuesday 9 June</h1>
<p>The presenting author is underlined. Superscript numbers refer to the affiliations below each talk.</p>
<h2>Session 2A · River dynamics</h2>
<article class="talk">
  <div class="time">10:30</div>
  <h3>Bank erosion along a meandering gravel-bed river over three flood seasons</h3>
  <p class="authors"><u>Ingrid Solheim Brekke</u><sup>1</sup>, Tomás Villalobos Reyes<sup>2</sup></p>
  <p class="affils"><sup>1</sup>Department of Geosciences, University of Oslo, Norway; <sup>2</sup>Instituto de Geografía, Pontificia Universidad Católica de Chile, Santiago, Chile</p>
</article>
<article class="talk">
  <div class="time">10:55</div>
  <h3>Sediment pulses after dam removal on a Pacific Northwest river</h3>
  <p class="authors">Hannah Kowalczyk-Reid<sup>1</sup>, <u>Daniel Mbeki Okafor</u><sup>1</sup></p>
  <p class="affils"><sup>1</sup>School of Earth Sciences, Oregon State University, Corvallis, USA</p>
</article>
</main></body></html>
"""


def test_a_programmes_talks_with_their_authors_and_numbered_affiliations(tmp_path):
    ex = extracted(tmp_path, PROGRAMME, "programme.html")
    # (a paragraph classed "authors" is no news article's byline to drop: it is the talk's authors)
    papers = {c.title: c.authors for c in ex.claims if type(c).__name__ == "Publication"}
    assert papers["Bank erosion along a meandering gravel-bed river over three flood seasons"] == \
        ("Ingrid Solheim Brekke", "Tomás Villalobos Reyes")
    assert papers["Sediment pulses after dam removal on a Pacific Northwest river"] == \
        ("Hannah Kowalczyk-Reid", "Daniel Mbeki Okafor")
    affiliations = {(c.person, c.org) for c in ex.claims if type(c).__name__ == "Affiliation"}
    assert {("Ingrid Solheim Brekke", "University of Oslo"), ("Tomás Villalobos Reyes", "Instituto de Geografía"),
            ("Daniel Mbeki Okafor", "Oregon State University")} <= affiliations


def test_a_phd_at_a_place_with_commas_then_under_its_advisor(tmp_path):
    text = ("Nomvula Dlamini\n\nAbout\n\nShe moved to Germany for a PhD at MARUM – Center for Marine Environmental "
            "Sciences, University of Bremen, under Prof. Dr. Heike Oberländer (PhD 2013).\n")
    supervised = {(c.advisor, c.level) for c in extracted(tmp_path, text).claims if isinstance(c, Supervision)}
    assert ("Heike Oberländer", "PhD") in supervised


PARTNERS = """\
The TIDES consortium

Partners

# | Partner (short name) | Country | Principal investigator | Team members | WPs
1 (CO) | Wageningen University & Research (WUR) – Laboratory of Entomology | NL | Prof. dr. Anouk de Vries | Lotte Bakker (PhD candidate); Femke Jansen (technician) | WP1, WP2
2 | Jagiellonian University in Kraków (Uniwersytet Jagielloński, UJ) – Institute of Environmental Sciences | PL | Dr. Piotr Zając | – | WP3
3 | Helmholtz Centre for Environmental Research (UFZ) | DE | PD Jens-Uwe Köhler | Tobias Ng | WP4
"""


def test_a_consortiums_partner_table(tmp_path):
    affiliations = {(c.person, c.org) for c in extracted(tmp_path, PARTNERS).claims if type(c).__name__ == "Affiliation"}
    # the principal investigator and each team member at the partner's organisations (its own-language name in
    # brackets aside, the unit after the dash a part of its own)
    assert {("Anouk de Vries", "Laboratory of Entomology"), ("Anouk de Vries", "Wageningen University & Research"),
            ("Lotte Bakker", "Wageningen University & Research"), ("Femke Jansen", "Laboratory of Entomology"),
            ("Piotr Zając", "Jagiellonian University in Kraków"), ("Piotr Zając", "Institute of Environmental Sciences"),
            ("Jens-Uwe Köhler", "Helmholtz Centre for Environmental Research"),
            ("Tobias Ng", "Helmholtz Centre for Environmental Research")} <= affiliations


def test_a_spanish_thesis_entrys_directora_and_codirector(tmp_path):
    text = ("Dña. Lucía Almazán Peralta\n\n  • Título: Eficiencia en el uso del agua del almendro\n"
            "  • Directora: Dra. Ana Isabel Lacasta Beltrán (CITA)\n  • Codirector: Dr. Jesús Marcén Oliván\n")
    supervised = {(c.advisor, c.advisee) for c in extracted(tmp_path, text).claims if isinstance(c, Supervision)}
    assert {("Ana Isabel Lacasta Beltrán", OWNER), ("Jesús Marcén Oliván", OWNER)} <= supervised


ARABIC = """\
د. سارة بنت علي القحطاني
Dr. Sarah Ali Al-Qahtani

المؤهلات العلمية / Qualifications

الدرجة / Degree | الجهة / Institution | السنة / Year
دكتوراه / PhD | جامعة ليدز / University of Leeds | 2015
ماجستير / MSc | جامعة الملك سعود / King Saud University | 2010

الرسائل العلمية المشرف عليها / Supervised Theses

الطالب / Student | الدرجة / Degree | السنة / Year
ريم سعد الدوسريReem Saad Al-Dosari | دكتوراه / PhD | 2023

الإنتاج العلمي / Publications (مختارات / selected)

  • Al-Dosari RS, Al-Qahtani SA. Quorum-sensing inhibitors from a Penicillium endophyte. Molecules 28 (2023) 4410.
"""


def test_a_bilingual_arabic_english_profile_read_in_english(tmp_path):
    ex = extracted(tmp_path, ARABIC, "profile.txt")
    assert ex.owner_name == "Sarah Ali Al-Qahtani"
    from labgraph.model import Education, Publication
    assert {("PhD", "University of Leeds"), ("MSc", "King Saud University")} <= \
        {(c.degree, c.institution) for c in ex.claims if isinstance(c, Education) and c.person == OWNER}
    # a name glued after its Arabic form is the English one; "Publications (مختارات / selected)" stays a heading
    assert ("Reem Saad Al-Dosari", "PhD") in {(c.advisee, c.level) for c in ex.claims if isinstance(c, Supervision)}
    assert any(isinstance(c, Publication) and c.title.startswith("Quorum-sensing") for c in ex.claims)
