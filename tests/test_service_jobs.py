"""Jobs and their plans through the real handlers on moto (template.yaml's resources): POST /jobs → the
worker builds the plan → GET → approve; list, regenerate (a new version; the approved one stays), delete;
the same auth, tenants, errors, idempotency and spend ceiling as sessions."""

from __future__ import annotations

import json

import pytest

from tests.conftest import EXAMPLES

JD = (EXAMPLES / "jd_backend_ko.md").read_text(encoding="utf-8")


def job_body(**changes) -> dict:
    return {"title": "백엔드 개발자", "job_description": {"filename": "jd.md", "text": JD}, **changes}


def create_job(stack, **changes) -> str:
    status, body = stack.call("POST", "/jobs", job_body(**changes))
    assert status == 202 and body["status"] == "queued" and body["version"] == 0, body
    return body["job_id"]


def built_job(stack, **changes) -> tuple[str, dict]:
    job_id = create_job(stack, **changes)
    assert stack.drain_work() == 1
    status, job = stack.call("GET", f"/jobs/{job_id}")
    assert status == 200
    return job_id, job


def test_a_job_is_planned_by_the_worker_and_approved(aws_stack):
    job_id, job = built_job(aws_stack)
    assert job["status"] == "completed" and job["version"] == 1 and "approved_version" not in job
    plan = job["plan"]
    assert plan["job_id"] == job_id and len(plan["core_questions"]) == 4 and plan["engine"] == "offline_engine"
    assert job["created_at"] <= job["updated_at"]
    status, approved = aws_stack.call("POST", f"/jobs/{job_id}/approve", {"actor": "hr.lead@acme"})
    assert status == 200 and approved["approved_version"] == 1 and approved["approved_by"] == "hr.lead@acme"
    assert aws_stack.call("GET", f"/jobs/{job_id}")[1]["approved_at"] == approved["approved_at"]


def test_the_plans_calls_are_metered_by_node(aws_stack):
    from functions.bootstrap import dependencies

    job_id, job = built_job(aws_stack)
    table = dependencies().jobs.table
    items = table.query(KeyConditionExpression="PK = :pk AND begins_with(SK, :usage)",
                        ExpressionAttributeValues={":pk": f"TENANT#tenant-a#JOB#{job_id}", ":usage": "USAGE#"})["Items"]
    assert [__import__("json").loads(i["usage"])["node"] for i in items] == ["plan_writer", "plan_reviewer"]
    assert job["plan"]["usage"]["llm_calls"] == 2


def test_another_tenants_job_is_not_found(aws_stack):
    job_id, _ = built_job(aws_stack)
    for method, path, body in (("GET", f"/jobs/{job_id}", None), ("POST", f"/jobs/{job_id}/approve", {"actor": "x"}),
                               ("POST", f"/jobs/{job_id}/regenerate", None), ("DELETE", f"/jobs/{job_id}", None)):
        status, answer = aws_stack.call(method, path, body, tenant="tenant-b")
        assert (status, answer["error"]["code"]) == (404, "JOB_NOT_FOUND"), (method, path)
    assert aws_stack.call("GET", "/jobs", tenant="tenant-b")[1]["items"] == []
    assert aws_stack.call("GET", "/jobs", tenant=None)[0] == 401


@pytest.mark.parametrize("changes, field", [
    ({"core_question_count": 9}, "core_question_count"),
    ({"core_question_count": 1}, "core_question_count"),
    ({"competencies": [{"name": "문제 해결"}]}, "competencies.0.definition"),
    ({"competencies": {"name": "x", "definition": "y"}}, "competencies"),
    ({"competencies": [{"name": "x", "definition": "y", "weight": 2}]}, "competencies.0.weight"),
    ({"job_description": {"filename": "jd.md"}}, "job_description"),
    ({"title": ""}, "title"),
])
def test_bad_input_is_a_400_naming_the_field(aws_stack, changes, field):
    status, answer = aws_stack.call("POST", "/jobs", job_body(**changes))
    assert status == 400 and answer["error"]["message"].startswith(f"{field}:"), answer


def test_a_job_description_too_short_ends_the_job_failed_saying_so(aws_stack):
    job_description = {"filename": "jd.md", "text": "# 백엔드 개발자 채용\n- Go 개발 경험\n- AWS 운영 경험"}
    job_id, job = built_job(aws_stack, job_description=job_description)
    assert job["status"] == "failed" and job["error"]["code"] == "JOB_DESCRIPTION_TOO_SHORT"
    status, answer = aws_stack.call("POST", f"/jobs/{job_id}/approve", {"actor": "hr.lead"})
    assert (status, answer["error"]["code"]) == (409, "PLAN_FAILED")


def test_regenerating_makes_a_new_version_and_the_approved_one_stays(aws_stack):
    job_id, first = built_job(aws_stack)
    aws_stack.call("POST", f"/jobs/{job_id}/approve", {"actor": "hr.lead"})
    status, accepted = aws_stack.call("POST", f"/jobs/{job_id}/regenerate")
    assert status == 202 and accepted["status"] == "queued"
    assert aws_stack.call("POST", f"/jobs/{job_id}/regenerate")[1]["error"]["code"] == "RUN_ACTIVE"
    assert aws_stack.drain_work() == 1
    job = aws_stack.call("GET", f"/jobs/{job_id}")[1]
    assert job["version"] == 2 and job["approved_version"] == 1
    old = aws_stack.call("GET", f"/jobs/{job_id}?version=1")[1]
    assert old["version"] == 1 and old["plan"] == first["plan"]
    assert aws_stack.call("GET", f"/jobs/{job_id}?version=3")[0] == 404


def test_jobs_are_listed_newest_first_in_pages(aws_stack):
    ids = [create_job(aws_stack, title=f"job {n}") for n in range(3)]
    status, page = aws_stack.call("GET", "/jobs?limit=2")
    assert status == 200 and [j["job_id"] for j in page["items"]] == ids[:0:-1]
    rest = aws_stack.call("GET", f"/jobs?limit=2&next_token={page['next_token']}")[1]
    assert [j["job_id"] for j in rest["items"]] == [ids[0]] and rest["next_token"] is None
    assert aws_stack.call("GET", "/jobs?next_token=bogus")[0] == 400
    # Jobs are not sessions: the sessions' listing does not show them.
    assert aws_stack.call("GET", "/sessions")[1]["items"] == []


def test_an_idempotency_key_makes_one_job(aws_stack):
    headers = {"Idempotency-Key": "plan-1"}
    first = aws_stack.call("POST", "/jobs", job_body(), headers=headers)[1]
    again = aws_stack.call("POST", "/jobs", job_body(), headers=headers)[1]
    assert first["job_id"] == again["job_id"]
    assert aws_stack.call("POST", "/jobs", job_body(title="other"), headers=headers)[0] == 422


def test_a_deleted_job_is_gone(aws_stack):
    job_id, _ = built_job(aws_stack)
    assert aws_stack.call("DELETE", f"/jobs/{job_id}")[0] == 204
    assert aws_stack.call("GET", f"/jobs/{job_id}")[0] == 404


def test_jobs_deleted_while_queued_leave_the_budget_as_it_was(aws_stack):
    """As a session's (#22 L6): DELETE gives back the reservation of a plan run that has not ended."""
    from functions.sessions.domain import today

    settings = aws_stack.deps.settings.model_copy(update={"tenant_daily_budget_usd": 1.0, "max_session_cost_usd": 0.5})
    sessions = aws_stack.bootstrap(settings=settings).sessions
    for _ in range(2):
        assert aws_stack.call("DELETE", f"/jobs/{create_job(aws_stack)}")[0] == 204
    assert sessions.reserved("tenant-a", today()) == 0
    create_job(aws_stack)
    create_job(aws_stack)  # two create+DELETE pairs no longer lock a $1 day
    assert aws_stack.call("POST", "/jobs", job_body())[0] == 429


def test_a_plan_run_erased_while_running_still_counts_what_it_paid(aws_stack, monkeypatch):
    """DELETE gives the run's reservation back; the calls it made are still the tenant's."""
    from functions.sessions import job
    from functions.sessions.domain import today
    from tests.conftest import openai_context
    from tests.replay_plans import ReplayPlans, load_plan_case, plan_case_names

    case = load_plan_case(plan_case_names()[0])
    settings = aws_stack.deps.settings.model_copy(update={"tenant_daily_budget_usd": 1.0, "max_session_cost_usd": 0.5})
    with ReplayPlans(case) as model:
        sessions = aws_stack.bootstrap(settings=settings, llm=openai_context(model).llm).sessions
        job_id = create_job(aws_stack, job_description={"filename": "jd.md", "text": case.job_description},
                            core_question_count=case.meta["core_question_count"])
        real_run_plan = job.run_plan

        def run_then_delete(*args, **kwargs):
            outcome = real_run_plan(*args, **kwargs)
            assert aws_stack.call("DELETE", f"/jobs/{job_id}")[0] == 204  # before the run ends
            return outcome

        monkeypatch.setattr(job, "run_plan", run_then_delete)
        aws_stack.drain_work()
    assert model.served
    assert sessions.spend("tenant-a", today()) > 0 and sessions.reserved("tenant-a", today()) == 0


def test_a_plan_is_admitted_against_the_tenants_daily_budget(aws_stack):
    deps = aws_stack.bootstrap(settings=aws_stack.deps.settings.model_copy(update={"tenant_daily_budget_usd": 0.4}))
    assert deps.settings.tenant_daily_budget_usd == 0.4
    status, answer = aws_stack.call("POST", "/jobs", job_body())
    assert (status, answer["error"]["code"]) == (429, "TENANT_BUDGET_EXCEEDED")


# --- sessions tied to a job's plan ---------------------------------------------------------------------

RESUMES = {"backend": (EXAMPLES / "resume_backend_ko.md").read_text(encoding="utf-8"),
           "data": (EXAMPLES / "resume_data_en.md").read_text(encoding="utf-8")}


def tied_session(stack, job_id: str, resume: str, **options) -> tuple[int, dict]:
    return stack.call("POST", "/sessions", {"target_job": "백엔드 개발자", "job_id": job_id, "documents": [
        {"document_id": "resume", "filename": "resume.md", "text": RESUMES[resume]}]}, **options)


def approved_job(stack) -> str:
    job_id, _ = built_job(stack)
    assert stack.call("POST", f"/jobs/{job_id}/approve", {"actor": "hr.lead"})[0] == 200
    return job_id


def test_two_candidates_of_one_plan_get_the_same_core_questions_and_their_own_probes(aws_stack):
    job_id = approved_job(aws_stack)
    plan = aws_stack.call("GET", f"/jobs/{job_id}")[1]["plan"]
    ids = [tied_session(aws_stack, job_id, resume)[1]["session_id"] for resume in ("backend", "data")]
    assert aws_stack.drain_work() == 2
    kits = [aws_stack.call("GET", f"/sessions/{sid}")[1]["final_response"] for sid in ids]
    for kit in kits:
        assert kit["job_id"] == job_id and kit["plan_version"] == 1
        assert kit["core_questions"] == plan["core_questions"]
        assert {c["competency_id"] for c in kit["job_coverage"]} == {c["competency_id"] for c in plan["competencies"]}
        assert all("competency_ids" in q for q in kit["questions"])
    assert json.dumps(kits[0]["core_questions"], ensure_ascii=False) == \
        json.dumps(kits[1]["core_questions"], ensure_ascii=False)
    probes = [[q["question"] for q in kit["questions"]] for kit in kits]
    assert probes[0] != probes[1] and not set(probes[0]) & set(probes[1])
    # Each competency lists its core questions and the probes that reach it.
    coverage = {c["competency_id"]: c for c in kits[0]["job_coverage"]}
    for question in plan["core_questions"]:
        assert question["question_id"] in coverage[question["competency_id"]]["core_question_ids"]
    assert any(c["question_ids"] for c in coverage.values())


def test_the_plans_job_description_is_the_sessions(aws_stack):
    job_id = approved_job(aws_stack)
    sid = tied_session(aws_stack, job_id, "backend")[1]["session_id"]
    status, answer = aws_stack.call("POST", "/sessions", {"target_job": "x", "job_id": job_id, "documents": [
        {"document_id": "resume", "filename": "resume.md", "text": RESUMES["backend"]},
        {"document_id": "jd", "kind": "job_description", "filename": "jd.md", "text": JD}]})
    assert status == 400 and answer["error"]["message"].startswith("documents:")
    aws_stack.drain_work()
    kit = aws_stack.call("GET", f"/sessions/{sid}")[1]["final_response"]
    assert kit["status"] in ("completed", "partial_completed")
    assert any(q["generation_basis"]["document_id"] == "job_description" or q["competency_ids"]
               for q in kit["questions"])


def test_regenerating_a_probe_keeps_the_core_questions(aws_stack):
    job_id = approved_job(aws_stack)
    sid = tied_session(aws_stack, job_id, "backend")[1]["session_id"]
    aws_stack.drain_work()
    first = aws_stack.call("GET", f"/sessions/{sid}")[1]["final_response"]
    assert aws_stack.call("POST", f"/sessions/{sid}/regenerate", {"target_question_ids": ["q1"]})[0] == 202
    aws_stack.drain_work()
    second = aws_stack.call("GET", f"/sessions/{sid}")[1]["final_response"]
    assert second["version"] == 2 and second["core_questions"] == first["core_questions"]
    assert second["plan_version"] == 1


def test_a_session_needs_an_approved_plan_of_its_own_tenant(aws_stack):
    job_id, _ = built_job(aws_stack)
    status, answer = tied_session(aws_stack, job_id, "backend")
    assert (status, answer["error"]["code"]) == (409, "PLAN_NOT_APPROVED")
    aws_stack.call("POST", f"/jobs/{job_id}/approve", {"actor": "hr.lead"})
    status, answer = tied_session(aws_stack, job_id, "backend", tenant="tenant-b")
    assert (status, answer["error"]["code"]) == (404, "JOB_NOT_FOUND")
    status, answer = tied_session(aws_stack, "not-a-job", "backend")
    assert status == 400 and answer["error"]["message"].startswith("job_id:")


def test_a_kit_tied_to_a_plan_makes_no_more_llm_calls_than_one_without(aws_stack):
    job_id = approved_job(aws_stack)
    tied = tied_session(aws_stack, job_id, "backend")[1]["session_id"]
    untied = aws_stack.call("POST", "/sessions", {"target_job": "백엔드 개발자", "documents": [
        {"document_id": "resume", "filename": "resume.md", "text": RESUMES["backend"]},
        {"document_id": "job_description", "kind": "job_description", "filename": "jd.md",
         "text": JD}]})[1]["session_id"]
    aws_stack.drain_work()
    usage = [aws_stack.call("GET", f"/sessions/{sid}/usage")[1]["totals"]["llm_calls"] for sid in (tied, untied)]
    assert usage[0] <= usage[1]


def test_the_printed_kit_of_a_tied_session_has_the_core_questions_on_their_own_pages(aws_stack):
    job_id = approved_job(aws_stack)
    sid = tied_session(aws_stack, job_id, "backend")[1]["session_id"]
    aws_stack.drain_work()
    from functions.local.lambdas import LambdaContext, api_gateway_event

    event = api_gateway_event("GET", f"/v1/sessions/{sid}/kit", {"x-api-key": "key-a"}, None)
    event["queryStringParameters"] = {"format": "html"}
    answer = aws_stack.api.handler(event, LambdaContext())
    assert answer["statusCode"] == 200
    html = answer["body"]
    assert html.index("<h2>c1.") < html.index("<h2>q1.") and "역량 커버리지" in html
    kit = aws_stack.call("GET", f"/sessions/{sid}")[1]["final_response"]
    assert kit["core_questions"][0]["scale"]["score_5"] in html.replace("&#x27;", "'").replace("&quot;", '"')
