"""The fairness audit as an API operation on a session, through the real handlers on moto: admitted as
`variants` runs against the tenant's daily budget, run by the worker, its report read back."""

from __future__ import annotations

import pytest

from functions.sessions.domain import today
from tests.test_service_lifecycle import new_session
from tests.test_service_spend import RESERVED_PER_RUN, tenant_at


def finished_session(stack) -> str:
    session_id = new_session(stack)[1]["session_id"]
    stack.drain_work()
    return session_id


def test_an_audit_is_queued_run_and_reported(aws_stack):
    sid = finished_session(aws_stack)
    assert aws_stack.call("GET", f"/sessions/{sid}/fairness-audit")[1]["error"]["code"] == "AUDIT_NOT_FOUND"

    status, answer = aws_stack.call("POST", f"/sessions/{sid}/fairness-audit", {"variants": 3})
    assert (status, answer) == (202, {"session_id": sid, "status": "queued", "variants": 3})
    status, again = aws_stack.call("POST", f"/sessions/{sid}/fairness-audit", {"variants": 3})
    assert (status, again["error"]["code"]) == (409, "AUDIT_ACTIVE")
    assert aws_stack.deps.sessions.reserved("tenant-a", today()) == pytest.approx(3 * RESERVED_PER_RUN)

    assert aws_stack.drain_work() == 1
    status, audit = aws_stack.call("GET", f"/sessions/{sid}/fairness-audit")
    assert status == 200 and audit["status"] == "completed" and audit["error"] is None
    report = audit["report"]
    assert report["verdict"] == "identical" and report["blind_input"] is True and len(report["variants"]) == 3
    assert report["blinded"]["name"] >= 1 and report["blinded"]["contact_line"] == 3
    assert aws_stack.deps.sessions.reserved("tenant-a", today()) == 0  # settled: the offline engine costs 0
    assert aws_stack.call("GET", f"/sessions/{sid}/fairness-audit", tenant="tenant-b")[0] == 404


def test_an_audit_needs_a_finished_kit_room_in_the_budget_and_a_variant_count_it_can_build(aws_stack):
    queued = new_session(aws_stack)[1]["session_id"]
    status, answer = aws_stack.call("POST", f"/sessions/{queued}/fairness-audit", {"variants": 2})
    assert (status, answer["error"]["code"]) == (409, "NO_KIT")
    aws_stack.drain_work()
    status, answer = aws_stack.call("POST", f"/sessions/{queued}/fairness-audit", {"variants": 40})
    assert status == 400 and answer["error"]["message"].startswith("variants:")

    tenant_at(aws_stack, 48.80)  # room for two runs' worst case, not for three
    status, answer = aws_stack.call("POST", f"/sessions/{queued}/fairness-audit", {"variants": 3})
    assert (status, answer["error"]["code"]) == (429, "TENANT_BUDGET_EXCEEDED")
    assert aws_stack.call("POST", f"/sessions/{queued}/fairness-audit", {"variants": 2})[0] == 202
