"""A job description's requirements, and which interview questions probe each (the kit's coverage map).

Deterministic on purpose: an interviewer can check the map by reading it. A requirement is a bullet of
the job description, typed by its section (duties, required, preferred); a question probes it when
they share a technology of the catalogue (the checks' own lookup) or two content words.
"""

from __future__ import annotations

import re

from graph.rules import strip_particle, technology_mentions

_BULLET = re.compile(r"^\s*(?:[-*•·]|\d+[.)])\s+(.+?)\s*$")
_SECTIONS = (
    ("preferred", re.compile(r"우대|preferred|nice to have|bonus|plus", re.IGNORECASE)),
    ("required", re.compile(r"자격|필수|요건|requirement|qualification|must|you have|what you bring", re.IGNORECASE)),
    ("duty", re.compile(r"업무|담당|역할|responsibilit|duties|what you.ll do|the role", re.IGNORECASE)),
)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9+#.-]*|[가-힣]{2,}")
# Words every requirement and question share, which say nothing about the skill itself.
_FILLER = {
    "경험", "경력", "이상", "능숙", "이해", "보유", "우대", "관련", "대한", "통한", "위한", "있는", "하나", "중", "및", "등",
    "능력", "역량", "업무", "개발", "운영", "기반", "환경", "분", "년", "가능", "필요", "있으신", "하신", "경우",
    "experience", "years", "year", "with", "and", "the", "for", "of", "in", "a", "an", "to", "or", "on",
    "strong", "knowledge", "understanding", "ability", "skills", "plus", "working", "work", "using", "have",
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
    shared_technology = technologies(requirement) & technologies(asked)
    return bool(shared_technology) or len(content_words(requirement) & content_words(asked)) >= 2


def content_words(text: str) -> set[str]:
    words = {strip_particle(w.lower()) for w in _WORD.findall(text)}
    return {w for w in words if len(w) >= 2 and w not in _FILLER}


def technologies(text: str) -> set[str]:
    """The catalogue's technologies the text names; an ordinary-word spelling ("Go", "Lambda") does not count."""
    return {mention.tech.name for mention in technology_mentions(text) if not mention.weak}
