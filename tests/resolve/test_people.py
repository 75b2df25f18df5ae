"""One entity per real person: name forms, initials, first names, homonyms."""
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
