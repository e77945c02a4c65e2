"""The pipeline on text a model wrote: every case of tests/cassettes through the real ChatOpenAI client.

The cassettes were written the way a strong model answers these prompts (long compound questions,
hypotheticals, tools in expected answers, JD-gap questions), with labelled mistakes real models make.
What must hold: clean questions survive the checks and are never retried; every planted mistake is
caught where it should be; the kit has five grounded questions.
"""

from __future__ import annotations

import pytest

from graph.pipeline.runner import generate_kit
from graph.rules import grounding
from tests.conftest import openai_context
from tests.pipeline_calls import FIRST_PASS_CALLS, FIRST_PASS_TOTAL
from tests.replay_openai import Case, ReplayOpenAI, case_names, load_case

CASES = case_names()
# Caught by the deterministic checks, so the question never reaches the kit in that form.
CAUGHT_BY_CHECKS = {"altered_figure", "unknown_entity", "protected_attribute"}


def run(case: Case) -> tuple[dict, ReplayOpenAI]:
    with ReplayOpenAI(case) as server:
        kit = generate_kit(case.documents, case.target_job, openai_context(server), session_id=f"s_{case.name}",
                           difficulty=case.difficulty, language=case.language)
    return kit, server


@pytest.fixture(scope="module")
def kits() -> dict[str, tuple[dict, ReplayOpenAI]]:
    return {name: run(load_case(name)) for name in CASES}


def planted_ids(case: Case, *kinds: str) -> set[str]:
    return {qid for _, qid, variant, kind, _ in case.planted() if variant == "original" and kind in kinds}


def violations_of(case: Case, qid: str, variant: str = "original") -> set[str]:
    """The checks on a question as the model wrote it, with its expected answer and follow-ups."""
    answer = case.predictor["answers"][qid][variant]
    follow_ups = case.driller["follow_ups"][qid][variant]["follow_ups"]
    return {v.code for v in grounding.check_question(case.question(qid, variant), case.documents, follow_ups, answer)}


def test_there_are_model_written_cases_for_every_node_and_mistake():
    cases = [load_case(name) for name in CASES]
    assert len(cases) >= 6 and {c.language for c in cases} == {"ko", "en"}
    assert sum(any(d.kind == "job_description" for d in c.documents) for c in cases) >= 2
    kinds = {kind for c in cases for *_, kind, _ in c.planted()}
    assert kinds == {"altered_figure", "near_duplicate", "unknown_entity", "protected_attribute",
                     "over_generous_review", "repeated_follow_ups"}


@pytest.mark.parametrize("name", CASES)
def test_the_replay_answered_every_call(kits, name):
    kits[name][1].assert_no_misses()


@pytest.mark.parametrize("name", CASES)
def test_the_kit_has_five_grounded_questions(kits, name):
    kit, _ = kits[name]
    case = load_case(name)
    assert len(kit["questions"]) == 5, kit["warnings"]
    assert grounding.check_kit(kit, case.documents) == []
    assert {q["written_by"] for q in kit["questions"]} == {"model"}
    assert kit["status"] == "completed", kit["warnings"]


@pytest.mark.parametrize("name", CASES)
def test_clean_questions_pass_every_check(name):
    case = load_case(name)
    planted = {qid for _, qid, variant, *_ in case.planted() if variant == "original"}
    flagged = {qid: codes for qid in case.predictor["answers"] if qid not in planted
               and (codes := violations_of(case, qid))}
    assert flagged == {}


@pytest.mark.parametrize("name", CASES)
def test_only_questions_with_a_planted_problem_are_rewritten(kits, name):
    _, server = kits[name]
    case = load_case(name)
    rewritten = set(server.served_ids("questioner", "replacement"))
    assert rewritten <= planted_ids(case, *CAUGHT_BY_CHECKS, "over_generous_review")
    follow_ups_rewritten = set(server.served_ids("driller", "retry"))
    assert follow_ups_rewritten <= planted_ids(case, "repeated_follow_ups")


def shipped_by_source(kit: dict, server: ReplayOpenAI) -> dict[str, dict]:
    """The kit's questions by the cassette question they came from (the kit numbers its own ids)."""
    return {server.locate(q["question"])[0]: q for q in kit["questions"]}


@pytest.mark.parametrize("name", CASES)
def test_each_planted_mistake_is_caught_where_it_should_be(kits, name):
    kit, server = kits[name]
    case = load_case(name)
    shipped = shipped_by_source(kit, server)
    for _node, qid, _variant, kind, _where in case.planted():
        if kind in CAUGHT_BY_CHECKS:
            assert violations_of(case, qid), (kind, qid, "the checks must flag it")
            if qid in shipped:  # then it is the clean replacement
                assert shipped[qid]["question"] == case.question(qid, "replacement")["question"]
        elif kind == "near_duplicate":
            twin_evidence = case.question(qid)["generation_basis"]["evidence"]
            shipped_evidence = [q["generation_basis"]["evidence"] for q in shipped.values()]
            assert shipped_evidence.count(twin_evidence) <= 1
        elif kind == "over_generous_review":
            assert qid in server.served_ids("questioner", "replacement") or qid not in shipped
            if qid in shipped:
                assert shipped[qid]["review"]["verdict"] == "APPROVED"
        elif kind == "repeated_follow_ups" and qid in shipped:
            retried = case.driller["follow_ups"][qid]["retry"]["follow_ups"]
            assert [f["question"] for f in shipped[qid]["follow_ups"]] == [f["question"] for f in retried]


def test_a_case_whose_only_problem_is_follow_ups_reruns_the_driller_not_the_questioner(kits):
    kit, server = kits["ko_hr_recruiter"]
    assert server.served_ids("questioner", "replacement") == []
    assert len(server.calls_of("questioner")) == FIRST_PASS_CALLS["questioner"]  # the first pass's branches, no rework
    assert server.served_ids("driller", "retry") == ["q3"]
    assert kit["status"] == "completed"


def test_an_over_generous_approval_is_overruled_by_its_own_ratings():
    from graph.pipeline.nodes.review import derived_review
    from graph.pipeline.state import Review

    case = load_case("ko_backend_gcp")
    label = next(p for p in case.planted() if p[3] == "over_generous_review")
    review = case.reviewer["reviews"][label[1]]["original"]
    assert review["verdict"] == "APPROVED" and min(review["ratings"].values()) < 3
    assert derived_review(Review.model_validate({"question_id": label[1], **review})).verdict == "REJECTED"


def test_llm_calls_per_session_stay_within_the_retry_budget(kits):
    for name, (kit, server) in kits.items():
        # The first pass's calls, and at most 2 retry rounds of one call per reworked question and step.
        assert FIRST_PASS_TOTAL <= kit["usage"]["llm_calls"] == len(server.calls) <= FIRST_PASS_TOTAL + 14, name
