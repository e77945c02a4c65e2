"""Model access: settings, the chat-model factory, and the backend the nodes get from the run context.

One budget bounds every retry an LLM call can cause, and it lives here and in `structured.py`:
- transport: the OpenAI client retries 429 (honouring `retry-after`), 5xx, connection errors and
  timeouts up to `max_retries` times, each attempt limited by `timeout_s`;
- content: output that does not parse into the node's schema gets `repair_attempts` fresh calls;
- then a generating node may be answered by the offline engine (`fallback_offline`, off unless chosen;
  marked as such in the kit), or the node records a warning. The reviewer never falls back: a review that did not
  happen approves nothing. Nothing above this layer (graph, worker, queue) retries an LLM call.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from langchain_core.language_models import BaseChatModel
from pydantic import BaseModel, SecretStr

from graph.model.offline import OfflineEngine
from graph.model.pricing import DEFAULT_MODEL

LLMMode = Literal["auto", "openai", "offline"]
# Nodes whose answer the offline engine may write when the model cannot be reached. Not the reviewer.
FALLBACK_NODES = ("analyzer", "questioner", "predictor", "driller", "plan_writer")

# Output caps per call (max_completion_tokens, reasoning included) as (base, per question): room for
# the reasoning a "low" effort spends plus the JSON for the questions asked, so a one-question call is
# capped — and can cost — a fraction of a batched one. A capped answer is repaired once, not retried
# without end.
DEFAULT_OUTPUT_CAPS: dict[str, tuple[int, int]] = {
    "analyzer": (3000, 0), "questioner": (900, 600), "predictor": (400, 600), "driller": (400, 500),
    "reviewer": (300, 800),  # its premises with their quotes: about 350 more tokens a question (issue 27)
    "plan_writer": (2500, 700), "plan_reviewer": (300, 350),
}


class LLMSettings(BaseModel):
    mode: LLMMode = "auto"
    model: str = DEFAULT_MODEL
    api_key: SecretStr | None = None
    base_url: str | None = None
    reasoning_effort: str | None = "low"
    timeout_s: float = 60.0
    max_retries: int = 2
    repair_attempts: int = 1
    # When the model cannot be reached, the offline engine answers the generating nodes (never the
    # reviewer); every question it writes is marked `offline_fallback` in the kit. Off unless chosen: an
    # interviewer should not get rule-based questions in place of a model's without having asked for them.
    fallback_offline: bool = False
    output_caps: dict[str, tuple[int, int]] = dict(DEFAULT_OUTPUT_CAPS)
    reasoning_effort_by_node: dict[str, str] = {}  # e.g. {"reviewer": "medium"}; others use reasoning_effort
    # Denial-of-wallet guard: no call is made that could take a session's LLM cost past this.
    max_session_cost_usd: float = 0.50

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ, **overrides) -> "LLMSettings":
        values = {
            "mode": environ.get("HR_COPILOT_LLM", "auto"),
            "model": environ.get("HR_COPILOT_MODEL", DEFAULT_MODEL),
            "api_key": environ.get("OPENAI_API_KEY") or None,
            "base_url": environ.get("OPENAI_BASE_URL") or None,
            "reasoning_effort": environ.get("HR_COPILOT_REASONING_EFFORT", "low") or None,
            "max_session_cost_usd": float(environ.get("HR_COPILOT_MAX_SESSION_COST_USD", "0.50")),
            "fallback_offline": environ.get("HR_COPILOT_OFFLINE_FALLBACK", "false").lower() == "true",
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


def make_chat_model(settings: LLMSettings, *, announce: bool = True) -> BaseChatModel | OfflineEngine:
    """The composition seam: a real ChatOpenAI or the offline engine, chosen once per process."""
    if settings.resolved_mode() == "offline":
        if settings.mode == "auto" and announce:
            print("hr-copilot: no OPENAI_API_KEY set, using the offline engine (HR_COPILOT_LLM=offline)",
                  file=sys.stderr)
        return OfflineEngine()
    if settings.api_key is None:
        raise ValueError("HR_COPILOT_LLM=openai needs OPENAI_API_KEY")
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(model=settings.model, api_key=settings.api_key, base_url=settings.base_url,
                      timeout=settings.timeout_s, max_retries=settings.max_retries,
                      reasoning_effort=settings.reasoning_effort)


@dataclass
class LLMBackend:
    """What the nodes get from the runtime context: the model, its fallback and the budget."""

    model: BaseChatModel | OfflineEngine
    settings: LLMSettings = field(default_factory=LLMSettings)
    fallback: OfflineEngine | None = None

    @classmethod
    def from_settings(cls, settings: LLMSettings) -> "LLMBackend":
        model = make_chat_model(settings)
        fallback = OfflineEngine() if settings.fallback_offline and not isinstance(model, OfflineEngine) else None
        return cls(model=model, settings=settings, fallback=fallback)

    def fallback_for(self, node: str) -> OfflineEngine | None:
        return self.fallback if node in FALLBACK_NODES else None
