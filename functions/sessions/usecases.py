"""Use cases shared by the API and ingest handlers. No LangChain, no LangGraph: cold start matters."""

from __future__ import annotations

from dataclasses import dataclass

from functions.sessions.domain import (
    KIT_STATUSES,
    ApiError,
    CreateSessionRequest,
    DocumentRef,
    RegenerateRequest,
    SessionRecord,
    WorkMessage,
    document_key,
    new_session_id,
    now_iso,
    session_prefix,
    today,
)
from functions.sessions.ports import DocumentStore, SessionStore, WorkQueue
from graph.extraction.documents import DocumentError, extract_text
from graph.model.pricing import usage_totals


@dataclass
class Services:
    """The ports a handler works through; `functions/bootstrap.py` builds the real ones."""

    sessions: SessionStore
    documents: DocumentStore
    queue: WorkQueue
    tenant_daily_budget_usd: float = 50.0


def check_tenant_budget(services: Services, tenant_id: str) -> None:
    """Over today's ceiling a tenant gets 429 for new work, before anything is stored or paid for."""
    spent = services.sessions.spend(tenant_id, today())
    if spent >= services.tenant_daily_budget_usd:
        raise ApiError(429, "TENANT_BUDGET_EXCEEDED",
                       f"today's LLM spend (${spent:.2f}) reached the tenant's daily ceiling of "
                       f"${services.tenant_daily_budget_usd:.2f}; new sessions are accepted again tomorrow (UTC)")


def tenant_prefixes(tenant_id: str) -> tuple[str, ...]:
    """Where a tenant's documents may be referenced from by `s3_key`."""
    return (f"tenants/{tenant_id}/", f"incoming/{tenant_id}/")


def create_session(services: Services, tenant_id: str, request: CreateSessionRequest, *,
                   session_id: str | None = None, source: str = "api") -> SessionRecord:
    """Store the documents, record the session as queued and enqueue its first run."""
    check_tenant_budget(services, tenant_id)
    session_id = session_id or new_session_id()
    refs = []
    for document in request.documents:
        data = document.content()
        if data is None:
            if not document.s3_key.startswith(tenant_prefixes(tenant_id)):
                raise ApiError(403, "FORBIDDEN_DOCUMENT",
                               f"documents.{document.document_id}.s3_key is outside this tenant's prefix")
            key = document.s3_key
        else:
            _check_text(document.document_id, document.filename, data)
            key = document_key(tenant_id, session_id, document.document_id, document.filename)
            services.documents.put(key, data)
        refs.append(DocumentRef(document_id=document.document_id, kind=document.kind, filename=document.filename,
                                s3_key=key))
    now = now_iso()
    record = SessionRecord(
        tenant_id=tenant_id, session_id=session_id, target_job=request.target_job,
        difficulty_level=request.difficulty_level, language=request.language, prompt_profile=request.prompt_profile,
        interview_guidance=request.interview_guidance,
        documents=refs, callback_url=request.callback_url, created_at=now, updated_at=now, source=source,
    )
    if services.sessions.create(record):
        services.queue.send(WorkMessage(tenant_id=tenant_id, session_id=session_id, run=record.run))
    return record


def _check_text(document_id: str, filename: str, data: bytes) -> None:
    try:
        extract_text(filename, data)
    except DocumentError as error:
        raise ApiError(400, "INVALID_DOCUMENT", f"documents.{document_id}: {error.reason}") from None


def get_session(services: Services, tenant_id: str, session_id: str) -> SessionRecord:
    record = services.sessions.get(tenant_id, session_id)
    if record is None:  # another tenant's session is as absent as one that never existed
        raise ApiError(404, "SESSION_NOT_FOUND", f"session {session_id} not found")
    return record


def session_view(record: SessionRecord) -> dict:
    view = {"session_id": record.session_id, "status": record.status, "version": record.version,
            "created_at": record.created_at, "updated_at": record.updated_at}
    if record.status in ("queued", "running"):
        view["progress"] = record.progress.model_dump()
    if record.final_response is not None:
        view["final_response"] = record.final_response
    if record.error is not None:
        view["error"] = record.error
    return view


def request_regeneration(services: Services, tenant_id: str, session_id: str,
                         request: RegenerateRequest) -> SessionRecord:
    record = get_session(services, tenant_id, session_id)
    check_tenant_budget(services, tenant_id)
    if record.status not in KIT_STATUSES:
        code = "RUN_ACTIVE" if record.status in ("queued", "running") else "NO_KIT"
        raise ApiError(409, code, f"session {session_id} is {record.status}; regenerate needs a finished kit")
    shipped = {q["question_id"] for q in (record.final_response or {}).get("questions", [])}
    unknown = [qid for qid in request.target_question_ids if qid not in shipped]
    if unknown:
        raise ApiError(400, "UNKNOWN_QUESTION", f"target_question_ids: {', '.join(unknown)} not in the kit")
    updated = services.sessions.request_run(tenant_id, session_id, request)
    if updated is None:
        raise ApiError(409, "RUN_ACTIVE", f"session {session_id} already has a run in progress")
    services.queue.send(WorkMessage(tenant_id=tenant_id, session_id=session_id, run=updated.run))
    return updated


def usage_view(services: Services, tenant_id: str, session_id: str) -> dict:
    get_session(services, tenant_id, session_id)
    items = services.sessions.list_usage(tenant_id, session_id)
    return {"session_id": session_id, "items": items, "totals": usage_totals(items)}


def delete_session(services: Services, tenant_id: str, session_id: str) -> None:
    """Erase the session, its usage and its documents now; the worker erases its checkpoints."""
    record = get_session(services, tenant_id, session_id)
    for document in record.documents:
        if document.s3_key.startswith(tenant_prefixes(tenant_id)):
            services.documents.delete_prefix(document.s3_key)
    services.documents.delete_prefix(session_prefix(tenant_id, session_id))
    services.sessions.delete(tenant_id, session_id)
    services.queue.send(WorkMessage(tenant_id=tenant_id, session_id=session_id, run=0, action="erase"))
