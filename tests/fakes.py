"""In-memory fakes of the ports, for fast tests of the use cases and the worker's job.

They keep the adapters' contracts (the conditions of every conditional write, the ports' errors) and
hold one lock, so a conditional write is atomic as DynamoDB's is.
"""

from __future__ import annotations

import threading
import time

from functions.sessions.audit import AuditEvent
from functions.sessions.domain import (
    KIT_STATUSES,
    FairnessAudit,
    Progress,
    RegenerateRequest,
    Reservation,
    SessionPage,
    SessionRecord,
    SessionSummary,
    Settlement,
    WorkMessage,
    now_iso,
)
from functions.sessions.kits import Approval, KitOrigin, StoredKit
from functions.sessions.ports import DocumentMissing, DocumentTooLarge, StoredObject
from functions.sessions.scorecards import Scorecard


class InMemorySessionStore:
    def __init__(self) -> None:
        self.sessions: dict[tuple[str, str], SessionRecord] = {}
        self.leases: dict[tuple[str, str], float] = {}
        self.usage: dict[tuple[str, str], dict[int, dict]] = {}
        self.spent: dict[tuple[str, str], float] = {}
        self.committed: dict[tuple[str, str], float] = {}  # spent + reserved, as the adapter's counter
        self.versions: dict[tuple[str, str], dict[int, StoredKit]] = {}
        self.cards: dict[tuple[str, str], dict[tuple[int, str], Scorecard]] = {}
        self._lock = threading.Lock()

    def create(self, record: SessionRecord) -> bool:
        with self._lock:
            key = (record.tenant_id, record.session_id)
            if key in self.sessions:
                return False
            self.sessions[key] = record.model_copy(deep=True)
            return True

    def get(self, tenant_id: str, session_id: str) -> SessionRecord | None:
        record = self.sessions.get((tenant_id, session_id))
        return record.model_copy(deep=True) if record else None

    def list_sessions(self, tenant_id: str, limit: int, after: str | None = None, status: str | None = None,
                      source_key: str | None = None) -> SessionPage:
        with self._lock:
            records = sorted((r for (tenant, _), r in self.sessions.items() if tenant == tenant_id),
                             key=SessionRecord.listing_key, reverse=True)
        matching = [r for r in records if (after is None or r.listing_key() < after)
                    and (status is None or r.status == status) and (source_key is None or r.source_key == source_key)]
        page = matching[:limit]
        return SessionPage(items=[SessionSummary(**r.model_dump(include=set(SessionSummary.model_fields)))
                                  for r in page],
                           after=page[-1].listing_key() if len(matching) > limit else None)

    def request_run(self, tenant_id: str, session_id: str, regenerate: RegenerateRequest,
                    reservation: Reservation) -> SessionRecord | None:
        return self._update(tenant_id, session_id, lambda r: r.status in KIT_STATUSES and r.approval is None,
                            status="queued", run_delta=1, regenerate=regenerate, progress=Progress(),
                            reservation=reservation)

    def start_run(self, tenant_id: str, session_id: str, run: int, lease_seconds: int) -> SessionRecord | None:
        key = (tenant_id, session_id)

        def free(record: SessionRecord) -> bool:
            lease_free = self.leases.get(key, 0) < time.time()
            return record.run == run and (record.status == "queued" or (record.status == "running" and lease_free))

        with self._lock:
            record = self._update_locked(key, free, status="running")
            if record is not None:
                self.leases[key] = time.time() + lease_seconds
            return record

    def release_run(self, tenant_id: str, session_id: str, run: int) -> None:
        with self._lock:
            if self.sessions.get((tenant_id, session_id)) and self.sessions[(tenant_id, session_id)].run == run:
                self.leases[(tenant_id, session_id)] = 0

    def set_progress(self, tenant_id: str, session_id: str, progress: Progress) -> None:
        self._update(tenant_id, session_id, lambda r: True, progress=progress.model_copy(deep=True))

    def finish(self, record: SessionRecord, settlement: Settlement, origin: KitOrigin) -> bool:
        stored = StoredKit(version=record.version, kit=record.final_response, origin=origin)
        return self._end_run((record.tenant_id, record.session_id), settlement,
                             lambda r: r.run == record.run and r.status == "running",
                             also=lambda: self._keep_version(record, stored),
                             **{name: getattr(record, name) for name in ("status", "version", "final_response",
                                                                         "error", "progress", "usage_records_stored")})

    def fail(self, record: SessionRecord, code: str, message: str, settlement: Settlement) -> bool:
        return self._end_run((record.tenant_id, record.session_id), settlement,
                             lambda r: r.run == record.run and r.status in ("queued", "running"),
                             status="failed", error={"code": code, "message": message})

    def _end_run(self, key: tuple[str, str], settlement: Settlement, condition, also=lambda: None,
                 **changes) -> bool:
        """The session's update and the spend's settlement under one lock, as the adapter's transaction."""
        with self._lock:
            if self._update_locked(key, condition, **changes) is None:
                return False
            also()
            self._add_locked(key[0], settlement.day, spent=settlement.spent_usd,
                             committed=settlement.spent_usd - settlement.released_usd)
            return True

    def request_audit(self, tenant_id: str, session_id: str, audit: FairnessAudit) -> SessionRecord | None:
        return self._update(tenant_id, session_id, lambda r: r.status in ("completed", "partial_completed") and (
            r.fairness_audit is None or r.fairness_audit.status != "queued"), fairness_audit=audit)

    def finish_audit(self, tenant_id: str, session_id: str, audit: FairnessAudit, settlement: Settlement) -> bool:
        return self._end_run((tenant_id, session_id), settlement, lambda r: r.fairness_audit is not None and
                             r.fairness_audit.status == "queued", fairness_audit=audit)

    def add_usage(self, tenant_id: str, session_id: str, records: list[dict], first_index: int) -> None:
        with self._lock:
            stored = self.usage.setdefault((tenant_id, session_id), {})
            stored.update(enumerate(records, start=first_index))

    def list_usage(self, tenant_id: str, session_id: str) -> list[dict]:
        stored = self.usage.get((tenant_id, session_id), {})
        return [stored[index] for index in sorted(stored)]

    def delete(self, tenant_id: str, session_id: str) -> None:
        with self._lock:
            record = self.sessions.get((tenant_id, session_id))
            for reservation in record.unsettled() if record else []:
                self._add_locked(tenant_id, reservation.day, committed=-reservation.usd)
            for items in (self.sessions, self.usage, self.versions, self.cards):
                items.pop((tenant_id, session_id), None)

    def _keep_version(self, record: SessionRecord, stored: StoredKit) -> None:
        stored_versions = self.versions.setdefault((record.tenant_id, record.session_id), {})
        stored_versions[stored.version] = stored.model_copy(deep=True)

    def add_version(self, record: SessionRecord, kit: dict, origin: KitOrigin) -> SessionRecord | None:
        def unchanged(current: SessionRecord) -> bool:
            approval_holds = (current.approval == record.approval and current.approval is not None
                              if origin.kind == "draft" else current.approval is None)
            return current.version == record.version and current.status in KIT_STATUSES and approval_holds

        with self._lock:
            updated = self._update_locked((record.tenant_id, record.session_id), unchanged, version=kit["version"],
                                          final_response=kit, approval=None)
            if updated is not None:
                self._keep_version(updated, StoredKit(version=updated.version, kit=kit, origin=origin))
            return updated

    def kit_version(self, tenant_id: str, session_id: str, version: int) -> StoredKit | None:
        stored = self.versions.get((tenant_id, session_id), {}).get(version)
        return stored.model_copy(deep=True) if stored else None

    def approve(self, tenant_id: str, session_id: str, approval: Approval) -> SessionRecord | None:
        return self._update(tenant_id, session_id, lambda r: r.version == approval.version and r.approval is None
                            and r.status in KIT_STATUSES, approval=approval, approvals_added=[approval])

    def add_scorecard(self, tenant_id: str, session_id: str, card: Scorecard) -> bool:
        with self._lock:
            cards = self.cards.setdefault((tenant_id, session_id), {})
            if (card.kit_version, card.interviewer) in cards:
                return False
            cards[(card.kit_version, card.interviewer)] = card.model_copy(deep=True)
            return True

    def scorecards(self, tenant_id: str, session_id: str) -> list[Scorecard]:
        cards = self.cards.get((tenant_id, session_id), {})
        return [cards[key] for key in sorted(cards)]

    def mark_audited(self, tenant_id: str, session_id: str, version: int) -> None:
        with self._lock:
            record = self.sessions.get((tenant_id, session_id))
            if record is not None and record.audited_version < version:
                record.audited_version = version

    def reserve_spend(self, tenant_id: str, day: str, usd: float, ceiling_usd: float) -> bool:
        with self._lock:
            if self.committed.get((tenant_id, day), 0.0) + usd > ceiling_usd:
                return False
            self._add_locked(tenant_id, day, committed=usd)
            return True

    def release_spend(self, tenant_id: str, day: str, usd: float) -> None:
        with self._lock:
            self._add_locked(tenant_id, day, committed=-usd)

    def add_spend(self, tenant_id: str, day: str, cost_usd: float) -> None:
        with self._lock:
            self._add_locked(tenant_id, day, spent=cost_usd, committed=cost_usd)

    def spend(self, tenant_id: str, day: str) -> float:
        return self.spent.get((tenant_id, day), 0.0)

    def reserved(self, tenant_id: str, day: str) -> float:
        return self.committed.get((tenant_id, day), 0.0) - self.spend(tenant_id, day)

    def _add_locked(self, tenant_id: str, day: str, spent: float = 0.0, committed: float = 0.0) -> None:
        self.spent[(tenant_id, day)] = self.spent.get((tenant_id, day), 0.0) + spent
        self.committed[(tenant_id, day)] = self.committed.get((tenant_id, day), 0.0) + committed

    def _update(self, tenant_id: str, session_id: str, condition, **changes) -> SessionRecord | None:
        with self._lock:
            return self._update_locked((tenant_id, session_id), condition, **changes)

    def _update_locked(self, key, condition, run_delta: int = 0, approvals_added: list = (),
                       **changes) -> SessionRecord | None:
        record = self.sessions.get(key)
        if record is None or not condition(record):
            return None
        if approvals_added:
            changes["approvals"] = [*record.approvals, *approvals_added]
        updated = record.model_copy(update={**changes, "run": record.run + run_delta, "updated_at": now_iso()},
                                    deep=True)
        self.sessions[key] = updated
        return updated.model_copy(deep=True)


class InMemoryAuditLog:
    """Append-only, as the adapter: an event's key is stored once; nothing is ever removed."""

    def __init__(self) -> None:
        self.items: dict[tuple[str, str], dict[str, AuditEvent]] = {}

    def append(self, tenant_id: str, event: AuditEvent) -> None:
        self.items.setdefault((tenant_id, event.session_id), {}).setdefault(f"{event.at}#{event.key}", event)

    def events(self, tenant_id: str, session_id: str) -> list[AuditEvent]:
        stored = self.items.get((tenant_id, session_id), {})
        return [stored[key] for key in sorted(stored)]


class InMemoryDocumentStore:
    """One version per key: a put replaces the object (version ids are accepted and not told apart)."""

    def __init__(self) -> None:
        self.objects: dict[str, bytes] = {}
        self.user_metadata: dict[str, dict[str, str]] = {}

    def put(self, key: str, data: bytes) -> None:
        self.objects[key] = data

    def get(self, key: str, max_bytes: int, version_id: str | None = None) -> bytes:
        size = self.head(key).size
        if size > max_bytes:
            raise DocumentTooLarge(size)
        return self.objects[key]

    def head(self, key: str, version_id: str | None = None) -> StoredObject:
        if key not in self.objects:
            raise DocumentMissing(f"reading a document: no object {key}")
        return StoredObject(size=len(self.objects[key]), metadata=dict(self.user_metadata.get(key, {})))

    def stored_size(self, key: str) -> int | None:
        return len(self.objects[key]) if key in self.objects else None

    def delete_exactly(self, keys: list[str]) -> None:
        for key in keys:
            self.objects.pop(key, None)
            self.user_metadata.pop(key, None)


class InMemoryWorkQueue:
    def __init__(self) -> None:
        self.messages: list[WorkMessage] = []

    def send(self, message: WorkMessage, delay_seconds: int = 0) -> None:  # tests deliver by hand, when they choose
        self.messages.append(message)

    def take_all(self) -> list[WorkMessage]:
        taken, self.messages = self.messages, []
        return taken
