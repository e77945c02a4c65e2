"""One node's LLM call: structured output with LangChain's primitives, metered, repaired once, guarded
by the session's spend ceiling, never raising.

ChatOpenAI's `with_structured_output(method="json_schema", strict=True, include_raw=True)` sends the
node's schema as a strict response format and hands back the raw message (with its usage metadata)
beside the parsed JSON; pydantic then validates it against the node's model. What LangChain does not
provide lives here: the per-node usage record, the spend guard, the repair turn and the fallback rule.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

import httpx
import openai
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage, HumanMessage
from langchain_core.runnables import RunnableConfig
from pydantic import BaseModel, ValidationError

from graph.model.llm import LLMBackend
from graph.model.offline import OfflineEngine, OfflineRequest
from graph.model.pricing import DEFAULT_MODEL, UsageRecord, cost_usd, worst_case_cost_usd
from graph.vocabulary import WrittenBy, warning

# The one turn added when an answer cannot be used: the model layer's own, whichever node called.
REPAIR_PROMPT = """Your previous answer could not be used: {error}
Return only one JSON object that matches the schema. Previous answer (may be cut off):
{previous}"""
TRANSPORT_ERRORS = (openai.APIError, httpx.HTTPError)
# Answers that arrived, were billed, and cannot be used: treated like unparsable content.
CUT_OFF_ERRORS = (openai.LengthFinishReasonError, openai.ContentFilterFinishReasonError)


@dataclass
class NodeCall:
    """Everything one node's call needs: the messages for a model, the same input for the offline
    engine, and what the metering and the spend guard need."""

    node: str
    schema: type[BaseModel]
    messages: list[BaseMessage]
    offline_request: OfflineRequest
    session_id: str
    tenant_id: str
    budget_usd: float  # what this call (with its repair) may cost: the session's remaining budget or a share
    items: int = 1  # questions asked: the output cap grows with them


@dataclass
class StructuredResult:
    value: BaseModel | None
    usages: list[dict] = field(default_factory=list)
    warnings: list[dict] = field(default_factory=list)
    # Who answered: "model", "offline_engine" (the session's engine) or "offline_fallback" (the model was down).
    author: WrittenBy = "model"


@dataclass
class Attempt:
    """One answer: the validated value, or why it could not be used, and its usage record."""

    value: BaseModel | None
    problem: Exception | None
    content: str
    usage: dict | None


def call_structured(backend: LLMBackend, call: NodeCall, config: RunnableConfig | None = None) -> StructuredResult:
    result = StructuredResult(None, author="offline_engine" if isinstance(backend.model, OfflineEngine) else "model")
    messages = call.messages
    for attempt in range(1, backend.settings.repair_attempts + 2):
        if over_budget(backend, call, messages, result):
            return result
        try:
            answer = ask_model(backend, backend.model, call, messages, attempt, config)
        except TRANSPORT_ERRORS as error:
            result.usages.append(failed_call_record(backend.model, call, attempt, error))
            return fall_back(backend, call, result, error)
        result.usages += [answer.usage] if answer.usage else []
        if answer.value is not None:
            result.value = answer.value
            return result
        messages = [*call.messages, HumanMessage(REPAIR_PROMPT.format(error=short_error(answer.problem),
                                                                      previous=answer.content[:4000]))]
    result.warnings.append(warning("LLM_OUTPUT_UNPARSABLE", call.node, "the model's answer did not match the "
                                   f"schema after {backend.settings.repair_attempts + 1} attempts"))
    return result


def over_budget(backend: LLMBackend, call: NodeCall, messages: list[BaseMessage], result: StructuredResult) -> bool:
    """A call whose worst case could take the session past its ceiling is not made."""
    spent = sum(u["cost_usd"] for u in result.usages)
    prompt = "".join(str(m.content) for m in messages)
    cap = backend.settings.output_cap(call.node, call.items)
    if spent + worst_case_cost_usd(model_name(backend.model), prompt, cap) <= call.budget_usd:
        return False
    result.warnings.append(warning("SESSION_BUDGET_REACHED", call.node, "the next call could take the session "
                                   f"past its ${backend.settings.max_session_cost_usd:.2f} ceiling; it was not made"))
    return True


def fall_back(backend: LLMBackend, call: NodeCall, result: StructuredResult, error: Exception) -> StructuredResult:
    fallback = backend.fallback_for(call.node)
    if fallback is None:
        result.warnings.append(warning("LLM_CALL_FAILED", call.node, f"the model call failed ({type(error).__name__})"))
        return result
    answer = ask_model(backend, fallback, call, call.messages, 1, None)
    result.usages += [answer.usage] if answer.usage else []
    result.value, result.author = answer.value, "offline_fallback"
    result.warnings.append(warning("LLM_FALLBACK_OFFLINE", call.node, f"the model could not be reached "
                                   f"({type(error).__name__}); the rule-based offline engine answered this step"))
    return result


def ask_model(backend: LLMBackend, model: BaseChatModel | OfflineEngine, call: NodeCall,
              messages: list[BaseMessage], attempt: int, config: RunnableConfig | None) -> Attempt:
    """One call, timed and metered. Transport errors propagate; everything else becomes an Attempt."""
    started, t0 = datetime.now(timezone.utc).isoformat(timespec="milliseconds"), time.perf_counter()

    def record(usage: dict[str, Any], model_used: str, status: str = "ok", error: str | None = None) -> dict:
        return usage_record(call, model_used, attempt, started, t0, usage, status, error)

    if isinstance(model, OfflineEngine):
        raw = model.answer(call.node, call.offline_request)
        parsed, problem = raw.content, None
    else:
        try:
            out = structured_runnable(backend, model, call).invoke(messages, config=tagged(config, call.node))
        except CUT_OFF_ERRORS as error:
            billed = getattr(getattr(error, "completion", None), "usage", None)
            return Attempt(None, error, "", record(usage_from_completion(billed), model_name(model), "error",
                                                   type(error).__name__))
        raw, parsed, problem = out["raw"], out["parsed"], out["parsing_error"]
    usage = record(raw.usage_metadata or {}, raw.response_metadata.get("model_name") or model_name(model))
    content = raw.content if isinstance(raw.content, str) else str(raw.content)
    if problem is not None:
        return Attempt(None, problem, content, usage)
    try:
        value = call.schema.model_validate_json(parsed) if isinstance(parsed, str) else \
            call.schema.model_validate(parsed)
    except ValidationError as error:
        return Attempt(None, error, content, usage)
    return Attempt(value, None, content, usage)


def structured_runnable(backend: LLMBackend, model: BaseChatModel, call: NodeCall):
    """The model with this call's output cap, cache key and effort, bound to the node's strict schema."""
    settings = backend.settings
    update: dict[str, Any] = {"max_tokens": settings.output_cap(call.node, call.items),
                              # One cache key per session: OpenAI routes its calls to the same prompt cache.
                              "model_kwargs": {**getattr(model, "model_kwargs", {}),
                                               "prompt_cache_key": call.session_id}}
    if call.node in settings.reasoning_effort_by_node:
        update["reasoning_effort"] = settings.reasoning_effort_by_node[call.node]
    return model.model_copy(update=update).with_structured_output(
        response_schema(call.schema), method="json_schema", strict=True, include_raw=True)


def response_schema(schema: type[BaseModel]) -> dict:
    """The node's JSON schema as a dict: LangChain then returns the raw message and its usage even
    when the content does not validate (with a pydantic class the client raises and the bill is lost)."""
    return schema.model_json_schema()


def tagged(config: RunnableConfig | None, node: str) -> RunnableConfig:
    return {**(config or {}), "run_name": node, "tags": [*(config or {}).get("tags", []), f"node:{node}"],
            "metadata": {**(config or {}).get("metadata", {}), "node": node}}


def usage_record(call: NodeCall, model: str, attempt: int, started: str, t0: float, usage: dict[str, Any],
                 status: str = "ok", error_type: str | None = None) -> dict:
    """One UsageRecord from LangChain's usage metadata (input, cached, output and reasoning tokens)."""
    input_tokens = int(usage.get("input_tokens", 0) or 0)
    cached = int((usage.get("input_token_details") or {}).get("cache_read", 0) or 0)
    output_tokens = int(usage.get("output_tokens", 0) or 0)
    reasoning = int((usage.get("output_token_details") or {}).get("reasoning", 0) or 0)
    return UsageRecord(
        session_id=call.session_id, tenant_id=call.tenant_id, node=call.node, model=model, attempt=attempt,
        started_at=started, latency_ms=int(round((time.perf_counter() - t0) * 1000)), input_tokens=input_tokens,
        cached_input_tokens=cached, output_tokens=output_tokens, reasoning_tokens=reasoning,
        cost_usd=cost_usd(model, input_tokens, cached, output_tokens), status=status, error_type=error_type,
    ).model_dump()


def usage_from_completion(usage) -> dict[str, Any]:
    """An answer cut off at the length limit was still billed: its usage rides on the error."""
    if usage is None:
        return {}
    return {"input_tokens": usage.prompt_tokens, "output_tokens": usage.completion_tokens,
            "input_token_details": {"cache_read": getattr(usage.prompt_tokens_details, "cached_tokens", 0) or 0},
            "output_token_details": {"reasoning": getattr(usage.completion_tokens_details, "reasoning_tokens", 0) or 0}}


def failed_call_record(model: BaseChatModel | OfflineEngine, call: NodeCall, attempt: int, error: Exception) -> dict:
    """A call that got no answer is not billed, but it is counted: the failure-rate alarm reads these."""
    now = datetime.now(timezone.utc).isoformat(timespec="milliseconds")
    return usage_record(call, model_name(model), attempt, now, time.perf_counter(), {}, "error", type(error).__name__)


def model_name(model: BaseChatModel | OfflineEngine) -> str:
    return getattr(model, "model_name", None) or DEFAULT_MODEL


def short_error(problem: Exception | None) -> str:
    if isinstance(problem, openai.LengthFinishReasonError):
        return "the answer was cut off at the output limit; answer more briefly"
    if isinstance(problem, openai.ContentFilterFinishReasonError):
        return "the answer was stopped by the content filter"
    if isinstance(problem, ValidationError):
        first = problem.errors()[0] if problem.errors() else {}
        return f"{problem.error_count()} schema error(s), first at {'.'.join(map(str, first.get('loc', ())))}: " \
               f"{first.get('msg', '')}"
    return "not valid JSON"
