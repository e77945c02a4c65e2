"""Per-call LLM metering: the price table, UsageRecord and the tag-keyed usage callback."""

from __future__ import annotations

import time
from datetime import datetime, timezone
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.outputs import LLMResult
from pydantic import BaseModel

NODE_TAG_PREFIX = "node:"

# USD per million tokens: (input, cached input, output). The one place prices live.
PRICES_PER_MILLION: dict[str, tuple[float, float, float]] = {
    "gpt-5-mini": (0.25, 0.025, 2.00),
    "gpt-5": (1.25, 0.125, 10.00),
    "gpt-5-nano": (0.05, 0.005, 0.40),
    "offline": (0.0, 0.0, 0.0),
}


def price_for(model: str) -> tuple[float, float, float]:
    """Prices of a model; dated snapshots (gpt-5-mini-2025-08-07) bill as their family."""
    best = max((name for name in PRICES_PER_MILLION if model.startswith(name)), key=len, default=None)
    return PRICES_PER_MILLION[best] if best else PRICES_PER_MILLION["gpt-5-mini"]


def cost_usd(model: str, input_tokens: int, cached_input_tokens: int, output_tokens: int) -> float:
    """Cached input tokens are part of input_tokens and bill at the cached rate."""
    price_in, price_cached, price_out = price_for(model)
    uncached = max(input_tokens - cached_input_tokens, 0)
    total = uncached * price_in + cached_input_tokens * price_cached + output_tokens * price_out
    return round(total / 1_000_000, 8)


class UsageRecord(BaseModel):
    session_id: str
    tenant_id: str
    node: str
    model: str
    attempt: int
    started_at: str
    latency_ms: int
    input_tokens: int = 0
    cached_input_tokens: int = 0
    output_tokens: int = 0
    reasoning_tokens: int = 0
    cost_usd: float = 0.0
    status: str = "ok"  # ok | error
    error_type: str | None = None


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
        self.records.append(UsageRecord(
            session_id=self.session_id, tenant_id=self.tenant_id, node=node, model=model,
            attempt=self.attempt, started_at=started, latency_ms=_elapsed_ms(t0),
            status="error", error_type=type(error).__name__,
        ))


def _elapsed_ms(t0: float) -> int:
    return int(round((time.perf_counter() - t0) * 1000))


def usage_totals(records: list[dict]) -> dict:
    """The kit's `usage` block: sums over every record of the session."""
    totals = {"llm_calls": len(records), "input_tokens": 0, "cached_input_tokens": 0,
              "output_tokens": 0, "reasoning_tokens": 0, "cost_usd": 0.0, "latency_ms": 0}
    for record in records:
        for key in ("input_tokens", "cached_input_tokens", "output_tokens", "reasoning_tokens", "latency_ms"):
            totals[key] += int(record.get(key) or 0)
        totals["cost_usd"] += float(record.get("cost_usd") or 0.0)
    totals["cost_usd"] = round(totals["cost_usd"], 8)
    return totals
