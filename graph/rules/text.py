"""Text primitives the checks share: matching forms of a text, invisible-character folding, Hangul."""

from __future__ import annotations

import functools
import re
import unicodedata

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


def is_hangul(char: str) -> bool:
    return "가" <= char <= "힣"


def final_consonant(syllable: str) -> int:
    """Index of a Hangul syllable's final consonant (0 = none, 4 = ㄴ, 8 = ㄹ, 20 = ㅆ)."""
    return (ord(syllable) - ord("가")) % 28 if is_hangul(syllable) else -1
