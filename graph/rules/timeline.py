"""Dates, periods and durations: the part of TEMPORAL that needs no catalogue.

The catalogue (`technology`) knows when a product appeared; this module knows when the candidate was
where. A role's period comes from its heading ("(2017.03 ~ 2021.01)", "March 2020 – present"), months
kept where written. Against it, a sentence that states the candidate's past may not
  * put work at a role in a year outside the role's period ("2019년 X에 합류하신 뒤", X starting in 2021;
    "at X back in 2017", X from 2020), nor restate a line the documents date with another year ("since
    earning your FALU in 2015", the documents saying 2020);
  * tell a duration at a role longer than the role lasted ("your six years at X", X lasting under four;
    that figure is also a fabricated one);
  * place in a role something the documents themselves date after the role ended (a law that took
    effect in 2022, asked about at an employer left in 2017).
A year the documents give to the very thing the sentence talks about is theirs ("2016년 취득하신 자격",
"the 2018 Olympics block"), unless the sentence moves that thing to another role; a year bounded by
"before" / "…하기 전" only says the work came earlier.

The roles and their names are read by `roles`, dates and the years a text states by `dates`, durations by
`durations` (with the one tolerance a duration is allowed).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import NamedTuple


from graph.rules import frames
from graph.rules.dates import (CURRENT, MONTH_ABBREVIATIONS, MONTH_PREFIXES, MONTHS, YearMention, month_number, year_of,
                               years_in, years_pointed_at)
from graph.rules.durations import Duration, claimed_durations, exceeds
from graph.rules.lexicon import read_data
from graph.rules.roles import (Role, ended_before, fits_year, parse_roles, role_names, role_period, roles_by_order,
                               roles_meant, roles_named, without_bullet)
from graph.rules.text import is_hangul, normalise_for_match, normalise_width, particles, strip_particle

# --- what the documents date -----------------------------------------------------------------------


class DatedLine(NamedTuple):
    years: frozenset[int]  # the years the line gives as points ("(2021)", "in 2021", "2023년")
    spans: tuple[tuple[int, int], ...]  # the ranges it gives ("2016 → 2019")
    words: frozenset[str]
    role: int | None  # the role whose lines hold it


class DatedTerm(NamedTuple):
    term: str  # matching form
    year: int
    month: int | None


# "중대재해처벌법 시행(2022.01)", "the Consumer Duty took effect in July 2023": the documents date a law
# themselves; nothing can have been done under it before it took effect.
_LAW_EVENT_KO = re.compile(r"(?<![가-힣A-Za-z0-9·])([가-힣A-Za-z0-9·]{2,}"
                           r"(?<!방|기|공|요|해|편|문|용|수|화)(?:법|법률|시행령|규칙))\s*(?:의\s*)?"
                           r"(?:시행|발효|제정|공포)\s*\(?\s*(?:일\s*)?((?:19|20)\d{2})(?:\s*[./년]\s*(\d{1,2}))?")
_EVENT_EN = re.compile(r"(?<![\w'.&-])((?:the\s+)?[A-Z][\w'.&-]*(?:\s(?:of\s|for\s|on\s)?[A-Z0-9][\w'.&-]*){0,5}\s"
                       r"(?:Act|Regulation|Directive|Rules?|Law|Duty|Code|Standard|Guidelines?))\s+"
                       r"(?:took effect|came into (?:force|effect)|was enacted|entered into force)"
                       r"\s+(?:in\s+|on\s+)?(?:(" + MONTH_PREFIXES + r")[a-z]*\.?\s+)?"
                       r"(?:\d{1,2},?\s+)?((?:19|20)\d{2})")
_LEADING_THE = re.compile(r"^the\s+", re.IGNORECASE)


def dated_terms(texts: list[str]) -> tuple[DatedTerm, ...]:
    """Laws the applicant's documents date themselves."""
    found = []
    for text in texts:
        for match in _LAW_EVENT_KO.finditer(text):
            month = int(match.group(3)) if match.group(3) and 1 <= int(match.group(3)) <= 12 else None
            found.append(DatedTerm(normalise_for_match(match.group(1)), int(match.group(2)), month))
        for match in _EVENT_EN.finditer(text):
            term = _LEADING_THE.sub("", match.group(1))
            month = month_number(match.group(2)) if match.group(2) else None
            if len(term) >= 3:
                found.append(DatedTerm(normalise_for_match(term), int(match.group(3)), month))
    return tuple(dict.fromkeys(found))


def dated_lines(texts: list[str], roles: list[Role]) -> tuple[DatedLine, ...]:
    """Every line of the applicant's documents that gives a year, with its words and its role (a role's
    own heading is its period, not a dated line)."""
    role_of = {normalise_for_match(line): i for i, role in enumerate(roles) for line in role.body.split("\n") if line}
    titles = [normalise_for_match(role.title) for role in roles]
    # one line of their own each, to ask once whether a heading stands in any (a title is one line: spaces folded)
    title_set, title_lines = set(titles), "\n".join(titles)
    found = []
    for text in texts:
        for line in text.split("\n"):
            heading = normalise_for_match(without_bullet(line.strip()))
            if role_period(line.strip()) and titles and (heading in title_set or heading in title_lines):
                continue
            mentions = years_in(line)
            points = frozenset(m.year for m in mentions if m.kind != "range")
            spans = tuple((m.year, m.last) for m in mentions if m.kind == "range")
            if points or spans:
                role = role_of.get(normalise_for_match(line.strip()))
                found.append(DatedLine(points, spans, content_words(line), role))
    return tuple(found)


class Timeline(NamedTuple):
    """The applicant's roles and what the documents date, read once per set of documents."""

    roles: list[Role]
    role_names: list[list[str]]  # per role, the words that single it out
    role_bodies: list[str]  # per role, title and body in matching form
    dated_lines: tuple[DatedLine, ...] = ()  # lines that give a year, with their words and role
    dated_terms: tuple[DatedTerm, ...] = ()  # laws the documents date themselves
    editions: frozenset[str] = frozenset()  # codes the documents cite by edition year ("NEC 2017")


def read_timeline(applicant_texts: list[str]) -> Timeline:
    # Full-width digits and tildes ("2017.03 ～ 2021.01", common in Korean resumes) read as ASCII dates.
    roles = [role for text in applicant_texts for role in parse_roles(normalise_width(text))]
    return Timeline(
        roles=roles,
        role_names=role_names(roles),
        role_bodies=[normalise_for_match(r.title + "\n" + r.body) for r in roles],
        dated_lines=dated_lines(applicant_texts, roles),
        dated_terms=dated_terms(applicant_texts),
        editions=frozenset(m.group(1) or m.group(2) for text in applicant_texts for m in EDITION.finditer(text)),
    )


def roles_cited(evidence: str, facts: Timeline) -> list[int]:
    """The roles whose lines hold the quoted evidence: a question built on it is about that role."""
    needle = normalise_for_match(evidence) if evidence else ""
    return [i for i, body in enumerate(facts.role_bodies) if needle and needle in body]


# "2022년 OPERA Cloud로 전환하기 전 X에서는": the clause's work came before the year's event.
_BEFORE_EVENT = re.compile(r"(?:기|는|던)\s+(?:이)?전(?:에|에는|부터|까지)?(?=\s|[,.?!]|$)|\bbefore\b", re.IGNORECASE)


# --- words ---------------------------------------------------------------------------------------------

_WORDS = read_data(Path(__file__).with_name("timeline.yaml"))
_STOPWORDS = frozenset(_WORDS["stopwords"]["english"]) | {*MONTHS, *MONTH_ABBREVIATIONS}  # dates
_KO_STOPWORDS = frozenset(_WORDS["stopwords"]["korean"])
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9+#.]*[A-Za-z0-9+#]|[가-힣]{2,}")


def content_words(text: str) -> frozenset[str]:
    """The words of a text that can tie it to another: names and nouns, lowercased, particles stripped."""
    words = set()
    for word in _WORD.findall(text):
        if is_hangul(word[0]):
            word = strip_particle(word)
            if len(word) >= 2 and word not in _KO_STOPWORDS:
                words.add(word)
        elif len(word) >= 2 and word.lower() not in _STOPWORDS:
            word = word if word.isupper() else word.lower()  # an acronym keeps its capitals
            words.add(word[:-1] if len(word) >= 4 and word.endswith("s") and not word.endswith("ss") else word)
    return frozenset(words)


def _shared(document_words: frozenset[str], sentence_words: frozenset[str]) -> int:
    """How far a sentence talks about a document line: the line's words it uses (a Korean word may carry an
    ending there: "셋업" in "셋업하셨을"), a long word or an acronym ("건축시공기술사", "siteminder", "FALU")
    counting double."""
    used = [word for word in document_words
            if word in sentence_words or any(_same_stem(word, w) for w in sentence_words)]
    return sum(2 if word.isupper() or len(word) >= (3 if is_hangul(word[0]) else 5) else 1 for word in used)


def _same_stem(document_word: str, sentence_word: str) -> bool:
    """"셋업" and "셋업하셨을"; "renegotiated" and "renegotiation" (five letters in common and no more than
    four apart)."""
    if is_hangul(document_word[0]):
        return sentence_word.startswith(document_word)
    if len(document_word) < 5 or len(sentence_word) < 5 or document_word.isupper():
        return False
    common = len(os.path.commonprefix([document_word, sentence_word]))
    return common >= 5 and max(len(document_word), len(sentence_word)) - common <= 4


# --- findings ------------------------------------------------------------------------------------------


class Finding(NamedTuple):
    code: str  # TEMPORAL or FABRICATED_ENTITY
    span: str
    message: str


def timeline_findings(text: str, evidence: str, cited: list[int], facts: Timeline, in_question: bool,
                      ) -> list[Finding]:
    """What a text states about the candidate's past that the documents' timeline contradicts."""
    framed = text if in_question else frames.answer_text(text)
    found: list[Finding] = []
    found += _years_against_roles(text, framed, cited, facts, in_question)
    if in_question:
        found += _years_against_evidence(text, framed, evidence, facts)
    found += _durations(text, framed, facts, in_question)
    found += _dated_terms(text, framed, cited, facts, in_question)
    found += _editions_and_laws(text, framed, cited, facts, in_question)
    return list(dict.fromkeys(found))


def _stated(framed: str, position: int, in_question: bool) -> bool:
    """Whether the text states what stands at the position as the candidate's past."""
    clause = frames.clause_at(framed, position)
    return clause is not None and (clause.frame in frames.PREMISE_FRAMES
                                   or (in_question and clause.frame == frames.NEUTRAL))


def _grounded_role(mention: YearMention, sentence: str, facts: Timeline,
                   least: int = 0) -> tuple[bool, set[int | None]]:
    """Whether the documents give this year to something the sentence talks about, and the roles of those
    lines (None for a line outside any role, such as a degree or a credential, which one word ties). The
    words of a role's name the sentence uses name the role, not the thing dated. `least`: how much a line
    must share with the sentence at the least (a sentence that restates another line closely is about that
    line, not one it shares a word with)."""
    named = roles_named(sentence, facts.role_names)
    role_words = content_words(" ".join(n for i in named for n in facts.role_names[i]))
    words = content_words(sentence) - role_words
    roles = {line.role for line in facts.dated_lines
             if (mention.year in line.years or any(a <= mention.year <= b for a, b in line.spans))
             and _shared(line.words, words) >= max(least, 2 if line.role is not None else 1)}
    return bool(roles), roles


def _years_against_roles(text: str, framed: str, cited: list[int], facts: Timeline,
                         in_question: bool) -> list[Finding]:
    """A year put on work at a role outside the role's period."""
    found = []
    for mention in years_in(text):
        if not _stated(framed, mention.start, in_question):
            continue
        sentence = frames.sentence_at(text, mention.start)
        named = roles_named(sentence, facts.role_names) | roles_by_order(sentence, facts.roles)
        meant = named or set(cited)
        if not meant or any(fits_year(mention, facts.roles[i]) for i in meant):
            continue
        if mention.kind == "point" and _BEFORE_EVENT.search(text[mention.end:_clause_end(text, mention.end)]):
            continue  # "2022년 X로 전환하기 전 Y에서는": the work came before that year
        grounded, line_roles = _grounded_role(mention, sentence, facts)
        if grounded and (None in line_roles or line_roles & meant or not named):
            continue  # the documents' own date of what the sentence talks about
        role = facts.roles[min(meant)]
        period = f"{role.start}–{'present' if role.end == CURRENT else role.end}"
        found.append(Finding("TEMPORAL", text[mention.start:mention.end],
                             f"puts {mention.year} on work in a role dated {period}"))
    return found


_CLAUSE_BREAK = re.compile(r"[,.?!;\n]")


def _clause_end(text: str, position: int) -> int:
    match = _CLAUSE_BREAK.search(text, position)
    return match.start() if match else len(text)


def _years_against_evidence(text: str, framed: str, evidence: str, facts: Timeline) -> list[Finding]:
    """The question restates the cited line, which the documents date, with another year."""
    dated = years_in(evidence)
    if not any(m.kind == "point" for m in dated):
        return []
    allowed = {m.year for m in dated}
    ranges = [(m.year, m.last) for m in dated if m.kind == "range"]
    evidence_words = content_words(evidence)
    mentions = [m for m in years_in(text) if _stated(framed, m.start, True)]
    if any(m.year in allowed or any(a <= m.year <= b for a, b in ranges) for m in mentions):
        return []  # the question states the line's own date: other years are about other things
    found = []
    for mention in mentions:
        if mention.kind != "point":
            continue
        sentence = frames.sentence_at(text, mention.start)
        restated = _shared(evidence_words, content_words(text))
        if restated < 2 or _grounded_role(mention, sentence, facts, restated // 2)[0]:
            continue
        found.append(Finding("TEMPORAL", text[mention.start:mention.end],
                             f"dates to {mention.year} what the documents date to "
                             f"{', '.join(str(y) for y in sorted(allowed))}"))
    return found


def _durations(text: str, framed: str, facts: Timeline, in_question: bool) -> list[Finding]:
    """A duration at a named role longer than the documents' dates allow: the role's length is the
    longest the months written allow, and a year's rounding is forgiven (`durations.exceeds`)."""
    found = []
    for duration in claimed_durations(text):
        if not _stated(framed, duration.start, in_question):
            continue
        named = _roles_of_duration(text, duration, facts.role_names) or _roles_at_employer(text, duration, facts.roles)
        if not named:
            continue  # "12년 경력의 현장소장으로서", "your 12 years in underwriting": a career, not a role
        # The roles the duration is told of add up ("Graduate Planner" then "Planning Officer" at one council;
        # "한빛물류와 대한해운에서"), the gaps between them not.
        longest = sum(facts.roles[i].months() for i in named)
        if exceeds(duration, longest, text):
            span = text[duration.start:duration.end].strip()
            message = f"'{span}' at a role the documents date to about {longest // 12} years {longest % 12} months"
            found += [Finding("TEMPORAL", span, message), Finding("FABRICATED_ENTITY", span, message)]
    return found


def _roles_of_duration(text: str, duration: Duration, names: list[list[str]]) -> set[int]:
    """The roles a duration is told of: "X에서 7년간", "X에서의 7년 동안" (the role just before, in the same
    clause), "six years at X", "your seven-year tenure with X" (the role just after "at" / "with")."""
    if duration.korean:
        window = text[max(0, duration.start - 40):duration.start]
        window = _CLAUSE_JOIN.split(window)[-1]
        return {i for i, role_names_ in enumerate(names) for n in role_names_ if n in window
                and re.search(re.escape(n) + r"[\w() ]{0,12}?(?:" + _AT_ROLE + r")\s", window)}
    after = _TOLD_OF.match(text, duration.end)
    if not after:
        return set()
    return {i for i, role_names_ in enumerate(names) for n in role_names_
            if after.group(1).lower().startswith(n.lower())}


# What ends the clause before a Korean duration: a mark, or a clause's connective ending ("…했는데 X에서 7년간").
_CLAUSE_JOIN = re.compile(r"[,.?!;:]|(?:는데|지만|면서|으며|하며)\s")
_AT_ROLE = particles("source", "locative", "genitive") + "|에서의"  # "X에서", "X에", "X의", "X에서의"
_TOLD_OF = re.compile(r"\s*(?:[\w-]+\s+){0,4}?(?:at|with|as\s+an?|running|leading|managing)\s+(?:the\s+)?"
                      r"([^,.?!;]{2,60})")
_AT_EMPLOYER = re.compile(r"\s+(?:at|with)\s+(?:the\s+)?((?:[A-Z][\w&'-]*\s?){1,4})")


def _roles_at_employer(text: str, duration: Duration, roles: list[Role]) -> set[int]:
    """"six years at Wrexley District Council" where two roles' headings name it (no name of either singles it
    out): every role held there."""
    after = _AT_EMPLOYER.match(text, duration.end)
    if duration.korean or not after:
        return set()
    words = after.group(1).split()
    for size in range(len(words), 0, -1):
        employer = " ".join(words[:size])
        held = {i for i, role in enumerate(roles)
                if len(employer) >= 4 and re.search(rf"(?<!\w){re.escape(employer)}(?!\w)", role.title)}
        if held:
            return held
    return set()


def _dated_terms(text: str, framed: str, cited: list[int], facts: Timeline, in_question: bool) -> list[Finding]:
    """Something the documents date themselves, placed in a role that ended before that date."""
    found = []
    lowered = normalise_for_match(text)
    for term in facts.dated_terms:
        if term.term not in lowered:
            continue
        start = _position_in(text, term.term)
        if start is None or not _stated(framed, start, in_question):
            continue
        sentence = frames.sentence_at(text, start)
        for index in sorted(roles_meant(sentence, cited, facts.roles, facts.role_names)):
            role = facts.roles[index]
            if ended_before(role, term.year, term.month) and term.term not in facts.role_bodies[index]:
                found.append(Finding("TEMPORAL", text[start:start + len(term.term)],
                                     f"the documents date '{term.term}' to {term.year}, after the role ended in "
                                     f"{role.end}"))
                break
    return found


def _position_in(text: str, term: str) -> int | None:
    """Where a matching-form term starts in the text as written."""
    match = re.search(re.escape(term).replace(r"\ ", r"\s+"), text, re.IGNORECASE)
    return match.start() if match else None


# "NEC 2017", "IBC 2021", "ASHRAE 90.1-2019", "ISO 27001:2022": a code cited by the year of its edition (a numbered
# code joined to its year). Quarters and fiscal years are dates, not editions.
EDITION = re.compile(r"(?<![\w.-])(?!(?:Q[1-4]|H[12]|FY|CY|YTD|COP)\s)"
                     r"(?:([A-Z][A-Z0-9]{1,9}) |([A-Z]?\d{3,5}(?:\.\d{1,2})?|[A-Z]?\d{2}\.\d{1,2})[-:])"
                     r"((?:19|20)\d{2})(?![\w.-]|\s*년)")
# A law that carries its year in its name: "the WA Work Health and Safety (Mines) Regulations 2022", "Directive (EU)
# 2023/1791", "Regulation (EU) No 536/2014". It exists from that year at the earliest.
LAW_BY_YEAR = re.compile(r"\b(?:Act|Acts|Regulations?|Directive|Rules|Order|Law)\s+(?:\((?:EU|EC)\)\s+)?(?:No\.?\s*)?"
                         r"(?:((?:19|20)\d{2})/\d{1,4}\b|\d{1,4}/((?:19|20)\d{2})\b|((?:19|20)\d{2})\b(?![/-]))|"
                         r"\b[A-Z]{2,6}\s((?:19|20)\d{2})\s(?:Regulations|Rules|Act)\b")  # "the CDM 2015 Regulations"


def _editions_and_laws(text: str, framed: str, cited: list[int], facts: Timeline, in_question: bool) -> list[Finding]:
    """An edition of a code the documents cite by edition year ("NEC 2014 and NEC 2017", "ASHRAE 90.1-2019"), or a law
    named with its year, placed in a role that ended, or a year, before it can have been out: an edition named "NEC
    2017" appears at the earliest the year before its name, one joined to its number ("ISO 15189:2022") or a law in
    that year."""
    found = []
    # "NEC 2017" is out in 2016
    dated = [(m, int(m.group(3)) - (1 if m.group(1) else 0)) for m in EDITION.finditer(text)
             if (m.group(1) or m.group(2)) in facts.editions]
    dated += [(m, year_of(m)) for m in LAW_BY_YEAR.finditer(text)]
    for match, year in dated:
        if not _stated(framed, match.start(), in_question):
            continue
        sentence = frames.sentence_at(text, match.start())
        ended = [facts.roles[i].end for i in sorted(roles_meant(sentence, cited, facts.roles, facts.role_names))
                 if facts.roles[i].end != CURRENT and facts.roles[i].end < year
                 and normalise_for_match(match.group(0)) not in facts.role_bodies[i]]
        earlier = [y for y in years_pointed_at(sentence) if y < year]
        if ended:
            found.append(Finding("TEMPORAL", match.group(0), f"{match.group(0)} (out {year} at the earliest) in a "
                                                             f"role that ended in {ended[0]}"))
        elif earlier:
            found.append(Finding("TEMPORAL", match.group(0), f"{match.group(0)} (out {year} at the earliest) in "
                                                             f"{earlier[0]}"))
    return found
