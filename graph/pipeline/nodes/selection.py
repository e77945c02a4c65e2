"""selector_lite (5 of 8 before the costly nodes) and selector (the final 5 across all versions)."""

from __future__ import annotations

from langgraph.runtime import Runtime

from graph.rules import grounding
from graph.pipeline.context import RunContext
from graph.pipeline.nodes.common import documents_of
from graph.pipeline.state import AgentState, warning

DUPLICATE_SIMILARITY = 0.6


def selector_lite(state: AgentState, runtime: Runtime[RunContext]) -> dict:
    """Keep the best `final_count` candidates: grounded first, then varied in category and evidence."""
    keep = runtime.context.pipeline.final_count
    questions = state.get("questions", [])
    if len(questions) <= keep:
        return {}
    documents = documents_of(state)
    clean = [q for q in questions if not grounding.check_question(q, documents)]
    flawed = [q for q in questions if q not in clean]
    chosen: list[dict] = []
    for pool in (clean, flawed):  # a flawed candidate only fills a place no clean one can
        remaining = [q for q in pool if not any(_duplicate(q, c) for c in chosen)]
        while remaining and len(chosen) < keep:
            categories = [c["category"] for c in chosen]
            best = min(remaining, key=lambda q: (categories.count(q["category"]), remaining.index(q)))
            chosen.append(best)
            remaining = [q for q in remaining if q is not best and not _duplicate(q, best)]
    order = {q["question_id"]: i for i, q in enumerate(questions)}
    return {"questions": sorted(chosen, key=lambda q: order[q["question_id"]])}


def _duplicate(a: dict, b: dict) -> bool:
    evidence_a = grounding.normalise_for_match(a["generation_basis"]["evidence"])
    evidence_b = grounding.normalise_for_match(b["generation_basis"]["evidence"])
    return evidence_a == evidence_b or grounding.word_similarity(a["question"], b["question"]) > DUPLICATE_SIMILARITY


def selector(state: AgentState, runtime: Runtime[RunContext]) -> dict:
    """Per slot, the best scored version without violations; a worse regeneration never wins."""
    versions = state.get("scored_versions", [])
    floor = state.get("slot_floor", {})
    warnings = []
    summary = state.get("review_summary", {})
    unresolved = summary.get("low_score_ids", []) + summary.get("follow_up_issue_ids", [])
    if unresolved:
        warnings.append(warning("RETRY_LIMIT_REACHED", "selector",
                                f"retries are spent; {', '.join(unresolved)} kept at their best version"))
    picked = []
    for question in state.get("questions", []):
        qid = question["question_id"]
        clean = [r for r in versions if r["question"]["question_id"] == qid and not r["score"]["violations"]]
        fresh = [r for r in clean if r["revision"] >= floor.get(qid, 0)]
        if clean and not fresh:
            warnings.append(warning("REGENERATION_REJECTED", "selector",
                                    f"the regenerated {qid} failed the checks; the previous version is kept"))
        pool = fresh or clean
        if not pool:
            warnings.append(warning("QUESTION_DROPPED", "selector",
                                    f"{qid} has no version that passes the grounding and fairness checks"))
            continue
        picked.append(max(pool, key=lambda r: (r["score"]["total"], r["revision"])))
    previous_order = [r["question"]["question_id"] for r in state.get("selected", [])]
    picked.sort(key=lambda r: (previous_order.index(r["question"]["question_id"])
                               if r["question"]["question_id"] in previous_order else len(previous_order),
                               -r["score"]["total"], r["question"]["question_id"]))
    final_count = runtime.context.pipeline.final_count
    if len(picked) < final_count:
        warnings.append(warning("INSUFFICIENT_QUESTIONS", "selector",
                                f"{len(picked)} of {final_count} questions are grounded in the documents; "
                                "no filler questions were invented"))
    return {"selected": picked[:final_count], "node_warnings": warnings}
