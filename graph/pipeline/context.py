"""Run-time configuration injected into every node (LangGraph runtime context), never read from env."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from pydantic import BaseModel, Field

from graph.model.llm import LLMBackend


class QuestionsPerCall(BaseModel):
    """At most this many questions in one call of the node; a round's questions are spread evenly."""

    predictor: int = Field(2, ge=1)
    driller: int = Field(5, ge=1)
    reviewer: int = Field(3, ge=1)


class PipelineSettings(BaseModel):
    """Documented defaults; every value can be overridden per run."""

    candidate_count: int = 8  # questioner's first pass
    final_count: int = 5  # questions in a kit
    max_retry_count: int = 2  # retry rounds of any kind per run
    max_questioner_retry_count: int = 1
    max_driller_retry_count: int = 1
    pass_score: int = 70  # below this a question is regenerated
    # How a round is split into calls made at once. Fewer questions per call bring the wall time down to
    # the slowest call's; more pay each call's fixed part (reasoning, the shared prefix, the node's
    # instructions) fewer times. The defaults are the split `make bench` measured best on both
    # (README, "Latency and cost"); `one_call_per_node()` is the sequential design it is measured against.
    questioner_branches: int = Field(3, ge=1)  # the first pass's candidates are written by this many calls
    questions_per_call: QuestionsPerCall = Field(default_factory=QuestionsPerCall)

    @classmethod
    def one_call_per_node(cls, **overrides) -> PipelineSettings:
        """Every round as one batched call: the fewest calls and input tokens, the longest wall time."""
        settings = cls(questioner_branches=1, **overrides)
        every = settings.candidate_count  # no round has more questions than the first pass's candidates
        return settings.model_copy(update={"questions_per_call": QuestionsPerCall(predictor=every, driller=every,
                                                                                   reviewer=every)})


@dataclass
class RunContext:
    llm: LLMBackend
    pipeline: PipelineSettings = field(default_factory=PipelineSettings)
    tenant_id: str = "local"
    # Personal data replaced by placeholders before any prompt (graph/pipeline/blinding.py); off only to
    # show, in a test or an audit, what identity does to a kit when the model can read it.
    blind_input: bool = True
    # The key of the fence nonce: random per process, since a session keeps its nonce in the state.
    fence_key: bytes = field(default_factory=lambda: secrets.token_bytes(32), repr=False)
