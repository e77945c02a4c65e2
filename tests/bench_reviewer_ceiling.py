"""The semantic layer's ceiling, measured before any model is paid: simulated reviewers over the labelled corpora.

    python -m tests.bench_reviewer_ceiling [tuning] [unseen]     (both by default; tuning first)

Each reviewer states premises for every question case; `graph.rules.verify_review` applies them to the checks'
verdict exactly as the pipeline's scorer does, through the evaluator (`tests/grounding_corpus/evaluate.py`):

- approve-everything: every premise `supported`, quoting the applicant's line with the most word overlap (each
  flagged span, the clause it stands in, every clause with a hard token). Recall must equal the checks' alone:
  a reviewer cannot approve what code cannot confirm (tests/test_reviewer_ceiling.py holds it on the tuning
  batches);
- oracle: built from the labels and each case's documents. On a flag the labels call false it quotes every line
  that holds the flagged token and names every framing code would accept in the flagged clause; on a fabrication
  the checks miss it calls each hard token no document holds `unsupported`. The best this design can do;
- flag-happy: calls each hard token of a question `unsupported` at random (p = 0.5, a fixed seed per case): the
  false flags that get past code's absence check;
- dismiss-everything: a lying reviewer that calls every flag the checks raise `not_a_claim`, with any framing
  code would accept in its clause, and `supported` by the best-overlapping line: the true flags code lets it clear.

Measure only: the unseen sets' figures are printed, never tuned on.
"""

from __future__ import annotations

import contextlib
import random
import sys

from graph.rules import Code, citations, frames, normalise_for_match, word_similarity
from graph.rules.citations import CLEARED_BY_FRAMING, CLEARED_BY_QUOTE, hard_tokens, holds, span_holds
from graph.vocabulary import APPLICANT_KINDS
from tests.grounding_corpus import evaluate
from tests.grounding_corpus.evaluate import ReviewCase

FLAG_PROBABILITY = 0.5
SEED = 27
CLEARABLE = set(CLEARED_BY_QUOTE) | set(CLEARED_BY_FRAMING)


def _fields(review: ReviewCase) -> dict[str, str]:
    from graph.rules.grounding import question_fields
    return {name: text for name, text, _ in question_fields(review.question, review.follow_ups, review.answer)
            if isinstance(text, str) and text}


def _lines(review: ReviewCase) -> list[tuple[str, str]]:
    """(document_id, line) of the applicant's documents."""
    return [(d.document_id, line.strip()) for d in review.documents if d.kind in APPLICANT_KINDS
            for line in d.text.splitlines() if len(line.strip()) >= 4]


def _best_line(text: str, lines: list[tuple[str, str]]) -> tuple[str, str]:
    return max(lines, key=lambda line: word_similarity(text, line[1]), default=("resume", ""))


def _clause_of(text: str, span: str) -> frames.Clause | None:
    position = text.lower().find(span.lower())
    return frames.clause_at(text, position) if position >= 0 else None


def supported(premise: str, document_id: str, quote: str) -> dict:
    return {"premise": premise, "document_id": document_id, "quote": quote, "framing": "", "status": "supported"}


def not_a_claim(premise: str, framing: str) -> dict:
    return {"premise": premise, "document_id": "", "quote": "", "framing": framing, "status": "not_a_claim"}


def unsupported(premise: str) -> dict:
    return {"premise": premise, "document_id": "", "quote": "", "framing": "", "status": "unsupported"}


def framings(clause: str, span: str) -> list[str]:
    """Every run of one to three words of the clause, apart from the span, that code reads as framing."""
    words = clause.split()
    runs = [" ".join(words[i:i + n]) for n in (1, 2, 3) for i in range(len(words) - n + 1)]
    return [run for run in dict.fromkeys(runs) if normalise_for_match(span) not in normalise_for_match(run)
            and len(normalise_for_match(run)) >= 2 and frames.frame_of(run) in citations.FRAMING_FRAMES][:6]


# --- the simulated reviewers -----------------------------------------------------------------------------------


def approve_everything(review: ReviewCase) -> list[dict]:
    fields, lines = _fields(review), _lines(review)
    claims = []
    for violation in review.violations:
        clause = _clause_of(fields.get(violation.field, ""), violation.span) if violation.span else None
        claims += [violation.span] if violation.span else []
        claims += [clause.text] if clause else []
    claims += [clause.text for text in fields.values() for clause in frames.clauses(text) if hard_tokens(clause.text)]
    return [supported(claim, *_best_line(claim, lines)) for claim in dict.fromkeys(claims)][:24]


def oracle(review: ReviewCase) -> list[dict]:
    expected, fields, lines = set(review.case["expected"]), _fields(review), _lines(review)
    premises = []
    for violation in review.violations:
        if violation.code in expected or violation.code not in CLEARABLE or not violation.span:
            continue  # a true flag: the oracle leaves it
        holding = [line for line in lines if span_holds(violation.span, [line[1]])]
        premises += [supported(violation.span, *line) for line in holding[:4]]
        clause = _clause_of(fields.get(violation.field, ""), violation.span)
        premises += [not_a_claim(violation.span, words)
                     for words in framings(clause.text, violation.span)] if clause else []
    if Code.FABRICATED_ENTITY in expected and not any(v.code == Code.FABRICATED_ENTITY for v in review.violations):
        texts = [d.text for d in review.documents]
        premises += [unsupported(token.text) for text in fields.values() for token in hard_tokens(text)
                     if not holds(token, texts, text)]
    return list({p["premise"] + p["quote"] + p["framing"]: p for p in premises}.values())[:24]


def flag_happy(review: ReviewCase) -> list[dict]:
    rng = random.Random(f"{SEED}:{review.name}:{review.index}")
    tokens = [token.text for text in _fields(review).values() for token in hard_tokens(text)]
    return [unsupported(token) for token in dict.fromkeys(tokens) if rng.random() < FLAG_PROBABILITY][:24]


def dismiss_everything(review: ReviewCase) -> list[dict]:
    fields, lines = _fields(review), _lines(review)
    premises = []
    for violation in review.violations:
        if not violation.span:
            continue
        clause = _clause_of(fields.get(violation.field, ""), violation.span)
        premises.append(supported(violation.span, *_best_line(clause.text if clause else violation.span, lines)))
        premises += [not_a_claim(violation.span, words)
                     for words in framings(clause.text, violation.span)] if clause else []
    return premises[:24]


REVIEWERS = {"approve-everything": approve_everything, "oracle": oracle, "flag-happy": flag_happy,
             "dismiss-everything": dismiss_everything}
# The rule read literally: framing words count wherever code finds them in the flagged clause, whatever
# code reads them as. Measured beside the rule as built, to show what reading the framing buys and costs.
ANY_FRAME = (frames.HYPOTHETICAL, frames.OWN_PAST, frames.COMPANY, frames.PAST, frames.NEUTRAL)
LITERAL_FRAMING = ("oracle", "dismiss-everything")


@contextlib.contextmanager
def literal_framing():
    built = citations.FRAMING_FRAMES
    citations.FRAMING_FRAMES = ANY_FRAME
    try:
        yield
    finally:
        citations.FRAMING_FRAMES = built
SHOWN_CODES = (Code.FABRICATED_ENTITY, Code.CROSS_DOMAIN, Code.TEMPORAL)  # the codes a reviewer can change


# --- the tables ----------------------------------------------------------------------------------------------


def _clean_flagged(outcomes) -> tuple[int, int]:
    clean = [o for o in outcomes if not o.expected]
    return sum(bool(o.reported) for o in clean), len(clean)


def row(name: str, reviewer) -> str:
    alone, reviewed = evaluate.question_outcomes(name), evaluate.reviewed_outcomes(name, reviewer)
    (before, clean), (after, _) = _clean_flagged(alone), _clean_flagged(reviewed)
    cells = [f"{before / clean:.1%} → {after / clean:.1%} ({before} → {after} of {clean})"]
    for code in SHOWN_CODES:
        a, b = evaluate.rates(list(alone), code), evaluate.rates(list(reviewed), code)
        cells.append(f"{a.recall:.2f} → {b.recall:.2f} / {a.false_positive_rate:.3f} → {b.false_positive_rate:.3f}")
    return f"| {name} | " + " | ".join(cells) + " |"


def print_tables(names: tuple[str, ...]) -> None:
    runs = [(title, reviewer, contextlib.nullcontext) for title, reviewer in REVIEWERS.items()]
    runs += [(f"{title}, framing read literally", REVIEWERS[title], literal_framing) for title in LITERAL_FRAMING]
    for title, reviewer, rule in runs:
        print(f"### {title}: checks alone → checks + reviewer\n")
        columns = " | ".join(f"{c} recall / false-positive rate" for c in SHOWN_CODES)
        print(f"| set | clean questions flagged | {columns} |")
        print("|---|---|" + "---|" * len(SHOWN_CODES))
        with rule():
            for name in names:
                print(row(name, reviewer), flush=True)
        print()


def main(arguments: list[str]) -> None:
    groups = {"tuning": evaluate.TUNING_BATCHES, "unseen": evaluate.HELD_OUT_SETS}
    for group in arguments or list(groups):
        print(f"## {group} ({'training figures' if group == 'tuning' else 'unseen sets: measured, never tuned on'})\n")
        print_tables(groups[group])


if __name__ == "__main__":
    main(sys.argv[1:])
