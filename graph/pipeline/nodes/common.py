"""Helpers the LLM nodes share: documents from state, the shared prompt prefix, one metered call."""

from __future__ import annotations

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime
from pydantic import BaseModel

from graph.pipeline.context import RunContext
from graph.model.llm import StructuredResult, build_messages, call_structured, shared_prefix
from graph.pipeline.prompts import LANGUAGE_NAMES
from graph.pipeline.state import AgentState, Document


def documents_of(state: AgentState) -> list[Document]:
    return [Document.model_validate(d) for d in state.get("documents", [])]


def ask(state: AgentState, runtime: Runtime[RunContext], config: RunnableConfig, *, node: str, role: str,
        schema: type[BaseModel], payload: dict, items: int = 1) -> StructuredResult:
    """Build the node's messages (shared prefix, role, task) and make its metered, parsed call."""
    language = state.get("language", "ko")
    messages = build_messages(
        shared_prefix(state["documents"], state.get("target_job", "")),
        role.format(language_name=LANGUAGE_NAMES[language], difficulty=state.get("difficulty_level", "medium")),
        {"language": language, **payload},
    )
    return call_structured(runtime.context.llm, node=node, schema=schema, messages=messages,
                           session_id=state.get("session_id", ""), tenant_id=runtime.context.tenant_id,
                           config=config, spent_usd=sum(u["cost_usd"] for u in state.get("llm_usages", [])),
                           items=items)


def accounted(state: AgentState, result: StructuredResult, **changes) -> dict:
    """The node's changes plus its usage records and warnings appended to the state's lists."""
    return {**changes,
            "llm_usages": [*state.get("llm_usages", []), *result.usages],
            "node_warnings": [*state.get("node_warnings", []), *result.warnings]}
