"""Text primitives the checks share: matching forms of a text, invisible-character folding, Hangul."""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import NamedTuple

from graph.rules.lexicon import read_data

_QUOTES = str.maketrans({"“": '"', "”": '"', "„": '"', "‘": "'", "’": "'", "`": "'", "「": '"', "」": '"',
                         "『": '"', "』": '"', "～": "~", "〜": "~", "–": "-", "—": "-", "−": "-"})


def normalise_width(text: str) -> str:
    """Full/half width folded (NFKC), quotes, tildes and dashes unified; lines and spaces kept."""
    return unicodedata.normalize("NFKC", text).translate(_QUOTES)


@functools.lru_cache(maxsize=512)  # whole documents among the keys: a bounded few
def normalise_for_match(text: str) -> str:
    """Full/half width folded (NFKC), quotes and dashes unified, markdown emphasis and spaces folded."""
    text = normalise_width(text)
    text = re.sub(r"[*_]{1,3}", "", text)
    return re.sub(r"\s+", " ", text).strip().lower()


def squeeze(text: str) -> str:
    """The matching form without spaces: "한빛 대학교" and "한빛대학교" are one name."""
    return normalise_for_match(text).replace(" ", "")


# Characters that render as a blank (Hangul fillers, braille blank) become a space; characters that
# render as nothing (format controls, combining grapheme joiner, variation selectors) are dropped.
# Both are ways to hide an instruction from a pattern while a model still reads it.
_BLANKS = dict.fromkeys(map(ord, "\u3164\u115f\u1160\uffa0\u2800\u00a0\u2000\u2001\u2002\u2003\u2004\u2005"
                                 "\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000"), " ")
# Look-alike brackets and letters that NFKC leaves alone.
_LOOKALIKES = str.maketrans({"‹": "<", "›": ">", "〈": "<", "〉": ">", "⟨": "<", "⟩": ">", "《": "<", "》": ">",
                             "«": "<", "»": ">", "˂": "<", "˃": ">", "ᐸ": "<", "ᐳ": ">",
                             "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i",
                             "ѕ": "s", "ј": "j", "ԁ": "d", "ɡ": "g", "ο": "o", "ι": "i", "ν": "v", "α": "a"})


def fold(text: str) -> str:
    """The text as a reader sees it: NFKC, hidden characters dropped, look-alikes unified."""
    text = unicodedata.normalize("NFKC", text.translate(_BLANKS)).translate(_BLANKS)
    text = "".join(c for c in text if c < "\u0300" or "가" <= c <= "힣" or not _invisible(c)).translate(_LOOKALIKES)
    return re.sub(r"[ \t]+", " ", text)


def _invisible(char: str) -> bool:
    return unicodedata.category(char) in ("Cf", "Mn")  # format controls, combining marks, variation selectors


def blank_before(text: str, position: int) -> int:
    """Where the whitespace that ends at `position` begins: `text[:blank_before(text, p)]` is `text[:p].rstrip()`,
    found by reading that whitespace alone rather than copying all of the text before it."""
    while position and text[position - 1].isspace():
        position -= 1
    return position


def is_hangul(char: str) -> bool:
    return "가" <= char <= "힣"


def final_consonant(syllable: str) -> int:
    """Index of a Hangul syllable's final consonant (0 = none, 4 = ㄴ, 8 = ㄹ, 20 = ㅆ)."""
    return (ord(syllable) - ord("가")) % 28 if is_hangul(syllable) else -1


# Korean particles a noun may carry, from korean.yaml: by role for patterns, the pairs told apart by the noun's last
# syllable for strip_particle (the first form after a consonant, the second after a vowel; 로 after ㄹ too), so a
# name that ends in a particle's syllable keeps it: "하이", "삼일회계법인", "파이썬". After a Latin name either
# may stand.
KOREAN = read_data(Path(__file__).with_name("korean.yaml"))
PARTICLE_ROLES: dict[str, tuple[str, ...]] = {role: tuple(forms) for role, forms in KOREAN["roles"].items()}
_PARTICLE_ANY = re.compile("(?:" + "|".join(KOREAN["after_any"]) + ")$")
# Longest first, so "이라는" is tried before "라는" (pairs of one length end in different syllables: order within
# a length cannot matter).
_PARTICLES_PAIRED = tuple(sorted(((form, after_consonant) for pair in KOREAN["paired"]
                                  for form, after_consonant in zip(pair, (True, False), strict=True)),
                                 key=lambda particle: -len(particle[0])))


def particles(*roles: str) -> str:
    """A regex alternation of the particles of these roles, longest first: particles("object") is "을|를"."""
    forms = {form for role in roles for form in PARTICLE_ROLES[role]}
    return "|".join(sorted(forms, key=lambda form: (-len(form), form)))


def strip_particle(word: str) -> str:
    """A Korean word without its particle: "배터리팩을" → "배터리팩", "쿠팡에서" → "쿠팡", "서울로" → "서울",
    "Kafka를" → "Kafka"; "삼일회계법인", "하이" kept whole."""
    stem = _PARTICLE_ANY.sub("", word)
    if stem != word:
        return stem
    for particle, after_consonant in _PARTICLES_PAIRED:
        stem = word[: -len(particle)]
        if not word.endswith(particle) or not stem:
            continue
        final = final_consonant(stem[-1])
        if final < 0 or (final > 0 if after_consonant else final == 0 or (particle[0] == "로" and final == 8)):
            return stem
    return word


def is_particle(word: str) -> bool:
    """The word is a particle on its own ("를", "에서"): what follows a name, not part of it."""
    return bool(_PARTICLE_ANY.fullmatch(word)) or any(word == particle for particle, _ in _PARTICLES_PAIRED)


# --- splitting a text into lines, sentences and clauses, each piece with its offset ------------------------------

# A sentence ends after . ! ? ; (not the one of "e.g.", "i.e.", "vs.") and at every run of line breaks.
SENTENCE_END = re.compile(r"(?<=[.!?。？！;])(?<!e\.g\.)(?<!i\.e\.)(?<!vs\.)\s+|\n+")
# A clause ends at a comma or colon, a dash or bracket set off by blanks, and after a Korean connective ending
# ("…했는데", "…지만", "…하며"). A run of blanks is tried from its start only: tried at each of its blanks, it would
# be read to its end every time.
CLAUSE_END = re.compile(r"[,，:：]\s+|(?<!\s)\s+[-–—]\s+|(?<!\s)\s+\(|\)(?=\s|$)"
                        r"|(?<=[는은인한운던]데|지만|니까|으며|하며|면서)\s+")
LINE_END = re.compile(r"\n")


def spans(text: str, separator: re.Pattern, offset: int = 0) -> list[tuple[int, str]]:
    """The pieces of `text` between the matches of `separator` as (offset + start, piece); blank pieces left out."""
    found, start = [], 0
    for match in separator.finditer(text):
        if text[start:match.start()].strip():
            found.append((offset + start, text[start:match.start()]))
        start = match.end()
    if text[start:].strip():
        found.append((offset + start, text[start:]))
    return found


def lines_of(text: str) -> list[str]:
    """The text's lines that are not blank, as `text.split("\\n")` gives them."""
    return [line for _, line in spans(text, LINE_END)]


@functools.lru_cache(maxsize=64)
def sentences(text: str) -> tuple[tuple[int, str], ...]:
    """The text's sentences as (start, sentence)."""
    return tuple(spans(text, SENTENCE_END))


# Regexes kept as data (graph/rules/*.yaml): a long one is written over the lines of a `|-` block, and a pattern names
# a shared piece as {name} and Korean particles by role as {particles:object,topic}. A quantifier ({0,2}) is no name.
_PLACEHOLDER = re.compile(r"\{(?:particles:)?[a-z_]+(?:,[a-z_]+)*\}")


def alternation(pieces: Iterable[str]) -> str:
    """The regex pieces as one non-capturing alternation: ["a", "b"] → "(?:a|b)"."""
    return "(?:" + "|".join(pieces) + ")"


def data_pattern(pattern: str, pieces: Mapping[str, str] | None = None) -> str:
    """A pattern as a data file writes it, as a regex: its lines joined as they stand, each {name} replaced by
    pieces[name] and each {particles:role,role} by text.particles(role, role)."""
    def piece(match: re.Match) -> str:
        name = match.group()[1:-1]
        if name.startswith("particles:"):
            return particles(*name.removeprefix("particles:").split(","))
        return (pieces or {})[name]
    return _PLACEHOLDER.sub(piece, "".join(pattern.splitlines()))


# The forms a lexicon (the technology catalogue, the organisation lexicon) compares spellings in. All three fold
# width (NFKC) and case (casefold) the same way; they differ in what they drop, as each lexicon's names need.
_SEPARATORS = re.compile(r"[\s\-_\u2010-\u2015]+")
_PUNCTUATION = re.compile(r"[^\w&]|_")


def normalise_alias(text: str) -> str:
    """A spelling as written, compared: NFKC, casefolded, runs of spaces, hyphens and underscores as one space
    ("Spring_Boot" → "spring boot"). The catalogue refuses two spellings alike in this form."""
    return _SEPARATORS.sub(" ", unicodedata.normalize("NFKC", text).casefold()).strip()


def compact(text: str) -> str:
    """The alias form without its spaces: "Spring Boot", "spring-boot" and "SpringBoot" are one technology. It keeps
    the punctuation that tells technologies apart ("C", "C++", "C#", ".NET")."""
    return normalise_alias(text).replace(" ", "")


def compact_alnum(text: str) -> str:
    """The compact form without punctuation but the ampersand: an organisation is written with and without its dots
    ("S.K." is "sk"), and "S&P Global" keeps its "&" so that "P&G" is not "PG"."""
    return _PUNCTUATION.sub("", compact(text))


class Stoplist(NamedTuple):
    """The words `content_words` drops, and how the reader that owns them tells a word: each reader keeps its
    lists as data beside it (figures: figures.yaml `anchor_stopwords`)."""

    english: frozenset[str]  # compared lowercased
    korean: frozenset[str]  # compared without their particle
    word: re.Pattern = re.compile(r"[A-Za-z][A-Za-z0-9'-]*[A-Za-z0-9]|[가-힣]+")
    shortest_english: int = 2  # a shorter Latin word is no content word
    acronyms: bool = False  # an all-capitals word keeps its capitals ("AWS"); otherwise every word is lowercased
    skip_figures: bool = False  # a token that starts with a digit ("3개월간", "$40K") is a figure, not words


def content_words(text_or_tokens: str | Iterable[str], stoplist: Stoplist) -> list[str]:
    """The words that can tie a text to another, in order: names and nouns, lowercased, Korean ones without their
    particle, English ones singular ("accounts" → "account"), none of the stoplist's. A text is split at spaces."""
    tokens = text_or_tokens.split() if isinstance(text_or_tokens, str) else text_or_tokens
    words = []
    for token in tokens:
        if stoplist.skip_figures and re.match(r"\W*\d", token):
            continue
        words += [word for word in (_content_word(found, stoplist) for found in stoplist.word.findall(token)) if word]
    return words


def _content_word(word: str, stoplist: Stoplist) -> str:
    """The word as a content word, or "" when it is none."""
    if is_hangul(word[0]):
        word = strip_particle(word)
        return word if len(word) >= 2 and word not in stoplist.korean else ""
    if len(word) < stoplist.shortest_english or word.lower() in stoplist.english:
        return ""
    word = word if stoplist.acronyms and word.isupper() else word.lower()
    return word[:-1] if len(word) >= 4 and word.endswith("s") and not word.endswith("ss") else word


# What a model reads that fold keeps (text.yaml): characters that hide a word from a pattern, the look-alikes fold
# leaves alone, and the compatibility jamo a loose spelling ("ㅁㅜㅅㅣ") is composed from.
_AS_READ = read_data(Path(__file__).with_name("text.yaml"))
_UNHIDDEN = {**dict.fromkeys(map(ord, "".join(_AS_READ["drop"])), None),
             **dict.fromkeys(map(ord, "".join(_AS_READ["blank"])), " ")}
_MODEL_LOOKALIKES = str.maketrans({**_AS_READ["lookalikes"]["letters"], **_AS_READ["lookalikes"]["marks"]})
_INITIALS, _MEDIALS = _AS_READ["jamo"]["initials"], _AS_READ["jamo"]["medials"]
_FINALS = ["", *_AS_READ["jamo"]["finals"]]


def unhide(text: str) -> str:
    """The text without the characters that hide a word and that fold keeps (soft hyphen, U+034F, zero-width
    joiners) and with fillers and line separators read as the blank they render as."""
    return text.translate(_UNHIDDEN)


def model_reading(text: str) -> str:
    """The text as a model reads it: unhidden, folded, look-alikes fold leaves unified, symbols (emoji,
    pictographs: Unicode So/Sk/Co) read as a space, and runs of blanks as one."""
    text = fold(unhide(text)).translate(_MODEL_LOOKALIKES)
    return re.sub(r"[ \t]+", " ", "".join(" " if unicodedata.category(c) in ("So", "Sk", "Co") else c for c in text))


def without_accents(text: str) -> str:
    """Latin letters (U+00C0–U+024F) without their accents: "ìgnörè" → "ignore"."""
    return "".join(unicodedata.normalize("NFD", c)[0] if "\u00c0" <= c <= "\u024f" else c for c in text)


def compose_jamo(text: str) -> str:
    """Loose compatibility jamo ("ㅁㅜㅅㅣ") composed into syllables ("무시")."""
    return re.sub(r"[ㄱ-ㅣ]{2,}", lambda match: _composed(match.group()), text)


def _composed(jamo: str) -> str:
    out, i = [], 0
    while i < len(jamo):
        if i + 1 < len(jamo) and jamo[i] in _INITIALS and jamo[i + 1] in _MEDIALS:
            final = 0
            if i + 2 < len(jamo) and jamo[i + 2] in _FINALS and not (i + 3 < len(jamo) and jamo[i + 3] in _MEDIALS):
                final = _FINALS.index(jamo[i + 2])
            out.append(chr(0xAC00 + (_INITIALS.index(jamo[i]) * 21 + _MEDIALS.index(jamo[i + 1])) * 28 + final))
            i += 3 if final else 2
        else:
            out.append(jamo[i])
            i += 1
    return "".join(out)
