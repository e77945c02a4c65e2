"""The words every layer shares: the kit's and the API's literals, a document, a warning. Below the pipeline,
so the model layer, the rules and extraction use them without importing it; small on purpose, so the API
imports them without the graph's models (its cold start)."""

from typing import Literal

from pydantic import BaseModel

Difficulty = Literal["easy", "medium", "hard"]
Language = Literal["ko", "en"]
DocumentKind = Literal["resume", "portfolio", "cover_letter", "job_description", "other"]
Profile = Literal["default", "technical", "behavioral", "culture"]
# Who wrote a question: the model; the rule-based offline engine, chosen as the session's engine (no
# model configured); that engine standing in for a model that could not be reached; or a person, whose edit
# went through the same checks (PATCH /sessions/{id}/questions/{question_id}).
WrittenBy = Literal["model", "offline_engine", "offline_fallback", "human"]

APPLICANT_KINDS: tuple[str, ...] = ("resume", "portfolio", "cover_letter", "other")


class Document(BaseModel):
    document_id: str
    kind: DocumentKind = "resume"
    filename: str = ""
    text: str


class KitWarning(BaseModel):
    code: str
    node: str
    message: str


# A run's usage totals and its error, as a kit and a job's plan each carry them (under their own names).
class RunUsage(BaseModel):
    llm_calls: int = 0
    input_tokens: int = 0
    cached_input_tokens: int = 0
    output_tokens: int = 0
    reasoning_tokens: int = 0
    cost_usd: float = 0.0
    latency_ms: int = 0


class RunError(BaseModel):
    code: str
    message: str


def warning(code: str, node: str, message: str) -> dict:
    return KitWarning(code=code, node=node, message=message).model_dump()
