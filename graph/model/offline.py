"""The offline engine: a deterministic, rule-based chat model that needs no network.

It receives a node's structured input — the documents, the job and the task payload the prompt is
built from — and answers with JSON for the node's schema, so parsing, usage accounting and routing
run as they do with OpenAI. Its questions are built from the documents' real claims, each citing its
exact quote and asked as what the claim is — a result with a figure, a responsibility, a collaboration, a
credential, a change to how work is done, technical work, limited experience — whatever the profession:
which words make a claim which kind is data (`offline_claims.json`), and so is each kind's wording
(`offline_wording.json`). The interview profile orders the kinds asked first; the difficulty picks the
question's variant.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from langchain_core.messages import AIMessage

from graph.rules import (
    Code,
    check_question,
    is_injected_line,
    normalise_for_match,
    personal_data_line,
    protected_attribute_hits,
    technology_mentions,
    word_similarity,
)
from graph.vocabulary import Document
from graph.extraction.reflow import BULLET, SECTION_HEADING
from graph.model.pricing import estimate_tokens

MAX_QUOTE_CHARS = 160

_FIGURE = re.compile(r"\d[\d,.]*\s*(%|ms|초|분|시간|h\b|명|건|개|배|만|억|원|점|회|개월|months?\b|weeks?\b|days?\b"
                     r"|stores|experiments|\+)|\d+%|\d[\d,]{3,}|[$£€]\d[\d,.]*(?:[MmKkBb]n?\b)?")
_YEAR = re.compile(r"(19|20)\d{2}")
_SELF_DESCRIPTION = re.compile(r"좋아합니다|즐깁니다|관심이 많|열정|I (love|enjoy|like)|passionate|enthusias",
                               re.IGNORECASE)
_CONTACT = re.compile(r"@|https?://|github\.com|linkedin|\+?\d{2,3}[-\s]\d{3,4}[-\s]\d{4}|전화|이메일", re.IGNORECASE)


# --- what a claim is -----------------------------------------------------------------------------

CLAIMS: dict = json.loads((Path(__file__).with_name("offline_claims.json")).read_text(encoding="utf-8"))
_SECTION = {name: re.compile(pattern, re.IGNORECASE) for name, pattern in CLAIMS["sections"].items()}


@dataclass(frozen=True)
class ClaimKind:
    """One row of the table: the words that make a claim this kind, and how the kit files its question."""

    kind: str
    category: str
    point_type: str
    cues: re.Pattern | None = None
    context_cues: re.Pattern | None = None
    figure_required: bool = False
    technology_required: bool = False
    exclusive: bool = False  # a claim of this kind is nothing else (a licence is not asked as teamwork)

    def holds(self, text: str, context: str, figures: list[str], techs: list[str]) -> bool:
        if self.figure_required and not figures or self.technology_required and not techs:
            return False
        return bool(self.technology_required or self.cues and self.cues.search(text)
                    or self.context_cues and self.context_cues.search(context))


KINDS: dict[str, ClaimKind] = {
    row["kind"]: ClaimKind(row["kind"], row["category"], row["point_type"],
                           *(re.compile(row[key], re.IGNORECASE) if key in row else None
                             for key in ("cues", "context_cues")),
                           figure_required=row.get("figure_required", False),
                           technology_required=row.get("technology_required", False),
                           exclusive=row.get("exclusive", False))
    for row in CLAIMS["kinds"]}
# A gap the job description shows is asked as a plan for the job.
KINDS["job_fit"] = ClaimKind("job_fit", "job_fit", "risk")


def claim_kinds(text: str, *, section: str = "", context: str = "") -> tuple[str, ...]:
    """What the claim is, from its own words (its section and the role line above it help), first what it
    is most: every kind of the table that holds, in the table's order ("cut mis-picks from 0.9% to 0.3% by
    re-slotting" is a result, then a change of process). A line under a licences heading is a credential
    whatever it says."""
    if _SECTION["credential"].search(section):
        return ("credential",)
    figures, techs = _figures(text), named_technologies(text)
    kinds = [k for k in KINDS.values() if k.holds(text, context, figures, techs)]
    if kinds and kinds[0].exclusive:
        return (kinds[0].kind,)
    return tuple(k.kind for k in kinds if not k.exclusive) or (CLAIMS["default"],)


@dataclass
class Claim:
    document_id: str
    quote: str
    context: str = ""
    kinds: tuple[str, ...] = (CLAIMS["default"],)
    figures: list[str] = field(default_factory=list)
    techs: list[str] = field(default_factory=list)
    skills: bool = False
    bullet: bool = True


def extract_claims(document: Document) -> list[Claim]:
    """Bullets and sentences of an applicant document that say something checkable, each as an exact quote."""
    claims: list[Claim] = []
    context, section = "", ""
    for kind, body, level in logical_lines(document.text):
        if kind == "heading":
            if level == 2:
                section = body
            context = body
            continue
        bullet = kind == "bullet"
        if not bullet and (not _SENTENCE_END.search(body) or _SELF_DESCRIPTION.search(body)):
            context = body  # a role or date line, or half a sentence: what the next bullets are about
            continue
        if len(body) < 8 or _CONTACT.search(body) or is_injected_line(body) or _SECTION["skip"].search(section):
            continue
        quote = _cut(body)
        claims.append(Claim(
            document_id=document.document_id, quote=quote, context=context,
            kinds=claim_kinds(quote, section=section, context=context), figures=_figures(quote),
            techs=named_technologies(quote), skills=bool(_SECTION["skills"].search(section)), bullet=bullet,
        ))
    return claims


def claims_by_quote(documents: list[Document]) -> dict[str, Claim]:
    return {c.quote: c for d in documents for c in extract_claims(d)}


_SENTENCE_END = re.compile(r"[.!?다요]$")


def logical_lines(text: str) -> list[tuple[str, str, int]]:
    """(kind, text, heading level) per heading, bullet or paragraph, whatever the file format was: a
    bullet's indented continuation and a paragraph's soft-wrapped lines (Markdown) are joined into it;
    a section name alone on its line (a PDF's or a plain text's heading) is a heading of level 2."""
    items: list[list] = []
    open_kind = ""  # "bullet" or "paragraph" while the item before may still continue
    for raw in text.split("\n"):
        line = raw.strip()
        marker = BULLET.match(line)
        if not line:
            open_kind = ""
        elif line.startswith("#"):
            items.append(["heading", line.lstrip("#").strip(), len(line) - len(line.lstrip("#"))])
            open_kind = ""
        elif SECTION_HEADING.match(line):
            items.append(["heading", line.rstrip(" :"), 2])
            open_kind = ""
        elif marker:
            items.append(["bullet", line[marker.end():], 0])
            open_kind = "bullet"
        elif open_kind == "bullet" and raw[:1].isspace() or \
                open_kind == "paragraph" and not _SENTENCE_END.search(items[-1][1]) and not line.startswith("**"):
            items[-1][1] = f"{items[-1][1]} {line}"
        else:  # "**Senior Data Scientist, Northwind** — Apr 2022 – present" is a line of its own
            items.append(["paragraph", line, 0])
            open_kind = "" if line.startswith("**") else "paragraph"
    return [(kind, body, level) for kind, body, level in items]


_COUNT = re.compile(r"(?<![\d.,])\d{2,}(?![\d.,]*\d)")


def named_technologies(text: str) -> list[str]:
    """The catalogue's technologies the text names, each once, spelled as the text spells it."""
    return list(dict.fromkeys(text[mention.start:mention.end] for mention in technology_mentions(text)))


def _figures(text: str) -> list[str]:
    """Measured claims: numbers with a unit, or counts of 10 and more that are not years, in that order."""
    found = _with_unit(text)
    found += [m.group(0) for m in _COUNT.finditer(text)
              if not _YEAR.fullmatch(m.group(0)) and not any(m.group(0) in f for f in found)]
    return found


def _with_unit(text: str) -> list[str]:
    return [m.group(0).strip() for m in _FIGURE.finditer(text) if not _YEAR.fullmatch(m.group(0))]


def _cut(text: str) -> str:
    if len(text) <= MAX_QUOTE_CHARS:
        return text
    cut = text[:MAX_QUOTE_CHARS]
    for sep in ("; ", ", ", " "):
        if sep in cut[40:]:
            return cut[: cut.rindex(sep)].rstrip(" ,;")
    return cut


# --- wording, per language -----------------------------------------------------------------------

# Wording per language lives as data: graph/model/offline_wording.json.
TEXT: dict[str, dict] = json.loads((Path(__file__).with_name("offline_wording.json")).read_text(encoding="utf-8"))


# --- the engine ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class OfflineRequest:
    """A node's structured input: what the model reads from the prompt, given to the engine directly."""

    documents: tuple[Document, ...]
    target_job: str
    job_description: str
    payload: dict
    framework: tuple[dict, ...] = ()  # the tenant's competencies ({name, definition}) for a job plan


class OfflineEngine:
    """Deterministic answers for the pipeline's nodes: the demo's model, a test double of the plumbing,
    and the generating nodes' fallback when the model cannot be reached. Usage is counted, cost is zero."""

    model_name = "offline"

    def answer(self, node: str, request: OfflineRequest) -> AIMessage:
        handler = _HANDLERS.get(node)
        if handler is None:
            raise ValueError(f"the offline engine has no answer for node '{node}'")
        job = {"target_job": request.target_job, "job_description": request.job_description,
               "framework": list(request.framework)}
        content = json.dumps(handler(list(request.documents), job, request.payload), ensure_ascii=False)
        prompt_tokens = sum(estimate_tokens(d.text) for d in request.documents) + \
            estimate_tokens(json.dumps(request.payload, ensure_ascii=False))
        output_tokens = estimate_tokens(content)
        return AIMessage(content=content, response_metadata={"model_name": self.model_name, "finish_reason": "stop"},
                         usage_metadata={"input_tokens": prompt_tokens, "output_tokens": output_tokens,
                                         "total_tokens": prompt_tokens + output_tokens})


# --- node handlers -------------------------------------------------------------------------------


def _analyze(documents: list[Document], job: dict, payload: dict) -> dict:
    words = TEXT[payload.get("language", "ko")]
    claims = [c for d in documents if d.kind != "job_description" for c in extract_claims(d)]
    points = [(KINDS[c.kinds[0]].point_type, words["kinds"][c.kinds[0]]["point"], c)
              for c in claims if not c.skills]
    # Concrete bullet claims come before prose; the questioner takes points in this order.
    points.sort(key=lambda p: (not p[2].bullet, p[0] != "verification_point"))
    # A gap the job description shows comes early, so a kit for that job asks about it.
    gaps = [("risk", words["risk"].replace("{req}", requirement), line)
            for requirement, line in _missing_requirements(claims, job, documents)]
    points = points[:2] + gaps + points[2:]
    return {"points": [{"type": t, "text": text.format(q=c.quote), "document_id": c.document_id, "quote": c.quote}
                       for t, text, c in points]}


def _missing_requirements(claims: list[Claim], job: dict, documents: list[Document]) -> list[tuple[str, Claim]]:
    """Job-description lines none of whose technologies the applicant's documents mention ("Go, Java or
    Kotlin" is met by Go), each with its first technology and the line itself: the point is about that
    line, so it cites it. Only for applicants whose documents name technologies at all."""
    applicant_text = "\n".join(c.quote for c in claims)
    if not any(c.techs for c in claims):
        return []
    missing = []
    shown = technology_mentions(applicant_text)
    known = {m.tech.name for m in shown} | {m.tech.ecosystem for m in shown if m.tech.ecosystem}
    for line in job.get("job_description", "").splitlines():
        named = technology_mentions(line)
        # A line that names a whole cloud ("AWS 운영 경험") is met by any service of that cloud.
        if named and not any(m.tech.name in known
                             or (m.tech.ecosystem in m.tech.spellings and m.tech.ecosystem in known) for m in named):
            missing.append(line[named[0].start:named[0].end])
    gaps = [(t, _job_description_line(documents, t)) for t in dict.fromkeys(missing)][:2]
    return [(t, Claim(document_id=line[0], quote=line[1])) for t, line in gaps if line is not None]


def _kinds_of(quote: str, point_type: str, claims: dict[str, Claim]) -> tuple[str, ...]:
    """The kinds of the claim a point cites; a quote that is no claim of the documents (a model's analysis)
    is read on its own words. A risk is a gap the job shows."""
    if point_type == "risk":
        return ("job_fit",)
    claim = claims.get(quote)
    return claim.kinds if claim is not None else claim_kinds(quote)


def _questions(documents: list[Document], job: dict, payload: dict) -> dict:
    language = payload.get("language", "ko")
    words = TEXT[language]
    claims = claims_by_quote(documents)
    points = [_gap_point(p, documents) for p in payload.get("analysis") or _analyze(documents, job, payload)["points"]]
    taken = {normalise_for_match(e) for e in payload.get("keep_evidence", [])}
    avoid = payload.get("avoid", {})
    used_categories: list[str] = list(payload.get("keep_categories", []))
    profile = payload.get("candidate_context", {}).get("prompt_profile", "default")
    preferred = CLAIMS["profiles"].get(profile, [])
    level = DIFFICULTY_VARIANT[payload.get("difficulty", "medium")]
    out = []
    for qid in payload.get("question_ids", []):
        avoided = {normalise_for_match(e) for e in avoid.get(qid, [])}
        options = []
        for index, point in enumerate(points):
            quote_key = normalise_for_match(point["quote"])
            if quote_key in taken:
                continue
            for rank, kind in enumerate(_kinds_of(point["quote"], point["type"], claims)):
                # Prefer new evidence, then the categories the kit has least of, then what the claim is most,
                # then the kinds the profile asks first, then document order.
                wanted = preferred.index(kind) if kind in preferred else len(preferred)
                options.append((quote_key in avoided, used_categories.count(KINDS[kind].category), rank, wanted, index,
                                kind, point))
        if not options:
            break
        *_, kind, point = min(options, key=lambda o: o[:5])
        wording = words["kinds"][kind]
        requirement = point.get("requirement", "")
        # Difficulty picks the variant: easy asks what and why, medium how and how it was measured, hard for
        # alternatives and what could have failed; a rework moves on to the next variant.
        variants = words["job_gap"] if requirement else wording["questions"]
        variant = variants[(level + len(avoid.get(qid, []))) % len(variants)]
        text = variant.format(q=point["quote"], req=requirement, **particles(point["quote"]))
        taken.add(normalise_for_match(point["quote"]))
        used_categories.append(KINDS[kind].category)
        out.append({
            "question_id": qid, "category": KINDS[kind].category, "question": text, "intent": wording["intent"],
            "generation_basis": {"document_id": point["document_id"], "evidence": point["quote"],
                                 "analysis_point": {"type": point["type"], "text": point["text"]},
                                 "reason": words["reason"].format(type=point["type"])},
        })
    asked = len(payload.get("question_ids", []))
    shortfall = words["shortfall"].format(n=len(out), asked=asked) if len(out) < asked else ""
    return {"questions": out, "shortfall_reason": shortfall}


# The question variant each difficulty asks (every kind has one per level).
DIFFICULTY_VARIANT = {"easy": 0, "medium": 1, "hard": 2}


def _gap_point(point: dict, documents: list[Document]) -> dict:
    """A risk the job description shows, re-anchored on the JD line that names the requirement."""
    requirement = next(iter(named_technologies(point["text"])), "") if point["type"] == "risk" else ""
    line = _job_description_line(documents, requirement) if requirement else None
    if line is None:
        return point
    return {**point, "document_id": line[0], "quote": line[1], "requirement": requirement}


def _job_description_line(documents: list[Document], requirement: str) -> tuple[str, str] | None:
    """(the JD's document id, its line that names the requirement), bullet mark removed."""
    for document in documents:
        if document.kind == "job_description":
            for line in document.text.splitlines():
                if requirement in line:
                    return document.document_id, _cut(re.sub(r"^\s*([-*•·]|\d+[.)])\s+", "", line).strip())
    return None


def particles(word: str) -> dict[str, str]:
    """Korean particles that fit the word's last syllable ('…단축'이라고, '…개발'을 / '…도입'을, '…처리'라고,
    '3시간'은 / '38%'는); a final digit is read as Korean reads it (삼, 육, 칠, 팔, 일, 영 end in a consonant)."""
    last = word.rstrip(" .)'\"")[-1:] or "가"
    has_final = ("가" <= last <= "힣" and (ord(last) - ord("가")) % 28 != 0) or last in "013678"
    return {"ra": "이라고" if has_final else "라고", "reul": "을" if has_final else "를",
            "eun": "은" if has_final else "는"}


def _question_kind(question: dict, claims: dict[str, Claim]) -> str:
    """The kind a question was asked as: of its evidence's kinds, the one its category files (a plan for the
    job when it asks about a gap the job shows)."""
    kinds = _kinds_of(question.get("evidence", ""), "risk" if question.get("category") == "job_fit" else "", claims)
    return next((k for k in kinds if KINDS[k].category == question.get("category")), kinds[0])


def _answers(documents: list[Document], job: dict, payload: dict) -> dict:
    words = TEXT[payload.get("language", "ko")]
    claims = claims_by_quote(documents)
    out = []
    for q in payload.get("questions", []):
        evidence = q.get("evidence", "")
        kind = _question_kind(q, claims)
        wording = words["kinds"][kind]
        figures = _with_unit(evidence)
        techs = named_technologies(evidence)
        if kind == "job_fit":  # the evidence is what the job asks, not what the applicant did
            figures, techs = [], []
        # Only a result's figures are measurements to ask about ("65 operatives" is the size of a duty).
        key_points = [wording["key_figure"].format(f=f) for f in figures[:2]] if "key_figure" in wording else []
        key_points += [words["key_tech"].format(t=t) for t in techs[:1]]
        key_points += wording["key_points"][:4 - len(key_points)]
        out.append({"question_id": q["question_id"],
                    "summary": wording["answer_summary"].format(q=evidence, **particles(evidence)),
                    "key_points": key_points,
                    "rubric": _rubric(wording.get("rubric", words["rubric"]), evidence, figures)})
    return {"answers": out}


def _rubric(words: dict, evidence: str, figures: list[str]) -> dict:
    """A scoring guide tied to the question's own evidence and figures."""
    red_flags = [words["red_flag_figure"].format(f=f) for f in figures[:1]] + words["red_flags"][:2]
    return {"strong": words["strong"].format(q=evidence), "adequate": words["adequate"].format(q=evidence),
            "weak": words["weak"].format(q=evidence, **particles(evidence)), "red_flags": red_flags}


def _follow_ups(documents: list[Document], job: dict, payload: dict) -> dict:
    words = TEXT[payload.get("language", "ko")]
    claims = claims_by_quote(documents)
    out = []
    for item in payload.get("items", []):
        qid = item["question_id"]
        wording = words["kinds"][_question_kind(item, claims)]
        # The figure a follow-up asks about: the claim's last with a unit ("420ms에서 180ms로" → 180ms, not p99's 99).
        figures = _with_unit(item.get("evidence", "")) or _figures(item.get("evidence", ""))
        fill = {"f": figures[-1], **particles(figures[-1])} if figures else None
        asked = set(item.get("previous_follow_ups", []))  # a rework asks different follow-ups
        # Each list holds as many follow-ups as a kit has questions, and the question's number picks where to
        # start, so no two questions of a kit share a follow-up, whatever their kinds.
        start = int(qid[1:]) - 1 if qid[1:].isdigit() else 0
        chosen = [_first_unasked(pool, start, fill, asked)
                  for pool in (wording["follow_ups"], wording.get("follow_ups_second", words["follow_ups_general"]))]
        out.append({"question_id": qid, "follow_ups": [
            {"follow_up_id": f"{qid}-f{i}", "question": text, "purpose": purpose}
            for i, (text, purpose) in enumerate(chosen, start=1)]})
    return {"items": out}


def _first_unasked(pool: list[list[str]], start: int, fill: dict | None, asked: set[str]) -> tuple[str, str]:
    """The pool's follow-up from `start` on, wrapping round, that was not asked before and needs no figure the
    evidence lacks."""
    start %= len(pool)
    usable = [(text.format(**fill) if fill else text, purpose) for text, purpose in pool[start:] + pool[:start]
              if fill or "{f}" not in text]
    return next((u for u in usable if u[0] not in asked), usable[0])


def _review(documents: list[Document], job: dict, payload: dict) -> dict:
    words = TEXT[payload.get("language", "ko")]
    kit = payload.get("kit", [])
    review_ids = set(payload.get("review_ids") or [q["question_id"] for q in kit])
    job_text = normalise_for_match(job.get("target_job", "") + " " + job.get("job_description", ""))
    out = []
    for q in (q for q in kit if q["question_id"] in review_ids):
        reasons = []
        ratings = {"job_fit": 4, "fairness": 5, "non_duplication": 5, "usability": 4, "grounding": 5,
                   "follow_up_quality": 4}
        question = {"question_id": q["question_id"], "question": q.get("question", ""), "category": q.get("category"),
                    "generation_basis": {"document_id": q.get("document_id"), "evidence": q.get("evidence", "")}}
        for v in check_question(question, documents, q.get("follow_ups")):
            if v.code == Code.PROTECTED_ATTRIBUTE:
                ratings["fairness"] = 1
                reasons.append(words["review_protected"].format(topic=v.message.rsplit("(", 1)[-1].rstrip(")")))
            elif v.code == Code.FABRICATED_ENTITY:
                ratings["grounding"] = 2
                reasons.append(words["review_figure"].format(n=v.span))
            elif v.code == Code.EVIDENCE_NOT_FOUND:
                ratings["grounding"] = 1
                reasons.append(words["review_no_evidence"])
            else:
                ratings["grounding"] = 2
                reasons.append(words["review_rule"].format(code=v.code, span=v.span))
        techs = named_technologies(q.get("evidence", ""))
        if any(normalise_for_match(t) in job_text for t in techs) or q.get("category") == "job_fit":
            ratings["job_fit"] = 5
        for other in kit:
            if other is not q and word_similarity(q.get("question", ""), other.get("question", "")) > 0.6:
                ratings["non_duplication"] = 2
                reasons.append(words["review_duplicate"].format(other=other["question_id"]))
                break
        follow_ups = q.get("follow_ups") or []
        echoes = any(word_similarity(f.get("question", ""), q.get("question", "")) > 0.7 for f in follow_ups)
        if len(follow_ups) < 2 or echoes:
            ratings["follow_up_quality"] = 2
            reasons.append(words["review_followups"])
        verdict = "APPROVED" if min(ratings.values()) >= 3 else "REJECTED"
        # It states no premises: a rule-based check has no reading of its own to propose, so it clears and adds nothing.
        out.append({"question_id": q["question_id"], "premises": [], "ratings": ratings,
                    "reasons": reasons or [words["review_ok"]], "verdict": verdict})
    return {"reviews": out}


# --- a job plan (graph/pipeline/plans): competencies from the job description's lines, templated questions ---


def requirement_lines(job_description: str) -> list[str]:
    """The job description's bullets a plan may quote: not addressed to the model, not personal data."""
    lines = []
    for raw in job_description.splitlines():
        marker = BULLET.match(raw.strip())
        line = raw.strip()[marker.end():].strip() if marker else ""
        if len(line) >= 4 and not is_injected_line(line) and personal_data_line(line) is None \
                and not protected_attribute_hits(line):
            lines.append(_cut(line))
    return lines


def _competency_name(line: str) -> str:
    """The line's first words, up to its first bracket or slash."""
    return " ".join(re.split(r"[(/]", line, maxsplit=1)[0].split()[:6]).rstrip(" .,")


def _plan(documents: list[Document], job: dict, payload: dict) -> dict:
    words = TEXT[payload.get("language", "ko")]["plan"]
    competencies = payload.get("competencies") or _plan_competencies(job, payload.get("core_question_count", 4), words)
    shift = 2 if payload.get("feedback") else 0  # a rewrite is worded differently
    questions = []
    for qid in payload.get("question_ids", []):
        number = int(re.sub(r"\D", "", qid) or 1) - 1
        competency = competencies[number % len(competencies)]
        kind = "behavioural" if number % 2 == 0 else "situational"
        variants = words[kind]
        name = competency["name"]
        questions.append({"question_id": qid, "competency_id": competency["competency_id"], "kind": kind,
                          "question": variants[(number // 2 + shift) % len(variants)].format(name=name),
                          "intent": words["intent"].format(name=name),
                          "scale": {f"score_{n}": words[f"score_{n}"].format(name=name) for n in (1, 3, 5)},
                          "follow_ups": list(words["follow_ups"])})
    return {"competencies": competencies, "core_questions": questions}


_YEARS = re.compile(r"\d+\s*년\s*이상|\d+\+?\s*years", re.IGNORECASE)


def _plan_competencies(job: dict, question_count: int, words: dict) -> list[dict]:
    """The tenant's framework competencies the job description asks for, then one per requirement line."""
    lines = requirement_lines(job.get("job_description", ""))
    wanted = min(8, max(3, question_count))
    out: list[dict] = []
    for item in job.get("framework", [])[:wanted]:
        # The lines that name the competency, else those that share a word with its definition.
        quotes = [line for line in lines if word_similarity(line, item["name"]) > 0] or \
            [line for line in lines if word_similarity(line, item["definition"]) > 0]
        quotes = quotes[:2]
        out.append({"competency_id": f"k{len(out) + 1}", "jd_quotes": quotes, "name": item["name"],
                    "definition": item["definition"]})
    quoted = {q for c in out for q in c["jd_quotes"]}
    # Years of experience are a requirement, not a competency an interview can assess.
    for line in (line for line in lines if line not in quoted and not _YEARS.search(line)):
        if len(out) >= wanted:
            break
        out.append({"competency_id": f"k{len(out) + 1}", "jd_quotes": [line], "name": _competency_name(line),
                    "definition": words["definition"].format(q=line)})
    return out


def _plan_review(documents: list[Document], job: dict, payload: dict) -> dict:
    """The offline engine's review of a plan is its deterministic checks, not a judgement."""
    words = TEXT[payload.get("language", "ko")]["plan"]
    wanted = set(payload.get("review_ids", []))
    out = []
    for question in (q for q in payload.get("plan", {}).get("core_questions", []) if q["question_id"] in wanted):
        ratings = {"job_fit": 4, "fairness": 5, "usability": 4, "anchor_quality": 4}
        reasons = []
        text = " ".join([question["question"], *question.get("follow_ups", [])])
        for topic, _ in protected_attribute_hits(text):
            ratings["fairness"] = 1
            reasons.append(words["review_protected"].format(topic=topic))
        anchors = question.get("scale", {})
        if len({normalise_for_match(anchors.get(f"score_{n}", "")) for n in (1, 3, 5)}) < 3:
            ratings["anchor_quality"] = 2
            reasons.append(words["review_anchors"])
        out.append({"question_id": question["question_id"], "ratings": ratings,
                    "reasons": reasons or [words["review_ok"]],
                    "verdict": "APPROVED" if min(ratings.values()) >= 3 else "REJECTED"})
    return {"reviews": out}


_HANDLERS = {"analyzer": _analyze, "questioner": _questions, "predictor": _answers, "driller": _follow_ups,
             "reviewer": _review, "plan_writer": _plan, "plan_reviewer": _plan_review}
