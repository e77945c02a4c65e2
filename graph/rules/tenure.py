"""How long the candidate held a role, as a figure: the documents' dates state it.

"한결건설에서 12년간 일하시면서", "over 5 years at Kestrel Games": a period stated for the one role its clause
names is a figure of that role's dates, whatever else the documents hold — a "12" elsewhere does not vouch
for it, and "9년간" at a role held since 2017.04 is stated though no line writes it. A role is named by the
words that single it out in its heading (`roles.role_names`). The period is read by `durations`, and fits
the role within the one tolerance `durations.fits` allows. Periods in words and the TEMPORAL side of a period
("longer than the role lasted") are `timeline`'s.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from graph.rules import frames
from graph.rules.durations import duration_at, fits
from graph.rules.text import particles
from graph.rules.timeline import Timeline

# The period is the tenure itself: "N years at/with X", "N년간 (현장소장으로) 일하시면서 / 근무하실 때", not the
# length of some work done there ("2년간 BIM 도입을 이끄시면서").
_TENURE_AFTER = re.compile(r"^\s*(?:반\s*)?(?:간|동안|째)?\s*(?:가까이|넘게|이상|남짓|정도|가량|여)?\s*(?:간|동안)?\s*"
                           r"(?:(?:[가-힣A-Za-z]+\s*){0,2}(?:" + particles("instrument") + r")\s*)?"
                           r"(?:근무|재직|일하|일한|일했|몸담|계시|계셨|계실|계신|있으면서|있으시면서|다니)|^\s+(?:at|with)\b",
                           re.IGNORECASE)


class Span(NamedTuple):
    names: tuple[str, ...]
    months: int  # how long the role lasted


def role_spans(facts: Timeline) -> list[Span]:
    """Each role with the words that name it and how long it lasted, from its dates (`roles.parse_roles`)."""
    spans = []
    for role, names in zip(facts.roles, facts.role_names, strict=True):
        names = tuple(n for n in names if len(n) >= 3 and not n.isupper() and (not n.isascii() or n[0].isupper()))
        if names and role.end >= role.start:
            spans.append(Span(names, role.months()))
    return spans


def _role_of(clause: str, spans: list[Span]) -> Span | None:
    named = [s for s in spans if any(name in clause for name in s.names)]
    return named[0] if len(named) == 1 else None


def judge(text: str, start: int, spans: list[Span]) -> bool | None:
    """For the period written at `start`: True when the clause names one role and the period fits its dates,
    False when it does not, None when no single role is named or no period stands there."""
    duration = duration_at(text, start)
    clause = frames.clause_at(text, start)
    if duration is None or clause is None or clause.frame == frames.HYPOTHETICAL \
            or not _TENURE_AFTER.match(text[duration.end:duration.end + 30]):
        return None
    role = _role_of(clause.text, spans)
    if role is None:
        return None
    return fits(duration, role.months)
