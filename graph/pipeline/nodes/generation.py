"""questioner, predictor and driller: write questions, expected answers and follow-ups.

Each runs as branches of a round (LangGraph Sends from `routing`): the questioner's first pass in a few
branches, the predictor and the driller once per question side by side. Each works on what is missing
or targeted, so a retry pays for the regenerated ids alone and a crash re-runs only the branches that
had not finished.
"""

from __future__ import annotations

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime

from graph.pipeline.context import RunContext
from graph.pipeline.nodes.common import accounted, ask, points_about, prompt_context
from graph.pipeline.state import AnswerBatch, FollowUpBatch, QuestionBatch, QuestionTask, QuestionWork, WorkingQuestion
from graph.vocabulary import warning


def questioner(task: QuestionTask, runtime: Runtime[RunContext], config: RunnableConfig) -> dict:
    """Candidate questions for the task's ids; several branches write the first pass side by side, each
    from its own share of the analysis."""
    wanted = task["question_ids"]
    result = ask(task, runtime, config, node="questioner", schema=QuestionBatch,
                 payload={"question_ids": wanted, "candidate_context": prompt_context(task),
                          "difficulty": task.get("difficulty_level", "medium"), "analysis": task.get("analysis", []),
                          "keep_evidence": task.get("keep_evidence", []),
                          "keep_categories": task.get("keep_categories", []), "avoid": task.get("avoid", {}),
                          "feedback": task.get("feedback", {}),
                          "additional_instruction": task.get("additional_instruction", "")},
                 items=len(wanted))
    candidates: dict[str, dict] = {}
    for question in result.value.questions if result.value else []:
        # Only the requested ids, once each: the kit's structure is not the model's to change.
        if question.question_id in wanted and question.question_id not in candidates:
            candidates[question.question_id] = WorkingQuestion(**dict(question), written_by=result.author).model_dump()
    shortfall = result.value.shortfall_reason.strip() if result.value else ""
    if shortfall:
        result.warnings.append(warning("QUESTION_SHORTFALL", "questioner", shortfall))
    return accounted(result, candidates=candidates)


def predictor(task: QuestionTask, runtime: Runtime[RunContext], config: RunnableConfig) -> dict:
    """Expected answers and scoring guides for the task's questions."""
    questions = questions_of(task)
    wanted = {q.question_id for q in questions}
    result = ask(task, runtime, config, node="predictor", schema=AnswerBatch,
                 payload={"questions": [brief(q) for q in questions],
                          "analysis": points_about(task.get("analysis", []), questions)},
                 items=len(wanted))
    new = {a.question_id: a.model_dump(exclude={"question_id"})
           for a in (result.value.answers if result.value else []) if a.question_id in wanted}
    note_missing(result, "predictor", "ANSWERS_MISSING", "expected answers", wanted - set(new))
    return accounted(result, answers=new)


def driller(task: QuestionTask, runtime: Runtime[RunContext], config: RunnableConfig) -> dict:
    """Follow-ups for the task's questions; on a rework, different ones, with the reviewer's feedback."""
    items = [driller_item(w, task.get("additional_instruction", "")) for w in task["work"]]
    wanted = {item["question_id"] for item in items}
    result = ask(task, runtime, config, node="driller", schema=FollowUpBatch,
                 payload={"items": items, "analysis": points_about(task.get("analysis", []), questions_of(task))},
                 items=len(items))
    new = {}
    for follow_up_set in result.value.items if result.value else []:
        qid = follow_up_set.question_id
        if qid in wanted and qid not in new:
            # Ids follow the contract whatever the model wrote: <question_id>-f<n>.
            new[qid] = [{**f.model_dump(), "follow_up_id": f"{qid}-f{i}"}
                        for i, f in enumerate(follow_up_set.follow_ups, start=1)]
    note_missing(result, "driller", "FOLLOW_UPS_MISSING", "follow-ups", wanted - set(new))
    stale = dict.fromkeys(new)  # new follow-ups need a new review
    return accounted(result, follow_ups=new, reviews=stale, scores=stale)


def driller_item(work: QuestionWork, additional_instruction: str) -> dict:
    rework = work.get("rewrite_follow_ups", False)
    item = {**brief(WorkingQuestion.model_validate(work["question"])), "expected_answer": work.get("answer"),
            "previous_follow_ups": [f["question"] for f in work.get("follow_ups", [])] if rework else [],
            "feedback": work.get("feedback", "") if rework else ""}
    if additional_instruction and rework:
        item["additional_instruction"] = additional_instruction
    return item


def note_missing(result, node: str, code: str, what: str, missing: set[str]) -> None:
    """A call that answered, but not for every question asked, says so in the kit's warnings."""
    if missing and result.value is not None:
        result.warnings.append(warning(code, node, f"no {what} came back for {', '.join(sorted(missing))}"))


def questions_of(task: QuestionTask) -> list[WorkingQuestion]:
    return [WorkingQuestion.model_validate(work["question"]) for work in task["work"]]


def brief(question: WorkingQuestion) -> dict:
    """The question as the predictor, driller and reviewer read it."""
    return {"question_id": question.question_id, "category": question.category, "question": question.question,
            "document_id": question.generation_basis.document_id, "evidence": question.generation_basis.evidence}
