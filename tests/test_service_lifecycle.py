"""The serverless stack through its real handlers and event shapes, against moto resources built
from template.yaml."""

from __future__ import annotations

from tests.conftest import EXAMPLES

RESUME = (EXAMPLES / "resume_backend_ko.md").read_text(encoding="utf-8")
JD = (EXAMPLES / "jd_backend_ko.md").read_text(encoding="utf-8")


def new_session(stack, headers=None, **extra):
    body = {"target_job": "백엔드 개발자", "documents": [
        {"document_id": "resume", "kind": "resume", "filename": "resume.md", "text": RESUME},
        {"document_id": "jd", "kind": "job_description", "filename": "jd.md", "text": JD}], **extra}
    return stack.call("POST", "/sessions", body, headers=headers)


def test_a_session_goes_from_queued_to_a_kit(aws_stack):
    status, created = new_session(aws_stack)
    assert status == 202 and created["status"] == "queued", created
    sid = created["session_id"]
    status, view = aws_stack.call("GET", f"/sessions/{sid}")
    assert (status, view["status"]) == (200, "queued")

    assert aws_stack.drain_work() == 1
    status, view = aws_stack.call("GET", f"/sessions/{sid}")
    assert view["status"] == "completed" and view["version"] == 1
    kit = view["final_response"]
    assert len(kit["questions"]) == 5 and kit["session_id"] == sid

    status, usage = aws_stack.call("GET", f"/sessions/{sid}/usage")
    assert status == 200
    nodes = [r["node"] for r in usage["items"]]  # one record per LLM call, in call order
    assert nodes[0] == "analyzer" and set(nodes) == {"analyzer", "questioner", "predictor", "driller", "reviewer"}
    assert {r["tenant_id"] for r in usage["items"]} == {"tenant-a"}
    assert usage["totals"]["llm_calls"] == kit["usage"]["llm_calls"] == len(nodes)


def test_regenerate_changes_only_the_targeted_questions(aws_stack):
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    first = aws_stack.call("GET", f"/sessions/{sid}")[1]["final_response"]
    first_usage = aws_stack.call("GET", f"/sessions/{sid}/usage")[1]["items"]
    targets = [q["question_id"] for q in first["questions"][:2]]

    status, answer = aws_stack.call("POST", f"/sessions/{sid}/regenerate", {"target_question_ids": targets})
    assert status == 202 and answer["status"] == "queued"
    assert aws_stack.call("POST", f"/sessions/{sid}/regenerate", {"target_question_ids": targets})[0] == 409
    aws_stack.drain_work()
    second = aws_stack.call("GET", f"/sessions/{sid}")[1]["final_response"]

    assert second["version"] == 2
    before = {q["question_id"]: q for q in first["questions"]}
    for question in second["questions"]:
        assert (question == before[question["question_id"]]) == (question["question_id"] not in targets)
    usage = aws_stack.call("GET", f"/sessions/{sid}/usage")[1]["items"]
    assert usage[:len(first_usage)] == first_usage  # the first pass's records, then the regeneration's
    assert {r["node"] for r in usage[len(first_usage):]} == {"questioner", "predictor", "driller", "reviewer"}


def test_another_tenant_sees_nothing(aws_stack):
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    for method, path, body in (("GET", f"/sessions/{sid}", None), ("GET", f"/sessions/{sid}/usage", None),
                               ("POST", f"/sessions/{sid}/regenerate", {"target_question_ids": ["q1"]})):
        status, answer = aws_stack.call(method, path, body, tenant="tenant-b")
        assert status == 404 and answer["error"]["code"] == "SESSION_NOT_FOUND"


def test_requests_without_a_valid_key_are_refused(aws_stack):
    assert aws_stack.call("GET", "/sessions/s_x", tenant=None)[0] == 401
    status, answer = aws_stack.call("GET", "/sessions/s_x", tenant=None, headers={"x-api-key": "nope"})
    assert status == 401 and answer["error"]["code"] == "UNAUTHORIZED"


def test_a_repeated_idempotency_key_makes_one_session(aws_stack):
    first = new_session(aws_stack, headers={"Idempotency-Key": "abc-1"})
    again = new_session(aws_stack, headers={"Idempotency-Key": "abc-1"})
    assert first[0] == again[0] == 202
    assert first[1]["session_id"] == again[1]["session_id"]
    assert aws_stack.drain_work() == 1


def test_idempotency_keys_that_differ_only_after_200_characters_are_two_keys(aws_stack):
    first = new_session(aws_stack, headers={"Idempotency-Key": "k" * 200 + "-first"})
    second = new_session(aws_stack, headers={"Idempotency-Key": "k" * 200 + "-second"})
    assert first[0] == second[0] == 202
    assert first[1]["session_id"] != second[1]["session_id"]


def test_bad_input_names_the_field(aws_stack):
    status, answer = aws_stack.call("POST", "/sessions", {"target_job": "x", "documents": [
        {"document_id": "r", "filename": "r.md"}]})
    assert status == 400 and answer["error"]["code"] == "INVALID_REQUEST"
    assert answer["error"]["message"].startswith("documents.0")
    status, answer = aws_stack.call("POST", "/sessions", {"target_job": "x", "difficulty_level": "extreme",
                                                          "documents": [{"document_id": "r", "filename": "r.md",
                                                                         "text": RESUME}]})
    assert status == 400 and "difficulty_level" in answer["error"]["message"]
    status, answer = aws_stack.call("POST", "/sessions", {"target_job": "x", "documents": [
        {"document_id": "r", "filename": "r.pdf", "content_base64": "aGVsbG8="}]})
    assert status == 400 and answer["error"]["code"] == "INVALID_DOCUMENT"
    assert "documents.r" in answer["error"]["message"]
    assert aws_stack.call("POST", "/sessions", "{not json")[0] == 400


def test_openapi_document_is_served(aws_stack):
    status, document = aws_stack.call("GET", "/openapi.json", tenant=None)
    assert status == 200 and document["openapi"].startswith("3.")
    assert {"/sessions", "/sessions/{session_id}", "/sessions/{session_id}/regenerate",
            "/sessions/{session_id}/usage"} <= set(document["paths"])


def test_every_limit_is_a_4xx_that_names_the_field_and_the_limit(aws_stack):
    doc = {"document_id": "r", "filename": "r.md", "text": RESUME}
    cases = [
        ({"target_job": "x" * 201, "documents": [doc]}, "target_job", "200"),
        ({"target_job": "x", "documents": [dict(doc, document_id=f"d{i}") for i in range(11)]}, "documents", "10"),
        ({"target_job": "x", "documents": [dict(doc, text="가" * 100_001)]}, "documents.0.text", "100000"),
        ({"target_job": "x", "documents": [dict(doc, filename="a/b.md")]}, "documents.0.filename", ""),
        ({"target_job": "x", "documents": [doc], "callback_url": "http://example.com"}, "callback_url", "https"),
        ({"target_job": "x", "prompt_profile": "pirate", "documents": [doc]}, "prompt_profile", "technical"),
    ]
    for body, field, limit in cases:
        status, answer = aws_stack.call("POST", "/sessions", body)
        assert status == 400, (field, answer)
        assert answer["error"]["message"].startswith(field) and limit in answer["error"]["message"], answer


def test_extracted_text_over_the_limit_is_refused(aws_stack):
    import base64

    big = ("- 결제 API 개발 경험\n" * 9000).encode()  # over 100,000 characters once extracted
    status, answer = aws_stack.call("POST", "/sessions", {"target_job": "x", "documents": [
        {"document_id": "r", "filename": "r.txt", "content_base64": base64.b64encode(big).decode()}]})
    message = answer["error"]["message"]
    assert status == 400 and message.startswith("documents.r") and "100,000" in message, answer


def test_inline_documents_go_to_s3_never_into_the_session_item(aws_stack):
    import boto3

    sid = new_session(aws_stack)[1]["session_id"]
    items = boto3.resource("dynamodb").Table(aws_stack.resources.tables["SessionsTable"]).scan()["Items"]
    assert items and all("haneul.kim@example.com" not in str(item) for item in items)
    stored = boto3.client("s3").get_object(Bucket=aws_stack.resources.buckets["DocumentsBucket"],
                                           Key=f"tenants/tenant-a/sessions/{sid}/resume/resume.md")
    assert stored["Body"].read().decode() == RESUME
    assert stored["ServerSideEncryption"] == "AES256"
