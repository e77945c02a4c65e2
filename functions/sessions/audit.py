"""The audit record: what happened to a session, without personal data, kept apart from it.

Each event holds ids, codes, hashes, counts, times and the ids of the people who acted — never a
document's text, a quote, a question, a note or a file name (a file name often is the candidate's name).
It outlives the session: DELETE erases the personal data and appends an `erased` event.
"""

from __future__ import annotations

import hashlib
import uuid
from typing import Literal

from pydantic import BaseModel

from functions.sessions.domain import SessionRecord
from functions.sessions.kits import Approval, StoredKit
from functions.sessions.scorecards import Scorecard

EventType = Literal["created", "kit_version", "edit_refused", "approved", "scorecard", "erased"]
# What an audit keeps of a usage record: the call, never its content (usage records hold none either).
NODE_RUN_FIELDS = ("node", "model", "attempt", "started_at", "latency_ms", "input_tokens", "cached_input_tokens",
                   "output_tokens", "cost_usd", "status", "error_type")


class AuditEvent(BaseModel):
    session_id: str
    at: str
    type: EventType
    key: str  # unique within the session; an event appended twice under one key is stored once
    actor: str | None = None
    detail: dict = {}


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def created(record: SessionRecord, contents: list[bytes | None]) -> AuditEvent:
    """The session as it was asked for: each document's kind, size and SHA-256 (None: no longer stored)."""
    documents = [{"index": index, "kind": ref.kind, "size_bytes": len(data) if data is not None else None,
                  "sha256": sha256(data) if data is not None else None}
                 for index, (ref, data) in enumerate(zip(record.documents, contents, strict=True))]
    return AuditEvent(session_id=record.session_id, at=record.created_at, type="created", key="created", detail={
        "source": record.source, "target_job": record.target_job, "difficulty_level": record.difficulty_level,
        "language": record.language, "prompt_profile": record.prompt_profile,
        "interview_guidance_sha256": sha256(record.interview_guidance.encode()) if record.interview_guidance else None,
        "documents": documents})


def kit_version(session_id: str, stored: StoredKit, usages: list[dict]) -> AuditEvent:
    """A version of the kit: who or what made it, with which engine, model, prompts and checks, what
    each node run cost, what the checks found and what the review said (codes and ratings, no text)."""
    kit, origin = stored.kit, stored.origin
    provenance = kit.get("provenance") or {}
    detail = {"version": stored.version, "origin": origin.kind, "status": kit.get("status"),
              "error_code": (kit.get("error") or {}).get("code"),
              "questions": [{"question_id": q["question_id"], "written_by": q.get("written_by"),
                             "verdict": (q.get("review") or {}).get("verdict"),
                             "score": (q.get("score") or {}).get("total")} for q in kit.get("questions", [])],
              "warnings": sorted({w["code"] for w in kit.get("warnings", [])})}
    if origin.kind == "run":
        detail |= {"run": origin.run, "engine": provenance.get("engine"), "models": provenance.get("models"),
                   "parts": provenance.get("parts"), "prompts_sha256": provenance.get("prompts_sha256"),
                   "checks_sha256": provenance.get("checks_sha256"), "reviews": provenance.get("reviews"),
                   "check_findings": provenance.get("check_findings"),
                   "node_runs": [{name: usage.get(name) for name in NODE_RUN_FIELDS}
                                 for usage in usages[origin.usage_from:origin.usage_to]]}
    else:
        detail |= {"from_version": origin.from_version, "question_id": origin.question_id, "fields": origin.fields,
                   "check_findings": origin.findings, "checks_sha256": origin.checks_sha256}
    return AuditEvent(session_id=session_id, at=origin.at, type="kit_version", key=f"version#{stored.version:05d}",
                      actor=origin.actor, detail=detail)


def once(session_id: str, at: str, type_: EventType, actor: str | None, detail: dict) -> AuditEvent:
    """An event that happens once when it happens (a refusal, an approval, a scorecard, the erasure)."""
    return AuditEvent(session_id=session_id, at=at, type=type_, key=f"{type_}#{uuid.uuid4().hex[:12]}", actor=actor,
                      detail=detail)


def approved(session_id: str, approval: Approval) -> AuditEvent:
    return once(session_id, approval.approved_at, "approved", approval.approved_by, {"version": approval.version})


def scorecard(session_id: str, card: Scorecard) -> AuditEvent:
    """The ratings and outcomes as numbers and codes; the interviewers' notes stay with the session."""
    return once(session_id, card.submitted_at, "scorecard", card.interviewer, {
        "kit_version": card.kit_version, "recommendation": card.recommendation,
        "ratings": [{"target": r.target(), "rating": r.rating} for r in card.ratings],
        "claims": [{"item": c.item, "outcome": c.outcome} for c in card.claims]})


def findings_of(violations) -> list[dict]:
    """A check's findings as the audit keeps them: the code and the field, never the span."""
    return [{"question_id": v.question_id, "code": v.code, "field": v.field} for v in violations]
