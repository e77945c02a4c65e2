"""Figures as values: "1.2억" = "1억 2천만" = "120,000,000"; "2.8초" = "2,800ms"; "6" is not in "2016".

Every figure is read as a value and a unit class (percent, points, money, time, size, multiple, count, year,
or bare when no unit is written) so that the same quantity matches whatever its spelling. A count keeps its
counter ("6곳" is not "6부작"). Figures that are part of a name (p99, top-10, 24/7, ISO 27001, Web 2.0, 1:1,
5 Whys, GPT-4) and dates, ages and phone numbers are not figures at all.

Results and details: money, shares, multiples, sizes and volumes (1,000 and up) are results; periods, small
counts and bare numbers are details. An expected answer predicts an answer and may add details ("a 4-week
pilot", "3~4개 지표"); it may not restate a result of the documents with another value. `restates` tells
the two apart by the words next to a figure: "GRR at 97%" restates the documents' "gross revenue retention
94%", "4–5 signals" restates nothing.

What the documents state includes what follows from them: a compound duration ("3분 30초" is 210초), the
change between a before/after pair (also across a detail: "78%에서 6개월 만에 93%" is 15 points), and, for
approximate figures only, a rate scaled to its period or its items ("about 1,500 a month" is roughly 18,000
a year; "세대당 2.4건" over 1,486세대 is about 3,600건) or a share of a count ("86.5% of 310" leaves about 42).
A figure the documents reach only by such a route, or by the same number in another unit, does not stand
against the figure its own words point at (`contradicts`): "hypotension fell from 22% to 5%" is not vouched
for by a complement of some other 95%, nor "trained 41 technicians" by a 41% elsewhere.
"""

from __future__ import annotations

import bisect
import datetime
import math
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from graph.rules.catalogue import load_catalogue
from graph.rules.dates import DATE_YEAR as _DATE_YEAR, TO_PRESENT as _TO_PRESENT
from graph.rules.dates import date_ranges, dates_in, joins_years, seconds_between
from graph.rules.durations import MONTH_SECONDS, YEAR_SECONDS
from graph.rules.lexicon import read_data
from graph.rules.text import KOREAN, Stoplist, content_words

# The word tables (units, scales, the words beside a figure, what is no figure) are data: figures.yaml.
_TABLES = read_data(Path(__file__).with_name("figures.yaml"))
# Unit words after a number → (class, factor to the class's base unit). Longest spellings first.
UNITS: tuple[tuple[str, str, float], ...] = tuple(
    ("|".join(unit["spellings"]), unit["class"], unit["factor"]) for unit in _TABLES["units"])
_UNIT = re.compile(r"[\s-]?(?:" + "|".join(f"(?P<u{i}>{p})" for i, (p, _, _) in enumerate(UNITS)) + ")")
_WITHIN_SECTION: dict[str, int] = KOREAN["number_words"]["within_section"]  # 십, 백, 천
_SECTIONS: dict[str, int] = KOREAN["number_words"]["sections"]  # 만, 억, 조
_KOREAN_DIGITS = {**_WITHIN_SECTION, **_SECTIONS}
_KOREAN_WORD = "[" + "".join(_KOREAN_DIGITS) + "]"
_SCALES: dict[str, float] = _TABLES["scales"]

_NUMBER = re.compile(
    r"(?<![A-Za-z0-9_.])(?<![A-Za-z]-)(?P<cur>[$€£₩¥]\s?)?"
    r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    r"(?P<ko>(?:\s?" + _KOREAN_WORD + r"+(?!엔드|족|약|일|큼|든|안)(?:\s?\d+(?:\.\d+)?\s?" + _KOREAN_WORD + r"+)*)?)"
    r"(?P<scale>\s?(?:thousand|million|billion|trillion|bn|mn|[kKmMbB])(?![A-Za-z²³\d]))?(?P<plus>\+)?")
def between_dates(text: str, figure: Figure) -> bool:
    """The period is the one between two dates the text names, in order ("구독자를 2021년 6월 8만 명에서 2024년 12월
    31만 명으로 … 42개월 동안"); told as approximate, anywhere between two years a text names without their months
    ("2011년 입사 … 2017년 사무장이 되기까지 약 5년 반")."""
    near = _rounds_to if figure.approximate else _rounds_exactly
    found = dates_in(text)
    for index, first in enumerate(found):
        for second in found[index + 1:]:
            if any(near(figure, period) for period in seconds_between(first, second)):
                return True
            years = second.year - first.year
            if figure.approximate and not (first.month and second.month) and 0 < years and \
                    max(years - 1, years / 2) * YEAR_SECONDS < figure.value < (years + 1) * YEAR_SECONDS:
                return True
    return False


# Spans that hold digits but state no quantity: names, versions, metric names, dates, ages, contacts.
_CATALOGUE = {technology.name: technology for technology in load_catalogue()}
_VERSIONED_PRODUCTS = sorted((re.escape(spelling) for name in _TABLES["versioned_products"]
                              for spelling in _CATALOGUE[name].spellings), key=len, reverse=True)
_VERSIONED_NAMES = "|".join(_TABLES["versioned_names"]).replace("{versioned_products}", "|".join(_VERSIONED_PRODUCTS))
NOT_FIGURES: tuple[str, ...] = tuple(
    pattern.replace("{versioned_names}", _VERSIONED_NAMES)
    .replace("{metric_names}", "|".join(_TABLES["metric_names"])) for pattern in _TABLES["not_figures"])
# A match that starts with a digit starts where a number does, not inside one: tried from every digit of a
# long run, the patterns above backtrack quadratically.
_NOT_FIGURES = re.compile(r"(?:(?=\d)(?<![\d.,])|(?!\d))(?:" + "|".join(f"(?:{p})" for p in NOT_FIGURES) + ")")
_APPROXIMATE_BEFORE = re.compile("(" + "|".join(_TABLES["approximate_before"]) + r")\s?$", re.IGNORECASE)
_APPROXIMATE_AFTER = re.compile(r"^\s?(" + "|".join(_TABLES["approximate_after"]) + ")", re.IGNORECASE)
# "from A to B", "A에서 B로", "A → B": a before/after pair whose change a question may restate.
_ADJACENT_CHANGE = re.compile(r"^\s?(?:에서|->|→|to|~|-|–)\s?$", re.IGNORECASE)
_CHANGE = re.compile(r"^\s?(?:[가-힣]{1,3}|[A-Za-z]+)?\s?(?:에서|->|→|to|~|-|–)\s?$", re.IGNORECASE)
# The same, with other figures between ("초기 수율 78%에서 6개월 만에 93%"): only within one segment of a line.
_CHANGE_START = re.compile(r"^\s?(?:[가-힣]{1,3}|[A-Za-z]+)?\s?(?:에서|->|→|to\b|from\b)[^;\n()]{0,24}$", re.IGNORECASE)


class Figure(NamedTuple):
    span: str  # as written
    start: int
    raw: float  # the number with its magnitude words applied (만, 억, k, M), before unit conversion
    value: float  # in the unit class's base unit
    unit: str
    approximate: bool
    counter: str = ""  # a count's counter word ("명", "곳", "부작")


RESULT_UNITS = ("percent", "points", "money", "multiple", "size")
VOLUME = 1000  # a count or bare number this large is a volume (a result), not a detail


def is_result(figure: Figure) -> bool:
    """Money, shares, multiples, sizes and volumes are results; periods and small counts are details."""
    return figure.unit in RESULT_UNITS or (figure.unit in ("bare", "count") and figure.raw >= VOLUME)


def is_detail(text: str, figure: Figure) -> bool:
    """A small count or a bare number told as it is ("a team of 7", "TDC 3000", "clauses 61–62"): a detail of the
    work the documents need not hold unless it restates one of theirs. Not one told as approximate ("about 70 a
    week" is worked out and must come out right), as a result ("900건 절감") or as an achievement ("filed 3
    patents")."""
    end = figure.start + len(figure.span)
    return figure.unit in ("bare", "count") and not figure.approximate and not is_result(figure) \
        and not told_as_result(text, figure) and not _ACHIEVED_AFTER.match(text, end) \
        and not _ACHIEVED_BEFORE.search(text[max(0, figure.start - 40):figure.start])


# What the candidate achieved in a number: "특허 4건을 출원", "filed 3 patents", "trained 41 technicians".
_ACHIEVED_AFTER = re.compile(r"[^\s\d]{0,6}\s?(?:[가-힣]{1,6}\s)?(?:" + "|".join(_TABLES["achieved_after"]) + ")")
_ACHIEVED_BEFORE = re.compile(r"\b(?:" + "|".join(_TABLES["achieved_before"]) + r")\s+"
                              r"(?:(?:a|an|the|over|about|some|more\s+than|your)\s+)?$", re.IGNORECASE)


def figures_in(text: str) -> list[Figure]:
    """Every figure of a text, in order (the text should be NFKC-normalised)."""
    masked = _mask(text)
    found: list[Figure] = []
    for match in _NUMBER.finditer(masked):
        figure = _read(masked, match)
        if figure is not None:
            found.append(figure)
    for match in _DATE_YEAR.finditer(text):
        group = 1 if match.group(1) else 2
        year = float(match.group(group))
        found.append(Figure(match.group(group), match.start(group), year, year, "year", False))
    found.sort(key=lambda f: f.start)
    return _compound_durations(text, _carry_units(text, found))


def _mask(text: str) -> str:
    """Non-figures blanked out, offsets kept; a date keeps its year."""
    def blank(match: re.Match) -> str:
        return re.sub(r"\S", " ", match.group(0))
    return _NOT_FIGURES.sub(blank, text)


def _read(text: str, match: re.Match) -> Figure | None:
    after = text[match.end():]
    unit_match = _UNIT.match(after)
    if re.match(r"[A-Za-z]", after) and not unit_match:
        return None  # glued to a name: 2FA, 3D, 1st
    scale = (match.group("scale") or "").strip()
    if scale == "m" and not match.group("cur"):
        return None  # "5m" may be minutes, metres or millions; "5M" is millions
    scale = scale.lower()
    number = match.group("num").replace(",", "")
    raw = _korean_value(float(number), match.group("ko")) * _SCALES.get(scale, 1.0)
    if not math.isfinite(raw):
        return None  # hundreds of digits: no figure a resume states
    unit, factor = _unit(unit_match)
    counter = unit_match.group(0).strip(" -") if unit == "count" else ""
    if match.group("cur"):
        unit, factor, counter = "money", 1.0, ""
    if re.fullmatch(r"(19|20)\d{2}", number) and not (match.group("ko") or scale) and (
            unit == "bare" or (unit == "time" and not after.lstrip().startswith("년간"))):
        unit, factor = "year", 1.0  # 2021, 2021년
    end = match.end() + (unit_match.end() if unit_match else 0)
    before = text[max(0, match.start() - 20):match.start()]
    approximate = bool(_APPROXIMATE_BEFORE.search(before) or match.group("plus")
                       or _APPROXIMATE_AFTER.match(text[end:end + 6]))
    return Figure(text[match.start():end].strip(), match.start(), raw, raw * factor, unit, approximate, counter)


_KOREAN_GROUP = re.compile(r"(\d+(?:\.\d+)?)?\s?(" + _KOREAN_WORD + "+)")


def _korean_value(lead: float, words: str) -> float:
    """1 + '억 2천만' → 120,000,000; 3 + '천만' → 30,000,000; 1.2 + '억' → 120,000,000; 8 + '천 5백만' → 85,000,000:
    십, 백 and 천 count within a section that 만, 억 or 조 then multiply whole."""
    groups = _KOREAN_GROUP.findall(words)
    if not groups:
        return lead
    total = section = 0.0
    for index, (number, units) in enumerate(groups):
        section += (lead if index == 0 else float(number or 1)) * math.prod(
            _WITHIN_SECTION[u] for u in units if u in _WITHIN_SECTION)
        large = [_SECTIONS[u] for u in units if u in _SECTIONS]
        if large:
            total += section * math.prod(large)
            section = 0.0
    return total + section


def _unit(match: re.Match | None) -> tuple[str, float]:
    if match is None:
        return "bare", 1.0
    index = int(match.lastgroup[1:])
    _, unit, factor = UNITS[index]
    return unit, factor


def _carry_units(text: str, found: list[Figure]) -> list[Figure]:
    """"from 95 to 38 minutes": the first number of a range takes the unit of the second."""
    for index in range(len(found) - 1):
        first, second = found[index], found[index + 1]
        between = text[first.start + len(first.span):second.start]
        if first.unit == "bare" and second.unit not in ("bare", "year") and _ADJACENT_CHANGE.match(between):
            factor = second.value / second.raw if second.raw else 1.0
            found[index] = first._replace(value=first.raw * factor, unit=second.unit, counter=second.counter)
        elif second.unit == "bare" and first.unit not in ("bare", "year") \
                and re.fullmatch(r"\s?(?:to|→|->)\s?", between) \
                and not re.match(r"\s?[A-Za-z가-힣]", text[second.start + len(second.span):]):
            factor = first.value / first.raw if first.raw else 1.0  # "from 24 days to 11."
            found[index + 1] = second._replace(value=second.raw * factor, unit=first.unit, counter=first.counter)
    return found


_HALF = re.compile(r"\s?반(?=(?:이|을|의|은|에|으로|이나|도|만|동안|간|째)?(?![가-힣]))")


def _compound_durations(text: str, found: list[Figure]) -> list[Figure]:
    """"3분 30초", "1시간 50분", "2 hours 30 minutes": one duration, read as its total ("3분 30초" is "210초");
    "1년 반", "2시간 반": and a half."""
    merged: list[Figure] = []
    for figure in found:
        half = _HALF.match(text, figure.start + len(figure.span)) if figure.unit == "time" and figure.raw else None
        if half:
            figure = figure._replace(span=text[figure.start:half.end()], raw=figure.raw + 0.5,
                                     value=figure.value * (figure.raw + 0.5) / figure.raw)
        last = merged[-1] if merged else None
        if last is not None and last.unit == figure.unit == "time" and figure.raw and last.raw:
            between = text[last.start + len(last.span):figure.start]
            small, large = figure.value / figure.raw, last.value / last.raw
            if re.fullmatch(r"\s?(?:and\s)?", between) and large > small and figure.value < large:
                merged[-1] = Figure(text[last.start:figure.start + len(figure.span)], last.start,
                                    (last.value + figure.value) / small, last.value + figure.value, "time",
                                    last.approximate or figure.approximate)
                continue
        merged.append(figure)
    return merged


# --- what the documents state -----------------------------------------------------------------------


class Written(NamedTuple):
    """A figure as a document writes it, with the words beside it."""

    unit: str
    raw: float
    counter: str
    anchors: frozenset[str]
    result: bool  # a result of the work: a result class, one side of a before/after pair, or told as a change
    value: float = 0.0  # in the unit class's base unit
    line: int = -1  # index of its line in FigureFacts.lines
    line_words: frozenset[str] = frozenset()  # the content words of its whole line


class FigureFacts(NamedTuple):
    values: dict[str, set[float]]  # unit class → values in the class's base unit
    raws: set[float]  # every number as written, whatever its unit
    unitless: set[float]  # numbers written without a unit (they may stand for any unit)
    counts: dict[str, set[float]]  # counter → the counts written with it
    written: tuple[Written, ...]
    per_item: dict[str, set[float]]  # "$6.8M across 48 accounts": $142K each, for "roughly $140K each"
    lines: tuple[dict[str, frozenset[float]], ...]  # per document line: unit → values it states or implies
    scaled: dict[str, set[float]]  # a rate over a period or an item, scaled: "1,500 a month" → 18,000 a year


def _key(number: float) -> float:
    return float(f"{number:.6g}")


def document_figures(texts: list[str]) -> FigureFacts:
    """The figures of the documents, with what follows from them: the change between a before/after pair
    (420ms → 180ms is a 57% cut, 2.3 times faster, 240ms less) and the years between two dates."""
    gathered = _Gathered()
    for text in texts:
        gathered.read(unicodedata.normalize("NFKC", text))
    return gathered.facts()


@dataclass
class _Gathered:
    """FigureFacts while the documents are read, one after another (sets still open)."""

    values: dict[str, set[float]] = field(default_factory=dict)
    raws: set[float] = field(default_factory=set)
    unitless: set[float] = field(default_factory=set)
    counts: dict[str, set[float]] = field(default_factory=dict)
    written: list[Written] = field(default_factory=list)
    per_item: dict[str, set[float]] = field(default_factory=dict)
    lines: list[dict[str, set[float]]] = field(default_factory=list)
    scaled: dict[str, set[float]] = field(default_factory=dict)

    def read(self, text: str) -> None:
        """One document (NFKC): its figures, what they state and imply, by line."""
        found = figures_in(text)
        first_line = len(self.lines)
        self.lines += [{} for _ in range(text.count("\n") + 1)]
        newlines = [i for i, ch in enumerate(text) if ch == "\n"]
        line_of = {f.start: first_line + bisect.bisect_left(newlines, f.start) for f in found}
        stated, paired = _stated(text, found, line_of)
        for entry in stated:
            self._state(*entry)
        for figure in found:
            if figure.unit == "count":
                self.counts.setdefault(figure.counter, set()).add(_key(figure.raw))
        segments = _Segments(text)
        self.written += [_written(segments, figure, line_of[figure.start], figure.start in paired)
                         for figure in found if figure.unit != "year"]
        on_line: list[list[Figure]] = [[] for _ in range(len(self.lines) - first_line)]
        for figure in found:
            on_line[line_of[figure.start] - first_line].append(figure)
        for index, line_figures in enumerate(on_line):
            self._pair_on_line(line_figures, self.lines[first_line + index])
        _scale_rates(text, found, self.scaled, {f.start: self.lines[line_of[f.start]] for f in found})

    def _state(self, unit: str, value: float, raw: float | None, line: int) -> None:
        self.values.setdefault(unit, set()).add(_key(value))
        if line >= 0:
            self.lines[line].setdefault(unit, set()).add(_key(value))
            if raw is not None and unit != "bare":
                self.lines[line].setdefault("raw", set()).add(_key(raw))
        if raw is None:
            return  # derived: it vouches only for figures of its own unit class
        self.raws.add(_key(raw))
        if unit in ("bare", "year"):
            self.unitless.add(_key(raw))

    def _pair_on_line(self, line_figures: list[Figure], line: dict[str, set[float]]) -> None:
        """An amount per item of a line, a share of its count ("renewal rate 86.5% … 310 accounts": about 42
        did not renew)."""
        if len(line_figures) > MAX_FIGURES_PAIRED_PER_LINE:
            return  # a line of hundreds of figures is no resume line: pairing them all is quadratic
        items: dict[str, set[float]] = {}
        _per_item(line_figures, items)
        for unit, each in items.items():
            self.per_item.setdefault(unit, set()).update(each)
            line.setdefault(unit, set()).update(each)
        shares = _shares_of_counts(line_figures)
        self.scaled.setdefault("bare", set()).update(shares)
        line.setdefault("bare", set()).update(shares)

    def facts(self) -> FigureFacts:
        frozen = tuple({unit: frozenset(v) for unit, v in line.items()} for line in self.lines)
        return FigureFacts(self.values, self.raws, self.unitless, self.counts, tuple(self.written), self.per_item,
                           frozen, self.scaled)


Stated = tuple[str, float, float | None, int]  # (unit, value, raw or None when derived, line or -1)


def _stated(text: str, found: list[Figure], line_of: dict[int, int]) -> tuple[list[Stated], set[int]]:
    """What a document's figures state, with what follows from them, and the starts of the figures that
    form a before/after pair."""
    stated = [(f.unit, f.value, f.raw, line_of[f.start]) for f in found]
    for first, second in zip(found, found[1:], strict=False):
        if _year_range(text, first, second):
            years = abs(second.raw - first.raw)
            stated.append(("time", years * YEAR_SECONDS, None, line_of[first.start]))
            stated += [("year", y, y, line_of[first.start]) for y in range(int(first.raw), int(second.raw) + 1)]
    pairs = changes(text, found)
    for first, later in pairs:
        stated += [(*d, line_of[first.start]) for d in _derived(first, later)]
    for match in _TO_PRESENT.finditer(text):  # a year inside "2019 ~ 현재" is one the documents cover
        stated += [("year", y, y, -1) for y in range(int(match.group(1)), datetime.date.today().year + 1)]
    for _, periods in date_ranges(text):  # "2022.04 – 2022.11": a 7-month project, or 8 counting both ends
        stated += [("time", period, None, -1) for period in periods]
    # "91% retention" states "9% churn" too: a share's complement, in its own class only.
    stated += [("percent", _key(100 - f.value), None, line_of[f.start])
               for f in found if f.unit == "percent" and f.value < 100]
    return stated, {f.start for pair in pairs for f in pair}


def _year_range(text: str, first: Figure, second: Figure) -> bool:
    """"2019 – 2022", "2019년부터 2022년": two years that bound a period."""
    return first.unit == second.unit == "year" and joins_years(text[first.start + len(first.span):second.start])


def changes(text: str, found: list[Figure]) -> list[tuple[Figure, Figure]]:
    """The before/after pairs of a text's figures: "14일 → 6일", "from 95 to 25 minutes", "초기 수율 78%에서 6개월
    만에 93%". A figure of a change is a result of the work, whatever its unit."""
    pairs = []
    for index, (first, second) in enumerate(zip(found, found[1:], strict=False)):
        if _year_range(text, first, second):
            continue  # a period of dates, no change
        if first.unit == second.unit and _CHANGE.match(text[first.start + len(first.span):second.start]):
            pairs.append((first, second))
        elif (later := _segment_pair(text, found, index)) is not None:
            pairs.append((first, later))
    return pairs


def _written(document: _Segments, figure: Figure, line: int, paired: bool) -> Written:
    """A figure as the documents write it: its segment's words, and whether it is a result."""
    end = figure.start + len(figure.span)
    result = is_result(figure) or paired or told_as_result(document.text, figure, document.lines)
    return Written(figure.unit, figure.raw, figure.counter, document.words(document.clauses.around(figure.start, end)),
                   result, figure.value, line, document.words(document.lines.around(figure.start, end)))


def told_as_result(text: str, figure: Figure, lines: Separators | None = None) -> bool:
    """The words right beside the figure tell a result of the work ("900건 절감", "cut by 38", "p95 latency 180").
    `lines`: the text's line ends, where the caller has them."""
    end = figure.start + len(figure.span)
    left, right = (lines or separators(text, _LINE_END)).around(figure.start, end)
    beside = " ".join(text[max(left, figure.start - BESIDE_CHARS):figure.start].split()[-1:]
                      + text[end:min(right, end + BESIDE_CHARS)].split()[:2])
    return bool(_RESULT_WORDS.search(beside))


def _segment_pair(text: str, found: list[Figure], index: int) -> Figure | None:
    """"초기 수율 78%에서 6개월 만에 93%": the next figure of the same class in the same segment, when a
    change marker ("에서", "from", "to", "→") follows the first and other figures stand between."""
    first = found[index]
    for later in found[index + 2:index + 4]:
        if later.unit == first.unit:
            between = text[first.start + len(first.span):later.start]
            return later if _CHANGE_START.match(between) else None
    return None


# A rate: "세대당 2.4건", "월 평균 27건", "1,500 entries a month", "$1,200 per account".
_RATE_BEFORE = re.compile(r"(?:(?<=\s)|^|(?<=\())"
                          r"(?:(?:\d+\s?)?(?P<noun>[가-힣]{1,4})당|(?P<period>매[일주월년]|[월연일주]|하루|분기))"
                          r"\s?(?:평균|최대|최소|약|누적|기준)?(?:\s[가-힣A-Za-z]{1,8}){0,3}\s?$")
_RATE_AFTER = re.compile(r"^\s?(?:[A-Za-z-]+\s){0,2}?(?:a|an|per|each|every)\s"
                         r"(?P<period>day|week|month|year|quarter|shift|night)\b|^\s?(?:[A-Za-z-]+\s){0,2}?per\s(?P<noun>[a-z]+?)s?\b")
_PERIOD_WORDS: dict[str, str] = _TABLES["period_words"]  # "월 평균 27건": a month's
_PERIOD_DAYS: dict[str, float] = _TABLES["period_days"]


def _scale_rates(text: str, found: list[Figure], scaled: dict[str, set[float]],
                 line_sets: dict[int, dict[str, set[float]]]) -> None:
    """A rate scaled to the document's counts of its item ("세대당 2.4건" × "1,486세대") and to other periods
    ("1,500 entries a month" is 18,000 a year): only approximate figures may rest on these."""
    items = _items_counted(text, found)
    previous: tuple[Figure, str | None, str | None] | None = None
    for figure in (f for f in found if f.unit != "year"):
        period, noun = _rate_of(text, figure)
        amounts = [_amount(figure)]
        if not (period or noun) and previous and _CHANGE.match(text[previous[0].start + len(previous[0].span):
                                                                    figure.start]):
            first, period, noun = previous  # "세대당 2.4건 → 0.9건": the after value is a rate, and so is the change
            if first.unit == figure.unit:
                amounts.append(abs(_amount(first) - amounts[0]))
        previous = (figure, period, noun)
        unit = "bare" if figure.unit in ("bare", "count") else figure.unit
        found_here = _rates_scaled(amounts, period, noun, items)
        scaled.setdefault(unit, set()).update(found_here)
        line_sets[figure.start].setdefault(unit, set()).update(found_here)


def _amount(figure: Figure) -> float:
    """A count or a bare number as written, any other figure in its class's base unit."""
    return figure.raw if figure.unit in ("bare", "count") else figure.value


def _items_counted(text: str, found: list[Figure]) -> dict[str, set[float]]:
    """Counter or noun → the counts a document writes of it ("1,486세대", "48 accounts")."""
    items: dict[str, set[float]] = {}
    for figure in found:
        if figure.unit == "count":
            items.setdefault(figure.counter, set()).add(figure.raw)
    for match in re.finditer(r"(?<![\d,])(\d[\d,]*)\s([a-z]+?)s?\b", text):
        items.setdefault(match.group(2), set()).add(float(match.group(1).replace(",", "")))
    return items


def _rate_of(text: str, figure: Figure) -> tuple[str | None, str | None]:
    """The period and the item a figure is told per ("월 평균 27건": a month; "$1,200 per account": account)."""
    end = figure.start + len(figure.span)
    before = _RATE_BEFORE.search(text[max(0, figure.start - 30):figure.start])
    after = _RATE_AFTER.match(text[end:end + 40])
    period = (before and _PERIOD_WORDS.get(before.group("period") or "")) or (after and after.group("period"))
    noun = (before and before.group("noun")) or (after and after.group("noun"))
    return period, noun


def _rates_scaled(amounts: list[float], period: str | None, noun: str | None,
                  items: dict[str, set[float]]) -> set[float]:
    found: set[float] = set()
    for amount in amounts:
        if period:
            found.update(_key(amount * _PERIOD_DAYS[other] / _PERIOD_DAYS[period]) for other in _PERIOD_DAYS)
        if noun:
            found.update(_key(amount * n) for n in items.get(noun, ()))
    return found


def _shares_of_counts(found: list[Figure]) -> set[float]:
    """A share of a count on one line, and the rest of it: only approximate figures may rest on these."""
    counts = [f.raw for f in found if f.unit in ("bare", "count") and f.raw >= 2]
    shares = [f.value for f in found if f.unit == "percent" and 0 < f.value < 100]
    return {_key(n * share / 100) for n in counts for p in shares for share in (p, 100 - p)}


def _per_item(found: list[Figure], per_item: dict[str, set[float]]) -> None:
    """An amount over a count on one line ("$6.8M ARR across 48 accounts") gives the amount per item."""
    items = [f.raw for f in found if f.unit in ("bare", "count") and f.raw >= 2 and f.raw == int(f.raw)]
    for amount in (f for f in found if f.unit in ("money", "size", "time")):
        per_item.setdefault(amount.unit, set()).update(_key(amount.value / n) for n in items)


def _derived(first: Figure, second: Figure) -> list[tuple[str, float, None]]:
    """What a before/after pair implies — the difference, the relative change and the ratio — each in its
    own unit class only, so a derived 4.5× never vouches for a bare "4". The difference of two shares is
    also a change in points ("18.4% → 11.2%": 7.2 points)."""
    a, b = first.value, second.value
    derived = [(first.unit, abs(a - b), None)]
    if first.unit in ("percent", "bare"):
        derived.append(("points", abs(a - b), None))  # "88.5 → 96.2" is 7.7 points
    if a and b:
        change, ratio = abs(a - b) / a * 100, max(a, b) / min(a, b)
        for digits in (0, 1):
            derived += [("percent", round(change, digits), None), ("multiple", round(ratio, digits), None)]
    return derived


def is_stated(figure: Figure, facts: FigureFacts) -> bool:
    """The figure is one the documents state or that follows from them, whatever its spelling. A count
    must be written with the same counter, or as a bare number."""
    if figure.unit == "bare" and 0 < figure.raw < 1 and _key(figure.raw * 100) in facts.values.get("percent", set()):
        return True  # "0.078" for the documents' 7.8%
    if figure.unit == "percent" and _key(figure.value / 100) in facts.raws:
        return True  # "7.8%" for the documents' 0.078
    if figure.unit == "count":
        candidates = {_key(figure.raw)} & (facts.counts.get(figure.counter, set()) | facts.unitless)
    elif figure.unit in ("bare", "year"):
        candidates = {_key(figure.raw)} & (facts.raws | facts.values.get(figure.unit, set()))
    else:
        candidates = ({_key(figure.value)} & facts.values.get(figure.unit, set())) | \
                     ({_key(figure.raw)} & facts.unitless)
    if candidates:
        return True
    return figure.approximate and _roughly_stated(figure, facts)


def _roughly_stated(figure: Figure, facts: FigureFacts) -> bool:
    """"About 40%" for 38%: the documents' value rounds to the figure at the figure's own precision."""
    pool = facts.raws | facts.scaled.get("bare", set()) if figure.unit in ("bare", "year", "count") else \
        facts.values.get(figure.unit, set()) | facts.per_item.get(figure.unit, set()) \
        | facts.scaled.get(figure.unit, set())
    return any(_rounds_to(figure, value) for value in pool)


def _rounds_to(figure: Figure, value: float) -> bool:
    """The value rounds to the figure at the figure's own precision, or lies within 5% of it."""
    target = figure.raw if figure.unit in ("bare", "year", "count") else figure.value
    number = figure.span.replace(",", "")
    digits = re.search(r"\d+(?:\.(\d+))?", number)
    decimals = len(digits.group(1) or "") if digits else 0
    step = 10 ** -decimals if decimals else 10 ** (len(str(int(target))) - len(str(int(target)).rstrip("0")))
    if figure.unit not in ("bare", "year", "count") and figure.raw:
        step *= figure.value / figure.raw  # the precision in the class's base unit
    return abs(round(value / step) * step - target) < 1e-9 or abs(value - target) <= 0.05 * abs(target)


# --- the words beside a figure ------------------------------------------------------------------------

# Words that tell a figure is a result of the work ("14일 → 6일", "cut by 38%", "주 6시간 절감") or the value of
# a speed metric ("p95 latency 180 ms"), not a period the work took.
_RESULT_WORDS = re.compile("|".join(_TABLES["result_words_korean"])
                           + r"|\b(" + "|".join(_TABLES["result_words_english"]) + r")\b", re.IGNORECASE)
# The words beside a figure that say what it counts: "p99", "GAD-7" are metric names; "3개월간" is a figure.
_ANCHOR_STOPLIST = Stoplist(frozenset(_TABLES["anchor_stopwords"]["english"].split()),
                            frozenset(_TABLES["anchor_stopwords"]["korean"].split()),
                            shortest_english=3, skip_figures=True)


_LINE_END = re.compile(r"\n")
BESIDE_CHARS = 80  # the words beside a figure stand within a few dozen characters of it
MAX_FIGURES_PAIRED_PER_LINE = 40
_CLAUSE_MARK = re.compile(r"[\n;:()]|,(?!\d{3})|[.?!](?=\s)")


class Separators(NamedTuple):
    """Where a text's separators of one kind (line ends, clause marks) start and end."""

    starts: list[int]
    ends: list[int]
    length: int  # the text's

    def around(self, start: int, end: int) -> tuple[int, int]:
        """The span around [start, end) up to the nearest separators."""
        before = bisect.bisect_right(self.ends, start) - 1
        after = bisect.bisect_left(self.starts, end)
        return (self.ends[before] if before >= 0 else 0), \
            (self.starts[after] if after < len(self.starts) else self.length)


def separators(text: str, separator: re.Pattern) -> Separators:
    matches = list(separator.finditer(text))
    return Separators([m.start() for m in matches], [m.end() for m in matches], len(text))


class _Segments:
    """A document's lines and clauses, found once for all its figures, and the content words of each, read once
    (a segment's figures share its words)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = separators(text, _LINE_END)
        self.clauses = separators(text, _CLAUSE_MARK)
        self._words: dict[tuple[int, int], frozenset[str]] = {}

    def words(self, span: tuple[int, int]) -> frozenset[str]:
        if span not in self._words:
            self._words[span] = frozenset(content_words(self.text[span[0]:span[1]], _ANCHOR_STOPLIST))
        return self._words[span]


def anchor_words(text: str, start: int, end: int, reach: int = 2, scan: int = 6) -> frozenset[str]:
    """The content words next to a figure: up to `reach` each side within `scan` words of its clause, without
    particles, function words, numbers, units and result verbs. "gross revenue retention at 97%" → {gross,
    revenue, retention}; "재작업률을 12.5%에서" → {재작업률}."""
    left, right = separators(text, _CLAUSE_MARK).around(start, end)
    before = text[left:start].split()
    after = text[end:right].split()
    if text[end:end + 1].strip():
        after = after[1:]  # the rest of the figure's own word ("3~4개의" → its particle)
    before_words = content_words(before[-scan:], _ANCHOR_STOPLIST)[-reach:]
    after_words = content_words(after[:scan], _ANCHOR_STOPLIST)[:reach]
    return frozenset(before_words + after_words)


def restates(text: str, figure: Figure, facts: FigureFacts) -> bool:
    """The figure stands where the documents put a figure of theirs: same unit class (a count with the same
    counter; a period only where the documents' period is a result) and a content word in common beside it.
    "adopted by 18 reps" restates "adopted by 12 reps"; "a 3-month comparison" restates nothing."""
    anchors = anchor_words(text, figure.start, figure.start + len(figure.span))
    if not anchors or in_range(text, figure):
        return False
    for doc in facts.written:
        if figure.unit in ("bare", "count"):
            same = doc.unit in ("bare", "count") and (figure.unit != "count" or doc.unit != "count"
                                                     or doc.counter == figure.counter)
        else:
            same = doc.unit == figure.unit and (figure.unit != "time" or doc.result)
        if same and anchors & doc.anchors:
            return True
    return False


_SENTENCE_MARK = re.compile(r"\n|[.?!](?=\s)")


def recounts(text: str, figure: Figure, facts: FigureFacts, found: list[Figure]) -> bool:
    """A count that stands for a count of the documents: the same counter, on a line that shares a word with its
    sentence, and no other count of that counter in the sentence it could be a sum or a rate of. "SAE 74건을 모두
    … 보고하시면서" recounts "중대한 이상사례(SAE) 47건 보고". `found`: the text's figures (`figures_in`)."""
    if figure.unit != "count" or in_range(text, figure):
        return False
    left, right = separators(text, _SENTENCE_MARK).around(figure.start, figure.start + len(figure.span))
    if any(f.unit == "count" and f.counter == figure.counter and f.start != figure.start and left <= f.start < right
           for f in found):
        return False
    words = frozenset(content_words(text[left:right], _ANCHOR_STOPLIST))
    return any(doc.unit == "count" and doc.counter == figure.counter and words & doc.line_words
               for doc in facts.written)


def in_range(text: str, figure: Figure) -> bool:
    """"3–4 categories", "3~4개", "3 or 4": one end of a range, an estimate rather than a claim."""
    end = figure.start + len(figure.span)
    return bool(re.search(r"\d\s?(?:[~–-]|or|또는)\s?$", text[max(0, figure.start - 6):figure.start])
                or re.match(r"\s?(?:[~–-]|or\s|또는\s)\s?\d", text[end:end + 6]))


def _comparable(figure: Figure, doc: Written) -> bool:
    """The same kind of figure: a count with the same counter (or a bare number), a share or points, a period."""
    if figure.unit in ("bare", "count"):
        return doc.unit in ("bare", "count") and (figure.unit != "count" or doc.unit != "count"
                                                 or doc.counter == figure.counter)
    if figure.unit in ("percent", "points"):
        return doc.unit in ("percent", "points")
    return doc.unit == figure.unit


def _close(figure: Figure, value: float) -> bool:
    target = figure.raw if figure.unit in ("bare", "count") else figure.value
    return _key(target) == _key(value) or figure.approximate and _rounds_to(figure, value)


def _agrees(figure: Figure, line: dict[str, frozenset[float]]) -> bool:
    """The line states or implies the figure (a share may be told as points and back)."""
    units = ("bare", "count", "raw") if figure.unit in ("bare", "count") else \
        ("percent", "points") if figure.unit in ("percent", "points") else (figure.unit,)
    return any(_close(figure, value) for unit in units for value in line.get(unit, ()))


def contradicts(text: str, figure: Figure, facts: FigureFacts, predicts: bool = False) -> bool:
    """The figure stands where the documents put another value: the words beside it name a figure of the
    documents of the same kind ("hypotension fell from 22% to 5%" where the documents say 22% to 9%; "trained
    41 new technicians" where they say 14), and neither that figure's line nor any figure of the same kind
    the documents write vouches for it. A value the documents reach only by another route (a complement, the
    same number with another unit) does not outweigh the figure the question's own words point at. An
    expected answer or a follow-up (`predicts`) may add details: there only a result it restates counts."""
    if figure.unit == "year" or not facts.lines or in_range(text, figure):
        return False
    anchors = anchor_words(text, figure.start, figure.start + len(figure.span))
    near = [doc for doc in facts.written if anchors & doc.anchors]
    if not any(_comparable(figure, doc) and (doc.result or not predicts) for doc in near):
        return False
    if any((_comparable(figure, doc) or figure.unit == "bare" and anchors & doc.anchors)  # "— 4,920 — on the A320
           and _close(figure, doc.raw if figure.unit in ("bare", "count") else doc.value)  # family": its unit unsaid
           for doc in facts.written):
        return False
    return not any(_agrees(figure, facts.lines[line]) for line in {doc.line for doc in near} if line >= 0)


# --- a figure the text itself works out --------------------------------------------------------------------

_BAND_AFTER = re.compile(r"^\s?대(?![가-힣])|^\s?대\s?(?:초반|중반|후반)")
_PERIODS = (4, 12, 52, 365)  # a year's figure per quarter, month, week, day
# A rate restated per a shorter period: a day's per hour and per second, a month's per day and per second, a
# minute's per second, an hour's per minute and per second.
_RATE_PERIODS = (24, 86_400, 30, MONTH_SECONDS, 60, 3_600)
_AREA_UNITS = (1.0, 3.305785, 0.092903)  # m², 평 and sq ft in m²
_MAX_OPERANDS = 12
_REACH = 240  # characters either side of a figure where the figures it may be worked out from stand


def follows_from(text: str, figure: Figure, facts: FigureFacts, steps: int = 2,
                 quoted: tuple[Figure, ...] = (), found: list[Figure] | None = None) -> bool:
    """The figure restates, in another form, figures the same text states and the documents vouch for: their
    ratio, share or change ("310 → 140, around 55% fewer"), a share of an amount, a product of shares ("3.5% of
    NAV that returned 62%: a 2.2-point contribution"), an amount before a growth ("1,240억 원, 18.5% 성장: 전년
    약 1,046억 원"), an amount per item or per period ("240명, 한 달에 20명꼴", "1,200만 건/일, 초당 약 140건"), a
    year's share of downtime, their difference or sum, an excess over 100% ("108%, 즉 8% 초과") or the band an
    amount lies in ("1천억 원대 초반" for 1,240억 원); a count times an amount ("2 × 1,200-ton", "14 bootcamps at
    €38,000: about €532,000"), a ratio told as a multiple or a payback period, a compound annual growth or a year's
    share over the years the text names, a floor the years since a stated year meet ("2012년 … 10년 넘게"). At most
    two steps, the way a model works a figure out ("$41K → $26K a month: about $15K a month, roughly $180K a year"),
    over at most a dozen operands."""
    if figure.unit == "year":
        return False
    around = _around(text, figure, facts, figures_in(text) if found is None else found)
    floor = told_as_floor(text, figure)
    if figure.unit == "time" and (floor and _since_a_stated_year(figure, around.years, facts)
                                  or between_dates(around.text, figure)):
        return True  # "2012년 … 10년 넘게"; "2021년 6월 … 2024년 12월 … 42개월 동안", "2018년부터 2024년까지 7년간"
    operands = around.operands + _products(around.text, around.operands)
    if figure.unit == "money" or figure.unit in ("bare", "count") and figure.raw >= VOLUME:  # no small figure: too
        operands += [f for f in quoted  # many come out of a few by chance; and a figure is no operand twice
                     if all((f.unit, f.value) != (o.unit, o.value) for o in operands)][:_MAX_OPERANDS]
    if not operands:
        return False
    end = figure.start + len(figure.span)
    after = text[end:end + 40]
    if _one_step(figure, operands, after, floor, max(around.years) - min(around.years) if around.years else 0):
        return True
    if steps == 1:
        return False
    # A second step only where the first did not do: figures the text worked out itself from the stated ones.
    worked_out = [f for f in around.nearby if f.approximate and f not in operands
                  and follows_from(around.text, f, facts, steps=1, found=around.found)]
    return bool(worked_out) and _explained_by(figure, (operands + worked_out)[:_MAX_OPERANDS], after[:8])


class _Around(NamedTuple):
    """A figure's neighbourhood, where the figures it may be worked out from stand (linear in the text's length)."""

    text: str  # _REACH characters either side of the figure
    nearby: list[Figure]  # its figures but the figure and years
    operands: list[Figure]  # those of them the documents vouch for, at most _MAX_OPERANDS
    years: list[float]  # the years it names
    found: list[Figure]  # all its figures, at their offsets in `text`


def _around(text: str, figure: Figure, facts: FigureFacts, found: list[Figure]) -> _Around:
    """The figures of the text within _REACH of the figure, from those already found (`found`)."""
    offset = max(0, figure.start - _REACH)
    stop = figure.start + len(figure.span) + _REACH
    inside = [f._replace(start=f.start - offset) for f in found if offset <= f.start and f.start + len(f.span) <= stop]
    nearby = [f for f in inside if f.start + offset != figure.start and f.unit != "year"]
    return _Around(text[offset:stop], nearby, [f for f in nearby if is_stated(f, facts)][:_MAX_OPERANDS],
                   [f.raw for f in inside if f.unit == "year"], inside)


def _since_a_stated_year(figure: Figure, years: list[float], facts: FigureFacts) -> bool:
    """"2012년 변리사 등록 후 10년 넘게": a floor the years since a year the documents state meet."""
    return any(y in facts.values.get("year", ()) and (datetime.date.today().year - y) * YEAR_SECONDS >= figure.value
               for y in years)


def _one_step(figure: Figure, operands: list[Figure], after: str, floor: bool, span: float) -> bool:
    """The figure is an operand in another form, or one step of arithmetic over them makes it (`after`: the text
    after the figure; `span`: the years between the first and last year the neighbourhood names)."""
    near = _rounds_to if figure.approximate else _rounds_exactly
    # "2 × 1,200-ton chillers: the same 2,400 tons"
    return any(f.unit != "multiple" and _same_class(f.unit, figure.unit) and near(figure, f.value) for f in operands) \
        or _explained_by(figure, operands, after[:8]) \
        or floor and _floor_met(figure, operands) \
        or span >= 1 and (_compound_growth(figure, operands, after, span) or _share_of_years(figure, operands, span))


def _floor_met(figure: Figure, operands: list[Figure]) -> bool:
    """"월 평균 120매, 22개월 동안: 2,600매가 넘습니다", "350사례, 3년: 연 평균 110사례가 넘습니다"."""
    return any(_same_class(unit, figure.unit) and _at_least(figure, value)
               for unit, value in _worked_out(operands, approximate=True, conversions=False))


def _compound_growth(figure: Figure, operands: list[Figure], after: str, span: float) -> bool:
    """"€1.2 million in 2022 to €3.4 million in 2025: about 41% compound annual growth"."""
    near = _rounds_to if figure.approximate else _rounds_exactly
    return figure.unit == "percent" and bool(_COMPOUND.search(after)) and any(
        near(figure, growth) for growth in _compound_growths(operands, span))


def _share_of_years(figure: Figure, operands: list[Figure], span: float) -> bool:
    """"2022년부터 2024년까지 총 312억 원, 연평균 약 104억 원": a year's share of the years named (an approximate
    figure only; a bare "about 59 a year" may share out 236 hours)."""
    return figure.approximate and any(
        _rounds_to(figure, (f.raw if figure.unit == "bare" else f.value) / n)
        for f in operands for n in (span, span + 1)
        if _same_class(f.unit, figure.unit) or figure.unit == "bare" and f.unit in ("time", "count"))


_COMPOUND = re.compile(r"compound|CAGR|annuali[sz]ed|a year on average|연평균|연\s평균", re.IGNORECASE)
# A figure told as a floor: "2,600매가 넘습니다", "20% 넘게", "more than 1,000", "at least 110".
# A counter or a particle may stand between ("110사례가 넘습니다"), then the word for "more than".
_FLOOR_AFTER = re.compile(r"[^\s\d]{0,4}\s?"
                          r"(?:넘(?:게|는|습니다|어|었|죠|긴|겼)|이상(?:을|의|이|은|으로|에)?(?![가-힣]))")
_FLOOR_BEFORE = re.compile(r"\b(?:more than|over|at least|upwards of|north of|in excess of)\s$", re.IGNORECASE)
FLOOR_MARGIN = 1.3  # a floor is a round number below the value: 2,640 is "more than 2,600", not "more than 2,000"


def told_as_floor(text: str, figure: Figure) -> bool:
    """The text tells the figure as a floor: "10년 넘게", "2,600매가 넘습니다", "more than 1,000", "at least 110"."""
    return bool(_FLOOR_AFTER.match(text, figure.start + len(figure.span))
                or _FLOOR_BEFORE.search(text[max(0, figure.start - 16):figure.start]))


def _at_least(figure: Figure, value: float) -> bool:
    """The value meets the floor the figure states and lies within FLOOR_MARGIN of it."""
    target = figure.raw if figure.unit in ("bare", "count") else figure.value
    return target <= value * (1 + 1e-9) and value <= target * FLOOR_MARGIN


def _compound_growths(operands: list[Figure], years: float) -> list[float]:
    """The compound annual rate, in percent, between each two amounts of one class over the years given."""
    return [((b.value / a.value) ** (1 / years) - 1) * 100 for a in operands for b in operands
            if a is not b and _same_class(a.unit, b.unit) and 0 < a.value < b.value]


def _products(text: str, operands: list[Figure]) -> list[Figure]:
    """"2 × 1,200-ton", "3 x 800": a count times an amount, written as a multiple right before it."""
    products = []
    for count, amount in zip(operands, operands[1:], strict=False):
        glued = not text[count.start + len(count.span):amount.start].strip()
        if count.unit == "multiple" and amount.unit != "multiple" and glued:
            products.append(amount._replace(raw=count.raw * amount.raw, value=count.raw * amount.value))
    return products


def _explained_by(figure: Figure, operands: list[Figure], after: str) -> bool:
    """The figure is the band one operand lies in, or one step of arithmetic over the operands makes it."""
    if _BAND_AFTER.match(after) and figure.value > 0:
        step = 10 ** math.floor(math.log10(figure.value))
        return any(_same_class(f.unit, figure.unit) and figure.value <= f.value < figure.value + step for f in operands)
    near = _rounds_to if figure.approximate else _rounds_exactly
    return any(_same_class(unit, figure.unit) and value and near(figure, value)
               for unit, value in _worked_out(operands, figure.approximate))


def _worked_out(operands: list[Figure], approximate: bool, conversions: bool = True) -> list[tuple[str, float]]:
    """(unit, value) of every figure one step of arithmetic makes of the operands. Conversions between
    periods are what a figure written as approximate ("about", "약", "roughly") may be — not a floor, which a
    day's figure times 365 would meet too easily (`conversions`)."""
    candidates: list[tuple[str, float]] = []
    for a in operands:
        candidates += _of_one(a, approximate, conversions)
        for b in operands:
            if b is not a:
                candidates += _of_two(a, b, operands, approximate)
    return candidates


Candidate = tuple[str, float]  # a unit class and a value in its base unit


def _of_one(a: Figure, approximate: bool, conversions: bool) -> list[Candidate]:
    """A share's complement ("97% on time": 3% late, a year's 3% down), a figure per period and per year."""
    found: list[Candidate] = []
    if a.unit == "percent":
        found += [("percent", abs(a.value - 100)), ("points", abs(a.value - 100))]
        if approximate and a.value < 100:
            found.append(("time", (100 - a.value) / 100 * YEAR_SECONDS))
    if approximate and conversions:
        found += [(a.unit, a.value / n) for n in (*_PERIODS, *_RATE_PERIODS)]
        found += [(a.unit, a.value * n) for n in _PERIODS]
    return found


def _of_two(a: Figure, b: Figure, operands: list[Figure], approximate: bool) -> list[Candidate]:
    """What one step makes of two operands: their sum, difference or ratio, a share of one, one per the other."""
    found = _of_same_class(a, b, approximate) if _same_class(a.unit, b.unit) else []
    if b.unit == "percent":
        found += _of_share(a, b, operands)
    found += _per_item_or_measure(a, b)
    if approximate:
        found += _over_count_or_period(a, b)
    return found


def _of_same_class(a: Figure, b: Figure, approximate: bool) -> list[Candidate]:
    found = [(a.unit, a.value + b.value), (a.unit, abs(a.value - b.value))]
    if a.unit == "percent":  # "14.2%, 4.2 points above the statutory 10%"
        found.append(("points", abs(a.value - b.value)))
    if b.value:
        found += [("percent", a.value / b.value * 100), ("percent", abs(a.value - b.value) / b.value * 100),
                  ("multiple", a.value / b.value)]  # "12% → 68%: about 5.7 times"
        if approximate and a.unit == "money":  # "2.1억 invested, 4,600만 a year saved: about 4.6 years"
            found.append(("time", a.value / b.value * YEAR_SECONDS))
    return found


def _of_share(a: Figure, share: Figure, operands: list[Figure]) -> list[Candidate]:
    """A share of `a`, the rest ("97% on time: about 35 of 1,150 late"), `a` before a growth, the whole."""
    b = share.value
    found = [(a.unit, a.value * b / 100), (a.unit, a.value * (100 - b) / 100),
             (a.unit, a.value * (1 + b / 100)), (a.unit, a.value / (1 + b / 100))]
    if b and a.unit != "percent":  # "£410,000 a year, 18% of the bill: roughly £2.3 million"
        found.append((a.unit, a.value / b * 100))
    if a.unit == "percent":
        found.append(("points", a.value * b / 100))
    else:  # "12% → 7% of 3,200 a day: about 160 fewer"
        found += [(a.unit, a.value * abs(b - c.value) / 100)
                  for c in operands if c.unit == "percent" and c is not share]
    return found


def _per_item_or_measure(a: Figure, b: Figure) -> list[Candidate]:
    """An amount per item, per m³, per m² (or 평, or sq ft)."""
    if b.unit in ("bare", "count") and b.value >= 2 or b.unit == "volume" and b.value:
        return [(a.unit, a.value / b.value)]
    if b.unit == "area" and b.value:
        return [(a.unit, a.value / b.value * per) for per in _AREA_UNITS]
    return []


_NO_AMOUNT = ("percent", "points", "multiple", "year")  # no class an amount per item or per period is told in


def _over_count_or_period(a: Figure, b: Figure) -> list[Candidate]:
    """For an approximate figure: an amount per unit of a period ("420대를 6주 안에: 주당 약 70대", "680 m³ over 11
    hours"), a count times an amount ("14 bootcamps at €38,000 each: about €532,000")."""
    if b.raw < 2 or a.unit in _NO_AMOUNT:
        return []
    found = [(a.unit, a.value / b.raw)] if b.unit == "time" and a.unit != "time" else []
    if b.unit == "time" or b.unit in ("bare", "count") and b.raw == int(b.raw):
        found.append((a.unit, a.value * b.raw))
    return found


def _rounds_exactly(figure: Figure, value: float) -> bool:
    """The value rounds to the figure at the figure's last written digit (68.75 to "69%")."""
    digits = re.search(r"\d+(?:\.(\d+))?", figure.span.replace(",", ""))
    step = 10.0 ** -len(digits.group(1) or "") if digits else 1.0
    if figure.unit not in ("bare", "count") and figure.raw:
        step *= figure.value / figure.raw
    target = figure.raw if figure.unit in ("bare", "count") else figure.value
    return abs(value - target) <= step / 2 + 1e-9


def _same_class(first: str, second: str) -> bool:
    return first == second or {first, second} <= {"bare", "count"}
