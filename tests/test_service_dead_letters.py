"""No session is stranded: a lost work message is sent again, a run that cannot be handed on is failed
or redelivered, and every message that reaches a dead-letter queue leaves its session `failed`."""

from __future__ import annotations

import boto3
import pytest

from functions.sessions.domain import WorkMessage, today
from functions.sessions.job import handle
from functions.sessions.ports import PortError
from tests.test_service_events import CountingModel, put_incoming, use_model
from tests.test_service_lifecycle import RESUME, new_session
from tests.test_worker_faults import fail_calls


class PricedModel(CountingModel):
    """The counting offline engine, billed as gpt-5-mini: its calls cost money."""

    model_name = "gpt-5-mini"


def session_items(stack) -> list[dict]:
    items = boto3.resource("dynamodb").Table(stack.resources.tables["SessionsTable"]).scan()["Items"]
    return [item for item in items if item["SK"] == "SESSION"]


def receive_work(stack) -> dict:
    return boto3.client("sqs").receive_message(QueueUrl=stack.resources.queues["WorkQueue"])["Messages"][0]


def time_out(stack, queue: str) -> None:
    """One delivery whose invocation dies (Lambda timeout, out of memory): the message comes back."""
    sqs = boto3.client("sqs")
    message = sqs.receive_message(QueueUrl=stack.resources.queues[queue])["Messages"][0]
    sqs.change_message_visibility(QueueUrl=stack.resources.queues[queue], ReceiptHandle=message["ReceiptHandle"],
                                  VisibilityTimeout=0)


def low_after_the_analyzer():
    """remaining_ms: plenty for the lease and the analyzer, then less than the longest node."""
    clock = iter([900_000, 900_000, 900_000, 100_000] + [900_000] * 100)
    return lambda: next(clock)


def test_ingest_sends_the_work_message_again_for_a_session_it_finds_queued(aws_stack):
    failed = fail_calls(aws_stack.deps.queue.sqs, "sqs.SendMessage", "ServiceUnavailable", times=1)
    put_incoming(aws_stack, "incoming/tenant-a/cv.md", RESUME.encode(), {"target-job": "백엔드 개발자"})

    aws_stack.drain_ingest()  # the first delivery stores the session but cannot queue it; the redelivery does

    assert len(failed) == 1
    assert aws_stack.drain_work() == 1
    [session] = session_items(aws_stack)
    assert session["status"] == "completed"


def test_a_run_that_cannot_be_handed_on_at_the_last_attempt_ends_failed(aws_stack):
    use_model(aws_stack, CountingModel(calls={}, crash_on={}))
    sid = new_session(aws_stack)[1]["session_id"]
    message = WorkMessage.model_validate_json(receive_work(aws_stack)["Body"])
    failed = fail_calls(aws_stack.deps.queue.sqs, "sqs.SendMessage", "ServiceUnavailable", times=1)

    with pytest.raises(PortError):
        handle(aws_stack.deps.worker, message, final_attempt=True, remaining_ms=low_after_the_analyzer())

    assert len(failed) == 1
    view = aws_stack.call("GET", f"/sessions/{sid}")[1]
    assert view["status"] == "failed" and view["error"]["code"] == "PROCESSING_FAILED"


def test_a_run_that_cannot_be_handed_on_earlier_is_released_and_resumed(aws_stack):
    model = CountingModel(calls={}, crash_on={})
    use_model(aws_stack, model)
    sid = new_session(aws_stack)[1]["session_id"]
    delivered = receive_work(aws_stack)
    fail_calls(aws_stack.deps.queue.sqs, "sqs.SendMessage", "ServiceUnavailable", times=1)

    with pytest.raises(PortError):
        handle(aws_stack.deps.worker, WorkMessage.model_validate_json(delivered["Body"]), final_attempt=False,
               remaining_ms=low_after_the_analyzer())
    boto3.client("sqs").change_message_visibility(QueueUrl=aws_stack.resources.queues["WorkQueue"],
                                                  ReceiptHandle=delivered["ReceiptHandle"], VisibilityTimeout=0)

    assert aws_stack.drain_work() == 1  # the queue redelivers; the lease was given back
    assert model.calls["analyzer"] == 1 and model.calls["reviewer"] >= 1  # resumed, the analyzer not paid again
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"


def deliver_once(stack, queue: str, handler) -> None:
    from functions.local.lambdas import poll_once

    poll_once(boto3.client("sqs"), stack.resources.queues[queue], stack.resources.queue_arns[queue], handler)


def test_a_run_that_times_out_at_the_last_attempt_ends_failed_with_what_it_paid_for(aws_stack):
    use_model(aws_stack, PricedModel(calls={}, crash_on={"questioner": 99}))
    sid = new_session(aws_stack)[1]["session_id"]
    deliver_once(aws_stack, "WorkQueue", aws_stack.worker.handler)  # the analyzer is paid for, then a crash
    time_out(aws_stack, "WorkQueue")
    time_out(aws_stack, "WorkQueue")
    assert aws_stack.drain_work() == 0  # the third receive was the last: the message is dead-lettered
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "running"

    assert aws_stack.drain_dead_letters() == 1

    view = aws_stack.call("GET", f"/sessions/{sid}")[1]
    assert view["status"] == "failed" and view["error"]["code"] == "PROCESSING_FAILED"
    usage = aws_stack.call("GET", f"/sessions/{sid}/usage")[1]
    assert [record["node"] for record in usage["items"]] == ["analyzer"]
    sessions = aws_stack.deps.sessions
    assert usage["totals"]["cost_usd"] > 0
    assert sessions.spend("tenant-a", today()) == pytest.approx(usage["totals"]["cost_usd"], abs=1e-6)
    assert sessions.reserved("tenant-a", today()) == 0


def test_a_dead_letter_leaves_a_finished_session_as_it_is(aws_stack):
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    boto3.client("sqs").send_message(QueueUrl=aws_stack.resources.queues["WorkDeadLetterQueue"],
                                     MessageBody=WorkMessage(tenant_id="tenant-a", session_id=sid, run=1)
                                     .model_dump_json())
    assert aws_stack.drain_dead_letters() == 1
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"


def test_an_s3_event_that_fails_on_every_delivery_ends_as_a_failed_session(aws_stack):
    failed = fail_calls(aws_stack.deps.documents.s3, "s3.HeadObject", "InternalError", times=3)
    put_incoming(aws_stack, "incoming/tenant-a/cv.md", RESUME.encode(), {"target-job": "백엔드 개발자"})
    aws_stack.drain_ingest()
    assert len(failed) == 3 and session_items(aws_stack) == []

    assert aws_stack.drain_dead_letters() == 1

    [session] = session_items(aws_stack)
    assert session["status"] == "failed" and session["tenant_id"] == "tenant-a"
    assert '"PROCESSING_FAILED"' in session["error"]
    assert aws_stack.drain_work() == 0


def test_serve_drains_the_dead_letter_queues(served):
    import json
    import time

    from functions.sessions.incoming import CreatedObject, IncomingObject
    from tests.test_serve import SETTLE_S, call

    sqs = boto3.client("sqs", endpoint_url=served["endpoint"], region_name="us-east-1",
                       aws_access_key_id="local", aws_secret_access_key="local")
    queue = sqs.get_queue_url(QueueName="hr-copilot-IngestDeadLetterQueue")["QueueUrl"]
    lost = IncomingObject.parse(CreatedObject(served["bucket"], "incoming/acme/lost.md", None, "etag-1", 10))
    sqs.send_message(QueueUrl=queue, MessageBody=json.dumps({"Records": [{"eventName": "ObjectCreated:Put", "s3": {
        "bucket": {"name": lost.bucket}, "object": {"key": lost.key, "eTag": lost.etag}}}]}))

    deadline = time.monotonic() + SETTLE_S
    while (answer := call(served, "GET", f"/sessions/{lost.session_id}"))[0] == 404 and time.monotonic() < deadline:
        time.sleep(0.25)
    status, view = answer
    assert status == 200 and view["status"] == "failed" and view["error"]["code"] == "PROCESSING_FAILED"
