"""The OpenAPI document is typed and true: each route's real answers, driven through the API on moto, have
a status the operation declares and a body its schema for that status accepts — the kit included,
against graph/pipeline/interview_kit.schema.json."""

from __future__ import annotations

import re

import pytest
from jsonschema import Draft202012Validator

from functions.api.app import openapi_schema
from functions.sessions.ports import PortError

RESUME = ("### Acme Pay (2019.03 ~ 2023.06)\n- Go로 결제 API를 재작성해 p99 지연을 420ms에서 95ms로 줄였습니다.\n"
          "- Kafka 기반 정산 파이프라인을 설계해 하루 200만 건을 처리했습니다.\n")
SESSION = {"target_job": "백엔드 개발자", "documents": [
    {"document_id": "resume", "filename": "resume.md", "text": RESUME}]}


def operation_of(method: str, path: str) -> tuple[str, dict]:
    for template, operations in openapi_schema()["paths"].items():
        if re.fullmatch(re.sub(r"\{[^/}]+\}", "[^/?]+", template), path.partition("?")[0]):
            return template, operations[method.lower()]
    raise AssertionError(f"{method} {path} is no operation of the document")


def assert_declared(method: str, path: str, status: int, body: dict) -> None:
    """The answer's status is declared for its operation, and its body is what that status's schema says."""
    template, operation = operation_of(method, path)
    declared = operation["responses"]
    assert str(status) in declared, f"{method} {template} answered {status}, not declared ({sorted(declared)})"
    content = declared[str(status)].get("content")
    if content is None:
        assert body == {}, f"{method} {template} {status} declares no body but answered {body}"
        return
    schema = {**content["application/json"]["schema"], "components": openapi_schema()["components"]}
    errors = sorted(Draft202012Validator(schema).iter_errors(body), key=lambda error: list(error.absolute_path))
    assert not errors, (f"{method} {template} {status}: " +
                        "; ".join(f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in errors[:5]))


def call(stack, method: str, path: str, body=None, **options) -> tuple[int, dict]:
    status, answer = stack.call(method, path, body, **options)
    assert_declared(method, path, status, answer)
    return status, answer


def test_the_document_types_every_answer_and_references_the_kit():
    document = openapi_schema()
    for template, operations in document["paths"].items():
        for method, operation in operations.items():
            for status, entry in operation["responses"].items():
                if status != "204":
                    assert "$ref" in entry["content"]["application/json"]["schema"], (method, template, status)
            assert {"400", "401", "413", "415", "500", "503"} <= set(operation["responses"]), (method, template)
    view = document["components"]["schemas"]["SessionView"]["properties"]["final_response"]
    assert {"allOf": [{"$ref": "#/components/schemas/InterviewKit"}]} in view["anyOf"]
    assert document["components"]["schemas"]["InterviewKit"]["properties"]["questions"]["items"] == {
        "$ref": "#/components/schemas/KitQuestion"}


def test_every_route_answers_within_its_declared_schemas(aws_stack):
    status, created = call(aws_stack, "POST", "/sessions", SESSION)
    assert status == 202
    session = f"/sessions/{created['session_id']}"
    assert call(aws_stack, "GET", session)[1]["status"] == "queued"  # with its progress
    aws_stack.drain_work()
    status, view = call(aws_stack, "GET", session)
    assert status == 200 and view["status"] in ("completed", "partial_completed")
    assert view["final_response"]["questions"]
    assert call(aws_stack, "GET", "/sessions?limit=5")[0] == 200
    assert call(aws_stack, "GET", f"{session}/usage")[0] == 200
    first_question = view["final_response"]["questions"][0]["question_id"]
    assert call(aws_stack, "POST", f"{session}/regenerate", {"target_question_ids": [first_question]})[0] == 202
    assert call(aws_stack, "POST", f"{session}/regenerate", {"target_question_ids": [first_question]})[0] == 409
    aws_stack.drain_work()
    assert call(aws_stack, "GET", session)[1]["version"] == 2
    assert call(aws_stack, "DELETE", session)[0] == 204
    assert call(aws_stack, "GET", session)[0] == 404


@pytest.mark.parametrize(("method", "path", "body", "options", "status"), [
    ("GET", "/sessions", None, {"tenant": None}, 401),
    ("POST", "/sessions", {**SESSION, "target_jobs": "x"}, {}, 400),
    ("POST", "/sessions", "{", {}, 400),
    ("POST", "/sessions", '{"a": ' * 30, {}, 400),
    ("GET", "/sessions?next_token=forged", None, {}, 400),
    ("POST", "/sessions", SESSION, {"headers": {"content-type": "multipart/form-data"}}, 415),
    ("POST", "/sessions", {**SESSION, "target_job": "x" * (7 * 1024 * 1024)}, {}, 413),
    ("POST", "/sessions", {**SESSION, "documents": [
        {"document_id": "r", "filename": "r.md", "s3_key": "tenants/tenant-b/sessions/s_1/r/r.md"}]}, {}, 403),
    ("GET", "/sessions/s_000000000000000000000000/usage", None, {}, 404),
    ("POST", "/sessions/s_000000000000000000000000/regenerate", {"target_question_ids": ["q1"]}, {}, 404),
])
def test_refusals_answer_within_their_declared_schemas(aws_stack, method, path, body, options, status):
    assert call(aws_stack, method, path, body, **options)[0] == status


def test_an_idempotency_key_reused_with_another_body_is_a_declared_422(aws_stack):
    key = {"headers": {"idempotency-key": "k-1"}}
    assert call(aws_stack, "POST", "/sessions", SESSION, **key)[0] == 202
    assert call(aws_stack, "POST", "/sessions", {**SESSION, "target_job": "other"}, **key)[0] == 422


def test_a_day_over_budget_is_a_declared_429(aws_stack):
    aws_stack.bootstrap(settings=aws_stack.deps.settings.model_copy(update={"tenant_daily_budget_usd": 0.01}))
    assert call(aws_stack, "POST", "/sessions", SESSION)[0] == 429


class UnreachableQueue:
    def send(self, message, delay_seconds: int = 0) -> None:
        raise PortError("sending a message: EndpointConnectionError")


def test_a_queue_out_of_reach_is_a_declared_503(aws_stack):
    aws_stack.bootstrap(queue=UnreachableQueue())
    assert call(aws_stack, "POST", "/sessions", SESSION)[0] == 503


def test_an_answer_outside_its_schema_fails_the_check():
    """The check itself can fail: a session view without its status, an undeclared status."""
    with pytest.raises(AssertionError, match="status"):
        assert_declared("GET", "/sessions/s_1", 200, {"session_id": "s_1", "version": 0, "created_at": "x",
                                                      "updated_at": "x"})
    with pytest.raises(AssertionError, match="not declared"):
        assert_declared("GET", "/sessions/s_1", 418, {"error": {"code": "TEAPOT", "message": "x"}})
    with pytest.raises(AssertionError, match="final_response"):
        assert_declared("GET", "/sessions/s_1", 200, {"session_id": "s_1", "status": "completed", "version": 1,
                                                      "created_at": "x", "updated_at": "x",
                                                      "final_response": {"questions": "none"}})


JOB = {"title": "백엔드 개발자", "job_description": {"filename": "jd.md", "text": (
    "# 백엔드 개발자 채용 (결제 플랫폼)\n\n## 주요 업무\n- 결제·정산 API와 배치 시스템 설계, 개발, 운영\n"
    "- 장애 대응 체계와 관측성(모니터링, 알람) 고도화\n\n## 자격 요건\n- Go, Java, Kotlin 중 하나 이상에 능숙\n"
    "- 분산 시스템, 메시지 큐, 트랜잭션 처리에 대한 이해\n- AWS 운영 경험\n")}}


def test_every_jobs_route_answers_within_its_declared_schemas(aws_stack):
    status, created = call(aws_stack, "POST", "/jobs", JOB)
    assert status == 202
    job = f"/jobs/{created['job_id']}"
    assert call(aws_stack, "GET", job)[1]["status"] == "queued"
    assert call(aws_stack, "POST", f"{job}/approve", {"actor": "hr.lead"})[0] == 409  # no plan yet
    aws_stack.drain_work()
    status, view = call(aws_stack, "GET", job)
    assert status == 200 and view["plan"]["core_questions"], view
    assert call(aws_stack, "POST", f"{job}/approve", {"actor": "hr.lead"})[1]["approved_version"] == 1
    assert call(aws_stack, "GET", "/jobs?limit=5")[1]["items"][0]["approved_version"] == 1
    assert call(aws_stack, "POST", f"{job}/regenerate")[0] == 202
    assert call(aws_stack, "POST", f"{job}/regenerate")[0] == 409
    aws_stack.drain_work()
    assert call(aws_stack, "GET", f"{job}?version=1")[1]["version"] == 1
    assert call(aws_stack, "POST", "/jobs", {**JOB, "core_question_count": 12})[0] == 400
    assert call(aws_stack, "DELETE", job)[0] == 204
    assert call(aws_stack, "GET", job)[0] == 404


def test_the_document_references_the_plans_schema():
    schemas = openapi_schema()["components"]["schemas"]
    assert {"allOf": [{"$ref": "#/components/schemas/JobPlan"}]} in schemas["JobView"]["properties"]["plan"]["anyOf"]
    assert schemas["JobPlan"]["properties"]["core_questions"]["items"] == {"$ref": "#/components/schemas/PlanQuestion"}
