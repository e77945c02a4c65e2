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
"""

from __future__ import annotations

import datetime
import math
import re
import unicodedata
from typing import NamedTuple


# Unit words after a number → (class, factor to the class's base unit). Longest spellings first.
UNITS: tuple[tuple[str, str, float], ...] = (
    (r"percentage[\s-]points?(?![A-Za-z])|points?(?![A-Za-z])|pts(?![A-Za-z])|포인트", "points", 1.0),
    (r"%p|%|퍼센트|percent|pct(?![A-Za-z])|pp(?![A-Za-z])", "percent", 1.0),
    (r"ms(?![A-Za-z])|msec(?![A-Za-z])|밀리초", "time", 0.001),
    (r"seconds?(?![A-Za-z])|secs?(?![A-Za-z])|s(?![A-Za-z])|초", "time", 1.0),
    (r"minutes?(?![A-Za-z])|mins?(?![A-Za-z])|분(?!기|석|야|산|류|리|할|배|량|의\s*\d)", "time", 60.0),
    (r"hours?(?![A-Za-z])|hrs?(?![A-Za-z])|h(?![A-Za-z])|시간", "time", 3600.0),
    (r"days?(?![A-Za-z])|일(?!\s*\d|정|반|부|간|괄|관|상|자|지|치|련|환)", "time", 86400.0),
    (r"weeks?(?![A-Za-z])|wks?(?![A-Za-z])|주(?!차|요|제|도|기|문|소|로|식|간|말|력|석)", "time", 604800.0),
    (r"months?(?![A-Za-z])|개월|달(?!러|성)", "time", 2_592_000.0),
    (r"years?(?![A-Za-z])|yrs?(?![A-Za-z])|년간|년(?!생|대|도|차)", "time", 31_536_000.0),
    (r"[kK][bB](?![A-Za-z])", "size", 1e3), (r"[mM][bB](?![A-Za-z])", "size", 1e6), (r"[gG][bB](?![A-Za-z])", "size", 1e9),
    (r"[tT][bB](?![A-Za-z])", "size", 1e12), (r"[pP][bB](?![A-Za-z])", "size", 1e15),
    (r"x(?![A-Za-z])|×|배|times(?![A-Za-z])|-fold(?![A-Za-z])", "multiple", 1.0),
    (r"원|달러|dollars?(?![A-Za-z])|USD(?![A-Za-z])|KRW(?![A-Za-z])|EUR(?![A-Za-z])|유로|won(?![A-Za-z])", "money", 1.0),
    (r"명|건|개국|개사|개(?!월|발|선|편|요|념|인)|회(?!사|의|계|원|고|복|피)|곳|종(?!류|합)|부작|편|권|쌍|호점|위(?!해|한|험)",
     "count", 1.0),
)
_UNIT = re.compile(r"[\s-]?(?:" + "|".join(f"(?P<u{i}>{p})" for i, (p, _, _) in enumerate(UNITS)) + ")")
_KOREAN_DIGITS = {"십": 10, "백": 100, "천": 1e3, "만": 1e4, "억": 1e8, "조": 1e12}
_SCALES = {"k": 1e3, "thousand": 1e3, "m": 1e6, "mn": 1e6, "million": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9,
           "trillion": 1e12}

_NUMBER = re.compile(
    r"(?<![A-Za-z0-9_.])(?<![A-Za-z]-)(?P<cur>[$€£₩¥]\s?)?"
    r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    r"(?P<ko>(?:\s?[십백천만억조]+(?!엔드|족|약|일|큼|든|안)(?:\s?\d+(?:\.\d+)?\s?[십백천만억조]+)*)?)"
    r"(?P<scale>\s?(?:thousand|million|billion|trillion|bn|mn|[kKmMbB])(?![A-Za-z]))?(?P<plus>\+)?")
_TO_PRESENT = re.compile(r"((?:19|20)\d{2})[^\n~–-]{0,12}(?:~|-|–|to|부터)\s*(?:present|now|current|현재|재직\s*중)",
                         re.IGNORECASE)
_YEAR_RANGE = re.compile(r"^(?:[./-]\d{1,2}){0,2}\s?(?:년\s?\d{0,2}\s?월?)?\s?(?:~|-|–|to|부터)\s?"
                         r"(?:[A-Za-z]{3,9}\.?\s|\d{1,2}[./])?$")

# Spans that hold digits but state no quantity: names, versions, metric names, dates, ages, contacts.
NOT_FIGURES = (
    r"https?://\S+|\S+@\S+\.\S+|github\.com/\S+|(?:\+\d{1,3}[-\s.]?)?\(?\d{2,4}\)?[-\s.]\d{3,4}[-\s.]\d{4}(?!\d)",
    r"(?<!\d)(?:19|20)\d{2}[./-](?:0?[1-9]|1[0-2])(?:[./-]\d{1,2})?(?![\d%])",  # a date: only its year counts
    r"\b[pP]\d{2}(?:\.\d+)?\b|\b[tT]op[\s-]?\d+\b|\b24\s?[/x×]\s?7\b|\d+\s?:\s?\d+|\b\d+[\s-]?on[\s-]?\d\b",
    r"\d+/\d+|(?i:\b\d+\s?whys?\b|\b\d+[\s-](?:tier|phase|way|layer|pizza|shot)\b)",
    r"(?i:\b(?:ISO(?:/IEC)?|SOC|PCI(?:\s?DSS)?|WCAG|HTTP/?|TLS|SSL|OAuth|IPv|ES|Web|HL7|Python|Java|Vue|React|Angular|"
    r"Node|iOS|Android|Windows|Ubuntu|Spring Boot|Django|Rails|PHP|Llama|Claude|Gemini|Phase|Tier|Level|Stage|"
    r"Sprint|Round|Series|Version|Release|Gen|Step|Season|Wave|Day|Week|Lesson|Chapter|Section|Article)\s?v?"
    r"\d+(?:\.\d+)*(?![\d%]))",
    r"(?i:\d+(?:\.\d+)?\s?%\s?(?:confidence|신뢰|significance|유의)|\b(?:p|α|alpha)\s?[<=≤]\s?0?\.\d+|"
    r"\d+(?:st|nd|rd|th)\s?percentile|\d+\s?(?:번째\s?)?(?:백분위수?|퍼센타일))",
    r"\b[A-Z]{2,6}[\s-]?\d+(?:\.\d+)*(?![\d.,]|\s?(?:%|초|분|시간|일|주|개월|년|명|건|개|회|원|배|만|억|ms\b|[kKMB]\b|x\b|s\b|"
    r"sec|min|h\b|hours?|days?|weeks?|months?|years?))",
    r"(?i:\d+\s?가지|\d+\s?(?:문장|줄|단어|sentences?\b|words?\b|bullets?\b)|"
    r"\b(?:name|give|list|share|pick|choose|identify|suggest|propose|mention|cite|outline)\s+(?:me\s+|us\s+)?"
    r"(?:the\s+)?(?:top\s+)?\d+\b|(?:first|처음|초기)\s?\d+\s?(?:days|weeks|months|일|주|개월)|"
    r"\b(?:which|what)\s+\d+\b)",
    r"\d+\s?(?:차(?!이)|기(?![가-힣])|단계|번째|회차|순위|분기)|제\s?\d+|\d{1,2}\s?월(?:\s?\d{1,2}\s?일)?|\d+\s?시(?!간)",
    r"(?<!\d)[1-9]0\s?대(?:\s?(?:초반|중반|후반))?|\d+\s?(?:살|세(?!트))|\d+\s?년생|(?i:\b\d+[\s-]?years?[\s-]?old\b)|"
    r"\b(?:19|20)?[0-9]0'?s\b",  # a decade or an age band: "the 90s", "in their 20s"
    r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s\d{1,2}(?!\d)",
)
_NOT_FIGURES = re.compile("|".join(f"(?:{p})" for p in NOT_FIGURES))
# The year of a date (2021.03, 2021-03, 03/2014): a date states a year, never a quantity.
_DATE_YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})[./-](?:0?[1-9]|1[0-2])|(?<!\d)(?:0?[1-9]|1[0-2])[./]((?:19|20)\d{2})(?!\d)")
_APPROXIMATE_BEFORE = re.compile(r"(약|대략|거의|about|around|roughly|approximately|nearly|almost|over|more than|"
                                 r"under|less than)\s?$", re.IGNORECASE)
_APPROXIMATE_AFTER = re.compile(r"^\s?(이상|이하|가량|정도|남짓|여|넘게|가까이|안팎|내외|\+|or so|plus)", re.IGNORECASE)
# "from A to B", "A에서 B로", "A → B": a before/after pair whose change a question may restate.
_CHANGE = re.compile(r"^\s?(?:에서|->|→|to|~|-|–)\s?$", re.IGNORECASE)


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
    return _carry_units(text, found)


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
    unit, factor = _unit(unit_match)
    counter = unit_match.group(0).strip(" -") if unit == "count" else ""
    if match.group("cur"):
        unit, factor, counter = "money", 1.0, ""
    if re.fullmatch(r"(19|20)\d{2}", number) and not (match.group("ko") or scale) and (
            unit == "bare" or (unit == "time" and not after.lstrip().startswith("년간"))):
        unit, factor = "year", 1.0  # 2021, 2021년
    end = match.end() + (unit_match.end() if unit_match else 0)
    before = text[max(0, match.start() - 14):match.start()]
    approximate = bool(_APPROXIMATE_BEFORE.search(before) or match.group("plus")
                       or _APPROXIMATE_AFTER.match(text[end:end + 6]))
    return Figure(text[match.start():end].strip(), match.start(), raw, raw * factor, unit, approximate, counter)


def _korean_value(lead: float, words: str) -> float:
    """1 + '억 2천만' → 120,000,000; 3 + '천만' → 30,000,000; 1.2 + '억' → 120,000,000."""
    groups = re.findall(r"(\d+(?:\.\d+)?)?\s?([십백천만억조]+)", words)
    if not groups:
        return lead
    total = 0.0
    for index, (number, units) in enumerate(groups):
        total += (lead if index == 0 else float(number or 1)) * math.prod(_KOREAN_DIGITS[u] for u in units)
    return total


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
        if first.unit == "bare" and second.unit not in ("bare", "year") and _CHANGE.match(between):
            factor = second.value / second.raw if second.raw else 1.0
            found[index] = first._replace(value=first.raw * factor, unit=second.unit, counter=second.counter)
    return found


# --- what the documents state -----------------------------------------------------------------------


class Written(NamedTuple):
    """A figure as a document writes it, with the words beside it."""

    unit: str
    raw: float
    counter: str
    anchors: frozenset[str]
    result: bool  # a result of the work: a result class, one side of a before/after pair, or told as a change


class FigureFacts(NamedTuple):
    values: dict[str, set[float]]  # unit class → values in the class's base unit
    raws: set[float]  # every number as written, whatever its unit
    unitless: set[float]  # numbers written without a unit (they may stand for any unit)
    counts: dict[str, set[float]]  # counter → the counts written with it
    written: tuple[Written, ...]
    per_item: dict[str, set[float]]  # "$6.8M across 48 accounts": $142K each, for "roughly $140K each"


def _key(number: float) -> float:
    return float(f"{number:.6g}")


def document_figures(texts: list[str]) -> FigureFacts:
    """The figures of the documents, with what follows from them: the change between a before/after pair
    (420ms → 180ms is a 57% cut, 2.3 times faster, 240ms less) and the years between two dates."""
    values: dict[str, set[float]] = {}
    raws: set[float] = set()
    unitless: set[float] = set()
    counts: dict[str, set[float]] = {}
    written: list[Written] = []
    per_item: dict[str, set[float]] = {}
    for text in texts:
        text = unicodedata.normalize("NFKC", text)
        found = figures_in(text)
        stated = [(f.unit, f.value, f.raw) for f in found]
        paired: set[int] = set()
        for first, second in zip(found, found[1:], strict=False):
            between = text[first.start + len(first.span):second.start]
            if first.unit == second.unit == "year" and _YEAR_RANGE.match(between):
                years = abs(second.raw - first.raw)
                stated.append(("time", years * 31_536_000.0, None))
                stated += [("year", y, y) for y in range(int(first.raw), int(second.raw) + 1)]
            elif first.unit == second.unit and _CHANGE.match(between):
                stated += _derived(first, second)
                paired |= {first.start, second.start}
        for match in _TO_PRESENT.finditer(text):  # a year inside "2019 ~ 현재" is one the documents cover
            stated += [("year", y, y) for y in range(int(match.group(1)), datetime.date.today().year + 1)]
        # "91% retention" states "9% churn" too: a share's complement, in its own class only.
        stated += [("percent", _key(100 - f.value), None) for f in found if f.unit == "percent" and f.value < 100]
        for unit, value, raw in stated:
            values.setdefault(unit, set()).add(_key(value))
            if raw is None:
                continue  # derived: it vouches only for figures of its own unit class
            raws.add(_key(raw))
            if unit in ("bare", "year"):
                unitless.add(_key(raw))
        for figure in found:
            if figure.unit == "count":
                counts.setdefault(figure.counter, set()).add(_key(figure.raw))
            if figure.unit != "year":
                end = figure.start + len(figure.span)
                left, right = _line(text, figure.start, end)
                beside = " ".join(text[left:figure.start].split()[-1:] + text[end:right].split()[:2])
                result = is_result(figure) or figure.start in paired or bool(_RESULT_WORDS.search(beside))
                written.append(Written(figure.unit, figure.raw, figure.counter,
                                       _segment_words(text, figure.start, end), result))
        for line in text.split("\n"):
            _per_item(figures_in(line), per_item)
    return FigureFacts(values, raws, unitless, counts, tuple(written), per_item)


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
    if first.unit == "percent":
        derived.append(("points", abs(a - b), None))
    if a and b:
        change, ratio = abs(a - b) / a * 100, max(a, b) / min(a, b)
        for digits in (0, 1):
            derived += [("percent", round(change, digits), None), ("multiple", round(ratio, digits), None)]
    return derived


def is_stated(figure: Figure, facts: FigureFacts) -> bool:
    """The figure is one the documents state or that follows from them, whatever its spelling. A count
    must be written with the same counter, or as a bare number."""
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
    pool = facts.raws if figure.unit in ("bare", "year", "count") else \
        facts.values.get(figure.unit, set()) | facts.per_item.get(figure.unit, set())
    target = figure.raw if figure.unit in ("bare", "year", "count") else figure.value
    number = figure.span.replace(",", "")
    digits = re.search(r"\d+(?:\.(\d+))?", number)
    decimals = len(digits.group(1) or "") if digits else 0
    step = 10 ** -decimals if decimals else 10 ** (len(str(int(target))) - len(str(int(target)).rstrip("0")))
    return any(abs(round(value / step) * step - target) < 1e-9 or abs(value - target) <= 0.05 * abs(target)
               for value in pool)


# --- the words beside a figure ------------------------------------------------------------------------

# Words that tell a figure is a result of the work ("14일 → 6일", "cut by 38%", "주 6시간 절감") or the value of
# a speed metric ("p95 latency 180 ms"), not a period the work took.
_RESULT_WORDS = re.compile(r"절감|단축|감소|증가|향상|개선|달성|성장|확대|축소|줄[였이어인]|늘[렸리어린]|→|->|지연|응답|소요|대기|리드타임|"
                           r"\b(cut|down|fell|rose|saved?|reduced?|increased?|improved?|grew|dropped|faster|slower|lower|"
                           r"higher|latency|duration|turnaround|response|wait|lead)\b", re.IGNORECASE)
_STOPWORDS = frozenset(
    "a an the of to in on at by for from with and or per each about around over under than more less up down into "
    "onto across its it their they them his her our your you we is was were be been being are that this these those "
    "as so after before within while also only roughly nearly almost some few first last how what which when why "
    "who whether would should could may might will can did do does had has have not no any all both every then "
    "there here out off via cut fell rose saved reduced increased improved grew dropped went came brought kept "
    "strong answer expected describe explain mention cover covers explains describes mentions year years month "
    "months week weeks day days hour hours times time".split())
_KO_STOPWORDS = frozenset("연 월 주 일 약 총 및 등 평균 기준 이상 이하 정도 가량 동안 전후 후 전 각 매 당 회당 편당 건당 하루 "
                          "절감 단축 감소 증가 향상 개선 달성 성장 확대 축소".split())
_KO_PARTICLE = re.compile(r"(에서의|에서|에게|으로|로|까지|부터|처럼|보다|이라|라는|이라는|을|를|이|가|은|는|의|에|와|과|도|만)$")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'-]*[A-Za-z0-9]|[가-힣]+")  # "p99", "GAD-7" are metric names


def _content_words(tokens: list[str]) -> list[str]:
    words = []
    for token in tokens:
        if re.match(r"\W*\d", token):
            continue  # a figure
        for word in _WORD.findall(token.lower()):
            if "가" <= word[0] <= "힣":
                word = _KO_PARTICLE.sub("", word)
                if len(word) >= 2 and word not in _KO_STOPWORDS:
                    words.append(word)
            elif len(word) >= 3 and word not in _STOPWORDS:
                words.append(word)
    return words


_LINE_END = re.compile(r"\n")
_CLAUSE_MARK = re.compile(r"[\n;:()]|,(?!\d{3})")


def _line(text: str, start: int, end: int, separator: re.Pattern = _LINE_END) -> tuple[int, int]:
    """The span around [start, end) up to the nearest separators."""
    left = 0
    for match in separator.finditer(text, 0, start):
        left = match.end()
    after = separator.search(text, end)
    return left, after.start() if after else len(text)


def anchor_words(text: str, start: int, end: int, reach: int = 2, scan: int = 6) -> frozenset[str]:
    """The content words next to a figure: up to `reach` each side within `scan` words of its clause, without
    particles, function words, numbers, units and result verbs. "gross revenue retention at 97%" → {gross,
    revenue, retention}; "재작업률을 12.5%에서" → {재작업률}."""
    left, right = _line(text, start, end, _CLAUSE_MARK)
    before = text[left:start].split()
    after = text[end:right].split()
    if text[end:end + 1].strip():
        after = after[1:]  # the rest of the figure's own word ("3~4개의" → its particle)
    before_words = _content_words(before[-scan:])[-reach:]
    after_words = _content_words(after[:scan])[:reach]
    return frozenset(before_words + after_words)


def _segment_words(text: str, start: int, end: int) -> frozenset[str]:
    """The content words of the part of a document line that holds a figure (lines split at ; , ( ))."""
    left, right = _line(text, start, end, _CLAUSE_MARK)
    return frozenset(_content_words(text[left:right].split()))


def restates(text: str, figure: Figure, facts: FigureFacts) -> bool:
    """The figure stands where the documents put a figure of theirs: same unit class (a count with the same
    counter; a period only where the documents' period is a result) and a content word in common beside it.
    "adopted by 18 reps" restates "adopted by 12 reps"; "a 3-month comparison" restates nothing."""
    anchors = anchor_words(text, figure.start, figure.start + len(figure.span))
    if not anchors:
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
