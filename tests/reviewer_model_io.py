"""The reviewer's own prompts for a sample of unseen corpus questions, and the answers a model gives them, measured.

    python -m tests.reviewer_model_io prompts [DIR]   write, per sampled question, EXACTLY the request the reviewer
                                                      sends (system prompt, task payload, response schema), one
                                                      JSON file each; no label is in them
    python -m tests.reviewer_model_io measure [DIR]   serve the answer files of DIR (same names, each the model's
                                                      JSON content; by default the recorded ones,
                                                      tests/cassettes/reviewer_premises) through the real ChatOpenAI
                                                      client, verify their premises and print recall and false
                                                      flags: checks alone, and checks + reviewer
    OPENAI_API_KEY=… python -m tests.reviewer_model_io model    the same sample against the real model (make
                                                      eval-grounding), with its tokens and cost

The sample is drawn from the unseen sets through the evaluator (`tests/grounding_corpus/evaluate.py`), a few
questions per set, stratified by what the checks alone do with them: clean questions they flag, fabrications they
miss and catch, clean questions they pass. Each question is reviewed as a one-question kit by the product's own
reviewer node (`graph.pipeline.nodes.review.reviewer`): blinded documents, the session's fence, the schema.
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from pathlib import Path
from typing import NamedTuple

from langgraph.runtime import Runtime

from graph.model.llm import LLMBackend, LLMSettings
from graph.model.pricing import estimate_tokens, usage_totals
from graph.pipeline.context import PipelineSettings, RunContext
from graph.pipeline.nodes.review import cited_premises, premise_warnings, reviewer
from graph.pipeline.render import kit_to_markdown
from graph.pipeline.routing import question_task, work_on
from graph.pipeline.state import WorkingQuestion
from graph.rules import Code, check_question, verify_review
from tests.fake_openai import FakeOpenAI, Script
from tests.grounding_corpus import evaluate

MODEL_IO = Path("/work/model-io")
PROMPTS = MODEL_IO / "reviewer-prompts"
# Recorded from MODEL_IO / "reviewer-answers".
ANSWERS = Path(__file__).resolve().parent / "cassettes" / "reviewer_premises"
PER_SET = 5  # 8 sets: 40 reviewer calls
# Per set, in this order: clean questions the checks flag, fabrications they miss, fabrications they catch,
# clean questions they pass.
STRATA = (("flagged_clean", 2), ("missed_fabrication", 1), ("caught_fabrication", 1), ("passed_clean", 1))
FENCE_KEY = b"reviewer-model-io"  # a fixed fence: the same bytes each time the sample is written


class Sampled(NamedTuple):
    set_name: str
    index: int  # the case's line in its cases.jsonl
    case: dict

    @property
    def file_name(self) -> str:
        return f"{self.set_name.replace('/', '-')}-c{self.index:03d}.json"


def _stratum(outcome: evaluate.Outcome) -> str:
    fabricated = Code.FABRICATED_ENTITY in outcome.expected
    if not outcome.expected:
        return "flagged_clean" if outcome.reported else "passed_clean"
    if fabricated:
        return "caught_fabrication" if Code.FABRICATED_ENTITY in outcome.reported else "missed_fabrication"
    return "other"


def sample(sets: tuple[str, ...] = evaluate.HELD_OUT_SETS) -> list[Sampled]:
    chosen = []
    for name in sets:
        strata: dict[str, list[int]] = {}
        for index, outcome in enumerate(evaluate.question_outcomes(name)):
            strata.setdefault(_stratum(outcome), []).append(index)
        rng = random.Random(f"issue-27:{name}")
        picked: list[int] = []
        for stratum, count in STRATA:
            pool = [i for i in strata.get(stratum, []) if i not in picked]
            picked += rng.sample(pool, min(count, len(pool)))
        rest = [i for i in range(len(evaluate.corpus(name).cases)) if i not in picked]
        picked += rng.sample(rest, PER_SET - len(picked))  # a stratum the set lacks: any other question
        chosen += [Sampled(name, i, evaluate.corpus(name).cases[i]) for i in sorted(picked)]
    return chosen


def _language(text: str) -> str:
    return "ko" if len(re.findall(r"[가-힣]", text)) > len(re.findall(r"[A-Za-z]", text)) / 4 else "en"


def reviewer_task(item: Sampled, context: RunContext) -> dict:
    """The reviewer branch's task for a one-question kit of the case, built as the graph builds it."""
    question, documents, follow_ups, answer = evaluate.kit_question(item.set_name, item.case)
    working = WorkingQuestion.model_validate({
        **question, "intent": "", "generation_basis": {**question["generation_basis"], "reason": "",
                                                       "analysis_point": {"type": "verification_point", "text": ""}}})
    resume = documents[0]
    state = {"session_id": f"s_{item.file_name.removesuffix('.json')}",
             "documents": [d.model_dump() for d in documents],
             "target_job": item.case["doc"].rsplit("/", 1)[-1].rsplit("_", 1)[0].replace("_", " "),
             "language": _language(resume.text), "difficulty_level": "medium", "prompt_profile": "default",
             "questions": [working.model_dump()], "answers": {"q1": answer} if answer else {},
             "follow_ups": {"q1": [{**f, "purpose": ""} for f in follow_ups]}, "document_analysis": {"points": []}}
    work = work_on(state, working)
    return question_task(state, [work], context.llm.settings.max_session_cost_usd)


def context_for(settings: LLMSettings) -> RunContext:
    return RunContext(llm=LLMBackend.from_settings(settings), pipeline=PipelineSettings(), tenant_id="t-model-io",
                      fence_key=FENCE_KEY)


def review(item: Sampled, context: RunContext) -> tuple[dict, list[dict]]:
    """The product's reviewer on the case: (its review of q1, the call's usage records)."""
    changes = reviewer(reviewer_task(item, context), Runtime(context=context), {})
    return changes["reviews"]["q1"], changes["llm_usages"]


def verification(item: Sampled, premises: list[dict]):
    question, documents, follow_ups, answer = evaluate.kit_question(item.set_name, item.case)
    checks = check_question(question, documents, follow_ups, answer)
    return checks, verify_review(premises, question, documents, follow_ups, answer, checks)


def outcome_with(item: Sampled, premises: list[dict]) -> tuple[evaluate.Outcome, evaluate.Outcome]:
    """(checks alone, checks + the reviewer's verified premises) for the case."""
    checks, verified = verification(item, premises)
    expected = frozenset(item.case["expected"])
    codes = set(evaluate.QUESTION_CODES)
    return (evaluate.Outcome(expected, frozenset(v.code for v in checks) & codes),
            evaluate.Outcome(expected, frozenset(v.code for v in verified.violations) & codes))


def as_the_interviewer_sees_it(item: Sampled, review_of_q1: dict) -> str:
    """The question's part of a kit's Markdown, with the premises code verified, as the scorer and formatter
    would put them (graph/pipeline/nodes/review.py, output.py)."""
    question, documents, follow_ups, answer = evaluate.kit_question(item.set_name, item.case)
    _, verified = verification(item, review_of_q1.get("premises", []))
    kit_question = {**question, "order": 1, "intent": "", "follow_ups": follow_ups, "expected_answer": answer,
                    "generation_basis": {**question["generation_basis"],
                                         "premises": [p.model_dump() for p in cited_premises(verified)]},
                    "review": {"verdict": review_of_q1["verdict"], "reasons": review_of_q1["reasons"]},
                    "warnings": premise_warnings(verified)}
    language = _language(documents[0].text)
    kit = {"status": "partial_completed", "language": language, "target_job": item.case["doc"],
           "questions": [kit_question], "usage": {}}
    return kit_to_markdown(kit).split(f"## {question['question_id']}.", 1)[1].split("\n*LLM", 1)[0]


def write_prompts(folder: Path = PROMPTS) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    with FakeOpenAI() as server:  # it records the request; its answer is not used
        context = context_for(LLMSettings(mode="openai", api_key="sk-capture", base_url=server.base_url))
        for item in sample():
            before = len(server.calls_of("reviewer"))
            review(item, context)
            request = server.calls_of("reviewer")[before].request
            path = folder / item.file_name
            path.write_text(json.dumps(request, ensure_ascii=False, indent=1), encoding="utf-8")
            written.append(path)
    return written


def print_table(title: str, pairs: list[tuple[evaluate.Outcome, evaluate.Outcome]]) -> None:
    alone, reviewed = [a for a, _ in pairs], [r for _, r in pairs]
    clean = [(a, r) for a, r in pairs if not a.expected]
    print(f"## {title}: {len(pairs)} questions, {len(clean)} clean; clean questions flagged: checks alone "
          f"{sum(bool(a.reported) for a, _ in clean)}, checks + reviewer {sum(bool(r.reported) for _, r in clean)}\n")
    print("| code | positives | negatives | recall (checks → + reviewer) | false-positive rate (checks → + reviewer) |")
    print("|---|---|---|---|---|")
    for code in evaluate.QUESTION_CODES:
        before, after = evaluate.rates(alone, code), evaluate.rates(reviewed, code)
        print(f"| {code} | {before.positives} | {before.negatives} | {before.recall:.2f} → {after.recall:.2f} | "
              f"{before.false_positive_rate:.3f} → {after.false_positive_rate:.3f} |")
    print()


def measure(folder: Path = ANSWERS) -> None:
    """Answer files served through the real ChatOpenAI client by the fake server, one scripted answer a call."""
    pairs, missing, unusable, premise_tokens, answer_tokens = [], [], [], [], []
    counts, shown = Counter(), None
    with FakeOpenAI() as server:
        context = context_for(LLMSettings(mode="openai", api_key="sk-replay", base_url=server.base_url, max_retries=0))
        for item in sample():
            path = folder / item.file_name
            if not path.exists():
                missing.append(item.file_name)
                continue
            content = path.read_text(encoding="utf-8")
            server.script("reviewer", Script(content=content))
            answer, _ = review(item, context)
            if answer.get("unavailable"):
                unusable.append(item.file_name)
            premises = answer.get("premises", [])
            pairs.append(outcome_with(item, premises))
            premise_tokens.append(estimate_tokens(json.dumps(premises, ensure_ascii=False)))
            answer_tokens.append(estimate_tokens(content))
            _, verified = verification(item, premises)
            counts["stated"] += len(premises)
            counts["cited"] += len(verified.cited)
            counts["cleared"] += len(verified.cleared)
            counts["added"] += len(verified.added)
            counts["unconfirmed"] += len(verified.unconfirmed)
            if shown is None and verified.cited and (verified.cleared or len(verified.cited) >= 2):
                shown = as_the_interviewer_sees_it(item, answer)
    print_table("a strong model answering our prompts, not gpt-5-mini (the sample of unseen questions)", pairs)
    print(f"answers missing: {len(missing)}; answers the reviewer could not use (fail-closed): {len(unusable)} "
          f"{unusable}")
    if premise_tokens:
        print(f"premises: {dict(counts)}; per answer about {sum(premise_tokens) / len(premise_tokens):.0f} tokens of "
              f"premises in {sum(answer_tokens) / len(answer_tokens):.0f} tokens of answer "
              "(estimated, reasoning aside)")
    if shown:
        print("\none question as the interviewer sees it:\n\n## q1." + shown)


def model() -> None:
    """The same sample against the model the settings name (OPENAI_API_KEY, HR_COPILOT_MODEL …)."""
    settings = LLMSettings.from_env(mode="openai")
    if settings.api_key is None:
        raise SystemExit("OPENAI_API_KEY is not set")
    context = context_for(settings)
    pairs, usages = [], []
    for item in sample():
        answer, records = review(item, context)
        usages += records
        pairs.append(outcome_with(item, answer.get("premises", [])))
    print_table(f"{settings.model} answering our prompts (the sample of unseen questions)", pairs)
    totals = usage_totals(usages)
    print(f"{totals['llm_calls']} calls, {totals['input_tokens']} input tokens "
          f"({totals['cached_input_tokens']} cached), "
          f"{totals['output_tokens']} output tokens, ${totals['cost_usd']:.4f}")


def main(arguments: list[str]) -> None:
    command = arguments[0] if arguments else "prompts"
    folder = Path(arguments[1]) if len(arguments) > 1 else None
    if command == "prompts":
        written = write_prompts(folder or PROMPTS)
        print(f"{len(written)} prompt files in {(folder or PROMPTS)}")
    elif command == "measure":
        measure(folder or ANSWERS)
    elif command == "model":
        model()
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
