"""The labelled corpora (tests/grounding_corpus/README.md): one schema, the held-out sets read by the evaluator
alone, every tuning batch held at its figures.

The held-out sets' figures are printed by `python -m tests.grounding_corpus.evaluate`, never asserted here: a
test that held the checks to them would be a reason to tune on them. The tuning batches' are asserted, and they
are training figures (the rules were tuned on exactly these cases), kept so that a change which loses a caught
case or flags one more clean case fails."""

from __future__ import annotations

import os
import typing
from pathlib import Path

import pytest

from graph.pipeline.state import Category
from graph.rules import Code
from tests.grounding_corpus import evaluate

ROOT = Path(__file__).resolve().parent.parent
CASE_FIELDS = {"doc", "jd", "cites", "category", "question", "evidence", "expected_answer", "follow_ups", "expected",
               "note"}
LINE_FIELDS = {"line", "doc", "injected", "note"}
ENF, FAB, XD, TMP, PA, STR, PI = (Code.EVIDENCE_NOT_FOUND, Code.FABRICATED_ENTITY, Code.CROSS_DOMAIN,
                                  Code.TEMPORAL, Code.PROTECTED_ATTRIBUTE, Code.STRUCTURE,
                                  Code.PROMPT_INJECTION)

# Measured 2026-12-01 on the rules as they stood (training figures). Per batch: clean questions any check flagged
# (a ceiling), and per code (caught positives: a floor, false positives: a ceiling). Improve a figure and the test
# still passes: write the better one here.
TRAINING_FIGURES = {
    "batch1": (0, {ENF: (13, 0), FAB: (80, 0), XD: (10, 0), TMP: (34, 0), PA: (58, 0), STR: (20, 0), PI: (37, 0)}),
    "batch2": (0, {ENF: (14, 0), FAB: (56, 0), XD: (8, 0), TMP: (23, 0), PA: (32, 0)}),
    "batch3": (0, {ENF: (19, 0), FAB: (59, 0), XD: (30, 0), TMP: (41, 0), PA: (36, 0), PI: (110, 0)}),
    "batch4": (0, {ENF: (11, 0), FAB: (43, 0), XD: (12, 0), TMP: (30, 0), PA: (21, 0)}),
    "batch5": (0, {ENF: (0, 0), FAB: (3, 0), XD: (6, 0), TMP: (30, 0), PA: (43, 0)}),
    "batch6": (4, {ENF: (0, 0), FAB: (54, 3), XD: (0, 0), TMP: (18, 0), PA: (9, 1)}),
    "batch7": (2, {ENF: (0, 0), FAB: (25, 3), XD: (0, 0), TMP: (8, 0), PA: (7, 0)}),
    "batch8": (0, {ENF: (12, 0), FAB: (55, 3), XD: (16, 0), TMP: (44, 0), PA: (32, 0)}),
    "batch9": (7, {ENF: (12, 0), FAB: (53, 12), XD: (16, 0), TMP: (40, 2), PA: (32, 0), PI: (60, 0)}),
    "batch10": (8, {ENF: (11, 0), FAB: (43, 9), XD: (15, 0), TMP: (39, 4), PA: (30, 0)}),
    "batch11": (12, {ENF: (8, 1), FAB: (27, 15), XD: (9, 0), TMP: (26, 2), PA: (20, 0)}),
    "batch12": (25, {ENF: (14, 2), FAB: (38, 31), XD: (14, 1), TMP: (23, 4), PA: (23, 1), PI: (30, 0)}),
}


# --- one schema -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", evaluate.TUNING_BATCHES + evaluate.HELD_OUT_SETS)
def test_every_case_follows_the_schema_and_quotes_its_documents(name):
    corpus = evaluate.corpus(name)
    assert corpus.cases
    for case in corpus.cases:
        assert set(case) == CASE_FIELDS, case
        assert set(case["expected"]) <= set(evaluate.QUESTION_CODES) and len(set(case["expected"])) == len(
            case["expected"]), case
        assert case["category"] in {None, *typing.get_args(Category)}, case
        assert case["cites"] in {"resume", "jd"} and (case["cites"] == "resume" or case["jd"]), case
        assert isinstance(case["follow_ups"], list) and all(isinstance(f, str) and f for f in case["follow_ups"])
        answer = case["expected_answer"]
        assert answer is None or (set(answer) == {"summary", "key_points"} and answer["summary"]), case
        cited = evaluate.document_path(name, case["doc"] if case["cites"] == "resume" else case["jd"])
        if Code.EVIDENCE_NOT_FOUND not in case["expected"]:
            assert case["evidence"] in cited.read_text(encoding="utf-8"), case
    for line in corpus.lines:
        assert set(line) == LINE_FIELDS and isinstance(line["injected"], bool), line
        assert (line["line"] is None) != (line["doc"] is None), line
    for path in evaluate.documents_used((name,)):
        assert path.is_file(), path
    keys = [(c["doc"], c["question"], c["evidence"], tuple(c["follow_ups"]), str(c["expected_answer"]))
            for c in corpus.cases]
    assert len(set(keys)) == len(keys), "a case is listed twice"


@pytest.mark.parametrize("name", evaluate.HELD_OUT_SETS)
def test_every_held_out_code_has_positives_and_clean_cases_dominate(name):
    corpus = evaluate.corpus(name)
    assert len(corpus.cases) >= 200 and len(corpus.lines) >= 40
    for code in evaluate.QUESTION_CODES:
        assert sum(code in c["expected"] for c in corpus.cases) >= 10, code
    assert sum(not c["expected"] for c in corpus.cases) >= 0.4 * len(corpus.cases)


def test_the_tuning_corpus_is_large_and_covers_every_code():
    cases = sum(len(evaluate.corpus(name).cases) + len(evaluate.corpus(name).lines) for name in evaluate.TUNING_BATCHES)
    assert len(evaluate.TUNING_BATCHES) == len(TRAINING_FIGURES) and cases >= 3_500
    assert len(evaluate.documents_used(evaluate.TUNING_BATCHES)) >= 100


# --- the held-out sets are read by the evaluator alone ----------------------------------------------------------

SOURCE_SUFFIXES = {".py", ".sh", ".toml", ".cfg", ".ini", ".yaml", ".yml", ".json", ".jsonl", ".txt", ".html", ".js"}


def source_files():
    """Every file of code or configuration in the tree (documentation may name the sets; code may not), but the
    evaluator and the corpora's own data."""
    skipped = {evaluate.TUNING, evaluate.HELD_OUT}
    for folder, subfolders, files in os.walk(ROOT):
        subfolders[:] = [s for s in subfolders if (not s.startswith(".") or s == ".ci") and s != "__pycache__"
                         and not s.endswith(".egg-info") and Path(folder, s) not in skipped]
        for file in files:
            path = Path(folder, file)
            if (path.suffix in SOURCE_SUFFIXES or file in {"Makefile", "run"}) and path != Path(evaluate.__file__):
                yield path


def test_nothing_but_the_evaluator_names_a_held_out_set():
    name = evaluate.HELD_OUT.name
    readers = [str(path.relative_to(ROOT)) for path in source_files()
               if name in path.read_text(encoding="utf-8", errors="replace").lower()]
    assert readers == []
    assert not list(evaluate.HELD_OUT.rglob("*.py")), "a held-out set holds data only, nothing to import"


def test_the_scan_sees_the_tests_and_the_code():
    scanned = {path.relative_to(ROOT).parts[0] for path in source_files()}
    assert {"graph", "functions", "infra", "tests", ".ci", "Makefile", "pyproject.toml"} <= scanned


# --- every tuning batch held at its figures ---------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("code", list(Code))
def test_every_code_meets_its_targets_on_the_batches_brought_to_them(code):
    """Batches 1–6 and 8 together (training figures: the rules were tuned on them)."""
    row = evaluate.table(evaluate.AT_TARGET)[code]
    assert row.recall >= 0.95, row
    assert row.false_positive_rate <= 0.05, row


@pytest.mark.slow
@pytest.mark.parametrize("batch", TRAINING_FIGURES)
def test_every_tuning_batch_keeps_its_figures(batch):
    name = f"tuning/{batch}"
    clean_flagged, codes = TRAINING_FIGURES[batch]
    rows = evaluate.table((name,))
    assert set(rows) == set(codes)
    for code, (caught, false_positives) in codes.items():
        row = rows[code]
        assert row.caught >= caught and row.false_positives <= false_positives, (code, row)
    assert evaluate.clean_flagged((name,))[0] <= clean_flagged
