"""Prices, the usage record and its totals: free of LangChain, so the API can import it."""

from __future__ import annotations

from pydantic import BaseModel

DEFAULT_MODEL = "gpt-5-mini"

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
    return PRICES_PER_MILLION[best] if best else PRICES_PER_MILLION[DEFAULT_MODEL]


def cost_usd(model: str, input_tokens: int, cached_input_tokens: int, output_tokens: int) -> float:
    """Cached input tokens are part of input_tokens and bill at the cached rate."""
    price_in, price_cached, price_out = price_for(model)
    uncached = max(input_tokens - cached_input_tokens, 0)
    total = uncached * price_in + cached_input_tokens * price_cached + output_tokens * price_out
    return round(total / 1_000_000, 8)


def estimate_tokens(text: str) -> int:
    """About 4 ASCII characters or 1.3 Hangul syllables per token (o200k_base, measured on the samples)."""
    ascii_chars = sum(1 for ch in text if ord(ch) < 128)
    return int(ascii_chars / 4 + (len(text) - ascii_chars) / 1.3) + 1


def worst_case_cost_usd(model: str, prompt: str, max_output_tokens: int) -> float:
    """The most one call can cost: its estimated input at the full rate, its output cap spent."""
    price_in, _, price_out = price_for(model)
    return (estimate_tokens(prompt) * price_in + max_output_tokens * price_out) / 1_000_000


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
