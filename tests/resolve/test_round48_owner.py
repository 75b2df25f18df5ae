"""Whose list it is, when a page names no owner: one paper's authors do not tell."""
from labgraph.model import OWNER, Evidence, Extraction, PersonClaim, Publication
from labgraph.resolve.owner import infer_owner


def _pub(title, *authors):
    return Publication(Evidence("lab.html", 1, title), title, tuple(authors), 2024)


def test_one_papers_authors_do_not_outweigh_the_name_at_the_top():
    guess = PersonClaim(Evidence("lab.html", 3, "Professor Kenji Ito"), "Kenji Ito", is_owner=True)
    ex = Extraction("lab.html", (guess, _pub("Waves", "S. Hirano", "M. Kondo", "K. Ito")), (), None)
    assert infer_owner(ex, {}) == "Kenji Ito"


def test_several_papers_tell_whose_list_it_is():
    guess = PersonClaim(Evidence("cv.html", 3, "Department of Physics"), "Kenji Ito", is_owner=True)
    ex = Extraction("cv.html", (guess, _pub("Waves", "A. Roe", "J. Bell"), _pub("Tides", "J. Bell", "C. Doe")), (), None)
    assert infer_owner(ex, {}) == "J. Bell"
    ex = Extraction("cv.html", (_pub("Waves", "A. Roe", "J. Bell"),), (), None)
    assert infer_owner(ex, {}) in ("A. Roe", "J. Bell")      # (no name at the top: the one paper is all there is)


def test_initials_for_given_names_with_a_particle_between_them():
    from labgraph.resolve.people import resolve_people
    found = resolve_people([(n, "d") for n in ("María del Carmen Suárez Villaverde", "M.C. Suárez Villaverde",
                                               "Mateo Suárez Villaverde")])
    assert found[("M.C. Suárez Villaverde", "d")] is found[("María del Carmen Suárez Villaverde", "d")]
    assert found[("Mateo Suárez Villaverde", "d")] is not found[("María del Carmen Suárez Villaverde", "d")]
