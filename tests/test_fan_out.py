"""Rounds that fan out (LangGraph Send): a crash inside a round re-runs only the branches that had not
finished; regeneration touches only its targets; every split of a round into calls makes a complete kit."""

from __future__ import annotations

import json
import threading
from collections import Counter

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Overwrite

from graph.model.llm import LLMBackend
from graph.pipeline.builder import compile_graph
from graph.pipeline.context import PipelineSettings, QuestionsPerCall, RunContext
from graph.pipeline.routing import even_parts
from graph.pipeline.runner import first_pass_input, regenerate_input, run_session
from tests.pipeline_calls import FIRST_PASS_CALLS
from tests.test_service_events import CountingModel, Crash

# The channel only a node's branches write, so a saved write says which node's branch finished.
OWN_CHANNEL = {"questioner": "candidates", "predictor": "answers", "driller": "follow_ups", "reviewer": "reviews"}
ROUND = {"questioner": ("questioner",), "predictor": ("predictor", "driller"), "driller": ("predictor", "driller"),
         "reviewer": ("reviewer",)}


class SavedWrites(InMemorySaver):
    """An in-memory checkpointer that counts the branches whose writes it has saved, per node."""

    def __init__(self) -> None:
        super().__init__()
        self.branches_saved: Counter = Counter()
        self.changed = threading.Condition()

    def put_writes(self, config, writes, task_id, task_path="") -> None:
        super().put_writes(config, writes, task_id, task_path)
        if any(isinstance(value, Overwrite) for _, value in writes):
            return  # the analyzer or the selector resetting the rounds' channels: no branch's end
        channels = {channel for channel, _ in writes}
        node = next((n for n, own in OWN_CHANNEL.items() if own in channels
                     and not (n == "reviewer" and "follow_ups" in channels)), None)
        with self.changed:
            self.branches_saved[node] += 1
            self.changed.notify_all()


class CrashAfterTheOthers(CountingModel):
    """Crashes `node`'s first call once every other branch of its round has been saved: the crash then
    comes mid-round, at a point that does not depend on which thread ran first."""

    def __init__(self, node: str, saver: SavedWrites, others: int) -> None:
        super().__init__(calls={}, crash_on={})
        self.node, self.saver, self.others, self.crashed = node, saver, others, False

    def answer(self, node, request):
        if node == self.node and not self.crashed:
            self.crashed = True
            self.calls[node] = self.calls.get(node, 0) + 1
            with self.saver.changed:
                saved = self.saver.changed.wait_for(lambda: sum(
                    self.saver.branches_saved[n] for n in ROUND[self.node]) >= self.others, timeout=120)
            assert saved, "the other branches of the round never finished"
            raise Crash(node)
        return super().answer(node, request)


def context_with(model, pipeline: PipelineSettings | None = None) -> RunContext:
    return RunContext(llm=LLMBackend(model=model), pipeline=pipeline or PipelineSettings(), tenant_id="t")


@pytest.mark.parametrize("node", ["questioner", "predictor", "driller", "reviewer"])
def test_a_crash_in_one_branch_reruns_only_that_branch(node, backend_documents):
    saver = SavedWrites()
    round_size = sum(FIRST_PASS_CALLS[n] for n in ROUND[node])
    model = CrashAfterTheOthers(node, saver, others=round_size - 1)
    compiled = compile_graph(saver)
    context = context_with(model)

    with pytest.raises(Crash):
        run_session(compiled, first_pass_input("s_crash", backend_documents, "백엔드"), context, "s_crash")
    kit = run_session(compiled, None, context, "s_crash")  # resume from the checkpoint

    assert kit["status"] == "completed"
    assert Counter(model.calls) == FIRST_PASS_CALLS + Counter({node: 1})  # the crashed branch, once more


@pytest.mark.parametrize(("pipeline", "calls"), [
    (PipelineSettings(), FIRST_PASS_CALLS),
    (PipelineSettings.one_call_per_node(), Counter({"analyzer": 1, "questioner": 1, "predictor": 1, "driller": 1,
                                                    "reviewer": 1})),
    (PipelineSettings(questioner_branches=2, questions_per_call=QuestionsPerCall(predictor=1, driller=1, reviewer=1)),
     Counter({"analyzer": 1, "questioner": 2, "predictor": 5, "driller": 5, "reviewer": 5}))])
def test_every_split_of_the_rounds_makes_a_complete_kit(pipeline, calls, backend_documents):
    model = CountingModel(calls={}, crash_on={})
    kit = run_session(compile_graph(InMemorySaver()), first_pass_input("s_design", backend_documents, "백엔드"),
                      context_with(model, pipeline), "s_design")
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


@pytest.mark.parametrize(("count", "most", "sizes"), [(5, 2, [1, 2, 2]), (5, 3, [2, 3]), (5, 5, [5]), (5, 1, [1] * 5),
                                                       (2, 8, [2]), (0, 3, [])])
def test_a_round_is_spread_evenly_over_the_fewest_calls(count, most, sizes):
    parts = even_parts(list(range(count)), most)
    assert [len(p) for p in parts] == sizes
    assert [i for p in parts for i in p] == list(range(count))  # every question once, in order
