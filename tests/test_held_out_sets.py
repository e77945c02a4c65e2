"""The held-out sets are well-formed: known codes, existing documents, evidence quoted exactly. (Their
figures are printed by `python -m tests.grounding_corpus.heldout.evaluate`, never asserted: a test that
held the checks to them would be a reason to tune on them.)"""

from __future__ import annotations

import pytest

from graph.rules import Code
from tests.grounding_corpus.heldout.evaluate import HELD_OUT_SETS, QUESTION_CODES, held_out_set


@pytest.mark.parametrize("name", HELD_OUT_SETS)
def test_every_case_is_well_formed(name):
    corpus = held_out_set(name)
    text = {path.stem: path.read_text(encoding="utf-8") for path in corpus.documents.glob("*.md")}
    assert len(corpus.cases) >= 200 and len(corpus.injection_lines) >= 40
    for case in corpus.cases:
        codes = {c for c in case["expected"].split(",") if c}
        assert codes <= set(QUESTION_CODES), case["note"]
        assert case["doc"] in text and case.get("jd") in {*text, None}, case["note"]
        if Code.EVIDENCE_NOT_FOUND not in codes:
            assert case["evidence"] in text[case["evidence_doc"]], case["note"]


@pytest.mark.parametrize("name", HELD_OUT_SETS)
def test_every_code_has_positives_and_clean_cases_dominate(name):
    cases = held_out_set(name).cases
    for code in QUESTION_CODES:
        assert sum(code in c["expected"].split(",") for c in cases) >= 10, code
    assert sum(not c["expected"] for c in cases) >= 0.4 * len(cases)
