"""The StateGraph wiring: the one place that knows the edges."""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph
from langgraph.types import Checkpointer

from graph.pipeline.context import RunContext
from graph.pipeline.nodes.analysis import analyzer, build_state
from graph.pipeline.nodes.generation import driller, predictor, questioner
from graph.pipeline.nodes.output import final_formatter
from graph.pipeline.nodes.review import reviewer, scorer
from graph.pipeline.nodes.selection import selector, selector_lite
from graph.pipeline.routing import (
    dispatch_generation,
    dispatch_questions,
    dispatch_review,
    gather,
    retry_driller,
    retry_questioner,
    route_after_build_state,
    route_after_scoring,
)
from graph.pipeline.state import AgentState, InputState, OutputState


def build_graph() -> StateGraph:
    builder = StateGraph(AgentState, context_schema=RunContext, input_schema=InputState, output_schema=OutputState)
    for node in (build_state, analyzer, questioner, selector_lite, predictor, driller, gather, reviewer, scorer,
                 retry_questioner, retry_driller, selector, final_formatter):
        builder.add_node(node.__name__, node)
    # Rounds fan out with Send: the questioner in a few branches; predictor and driller side by side, a
    # few questions per call (PipelineSettings.questions_per_call); then the reviews, likewise.
    generation_round = ["predictor", "driller", "gather"]
    builder.add_edge(START, "build_state")
    builder.add_conditional_edges("build_state", route_after_build_state,
                                  ["analyzer", "questioner", "final_formatter", *generation_round])
    builder.add_conditional_edges("analyzer", dispatch_questions, ["questioner"])
    builder.add_edge("questioner", "selector_lite")
    builder.add_conditional_edges("selector_lite", dispatch_generation, generation_round)
    builder.add_edge("predictor", "gather")
    builder.add_edge("driller", "gather")
    builder.add_conditional_edges("gather", dispatch_review, ["reviewer", "scorer"])
    builder.add_edge("reviewer", "scorer")
    builder.add_conditional_edges("scorer", route_after_scoring)
    builder.add_conditional_edges("retry_questioner", dispatch_questions, ["questioner"])
    builder.add_conditional_edges("retry_driller", dispatch_generation, generation_round)
    builder.add_edge("selector", "final_formatter")
    builder.add_edge("final_formatter", END)
    return builder


def compile_graph(checkpointer: Checkpointer = None):
    return build_graph().compile(checkpointer=checkpointer, name="hr_copilot")

