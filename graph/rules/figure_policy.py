"""Which figures a text may state: the policy over what `figures` reads.

A question states a figure as fact unless its clause is hypothetical or about the company. It may state a
figure the documents state (and that does not stand where they put another value), one worked out from the
figures beside it or from the evidence it quotes, a version of a named product, an alternative it weighs, or
a period at a role whose dates hold it. A detail of the work ("a team of 7", "주 2회") need not be in the
documents; a result (money, a share, a multiple, a volume) must. An expected answer or a follow-up predicts:
it may add details, and only a figure that restates one of the documents' own with another value, or a
result told as the candidate's past, counts against it.
"""

from __future__ import annotations

import unicodedata
from typing import NamedTuple, Protocol

from graph.rules import figures, frames, technology, tenure

# Working a figure out from its neighbours reads the text around each: past a few dozen figures (no question
# has them) that is only cost, and every unstated figure is reported.
MAX_FIGURES_TO_DERIVE = 40


class DocumentFacts(Protocol):
    """What a figure is judged against (`grounding.DocumentFacts` has it)."""

    @property
    def figures(self) -> figures.FigureFacts: ...  # the applicant's documents
    @property
    def job_figures(self) -> figures.FigureFacts: ...  # the job description's: the company's own
    @property
    def tenures(self) -> list[tenure.Span]: ...  # how long each role lasted


class _Reading(NamedTuple):
    """One text as the policy reads it: its figures and what every figure of it is judged against."""

    text: str
    facts: DocumentFacts
    in_question: bool
    quoted: tuple[figures.Figure, ...]
    found: list[figures.Figure]
    changed: set[int]  # starts of the figures of a before/after pair (a question's only)
    names: list[tuple[int, int]]  # spans of named products: "PyTorch 2.0", "GPT-4" hold a version
    derivable: bool


def unstated_figures(text: str, facts: DocumentFacts, in_question: bool,
                     quoted: tuple[figures.Figure, ...] = ()) -> list[str]:
    """Figures the text (NFKC) states as fact that the documents do not, as written, once each. `quoted`: the
    figures of the evidence the question quotes (`quoted_figures`), which a figure may be worked out from."""
    found = figures.figures_in(text)
    reading = _Reading(text, facts, in_question, quoted, found,
                       {f.start for pair in figures.changes(text, found) for f in pair} if in_question else set(),
                       [(m.start, m.end) for m in technology.mentions_in(text)], len(found) <= MAX_FIGURES_TO_DERIVE)
    framed = text if in_question else frames.answer_text(text)
    unstated = []
    for figure in found:
        clause = frames.clause_at(framed, figure.start)
        if clause is not None and clause.frame not in (frames.HYPOTHETICAL, frames.COMPANY) \
                and _unstated(reading, figure, clause.frame):
            unstated.append(figure.span)
    return list(dict.fromkeys(unstated))


def quoted_figures(evidence: str, facts: figures.FigureFacts) -> tuple[figures.Figure, ...]:
    """The figures of the evidence a question quotes that the documents state: a figure may be worked out from them."""
    return tuple(f for f in figures.figures_in(unicodedata.normalize("NFKC", evidence))
                 if f.unit != "year" and figures.is_stated(f, facts))


def _unstated(reading: _Reading, figure: figures.Figure, frame: str) -> bool:
    """The figure, in a clause of this frame that states facts, is one the documents do not vouch for."""
    held = tenure.judge(reading.text, figure.start, reading.facts.tenures) if figure.unit == "time" else None
    if held is not None:  # a period at a role the clause names: the role's dates decide
        return not held and frame in frames.PREMISE_FRAMES
    if _vouched_for(reading, figure):
        return False
    if frame != frames.OWN_PAST and figures.is_stated(figure, reading.facts.job_figures):
        return False  # the company's figure, told as the company's
    if not reading.in_question:
        return _counts_against_a_prediction(reading, figure, frame)
    return not _detail_of_question(reading, figure, frame)


def _vouched_for(reading: _Reading, figure: figures.Figure) -> bool:
    """Stated by the documents (and not where they put another value), worked out, a version or an alternative."""
    text, facts = reading.text, reading.facts.figures
    return figures.is_stated(figure, facts) and not figures.contradicts(text, figure, facts, not reading.in_question) \
        or reading.derivable and figures.follows_from(text, figure, facts, quoted=reading.quoted,
                                                                   found=reading.found) \
        or any(start <= figure.start < end for start, end in reading.names) \
        or frames.is_alternative(text, figure.start, figure.start + len(figure.span))


def _counts_against_a_prediction(reading: _Reading, figure: figures.Figure, frame: str) -> bool:
    """An expected answer or a follow-up may add details: only a restated figure or a result told as past counts."""
    return figures.restates(reading.text, figure, reading.facts.figures) \
        or frame in frames.PREMISE_FRAMES and figures.is_result(figure)


def _detail_of_question(reading: _Reading, figure: figures.Figure, frame: str) -> bool:
    """"야간 진료가 주 2회 있는데", "TDC 3000", "a team of 7": a detail, not a result the documents lack."""
    text, facts = reading.text, reading.facts.figures
    if figures.is_result(figure) or figures.restates(text, figure, facts) \
            or figures.recounts(text, figure, facts, reading.found):
        return False
    return frame == frames.NEUTRAL or figures.is_detail(text, figure) and figure.start not in reading.changed
