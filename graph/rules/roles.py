"""The applicant's roles: each with its period and the words that single it out, read from the documents' headings.

    parse_roles(text)                 -> [Role]   a line holding a date range opens a role, until the next heading
    role_names(roles)                 -> per role, the parts of its heading no other role's heading holds
    roles_named / roles_meant         the roles a sentence names, or is about ("your first job", the role cited)
    ended_before / fits_year          a role's period against a date or a year a sentence states

A role's period is read by `dates` (months kept where written; a role held today ends in CURRENT). Position words
and the generic words of a heading are data (roles.yaml).
"""

from __future__ import annotations

import datetime
import itertools
import re
from pathlib import Path

from pydantic import BaseModel

from graph.rules.dates import (CURRENT, YearMention, YearMonth, first_month, last_month, months_spanned, range_in,
                               remove_ranges)
from graph.rules.lexicon import read_data

_SINGLE_YEAR = re.compile(r"\(\s*((?:19|20)\d{2})\s*[,)]")
_HEADING = re.compile(r"^\s*(#{3,}|\*\*)")
_SECTION = re.compile(r"^\s*#{1,2}\s")
_RANGE_FIRST = re.compile(r"\[?\(?\s*(?:19|20)\d{2}")
_BULLET = re.compile(r"[-*•]\s+")  # a list item's mark
_WORDS = read_data(Path(__file__).with_name("roles.yaml"))
# Positions that single a role out when no other role holds them ("인턴 시절 …").
_POSITIONS = frozenset(_WORDS["positions"])
# Words of a role heading that do not single the role out (titles, levels, generic nouns).
_GENERIC_ROLE_WORDS = frozenset(_WORDS["generic_role_words"])
# Heading marks and quotes around a title's names; what separates the names ("Kestrel Games — Lead Designer | Seoul").
_MARKUP = re.compile(r"[#*\"“”\[\]]")
_NAME_BREAK = re.compile(r"\s*(?:—|–|\||,|:|/|·|\(|\)|\s-\s|\sat\s)\s*")
_NUMERIC = re.compile(r"[\d.~\s-]+$|\d")  # a part that starts with a digit (a date, a figure) names nothing
# "your first job", "이전 회사": the earliest role, the last one that ended.
_FIRST_ROLE = re.compile(r"\b(first|earliest) (job|role|position|company|employer)\b|\bearly in your career\b|"
                         r"첫\s*(직장|회사|직무|커리어)|커리어\s*초반|사회\s*초년생", re.IGNORECASE)
_PREVIOUS_ROLE = re.compile(r"\b(previous|prior|last|former) (job|role|position|company|employer)\b|"
                            r"(이전|직전|예전)\s*(회사|직장|직무)|전\s*(회사|직장)", re.IGNORECASE)


class Role(BaseModel):
    title: str
    start: int
    end: int  # CURRENT while current
    body: str  # the lines under the role's heading
    start_month: int | None = None
    end_month: int | None = None

    def months(self) -> int:
        """How long the role lasted at the most its dates allow, in months."""
        return months_spanned((self.start, self.start_month), (self.end, self.end_month))


def parse_roles(text: str) -> list[Role]:
    """Roles with their periods: a line holding a date range opens a role (a bullet too, when the range
    leads it) until the next heading; a heading with one year ("(2020)") opens a one-year role; a company
    heading just above the dates joins the title."""
    roles: list[Role] = []
    previous, open_role = "", False
    for line in text.split("\n"):
        stripped = line.strip()
        period = role_period(stripped)
        bullet = _BULLET.match(stripped)
        if period and (not bullet or _RANGE_FIRST.match(stripped[bullet.end():])):
            title = without_bullet(stripped)
            if _HEADING.match(previous) and not role_period(previous):
                title = previous + " " + title  # the company's heading above the dates
            (start, start_month), (end, end_month) = period
            roles.append(Role(title=title, start=start, end=end, body="", start_month=start_month, end_month=end_month))
            open_role = True
        elif _SECTION.match(stripped) or _HEADING.match(stripped) and not bullet:
            open_role = False  # "## Skills" or the next company's heading ends the last role's lines
        elif open_role and stripped:
            roles[-1].body += stripped + "\n"
        if stripped:
            previous = stripped
    return roles


def without_bullet(line: str) -> str:
    """A line without the mark of a list item it starts with ("- ", "• ")."""
    bullet = _BULLET.match(line)
    return line[bullet.end():] if bullet else line


def role_period(line: str) -> tuple[YearMonth, YearMonth] | None:
    """A role heading's period: the range of dates it writes, or the one year of a heading ("### X (2020)")."""
    single = _SINGLE_YEAR.search(line) if _HEADING.match(line) else None
    return range_in(line) or (((int(single.group(1)), None), (int(single.group(1)), None)) if single else None)


def role_names(roles: list[Role]) -> list[list[str]]:
    """Per role, the parts of its heading that single it out among the roles: the company, a project name,
    a title of several words ("Data Analyst"), or a position like "인턴" that no other role holds."""
    others = _OtherTitles(roles)
    return [_names_of(role, index, others) for index, role in enumerate(roles)]


def _names_of(role: Role, index: int, others: _OtherTitles) -> list[str]:
    title = _MARKUP.sub(" ", remove_ranges(role.title))
    parts = [p.strip() for p in _NAME_BREAK.split(title) if p.strip()]
    words = [w for p in parts if " " in p for w in p.split() if len(w) >= 3]  # a word alone needs some length
    initials = [i for p in parts for i in _initials(p)]  # "CDOT" for "Colorado Department of Transportation"
    return [n for n in dict.fromkeys(parts + words + initials) if len(n) >= 2 and not others.hold(n.lower(), index)
            and not _NUMERIC.match(n)
            and (len(n.split()) > 1 or n.lower() in _POSITIONS or n.lower().strip(".") not in _GENERIC_ROLE_WORDS)]


class _OtherTitles:
    """Whether a word stands in the other roles' titles joined by spaces, lower case. The titles are joined once and
    each word's first and last place in them found once: joining the others' titles anew for every role costs the
    square of the roles, and a document of one-line roles has thousands."""

    def __init__(self, roles: list[Role]) -> None:
        titles = [role.title.lower() for role in roles]
        self.joined = " ".join(titles)
        self.starts = list(itertools.accumulate((len(t) + 1 for t in titles), initial=0))[:len(titles)]
        self.ends = [start + len(title) for start, title in zip(self.starts, titles, strict=True)]
        self.places: dict[str, tuple[int, int]] = {}

    def hold(self, word: str, index: int) -> bool:
        """The word stands in the titles but the index's, joined: before it, after it, or across the space that
        joins the title before it to the title after it."""
        if word not in self.places:
            self.places[word] = (self.joined.find(word), self.joined.rfind(word))
        first, last = self.places[word]
        if first < 0:
            return False
        before_end = self.starts[index] - 1 if index else 0  # the titles before, without the space after them
        after_start = self.ends[index] + 1 if index < len(self.ends) - 1 else len(self.joined)
        if first + len(word) <= before_end or last >= after_start:
            return True
        reach = len(word) - 1
        return bool(index and index < len(self.ends) - 1 and word in (
            self.joined[max(0, before_end - reach):before_end] + " " + self.joined[after_start:after_start + reach]))


def _initials(name: str) -> list[str]:
    """The acronyms a name of three or more capitalised words is known by, with and without its function words:
    "CDOT" and "CDT" for "Colorado Department of Transportation"."""
    words = name.split()
    capitalised = [w for w in words if w.lower() not in ("of", "and", "the", "for", "&")]
    if len(capitalised) < 3 or not all(w[0].isupper() for w in capitalised):
        return []
    return ["".join(w[0] for w in words).upper(), "".join(w[0] for w in capitalised)]


def roles_named(sentence: str, names: list[list[str]]) -> set[int]:
    """The roles a sentence names by their company, project or a title only they hold."""
    lowered = sentence.lower()
    return {i for i, role_names_ in enumerate(names)
            if any((n in sentence) if " " not in n else (n.lower() in lowered) for n in role_names_)}


def roles_meant(sentence: str, cited: list[int], roles: list[Role], names: list[list[str]]) -> set[int]:
    """The roles a sentence is about: named in it or "your first / previous job", else the one the evidence cites
    ("…under VetGDP at Greenacre?" is about Greenacre, whatever role the evidence quoted)."""
    return roles_named(sentence, names) | roles_by_order(sentence, roles) or set(cited)


def roles_by_order(sentence: str, roles: list[Role]) -> set[int]:
    """"your first job" is the earliest role; "your previous company" the last one that ended."""
    meant = set()
    ended = [i for i, role in enumerate(roles) if role.end != CURRENT]
    if roles and _FIRST_ROLE.search(sentence):
        meant.add(min(range(len(roles)), key=lambda i: roles[i].start))
    if ended and _PREVIOUS_ROLE.search(sentence):
        meant.add(max(ended, key=lambda i: roles[i].end))
    return meant


def ended_before(role: Role, year: int, month: int | None) -> bool:
    """Whether the role ended before (year, month) began, each read so as to doubt the least."""
    return role.end != CURRENT and last_month(role.end, role.end_month) < first_month(year, month)


def fits_year(mention: YearMention, role: Role) -> bool:
    """Whether the year (a point, a bound or a range) can describe work done in the role."""
    end = role.end if role.end != CURRENT else datetime.date.today().year
    if mention.kind == "after":
        return mention.year <= end
    if mention.kind == "until":
        return role.start <= mention.year
    return mention.year <= end and mention.last >= role.start
