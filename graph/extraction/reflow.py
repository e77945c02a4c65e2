"""The logical lines of a PDF's text layer: one line per bullet, paragraph or heading, as a Markdown
file of the same resume has them.

A PDF keeps no paragraphs, only where each line was drawn: pypdf gives back every wrapped line as a
line of its own, the running header and footer on every page, and the page numbers. Read that way, a
bullet that wraps becomes two half-claims and a page break cuts one in two. So, before any analysis:

- page numbers ("3", "- 3 -", "Page 3 of 4", "3 / 4", "3쪽") are dropped;
- a line at the top or bottom of at least half the pages (two at least), digits aside, is the running
  header or footer and is dropped;
- a line that starts with a bullet mark starts a bullet, written "- " as Markdown writes one;
- a line that is not a bullet continues the one before when that one was wrapped: the new line starts
  in lower case, or the one before runs to the text's right edge (at least WRAPPED_SHARE of the long
  lines' length) or ends in a joining mark ("," "and" "및") and not at the end of a sentence; never
  when the new line is a section heading.

Only the standard library: this runs in the parser child (sandbox.py).
"""

from __future__ import annotations

import re
from collections import Counter

BULLET = re.compile(r"^(?:[•·▪▫●◦○‣⁃∙■□◆◇►▶➢➤✓✔]\s*|[-*–]\s+|(?:\d{1,2}|[a-z])[.)]\s+)(?=\S)")
PAGE_NUMBER = re.compile(r"^(?:(?:page|p\.)\s*)?[-–—]?\s*\d{1,3}\s*[-–—]?\s*(?:(?:/|of)\s*\d{1,3})?\s*"
                         r"(?:페이지|쪽|면)?$", re.IGNORECASE)
# A heading is never the tail of a wrapped line: a resume's section names, alone on their line.
SECTION_HEADING = re.compile(
    r"^(?:summary|profile|about me|experience|work experience|employment|projects?|skills?|technical skills|"
    r"education|certifications?|licen[cs]es?|awards?|publications?|languages?|interests|references|"
    r"요약|소개|자기소개|경력|경력 사항|프로젝트|기술|보유 기술|학력|자격증?|자격 사항|면허|수상|어학|활동)\s*:?$",
    re.IGNORECASE)
SENTENCE_END = re.compile(r"(?:[.!?。]|[다요음함됨]\.?)[\"'”’)]?$")
JOINING_END = re.compile(r"[,;/&(+\-–—]$|\b(?:and|or|of|to|the|a|an|with|for|in|on|및|또는|등)$", re.IGNORECASE)
WRAPPED_SHARE = 0.75  # a wrapped line fills the column; the last line of a bullet usually does not
EDGE_LINES = 2  # lines at the top and at the bottom of a page where a running header or footer stands


def reflow_pages(pages: list[str]) -> str:
    """The pages' text as logical lines; blank lines between blocks are kept."""
    lines = _without_running_lines([_page_lines(page) for page in pages])
    width = _column_width(lines)
    blocks: list[str] = []
    previous = ""  # the last physical line of the open block; "" when no block is open
    for line in lines:
        if not line:
            if blocks and blocks[-1]:
                blocks.append("")
            previous = ""
            continue
        bullet = BULLET.match(line)
        if bullet:
            blocks.append("- " + line[bullet.end():])
        elif previous and _continues(previous, line, width):
            blocks[-1] = f"{blocks[-1]} {line}"
        else:
            blocks.append(line)
        previous = line
    return "\n".join(blocks).strip()


def _page_lines(page: str) -> list[str]:
    return [line for line in (raw.strip() for raw in page.split("\n")) if not PAGE_NUMBER.match(line)]


def _without_running_lines(pages: list[list[str]]) -> list[str]:
    """Every page's lines, in order, without the running header and footer."""
    edges = [set(map(_shape, _edge(page))) for page in pages]
    counts = Counter(shape for page_edges in edges for shape in page_edges)
    running = {shape for shape, pages_with_it in counts.items()
               if shape and pages_with_it >= max(2, (len(pages) + 1) // 2)}
    kept: list[str] = []
    for page in pages:
        edge_positions = set(range(EDGE_LINES)) | set(range(len(page) - EDGE_LINES, len(page)))
        kept += [line for position, line in enumerate(page)
                 if not (position in edge_positions and _shape(line) in running)]
    return kept


def _edge(page: list[str]) -> list[str]:
    return page[:EDGE_LINES] + page[-EDGE_LINES:]


def _shape(line: str) -> str:
    """A line with its digits taken out: "Jane Doe — CV, page 2" is the same header on every page."""
    return re.sub(r"\d+", "#", line.casefold()).strip()


def _column_width(lines: list[str]) -> int:
    """The length of the text's long lines: what a wrapped line reaches (the 90th percentile, so one
    over-long line does not set it)."""
    lengths = sorted(len(line) for line in lines if line)
    return lengths[int(0.9 * (len(lengths) - 1))] if lengths else 0


def _continues(previous: str, line: str, width: int) -> bool:
    if SECTION_HEADING.match(line):
        return False
    if line[0].islower():  # "…I build" / "models that ship": a word too long for the line went on
        return len(previous) >= width / 2
    if SENTENCE_END.search(previous):  # a bullet that ended at the edge, then a role line
        return False
    return len(previous) >= WRAPPED_SHARE * width or bool(JOINING_END.search(previous))
