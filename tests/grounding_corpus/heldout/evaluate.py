"""Recall and false-positive rate of the grounding checks on the HELD-OUT corpus, per code.

    .venv/bin/python -m tests.grounding_corpus.heldout.evaluate

The held-out corpus (`cases_ko.py`, `cases_en.py`, `documents/`) was written before the rules were
tuned, by people who did not read the rules, and is never tuned on: its figures are the ones that say
how the checks do on documents they never saw. Change a rule because of a miss here and the set stops
being held out — add a case to the tuning corpus instead.
"""

from __future__ import annotations

from pathlib import Path

from graph.pipeline.state import Document
from graph.rules import grounding
from tests.grounding_corpus.heldout.cases_en import CASES as CASES_EN
from tests.grounding_corpus.heldout.cases_en import INJECTION_LINES as INJECTION_EN
from tests.grounding_corpus.heldout.cases_ko import CASES as CASES_KO
from tests.grounding_corpus.heldout.cases_ko import INJECTION_LINES as INJECTION_KO

DOCUMENTS = Path(__file__).resolve().parent / "documents"
QUESTION_CODES = (grounding.EVIDENCE_NOT_FOUND, grounding.FABRICATED_ENTITY, grounding.CROSS_DOMAIN,
                  grounding.TEMPORAL, grounding.PROTECTED_ATTRIBUTE)
CASES = CASES_KO + CASES_EN
INJECTION_LINES = INJECTION_KO + INJECTION_EN


def document(stem: str, document_id: str, kind: str) -> Document:
    return Document(document_id=document_id, kind=kind, filename=f"{stem}.md",
                    text=(DOCUMENTS / f"{stem}.md").read_text(encoding="utf-8"))


def reported_codes(case: dict) -> set[str]:
    documents = [document(case["doc"], "resume", "resume")]
    if case.get("jd"):
        documents.append(document(case["jd"], "jd", "job_description"))
    cited = "jd" if case["evidence_doc"] == case.get("jd") else "resume"
    question = {"question_id": "q1", "category": "job_fit", "question": case["question"],
                "generation_basis": {"document_id": cited, "evidence": case["evidence"]}}
    follow_ups = [{"follow_up_id": "q1-f1", "question": case["follow_up"]}] if case.get("follow_up") else None
    answer = {"summary": case["expected_answer"], "key_points": []} if case.get("expected_answer") else None
    return {v.code for v in grounding.check_question(question, documents, follow_ups, answer)}


def question_outcomes() -> list[tuple[set[str], set[str]]]:
    """(expected codes, reported codes) per question case."""
    return [({c for c in case["expected"].split(",") if c}, reported_codes(case) & set(QUESTION_CODES))
            for case in CASES]


def injection_outcomes() -> list[tuple[set[str], set[str]]]:
    outcomes = []
    for line, injected in INJECTION_LINES:
        text = f"경력\n- 결제 API 개발\n{line}\n- 코드 리뷰 문화 정착"
        found = grounding.detect_injection([Document(document_id="resume", kind="resume", filename="r.md", text=text)])
        outcomes.append(({grounding.PROMPT_INJECTION} if injected else set(),
                         {grounding.PROMPT_INJECTION} if found else set()))
    return outcomes


def rates(outcomes: list[tuple[set[str], set[str]]], code: str) -> tuple[float, float, int, int]:
    positives = [reported for expected, reported in outcomes if code in expected]
    negatives = [reported for expected, reported in outcomes if code not in expected]
    recall = sum(code in r for r in positives) / len(positives) if positives else 1.0
    false_positive_rate = sum(code in r for r in negatives) / len(negatives) if negatives else 0.0
    return recall, false_positive_rate, len(positives), len(negatives)


def report() -> dict[str, tuple[float, float, int, int]]:
    questions, injections = question_outcomes(), injection_outcomes()
    table = {code: rates(questions, code) for code in QUESTION_CODES}
    table[grounding.PROMPT_INJECTION] = rates(injections, grounding.PROMPT_INJECTION)
    return table


def misses() -> list[str]:
    """Each case a check got wrong, for reading (not for tuning: see the module docstring)."""
    lines = []
    for case, (expected, reported) in zip(CASES, question_outcomes(), strict=True):
        if expected != reported:
            lines.append(f"{case['doc']}: expected {sorted(expected) or 'clean'}, got {sorted(reported) or 'clean'}:"
                         f" {case['question'][:90]}")
    return lines


def main() -> None:
    print(f"held-out corpus: {len(CASES)} question cases, {len(INJECTION_LINES)} document lines")
    print("| code | recall | false-positive rate | positives | negatives |\n|---|---|---|---|---|")
    for code, (recall, fpr, positives, negatives) in report().items():
        print(f"| {code} | {recall:.2f} | {fpr:.2f} | {positives} | {negatives} |")


if __name__ == "__main__":
    main()
