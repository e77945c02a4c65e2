"""final_formatter: the API's interview kit and its status."""

from __future__ import annotations

from langgraph.runtime import Runtime

from graph.pipeline.context import RunContext
from graph.pipeline.nodes.common import analysis_of, documents_of, scored_versions
from graph.pipeline.state import (
    AgentState,
    AnalysisPoint,
    CandidateSummary,
    CompetencyCoverage,
    DocumentAnalysis,
    InterviewKit,
    KitBasis,
    KitQuestion,
    KitReview,
    KitScore,
    ScoredVersion,
    SummaryPoint,
)
from graph.extraction.reflow import BULLET
from graph.model.offline import OfflineEngine
from graph.model.pricing import usage_totals
from graph.pipeline.provenance import provenance
from graph.pipeline.bounds import bounded
from graph.pipeline.plans.state import Competency, JobPlanRef
from graph.pipeline.requirements import coverage, probes
from graph.rules import technology_mentions
from graph.vocabulary import Document

# Warnings after which a kit is usable but not everything went as designed.
DEGRADING_WARNINGS = {"RETRY_LIMIT_REACHED", "INSUFFICIENT_QUESTIONS", "QUESTION_DROPPED", "LLM_FALLBACK_OFFLINE",
                      "LLM_CALL_FAILED", "LLM_OUTPUT_UNPARSABLE", "REGENERATION_REJECTED", "QUESTIONS_MISSING",
                      "SESSION_BUDGET_REACHED", "ANSWERS_MISSING", "FOLLOW_UPS_MISSING", "REVIEWS_MISSING",
                      "REVIEW_UNAVAILABLE"}


def final_formatter(state: AgentState, runtime: Runtime[RunContext]) -> dict:
    warnings = state.get("node_warnings", [])
    selected = scored_versions(state, "selected")
    questions = [kit_question(version, order) for order, version in enumerate(selected, start=1)]
    all_approved = all(q.review.verdict == "APPROVED" for q in questions)
    if not questions:
        status = "failed"
    elif (len(questions) == runtime.context.pipeline.final_count and all_approved
          and not any(w["code"] in DEGRADING_WARNINGS for w in warnings)):
        status = "completed"
    else:
        status = "partial_completed"
    kit = {
        "session_id": state.get("session_id", ""), "version": state.get("version", 1), "status": status,
        "engine": kit_engine(runtime.context, questions, warnings),
        "models": sorted({u["model"] for u in state.get("llm_usages", []) if u["model"] != OfflineEngine.model_name
                          and u["status"] == "ok"}),
        "target_job": state.get("target_job", ""), "difficulty_level": state.get("difficulty_level", "medium"),
        "language": state.get("language", "ko"), "questions": questions, "warnings": warnings,
        "candidate_summary": candidate_summary(analysis_of(state), documents_of(state)),
        "job_coverage": coverage((state.get("candidate_context") or {}).get("job_requirements", []),
                                 [version.question.model_dump() for version in selected]),
        **tied_to_plan(state.get("job_plan"), questions),
        "usage": usage_totals(state.get("llm_usages", [])),
        "provenance": provenance(
            state.get("llm_usages", []),
            [{"question_id": v.question.question_id, "verdict": v.review.verdict, "ratings": v.review.ratings,
              "unavailable": v.review.unavailable} for v in selected],
            [{"question_id": v.question.question_id, "codes": v.score.violations} for v in selected]),
    }
    if status == "failed":
        kit["error"] = failure_reason(warnings)
    return {"final_response": bounded(InterviewKit.model_validate(kit).model_dump(mode="json", exclude_none=True))}


def tied_to_plan(job_plan: dict | None, questions: list[KitQuestion]) -> dict:
    """A kit tied to a job's plan: the plan's core questions as they are (the same bytes for every candidate
    of that version), each probe with the competencies it probes, and the coverage per competency. Rules
    over the texts, no LLM call: a tied kit costs what an untied one does."""
    if not job_plan:
        return {}
    plan = JobPlanRef.model_validate(job_plan)
    for question in questions:
        question.competency_ids = [c.competency_id for c in plan.competencies if probes_competency(question, c)]
    return {"job_id": plan.job_id, "plan_version": plan.plan_version,
            "core_questions": [q.model_dump() for q in plan.core_questions],
            "job_coverage": [CompetencyCoverage(
                competency_id=c.competency_id, name=c.name,
                core_question_ids=[q.question_id for q in plan.core_questions if q.competency_id == c.competency_id],
                question_ids=[q.question_id for q in questions if c.competency_id in q.competency_ids])
                for c in plan.competencies]}


def probes_competency(question: KitQuestion, competency: Competency) -> bool:
    """As a question probes a requirement line (graph/pipeline/requirements.py): its name, its definition, or a
    line it quotes."""
    asked = question.model_dump()
    return any(probes(asked, text) for text in (competency.name, competency.definition, *competency.jd_quotes))


SUMMARY_SECTIONS = {"strength": "strengths", "weakness": "risks", "risk": "risks", "verification_point": "to_verify"}


def candidate_summary(analysis: DocumentAnalysis, documents: list[Document]) -> CandidateSummary:
    """The analyst's points grouped for an interviewer, each with the quote it rests on: the line it is about."""
    summary = CandidateSummary()
    for point in analysis.points:
        document_id, quote = cited_line(point, documents)
        getattr(summary, SUMMARY_SECTIONS[point.type]).append(
            SummaryPoint(text=point.text, document_id=document_id, quote=quote))
    return summary


def cited_line(point: AnalysisPoint, documents: list[Document]) -> tuple[str, str]:
    """The point's quote; or, when the point names technologies its quote does not (a risk "Kubernetes not
    seen" quoting the Go line), the first line that names them — the job description's first for a risk
    or a weakness, which are about what the job asks."""
    named = {m.tech.name for m in technology_mentions(point.text)}
    if not named or named & {m.tech.name for m in technology_mentions(point.quote)}:
        return point.document_id, point.quote
    about_the_job = point.type in ("risk", "weakness")
    for document in sorted(documents, key=lambda d: (d.kind == "job_description") != about_the_job):
        for line in document.text.splitlines():
            if named & {m.tech.name for m in technology_mentions(line)}:
                return document.document_id, BULLET.sub("", line.strip())
    return point.document_id, point.quote


def kit_engine(context: RunContext, questions: list[KitQuestion], warnings: list[dict]) -> str:
    if isinstance(context.llm.model, OfflineEngine):
        return "offline_engine"
    fell_back = any(q.written_by == "offline_fallback" for q in questions) or \
        any(w["code"] == "LLM_FALLBACK_OFFLINE" for w in warnings)
    return "model_with_offline_fallback" if fell_back else "model"


def kit_question(version: ScoredVersion, order: int) -> KitQuestion:
    question, review = version.question, version.review
    # Points rest on an independent review's ratings; a rule-based check rates nothing, so it shows none.
    score = KitScore(total=version.score.total, breakdown=version.score.breakdown) \
        if review.reviewed_by == "model" else None
    return KitQuestion(
        question_id=question.question_id, order=order, category=question.category, question=question.question,
        intent=question.intent, written_by=question.written_by,
        generation_basis=KitBasis(**question.generation_basis.model_dump(), premises=version.premises),
        expected_answer=version.answer, follow_ups=[f.model_dump() for f in version.follow_ups],
        review=KitReview(verdict=review.verdict, reasons=review.reasons, reviewed_by=review.reviewed_by),
        score=score, warnings=[w.model_dump() for w in version.premise_warnings])


def failure_reason(warnings: list[dict]) -> dict:
    codes = [w["code"] for w in warnings]
    if "SESSION_BUDGET_REACHED" in codes:
        return {"code": "BUDGET_EXCEEDED", "message": "the session's LLM cost ceiling was reached before any question"}
    if "LLM_CALL_FAILED" in codes:
        return {"code": "LLM_UNAVAILABLE", "message": "the language model could not be reached; no kit was made"}
    if "LLM_OUTPUT_UNPARSABLE" in codes:
        return {"code": "LLM_OUTPUT_INVALID", "message": "the language model's answers could not be used"}
    if "QUESTIONS_MISSING" in codes and "INSUFFICIENT_EVIDENCE" not in codes:
        return {"code": "NO_QUESTIONS", "message": "the language model returned no usable question"}
    return {"code": "INSUFFICIENT_EVIDENCE",
            "message": "the documents do not give enough evidence for any grounded interview question"}
