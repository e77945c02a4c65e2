"""The API's use cases for jobs and their plans: create, read, list, approve, regenerate, delete; and the
approved plan a session with a job_id is tied to. No LangChain, no LangGraph (the API's cold start)."""

from __future__ import annotations

from functions.sessions.domain import MAX_STORED_DOCUMENT_BYTES, ApiError, WorkMessage, now_iso, queue_unreachable
from functions.sessions.jobs import (
    PLAN_STATUSES,
    ApprovePlanRequest,
    CreateJobRequest,
    JobList,
    JobRecord,
    PlanApproval,
    job_view,
    new_job_id,
)
from functions.sessions.ports import PortError
from functions.sessions.document_checks import check_document
from functions.sessions.paging import MAX_LIST_LIMIT, page_token, token_key
from functions.sessions.services import Services, admit
from graph.extraction.documents import DocumentError, extract_text

JOB_LISTING_KEY = r"^[0-9][0-9T:.+\-]{9,39}#j_[0-9a-f]{24}$"


def create_job(services: Services, tenant_id: str, request: CreateJobRequest) -> JobRecord:
    """Read the job description (inline, or an object under the tenant's prefix), admit the plan's run
    against the tenant's daily budget, store the job and queue the run."""
    job_id = new_job_id()
    document = request.job_description.as_document()
    data = document.content()
    if data is None:  # an object under the tenant's prefix, within the size a stored document may have
        data = services.documents.get(check_document(services, tenant_id, job_id, document).ref.s3_key,
                                      MAX_STORED_DOCUMENT_BYTES)
    try:
        text = extract_text(document.filename, data)
    except DocumentError as error:
        raise ApiError(400, "INVALID_DOCUMENT", f"job_description: {error.reason}") from None
    now = now_iso()

    def store(reservation) -> JobRecord | None:
        record = JobRecord(tenant_id=tenant_id, job_id=job_id, title=request.title, language=request.language,
                           job_description=text, job_description_filename=document.filename,
                           framework=[c.model_dump() for c in request.competencies],
                           core_question_count=request.core_question_count, reservation=reservation,
                           created_at=now, updated_at=now)
        return record if services.jobs.create(record) else None

    record = admit(services, tenant_id, store)
    enqueue_or_fail(services, record)
    return record


def enqueue_or_fail(services: Services, record: JobRecord) -> None:
    """As a session's run: no plan waits in 'queued' for a message never sent."""
    try:
        services.queue.send(WorkMessage(tenant_id=record.tenant_id, job_id=record.job_id, run=record.run,
                                        action="plan"))
    except PortError:
        services.jobs.fail(record, "QUEUE_UNAVAILABLE", "the plan's run could not be queued; send the request again",
                           record.settlement(0.0))
        raise queue_unreachable() from None


def get_job(services: Services, tenant_id: str, job_id: str) -> JobRecord:
    record = services.jobs.get(tenant_id, job_id)
    if record is None:  # another tenant's job is as absent as one that never existed
        raise ApiError(404, "JOB_NOT_FOUND", f"job {job_id} not found")
    return record


def plan_of(services: Services, record: JobRecord, version: int) -> dict | None:
    """Version `version` of the job's plan: the latest is in the job's item, earlier ones in their own."""
    if version == record.version:
        return record.plan
    return services.jobs.plan_version(record.tenant_id, record.job_id, version) if version < record.version else None


def view_job(services: Services, tenant_id: str, job_id: str, version: int | None = None) -> dict:
    record = get_job(services, tenant_id, job_id)
    if version is None or version == record.version:
        return job_view(record)
    plan = plan_of(services, record, version)
    if plan is None:
        raise ApiError(404, "PLAN_VERSION_NOT_FOUND", f"job {job_id} has no plan version {version}")
    return job_view(record, plan, version)


def list_jobs(services: Services, tenant_id: str, limit: int = 20, next_token: str | None = None) -> dict:
    after = token_key(next_token, JOB_LISTING_KEY) if next_token else None
    page = services.jobs.list_jobs(tenant_id, min(max(limit, 1), MAX_LIST_LIMIT), after)
    return JobList(items=page.items, next_token=page_token(page.after) if page.after else None).model_dump()


def approve_plan(services: Services, tenant_id: str, job_id: str, request: ApprovePlanRequest) -> dict:
    """Lock a version of the plan as the one every session of the job uses."""
    record = get_job(services, tenant_id, job_id)
    version = request.version or record.version
    plan = plan_of(services, record, version)
    if plan is None:
        code = "PLAN_NOT_READY" if record.version == 0 else "PLAN_VERSION_NOT_FOUND"
        raise ApiError(409 if code == "PLAN_NOT_READY" else 404, code,
                       f"job {job_id} has no plan version {version} (its plan is {record.status})")
    if plan.get("status") not in PLAN_STATUSES:
        raise ApiError(409, "PLAN_FAILED", f"plan version {version} failed ({(plan.get('error') or {}).get('code')}); "
                                           "regenerate it")
    updated = services.jobs.approve(tenant_id, job_id, PlanApproval(version=version, approved_by=request.actor,
                                                                    approved_at=now_iso()))
    if updated is None:
        raise ApiError(404, "JOB_NOT_FOUND", f"job {job_id} not found")
    return job_view(updated, plan, version)


def regenerate_plan(services: Services, tenant_id: str, job_id: str) -> JobRecord:
    """A new version of the plan; the approved one stays what sessions use until the new one is approved."""
    get_job(services, tenant_id, job_id)
    updated = admit(services, tenant_id, lambda reservation: services.jobs.request_run(tenant_id, job_id, reservation))
    if updated is None:
        raise ApiError(409, "RUN_ACTIVE", f"job {job_id} has a plan run in progress")
    enqueue_or_fail(services, updated)
    return updated


def delete_job(services: Services, tenant_id: str, job_id: str) -> None:
    """The job, its plan versions and usage. Kits already made from it keep their copy of its core questions."""
    get_job(services, tenant_id, job_id)
    services.jobs.delete(tenant_id, job_id)


def approved_plan(services: Services, tenant_id: str, job_id: str) -> tuple[JobRecord, dict, int]:
    """The job, its approved plan and that plan's version: what a session with this job_id is tied to."""
    record = get_job(services, tenant_id, job_id)
    if record.approval is None:
        raise ApiError(409, "PLAN_NOT_APPROVED", f"job {job_id}'s plan is not approved; approve a version "
                                                 f"(POST /v1/jobs/{job_id}/approve) before tying sessions to it")
    version = record.approval.version
    plan = plan_of(services, record, version)
    if plan is None:
        raise ApiError(409, "PLAN_NOT_APPROVED", f"job {job_id}'s approved plan version {version} is not stored")
    return record, plan, version
