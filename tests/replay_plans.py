"""A chat-completions server that replays model-written job plans (tests/cassettes/plans/<case>/).

Like tests/replay_openai.py for the kit: the plan graph meets text written the way a model writes plans,
through the real ChatOpenAI client. A case holds `job_description.md`, `meta.json`, `plan_writer.json`
(`first_pass`: a PlanDraft; `rewrites`: {question_id: CoreQuestion}, served when the request carries
`feedback` for that id) and `plan_reviewer.json` (`reviews`: {question_id: {"original" | "rewrite": review}},
the variant chosen by the question text the request carries). Keys starting with "_" (the labels of
planted mistakes) are removed before anything is sent; anything the cassette has no answer for is an
HTTP 400 and a line in `misses`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from tests.fake_openai import FakeOpenAI, NoAnswer
from tests.replay_openai import strip_private, task_input

PLAN_CASSETTES = Path(__file__).resolve().parent / "cassettes" / "plans"
SCHEMA_NODES = {"PlanDraft": "plan_writer", "PlanReviewBatch": "plan_reviewer"}


class PlanReplayMiss(NoAnswer):
    """The cassette has no answer for this request."""


@dataclass
class PlanCase:
    name: str
    meta: dict
    job_description: str
    writer: dict
    reviewer: dict

    def question(self, question_id: str, variant: str = "original") -> dict:
        if variant == "rewrite":
            return self.writer["rewrites"][question_id]
        return next(q for q in self.writer["first_pass"]["core_questions"] if q["question_id"] == question_id)

    def planted(self) -> dict[str, str]:
        """question_id -> the kind of mistake planted in its first version."""
        return {q["question_id"]: q["_planted"]["kind"] for q in self.writer["first_pass"]["core_questions"]
                if "_planted" in q}


def plan_case_names() -> list[str]:
    return sorted(p.parent.name for p in PLAN_CASSETTES.glob("*/meta.json"))


def load_plan_case(name: str) -> PlanCase:
    directory = PLAN_CASSETTES / name
    read = lambda file: json.loads((directory / file).read_text(encoding="utf-8"))  # noqa: E731
    return PlanCase(name=name, meta=read("meta.json"),
                    job_description=(directory / "job_description.md").read_text(encoding="utf-8"),
                    writer=read("plan_writer.json"), reviewer=read("plan_reviewer.json"))


class ReplayPlans(FakeOpenAI):
    def __init__(self, case: PlanCase) -> None:
        super().__init__()
        self.case = case
        self.served: list[tuple[str, str, str]] = []  # (node, question_id, variant)

    def __enter__(self) -> "ReplayPlans":
        super().__enter__()
        return self

    def served_ids(self, node: str, variant: str) -> list[str]:
        return [qid for n, qid, v in self.served if n == node and v == variant]

    def assert_no_misses(self) -> None:
        assert not self.misses, f"the replay of '{self.case.name}' had no answer for:\n" + "\n".join(self.misses)

    @staticmethod
    def node_for(request: dict) -> str:
        response_format = request.get("response_format") or {}
        return SCHEMA_NODES.get((response_format.get("json_schema") or {}).get("name", ""), "unknown")

    def _default_answer(self, node: str, request: dict) -> str:
        if node == "unknown":
            raise PlanReplayMiss("the request's response_format names neither PlanDraft nor PlanReviewBatch")
        if self.case.job_description.strip() not in request["messages"][0]["content"]:
            raise PlanReplayMiss(f"the job description of '{self.case.name}' is not in the first system message")
        task = task_input(request["messages"])
        answer, served = self._writer(task) if node == "plan_writer" else self._reviewer(task)
        with self._lock:
            self.served.extend((node, qid, variant) for qid, variant in served)
        return json.dumps(strip_private(answer), ensure_ascii=False)

    def _writer(self, task: dict) -> tuple[dict, list[tuple[str, str]]]:
        ids, feedback = task.get("question_ids") or [], task.get("feedback") or {}
        if not feedback:
            return self.case.writer["first_pass"], [(qid, "original") for qid in ids]
        missing = [qid for qid in ids if qid not in self.case.writer["rewrites"]]
        if missing:
            asked = json.dumps({q: feedback.get(q) for q in missing}, ensure_ascii=False)[:300]
            raise PlanReplayMiss(f"{', '.join(missing)} asked again with feedback, and the cassette has no rewrite "
                                 f"(feedback: {asked})")
        draft = {"competencies": task.get("competencies", []),
                 "core_questions": [self.case.writer["rewrites"][qid] for qid in ids]}
        return draft, [(qid, "rewrite") for qid in ids]

    def _reviewer(self, task: dict) -> tuple[dict, list[tuple[str, str]]]:
        shown = {q["question_id"]: q for q in (task.get("plan") or {}).get("core_questions", [])}
        reviews, served = [], []
        for qid in task.get("review_ids") or []:
            if qid not in shown:
                raise PlanReplayMiss(f"{qid} is in review_ids but not in the plan")
            variant = next((v for v in ("original", "rewrite") if qid in self._questions(v)
                            and self._questions(v)[qid]["question"] == shown[qid]["question"]), None)
            review = self.case.reviewer["reviews"].get(qid, {}).get(variant or "")
            if review is None:
                raise PlanReplayMiss(f"no review of {qid} as the request shows it: {shown[qid]['question'][:120]!r}")
            reviews.append(review)
            served.append((qid, variant))
        return {"reviews": reviews}, served

    def _questions(self, variant: str) -> dict[str, dict]:
        if variant == "rewrite":
            return self.case.writer["rewrites"]
        return {q["question_id"]: q for q in self.case.writer["first_pass"]["core_questions"]}
