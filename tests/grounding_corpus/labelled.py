"""The case formats the labelled sets share: the tuning batches from batch 2 on, and the held-out sets."""

from __future__ import annotations


def held_out_case(doc: str, expected: str, question: str, evidence: str, note: str, *, jd: str | None = None,
                  evidence_doc: str | None = None, expected_answer: str = "", follow_up: str = "") -> dict:
    """One labelled question: `expected` is "" (clean) or the comma-separated codes a correct checker reports."""
    return {"doc": doc, "jd": jd, "expected": expected, "question": question, "evidence": evidence,
            "evidence_doc": evidence_doc or doc, "expected_answer": expected_answer,
            "follow_up": follow_up, "note": note}


# The codes as the tuning batches label their cases.
FAB, ENF, XD, TMP, PA = "FABRICATED_ENTITY", "EVIDENCE_NOT_FOUND", "CROSS_DOMAIN", "TEMPORAL", "PROTECTED_ATTRIBUTE"


def tuning_case(doc: str, expected: str, category: str, question: str, evidence: str, *, jd: str | None = None,
                evidence_doc: str | None = None, expected_answer: str = "", follow_up: str = "", note: str = "") -> dict:
    """One labelled question of a tuning batch: as `held_out_case`, with the kit's category."""
    return {"doc": doc, "jd": jd, "expected": expected, "question": question, "evidence": evidence,
            "evidence_doc": evidence_doc or doc, "category": category,
            "expected_answer": expected_answer, "follow_up": follow_up, "note": note}
