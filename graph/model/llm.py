"""The LLM layer: chat-model factory, the structured call with one repair, and the retry budget.

One budget bounds every retry an LLM call can cause, and it lives here:
- transport: the OpenAI client retries 429 (honouring `retry-after`), 5xx, connection errors and
  timeouts up to `max_retries` times, each attempt limited by `timeout_s`;
- content: output that does not parse into the node's schema gets `repair_attempts` fresh calls;
- then the call fails over to the offline engine (when `fallback_offline`) or the node records a
  warning. Nothing above this layer (graph, worker, queue) retries an LLM call.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal, TypeVar

import httpx
import openai
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.runnables.config import merge_configs
from openai.lib._pydantic import to_strict_json_schema
from pydantic import BaseModel, SecretStr, ValidationError

from graph.pipeline import prompts
from graph.pipeline.state import warning
from graph.model.pricing import worst_case_cost_usd
from graph.model.usage import NODE_TAG_PREFIX, UsageCallback

Schema = TypeVar("Schema", bound=BaseModel)
LLMMode = Literal["auto", "openai", "offline"]

# Output caps per node (max_completion_tokens, reasoning included) as (base, per question): room
# for the reasoning a "low" effort spends plus the JSON for the questions asked, so a one-question
# regeneration is capped — and can cost — a fraction of a first pass. A capped answer is repaired
# once, not retried without end.
DEFAULT_OUTPUT_CAPS: dict[str, tuple[int, int]] = {
    "analyzer": (3000, 0), "questioner": (1500, 600), "predictor": (1000, 400), "driller": (1000, 400),
    "reviewer": (1000, 350),
}


class LLMSettings(BaseModel):
    mode: LLMMode = "auto"
    model: str = "gpt-5-mini"
    api_key: SecretStr | None = None
    base_url: str | None = None
    reasoning_effort: str | None = "low"
    timeout_s: float = 60.0
    max_retries: int = 2
    repair_attempts: int = 1
    fallback_offline: bool = True
    output_caps: dict[str, tuple[int, int]] = dict(DEFAULT_OUTPUT_CAPS)
    reasoning_effort_by_node: dict[str, str] = {}  # e.g. {"reviewer": "medium"}; others use reasoning_effort
    # Denial-of-wallet guard: no call is made that could take a session's LLM cost past this.
    max_session_cost_usd: float = 0.50

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ, **overrides) -> "LLMSettings":
        values = {
            "mode": environ.get("HR_COPILOT_LLM", "auto"),
            "model": environ.get("HR_COPILOT_MODEL", "gpt-5-mini"),
            "api_key": environ.get("OPENAI_API_KEY") or None,
            "base_url": environ.get("OPENAI_BASE_URL") or None,
            "reasoning_effort": environ.get("HR_COPILOT_REASONING_EFFORT", "low") or None,
            "max_session_cost_usd": float(environ.get("HR_COPILOT_MAX_SESSION_COST_USD", "0.50")),
        }
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)

    def longest_node_seconds(self) -> float:
        """The most one LLM node can take: every transport attempt of every repair call timing out,
        plus the client's back-off between attempts (at most 8 s each)."""
        calls = self.repair_attempts + 1
        return calls * ((self.max_retries + 1) * self.timeout_s + self.max_retries * 8)

    def output_cap(self, node: str, items: int) -> int:
        base, per_item = self.output_caps.get(node, (3000, 0))
        return base + per_item * max(items, 1)

    def resolved_mode(self) -> Literal["openai", "offline"]:
        if self.mode == "auto":
            return "openai" if self.api_key else "offline"
        return self.mode


def make_chat_model(settings: LLMSettings, *, announce: bool = True) -> BaseChatModel:
    """The composition seam: a real ChatOpenAI or the offline engine, chosen once per process."""
    mode = settings.resolved_mode()
    if mode == "offline":
        from graph.model.offline import OfflineChatModel

        if settings.mode == "auto" and announce:
            print("hr-copilot: no OPENAI_API_KEY set, using the offline engine (HR_COPILOT_LLM=offline)",
                  file=sys.stderr)
        return OfflineChatModel()
    if settings.api_key is None:
        raise ValueError("HR_COPILOT_LLM=openai needs OPENAI_API_KEY")
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(
        model=settings.model, api_key=settings.api_key, base_url=settings.base_url,
        timeout=settings.timeout_s, max_retries=settings.max_retries,
        reasoning_effort=settings.reasoning_effort, stream_usage=True,
    )


@dataclass
class LLMBackend:
    """What the nodes get from the runtime context: the model, its fallback and the budget."""

    model: BaseChatModel
    settings: LLMSettings = field(default_factory=LLMSettings)
    fallback: BaseChatModel | None = None

    @classmethod
    def from_settings(cls, settings: LLMSettings) -> "LLMBackend":
        model = make_chat_model(settings)
        fallback = None
        if settings.fallback_offline and settings.resolved_mode() == "openai":
            from graph.model.offline import OfflineChatModel

            fallback = OfflineChatModel()
        return cls(model=model, settings=settings, fallback=fallback)


@dataclass
class StructuredResult:
    value: BaseModel | None
    usages: list[dict]
    warnings: list[dict]


def response_format_for(schema: type[BaseModel]) -> dict:
    return {"type": "json_schema",
            "json_schema": {"name": schema.__name__, "schema": to_strict_json_schema(schema), "strict": True}}


def shared_prefix(documents: list[dict], target_job: str) -> str:
    applicant = [d for d in documents if d["kind"] != "job_description"]
    job_descriptions = [d for d in documents if d["kind"] == "job_description"]
    blocks = "\n".join(prompts.DOCUMENT_BLOCK.format(**{**d, "text": _fence_safe(d["text"])}) for d in applicant)
    jd = "\n".join(f"job_description:\n{d['text']}" for d in job_descriptions)
    return prompts.SHARED_POLICY.format(documents=blocks, target_job=target_job, job_description=jd)


def _fence_safe(text: str) -> str:
    """A document cannot close its own data block: closing tags inside it are defused."""
    return re.sub(r"</\s*(document|applicant_documents|job)\s*>", r"</ \1 (quoted)>", text, flags=re.IGNORECASE)


def build_messages(prefix: str, role: str, payload: dict) -> list[BaseMessage]:
    """Shared prefix first (cacheable), the node's own role second, the task input last."""
    task = prompts.TASK_TEMPLATE.format(payload=json.dumps(payload, ensure_ascii=False, indent=1))
    return [SystemMessage(prefix), SystemMessage(role), HumanMessage(task)]


TRANSPORT_ERRORS = (openai.APIError, httpx.HTTPError)
# Answers that arrived, were billed, and cannot be used: treated like unparsable content.
CUT_OFF_ERRORS = (openai.LengthFinishReasonError, openai.ContentFilterFinishReasonError)


def call_structured(
    backend: LLMBackend, *, node: str, schema: type[Schema], messages: list[BaseMessage],
    session_id: str, tenant_id: str, config: RunnableConfig | None = None, spent_usd: float = 0.0,
    items: int = 1,
) -> StructuredResult:
    """One node's LLM call: tagged, metered, parsed into `schema`, repaired once, never raising.

    `spent_usd` is what the session's calls cost so far: a call that could cross the session's
    ceiling is not made."""
    usages: list[dict] = []
    warnings: list[dict] = []
    model = backend.model
    call_messages = messages
    attempt = 1
    cap = backend.settings.output_cap(node, items)
    # One cache key per session: OpenAI routes its calls to the same prompt cache (shared prefix).
    request_options = {"max_completion_tokens": cap, "prompt_cache_key": session_id}
    if node in backend.settings.reasoning_effort_by_node:
        request_options["reasoning_effort"] = backend.settings.reasoning_effort_by_node[node]
    while True:
        spent = spent_usd + sum(u["cost_usd"] for u in usages)
        prompt = "".join(str(m.content) for m in call_messages)
        if spent + worst_case_cost_usd(_model_name(model), prompt, cap) > backend.settings.max_session_cost_usd:
            warnings.append(warning("SESSION_BUDGET_REACHED", node,
                                    f"the next call could take the session past its "
                                    f"${backend.settings.max_session_cost_usd:.2f} ceiling; it was not made"))
            return StructuredResult(None, usages, warnings)
        meter = UsageCallback(session_id, tenant_id, attempt=attempt)
        call_config = merge_configs(config or {}, {"tags": [f"{NODE_TAG_PREFIX}{node}"], "callbacks": [meter],
                                                   "run_name": node, "metadata": {"node": node}})
        try:
            reply = model.invoke(call_messages, config=call_config, response_format=response_format_for(schema),
                                 **request_options)
        except TRANSPORT_ERRORS as exc:
            usages += [r.model_dump() for r in meter.records]
            if backend.fallback is not None and model is not backend.fallback:
                warnings.append(warning("LLM_FALLBACK_OFFLINE", node,
                                        f"the model could not be reached ({type(exc).__name__}); "
                                        "the offline engine answered this step"))
                model, call_messages, attempt = backend.fallback, messages, 1
                continue
            warnings.append(warning("LLM_CALL_FAILED", node, f"the model call failed ({type(exc).__name__})"))
            return StructuredResult(None, usages, warnings)
        except CUT_OFF_ERRORS as exc:
            usages += [r.model_dump() for r in meter.records]
            reply, content_error = None, exc
        else:
            usages += [r.model_dump() for r in meter.records]
            content_error = None
        content = "" if reply is None else reply.content if isinstance(reply.content, str) else json.dumps(reply.content)
        try:
            if content_error is not None:
                raise content_error
            return StructuredResult(schema.model_validate_json(_strip_fences(content)), usages, warnings)
        except (ValidationError, ValueError, *CUT_OFF_ERRORS) as exc:
            if attempt > backend.settings.repair_attempts:
                warnings.append(warning("LLM_OUTPUT_UNPARSABLE", node,
                                        f"the model's answer did not match the schema after {attempt} attempts"))
                return StructuredResult(None, usages, warnings)
            # The repair goes into a fresh message, not a growing chat history (seed 001).
            repair = prompts.REPAIR_PROMPT.format(error=_short_error(exc), previous=content[:4000])
            call_messages = [*messages, HumanMessage(repair)]
            attempt += 1


def _model_name(model: BaseChatModel) -> str:
    return getattr(model, "model_name", None) or "gpt-5-mini"


def _strip_fences(content: str) -> str:
    text = content.strip()
    if text.startswith("```"):
        text = text.split("\n", 1)[1] if "\n" in text else ""
        text = text.rsplit("```", 1)[0]
    return text


def _short_error(exc: Exception) -> str:
    if isinstance(exc, openai.LengthFinishReasonError):
        return "the answer was cut off at the output limit; answer more briefly"
    if isinstance(exc, openai.ContentFilterFinishReasonError):
        return "the answer was stopped by the content filter"
    if isinstance(exc, ValidationError):
        first = exc.errors()[0] if exc.errors() else {}
        return f"{exc.error_count()} schema error(s), first at {'.'.join(map(str, first.get('loc', ())))}: " \
               f"{first.get('msg', '')}"
    return "not valid JSON"
