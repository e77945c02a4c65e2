"""AgentState (seed 000 §4) and the pydantic models of what flows through it.

State values are plain JSON (dicts and lists) so that any checkpointer stores them and a
regenerated kit can be compared byte for byte; the models validate them at the edges.
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict

from pydantic import BaseModel, Field

Difficulty = Literal["easy", "medium", "hard"]
Language = Literal["ko", "en"]
DocumentKind = Literal["resume", "portfolio", "cover_letter", "job_description", "other"]
PointType = Literal["strength", "weakness", "risk", "verification_point"]
Category = Literal[
    "technical_depth", "problem_solving", "impact_verification", "collaboration", "job_fit", "growth"
]
Verdict = Literal["APPROVED", "REJECTED"]
KitStatus = Literal["completed", "partial_completed", "failed"]

APPLICANT_KINDS: tuple[str, ...] = ("resume", "portfolio", "cover_letter", "other")


class Document(BaseModel):
    document_id: str
    kind: DocumentKind = "resume"
    filename: str = ""
    text: str


# --- what the LLM nodes return (structured output) -------------------------------------------


class AnalysisPoint(BaseModel):
    type: PointType
    text: str = Field(description="the point, one sentence")
    document_id: str
    quote: str = Field(description="exact quote from the document that supports the point")


class DocumentAnalysis(BaseModel):
    points: list[AnalysisPoint]


class BasisPoint(BaseModel):
    type: PointType
    text: str


class GenerationBasis(BaseModel):
    document_id: str
    evidence: str = Field(description="exact quote copied from the document")
    analysis_point: BasisPoint
    reason: str


class CandidateQuestion(BaseModel):
    question_id: str
    category: Category
    question: str
    intent: str
    generation_basis: GenerationBasis


class QuestionBatch(BaseModel):
    questions: list[CandidateQuestion]


class ExpectedAnswer(BaseModel):
    question_id: str
    summary: str
    key_points: list[str]


class AnswerBatch(BaseModel):
    answers: list[ExpectedAnswer]


class FollowUp(BaseModel):
    follow_up_id: str
    question: str
    purpose: str


class FollowUpSet(BaseModel):
    question_id: str
    follow_ups: list[FollowUp]


class FollowUpBatch(BaseModel):
    items: list[FollowUpSet]


class ReviewRatings(BaseModel):
    """1 (poor) to 5 (excellent) per criterion of the HR review."""

    job_fit: int
    fairness: int
    non_duplication: int
    usability: int
    grounding: int


class Review(BaseModel):
    question_id: str
    verdict: Verdict
    reasons: list[str]
    ratings: ReviewRatings
    follow_up_issue: bool = Field(description="true when only the follow-up questions need rework")


class ReviewBatch(BaseModel):
    reviews: list[Review]


# --- the interview kit (DESIGN.md §3) ----------------------------------------------------------


class KitFollowUp(BaseModel):
    follow_up_id: str
    question: str
    purpose: str


class KitReview(BaseModel):
    verdict: Verdict
    reasons: list[str]


class KitScore(BaseModel):
    total: int
    breakdown: dict[str, int]


class KitQuestion(BaseModel):
    question_id: str
    order: int
    category: str
    question: str
    intent: str
    generation_basis: GenerationBasis
    expected_answer: dict[str, Any] | None = None
    follow_ups: list[KitFollowUp] = []
    review: KitReview | None = None
    score: KitScore | None = None


class Warning_(BaseModel):
    code: str
    node: str
    message: str


class KitUsage(BaseModel):
    llm_calls: int = 0
    input_tokens: int = 0
    cached_input_tokens: int = 0
    output_tokens: int = 0
    reasoning_tokens: int = 0
    cost_usd: float = 0.0
    latency_ms: int = 0


class KitError(BaseModel):
    code: str
    message: str


class InterviewKit(BaseModel):
    session_id: str
    version: int
    status: KitStatus
    target_job: str
    difficulty_level: Difficulty
    language: Language
    questions: list[KitQuestion]
    warnings: list[Warning_] = []
    usage: KitUsage
    error: KitError | None = None


# --- the graph state -----------------------------------------------------------------------------


class AgentState(TypedDict, total=False):
    # input
    documents: list[dict]  # Document dicts
    session_id: str
    target_job: str
    difficulty_level: Difficulty
    language: Language
    prompt_profile: str
    target_question_ids: list[str]
    human_action: str  # "" | "regenerate_questions" | "regenerate_follow_ups" | "auto_retry"
    additional_instruction: str
    # workflow
    candidate_context: dict
    document_analysis: dict  # DocumentAnalysis
    questions: list[dict]  # the working set: CandidateQuestion dicts with "generation"
    answers: dict[str, dict]  # question_id -> ExpectedAnswer
    follow_ups: dict[str, list[dict]]  # question_id -> [FollowUp]
    reviews: dict[str, dict]  # question_id -> Review
    scores: dict[str, dict]  # question_id -> {"total", "breakdown", "violations"}
    review_summary: dict
    scored_versions: list[dict]  # every scored version of every slot, for the final selector
    selected: list[dict]  # the records the selector kept, in kit order
    slot_floor: dict[str, int]  # lowest generation the selector may pick per slot (user regenerate)
    version: int
    generation: int
    # control
    retry_count: int
    max_retry_count: int
    questioner_retry_count: int
    driller_retry_count: int
    max_questioner_retry_count: int
    max_driller_retry_count: int
    retry_feedback: dict[str, str]  # question_id -> what to fix
    node_warnings: list[dict]
    # observability and output
    llm_usages: list[dict]
    final_response: dict


def warning(code: str, node: str, message: str) -> dict:
    return Warning_(code=code, node=node, message=message).model_dump()
