"""reviewer (an independent LLM review, fail-closed) and scorer (rules over the review and the checks)."""

from __future__ import annotations

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from graph.rules import Code, Verification, Violation, check_question, verify_review

from graph.pipeline.context import RunContext
from graph.pipeline.nodes.common import (
    accounted,
    ask,
    documents_of,
    points_about,
    reviews_of,
    scores_of,
    working_questions,
)
from graph.pipeline.nodes.generation import brief, note_missing, questions_of
from graph.pipeline.state import (
    QUESTION_CRITERIA,
    RATING_CRITERIA,
    AgentState,
    CitedPremise,
    QuestionReview,
    QuestionScore,
    QuestionTask,
    QuestionWork,
    Review,
    ReviewBatch,
    ReviewSummary,
    ScoredVersion,
    WorkingQuestion,
)
from graph.vocabulary import warning

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
                          "analysis": points_about(task.get("analysis", []), questions_of(task))},
                 items=len(wanted))
    # The offline engine's review is its deterministic checks, not a judgement: it says so.
    reviewed_by = "rule_based_check" if result.author == "offline_engine" else "model"
    returned = {r.question_id: derived_review(r).model_copy(update={"reviewed_by": reviewed_by})
                for r in (result.value.reviews if result.value else []) if r.question_id in wanted}
    note_missing(result, "reviewer", "REVIEWS_MISSING", "review", set(wanted) - set(returned))
    missing = [qid for qid in wanted if qid not in returned]
    if missing:
        result.warnings.append(warning("REVIEW_UNAVAILABLE", "reviewer", f"{', '.join(missing)} could not be "
                                       "reviewed; not approved (regenerate to review again)"))
    # Fail-closed: a review that did not happen is a rejection, never an approval.
    reviews = {qid: returned.get(qid) or unavailable_review() for qid in wanted}
    return accounted(result, reviews={qid: review.model_dump() for qid, review in reviews.items()})


def review_entry(work: QuestionWork) -> dict:
    return {**brief(WorkingQuestion.model_validate(work["question"])), "expected_answer": work.get("answer"),
            "follow_ups": [{"question": f["question"]} for f in work.get("follow_ups", [])]}


def derived_review(review: Review) -> QuestionReview:
    """The verdict follows the ratings: any criterion below the threshold rejects, whatever the model
    wrote (an over-generous reviewer cannot approve what its own ratings fail)."""
    given = review.ratings.model_dump()
    ratings = {name: min(max(given[name], 1), 5) for name in RATING_CRITERIA}
    failing = [name for name in RATING_CRITERIA if ratings[name] < APPROVAL_THRESHOLD]
    reasons = list(review.reasons)
    verdict = "APPROVED" if review.verdict == "APPROVED" and not failing else "REJECTED"
    if review.verdict == "APPROVED" and failing:
        reasons.append(f"verdict set to REJECTED: {', '.join(f'{n} rated {ratings[n]}' for n in failing)}")
    # The question itself passes and only its follow-ups need rework: the driller, not the questioner.
    follow_ups_only = ratings["follow_up_quality"] < APPROVAL_THRESHOLD and all(
        ratings[n] >= APPROVAL_THRESHOLD for n in QUESTION_CRITERIA)
    return QuestionReview(verdict=verdict, reasons=reasons, ratings=ratings, follow_ups_only=follow_ups_only,
                          premises=review.premises)


def unavailable_review() -> QuestionReview:
    return QuestionReview(verdict="REJECTED", reasons=["REVIEW_UNAVAILABLE: the independent review could not be "
                                                       "made; the question is not approved"],
                          ratings=dict(FAIL_CLOSED_RATINGS), unavailable=True)


def score_question(answer: dict | None, follow_ups: list[dict], review: QuestionReview,
                   violations: list[Violation]) -> QuestionScore:
    """0–100 from the review's ratings (1–5 → 2–10) and the deterministic checks; rules, no LLM."""
    codes = {v.code for v in violations}

    def rated(name: str) -> int:
        return 2 * min(max(review.ratings.get(name, 1), 1), 5)

    breakdown = {
        "job_fit": rated("job_fit"),
        "fairness": 0 if Code.PROTECTED_ATTRIBUTE in codes else rated("fairness"),
        "grounding": 0 if codes & {Code.EVIDENCE_NOT_FOUND, Code.PROMPT_INJECTION}
        else min(rated("grounding"), 5 if Code.FABRICATED_ENTITY in codes else 10),
        "non_duplication": rated("non_duplication"),
        "usability": rated("usability"),
        "expected_answer": 10 if answer and answer.get("key_points") else 0,
        "follow_ups": rated("follow_up_quality") if follow_ups else 0,
    }
    total = round(100 * sum(breakdown.values()) / (10 * len(breakdown)))
    if review.verdict != "APPROVED":
        total = min(total, 59)  # a rejected question never passes on points
    # The notes name the broken rule and the offending span: they become the retry's feedback.
    notes = [f"{v.code} in {v.field}: {v.message}" + (f" [{v.span}]" if v.span else "") for v in violations]
    return QuestionScore(total=total, breakdown=breakdown, violations=sorted(codes), violation_notes=notes)


def scorer(state: AgentState, runtime: Runtime[RunContext]) -> dict:
    documents = documents_of(state)
    answers, follow_ups = state.get("answers", {}), state.get("follow_ups", {})
    reviews, scores = reviews_of(state), scores_of(state)
    versions = list(state.get("scored_versions", []))
    questions = working_questions(state)
    for question in questions:
        qid = question.question_id
        if qid in scores or qid not in reviews:
            continue
        # The kit's verdict: the checks, with the reviewer's premises applied where code confirms them.
        violations = check_question(question.model_dump(), documents, follow_ups.get(qid), answers.get(qid))
        verified = verify_review(reviews[qid].premises, question.model_dump(), documents, follow_ups.get(qid),
                                 answers.get(qid), violations)
        scores[qid] = score_question(answers.get(qid), follow_ups.get(qid, []), reviews[qid], verified.violations)
        versions.append(ScoredVersion(revision=len(versions) + 1, question=question, answer=answers.get(qid),
                                      follow_ups=follow_ups.get(qid, []), review=reviews[qid], score=scores[qid],
                                      premises=cited_premises(verified),
                                      premise_warnings=premise_warnings(verified)).model_dump())
    summary = summarise(questions, reviews, scores, runtime.context.pipeline.pass_score)
    return {"scores": {qid: score.model_dump() for qid, score in scores.items()}, "scored_versions": versions,
            "review_summary": summary.model_dump()}


def cited_premises(verified: Verification) -> list[CitedPremise]:
    """The premises code verified, each with the checks' flags its quote cleared: every approval traces to a quote."""
    cleared: dict[str, list[str]] = {}
    for flag in verified.cleared:
        if flag.by == "quote":
            cleared.setdefault(flag.evidence, []).append(f"{flag.violation.code}: {flag.violation.span}")
    return [CitedPremise(premise=p.premise, document_id=p.document_id, quote=p.quote,
                         clears=list(dict.fromkeys(cleared.get(p.quote, [])))) for p in verified.cited]


def premise_warnings(verified: Verification) -> list[dict]:
    """For the interviewer: flags cleared as no claim (with the framing code found), the reviewer's doubts code
    could not confirm, and premises it ignored as malformed."""
    found = [warning("FLAG_CLEARED_AS_NOT_A_CLAIM", "reviewer",
                     f"{flag.violation.code} '{flag.violation.span}' cleared: “{flag.evidence}” frames it as no claim "
                     f"about the applicant's past") for flag in verified.cleared if flag.by == "framing"]
    found += [warning("PREMISE_UNCONFIRMED", "reviewer", f"the reviewer found no support for “{premise}”; the "
                      "checks could not confirm it either way: ask for it in the interview")
              for premise in verified.unconfirmed]
    if verified.malformed:
        found.append(warning("PREMISES_MALFORMED", "reviewer", "the review's premises were malformed and changed "
                             "nothing; the checks' verdict stands"))
    return found


def summarise(questions: list[WorkingQuestion], reviews: dict[str, QuestionReview],
              scores: dict[str, QuestionScore], pass_score: int) -> ReviewSummary:
    low, follow_up_only = [], []
    for question in questions:
        qid = question.question_id
        review, score = reviews.get(qid), scores.get(qid)
        if review is None or score is None:
            low.append(qid)
            continue
        if review.verdict == "APPROVED" and score.total >= pass_score and not score.violations:
            continue
        if review.unavailable:
            continue  # nothing was judged wrong with it: a paid rewrite would not get it reviewed
        if review.follow_ups_only and not score.violations:
            follow_up_only.append(qid)
        else:
            low.append(qid)
    approved = sum(1 for r in reviews.values() if r.verdict == "APPROVED")
    return ReviewSummary(approved=approved, rejected=len(reviews) - approved, low_score_ids=low,
                         follow_up_issue_ids=follow_up_only)
