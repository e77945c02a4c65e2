"""Which products a text names as the candidate's own past, beside what the catalogue finds.

The catalogue (`technology`) reports a product the documents never name as FABRICATED_ENTITY. Three cases
are no such claim:
- the documents do name it, spelled as the catalogue spells it, where the catalogue did not take the word
  ("Docker, Helm, Argo CD" in a skills line);
- an expected answer names it: the tools a strong answer would use are a prediction, not a premise
  (its employers, clients, schools and credentials still are);
- it stands in a clause that moves the work into a cloud the documents never show ("Google Cloud Dataproc의
  Spark", "AWS IoT SiteWise", "QuickSight on top of Redshift"): that is one claim, CROSS_DOMAIN.
"""

from __future__ import annotations

import functools
import re

from graph.rules import frames, technology
from graph.rules.catalogue import load_catalogue
from graph.rules.text import normalise_for_match


@functools.cache
def _spellings() -> dict[str, tuple[str, ...]]:
    return {tech.name: tech.spellings for tech in load_catalogue()}


@functools.cache
def _cloud_of_spelling() -> dict[str, str]:
    """Every spelling of a cloud's service (in matching form) → its cloud."""
    return {normalise_for_match(s): tech.ecosystem for tech in load_catalogue() if tech.ecosystem
            for s in tech.spellings if len(s) > 2}


def named_in_documents(name: str, applicant: str) -> bool:
    """One of the product's spellings stands in the documents as a word ("helm", not "helmet")."""
    return any(re.search(r"(?<![a-z0-9])" + re.escape(normalise_for_match(s)) + r"(?![a-z0-9])", applicant)
               for s in _spellings().get(name, (name,)) if len(s) > 1)


def foreign_cloud_clauses(reading: technology.Reading, clouds_shown: set[str]) -> tuple[tuple[int, int], ...]:
    """The clauses of the text that state the candidate's past in a cloud the documents never show. A
    catalogue spelling the catalogue did not take as a mention ("…on top of Redshift.") still names its
    cloud when a clause of the same text names that cloud outright."""
    named = reading.ecosystems - clouds_shown
    if not named:
        return ()
    spans = []
    for clause in frames.clauses(reading.text):
        if clause.frame not in frames.PREMISE_FRAMES:
            continue
        end = clause.start + len(clause.text)
        inside = [m for m, cloud in zip(reading.mentions, reading.clouds, strict=True)
                  if clause.start <= m.start < end and cloud in named]
        words = re.findall(r"[A-Za-z][\w-]+(?:\s[A-Z][\w-]+)*", clause.text)
        if inside or any(_cloud_of_spelling().get(normalise_for_match(w)) in named for w in words):
            spans.append((clause.start, end))
    return tuple(spans)


def claimed(finding: technology.TechnologyFinding, reading: technology.Reading, applicant: str, predicts: bool,
            foreign: tuple[tuple[int, int], ...]) -> bool:
    """A catalogue finding stands unless it is a FABRICATED_ENTITY that is no claim (see the module)."""
    if finding.code != "FABRICATED_ENTITY":
        return True
    if predicts or named_in_documents(finding.span, applicant):
        return False
    starts = [m.start for m in reading.mentions if m.tech.name == finding.span]
    return not (starts and all(any(s <= start < e for s, e in foreign) for start in starts))
