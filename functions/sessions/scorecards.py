"""Interviewers' scorecards on an approved kit and what they add up to. People score; no model does:
the aggregate is arithmetic over what the interviewers wrote."""

from __future__ import annotations

from statistics import mean
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from functions.sessions.domain import ApiError
from functions.sessions.kits import ActorId

Recommendation = Literal["strong_no", "no", "yes", "strong_yes", "no_decision"]
ClaimOutcome = Literal["confirmed", "contradicted", "unverified"]
DISAGREEMENT_SPREAD = 2  # ratings this far apart on one item: the panel should talk before deciding
MAX_NOTE_CHARS = 2000


class Rating(BaseModel):
    question_id: str | None = Field(None, max_length=20)
    competency_id: str | None = Field(None, max_length=100)
    rating: int | None = Field(None, ge=1, le=5, description="1 (poor) to 5 (excellent) on the kit's rubric; "
                                                             "null: not rated")
    note: str = Field("", max_length=MAX_NOTE_CHARS, repr=False)

    @model_validator(mode="after")
    def one_target(self) -> "Rating":
        if (self.question_id is None) == (self.competency_id is None):
            raise ValueError("give exactly one of question_id, competency_id")
        return self

    def target(self) -> str:
        return self.question_id or f"competency:{self.competency_id}"


class Claim(BaseModel):
    item: str = Field(pattern=r"^c[0-9]{1,3}$", description="a 'to verify' point of the candidate summary: c1, c2 …")
    outcome: ClaimOutcome
    note: str = Field("", max_length=MAX_NOTE_CHARS, repr=False)


class ScorecardRequest(BaseModel):
    interviewer: ActorId
    ratings: list[Rating] = Field(max_length=50)
    claims: list[Claim] = Field([], max_length=50)
    recommendation: Recommendation


class Scorecard(ScorecardRequest):
    kit_version: int
    submitted_at: str


def claim_ids(kit: dict) -> list[str]:
    """The ids a scorecard gives the candidate summary's 'to verify' points: c1, c2 … in the kit's order."""
    return [f"c{index}" for index, _ in enumerate((kit.get("candidate_summary") or {}).get("to_verify", []), 1)]


def plan_competency_ids(kit: dict) -> set[str]:
    """The competencies of the job plan the kit was made for, when it has one (job plans, issue 25)."""
    plan = kit.get("plan") or kit.get("job_plan") or {}
    return {c.get("competency_id") for c in plan.get("competencies", []) if isinstance(c, dict)} - {None}


def check_scorecard(request: ScorecardRequest, kit: dict) -> None:
    """Every rating names a question or competency of the approved kit, every claim a point to verify."""
    questions = {q["question_id"] for q in kit.get("questions", [])}
    competencies = plan_competency_ids(kit)
    seen: set[str] = set()
    for index, rating in enumerate(request.ratings):
        if rating.question_id is not None and rating.question_id not in questions:
            raise ApiError(400, "UNKNOWN_QUESTION", f"ratings.{index}.question_id: {rating.question_id} is not a "
                                                    f"question of the approved kit ({', '.join(sorted(questions))})")
        if rating.competency_id is not None and rating.competency_id not in competencies:
            raise ApiError(400, "UNKNOWN_COMPETENCY", f"ratings.{index}.competency_id: {rating.competency_id} is not "
                                                      "a competency of the kit's job plan")
        if rating.target() in seen:
            raise ApiError(400, "INVALID_REQUEST", f"ratings.{index}: {rating.target()} is rated twice")
        seen.add(rating.target())
    claims = claim_ids(kit)
    for index, claim in enumerate(request.claims):
        if claim.item not in claims:
            raise ApiError(400, "UNKNOWN_CLAIM", f"claims.{index}.item: {claim.item} is not a point to verify "
                                                 f"({', '.join(claims) or 'the kit has none'})")


def aggregate(scorecards: list[Scorecard], kit: dict) -> dict:
    """Per question (and competency) the ratings, their mean and spread and whether the panel disagrees;
    what no one rated; per point to verify its outcomes; the recommendations."""
    targets = [q["question_id"] for q in kit.get("questions", [])]
    targets += sorted({r.target() for card in scorecards for r in card.ratings if r.competency_id} - set(targets))
    items = []
    for target in targets:
        given = [(card.interviewer, r.rating) for card in scorecards for r in card.ratings
                 if r.target() == target and r.rating is not None]
        values = [value for _, value in given]
        spread = max(values) - min(values) if values else None
        items.append({"target": target, "ratings": [{"interviewer": who, "rating": value} for who, value in given],
                      "mean": round(mean(values), 2) if values else None, "spread": spread,
                      "disagreement": spread is not None and spread >= DISAGREEMENT_SPREAD})
    points = (kit.get("candidate_summary") or {}).get("to_verify", [])
    claims = [{"item": item, "text": point.get("text", ""),
               "outcomes": [{"interviewer": card.interviewer, "outcome": c.outcome}
                            for card in scorecards for c in card.claims if c.item == item]}
              for item, point in zip(claim_ids(kit), points, strict=True)]
    recommendations: dict[str, int] = {}
    for card in scorecards:
        recommendations[card.recommendation] = recommendations.get(card.recommendation, 0) + 1
    return {"items": items, "unrated": [item["target"] for item in items if item["mean"] is None],
            "claims": claims, "recommendations": recommendations, "scorecards": len(scorecards)}
