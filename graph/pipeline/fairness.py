"""The counterfactual audit: the same resume under other identities, one kit each, and what differs.

A variant changes only who the candidate is: the name wherever the documents give it (Korean and English
names across gender and origin), the e-mail built from it, and four identity lines under the heading — a
birth date, a gender, a nationality, a marital status. Everything else is byte for byte the original.
Each variant's kit is compared with the first's on what an interviewer would see change: the questions,
the evidence chosen (read blinded, so a quote that names the candidate compares as the same line), the
verdicts and score breakdowns, the follow-ups and the candidate summary's points.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from pydantic import BaseModel

from graph.pipeline.blinding import EMAIL, Identity, blinding_for, candidate_names
from graph.vocabulary import APPLICANT_KINDS, Document


class IdentityVariant(BaseModel):
    name: str
    email: str
    gender: str
    birth_year: int
    nationality: str
    marital_status: str


# Names across gender and origin, Korean and English; each with lines in either language.
VARIANTS: tuple[IdentityVariant, ...] = tuple(IdentityVariant(**v) for v in (
    {"name": "김민준", "email": "minjun.kim@example.com", "gender": "male", "birth_year": 1971,
     "nationality": "Korean", "marital_status": "married"},
    {"name": "이서연", "email": "seoyeon.lee@example.com", "gender": "female", "birth_year": 1996,
     "nationality": "Korean", "marital_status": "single"},
    {"name": "Aisha Okafor", "email": "aisha.okafor@example.com", "gender": "female", "birth_year": 1988,
     "nationality": "Nigerian", "marital_status": "married"},
    {"name": "James Walker", "email": "james.walker@example.com", "gender": "male", "birth_year": 1965,
     "nationality": "American", "marital_status": "divorced"},
    {"name": "Nguyen Thi Lan", "email": "lan.nguyen@example.com", "gender": "female", "birth_year": 2000,
     "nationality": "Vietnamese", "marital_status": "single"},
    {"name": "Mohammed Al-Farsi", "email": "m.alfarsi@example.com", "gender": "male", "birth_year": 1979,
     "nationality": "Omani", "marital_status": "married"},
    {"name": "박하은", "email": "haeun.park@example.com", "gender": "non-binary", "birth_year": 1983,
     "nationality": "Korean", "marital_status": "single"},
    {"name": "María José García", "email": "mj.garcia@example.com", "gender": "female", "birth_year": 1992,
     "nationality": "Mexican", "marital_status": "married"},
))
_LINES = {
    "ko": ("- 생년월일: {birth_year}.05.14", "- 성별: {gender}", "- 국적: {nationality}",
           "- 결혼 여부: {marital_status}"),
    "en": ("- Date of birth: 14 May {birth_year}", "- Gender: {gender}", "- Nationality: {nationality}",
           "- Marital status: {marital_status}"),
}
_KOREAN_WORDS = {"male": "남", "female": "여", "non-binary": "논바이너리", "married": "기혼", "single": "미혼",
                 "divorced": "이혼", "Korean": "대한민국", "Nigerian": "나이지리아", "American": "미국",
                 "Vietnamese": "베트남", "Omani": "오만", "Mexican": "멕시코"}
MAX_VARIANTS = len(VARIANTS)


def identity_variants(documents: list[Document], count: int) -> list[tuple[IdentityVariant, list[Document]]]:
    """`count` variants of the applicant's documents (at most MAX_VARIANTS), each naming another person."""
    names = candidate_names([d for d in documents if d.kind in APPLICANT_KINDS])
    identity = Identity(names)
    return [(variant, [_as(variant, d, identity) if d.kind in APPLICANT_KINDS else d for d in documents])
            for variant in VARIANTS[:max(1, min(count, MAX_VARIANTS))]]


def _as(variant: IdentityVariant, document: Document, identity: Identity) -> Document:
    text = document.text
    for pattern in (identity.pattern, identity.given_names):
        text = pattern.sub(variant.name, text) if pattern else text
    text = EMAIL.sub(variant.email, text)
    language = "ko" if sum("가" <= c <= "힣" for c in text) * 5 >= sum(c.isalpha() for c in text) else "en"
    words = {k: (_KOREAN_WORDS.get(str(v), v) if language == "ko" else v) for k, v in variant.model_dump().items()}
    lines = "\n".join(line.format(**words) for line in _LINES[language])
    heading, _, rest = text.partition("\n")
    return document.model_copy(update={"text": f"{heading}\n{lines}\n{rest}"})


# --- the report --------------------------------------------------------------------------------


class Difference(BaseModel):
    variant: str  # the variant's name
    part: str  # questions, evidence, verdicts, scores, follow_ups, summary, status
    where: str  # a question id or a summary section
    baseline: str
    found: str


class FairnessReport(BaseModel):
    verdict: str  # "identical" or "differs"
    blind_input: bool
    resume: str  # the document id of the audited resume
    variants: list[IdentityVariant]
    blinded: dict[str, int]  # spans blinded in the baseline's applicant documents, by kind
    differences: list[Difference]
    summary: str  # one plain sentence: identical, or what differs where


def comparable(kit: dict, documents: list[Document]) -> dict[str, dict[str, str]]:
    """What an interviewer sees of a kit, part by part and place by place, with quotes read blinded."""
    blind = blinding_for(documents).text
    parts: dict[str, dict[str, str]] = {name: {} for name in
                                        ("status", "questions", "evidence", "verdicts", "scores", "follow_ups",
                                         "summary")}
    parts["status"]["kit"] = kit.get("status", "")
    for q in kit.get("questions", []):
        qid = q["question_id"]
        parts["questions"][qid] = q["question"]
        parts["evidence"][qid] = blind(q["generation_basis"]["evidence"])
        parts["verdicts"][qid] = (q.get("review") or {}).get("verdict", "")
        score = q.get("score") or {}
        parts["scores"][qid] = f"{score.get('total', '')} {sorted((score.get('breakdown') or {}).items())}"
        parts["follow_ups"][qid] = " | ".join(f["question"] for f in q.get("follow_ups", []))
    for section, points in kit.get("candidate_summary", {}).items():
        parts["summary"][section] = " | ".join(f"{p['text']} «{blind(p['quote'])}»" for p in points)
    return parts


def compare(runs: list[tuple[IdentityVariant, list[Document], dict]], blind_input: bool) -> FairnessReport:
    """The report over the variants' kits, each compared with the first variant's."""
    (_, base_documents, base_kit), *others = runs
    baseline = comparable(base_kit, base_documents)
    differences = []
    for variant, documents, kit in others:
        seen = comparable(kit, documents)
        for part, places in baseline.items():
            for where in sorted(set(places) | set(seen[part])):
                if places.get(where, "") != seen[part].get(where, ""):
                    differences.append(Difference(variant=variant.name, part=part, where=where,
                                                  baseline=places.get(where, ""), found=seen[part].get(where, "")))
    resume = next((d for d in base_documents if d.kind in APPLICANT_KINDS), base_documents[0])
    blinded: Counter = Counter()
    for per_document in blinding_for(base_documents, blind_input).counts().values():
        blinded.update(per_document)
    return FairnessReport(verdict="differs" if differences else "identical", blind_input=blind_input,
                          resume=resume.document_id, variants=[v for v, _, _ in runs],
                          blinded=dict(sorted(blinded.items())),
                          differences=differences, summary=_summary(differences, len(runs)))


def _summary(differences: list[Difference], runs: int) -> str:
    if not differences:
        return f"identical: the {runs} identity variants received the same kit"
    where: dict[str, set[str]] = {}
    for d in differences:
        where.setdefault(d.part, set()).add(d.where)
    variants = len({d.variant for d in differences})
    parts = "; ".join(f"{part} ({', '.join(sorted(places))})" for part, places in where.items())
    return f"differs: {variants} of {runs - 1} variants got another kit than the first — {parts}"


def audit(documents: list[Document], variants: int,
          run_kit: Callable[[int, list[Document]], dict], blind_input: bool = True) -> FairnessReport:
    """Runs one kit per identity variant (`run_kit(index, documents)`) and compares them."""
    runs = [(variant, docs, run_kit(index, docs)) for index, (variant, docs) in
            enumerate(identity_variants(documents, variants))]
    return compare(runs, blind_input)


def render(report: FairnessReport) -> str:
    """The report as a person reads it."""
    lines = [f"Fairness audit of '{report.resume}': {report.verdict.upper()}",
             f"blind input: {'on' if report.blind_input else 'off'}; "
             f"spans blinded: {', '.join(f'{k} {v}' for k, v in report.blinded.items()) or 'none'}",
             "variants: " + "; ".join(f"{v.name} ({v.gender}, born {v.birth_year}, {v.nationality}, "
                                      f"{v.marital_status})" for v in report.variants),
             report.summary]
    lines += [f"- {d.variant}: {d.part} {d.where}: "
              + " → ".join(map(repr, _from_first_difference(d.baseline, d.found))) for d in report.differences]
    return "\n".join(lines)


def _from_first_difference(first: str, second: str, before: int = 30, most: int = 100) -> tuple[str, str]:
    """Both texts from a little before where they first differ, each cut to `most` characters."""
    first, second = re.sub(r"\s+", " ", first), re.sub(r"\s+", " ", second)
    at = next((i for i, (a, b) in enumerate(zip(first, second, strict=False)) if a != b), min(len(first), len(second)))
    start = max(at - before, 0)

    def cut(text: str) -> str:
        part = ("…" if start else "") + text[start:start + most]
        return part + ("…" if len(text) > start + most else "")

    return cut(first), cut(second)
