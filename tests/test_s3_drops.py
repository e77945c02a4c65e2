"""S3 drops: an upload is a session of its own (its object version), a drop's session never comes back
after DELETE, a drop is refused by its size before it is read, and only configured tenants may drop."""

from __future__ import annotations

import json

import boto3

from functions.sessions.domain import MAX_STORED_DOCUMENT_BYTES, WorkMessage
from functions.sessions.job import handle
from infra.secrets import hash_api_key
from tests.aws_grants import recording
from tests.conftest import API_KEYS
from tests.test_service_events import put_incoming
from tests.test_service_lifecycle import RESUME

KEY = "incoming/tenant-a/cv.md"
JOB = {"target-job": "백엔드 개발자"}


def items(stack, table: str = "SessionsTable") -> list[dict]:
    return boto3.resource("dynamodb").Table(stack.resources.tables[table]).scan()["Items"]


def sessions(stack) -> dict[str, dict]:
    return {item["session_id"]: item for item in items(stack) if item["SK"] == "SESSION"}


def drop(stack, metadata: dict, key: str = KEY, body: bytes = RESUME.encode()) -> str:
    """Upload, let ingest take it, and return the session id it made (the one new session)."""
    before = set(sessions(stack))
    put_incoming(stack, key, body, metadata)
    stack.drain_ingest()
    [made] = set(sessions(stack)) - before
    return made


def test_the_same_bytes_uploaded_again_with_the_metadata_fixed_are_a_new_session(aws_stack):
    first = drop(aws_stack, {})  # no target-job: a failed session with the reason
    assert sessions(aws_stack)[first]["status"] == "failed"

    second = drop(aws_stack, JOB)  # the same bytes, the same key

    assert second != first
    aws_stack.drain_work()
    assert sessions(aws_stack)[second]["status"] == "completed"
    assert sessions(aws_stack)[first]["status"] == "failed"


def test_delete_then_the_same_drop_again_is_a_new_session_the_old_erase_leaves_alone(aws_stack):
    old = drop(aws_stack, JOB)
    aws_stack.drain_work()
    assert aws_stack.call("DELETE", f"/sessions/{old}")[0] == 204  # its erase waits the worker's timeout

    new = drop(aws_stack, JOB)
    aws_stack.drain_work()
    handle(aws_stack.deps.worker, WorkMessage(tenant_id="tenant-a", session_id=old, run=0, action="erase"),
           final_attempt=False, remaining_ms=lambda: 900_000)  # the old session's erase, when its delay is over

    assert new != old
    status, view = aws_stack.call("GET", f"/sessions/{new}")
    assert status == 200 and view["status"] == "completed" and view["version"] == 1
    assert view["final_response"]["session_id"] == new  # its own kit, not the deleted session's
    usage = aws_stack.call("GET", f"/sessions/{new}/usage")[1]
    assert usage["totals"]["llm_calls"] == view["final_response"]["usage"]["llm_calls"]  # paid once
    assert [i for i in items(aws_stack, "CheckpointsTable") if new in str(i)]  # its checkpoints stay
    assert [i for i in items(aws_stack, "CheckpointsTable") if old in str(i)] == []


def test_a_repeated_event_after_delete_brings_nothing_back(aws_stack):
    sqs = boto3.client("sqs")
    queue = aws_stack.resources.queues["IngestQueue"]
    put_incoming(aws_stack, KEY, RESUME.encode(), JOB)
    [event] = sqs.receive_message(QueueUrl=queue)["Messages"]
    sqs.change_message_visibility(QueueUrl=queue, ReceiptHandle=event["ReceiptHandle"], VisibilityTimeout=0)
    aws_stack.drain_ingest()
    aws_stack.drain_work()
    [sid] = sessions(aws_stack)
    assert aws_stack.call("DELETE", f"/sessions/{sid}")[0] == 204

    sqs.send_message(QueueUrl=queue, MessageBody=event["Body"])  # S3 delivers at least once
    aws_stack.drain_ingest()
    aws_stack.drain_dead_letters()

    assert aws_stack.call("GET", f"/sessions/{sid}")[0] == 404
    assert [i for i in items(aws_stack) if sid in i["PK"]] == []
    assert aws_stack.drain_work() == 0


def test_an_oversized_drop_is_refused_by_its_size_before_it_is_read(aws_stack, aws_calls):
    put_incoming(aws_stack, KEY, b"a" * (MAX_STORED_DOCUMENT_BYTES + 1), JOB)
    with recording("IngestFunction"):
        aws_stack.drain_ingest()

    [session] = sessions(aws_stack).values()
    assert session["status"] == "failed"
    error = json.loads(session["error"])
    assert error["code"] == "DOCUMENT_TOO_LARGE" and error["message"].startswith("cv.md is 20.0 MB"), error
    assert "GetObject" not in {call.operation for call in aws_calls["IngestFunction"]}


def test_an_oversized_s3_key_is_a_413_at_create(aws_stack):
    boto3.client("s3").put_object(Bucket=aws_stack.resources.buckets["DocumentsBucket"], Key=KEY,
                                  Body=b"a" * (MAX_STORED_DOCUMENT_BYTES + 1))
    status, answer = aws_stack.call("POST", "/sessions", {"target_job": "x", "documents": [
        {"document_id": "r", "filename": "cv.md", "s3_key": KEY}]})
    assert status == 413 and answer["error"]["code"] == "DOCUMENT_TOO_LARGE", answer
    assert answer["error"]["message"].startswith("documents.r.s3_key is 20.0 MB")


def test_a_drop_under_a_tenant_nobody_configured_makes_no_session(aws_stack):
    put_incoming(aws_stack, "incoming/ghost-0/cv.md", RESUME.encode(), JOB)
    aws_stack.drain_ingest()
    boto3.client("sqs").send_message(  # and its event given up on: no failed session either
        QueueUrl=aws_stack.resources.queues["IngestDeadLetterQueue"], MessageBody=json.dumps({"Records": [{
            "eventName": "ObjectCreated:Put", "s3": {"bucket": {"name": aws_stack.resources.buckets["DocumentsBucket"]},
                                                     "object": {"key": "incoming/ghost-0/lost.md", "eTag": "e"}}}]}))
    aws_stack.drain_dead_letters()

    assert sessions(aws_stack) == {}
    assert aws_stack.drain_work() == 0


def configure_tenants_in_the_secret(stack) -> str:
    """The tenants as deployed: API-key hashes in Secrets Manager (ApiKeysSecret), none inline."""
    arn = boto3.client("secretsmanager").create_secret(Name="hr-copilot-ApiKeysSecret", SecretString=json.dumps(
        {hash_api_key(key): tenant for tenant, key in API_KEYS.items()}))["ARN"]
    stack.bootstrap(settings=stack.deps.settings.model_copy(update={"api_keys": "", "api_keys_secret_arn": arn}))
    return arn


def test_the_tenants_are_the_ones_the_api_keys_secret_names(aws_stack):
    configure_tenants_in_the_secret(aws_stack)
    put_incoming(aws_stack, "incoming/ghost-0/cv.md", RESUME.encode(), JOB)
    put_incoming(aws_stack, "incoming/tenant-b/cv.md", RESUME.encode(), JOB)
    aws_stack.drain_ingest()
    aws_stack.drain_work()
    assert [(s["tenant_id"], s["status"]) for s in sessions(aws_stack).values()] == [("tenant-b", "completed")]
