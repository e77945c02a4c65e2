"""Helpers the LLM nodes share: documents from state, one call with its prompt, the usual payload parts."""

from __future__ import annotations

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime
from pydantic import BaseModel

from graph.model.offline import OfflineRequest
from graph.model.structured import NodeCall, StructuredResult, call_structured
from graph.pipeline.context import RunContext
from graph.pipeline.prompts import build_messages, shared_prefix
from graph.pipeline.state import (
    AgentState,
    DocumentAnalysis,
    QuestionReview,
    QuestionScore,
    QuestionTask,
    ReviewSummary,
    ScoredVersion,
    WorkingQuestion,
)
from graph.vocabulary import Document


def documents_of(state: AgentState) -> list[Document]:
    return [Document.model_validate(d) for d in state.get("documents", [])]


def ask(state: AgentState | QuestionTask, runtime: Runtime[RunContext], config: RunnableConfig, *, node: str,
        schema: type[BaseModel], payload: dict, items: int = 1) -> StructuredResult:
    """The node's messages (shared prefix, role, task) and its metered, parsed call. `state` is the graph
    state, or a per-question branch's task (which carries its share of the budget)."""
    language = state.get("language", "ko")
    payload = {"language": language, **payload}
    documents = documents_of(state)
    session_id = state.get("session_id", "")
    prefix = shared_prefix(state["documents"], state.get("target_job", ""), session_id,
                           state.get("interview_guidance", ""), language=language,
                           difficulty=state.get("difficulty_level", "medium"),
                           profile=state.get("prompt_profile", "default"))
    messages = build_messages(prefix, node, payload)
    request = OfflineRequest(
        documents=tuple(documents), target_job=state.get("target_job", ""), payload=payload,
        job_description="\n".join(d.text for d in documents if d.kind == "job_description"))
    budget = state["budget_usd"] if "budget_usd" in state else remaining_budget(state, runtime)
    call = NodeCall(node=node, schema=schema, messages=messages, offline_request=request, session_id=session_id,
                    tenant_id=runtime.context.tenant_id, items=items, budget_usd=budget)
    return call_structured(runtime.context.llm, call, config)


def remaining_budget(state: AgentState, runtime: Runtime[RunContext]) -> float:
    spent = sum(u["cost_usd"] for u in state.get("llm_usages", []))
    return max(runtime.context.llm.settings.max_session_cost_usd - spent, 0.0)


def accounted(result: StructuredResult, **changes) -> dict:
    """The node's changes plus the usage records and warnings of its call (the state's reducers append them)."""
    return {**changes, "llm_usages": result.usages, "node_warnings": result.warnings}


def analysis_of(state: AgentState) -> DocumentAnalysis:
    return DocumentAnalysis.model_validate(state.get("document_analysis") or {"points": []})


def analysis_brief(state: AgentState) -> list[dict]:
    """The analyst's points as the later nodes read them."""
    return [point.model_dump() for point in analysis_of(state).points]


def points_about(analysis: list[dict], questions: list[WorkingQuestion], most: int = 3) -> list[dict]:
    """The analyst's points on the evidence these questions cite: what a per-question call needs of the
    analysis, without the whole of it in every call."""
    evidence = {q.generation_basis.evidence for q in questions}
    return [p for p in analysis if p["quote"] in evidence or any(e in p["quote"] or p["quote"] in e
                                                                 for e in evidence)][:most * len(questions)]


# --- the state's per-question records, read back as models ----------------------------------------


def working_questions(state: AgentState) -> list[WorkingQuestion]:
    return [WorkingQuestion.model_validate(q) for q in state.get("questions", [])]


def reviews_of(state: AgentState) -> dict[str, QuestionReview]:
    return {qid: QuestionReview.model_validate(r) for qid, r in state.get("reviews", {}).items()}


def scores_of(state: AgentState) -> dict[str, QuestionScore]:
    return {qid: QuestionScore.model_validate(s) for qid, s in state.get("scores", {}).items()}


def scored_versions(state: AgentState, key: str = "scored_versions") -> list[ScoredVersion]:
    """Every scored version (or, with key="selected", the ones the selector kept)."""
    return [ScoredVersion.model_validate(r) for r in state.get(key, [])]


def review_summary(state: AgentState) -> ReviewSummary:
    return ReviewSummary.model_validate(state.get("review_summary") or {})
