"""Routers (pure functions), the per-question dispatchers, and the two retry nodes that turn a review
into targeted work."""

from __future__ import annotations

from typing import Literal

from langgraph.runtime import Runtime
from langgraph.types import Send

from graph.pipeline.context import RunContext
from graph.pipeline.nodes.common import (
    analysis_brief,
    remaining_budget,
    review_summary,
    reviews_of,
    scored_versions,
    scores_of,
    working_questions,
)
from graph.pipeline.state import AgentState, QuestionTask, QuestionWork, WorkingQuestion
from graph.vocabulary import APPLICANT_KINDS

FOLLOW_UP_REWRITE_ACTIONS = ("retry_driller", "regenerate_follow_ups")
SHARED_INPUTS = ("session_id", "fence_nonce", "documents", "target_job", "language", "difficulty_level",
                 "prompt_profile", "interview_guidance", "candidate_context", "additional_instruction")


def route_after_build_state(state: AgentState, runtime: Runtime[RunContext]
                            ) -> Literal["analyzer", "gather", "final_formatter"] | list[Send]:
    """A fresh session is analysed; a user's regenerate goes straight to the stage it reworks."""
    if not any(d.get("kind") in APPLICANT_KINDS for d in state.get("documents", [])):
        return "final_formatter"
    if state.get("target_question_ids"):
        if state.get("human_action") == "regenerate":
            return dispatch_questions(state, runtime)
        if state.get("human_action") == "regenerate_follow_ups":
            return dispatch_generation(state, runtime)
    return "analyzer"


def dispatch_questions(state: AgentState, runtime: Runtime[RunContext]) -> list[Send]:
    """The first pass's candidates in a few branches at once, each from its own share of the analysis
    (so they do not ask the same thing); a rework of some ids in one branch, with the review's feedback."""
    settings = runtime.context.pipeline
    current = working_questions(state)
    targets = [q.question_id for q in current if q.question_id in state.get("target_question_ids", [])]
    analysis = analysis_brief(state)
    if targets:
        kept = [q for q in current if q.question_id not in targets]
        feedback = state.get("retry_feedback", {})
        branches = [{"question_ids": targets, "analysis": analysis,
                     "keep_evidence": [q.generation_basis.evidence for q in kept],
                     "keep_categories": [q.category for q in kept], "avoid": previous_evidence(state, targets),
                     "feedback": {qid: feedback[qid] for qid in targets if qid in feedback}}]
    else:
        ids = [f"q{i}" for i in range(1, settings.candidate_count + 1)]
        count = min(settings.questioner_branches, max(len(analysis), 1))  # a branch needs points of its own
        branches = [{"question_ids": ids[i::count], "analysis": analysis[i::count] or analysis}
                    for i in range(count) if ids[i::count]]
    share = remaining_budget(state, runtime) / len(branches)
    return [Send("questioner", {**shared_inputs(state), **branch, "budget_usd": share}) for branch in branches]


def previous_evidence(state: AgentState, ids: list[str]) -> dict[str, list[str]]:
    """Evidence each slot already used, so a regenerated question asks something new."""
    seen: dict[str, list[str]] = {}
    versions = [v.question for v in scored_versions(state)] + working_questions(state)
    for question in versions:
        if question.question_id in ids:
            evidence = question.generation_basis.evidence
            if evidence not in seen.setdefault(question.question_id, []):
                seen[question.question_id].append(evidence)
    return seen


def shared_inputs(state: AgentState) -> dict:
    return {key: state[key] for key in SHARED_INPUTS if key in state}


def dispatch_generation(state: AgentState, runtime: Runtime[RunContext]) -> Literal["gather"] | list[Send]:
    """Expected answers for the questions without one and follow-ups for those without (or whose
    follow-ups are reworked), all at once: the driller does not wait for the expected answer."""
    answers, follow_ups = state.get("answers", {}), state.get("follow_ups", {})
    rewrite = set(state.get("target_question_ids", [])) if state.get("human_action") in FOLLOW_UP_REWRITE_ACTIONS \
        else set()
    feedback = state.get("retry_feedback", {})
    questions = working_questions(state)
    to_predict = [work_on(state, q) for q in questions if q.question_id not in answers]
    to_drill = [{**work_on(state, q), "rewrite_follow_ups": q.question_id in rewrite,
                 "feedback": feedback.get(q.question_id, "")}
                for q in questions if q.question_id not in follow_ups or q.question_id in rewrite]
    return round_of(state, runtime, {"predictor": to_predict, "driller": to_drill}) or "gather"


def dispatch_review(state: AgentState, runtime: Runtime[RunContext]) -> Literal["scorer"] | list[Send]:
    """An independent review for every question that has none yet."""
    reviews = state.get("reviews", {})
    to_review = [work_on(state, q) for q in working_questions(state) if q.question_id not in reviews]
    return round_of(state, runtime, {"reviewer": to_review}) or "scorer"


def round_of(state: AgentState, runtime: Runtime[RunContext], work: dict[str, list[QuestionWork]]) -> list[Send]:
    """The round's calls, made at once: each node's questions spread evenly over as few calls as its
    `questions_per_call` allows. The calls share the session's remaining budget evenly, so together they
    cannot pass its ceiling."""
    per_call = runtime.context.pipeline.questions_per_call
    branches = [(node, part) for node, items in work.items() for part in even_parts(items, getattr(per_call, node))]
    if not branches:
        return []
    share = remaining_budget(state, runtime) / len(branches)
    return [Send(node, question_task(state, items, share)) for node, items in branches]


def even_parts(items: list, most: int) -> list[list]:
    """`items` in order, in the fewest parts of at most `most`, their sizes differing by one at most."""
    count = -(-len(items) // most)
    return [items[i * len(items) // count:(i + 1) * len(items) // count] for i in range(count)]


def work_on(state: AgentState, question: WorkingQuestion) -> QuestionWork:
    """A branch's question with what is known of it (JSON, as a Send carries it)."""
    qid = question.question_id
    return {"question": question.model_dump(), "answer": state.get("answers", {}).get(qid),
            "follow_ups": state.get("follow_ups", {}).get(qid, [])}


def question_task(state: AgentState, work: list[QuestionWork], budget_usd: float) -> QuestionTask:
    ids = {w["question"]["question_id"] for w in work}
    others = [{"question_id": q.question_id, "question": q.question}
              for q in working_questions(state) if q.question_id not in ids]
    return {**shared_inputs(state), "analysis": analysis_brief(state), "work": work, "others": others,
            "budget_usd": budget_usd}


def gather(state: AgentState) -> dict:
    """Where the per-question branches of a round meet before the reviews are dispatched."""
    return {}


def route_after_scoring(state: AgentState, runtime: Runtime[RunContext]
                        ) -> Literal["retry_questioner", "retry_driller", "selector"]:
    """Weak questions are rewritten first; questions whose only fault is their follow-ups go to the driller."""
    limits = runtime.context.pipeline
    summary = review_summary(state)
    rounds_left = state.get("retry_count", 0) < limits.max_retry_count
    if (summary.low_score_ids and rounds_left
            and state.get("questioner_retry_count", 0) < limits.max_questioner_retry_count):
        return "retry_questioner"
    if (summary.follow_up_issue_ids and rounds_left
            and state.get("driller_retry_count", 0) < limits.max_driller_retry_count):
        return "retry_driller"
    return "selector"


def retry_questioner(state: AgentState) -> dict:
    return _retry_round(state, review_summary(state).low_score_ids, "questioner")


def retry_driller(state: AgentState) -> dict:
    return _retry_round(state, review_summary(state).follow_up_issue_ids, "driller")


def _retry_round(state: AgentState, ids: list[str], stage: Literal["questioner", "driller"]) -> dict:
    """Target the failing ids, hand over the review as feedback, and count the round."""
    counter = f"{stage}_retry_count"
    return {"target_question_ids": ids, "human_action": f"retry_{stage}",
            "retry_feedback": feedback_for(state, ids),
            "retry_count": state.get("retry_count", 0) + 1,
            counter: state.get(counter, 0) + 1}


def feedback_for(state: AgentState, ids: list[str]) -> dict[str, str]:
    """What to fix per question: the reviewer's reasons and the rules the checks found broken."""
    reviews, scores = reviews_of(state), scores_of(state)
    feedback = {}
    for qid in ids:
        parts = list(reviews[qid].reasons) if qid in reviews else []
        parts += [f"violated rule {note}" for note in scores[qid].violation_notes] if qid in scores else []
        feedback[qid] = " ".join(parts)
    return feedback
