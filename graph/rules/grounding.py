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

Each concern has its module: `frames` (which clauses state the candidate's past), `figures` (reading figures),
`figure_policy` (which figures a text may state), `premises` (names), `technology` (the catalogue: releases,
clouds, products), `products` (which catalogue products are claims), `tenure` (a period at a role as a figure
of its dates), `timeline` (roles' periods, the years and durations a question states), `protected`, `injection`.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable
from typing import NamedTuple

from graph.vocabulary import APPLICANT_KINDS, Document
from graph.rules import figure_policy, figures, frames, premises, products, technology, tenure, timeline
from graph.rules.injection import injection_spans, is_injected_line
from graph.rules.protected import personal_data_line, protected_attribute_hits
from graph.rules.text import normalise_for_match, strip_particle
from graph.rules.violation import Code, Violation

MAX_FIELD_CHARS = 3000  # a question, an answer summary or a follow-up; a model's run longer, not worth reading


def evidence_in_document(evidence: str, document_text: str) -> bool:
    needle = normalise_for_match(evidence).strip(" .,'\"")
    return len(needle) >= 4 and needle in normalise_for_match(document_text)


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


def _evidence_violations(qid: str | None, question: dict, documents: list[Document]) -> list[Violation]:
    """The quote must occur in the cited document: an applicant's document, or — for a job_fit question
    about a gap — the job description (what the question then says about it is checked apart)."""
    basis = question.get("generation_basis") or {}
    evidence = (basis.get("evidence") or "").strip()
    cited = {d.document_id: d for d in documents}.get(basis.get("document_id", ""))
    found = []
    if not evidence:
        found.append(Violation(code=Code.EVIDENCE_NOT_FOUND, question_id=qid, field="generation_basis.evidence",
                               message="no evidence quoted"))
    elif cited is None:
        found.append(Violation(code=Code.EVIDENCE_NOT_FOUND, question_id=qid, field="generation_basis.document_id",
                               span=str(basis.get("document_id", "")),
                               message="evidence must cite one of the documents passed"))
    elif cited.kind not in APPLICANT_KINDS and question.get("category") != "job_fit":
        found.append(Violation(code=Code.EVIDENCE_NOT_FOUND, question_id=qid, field="generation_basis.document_id",
                               span=str(basis.get("document_id", "")),
                               message="only a job_fit question may rest on the job description; others must cite "
                                       "one of the applicant's documents"))
    elif not evidence_in_document(evidence, cited.text):
        found.append(Violation(code=Code.EVIDENCE_NOT_FOUND, question_id=qid, field="generation_basis.evidence",
                               span=evidence[:160],
                               message=f"the quoted evidence does not occur in document '{cited.document_id}'"))
    elif is_injected_line(evidence):
        found.append(Violation(code=Code.PROMPT_INJECTION, question_id=qid, field="generation_basis.evidence",
                               span=evidence[:160], message="evidence is text addressed to the model"))
    topic = personal_data_line(evidence) if evidence else None
    if topic:
        found.append(Violation(code=Code.PROTECTED_ATTRIBUTE, question_id=qid, field="generation_basis.evidence",
                               span=evidence[:160], message=f"the evidence is personal data ({topic})"))
    return found


def _cites_job_description(question: dict, documents: list[Document]) -> bool:
    basis = question.get("generation_basis") or {}
    cited = {d.document_id: d for d in documents}.get(basis.get("document_id", ""))
    return cited is not None and cited.kind not in APPLICANT_KINDS and question.get("category") == "job_fit"


# Words of a job description's line that say nothing of what the job needs.
_JOB_GENERIC = {"경험", "설계", "관리", "기반", "활용", "활용한", "가능", "능력", "업무", "일정", "경력", "이상", "우대", "실무", "작성",
                "협의", "기술", "담당", "운영", "개발", "구조", "해석", "이해", "보유", "역량", "사항", "요건", "주요", "통한", "위한",
                "내용", "개정", "관련",
                "Experience", "Hands", "Strong", "Comfort", "Knowledge", "Ability", "Familiarity", "Nice", "Plus"}


_VERB_ENDING_KO = re.compile(r"(?:니다|니까|세요|어요|아요|해요|한다|된다)$")  # not 이다: 라이다 is LiDAR


@functools.lru_cache(maxsize=64)  # keyed on the applicant's whole text, as _facts is
def _job_terms(evidence: str, applicant: str, applicant_squeezed: str) -> tuple[str, ...]:
    """The names and nouns of a cited job-description line the applicant's documents never use: "CATIA",
    "Gainsight", "배터리팩". The question may ask about them as the job's, never as the candidate's past."""
    terms = []
    words = re.findall(r"[A-Za-z][A-Za-z0-9+#.&-]*[A-Za-z0-9+#]|[가-힣]{2,}", evidence)
    for index, word in enumerate(words):
        if "가" <= word[0] <= "힣":
            word = strip_particle(word)
            if len(word) < 2 or word in _JOB_GENERIC or _VERB_ENDING_KO.search(word):
                continue  # "TEU입니다": a verb's ending, no term
        elif word in _JOB_GENERIC or not (re.search(r"[A-Z].*[A-Z0-9]|[0-9]", word)
                                          or (word[0].isupper() and index > 0)):
            continue  # a plain word, or a capital that only opens the line ("Operate our…")
        if normalise_for_match(word) in applicant or normalise_for_match(word).replace(" ", "") in applicant_squeezed:
            continue
        terms.append(word)
    return tuple(dict.fromkeys(terms))


def _job_line_as_past(text: str, evidence: str, facts: DocumentFacts) -> str | None:
    """A term of the cited job-description line that the question states as the candidate's own past
    ("대성정밀에서 CATIA V5로 … 설계하실 때"): the job's requirement turned into experience."""
    terms = _job_terms(evidence, facts.names.applicant, facts.names.applicant_squeezed)
    if not terms:
        return None
    for clause in frames.clauses(text):  # by the clause's own words: "Lindqvist runs X, and your systems are Y" is the company's X
        if frames.frame_of(clause.text) in frames.PREMISE_FRAMES:
            lowered = normalise_for_match(clause.text)
            for term in terms:
                if normalise_for_match(term) in lowered:
                    return term
    return None


def question_fields(question: dict, follow_ups: list[dict] | None, answer: dict | None) -> list[tuple[str, str, bool]]:
    """(field, text, is the question itself) for every field a premise may hide in."""
    fields = [("question", question.get("question", ""), True)]
    fields += [(f"follow_ups[{i}].question", f.get("question", ""), False) for i, f in enumerate(follow_ups or [])]
    if answer:
        fields.append(("expected_answer.summary", answer.get("summary", ""), False))
        fields += [(f"expected_answer.key_points[{i}]", p, False) for i, p in enumerate(answer.get("key_points") or [])]
    return fields


def _overlong(qid: str | None, fields: list[tuple[str, str]]) -> list[Violation]:
    """A field longer than any question, answer or follow-up a kit needs is malformed, and the checks read
    only its first MAX_FIELD_CHARS (so a runaway field cannot hold them for minutes)."""
    return [Violation(code=Code.STRUCTURE, question_id=qid, field=name, span=str(len(text)),
                      message=f"{len(text)} characters; the checks read the first {MAX_FIELD_CHARS}")
            for name, text in fields if isinstance(text, str) and len(text) > MAX_FIELD_CHARS]


def _bounded(text: object) -> str:
    return text[:MAX_FIELD_CHARS] if isinstance(text, str) else ""


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
    violations = _evidence_violations(qid, question, documents)
    fields, protected_only = question_fields(question, follow_ups, answer), _protected_only_fields(question, follow_ups)
    violations += _overlong(qid, [(name, text) for name, text, _ in fields] + protected_only)
    for field, text in protected_only:
        violations += _protected(qid, field, _bounded(text))
    for field, text, in_question in fields:
        text = unicodedata.normalize("NFKC", _bounded(text))
        violations += _protected(qid, field, text)
        violations += _premises(qid, field, text, cited, facts, in_question, quoted)
        violations += _timeline(qid, field, text, evidence, cited, facts, in_question)
    if _cites_job_description(question, documents) and not any(
            v.field == "question" and v.code in (Code.FABRICATED_ENTITY, Code.CROSS_DOMAIN, Code.TEMPORAL)
            for v in violations):
        term = _job_line_as_past(unicodedata.normalize("NFKC", _bounded(question.get("question"))), evidence, facts)
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
    foreign = products.foreign_cloud_clauses(text, facts.technology.ecosystems)
    findings = [f for f in technology.technology_findings(text, cited, facts.technology, facts.timeline, in_question,
                                                  facts.job_text)
                if products.claimed(f, text, facts.names.applicant, predicts, foreign)]
    found += [Violation(code=f.code, question_id=qid, field=field, span=f.span, message=f.message) for f in findings]
    # A law or standard edition is left to the names check, unless it was placed before it existed: then TEMPORAL
    # says it, as for a product (`technology_findings`).
    anachronisms = {f.span for f in findings if f.code == Code.TEMPORAL}
    judged = {(m.start, m.end) for m in technology.mentions_in(text)
              if not m.tech.dated_only or m.tech.name in anachronisms}
    found += [Violation(code=Code.FABRICATED_ENTITY, question_id=qid, field=field, span=name,
                        message=f"'{name}' does not occur in the documents")
              for name in premises.unknown_premises(text, facts.names, judged, predicts, foreign)]
    return found


# --- a whole kit (H3) ------------------------------------------------------------------------------

KIT_QUESTION_FIELDS = ("question_id", "question", "category", "intent", "generation_basis")


def check_kit(kit: dict, documents: list[Document], previous: dict | None = None,
              regenerated_ids: Iterable[str] = (), expected_count: int = 5) -> list[Violation]:
    """Structure (counts, fields, ids, untouched questions) and every question's own checks."""
    violations: list[Violation] = []
    questions = kit.get("questions") or []
    if kit.get("status") == "completed" and len(questions) != expected_count:
        violations.append(Violation(code=Code.STRUCTURE, field="questions", span=str(len(questions)),
                                    message=f"a completed kit has {expected_count} questions, not {len(questions)}"))
    seen: set[str] = set()
    for index, question in enumerate(questions):
        violations += _structure(index, question, seen)
        if question.get("generation_basis"):
            violations += check_question(question, documents, question.get("follow_ups"),
                                         question.get("expected_answer"))
    if previous is not None:
        violations += _regeneration(previous, questions, set(regenerated_ids))
    return violations


def _structure(index: int, question: dict, seen: set[str]) -> list[Violation]:
    qid = question.get("question_id")
    found = []
    missing = [f for f in KIT_QUESTION_FIELDS if not question.get(f)]
    if missing:
        found.append(Violation(code=Code.STRUCTURE, question_id=qid, field=f"questions[{index}]",
                               span=", ".join(missing), message=f"missing field(s): {', '.join(missing)}"))
    if qid in seen:
        found.append(Violation(code=Code.STRUCTURE, question_id=qid, field=f"questions[{index}].question_id",
                               span=str(qid), message="question id used twice"))
    seen.add(qid)
    follow_ids = [f.get("follow_up_id") for f in question.get("follow_ups") or []]
    if len(set(follow_ids)) != len(follow_ids) or any(not str(f).startswith(f"{qid}-") for f in follow_ids):
        found.append(Violation(code=Code.STRUCTURE, question_id=qid, field=f"questions[{index}].follow_ups",
                               span=", ".join(map(str, follow_ids)),
                               message="follow-up ids must be unique and start with the question id"))
    return found


def _regeneration(previous: dict, questions: list[dict], regenerated: set[str]) -> list[Violation]:
    before = {q.get("question_id"): q for q in previous.get("questions") or []}
    after = {q.get("question_id"): q for q in questions}
    found = []
    if set(before) != set(after):
        found.append(Violation(code=Code.STRUCTURE, field="questions", span=", ".join(sorted(set(before) ^ set(after))),
                               message="a partial regeneration changed which question ids the kit has"))
    for qid in set(before) & set(after) - regenerated:
        if before[qid] != after[qid]:
            found.append(Violation(code=Code.STRUCTURE, question_id=qid, field="questions",
                                   message="an untouched question changed during a partial regeneration"))
    return found

