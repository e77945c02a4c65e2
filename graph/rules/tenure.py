"""How long the candidate held a role, as a figure: the documents' dates state it.

"한결건설에서 12년간 일하시면서", "over 5 years at Kestrel Games": a period stated for the one role its clause
names is a figure of that role's dates, whatever else the documents hold — a "12" elsewhere does not vouch
for it, and "9년간" at a role held since 2017.04 is stated though no line writes it. A role is named by the
words that single it out in its heading (`technology.role_names`). Periods in words and the TEMPORAL side
of a period ("longer than the role lasted") are `timeline`'s.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from graph.rules import frames
from graph.rules.timeline import Timeline, first_month, last_month

_DURATION = re.compile(r"(?<![\w.])(?P<n>\d{1,2}(?:\.\d)?)(?:\s*\+)?\s*(?:full\s+)?"
                       r"(?P<u>years?|yrs?|decades?|년간|년\s*동안|년(?=\s|$|[,.])|개월간|개월|months?)", re.IGNORECASE)
# The period is the tenure itself: "N years at/with X", "N년간 (현장소장으로) 일하시면서 / 근무하실 때", not the
# length of some work done there ("2년간 BIM 도입을 이끄시면서").
_TENURE_AFTER = re.compile(r"^\s*(?:반\s*)?(?:간|동안|째)?\s*(?:가까이|넘게|이상|남짓|정도|가량|여)?\s*(?:간|동안)?\s*(?:(?:[가-힣A-Za-z]+\s*){0,2}(?:으로|로)\s*)?"
                           r"(?:근무|재직|일하|일한|일했|몸담|계시|계셨|계실|계신|있으면서|있으시면서|다니)|^\s+(?:at|with)\b",
                           re.IGNORECASE)
TOLERANCE_YEARS = 1.0


class Span(NamedTuple):
    names: tuple[str, ...]
    years: float  # how long the role lasted


def role_spans(facts: Timeline) -> list[Span]:
    """Each role with the words that name it and how long it lasted, from its dates (`timeline.parse_roles`)."""
    spans = []
    for role, names in zip(facts.roles, facts.role_names, strict=True):
        names = tuple(n for n in names if len(n) >= 3 and not n.isupper() and (not n.isascii() or n[0].isupper()))
        if names and role.end >= role.start:
            months = last_month(role.end, role.end_month) - first_month(role.start, role.start_month) + 1
            spans.append(Span(names, months / 12))
    return spans


def _stated_years(number: str, unit: str) -> float:
    unit = unit.lower()
    if unit.startswith(("개월", "month")):
        return float(number) / 12
    return float(number) * (10 if unit.startswith("decade") else 1)


def _role_of(clause: str, spans: list[Span]) -> Span | None:
    named = [s for s in spans if any(name in clause for name in s.names)]
    return named[0] if len(named) == 1 else None


def judge(text: str, start: int, spans: list[Span]) -> bool | None:
    """For the period written at `start`: True when the clause names one role and the period fits its dates,
    False when it does not, None when no single role is named or no period stands there."""
    match = _DURATION.match(text, start)
    clause = frames.clause_at(text, start)
    if match is None or clause is None or clause.frame == frames.HYPOTHETICAL \
            or not _TENURE_AFTER.match(text[match.end():match.end() + 30]):
        return None
    role = _role_of(clause.text, spans)
    if role is None:
        return None
    return abs(_stated_years(match.group("n"), match.group("u")) - role.years) <= TOLERANCE_YEARS
