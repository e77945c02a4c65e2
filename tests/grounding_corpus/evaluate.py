"""Recall and false-positive rate of the grounding checks on the labelled TUNING corpus, per code.

    .venv/bin/python -m tests.grounding_corpus.evaluate [--misses]

Batch 1 (`cases.py`, resumes/) and batches 2 to 12 (`cases_round2.py` … `cases_round12.py`, resumes2/ … resumes12/;
batches 6 and 7 name each document "<folder>/<stem>"), all but batch 5 written blind to the rules: batch 5 took its
coverage from the catalogue's domains and the law's enumerated grounds; batches 6 and 7 are clean questions as a
strong model writes them; batches 8 to 12 are eight new professions each, clean questions and the violations the
held-out sets showed slipping through (batch 11 70 % clean). Each is reported apart, batches 1 and 2 together ("both"), and every batch
brought to its targets together ("all", the set the tests hold to them).
These are training figures: the rules were written and tuned against exactly these cases, so they overstate how
the checks do on text they never saw. Only a held-out set, never tuned on, measures that.
"""

from __future__ import annotations

import copy
import functools
import sys
from pathlib import Path

from graph.rules import Code, grounding
from graph.pipeline.context import RunContext
from graph.model.llm import LLMBackend, LLMSettings
from graph.pipeline.runner import generate_kit
from graph.vocabulary import Document
from tests.grounding_corpus import (cases_round2, cases_round3, cases_round4, cases_round5, cases_round6, cases_round7,
                                    cases_round8, cases_round9, cases_round10, cases_round11, cases_round12,
                                    injection_round3)
from tests.grounding_corpus.cases import CASES, INJECTION_LINES, JOBS

HERE = Path(__file__).resolve().parent
QUESTION_CODES = (Code.EVIDENCE_NOT_FOUND, Code.FABRICATED_ENTITY, Code.CROSS_DOMAIN,
                  Code.TEMPORAL, Code.PROTECTED_ATTRIBUTE)


def resume(name: str) -> Document:
    return Document(document_id="resume", kind="resume", filename=f"{name}.md",
                    text=(HERE / "resumes" / f"{name}.md").read_text(encoding="utf-8"))


def job_description(key: str) -> Document:
    return Document(document_id="job_description", kind="job_description", filename=f"{key}.md", text=JOBS[key])


@functools.cache
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


# The batches written blind to the rules share one case format: (cases module, folder of their documents).
BLIND_BATCHES = {"batch 2": (cases_round2, "resumes2"), "batch 3": (cases_round3, "resumes3"),
                 "batch 4": (cases_round4, "resumes4"), "batch 5": (cases_round5, "resumes5"),
                 "batch 6": (cases_round6, "resumes"),  # batches 6 and 7 name each document "<folder>/<stem>"
                 "batch 7": (cases_round7, "resumes7"), "batch 8": (cases_round8, "resumes8"),
                 "batch 9": (cases_round9, "resumes9"), "batch 10": (cases_round10, "resumes10"),
                 "batch 11": (cases_round11, "resumes11"), "batch 12": (cases_round12, "resumes12")}
# Batches the figures are reported over together: "both" (the first two), "all" (every batch the rules were brought to
# their targets on, on every code). Five are reported on their own: batch 7 (written on new documents to find false
# positives; tuned on for its clean questions and, in round 8, a few misses) and batches 9 to 12 (tuned on in
# rounds 9–12), their FABRICATED_ENTITY recall left below target: counts in words and tenures summed over roles.
REPORTED_APART = ("batch 7", "batch 9", "batch 10", "batch 11", "batch 12")
COMBINED = {"both": ("batch 1", "batch 2"),
            "all": ("batch 1", *(b for b in BLIND_BATCHES if b not in REPORTED_APART))}


def batch_document(stem: str, folder: str = "resumes2") -> Document:
    """A document of a blind batch: the resume as "resume", a job description (jd_*) as "jd". A stem written
    "<folder>/<stem>" is a document of another batch's folder."""
    other, _, stem = stem.rpartition("/")
    folder = other or folder
    text = (HERE / folder / f"{stem}.md").read_text(encoding="utf-8")
    if stem.startswith("jd_"):
        return Document(document_id="jd", kind="job_description", filename=f"{stem}.md", text=text)
    return Document(document_id="resume", kind="resume", filename=f"{stem}.md", text=text)


def batch_case(case: dict, folder: str = "resumes2") -> tuple[dict, list[Document], list[dict], dict | None]:
    """A blind-batch case as the kit carries it: (question, documents, follow-ups, expected answer)."""
    question = {"question_id": "q1", "question": case["question"], "category": case["category"],
                "generation_basis": {"document_id": "jd" if Path(case["evidence_doc"]).name.startswith("jd_") else "resume",
                                     "evidence": case["evidence"]}}
    documents = [batch_document(case["doc"], folder)] + ([batch_document(case["jd"], folder)] if case["jd"] else [])
    follow_ups = [{"follow_up_id": "q1-f1", "question": case["follow_up"]}] if case["follow_up"] else []
    answer = {"summary": case["expected_answer"], "key_points": []} if case["expected_answer"] else None
    return question, documents, follow_ups, answer


@functools.cache
def blind_outcomes(batch: str) -> list[tuple[set[str], set[str]]]:
    """(expected codes, reported codes) per case of a blind batch ("batch 2" to "batch 5")."""
    module, folder = BLIND_BATCHES[batch]
    outcomes = []
    for case in module.CASES:
        violations = grounding.check_question(*batch_case(case, folder))
        outcomes.append(({c for c in case["expected"].split(",") if c},
                         {v.code for v in violations} & set(QUESTION_CODES)))
    return outcomes


@functools.cache
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
        labelled = [(case, {Code.STRUCTURE}) for case in broken] + [(case, set()) for case in fine]
        for (case_kit, previous, regenerated), expected in labelled:
            violations = grounding.check_kit(case_kit, documents, previous, regenerated)
            outcomes.append((expected, {v.code for v in violations} & {Code.STRUCTURE}))
    return outcomes


@functools.cache
def injection_outcomes(batch: str = "batch 1") -> list[tuple[set[str], set[str]]]:
    """Batch 1: whole resumes (those named injected_* carry an injection) and single document lines;
    batches 3, 9 and 12: single document lines (injection_round3.py, cases_round9.py, cases_round12.py)."""
    if batch in LINE_BATCHES:
        documents = [(Document(document_id="line", kind="resume", text=text), injected)
                     for text, injected in LINE_BATCHES[batch].INJECTION_LINES]
    else:
        documents = [(resume(path.stem), path.stem.startswith("injected"))
                     for path in sorted((HERE / "resumes").glob("*.md"))]
        documents += [(Document(document_id="line", kind="resume", text=text), injected)
                      for text, injected in INJECTION_LINES]
    return [({Code.PROMPT_INJECTION} if injected else set(), {v.code for v in grounding.detect_injection([doc])})
            for doc, injected in documents]


BATCHES = ("batch 1", *BLIND_BATCHES, *COMBINED)
LINE_BATCHES = {"batch 3": injection_round3, "batch 9": cases_round9, "batch 12": cases_round12}
INJECTION_BATCHES = ("batch 1", *LINE_BATCHES)


def _rows(groups: dict[str, list[tuple[set[str], set[str]]]]) -> dict[str, dict]:
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


@functools.cache
def table(batch: str = "batch 1") -> dict[str, dict]:
    """Per code: positives, negatives, recall, false-positive rate on one batch, "both" (batches 1 and 2) or
    "all" (every batch). Batches 2 on have question cases only; STRUCTURE and PROMPT_INJECTION from batch 1 (and
    batch 3's injection lines where batch 3 is in the table)."""
    parts = COMBINED.get(batch, (batch,))
    questions = [outcome for part in parts
                 for outcome in (question_outcomes() if part == "batch 1" else blind_outcomes(part))]
    groups = {code: questions for code in QUESTION_CODES}
    groups[Code.STRUCTURE] = structure_outcomes()
    # Injection lines come from batches 1, 3, 9 and 12; a batch without its own reports batch 1's.
    injecting = [part for part in parts if part in INJECTION_BATCHES] or ["batch 1"]
    groups[Code.PROMPT_INJECTION] = [outcome for part in injecting for outcome in injection_outcomes(part)]
    return _rows(groups)


def misses(batch: str = "batch 2") -> list[tuple[str, set[str], set[str]]]:
    """(question, expected, reported) for every question case whose reported codes differ from its label."""
    if batch == "batch 1":
        texts = [text for _, _, text, *_ in CASES]
        outcomes = question_outcomes()
    else:
        texts = [case["question"] for case in BLIND_BATCHES[batch][0].CASES]
        outcomes = blind_outcomes(batch)
    return [(text, expected, reported) for text, (expected, reported) in zip(texts, outcomes, strict=True)
            if expected != reported]


def main() -> None:
    structure, injection = len(structure_outcomes()), len(injection_outcomes())
    sizes = {"batch 1": (len(list((HERE / "resumes").glob("*.md"))), len(CASES) + structure + injection)}
    for batch, (module, folder) in BLIND_BATCHES.items():
        stems = {f"{folder}/{stem}" if "/" not in stem else stem
                 for case in module.CASES for stem in (case["doc"], case["jd"]) if stem}
        sizes[batch] = (len(stems), len(module.CASES))
    for batch in LINE_BATCHES:
        sizes[batch] = (sizes[batch][0], sizes[batch][1] + len(injection_outcomes(batch)))
    for combined, parts in COMBINED.items():
        sizes[combined] = (sum(sizes[part][0] for part in parts), sum(sizes[part][1] for part in parts))
    for batch in BATCHES:
        documents, total = sizes[batch]
        note = {"batch 2": " (+ batch 1's structure and injection cases)",
                "batch 3": " (+ batch 1's structure cases)",
                "batch 4": " (+ batch 1's structure and injection cases)",
                "batch 5": " (+ documents of batch 4; + batch 1's structure and injection cases)",
                "batch 6": " (documents of batches 1 to 4; + batch 1's structure and injection cases)",
                "batch 7": " (tuned on for its false positives and a few misses; + batch 1's structure and injection cases)",
                "batch 8": " (+ batch 1's structure and injection cases)",
                "batch 9": " (+ its 120 document lines and batch 1's structure cases; FABRICATED_ENTITY not at target)",
                "batch 10": " (+ batch 1's structure and injection cases; FABRICATED_ENTITY not at target)",
                "batch 11": " (+ batch 1's structure and injection cases; FABRICATED_ENTITY not at target)"}.get(batch, "")
        print(f"## {batch}: {documents} documents, {total} cases{note} (tuning corpus: training figures)\n")
        print("| code | positives | negatives | recall | false-positive rate |")
        print("|---|---|---|---|---|")
        for code, row in table(batch).items():
            print(f"| {code} | {row['positives']} | {row['negatives']} | {row['recall']:.2f} | "
                  f"{row['false_positive_rate']:.3f} |")
        print()
    if "--misses" in sys.argv:
        for batch in ("batch 1", *BLIND_BATCHES):
            for text, expected, reported in misses(batch):
                print(f"{batch}: expected {sorted(expected)}, reported {sorted(reported)}: {text}")


if __name__ == "__main__":
    main()
