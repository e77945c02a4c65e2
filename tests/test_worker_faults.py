"""The worker under infrastructure faults: every session ends terminal, no finished node is re-paid."""

from __future__ import annotations

import boto3
from botocore.exceptions import ClientError

from functions.sessions.domain import WorkMessage
from functions.sessions.job import handle
from tests.test_service_events import CountingModel, use_model
from tests.test_service_lifecycle import new_session

TERMINAL = ("completed", "partial_completed", "failed")


def throttled(operation: str) -> ClientError:
    return ClientError({"Error": {"Code": "ProvisionedThroughputExceededException", "Message": "slow down"}},
                       operation)


def test_out_of_time_the_run_is_handed_on_and_resumed(aws_stack):
    model = CountingModel(calls={}, crash_on={})
    use_model(aws_stack, model)
    sid = new_session(aws_stack)[1]["session_id"]
    clock = iter([900_000, 900_000, 900_000, 100_000] + [900_000] * 100)  # time runs low after the analyzer

    worker = aws_stack.worker.worker()
    sqs = boto3.client("sqs")
    queue = aws_stack.resources.queues["WorkQueue"]
    first = sqs.receive_message(QueueUrl=queue)["Messages"][0]
    handle(worker, WorkMessage.model_validate_json(first["Body"]), final_attempt=False,
           remaining_ms=lambda: next(clock))
    sqs.delete_message(QueueUrl=queue, ReceiptHandle=first["ReceiptHandle"])
    assert model.calls == {"analyzer": 1}
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "running"

    assert aws_stack.drain_work() == 1  # the handed-on message
    assert model.calls == {"analyzer": 1, "questioner": 1, "predictor": 1, "driller": 1, "reviewer": 1}
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"


def test_the_same_message_twice_at_once_runs_once(aws_stack):
    """A second copy of a message that arrives while the first holds the run's lease is skipped, and a
    copy that arrives after the run ended is stale. Sequential on purpose: the lease is a conditional
    write, so what matters is its condition, not which thread wins a race."""
    model = CountingModel(calls={}, crash_on={})
    use_model(aws_stack, model)
    sid = new_session(aws_stack)[1]["session_id"]
    body = boto3.client("sqs").receive_message(QueueUrl=aws_stack.resources.queues["WorkQueue"])["Messages"][0]["Body"]
    message = WorkMessage.model_validate_json(body)
    worker = aws_stack.worker.worker()
    sessions = worker.services.sessions

    held = sessions.start_run(message.tenant_id, message.session_id, message.run, lease_seconds=900)
    assert held is not None and held.status == "running"
    handle(worker, message, final_attempt=False, remaining_ms=lambda: 900_000)  # the copy meets the lease
    assert model.calls == {}
    assert sessions.start_run(message.tenant_id, message.session_id, message.run, lease_seconds=900) is None

    sessions.release_run(message.tenant_id, message.session_id, message.run)
    handle(worker, message, final_attempt=False, remaining_ms=lambda: 900_000)
    handle(worker, message, final_attempt=False, remaining_ms=lambda: 900_000)  # after the run: stale
    assert model.calls == {"analyzer": 1, "questioner": 1, "predictor": 1, "driller": 1, "reviewer": 1}
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"


def test_a_throttled_progress_write_does_not_stop_the_run(aws_stack, monkeypatch):
    store = aws_stack.worker.worker().services.sessions
    calls = []

    def flaky(*args):
        calls.append(args)
        raise throttled("UpdateItem")

    monkeypatch.setattr(store, "set_progress", flaky)
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    assert calls and aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"


def test_a_throttled_final_write_is_retried_without_running_the_graph_again(aws_stack, monkeypatch):
    model = CountingModel(calls={}, crash_on={})
    use_model(aws_stack, model)
    store = aws_stack.worker.worker().services.sessions
    original, failures = store.finish, [1]

    def finish_once_throttled(record):
        if failures:
            failures.pop()
            raise throttled("UpdateItem")
        return original(record)

    monkeypatch.setattr(store, "finish", finish_once_throttled)
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    assert sum(model.calls.values()) == 5
    view = aws_stack.call("GET", f"/sessions/{sid}")[1]
    assert view["status"] == "completed"
    assert len(aws_stack.call("GET", f"/sessions/{sid}/usage")[1]["items"]) == 5


def test_a_missing_document_fails_the_session_at_once(aws_stack):
    sid = new_session(aws_stack)[1]["session_id"]
    bucket = aws_stack.resources.buckets["DocumentsBucket"]
    s3 = boto3.client("s3")
    for item in s3.list_objects_v2(Bucket=bucket, Prefix="tenants/")["Contents"]:
        s3.delete_object(Bucket=bucket, Key=item["Key"])
    aws_stack.drain_work()
    view = aws_stack.call("GET", f"/sessions/{sid}")[1]
    assert view["status"] == "failed" and view["error"]["code"] == "DOCUMENT_UNAVAILABLE"


def test_a_passing_s3_fault_is_retried_by_the_queue(aws_stack, monkeypatch):
    documents = aws_stack.worker.worker().services.documents
    original, failures = documents.get, [1]

    def get_once_failing(key):
        if failures:
            failures.pop()
            raise ClientError({"Error": {"Code": "SlowDown", "Message": "reduce your request rate"}}, "GetObject")
        return original(key)

    monkeypatch.setattr(documents, "get", get_once_failing)
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"
