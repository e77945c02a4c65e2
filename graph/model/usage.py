"""Per-call LLM metering: the tag-keyed usage callback (prices and records: graph/model/pricing.py)."""

from __future__ import annotations

import time
from datetime import datetime, timezone
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.outputs import LLMResult

from graph.model.pricing import UsageRecord, cost_usd

NODE_TAG_PREFIX = "node:"


def node_from_tags(tags: list[str] | None) -> str | None:
    for tag in tags or []:
        if tag.startswith(NODE_TAG_PREFIX):
            return tag[len(NODE_TAG_PREFIX):]
    return None


class UsageCallback(BaseCallbackHandler):
    """Writes one UsageRecord per chat-model call, keyed on the call's `node:<name>` tag.

    Calls without a node tag are not ours to bill and are ignored.
    """

    def __init__(self, session_id: str, tenant_id: str, attempt: int = 1) -> None:
        self.session_id = session_id
        self.tenant_id = tenant_id
        self.attempt = attempt
        self.records: list[UsageRecord] = []
        self._open: dict[UUID, tuple[str, str, str, float]] = {}

    def on_chat_model_start(self, serialized, messages, *, run_id, tags=None, metadata=None, **kwargs: Any):
        node = node_from_tags(tags)
        if node is None:
            return
        model = (metadata or {}).get("ls_model_name") or "unknown"
        started = datetime.now(timezone.utc).isoformat(timespec="milliseconds")
        self._open[run_id] = (node, model, started, time.perf_counter())

    def on_llm_end(self, response: LLMResult, *, run_id, **kwargs: Any):
        opened = self._open.pop(run_id, None)
        if opened is None:
            return
        node, model, started, t0 = opened
        model = (response.llm_output or {}).get("model_name") or model
        usage = {}
        generation = response.generations[0][0] if response.generations and response.generations[0] else None
        message = getattr(generation, "message", None)
        if message is not None and getattr(message, "usage_metadata", None):
            usage = message.usage_metadata
        input_tokens = int(usage.get("input_tokens", 0) or 0)
        cached = int((usage.get("input_token_details") or {}).get("cache_read", 0) or 0)
        output_tokens = int(usage.get("output_tokens", 0) or 0)
        reasoning = int((usage.get("output_token_details") or {}).get("reasoning", 0) or 0)
        self.records.append(UsageRecord(
            session_id=self.session_id, tenant_id=self.tenant_id, node=node, model=model,
            attempt=self.attempt, started_at=started, latency_ms=_elapsed_ms(t0),
            input_tokens=input_tokens, cached_input_tokens=cached, output_tokens=output_tokens,
            reasoning_tokens=reasoning, cost_usd=cost_usd(model, input_tokens, cached, output_tokens),
        ))

    def on_llm_error(self, error: BaseException, *, run_id, **kwargs: Any):
        opened = self._open.pop(run_id, None)
        if opened is None:
            return
        node, model, started, t0 = opened
        # An answer cut off at the length limit was still billed: its usage rides on the error.
        usage = getattr(getattr(error, "completion", None), "usage", None)
        input_tokens = getattr(usage, "prompt_tokens", 0) or 0
        cached = getattr(getattr(usage, "prompt_tokens_details", None), "cached_tokens", 0) or 0
        output_tokens = getattr(usage, "completion_tokens", 0) or 0
        reasoning = getattr(getattr(usage, "completion_tokens_details", None), "reasoning_tokens", 0) or 0
        self.records.append(UsageRecord(
            session_id=self.session_id, tenant_id=self.tenant_id, node=node, model=model,
            attempt=self.attempt, started_at=started, latency_ms=_elapsed_ms(t0),
            input_tokens=input_tokens, cached_input_tokens=cached, output_tokens=output_tokens,
            reasoning_tokens=reasoning, cost_usd=cost_usd(model, input_tokens, cached, output_tokens),
            status="error", error_type=type(error).__name__,
        ))


def _elapsed_ms(t0: float) -> int:
    return int(round((time.perf_counter() - t0) * 1000))
