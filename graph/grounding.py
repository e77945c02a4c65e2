"""Deterministic checks that sit beside the prompts (seeds 002, 004).

Code, not the model, decides whether a question is grounded: its evidence must occur in the cited
document, it may not attribute numbers the documents lack, and it may not touch protected
attributes. Documents that talk to the model are flagged. The same functions back the graph's
selectors and scorer and `hr-copilot verify`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from pydantic import BaseModel

from graph.state import APPLICANT_KINDS, Document

EVIDENCE_NOT_FOUND = "EVIDENCE_NOT_FOUND"
FABRICATED_ENTITY = "FABRICATED_ENTITY"
PROTECTED_ATTRIBUTE = "PROTECTED_ATTRIBUTE"
PROMPT_INJECTION = "PROMPT_INJECTION"
STRUCTURE = "STRUCTURE"


class Violation(BaseModel):
    code: str
    question_id: str | None = None
    field: str = ""
    span: str = ""
    message: str


_QUOTES = str.maketrans({"“": '"', "”": '"', "„": '"', "‘": "'", "’": "'", "`": "'", "「": '"', "」": '"',
                         "『": '"', "』": '"', "～": "~", "〜": "~", "–": "-", "—": "-", "−": "-"})


def normalise_for_match(text: str) -> str:
    """Full/half width folded (NFKC), quotes and dashes unified, markdown emphasis and spaces folded."""
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES)
    text = re.sub(r"[*_]{1,3}", "", text)
    return re.sub(r"\s+", " ", text).strip().lower()


def evidence_in_document(evidence: str, document_text: str) -> bool:
    needle = normalise_for_match(evidence).strip(" .,'\"")
    return len(needle) >= 4 and needle in normalise_for_match(document_text)


# --- protected attributes (fair-hiring) ----------------------------------------------------------

PROTECTED_PATTERNS: dict[str, tuple[str, ...]] = {
    "age": (r"나이", r"연세", r"몇\s*살", r"몇\s*년생", r"출생\s*연도", r"\bhow old\b", r"\byour age\b",
            r"\bborn in\b", r"\bdate of birth\b"),
    "marital_status": (r"결혼", r"기혼", r"미혼", r"배우자", r"남자\s*친구", r"여자\s*친구", r"\bmarri", r"\bspouse\b",
                       r"\bhusband\b", r"\bwife\b", r"\bboyfriend\b", r"\bgirlfriend\b"),
    "pregnancy_children": (r"임신", r"출산", r"자녀", r"아이[가를는]\s", r"육아", r"\bpregnan", r"\bchildren\b",
                           r"\bkids\b", r"\bmaternity\b", r"\bstart a family\b"),
    "religion": (r"종교", r"교회", r"성당", r"사찰", r"신앙", r"\breligio", r"\bchurch\b", r"\bfaith\b", r"\bpray"),
    "origin": (r"고향", r"출신\s*(지역|국가)", r"어느\s*지역\s*출신", r"본적", r"국적", r"\bwhere are you from\b",
               r"\bnationality\b", r"\bethnic", r"\bnative country\b", r"\bcitizenship\b"),
    "family": (r"부모님", r"가족\s*관계", r"가정\s*환경", r"아버지", r"어머니", r"형제", r"\bparents?\b",
               r"\bfamily background\b", r"\bsiblings?\b", r"\bfather'?s?\b", r"\bmother'?s?\b"),
    "body_health": (r"키[가는]\s", r"몸무게", r"체중", r"외모", r"건강\s*(상태|문제)", r"병력", r"장애\s*(여부|등급)",
                    r"\bheight\b", r"\bweight\b", r"\bhealth (condition|issues?|problems?)\b",
                    r"\bdisabilit", r"\bmedical\b"),
    "gender_orientation": (r"성별", r"성적\s*지향", r"\bgender\b", r"\bsexual orientation\b"),
    "politics": (r"정치\s*성향", r"지지\s*정당", r"\bpolitical (view|party|affiliation)"),
}
_PROTECTED = [(topic, re.compile(p, re.IGNORECASE)) for topic, ps in PROTECTED_PATTERNS.items() for p in ps]


def protected_attribute_hits(text: str) -> list[tuple[str, str]]:
    """(topic, matched span) for every protected topic the text touches."""
    hits = []
    for topic, pattern in _PROTECTED:
        match = pattern.search(text)
        if match and topic not in (t for t, _ in hits):
            hits.append((topic, match.group(0).strip()))
    return hits


# --- prompt injection in documents -----------------------------------------------------------------

INJECTION_PATTERNS = (
    r"(이전|앞의|위의|기존)\s*(의\s*)?(모든\s*)?(지시|명령|instruction)[^\n]{0,12}(무시|잊)",
    r"(시스템|system)\s*(프롬프트|prompt)",
    r"\bignore\s+(all\s+|any\s+)?(the\s+)?(previous|prior|above|earlier)\s+(instructions|prompts|rules)",
    r"\bdisregard\s+(all\s+|the\s+)?(previous|prior|above)",
    r"\byou\s+are\s+now\b",
    r"</?\s*(system|assistant|instructions?|im_start|im_end)\s*>",
    r"<\|im_(start|end)\|>",
    r"\[/?(system|INST)\]",
    r"(이 지원자|this (candidate|applicant))[^\n]{0,30}(합격|만점|approve|hire|highest score|100\s*점)",
    r"(점수|score)[^\n]{0,10}(100|만점)[^\n]{0,10}(주|give|assign)",
)
_INJECTION = [re.compile(p, re.IGNORECASE) for p in INJECTION_PATTERNS]


def injection_spans(text: str) -> list[str]:
    """Lines of a document that address the model instead of a human reader."""
    spans = []
    for line in text.split("\n"):
        if any(p.search(line) for p in _INJECTION):
            spans.append(line.strip()[:160])
    return spans


def is_injected_line(text: str) -> bool:
    return any(p.search(text) for p in _INJECTION)


def detect_injection(documents: Iterable[Document]) -> list[Violation]:
    return [
        Violation(code=PROMPT_INJECTION, field=f"documents.{doc.document_id}", span=span,
                  message=f"document '{doc.document_id}' contains text addressed to the model; kept as data")
        for doc in documents for span in injection_spans(doc.text)
    ]


# --- numbers the applicant never wrote (H4, figures) ---------------------------------------------

_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _numbers(text: str) -> set[str]:
    return {m.group(0).replace(",", "").rstrip(".") for m in _NUMBER.finditer(unicodedata.normalize("NFKC", text))}


def fabricated_numbers(text: str, documents: Iterable[Document]) -> list[str]:
    known = set().union(*(_numbers(d.text) for d in documents)) if documents else set()
    # Small counts ("2 follow-ups", "3 years") are phrasing; figures of 10 and more are claims.
    return sorted(n for n in _numbers(text) - known if float(n) >= 10)


# --- one question --------------------------------------------------------------------------------


def check_question(question: dict, documents: list[Document], follow_ups: list[dict] | None = None,
                   answer: dict | None = None) -> list[Violation]:
    """Every violation of one question (with its follow-ups), most serious first."""
    qid = question.get("question_id")
    violations: list[Violation] = []
    basis = question.get("generation_basis") or {}
    evidence = (basis.get("evidence") or "").strip()
    by_id = {d.document_id: d for d in documents}
    cited = by_id.get(basis.get("document_id", ""))
    if not evidence:
        violations.append(Violation(code=EVIDENCE_NOT_FOUND, question_id=qid, field="generation_basis.evidence",
                                    message="no evidence quoted"))
    elif cited is None or cited.kind not in APPLICANT_KINDS:
        violations.append(Violation(code=EVIDENCE_NOT_FOUND, question_id=qid, field="generation_basis.document_id",
                                    span=str(basis.get("document_id", "")),
                                    message="evidence must cite one of the applicant's documents"))
    elif not evidence_in_document(evidence, cited.text):
        violations.append(Violation(code=EVIDENCE_NOT_FOUND, question_id=qid, field="generation_basis.evidence",
                                    span=evidence[:160],
                                    message=f"the quoted evidence does not occur in document '{cited.document_id}'"))
    elif is_injected_line(evidence):
        violations.append(Violation(code=PROMPT_INJECTION, question_id=qid, field="generation_basis.evidence",
                                    span=evidence[:160], message="evidence is text addressed to the model"))

    fields = [("question", question.get("question", ""))]
    fields += [(f"follow_ups[{i}].question", f.get("question", "")) for i, f in enumerate(follow_ups or [])]
    for field, text in fields:
        for topic, span in protected_attribute_hits(text):
            violations.append(Violation(code=PROTECTED_ATTRIBUTE, question_id=qid, field=field, span=span,
                                        message=f"asks about a protected attribute ({topic})"))
        for number in fabricated_numbers(text, documents):
            violations.append(Violation(code=FABRICATED_ENTITY, question_id=qid, field=field, span=number,
                                        message=f"the figure {number} does not occur in the documents"))
    return violations
