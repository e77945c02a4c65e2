"""The ports: small interfaces the use cases work through, and the errors they may raise.

`infra/` implements them on AWS (and turns every botocore error into one of these errors);
`tests/fakes.py` implements them in memory. The use cases never see an AWS exception.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from functions.sessions.audit import AuditEvent
from functions.sessions.domain import (
    FairnessAudit,
    Progress,
    RegenerateRequest,
    Reservation,
    SessionPage,
    SessionRecord,
    Settlement,
    WorkMessage,
)
from functions.sessions.jobs import JobPage, JobRecord, PlanApproval
from functions.sessions.kits import Approval, KitOrigin, StoredKit
from functions.sessions.scorecards import Scorecard


class PortError(Exception):
    """A store or queue could not do what was asked."""


class DocumentMissing(PortError):
    """The document is not stored (deleted, expired, or never there): retrying will not help."""


class Throttled(PortError):
    """A passing fault (throttling, a slow or unreachable service): the same call may succeed later."""


class StoreLimitExceeded(PortError):
    """What was to be stored is over the store's limit (the message names it): retrying will not help."""


class SessionStore(Protocol):
    def create(self, record: SessionRecord) -> bool: ...  # False when it already exists
    def get(self, tenant_id: str, session_id: str) -> SessionRecord | None: ...
    # The tenant's sessions, newest first: at most `limit`, each listed before `after` (a listing key,
    # SessionRecord.listing_key), with this status and source key when given. The page's `after` is
    # where the next page starts, None after the last; a page may hold fewer than `limit` when filters
    # skip many sessions (a read examines a bounded number of them).
    def list_sessions(self, tenant_id: str, limit: int, after: str | None = None, status: str | None = None,
                      source_key: str | None = None) -> SessionPage: ...
    def request_run(self, tenant_id: str, session_id: str, regenerate: RegenerateRequest,
                    reservation: Reservation) -> SessionRecord | None: ...
    def start_run(self, tenant_id: str, session_id: str, run: int, lease_seconds: int) -> SessionRecord | None: ...
    def release_run(self, tenant_id: str, session_id: str, run: int) -> None: ...
    def set_progress(self, tenant_id: str, session_id: str, progress: Progress) -> None: ...
    # A run ends once: finish (from running) and fail (from queued or running) are conditional on the
    # record's run and settle its spend in the same atomic write; False when the run had already ended.
    # finish stores the kit whole (StoreLimitExceeded when it cannot), and as version record.version too (with
    # its origin), in that same write.
    def finish(self, record: SessionRecord, settlement: Settlement, origin: KitOrigin) -> bool: ...
    def fail(self, record: SessionRecord, code: str, message: str, settlement: Settlement) -> bool: ...
    # A fairness audit is queued while none is (None otherwise, or when the session has no kit), and ends
    # once: the report and the settlement of its spend in one atomic write; False when it had ended.
    def request_audit(self, tenant_id: str, session_id: str, audit: FairnessAudit) -> SessionRecord | None: ...
    def finish_audit(self, tenant_id: str, session_id: str, audit: FairnessAudit, settlement: Settlement) -> bool: ...
    def add_usage(self, tenant_id: str, session_id: str, records: list[dict], first_index: int) -> None: ...
    def list_usage(self, tenant_id: str, session_id: str) -> list[dict]: ...
    # The session and all its items. The session goes first, atomically with the release of what it holds
    # unsettled (SessionRecord.unsettled), on the condition that its run and audit are as read.
    def delete(self, tenant_id: str, session_id: str) -> None: ...
    # --- kit versions and oversight: each write is conditional on the version the caller read ---
    # A new latest version (an edit; a draft from the approved version, which unlocks), atomically with the
    # session; None when the session moved on (another version, a run started, an approval) since `record`.
    def add_version(self, record: SessionRecord, kit: dict, origin: KitOrigin) -> SessionRecord | None: ...
    def kit_version(self, tenant_id: str, session_id: str, version: int) -> StoredKit | None: ...
    # Lock the latest version: None unless it is still `approval.version`, finished and not approved.
    def approve(self, tenant_id: str, session_id: str, approval: Approval) -> SessionRecord | None: ...
    def add_scorecard(self, tenant_id: str, session_id: str, card: Scorecard) -> bool: ...  # False: one exists
    def scorecards(self, tenant_id: str, session_id: str) -> list[Scorecard]: ...
    def mark_audited(self, tenant_id: str, session_id: str, version: int) -> None: ...  # never lowers it
    # The tenant's day: spent, plus reserved for runs admitted and not yet ended.
    def reserve_spend(self, tenant_id: str, day: str, usd: float, ceiling_usd: float) -> bool: ...  # atomic
    def release_spend(self, tenant_id: str, day: str, usd: float) -> None: ...
    def add_spend(self, tenant_id: str, day: str, cost_usd: float) -> None: ...
    def spend(self, tenant_id: str, day: str) -> float: ...
    def reserved(self, tenant_id: str, day: str) -> float: ...


class JobStore(Protocol):
    """Jobs and their plan versions, keyed by tenant. Each run of a job's plan ends once, settling its spend."""

    def create(self, record: JobRecord) -> bool: ...  # False when it already exists
    def get(self, tenant_id: str, job_id: str) -> JobRecord | None: ...
    def list_jobs(self, tenant_id: str, limit: int, after: str | None = None) -> JobPage: ...  # newest first
    def plan_version(self, tenant_id: str, job_id: str, version: int) -> dict | None: ...
    # Queue the next run (a regeneration): None while a run is queued or running.
    def request_run(self, tenant_id: str, job_id: str, reservation: Reservation) -> JobRecord | None: ...
    def start_run(self, tenant_id: str, job_id: str, run: int, lease_seconds: int) -> JobRecord | None: ...
    def release_run(self, tenant_id: str, job_id: str, run: int) -> None: ...
    def set_progress(self, tenant_id: str, job_id: str, progress: Progress) -> None: ...
    # The run's plan as version record.version (kept apart, never changed), in one write with the settlement.
    def finish(self, record: JobRecord, settlement: Settlement) -> bool: ...
    def fail(self, record: JobRecord, code: str, message: str, settlement: Settlement) -> bool: ...
    # The version sessions use from now on; None when the job has no such version.
    def approve(self, tenant_id: str, job_id: str, approval: PlanApproval) -> JobRecord | None: ...
    def add_usage(self, tenant_id: str, job_id: str, records: list[dict], first_index: int) -> None: ...
    def delete(self, tenant_id: str, job_id: str) -> None: ...  # the job, its plan versions and usage


class DocumentTooLarge(PortError):
    """The stored object is larger than the reader allows; it was not read."""

    def __init__(self, size: int) -> None:
        super().__init__(f"the stored object is {size} bytes")
        self.size = size


@dataclass(frozen=True)
class StoredObject:
    size: int
    metadata: dict[str, str]  # the object's user metadata (x-amz-meta-*)


class DocumentStore(Protocol):
    def put(self, key: str, data: bytes) -> None: ...
    # The object (that version of it, when given): DocumentMissing when there is none, DocumentTooLarge,
    # unread, when it holds more than max_bytes.
    def get(self, key: str, max_bytes: int, version_id: str | None = None) -> bytes: ...
    def head(self, key: str, version_id: str | None = None) -> StoredObject: ...  # DocumentMissing
    def stored_size(self, key: str) -> int | None: ...  # None when no object has exactly this key
    def delete_exactly(self, keys: list[str]) -> None: ...  # every version of these keys, nothing else


class AuditLog(Protocol):
    """Append-only: events are added, never changed or removed (they expire after the audit's retention)."""

    def append(self, tenant_id: str, event: AuditEvent) -> None: ...  # an event's key is stored once
    def events(self, tenant_id: str, session_id: str) -> list[AuditEvent]: ...  # in time order


class WorkQueue(Protocol):
    def send(self, message: WorkMessage, delay_seconds: int = 0) -> None: ...


class TenantKeys(Protocol):
    def tenant_for(self, api_key: str) -> str | None: ...
    def is_tenant(self, tenant_id: str) -> bool: ...  # some API key is configured for it


class CheckpointEraser(Protocol):
    """The part of a LangGraph checkpointer the worker uses outside a run (DELETE)."""

    def delete_thread(self, thread_id: str) -> None: ...
