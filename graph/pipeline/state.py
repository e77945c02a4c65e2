"""The graph state (input, output, working state) and the pydantic models of what flows through it.

State values are plain JSON (dicts and lists) so that any checkpointer stores them and a
regenerated kit can be compared byte for byte; the models validate them at the edges.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any, Literal, TypedDict

from pydantic import BaseModel, Field

from graph.pipeline.plans.state import PlanQuestion
from graph.vocabulary import Difficulty, KitWarning, Language, Profile, RunError, RunUsage, WrittenBy

PointType = Literal["strength", "weakness", "risk", "verification_point"]
Category = Literal[
    "technical_depth", "problem_solving", "impact_verification", "collaboration", "job_fit", "growth"
]
Verdict = Literal["APPROVED", "REJECTED"]
KitStatus = Literal["completed", "partial_completed", "failed"]

# --- what the LLM nodes return (structured output) -------------------------------------------
# Field order is the order a model writes them: the quote before the point, the evidence before the
# question, the ratings and reasons before the verdict, so it commits only after it has grounded.
# Every field is required (OpenAI's strict structured outputs need that); no field has a default.


class AnalysisPoint(BaseModel):
    type: PointType
    document_id: str
    quote: str = Field(description="exact quote from one line of the document that supports the point")
    text: str = Field(description="the point, one sentence")


class DocumentAnalysis(BaseModel):
    points: list[AnalysisPoint]


class BasisPoint(BaseModel):
    type: PointType
    text: str


class GenerationBasis(BaseModel):
    document_id: str
    evidence: str = Field(description="exact quote copied from one line of the document")
    analysis_point: BasisPoint
    reason: str


class CandidateQuestion(BaseModel):
    question_id: str
    category: Category
    generation_basis: GenerationBasis
    question: str
    intent: str


class QuestionBatch(BaseModel):
    questions: list[CandidateQuestion]
    shortfall_reason: str = Field(description="why fewer questions came back than were asked; empty otherwise")


class Rubric(BaseModel):
    strong: str = Field(description="what a strong answer to THIS question contains")
    adequate: str
    weak: str
    red_flags: list[str]


class ExpectedAnswer(BaseModel):
    question_id: str
    summary: str
    key_points: list[str]
    rubric: Rubric


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


RATING_CRITERIA = ("job_fit", "fairness", "non_duplication", "usability", "grounding", "follow_up_quality")
QUESTION_CRITERIA = RATING_CRITERIA[:-1]  # what the question itself is judged on; follow-ups apart


class ReviewRatings(BaseModel):
    """1 (poor) to 5 (excellent) per criterion of the HR review; the prompt anchors 1, 3 and 5."""

    job_fit: int
    fairness: int
    non_duplication: int
    usability: int
    grounding: int
    follow_up_quality: int


# What the reviewer says of one premise: a quote supports it, nothing in the documents does, or it is no claim
# about the applicant's past at all (a hypothetical, an option weighed, the hiring company's own stack).
PremiseStatus = Literal["supported", "unsupported", "not_a_claim"]


class Premise(BaseModel):
    """One thing a question, its expected answer or its follow-ups assert about the applicant's past, as the
    reviewer reads it. The model proposes; code verifies (graph.rules.citations): a quote counts only where code
    finds it, and the model can never approve what code cannot confirm."""

    premise: str = Field(description="what is asserted about the applicant's past, in the kit's own words, with "
                         "its figures, names, technologies and years exactly as the kit writes them")
    document_id: str = Field(description="supported: the id of the document the quote is copied from; else empty")
    quote: str = Field(description="supported: the words that support it, copied character for character from one "
                       "line of that document; else empty")
    framing: str = Field(description="not_a_claim: the words of the kit's own sentence that make it no claim "
                         "(copied exactly: 'if', '~다면', 'for example', '저희 팀은'); else empty")
    status: PremiseStatus


class Review(BaseModel):
    question_id: str
    premises: list[Premise]
    ratings: ReviewRatings
    reasons: list[str]
    verdict: Verdict


class ReviewBatch(BaseModel):
    reviews: list[Review]


# --- what the nodes keep in the state, per question (validated where a node reads it) ---------------
# The state holds these as JSON (`model_dump()`), so any checkpointer stores them without pickling a
# class; a node reads them back with `model_validate` and works on attributes, not on dict keys.

# Who reviewed it: the model, as an independent reviewer; or the offline engine's rule-based check, which
# runs the deterministic checks and invents no judgement (its kit shows no points).
ReviewedBy = Literal["model", "rule_based_check"]
# What wrote the kit as a whole, for its header.
KitEngine = Literal["model", "offline_engine", "model_with_offline_fallback"]


class WorkingQuestion(CandidateQuestion):
    """A question of the working set: the questioner's candidate, who wrote it and in which round."""

    written_by: WrittenBy = "model"
    generation: int = 0


class QuestionReview(BaseModel):
    """The review as the scorer reads it: the verdict follows the ratings (see `review.derived_review`)."""

    verdict: Verdict
    reasons: list[str]
    ratings: dict[str, int]
    follow_ups_only: bool = False  # the question passes; only its follow-ups need rework
    unavailable: bool = False  # no review could be made: fail-closed, nothing judged wrong with it
    reviewed_by: ReviewedBy = "model"
    premises: list[Premise] = []  # as the reviewer stated them; the scorer verifies them against the documents


class QuestionScore(BaseModel):
    total: int
    breakdown: dict[str, int]
    violations: list[str]  # the codes of the grounding checks the question broke
    violation_notes: list[str]  # the broken rule and its span: the retry's feedback


class CitedPremise(BaseModel):
    """A premise of the reviewer's that code verified: its quote stands in one line of the named applicant
    document and holds the premise's figures, names, technologies and years."""

    premise: str
    document_id: str
    quote: str
    clears: list[str] = Field([], description="the deterministic checks' flags this quote cleared, as 'CODE: span'")


class ScoredVersion(BaseModel):
    """One scored version of one slot; the final selector picks among them."""

    revision: int
    question: WorkingQuestion
    answer: dict[str, Any] | None  # ExpectedAnswer without its question_id
    follow_ups: list[FollowUp]
    review: QuestionReview
    score: QuestionScore
    premises: list[CitedPremise] = []  # the review's premises code verified, with the flags their quotes cleared
    premise_warnings: list[KitWarning] = []  # framing that cleared a flag; unsupported premises code could not confirm


class ReviewSummary(BaseModel):
    """What the scorer tells the router: which questions to rewrite and which only need new follow-ups."""

    approved: int = 0
    rejected: int = 0
    low_score_ids: list[str] = []
    follow_up_issue_ids: list[str] = []


# --- the interview kit: what the API and the CLI return -------------------------------------------


class KitFollowUp(BaseModel):
    follow_up_id: str
    question: str
    purpose: str


class KitReview(BaseModel):
    verdict: Verdict
    reasons: list[str]
    reviewed_by: ReviewedBy = Field("model", description="model: an independent review by the model; "
                                    "rule_based_check: the offline engine's deterministic checks, no review")


class KitScore(BaseModel):
    total: int
    breakdown: dict[str, int]


class SummaryPoint(BaseModel):
    text: str
    document_id: str
    quote: str


class CandidateSummary(BaseModel):
    """What an interviewer reads first: the analyst's points, each with the quote it rests on."""

    strengths: list[SummaryPoint] = []
    risks: list[SummaryPoint] = []  # weaknesses and risks
    to_verify: list[SummaryPoint] = []


class RequirementCoverage(BaseModel):
    """One requirement of the job description and the questions that probe it ([] = not covered)."""

    requirement_id: str
    text: str
    kind: Literal["duty", "required", "preferred"]
    question_ids: list[str]


class CompetencyCoverage(BaseModel):
    """A competency of the job's plan and the questions that probe it: its core questions, and the kit's
    evidence-cited probes ([] = no probe asks about it)."""

    competency_id: str
    name: str
    core_question_ids: list[str]
    question_ids: list[str]


class KitBasis(GenerationBasis):
    premises: list[CitedPremise] = Field([], description="what the question assumes of the applicant's past, each "
                                         "with the quote code found for it in the documents")


class KitQuestion(BaseModel):
    question_id: str
    order: int
    category: str
    question: str
    intent: str
    generation_basis: KitBasis
    competency_ids: list[str] = Field([], description="the competencies of the job's plan this probe probes "
                                      "(a kit tied to a plan; empty otherwise)")
    written_by: WrittenBy = "model"
    expected_answer: dict[str, Any] | None = None
    follow_ups: list[KitFollowUp] = []
    review: KitReview | None = None
    score: KitScore | None = Field(None, description="absent when no independent review rated the question "
                                   "(a rule-based check gives no points)")
    edited_by: str | None = None  # written_by human: who, when, and what the checks found in their text
    edited_at: str | None = None
    warnings: list[dict] = []


class KitUsage(RunUsage):
    pass


class KitError(RunError):
    pass


class InterviewKit(BaseModel):
    session_id: str
    version: int
    status: KitStatus
    engine: KitEngine = Field(description="what wrote the kit: the model; the rule-based offline engine (no "
                              "model); or the model with the offline engine standing in where it was down")
    models: list[str] = Field([], description="the language models whose answers the kit holds; empty for the "
                              "offline engine")
    target_job: str
    difficulty_level: Difficulty
    language: Language
    candidate_summary: CandidateSummary = CandidateSummary()
    # Per requirement of the job description (empty without one); per competency for a kit tied to a plan.
    job_coverage: list[RequirementCoverage] | list[CompetencyCoverage] = []
    job_id: str | None = Field(None, description="the job whose approved plan the kit is tied to")
    plan_version: int | None = Field(None, description="the version of that plan")
    core_questions: list[PlanQuestion] = Field([], description="the plan's core questions, byte for byte the same "
                                               "for every candidate of that plan version; asked before the probes")
    questions: list[KitQuestion]
    warnings: list[KitWarning] = []
    usage: KitUsage
    error: KitError | None = None
    # Which engine and model wrote each part, the prompts' and checks' versions, the reviews' ratings and
    # the checks' codes per question (graph/pipeline/provenance.py).
    provenance: dict | None = None
    # Added by the service: an AI draft until a person approves it; who approved it, when.
    oversight: dict | None = None


# --- the graph state (LangGraph: input, output and the internal working state) ----------------------

HumanAction = Literal["", "regenerate", "regenerate_follow_ups", "retry_questioner", "retry_driller"]


class InputState(TypedDict, total=False):
    """What a run is started with: a first pass, or a regenerate request on an existing thread."""

    documents: list[dict]  # Document dicts
    session_id: str
    target_job: str
    difficulty_level: Difficulty
    language: Language
    prompt_profile: Profile
    interview_guidance: str  # the tenant's own guidance, fenced as data in the prompts
    job_plan: dict  # JobPlanRef: the approved plan a kit is tied to (its core questions are the kit's own)
    target_question_ids: list[str]
    human_action: HumanAction
    additional_instruction: str


class OutputState(TypedDict, total=False):
    final_response: dict  # InterviewKit


def by_question(current: dict | None, update: dict) -> dict:
    """Reducer for per-question results that parallel branches write: each sets its own ids; None erases
    an id (a rewritten question's stale answer or review)."""
    merged = dict(current or {})
    for question_id, value in update.items():
        if value is None:
            merged.pop(question_id, None)
        else:
            merged[question_id] = value
    return merged


class AgentState(InputState, OutputState, total=False):
    # workflow
    fence_nonce: str  # the data fence's tag for this session (prompts.fence_nonce), kept for resumed runs
    candidate_context: dict
    document_analysis: dict  # DocumentAnalysis
    candidates: Annotated[dict[str, dict], by_question]  # the questioner branches' output, until selected
    questions: list[dict]  # the working set: WorkingQuestion
    answers: Annotated[dict[str, dict], by_question]  # question_id -> ExpectedAnswer without its id
    follow_ups: Annotated[dict[str, list[dict]], by_question]  # question_id -> [FollowUp]
    reviews: Annotated[dict[str, dict], by_question]  # question_id -> QuestionReview
    scores: Annotated[dict[str, dict], by_question]  # question_id -> QuestionScore
    review_summary: dict  # ReviewSummary
    scored_versions: list[dict]  # ScoredVersion: every scored version of every slot, for the final selector
    selected: list[dict]  # the ScoredVersions the selector kept, in kit order
    slot_floor: dict[str, int]  # lowest revision the selector may pick per slot (user regenerate)
    version: int
    generation: int
    # control (the limits themselves come from the runtime context)
    retry_count: int
    questioner_retry_count: int
    driller_retry_count: int
    retry_feedback: dict[str, str]  # question_id -> what to fix
    # appended to by every node (reducers); usage records accumulate over the thread's runs, and
    # each run starts its warnings afresh (build_state sends `Overwrite([])`)
    node_warnings: Annotated[list[dict], operator.add]
    llm_usages: Annotated[list[dict], operator.add]


class QuestionWork(TypedDict, total=False):
    """One question as a branch works on it, with what is known of it."""

    question: dict
    answer: dict | None
    follow_ups: list[dict]
    feedback: str  # the reviewer's word on the follow-ups being reworked
    rewrite_follow_ups: bool


class QuestionTask(TypedDict, total=False):
    """What one branch of a round (a LangGraph Send) works from: the session's shared inputs, its
    questions (one when the round fans out, all when it is batched), and its share of the session's
    remaining budget."""

    session_id: str
    fence_nonce: str
    documents: list[dict]
    target_job: str
    language: Language
    difficulty_level: Difficulty
    prompt_profile: Profile
    interview_guidance: str
    candidate_context: dict
    additional_instruction: str
    analysis: list[dict]  # the analyst's points, brief (the questioner: its share of them)
    # the questioner's branch
    question_ids: list[str]
    keep_evidence: list[str]
    keep_categories: list[str]
    avoid: dict[str, list[str]]
    feedback: dict[str, str]
    # the predictor's, driller's and reviewer's branches
    work: list[QuestionWork]
    others: list[dict]  # the kit's other questions, as text (the reviewer's duplication check)
    budget_usd: float
