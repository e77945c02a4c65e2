"""The StateGraph wiring: the one place that knows the edges (DESIGN.md §2)."""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph
from langgraph.types import Checkpointer

from graph.pipeline.context import RunContext
from graph.pipeline.nodes.analysis import analyzer, build_state
from graph.pipeline.nodes.generation import driller, predictor, questioner
from graph.pipeline.nodes.output import final_formatter
from graph.pipeline.nodes.review import reviewer, scorer
from graph.pipeline.nodes.selection import selector, selector_lite
from graph.pipeline.routing import retry_driller, retry_questioner, route_after_build_state, route_after_scoring
from graph.pipeline.state import AgentState, InputState, OutputState


def build_graph() -> StateGraph:
    builder = StateGraph(AgentState, context_schema=RunContext, input_schema=InputState, output_schema=OutputState)
    for node in (build_state, analyzer, questioner, selector_lite, predictor, driller, reviewer, scorer,
                 retry_questioner, retry_driller, selector, final_formatter):
        builder.add_node(node.__name__, node)
    builder.add_edge(START, "build_state")
    builder.add_conditional_edges("build_state", route_after_build_state)
    builder.add_edge("analyzer", "questioner")
    builder.add_edge("questioner", "selector_lite")
    builder.add_edge("selector_lite", "predictor")
    builder.add_edge("predictor", "driller")
    builder.add_edge("driller", "reviewer")
    builder.add_edge("reviewer", "scorer")
    builder.add_conditional_edges("scorer", route_after_scoring)
    builder.add_edge("retry_questioner", "questioner")
    builder.add_edge("retry_driller", "driller")
    builder.add_edge("selector", "final_formatter")
    builder.add_edge("final_formatter", END)
    return builder


def compile_graph(checkpointer: Checkpointer = None):
    return build_graph().compile(checkpointer=checkpointer, name="hr_copilot")

