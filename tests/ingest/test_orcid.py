from __future__ import annotations

import json
from pathlib import Path

import pytest

from labgraph.errors import InputError
from labgraph.ingest.orcid import read_orcid
from labgraph.model import Affiliation, Award, Education, PartOf, PersonClaim, Position, Publication

from .samples import sample


def _v(value):
    return {"value": value}


def _date(year):
    return {"year": _v(str(year)), "month": None, "day": None}


def _affiliation(kind, put_code, role, org, start=None, end=None, dept=None):
    return {"summaries": [{f"{kind}-summary": {
        "put-code": put_code, "role-title": role, "department-name": dept,
        "start-date": _date(start) if start else None, "end-date": _date(end) if end else None,
        "organization": {"name": org, "address": {"city": "X", "country": "GB"}}}}]}


RECORD = {
    "orcid-identifier": {"uri": "https://orcid.org/0000-0002-1825-0097", "path": "0000-0002-1825-0097"},
    "person": {
        "name": {"given-names": _v("Dana"), "family-name": _v("Okafor"), "credit-name": None},
        "emails": {"email": [{"email": "dana@northfield.example.edu"}]},
        "researcher-urls": {"researcher-url": [{"url-name": "Home", "url": _v("https://dana.example.org")}]},
    },
    "activities-summary": {
        "employments": {"affiliation-group": [
            _affiliation("employment", 11, "Associate Professor", "Northfield University", 2019, None,
                         "School of Informatics"),
            _affiliation("employment", 12, None, "Lakeside Labs", 2015, 2019)]},
        "educations": {"affiliation-group": [
            _affiliation("education", 21, "PhD in Computer Science", "University of Glückstadt", 2011, 2015),
            _affiliation("education", 22, "Master of Science", "Riverbend Institute of Technology", 2009, 2011)]},
        "distinctions": {"affiliation-group": [_affiliation("distinction", 31, "Test of Time Award", "VLDB", 2022)]},
        "memberships": None,
        "works": {"group": [
            {"work-summary": [
                {"put-code": 41, "display-index": "1", "title": {"title": _v("Out-of-Core Stream Processing")},
                 "type": "CONFERENCE_PAPER", "publication-date": _date(2023), "journal-title": _v("PVLDB"),
                 "external-ids": {"external-id": [
                     {"external-id-type": "doi", "external-id-value": "work:doi", "external-id-relationship": "self"},
                     {"external-id-type": "doi", "external-id-value": "10.14778/3611479.3611480",
                      "external-id-relationship": "self"}]}},
                {"put-code": 42, "display-index": "0", "title": {"title": _v("Out-of-core stream processing (dup)")}},
            ]},
            {"work-summary": [{"put-code": 43, "title": None}]},
        ]},
    },
}


def _read(tmp_path: Path, record: object) -> object:
    path = tmp_path / "0000-0002-1825-0097.json"
    path.write_text(json.dumps(record, indent=2), encoding="utf-8")
    return read_orcid(path)


def _of(claims, kind):
    return [c for c in claims if type(c) is kind]


def test_owner_with_identifier_email_and_homepage(tmp_path):
    extraction = _read(tmp_path, RECORD)
    (owner,) = _of(extraction.claims, PersonClaim)
    assert extraction.owner_name == "Dana Okafor"
    assert (owner.name, owner.orcid, owner.is_owner) == ("Dana Okafor", "0000-0002-1825-0097", True)
    assert (owner.email, owner.homepage) == ("dana@northfield.example.edu", "https://dana.example.org")


def test_employments_become_positions_and_affiliations_of_the_named_owner(tmp_path):
    claims = _read(tmp_path, RECORD).claims
    assert [(p.person, p.title, p.org, p.start, p.end) for p in _of(claims, Position)] == [
        ("Dana Okafor", "Associate Professor", "Northfield University", 2019, None)]
    assert [a.org for a in _of(claims, Affiliation)] == ["Northfield University", "Lakeside Labs"]
    assert [(p.part, p.whole) for p in _of(claims, PartOf)] == [("School of Informatics", "Northfield University")]


def test_educations_become_short_degrees_with_fields(tmp_path):
    claims = _read(tmp_path, RECORD).claims
    assert [(e.degree, e.field, e.institution, e.end) for e in _of(claims, Education)] == [
        ("PhD", "Computer Science", "University of Glückstadt", 2015),
        ("MSc", None, "Riverbend Institute of Technology", 2011)]


def test_distinctions_become_awards(tmp_path):
    assert [(a.name, a.year) for a in _of(_read(tmp_path, RECORD).claims, Award)] == [("Test of Time Award", 2022)]


def test_works_become_publications_by_the_owner_one_per_group(tmp_path):
    extraction = _read(tmp_path, RECORD)
    (work,) = _of(extraction.claims, Publication)  # the titleless group is dropped
    assert work.title == "Out-of-core stream processing (dup)"  # display-index 0 is ORCID's preferred version
    assert work.authors == ("Dana Okafor",)


def test_work_reads_valid_doi_venue_year_and_line(tmp_path):
    record = json.loads(json.dumps(RECORD))
    record["activities-summary"]["works"]["group"][0]["work-summary"].pop()
    extraction = _read(tmp_path, record)
    (work,) = _of(extraction.claims, Publication)
    assert (work.doi, work.venue, work.year, work.kind) == ("10.14778/3611479.3611480", "PVLDB", 2023,
                                                           "conference-paper")
    text = (tmp_path / "0000-0002-1825-0097.json").read_text().split("\n")
    assert '"put-code": 41' in text[work.evidence.line - 1]


def test_works_with_contributors_keep_them(tmp_path):
    record = json.loads(json.dumps(RECORD))
    summary = record["activities-summary"]["works"]["group"][0]["work-summary"][1]
    summary["contributors"] = {"contributor": [{"credit-name": _v("Priya Raman")}, {"credit-name": _v("D. Okafor")}]}
    (work,) = _of(_read(tmp_path, record).claims, Publication)
    assert work.authors == ("Priya Raman", "D. Okafor")


def test_v2_flat_layout_and_nulls_everywhere(tmp_path):
    record = {"orcid-identifier": {"path": "0000-0001-5109-3700"},
              "person": {"name": {"given-names": _v("Ana"), "family-name": None}, "emails": None},
              "activities-summary": {
                  "employments": {"employment-summary": [
                      {"put-code": 1, "role-title": "Lecturer", "organization": {"name": "Hillcrest College"},
                       "start-date": None, "end-date": None}]},
                  "educations": {"education-summary": []}, "works": None}}
    claims = _read(tmp_path, record).claims
    assert _of(claims, PersonClaim)[0].name == "Ana"
    assert [(p.title, p.org) for p in _of(claims, Position)] == [("Lecturer", "Hillcrest College")]


def test_record_without_a_public_name_warns(tmp_path):
    extraction = _read(tmp_path, {"orcid-identifier": {"path": "0000-0001-5109-3700"}, "person": None})
    assert extraction.owner_name == "ORCID 0000-0001-5109-3700"
    assert "no name" in extraction.warnings[0]


def test_json_that_is_no_orcid_record_is_an_input_error(tmp_path):
    with pytest.raises(InputError, match="not an ORCID record"):
        _read(tmp_path, {"name": "something else"})


def test_real_production_record():
    extraction = read_orcid(sample("orcid", "adsabs.0000-0002-4110-3511.record.json"))
    assert extraction.owner_name == "Alberto Accomazzi"
    works = _of(extraction.claims, Publication)
    assert len(works) == 3 and all(w.authors == ("Alberto Accomazzi",) for w in works)
    assert works[0].doi == "10.3847/1538-4365/ac6268" and works[0].year == 2022


def test_real_full_sample_record_fills_every_section():
    claims = read_orcid(sample("orcid", "orcid-model.record-full-3.0.sample.json")).claims
    for kind in (PersonClaim, Position, Affiliation, Education, Award, Publication):
        assert _of(claims, kind), kind


def test_real_v2_sandbox_record():
    extraction = read_orcid(sample("orcid", "adsabs.sandbox-0000-0001-8868-9743.record-v2.json"))
    assert extraction.owner_name == "Cecilia Payne"
    assert len(_of(extraction.claims, Publication)) == 9
