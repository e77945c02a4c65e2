"""Running the compiled graph for one session: first pass or regeneration, with progress events."""

from __future__ import annotations

from collections.abc import Callable

from langgraph.checkpoint.memory import InMemorySaver

from graph.pipeline.builder import compile_graph
from graph.pipeline.context import RunContext
from graph.pipeline.plans.prompts import plan_guidance
from graph.pipeline.state import InputState
from graph.vocabulary import Document

# Called with ("started" | "finished", node name) as the graph runs.
ProgressCallback = Callable[[str, str], None]


def first_pass_input(session_id: str, documents: list[Document], target_job: str, *, difficulty: str = "medium",
                     language: str | None = None, prompt_profile: str = "default",
                     interview_guidance: str = "", job_plan: dict | None = None) -> InputState:
    """A first pass; with no `language` the kit is in the applicant documents' language. A kit tied to a job's
    plan (JobPlanRef) carries its core questions, and its probes aim at the plan's competencies."""
    if job_plan:
        interview_guidance = "\n\n".join(filter(None, (interview_guidance, plan_guidance(job_plan))))
    graph_input: InputState = {
        "session_id": session_id, "documents": [d.model_dump() for d in documents], "target_job": target_job,
        "difficulty_level": difficulty, "prompt_profile": prompt_profile, "interview_guidance": interview_guidance,
        "human_action": "", "target_question_ids": [], "additional_instruction": "",
        **({"job_plan": job_plan} if job_plan else {})}
    return {**graph_input, "language": language} if language else graph_input


def regenerate_input(target_question_ids: list[str], *, scope: str = "questions",
                     additional_instruction: str = "") -> InputState:
    action = "regenerate_follow_ups" if scope == "follow_ups" else "regenerate"
    return {"human_action": action, "target_question_ids": list(target_question_ids),
            "additional_instruction": additional_instruction}


def run_session(compiled, graph_input: dict | None, context: RunContext, thread_id: str,
                on_progress: ProgressCallback | None = None,
                should_stop: Callable[[], bool] | None = None) -> dict | None:
    """Stream the graph to its end on `thread_id` and return the kit. `graph_input=None` resumes
    an interrupted run from its last checkpoint, paying only for the nodes that had not finished.

    `should_stop` is asked before each node starts; when it says yes the run stops there, with every
    finished node checkpointed, and None is returned (the caller hands the run on)."""
    config = thread_config(thread_id)
    for task in compiled.stream(graph_input, config, context=context, stream_mode="tasks"):
        started = "result" not in task and "error" not in task
        if started and should_stop is not None and should_stop():
            return None
        if on_progress:
            on_progress("started" if started else "finished", task["name"])
    return compiled.get_state(config).values["final_response"]


def thread_config(thread_id: str) -> dict:
    return {"configurable": {"thread_id": thread_id}, "recursion_limit": 60}


def generate_kit(documents: list[Document], target_job: str, context: RunContext, *, session_id: str,
                 difficulty: str = "medium", language: str | None = None, prompt_profile: str = "default",
                 on_progress: ProgressCallback | None = None, job_plan: dict | None = None) -> dict:
    """The whole pipeline in-process, with an in-memory checkpointer (the CLI's path)."""
    compiled = compile_graph(InMemorySaver())
    graph_input = first_pass_input(session_id, documents, target_job, difficulty=difficulty, language=language,
                                   prompt_profile=prompt_profile, job_plan=job_plan)
    return run_session(compiled, graph_input, context, session_id, on_progress)
