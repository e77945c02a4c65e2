"""The one scanner of the lexicons (`technology`, `organisations`): which of a lexicon's spellings a text names.

The spellings are indexed by their compact form, and so is every leading run of their words (the prefixes). The
scan reads the text word by word from each word on, only while the words read so far may still be a spelling's
beginning, and keeps the longest spelling its lexicon accepts there; it then goes on after that spelling. Each word
is read at most as many times as the longest spelling has characters: linear in the text.

What differs between the lexicons is their `Policy`: how a text splits into words, the compact form spellings are
compared in, what may stand between the words of one spelling, the readings of a word (with and without a Korean
particle, …), and which spellings found count there (case rule, compound guard).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from graph.rules.lexicon import Entry


class Word(NamedTuple):
    text: str
    key: str  # its compact form
    start: int
    end: int


class Spelling(NamedTuple):
    entry: Entry
    text: str
    weak: bool  # an ordinary word as well: its lexicon's policy asks more of it


class Found(NamedTuple):
    """A spelling the words from `first` on spell, `count` words of them, ending at `end` (before a particle)."""

    spelling: Spelling
    words: Sequence[Word]
    first: int
    count: int
    end: int

    @property
    def start(self) -> int:
        return self.words[self.first].start

    @property
    def last(self) -> Word:
        return self.words[self.first + self.count - 1]


@dataclass(frozen=True)
class Policy:
    """How one lexicon is read."""

    words: Callable[[str], list[Word]]  # the words of a text (or of a spelling), with their compact form
    key: Callable[[str], str]  # a spelling's compact form
    gap_key: Callable[[str], str]  # what the text between two words of a spelling adds to its compact form
    ends: Callable[[str, Word], bool]  # the text between two words (after the first of them) ends any spelling
    readings: Callable[[Word], Iterable[tuple[str, int]]]  # the word's compact forms and where each ends
    accepts: Callable[[Found, str], bool]  # a spelling found counts in the text (case rule, compound guard)
    weak: Callable[[Entry, str], bool]  # the entry's spelling is an ordinary word as well
    shortest: int = 1  # shorter spellings are left out
    most_words: int | None = None  # a spelling spans at most this many words of a text


class Lexicon:
    """A lexicon's spellings, indexed for the scan, with the policy it is read by."""

    def __init__(self, entries: Iterable[Entry], policy: Policy) -> None:
        self.policy = policy
        self.spellings: dict[str, Spelling] = {}  # compact form → spelling
        self.prefixes: set[str] = set()  # compact forms of every leading run of a spelling's words
        for entry in entries:
            for text in entry.spellings:
                if len(text) >= policy.shortest:
                    self.spellings[policy.key(text)] = Spelling(entry, text, policy.weak(entry, text))
                    self.prefixes.update(self._prefixes(text))

    def _prefixes(self, text: str) -> Iterable[str]:
        """The compact forms the scan builds over the spelling's own words, word by word."""
        key, previous = "", None
        for word in self.policy.words(text):
            if previous:
                key += self.policy.gap_key(text[previous.end:word.start])
            key += word.key
            previous = word
            yield key

    def find(self, text: str) -> tuple[Found, ...]:
        return self.scan(self.policy.words(text), text)

    def scan(self, words: Sequence[Word], text: str) -> tuple[Found, ...]:
        """The spellings the words of the text make, longest first, each word in one at most."""
        found: list[Found] = []
        position = 0
        while position < len(words):
            longest = self._longest(words, position, text)
            found += [longest] if longest else []
            position += longest.count if longest else 1
        return tuple(found)

    def _longest(self, words: Sequence[Word], first: int, text: str) -> Found | None:
        """The longest spelling the policy accepts that starts at the word, read word by word while one may go on."""
        policy, best, key, previous = self.policy, None, "", None
        most = len(words) - first if policy.most_words is None else min(policy.most_words, len(words) - first)
        for count in range(1, most + 1):
            word = words[first + count - 1]
            if previous:
                gap = text[previous.end:word.start]
                if policy.ends(gap, previous):
                    break
                key += policy.gap_key(gap)
            for reading, end in policy.readings(word):
                spelling = self.spellings.get(key + reading)
                if spelling and policy.accepts(candidate := Found(spelling, words, first, count, end), text):
                    best = candidate
            key += word.key
            if key not in self.prefixes:
                break
            previous = word
        return best
