"""One entity per real person: name forms, initials, first names, homonyms."""
from labgraph.names import parse_name
from labgraph.resolve.people import resolve_people


def clusters(mentions):
    found = resolve_people(mentions)
    groups = {}
    for key, cluster in found.items():
        groups.setdefault(id(cluster), (cluster.label, set()))[1].add(key[0])
    return sorted((label, frozenset(forms)) for label, forms in groups.values())


def test_dblp_digits_marks_titles_and_middle_initials_merge():
    found = clusters([("Kai Xu 0014", "a"), ("Kai Xu", "b"), ("Jie Ren*", "a"), ("Jie Ren", "b"),
                      ("Prof. Alexander L. Wolf", "a"), ("Alexander Wolf", "b")])
    assert [label for label, _ in found] == ["Alexander L. Wolf", "Jie Ren", "Kai Xu"]


def test_initials_join_the_one_full_name_they_fit():
    found = clusters([("Peter Pietzuch", "a"), ("Pietzuch PR", "b"), ("P. Pietzuch", "c")])
    assert found == [("Peter Pietzuch", frozenset({"Peter Pietzuch", "Pietzuch PR", "P. Pietzuch"}))]


def test_shared_surname_never_merges_different_people():
    found = clusters([("Jun Wang", "a"), ("Jie Wang", "a"), ("J. Wang", "b")])
    labels = [label for label, _ in found]
    assert labels == ["J. Wang", "Jie Wang", "Jun Wang"]


def test_first_name_only_resolves_when_unambiguous():
    found = clusters([("Mahesh", "a"), ("Mahesh K. Marina", "b")])
    assert found == [("Mahesh K. Marina", frozenset({"Mahesh", "Mahesh K. Marina"}))]


def test_first_name_only_stays_apart_when_ambiguous():
    found = clusters([("Anna", "a"), ("Anna Berg", "b"), ("Anna Holm", "c")])
    assert ("Anna", frozenset({"Anna"})) in found


def test_accents_and_hyphens_do_not_split_people():
    found = clusters([("Marcel Wagenländer", "a"), ("Marcel Wagenlander", "b")])
    assert found == [("Marcel Wagenländer", frozenset({"Marcel Wagenländer", "Marcel Wagenlander"}))]


def test_given_name_in_two_words_joins_the_hyphenated_one():
    found = clusters([("Man-Kit Sit", "a"), ("Man Kit Sit", "b")])
    assert found == [("Man-Kit Sit", frozenset({"Man-Kit Sit", "Man Kit Sit"}))]


def test_surname_only_resolves_when_unambiguous():
    found = clusters([("Marina", "a"), ("Mahesh K. Marina", "b"), ("Anna Holm", "b")])
    assert ("Mahesh K. Marina", frozenset({"Marina", "Mahesh K. Marina"})) in found
    found = clusters([("Holm", "a"), ("Anna Holm", "b"), ("Erik Holm", "c")])
    assert ("Holm", frozenset({"Holm"})) in found


def test_one_capitalised_surname_is_a_name_but_role_headings_are_not():
    from labgraph.names import looks_like_name
    assert looks_like_name("WANG Jiahui") and looks_like_name("Jiahui WANG")
    assert not looks_like_name("JIAHUI WANG")          # an all-caps line: title-cased first by the owner search
    assert not looks_like_name("Postdoctoral Researchers") and not looks_like_name("Graduate Students")


def test_family_name_first_joins_the_same_person_written_in_one_document():
    found = resolve_people([("Wei-Ming ZHAO", "cv.txt"), ("Zhao Weiming", "cv.txt"), ("Emily Zhao", "lab.txt")])
    assert found[("Wei-Ming ZHAO", "cv.txt")] is found[("Zhao Weiming", "cv.txt")]
    assert found[("Emily Zhao", "lab.txt")] is not found[("Zhao Weiming", "cv.txt")]
    assert found[("Zhao Weiming", "cv.txt")].forms == {"Wei-Ming ZHAO": 1, "Zhao Weiming": 1}


def test_swapped_names_in_different_documents_stay_apart():
    found = resolve_people([("Lee Chen", "a.txt"), ("Chen Lee", "b.txt")])
    assert found[("Lee Chen", "a.txt")] is not found[("Chen Lee", "b.txt")]


def test_a_short_form_of_a_given_name_joins_the_one_person_of_the_same_document():
    found = resolve_people([("Oluwadamilare Ayodele", "lab.html"), ("Dami", "lab.html"), ("Tomas Eriksen", "lab.html"),
                            ("Adamu Bello", "other.txt"), ("Dami", "other.txt")])
    assert found[("Dami", "lab.html")] is found[("Oluwadamilare Ayodele", "lab.html")]
    assert found[("Dami", "other.txt")] is not found[("Oluwadamilare Ayodele", "lab.html")]   # not across documents


def test_a_short_form_that_fits_two_people_of_the_document_stays_apart():
    found = resolve_people([("Annabel Ruiz", "lab.txt"), ("Joanna Fisk", "lab.txt"), ("Anna", "lab.txt")])
    assert found[("Anna", "lab.txt")] is not found[("Annabel Ruiz", "lab.txt")]
    assert found[("Anna", "lab.txt")] is not found[("Joanna Fisk", "lab.txt")]


def test_hyphenated_initials_join_the_full_name_they_fit():
    found = clusters([("Ji-hoon Park", "cv"), ("J.-H. Park", "cv"), ("Dong-hyun Choi", "cv"), ("D.-H. Choi*", "cv")])
    assert found == [("Dong-hyun Choi", frozenset({"Dong-hyun Choi", "D.-H. Choi*"})),
                     ("Ji-hoon Park", frozenset({"Ji-hoon Park", "J.-H. Park"}))]


def test_initials_fitting_two_people_take_the_one_named_in_the_same_document():
    found = clusters([("Lena Hoffmann", "home"), ("L. Hoffmann", "home"), ("Lukas Hoffmann", "group")])
    assert ("Lena Hoffmann", frozenset({"Lena Hoffmann", "L. Hoffmann"})) in found
    # in a third document the initials fit both: they stay apart
    found = clusters([("Lena Hoffmann", "home"), ("Lukas Hoffmann", "group"), ("L. Hoffmann", "talks")])
    assert ("L. Hoffmann", frozenset({"L. Hoffmann"})) in found


def test_initials_before_or_after_the_surname_are_one_form():
    found = clusters([("S. Ouédraogo", "a"), ("Ouédraogo S.", "a"), ("Ouédraogo S", "b")])
    assert len(found) == 1


def test_a_two_word_surname_with_initials_joins_its_full_name_but_not_a_namesake():
    found = clusters([("Rafael Quispe Mamani", "cv"), ("Quispe Mamani R", "cv"), ("Santiago Quispe-Mamani", "cv")])
    assert found == [("Rafael Quispe Mamani", frozenset({"Rafael Quispe Mamani", "Quispe Mamani R"})),
                     ("Santiago Quispe-Mamani", frozenset({"Santiago Quispe-Mamani"}))]


def test_a_family_name_in_capitals_written_first_is_the_surname():
    found = clusters([("ZHAO Min", "lab"), ("Zhao M.", "lab"), ("Zhao Min", "lab"), ("SUN Haoran", "lab"),
                      ("Sun H.R.", "lab"), ("LI Wei", "lab"), ("Li W", "paper")])
    assert found == [("Li Wei", frozenset({"LI Wei", "Li W"})),
                     ("Sun Haoran", frozenset({"SUN Haoran", "Sun H.R."})),
                     ("Zhao Min", frozenset({"ZHAO Min", "Zhao M.", "Zhao Min"}))]


def test_initials_before_a_surname_are_no_family_name_in_capitals():
    # "JH" and "AB" read as initials (no syllable): Park and Smith stay the surnames
    assert [parse_name(n).surname for n in ("JH Park", "AB Smith", "LIN Shuting", "KOVÁCS-SZENDRŐ Lajos")] == \
        ["park", "smith", "lin", "kovacs szendro"]
    found = clusters([("JH Park", "a"), ("Park J", "a"), ("Jh Yoon", "a")])
    assert ("JH Park", frozenset({"JH Park", "Park J"})) in found


def test_a_double_surname_written_in_part_joins_within_one_document_only():
    found = resolve_people([("Bronwyn McAllister-Nguyen", "cv"), ("McAllister B", "cv"), ("Fiona McAllister", "cv"),
                            ("McAllister F", "cv"), ("Zhiyuan Lüthi-Wang", "cv"), ("Zhiyuan Wang", "cv"),
                            ("Maya Okonkwo-Reyes", "cv"), ("M. Okonkwo", "other")])
    assert found[("McAllister B", "cv")] is found[("Bronwyn McAllister-Nguyen", "cv")]
    assert found[("McAllister F", "cv")] is found[("Fiona McAllister", "cv")]
    assert found[("Fiona McAllister", "cv")] is not found[("Bronwyn McAllister-Nguyen", "cv")]
    assert found[("Zhiyuan Wang", "cv")] is found[("Zhiyuan Lüthi-Wang", "cv")]
    assert found[("M. Okonkwo", "other")] is not found[("Maya Okonkwo-Reyes", "cv")]


def test_a_part_surname_with_two_fits_in_the_document_stays_apart():
    found = resolve_people([("Ana Lima-Souza", "cv"), ("Ana Costa-Lima", "cv"), ("Ana Lima", "cv")])
    assert found[("Ana Lima", "cv")] is not found[("Ana Lima-Souza", "cv")]
    assert found[("Ana Lima", "cv")] is not found[("Ana Costa-Lima", "cv")]


def test_a_nickname_joins_the_name_written_with_it_in_the_same_document():
    found = resolve_people([('Zhiyuan "Ethan" Lüthi-Wang', "home"), ("Ethan Lüthi-Wang", "home"),
                            ("Ethan Lüthi-Wang", "other"), ("Ethan Brooks", "home")])
    assert found[("Ethan Lüthi-Wang", "home")] is found[('Zhiyuan "Ethan" Lüthi-Wang', "home")]
    assert found[("Ethan Brooks", "home")] is not found[("Ethan Lüthi-Wang", "home")]
    assert found[('Zhiyuan "Ethan" Lüthi-Wang', "home")].label == "Zhiyuan Lüthi-Wang"


def test_the_first_of_two_surnames_alone_joins_its_person_in_the_same_document():
    found = resolve_people([("Ramón Echeverri Salazar", "bio"), ("Echeverri", "bio"), ("Echeverri", "elsewhere")])
    assert found[("Echeverri", "bio")] is found[("Ramón Echeverri Salazar", "bio")]
    assert found[("Echeverri", "elsewhere")] is not found[("Ramón Echeverri Salazar", "bio")]


def _person_labels(tmp_path, name, text):
    from labgraph.export import union
    from labgraph.pipeline import build
    doc = tmp_path / name
    doc.write_text(text, encoding="utf-8")
    graph = union(build([doc]))
    query = "SELECT ?l WHERE { ?p a <https://w3id.org/labgraph/ontology#Person> ; rdfs:label ?l }"
    return sorted(str(row[0]) for row in graph.query(query))


def test_a_page_owner_with_a_nickname_is_one_person_with_the_author_of_that_nickname(tmp_path):
    text = ('# Zhiyuan "Ethan" Lüthi-Wang\n\nPhD student at Lakeview University.\n\n## Publications\n\n'
            "1. **Ethan Lüthi-Wang**, Marisol Quintero. *Counting Tokens Twice: A Study of Retrieval Overlap*. ACL 2024.\n")
    labels = _person_labels(tmp_path, "home.md", text)
    assert labels == ["Marisol Quintero", "Zhiyuan Lüthi-Wang"]


def test_capital_initials_join_the_one_person_of_the_document_whose_given_names_they_start():
    # a profile site's "KB Osei" beside its owner Kwame B. Osei and a co-author Kofi Osei
    found = clusters([("Kwame B. Osei", "p"), ("Kofi Osei", "p"), ("KB Osei", "p"), ("K Osei", "p")])
    assert ("Kwame B. Osei", frozenset({"Kwame B. Osei", "KB Osei"})) in found
    # across documents, or with two people the letters fit, they stay apart
    assert ("KB Osei", frozenset({"KB Osei"})) in clusters([("Kwame B. Osei", "p"), ("KB Osei", "q")])
    assert ("KB Osei", frozenset({"KB Osei"})) in clusters([("Kofi B. Osei", "p"), ("Kojo Boateng Osei", "p"),
                                                             ("KB Osei", "p")])


def test_a_hyphen_between_two_surnames_does_not_split_a_person():
    found = resolve_people([("Lucía Fernández-Ortega", "lab"), ("Lucía Fernández Ortega", "cv")])
    assert found[("Lucía Fernández-Ortega", "lab")] is found[("Lucía Fernández Ortega", "cv")]


def test_initials_with_the_first_of_two_surnames_join_within_the_document():
    found = resolve_people([("Javier Morales Iturbe", "cv"), ("J. Morales", "cv"), ("Pablo Morales Rey", "cv"),
                            ("P. Morales", "cv"), ("J. Morales", "other")])
    assert found[("J. Morales", "cv")] is found[("Javier Morales Iturbe", "cv")]
    assert found[("P. Morales", "cv")] is found[("Pablo Morales Rey", "cv")]
    assert found[("J. Morales", "other")] is not found[("Javier Morales Iturbe", "cv")]


def test_letters_without_a_decomposition_fold_to_their_base_letters():
    found = resolve_people([("Friederike Weißenborn-Ahrens", "cv"), ("F. Weißenborn", "cv"), ("Søren Østergaard", "a"),
                            ("S. Ostergaard", "b")])
    assert found[("F. Weißenborn", "cv")] is found[("Friederike Weißenborn-Ahrens", "cv")]
    assert found[("S. Ostergaard", "b")] is found[("Søren Østergaard", "a")]


def test_initials_of_a_name_written_family_name_first_join_it_within_the_document():
    found = resolve_people([("Tan Hui Min", "lab"), ("H. M. Tan", "lab"), ("Marcus Tan Jun Hao", "lab"),
                            ("M. J. H. Tan", "lab"), ("Li Jiahui", "lab"), ("J. Li", "lab"), ("H. M. Tan", "other")])
    assert found[("H. M. Tan", "lab")] is found[("Tan Hui Min", "lab")]
    assert found[("M. J. H. Tan", "lab")] is found[("Marcus Tan Jun Hao", "lab")]
    assert found[("J. Li", "lab")] is found[("Li Jiahui", "lab")]
    assert found[("H. M. Tan", "other")] is not found[("Tan Hui Min", "lab")]       # another document's H. M. Tan


def test_a_name_written_with_its_first_words_only_joins_the_one_longer_name_of_the_document():
    found = resolve_people([("Kenneth Lim Wei Jie", "lab"), ("Kenneth Lim", "lab"), ("K. W. J. Lim", "lab"),
                            ("Anna Lee", "cv"), ("Anna Lee Smith", "cv"), ("Anna Lee Jones", "cv")])
    assert found[("Kenneth Lim", "lab")] is found[("Kenneth Lim Wei Jie", "lab")] is found[("K. W. J. Lim", "lab")]
    assert found[("Anna Lee", "cv")] is not found[("Anna Lee Smith", "cv")]          # two longer names: no guess
    assert found[("Anna Lee", "cv")] is not found[("Anna Lee Jones", "cv")]


def test_initials_and_a_first_surname_with_particles_fit_the_full_double_surname_in_the_same_document():
    found = resolve_people([("Lucía de la Fuente Mora", "page"), ("L. de la Fuente", "page"), ("L. de la Fuente", "other")])
    assert found[("L. de la Fuente", "page")] is found[("Lucía de la Fuente Mora", "page")]
    assert found[("L. de la Fuente", "other")] is not found[("Lucía de la Fuente Mora", "page")]


def test_a_short_form_of_a_given_name_is_the_full_names_person_in_its_document():
    # "Becky" is a usual short form of "Rebecca" (a curated list): one person in one document, the initials too
    found = clusters([("Rebecca J. Ashdown-Pryce", "a"), ("Becky Ashdown-Pryce", "a"), ("Ashdown-Pryce R.J.", "a")])
    assert [label for label, _ in found] == ["Rebecca J. Ashdown-Pryce"]
    # not across documents, and not when the document names another person of that surname it could be
    assert len(clusters([("Robert Lindqvist", "a"), ("Bob Lindqvist", "b")])) == 2
    assert len(clusters([("Robert Lindqvist", "a"), ("Roberta Lindqvist", "a"), ("Bob Lindqvist", "a")])) == 3
    # an initial that fits the short form's full name only: "R. Ashdown" is Becky Ashdown's, "J. Ashdown" is not
    assert len(clusters([("Becky Ashdown", "a"), ("R. Ashdown", "a")])) == 1
    assert len(clusters([("Becky Ashdown", "a"), ("J. Ashdown", "a")])) == 2
