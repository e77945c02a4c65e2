"""The one scanner of the lexicons (graph/rules/scanner.py), on a lexicon of its own: what the scan does whatever the
policy, apart from the technology catalogue's and the organisation lexicon's rules (their own tests hold those)."""

from __future__ import annotations

import re
from dataclasses import replace

from graph.rules.lexicon import Entry
from graph.rules.scanner import Lexicon, Policy, Word

_WORD = re.compile(r"\w+")


def _words(text: str) -> list[Word]:
    return [Word(m.group(), m.group().lower(), m.start(), m.end()) for m in _WORD.finditer(text)]


PLAIN = Policy(words=_words, key=lambda text: "".join(w.key for w in _words(text)), gap_key=lambda gap: "",
               ends=lambda gap, previous: "," in gap, readings=lambda word: [(word.key, word.end)],
               accepts=lambda found, text: True, weak=lambda entry, text: False)
ENTRIES = (Entry(name="Kakao", aliases=("Kakao Pay Securities",)), Entry(name="Kakao Pay", aliases=()),
           Entry(name="Apache Spark", aliases=()))


def _names(lexicon: Lexicon, text: str) -> list[tuple[str, str]]:
    return [(found.spelling.entry.name, text[found.start:found.end]) for found in lexicon.find(text)]


def test_the_longest_spelling_wins_and_the_scan_goes_on_after_it():
    lexicon = Lexicon(ENTRIES, PLAIN)
    assert _names(lexicon, "Kakao Pay Securities and Kakao Pay, then Kakao") == [
        ("Kakao", "Kakao Pay Securities"), ("Kakao Pay", "Kakao Pay"), ("Kakao", "Kakao")]


def test_a_spelling_does_not_run_across_what_ends_it():
    assert _names(Lexicon(ENTRIES, PLAIN), "Kakao, Pay; Apache, Spark") == [("Kakao", "Kakao")]


def test_the_prefixes_are_what_the_scan_builds_over_a_spellings_own_words():
    lexicon = Lexicon(ENTRIES, PLAIN)
    assert lexicon.prefixes == {"kakao", "kakaopay", "kakaopaysecurities", "apache", "apachespark"}
    assert set(lexicon.spellings) == {"kakao", "kakaopay", "kakaopaysecurities", "apachespark"}


def test_the_policy_decides_which_spellings_count_and_how_many_words_one_spans():
    no_pay = replace(PLAIN, accepts=lambda found, text: found.spelling.text != "Kakao Pay")
    assert _names(Lexicon(ENTRIES, no_pay), "Kakao Pay") == [("Kakao", "Kakao")]
    two_words = replace(PLAIN, most_words=2)
    assert _names(Lexicon(ENTRIES, two_words), "Kakao Pay Securities") == [("Kakao Pay", "Kakao Pay")]
    assert _names(Lexicon(ENTRIES, replace(PLAIN, shortest=6)), "Kakao") == []
