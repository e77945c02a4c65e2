"""`hr-copilot serve` from a second terminal: HTTP requests and an S3 drop against the running stack."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from urllib.parse import quote

import boto3

from tests.pipeline_calls import FIRST_PASS_TOTAL
from tests.conftest import EXAMPLES, SERVE_KEY as KEY


def call(served, method, path, body=None, key=KEY):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(served["base"] + path, data=data, method=method,
                                     headers={"x-api-key": key, "content-type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


# Generous: the stack shares 2 cores with the rest of the suite; a healthy run settles in seconds.
SETTLE_S = 180


def wait_for(served, session_id, statuses=("completed", "partial_completed", "failed"), key=KEY):
    seen = []
    deadline = time.monotonic() + SETTLE_S
    while time.monotonic() < deadline:
        view = call(served, "GET", f"/sessions/{session_id}", key=key)[1]
        seen.append(view["status"])
        if view["status"] in statuses:
            return view, seen
        time.sleep(0.25)
    raise AssertionError(f"session {session_id} stuck: {seen[-5:]}")


def test_banner_gives_a_ready_to_paste_curl(served):
    assert f"curl -s -X POST {served['base']}/sessions -H 'x-api-key: {KEY}'" in served["banner"]


def test_the_lifecycle_over_http(served):
    resume = (EXAMPLES / "resume_backend_ko.md").read_text(encoding="utf-8")
    status, created = call(served, "POST", "/sessions", {"target_job": "백엔드 개발자", "documents": [
        {"document_id": "resume", "filename": "resume.md", "text": resume}]})
    assert status == 202
    view, seen = wait_for(served, created["session_id"])
    assert view["status"] == "completed" and seen[0] in ("queued", "running")
    targets = [q["question_id"] for q in view["final_response"]["questions"][1:3]]

    assert call(served, "POST", f"/sessions/{created['session_id']}/regenerate",
                {"target_question_ids": targets})[0] == 202
    second, _ = wait_for(served, created["session_id"])
    assert second["version"] == 2
    changed = [q["question_id"] for q, before in zip(second["final_response"]["questions"],
                                                     view["final_response"]["questions"], strict=True) if q != before]
    assert sorted(changed) == sorted(targets)
    usage = call(served, "GET", f"/sessions/{created['session_id']}/usage")[1]
    # the first pass, then for the 2 targets one call each of the questioner, predictor, driller and reviewer
    assert usage["totals"]["llm_calls"] == len(usage["items"]) == FIRST_PASS_TOTAL + 4
    assert call(served, "GET", f"/sessions/{created['session_id']}", key="other-key")[0] == 404


def test_a_file_dropped_in_s3_becomes_a_session(served):
    s3 = boto3.client("s3", endpoint_url=served["endpoint"], region_name="us-east-1",
                      aws_access_key_id="local", aws_secret_access_key="local")
    s3.put_object(Bucket=served["bucket"], Key="incoming/acme/priya.md",
                  Body=(EXAMPLES / "resume_data_en.md").read_bytes(),
                  Metadata={"target-job": quote("Data Scientist"), "language": "en"})
    dynamodb = boto3.resource("dynamodb", endpoint_url=served["endpoint"], region_name="us-east-1",
                              aws_access_key_id="local", aws_secret_access_key="local")
    table = dynamodb.Table("hr-copilot-SessionsTable")
    deadline = time.monotonic() + SETTLE_S
    while time.monotonic() < deadline:
        items = [i for i in table.scan()["Items"] if i["SK"] == "SESSION" and i.get("source") == "s3"]
        if items and items[0]["status"] in ("completed", "partial_completed", "failed"):
            break
        time.sleep(0.25)
    assert (items[0]["status"], items[0]["tenant_id"]) == ("completed", "acme"), items[0].get("error")
    view = call(served, "GET", f"/sessions/{items[0]['session_id']}")[1]
    assert view["final_response"]["language"] == "en"
