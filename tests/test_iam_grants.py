"""Each function's code, on the paths the service tests take, makes only AWS calls its template policies
grant (moto grants everything, so this is where a missing right shows before a deploy)."""

from __future__ import annotations

import json

import boto3
from aws_lambda_powertools.utilities import parameters

from functions.deadletter import app as deadletter_app
from functions.local.lambdas import drain
from functions.sessions.domain import WorkMessage
from tests.aws_grants import recording, refusals, resource_names
from tests.test_s3_drops import configure_tenants_in_the_secret
from tests.test_service_events import put_incoming
from tests.test_service_jobs import JD
from tests.test_service_lifecycle import RESUME, new_session

FUNCTIONS = ("ApiFunction", "WorkerFunction", "IngestFunction", "DeadLetterFunction")


def as_function(function: str, handler):
    """The handler as Lambda runs it for `function`: the calls it makes are that function's."""
    def invoke(event, context):
        with recording(function):
            return handler(event, context)
    return invoke


def deliver(stack, queue: str, function: str, handler, body: dict | None = None) -> int:
    """Cold start (fresh dependencies), then deliver the queue (with `body` sent to it first)."""
    sqs = boto3.client("sqs")
    if body is not None:
        sqs.send_message(QueueUrl=stack.resources.queues[queue], MessageBody=json.dumps(body))
    stack.bootstrap()
    parameters.clear_caches()  # a new container has read no secret yet
    return drain(sqs, stack.resources.queues[queue], stack.resources.queue_arns[queue], as_function(function, handler))


def api(stack, *args, **kwargs):
    with recording("ApiFunction"):
        return stack.call(*args, **kwargs)


def s3_event(bucket: str, key: str, version_id: str | None = None) -> dict:
    obj = {"key": key, "eTag": "0123456789abcdef", **({"versionId": version_id} if version_id else {})}
    return {"Records": [{"eventName": "ObjectCreated:Put", "s3": {"bucket": {"name": bucket}, "object": obj}}]}


def test_every_aws_call_a_function_makes_is_granted_by_its_template_policies(aws_stack, aws_calls):
    stack = aws_stack
    secret = configure_tenants_in_the_secret(stack)  # as deployed: the API keys' hashes in Secrets Manager
    stack.bootstrap(settings=stack.deps.settings.model_copy(update={"erase_delay_seconds": 0}))
    bucket = stack.resources.buckets["DocumentsBucket"]

    # The API: create (inline, by s3_key, with an Idempotency-Key), read, list, usage, regenerate, delete.
    with recording("ApiFunction"):
        stack.bootstrap(settings=stack.deps.settings)
    sid = new_session_as_api(stack, headers={"Idempotency-Key": "first"})
    put_incoming(stack, "incoming/tenant-a/cv.md", RESUME.encode(), {"target-job": "백엔드 개발자"})
    assert api(stack, "POST", "/sessions", {"target_job": "x", "documents": [
        {"document_id": "r", "filename": "cv.md", "s3_key": "incoming/tenant-a/cv.md"}]})[0] == 202
    assert api(stack, "GET", "/sessions?limit=5&status=queued")[0] == 200
    # A job: created (with an Idempotency-Key), listed; planned by the worker below, then read and approved.
    status, job = api(stack, "POST", "/jobs", {"title": "백엔드 개발자", "job_description": {
        "filename": "jd.md", "text": JD}}, headers={"Idempotency-Key": "job-1"})
    assert status == 202, job
    assert api(stack, "GET", "/jobs?limit=5")[0] == 200

    # Ingest: the drop above, and one without its target job.
    put_incoming(stack, "incoming/tenant-a/bad.md", RESUME.encode(), {})
    assert deliver(stack, "IngestQueue", "IngestFunction", stack.ingest.handler) >= 2

    # The worker: first passes, then a regeneration and an erase.
    assert deliver(stack, "WorkQueue", "WorkerFunction", stack.worker.handler) >= 4
    assert api(stack, "GET", f"/sessions/{sid}")[1]["status"] == "completed"
    assert api(stack, "GET", f"/jobs/{job['job_id']}")[1]["status"] == "completed"
    assert api(stack, "POST", f"/jobs/{job['job_id']}/approve", {"actor": "hr.lead"})[0] == 200
    assert api(stack, "POST", f"/jobs/{job['job_id']}/regenerate")[0] == 202
    assert deliver(stack, "WorkQueue", "WorkerFunction", stack.worker.handler) == 1
    assert api(stack, "DELETE", f"/jobs/{job['job_id']}")[0] == 204
    assert api(stack, "GET", f"/sessions/{sid}/usage")[0] == 200
    assert api(stack, "POST", f"/sessions/{sid}/regenerate", {"target_question_ids": ["q1"]})[0] == 202
    assert deliver(stack, "WorkQueue", "WorkerFunction", stack.worker.handler) == 1
    assert api(stack, "DELETE", f"/sessions/{sid}")[0] == 204
    assert deliver(stack, "WorkQueue", "WorkerFunction", stack.worker.handler) == 1  # the erase

    # The dead-letter function: a dead erase, a run given up on, an S3 event given up on.
    queued = new_session(stack)[1]["session_id"]
    assert deliver(stack, "WorkDeadLetterQueue", "DeadLetterFunction", deadletter_app.handler,
                   WorkMessage(tenant_id="tenant-a", session_id=sid, run=0, action="erase").model_dump()) == 1
    assert deliver(stack, "WorkDeadLetterQueue", "DeadLetterFunction", deadletter_app.handler,
                   WorkMessage(tenant_id="tenant-a", session_id=queued, run=1).model_dump()) == 1
    assert api(stack, "GET", f"/sessions/{queued}")[1]["status"] == "failed"
    assert deliver(stack, "IngestDeadLetterQueue", "DeadLetterFunction", deadletter_app.handler,
                   s3_event(bucket, "incoming/tenant-a/lost.md")) == 1

    names = resource_names(stack.resources, {"ApiKeysSecret": secret})
    assert set(aws_calls) == set(FUNCTIONS)  # every function's code was exercised
    for function in FUNCTIONS:
        assert refusals(function, aws_calls[function], names) == [], function


def new_session_as_api(stack, **extra) -> str:
    with recording("ApiFunction"):
        status, created = new_session(stack, **extra)
    assert status == 202, created
    return created["session_id"]


def test_the_check_refuses_what_the_template_does_not_grant():
    """The check itself: a call no policy covers is reported, one a policy covers is not."""
    from tests.aws_grants import Call

    names = {"hr-SessionsTable": "SessionsTable", "hr-documents": "DocumentsBucket"}
    query = Call("dynamodb", "Query", {"TableName": "hr-SessionsTable"})
    read = Call("s3", "GetObject", {"Bucket": "hr-documents", "Key": "checkpoints/t/x"})
    listing = Call("s3", "ListObjectVersions", {"Bucket": "hr-documents", "Prefix": "checkpoints/x"})
    assert refusals("ApiFunction", [query, read, listing], names) == [
        "s3.GetObject: s3:GetObject on ${DocumentsBucket.Arn}/checkpoints/t/x",
        "s3.ListObjectVersions: s3:ListBucketVersions on ${DocumentsBucket.Arn} (prefix checkpoints/x)"]
    assert refusals("WorkerFunction", [query, read], names) == []
