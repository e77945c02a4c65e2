"""Deterministic checks that sit beside the prompts (seeds 002, 004).

Code, not the model, decides whether a question is grounded: its evidence must occur in the cited
document, it may not attribute numbers the documents lack, and it may not touch protected
attributes. Documents that talk to the model are flagged. The same functions back the graph's
selectors and scorer and `hr-copilot verify`.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable

from pydantic import BaseModel

from graph.rules import knowledge
from graph.pipeline.state import APPLICANT_KINDS, Document

EVIDENCE_NOT_FOUND = "EVIDENCE_NOT_FOUND"
FABRICATED_ENTITY = "FABRICATED_ENTITY"
PROTECTED_ATTRIBUTE = "PROTECTED_ATTRIBUTE"
PROMPT_INJECTION = "PROMPT_INJECTION"
STRUCTURE = "STRUCTURE"
CROSS_DOMAIN = "CROSS_DOMAIN"
TEMPORAL = "TEMPORAL"
CODES = (EVIDENCE_NOT_FOUND, FABRICATED_ENTITY, CROSS_DOMAIN, TEMPORAL, STRUCTURE, PROTECTED_ATTRIBUTE,
         PROMPT_INJECTION)


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


def word_similarity(a: str, b: str) -> float:
    """Jaccard overlap of the normalised words of two texts (0 = disjoint, 1 = same words)."""
    words_a, words_b = set(normalise_for_match(a).split()), set(normalise_for_match(b).split())
    return len(words_a & words_b) / len(words_a | words_b) if words_a and words_b else 0.0


# --- protected attributes (fair-hiring) ----------------------------------------------------------

PROTECTED_PATTERNS: dict[str, tuple[str, ...]] = {
    "age": (r"나이[가는를]?", r"연세", r"몇\s*살", r"몇\s*년생", r"출생\s*연도", r"\bhow old\b", r"\byour age\b",
            r"\bwhat year were you born\b", r"\bdate of birth\b", r"\btoo (old|young)\b"),
    "marital_status": (r"결혼", r"기혼", r"미혼", r"배우자", r"애인", r"\bmarri", r"\bspouse\b", r"\bhusband\b",
                       r"\bwife\b", r"\b(boy|girl)friend\b", r"\bsingle or\b"),
    "pregnancy_children": (r"임신", r"출산\s*(계획|예정)", r"자녀[가는를]?\s*(있|계획|몇|키우)", r"아이[가를는]?\s*(있|계획|몇|키우)",
                           r"육아\s*(때문|로 인해|부담|계획)", r"\bpregnan", r"\b(have|plan(ning)? to have|any) (kids|children)\b",
                           r"\bstart a family\b", r"\bmaternity leave plans?\b", r"\bchildcare (duties|responsibilit)"),
    "religion": (r"종교", r"교회[에를]?\s*(다니|나가)", r"신앙", r"\breligio", r"\bgo to church\b", r"\byour faith\b",
                 r"\bdo you pray\b"),
    "origin": (r"고향", r"출신\s*(지역|국가|이신)", r"어느\s*지역\s*출신", r"어디\s*출신", r"본적", r"국적", r"\bwhere are you (originally )?from\b",
               r"\byour nationality\b", r"\bethnic", r"\bnative country\b", r"\byour accent\b"),
    "family": (r"부모님", r"가족\s*관계", r"가정\s*(환경|형편)", r"아버지", r"어머니", r"형제", r"\byour parents?\b",
               r"\bfamily background\b", r"\bsiblings?\b", r"\byour (father|mother)\b", r"\bparents'? (job|occupation)"),
    "body_health": (r"키[가는]\s*몇", r"몸무게", r"체중", r"외모", r"건강\s*(상태|문제|이상)", r"병력", r"지병", r"장애\s*(여부|등급|가 있)",
                    r"\byour (height|weight|appearance)\b", r"\bhealth (condition|issues?|problems?)\b",
                    r"\bany disabilit", r"\bmedical (history|condition)\b", r"\bsick days\b"),
    "gender_orientation": (r"성별", r"성적\s*지향", r"\byour gender\b", r"\bsexual orientation\b", r"여자라서", r"남자라서",
                           r"\bas a (woman|man)\b"),
    "politics": (r"정치\s*성향", r"지지\s*(정당|하는 정당)", r"\bpolitical (view|party|affiliation|leaning)", r"\bvote for\b"),
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
    r"(reveal|print|show|repeat|출력|공개|보여)[^\n]{0,20}(system prompt|시스템\s*프롬프트)",
    r"(system prompt|시스템\s*프롬프트)\s*[:：]",
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

_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?(?!\s*(?:대|살|세|years? old))")
_MONEY = re.compile(r"[$€£₩]\s?\d[\d,]*(?:\.\d+)?\s?[KMBkmb]?|\d[\d,]*(?:\.\d+)?\s?(?:만\s?원|억\s?원|원|달러)")


def _numbers(text: str) -> set[str]:
    """Figures in a text; a dotted date like 2021.03 also yields its parts 2021 and 03."""
    found = set()
    for match in _NUMBER.finditer(unicodedata.normalize("NFKC", text)):
        number = match.group(0).replace(",", "").rstrip(".")
        found.add(number)
        found.update(number.split("."))
    return found


def _money(text: str) -> set[str]:
    return {re.sub(r"[\s,]", "", m.group(0)).lower() for m in _MONEY.finditer(unicodedata.normalize("NFKC", text))}


def fabricated_numbers(text: str, documents: Iterable[Document]) -> list[str]:
    facts = facts_of(documents)
    # Small counts ("2 follow-ups", "3 years") are phrasing; figures of 10 and more are claims, and
    # so is any amount of money.
    figures = {n for n in _numbers(text) - facts.numbers if float(n) >= 10}
    figures |= _money(text) - facts.money
    return sorted(figures)


# --- organisations, schools and credentials the applicant never named (H4) ------------------------

_KO_ORG = re.compile(r"[\w()㈜]{1,20}(?:" + "|".join(re.escape(x) for x in knowledge.ORG_SUFFIXES_KO) + r")(?!(?!에서|에|의|을|를|이|가|은|는|와|과|으로|로|도)[가-힣])")
_KO_CREDENTIAL = re.compile(r"[\w]{2,15}\s?(?:" + "|".join(knowledge.CREDENTIAL_MARKERS_KO) + r")")
# "네이버에서 …", "쿠팡에서 …" at the start of a sentence name a workplace, unless a generic noun.
_KO_SENTENCE_PLACE = re.compile(r"(?:^|[.?!,]\s*)([가-힣A-Za-z]{2,10})에서\s")
_GENERIC_PLACES = {"팀", "회사", "현업", "실무", "프로젝트", "과정", "업무", "현장", "병동", "중환자실", "이전", "당시", "해당",
                   "본인", "직전", "현재", "재직", "경력", "시절", "면접", "서비스", "조직", "부서", "그곳", "거기", "여기",
                   "이곳", "앱", "시스템", "플랫폼", "환경", "결제", "파이프라인", "대학", "학교"}
_EN_ORG = re.compile(r"(?:[A-Z][\w&'.-]*\s){0,3}(?:" + "|".join(re.escape(w) for w in knowledge.ENGLISH_ORG_WORDS)
                     + r")(?:\s(?:of|for)\s(?:[A-Z][\w.-]*\s?){1,3})?")
_EN_AT_ORG = re.compile(r"\b(?:at|joined|for|from)\s+((?:[A-Z][\w&.-]+\s?){1,3})")
_KO_WORKPLACE = re.compile(r"([가-힣A-Za-z]{2,12})에서\s*(?:근무|일하|재직|인턴|일한|일했)")
# A capitalised word in mid-sentence (after a lower-case word) is a name; sentence starts are not.
_EN_NAME = re.compile(r"(?<=[a-z,] )([A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})(?![A-Za-z])")
_EN_NOT_NAMES = {"I", "If", "In", "How", "What", "Why", "When", "Which", "Who", "Where", "Tell", "Describe", "Please",
                 "Walk", "Give", "Could", "Would", "Can", "Do", "Did", "You", "Your", "The", "This", "That", "As",
                 "At", "For", "From", "On", "After", "Before", "During", "Since", "Korean", "English", "Monday",
                 "Friday", "January", "February", "March", "April", "May", "June", "July", "August", "September",
                 "October", "November", "December", "Senior", "Junior", "Lead", "Head", "Manager", "Engineer",
                 "Developer", "Designer", "Nurse", "Analyst", "Scientist", "Team", "Project", "Product", "Data",
                 "Let", "Looking", "Suppose", "Imagine", "Say", "Is", "Are", "Was", "Were", "Have", "Has", "Had",
                 "Explain", "Share", "Name", "Think", "Assume", "Our", "We", "My", "It", "And", "Or", "But", "To",
                 "Sunday", "Sundays", "Saturday", "Saturdays", "Mondays", "Fridays", "Christmas", "Easter"}
_GENERIC_KO = {"대학", "대학교", "대학원", "은행", "병원", "그룹", "전자", "기사", "인증", "면허", "자격증", "보험", "카드"}


def entity_spans(text: str) -> list[str]:
    """Names of organisations, schools and credentials in a text (companies, universities, certificates)."""
    spans = [m.group(0).strip() for m in _KO_ORG.finditer(text)] + [m.group(0).strip() for m in
                                                                      _KO_CREDENTIAL.finditer(text)]
    spans += [m.group(0).strip() for m in _EN_ORG.finditer(text) if m.group(0).strip()[:1].isupper()]
    spans += [m.group(1).strip() for m in _EN_AT_ORG.finditer(text)]
    spans += [m.group(1) for m in _KO_WORKPLACE.finditer(text)]
    spans += [m.group(1) for m in _KO_SENTENCE_PLACE.finditer(text) if m.group(1) not in _GENERIC_PLACES]
    spans += [m.group(1) for m in _EN_NAME.finditer(text) if m.group(1).split()[0] not in _EN_NOT_NAMES]
    cleaned = []
    for span in spans:
        span = re.split(r"[.!?;:]\s", span)[0]
        span = re.sub(r"^(the|The|a|A|an|An|In|At|For|From)\s+", "", span).strip(" .,'\"")
        span = re.sub(r"(에서|에|의|을|를|이|가|은|는|와|과|으로|로)$", "", span)
        if len(span) >= 2 and span not in _GENERIC_KO and not _is_technology(span):
            cleaned.append(span)
    return cleaned


def _is_technology(span: str) -> bool:
    return span in knowledge.RELEASE_YEARS or any(span in names for names in knowledge.ECOSYSTEMS.values())


def fabricated_entities(text: str, documents: Iterable[Document]) -> list[str]:
    known = facts_of(documents).text
    return [span for span in dict.fromkeys(entity_spans(text)) if normalise_for_match(span) not in known]


# --- technology from an ecosystem the applicant never used (H2) ------------------------------------

_HYPOTHETICAL = re.compile(r"어떻게\s*(접근|익히|배우|도입|적용|활용)|한다면|하게 된다면|계획|익히|배워|배우|"
                           r"\bhow would you\b|\bif you (were|had|joined)\b|\bplan\b|\blearn\b|\bapproach\b|"
                           r"\bwould you (use|adopt|design)\b|\bhow do you plan\b", re.IGNORECASE)


def _mentions(name: str, text: str) -> bool:
    """A name as a whole word; Korean particles may follow it ("Go로", "Kubernetes와")."""
    return re.search(r"(?<![A-Za-z0-9_/.])" + re.escape(name) + r"(?![A-Za-z0-9_])", text) is not None


def ecosystems_in(text: str) -> set[str]:
    """Ecosystems a text names; an ambiguous name counts only beside another name of its ecosystem."""
    found = set()
    for ecosystem, names in knowledge.ECOSYSTEMS.items():
        hits = {n for n in names if _mentions(n, text)}
        # "AWS Lambda" is one signal (Lambda) plus a second (AWS); "Lambda" alone is not enough.
        if hits - knowledge.AMBIGUOUS or len(hits) >= 2:
            found.add(ecosystem)
    return found


def cross_domain(text: str, documents: Iterable[Document]) -> list[str]:
    foreign = ecosystems_in(text) - facts_of(documents).applicant_ecosystems
    if not foreign or _HYPOTHETICAL.search(text):
        return []  # asking how the applicant would approach a technology is not attributing it
    return sorted(foreign)


# --- technology placed before it existed (H1) ------------------------------------------------------

_MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
_YEAR = r"((?:19|20)\d{2})"
_RANGE = re.compile(
    _YEAR + r"(?:[./년\s-]*\d{1,2}\s*월?)?\s*(?:~|–|-|—|to|부터)\s*(?:(?:" + _MONTHS + r")[a-z]*\.?\s*)?"
    r"(?:" + _YEAR + r"(?:[./년\s-]*\d{1,2}\s*월?)?|(present|now|current|현재|재직\s*중))", re.IGNORECASE)
_RANGE_EN = re.compile(r"(?:" + _MONTHS + r")[a-z]*\.?\s+" + _YEAR + r"\s*(?:–|-|—|to)\s*(?:(?:(?:" + _MONTHS
                       + r")[a-z]*\.?\s+)?" + _YEAR + r"|(present|now|current))", re.IGNORECASE)


class Role(BaseModel):
    title: str
    start: int
    end: int  # 9999 while current
    body: str  # the lines under the role's heading


def parse_roles(text: str) -> list[Role]:
    """Roles with their periods: a line holding a date range opens a role until the next one."""
    roles: list[Role] = []
    for line in text.split("\n"):
        match = _RANGE_EN.search(line) or _RANGE.search(line)
        if match and not line.lstrip().startswith(("- ", "* ", "• ")):
            start = int(match.group(1))
            end = 9999 if match.group(3) else int(match.group(2))
            roles.append(Role(title=line.strip(), start=start, end=end, body=""))
        elif roles and line.strip():
            roles[-1].body += line.strip() + "\n"
    return roles


def _role_names(title: str) -> list[str]:
    """The company and title parts of a role heading, without dates and markup."""
    title = re.sub(r"[#*]", "", _RANGE.sub("", _RANGE_EN.sub("", title)))
    parts = re.split(r"\s*(?:—|–|\||,|\(|\)|\s-\s)\s*", title)
    parts = [p.strip() for p in parts if p.strip()]
    return [n for n in dict.fromkeys(parts + [w for p in parts for w in p.split()]) if len(n) >= 3]


def temporal_conflicts(text: str, evidence: str, documents: Iterable[Document]) -> list[str]:
    """Technologies the text ties to a role that ended before they were released."""
    conflicts = []
    roles = facts_of(documents).roles
    for role in roles:
        others = " ".join(r.title for r in roles if r is not role)
        names = [n for n in _role_names(role.title) if n not in others]
        cites_role = bool(evidence) and normalise_for_match(evidence) in normalise_for_match(role.body)
        if not (cites_role or any(n in text for n in names)):
            continue
        for tech, year in knowledge.RELEASE_YEARS.items():
            if year > role.end and _mentions(tech, text):
                conflicts.append(f"{tech} ({year}) in a role that ended in {role.end}")
    return list(dict.fromkeys(conflicts))


# --- the documents, derived once -----------------------------------------------------------------


class DocumentFacts(BaseModel):
    """What the checks compare against, derived once per set of documents."""

    text: str  # every document, normalised for matching
    numbers: set[str]
    money: set[str]
    applicant_ecosystems: set[str]
    roles: list[Role]


def facts_of(documents: Iterable[Document]) -> DocumentFacts:
    return _facts(tuple((d.kind, d.text) for d in documents))


@functools.lru_cache(maxsize=64)
def _facts(documents: tuple[tuple[str, str], ...]) -> DocumentFacts:
    # The scorer and selectors check every question against the same documents: derive once.
    applicant = [text for kind, text in documents if kind in APPLICANT_KINDS]
    return DocumentFacts(
        text=normalise_for_match(" ".join(text for _, text in documents)),
        numbers=set().union(*(_numbers(text) for _, text in documents)),
        money=set().union(*(_money(text) for _, text in documents)),
        applicant_ecosystems=ecosystems_in(" ".join(applicant)),
        roles=[role for text in applicant for role in parse_roles(text)],
    )


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
    if answer:
        fields.append(("expected_answer.summary", answer.get("summary", "")))
        fields += [(f"expected_answer.key_points[{i}]", p) for i, p in enumerate(answer.get("key_points") or [])]
    for field, text in fields:
        for topic, span in protected_attribute_hits(text):
            violations.append(Violation(code=PROTECTED_ATTRIBUTE, question_id=qid, field=field, span=span,
                                        message=f"asks about a protected attribute ({topic})"))
        for number in fabricated_numbers(text, documents):
            violations.append(Violation(code=FABRICATED_ENTITY, question_id=qid, field=field, span=number,
                                        message=f"the figure {number} does not occur in the documents"))
        for name in fabricated_entities(text, documents):
            violations.append(Violation(code=FABRICATED_ENTITY, question_id=qid, field=field, span=name,
                                        message=f"'{name}' does not occur in the documents"))
        for ecosystem in cross_domain(text, documents):
            violations.append(Violation(code=CROSS_DOMAIN, question_id=qid, field=field, span=ecosystem,
                                        message=f"attributes {ecosystem} experience the documents do not show"))
        for conflict in temporal_conflicts(text, evidence, documents):
            violations.append(Violation(code=TEMPORAL, question_id=qid, field=field, span=conflict.split(" (")[0],
                                        message=conflict))
    return violations


# --- a whole kit (H3) ------------------------------------------------------------------------------

KIT_QUESTION_FIELDS = ("question_id", "question", "category", "intent", "generation_basis")


def check_kit(kit: dict, documents: list[Document], previous: dict | None = None,
              regenerated_ids: Iterable[str] = (), expected_count: int = 5) -> list[Violation]:
    """Structure (counts, fields, ids, untouched questions) and every question's own checks."""
    violations: list[Violation] = []
    questions = kit.get("questions") or []
    if kit.get("status") == "completed" and len(questions) != expected_count:
        violations.append(Violation(code=STRUCTURE, field="questions", span=str(len(questions)),
                                    message=f"a completed kit has {expected_count} questions, not {len(questions)}"))
    seen: set[str] = set()
    for index, question in enumerate(questions):
        qid = question.get("question_id")
        missing = [f for f in KIT_QUESTION_FIELDS if not question.get(f)]
        if missing:
            violations.append(Violation(code=STRUCTURE, question_id=qid, field=f"questions[{index}]",
                                        span=", ".join(missing), message=f"missing field(s): {', '.join(missing)}"))
        if qid in seen:
            violations.append(Violation(code=STRUCTURE, question_id=qid, field=f"questions[{index}].question_id",
                                        span=str(qid), message="question id used twice"))
        seen.add(qid)
        follow_ids = [f.get("follow_up_id") for f in question.get("follow_ups") or []]
        if len(set(follow_ids)) != len(follow_ids) or any(not str(f).startswith(f"{qid}-") for f in follow_ids):
            violations.append(Violation(code=STRUCTURE, question_id=qid, field=f"questions[{index}].follow_ups",
                                        span=", ".join(map(str, follow_ids)),
                                        message="follow-up ids must be unique and start with the question id"))
        if question.get("generation_basis"):
            violations += check_question(question, documents, question.get("follow_ups"),
                                         question.get("expected_answer"))
    if previous is not None:
        before = {q.get("question_id"): q for q in previous.get("questions") or []}
        after = {q.get("question_id"): q for q in questions}
        if set(before) != set(after):
            violations.append(Violation(code=STRUCTURE, field="questions", span=", ".join(sorted(set(before) ^ set(after))),
                                        message="a partial regeneration changed which question ids the kit has"))
        for qid in set(before) & set(after) - set(regenerated_ids):
            if before[qid] != after[qid]:
                violations.append(Violation(code=STRUCTURE, question_id=qid, field="questions",
                                            message="an untouched question changed during a partial regeneration"))
    return violations

