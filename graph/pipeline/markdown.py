"""Untrusted text as literal Markdown: what the kit's, the plan's and the printed renderings write values through."""

from __future__ import annotations

import re

# What Markdown (CommonMark, GFM) would read as markup inside a line: HTML (`<img onerror=…>`, entities),
# links and images (`[…](…)`), code spans, emphasis, strike-through, table cells, the escape character;
# and at the start of a value, what opens a heading, a list or a rule inside the list item it stands in.
_MARKUP = re.compile(r"[\\`*\[\]|~]|<|>|&(?=#?\w+;)")
_BLOCK_START = re.compile(r"^(?:[#+=-]|\d+[.)])")
_ENTITIES = {"<": "&lt;", ">": "&gt;", "&": "&amp;"}


def inline(value: object) -> str:
    """Untrusted text as one line of literal Markdown text."""
    text = " ".join(str(value).split())
    text = _MARKUP.sub(lambda m: _ENTITIES.get(m.group(0), "\\" + m.group(0)), text)
    return _BLOCK_START.sub(lambda m: m.group(0)[:-1] + "\\" + m.group(0)[-1], text)
