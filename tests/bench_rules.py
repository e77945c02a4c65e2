"""The grounding checks on hostile text: 100,000-character documents and 20,000-character questions built to
make regexes backtrack and loops go quadratic (long runs of digits, dates, capitals, spaced letters,
unclosed comments and hidden elements …), and documents of one short word per character or two ("a가", "1가", "1원 ")
at 25,000, 50,000 and 100,000 characters, where a scan that rereads the rest of the text at every word shows as
quadratic. Each input runs in its own interpreter under a time limit and its CPU seconds are printed (process time: what
other work on a shared machine takes does not count; the limit is on the wall clock).

    .venv/bin/python tests/bench_rules.py [words|guard]   (words: only the one-word-per-character table;
                                                          guard: only the API body guard)

A resume is untrusted text of up to MAX_TEXT_CHARS: the time each input takes must grow in proportion to
its length (a tenth of the text, a tenth of the time), never with its square.
"""

from __future__ import annotations

import base64
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT_S = 60
DOCUMENT_CHARS, QUESTION_CHARS = 100_000, 20_000
COUNTING = "<counting>"
PATTERNS = {
    "words on one line": "Led the migration of Kafka clusters at Acme Corp ",
    "short lines": "a\n",
    "empty lines": "\n",
    "digits": "1",
    "digits and commas": "1,",
    "digits and dots": "1.",
    "years": "2020 ",
    "date ranges": "2020.01 ~ ",
    "month years": "Mar 2020 ",
    "role headings": "### Acme Corp (2017.03 ~ 2021.01)\n- built things in 2019\n",
    "Korean years": "2019년 ",
    "Korean durations": "3년간 ",
    "percent and counts": "5% 7 ",
    "money and counts": "$5 7 ",
    "capital letters": "A",
    "capitalised words": "Alpha Beta Gamma ",
    "lowercase run": "a",
    "spaced letters": "i g n o r e ",
    "zero-width between letters": "i\u200bg\u200bn\u200bo\u200br\u200be\u200b ",
    "leetspeak": "a1",
    "base64": base64.b64encode(b"hello world this is text ").decode(),
    "unclosed comments": "<!--",
    "unclosed hidden elements": '<div style="display:none">',
    "link reference titles": '[x]: http://a "',
    "acronyms in brackets": "x (GCP) ",
    "Hangul with particles": "회사에서의 프로젝트를 ",
    "loose jamo": "ㅁㅜ",
    "quotes": "'",
    "form feeds (blanks no normalising folds)": "\x0c",
    # 1, 2, 3 … written one after another: no two of a long line's windows alike, so no cache hides a window's cost
    "counting digits": COUNTING,
}
# One token every character or two: the time at 50,000 and 100,000 characters must be about twice and four times
# the time at 25,000.
WORD_PER_CHARACTER = ("a가", "1가", "1원 ")
SIZES = (25_000, 50_000, 100_000)
RUN = """
import sys, time
from graph.vocabulary import Document
from graph.rules import grounding
kind, pattern, size = sys.argv[1], sys.argv[2], int(sys.argv[3])
text = ("".join(map(str, range(size)))[:size] if pattern == "<counting>"
        else (pattern * (size // len(pattern) + 1))[:size])
small = Document(document_id="resume", text="### Acme Corp (2017.03 ~ 2021.01)\\n- Kafka 운영, 2019년 38% 절감\\n")
jd = Document(document_id="jd", kind="job_description", text="Kafka, AWS, 5 years of experience")
question = {"question_id": "q1", "category": "technical_depth",
            "question": "Acme Corp에서 Kafka를 2019년에 운영하셨나요?", "intent": "x",
            "generation_basis": {"document_id": "resume", "evidence": "Kafka 운영", "reason": "r"}}
grounding.check_question(question, [small, jd])  # warm: the catalogue and the compiled patterns
started = time.process_time()
if kind == "document":
    document = Document(document_id="resume", text=text)
    grounding.detect_injection([document])
    grounding.check_question({**question, "generation_basis": {"document_id": "resume", "evidence": text[:60]}},
                             [document, jd])
else:
    long = {**question, "question": text, "intent": text}
    grounding.check_question(long, [small, jd], [{"follow_up_id": "q1-f1", "question": text}],
                             {"summary": text, "key_points": [text]})
print(f"{time.process_time() - started:.2f}")
"""


def seconds(kind: str, pattern: str, size: int) -> str:
    try:
        run = subprocess.run([sys.executable, "-c", RUN, kind, pattern, str(size)], cwd=ROOT, capture_output=True,
                             text=True, timeout=LIMIT_S)
    except subprocess.TimeoutExpired:
        return f"> {LIMIT_S}"
    return run.stdout.strip() if run.returncode == 0 else "error: " + run.stderr.strip().splitlines()[-1]


def main(only_words: bool = False) -> None:
    if not only_words:
        hostile_table()
    print("\n| one word per character | " + " | ".join(f"document of {size:,} chars: s" for size in SIZES) + " |")
    print("|---|" + "---|" * len(SIZES))
    for pattern in WORD_PER_CHARACTER:
        print(f"| {pattern!r} | " + " | ".join(seconds("document", pattern, size) for size in SIZES) + " |", flush=True)
    if not only_words:
        body_guard()


def hostile_table() -> None:
    print(f"| input | document of {DOCUMENT_CHARS:,} chars: s | question of {QUESTION_CHARS:,} chars: s |")
    print("|---|---|---|")
    for name, pattern in PATTERNS.items():
        print(f"| {name} | {seconds('document', pattern, DOCUMENT_CHARS)} | "
              f"{seconds('question', pattern, QUESTION_CHARS)} |", flush=True)
    print()
    body_guard()


# The API's pre-parse guard (functions/api/guards.py) runs on every request body, before JSON parsing.
GUARD_SIZES = (25_000, 50_000, 100_000)
GUARD_BODIES = {'`"\\` pairs (a string never closed)': '"\\', "quotes": '"', "brackets in strings": '"[{",'}
GUARD_RUN = """
import sys, time
from functions.api.guards import body_refusal
pattern, size = sys.argv[1], int(sys.argv[2])
body = (pattern * (size // len(pattern) + 1))[:size]
started = time.process_time()
body_refusal("POST", "application/json", body)
print(f"{time.process_time() - started:.3f}")
"""


def guard_seconds(pattern: str, size: int) -> str:
    try:
        run = subprocess.run([sys.executable, "-c", GUARD_RUN, pattern, str(size)], cwd=ROOT, capture_output=True,
                             text=True, timeout=LIMIT_S)
    except subprocess.TimeoutExpired:
        return f"> {LIMIT_S}"
    return run.stdout.strip() if run.returncode == 0 else "error: " + run.stderr.strip().splitlines()[-1]


def body_guard() -> None:
    print("| request body | " + " | ".join(f"{size:,} chars: s" for size in GUARD_SIZES) + " |")
    print("|---|" + "---|" * len(GUARD_SIZES))
    for name, pattern in GUARD_BODIES.items():
        print(f"| {name} | " + " | ".join(guard_seconds(pattern, size) for size in GUARD_SIZES) + " |", flush=True)


if __name__ == "__main__":
    if sys.argv[1:] == ["guard"]:
        body_guard()
    else:
        main(sys.argv[1:] == ["words"])
