"""Denial of wallet: a session never pays past its ceiling; a tenant over its day's ceiling gets 429."""

from __future__ import annotations

from graph.pipeline.runner import generate_kit
from tests.conftest import openai_context
from tests.fake_openai import Script
from tests.pipeline_calls import FIRST_PASS_CALLS
from tests.test_service_lifecycle import new_session


def test_no_call_is_made_that_could_cross_the_session_ceiling(fake_openai, backend_documents):
    # A questioner branch reasons long and bills 5,000 more output tokens; after it, no later call fits.
    fake_openai.script("questioner", Script(extra_output_tokens=5000))
    ceiling = 0.022  # the first pass's questioner branches fit in it; with the long answer, nothing after them
    kit = generate_kit(backend_documents, "백엔드", openai_context(fake_openai, max_session_cost_usd=ceiling),
                       session_id="s_budget")

    assert "SESSION_BUDGET_REACHED" in [w["code"] for w in kit["warnings"]]
    assert kit["status"] == "partial_completed"
    assert sorted(c.node for c in fake_openai.calls) == ["analyzer"] + ["questioner"] * FIRST_PASS_CALLS["questioner"]
    assert len(kit["questions"]) == 5
    assert kit["usage"]["cost_usd"] <= ceiling


def test_a_ceiling_below_one_call_fails_the_session_with_the_reason(fake_openai, backend_documents):
    kit = generate_kit(backend_documents, "백엔드", openai_context(fake_openai, max_session_cost_usd=0.001),
                       session_id="s_broke")
    assert fake_openai.calls == []
    assert kit["status"] == "failed" and kit["error"]["code"] == "BUDGET_EXCEEDED"


def test_a_tenant_over_its_daily_ceiling_gets_429(aws_stack):
    from functions.sessions.domain import today

    settings = aws_stack.deps.settings.model_copy(update={"tenant_daily_budget_usd": 1.0})
    aws_stack.bootstrap(settings=settings).sessions.add_spend("tenant-a", today(), 1.25)

    status, answer = new_session(aws_stack)
    assert status == 429 and answer["error"]["code"] == "TENANT_BUDGET_EXCEEDED"
    assert "$1.25" in answer["error"]["message"]
    assert new_session(aws_stack, headers=None)[0] == 429
    assert aws_stack.call("POST", "/sessions", {"target_job": "x", "documents": [
        {"document_id": "r", "filename": "r.md", "text": "- Go로 결제 API 개발, 지연 시간 40% 단축\n" * 3}]},
        tenant="tenant-b")[0] == 202  # another tenant is not affected


def test_the_worker_adds_each_session_cost_to_the_tenant_day(aws_stack, fake_openai):
    from functions.sessions.domain import today
    aws_stack.bootstrap(llm=openai_context(fake_openai).llm)
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    cost = aws_stack.call("GET", f"/sessions/{sid}")[1]["final_response"]["usage"]["cost_usd"]
    assert cost > 0
    assert abs(aws_stack.deps.sessions.spend("tenant-a", today()) - cost) < 1e-6


# --- DELETE gives back what a session holds unsettled (#22 L6) -----------------------------------------


def one_dollar_a_day(aws_stack):
    settings = aws_stack.deps.settings.model_copy(update={"tenant_daily_budget_usd": 1.0,
                                                          "max_session_cost_usd": 0.5})
    return aws_stack.bootstrap(settings=settings).sessions


def test_sessions_deleted_while_queued_leave_the_budget_as_it_was(aws_stack):
    from functions.sessions.domain import today

    sessions = one_dollar_a_day(aws_stack)
    for _ in range(2):
        sid = new_session(aws_stack)[1]["session_id"]
        assert aws_stack.call("DELETE", f"/sessions/{sid}")[0] == 204
    assert sessions.reserved("tenant-a", today()) == 0
    assert new_session(aws_stack)[0] == 202  # two create+DELETE pairs no longer lock a $1 day
    assert new_session(aws_stack)[0] == 202
    assert new_session(aws_stack)[0] == 429


def test_a_regenerate_admitted_while_delete_erases_is_given_back_too(aws_stack, monkeypatch):
    """A regenerate lands between DELETE's read of the session and its removal: the removal's condition
    fails, the session is read again, and the new run's reservation goes with it."""
    from functions.sessions.domain import today

    sessions = one_dollar_a_day(aws_stack)
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    client, raced = sessions.table.meta.client, []

    def regenerate_first(write):
        def wrapped(**request):
            if not raced and sid in repr(request) and ("'Delete'" in repr(request) or "DeleteRequest" in repr(request)):
                raced.append(aws_stack.call("POST", f"/sessions/{sid}/regenerate", {"target_question_ids": ["q1"]})[0])
            return write(**request)
        return wrapped

    for name in ("transact_write_items", "batch_write_item"):
        monkeypatch.setattr(client, name, regenerate_first(getattr(client, name)))
    assert aws_stack.call("DELETE", f"/sessions/{sid}")[0] == 204
    assert raced == [202]
    assert sessions.reserved("tenant-a", today()) == 0
    assert aws_stack.call("GET", f"/sessions/{sid}")[0] == 404
    aws_stack.drain_work()  # the regenerate's message finds no session: nothing runs, nothing is reserved
    assert sessions.reserved("tenant-a", today()) == 0


def test_a_run_erased_while_running_still_counts_what_it_paid(aws_stack, fake_openai, monkeypatch):
    """DELETE gives the run's reservation back; the calls it makes until it ends are still the tenant's."""
    from functions.sessions import job
    from functions.sessions.domain import today

    sessions = one_dollar_a_day(aws_stack)
    aws_stack.bootstrap(settings=aws_stack.deps.settings, llm=openai_context(fake_openai).llm)
    sid = new_session(aws_stack)[1]["session_id"]
    real_store_outcome = job.store_outcome

    def delete_then_store(worker, record, values, progress):
        assert aws_stack.call("DELETE", f"/sessions/{sid}")[0] == 204  # while the run is going
        assert sessions.reserved("tenant-a", today()) == 0
        real_store_outcome(worker, record, values, progress)

    monkeypatch.setattr(job, "store_outcome", delete_then_store)
    aws_stack.drain_work()
    assert fake_openai.calls
    spent = sessions.spend("tenant-a", today())
    assert spent > 0 and sessions.reserved("tenant-a", today()) == 0
