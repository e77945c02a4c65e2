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
from pathlib import Path
from typing import Literal, NamedTuple

from graph.rules.lexicon import Entry, load_entries
from graph.rules.scanner import Found, Lexicon, Policy, Spelling, Word
from graph.rules.text import blank_before, compact_alnum, is_hangul, is_particle, strip_particle

DEFAULT_PATH = Path(__file__).with_name("organisations.yaml")

Kind = Literal["employer", "school", "institute", "hospital", "broadcaster", "brand", "agency", "association"]


class Organisation(Entry):
    kind: Kind


@functools.cache
def load_organisations(path: Path = DEFAULT_PATH) -> tuple[Organisation, ...]:
    """Every entry of the YAML file; ValueError when two spellings (of one entry or two) compare alike."""
    return load_entries(path, "organisations", Organisation, key=compact_alnum)


class Mention(NamedTuple):
    organisation: Organisation
    start: int
    end: int  # before a Korean particle


_WORD = re.compile(r"[가-힣]+|[^\W_가-힣]+")
_HANGUL_RUN = re.compile(r"[가-힣]+")
_JOINER = re.compile(r"[ &.'’+/-]{0,3}")  # what may stand between the words of one name ("Johnson & Johnson")
_JOINED_BEFORE = re.compile(r"[A-Za-z0-9][/&+-]$")
_JOINED_AFTER = re.compile(r"[/&+-][A-Za-z0-9]")


def _words(text: str) -> list[Word]:
    return [Word(m.group(), compact_alnum(m.group()), m.start(), m.end()) for m in _WORD.finditer(text)]


def _readings(word: Word) -> list[tuple[str, int]]:
    """The word, and a Korean one without its particle ("카카오와", "쿠팡에서")."""
    readings = [(word.key, word.end)]
    stem = strip_particle(word.text) if is_hangul(word.text[-1]) else word.text
    if stem and stem != word.text:
        readings.append((compact_alnum(stem), word.start + len(stem)))
    return readings


def _accepts(found: Found, text: str) -> bool:
    start, end = found.start, found.end
    return _spelled_as(found.spelling, text[start:end], text, start) and not _in_compound(text, start, end)


def _spelled_as(spelling: Spelling, written: str, text: str, start: int) -> bool:
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
    return bool(_JOINED_BEFORE.search(text[max(0, start - 2):start]) or _JOINED_AFTER.match(text[end:end + 2])
                or hangul and not is_particle(hangul.group()))


def _weak(organisation: Organisation, text: str) -> bool:
    """One word of an ordinary-word entry: a Latin one, or a Hangul one of up to three syllables."""
    return organisation.ambiguous and " " not in text.strip() and (not is_hangul(text[:1]) or len(text) <= 3)


POLICY = Policy(words=_words, key=compact_alnum, gap_key=compact_alnum,  # an ampersand counts: "P&G" is not "PG"
                ends=lambda gap, previous: not _JOINER.fullmatch(gap), readings=_readings, accepts=_accepts,
                weak=_weak, most_words=8)


@functools.cache
def lexicon() -> Lexicon:
    return Lexicon(load_organisations(), POLICY)


def mentions_in(text: str) -> tuple[Mention, ...]:
    """Every lexicon organisation the text names, the longest spelling first, with its position."""
    return tuple(Mention(f.spelling.entry, f.start, f.end) for f in lexicon().find(text))


def named_in(texts: list[str]) -> frozenset[str]:
    """Every spelling, in compact form, of the lexicon organisations the texts name."""
    return frozenset(compact_alnum(spelling) for text in texts for m in mentions_in(text)
                     for spelling in m.organisation.spellings)


def is_named(organisation: Organisation, written: str, named: frozenset[str]) -> bool:
    """Texts whose organisations' spellings are `named` name this one: in any of its spellings, or as the group
    of one of theirs ("삼성" for the documents' "삼성전자", "Samsung" for "Samsung Electronics")."""
    form = compact_alnum(written)
    return compact_alnum(organisation.name) in named or any(spelling.startswith(form) for spelling in named)
