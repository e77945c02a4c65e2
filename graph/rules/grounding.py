"""Deterministic checks that sit beside the prompts (seeds 002, 004): the public face of `graph.rules`.

Code, not the model, decides whether a question is grounded: its evidence must occur in the cited
document and may not be personal data; what the question states as the candidate's own past — figures,
employers, clients, schools, credentials, products — must be in the documents, in the right period and
cloud; and no field may touch a protected attribute. Documents that talk to the model are flagged. The
same functions back the graph's selectors and scorer and `hr-copilot verify`.

Evidence cites an applicant's document, except for a job_fit question about a gap: it may quote the job
description's line when it asks forward ("입사 후 … 어떻게 접근하시겠어요?"); if it states that line as the
candidate's past instead, that is FABRICATED_ENTITY (or TEMPORAL / CROSS_DOMAIN where those fit). Any other
category citing the job description is EVIDENCE_NOT_FOUND. Expected answers and follow-ups predict: they may
add detail (periods, small counts, tools as options) but not restate a result with another value.

This module only dispatches; each concern has its module: `evidence` (the quote and the job description's
lines), `structure` (the kit's counts and ids), `frames` (which clauses state the candidate's past), `figures`
(reading figures), `figure_policy` (which figures a text may state), `premises` (names), `technology` (the
catalogue: releases, clouds, products), `products` (which catalogue products are claims), `tenure` (a period at a
role as a figure of its dates), `timeline` (roles' periods, the years and durations a question states),
`protected`, `injection`.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Iterable
from typing import NamedTuple

from graph.vocabulary import APPLICANT_KINDS, Document
from graph.rules import evidence as evidence_policy
from graph.rules import figure_policy, figures, premises, products, structure, technology, tenure, timeline
from graph.rules.injection import injection_spans
from graph.rules.protected import protected_attribute_hits
from graph.rules.text import normalise_for_match
from graph.rules.violation import Code, Violation


def word_similarity(a: str, b: str) -> float:
    """Jaccard overlap of the normalised words of two texts (0 = disjoint, 1 = same words)."""
    words_a, words_b = set(normalise_for_match(a).split()), set(normalise_for_match(b).split())
    return len(words_a & words_b) / len(words_a | words_b) if words_a and words_b else 0.0


def detect_injection(documents: Iterable[Document]) -> list[Violation]:
    return [
        Violation(code=Code.PROMPT_INJECTION, field=f"documents.{doc.document_id}", span=span,
                  message=f"document '{doc.document_id}' contains text addressed to the model; kept as data")
        for doc in documents for span in injection_spans(doc.text)
    ]


# --- the documents, derived once -----------------------------------------------------------------


class DocumentFacts(NamedTuple):
    """What the checks compare against: the applicant's documents, and the job description apart (the
    company's own stack and figures may be asked about as the company's, never as the candidate's past)."""

    figures: figures.FigureFacts
    job_figures: figures.FigureFacts
    names: premises.KnownNames
    technology: technology.TechnologyFacts
    timeline: timeline.Timeline
    job_text: str
    tenures: list[tenure.Span]  # how long each role lasted, by the words that name it


def facts_of(documents: Iterable[Document]) -> DocumentFacts:
    return _facts(tuple((d.kind, d.text) for d in documents))


@functools.lru_cache(maxsize=64)
def _facts(documents: tuple[tuple[str, str], ...]) -> DocumentFacts:
    # The scorer and selectors check every question against the same documents: derive once.
    applicant = [text for kind, text in documents if kind in APPLICANT_KINDS]
    job = [text for kind, text in documents if kind not in APPLICANT_KINDS]
    applicant_timeline = timeline.read_timeline(applicant)
    return DocumentFacts(
        figures=figures.document_figures(applicant),
        job_figures=figures.document_figures(job),
        names=premises.known_names(applicant, job),
        technology=technology.technology_facts(applicant),
        timeline=applicant_timeline,
        job_text=normalise_for_match(" ".join(job)),
        tenures=tenure.role_spans(applicant_timeline),
    )


# --- figures ---------------------------------------------------------------------------------------


def fabricated_numbers(text: str, documents: Iterable[Document]) -> list[str]:
    """Figures a question states as fact that the documents do not (as written in the text)."""
    return figure_policy.unstated_figures(unicodedata.normalize("NFKC", text), facts_of(documents), in_question=True)


# --- one question --------------------------------------------------------------------------------


def question_fields(question: dict, follow_ups: list[dict] | None, answer: dict | None) -> list[tuple[str, str, bool]]:
    """(field, text, is the question itself) for every field a premise may hide in."""
    fields = [("question", question.get("question", ""), True)]
    fields += [(f"follow_ups[{i}].question", f.get("question", ""), False) for i, f in enumerate(follow_ups or [])]
    if answer:
        fields.append(("expected_answer.summary", answer.get("summary", ""), False))
        fields += [(f"expected_answer.key_points[{i}]", p, False) for i, p in enumerate(answer.get("key_points") or [])]
    return fields


def _bounded(text: object) -> str:
    return text[:structure.MAX_FIELD_CHARS] if isinstance(text, str) else ""


def _protected_only_fields(question: dict, follow_ups: list[dict] | None) -> list[tuple[str, str]]:
    """Fields that state no premise but may still touch a protected attribute."""
    basis = question.get("generation_basis") or {}
    fields = [("intent", question.get("intent", "")), ("generation_basis.reason", basis.get("reason", ""))]
    fields += [(f"follow_ups[{i}].purpose", f.get("purpose", "")) for i, f in enumerate(follow_ups or [])]
    return [(name, text) for name, text in fields if isinstance(text, str) and text]


def check_question(question: dict, documents: list[Document], follow_ups: list[dict] | None = None,
                   answer: dict | None = None) -> list[Violation]:
    """Every violation of one question (with its follow-ups and expected answer)."""
    qid = question.get("question_id")
    basis = question.get("generation_basis") or {}
    evidence = (basis.get("evidence") or "").strip()
    facts = facts_of(documents)
    cited = timeline.roles_cited(evidence, facts.timeline)
    quoted = figure_policy.quoted_figures(evidence, facts.figures)
    violations = evidence_policy.evidence_violations(qid, question, documents)
    fields, protected_only = question_fields(question, follow_ups, answer), _protected_only_fields(question, follow_ups)
    violations += structure.overlong(qid, [(name, text) for name, text, _ in fields] + protected_only)
    for field, text in protected_only:
        violations += _protected(qid, field, _bounded(text))
    for field, text, in_question in fields:
        text = unicodedata.normalize("NFKC", _bounded(text))
        violations += _protected(qid, field, text)
        violations += _premises(qid, field, text, cited, facts, in_question, quoted)
        violations += _timeline(qid, field, text, evidence, cited, facts, in_question)
    if evidence_policy.cites_job_description(question, documents) and not any(
            v.field == "question" and v.code in (Code.FABRICATED_ENTITY, Code.CROSS_DOMAIN, Code.TEMPORAL)
            for v in violations):
        term = evidence_policy.job_line_as_past(unicodedata.normalize("NFKC", _bounded(question.get("question"))),
                                                evidence, facts.names.applicant, facts.names.applicant_squeezed)
        if term:
            violations.append(Violation(code=Code.FABRICATED_ENTITY, question_id=qid, field="question", span=term,
                                        message=f"states the job description's '{term}' as the candidate's past"))
    return violations


def _protected(qid: str | None, field: str, text: str) -> list[Violation]:
    return [Violation(code=Code.PROTECTED_ATTRIBUTE, question_id=qid, field=field, span=span,
                      message=f"asks about a protected attribute ({topic})")
            for topic, span in protected_attribute_hits(text)]


def _timeline(qid: str | None, field: str, text: str, evidence: str, cited: list[int], facts: DocumentFacts,
              in_question: bool) -> list[Violation]:
    """Years, durations and dated things set against the roles' periods (`timeline`)."""
    return [Violation(code=f.code, question_id=qid, field=field, span=f.span, message=f.message)
            for f in timeline.timeline_findings(text, evidence, cited, facts.timeline, in_question)]


def _premises(qid: str | None, field: str, text: str, cited: list[int], facts: DocumentFacts,
              in_question: bool, quoted: tuple[figures.Figure, ...] = ()) -> list[Violation]:
    found = [Violation(code=Code.FABRICATED_ENTITY, question_id=qid, field=field, span=span,
                       message=f"the figure {span} does not occur in the documents")
             for span in figure_policy.unstated_figures(text, facts, in_question, quoted)]
    predicts = field.startswith("expected_answer")  # an answer may name the tools a strong answer would use
    reading = technology.read(text)  # the technologies the text names, read once for the checks below
    foreign = products.foreign_cloud_clauses(reading, facts.technology.ecosystems)
    findings = [f for f in technology.technology_findings(reading, cited, facts.technology, facts.timeline,
                                                          in_question, facts.job_text)
                if products.claimed(f, reading, facts.names.applicant, predicts, foreign)]
    found += [Violation(code=f.code, question_id=qid, field=field, span=f.span, message=f.message) for f in findings]
    # A law or standard edition is left to the names check, unless it was placed before it existed: then TEMPORAL
    # says it, as for a product (`technology_findings`).
    anachronisms = {f.span for f in findings if f.code == Code.TEMPORAL}
    judged = {(m.start, m.end) for m in reading.mentions
              if not m.tech.dated_only or m.tech.name in anachronisms}
    found += [Violation(code=Code.FABRICATED_ENTITY, question_id=qid, field=field, span=name,
                        message=f"'{name}' does not occur in the documents")
              for name in premises.unknown_premises(text, facts.names, judged, predicts, foreign)]
    return found


# --- a whole kit ------------------------------------------------------------------------------

def check_kit(kit: dict, documents: list[Document], previous: dict | None = None,
              regenerated_ids: Iterable[str] = (), expected_count: int = 5) -> list[Violation]:
    """Structure (counts, fields, ids, untouched questions) and every question's own checks."""
    questions = kit.get("questions") or []
    violations = structure.completed_count(kit, expected_count)
    seen: set[str] = set()
    for index, question in enumerate(questions):
        violations += structure.question_structure(index, question, seen)
        if question.get("generation_basis"):
            violations += check_question(question, documents, question.get("follow_ups"),
                                         question.get("expected_answer"))
    if previous is not None:
        violations += structure.regeneration(previous, questions, set(regenerated_ids))
    return violations
