"""Recall and false-positive rate of the grounding checks on the labelled TUNING corpus, per code.

    .venv/bin/python -m tests.grounding_corpus.evaluate

These are training figures: the rules were written and tuned against exactly these cases, so they
overstate how the checks do on text they never saw. Only a held-out set, never tuned on, measures that.
"""

from __future__ import annotations

import copy
import functools
from pathlib import Path

from graph.rules import grounding
from graph.pipeline.context import RunContext
from graph.model.llm import LLMBackend, LLMSettings
from graph.pipeline.runner import generate_kit
from graph.pipeline.state import Document
from tests.grounding_corpus.cases import CASES, INJECTION_LINES, JOBS

HERE = Path(__file__).resolve().parent
QUESTION_CODES = (grounding.EVIDENCE_NOT_FOUND, grounding.FABRICATED_ENTITY, grounding.CROSS_DOMAIN,
                  grounding.TEMPORAL, grounding.PROTECTED_ATTRIBUTE)


def resume(name: str) -> Document:
    return Document(document_id="resume", kind="resume", filename=f"{name}.md",
                    text=(HERE / "resumes" / f"{name}.md").read_text(encoding="utf-8"))


def job_description(key: str) -> Document:
    return Document(document_id="job_description", kind="job_description", filename=f"{key}.md", text=JOBS[key])


def question_outcomes() -> list[tuple[set[str], set[str]]]:
    """(expected codes, reported codes) per question case, with its expected answer and follow-ups if any."""
    outcomes = []
    for name, expected, text, evidence, *rest in CASES:
        extra = rest[0] if rest else {}
        question = {"question_id": "q1", "question": text,
                    "generation_basis": {"document_id": "resume", "evidence": evidence}}
        documents = [resume(name)] + ([job_description(extra["job"])] if "job" in extra else [])
        follow_ups = [{"follow_up_id": f"q1-f{i}", "question": f} for i, f in enumerate(extra.get("follow_ups", []), 1)]
        violations = grounding.check_question(question, documents, follow_ups, extra.get("answer"))
        outcomes.append(({c for c in expected.split(",") if c}, {v.code for v in violations} & set(QUESTION_CODES)))
    return outcomes


def structure_outcomes() -> list[tuple[set[str], set[str]]]:
    """Kits made by the offline engine, then broken (or regenerated properly) on purpose."""
    offline = RunContext(llm=LLMBackend.from_settings(LLMSettings(mode="offline")))
    outcomes = []
    for name in ("backend_ko", "data_en", "nurse_ko", "pm_ko"):
        documents = [resume(name)]
        kit = generate_kit(documents, "job", offline, session_id="s_corpus",
                           language="en" if name.endswith("_en") else "ko")
        broken = []
        fewer = copy.deepcopy(kit)
        fewer["questions"].pop()
        fewer["status"] = "completed"
        broken.append((fewer, None, ()))
        twice = copy.deepcopy(kit)
        twice["questions"][1]["question_id"] = twice["questions"][0]["question_id"]
        broken.append((twice, None, ()))
        no_intent = copy.deepcopy(kit)
        no_intent["questions"][2]["intent"] = ""
        broken.append((no_intent, None, ()))
        bad_follow_up = copy.deepcopy(kit)
        bad_follow_up["questions"][0]["follow_ups"][0]["follow_up_id"] = "x-f1"
        broken.append((bad_follow_up, None, ()))
        changed = copy.deepcopy(kit)
        changed["questions"][3]["question"] += " (edited)"
        broken.append((changed, kit, (changed["questions"][0]["question_id"],)))
        fine = [(kit, None, ()), (changed, kit, (changed["questions"][3]["question_id"],))]
        partial = copy.deepcopy(fewer)
        partial["status"] = "partial_completed"
        fine.append((partial, None, ()))
        labelled = [(case, {grounding.STRUCTURE}) for case in broken] + [(case, set()) for case in fine]
        for (case_kit, previous, regenerated), expected in labelled:
            violations = grounding.check_kit(case_kit, documents, previous, regenerated)
            outcomes.append((expected, {v.code for v in violations} & {grounding.STRUCTURE}))
    return outcomes


def injection_outcomes() -> list[tuple[set[str], set[str]]]:
    """Whole resumes (those named injected_* carry an injection) and single document lines."""
    documents = [(resume(path.stem), path.stem.startswith("injected"))
                 for path in sorted((HERE / "resumes").glob("*.md"))]
    documents += [(Document(document_id="line", kind="resume", text=text), injected) for text, injected in INJECTION_LINES]
    return [({grounding.PROMPT_INJECTION} if injected else set(), {v.code for v in grounding.detect_injection([doc])})
            for doc, injected in documents]


@functools.cache
def table() -> dict[str, dict]:
    questions = question_outcomes()
    groups = {code: questions for code in QUESTION_CODES}
    groups[grounding.STRUCTURE] = structure_outcomes()
    groups[grounding.PROMPT_INJECTION] = injection_outcomes()
    rows = {}
    for code, outcomes in groups.items():
        positives = [reported for expected, reported in outcomes if code in expected]
        negatives = [reported for expected, reported in outcomes if code not in expected]
        rows[code] = {
            "positives": len(positives), "negatives": len(negatives),
            "recall": sum(code in r for r in positives) / len(positives) if positives else 1.0,
            "false_positive_rate": sum(code in r for r in negatives) / len(negatives) if negatives else 0.0,
        }
    return rows


def main() -> None:
    rows = table()
    total = len(CASES) + len(structure_outcomes()) + len(injection_outcomes())
    print(f"{len(list((HERE / 'resumes').glob('*.md')))} resumes, {total} cases (tuning corpus: training figures)\n")
    print("| code | positives | negatives | recall | false-positive rate |")
    print("|---|---|---|---|---|")
    for code, row in rows.items():
        print(f"| {code} | {row['positives']} | {row['negatives']} | {row['recall']:.2f} | "
              f"{row['false_positive_rate']:.3f} |")


if __name__ == "__main__":
    main()
