"""ontology/labgraph.ttl: every term of vocab.LG declared, typed, documented and aligned."""
from __future__ import annotations

import owlrl
import pytest
from rdflib import Graph, Namespace, URIRef
from rdflib.collection import Collection
from rdflib.namespace import OWL, RDF, RDFS

from labgraph.check import ontology_file
from labgraph.model import LEVELS
from labgraph.vocab import LG

LG_NS = "https://w3id.org/labgraph/ontology#"
XSD_NS = Namespace("http://www.w3.org/2001/XMLSchema#")
SCHEMA = Namespace("http://schema.org/")
FOAF = Namespace("http://xmlns.com/foaf/0.1/")
VIVO = Namespace("http://vivoweb.org/ontology/core#")
DBO = Namespace("http://dbpedia.org/ontology/")
WDT = Namespace("http://www.wikidata.org/prop/direct/")
PROV = Namespace("http://www.w3.org/ns/prov#")
BIBO = Namespace("http://purl.org/ontology/bibo/")
FABIO = Namespace("http://purl.org/spar/fabio/")
DCTERMS = Namespace("http://purl.org/dc/terms/")
ID = Namespace("https://w3id.org/labgraph/id/")

TERMS = sorted(LG.__annotations__)
CLASSES = {"Person", "Organization", "Publication", "Venue", "Software", "Document",
           "Supervision", "Position", "Education", "Award"}
OBJECT_PROPERTIES = {"supervisedBy", "supervised", "advisor", "advisee", "affiliation", "partOf",
                     "position", "organization", "education", "institution", "author", "authorList",
                     "venue", "url", "developer", "repository", "describedBy", "award", "homepage"}
DATATYPE_PROPERTIES = set(TERMS) - CLASSES - OBJECT_PROPERTIES


@pytest.fixture(scope="module")
def onto() -> Graph:
    return Graph().parse(ontology_file("labgraph.ttl"), format="turtle")


def test_ontology_parses_and_names_itself(onto):
    assert (URIRef("https://w3id.org/labgraph/ontology"), RDF.type, OWL.Ontology) in onto


def test_the_term_lists_cover_vocab_exactly():
    assert CLASSES | OBJECT_PROPERTIES <= set(TERMS)
    assert {"level", "startYear", "year", "email", "sourcePath", "evidence"} <= DATATYPE_PROPERTIES


@pytest.mark.parametrize("name", TERMS)
def test_every_vocab_term_is_declared_with_an_english_label_and_comment(onto, name):
    term = URIRef(LG_NS + name)
    kind = (OWL.Class if name in CLASSES else
            OWL.ObjectProperty if name in OBJECT_PROPERTIES else OWL.DatatypeProperty)
    assert (term, RDF.type, kind) in onto
    for annotation in (RDFS.label, RDFS.comment):
        values = list(onto.objects(term, annotation))
        assert len(values) == 1 and values[0].language == "en" and str(values[0]).strip()


@pytest.mark.parametrize("name", sorted(OBJECT_PROPERTIES | DATATYPE_PROPERTIES))
def test_every_property_has_a_domain_and_a_range(onto, name):
    term = URIRef(LG_NS + name)
    assert onto.value(term, RDFS.domain) is not None
    assert onto.value(term, RDFS.range) is not None


def test_the_ontology_declares_no_lg_term_that_vocab_lacks(onto):
    declared = {str(s)[len(LG_NS):] for s in onto.subjects(RDF.type, None)
                if isinstance(s, URIRef) and str(s).startswith(LG_NS)}
    assert declared == set(TERMS)


@pytest.mark.parametrize("name", ["startYear", "endYear", "year"])
def test_years_are_integers(onto, name):
    assert onto.value(URIRef(LG_NS + name), RDFS.range) == XSD_NS.integer


def test_level_range_is_exactly_the_model_levels(onto):
    datatype = onto.value(LG.level, RDFS.range)
    levels = [str(v) for v in Collection(onto, onto.value(datatype, OWL.oneOf))]
    assert tuple(levels) == LEVELS


def test_author_list_range_is_an_rdf_list(onto):
    assert onto.value(LG.authorList, RDFS.range) == RDF.List


def test_supervision_inverses_are_declared_both_ways(onto):
    assert (LG.supervisedBy, OWL.inverseOf, LG.supervised) in onto
    assert (LG.supervised, OWL.inverseOf, LG.supervisedBy) in onto


ALIGNMENTS = [
    (LG.Person, RDFS.subClassOf, SCHEMA.Person),
    (LG.Person, RDFS.subClassOf, FOAF.Person),
    (LG.Person, RDFS.subClassOf, DBO.Person),
    (LG.Organization, RDFS.subClassOf, FOAF.Organization),
    (LG.Organization, RDFS.subClassOf, PROV.Organization),
    (LG.Publication, RDFS.subClassOf, BIBO.Document),
    (LG.Publication, RDFS.subClassOf, FABIO.Expression),
    (LG.Software, RDFS.subClassOf, SCHEMA.SoftwareSourceCode),
    (LG.Document, RDFS.subClassOf, PROV.Entity),
    (LG.Supervision, RDFS.subClassOf, VIVO.AdvisingRelationship),
    (LG.Position, RDFS.subClassOf, VIVO.Position),
    (LG.Education, RDFS.subClassOf, VIVO.AwardedDegree),
    (LG.supervisedBy, RDFS.subPropertyOf, WDT.P1066),
    (WDT.P184, RDFS.subPropertyOf, LG.supervisedBy),
    (WDT.P185, RDFS.subPropertyOf, LG.supervised),
    (DBO.doctoralAdvisor, RDFS.subPropertyOf, LG.supervisedBy),
    (LG.affiliation, RDFS.subPropertyOf, SCHEMA.affiliation),
    (WDT.P108, RDFS.subPropertyOf, LG.affiliation),
    (LG.author, RDFS.subPropertyOf, SCHEMA.author),
    (LG.author, RDFS.subPropertyOf, WDT.P50),
    (LG.author, RDFS.subPropertyOf, DCTERMS.creator),
    (LG.authorList, RDFS.subPropertyOf, BIBO.authorList),
    (LG.doi, RDFS.subPropertyOf, BIBO.doi),
    (LG.repository, RDFS.subPropertyOf, SCHEMA.codeRepository),
]


@pytest.mark.parametrize("triple", ALIGNMENTS, ids=lambda t: f"{t[0].n3()} {t[2].n3()}")
def test_alignment_triple_is_present(onto, triple):
    assert triple in onto


def test_no_equivalence_is_claimed_with_an_outside_term(onto):
    for predicate in (OWL.equivalentClass, OWL.equivalentProperty):
        assert list(onto.triples((None, predicate, None))) == []


def test_wrong_directions_are_absent(onto):
    # Doctoral advising is narrower than supervision, and schema:award takes text.
    assert (LG.supervisedBy, RDFS.subPropertyOf, WDT.P184) not in onto
    assert (LG.award, RDFS.subPropertyOf, SCHEMA.award) not in onto
    assert (LG.homepage, RDFS.subPropertyOf, FOAF.homepage) not in onto


def test_owl_rl_reasoning_reads_lab_facts_in_outside_vocabularies(onto):
    graph = Graph()
    graph += onto
    graph.parse(format="turtle", data="""
        @prefix lg: <https://w3id.org/labgraph/ontology#> .
        @prefix id: <https://w3id.org/labgraph/id/> .
        @prefix wdt: <http://www.wikidata.org/prop/direct/> .
        id:supervision\\/x a lg:Supervision ; lg:advisor id:person\\/hana ; lg:advisee id:person\\/ivo ;
            lg:level "PhD" .
        id:person\\/ivo a lg:Person ; lg:education id:education\\/ivo ; lg:position id:position\\/ivo .
        id:education\\/ivo a lg:Education ; lg:degree "MSc" ; lg:institution id:org\\/uni .
        id:position\\/ivo a lg:Position ; lg:title "Engineer" ; lg:organization id:org\\/firm .
        id:person\\/kai wdt:P184 id:person\\/lea .
    """)
    owlrl.DeductiveClosure(owlrl.OWLRL_Semantics).expand(graph)
    hana, ivo = ID["person/hana"], ID["person/ivo"]
    expected = [
        (ivo, LG.supervisedBy, hana),                      # from the lg:Supervision node (chain)
        (hana, LG.supervised, ivo),                        # inverse
        (ivo, WDT.P1066, hana),                            # Wikidata "student of"
        (ivo, SCHEMA.alumniOf, ID["org/uni"]),             # education chain
        (ivo, WDT.P69, ID["org/uni"]),
        (ivo, LG.affiliation, ID["org/firm"]),             # position chain
        (ivo, SCHEMA.affiliation, ID["org/firm"]),
        (ivo, RDF.type, SCHEMA.Person),
        (ID["person/kai"], LG.supervisedBy, ID["person/lea"]),   # Wikidata doctoral advisor
        (ID["person/lea"], LG.supervised, ID["person/kai"]),
    ]
    assert [t for t in expected if t not in graph] == []
    assert (ivo, WDT.P184, hana) not in graph
