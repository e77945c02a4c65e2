"""selector_lite (5 of 8 before the costly nodes) and selector (the final 5 across all versions)."""

from __future__ import annotations

from langgraph.runtime import Runtime
from langgraph.types import Overwrite

from graph.rules import check_question, normalise_for_match, word_similarity
from graph.pipeline.context import RunContext
from graph.pipeline.nodes.common import documents_of, review_summary, scored_versions, working_questions
from graph.pipeline.state import AgentState, ScoredVersion, WorkingQuestion
from graph.vocabulary import warning

DUPLICATE_SIMILARITY = 0.6


def selector_lite(state: AgentState, runtime: Runtime[RunContext]) -> dict:
    """Take in the questioner's candidates. A first pass keeps the best `final_count` of them — grounded
    first, then varied in category and evidence — numbered q1, q2, … in order; a rework puts each new
    version in its slot."""
    current = working_questions(state)
    targets = [q.question_id for q in current if q.question_id in state.get("target_question_ids", [])]
    generation = state.get("generation", 0) + 1
    fresh = {qid: WorkingQuestion.model_validate({**candidate, "generation": generation})
             for qid, candidate in sorted(state.get("candidates", {}).items(), key=_id_order)}
    if targets:
        questions = [fresh.get(q.question_id, q) for q in current]
        missing = [qid for qid in targets if qid not in fresh]
    else:
        wanted = runtime.context.pipeline.candidate_count
        missing = [f"q{i}" for i in range(1, wanted + 1) if f"q{i}" not in fresh] \
            if len(fresh) < runtime.context.pipeline.final_count else []
        best = _best(list(fresh.values()), documents_of(state), runtime.context.pipeline.final_count)
        # The kit's ids are its numbering (q1 … q5, in order), so "regenerate q2" means the second question.
        questions = [q.model_copy(update={"question_id": f"q{number}"}) for number, q in enumerate(best, start=1)]
        fresh = {q.question_id: q for q in questions}
    warnings = [warning("QUESTIONS_MISSING", "questioner", f"no new question came back for {', '.join(missing)}")] \
        if missing else []
    erased = dict.fromkeys(q.question_id for q in questions if q.question_id in fresh)
    return {"questions": [q.model_dump() for q in questions], "generation": generation,
            "candidates": Overwrite({}), "node_warnings": warnings,
            "answers": erased, "follow_ups": erased, "reviews": erased, "scores": erased}


def _best(candidates: list[WorkingQuestion], documents, keep: int) -> list[WorkingQuestion]:
    if len(candidates) <= keep:
        return candidates
    clean = [q for q in candidates if not check_question(q.model_dump(), documents)]
    flawed = [q for q in candidates if q not in clean]
    chosen: list[WorkingQuestion] = []
    for pool in (clean, flawed):  # a flawed candidate only fills a place no clean one can
        remaining = [q for q in pool if not any(_duplicate(q, c) for c in chosen)]
        while remaining and len(chosen) < keep:
            categories = [c.category for c in chosen]
            best = min(remaining, key=lambda q: (categories.count(q.category), remaining.index(q)))
            chosen.append(best)
            remaining = [q for q in remaining if q is not best and not _duplicate(q, best)]
    return sorted(chosen, key=lambda q: candidates.index(q))


def _id_order(item: tuple[str, object]) -> tuple[int, str]:
    qid = item[0]
    return (int(qid[1:]) if qid[1:].isdigit() else 10**6, qid)


def _duplicate(a: WorkingQuestion, b: WorkingQuestion) -> bool:
    evidence_a = normalise_for_match(a.generation_basis.evidence)
    evidence_b = normalise_for_match(b.generation_basis.evidence)
    return evidence_a == evidence_b or word_similarity(a.question, b.question) > DUPLICATE_SIMILARITY


def selector(state: AgentState, runtime: Runtime[RunContext]) -> dict:
    """Per slot, the best scored version without violations; a worse regeneration never wins."""
    versions = scored_versions(state)
    floor = state.get("slot_floor", {})
    warnings = []
    summary = review_summary(state)
    picked: list[ScoredVersion] = []
    for qid in (q.question_id for q in working_questions(state)):
        clean = [v for v in versions if v.question.question_id == qid and not v.score.violations]
        fresh = [v for v in clean if v.revision >= floor.get(qid, 0)]
        if clean and not fresh:
            warnings.append(warning("REGENERATION_REJECTED", "selector",
                                    f"the regenerated {qid} failed the checks; the previous version is kept"))
        pool = fresh or clean
        if not pool:
            warnings.append(warning("QUESTION_DROPPED", "selector",
                                    f"{qid} has no version that passes the grounding and fairness checks"))
            continue
        picked.append(max(pool, key=lambda v: (v.score.total, v.revision)))
    picked.sort(key=lambda v: _id_order((v.question.question_id, v)))  # the kit reads q1, q2, … in order
    # A question still below the bar is kept at its best version; one with no clean version was dropped
    # above, and is not said to be kept too.
    kept = {v.question.question_id for v in picked}
    unresolved = [qid for qid in summary.low_score_ids + summary.follow_up_issue_ids if qid in kept]
    if unresolved:
        warnings.insert(0, warning("RETRY_LIMIT_REACHED", "selector",
                                   f"retries are spent; {', '.join(unresolved)} kept at their best version"))
    final_count = runtime.context.pipeline.final_count
    if len(picked) < final_count:
        warnings.append(warning("INSUFFICIENT_QUESTIONS", "selector",
                                f"{len(picked)} of {final_count} questions are grounded in the documents; "
                                "no filler questions were invented"))
    return {"selected": [v.model_dump() for v in picked[:final_count]], "node_warnings": warnings}
