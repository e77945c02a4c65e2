"""The plan graph's wiring, compiled once per container, and a run of it.

    plan_input → plan_writer → plan_checks → plan_reviewer ─┬─ plan_writer (the rejected questions, once)
        └─ (a job description no plan can be made of) ──────┴─ plan_formatter → END
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from langgraph.graph import END, START, StateGraph

from graph.pipeline.context import RunContext
from graph.pipeline.plans.nodes import plan_checks, plan_formatter, plan_input, plan_reviewer, plan_writer
from graph.pipeline.plans.state import DEFAULT_CORE_QUESTIONS, PlanInput, PlanOutput, PlanState
from graph.pipeline.runner import ProgressCallback


def route_after_input(state: PlanState) -> Literal["plan_writer", "plan_formatter"]:
    return "plan_formatter" if state.get("error") else "plan_writer"


def route_after_checks(state: PlanState) -> Literal["plan_reviewer", "plan_formatter"]:
    """Nothing to review (the writer returned nothing): the plan is formatted as it stands."""
    pending = [qid for qid in state.get("questions", {}) if qid not in state.get("reviews", {})]
    return "plan_reviewer" if pending else "plan_formatter"


def route_after_review(state: PlanState) -> Literal["plan_writer", "plan_formatter"]:
    return "plan_writer" if state.get("rewrite_ids") else "plan_formatter"


def build_plan_graph() -> StateGraph:
    builder = StateGraph(PlanState, context_schema=RunContext, input_schema=PlanInput, output_schema=PlanOutput)
    for node in (plan_input, plan_writer, plan_checks, plan_reviewer, plan_formatter):
        builder.add_node(node.__name__, node)
    builder.add_edge(START, "plan_input")
    builder.add_conditional_edges("plan_input", route_after_input)
    builder.add_edge("plan_writer", "plan_checks")
    builder.add_conditional_edges("plan_checks", route_after_checks)
    builder.add_conditional_edges("plan_reviewer", route_after_review)
    builder.add_edge("plan_formatter", END)
    return builder


@cache
def compiled_plan_graph():
    """Compiled once per process (a Lambda container); a plan is short, so it needs no checkpointer."""
    return build_plan_graph().compile(name="hr_copilot_plan")


def plan_input_of(job_id: str, title: str, job_description: str, *, language: str | None = None,
                  framework: list[dict] | None = None,
                  core_question_count: int = DEFAULT_CORE_QUESTIONS) -> PlanInput:
    graph_input: PlanInput = {"job_id": job_id, "title": title, "job_description": job_description,
                              "framework": list(framework or []), "core_question_count": core_question_count}
    return {**graph_input, "language": language} if language else graph_input


def run_plan(graph_input: PlanInput, context: RunContext, on_progress: ProgressCallback | None = None) -> PlanOutput:
    """Run the plan graph to its end: the plan (JobPlan as JSON) and the usage records of its calls."""
    final: PlanOutput = {}
    for mode, chunk in compiled_plan_graph().stream(graph_input, context=context, stream_mode=["tasks", "values"]):
        if mode == "values":
            final = {"plan": chunk.get("plan", {}), "llm_usages": chunk.get("llm_usages", [])}
        elif on_progress:
            on_progress("finished" if "result" in chunk or "error" in chunk else "started", chunk["name"])
    return final


def build_plan(graph_input: PlanInput, context: RunContext, on_progress: ProgressCallback | None = None) -> dict:
    """The plan alone (the CLI's path)."""
    return run_plan(graph_input, context, on_progress)["plan"]
