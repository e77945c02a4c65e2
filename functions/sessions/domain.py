"""The service's domain: sessions, work messages and the requests of the HTTP API.
Imports no LangChain and no AWS; the ports the adapters implement are in `ports.py`."""

from __future__ import annotations

import base64
import binascii
import unicodedata
import uuid
from datetime import datetime, timezone
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    RootModel,
    StringConstraints,
    WithJsonSchema,
    field_validator,
    model_validator,
)

from functions.sessions.kits import Approval
from graph.extraction.text import MAX_TEXT_CHARS
from graph.model.pricing import UsageRecord
from graph.vocabulary import Difficulty, DocumentKind, Language, Profile

SessionStatus = Literal["queued", "running", "completed", "partial_completed", "failed"]
KIT_STATUSES = ("completed", "partial_completed")
# Retention: every item a session holds expires RetentionDays after it is written; the session itself
# RetentionDays plus this margin after its last write that can add items (create, a run's start, an edit, a
# scorecard), so that none outlives it: the margin covers an invocation that writes until its timeout and
# S3's lifecycle, which expires at the midnight (UTC) after the days are up.
EXPIRY_MARGIN_SECONDS = 2 * 86_400

MAX_DOCUMENTS = 10
MAX_DOCUMENT_BYTES = 4 * 1024 * 1024  # inline; Lambda takes 6 MB per request, larger files go by S3
# A document stored in S3 (a drop, an s3_key): its size is checked before it is read, so a 300 MB
# upload costs a HEAD, not a function's memory; parsing has its own, tighter limits.
MAX_STORED_DOCUMENT_BYTES = 20 * 1024 * 1024
MAX_S3_KEY_BYTES = 500
MAX_FILENAME_CHARS = 200
# Control and format characters (a right-to-left override can make "cv\u202egpj.md" read as "cvdm.jpg")
# and line breaks: invisible or misleading in a name, and a newline breaks log lines and HTTP headers.
HIDDEN_CHARACTER_CATEGORIES = ("Cc", "Cf", "Zl", "Zp")


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


def queue_unreachable() -> ApiError:
    """The answer when the work queue cannot be reached (the run it would have carried has ended failed)."""
    return ApiError(503, "QUEUE_UNAVAILABLE", "the work queue could not be reached; send the request again")


class ErrorDetail(BaseModel):
    code: str
    message: str


class ErrorBody(BaseModel):
    error: ErrorDetail


def error_body(code: str, message: str) -> dict:
    return {"error": {"code": code, "message": message}}


# --- requests of the HTTP API --------------------------------------------------------------------


def has_hidden_characters(text: str) -> bool:
    return any(unicodedata.category(char) in HIDDEN_CHARACTER_CATEGORIES for char in text)


class Request(BaseModel):
    """A request body: a field it does not define is refused by name, not ignored (`target_jobs`)."""

    model_config = ConfigDict(extra="forbid")


class DocumentInput(Request):
    document_id: str = Field(pattern=r"^[A-Za-z0-9_-]{1,40}$")
    kind: DocumentKind = Field("resume", description=(
        "What the document is, as the caller declares it; never guessed from the file name. "
        "Default: resume. The job description is `job_description`."))
    filename: str = Field(min_length=1, max_length=MAX_FILENAME_CHARS)
    # repr=False: a debug log of the request (Powertools logs route arguments) never shows a resume.
    text: str | None = Field(None, max_length=MAX_TEXT_CHARS, repr=False)
    content_base64: str | None = Field(None, max_length=MAX_DOCUMENT_BYTES * 4 // 3 + 4, repr=False)
    s3_key: str | None = Field(None, max_length=MAX_S3_KEY_BYTES, description=(
        "An object already stored under tenants/{tenant}/ or incoming/{tenant}/ in the documents bucket."))

    @field_validator("filename")
    @classmethod
    def plain_file_name(cls, name: str) -> str:
        if "/" in name or "\\" in name:
            raise ValueError("must be a file name, without / or \\")
        if name.startswith("."):
            raise ValueError("must not start with a dot")
        if has_hidden_characters(name):
            raise ValueError("must not contain control characters or line breaks")
        return name

    @field_validator("s3_key")
    @classmethod
    def one_object_key(cls, key: str | None) -> str | None:
        """A key that passes is its own normal form (posixpath.normpath leaves it as it is), so the
        tenant-prefix check sees exactly the key S3 is asked for."""
        if key is None:
            return None
        if len(key.encode("utf-8")) > MAX_S3_KEY_BYTES:
            raise ValueError(f"must be at most {MAX_S3_KEY_BYTES} bytes of UTF-8")
        if has_hidden_characters(key) or "\\" in key:
            raise ValueError("must not contain control characters, line breaks or backslashes")
        if key.startswith("/"):
            raise ValueError("must not start with /")
        segments = key.split("/")
        if "" in segments:
            raise ValueError("must name one object: no empty segment (//) and no trailing /")
        if {".", ".."} & set(segments):
            raise ValueError("must not contain . or .. segments")
        return key

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


class CreateSessionRequest(Request):
    target_job: str = Field(min_length=1, max_length=200)
    difficulty_level: Difficulty = "medium"
    language: Language | None = Field(None, description=(
        "The kit's language (ko or en). Omit it for a kit in the language of the applicant's documents "
        "(Korean when a fifth of their letters are Hangul, else English)."))
    prompt_profile: Profile = "default"
    # The tenant's own interview guidance (house style, competencies); fenced as data in the prompts.
    interview_guidance: str = Field("", max_length=2000, repr=False)
    documents: list[DocumentInput] = Field(min_length=1, max_length=MAX_DOCUMENTS)
    callback_url: str | None = Field(None, max_length=2000)
    job_id: str | None = Field(None, pattern=r"^j_[0-9a-f]{24}$", description=(
        "A job whose plan is approved (POST /v1/jobs): the kit carries its core questions, the same for every "
        "candidate, and its job description is the session's (leave out a job_description document)"))

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
        """https to a public host; http to this machine passes here only to be refused by the use case
        unless the process allows it (`Settings.allow_insecure_loopback_callbacks`, local stack only)."""
        from functions.sessions.callback_url import validate_callback_url

        return None if url is None else validate_callback_url(url, allow_insecure_loopback=True)


QuestionId = Annotated[str, StringConstraints(pattern=r"^q[0-9]{1,3}$")]


class RegenerateRequest(Request):
    target_question_ids: list[QuestionId] = Field(min_length=1, max_length=5)
    scope: Literal["questions", "follow_ups"] = "questions"
    additional_instruction: str = Field("", max_length=500, repr=False)


class FairnessAuditRequest(BaseModel):
    variants: int = Field(4, ge=2, le=8, description="identity variants to run, each a whole kit")


# --- sessions ------------------------------------------------------------------------------------


class DocumentRef(BaseModel):
    document_id: str
    kind: DocumentKind
    filename: str
    s3_key: str
    version_id: str | None = None  # an S3 drop's upload: the run reads that version, not a later one


def too_large(document: str, size: int) -> ApiError | None:
    """413 for a stored document over MAX_STORED_DOCUMENT_BYTES, named by `document`."""
    if size <= MAX_STORED_DOCUMENT_BYTES:
        return None
    return ApiError(413, "DOCUMENT_TOO_LARGE", f"{document} is {size / 1024 / 1024:.1f} MB; a stored document "
                                               f"may be at most {MAX_STORED_DOCUMENT_BYTES // 1024 // 1024} MB")


class Reservation(BaseModel):
    """What a run's admission took from its tenant's daily budget: the run's worst case, on that day."""

    day: str
    usd: float


class Settlement(BaseModel):
    """A run's end: give back its reservation and record what it spent, on the reservation's day."""

    day: str
    released_usd: float
    spent_usd: float


class Progress(BaseModel):
    nodes_done: list[str] = []
    node_running: str | None = None


class FairnessAudit(BaseModel):
    """A counterfactual audit of a session's documents (graph/pipeline/fairness.py): queued, then its
    report or the reason it failed. Its reservation is `variants` runs' worst case, settled at its end."""

    status: Literal["queued", "completed", "failed"] = "queued"
    variants: int
    reservation: Reservation
    requested_at: str
    cost_usd: float = 0.0
    report: dict | None = None
    error: dict | None = None


class SessionRecord(BaseModel):
    tenant_id: str
    session_id: str
    status: SessionStatus = "queued"
    version: int = 0  # the version of the kit stored; a run makes version + 1
    run: int = 1  # the run requested last (first pass 1, each regenerate + 1)
    target_job: str
    difficulty_level: Difficulty = "medium"
    language: Language | None = None  # None: the kit is in the documents' language
    prompt_profile: Profile = "default"
    interview_guidance: str = ""
    documents: list[DocumentRef]
    callback_url: str | None = None
    regenerate: RegenerateRequest | None = None
    progress: Progress = Progress()
    final_response: dict | None = None
    error: dict | None = None
    usage_records_stored: int = 0
    reservation: Reservation | None = None  # of the run requested last; settled when that run ends
    created_at: str
    updated_at: str
    source: Literal["api", "s3"] = "api"
    source_key: str | None = None  # an S3 drop's object key (incoming/{tenant}/…)
    fairness_audit: FairnessAudit | None = None  # the last one requested
    job_plan: dict | None = None  # JobPlanRef: the approved plan of the job the session is tied to
    approval: Approval | None = None  # the version signed off, while it is the latest (it is locked)
    approvals: list[Approval] = []  # every sign-off, kept when a new draft unlocks the kit
    # The audit holds the session's creation (0) and its kit versions up to this one; -1: not even its creation.
    audited_version: int = -1
    expires_at: int | None = None  # unix time the store removes the session (None: a store that never does)

    def expiring(self, now: float) -> bool:
        """Within the margin of its end: what its last run left (checkpoints) may be gone already."""
        return self.expires_at is not None and self.expires_at - EXPIRY_MARGIN_SECONDS <= now

    def listing_key(self) -> str:
        """Where the session sorts in its tenant's list: by creation, the id breaking ties."""
        return f"{self.created_at}#{self.session_id}"

    def settlement(self, spent_usd: float) -> Settlement:
        # A session stored before admission reserved anything has no reservation to give back.
        reservation = self.reservation or Reservation(day=today(), usd=0.0)
        return Settlement(day=reservation.day, released_usd=reservation.usd, spent_usd=spent_usd)

    def unsettled(self) -> list[Reservation]:
        """What the session holds of its tenant's days and has not settled: the reservation of a run queued
        or running, and that of a fairness audit queued. Erasing the session gives them back."""
        held = [self.reservation] if self.reservation and self.status in ("queued", "running") else []
        audit = self.fairness_audit
        return held + ([audit.reservation] if audit is not None and audit.status == "queued" else [])


class SessionSummary(BaseModel):
    """A session as `GET /sessions` lists it."""

    session_id: str
    status: SessionStatus
    version: int
    source: Literal["api", "s3"] = Field(description="api: POST /sessions; s3: a file dropped under incoming/")
    source_key: str | None = Field(None, description="The S3 object key an S3 drop's session came from")
    created_at: str
    updated_at: str


class SessionPage(BaseModel):
    """One page of a tenant's sessions, newest first; `after` is the listing key to continue after."""

    items: list[SessionSummary]
    after: str | None = None


class SessionList(BaseModel):
    """The answer of `GET /sessions`."""

    items: list[SessionSummary]
    next_token: str | None = Field(None, description=(
        "Pass it as next_token for the next page; null on the last page. A page may hold fewer than limit "
        "sessions (even none) when filters skip many: follow next_token until it is null."))


# --- answers of the HTTP API ----------------------------------------------------------------------

# The kit is the pipeline's model (graph/pipeline/state.py InterviewKit), which the API cannot import (it
# holds no LangGraph); its JSON schema, graph/pipeline/interview_kit.schema.json, is added to the OpenAPI
# document's components (functions/api/app.py), and these point there (inside allOf: pydantic would look
# a bare $ref up among its own definitions).
Kit = Annotated[dict, WithJsonSchema({"allOf": [{"$ref": "#/components/schemas/InterviewKit"}]})]
KitUsageTotals = Annotated[dict, WithJsonSchema({"allOf": [{"$ref": "#/components/schemas/KitUsage"}]})]


class SessionAccepted(BaseModel):
    """The answer of `POST /sessions`."""

    session_id: str
    status: SessionStatus


class RegenerationAccepted(SessionAccepted):
    """The answer of `POST /sessions/{id}/regenerate`: the version the new run starts from."""

    version: int


class SessionView(BaseModel):
    """The answer of `GET /sessions/{id}`."""

    session_id: str
    status: SessionStatus
    version: int = Field(description="The version of the kit stored (0 before the first kit)")
    created_at: str
    updated_at: str
    progress: Progress | None = Field(None, description="While queued or running: the nodes done and running")
    final_response: Kit | None = Field(None, description="The interview kit, once a run has stored one")
    error: ErrorDetail | None = Field(None, description="Why the session failed, or what degraded its kit")
    approvals: list[dict] = Field([], description="Every sign-off of the kit (actor, version, time)")


class KitAnswer(RootModel[Kit]):
    """A version of the kit, labelled: an AI draft until approved, then who approved it when."""


class ScorecardStored(BaseModel):
    """The answer of `POST /sessions/{id}/scorecards`."""

    session_id: str
    interviewer: str
    kit_version: int
    submitted_at: str


class ScorecardList(BaseModel):
    """The answer of `GET /sessions/{id}/scorecards`: every scorecard and the aggregate of the scored version
    (per question or competency: ratings, mean, spread, disagreement; what no one rated; the claims' outcomes)."""

    session_id: str
    items: list[dict]
    aggregate: dict | None


class AuditView(BaseModel):
    """The answer of `GET /sessions/{id}/audit`: the append-only record, without personal data."""

    session_id: str
    retention_days: int
    items: list[dict]


class FairnessAuditAccepted(BaseModel):
    """The answer of `POST /sessions/{id}/fairness-audit`: the audit is queued."""

    session_id: str
    status: Literal["queued", "completed", "failed"]
    variants: int


class FairnessAuditView(BaseModel):
    """The answer of `GET /sessions/{id}/fairness-audit`: the last audit, queued or with its report
    (graph/pipeline/fairness.py: the verdict and what differs between the identity variants)."""

    session_id: str
    status: Literal["queued", "completed", "failed"]
    variants: int
    requested_at: str
    cost_usd: float
    report: dict | None
    error: dict | None


class UsageView(BaseModel):
    """The answer of `GET /sessions/{id}/usage`: one record per LLM call, in call order, and their sums."""

    session_id: str
    items: list[UsageRecord]
    totals: KitUsageTotals


class WorkMessage(BaseModel):
    """What the work queue carries: which session (or job), and which run of it."""

    tenant_id: str
    session_id: str = ""
    job_id: str = ""  # action plan: the job whose plan the run builds
    run: int
    # erase: drop the checkpoints (DELETE); audit: fairness; plan: a job's plan
    action: Literal["run", "erase", "audit", "plan"] = "run"


def document_key(tenant_id: str, session_id: str, document_id: str, filename: str) -> str:
    return f"tenants/{tenant_id}/sessions/{session_id}/{document_id}/{filename}"
