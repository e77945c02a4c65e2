"""Dates as the documents and questions write them: the one reader of years, year-months, ranges and "to present".

    dates_in(text)             -> [Date]   every date, with offsets: "March 2020", "2017.03", "2017년 3월", "03/2017"
    date_ranges(text)          -> [(start, seconds)]  two dates joined as a range, with the period between them
    months_between(a, b)       -> [months] the period between two dates, counting its last month (or year) or not
    range_in(line)             -> (start, end) | None  the first range a line writes: "2017.03 ~ 2021.01", "March 2020 –
                                  present"; `remove_ranges` takes them out of a title
    years_in(text)             -> [YearMention]  the years a text states, each a point, a bound or a range
    years_pointed_at(sentence) -> [year]   the years a sentence sets its work in ("in 2018", "2018년에")
    first_month / last_month   a date as a month count, read as early / as late as it may be
    TO_PRESENT, DATE_YEAR, joins_years     the patterns figures reads years by ("2019 ~ 현재", "2021.03", "2019 – 2022")

The month names and the words for "today" are data (dates.yaml). A role held today ends in CURRENT.
"""

from __future__ import annotations

import datetime
import re
from pathlib import Path
from typing import NamedTuple

from graph.rules.durations import MONTH_SECONDS
from graph.rules.lexicon import read_data

_DATA = read_data(Path(__file__).with_name("dates.yaml"))
# Month names as dates write them: in full, and abbreviated to their first three letters ("Sept" too).
MONTHS: tuple[str, ...] = tuple(_DATA["months"])
MONTH_ABBREVIATIONS = tuple(month[:3] for month in MONTHS)
PRESENT_WORDS: tuple[str, ...] = tuple(_DATA["present"])  # what ends a range at today: "present", "현재", "재직 중"
PRESENT = "|".join(PRESENT_WORDS)


def month_number(name: str) -> int:
    """1 for "Jan", "January" or "jan."; 12 for "Dec"."""
    return MONTH_ABBREVIATIONS.index(name[:3].lower()) + 1


class Date(NamedTuple):
    start: int
    end: int
    year: int
    month: int | None


YearMonth = tuple[int, int | None]  # (year, month or None): a role's start or end

MONTH_PREFIXES = "|".join(MONTH_ABBREVIATIONS)
_SPELLED = "|".join(sorted((*MONTHS, "sept", *MONTH_ABBREVIATIONS), key=len, reverse=True))
_YEAR = r"((?:19|20)\d{2})"
# A date: "2021.06", "2021-6", "2021년 6월", "06/2021", "June 2021", "Sep 2012", or a year alone.
_DATE = re.compile(r"(?<![\d.,/])(?P<y>(?:19|20)\d{2})(?:(?:[./-]|\.\s)(?P<m>1[0-2]|0?[1-9])(?!\d|\.\d)"
                   r"|\s?년\s?(?P<mk>1[0-2]|0?[1-9])\s?월)?(?!\d|,\d)"
                   r"|(?<![\d./])(?P<mf>1[0-2]|0?[1-9])[./](?P<yf>(?:19|20)\d{2})(?!\d)"
                   r"|\b(?P<name>" + _SPELLED + r")\.?,?\s(?P<yn>(?:19|20)\d{2})(?!\d)", re.IGNORECASE)
# The text between two dates that makes them a range: "2022.04 – 2022.11", "2018년부터 2024년".
_RANGE_BETWEEN = re.compile(r"^\s?(?:년\s?)?(?:~|–|—|-|→|to|until|through|부터|에서)\s?$", re.IGNORECASE)
_RANGE_MAX_MONTHS = 12 * 60  # a longer "period" is two unrelated years, not anyone's tenure or project


def dates_in(text: str) -> list[Date]:
    """Every date of a text, in order."""
    return [Date(match.start(), match.end(), *_year_month(match)) for match in _DATE.finditer(text)]


def _year_month(match: re.Match) -> YearMonth:
    if match.group("yn"):
        return int(match.group("yn")), month_number(match.group("name"))
    if match.group("yf"):
        return int(match.group("yf")), int(match.group("mf"))
    month = match.group("m") or match.group("mk")
    return int(match.group("y")), int(month) if month else None


def months_between(first: Date, second: Date) -> list[int]:
    """The period from one date to a later one, in months: n and n + 1 months (or years, where a date has no
    month), as a range is told counting its last month or not."""
    if first.month and second.month:
        months = (second.year - first.year) * 12 + second.month - first.month
        return [n for n in (months, months + 1) if 0 < n <= _RANGE_MAX_MONTHS]
    years = second.year - first.year
    return [n * 12 for n in (years, years + 1) if 0 < n <= _RANGE_MAX_MONTHS / 12]


def seconds_between(first: Date, second: Date) -> list[float]:
    """`months_between`, in seconds (how figures measure time)."""
    return [n * MONTH_SECONDS for n in months_between(first, second)]


def date_ranges(text: str) -> list[tuple[int, list[float]]]:
    """(start, periods) of each range of dates a text writes ("2022.04 – 2022.11": 7 or 8 months; "Sep 2012 –
    Feb 2014": 17 or 18; "2018–2024": 6 or 7 years)."""
    dates = dates_in(text)
    return [(first.start, seconds_between(first, second)) for first, second in zip(dates, dates[1:], strict=False)
            if _RANGE_BETWEEN.match(text[first.end:second.start])]


# "2019 ~ 현재", "2019년부터 재직 중": the years from the first to this one.
TO_PRESENT = re.compile(r"((?:19|20)\d{2})[^\n~–-]{0,12}(?:~|-|–|to|부터)\s*(?:" + PRESENT + ")", re.IGNORECASE)
# The year of a date (2021.03, 2021-03, 03/2014): a date states a year, never a quantity.
DATE_YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})[./-](?:0?[1-9]|1[0-2])"
                       r"|(?<!\d)(?:0?[1-9]|1[0-2])[./]((?:19|20)\d{2})(?!\d)")
# What stands between two years that bound a period: "2019 – 2022", "2019년부터 2022년", "2019.03 ~ Jan 2022".
_YEARS_JOINED = re.compile(r"^(?:[./-]\d{1,2}){0,2}\s?(?:년\s?\d{0,2}\s?월?)?\s?(?:~|-|–|to|부터)\s?"
                           r"(?:[A-Za-z]{3,9}\.?\s|\d{1,2}[./])?$")


def joins_years(between: str) -> bool:
    """Whether the text between two years makes them the bounds of a period."""
    return bool(_YEARS_JOINED.match(between))


# --- a role's period ---------------------------------------------------------------------------------

_PRESENT = "(" + PRESENT + ")"
# "2017.03 ~ 2021.01", "2017년 3월 - 현재", "2019 to Jan 2022", "2020 - 03/2022".
_RANGE = re.compile(
    _YEAR + r"(?:[./년\s-]*\d{1,2}\s*월?)?\s*(?:~|–|-|—|to|부터|until)\s*(?:(?:" + MONTH_PREFIXES + r")[a-z]*\.?\s*)?"
    r"(?:\d{1,2}[./]\s*)?(?:" + _YEAR + r"(?:[./년\s-]*\d{1,2}\s*월?)?|" + _PRESENT + ")", re.IGNORECASE)
# "March 2020 – present", "06/2016 - 02/2020": the month first.
_RANGE_EN = re.compile(r"(?:(?:" + MONTH_PREFIXES + r")[a-z]*\.?\s+|\d{1,2}[./])" + _YEAR
                       + r"\s*(?:–|-|—|~|to|until)\s*"
                       r"(?:(?:(?:" + MONTH_PREFIXES + r")[a-z]*\.?\s+|\d{1,2}[./])?" + _YEAR + "|" + _PRESENT + ")",
                       re.IGNORECASE)
CURRENT = 9999  # the end of a role held today


def remove_ranges(text: str) -> str:
    """The text without the ranges of dates it writes (a role's title without its period)."""
    return _RANGE.sub(" ", _RANGE_EN.sub(" ", text))


def range_in(line: str) -> tuple[YearMonth, YearMonth] | None:
    """The first range of dates a line writes, months kept where written; the end CURRENT for "present"."""
    match = _RANGE_EN.search(line) or _RANGE.search(line)
    if not match:
        return None
    start, present = int(match.group(1)), match.group(3)
    end = CURRENT if present else int(match.group(2))
    dates = [(date.year, date.month) for date in dates_in(match.group(0))]
    start_month = dates[0][1] if dates and dates[0][0] == start else None
    end_month = dates[-1][1] if not present and len(dates) > 1 and dates[-1][0] == end else None
    return (start, start_month), (end, end_month)


def first_month(year: int, month: int | None) -> int:
    """A date as a month count, read as early as it may be ("2018" = January 2018)."""
    return year * 12 + (month or 1) - 1


def last_month(year: int, month: int | None) -> int:
    """A date as a month count, read as late as it may be ("2018" = December 2018; current = this month)."""
    if year == CURRENT:
        today = datetime.date.today()
        return today.year * 12 + today.month - 1
    return year * 12 + (month or 12) - 1


# --- the years a text states ---------------------------------------------------------------------------


class YearMention(NamedTuple):
    year: int
    last: int  # the later year of a range; else the year
    start: int
    end: int
    kind: str  # "point" (also "since 2019", "2019년부터"), "after" (after / 이후), "until" (before / 까지), "range"


_Y = r"((?:19|20)\d{2})(?!\d|,\d)"
_YEAR_RANGE = re.compile(r"(?<![\d.,:/])" + _Y + r"\s*(?:년\s*(?:도\s*)?)?(?:[./]\s*\d{1,2}\s*월?\s*)?"
                         r"(?:~|–|—|-|→|->|to|until|부터|에서)\s*(?:" + _Y + r"(?:\s*년)?|" + _PRESENT + ")",
                         re.IGNORECASE)
_BETWEEN = re.compile(r"\b(?:between|from)\s+" + _Y + r"\s+(?:and|to|until|through)\s+" + _Y, re.IGNORECASE)
_LONE_YEAR = re.compile(r"(?<![\d.,:/$€£₩])" + _Y)
_AFTER_BEFORE = re.compile(r"\b(?:after|later\s+than)\s+(?:(?:early|late|mid)[\s-]+)?$", re.IGNORECASE)
_UNTIL_BEFORE = re.compile(r"\b(?:before|until|till|by|prior\s+to|up\s+to|through)\s+(?:the\s+|your\s+|our\s+)?$",
                           re.IGNORECASE)
_AFTER_AFTER = re.compile(r"^\s*(?:년\s*)?(?:도\s*)?(?:이후|以後|onwards?\b)")
_UNTIL_AFTER = re.compile(r"^\s*(?:년\s*)?(?:도\s*)?(?:까지|이전|전(?=\s|에|까지|[,.?!]|$))")
# A figure, not a year: "2000명", "2019 TPS"; a decade: "1980년대생"; a product's version: "Revit 2020", "Office 2019".
_UNIT_AFTER = re.compile(r"^\s*(?:년대|년생|'?s\b|명|건|개|원|대|장|회|시간|분|초|세대|곳|호|층|m²|㎡|%|"
                         r"(?:ms|tps|qps|rps|km|kg|mb|gb|tb|words?|users?|cases?|patients?|people|units?|items?|rows?|"
                         r"requests?|orders?|visits?)\b)", re.IGNORECASE)
_VERSION_BEFORE = re.compile(r"(?:^|[\s(])(?!(?:In|At|On|By|For|Since|From|After|Before|Until|During|Through|Around|"
                             r"Circa|Of|The|Your|Our|Their|His|Her|Its|My|This|That|These|Those|A|An|Each|Every|Early|"
                             r"Late|Mid|End|Spring|Summer|Fall|Autumn|Winter|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|"
                             r"Nov|Dec)[a-z]*\.?\s$)[A-Z][\w.+#-]*\s$")


def years_in(text: str) -> list[YearMention]:
    """The years a text states, each read as a point, a bound or a range."""
    found = _year_ranges(text)
    taken = [(m.start, m.end) for m in found]
    for match in _LONE_YEAR.finditer(text):
        if any(s <= match.start() < e for s, e in taken):
            continue
        before, after = text[max(0, match.start() - 30):match.start()], text[match.end():match.end() + 12]
        if _UNIT_AFTER.match(after) or (_VERSION_BEFORE.search(before) and not after.lstrip().startswith("년")):
            continue
        year = int(match.group(1))
        found.append(YearMention(year, year, match.start(), match.end(), _bound(before, after)))
    return sorted(found, key=lambda m: m.start)


def _year_ranges(text: str) -> list[YearMention]:
    """"between 2016 and 2019", "2016 – 2019", "2019 ~ 현재": the first found where two overlap."""
    found: list[YearMention] = []
    for pattern in (_BETWEEN, _YEAR_RANGE):
        for match in pattern.finditer(text):
            if any(m.start < match.end() and match.start() < m.end for m in found):
                continue
            first = int(match.group(1))
            last = int(match.group(2)) if match.group(2) else datetime.date.today().year
            if first <= last:
                found.append(YearMention(first, last, match.start(), match.end(), "range"))
    return found


def _bound(before: str, after: str) -> str:
    """A lone year's kind, by the words around it: "after 2019" / "2019년 이후", "before 2019" / "2019년까지"."""
    if _AFTER_BEFORE.search(before) or _AFTER_AFTER.match(after):
        return "after"
    if _UNTIL_BEFORE.search(before) or _UNTIL_AFTER.match(after):
        return "until"
    return "point"


_YEAR_POINT = re.compile(r"\b(?:in|during|around|back in)\s+(?:(?:early|mid|late)[\s-]+)?((?:19|20)\d{2})\b|"
                         r"((?:19|20)\d{2})\s*년\s*(?:에|당시|도에|쯤|경)|"
                         # "2013년 화재 사고를"
                         r"((?:19|20)\d{2})\s*년(?=,?\s+[가-힣A-Za-z])(?!\s+(?:이후|후|이래|이전|전)(?![가-힣]))|"
                         r"(?:19|20)\d{2}\s*(?:~|-|–|to)\s*((?:19|20)\d{2})|"
                         # "your 2018 X rollout", "the December 2024 NPPF"
                         r"\b(?:your|the|that)\s+(?:(?:" + "|".join(MONTHS) + r")\s+)?((?:19|20)\d{2})\s+(?=[A-Za-z])|"
                         r"(?<![\d.])((?:19|20)\d{2})\.(?:0?[1-9]|1[0-2])(?![\d.])",  # "2021.10 최초 인증 때"
                         re.IGNORECASE)


def years_pointed_at(sentence: str) -> list[int]:
    """The years a sentence sets its work in: "in 2018", "2018년에", "2016–2019", "your 2018 rollout"."""
    return [year_of(match) for match in _YEAR_POINT.finditer(sentence)]


def year_of(match: re.Match) -> int:
    """The year a pattern of alternatives found, in whichever group matched."""
    return int(next(g for g in match.groups() if g))


def months_spanned(start: YearMonth, end: YearMonth) -> int:
    """The most months a period can last: its first month read as early and its last as late as they may be, both
    counted ("2019 – 2021" is 36 months, "2019.03 – 2021.01" 23)."""
    return last_month(*end) - first_month(*start) + 1
