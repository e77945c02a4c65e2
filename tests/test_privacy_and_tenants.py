"""Tenants cannot reach each other's data; personal data never reaches the logs; DELETE erases."""

from __future__ import annotations

import logging
import threading

import boto3

from tests.conftest import EXAMPLES
from tests.test_service_lifecycle import RESUME, new_session

PERSONAL = ["김하늘", "haneul.kim@example.com", "010-1234-5678", "github.com/haneul-dev", "페이레인",
            "결제 승인 API를 Go로 재작성"]


def test_no_personal_data_in_any_log_line(aws_stack, capsys, caplog):
    caplog.set_level(logging.DEBUG)
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    aws_stack.call("POST", f"/sessions/{sid}/regenerate", {"target_question_ids": ["q1"]})
    aws_stack.drain_work()
    aws_stack.call("POST", "/sessions", {"target_job": "x", "documents": [
        {"document_id": "r", "filename": "r.pdf", "text": "%PDF broken " + RESUME[:50]}]})
    captured = capsys.readouterr()
    logs = captured.out + captured.err + "\n".join(r.getMessage() for r in caplog.records)
    assert logs.strip(), "the lifecycle logged nothing: the check would be vacuous"
    for detail in PERSONAL:
        assert detail not in logs, detail


def test_a_tenant_cannot_reference_another_tenants_documents(aws_stack):
    sid = new_session(aws_stack)[1]["session_id"]
    key = f"tenants/tenant-a/sessions/{sid}/resume/resume.md"
    body = {"target_job": "x", "documents": [{"document_id": "r", "filename": "resume.md", "s3_key": key}]}
    status, answer = aws_stack.call("POST", "/sessions", body, tenant="tenant-b")
    assert status == 403 and answer["error"]["code"] == "FORBIDDEN_DOCUMENT"
    assert aws_stack.call("POST", "/sessions", body, tenant="tenant-a")[0] == 202


def test_delete_erases_session_usage_documents_and_checkpoints(aws_stack):
    # No erase delay here: the worker's erase is delivered at once (the delay has its own test below).
    aws_stack.bootstrap(settings=aws_stack.deps.settings.model_copy(update={"erase_delay_seconds": 0}))
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    assert aws_stack.call("DELETE", f"/sessions/{sid}", tenant="tenant-b")[0] == 404
    assert aws_stack.call("DELETE", f"/sessions/{sid}")[0] == 204
    aws_stack.drain_work()  # the worker erases the checkpoints

    assert aws_stack.call("GET", f"/sessions/{sid}")[0] == 404
    sessions = boto3.resource("dynamodb").Table(aws_stack.resources.tables["SessionsTable"]).scan()["Items"]
    assert [i for i in sessions if sid in i["PK"]] == []
    checkpoints = boto3.resource("dynamodb").Table(aws_stack.resources.tables["CheckpointsTable"]).scan()["Items"]
    assert [i for i in checkpoints if sid in str(i)] == []
    listing = boto3.client("s3").list_objects_v2(Bucket=aws_stack.resources.buckets["DocumentsBucket"],
                                                 Prefix=f"tenants/tenant-a/sessions/{sid}/")
    assert listing.get("KeyCount", 0) == 0


def test_every_table_and_the_bucket_expire_data():
    from functions.local.template import load_template, resources_of

    template = load_template()
    for name, table in resources_of(template, "AWS::DynamoDB::Table").items():
        assert table["TimeToLiveSpecification"]["Enabled"] is True, name
    bucket = resources_of(template, "AWS::S3::Bucket")["DocumentsBucket"]
    rules = bucket["LifecycleConfiguration"]["Rules"]
    assert any(r["ExpirationInDays"] == {"Ref": "RetentionDays"} and "Prefix" not in r for r in rules)
    assert (EXAMPLES / "resume_backend_ko.md").exists()


def test_a_session_deleted_while_its_run_is_going_is_erased_after_the_run_has_ended(aws_stack):
    """The run goes on to the end of its invocation and writes checkpoints and usage records after
    DELETE; the erase waits the worker's timeout, and then takes all of it."""
    from functions.sessions.domain import WorkMessage
    from functions.sessions.job import handle
    from tests.test_service_events import CountingModel, use_model

    class DeletedMidRun(CountingModel):
        session_id = ""
        deleting = threading.Lock()  # a node may call the model from several threads at once

        def answer(self, node, request):
            with self.deleting:
                if node == "questioner" and not self.calls.get("deleted"):  # the analyzer is checkpointed
                    self.calls["deleted"] = 1
                    assert aws_stack.call("DELETE", f"/sessions/{self.session_id}")[0] == 204
            return super().answer(node, request)

    model = DeletedMidRun(calls={}, crash_on={})
    use_model(aws_stack, model)
    model.session_id = sid = new_session(aws_stack)[1]["session_id"]

    assert aws_stack.drain_work() == 1  # the run, to its end; the erase message is not delivered yet
    attributes = boto3.client("sqs").get_queue_attributes(QueueUrl=aws_stack.resources.queues["WorkQueue"],
                                                          AttributeNames=["ApproximateNumberOfMessagesDelayed"])
    assert attributes["Attributes"]["ApproximateNumberOfMessagesDelayed"] == "1"
    assert model.calls["reviewer"] >= 1

    handle(aws_stack.deps.worker, WorkMessage(tenant_id="tenant-a", session_id=sid, run=0, action="erase"),
           final_attempt=False, remaining_ms=lambda: 900_000)  # as the worker does when the delay is over

    dynamodb = boto3.resource("dynamodb")
    sessions = dynamodb.Table(aws_stack.resources.tables["SessionsTable"]).scan()["Items"]
    assert [i for i in sessions if sid in i["PK"]] == []
    checkpoints = dynamodb.Table(aws_stack.resources.tables["CheckpointsTable"]).scan()["Items"]
    assert [i for i in checkpoints if sid in str(i)] == []
