"""The plan graph on text a model wrote: every case of tests/cassettes/plans through the real ChatOpenAI
client. What must hold: clean questions pass and are never rewritten; what the reviewer rejects and what
the checks catch (a protected attribute the reviewer missed, a question about a candidate's resume, a
paraphrased quote) never reaches the plan; an instruction in the job description changes nothing."""

from __future__ import annotations

import pytest

from graph.pipeline.plans.graph import build_plan, plan_input_of
from graph.pipeline.plans.state import JobPlan, JobPlanRef
from graph.pipeline.runner import generate_kit
from graph.rules import evidence_in_document, is_injected_line
from tests.conftest import openai_context
from tests.fake_openai import Script
from tests.replay_openai import ReplayOpenAI, load_case
from tests.replay_plans import PlanCase, ReplayPlans, load_plan_case, plan_case_names

CASES = plan_case_names()


def run(case: PlanCase) -> tuple[dict, ReplayPlans]:
    with ReplayPlans(case) as server:
        graph_input = plan_input_of(f"j_{case.name}", case.meta["title"], case.job_description,
                                    core_question_count=case.meta["core_question_count"])
        plan = build_plan(graph_input, openai_context(server))
    return plan, server


@pytest.fixture(scope="module")
def plans() -> dict[str, tuple[dict, ReplayPlans]]:
    return {name: run(load_plan_case(name)) for name in CASES}


def test_there_are_three_jobs_one_korean_one_outside_software():
    cases = [load_plan_case(name) for name in CASES]
    assert len(cases) >= 3 and {c.meta["language"] for c in cases} == {"ko", "en"}
    assert {"ko_icu_nurse", "en_strategic_buyer", "en_sre_injection"} <= set(CASES)


@pytest.mark.parametrize("name", CASES)
def test_the_plan_is_complete_grounded_and_within_six_calls(plans, name):
    plan, server = plans[name]
    case = load_plan_case(name)
    server.assert_no_misses()
    JobPlan.model_validate(plan)
    expect = case.meta["expect"]
    assert plan["status"] == expect["status"], plan["warnings"]
    assert plan["engine"] == "model" and plan["models"] == ["gpt-5-mini-2025-08-07"]
    assert plan["usage"]["llm_calls"] == expect["llm_calls"] <= 6
    assert len(plan["core_questions"]) == case.meta["core_question_count"]
    for competency in plan["competencies"]:
        assert all(evidence_in_document(q, case.job_description) and not is_injected_line(q)
                   for q in competency["jd_quotes"])
    assert all(q["review"]["verdict"] == "APPROVED" and q["review"]["reviewed_by"] == "model"
               for q in plan["core_questions"])


@pytest.mark.parametrize("name", CASES)
def test_only_what_the_reviewer_or_the_checks_rejected_is_rewritten(plans, name):
    plan, server = plans[name]
    case = load_plan_case(name)
    expect = case.meta["expect"]
    assert server.served_ids("plan_writer", "rewrite") == expect["rewritten_ids"]
    dropped = {w["message"].split(" ", 1)[0] for w in plan["warnings"] if w["code"] == "CORE_QUESTION_DROPPED"}
    assert dropped == set()  # each was rewritten, and its rewrite approved
    rewritten = [w["message"].split(" ", 1)[0] for w in plan["warnings"] if w["code"] == "CORE_QUESTION_REWRITTEN"]
    assert rewritten == expect["rewritten_ids"]  # the plan's record says what was rejected and why
    by_id = {q["question_id"]: q for q in plan["core_questions"]}
    for qid in expect["rewritten_ids"]:
        assert by_id[qid]["question"] == case.question(qid, "rewrite")["question"]
    for qid in set(by_id) - set(expect["rewritten_ids"]):
        assert by_id[qid]["question"] == case.question(qid)["question"]


def rewrite_feedback(server: ReplayPlans) -> dict[str, str]:
    rewrites = [call.task for call in server.calls_of("plan_writer") if call.task.get("feedback")]
    return rewrites[0]["feedback"] if rewrites else {}


def test_a_core_question_the_reviewer_rejects_is_rewritten_with_its_reasons(plans):
    _, server = plans["ko_icu_nurse"]
    feedback = rewrite_feedback(server)
    assert "이중 질문" in feedback["c3"] and "ANCHORS" not in feedback["c3"]  # the reviewer's word, not a check's


def test_a_protected_attribute_the_reviewer_missed_is_caught_by_the_checks(plans):
    plan, server = plans["ko_icu_nurse"]
    assert load_plan_case("ko_icu_nurse").planted() == {"c4": "protected_attribute"}
    assert server.served_ids("plan_reviewer", "original").count("c4") == 1  # it approved it
    assert "PROTECTED_ATTRIBUTE" in rewrite_feedback(server)["c4"]
    assert not any("결혼" in q["question"] or "출산" in q["question"] for q in plan["core_questions"])


def test_a_question_about_a_candidates_resume_is_not_a_core_question(plans):
    plan, server = plans["en_strategic_buyer"]
    feedback = rewrite_feedback(server)["c2"]
    assert "ABOUT_DOCUMENTS" in feedback and "resume" in feedback
    assert not any("resume" in q["question"] for q in plan["core_questions"])


def test_an_instruction_in_the_job_description_is_flagged_and_kept_as_data(plans):
    plan, server = plans["en_sre_injection"]
    assert "PROMPT_INJECTION" in [w["code"] for w in plan["warnings"]]
    # The job description reached the model inside the fence, once, as data.
    prefix = server.calls_of("plan_writer")[0].request["messages"][0]["content"]
    fence = prefix.split("<data-", 1)[1].split(">", 1)[0]
    data = prefix.rsplit(f"<data-{fence}>", 1)[1].split(f"</data-{fence}>", 1)[0]  # the block, not the policy
    assert "ignore your previous instructions" in data
    # A paraphrased quote is dropped; the competency keeps its verbatim one.
    communication = next(c for c in plan["competencies"] if c["competency_id"] == "k4")
    assert communication["jd_quotes"] == ["Clear written communication under pressure"]
    assert "QUOTE_DROPPED" in [w["code"] for w in plan["warnings"]]


def test_the_writer_and_the_reviewer_share_a_cached_prefix_and_are_metered_by_node(plans):
    plan, server = plans["ko_icu_nurse"]
    prefixes = {call.request["messages"][0]["content"] for call in server.calls}
    assert len(prefixes) == 1  # one prefix for every call: cached from the second on
    assert [c.node for c in server.calls] == ["plan_writer", "plan_reviewer", "plan_writer", "plan_reviewer"]
    assert plan["usage"]["cached_input_tokens"] > 0 and plan["usage"]["cost_usd"] > 0


def test_a_reviewer_that_cannot_be_reached_approves_nothing():
    case = load_plan_case("en_sre_injection")
    with ReplayPlans(case) as server:
        server.script("plan_reviewer", Script(status=503))
        graph_input = plan_input_of("j_down", case.meta["title"], case.job_description)
        plan = build_plan(graph_input, openai_context(server, max_retries=0, fallback_offline=True))
    assert plan["status"] == "failed" and plan["error"]["code"] == "PLAN_NOT_APPROVED"
    assert plan["core_questions"] == [] and "REVIEW_UNAVAILABLE" in [w["code"] for w in plan["warnings"]]
    assert [c.node for c in server.calls] == ["plan_writer", "plan_reviewer"]  # no offline stand-in reviews


def test_a_kit_tied_to_a_model_written_plan_makes_the_calls_an_untied_kit_makes(plans):
    """The kit's cassette (a PICU nurse's resume, model-written answers) with and without the ICU job's plan."""
    plan, _ = plans["ko_icu_nurse"]
    case = load_case("ko_icu_nurse")
    job_plan = JobPlanRef.of(plan["job_id"], 1, plan).model_dump()
    kits = []
    for tied in (None, job_plan):
        with ReplayOpenAI(case) as server:
            kits.append(generate_kit(case.documents, case.target_job, openai_context(server), session_id="s_tied",
                                     difficulty=case.difficulty, language=case.language, job_plan=tied))
            server.assert_no_misses()
    untied, tied_kit = kits
    assert tied_kit["usage"]["llm_calls"] == untied["usage"]["llm_calls"]
    assert tied_kit["core_questions"] == plan["core_questions"] and tied_kit["plan_version"] == 1
    assert [q["question"] for q in tied_kit["questions"]] == [q["question"] for q in untied["questions"]]
    assert untied["core_questions"] == [] and all(q["competency_ids"] == [] for q in untied["questions"])
    coverage = {c["competency_id"]: c for c in tied_kit["job_coverage"]}
    assert set(coverage) == {c["competency_id"] for c in plan["competencies"]}
    assert any(q["competency_ids"] for q in tied_kit["questions"]), [q["question"] for q in tied_kit["questions"]]
