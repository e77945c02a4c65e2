"""Protected attributes (fair hiring): questions that touch them, and document lines that are personal data.

Coverage follows the law's enumerations, not cases: every ground that 국가인권위원회법 제2조 제3호 (차별 사유),
채용절차법 제4조의3 (what a recruiter may not ask or collect) and the US EEOC list is mapped in `STATUTORY_GROUNDS`
to a topic, and each topic in `QUESTION_PATTERNS` is a lexicon of the direct and indirect phrasings interviewers
and models use for it (childcare arrangements for family plans, 고향 and a first language for origin, years to
retirement for age, a parent's job for family, a credit score for wealth). Military service, union membership
and debt are asked in practice though no list names them, and are covered the same way.

A question may not ask about any of them — nor rest on a document line that states them ("Age: 42", "병역: 육군
병장 만기 제대"). The same words as the subject matter of work are allowed: a wedding planner's "웨딩 박람회", a
paediatric nurse's "보호자(어머니) 상담", a data fix for "국적 표기 오류", a vet's pregnant patient, an underwriter's
applicants and their family history, a loan model's credit scores, workers' fitness on a site. Not when the term
is the addressee's own ("as a Buddhist", "your own family", "여성 매니저로서", "do you have any allergies"): then
work words elsewhere in the clause do not make it the subject of the work.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from pathlib import Path

from graph.rules.frames import clause_at, sentence_at
from graph.rules.lexicon import read_data
from graph.rules.text import alternation, data_pattern

# Topic → the phrasings of a question that touches it, the work words that make a term the subject of the work,
# the grounds each law enumerates, and the labels and statements of a personal-data line (protected.yaml).
_DATA = read_data(Path(__file__).with_name("protected.yaml"))
_PIECES = {"demonyms": alternation(_DATA["demonyms"])}  # nationalities and peoples: "since you're Canadian"
QUESTION_PATTERNS: dict[str, tuple[str, ...]] = {
    topic: tuple(data_pattern(pattern, _PIECES) for pattern in patterns)
    for topic, patterns in _DATA["question_patterns"].items()}
WORK_CONTEXT: dict[str, str] = {topic: "|".join(words) for topic, words in _DATA["work_context"].items()}
SHARED_WORK_CONTEXT = "|".join(_DATA["shared_work_context"])  # work about any topic: households, samples, trials
STATUTORY_GROUNDS: dict[str, dict[str, str]] = _DATA["statutory_grounds"]


_CAPITAL = re.compile(r"(?<!\\)[A-Z]")  # not an escape's letter: \S must not become \s


def _lowered(pattern: str) -> str:
    """The pattern in lower case, its escapes kept."""
    return _CAPITAL.sub(lambda m: m.group().lower(), pattern)


def _one_pass(korean: bool) -> re.Pattern:
    """One regex per script, one named group per topic. Korean terms match only where a Korean word
    starts; English ones where a word starts. Lower case throughout: faster than IGNORECASE."""
    groups = []
    for index, patterns in enumerate(QUESTION_PATTERNS.values()):
        chosen = [_lowered(p).removeprefix(r"\b") for p in patterns if bool(_KOREAN_TERM.match(p)) == korean]
        groups.append(f"(?P<t{index}>" + "|".join(chosen) + ")")
    return re.compile((r"(?<![가-힣])(?:" if korean else r"\b(?:") + "|".join(groups) + ")")


_KOREAN_TERM = re.compile(r"\(?[가-힣]")
# The term is the addressee's own: "as a Buddhist", "your own faith", "여성 매니저로서", "공병 출신이시라". Work words
# elsewhere in the clause ("…고객을 응대하실 때") then do not make it the subject of the work.
_OWN_BEFORE = re.compile(r"(?:\bas an?|\byou're|\byou are|\bbeing an?|\byour own|본인의?|귀하의?|"
                         r"\b(?:do|did|have) you (?:have|had|got)(?: any)?)\s+$")
_OWN_ENDINGS = "이시라|이시니|이시면|이신|이셔서|이라서|으로서|로서"  # "불자이시라", "여성 매니저로서"
_OWN_END = re.compile(f"(?:{_OWN_ENDINGS}|이라면)$")
_OWN_AFTER = re.compile(rf"^(?:분)?\s?(?:[가-힣]{{1,5}}\s?)?(?:{_OWN_ENDINGS}|출신이)")
_QUESTION = (_one_pass(korean=True), _one_pass(korean=False))
_TOPICS = list(QUESTION_PATTERNS)
_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad\u034f"))
# A work word starts a word ("cats" is no work word inside "medications"); it may end inside one ("underwriting").
_WORD_START = r"(?<![A-Za-z])(?:{})"
_SHARED_WORK = re.compile(_WORD_START.format(SHARED_WORK_CONTEXT), re.IGNORECASE)
_WORK = {topic: re.compile(_WORD_START.format(f"{pattern}|{SHARED_WORK_CONTEXT}"), re.IGNORECASE)
         for topic, pattern in WORK_CONTEXT.items()}


def protected_attribute_hits(text: str) -> list[tuple[str, str]]:
    """(topic, matched span) for every protected topic the text touches as the person's own."""
    return list(_hits(text))


@functools.lru_cache(maxsize=4096)
def _hits(text: str) -> tuple[tuple[str, str], ...]:
    text = unicodedata.normalize("NFKC", text).translate(_ZERO_WIDTH)
    hits: dict[str, str] = {}
    lowered = text.lower()
    for match in (m for pattern in _QUESTION for m in pattern.finditer(lowered)):
        topic = _TOPICS[int(match.lastgroup[1:])]
        if topic in hits:
            continue
        if lowered[match.end():match.end() + 1] == "별":
            continue  # "혈액형별 재고", "연령별 분포": a breakdown of data by the attribute, no one's own
        clause = clause_at(text, match.start())
        own = _OWN_BEFORE.search(lowered[max(0, match.start() - 32):match.start()]) or \
            _OWN_AFTER.match(lowered[match.end():match.end() + 12]) or _OWN_END.search(match.group(0))
        if clause is not None and not own and (_WORK[topic].search(clause.text)
                                               or _SHARED_WORK.search(sentence_at(text, match.start()))):
            continue  # the term is the subject of the work ("웨딩 박람회 기획", "보호자(어머니) 상담")
        hits[topic] = text[match.start():match.end()].strip()
    return tuple(hits.items())


# --- document lines that are personal data -------------------------------------------------------

# A label of a personal-data field, at the start of a line or after a separator ("나이: 42 / 성별: 남").
PERSONAL_LABELS: dict[str, str] = {topic: "|".join(labels) for topic, labels in _DATA["personal_labels"].items()}
_LABEL_LINE = re.compile(r"(?:^|[|/·;,]\s*)[-*•]?\s*\**(?:" + "|".join(f"(?P<l{i}>{p})" for i, p in
                                                                      enumerate(PERSONAL_LABELS.values()))
                         + r")\**\s*(?:[:：|]|\s-\s)\s*\S", re.IGNORECASE)
# Statements that are personal data wherever they stand in a line.
PERSONAL_FACTS: dict[str, str] = {topic: "|".join(facts) for topic, facts in _DATA["personal_facts"].items()}
_FACT = re.compile("|".join(f"(?P<f{i}>{p})" for i, p in enumerate(PERSONAL_FACTS.values())), re.IGNORECASE)


def personal_data_line(text: str) -> str | None:
    """The topic when a document line states personal data (age, birth, origin, marriage, family,
    military service, religion, photo, body and health, gender), else None. Such a line is never evidence."""
    line = unicodedata.normalize("NFKC", text).strip()
    match = _LABEL_LINE.search(line)
    if match:
        return list(PERSONAL_LABELS)[int(match.lastgroup[1:])]
    match = _FACT.search(line)
    if match:
        return list(PERSONAL_FACTS)[int(match.lastgroup[1:])]
    return None


def personal_fact_spans(text: str) -> list[tuple[str, int, int]]:
    """(topic, start, end) of each personal-data statement in a line ("1990년생", "만 34세", "군필"): the
    spans blind input replaces where the rest of the line is work content."""
    return [(list(PERSONAL_FACTS)[int(m.lastgroup[1:])], m.start(), m.end()) for m in _FACT.finditer(text)]
