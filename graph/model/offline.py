"""The offline engine: a deterministic, rule-based chat model that needs no network.

It receives a node's structured input — the documents, the job and the task payload the prompt is
built from — and answers with JSON for the node's schema, so parsing, usage accounting and routing
run as they do with OpenAI. Its questions are built from the documents' real claims (roles,
projects, figures, technologies), each citing its exact quote; its wording is data
(`offline_wording.json`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from langchain_core.messages import AIMessage

from graph.rules import Code, check_question, is_injected_line, normalise_for_match, technology_mentions, word_similarity
from graph.vocabulary import Document
from graph.extraction.reflow import BULLET, SECTION_HEADING
from graph.model.pricing import estimate_tokens

MAX_QUOTE_CHARS = 160

_FIGURE = re.compile(r"\d[\d,.]*\s*(%|ms|초|분|시간|h\b|명|건|개|배|만|억|원|stores|experiments|\+)|\d+%|\d[\d,]{3,}")
_LEAD = re.compile(r"멘토|리더|리드|주도|이끌|mentor|\bled\b|\blead", re.IGNORECASE)
_PROBLEM = re.compile(r"장애|개선|단축|절감|감소|줄임|줄였|상승|전환|이전|재작성|도입|cut|reduc|improv|down from|"
                      r"moved|migrat|introduc|rewr", re.IGNORECASE)
_WEAK = re.compile(r"\bbasic\b|기초|입문|인턴|\bintern", re.IGNORECASE)
_SKIP_SECTION = re.compile(r"학력|education|자격|certif|연락|contact", re.IGNORECASE)
_SKILL_SECTION = re.compile(r"기술|skills?|stack", re.IGNORECASE)
_SELF_DESCRIPTION = re.compile(r"좋아합니다|즐깁니다|관심이 많|열정|I (love|enjoy|like)|passionate|enthusias", re.IGNORECASE)
_CONTACT = re.compile(r"@|https?://|github\.com|linkedin|\+?\d{2,3}[-\s]\d{3,4}[-\s]\d{4}|전화|이메일", re.IGNORECASE)


@dataclass
class Claim:
    document_id: str
    quote: str
    context: str = ""
    figures: list[str] = field(default_factory=list)
    techs: list[str] = field(default_factory=list)
    lead: bool = False
    problem: bool = False
    weak: bool = False
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
        if len(body) < 8 or _CONTACT.search(body) or is_injected_line(body) or _SKIP_SECTION.search(section):
            continue
        quote = _cut(body)
        claims.append(Claim(
            document_id=document.document_id, quote=quote, context=context,
            figures=_figures(quote),
            techs=named_technologies(quote), lead=bool(_LEAD.search(quote)),
            problem=bool(_PROBLEM.search(quote)), weak=bool(_WEAK.search(quote) or _WEAK.search(context)),
            skills=bool(_SKILL_SECTION.search(section)), bullet=bullet,
        ))
    return claims


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
    """Measured claims: numbers with a unit, or counts of 10 and more that are not years."""
    found = [m.group(0).strip() for m in _FIGURE.finditer(text)]
    found += [m.group(0) for m in _COUNT.finditer(text)
              if not re.fullmatch(r"(19|20)\d{2}", m.group(0)) and not any(m.group(0) in f for f in found)]
    return found


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


class OfflineEngine:
    """Deterministic answers for the pipeline's nodes: the demo's model, a test double of the plumbing,
    and the generating nodes' fallback when the model cannot be reached. Usage is counted, cost is zero."""

    model_name = "offline"

    def answer(self, node: str, request: OfflineRequest) -> AIMessage:
        handler = _HANDLERS.get(node)
        if handler is None:
            raise ValueError(f"the offline engine has no answer for node '{node}'")
        job = {"target_job": request.target_job, "job_description": request.job_description}
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
    points = []
    claims = [c for d in documents if d.kind != "job_description" for c in extract_claims(d)]
    for claim in claims:
        if claim.skills:
            continue
        if claim.figures:
            points.append(("verification_point", words["verification_point"], claim))
        elif claim.weak:
            points.append(("weakness", words["weakness"], claim))
        elif claim.lead:
            points.append(("strength", words["strength_lead"], claim))
        elif claim.techs or claim.problem or claim.bullet:
            points.append(("strength", words["strength"], claim))
    # Concrete bullet claims come before prose; the questioner takes points in this order.
    points.sort(key=lambda p: (not p[2].bullet, p[0] != "verification_point",
                               not (p[2].figures or p[2].techs or p[2].problem or p[2].lead or p[2].weak)))
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
        if named and not any(m.tech.name in known or (m.tech.ecosystem in m.tech.spellings and m.tech.ecosystem in known)
                             for m in named):
            missing.append(line[named[0].start:named[0].end])
    gaps = [(t, _job_description_line(documents, t)) for t in dict.fromkeys(missing)][:2]
    return [(t, Claim(document_id=line[0], quote=line[1])) for t, line in gaps if line is not None]


_CATEGORY_ORDER = ("impact_verification", "technical_depth", "problem_solving", "collaboration", "growth", "job_fit")


def _categories(point: dict, claim: Claim | None) -> list[str]:
    """The categories a point can serve, best first: a measured claim can also be asked as depth."""
    kind = point["type"]
    if kind == "weakness":
        return ["growth"]
    if kind == "risk":
        return ["job_fit"]
    options = ["impact_verification"] if kind == "verification_point" else []
    if claim is not None and claim.lead:
        options.append("collaboration")
    if claim is not None and claim.problem:
        options.append("problem_solving")
    if claim is None or claim.techs or not options:
        options.append("technical_depth")
    return options


def _questions(documents: list[Document], job: dict, payload: dict) -> dict:
    language = payload.get("language", "ko")
    words = TEXT[language]
    claims = {c.quote: c for d in documents for c in extract_claims(d)}
    points = [_gap_point(p, documents) for p in payload.get("analysis") or _analyze(documents, job, payload)["points"]]
    taken = {normalise_for_match(e) for e in payload.get("keep_evidence", [])}
    avoid = payload.get("avoid", {})
    used_categories: list[str] = list(payload.get("keep_categories", []))
    out = []
    for qid in payload.get("question_ids", []):
        avoided = {normalise_for_match(e) for e in avoid.get(qid, [])}
        options = []
        for index, point in enumerate(points):
            quote_key = normalise_for_match(point["quote"])
            if quote_key in taken:
                continue
            for rank, category in enumerate(_categories(point, claims.get(point["quote"]))):
                # Prefer new evidence, then the categories the kit has least of, then document order.
                options.append((quote_key in avoided, used_categories.count(category), rank, index, category, point))
        if not options:
            break
        *_, category, point = min(options, key=lambda o: o[:4])
        variants = words["questions"][category]
        # Difficulty picks the kind of question: easy asks what and why, hard asks for alternatives and limits.
        level = DIFFICULTY_VARIANT[payload.get("difficulty", "medium")] % len(variants)
        variant = variants[(level + len(avoid.get(qid, []))) % len(variants)]
        requirement = point.get("requirement", "")
        if requirement:  # a requirement the documents lack: asked forward-looking, citing the JD's line
            variant = words["job_gap"]
        text = variant.format(q=point["quote"], req=requirement, **particles(point["quote"]))
        taken.add(normalise_for_match(point["quote"]))
        used_categories.append(category)
        out.append({
            "question_id": qid, "category": category, "question": text, "intent": words["intent"][category],
            "generation_basis": {"document_id": point["document_id"], "evidence": point["quote"],
                                 "analysis_point": {"type": point["type"], "text": point["text"]},
                                 "reason": words["reason"].format(type=point["type"])},
        })
    asked = len(payload.get("question_ids", []))
    shortfall = words["shortfall"].format(n=len(out), asked=asked) if len(out) < asked else ""
    return {"questions": out, "shortfall_reason": shortfall}


# The question variant (per category) each difficulty starts from.
DIFFICULTY_VARIANT = {"easy": 0, "medium": 0, "hard": 1}


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


def _answers(documents: list[Document], job: dict, payload: dict) -> dict:
    words = TEXT[payload.get("language", "ko")]
    out = []
    for q in payload.get("questions", []):
        evidence = q.get("evidence", "")
        figures = [m.group(0).strip() for m in _FIGURE.finditer(evidence)]
        techs = named_technologies(evidence)
        if q.get("category") == "job_fit":  # the evidence is what the job asks, not what the applicant did
            figures, techs = [], []
        key_points = [words["key_figure"].format(f=f) for f in figures[:2]]
        key_points += [words["key_tech"].format(t=t) for t in techs[:1]]
        key_points += words["key_points_by_category"].get(q.get("category"), words["key_points"])[:4 - len(key_points)]
        summary = words["answer_summary"].get(q.get("category"), words["answer_summary"]["default"])
        out.append({"question_id": q["question_id"], "summary": summary.format(q=evidence),
                    "key_points": key_points,
                    "rubric": _rubric(words["rubric_job_fit" if q.get("category") == "job_fit" else "rubric"],
                                      evidence, figures)})
    return {"answers": out}


def _rubric(words: dict, evidence: str, figures: list[str]) -> dict:
    """A scoring guide tied to the question's own evidence and figures."""
    red_flags = [words["red_flag_figure"].format(f=f) for f in figures[:1]] + words["red_flags"][:2]
    return {"strong": words["strong"].format(q=evidence), "adequate": words["adequate"].format(q=evidence),
            "weak": words["weak"].format(q=evidence, **particles(evidence)), "red_flags": red_flags}


def _follow_ups(documents: list[Document], job: dict, payload: dict) -> dict:
    words = TEXT[payload.get("language", "ko")]
    out = []
    for item in payload.get("items", []):
        qid = item["question_id"]
        figures = [m.group(0).strip() for m in _FIGURE.finditer(item.get("evidence", ""))]
        gap = item.get("category") == "job_fit"  # a plan for the job: past-work follow-ups do not fit
        pool = [(text, purpose) for text, purpose in words["follow_job_fit"]] if gap else []
        if figures and not gap:
            pool.append((words["follow_figure"].format(f=figures[-1], **particles(figures[-1])), words["follow_figure_purpose"]))
        if not gap:
            pool += [(words["follow_role"], words["follow_role_purpose"]),
                     (words["follow_alt"], words["follow_alt_purpose"]),
                     (words["follow_evidence"], words["follow_evidence_purpose"])]
        shift = 1 if item.get("feedback") else 0  # a rework asks different follow-ups
        chosen = (pool[shift:] + pool[:shift])[:2]
        out.append({"question_id": qid, "follow_ups": [
            {"follow_up_id": f"{qid}-f{i}", "question": text, "purpose": purpose}
            for i, (text, purpose) in enumerate(chosen, start=1)]})
    return {"items": out}


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
        out.append({"question_id": q["question_id"], "premises": [], "ratings": ratings, "reasons": reasons or [words["review_ok"]],
                    "verdict": verdict})
    return {"reviews": out}


_HANDLERS = {"analyzer": _analyze, "questioner": _questions, "predictor": _answers, "driller": _follow_ups,
             "reviewer": _review}
