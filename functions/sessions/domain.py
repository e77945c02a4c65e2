"""The service's domain: sessions, work messages and the requests of the HTTP API.
Imports no LangChain and no AWS; the ports the adapters implement are in `ports.py`."""

from __future__ import annotations

import base64
import binascii
import uuid
from datetime import datetime, timezone
from typing import Annotated, Literal

from pydantic import BaseModel, Field, StringConstraints, field_validator, model_validator

from graph.pipeline.state import Difficulty, DocumentKind, Language, Profile

SessionStatus = Literal["queued", "running", "completed", "partial_completed", "failed"]
KIT_STATUSES = ("completed", "partial_completed")

MAX_DOCUMENTS = 10
MAX_DOCUMENT_BYTES = 4 * 1024 * 1024  # inline; Lambda takes 6 MB per request, larger files go by S3
MAX_TEXT_CHARS = 100_000


def new_session_id() -> str:
    return f"s_{uuid.uuid4().hex[:24]}"


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def today() -> str:
    return datetime.now(timezone.utc).date().isoformat()


class ApiError(Exception):
    """An error the HTTP API answers with `{"error": {"code", "message"}}`."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


class ErrorDetail(BaseModel):
    code: str
    message: str


class ErrorBody(BaseModel):
    error: ErrorDetail


# --- requests of the HTTP API --------------------------------------------------------------------


class DocumentInput(BaseModel):
    document_id: str = Field(pattern=r"^[A-Za-z0-9_-]{1,40}$")
    kind: DocumentKind = "resume"
    filename: str = Field(min_length=1, max_length=200, pattern=r"^[^/\\]+$")
    # repr=False: a debug log of the request (Powertools logs route arguments) never shows a resume.
    text: str | None = Field(None, max_length=MAX_TEXT_CHARS, repr=False)
    content_base64: str | None = Field(None, max_length=MAX_DOCUMENT_BYTES * 4 // 3 + 4, repr=False)
    s3_key: str | None = Field(None, max_length=500)

    @model_validator(mode="after")
    def exactly_one_source(self) -> "DocumentInput":
        given = [name for name in ("text", "content_base64", "s3_key") if getattr(self, name)]
        if len(given) != 1:
            raise ValueError("give exactly one of text, content_base64, s3_key")
        return self

    def content(self) -> bytes | None:
        """The bytes given inline, or None for an s3_key reference."""
        if self.text is not None:
            return self.text.encode("utf-8")
        if self.content_base64 is not None:
            try:
                return base64.b64decode(self.content_base64, validate=True)
            except (binascii.Error, ValueError):
                raise ApiError(400, "INVALID_DOCUMENT", f"documents.{self.document_id}.content_base64 "
                                                       "is not valid base64") from None
        return None


class CreateSessionRequest(BaseModel):
    target_job: str = Field(min_length=1, max_length=200)
    difficulty_level: Difficulty = "medium"
    language: Language = "ko"
    prompt_profile: Profile = "default"
    # The tenant's own interview guidance (house style, competencies); fenced as data in the prompts.
    interview_guidance: str = Field("", max_length=2000, repr=False)
    documents: list[DocumentInput] = Field(min_length=1, max_length=MAX_DOCUMENTS)
    callback_url: str | None = Field(None, max_length=2000)

    @field_validator("documents")
    @classmethod
    def unique_ids(cls, documents: list[DocumentInput]) -> list[DocumentInput]:
        ids = [d.document_id for d in documents]
        if len(set(ids)) != len(ids):
            raise ValueError("document_id values must be unique")
        return documents

    @field_validator("callback_url")
    @classmethod
    def https_only(cls, url: str | None) -> str | None:
        from functions.sessions.callback_url import validate_callback_url

        return None if url is None else validate_callback_url(url)


QuestionId = Annotated[str, StringConstraints(pattern=r"^q[0-9]{1,3}$")]


class RegenerateRequest(BaseModel):
    target_question_ids: list[QuestionId] = Field(min_length=1, max_length=5)
    scope: Literal["questions", "follow_ups"] = "questions"
    additional_instruction: str = Field("", max_length=500, repr=False)


# --- sessions ------------------------------------------------------------------------------------


class DocumentRef(BaseModel):
    document_id: str
    kind: DocumentKind
    filename: str
    s3_key: str


class Progress(BaseModel):
    nodes_done: list[str] = []
    node_running: str | None = None


class SessionRecord(BaseModel):
    tenant_id: str
    session_id: str
    status: SessionStatus = "queued"
    version: int = 0  # the version of the kit stored; a run makes version + 1
    run: int = 1  # the run requested last (first pass 1, each regenerate + 1)
    target_job: str
    difficulty_level: Difficulty = "medium"
    language: Language = "ko"
    prompt_profile: Profile = "default"
    interview_guidance: str = ""
    documents: list[DocumentRef]
    callback_url: str | None = None
    regenerate: RegenerateRequest | None = None
    progress: Progress = Progress()
    final_response: dict | None = None
    error: dict | None = None
    usage_records_stored: int = 0
    created_at: str
    updated_at: str
    source: Literal["api", "s3"] = "api"


class WorkMessage(BaseModel):
    """What the work queue carries: which session, and which run of it."""

    tenant_id: str
    session_id: str
    run: int
    action: Literal["run", "erase"] = "run"  # erase: drop the session's checkpoints (DELETE)


def document_key(tenant_id: str, session_id: str, document_id: str, filename: str) -> str:
    return f"tenants/{tenant_id}/sessions/{session_id}/{document_id}/{filename}"


def session_prefix(tenant_id: str, session_id: str) -> str:
    return f"tenants/{tenant_id}/sessions/{session_id}/"
