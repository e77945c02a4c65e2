"""Helpers the LLM nodes share: documents from state, one call with its prompt, the usual payload parts."""

from __future__ import annotations

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime
from pydantic import BaseModel

from graph.model.offline import OfflineRequest
from graph.model.structured import NodeCall, StructuredResult, call_structured
from graph.pipeline.context import RunContext
from graph.pipeline.blinding import blinding_for
from graph.pipeline.prompts import build_messages, fence_nonce, shared_prefix
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
    state, or a per-question branch's task (which carries its share of the budget).

    The model — or the offline engine in its place — reads the documents blinded and answers in their
    terms; its quotes come back as the original documents' text, which every check after it reads."""
    language = state.get("language", "ko")
    session_id = state.get("session_id", "")
    blinding = blinding_for(documents_of(state), runtime.context.blind_input)
    documents = blinding.documents
    payload = blinding.payload({"language": language, **payload})
    nonce = state.get("fence_nonce") or fence_nonce(runtime.context.fence_key, session_id)
    prefix = shared_prefix([d.model_dump() for d in documents], state.get("target_job", ""), nonce,
                           blinding.text(state.get("interview_guidance", "")), language=language,
                           difficulty=state.get("difficulty_level", "medium"),
                           profile=state.get("prompt_profile", "default"))
    messages = build_messages(prefix, node, payload)
    request = OfflineRequest(
        documents=tuple(documents), target_job=state.get("target_job", ""), payload=payload,
        job_description="\n".join(d.text for d in documents if d.kind == "job_description"))
    budget = state["budget_usd"] if "budget_usd" in state else remaining_budget(state, runtime)
    call = NodeCall(node=node, schema=schema, messages=messages, offline_request=request, session_id=session_id,
                    tenant_id=runtime.context.tenant_id, items=items, budget_usd=budget)
    result = call_structured(runtime.context.llm, call, config)
    result.value = blinding.restore(result.value)
    return result


def prompt_context(state: AgentState | QuestionTask) -> dict:
    """What a task input says of the session: its settings, and the documents and job requirements by id.
    Text the applicant or the job description wrote (file names, requirement lines) stays inside the fence."""
    context = state.get("candidate_context", {})
    return {**{key: context[key] for key in ("difficulty_level", "language", "prompt_profile") if key in context},
            "documents": [{"document_id": d["document_id"], "kind": d["kind"]} for d in context.get("documents", [])],
            "job_requirements": [r["requirement_id"] for r in context.get("job_requirements", [])]}


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
