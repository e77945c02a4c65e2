"""questioner, predictor and driller: write questions, expected answers and follow-ups.

Each works only on what is missing or targeted, so a retry pays for the regenerated ids alone.
"""

from __future__ import annotations

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from graph.pipeline import prompts
from graph.pipeline.context import RunContext
from graph.pipeline.nodes.common import accounted, analysis_brief, ask
from graph.pipeline.state import AgentState, AnswerBatch, FollowUpBatch, QuestionBatch, warning

FOLLOW_UP_REWRITE_ACTIONS = ("retry_driller", "regenerate_follow_ups")


def questioner(state: AgentState, runtime: Runtime[RunContext], config: RunnableConfig) -> dict:
    current = state.get("questions", [])
    targets = [qid for qid in state.get("target_question_ids", []) if any(q["question_id"] == qid for q in current)]
    if targets:
        wanted = targets
        kept = [q for q in current if q["question_id"] not in targets]
    else:
        wanted = [f"q{i}" for i in range(1, runtime.context.pipeline.candidate_count + 1)]
        kept = []
    previous = _previous_evidence(state, wanted)
    feedback = state.get("retry_feedback", {})
    result = ask(state, runtime, config, node="questioner", role=prompts.QUESTIONER_ROLE, schema=QuestionBatch,
                 payload={
                     "question_ids": wanted,
                     "candidate_context": state.get("candidate_context", {}),
                     "difficulty": state.get("difficulty_level", "medium"),
                     "analysis": state.get("document_analysis", {}),
                     "keep_evidence": [q["generation_basis"]["evidence"] for q in kept],
                     "keep_categories": [q["category"] for q in kept],
                     "avoid": previous,
                     "feedback": {qid: feedback[qid] for qid in wanted if qid in feedback},
                     "additional_instruction": state.get("additional_instruction", ""),
                 }, items=len(wanted))
    generation = state.get("generation", 0) + 1
    fresh: dict[str, dict] = {}
    for question in result.value.questions if result.value else []:
        # Only the requested ids, once each: the kit's structure is not the model's to change (H3).
        if question.question_id in wanted and question.question_id not in fresh:
            fresh[question.question_id] = {**question.model_dump(), "generation": generation,
                                           "written_by": "offline_fallback" if result.written_by_fallback else "model"}
    if targets:
        questions = [fresh.get(q["question_id"], q) for q in current]
    else:
        questions = list(fresh.values())
    missing = [qid for qid in wanted if qid not in fresh]
    shortfall = result.value.shortfall_reason.strip() if result.value else ""
    if missing and (targets or len(fresh) < runtime.context.pipeline.final_count):
        because = f": {shortfall}" if shortfall else ""
        result.warnings.append(warning("QUESTIONS_MISSING", "questioner",
                                       f"no new question came back for {', '.join(missing)}{because}"))
    stale = set(fresh)
    return accounted(
        result, questions=questions, generation=generation, shortfall_reason=shortfall,
        answers=_without(state.get("answers", {}), stale), follow_ups=_without(state.get("follow_ups", {}), stale),
        reviews=_without(state.get("reviews", {}), stale), scores=_without(state.get("scores", {}), stale),
    )


def _previous_evidence(state: AgentState, ids: list[str]) -> dict[str, list[str]]:
    """Evidence each slot already used, so a regenerated question asks something new."""
    seen: dict[str, list[str]] = {}
    versions = [r["question"] for r in state.get("scored_versions", [])] + state.get("questions", [])
    for q in versions:
        if q["question_id"] in ids:
            evidence = q["generation_basis"]["evidence"]
            if evidence not in seen.setdefault(q["question_id"], []):
                seen[q["question_id"]].append(evidence)
    return seen


def _without(mapping: dict, ids: set[str]) -> dict:
    return {k: v for k, v in mapping.items() if k not in ids}


def predictor(state: AgentState, runtime: Runtime[RunContext], config: RunnableConfig) -> dict:
    answers = state.get("answers", {})
    todo = [q for q in state.get("questions", []) if q["question_id"] not in answers]
    if not todo:
        return {}
    result = ask(state, runtime, config, node="predictor", role=prompts.PREDICTOR_ROLE, schema=AnswerBatch,
                 payload={"questions": [_brief(q) for q in todo], "candidate_context": state.get("candidate_context", {}),
                          "analysis": analysis_brief(state)}, items=len(todo))
    wanted = {q["question_id"] for q in todo}
    new = {a.question_id: a.model_dump(exclude={"question_id"})
           for a in (result.value.answers if result.value else []) if a.question_id in wanted}
    note_missing(result, "predictor", "ANSWERS_MISSING", "expected answers", wanted - set(new))
    return accounted(result, answers={**answers, **new})


def driller(state: AgentState, runtime: Runtime[RunContext], config: RunnableConfig) -> dict:
    follow_ups = state.get("follow_ups", {})
    rewrite = set(state.get("target_question_ids", [])) if state.get("human_action") in FOLLOW_UP_REWRITE_ACTIONS \
        else set()
    todo = [q for q in state.get("questions", []) if q["question_id"] not in follow_ups or q["question_id"] in rewrite]
    if not todo:
        return {}
    feedback = state.get("retry_feedback", {})
    answers = state.get("answers", {})
    items = [{**_brief(q), "expected_answer": answers.get(q["question_id"]),
              "previous_follow_ups": [f["question"] for f in follow_ups.get(q["question_id"], [])],
              "feedback": feedback.get(q["question_id"], "") if q["question_id"] in rewrite else ""}
             for q in todo]
    if state.get("additional_instruction") and rewrite:
        items = [{**item, "additional_instruction": state["additional_instruction"]} for item in items]
    result = ask(state, runtime, config, node="driller", role=prompts.DRILLER_ROLE, schema=FollowUpBatch,
                 payload={"items": items, "analysis": analysis_brief(state)}, items=len(items))
    wanted = {q["question_id"] for q in todo}
    new = {}
    for item in result.value.items if result.value else []:
        if item.question_id in wanted:
            # Ids follow the contract whatever the model wrote: <question_id>-f<n>.
            new[item.question_id] = [{**f.model_dump(), "follow_up_id": f"{item.question_id}-f{i}"}
                                     for i, f in enumerate(item.follow_ups, start=1)]
    changed = set(new)
    note_missing(result, "driller", "FOLLOW_UPS_MISSING", "follow-ups", wanted - changed)
    return accounted(result, follow_ups={**follow_ups, **new},
                     reviews=_without(state.get("reviews", {}), changed),
                     scores=_without(state.get("scores", {}), changed))


def note_missing(result, node: str, code: str, what: str, missing: set[str]) -> None:
    """A call that answered, but not for every question asked, says so in the kit's warnings."""
    if missing and result.value is not None:
        result.warnings.append(warning(code, node, f"no {what} came back for {', '.join(sorted(missing))}"))


def _brief(question: dict) -> dict:
    basis = question["generation_basis"]
    return {"question_id": question["question_id"], "category": question["category"],
            "question": question["question"], "document_id": basis["document_id"], "evidence": basis["evidence"]}
