"""The benchmark of job plans: what a plan costs, and what tying a kit to one adds (nothing, by design).

    .venv/bin/python tests/bench_plans.py

A plan is run for every plan cassette (tests/cassettes/plans: text a model wrote, through the real
ChatOpenAI client); a kit for the sample resume and job description twice — tied to the sample job's plan and
not — against the fake OpenAI server (the offline engine's answers, the real prompts). Token counts are the
fake server's (a third of the characters; cached: half the first message's); dollars are at gpt-5-mini's
prices (graph/model/pricing.py). A benchmark, not a test: it prints, it asserts nothing about time.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from graph.extraction.documents import load_documents  # noqa: E402
from graph.model.llm import LLMBackend, LLMSettings  # noqa: E402
from graph.pipeline.context import RunContext  # noqa: E402
from graph.pipeline.plans.graph import build_plan, plan_input_of, run_plan  # noqa: E402
from graph.pipeline.plans.state import JobPlanRef  # noqa: E402
from graph.pipeline.runner import generate_kit  # noqa: E402
from tests.conftest import EXAMPLES, openai_context  # noqa: E402
from tests.fake_openai import FakeOpenAI  # noqa: E402
from tests.replay_plans import ReplayPlans, load_plan_case, plan_case_names  # noqa: E402


def line(label: str, usage: dict) -> str:
    return (f"  {label:<28} {usage['llm_calls']:>2} calls  in {usage['input_tokens']:>6} "
            f"(cached {usage['cached_input_tokens']:>6})  out {usage['output_tokens']:>5}  ${usage['cost_usd']:.5f}")


def plans() -> None:
    print("A job plan (model-written cassettes through ChatOpenAI, gpt-5-mini prices):")
    for name in plan_case_names():
        case = load_plan_case(name)
        with ReplayPlans(case) as server:
            outcome = run_plan(plan_input_of(f"j_{name}", case.meta["title"], case.job_description,
                                             core_question_count=case.meta["core_question_count"]),
                               openai_context(server))
        plan = outcome["plan"]
        nodes = ", ".join(u["node"] for u in outcome["llm_usages"])
        print(line(f"{name} ({plan['status']})", plan["usage"]) + f"  [{nodes}]")


def kits() -> None:
    documents = load_documents([EXAMPLES / "resume_backend_ko.md", EXAMPLES / "jd_backend_ko.md"])
    offline = RunContext(llm=LLMBackend.from_settings(LLMSettings(mode="offline")))
    plan = build_plan(plan_input_of("j_bench", "백엔드 개발자", documents[1].text), offline)
    job_plan = JobPlanRef.of("j_bench", 1, plan).model_dump()
    print("A kit for the sample resume and job description (the fake model through ChatOpenAI):")
    with FakeOpenAI() as server:
        for label, tied in (("not tied to a plan", None), ("tied to the job's plan", job_plan)):
            kit = generate_kit(documents, "백엔드 개발자", openai_context(server), session_id="s_bench", job_plan=tied)
            extra = f", {len(kit['core_questions'])} core questions" if tied else ""
            print(line(label, kit["usage"]) + f"  ({len(kit['questions'])} probes{extra})")


if __name__ == "__main__":
    plans()
    kits()
