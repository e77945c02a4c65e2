"""A job plan: the competencies a job needs and the core questions every candidate of it is asked, each
with an anchored rating scale; the plan graph's input, output and working state.

The plan is built once per job, from the job description (and the tenant's own competency framework when
given), and is the same for every candidate: that is what makes their interviews comparable.
"""

from __future__ import annotations

import operator
from typing import Annotated, Literal, TypedDict

from pydantic import BaseModel, ConfigDict, Field

from graph.vocabulary import KitWarning, Language, RunError, RunUsage

QuestionKind = Literal["behavioural", "situational"]
Verdict = Literal["APPROVED", "REJECTED"]
PlanStatus = Literal["completed", "partial_completed", "failed"]
PlanEngine = Literal["model", "offline_engine", "model_with_offline_fallback"]
ReviewedBy = Literal["model", "rule_based_check"]

MIN_CORE_QUESTIONS, MAX_CORE_QUESTIONS, DEFAULT_CORE_QUESTIONS = 2, 8, 4
MIN_COMPETENCIES, MAX_COMPETENCIES = 3, 8
PLAN_CRITERIA = ("job_fit", "fairness", "usability", "anchor_quality")

# --- what the LLM nodes return (structured output; every field required, in the order a model writes) --


class FrameworkCompetency(BaseModel):
    """One competency of the tenant's own framework, as the API and the CLI take it."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=80)
    definition: str = Field(min_length=1, max_length=500)


class Competency(BaseModel):
    competency_id: str = Field(description='"k1", "k2", …')
    jd_quotes: list[str] = Field(description="the job description's lines this competency comes from, each copied "
                                             "character for character from one line")
    name: str
    definition: str = Field(description="what the competency means for this job, one or two sentences")


class AnchoredScale(BaseModel):
    """What an answer rated 1, 3 and 5 sounds like; 2 and 4 lie between their neighbours."""

    score_1: str = Field(description="what a poor answer sounds like")
    score_3: str = Field(description="what an acceptable answer sounds like")
    score_5: str = Field(description="what an excellent answer sounds like")


class CoreQuestion(BaseModel):
    question_id: str = Field(description='"c1", "c2", …')
    competency_id: str
    kind: QuestionKind
    question: str = Field(description="asked of every candidate as written; never about a candidate's documents")
    intent: str
    scale: AnchoredScale
    follow_ups: list[str]


class PlanDraft(BaseModel):
    competencies: list[Competency]
    core_questions: list[CoreQuestion]


class PlanRatings(BaseModel):
    """1 (poor) to 5 (excellent); the reviewer's prompt anchors 1, 3 and 5."""

    job_fit: int
    fairness: int
    usability: int
    anchor_quality: int


class PlanQuestionReview(BaseModel):
    question_id: str
    ratings: PlanRatings
    reasons: list[str]
    verdict: Verdict


class PlanReviewBatch(BaseModel):
    reviews: list[PlanQuestionReview]


# --- the plan: what the API and the CLI return ---------------------------------------------------------


class PlanReview(BaseModel):
    verdict: Verdict
    reasons: list[str]
    ratings: dict[str, int] = {}
    reviewed_by: ReviewedBy = Field("model", description="model: an independent review by the model; "
                                    "rule_based_check: the offline engine's deterministic checks, no review")


class PlanQuestion(CoreQuestion):
    order: int
    review: PlanReview


class PlanUsage(RunUsage):
    pass


class PlanError(RunError):
    pass


class JobPlan(BaseModel):
    """A job's structured-interview plan: the same core questions, on the same anchored scales, for every
    candidate. Only approved core questions are in it (the reviewer and the checks are fail-closed)."""

    job_id: str
    title: str
    language: Language
    status: PlanStatus = Field(description="completed: every core question asked for passed the review and the "
                               "checks; partial_completed: fewer passed (at least 2); failed: no usable plan")
    engine: PlanEngine = Field(description="what wrote the plan: the model, or the rule-based offline engine")
    models: list[str] = []
    competencies: list[Competency] = []
    core_questions: list[PlanQuestion] = []
    warnings: list[KitWarning] = []
    usage: PlanUsage = PlanUsage()
    error: PlanError | None = None


class JobPlanRef(BaseModel):
    """What a kit tied to a plan carries of it: which job and version, its competencies and core questions."""

    job_id: str
    plan_version: int
    competencies: list[Competency]
    core_questions: list[PlanQuestion]

    @classmethod
    def of(cls, job_id: str, plan_version: int, plan: dict) -> "JobPlanRef":
        return cls(job_id=job_id, plan_version=plan_version, competencies=plan["competencies"],
                   core_questions=plan["core_questions"])


# --- the plan graph's state ------------------------------------------------------------------------------


class PlanInput(TypedDict, total=False):
    job_id: str
    title: str
    language: Language  # absent: the job description's language
    job_description: str
    framework: list[dict]  # FrameworkCompetency dicts, fenced as data
    core_question_count: int


class PlanOutput(TypedDict, total=False):
    plan: dict  # JobPlan
    llm_usages: list[dict]  # one UsageRecord per call: what the service stores and meters


class PlanState(PlanInput, PlanOutput, total=False):
    fence_nonce: str
    error: dict  # PlanError: the input cannot make a plan
    requirement_lines: list[str]  # the job description's requirement lines, as the writer may quote them
    competencies: list[dict]  # Competency: what the checks kept
    questions: dict[str, dict]  # question_id -> CoreQuestion, the latest version of each
    written_by: dict[str, str]  # question_id -> model | offline_engine | offline_fallback
    problems: dict[str, list[str]]  # question_id -> what the checks found (the rewrite's feedback)
    reviews: dict[str, dict]  # question_id -> PlanReview
    rewrite_ids: list[str]  # the questions the next writer call rewrites
    rounds: int
    node_warnings: Annotated[list[dict], operator.add]
    llm_usages: Annotated[list[dict], operator.add]  # type: ignore[misc]  (PlanOutput's, with its reducer)


def parse_framework(value: object) -> list[dict]:
    """The tenant's competency framework as the API or the CLI got it; ValueError naming the field."""
    if not isinstance(value, list) or len(value) > MAX_COMPETENCIES:
        raise ValueError(f"competencies: a list of at most {MAX_COMPETENCIES} {{name, definition}} objects")
    items = []
    for index, item in enumerate(value):
        try:
            items.append(FrameworkCompetency.model_validate(item).model_dump())
        except ValueError as error:
            first = error.errors()[0] if hasattr(error, "errors") else {}
            where = ".".join(str(part) for part in first.get("loc", ()))
            raise ValueError(f"competencies[{index}]{'.' + where if where else ''}: "
                             f"{first.get('msg', 'a {name, definition} object')}") from None
    return items
