"""The case format the held-out sets share."""

from __future__ import annotations


def held_out_case(doc: str, expected: str, question: str, evidence: str, note: str, *, jd: str | None = None,
                  evidence_doc: str | None = None, expected_answer: str = "", follow_up: str = "") -> dict:
    """One labelled question: `expected` is "" (clean) or the comma-separated codes a correct checker reports."""
    return {"doc": doc, "jd": jd, "expected": expected, "question": question, "evidence": evidence,
            "evidence_doc": evidence_doc or doc, "expected_answer": expected_answer,
            "follow_up": follow_up, "note": note}
