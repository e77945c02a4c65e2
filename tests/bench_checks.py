"""The grounding checks' speed on fresh text: every question of the tuning corpus checked once, in a fresh
interpreter, so that no cache has seen its text (a kit's documents are read with its first question and reused
by the next ones, as in a run).

    .venv/bin/python tests/bench_checks.py

Prints CPU milliseconds per question (median, 90th and 99th percentile, slowest; CPU time, as other processes
share the machine) and the median wall time, for a first question on documents not read before, a further
question on documents already read, and a further question that also carries an expected answer and follow-ups.
A figure, not a test: timing on a shared machine is no pass/fail criterion.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from graph.rules import grounding  # noqa: E402
from tests.grounding_corpus import evaluate  # noqa: E402


def timings() -> dict[str, list[tuple[float, float]]]:
    """(CPU ms, wall ms) per question, by group."""
    groups: dict[str, list[tuple[float, float]]] = {"first question on new documents": [], "further question": [],
                                      "further question with expected answer and follow-ups": []}
    documents_read, questions_seen = set(), set()
    for name in evaluate.TUNING_BATCHES:
        for case in evaluate.corpus(name).cases:
            question, documents, follow_ups, answer = evaluate.kit_question(name, case)
            text = (case["question"], case["evidence"], tuple(case["follow_ups"]), str(answer))
            if text in questions_seen:
                continue  # the same text again would time a cache
            questions_seen.add(text)
            key = tuple(d.text for d in documents)
            group = ("first question on new documents" if key not in documents_read
                     else "further question with expected answer and follow-ups" if answer and follow_ups
                     else "further question")
            documents_read.add(key)
            cpu, wall = time.process_time(), time.perf_counter()
            grounding.check_question(question, documents, follow_ups, answer)
            groups[group].append(((time.process_time() - cpu) * 1000, (time.perf_counter() - wall) * 1000))
    return groups


def main() -> None:
    print("| questions checked once each | n | CPU ms median | p90 | p99 | slowest | wall ms median |")
    print("|---|---|---|---|---|---|---|")
    for group, times in timings().items():
        cpu = [c for c, _ in times]
        q = statistics.quantiles(cpu, n=100)
        print(f"| {group} | {len(cpu)} | {statistics.median(cpu):.1f} | {q[89]:.1f} | {q[98]:.1f} | {max(cpu):.1f} | "
              f"{statistics.median(w for _, w in times):.1f} |")


if __name__ == "__main__":
    main()
