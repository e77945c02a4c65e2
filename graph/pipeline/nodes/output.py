"""final_formatter: the API's interview kit and its status."""

from __future__ import annotations

from langgraph.runtime import Runtime

from graph.pipeline.context import RunContext
from graph.pipeline.nodes.common import analysis_of, scored_versions
from graph.pipeline.state import (
    AgentState,
    CandidateSummary,
    DocumentAnalysis,
    InterviewKit,
    KitQuestion,
    KitReview,
    KitScore,
    ScoredVersion,
    SummaryPoint,
)
from graph.model.pricing import usage_totals
from graph.pipeline.provenance import provenance
from graph.pipeline.requirements import coverage

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
        "target_job": state.get("target_job", ""), "difficulty_level": state.get("difficulty_level", "medium"),
        "language": state.get("language", "ko"), "questions": questions, "warnings": warnings,
        "candidate_summary": candidate_summary(analysis_of(state)),
        "job_coverage": coverage((state.get("candidate_context") or {}).get("job_requirements", []),
                                 [version.question.model_dump() for version in selected]),
        "usage": usage_totals(state.get("llm_usages", [])),
        "provenance": provenance(
            state.get("llm_usages", []),
            [{"question_id": v.question.question_id, "verdict": v.review.verdict, "ratings": v.review.ratings,
              "unavailable": v.review.unavailable} for v in selected],
            [{"question_id": v.question.question_id, "codes": v.score.violations} for v in selected]),
    }
    if status == "failed":
        kit["error"] = failure_reason(warnings)
    return {"final_response": InterviewKit.model_validate(kit).model_dump(mode="json", exclude_none=True)}


SUMMARY_SECTIONS = {"strength": "strengths", "weakness": "risks", "risk": "risks", "verification_point": "to_verify"}


def candidate_summary(analysis: DocumentAnalysis) -> CandidateSummary:
    """The analyst's points grouped for an interviewer, each with the quote it rests on."""
    summary = CandidateSummary()
    for point in analysis.points:
        getattr(summary, SUMMARY_SECTIONS[point.type]).append(
            SummaryPoint(text=point.text, document_id=point.document_id, quote=point.quote))
    return summary


def kit_question(version: ScoredVersion, order: int) -> KitQuestion:
    question = version.question
    return KitQuestion(
        question_id=question.question_id, order=order, category=question.category, question=question.question,
        intent=question.intent, generation_basis=question.generation_basis, written_by=question.written_by,
        expected_answer=version.answer, follow_ups=[f.model_dump() for f in version.follow_ups],
        review=KitReview(verdict=version.review.verdict, reasons=version.review.reasons),
        score=KitScore(total=version.score.total, breakdown=version.score.breakdown))


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
