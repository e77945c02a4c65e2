"""A job description's requirements, and which interview questions probe each (the kit's coverage map).

Deterministic on purpose: an interviewer can check the map by reading it. A requirement is a bullet of
the job description, typed by its section (duties, required, preferred). A question — its text, intent
and quoted evidence — probes it when they share
- a technology of the catalogue (the checks' own lookup), or the requirement names a whole cloud and the
  question one of its services ("AWS 운영 경험" and "DynamoDB 단일 테이블 설계");
- a term of one concern (requirement_terms.json: "성능 최적화" and "p99 지연 시간", "결제/금융" and
  "결제 승인"); or
- two content words.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from graph.rules import TechnologyMention, strip_particle, technology_mentions

_BULLET = re.compile(r"^\s*(?:[-*•·]|\d+[.)])\s+(.+?)\s*$")
_SECTIONS = (
    ("preferred", re.compile(r"우대|preferred|nice to have|bonus|plus", re.IGNORECASE)),
    ("required", re.compile(r"자격|필수|요건|requirement|qualification|must|you have|what you bring", re.IGNORECASE)),
    ("duty", re.compile(r"업무|담당|역할|responsibilit|duties|what you.ll do|the role", re.IGNORECASE)),
)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9+#.-]*|[가-힣]{2,}")
# Words every requirement and question share, which say nothing about the skill itself.
_FILLER = {
    "경험", "경력", "이상", "능숙", "이해", "보유", "우대", "관련", "대한", "통한", "위한", "있는", "하나",
    "중", "및", "등",
    "능력", "역량", "업무", "개발", "운영", "기반", "환경", "분", "년", "가능", "필요", "있으신", "하신", "경우",
    "experience", "years", "year", "with", "and", "the", "for", "of", "in", "a", "an", "to", "or", "on",
    "strong", "knowledge", "understanding", "ability", "skills", "plus", "working", "work", "using", "have",
    "도메인", "체계", "고도화", "시스템", "domain", "systems", "system",
}


def extract_requirements(job_description: str) -> list[dict]:
    """Every bullet of the job description, typed by the section it stands in."""
    requirements, kind = [], "required"
    for line in job_description.splitlines():
        bullet = _BULLET.match(line)
        if bullet is None:
            heading = next((name for name, pattern in _SECTIONS if pattern.search(line)), None)
            kind = heading or kind
            continue
        requirements.append({"requirement_id": f"r{len(requirements) + 1}", "text": bullet.group(1), "kind": kind})
    return requirements


def coverage(requirements: list[dict], questions: list[dict]) -> list[dict]:
    """Each requirement with the ids of the questions that probe it."""
    return [{**requirement, "question_ids": [q["question_id"] for q in questions if probes(q, requirement["text"])]}
            for requirement in requirements]


def probes(question: dict, requirement: str) -> bool:
    asked = " ".join((question.get("question", ""), question.get("intent", ""),
                      question.get("generation_basis", {}).get("evidence", "")))
    named, named_asked = mentions(requirement), mentions(asked)
    technology = {m.tech.name for m in named} & {m.tech.name for m in named_asked}
    # A line that names a whole cloud ("AWS 운영 경험") is probed by any service of that cloud.
    clouds = {m.tech.ecosystem for m in named if m.tech.ecosystem and m.tech.ecosystem in m.tech.spellings}
    cloud = clouds & {m.tech.ecosystem for m in named_asked}
    return bool(technology or cloud or concerns(requirement) & concerns(asked)
                or len(content_words(requirement) & content_words(asked)) >= 2)


def content_words(text: str) -> set[str]:
    words = {strip_particle(w.lower()) for w in _WORD.findall(text)}
    return {w for w in words if len(w) >= 2 and w not in _FILLER}


def mentions(text: str) -> tuple[TechnologyMention, ...]:
    """The catalogue's technologies the text names. A requirement is a list item, not a sentence: read
    as one ("- …"), its first word is not taken for a capital that only starts a sentence ("Go, Java")."""
    return technology_mentions(f"- {text}")


def concerns(text: str) -> set[str]:
    """The groups of requirement_terms.json the text uses a word of."""
    folded = " ".join(text.casefold().split())
    return {group for group, pattern in _concern_patterns().items() if pattern.search(folded)}


@cache
def _concern_patterns() -> dict[str, re.Pattern]:
    groups = json.loads(Path(__file__).with_name("requirement_terms.json").read_text(encoding="utf-8"))["groups"]
    return {group: re.compile("|".join(_term_pattern(term) for term in terms)) for group, terms in groups.items()}


def _term_pattern(term: str) -> str:
    """A Latin term as a whole word ("ecs" not in "decisions"); a Korean one inside a word ("결제" in "결제·정산")."""
    escaped = re.escape(term.casefold())
    return escaped if re.match(r"[가-힣]", term) else rf"(?<![a-z0-9]){escaped}(?![a-z0-9])"
