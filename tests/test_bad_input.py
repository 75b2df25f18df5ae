"""Bad input: every bad file costs one warning naming it, never the other documents' facts.

The nasty files are written by the tests themselves into ``tmp_path``: empty and
binary files, a PDF under a ``.txt`` name, every encoding a lab's files come in,
a 1 MB line, files that vanish mid-run, pipes and folders with document names,
symlink loops, a page of broken HTML and a document naming thousands of people.
Facts are checked by SPARQL on the built dataset; the CLI is run through click's
runner and through the installed ``labgraph`` script.
"""
from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from rdflib import Dataset, Graph

from labgraph.cli import cli
from labgraph.errors import InputError, LabgraphError
from labgraph.export import union, write_graph, write_triples
from labgraph.ingest import MAX_BYTES
from labgraph.pipeline import build_result
from labgraph.vocab import SPARQL_PREFIXES

LABGRAPH = Path(sys.executable).parent / "labgraph"

ADA = ("Ada Quinn\n\nAbout\nI obtained my PhD from the University of Oslo "
       "under the supervision of Kari Nordmann.\n")
ADA_PAIR = ("Kari Nordmann", "Ada Quinn")


def students_page(owner: str, students: list[str]) -> str:
    """A supervisor's page listing PhD students, one per line."""
    lines = "".join(f"- {s} (PhD, 2019 - 2023)\n" for s in students)
    return f"{owner}\n\nPhD Students\n{lines}"


def supervisions(ds: Dataset | Graph) -> set[tuple[str, str]]:
    """(advisor label, advisee label) of every lg:Supervision, by SPARQL."""
    g = union(ds) if isinstance(ds, Dataset) else ds
    rows = g.query(SPARQL_PREFIXES + """SELECT ?a ?s WHERE {
        ?x a lg:Supervision ; lg:advisor/rdfs:label ?a ; lg:advisee/rdfs:label ?s }""")
    return {(str(a), str(s)) for a, s in rows}


def warnings_about(result, name: str) -> list[str]:
    return [w for w in result.warnings if name in w]


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    """A folder with two good documents; tests add one bad file next to them."""
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "ada.txt").write_text(ADA, encoding="utf-8")
    (folder / "lin.md").write_text(students_page("Lin Okafor", ["Tariq Haddad"]), encoding="utf-8")
    return folder


GOOD_PAIRS = {ADA_PAIR, ("Lin Okafor", "Tariq Haddad")}


def assert_one_warning_and_good_facts(folder: Path, bad_name: str, fragment: str) -> None:
    result = build_result([folder])
    about = warnings_about(result, bad_name)
    assert len(about) == 1, result.warnings
    assert fragment in about[0]
    assert GOOD_PAIRS <= supervisions(result.dataset)


# -- files that are not text ---------------------------------------------------------------

def _pdf_bytes(lines: list[str]) -> bytes:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    for line in lines:
        pdf.cell(0, 6, line, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


@pytest.mark.parametrize("name, data, fragment", [
    ("empty.txt", b"", "empty"),
    ("blank.md", b"  \n\n\t \r\n", "empty"),
    ("noise.txt", random.Random(5).randbytes(4000), "binary"),
    # High bytes and control bytes but not one NUL: still not text.
    ("noise-no-nul.txt", bytes(b for b in random.Random(6).randbytes(6000) if b)[:4000], "binary"),
    ("broken.txt", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n", "PDF"),
    ("garbage.pdf", b"this was never a PDF\n", "PDF"),
    ("half.bib", b"@article{x,\n  title = {Unclosed", "bib"),
])
def test_unreadable_file_is_one_warning_and_the_rest_still_builds(corpus, name, data, fragment):
    (corpus / name).write_bytes(data)
    result = build_result([corpus])
    about = warnings_about(result, name)
    assert len(about) <= 1, result.warnings
    assert GOOD_PAIRS <= supervisions(result.dataset)
    if name != "half.bib":          # a half entry may just yield nothing; it must not cost the rest
        assert len(about) == 1 and fragment.lower() in about[0].lower()
        assert name in {Path(p).name for p in result.failed}


def test_pdf_renamed_to_txt_is_read_as_the_pdf_it_is(corpus):
    (corpus / "cv.txt").write_bytes(_pdf_bytes([
        "Noor Rahman", "", "About",
        "I obtained my PhD from the University of Leeds under the supervision of Emil Sorensen."]))
    result = build_result([corpus])
    about = warnings_about(result, "cv.txt")
    assert len(about) == 1 and "PDF" in about[0]
    assert ("Emil Sorensen", "Noor Rahman") in supervisions(result.dataset)
    assert GOOD_PAIRS <= supervisions(result.dataset)


# -- encodings -----------------------------------------------------------------------------

ACCENTED = students_page("Jörg Müller", ["Zoë Çelik", "Søren Ærø"])
ACCENTED_PAIRS = {("Jörg Müller", "Zoë Çelik"), ("Jörg Müller", "Søren Ærø")}


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32"])
def test_unicode_encodings_with_or_without_bom_read_silently_and_exactly(corpus, encoding):
    (corpus / "jorg.txt").write_bytes(ACCENTED.encode(encoding))
    result = build_result([corpus])
    assert warnings_about(result, "jorg.txt") == []
    pairs = supervisions(result.dataset)
    assert ACCENTED_PAIRS <= pairs and GOOD_PAIRS <= pairs
    labels = {str(o) for o in union(result.dataset).objects()}
    assert not any("\ufeff" in label or "\ufffd" in label for label in labels)


@pytest.mark.parametrize("encoding, extra", [("latin-1", ""), ("cp1252", "Thesis: \u201cFast Graphs\u201d \u2013 2023\n")])
def test_legacy_encoding_is_read_with_one_warning_naming_file_and_line(corpus, encoding, extra):
    text = "Notes on the group\n" + ACCENTED.replace("PhD Students\n", "PhD Students\n" + extra)
    (corpus / "jorg.txt").write_bytes(text.encode(encoding))
    result = build_result([corpus])
    about = warnings_about(result, "jorg.txt")
    assert len(about) == 1
    assert "jorg.txt:2:" in about[0] and "Windows-1252" in about[0]   # line 2 holds the first non-UTF-8 byte
    assert ACCENTED_PAIRS <= supervisions(result.dataset)
    assert GOOD_PAIRS <= supervisions(result.dataset)


def test_mixed_encodings_in_one_file_keep_the_utf8_names_whole(corpus):
    data = ACCENTED.encode("utf-8") + "- Renée Faure (PhD, 2021 - 2024)\n".encode("latin-1")
    (corpus / "mixed.txt").write_bytes(data)
    result = build_result([corpus])
    about = warnings_about(result, "mixed.txt")
    assert len(about) == 1 and "mixed.txt:6:" in about[0]
    assert GOOD_PAIRS <= supervisions(result.dataset)
    assert ("Jörg Müller", "Renée Faure") in supervisions(result.dataset) or \
        any(s.startswith("Ren") for _, s in supervisions(result.dataset))


# -- size ----------------------------------------------------------------------------------

@pytest.mark.parametrize("filler", ["A. ", "(", "\u201cAnn ", "supervised by Ann Lee ", "of the Big ",
                                    "x", "Ann Lee, ", "**a ", " " * 40 + "b"])
def test_one_megabyte_line_finishes_and_keeps_the_other_facts(corpus, deadline, filler):
    line = filler * (1_000_000 // len(filler))
    (corpus / "huge.md").write_text(f"Bea Novak\n\nAbout\n{line}\n\nPhD Students\n- Ivo Petrov (PhD, 2020 - 2024)\n")
    with deadline(60):
        result = build_result([corpus])
    pairs = supervisions(result.dataset)
    assert GOOD_PAIRS <= pairs and ("Bea Novak", "Ivo Petrov") in pairs


def test_file_over_the_size_limit_is_one_warning_not_a_memory_blow_up(corpus):
    big = corpus / "dump.txt"
    with open(big, "wb") as fh:          # sparse: costs no disk, and is never read
        fh.truncate(MAX_BYTES + 1)
    assert_one_warning_and_good_facts(corpus, "dump.txt", "limit")


def test_a_document_naming_three_thousand_people_builds_them_all(corpus, deadline):
    given = ["Ada", "Bela", "Cyra", "Dov", "Esme", "Fen", "Gil", "Hana", "Ines", "Jun", "Kofi", "Lena",
             "Milo", "Nia", "Oren", "Pia", "Quin", "Rosa", "Saul", "Tove"]
    surnames = [f"{a}{b}" for a in ("Var", "Kol", "Bren", "Dal", "Mor", "Tesh", "Ulm", "Wyn", "Yor", "Zan")
                for b in ("ak", "ell", "ov", "ani", "ström", "ez", "ard", "ino", "oku", "is", "ta", "ur", "ey",
                          "os", "ine")]
    names = [f"{g} {s}" for g in given for s in surnames][:3000]
    assert len(set(names)) == 3000
    (corpus / "big-lab.txt").write_text(students_page("Petra Lindqvist", names))
    with deadline(120):
        result = build_result([corpus])
    pairs = supervisions(result.dataset)
    assert {("Petra Lindqvist", n) for n in names} <= pairs
    assert GOOD_PAIRS <= pairs


# -- files that vanish, are not files, or loop ----------------------------------------------

def test_file_deleted_mid_run_is_one_warning_and_the_rest_still_builds(corpus):
    (corpus / "zed.txt").write_text(students_page("Uma Reyes", ["Olaf Berg"]))
    files = sorted(corpus.iterdir())
    victim = files[files.index(corpus / "lin.md") + 1]
    assert victim.name == "zed.txt"

    def delete_next(done: int, total: int, path: str) -> None:
        if path.endswith("lin.md"):
            victim.unlink()

    result = build_result([corpus], progress=delete_next)
    about = warnings_about(result, "zed.txt")
    assert len(about) == 1 and "No such file" in about[0]
    assert GOOD_PAIRS <= supervisions(result.dataset)


def test_file_replaced_by_a_folder_mid_run_is_one_warning(corpus):
    victim = corpus / "zed.txt"
    victim.write_text(students_page("Uma Reyes", ["Olaf Berg"]))

    def swap(done: int, total: int, path: str) -> None:
        if path.endswith("lin.md"):
            victim.unlink()
            victim.mkdir()

    result = build_result([corpus], progress=swap)
    about = warnings_about(result, "zed.txt")
    assert len(about) == 1 and "not a regular file" in about[0]
    assert GOOD_PAIRS <= supervisions(result.dataset)


def test_dangling_symlink_is_one_warning(corpus):
    (corpus / "gone.txt").symlink_to(corpus / "never-there.txt")
    assert_one_warning_and_good_facts(corpus, "gone.txt", "cannot read")


def test_pipe_named_like_a_document_is_skipped_without_hanging(corpus, deadline):
    os.mkfifo(corpus / "pipe.txt")
    os.mkfifo(corpus / "README")        # no suffix: would be opened to sniff its content
    with deadline(20):
        result = build_result([corpus])
    about = warnings_about(result, "pipe.txt")
    assert len(about) == 1 and "not a regular file" in about[0]
    assert warnings_about(result, "README") == []
    assert GOOD_PAIRS <= supervisions(result.dataset)


def test_folder_named_like_a_document_is_walked_not_read(corpus):
    inner = corpus / "notes.txt"
    inner.mkdir()
    (inner / "zed.txt").write_text(students_page("Uma Reyes", ["Olaf Berg"]))
    result = build_result([corpus])
    assert result.failed == [] and warnings_about(result, "notes.txt") == []
    assert GOOD_PAIRS | {("Uma Reyes", "Olaf Berg")} <= supervisions(result.dataset)


def test_symlink_loops_are_walked_once_and_each_document_read_once(corpus, deadline):
    sub = corpus / "group"
    sub.mkdir()
    (sub / "zed.txt").write_text(students_page("Uma Reyes", ["Olaf Berg"]))
    (sub / "up").symlink_to(corpus, target_is_directory=True)
    (sub / "self").symlink_to(sub, target_is_directory=True)
    (corpus / "again.txt").symlink_to(corpus / "ada.txt")
    with deadline(20):
        result = build_result([corpus, sub])
    assert sorted(Path(p).name for p in result.documents) == ["ada.txt", "lin.md", "zed.txt"]
    assert GOOD_PAIRS | {("Uma Reyes", "Olaf Berg")} <= supervisions(result.dataset)


# -- HTML ----------------------------------------------------------------------------------

@pytest.mark.parametrize("markup", [
    "<html><body><main><h2>PhD Students<ul><li>Olaf Berg (PhD, 2019 - 2023)<li><b>unclosed",
    "<<<>>><html><body><p>Olaf Berg</p></div></div></span>&&&#xZZ;&bogus;<p",
    "<html><head><title>x</title></head><body><script>while(1){}</script><main>" + "<div>" * 3000 + "</main>",
    "<!doctype html><html><body>\x00\x01 binary in the middle </body></html>",
    "<html><body><main><h2>PhD Students</h2><ul><li>Olaf Berg (PhD, 2019)</li></ul>\udcff</main>",
])
def test_malformed_html_never_costs_the_other_documents(corpus, markup, deadline):
    (corpus / "page.html").write_bytes(markup.encode("utf-8", errors="surrogateescape"))
    with deadline(60):
        result = build_result([corpus])
    about_input = [w for w in warnings_about(result, "page.html") if "whose document" not in w]
    assert len(about_input) <= 1, result.warnings
    assert GOOD_PAIRS <= supervisions(result.dataset)


# -- nothing readable ------------------------------------------------------------------------

def test_nothing_readable_raises_input_error_naming_every_file(tmp_path):
    (tmp_path / "empty.txt").write_bytes(b"")
    (tmp_path / "noise.txt").write_bytes(bytes(range(256)) * 4)
    with pytest.raises(InputError) as err:
        build_result([tmp_path])
    assert "empty.txt" in str(err.value) and "noise.txt" in str(err.value)


def test_missing_path_raises_input_error(tmp_path):
    with pytest.raises(InputError, match="no such file or folder"):
        build_result([tmp_path / "nowhere"])


# -- the output file -------------------------------------------------------------------------

def test_failed_build_leaves_the_previous_output_untouched(tmp_path):
    out = tmp_path / "lab.ttl"
    out.write_text("# last week's graph\n")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "empty.txt").write_bytes(b"")
    result = CliRunner().invoke(cli, ["build", str(tmp_path / "docs"), "-o", str(out)])
    assert result.exit_code != 0 and isinstance(result.exception, InputError)
    assert out.read_text() == "# last week's graph\n"


@pytest.mark.parametrize("suffix", [".ttl", ".nt", ".jsonld", ".trig", ".nq"])
def test_failed_write_is_a_clear_error_and_leaves_no_temporary_file(corpus, tmp_path, suffix):
    out = tmp_path / f"lab{suffix}"
    out.mkdir()                                 # the final rename cannot replace a folder
    (out / "keep.txt").write_text("mine")
    result = build_result([corpus])
    with pytest.raises(LabgraphError, match="cannot write"):
        write_graph(result.dataset, out)
    with pytest.raises(LabgraphError, match="cannot write"):
        write_triples(result.triples(), out)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["docs", out.name]
    assert (out / "keep.txt").read_text() == "mine"


def test_output_replaced_whole_on_success(corpus, tmp_path):
    out = tmp_path / "lab.nt"
    out.write_text("<urn:old> <urn:old> <urn:old> .\n" * 10_000)
    write_graph(build_result([corpus]).dataset, out)
    g = Graph().parse(out, format="nt")
    assert "urn:old" not in out.read_text() and GOOD_PAIRS <= supervisions(g)
    assert not (tmp_path / ".lab.nt.tmp").exists()


# -- the command line ------------------------------------------------------------------------

@pytest.fixture
def messy(corpus: Path) -> Path:
    """The two good documents next to one bad file of each kind."""
    (corpus / "empty.txt").write_bytes(b"")
    (corpus / "noise.txt").write_bytes(random.Random(1).randbytes(3000))
    (corpus / "gone.txt").symlink_to(corpus / "never-there.txt")
    os.mkfifo(corpus / "pipe.txt")
    (corpus / "legacy.txt").write_bytes("Rene Faure\n\nAbout\nCaf\xe9 notes.\n".encode("latin-1"))
    return corpus


BAD_FILES = ("empty.txt", "noise.txt", "gone.txt", "pipe.txt", "legacy.txt")


def test_cli_runner_warns_once_per_bad_file_and_writes_the_good_facts(messy, tmp_path):
    out = tmp_path / "lab.trig"
    result = CliRunner().invoke(cli, ["build", str(messy), "-o", str(out)])
    assert result.exit_code == 0, result.output
    warnings = [ln for ln in result.output.splitlines() if ln.startswith("warning:")]
    for name in BAD_FILES:
        assert len([w for w in warnings if name in w]) == 1, (name, warnings)
    assert "Traceback" not in result.output
    ds = Dataset()
    ds.parse(out, format="trig")
    assert GOOD_PAIRS <= supervisions(ds)


def test_cli_runner_strict_exits_2_when_a_file_was_skipped(messy, tmp_path):
    result = CliRunner().invoke(cli, ["build", str(messy), "-o", str(tmp_path / "lab.ttl"), "--strict", "-q"])
    assert result.exit_code == 2
    assert (tmp_path / "lab.ttl").exists()


def test_installed_script_on_bad_files_warns_on_stderr_and_exits_0(messy, tmp_path):
    out = tmp_path / "lab.nt"
    run = subprocess.run([str(LABGRAPH), "build", str(messy), "-o", str(out)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout == ""
    for name in BAD_FILES:
        assert len([ln for ln in run.stderr.splitlines() if ln.startswith("warning:") and name in ln]) == 1
    assert "legacy.txt:4:" in run.stderr
    assert "Traceback" not in run.stderr
    assert GOOD_PAIRS <= supervisions(Graph().parse(out, format="nt"))


def test_installed_script_with_nothing_readable_exits_1_with_one_error_line(tmp_path):
    (tmp_path / "empty.txt").write_bytes(b"")
    (tmp_path / "noise.txt").write_bytes(bytes(range(256)) * 4)
    os.mkfifo(tmp_path / "pipe.txt")
    run = subprocess.run([str(LABGRAPH), "build", str(tmp_path), "-o", str(tmp_path / "lab.ttl")],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 1
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error:")
    assert all(name in lines[0] for name in ("empty.txt", "noise.txt", "pipe.txt"))
    assert not (tmp_path / "lab.ttl").exists()


@pytest.mark.parametrize("args, fragment", [
    (["build", "/nonexistent/lab-docs"], "no such file or folder"),
    (["build", "{docs}", "-o", "/nonexistent/dir/lab.ttl"], "cannot write"),
    (["build", "{docs}", "-o", "{docs}/lab.docx"], "unknown output format"),
])
def test_installed_script_usage_errors_are_one_line_without_traceback(corpus, args, fragment):
    args = [a.format(docs=corpus) for a in args]
    run = subprocess.run([str(LABGRAPH), *args], capture_output=True, text=True, timeout=60)
    assert run.returncode == 1
    assert run.stderr.startswith("Error:") and fragment in run.stderr
    assert "Traceback" not in run.stderr


@pytest.mark.parametrize("suffix", [".nt", ".ttl"])
def test_a_build_killed_while_writing_leaves_the_previous_output_whole(tmp_path, deadline, suffix):
    """The output is written under a temporary name and renamed: killing the writer half-way
    (SIGKILL, a real `labgraph build` process) leaves last time's file byte for byte.
    N-Triples are written out directly; Turtle is converted from them in a second step:
    the kill comes in the last writing step of each."""
    import signal
    import time

    docs = tmp_path / "docs"
    docs.mkdir()
    rng = random.Random(5)
    for i in range(600):
        lines = [f"Person{i} Example", "", "About", f"I did my PhD at the University of Place{i % 50} "
                 f"under the supervision of Advisor{i % 70} Smith.", "", "Publications"]
        lines += [f"- Coauthor{rng.randrange(900)} Jones, Person{i} Example. A study of thing {i}-{k}. "
                  f"In Venue{k}, {2000 + k}." for k in range(12)]
        (docs / f"d{i:04d}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "out" / f"lab{suffix}"
    out.parent.mkdir()
    out.write_text("# last week's graph\n", encoding="utf-8")
    before = out.read_bytes()

    def writing(pid: int) -> bool:
        last_step = f".{out.name}.{pid}.nt.tmp" if suffix == ".nt" else f".{out.name}.{pid}.tmp"
        return (out.parent / last_step).exists() or out.read_bytes() != before

    with deadline(120):
        proc = subprocess.Popen([str(LABGRAPH), "build", str(docs), "-o", str(out)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        while proc.poll() is None and not writing(proc.pid):
            time.sleep(0.0005)
        assert proc.poll() is None, "the build finished before it was caught writing"
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert out.read_bytes() == before
    done = subprocess.run([str(LABGRAPH), "build", str(docs), "-o", str(out)], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() != before and len(Graph().parse(out, format=suffix[1:])) > 1000


BIB_PAGE = ("Lab publications\n\n2024\n\n[1] Alba Ruiz, Ben Ode. Ice Sheets Under Stress. Nature Geoscience 17 (2024).\n"
            "[2] Ben Ode. Sea Ice at Night. J. Glaciol. 70 (2024).\n")


def test_a_fault_in_one_reader_costs_that_readers_facts_in_one_document_only(tmp_path, monkeypatch):
    """An extractor's bug (simulated: the publication reader raising on one document) is one warning naming the
    file; that document's other facts and every other document's facts are kept."""
    import labgraph.extract.publications as publications
    real = publications.extract

    def faulty(section):
        if section.path.endswith("broken.txt"):
            raise IndexError("tuple index out of range")
        return real(section)

    monkeypatch.setattr(publications, "extract", faulty)
    monkeypatch.delenv("LABGRAPH_RAISE", raising=False)        # (the suite makes faults raise; here they are the point)
    (tmp_path / "ada.txt").write_text(ADA, encoding="utf-8")
    (tmp_path / "broken.txt").write_text("Ben Ode\n\nAbout\nI obtained my PhD from the University of Bergen under the "
                                         "supervision of Kari Nordmann.\n\n" + BIB_PAGE, encoding="utf-8")
    result = build_result([tmp_path], workers=1)
    found = supervisions(result.dataset)
    assert ADA_PAIR in found and ("Kari Nordmann", "Ben Ode") in found     # the broken file's other facts kept
    failed = [w for w in result.warnings if "broken.txt" in w and "publications reader failed" in w]
    assert len(failed) == 1 and "IndexError" in failed[0]


def test_a_fault_outside_the_readers_skips_one_document_with_a_warning(tmp_path, monkeypatch):
    import labgraph.extract as extract

    def faulty(doc):
        if doc.path.endswith("broken.txt"):
            raise KeyError("owner")
        return real(doc)

    real = extract.find_owner
    monkeypatch.setattr(extract, "find_owner", faulty)
    monkeypatch.delenv("LABGRAPH_RAISE", raising=False)
    (tmp_path / "ada.txt").write_text(ADA, encoding="utf-8")
    (tmp_path / "broken.txt").write_text("Ben Ode\n\nAbout\nI study ice.\n", encoding="utf-8")
    result = build_result([tmp_path], workers=1)
    assert ADA_PAIR in supervisions(result.dataset)
    assert any("broken.txt" in w and "KeyError" in w and "skipped" in w for w in result.warnings)
