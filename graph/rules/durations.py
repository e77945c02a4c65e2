"""Durations as the documents and questions write them: the one reader of "12년간", "3년 6개월", "over five years".

    claimed_durations(text) -> [Duration]   the time a text says the candidate spent somewhere: "7년간", "5년 동안",
                                            "3년째", "six years at", "over your six years at", "your decade with"
    duration_at(text, start) -> Duration | None  the period a figure at `start` writes: "12년간", "3.5 years", "18개월"
    unit_months(unit)        -> months      months in one of a unit: 년 / 해 / year 12, decade 120, 개월 / month 1
    exceeds(duration, lasted) / fits(duration, lasted)  a stated duration against how long a role lasted, in months,
                                            with the one tolerance (ROUNDING_MONTHS)

Number words are data (durations.yaml). Figures measure time in seconds: YEAR_SECONDS, MONTH_SECONDS.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

from graph.rules.lexicon import read_data

YEAR_SECONDS = 31_536_000.0
MONTH_SECONDS = YEAR_SECONDS / 12  # twelve months are a year: "24개월 연속" is "2년 연속"

# A duration told in years is rounded to the year, and a role's length (`dates.months_spanned`) is the most its
# written dates allow: a stated duration fits a role it differs from by a year at the most ("5 years at X", X from
# 2019.03 to 2024.08). The one tolerance both the figure of a tenure (`tenure`) and the claim of a duration at a
# role (`timeline`) allow.
ROUNDING_MONTHS = 12
# A floor ("10년 넘게", "more than five years") or a duration under a year is not rounded: it may only be longer than
# the role by the ends of the role's months counted in or out.
UNROUNDED_MONTHS = 2

_NUMBERS = read_data(Path(__file__).with_name("durations.yaml"))
NUMBER_WORDS: dict[str, int] = {**_NUMBERS["english"], **_NUMBERS["korean"]}
_EN_NUMBER = r"\d{1,2}|" + "|".join(_NUMBERS["english"])
_KO_NUMBER = r"\d{1,2}|" + "|".join(_NUMBERS["korean"])

# Words that make a figure a floor, not an amount: "10년 넘게", "more than five years" ("over your six years" is a
# span).
FLOOR = re.compile(r"넘게|이상|more than|over\s(?!your|her|his|their|the)", re.IGNORECASE)

# "7년간", "5년 동안", "3년째", "10년 넘게", "12년 근무", "6년을 재직"
_CLAIMED_KO = re.compile(r"(?<![\d.,])(" + _KO_NUMBER + r")\s*(년|개월|해)\s*"
                         r"(?:간|동안|째|넘게|가까이|(?:을|의)?\s*(?:재직|근무))")
_CLAIMED_EN = re.compile(
    r"\b(?:(?:(?:over|in|of|across|during)\s+)?(?:your|her|his|their)|over|for|after|spent|nearly|almost|more than)\s+"
    r"(?:the\s+)?(?:past\s+|last\s+)?"
    r"(" + _EN_NUMBER + r")(?:\s+|-)(years?|months?|decades?)\b(?!\s+(?:old|ago|later|earlier))"
    r"|\b(" + _EN_NUMBER + r")(?:\s+|-)(years?|months?|decades?)\s+(?:at|with|in your role at|as\s+\w+\s+at)\b"
    # "over your decade at X": ten years; the empty group keeps the unit in group 6 (the number is "1")
    r"|\b(?:your|her|his|their)\s+()(decade)(?=\s+(?:at|with)\b)",
    re.IGNORECASE)
# A figure that is a period: "12년간", "3.5 years", "5+ yrs", "18개월", "two full years" is not one (a word).
_PERIOD = re.compile(r"(?<![\w.])(?P<n>\d{1,2}(?:\.\d)?)(?:\s*\+)?\s*(?:full\s+)?"
                     r"(?P<u>years?|yrs?|decades?|년간|년\s*동안|년(?=\s|$|[,.])|개월간|개월|months?)", re.IGNORECASE)


class Duration(NamedTuple):
    start: int
    end: int
    months: float
    korean: bool  # told in Korean: the role it is told of stands before it ("X에서 7년간"), not after


def unit_months(unit: str) -> int:
    """Months in one of the unit: 년, 해, years, yrs → 12; decades → 120; 개월, months → 1."""
    return {"년": 12, "해": 12, "y": 12, "d": 120}.get(unit[0].lower(), 1)


def claimed_durations(text: str) -> list[Duration]:
    """The time the text says was spent somewhere, Korean spellings first, each in months."""
    found = []
    for match in _CLAIMED_KO.finditer(text):
        found += _claimed(match, match.group(1), match.group(2), korean=True)
    for match in _CLAIMED_EN.finditer(text):
        found += _claimed(match, match.group(1) or match.group(3) or "1",
                          match.group(2) or match.group(4) or match.group(6), korean=False)
    return found


def _claimed(match: re.Match, number: str, unit: str, korean: bool) -> list[Duration]:
    value = int(number) if number.isdigit() else NUMBER_WORDS.get(number.lower())
    if not value:
        return []
    return [Duration(match.start(), match.end(), value * unit_months(unit), korean)]


def duration_at(text: str, start: int) -> Duration | None:
    """The period a figure starting at `start` writes in digits, or None when it is no period."""
    match = _PERIOD.match(text, start)
    if match is None:
        return None
    return Duration(match.start(), match.end(), float(match.group("n")) * unit_months(match.group("u")),
                    korean=not match.group("u").isascii())


def exceeds(duration: Duration, lasted: int, text: str) -> bool:
    """The duration is longer than a role that lasted `lasted` months, past what rounding forgives."""
    rounded = duration.months >= 12 and not FLOOR.search(text[duration.start:duration.end])
    return duration.months > lasted + (ROUNDING_MONTHS if rounded else UNROUNDED_MONTHS)


def fits(duration: Duration, lasted: int) -> bool:
    """The duration is the role's length, within rounding either way."""
    return abs(duration.months - lasted) <= ROUNDING_MONTHS
