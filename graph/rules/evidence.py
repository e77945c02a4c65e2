"""The evidence policy: a question's quote must occur in the document it cites, be no personal data and no text
addressed to the model; a job_fit question about a gap may quote the job description, but may not state that line's
terms as the candidate's own past ("대성정밀에서 CATIA V5로 … 설계하실 때")."""

from __future__ import annotations

import functools
import re

from graph.rules import frames
from graph.rules.injection import is_injected_line
from graph.rules.protected import personal_data_line
from graph.rules.text import normalise_for_match, strip_particle
from graph.rules.violation import Code, Violation
from graph.vocabulary import APPLICANT_KINDS, Document


def evidence_in_document(evidence: str, document_text: str) -> bool:
    needle = normalise_for_match(evidence).strip(" .,'\"")
    return len(needle) >= 4 and needle in normalise_for_match(document_text)


def evidence_violations(qid: str | None, question: dict, documents: list[Document]) -> list[Violation]:
    """The quote must occur in the cited document: an applicant's document, or — for a job_fit question
    about a gap — the job description (what the question then says about it is checked apart)."""
    basis = question.get("generation_basis") or {}
    evidence = (basis.get("evidence") or "").strip()
    cited = {d.document_id: d for d in documents}.get(basis.get("document_id", ""))
    found = []
    if not evidence:
        found.append(Violation(code=Code.EVIDENCE_NOT_FOUND, question_id=qid, field="generation_basis.evidence",
                               message="no evidence quoted"))
    elif cited is None:
        found.append(Violation(code=Code.EVIDENCE_NOT_FOUND, question_id=qid, field="generation_basis.document_id",
                               span=str(basis.get("document_id", "")),
                               message="evidence must cite one of the documents passed"))
    elif cited.kind not in APPLICANT_KINDS and question.get("category") != "job_fit":
        found.append(Violation(code=Code.EVIDENCE_NOT_FOUND, question_id=qid, field="generation_basis.document_id",
                               span=str(basis.get("document_id", "")),
                               message="only a job_fit question may rest on the job description; others must cite "
                                       "one of the applicant's documents"))
    elif not evidence_in_document(evidence, cited.text):
        found.append(Violation(code=Code.EVIDENCE_NOT_FOUND, question_id=qid, field="generation_basis.evidence",
                               span=evidence[:160],
                               message=f"the quoted evidence does not occur in document '{cited.document_id}'"))
    elif is_injected_line(evidence):
        found.append(Violation(code=Code.PROMPT_INJECTION, question_id=qid, field="generation_basis.evidence",
                               span=evidence[:160], message="evidence is text addressed to the model"))
    topic = personal_data_line(evidence) if evidence else None
    if topic:
        found.append(Violation(code=Code.PROTECTED_ATTRIBUTE, question_id=qid, field="generation_basis.evidence",
                               span=evidence[:160], message=f"the evidence is personal data ({topic})"))
    return found


def cites_job_description(question: dict, documents: list[Document]) -> bool:
    basis = question.get("generation_basis") or {}
    cited = {d.document_id: d for d in documents}.get(basis.get("document_id", ""))
    return cited is not None and cited.kind not in APPLICANT_KINDS and question.get("category") == "job_fit"


# Words of a job description's line that say nothing of what the job needs.
_JOB_GENERIC = {"경험", "설계", "관리", "기반", "활용", "활용한", "가능", "능력", "업무", "일정", "경력",
                "이상", "우대", "실무", "작성", "협의", "기술", "담당", "운영", "개발", "구조", "해석",
                "이해", "보유", "역량", "사항", "요건", "주요", "통한", "위한", "내용", "개정", "관련",
                "Experience", "Hands", "Strong", "Comfort", "Knowledge", "Ability", "Familiarity", "Nice", "Plus"}


_VERB_ENDING_KO = re.compile(r"(?:니다|니까|세요|어요|아요|해요|한다|된다)$")  # not 이다: 라이다 is LiDAR


@functools.lru_cache(maxsize=64)  # keyed on the applicant's whole text, as grounding's facts are
def _job_terms(evidence: str, applicant: str, applicant_squeezed: str) -> tuple[str, ...]:
    """The names and nouns of a cited job-description line the applicant's documents never use: "CATIA",
    "Gainsight", "배터리팩". The question may ask about them as the job's, never as the candidate's past."""
    terms = []
    words = re.findall(r"[A-Za-z][A-Za-z0-9+#.&-]*[A-Za-z0-9+#]|[가-힣]{2,}", evidence)
    for index, word in enumerate(words):
        if "가" <= word[0] <= "힣":
            word = strip_particle(word)
            if len(word) < 2 or word in _JOB_GENERIC or _VERB_ENDING_KO.search(word):
                continue  # "TEU입니다": a verb's ending, no term
        elif word in _JOB_GENERIC or not (re.search(r"[A-Z].*[A-Z0-9]|[0-9]", word)
                                          or (word[0].isupper() and index > 0)):
            continue  # a plain word, or a capital that only opens the line ("Operate our…")
        if normalise_for_match(word) in applicant or normalise_for_match(word).replace(" ", "") in applicant_squeezed:
            continue
        terms.append(word)
    return tuple(dict.fromkeys(terms))


def job_line_as_past(text: str, evidence: str, applicant: str, applicant_squeezed: str) -> str | None:
    """A term of the cited job-description line that the question states as the candidate's own past
    ("대성정밀에서 CATIA V5로 … 설계하실 때"): the job's requirement turned into experience."""
    terms = _job_terms(evidence, applicant, applicant_squeezed)
    if not terms:
        return None
    # By the clause's own words: "Lindqvist runs X, and your systems are Y" is the company's X.
    for clause in frames.clauses(text):
        if frames.frame_of(clause.text) in frames.PREMISE_FRAMES:
            lowered = normalise_for_match(clause.text)
            for term in terms:
                if normalise_for_match(term) in lowered:
                    return term
    return None
