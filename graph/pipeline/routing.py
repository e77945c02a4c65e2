"""Routers (pure functions) and the two retry nodes that turn a review into targeted work."""

from __future__ import annotations

from typing import Literal

from langgraph.runtime import Runtime

from graph.pipeline.context import RunContext
from graph.pipeline.state import APPLICANT_KINDS, AgentState


def route_after_build_state(state: AgentState) -> Literal["analyzer", "questioner", "driller", "final_formatter"]:
    """A fresh session is analysed; a user's regenerate goes straight to the stage it reworks."""
    if not any(d.get("kind") in APPLICANT_KINDS for d in state.get("documents", [])):
        return "final_formatter"
    if state.get("target_question_ids"):
        if state.get("human_action") == "regenerate":
            return "questioner"
        if state.get("human_action") == "regenerate_follow_ups":
            return "driller"
    return "analyzer"


def route_after_scoring(state: AgentState, runtime: Runtime[RunContext]
                        ) -> Literal["retry_questioner", "retry_driller", "selector"]:
    """Weak questions are rewritten first; questions whose only fault is their follow-ups go to the driller."""
    limits = runtime.context.pipeline
    summary = state.get("review_summary", {})
    rounds_left = state.get("retry_count", 0) < limits.max_retry_count
    if (summary.get("low_score_ids") and rounds_left
            and state.get("questioner_retry_count", 0) < limits.max_questioner_retry_count):
        return "retry_questioner"
    if (summary.get("follow_up_issue_ids") and rounds_left
            and state.get("driller_retry_count", 0) < limits.max_driller_retry_count):
        return "retry_driller"
    return "selector"


def retry_questioner(state: AgentState) -> dict:
    return _retry_round(state, state["review_summary"]["low_score_ids"], "questioner")


def retry_driller(state: AgentState) -> dict:
    return _retry_round(state, state["review_summary"]["follow_up_issue_ids"], "driller")


def _retry_round(state: AgentState, ids: list[str], stage: Literal["questioner", "driller"]) -> dict:
    """Target the failing ids, hand over the review as feedback, and count the round."""
    counter = f"{stage}_retry_count"
    return {"target_question_ids": ids, "human_action": f"retry_{stage}",
            "retry_feedback": feedback_for(state, ids),
            "retry_count": state.get("retry_count", 0) + 1,
            counter: state.get(counter, 0) + 1}


def feedback_for(state: AgentState, ids: list[str]) -> dict[str, str]:
    """What to fix per question: the reviewer's reasons and the rules the checks found broken."""
    reviews, scores = state.get("reviews", {}), state.get("scores", {})
    feedback = {}
    for qid in ids:
        parts = list(reviews.get(qid, {}).get("reasons", []))
        parts += [f"violated rule {note}" for note in scores.get(qid, {}).get("violation_notes", [])]
        feedback[qid] = " ".join(parts)
    return feedback
