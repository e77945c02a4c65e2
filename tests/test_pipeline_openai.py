"""The pipeline through the real ChatOpenAI client against a local chat-completions server.

Rounds fan out (the questioner in branches, predictor/driller/reviewer a few questions per call), and their
calls arrive in any order: scripts here act by question id, never by call position, so no test depends
on which branch the server happened to answer first.
"""

from __future__ import annotations

import json
from collections import Counter

from graph.pipeline.builder import compile_graph
from graph.rules import evidence_in_document
from graph.pipeline.runner import first_pass_input, generate_kit, regenerate_input, run_session
from graph.model.pricing import cost_usd
from langgraph.checkpoint.memory import InMemorySaver
from tests.conftest import openai_context
from tests.pipeline_calls import FIRST_PASS_CALLS
from tests.fake_openai import MODEL_SNAPSHOT, REASONING_TOKENS, Script

LLM_NODES = ["analyzer", "questioner", "predictor", "driller", "reviewer"]
FIRST_PASS = FIRST_PASS_CALLS


def nodes_called(calls) -> Counter:
    return Counter(c.node for c in calls)


def ids_of(call) -> list[str]:
    task = call.task
    return task.get("review_ids") or [q["question_id"] for q in task.get("questions") or task.get("items") or []]


def reject(ids, follow_up_only=False):
    def rewrite(answer):
        for review in answer["reviews"]:
            if review["question_id"] in ids:
                review["verdict"] = "REJECTED"
                review["reasons"] = ["scripted rejection"]
                review["ratings"]["follow_up_quality" if follow_up_only else "job_fit"] = 2
        return answer
    return rewrite


def test_happy_path_makes_a_grounded_kit_with_one_call_per_question_and_round(fake_openai, backend_documents):
    kit = generate_kit(backend_documents, "백엔드 개발자", openai_context(fake_openai), session_id="s_happy")

    assert kit["status"] == "completed"
    assert nodes_called(fake_openai.calls) == FIRST_PASS
    assert sorted(sum((ids_of(c) for c in fake_openai.calls_of("reviewer")), [])) == \
        sorted(q["question_id"] for q in kit["questions"])
    assert len(kit["questions"]) == 5
    texts = {d.document_id: d.text for d in backend_documents}
    for question in kit["questions"]:
        basis = question["generation_basis"]
        assert evidence_in_document(basis["evidence"], texts[basis["document_id"]])
        assert question["expected_answer"]["key_points"]
        assert len(question["follow_ups"]) == 2
        assert question["review"]["verdict"] == "APPROVED"
        assert 0 <= question["score"]["total"] <= 100
    assert kit["usage"]["llm_calls"] == sum(FIRST_PASS.values())


def test_every_call_is_tagged_metered_and_priced(fake_openai, backend_documents):
    kit = generate_kit(backend_documents, "백엔드 개발자", openai_context(fake_openai), session_id="s_usage")
    usage = kit["usage"]
    served = [c.usage for c in fake_openai.calls]
    assert usage["input_tokens"] == sum(u["prompt_tokens"] for u in served)
    assert usage["cached_input_tokens"] == sum(u["prompt_tokens_details"]["cached_tokens"] for u in served)
    assert usage["output_tokens"] == sum(u["completion_tokens"] for u in served)
    assert usage["reasoning_tokens"] == REASONING_TOKENS * len(served)
    expected_cost = sum((u["prompt_tokens"] - u["prompt_tokens_details"]["cached_tokens"]) * 0.25
                        + u["prompt_tokens_details"]["cached_tokens"] * 0.025
                        + u["completion_tokens"] * 2.00 for u in served) / 1_000_000
    assert abs(usage["cost_usd"] - expected_cost) < 1e-7


def test_usage_records_name_node_model_and_session(fake_openai, backend_documents):
    compiled = compile_graph(InMemorySaver())
    context = openai_context(fake_openai)
    run_session(compiled, first_pass_input("s_rec", backend_documents, "백엔드"), context, "s_rec")
    records = compiled.get_state({"configurable": {"thread_id": "s_rec"}}).values["llm_usages"]

    assert Counter(r["node"] for r in records) == FIRST_PASS
    by_tokens = Counter((c.node, c.usage["prompt_tokens"]) for c in fake_openai.calls)
    assert Counter((r["node"], r["input_tokens"]) for r in records) == by_tokens
    for record in records:
        assert record["model"] == MODEL_SNAPSHOT
        assert (record["session_id"], record["tenant_id"], record["status"]) == ("s_rec", "t-test", "ok")
        assert record["cost_usd"] == cost_usd(MODEL_SNAPSHOT, record["input_tokens"],
                                              record["cached_input_tokens"], record["output_tokens"])
    # Every request asked for the node's JSON schema and carried the shared prefix first.
    prefixes = {c.request["messages"][0]["content"] for c in fake_openai.calls}
    assert len(prefixes) == 1
    assert all(c.request["response_format"]["type"] == "json_schema" for c in fake_openai.calls)


def test_rejected_questions_are_regenerated_alone(fake_openai, backend_documents):
    first_review = {}

    def remember_and_reject(answer):
        first_review.update({r["question_id"]: r for r in answer["reviews"]})
        return reject(["q1", "q3"])(answer)

    fake_openai.script("reviewer", *[Script(rewrite=remember_and_reject)
                                     for _ in range(FIRST_PASS["reviewer"])])  # the first round
    compiled = compile_graph(InMemorySaver())
    context = openai_context(fake_openai)
    run_session(compiled, first_pass_input("s_retry", backend_documents, "백엔드"), context, "s_retry")
    state = compiled.get_state({"configurable": {"thread_id": "s_retry"}}).values
    kit = state["final_response"]

    retry = fake_openai.calls_of("questioner")[FIRST_PASS["questioner"]]
    assert retry.task["question_ids"] == ["q1", "q3"]
    assert "scripted rejection" in retry.task["feedback"]["q1"]
    assert sorted(sum((ids_of(c) for c in fake_openai.calls_of("predictor")[FIRST_PASS["predictor"]:]), [])) \
        == ["q1", "q3"]
    assert sorted(sum((ids_of(c) for c in fake_openai.calls_of("reviewer")[FIRST_PASS["reviewer"]:]), [])) \
        == ["q1", "q3"]
    first_versions = {r["question"]["question_id"]: r for r in state["scored_versions"][:5]}
    shipped = {q["question_id"]: q for q in kit["questions"]}
    for qid in set(shipped) - {"q1", "q3"}:
        assert shipped[qid]["question"] == first_versions[qid]["question"]["question"]
    for qid in ("q1", "q3"):
        assert shipped[qid]["generation_basis"]["evidence"] != first_versions[qid]["question"]["generation_basis"][
            "evidence"]
        assert shipped[qid]["review"]["verdict"] == "APPROVED"
    assert kit["status"] == "completed"


def test_a_follow_up_problem_reruns_only_the_driller(fake_openai, backend_documents):
    fake_openai.script("reviewer", *[Script(rewrite=reject(["q2"], follow_up_only=True))
                                     for _ in range(FIRST_PASS["reviewer"])])
    kit = generate_kit(backend_documents, "백엔드", openai_context(fake_openai), session_id="s_drill")

    assert len(fake_openai.calls_of("questioner")) == FIRST_PASS["questioner"]
    drills = fake_openai.calls_of("driller")
    assert len(drills) == FIRST_PASS["driller"] + 1
    assert ids_of(drills[-1]) == ["q2"]
    assert drills[-1].task["items"][0]["feedback"]
    q2 = next(q for q in kit["questions"] if q["question_id"] == "q2")
    assert q2["review"]["verdict"] == "APPROVED"
    assert kit["status"] == "completed"


def test_spent_retries_keep_the_best_version_and_say_so(fake_openai, backend_documents):
    fake_openai.script("reviewer", *[Script(rewrite=reject(["q4"])) for _ in range(20)])
    kit = generate_kit(backend_documents, "백엔드", openai_context(fake_openai), session_id="s_limit")

    assert kit["status"] == "partial_completed"
    assert "RETRY_LIMIT_REACHED" in [w["code"] for w in kit["warnings"]]
    # The first pass's branches, then one rework of q4: the default max_questioner_retry_count is 1.
    assert len(fake_openai.calls_of("questioner")) == FIRST_PASS["questioner"] + 1
    assert len(kit["questions"]) == 5
    q4 = next(q for q in kit["questions"] if q["question_id"] == "q4")
    assert q4["review"]["verdict"] == "REJECTED"


def test_reviewer_garbage_is_a_rejection_not_a_crash(fake_openai, backend_documents):
    fake_openai.script("reviewer", *[Script(content="I think they are all great!") for _ in range(20)])
    kit = generate_kit(backend_documents, "백엔드", openai_context(fake_openai), session_id="s_garbage")

    assert kit["status"] == "partial_completed"
    assert {q["review"]["verdict"] for q in kit["questions"]} == {"REJECTED"}
    codes = [w["code"] for w in kit["warnings"]]
    assert "LLM_OUTPUT_UNPARSABLE" in codes and "REVIEW_UNAVAILABLE" in codes
    # One repair per review call, never more; and no paid rewrites for a review that did not happen.
    assert len(fake_openai.calls_of("reviewer")) == 2 * FIRST_PASS["reviewer"]
    assert len(fake_openai.calls_of("questioner")) == FIRST_PASS["questioner"]


def test_a_429_is_retried_by_the_client_and_billed_once(fake_openai, backend_documents):
    fake_openai.script("analyzer", Script(status=429, headers={"retry-after": "0"}))
    kit = generate_kit(backend_documents, "백엔드", openai_context(fake_openai), session_id="s_429")

    assert [c.status for c in fake_openai.calls_of("analyzer", ok_only=False)] == [429, 200]
    assert kit["status"] == "completed"
    assert kit["usage"]["llm_calls"] == sum(FIRST_PASS.values())


def test_unreachable_model_falls_back_for_generation_and_never_approves_unreviewed(backend_documents):
    from tests.fake_openai import FakeOpenAI

    with FakeOpenAI() as server:
        context = openai_context(server, max_retries=1, timeout_s=1, fallback_offline=True)
    # The server is shut down: every call meets a refused connection.
    kit = generate_kit(backend_documents, "백엔드", context, session_id="s_down")

    assert kit["status"] == "partial_completed"
    assert len(kit["questions"]) == 5
    # every generating node, the reviewer never (the kit shows a node's identical warnings once; the usage
    # below counts every call)
    fallbacks = {w["node"] for w in kit["warnings"] if w["code"] == "LLM_FALLBACK_OFFLINE"}
    assert fallbacks == set(FIRST_PASS) - {"reviewer"}
    assert {q["written_by"] for q in kit["questions"]} == {"offline_fallback"}
    assert {q["review"]["verdict"] for q in kit["questions"]} == {"REJECTED"}
    assert all("REVIEW_UNAVAILABLE" in q["review"]["reasons"][0] for q in kit["questions"])
    assert "REVIEW_UNAVAILABLE" in [w["code"] for w in kit["warnings"]]
    # a failed call for every call, and an offline answer for each generating one
    assert kit["usage"]["llm_calls"] == 2 * sum(FIRST_PASS.values()) - FIRST_PASS["reviewer"]


def test_unreachable_model_without_fallback_fails_with_a_reason(backend_documents):
    from tests.fake_openai import FakeOpenAI

    with FakeOpenAI() as server:
        context = openai_context(server, max_retries=0, timeout_s=1, fallback_offline=False)
    kit = generate_kit(backend_documents, "백엔드", context, session_id="s_down2")

    assert kit["status"] == "failed"
    assert kit["error"]["code"] == "LLM_UNAVAILABLE"
    assert kit["questions"] == []


def test_user_regeneration_changes_only_the_targeted_questions(fake_openai, backend_documents):
    compiled = compile_graph(InMemorySaver())
    context = openai_context(fake_openai)
    first = run_session(compiled, first_pass_input("s_regen", backend_documents, "백엔드"), context, "s_regen")
    calls_before = len(fake_openai.calls)
    second = run_session(compiled, regenerate_input(["q2", "q5"], additional_instruction="더 구체적으로"),
                         context, "s_regen")

    assert second["version"] == first["version"] + 1
    assert nodes_called(fake_openai.calls[calls_before:]) == Counter(
        {"questioner": 1, "predictor": 1, "driller": 1, "reviewer": 1})
    assert fake_openai.calls[calls_before].task["question_ids"] == ["q2", "q5"]
    before = {q["question_id"]: q for q in first["questions"]}
    after = {q["question_id"]: q for q in second["questions"]}
    assert set(before) == set(after)
    for qid in before:
        same = json.dumps(before[qid], ensure_ascii=False, sort_keys=True) == \
            json.dumps(after[qid], ensure_ascii=False, sort_keys=True)
        assert same == (qid not in ("q2", "q5")), qid
    assert second["usage"]["llm_calls"] == len(fake_openai.calls)
