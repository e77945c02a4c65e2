"""Jobs and their plans, as the service keeps them: a job's plan is built once, approved by a person, and
used for every candidate of it (a session with the job's id). Imports no LangChain and no AWS.

A job's plan has versions: a run of the plan graph makes the next one, an approval locks one. An approved
version never changes: regenerating makes a new version, and sessions keep using the approved one until
that new version is approved in its turn.
"""

from __future__ import annotations

import uuid
from typing import Annotated, Literal

from pydantic import BaseModel, Field, WithJsonSchema, model_validator

from functions.sessions.domain import (
    MAX_DOCUMENT_BYTES,
    MAX_FILENAME_CHARS,
    MAX_S3_KEY_BYTES,
    DocumentInput,
    Progress,
    Request,
    Reservation,
    Settlement,
    today,
)
from functions.sessions.kits import ActorId
from graph.pipeline.plans.state import (DEFAULT_CORE_QUESTIONS, MAX_CORE_QUESTIONS, MIN_CORE_QUESTIONS,
                                       FrameworkCompetency)
from graph.vocabulary import Language

JobStatus = Literal["queued", "running", "completed", "partial_completed", "failed"]
PLAN_STATUSES = ("completed", "partial_completed")
MAX_JOB_DESCRIPTION_CHARS = 50_000  # a long job description is a few pages; the plan's prompt carries it whole


def new_job_id() -> str:
    return f"j_{uuid.uuid4().hex[:24]}"


# --- requests ------------------------------------------------------------------------------------


class JobDescriptionInput(Request):
    """The job description: a file given inline (text or base64) or already stored under the tenant's prefix."""

    filename: str = Field(min_length=1, max_length=MAX_FILENAME_CHARS)
    text: str | None = Field(None, max_length=MAX_JOB_DESCRIPTION_CHARS)
    content_base64: str | None = Field(None, max_length=MAX_DOCUMENT_BYTES * 4 // 3 + 4)
    s3_key: str | None = Field(None, max_length=MAX_S3_KEY_BYTES)

    @model_validator(mode="after")
    def a_document(self) -> "JobDescriptionInput":
        """The session's document rules (file name, one source, a key of one object), applied as they are."""
        self.as_document()
        return self

    def as_document(self) -> DocumentInput:
        return DocumentInput(document_id="job_description", kind="job_description", filename=self.filename,
                             text=self.text, content_base64=self.content_base64, s3_key=self.s3_key)


class CreateJobRequest(Request):
    title: str = Field(min_length=1, max_length=200)
    language: Language | None = Field(None, description="The plan's language; omit it for the job description's")
    job_description: JobDescriptionInput
    competencies: list[FrameworkCompetency] = Field([], max_length=8, description=(
        "The tenant's own competency framework: the plan uses these where the job needs them"))
    core_question_count: int = Field(DEFAULT_CORE_QUESTIONS, ge=MIN_CORE_QUESTIONS, le=MAX_CORE_QUESTIONS)


class ApprovePlanRequest(Request):
    actor: ActorId
    version: int | None = Field(None, ge=1, description="the version signed off (default: the latest)")


# --- the job as stored ---------------------------------------------------------------------------


class PlanApproval(BaseModel):
    version: int
    approved_by: str
    approved_at: str


class JobRecord(BaseModel):
    tenant_id: str
    job_id: str
    title: str
    language: Language | None = None
    status: JobStatus = "queued"
    version: int = 0  # the plan version stored last; a run makes version + 1
    run: int = 1
    job_description: str = Field(repr=False)
    job_description_filename: str
    framework: list[dict] = []
    core_question_count: int = DEFAULT_CORE_QUESTIONS
    plan: dict | None = None  # the latest version's plan
    error: dict | None = None
    progress: Progress = Progress()
    reservation: Reservation | None = None
    approval: PlanApproval | None = None  # the version sessions use: the one approved last
    approvals: list[PlanApproval] = []
    usage_records_stored: int = 0
    created_at: str
    updated_at: str

    def listing_key(self) -> str:
        return f"{self.created_at}#{self.job_id}"

    def settlement(self, spent_usd: float) -> Settlement:
        reservation = self.reservation or Reservation(day=today(), usd=0.0)
        return Settlement(day=reservation.day, released_usd=reservation.usd, spent_usd=spent_usd)


# --- answers of the HTTP API ----------------------------------------------------------------------

# The plan is the pipeline's model (graph/pipeline/plans/state.py JobPlan); its JSON schema,
# graph/pipeline/plans/job_plan.schema.json, is among the OpenAPI document's components.
Plan = Annotated[dict, WithJsonSchema({"allOf": [{"$ref": "#/components/schemas/JobPlan"}]})]


class JobAccepted(BaseModel):
    """The answer of `POST /jobs` and `POST /jobs/{id}/regenerate`: the plan's run is queued."""

    job_id: str
    status: JobStatus
    version: int = Field(description="the plan version stored (0 before the first); the run makes the next")


class JobView(BaseModel):
    """The answer of `GET /jobs/{id}` and `POST /jobs/{id}/approve`."""

    job_id: str
    title: str
    status: JobStatus
    version: int = Field(description="the plan version stored last (0 before the first)")
    created_at: str
    updated_at: str
    progress: Progress | None = Field(None, description="While queued or running: the nodes done and running")
    plan: Plan | None = Field(None, description="The plan of `version` (or of the version asked for)")
    error: dict | None = None
    approved_version: int | None = Field(None, description="The version sessions with this job_id use")
    approved_by: str | None = None
    approved_at: str | None = None


class JobSummary(BaseModel):
    job_id: str
    title: str
    status: JobStatus
    version: int
    approved_version: int | None = None
    created_at: str
    updated_at: str


class JobPage(BaseModel):
    items: list[JobSummary]
    after: str | None = None


class JobList(BaseModel):
    """The answer of `GET /jobs`: newest first."""

    items: list[JobSummary]
    next_token: str | None = Field(None, description="Pass it as next_token for the next page; null on the last")


def job_view(record: JobRecord, plan: dict | None = None, version: int | None = None) -> dict:
    approval = record.approval
    return JobView(
        job_id=record.job_id, title=record.title, status=record.status, version=version or record.version,
        created_at=record.created_at, updated_at=record.updated_at,
        progress=record.progress if record.status in ("queued", "running") else None,
        plan=plan if plan is not None else record.plan, error=record.error,
        approved_version=approval.version if approval else None, approved_by=approval.approved_by if approval else None,
        approved_at=approval.approved_at if approval else None).model_dump(exclude_none=True)
