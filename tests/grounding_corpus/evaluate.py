"""Recall and false-positive rate of the grounding checks on the labelled corpora, per code.

    .venv/bin/python -m tests.grounding_corpus.evaluate                  (every tuning batch: training figures)
    .venv/bin/python -m tests.grounding_corpus.evaluate heldout          (every held-out set)
    .venv/bin/python -m tests.grounding_corpus.evaluate tuning/batch9 heldout/set2 --misses
    .venv/bin/python -m tests.grounding_corpus.evaluate tuning heldout --outcomes before.json   (every case's findings)
    .venv/bin/python -m tests.grounding_corpus.evaluate tuning heldout --compare before.json    (the cases that differ)

`--outcomes` and `--compare` are how a change to the rules shows it kept every outcome: each case's findings
(code and message, question cases and document lines alike), written before the change and compared after it.

The corpora are data (README.md beside this module: the layout, the schema of a case, how to add a batch). This
module is the only code that reads a held-out set (tests/test_corpora.py fails otherwise): their figures are
printed here and never asserted, because a test that held the checks to them would be a reason to tune on them.
Figures on a tuning batch are training figures: the rules were written and tuned against exactly those cases.
"""

from __future__ import annotations

import copy
import functools
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from graph.model.llm import LLMBackend, LLMSettings
from graph.pipeline.context import RunContext
from graph.pipeline.runner import generate_kit
from graph.vocabulary import Document
from graph.rules import Code, Violation, grounding, verify_review

CORPORA = Path(__file__).resolve().parent
TUNING, HELD_OUT = CORPORA / "tuning", CORPORA / "heldout"
QUESTION_CODES = (Code.EVIDENCE_NOT_FOUND, Code.FABRICATED_ENTITY, Code.CROSS_DOMAIN,
                  Code.TEMPORAL, Code.PROTECTED_ATTRIBUTE)
# A document line is read the way a resume holds it: between two ordinary lines.
LINE_CONTEXT = "경력\n- 결제 API 개발\n{line}\n- 코드 리뷰 문화 정착"
STRUCTURE_RESUMES = ("backend_ko", "data_en", "nurse_ko", "pm_ko")  # of batch 1: the kits broken on purpose


def _numbered(folder: Path) -> tuple[str, ...]:
    """The corpora of a folder, by their number (batch2 before batch10), as "<folder>/<name>"."""
    names = sorted((p.name for p in folder.iterdir() if (p / "cases.jsonl").exists()),
                   key=lambda name: int("".join(filter(str.isdigit, name))))
    return tuple(f"{folder.name}/{name}" for name in names)


TUNING_BATCHES, HELD_OUT_SETS = _numbered(TUNING), _numbered(HELD_OUT)
HELD_OUT_SETS_PATHS = tuple(CORPORA / name for name in HELD_OUT_SETS)
# The batches the rules were brought to their targets on, on every code (tests/test_grounding.py holds them there
# together). Batch 7 (written to find false positives) and batches 9–12 stayed below target on FABRICATED_ENTITY:
# counts in words and tenures summed over roles. Every batch is also held at its own measured figures.
AT_TARGET = tuple(f"tuning/batch{n}" for n in (1, 2, 3, 4, 5, 6, 8))


class Outcome(NamedTuple):
    expected: frozenset[str]
    reported: frozenset[str]


class Corpus(NamedTuple):
    name: str
    cases: tuple[dict, ...]  # question cases (cases.jsonl)
    lines: tuple[dict, ...]  # document lines and whole documents for PROMPT_INJECTION (lines.jsonl)


def _jsonl(path: Path) -> tuple[dict, ...]:
    if not path.exists():
        return ()
    return tuple(json.loads(line) for line in path.read_text(encoding="utf-8").splitlines())


@functools.cache
def corpus(name: str) -> Corpus:
    return Corpus(name, _jsonl(CORPORA / name / "cases.jsonl"), _jsonl(CORPORA / name / "lines.jsonl"))


def document_path(name: str, stem: str) -> Path:
    """A stem names a document of the corpus; "<batch>/<stem>" one of another tuning batch (reused, not copied)."""
    other, _, stem = stem.rpartition("/")
    return (TUNING / other if other else CORPORA / name) / "documents" / f"{stem}.md"


def unseen_document(number: int, stem: str) -> Path:
    """A document of the number-th held-out set, for a test that must run on text nobody wrote its code
    against (blind input's invariance). The text only: its cases and labels stay with this evaluator."""
    return HELD_OUT_SETS_PATHS[number - 1] / "documents" / f"{stem}.md"


@functools.cache
def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def document(name: str, stem: str, document_id: str = "resume", kind: str = "resume") -> Document:
    path = document_path(name, stem)
    return Document(document_id=document_id, kind=kind, filename=path.name, text=_text(path))


def kit_question(name: str, case: dict) -> tuple[dict, list[Document], list[dict], dict | None]:
    """A case as a kit carries it: (question, documents, follow-ups, expected answer). A case with no category
    is checked as job_fit, the one category that may cite the job description."""
    documents = [document(name, case["doc"])]
    if case["jd"]:
        documents.append(document(name, case["jd"], "jd", "job_description"))
    question = {"question_id": "q1", "question": case["question"], "category": case["category"] or "job_fit",
                "generation_basis": {"document_id": case["cites"], "evidence": case["evidence"]}}
    follow_ups = [{"follow_up_id": f"q1-f{i}", "question": text} for i, text in enumerate(case["follow_ups"], 1)]
    return question, documents, follow_ups, case["expected_answer"]


@functools.cache
def question_outcomes(name: str) -> tuple[Outcome, ...]:
    return tuple(Outcome(frozenset(case["expected"]),
                         frozenset(v.code for v in grounding.check_question(*kit_question(name, case)))
                         & set(QUESTION_CODES))
                 for case in corpus(name).cases)


class ReviewCase(NamedTuple):
    """A case as a reviewer meets it, with what the checks found; `index` is its line in cases.jsonl."""

    name: str
    index: int
    case: dict
    question: dict
    documents: list[Document]
    follow_ups: list[dict]
    answer: dict | None
    violations: list[Violation]


@functools.cache
def review_cases(name: str) -> tuple[ReviewCase, ...]:
    found = []
    for index, case in enumerate(corpus(name).cases):
        question, documents, follow_ups, answer = kit_question(name, case)
        found.append(ReviewCase(name, index, case, question, documents, follow_ups, answer,
                                grounding.check_question(question, documents, follow_ups, answer)))
    return tuple(found)


Reviewer = Callable[[ReviewCase], list[dict]]  # a case's premises, as the reviewer states them


def reviewed_outcomes(name: str, reviewer: Reviewer) -> tuple[Outcome, ...]:
    """The question outcomes of checks + a reviewer: its premises applied where code confirms them
    (graph.rules.verify_review), as the pipeline's scorer applies them."""
    outcomes = []
    for review in review_cases(name):
        verified = verify_review(reviewer(review), review.question, review.documents, review.follow_ups,
                                 review.answer, review.violations)
        outcomes.append(Outcome(frozenset(review.case["expected"]),
                                frozenset(v.code for v in verified.violations) & set(QUESTION_CODES)))
    return tuple(outcomes)


def line_document(name: str, case: dict) -> Document:
    if case["doc"]:
        return document(name, case["doc"])
    return Document(document_id="resume", kind="resume", filename="resume.md",
                    text=LINE_CONTEXT.format(line=case["line"]))


@functools.cache
def line_outcomes(name: str) -> tuple[Outcome, ...]:
    injected = frozenset({Code.PROMPT_INJECTION})
    return tuple(Outcome(injected if case["injected"] else frozenset(),
                         injected if grounding.detect_injection([line_document(name, case)]) else frozenset())
                 for case in corpus(name).lines)


@functools.cache
def structure_outcomes() -> tuple[Outcome, ...]:
    """Kits the offline engine made on four resumes of batch 1, then broken (or regenerated properly) on purpose."""
    offline = RunContext(llm=LLMBackend.from_settings(LLMSettings(mode="offline")))
    outcomes = []
    for stem in STRUCTURE_RESUMES:
        documents = [document("tuning/batch1", stem)]
        language = "en" if stem.endswith("_en") else "ko"
        kit = generate_kit(documents, "job", offline, session_id="s_corpus", language=language)
        fewer = copy.deepcopy(kit)
        fewer["questions"].pop()
        fewer["status"] = "completed"
        twice = copy.deepcopy(kit)
        twice["questions"][1]["question_id"] = twice["questions"][0]["question_id"]
        no_intent = copy.deepcopy(kit)
        no_intent["questions"][2]["intent"] = ""
        bad_follow_up = copy.deepcopy(kit)
        bad_follow_up["questions"][0]["follow_ups"][0]["follow_up_id"] = "x-f1"
        changed = copy.deepcopy(kit)
        changed["questions"][3]["question"] += " (edited)"
        partial = copy.deepcopy(fewer)
        partial["status"] = "partial_completed"
        broken = [(fewer, None, ()), (twice, None, ()), (no_intent, None, ()), (bad_follow_up, None, ()),
                  (changed, kit, (changed["questions"][0]["question_id"],))]
        fine = [(kit, None, ()), (changed, kit, (changed["questions"][3]["question_id"],)), (partial, None, ())]
        for (case_kit, previous, regenerated), expected in [(case, {Code.STRUCTURE}) for case in broken] + \
                [(case, set()) for case in fine]:
            violations = grounding.check_kit(case_kit, documents, previous, regenerated)
            outcomes.append(Outcome(frozenset(expected), frozenset(v.code for v in violations) & {Code.STRUCTURE}))
    return tuple(outcomes)


class Rates(NamedTuple):
    positives: int
    negatives: int
    caught: int  # positives reported
    false_positives: int  # negatives reported

    @property
    def recall(self) -> float:
        return self.caught / self.positives if self.positives else 1.0

    @property
    def false_positive_rate(self) -> float:
        return self.false_positives / self.negatives if self.negatives else 0.0


def rates(outcomes: list[Outcome], code: str) -> Rates:
    positives = [reported for expected, reported in outcomes if code in expected]
    negatives = [reported for expected, reported in outcomes if code not in expected]
    return Rates(len(positives), len(negatives), sum(code in r for r in positives), sum(code in r for r in negatives))


@functools.cache
def table(names: tuple[str, ...]) -> dict[str, Rates]:
    """Per code, over the corpora together: the question codes on their question cases, PROMPT_INJECTION on their
    document lines (where they have some), STRUCTURE on batch 1's broken kits (where batch 1 is one of them)."""
    questions = [outcome for name in names for outcome in question_outcomes(name)]
    lines = [outcome for name in names for outcome in line_outcomes(name)]
    rows = {code: rates(questions, code) for code in QUESTION_CODES}
    if "tuning/batch1" in names:
        rows[Code.STRUCTURE] = rates(list(structure_outcomes()), Code.STRUCTURE)
    if lines:
        rows[Code.PROMPT_INJECTION] = rates(lines, Code.PROMPT_INJECTION)
    return rows


def clean_flagged(names: tuple[str, ...]) -> tuple[int, int]:
    """(clean question cases any check flagged, clean question cases)."""
    clean = [reported for name in names for expected, reported in question_outcomes(name) if not expected]
    return sum(1 for reported in clean if reported), len(clean)


def misses(name: str) -> list[str]:
    """Each question case a check got wrong, for reading. (Never tune on a held-out set's: add a tuning case.)"""
    return [f"{name} {case['doc']}: expected {sorted(expected) or 'clean'}, got {sorted(reported) or 'clean'}: "
            f"{case['question'][:90]}"
            for case, (expected, reported) in zip(corpus(name).cases, question_outcomes(name), strict=True)
            if expected != reported]


def documents_used(names: tuple[str, ...]) -> set[Path]:
    return {document_path(name, stem) for name in names for case in corpus(name).cases + corpus(name).lines
            for stem in (case["doc"], case.get("jd")) if stem}


def print_table(title: str, names: tuple[str, ...]) -> None:
    cases = sum(len(corpus(name).cases) for name in names)
    lines = sum(len(corpus(name).lines) for name in names)
    flagged, clean = clean_flagged(names)
    figures = "held-out figures" if all(name in HELD_OUT_SETS for name in names) else "training figures"
    print(f"## {title}: {len(documents_used(names))} documents, {cases} question cases, {lines} document lines; "
          f"clean questions flagged {flagged} of {clean} ({flagged / clean:.1%}) ({figures})\n")
    print("| code | positives | negatives | recall | false-positive rate |\n|---|---|---|---|---|")
    for code, row in table(names).items():
        print(f"| {code} | {row.positives} | {row.negatives} | {row.recall:.2f} | {row.false_positive_rate:.3f} |")
    print()


def findings(names: list[str]) -> dict[str, list[str]]:
    """Every case's findings, "<corpus> case|line <index>" → sorted "CODE: message", for --outcomes and --compare."""
    found = {}
    for name in names:
        for review in review_cases(name):
            found[f"{name} case {review.index}"] = sorted(f"{v.code}: {v.message}" for v in review.violations)
        for index, case in enumerate(corpus(name).lines):
            found[f"{name} line {index}"] = sorted(f"{v.code}: {v.message}"
                                                   for v in grounding.detect_injection([line_document(name, case)]))
    return found


def compare(before: dict[str, list[str]], after: dict[str, list[str]]) -> list[str]:
    """The cases whose findings differ: codes that differ first, then those where only a message does."""
    def codes_of(key: str, found: dict[str, list[str]]) -> set[str]:
        return {finding.split(":")[0] for finding in found.get(key, [])}

    codes = [key for key in before if codes_of(key, before) != codes_of(key, after)]
    messages = [key for key in before if key not in codes and before[key] != after.get(key)]
    return [f"{key}: codes {before[key]} -> {after.get(key)}" for key in codes] + \
           [f"{key}: messages {before[key]} -> {after.get(key)}" for key in messages]


def main(arguments: list[str]) -> None:
    groups = {"tuning": TUNING_BATCHES, "heldout": HELD_OUT_SETS}
    files = {flag: arguments[arguments.index(flag) + 1] for flag in ("--outcomes", "--compare") if flag in arguments}
    named = [a for a in arguments if not a.startswith("--") and a not in files.values()] or ["tuning"]
    names = [name for a in named for name in groups.get(a.rstrip("/"), (a.rstrip("/"),))]
    if files:
        found = findings(names)
        if "--outcomes" in files:
            Path(files["--outcomes"]).write_text(json.dumps(found, ensure_ascii=False, indent=0), encoding="utf-8")
        if "--compare" in files:
            differences = compare(json.loads(Path(files["--compare"]).read_text(encoding="utf-8")), found)
            print("\n".join(differences) or f"every outcome identical: {len(found)} cases")
            sys.exit(1 if differences else 0)
        return
    for name in names:
        print_table(name, (name,))
    if set(AT_TARGET) <= set(names):
        print_table("the tuning batches brought to their targets together (1–6, 8)", AT_TARGET)
    if "--misses" in arguments:
        for name in names:
            print("\n".join(misses(name)))


if __name__ == "__main__":
    main(sys.argv[1:])
