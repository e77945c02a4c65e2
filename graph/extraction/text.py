"""Normalised text and the character cap, shared by the calling process and the parser child.

Only the standard library here: the child (graph.extraction.sandbox) imports this on every parse.
"""

from __future__ import annotations

import re
import unicodedata

MAX_TEXT_CHARS = 100_000  # about 40 pages; more is not a resume, and every character is billed
TOO_MUCH_TEXT = f"has more than {MAX_TEXT_CHARS:,} characters of text"


class ExtractionError(Exception):
    """Why a document yields no text, in words for the person who sent it; never quotes its content."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def normalise_text(text: str) -> str:
    """NFC, unified newlines, no control characters, trailing spaces trimmed."""
    text = unicodedata.normalize("NFC", text).replace("\r\n", "\n").replace("\r", "\n")
    text = "".join(ch for ch in text if ch in "\n\t" or unicodedata.category(ch)[0] != "C")
    lines = [line.rstrip() for line in text.split("\n")]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


class TextBudget:
    """Counts the text of a document piece by piece and stops the parse once it passes MAX_TEXT_CHARS.

    A piece, normalised alone, is never longer than what it adds to the normalised whole (pieces are
    joined by newlines), so stopping here never refuses a document whose whole text is within the cap.
    """

    def __init__(self) -> None:
        self.chars = 0

    def take(self, piece: str) -> str:
        self.chars += len(normalise_text(piece))
        if self.chars > MAX_TEXT_CHARS:
            raise ExtractionError(TOO_MUCH_TEXT)
        return piece
