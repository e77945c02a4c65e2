"""Human oversight of a kit, as use cases: read a version, edit a question (through the same checks a
model's question goes through), approve and lock a version, start a new draft from it, submit and read
scorecards, read the audit. No LangChain: the API runs these."""

from __future__ import annotations

from functions.sessions import audit
from functions.sessions.domain import MAX_STORED_DOCUMENT_BYTES, ApiError, SessionRecord, now_iso
from functions.sessions.kits import (
    Approval,
    ApproveRequest,
    EditQuestionRequest,
    KitOrigin,
    NewDraftRequest,
    edited_fields,
    edited_question,
    labelled,
    with_question,
)
from functions.sessions.ports import DocumentMissing
from functions.sessions.scorecards import Scorecard, ScorecardRequest, aggregate, check_scorecard
from functions.sessions.services import Services
from functions.sessions.usecases import changeable, get_session, observed, session_view
from graph.extraction.documents import DocumentError, extract_text
from graph.pipeline.provenance import checks_sha256
from graph.vocabulary import Document

# Findings that refuse an edit outright: a question may never touch a protected attribute, and a person's
# text may never address the model. Any other finding is kept on the question as a warning.
REFUSING_CODES = ("PROTECTED_ATTRIBUTE", "PROMPT_INJECTION")


def read_session(services: Services, tenant_id: str, session_id: str) -> SessionRecord:
    return observed(services, get_session(services, tenant_id, session_id))


# --- reading a version ----------------------------------------------------------------------------------


def kit(services: Services, tenant_id: str, session_id: str, version: int | None = None) -> dict:
    """The kit (the latest version, or `version`), labelled: an AI draft until approved, who approved it."""
    record = read_session(services, tenant_id, session_id)
    if record.final_response is None:
        raise ApiError(409, "NO_KIT", f"session {session_id} is {record.status}; it has no kit yet")
    if version is None or version == record.version:
        return labelled(record.final_response, record.approvals)
    stored = services.sessions.kit_version(tenant_id, session_id, version)
    if stored is None:
        raise ApiError(404, "VERSION_NOT_FOUND", f"version: session {session_id} has versions 1 to {record.version}")
    return labelled(stored.kit, record.approvals)


def session(services: Services, tenant_id: str, session_id: str, version: int | None = None) -> dict:
    """`GET /sessions/{id}`: the session, its kit labelled (an earlier version with `version`)."""
    record = read_session(services, tenant_id, session_id)
    view = session_view(record)
    if record.final_response is not None:
        view["final_response"] = kit(services, tenant_id, session_id, version)
        view["approvals"] = [approval.model_dump() for approval in record.approvals]
    elif version is not None:
        raise ApiError(404, "VERSION_NOT_FOUND", f"version: session {session_id} has no kit yet")
    return view


# --- HR edits a question -----------------------------------------------------------------------------


def edit_question(services: Services, tenant_id: str, session_id: str, question_id: str,
                  request: EditQuestionRequest) -> dict:
    """A new version with the question as the person wrote it, after the checks: a protected attribute or
    an instruction to the model refuses the edit (422, nothing stored); other findings become warnings."""
    record = changeable(read_session(services, tenant_id, session_id), "edit")
    current = record.final_response
    question = next((q for q in current["questions"] if q["question_id"] == question_id), None)
    if question is None:
        raise ApiError(404, "QUESTION_NOT_FOUND", f"question {question_id} is not in version {record.version} of "
                                                  "the kit")
    edited = edited_question(question, request)
    findings = edit_findings(edited, session_documents(services, record))
    now = now_iso()
    refused = [finding for finding in findings if finding.code in REFUSING_CODES]
    if refused:
        services.audit.append(tenant_id, audit.once(session_id, now, "edit_refused", request.actor, {
            "version": record.version, "question_id": question_id, "check_findings": audit.findings_of(refused)}))
        raise ApiError(422, refused[0].code, "; ".join(f"{f.field}: {f.code}, {f.message}" for f in refused)
                       + "; the edit was not stored")
    # The model's review and score judged the model's text, not this one: they no longer apply.
    edited = {key: value for key, value in edited.items() if key not in ("review", "score")} | {
        "written_by": "human", "edited_by": request.actor, "edited_at": now,
        "warnings": [{"code": f.code, "field": f.field, "message": f.message} for f in findings]}
    version = record.version + 1
    origin = KitOrigin(kind="edit", at=now, actor=request.actor, from_version=record.version, question_id=question_id,
                       fields=request.changed_fields(), findings=audit.findings_of(findings),
                       checks_sha256=checks_sha256())
    stored = services.sessions.add_version(record, with_question(current, edited, version), origin)
    if stored is None:
        raise changed_meanwhile(record)
    observed(services, stored)  # the version is in the audit before anyone sees it
    return labelled(stored.final_response, stored.approvals)


def edit_findings(question: dict, documents: list[Document]) -> list:
    """The checks a model's question goes through, and one a model's text never needs: a person's
    words addressed to the model. Imported here, on the first edit: the API's cold start does without."""
    from graph.rules import Violation, check_question, is_injected_line

    findings = check_question(question, documents, question.get("follow_ups"), question.get("expected_answer"))
    findings += [Violation(code="PROMPT_INJECTION", question_id=question["question_id"], field=field, span=text[:80],
                           message="addresses the language model; a kit's text is for the interviewer")
                 for field, text in edited_fields(question) if is_injected_line(text)]
    return findings


def session_documents(services: Services, record: SessionRecord) -> list[Document]:
    """The session's documents as text, for the checks. Fail closed: an edit that cannot be checked
    against them is not stored."""
    documents = []
    for ref in record.documents:
        try:
            text = extract_text(ref.filename, services.documents.get(ref.s3_key, MAX_STORED_DOCUMENT_BYTES,
                                                                     ref.version_id))
        except (DocumentMissing, DocumentError):
            raise ApiError(409, "DOCUMENTS_UNAVAILABLE", f"documents.{ref.document_id} is no longer stored or has no "
                                                         "text; an edit cannot be checked against it") from None
        documents.append(Document(document_id=ref.document_id, kind=ref.kind, filename=ref.filename, text=text))
    return documents


def changed_meanwhile(record: SessionRecord) -> ApiError:
    return ApiError(409, "KIT_CHANGED", f"the kit changed after version {record.version} was read (an edit, a run or "
                                        "an approval); read it again")


# --- sign-off ------------------------------------------------------------------------------------------


def approve(services: Services, tenant_id: str, session_id: str, request: ApproveRequest) -> dict:
    """Lock the latest version. Of two approvals at once one wins; the other gets 409 (a conditional write)."""
    record = changeable(read_session(services, tenant_id, session_id), "approve")
    if request.version != record.version:
        raise ApiError(409, "VERSION_CONFLICT", f"version: {request.version} is not the latest version "
                                                f"({record.version}); approve the version you read")
    approval = Approval(version=record.version, approved_by=request.actor, approved_at=now_iso())
    stored = services.sessions.approve(tenant_id, session_id, approval)
    if stored is None:
        changeable(get_session(services, tenant_id, session_id), "approve")  # KIT_LOCKED when another approval won
        raise changed_meanwhile(record)
    services.audit.append(tenant_id, audit.approved(session_id, approval))
    return labelled(stored.final_response, stored.approvals)


def start_draft(services: Services, tenant_id: str, session_id: str, request: NewDraftRequest) -> dict:
    """A new, unlocked version copied from the approved one: the approval stays in the audit and on the
    version it signed (`?version=N`), the scorecards given on it stay with it."""
    record = read_session(services, tenant_id, session_id)
    if record.approval is None:
        raise ApiError(409, "NOT_APPROVED", f"version {record.version} is a draft already: edit it, or approve it")
    version = record.version + 1
    origin = KitOrigin(kind="draft", at=now_iso(), actor=request.actor, from_version=record.version)
    stored = services.sessions.add_version(record, {**record.final_response, "version": version}, origin)
    if stored is None:
        raise changed_meanwhile(record)
    observed(services, stored)  # the version is in the audit before anyone sees it
    return labelled(stored.final_response, stored.approvals)


# --- scorecards ------------------------------------------------------------------------------------------


def submit_scorecard(services: Services, tenant_id: str, session_id: str, request: ScorecardRequest) -> dict:
    record = read_session(services, tenant_id, session_id)
    if record.approval is None:
        raise ApiError(409, "KIT_NOT_APPROVED", f"session {session_id}'s kit is not approved; interviewers score "
                                                "an approved kit (POST /v1/sessions/{id}/approve)")
    check_scorecard(request, record.final_response)
    card = Scorecard(**request.model_dump(), kit_version=record.approval.version, submitted_at=now_iso())
    if not services.sessions.add_scorecard(tenant_id, session_id, card):
        raise ApiError(409, "SCORECARD_EXISTS", f"interviewer: {request.interviewer} has submitted a scorecard on "
                                                f"version {card.kit_version}; a scorecard is never overwritten")
    services.audit.append(tenant_id, audit.scorecard(session_id, card))
    return {"session_id": session_id, "interviewer": card.interviewer, "kit_version": card.kit_version,
            "submitted_at": card.submitted_at}


def scorecards(services: Services, tenant_id: str, session_id: str) -> dict:
    """Every scorecard, and the aggregate over those on the approved version (else the last one scored)."""
    record = read_session(services, tenant_id, session_id)
    cards = services.sessions.scorecards(tenant_id, session_id)
    version = record.approval.version if record.approval else max((c.kit_version for c in cards), default=None)
    summary = None
    if version is not None:
        stored = services.sessions.kit_version(tenant_id, session_id, version)
        scored = stored.kit if stored else record.final_response
        summary = {"kit_version": version, **aggregate([c for c in cards if c.kit_version == version], scored)}
    return {"session_id": session_id, "items": [card.model_dump() for card in cards], "aggregate": summary}


# --- the audit -----------------------------------------------------------------------------------------------


def audit_record(services: Services, tenant_id: str, session_id: str) -> dict:
    """The session's audit events; still there after DELETE, until the audit's own retention ends."""
    record = services.sessions.get(tenant_id, session_id)
    if record is not None:
        observed(services, record)
    events = services.audit.events(tenant_id, session_id)
    if not events:
        raise ApiError(404, "SESSION_NOT_FOUND", f"session {session_id} not found")
    return {"session_id": session_id, "retention_days": services.audit_retention_days,
            "items": [event.model_dump(exclude={"session_id"}) for event in events]}
