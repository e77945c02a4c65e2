"""Time and peak memory of extracting each document bomb and a normal resume, as a table.

    .venv/bin/python tests/bench_documents.py [--old PATH/TO/documents.py]

Every document is extracted in a fresh process, so each peak is that document's alone. For this
code the peak is the parser child's (RUSAGE_CHILDREN of a small process that runs only
sandbox.parse, because a child's peak RSS includes what it shared with its parent before exec). An
--old documents.py parses in its own process: its peak RSS includes the process itself (the
baseline is printed under the table), and it is cut off after 60 s."""

from __future__ import annotations

import argparse
import importlib.util
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests import document_bombs as bombs  # noqa: E402

OLD_CUTOFF_SECONDS = 60
CASES = {
    "resume.pdf": ("normal resume, 2 pages", bombs.resume_pdf),
    "resume.docx": ("normal resume, 2 pages", bombs.resume_docx),
    "operators.pdf": ("a page of 10 MB of text operators", bombs.pdf_content_bomb),
    "near-cap.pdf": ("a page of 0.9 MB of text operators", lambda: bombs.pdf_content_bomb(900 * 1024)),
    "pages.pdf": ("500 pages", bombs.pdf_many_pages),
    "xref.pdf": ("1,990,000-entry xref stream", bombs.pdf_xref_bomb),
    "tounicode.pdf": ("bad /ToUnicode (LimitReachedError)", bombs.pdf_bad_tounicode),
    "garbage.pdf": ("64 KB of random bytes", bombs.garbage),
    "empty-5mb.docx": ("5 MB of empty paragraphs", lambda: bombs.docx_empty_paragraphs(5 * bombs.MB)),
    "empty-100mb.docx": ("100 MB of empty paragraphs", lambda: bombs.docx_empty_paragraphs(100 * bombs.MB)),
    "claims.docx": ("directory claims a 4 GB document.xml", bombs.docx_claiming_size),
    "entries.docx": ("5,000 zip entries", bombs.docx_many_entries),
    "laughs.docx": ("billion laughs", bombs.docx_billion_laughs),
    "garbage.docx": ("64 KB of random bytes", bombs.garbage),
}


def measure(filename: str, old: str | None) -> dict:
    """Runs in the fresh process: one extraction, its time, peak RSS and outcome."""
    data = CASES[filename][1]()
    if not old:
        return {"bytes": len(data), **json.loads(subprocess.run(
            [sys.executable, "-c", SANDBOX_RUN, filename], input=data, capture_output=True, check=True).stdout)}
    documents = _load(old)
    baseline = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    started = time.perf_counter()
    try:
        outcome = f"text, {len(documents.extract_text(filename, data)):,} chars"
    except documents.DocumentError as error:
        outcome = error.reason
    except Exception as error:  # the old code lets parser errors through: that is a result to show
        outcome = f"{type(error).__name__} (not a DocumentError)"
    return {"bytes": len(data), "seconds": time.perf_counter() - started,
            "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "baseline_mb": baseline / 1024,
            "outcome": outcome}


# What extract_text runs for a PDF or DOCX, in a process of about 10 MB that imports nothing else.
SANDBOX_RUN = """
import json, resource, sys, time
from graph.extraction import sandbox
from graph.extraction.text import ExtractionError
data, kind = sys.stdin.buffer.read(), sys.argv[1].rpartition(".")[2]
started = time.perf_counter()
try:
    outcome = f"text, {len(sandbox.parse(kind, data)):,} chars"
except ExtractionError as error:
    outcome = error.reason
print(json.dumps({"seconds": time.perf_counter() - started, "outcome": outcome,
                  "peak_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024}))
"""


def _load(path: str):
    spec = importlib.util.spec_from_file_location("old_documents", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(filename: str, old: str | None) -> dict | None:
    """measure() in a fresh process; None when an --old extraction passes the cut-off."""
    command = [sys.executable, __file__, "--case", filename] + (["--old", old] if old else [])
    try:
        # stderr to nowhere: the old code's pypdf warnings run to hundreds of MB on some bombs
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                              timeout=OLD_CUTOFF_SECONDS if old else None, check=True)
    except subprocess.TimeoutExpired:
        return None
    return json.loads(done.stdout.splitlines()[-1])


def cells(result: dict | None) -> list[str]:
    if result is None:
        return [f"> {OLD_CUTOFF_SECONDS} s", "", "cut off"]
    return [f"{result['seconds']:.2f} s", f"{result['peak_mb']:.0f} MB", result["outcome"]]


def table(old: str | None) -> None:
    header = ["document", "file", "time", "peak RSS", "outcome"] + (["old: time", "old: peak RSS", "old: outcome"]
                                                                     if old else [])
    print("| " + " | ".join(header) + " |\n|" + "---|" * len(header))
    baselines = []
    for filename, (label, _) in CASES.items():
        new = run(filename, None)
        row = [f"{filename}: {label}", f"{new['bytes'] / 1024:,.1f} KB", *cells(new)]
        if old:
            before = run(filename, old)
            baselines += [before["baseline_mb"]] if before else []
            row += cells(before)
        print("| " + " | ".join(row) + " |", flush=True)
    if baselines:
        print(f"\nold: peak RSS includes the process itself, {min(baselines):.0f} MB before extract_text")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", help="a documents.py to compare with, e.g. from `git show HEAD:...`")
    parser.add_argument("--case", choices=CASES, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.case:
        print(json.dumps(measure(args.case, args.old)))
    else:
        table(args.old)


if __name__ == "__main__":
    main()
