"""Use cases shared by the API, ingest and dead-letter handlers. No LangChain, no LangGraph: cold start matters."""

from __future__ import annotations

import re
import time

from aws_lambda_powertools import Logger

from functions.sessions.domain import (
    KIT_STATUSES,
    MAX_STORED_DOCUMENT_BYTES,
    ApiError,
    CreateSessionRequest,
    DocumentRef,
    FairnessAudit,
    FairnessAuditRequest,
    FairnessAuditView,
    RegenerateRequest,
    Reservation,
    SessionList,
    SessionRecord,
    SessionView,
    Settlement,
    UsageView,
    WorkMessage,
    document_key,
    new_session_id,
    now_iso,
    queue_unreachable,
)
from functions.sessions import audit
from functions.sessions.callback_url import validate_callback_url
from functions.sessions.document_checks import CheckedDocument, check_document, tenant_prefixes
from functions.sessions.incoming import IncomingObject
from functions.sessions.job_usecases import approved_plan
from functions.sessions.paging import MAX_LIST_LIMIT, page_token, token_key
from functions.sessions.services import Services, admit
from functions.sessions.ports import (DocumentMissing, PortError)
from graph.model.pricing import usage_totals
from graph.pipeline.plans.state import JobPlanRef

PROCESSING_FAILED = "PROCESSING_FAILED"
logger = Logger(child=True)


# --- create ----------------------------------------------------------------------------------------


def create_session(services: Services, tenant_id: str, request: CreateSessionRequest) -> SessionRecord:
    """The API's create: check the documents, admit the run, store the session and queue its first run."""
    session_id = new_session_id()
    check_callback_url(services, request.callback_url)
    documents = [check_document(services, tenant_id, session_id, document) for document in request.documents]
    job_plan = None
    if request.job_id:
        job_plan, job_description = tied_plan(services, tenant_id, session_id, request)
        documents.append(job_description)
    record = admit(services, tenant_id, lambda reservation: store_session(
        services, new_record(tenant_id, session_id, request, documents, reservation, "api").model_copy(
            update={"job_plan": job_plan}), documents))
    enqueue_or_fail(services, record)
    try:
        observed(services, record, [document.content for document in documents])
    except PortError as error:  # the session is queued: its creation is recorded when it is next read
        logger.warning("the audit could not be appended to", extra={"session_id": session_id, "error": str(error)})
    return record


def tied_plan(services: Services, tenant_id: str, session_id: str,
              request: CreateSessionRequest) -> tuple[dict, CheckedDocument]:
    """A session tied to a job: the job's approved plan (404 for a job not the tenant's, 409 unless approved)
    and its job description as the session's."""
    if any(document.kind == "job_description" for document in request.documents):
        raise ApiError(400, "INVALID_REQUEST", "documents: a session tied to a job_id uses the job's description; "
                                               "leave out the job_description document")
    job, plan, version = approved_plan(services, tenant_id, request.job_id)
    ref = DocumentRef(document_id="job_description", kind="job_description", filename=job.job_description_filename,
                      s3_key=document_key(tenant_id, session_id, "job_description", job.job_description_filename))
    return (JobPlanRef.of(job.job_id, version, plan).model_dump(),
            CheckedDocument(ref, job.job_description.encode("utf-8")))


def check_callback_url(services: Services, url: str | None) -> None:
    """The request's model let http to this machine through; only a local stack that allows it keeps it."""
    if url is None:
        return
    try:
        validate_callback_url(url, allow_insecure_loopback=services.allow_insecure_loopback_callbacks)
    except ValueError as error:
        raise ApiError(400, "INVALID_REQUEST", f"callback_url: {error}") from None


def new_record(tenant_id: str, session_id: str, request: CreateSessionRequest, documents: list[CheckedDocument],
               reservation: Reservation, source: str, source_key: str | None = None) -> SessionRecord:
    now = now_iso()
    return SessionRecord(
        tenant_id=tenant_id, session_id=session_id, target_job=request.target_job,
        difficulty_level=request.difficulty_level, language=request.language, prompt_profile=request.prompt_profile,
        interview_guidance=request.interview_guidance, documents=[document.ref for document in documents],
        callback_url=request.callback_url, reservation=reservation, created_at=now, updated_at=now, source=source,
        source_key=source_key)


def store_session(services: Services, record: SessionRecord, documents: list[CheckedDocument]) -> SessionRecord | None:
    """The inline documents, then the session; None when the session was stored before."""
    for document in documents:
        if document.content is not None:
            services.documents.put(document.ref.s3_key, document.content)
    return record if services.sessions.create(record) else None


def enqueue_or_fail(services: Services, record: SessionRecord) -> None:
    """Queue the run. When the queue cannot be reached the caller is told to retry, and the run ends
    failed (its reservation given back): no run waits in 'queued' for a message never sent."""
    try:
        services.queue.send(WorkMessage(tenant_id=record.tenant_id, session_id=record.session_id, run=record.run))
    except PortError:
        services.sessions.fail(record, "QUEUE_UNAVAILABLE", "the run could not be queued; send the request again",
                               record.settlement(0.0))
        raise queue_unreachable() from None


# --- ingest (S3 drops) -----------------------------------------------------------------------------


def requeue_if_stored(services: Services, tenant_id: str, session_id: str) -> bool:
    """For a repeated S3 event: whether its session is stored already. One still queued is queued again,
    as the delivery that stored it may have failed to send its message; a duplicate message is
    harmless (the worker's lease turns it away)."""
    record = services.sessions.get(tenant_id, session_id)
    if record is not None and record.status == "queued":
        services.queue.send(WorkMessage(tenant_id=tenant_id, session_id=session_id, run=record.run))
    return record is not None


def ingest_session(services: Services, incoming: IncomingObject, request: CreateSessionRequest) -> None:
    """An S3 drop's session: its document is the object itself (ingest has read it), its id comes from
    the object. A failure to queue raises, so that the event is delivered again and re-sends."""
    check_callback_url(services, request.callback_url)
    documents = [CheckedDocument(DocumentRef(document_id=d.document_id, kind=d.kind, filename=d.filename,
                                             s3_key=d.s3_key, version_id=incoming.version_id), None)
                 for d in request.documents]
    stored = admit(services, incoming.tenant_id, lambda reservation: store_session(
        services, new_record(incoming.tenant_id, incoming.session_id, request, documents, reservation, "s3",
                             source_key=incoming.key),
        documents))
    if stored is None:  # another delivery of the same event stored it first
        requeue_if_stored(services, incoming.tenant_id, incoming.session_id)
        return
    services.queue.send(WorkMessage(tenant_id=stored.tenant_id, session_id=stored.session_id, run=stored.run))


def record_ingest_failure(services: Services, incoming: IncomingObject, target_job: str, code: str,
                          message: str) -> None:
    """Bad input from an S3 drop is a failed session with the reason, not a message that retries forever."""
    now = now_iso()
    kind = incoming.kind(None)
    services.sessions.create(SessionRecord(
        tenant_id=incoming.tenant_id, session_id=incoming.session_id, status="failed", target_job=target_job[:200],
        documents=[DocumentRef(document_id=kind, kind=kind, filename=incoming.filename, s3_key=incoming.key,
                               version_id=incoming.version_id)],
        error={"code": code, "message": message}, created_at=now, updated_at=now, source="s3",
        source_key=incoming.key))


def give_up_ingest(services: Services, incoming: IncomingObject) -> None:
    """An S3 event the ingest queue gave up on. A session never stored is recorded failed; one stored
    and still queued is failed (its message may never have been sent). A running one is the worker's:
    the work queue's own dead-letter path covers it."""
    record = services.sessions.get(incoming.tenant_id, incoming.session_id)
    message = "the file could not be turned into a session on any delivery; upload it again"
    if record is None:
        record_ingest_failure(services, incoming, "", PROCESSING_FAILED, message)
    elif record.status == "queued":
        services.sessions.fail(record, PROCESSING_FAILED, message, record.settlement(0.0))


# --- read, regenerate, usage, delete ---------------------------------------------------------------


def get_session(services: Services, tenant_id: str, session_id: str) -> SessionRecord:
    record = services.sessions.get(tenant_id, session_id)
    if record is None:  # another tenant's session is as absent as one that never existed
        raise ApiError(404, "SESSION_NOT_FOUND", f"session {session_id} not found")
    return record


def session_view(record: SessionRecord) -> dict:
    return SessionView(
        session_id=record.session_id, status=record.status, version=record.version, created_at=record.created_at,
        updated_at=record.updated_at, progress=record.progress if record.status in ("queued", "running") else None,
        final_response=record.final_response, error=record.error).model_dump(exclude_none=True)


# --- the tenant's sessions, newest first ------------------------------------------------------------

# A listing key as the store writes it: "<created_at>#<session_id>" (SessionRecord.listing_key).
LISTING_KEY = re.compile(r"^[0-9][0-9T:.+\-]{9,39}#s_[0-9a-f]{24}$")


def list_sessions(services: Services, tenant_id: str, limit: int = 20, next_token: str | None = None,
                  status: str | None = None, source_key: str | None = None) -> dict:
    """One page of the tenant's sessions, newest first, in the `SessionList` shape (no source_key on an
    API session). The token only says where the last page ended: the tenant comes from the API key."""
    after = listing_key_of(next_token) if next_token else None
    page = services.sessions.list_sessions(tenant_id, min(max(limit, 1), MAX_LIST_LIMIT), after, status, source_key)
    token = page_token(page.after) if page.after else None
    return SessionList(items=page.items, next_token=token).model_dump(exclude_none=True) | {"next_token": token}


def listing_key_of(token: str) -> str:
    return token_key(token, LISTING_KEY.pattern)





def request_regeneration(services: Services, tenant_id: str, session_id: str,
                         request: RegenerateRequest) -> SessionRecord:
    record = changeable(get_session(services, tenant_id, session_id), "regenerate")
    if record.expiring(time.time()):
        raise ApiError(409, "SESSION_EXPIRING", f"session {session_id} reaches the end of its retention and what "
                                                "its runs kept is being removed; create a new session to regenerate")
    shipped = {q["question_id"] for q in (record.final_response or {}).get("questions", [])}
    unknown = [qid for qid in request.target_question_ids if qid not in shipped]
    if unknown:
        raise ApiError(400, "UNKNOWN_QUESTION", f"target_question_ids: {', '.join(unknown)} not in the kit")
    updated = admit(services, tenant_id, lambda reservation: services.sessions.request_run(
        tenant_id, session_id, request, reservation))
    if updated is None:
        raise ApiError(409, "RUN_ACTIVE", f"session {session_id} already has a run in progress, or its kit was "
                                          "approved meanwhile")
    enqueue_or_fail(services, updated)
    return updated


def request_fairness_audit(services: Services, tenant_id: str, session_id: str,
                           request: FairnessAuditRequest) -> FairnessAudit:
    """Queue a counterfactual audit of the session's documents: one kit per identity variant, so it is
    admitted as that many runs against the tenant's daily budget."""
    record = get_session(services, tenant_id, session_id)
    if record.status not in KIT_STATUSES:
        raise ApiError(409, "NO_KIT", f"session {session_id} is {record.status}; an audit needs a finished kit")
    updated = admit(services, tenant_id, lambda reservation: services.sessions.request_audit(
        tenant_id, session_id, FairnessAudit(variants=request.variants, reservation=reservation,
                                             requested_at=now_iso())), runs=request.variants)
    if updated is None:
        raise ApiError(409, "AUDIT_ACTIVE", f"session {session_id} has a fairness audit queued already")
    audit = updated.fairness_audit
    try:
        services.queue.send(WorkMessage(tenant_id=tenant_id, session_id=session_id, run=updated.run, action="audit"))
    except PortError:  # as a run's: no audit waits in 'queued' for a message never sent
        end_audit(services, tenant_id, session_id, audit, "QUEUE_UNAVAILABLE", 0.0, "the audit could not be queued")
        raise queue_unreachable() from None
    return audit


def end_audit(services: Services, tenant_id: str, session_id: str, audit: FairnessAudit, code: str | None,
              cost_usd: float, message: str = "", report: dict | None = None) -> bool:
    """The audit's end, once: its report (or, with a code, why it failed) and what it cost, settled."""
    ended = audit.model_copy(update={"status": "failed" if code else "completed", "cost_usd": cost_usd,
                                     "report": report, "error": {"code": code, "message": message} if code else None})
    settlement = Settlement(day=audit.reservation.day, released_usd=audit.reservation.usd, spent_usd=cost_usd)
    if services.sessions.finish_audit(tenant_id, session_id, ended, settlement):
        return True
    count_spend_of_erased(services, tenant_id, session_id, settlement)
    return False


def count_spend_of_erased(services: Services, tenant_id: str, session_id: str, settlement: Settlement) -> None:
    """A run or audit that could not end because its session was erased under it: DELETE gave back its
    reservation, so what it paid for is added to the tenant's day alone. (One that ended otherwise —
    given up on by the dead-letter consumer — was settled there.)"""
    if settlement.spent_usd > 0 and services.sessions.get(tenant_id, session_id) is None:
        services.sessions.add_spend(tenant_id, settlement.day, settlement.spent_usd)


def fairness_audit_view(services: Services, tenant_id: str, session_id: str) -> dict:
    audit = get_session(services, tenant_id, session_id).fairness_audit
    if audit is None:
        raise ApiError(404, "AUDIT_NOT_FOUND", f"session {session_id} has no fairness audit; POST one first")
    return FairnessAuditView(session_id=session_id, **audit.model_dump(exclude={"reservation"})).model_dump()


def usage_view(services: Services, tenant_id: str, session_id: str) -> dict:
    get_session(services, tenant_id, session_id)
    items = services.sessions.list_usage(tenant_id, session_id)
    return UsageView(session_id=session_id, items=items, totals=usage_totals(items)).model_dump()


def delete_session(services: Services, tenant_id: str, session_id: str) -> None:
    """Erase now the session, its usage and every version of each document it stored or referenced —
    exactly those keys, never a prefix. The worker erases the checkpoints once any run that was going
    has ended (`job.erase`). The reservation of a run or audit not ended is given back with the session
    item; what such a run still pays for is added to the tenant's day when it ends (`count_spend_of_erased`)."""
    record = observed(services, get_session(services, tenant_id, session_id))
    services.audit.append(tenant_id, audit.once(session_id, now_iso(), "erased", None, {
        "documents": len(record.documents), "kit_versions": record.version,
        "erased": ["documents", "session", "kit versions", "scorecards", "usage records",
                   "checkpoints (after 15 min)"]}))
    services.documents.delete_exactly([document.s3_key for document in record.documents
                                       if document.s3_key.startswith(tenant_prefixes(tenant_id))])
    services.sessions.delete(tenant_id, session_id)
    services.queue.send(WorkMessage(tenant_id=tenant_id, session_id=session_id, run=0, action="erase"),
                        delay_seconds=services.erase_delay_seconds)


# --- what may change a kit ----------------------------------------------------------------------------


def changeable(record: SessionRecord, action: str) -> SessionRecord:
    """A finished kit that no one has signed off: an approved version is locked (409 KIT_LOCKED)."""
    if record.approval is not None:
        approval = record.approval
        raise ApiError(409, "KIT_LOCKED", f"version {approval.version} was approved by {approval.approved_by} at "
                                          f"{approval.approved_at} and is locked; start a new draft from it "
                                          f"(POST /v1/sessions/{record.session_id}/drafts) to {action} it")
    if record.status not in KIT_STATUSES:
        code = "RUN_ACTIVE" if record.status in ("queued", "running") else "NO_KIT"
        raise ApiError(409, code, f"session {record.session_id} is {record.status}; {action} needs a finished kit")
    return record


# --- the audit record -----------------------------------------------------------------------------------


def observed(services: Services, record: SessionRecord, contents: list[bytes | None] | None = None) -> SessionRecord:
    """The session with everything that happened to it in the audit: its creation (with the documents'
    hashes) and each kit version not recorded yet — a run's, stored by the worker, which may not write
    the audit. Every API route that reads or changes a session comes through here, so no kit reaches
    anyone before its version is recorded. Appending twice stores once (each event has its key)."""
    if record.audited_version >= record.version:
        return record
    tenant_id, session_id = record.tenant_id, record.session_id
    if record.audited_version < 0:
        given = contents or [None] * len(record.documents)
        services.audit.append(tenant_id, audit.created(record, [
            data if data is not None else stored_content(services, ref.s3_key, ref.version_id)
            for ref, data in zip(record.documents, given, strict=True)]))
    usages: list[dict] | None = None
    for version in range(max(record.audited_version, 0) + 1, record.version + 1):
        stored = services.sessions.kit_version(tenant_id, session_id, version)
        if stored is None:  # a version stored before versions were kept apart
            continue
        if usages is None and stored.origin.kind == "run":
            usages = services.sessions.list_usage(tenant_id, session_id)
        services.audit.append(tenant_id, audit.kit_version(session_id, stored, usages or []))
    services.sessions.mark_audited(tenant_id, session_id, record.version)
    return record.model_copy(update={"audited_version": record.version})


def stored_content(services: Services, key: str, version_id: str | None = None) -> bytes | None:
    try:
        return services.documents.get(key, MAX_STORED_DOCUMENT_BYTES, version_id)
    except DocumentMissing:  # expired or erased: the audit says it could not be hashed
        return None
