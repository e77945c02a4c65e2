"""The ports: small interfaces the use cases work through, and the errors they may raise.

`infra/` implements them on AWS (and turns every botocore error into one of these errors);
`tests/fakes.py` implements them in memory. The use cases never see an AWS exception.
"""

from __future__ import annotations

from typing import Protocol

from functions.sessions.domain import Progress, RegenerateRequest, SessionRecord, WorkMessage


class PortError(Exception):
    """A store or queue could not do what was asked."""


class DocumentMissing(PortError):
    """The document is not stored (deleted, expired, or never there): retrying will not help."""


class Throttled(PortError):
    """A passing fault (throttling, a slow or unreachable service): the same call may succeed later."""


class SessionStore(Protocol):
    def create(self, record: SessionRecord) -> bool: ...  # False when it already exists
    def get(self, tenant_id: str, session_id: str) -> SessionRecord | None: ...
    def request_run(self, tenant_id: str, session_id: str, regenerate: RegenerateRequest) -> SessionRecord | None: ...
    def start_run(self, tenant_id: str, session_id: str, run: int, lease_seconds: int) -> SessionRecord | None: ...
    def release_run(self, tenant_id: str, session_id: str, run: int) -> None: ...
    def set_progress(self, tenant_id: str, session_id: str, progress: Progress) -> None: ...
    def finish(self, record: SessionRecord) -> None: ...
    def fail(self, tenant_id: str, session_id: str, code: str, message: str) -> None: ...
    def add_usage(self, tenant_id: str, session_id: str, records: list[dict], first_index: int) -> None: ...
    def list_usage(self, tenant_id: str, session_id: str) -> list[dict]: ...
    def delete(self, tenant_id: str, session_id: str) -> None: ...
    def add_spend(self, tenant_id: str, day: str, cost_usd: float) -> None: ...
    def spend(self, tenant_id: str, day: str) -> float: ...


class DocumentStore(Protocol):
    def put(self, key: str, data: bytes) -> None: ...
    def get(self, key: str) -> bytes: ...  # DocumentMissing when there is no such object
    def metadata(self, key: str) -> dict[str, str]: ...  # the object's user metadata
    def delete_prefix(self, prefix: str) -> None: ...


class WorkQueue(Protocol):
    def send(self, message: WorkMessage) -> None: ...


class TenantKeys(Protocol):
    def tenant_for(self, api_key: str) -> str | None: ...


class CheckpointEraser(Protocol):
    """The part of a LangGraph checkpointer the worker uses outside a run (DELETE)."""

    def delete_thread(self, thread_id: str) -> None: ...
