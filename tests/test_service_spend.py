"""A tenant's daily ceiling holds at admission: each run reserves its worst case (the session ceiling)
atomically, gives back what it did not spend at its end, and a run that fails still records what it paid."""

from __future__ import annotations

import pytest

from functions.sessions.domain import today
from tests.test_service_dead_letters import PricedModel
from tests.test_service_events import use_model
from tests.test_service_lifecycle import new_session

RESERVED_PER_RUN = 0.50  # HR_COPILOT_MAX_SESSION_COST_USD's default: no run can cost more


def tenant_at(stack, spent: float, ceiling: float = 50.0):
    settings = stack.deps.settings.model_copy(update={"tenant_daily_budget_usd": ceiling})
    sessions = stack.bootstrap(settings=settings).sessions
    sessions.add_spend("tenant-a", today(), spent)
    return sessions


def creates(stack, count: int) -> list[int]:
    """`count` creates one after another: each sees the reservations of those before it."""
    return [new_session(stack)[0] for _ in range(count)]


def test_twenty_creates_at_49_99_of_50_are_all_refused(aws_stack):
    tenant_at(aws_stack, 49.99)
    answers = creates(aws_stack, 20)
    assert answers == [429] * 20


def test_only_the_runs_whose_worst_case_fits_under_the_ceiling_are_admitted(aws_stack):
    sessions = tenant_at(aws_stack, 48.80)
    answers = creates(aws_stack, 20)
    assert answers == [202, 202] + [429] * 18  # 48.80 + 2 × 0.50 ≤ 50 < 48.80 + 3 × 0.50
    assert sessions.reserved("tenant-a", today()) == pytest.approx(2 * RESERVED_PER_RUN)
    status, answer = new_session(aws_stack)
    assert answer["error"]["code"] == "TENANT_BUDGET_EXCEEDED" and "$48.80" in answer["error"]["message"]


def test_a_regeneration_reserves_its_worst_case_too(aws_stack):
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    tenant_at(aws_stack, 49.75)
    status, answer = aws_stack.call("POST", f"/sessions/{sid}/regenerate", {"target_question_ids": ["q1"]})
    assert status == 429 and answer["error"]["code"] == "TENANT_BUDGET_EXCEEDED"
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"


def test_a_finished_run_gives_back_the_reservation_it_did_not_spend(aws_stack):
    sessions = tenant_at(aws_stack, 0.0, ceiling=1.0)
    assert creates(aws_stack, 3) == [202, 202, 429]

    aws_stack.drain_work()  # the offline model costs nothing

    assert sessions.reserved("tenant-a", today()) == 0 and sessions.spend("tenant-a", today()) == 0
    assert creates(aws_stack, 1) == [202]


def test_a_create_refused_after_its_reservation_gives_the_reservation_back(aws_stack):
    sessions = tenant_at(aws_stack, 0.0)
    status, answer = aws_stack.call("POST", "/sessions", {"target_job": "x", "documents": [
        {"document_id": "r", "filename": "r.md", "s3_key": "incoming/tenant-a/absent.md"}]})
    assert status == 400
    assert sessions.reserved("tenant-a", today()) == 0


def test_a_run_given_up_records_the_calls_it_paid_for(aws_stack):
    use_model(aws_stack, PricedModel(calls={}, crash_on={"questioner": 99}))
    sid = new_session(aws_stack)[1]["session_id"]

    aws_stack.drain_work()  # the analyzer succeeds once, the questioner crashes on every attempt

    view = aws_stack.call("GET", f"/sessions/{sid}")[1]
    assert view["status"] == "failed" and view["error"]["code"] == "PROCESSING_FAILED"
    usage = aws_stack.call("GET", f"/sessions/{sid}/usage")[1]
    assert [record["node"] for record in usage["items"]] == ["analyzer"]
    assert usage["totals"]["cost_usd"] > 0
    sessions = aws_stack.deps.sessions
    assert sessions.spend("tenant-a", today()) == pytest.approx(usage["totals"]["cost_usd"], abs=1e-6)
    assert sessions.reserved("tenant-a", today()) == 0
