"""The ports a use case works through (`Services`, built by functions/bootstrap.py) and the tenant's daily budget
every run is admitted under: the one module both the sessions' and the jobs' use cases build on."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from functions.sessions.domain import ApiError, Reservation, SessionRecord, today
from functions.sessions.ports import AuditLog, DocumentStore, JobStore, SessionStore, WorkQueue


@dataclass
class Services:
    """The ports a handler works through; `functions/bootstrap.py` builds the real ones."""

    sessions: SessionStore
    documents: DocumentStore
    queue: WorkQueue
    audit: AuditLog
    audit_retention_days: int = 180  # Settings.audit_retention_days: how long an audit event is kept
    tenant_daily_budget_usd: float = 50.0
    # What admission reserves per run: the session ceiling (HR_COPILOT_MAX_SESSION_COST_USD). The worker
    # makes no LLM call whose worst case (estimated input + the node's output cap, graph/model/llm.py)
    # could take the session past it, so no run costs more; the caps alone give no bound, as the input
    # size is not known here.
    run_reservation_usd: float = 0.50
    erase_delay_seconds: int = 900  # Settings.erase_delay_seconds: the worker's timeout
    # Settings.allow_insecure_loopback_callbacks: `serve --allow-http-callbacks` only, never deployed.
    allow_insecure_loopback_callbacks: bool = False
    jobs: JobStore | None = None  # jobs and their plans (None: a process that serves none)


# --- the tenant's daily budget ---------------------------------------------------------------------


def admit(services: Services, tenant_id: str,
          store: Callable[[Reservation], SessionRecord | None], runs: int = 1) -> SessionRecord | None:
    """Reserve the worst case of `runs` runs (429 when it does not fit under the tenant's ceiling), then
    `store` the work with it; the reservation is given back when nothing was stored."""
    reservation = Reservation(day=today(), usd=services.run_reservation_usd * runs)
    if not services.sessions.reserve_spend(tenant_id, reservation.day, reservation.usd,
                                           services.tenant_daily_budget_usd):
        raise budget_exceeded(services, tenant_id, reservation)
    try:
        stored = store(reservation)
    except Exception:
        services.sessions.release_spend(tenant_id, reservation.day, reservation.usd)
        raise
    if stored is None:
        services.sessions.release_spend(tenant_id, reservation.day, reservation.usd)
    return stored


def budget_exceeded(services: Services, tenant_id: str, reservation: Reservation) -> ApiError:
    spent = services.sessions.spend(tenant_id, reservation.day)
    reserved = services.sessions.reserved(tenant_id, reservation.day)
    return ApiError(429, "TENANT_BUDGET_EXCEEDED",
                    f"today's LLM spend (${spent:.2f}) and the ${reserved:.2f} reserved for runs in progress leave "
                    f"no room for this run's worst case (${reservation.usd:.2f}) under the tenant's daily ceiling "
                    f"of ${services.tenant_daily_budget_usd:.2f}; try again when runs finish, or tomorrow (UTC)")
