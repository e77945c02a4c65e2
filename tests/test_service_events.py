"""Worker and ingest behaviour under real event shapes: crashes, dead letters, S3 drops, metrics."""

from __future__ import annotations

import json
import subprocess
import sys
from urllib.parse import quote

import boto3

from graph.model.llm import LLMBackend
from graph.model.offline import OfflineEngine
from tests.conftest import EXAMPLES, ROOT
from tests.test_service_lifecycle import new_session


class Crash(Exception):
    """The worker dying mid-graph (Lambda timeout, out of memory, a lost container)."""


class CountingModel(OfflineEngine):
    """The offline engine, counting calls per node and crashing on the calls it is told to."""

    def __init__(self, calls: dict, crash_on: dict) -> None:
        self.calls = calls
        self.crash_on = crash_on  # node -> how many of its calls crash

    def answer(self, node, request):
        self.calls[node] = self.calls.get(node, 0) + 1
        if self.crash_on.get(node, 0) > 0:
            self.crash_on[node] -= 1
            raise Crash(node)
        return super().answer(node, request)


def use_model(stack, model) -> None:
    stack.bootstrap(llm=LLMBackend(model=model))


def clean_run(stack) -> tuple[dict, list[str]]:
    """The yardstick of 'nothing is paid twice': the calls, node by node, and the usage records' nodes of
    one uninterrupted first pass of the same documents (how many calls a pass makes is the graph's business)."""
    model = CountingModel(calls={}, crash_on={})
    use_model(stack, model)
    sid = new_session(stack)[1]["session_id"]
    stack.drain_work()
    return model.calls, [r["node"] for r in stack.call("GET", f"/sessions/{sid}/usage")[1]["items"]]


def test_a_crash_after_the_analyzer_resumes_without_paying_for_it_again(aws_stack):
    clean_calls, clean_nodes = clean_run(aws_stack)
    model = CountingModel(calls={}, crash_on={"questioner": 1})
    use_model(aws_stack, model)
    sid = new_session(aws_stack)[1]["session_id"]

    aws_stack.drain_work()  # first delivery crashes in the questioner, the redelivery resumes

    assert model.calls == {**clean_calls, "questioner": clean_calls["questioner"] + 1}  # only the crashed call again
    view = aws_stack.call("GET", f"/sessions/{sid}")[1]
    assert view["status"] == "completed"
    usage = aws_stack.call("GET", f"/sessions/{sid}/usage")[1]["items"]
    assert [r["node"] for r in usage if r["status"] == "ok"] == clean_nodes


def test_a_message_that_always_fails_ends_failed_and_in_the_dead_letter_queue(aws_stack):
    model = CountingModel(calls={}, crash_on={"analyzer": 99})
    use_model(aws_stack, model)
    sid = new_session(aws_stack)[1]["session_id"]

    aws_stack.drain_work()

    assert model.calls["analyzer"] == 3  # the template's maxReceiveCount, and no more
    view = aws_stack.call("GET", f"/sessions/{sid}")[1]
    assert view["status"] == "failed" and view["error"]["code"] == "PROCESSING_FAILED"
    sqs = boto3.client("sqs")
    dead = sqs.receive_message(QueueUrl=aws_stack.resources.queues["WorkDeadLetterQueue"])["Messages"]
    assert json.loads(dead[0]["Body"])["session_id"] == sid


def test_a_duplicate_delivery_of_a_finished_run_does_nothing(aws_stack):
    model = CountingModel(calls={}, crash_on={})
    use_model(aws_stack, model)
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    paid = dict(model.calls)
    boto3.client("sqs").send_message(QueueUrl=aws_stack.resources.queues["WorkQueue"], MessageBody=json.dumps(
        {"tenant_id": "tenant-a", "session_id": sid, "run": 1}))
    aws_stack.drain_work()
    assert model.calls == paid


def put_incoming(stack, key: str, body: bytes, metadata: dict) -> None:
    boto3.client("s3").put_object(Bucket=stack.resources.buckets["DocumentsBucket"], Key=key, Body=body,
                                  Metadata={k: quote(v) for k, v in metadata.items()})


def test_a_resume_dropped_under_incoming_becomes_a_session(aws_stack):
    put_incoming(aws_stack, "incoming/tenant-a/resume_kim.md", (EXAMPLES / "resume_backend_ko.md").read_bytes(),
                 {"target-job": "백엔드 개발자", "difficulty": "hard"})
    assert aws_stack.drain_ingest() >= 1
    aws_stack.drain_work()
    sessions = boto3.resource("dynamodb").Table(aws_stack.resources.tables["SessionsTable"]).scan()["Items"]
    kits = [s for s in sessions if s["SK"] == "SESSION"]
    assert len(kits) == 1 and kits[0]["status"] == "completed" and kits[0]["tenant_id"] == "tenant-a"
    assert json.loads(kits[0]["final_response"])["difficulty_level"] == "hard"
    assert kits[0]["target_job"] == "백엔드 개발자"


def test_a_repeated_s3_event_makes_one_session_and_one_run(aws_stack):
    model = CountingModel(calls={}, crash_on={})
    use_model(aws_stack, model)
    put_incoming(aws_stack, "incoming/tenant-a/cv.md", (EXAMPLES / "resume_data_en.md").read_bytes(),
                 {"target-job": "Data Scientist", "language": "en"})
    queue = aws_stack.resources.queues["IngestQueue"]
    sqs = boto3.client("sqs")
    messages = sqs.receive_message(QueueUrl=queue, MaxNumberOfMessages=10)["Messages"]
    for message in messages:  # S3 delivers at least once: deliver every event twice
        sqs.send_message(QueueUrl=queue, MessageBody=message["Body"])
        sqs.change_message_visibility(QueueUrl=queue, ReceiptHandle=message["ReceiptHandle"], VisibilityTimeout=0)
    aws_stack.drain_ingest()
    aws_stack.drain_work()  # the repeat found the session queued and sent its message again: the lease skips it
    sessions = boto3.resource("dynamodb").Table(aws_stack.resources.tables["SessionsTable"]).scan()["Items"]
    assert len([item for item in sessions if item["SK"] == "SESSION"]) == 1
    assert model.calls["analyzer"] == 1


def test_a_file_without_text_is_a_failed_session_not_a_retry_loop(aws_stack):
    put_incoming(aws_stack, "incoming/tenant-a/scan.pdf", b"%PDF-1.4 broken", {"target-job": "Nurse"})
    aws_stack.drain_ingest()
    items = boto3.resource("dynamodb").Table(aws_stack.resources.tables["SessionsTable"]).scan()["Items"]
    assert len(items) == 1 and items[0]["status"] == "failed"
    assert json.loads(items[0]["error"])["code"] == "INVALID_DOCUMENT"
    assert aws_stack.drain_work() == 0
    assert "Messages" not in boto3.client("sqs").receive_message(
        QueueUrl=aws_stack.resources.queues["IngestDeadLetterQueue"])


def test_metrics_are_emf_with_node_and_model_dimensions(aws_stack, capsys):
    new_session(aws_stack)
    aws_stack.drain_work()
    blobs = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith('{"_aws"')]
    llm = [b for b in blobs if "LLMCalls" in b]
    assert {b["node"] for b in llm} == {"analyzer", "questioner", "predictor", "driller", "reviewer"}
    assert all(b["model"] == "offline" for b in llm)
    for blob in llm:
        directive = blob["_aws"]["CloudWatchMetrics"][0]
        assert directive["Namespace"] == "HRCopilot"
        assert {"node", "model"} <= set(directive["Dimensions"][0])
        assert {m["Name"] for m in directive["Metrics"]} >= {"LLMCalls", "LLMFailures", "LLMInputTokens",
                                                           "LLMOutputTokens", "LLMCostUSD", "LLMLatencyMs"}
    sessions = [b for b in blobs if "SessionsCompleted" in b]
    assert len(sessions) == 1 and sessions[0]["SessionCostUSD"] == [0.0]


def test_the_api_module_imports_neither_langchain_nor_langgraph():
    code = ("import os, sys; os.environ.update(HR_COPILOT_SESSIONS_TABLE='t', HR_COPILOT_CHECKPOINTS_TABLE='c', "
            "HR_COPILOT_DOCUMENTS_BUCKET='b', AWS_DEFAULT_REGION='us-east-1', POWERTOOLS_TRACE_DISABLED='1'); "
            "import functions.api.app; "
            "print(sorted({m.split('.')[0] for m in sys.modules\n"
            "              if m.startswith(('langchain', 'langgraph', 'openai'))}))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
