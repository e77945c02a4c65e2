"""The worker under infrastructure faults: every session ends terminal, no finished node is re-paid."""

from __future__ import annotations

import boto3
from botocore.exceptions import ClientError

from functions.sessions.domain import WorkMessage
from functions.sessions.job import handle
from tests.test_service_events import CountingModel, clean_run, use_model
from tests.test_service_lifecycle import new_session

TERMINAL = ("completed", "partial_completed", "failed")


def fail_calls(client, operation: str, code: str, times: int, when=lambda params: True) -> list[dict]:
    """The next `times` calls of a boto3 operation ("dynamodb.UpdateItem") matching `when` fail with the
    error code AWS would send; the adapter above sees them exactly as it would see AWS's."""
    failed: list[dict] = []

    def fail(params, **_):
        if len(failed) < times and when(params):
            failed.append(params)
            raise ClientError({"Error": {"Code": code, "Message": "injected fault"}}, operation.split(".")[1])

    client.meta.events.register(f"provide-client-params.{operation}", fail)
    return failed


def writes(field: str):
    """An UpdateItem, or a transaction (a run's end), that sets `field`."""
    return lambda params: f"{field} = :" in str(params.get("UpdateExpression") or params.get("TransactItems"))


def test_out_of_time_the_run_is_handed_on_and_resumed(aws_stack):
    clean_calls, _ = clean_run(aws_stack)
    model = CountingModel(calls={}, crash_on={})
    use_model(aws_stack, model)
    sid = new_session(aws_stack)[1]["session_id"]
    clock = iter([900_000, 900_000, 900_000, 100_000] + [900_000] * 100)  # time runs low after the analyzer

    worker = aws_stack.deps.worker
    sqs = boto3.client("sqs")
    queue = aws_stack.resources.queues["WorkQueue"]
    first = sqs.receive_message(QueueUrl=queue)["Messages"][0]
    handle(worker, WorkMessage.model_validate_json(first["Body"]), final_attempt=False,
           remaining_ms=lambda: next(clock))
    sqs.delete_message(QueueUrl=queue, ReceiptHandle=first["ReceiptHandle"])
    assert model.calls == {"analyzer": 1}
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "running"

    assert aws_stack.drain_work() == 1  # the handed-on message
    assert model.calls == clean_calls
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"


def test_the_same_message_twice_at_once_runs_once(aws_stack):
    """A second copy of a message that arrives while the first holds the run's lease is skipped, and a
    copy that arrives after the run ended is stale. Sequential on purpose: the lease is a conditional
    write, so what matters is its condition, not which thread wins a race."""
    clean_calls, _ = clean_run(aws_stack)
    model = CountingModel(calls={}, crash_on={})
    use_model(aws_stack, model)
    sid = new_session(aws_stack)[1]["session_id"]
    body = boto3.client("sqs").receive_message(QueueUrl=aws_stack.resources.queues["WorkQueue"])["Messages"][0]["Body"]
    message = WorkMessage.model_validate_json(body)
    worker = aws_stack.deps.worker
    sessions = worker.services.sessions

    held = sessions.start_run(message.tenant_id, message.session_id, message.run, lease_seconds=900)
    assert held is not None and held.status == "running"
    handle(worker, message, final_attempt=False, remaining_ms=lambda: 900_000)  # the copy meets the lease
    assert model.calls == {}
    assert sessions.start_run(message.tenant_id, message.session_id, message.run, lease_seconds=900) is None

    sessions.release_run(message.tenant_id, message.session_id, message.run)
    handle(worker, message, final_attempt=False, remaining_ms=lambda: 900_000)
    handle(worker, message, final_attempt=False, remaining_ms=lambda: 900_000)  # after the run: stale
    assert model.calls == clean_calls
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"


def test_a_throttled_progress_write_does_not_stop_the_run(aws_stack):
    dynamodb = aws_stack.deps.sessions.table.meta.client
    failed = fail_calls(dynamodb, "dynamodb.UpdateItem", "ProvisionedThroughputExceededException", times=1000,
                        when=lambda params: writes("progress")(params) and "final_response" not in str(params))
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    assert failed and aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"


def test_a_throttled_final_write_is_retried_without_running_the_graph_again(aws_stack):
    clean_calls, clean_nodes = clean_run(aws_stack)
    model = CountingModel(calls={}, crash_on={})
    use_model(aws_stack, model)
    dynamodb = aws_stack.deps.sessions.table.meta.client
    failed = fail_calls(dynamodb, "dynamodb.TransactWriteItems", "ProvisionedThroughputExceededException", times=1,
                        when=writes("final_response"))
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    assert len(failed) == 1
    assert model.calls == clean_calls
    view = aws_stack.call("GET", f"/sessions/{sid}")[1]
    assert view["status"] == "completed"
    assert [r["node"] for r in aws_stack.call("GET", f"/sessions/{sid}/usage")[1]["items"]] == clean_nodes


def test_a_missing_document_fails_the_session_at_once(aws_stack):
    sid = new_session(aws_stack)[1]["session_id"]
    bucket = aws_stack.resources.buckets["DocumentsBucket"]
    s3 = boto3.client("s3")
    for item in s3.list_objects_v2(Bucket=bucket, Prefix="tenants/")["Contents"]:
        s3.delete_object(Bucket=bucket, Key=item["Key"])
    aws_stack.drain_work()
    view = aws_stack.call("GET", f"/sessions/{sid}")[1]
    assert view["status"] == "failed" and view["error"]["code"] == "DOCUMENT_UNAVAILABLE"


def test_a_passing_s3_fault_is_retried_by_the_queue(aws_stack):
    failed = fail_calls(aws_stack.deps.documents.s3, "s3.GetObject", "SlowDown", times=1)
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    assert len(failed) == 1
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"
