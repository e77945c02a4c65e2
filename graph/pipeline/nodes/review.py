"""reviewer (an independent LLM review, fail-closed) and scorer (rules over the review and the checks)."""

from __future__ import annotations

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from graph.rules import grounding

from graph.pipeline.context import RunContext
from graph.pipeline.nodes.common import accounted, ask, documents_of, points_about
from graph.pipeline.nodes.generation import note_missing
from graph.pipeline.state import (
    QUESTION_CRITERIA,
    RATING_CRITERIA,
    AgentState,
    QuestionTask,
    QuestionWork,
    ReviewBatch,
    warning,
)

APPROVAL_THRESHOLD = 3  # every criterion at least "acceptable"
FAIL_CLOSED_RATINGS = dict.fromkeys(RATING_CRITERIA, 1)


def reviewer(task: QuestionTask, runtime: Runtime[RunContext], config: RunnableConfig) -> dict:
    """An independent review of the task's questions."""
    # The kit comes in as external input: the reviewer sees questions, not the generator's messages.
    # Questions under review come whole; the others only as text, for the duplication check.
    under_review = [review_entry(w) for w in task["work"]]
    wanted = [entry["question_id"] for entry in under_review]
    result = ask(task, runtime, config, node="reviewer", schema=ReviewBatch,
                 payload={"review_ids": wanted, "kit": [*under_review, *task.get("others", [])],
                          "analysis": points_about(task.get("analysis", []), [w["question"] for w in task["work"]])},
                 items=len(wanted))
    returned = {r.question_id: derived_review(r.model_dump(exclude={"question_id"}))
                for r in (result.value.reviews if result.value else []) if r.question_id in wanted}
    note_missing(result, "reviewer", "REVIEWS_MISSING", "review", set(wanted) - set(returned))
    missing = [qid for qid in wanted if qid not in returned]
    if missing:
        result.warnings.append(warning("REVIEW_UNAVAILABLE", "reviewer", f"{', '.join(missing)} could not be "
                                       "reviewed; not approved (regenerate to review again)"))
    # Fail-closed: a review that did not happen is a rejection, never an approval.
    return accounted(result, reviews={qid: returned.get(qid) or unavailable_review() for qid in wanted})


def review_entry(work: QuestionWork) -> dict:
    question = work["question"]
    return {"question_id": question["question_id"], "category": question["category"],
            "question": question["question"], "document_id": question["generation_basis"]["document_id"],
            "evidence": question["generation_basis"]["evidence"], "expected_answer": work.get("answer"),
            "follow_ups": [{"question": f["question"]} for f in work.get("follow_ups", [])]}


def derived_review(review: dict) -> dict:
    """The verdict follows the ratings: any criterion below the threshold rejects, whatever the model
    wrote (an over-generous reviewer cannot approve what its own ratings fail)."""
    ratings = {name: min(max(int(review["ratings"].get(name, 1)), 1), 5) for name in RATING_CRITERIA}
    failing = [name for name in RATING_CRITERIA if ratings[name] < APPROVAL_THRESHOLD]
    reasons = list(review.get("reasons") or [])
    verdict = "APPROVED" if review.get("verdict") == "APPROVED" and not failing else "REJECTED"
    if review.get("verdict") == "APPROVED" and failing:
        reasons.append(f"verdict set to REJECTED: {', '.join(f'{n} rated {ratings[n]}' for n in failing)}")
    # The question itself passes and only its follow-ups need rework: the driller, not the questioner.
    follow_ups_only = ratings["follow_up_quality"] < APPROVAL_THRESHOLD and all(
        ratings[n] >= APPROVAL_THRESHOLD for n in QUESTION_CRITERIA)
    return {"verdict": verdict, "reasons": reasons, "ratings": ratings, "follow_ups_only": follow_ups_only,
            "unavailable": False}


def unavailable_review() -> dict:
    return {"verdict": "REJECTED", "reasons": ["REVIEW_UNAVAILABLE: the independent review could not be made; "
                                               "the question is not approved"],
            "ratings": dict(FAIL_CLOSED_RATINGS), "follow_ups_only": False, "unavailable": True}


def score_question(answer: dict | None, follow_ups: list[dict], review: dict,
                   violations: list[grounding.Violation]) -> dict:
    """0–100 from the review's ratings (1–5 → 2–10) and the deterministic checks; rules, no LLM."""
    ratings = review.get("ratings") or FAIL_CLOSED_RATINGS
    codes = {v.code for v in violations}

    def rated(name: str) -> int:
        return 2 * min(max(int(ratings.get(name, 1)), 1), 5)

    breakdown = {
        "job_fit": rated("job_fit"),
        "fairness": 0 if grounding.PROTECTED_ATTRIBUTE in codes else rated("fairness"),
        "grounding": 0 if codes & {grounding.EVIDENCE_NOT_FOUND, grounding.PROMPT_INJECTION}
        else min(rated("grounding"), 5 if grounding.FABRICATED_ENTITY in codes else 10),
        "non_duplication": rated("non_duplication"),
        "usability": rated("usability"),
        "expected_answer": 10 if answer and answer.get("key_points") else 0,
        "follow_ups": rated("follow_up_quality") if follow_ups else 0,
    }
    total = round(100 * sum(breakdown.values()) / (10 * len(breakdown)))
    if review.get("verdict") != "APPROVED":
        total = min(total, 59)  # a rejected question never passes on points
    # The notes name the broken rule and the offending span: they become the retry's feedback.
    notes = [f"{v.code} in {v.field}: {v.message}" + (f" [{v.span}]" if v.span else "") for v in violations]
    return {"total": total, "breakdown": breakdown, "violations": sorted(codes), "violation_notes": notes}


def scorer(state: AgentState, runtime: Runtime[RunContext]) -> dict:
    documents = documents_of(state)
    answers, follow_ups, reviews = state.get("answers", {}), state.get("follow_ups", {}), state.get("reviews", {})
    scores = dict(state.get("scores", {}))
    versions = list(state.get("scored_versions", []))
    for question in state.get("questions", []):
        qid = question["question_id"]
        if qid in scores or qid not in reviews:
            continue
        violations = grounding.check_question(question, documents, follow_ups.get(qid), answers.get(qid))
        scores[qid] = score_question(answers.get(qid), follow_ups.get(qid, []), reviews[qid], violations)
        versions.append({"revision": len(versions) + 1, "question": question, "answer": answers.get(qid),
                         "follow_ups": follow_ups.get(qid, []), "review": reviews[qid], "score": scores[qid]})
    return {"scores": scores, "scored_versions": versions,
            "review_summary": summarise(state.get("questions", []), reviews, scores, runtime.context.pipeline.pass_score)}


def summarise(questions: list[dict], reviews: dict, scores: dict, pass_score: int) -> dict:
    low, follow_up_only = [], []
    for question in questions:
        qid = question["question_id"]
        review, score = reviews.get(qid, {}), scores.get(qid, {})
        if review.get("verdict") == "APPROVED" and score.get("total", 0) >= pass_score and not score.get("violations"):
            continue
        if review.get("unavailable"):
            continue  # nothing was judged wrong with it: a paid rewrite would not get it reviewed
        if review.get("follow_ups_only") and not score.get("violations"):
            follow_up_only.append(qid)
        else:
            low.append(qid)
    return {"approved": sum(1 for r in reviews.values() if r.get("verdict") == "APPROVED"),
            "rejected": sum(1 for r in reviews.values() if r.get("verdict") != "APPROVED"),
            "low_score_ids": low, "follow_up_issue_ids": follow_up_only}
