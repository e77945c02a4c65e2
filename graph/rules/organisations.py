"""The organisation lexicon: well-known employers, schools, institutes, broadcasters, brands and agencies.

Names with no suffix or marker ("카카오와 공동으로", "SK하이닉스에서", "the long thesis on KONE", "DNV SolarFarmer")
escape the patterns of `premises`, and they are what a language model invents: famous names. `organisations.yaml`
beside this module lists them with their Korean and English spellings and short forms; `premises` reports one the
text states as the candidate's past that the documents never name, in any of its spellings.

A spelling counts only as a word of its own: a particle may follow a Korean name ("카카오와", "쿠팡에서"), but
"카카오톡" is not 카카오, and the longest spelling wins ("카카오페이" over "카카오"). An ordinary-word spelling
(`ambiguous`) counts only where it cannot be the ordinary word (see the YAML file's header).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Literal, NamedTuple

from graph.rules.lexicon import Entry, load_entries, normalise_alias
from graph.rules.text import blank_before, is_hangul, is_particle, strip_particle

DEFAULT_PATH = Path(__file__).with_name("organisations.yaml")

Kind = Literal["employer", "school", "institute", "hospital", "broadcaster", "brand", "agency", "association"]


class Organisation(Entry):
    kind: Kind


@functools.lru_cache(maxsize=4096)  # the words of a text, one at a time: the same few recur
def compact(text: str) -> str:
    """The form spellings are compared in: casefolded, without spaces or punctuation but the ampersand
    ("S&P Global" → "s&pglobal", so that "P&G" is not "PG")."""
    return re.sub(r"[^\w&]+|_", "", normalise_alias(text))


@functools.cache
def load_organisations(path: Path = DEFAULT_PATH) -> tuple[Organisation, ...]:
    """Every entry of the YAML file; ValueError when two spellings (of one entry or two) compare alike."""
    return load_entries(path, "organisations", Organisation, key=compact)


class Mention(NamedTuple):
    organisation: Organisation
    start: int
    end: int  # before a Korean particle


class _Spelling(NamedTuple):
    organisation: Organisation
    text: str
    weak: bool  # an ordinary word as well


class _Index(NamedTuple):
    spellings: dict[str, _Spelling]  # compact spelling → spelling
    prefixes: set[str]  # compact forms of every leading run of a spelling's words: where to keep reading


_WORD = re.compile(r"[가-힣]+|[^\W_가-힣]+")
_HANGUL_RUN = re.compile(r"[가-힣]+")
_JOINER = re.compile(r"[ &.'’+/-]{0,3}")  # what may stand between the words of one name ("Johnson & Johnson")


@functools.cache
def _index() -> _Index:
    spellings, prefixes = {}, set()
    for organisation in load_organisations():
        for text in organisation.spellings:
            one_word = " " not in text.strip()
            weak = organisation.ambiguous and one_word and (not is_hangul(text[:1]) or len(text) <= 3)
            spellings[compact(text)] = _Spelling(organisation, text, weak)
            prefixes.update(compact(text[:word.end()]) for word in _WORD.finditer(text))
    return _Index(spellings, prefixes)


def _spelled_as(spelling: _Spelling, written: str, text: str, start: int) -> bool:
    """Hangul in any case; a Latin spelling capitalised as the lexicon has it (an acronym in capitals); an
    ordinary-word spelling exactly, not opening a sentence, and never a short Hangul one."""
    if spelling.weak:
        return not is_hangul(spelling.text[:1]) and written == spelling.text and not _opens_a_sentence(text, start)
    letters = [c for c in spelling.text if c.isascii() and c.isalpha()]
    written_letters = [c for c in written if c.isascii() and c.isalpha()]
    if letters and all(c.isupper() for c in letters) and len(letters) > 1:
        return all(c.isupper() for c in written_letters)
    return not (letters and letters[0].isupper()) or not written_letters or written_letters[0].isupper()


def _opens_a_sentence(text: str, start: int) -> bool:
    """Only blanks before the position, or a line break or the end of a sentence, a colon or a quote; read back
    over the blanks alone, not the whole text before (a text of such words would cost its square)."""
    written_to = blank_before(text, start)
    return not written_to or text[written_to - 1] in ".!?:\"'" or "\n" in text[written_to:start]


def _in_compound(text: str, start: int, end: int) -> bool:
    """"PK/SK", "X-SK", "PG사": a Latin name joined to another word by a slash, hyphen or ampersand, or followed
    by Hangul that is no particle, is part of that compound."""
    if is_hangul(text[end - 1]):
        return False
    hangul = _HANGUL_RUN.match(text, end)
    return bool(re.search(r"[A-Za-z0-9][/&+-]$", text[max(0, start - 2):start]) or re.match(r"[/&+-][A-Za-z0-9]", text[end:end + 2])
                or hangul and not is_particle(hangul.group()))


@functools.lru_cache(maxsize=512)  # whole documents among the keys: a bounded few
def mentions_in(text: str) -> tuple[Mention, ...]:
    """Every lexicon organisation the text names, the longest spelling first, with its position."""
    return _scan(list(_WORD.finditer(text)), text)


def _scan(words: Sequence[re.Match], text: str) -> tuple[Mention, ...]:
    """The mentions the words of the text make, read from each word at most eight words on, and only while a
    spelling may go on: linear in the text."""
    index = _index()
    found: list[Mention] = []
    position = 0
    while position < len(words):
        best, key = None, ""
        for count, word in enumerate(words[position:position + 8]):
            if count:
                gap = text[words[position + count - 1].end():word.start()]
                if not _JOINER.fullmatch(gap):
                    break
                key += compact(gap)  # an ampersand counts: "P&G" is not "PG"
            forms = [(word.group(), word.end())]
            stem = strip_particle(word.group()) if is_hangul(word.group()[-1]) else word.group()
            if stem and stem != word.group():
                forms.append((stem, word.start() + len(stem)))
            for form, end in forms:
                spelling = index.spellings.get(key + compact(form))
                start = words[position].start()
                if spelling and _spelled_as(spelling, text[start:end], text, start) and not _in_compound(text, start, end):
                    best = (Mention(spelling.organisation, start, end), count + 1)
            key += compact(word.group())
            if key not in index.prefixes:
                break
        if best is None:
            position += 1
            continue
        found.append(best[0])
        position += best[1]
    return tuple(found)


def named_in(texts: list[str]) -> frozenset[str]:
    """Every spelling, in compact form, of the lexicon organisations the texts name."""
    return frozenset(compact(spelling) for text in texts for m in mentions_in(text) for spelling in m.organisation.spellings)


def is_named(organisation: Organisation, written: str, named: frozenset[str]) -> bool:
    """Texts whose organisations' spellings are `named` name this one: in any of its spellings, or as the group
    of one of theirs ("삼성" for the documents' "삼성전자", "Samsung" for "Samsung Electronics")."""
    form = compact(written)
    return compact(organisation.name) in named or any(spelling.startswith(form) for spelling in named)
