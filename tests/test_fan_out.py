"""Rounds that fan out (LangGraph Send): a crash inside a round re-runs only the branches that had not
finished; regeneration touches only its targets; the batched design (one call per node) still works."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from graph.model.llm import LLMBackend
from graph.pipeline.builder import compile_graph
from graph.pipeline.context import PipelineSettings, RunContext
from graph.pipeline.runner import first_pass_input, regenerate_input, run_session
from tests.pipeline_calls import FIRST_PASS_CALLS
from tests.test_service_events import CountingModel, Crash


def context_with(model, **pipeline) -> RunContext:
    return RunContext(llm=LLMBackend(model=model), pipeline=PipelineSettings(**pipeline), tenant_id="t")


@pytest.mark.parametrize("node", ["questioner", "predictor", "driller", "reviewer"])
def test_a_crash_in_one_branch_reruns_only_that_branch(node, backend_documents):
    model = CountingModel(calls={}, crash_on={node: 1})
    compiled = compile_graph(InMemorySaver())
    context = context_with(model)

    with pytest.raises(Crash):
        run_session(compiled, first_pass_input("s_crash", backend_documents, "백엔드"), context, "s_crash")
    kit = run_session(compiled, None, context, "s_crash")  # resume from the checkpoint

    assert kit["status"] == "completed"
    assert Counter(model.calls) == FIRST_PASS_CALLS + Counter({node: 1})  # the crashed branch, once more


@pytest.mark.parametrize(("fan_out", "calls"), [(True, FIRST_PASS_CALLS), (False, Counter(
    {"analyzer": 1, "questioner": 1, "predictor": 1, "driller": 1, "reviewer": 1}))])
def test_both_designs_make_a_complete_kit(fan_out, calls, backend_documents):
    model = CountingModel(calls={}, crash_on={})
    kit = run_session(compile_graph(InMemorySaver()), first_pass_input("s_design", backend_documents, "백엔드"),
                      context_with(model, fan_out=fan_out), "s_design")
    assert kit["status"] == "completed" and len(kit["questions"]) == 5
    assert Counter(model.calls) == calls


def test_a_regeneration_in_fanned_out_rounds_leaves_other_questions_byte_identical(backend_documents):
    model = CountingModel(calls={}, crash_on={})
    compiled = compile_graph(InMemorySaver())
    context = context_with(model)
    first = run_session(compiled, first_pass_input("s_regen", backend_documents, "백엔드"), context, "s_regen")
    model.calls.clear()
    second = run_session(compiled, regenerate_input(["q2"]), context, "s_regen")

    assert model.calls == {"questioner": 1, "predictor": 1, "driller": 1, "reviewer": 1}
    before = {q["question_id"]: json.dumps(q, sort_keys=True, ensure_ascii=False) for q in first["questions"]}
    after = {q["question_id"]: json.dumps(q, sort_keys=True, ensure_ascii=False) for q in second["questions"]}
    assert {qid for qid in before if before[qid] != after[qid]} == {"q2"}
