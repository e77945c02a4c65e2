"""Run-time configuration injected into every node (LangGraph runtime context), never read from env."""

from __future__ import annotations

from dataclasses import dataclass, field

from pydantic import BaseModel

from graph.model.llm import LLMBackend


class PipelineSettings(BaseModel):
    """Documented defaults; every value can be overridden per run."""

    candidate_count: int = 8  # questioner's first pass
    final_count: int = 5  # questions in a kit
    max_retry_count: int = 2  # retry rounds of any kind per run
    max_questioner_retry_count: int = 1
    max_driller_retry_count: int = 1
    pass_score: int = 70  # below this a question is regenerated
    # Predictor, driller and reviewer as one call per question, made at once (wall time ≈ the slowest
    # question), or one batched call per node (fewer input tokens, wall time ≈ all questions' output).
    fan_out: bool = True
    questioner_branches: int = 2  # the first pass's candidates are written by this many calls at once


@dataclass
class RunContext:
    llm: LLMBackend
    pipeline: PipelineSettings = field(default_factory=PipelineSettings)
    tenant_id: str = "local"
