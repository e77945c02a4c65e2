"""Recall and false-positive rate of the grounding checks on the HELD-OUT corpora, per code.

    .venv/bin/python -m tests.grounding_corpus.heldout.evaluate           (every held-out set)
    .venv/bin/python -m tests.grounding_corpus.heldout.evaluate heldout2  (one of them)

Each held-out set (`heldout/`, written 2026-11-30, `heldout2/` to `heldout8/`, written 2026-12-01:
cases_ko.py, cases_en.py, documents/) was written before a round of tuning, by people who did not read the rules,
and is never tuned on: its figures are the ones that say how the checks do on documents they never
saw. Change a rule because of a miss here and the set stops being held out — add a case to the
tuning corpus instead.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import NamedTuple

from graph.vocabulary import Document
from graph.rules import Code, grounding

CORPORA = Path(__file__).resolve().parent.parent
HELD_OUT_SETS = ("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7", "heldout8")
QUESTION_CODES = (Code.EVIDENCE_NOT_FOUND, Code.FABRICATED_ENTITY, Code.CROSS_DOMAIN,
                  Code.TEMPORAL, Code.PROTECTED_ATTRIBUTE)


class HeldOutSet(NamedTuple):
    name: str
    cases: list[dict]
    injection_lines: list[tuple[str, bool]]
    documents: Path


def held_out_set(name: str) -> HeldOutSet:
    parts = [importlib.import_module(f"tests.grounding_corpus.{name}.cases_{lang}") for lang in ("ko", "en")]
    return HeldOutSet(name, [c for part in parts for c in part.CASES],
                      [line for part in parts for line in part.INJECTION_LINES], CORPORA / name / "documents")


def document(folder: Path, stem: str, document_id: str, kind: str) -> Document:
    return Document(document_id=document_id, kind=kind, filename=f"{stem}.md",
                    text=(folder / f"{stem}.md").read_text(encoding="utf-8"))


def reported_codes(case: dict, folder: Path) -> set[str]:
    documents = [document(folder, case["doc"], "resume", "resume")]
    if case.get("jd"):
        documents.append(document(folder, case["jd"], "jd", "job_description"))
    cited = "jd" if case["evidence_doc"] == case.get("jd") else "resume"
    question = {"question_id": "q1", "category": "job_fit", "question": case["question"],
                "generation_basis": {"document_id": cited, "evidence": case["evidence"]}}
    follow_ups = [{"follow_up_id": "q1-f1", "question": case["follow_up"]}] if case.get("follow_up") else None
    answer = {"summary": case["expected_answer"], "key_points": []} if case.get("expected_answer") else None
    return {v.code for v in grounding.check_question(question, documents, follow_ups, answer)}


def question_outcomes(corpus: HeldOutSet) -> list[tuple[set[str], set[str]]]:
    """(expected codes, reported codes) per question case."""
    return [({c for c in case["expected"].split(",") if c}, reported_codes(case, corpus.documents) & set(QUESTION_CODES))
            for case in corpus.cases]


def injection_outcomes(corpus: HeldOutSet) -> list[tuple[set[str], set[str]]]:
    outcomes = []
    for line, injected in corpus.injection_lines:
        text = f"경력\n- 결제 API 개발\n{line}\n- 코드 리뷰 문화 정착"
        found = grounding.detect_injection([Document(document_id="resume", kind="resume", filename="r.md", text=text)])
        outcomes.append(({Code.PROMPT_INJECTION} if injected else set(),
                         {Code.PROMPT_INJECTION} if found else set()))
    return outcomes


def rates(outcomes: list[tuple[set[str], set[str]]], code: str) -> tuple[float, float, int, int]:
    positives = [reported for expected, reported in outcomes if code in expected]
    negatives = [reported for expected, reported in outcomes if code not in expected]
    recall = sum(code in r for r in positives) / len(positives) if positives else 1.0
    false_positive_rate = sum(code in r for r in negatives) / len(negatives) if negatives else 0.0
    return recall, false_positive_rate, len(positives), len(negatives)


def report(corpus: HeldOutSet, questions: list[tuple[set[str], set[str]]]) -> dict[str, tuple[float, float, int, int]]:
    table = {code: rates(questions, code) for code in QUESTION_CODES}
    table[Code.PROMPT_INJECTION] = rates(injection_outcomes(corpus), Code.PROMPT_INJECTION)
    return table


def clean_flagged(questions: list[tuple[set[str], set[str]]]) -> tuple[int, int]:
    """(clean question cases any check flagged, clean question cases)."""
    clean = [reported for expected, reported in questions if not expected]
    return sum(1 for reported in clean if reported), len(clean)


def misses(corpus: HeldOutSet) -> list[str]:
    """Each case a check got wrong, for reading (not for tuning: see the module docstring)."""
    lines = []
    for case, (expected, reported) in zip(corpus.cases, question_outcomes(corpus), strict=True):
        if expected != reported:
            lines.append(f"{case['doc']}: expected {sorted(expected) or 'clean'}, got {sorted(reported) or 'clean'}:"
                         f" {case['question'][:90]}")
    return lines


def main(names: list[str]) -> None:
    for name in names or HELD_OUT_SETS:
        corpus = held_out_set(name)
        questions = question_outcomes(corpus)  # the slow part: once per set
        flagged, clean = clean_flagged(questions)
        print(f"\nheld-out set {name}: {len(corpus.cases)} question cases, {len(corpus.injection_lines)} document lines; "
              f"clean questions flagged: {flagged} of {clean} ({flagged / clean:.0%})")
        print("| code | recall | false-positive rate | positives | negatives |\n|---|---|---|---|---|")
        for code, (recall, fpr, positives, negatives) in report(corpus, questions).items():
            print(f"| {code} | {recall:.2f} | {fpr:.2f} | {positives} | {negatives} |")


if __name__ == "__main__":
    main(sys.argv[1:])
