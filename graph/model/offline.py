"""The offline engine: a deterministic, rule-based chat model that needs no network.

It plugs in at the chat-model seam. It reads the same messages a real model gets — the documents
from the shared prefix, the task from `<task_input>` — picks its job from the call's `node:<name>`
tag, and answers with JSON for the node's schema, so prompts, parsing, usage accounting and routing
run exactly as they do with OpenAI. Its questions are built from the documents' real claims (roles,
projects, figures, technologies), each citing its exact quote.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult

from graph.rules import grounding
from graph.pipeline.state import Document
from graph.model.pricing import estimate_tokens
from graph.model.usage import node_from_tags

MAX_QUOTE_CHARS = 160

TECHNOLOGIES = (
    "Go", "Java", "Kotlin", "Spring Boot", "Spring", "Python", "Django", "Node.js", "TypeScript", "JavaScript",
    "React", "Next.js", "Vue", "Storybook", "Jest", "Playwright", "Figma", "AWS", "Lambda", "SQS", "DynamoDB",
    "ECS", "EKS", "CloudWatch", "S3", "Kubernetes", "Docker", "Terraform", "MySQL", "PostgreSQL", "Redis",
    "Kafka", "Jenkins", "GitHub Actions", "Firebase", "BigQuery", "Looker", "Vertex AI", "Airflow", "Tableau",
    "LightGBM", "pandas", "scikit-learn", "PyTorch", "SQL", "SHAP", "pytest", "Google Cloud", "GCP", "Azure",
)
# Korean particles may follow a name ("Go로"), so only Latin letters and digits end a word here.
_TECH = [(t, re.compile(r"(?<![A-Za-z0-9_.])" + re.escape(t) + r"(?![A-Za-z0-9_])")) for t in TECHNOLOGIES]
_FIGURE = re.compile(r"\d[\d,.]*\s*(%|ms|초|분|시간|h\b|명|건|개|배|만|억|원|stores|experiments|\+)|\d+%|\d[\d,]{3,}")
_LEAD = re.compile(r"멘토|리더|리드|주도|이끌|mentor|\bled\b|\blead", re.IGNORECASE)
_PROBLEM = re.compile(r"장애|개선|단축|절감|감소|줄임|줄였|상승|전환|이전|재작성|도입|cut|reduc|improv|down from|"
                      r"moved|migrat|introduc|rewr", re.IGNORECASE)
_WEAK = re.compile(r"\bbasic\b|기초|입문|인턴|\bintern", re.IGNORECASE)
_SKIP_SECTION = re.compile(r"학력|education|자격|certif|연락|contact", re.IGNORECASE)
_SKILL_SECTION = re.compile(r"기술|skills?|stack", re.IGNORECASE)
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
    """Lines of an applicant document that say something checkable, each as an exact quote."""
    claims: list[Claim] = []
    context, section = "", ""
    raw_lines = document.text.split("\n")
    for number, raw in enumerate(raw_lines):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            title = line.lstrip("#").strip()
            if raw.startswith("##") and not raw.startswith("###"):
                section = title
            context = title
            continue
        if line.startswith("**") and "—" in line:  # "**Senior Data Scientist, Northwind** — Apr 2022 – present"
            context = line
            continue
        body = re.sub(r"^([-*•·]|\d+[.)])\s+", "", line)
        bullet = body != line
        if not bullet and not re.search(r"[.!?다요]$", body):
            continue  # a wrapped line is half a sentence: no quote to build a question on
        if len(body) < 8 or _CONTACT.search(body) or grounding.is_injected_line(body) or _SKIP_SECTION.search(section):
            continue
        quote = _cut(body)
        wraps = number + 1 < len(raw_lines) and re.match(r"\s+[^-*•·\s]", raw_lines[number + 1])
        if bullet and wraps and re.search(r"[;,] ", quote[20:]):
            quote = re.split(r"[;,] (?!.*[;,] )", quote)[0]  # the bullet wraps: keep its whole clauses
        claims.append(Claim(
            document_id=document.document_id, quote=quote, context=context,
            figures=_figures(quote),
            techs=[t for t, p in _TECH if p.search(quote)], lead=bool(_LEAD.search(quote)),
            problem=bool(_PROBLEM.search(quote)), weak=bool(_WEAK.search(quote) or _WEAK.search(context)),
            skills=bool(_SKILL_SECTION.search(section)), bullet=bullet,
        ))
    return claims


_COUNT = re.compile(r"(?<![\d.,])\d{2,}(?![\d.,]*\d)")


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

TEXT = {
    "ko": {
        "verification_point": "'{q}'의 수치와 본인 기여도를 면접에서 검증해야 합니다.",
        "strength_lead": "리더십·협업 경험: '{q}'",
        "strength": "직무와 맞닿은 실무 경험: '{q}'",
        "weakness": "경험의 깊이가 제한적일 수 있는 부분: '{q}'",
        "risk": "공고가 요구하는 {req} 경험이 문서에 보이지 않습니다.",
        "questions": {
            "impact_verification": [
                "'{q}'{ra} 적으셨습니다. 이 수치는 어떤 기준과 기간으로 측정했고, 그중 본인이 직접 기여한 부분은 무엇이었나요?",
                "'{q}' — 이 성과 이전의 출발점과 목표는 무엇이었고, 결과가 정말 그 작업 덕분이었는지 어떻게 확인하셨나요?",
                "'{q}'의 성과를 만들기 위해 포기하거나 미룬 것은 무엇이었고, 그 판단의 근거는 무엇이었나요?",
            ],
            "technical_depth": [
                "'{q}' 작업에서 직접 설계한 부분과 그때 내린 핵심 기술 결정을 설명해 주세요.",
                "'{q}' 작업을 지금 다시 한다면 어떤 설계를 바꾸시겠습니까? 당시 검토한 대안과 트레이드오프도 말씀해 주세요.",
                "'{q}'에서 사용한 기술을 고른 이유와, 운영하면서 드러난 그 기술의 한계는 무엇이었나요?",
            ],
            "problem_solving": [
                "'{q}' 당시 가장 어려웠던 문제는 무엇이었고, 원인을 어떻게 찾아 해결하셨나요?",
                "'{q}' 과정에서 예상과 다르게 흘러간 일이 있었다면, 어떻게 판단하고 대응하셨나요?",
                "'{q}'{reul} 진행하며 만난 가장 큰 위험은 무엇이었고, 그것을 어떻게 줄이셨나요?",
            ],
            "collaboration": [
                "'{q}' 경험에서 본인의 역할은 무엇이었고, 의견이 엇갈릴 때 어떻게 합의를 이끌어 내셨나요?",
                "'{q}' — 함께한 사람들의 성장을 무엇으로 확인하셨고, 잘 되지 않았던 경우는 어떻게 다루셨나요?",
            ],
            "growth": [
                "'{q}'{ra} 적으셨습니다. 이 경험 이후 관련 역량을 어떻게 키워 오셨고, 지금 수준을 스스로 어떻게 평가하시나요?",
                "'{q}' 경험에서 부족하다고 느낀 점은 무엇이었고, 그것을 채우기 위해 무엇을 하셨나요?",
            ],
            "job_fit": [
                "이 직무는 {req} 경험을 요구합니다. '{q}' 경험을 바탕으로, {req}을(를) 실무에서 어떻게 익히고 적용하실 계획인가요?",
                "{req}이(가) 필요한 업무를 맡게 된다면, '{q}' 경험 중 어떤 부분이 도움이 되고 무엇을 새로 배워야 할까요?",
            ],
        },
        "intent": {
            "impact_verification": "적힌 성과의 측정 방식과 본인 기여도를 확인한다.",
            "technical_depth": "기술 선택과 설계를 직접 했는지, 깊이 있게 이해하는지 확인한다.",
            "problem_solving": "문제의 원인을 찾고 해결하는 방식을 확인한다.",
            "collaboration": "협업·리더십에서 본인의 역할과 방식을 확인한다.",
            "growth": "부족했던 경험을 스스로 어떻게 보완해 왔는지 확인한다.",
            "job_fit": "공고가 요구하지만 문서에 없는 역량에 대한 학습 계획과 적응력을 확인한다.",
        },
        "hard": " 대안과 트레이드오프까지 구체적으로 말씀해 주세요.",
        "easy": "",
        "reason": "분석 포인트({type})를 문서의 해당 문장으로 직접 확인하기 위한 질문입니다.",
        "answer_summary": {
            "default": "'{q}'의 배경과 목표, 본인이 맡은 역할과 의사결정, 결과를 순서대로 설명할 것으로 예상됩니다.",
            "impact_verification": "'{q}'의 측정 지표와 기간, 개선 전후 비교 방법, 본인이 직접 한 작업을 구분해 설명할 것으로 예상됩니다.",
            "job_fit": "지금까지 다룬 기술('{q}')과의 공통점을 근거로 학습 계획과 첫 적용 방식을 설명할 것으로 예상됩니다.",
            "growth": "'{q}' 이후 관련 역량을 키운 구체적 방법과 현재 수준을 솔직하게 설명할 것으로 예상됩니다.",
        },
        "key_points": ["문제 상황과 목표", "본인이 직접 맡은 역할과 의사결정", "결과와 측정 방법", "돌아보며 배운 점"],
        "key_figure": "수치 {f}의 측정 기준과 기간",
        "follow_figure": "말씀하신 {f}는 어떤 지표로, 어느 기간을 기준으로 측정한 값인가요?",
        "follow_figure_purpose": "수치의 과장 여부와 측정 근거를 확인한다.",
        "follow_role": "그 작업에서 본인이 직접 한 일과 팀이 함께 한 일을 나누어 설명해 주세요.",
        "follow_role_purpose": "본인 기여도를 구체적으로 확인한다.",
        "follow_alt": "다시 한다면 무엇을 다르게 하시겠습니까? 당시 검토했지만 택하지 않은 방법도 말씀해 주세요.",
        "follow_alt_purpose": "판단의 근거와 회고 능력을 확인한다.",
        "follow_evidence": "그 결과를 보여 줄 수 있는 자료나 지표(대시보드, 리뷰 문서 등)는 무엇이었나요?",
        "follow_evidence_purpose": "주장을 뒷받침하는 근거가 있는지 확인한다.",
        "review_ok": "문서의 인용 근거가 확인되고 직무와 관련된 질문입니다.",
        "review_no_evidence": "인용한 근거가 문서에서 확인되지 않습니다.",
        "review_protected": "보호되는 개인 특성({topic})을 묻고 있습니다.",
        "review_duplicate": "다른 질문({other})과 내용이 겹칩니다.",
        "review_followups": "꼬리 질문이 부족하거나 질문을 그대로 반복합니다.",
        "review_figure": "문서에 없는 수치({n})를 지원자에게 귀속합니다.",
        "review_rule": "검증 규칙 {code} 위반: {span}",
    },
    "en": {
        "verification_point": "The figures and personal contribution behind '{q}' need checking in the interview.",
        "strength_lead": "Leadership and collaboration: '{q}'",
        "strength": "Hands-on experience relevant to the role: '{q}'",
        "weakness": "Experience that may be limited in depth: '{q}'",
        "risk": "The job asks for {req}, which the documents do not show.",
        "questions": {
            "impact_verification": [
                "You wrote '{q}'. How was that measured, over what period, and which part of it was your own contribution?",
                "'{q}' — what was the starting point and the goal, and how did you confirm the result came from that work?",
                "To achieve '{q}', what did you trade off or postpone, and why?",
            ],
            "technical_depth": [
                "In '{q}', which parts did you design yourself, and what were the key technical decisions?",
                "If you did '{q}' again today, what would you design differently? Which alternatives did you weigh at the time?",
                "Why did you choose the technology used in '{q}', and what limits of it showed up in operation?",
            ],
            "problem_solving": [
                "What was the hardest problem in '{q}', and how did you find its cause and solve it?",
                "During '{q}', what went differently than expected, and how did you decide what to do?",
                "What was the biggest risk in '{q}', and how did you reduce it?",
            ],
            "collaboration": [
                "In '{q}', what was your role, and how did you reach agreement when opinions differed?",
                "'{q}' — how did you know the people you worked with grew, and how did you handle cases that did not go well?",
            ],
            "growth": [
                "You wrote '{q}'. How have you developed that skill since, and how would you rate your level today?",
                "What felt missing in your experience with '{q}', and what did you do to close the gap?",
            ],
            "job_fit": [
                "This role needs {req}. Building on '{q}', how would you learn and apply {req} on the job?",
                "If you took on work that needs {req}, which part of '{q}' would help, and what would you need to learn?",
            ],
        },
        "intent": {
            "impact_verification": "Check how the stated result was measured and what the applicant personally did.",
            "technical_depth": "Check that the applicant made and understands the design and technology choices.",
            "problem_solving": "Check how the applicant finds causes and solves problems.",
            "collaboration": "Check the applicant's own role and style in collaboration and leadership.",
            "growth": "Check how the applicant has made up for limited experience.",
            "job_fit": "Check the plan and adaptability for a skill the job needs but the documents do not show.",
        },
        "hard": " Please be specific about alternatives and trade-offs.",
        "easy": "",
        "reason": "Asks the applicant to back the analysis point ({type}) with the cited sentence of the document.",
        "answer_summary": {
            "default": "Expected to explain the background and goal of '{q}', their own role and decisions, and the result.",
            "impact_verification": "Expected to name the metric and period behind '{q}', how before and after were compared, and what they did themselves.",
            "job_fit": "Expected to build a learning plan and a first use on what they already know ('{q}').",
            "growth": "Expected to describe concretely how they grew beyond '{q}' and to rate their current level honestly.",
        },
        "key_points": ["the problem and the goal", "their own role and decisions", "the result and how it was measured",
                       "what they learned"],
        "key_figure": "how the figure {f} was measured, and over what period",
        "follow_figure": "Which metric and which period does the figure {f} refer to?",
        "follow_figure_purpose": "Check whether the figure is exaggerated and how it was measured.",
        "follow_role": "Separate what you did yourself from what the team did in that work.",
        "follow_role_purpose": "Pin down the applicant's personal contribution.",
        "follow_alt": "What would you do differently next time, and which option did you consider but not take?",
        "follow_alt_purpose": "Check the reasoning behind decisions and the ability to reflect.",
        "follow_evidence": "What material or metric (dashboard, review document) could show that result?",
        "follow_evidence_purpose": "Check that the claim has evidence behind it.",
        "review_ok": "The cited evidence occurs in the documents and the question fits the role.",
        "review_no_evidence": "The cited evidence does not occur in the documents.",
        "review_protected": "It asks about a protected personal attribute ({topic}).",
        "review_duplicate": "It overlaps with another question ({other}).",
        "review_followups": "The follow-ups are missing or repeat the question.",
        "review_figure": "It attributes a figure ({n}) the documents do not contain.",
        "review_rule": "It breaks the {code} rule: {span}",
    },
}


# --- the chat model ------------------------------------------------------------------------------


class OfflineChatModel(BaseChatModel):
    """Deterministic answers for the pipeline's nodes; usage is counted, cost is zero."""

    model_name: str = "offline"

    @property
    def _llm_type(self) -> str:
        return "hr-copilot-offline"

    def _get_ls_params(self, stop=None, **kwargs):
        params = super()._get_ls_params(stop=stop, **kwargs)
        params["ls_model_name"] = self.model_name
        return params

    def _generate(self, messages: list[BaseMessage], stop=None, run_manager=None, **kwargs: Any) -> ChatResult:
        node = node_from_tags(run_manager.tags if run_manager else None) or ""
        documents, job = _parse_prefix(str(messages[0].content))
        payload = _parse_task(messages)
        handler = _HANDLERS.get(node)
        if handler is None:
            raise ValueError(f"the offline engine has no answer for node '{node}'")
        content = json.dumps(handler(documents, job, payload), ensure_ascii=False)
        prompt_tokens = sum(estimate_tokens(str(m.content)) for m in messages)
        output_tokens = estimate_tokens(content)
        message = AIMessage(content=content, response_metadata={"model_name": self.model_name, "finish_reason": "stop"},
                            usage_metadata={"input_tokens": prompt_tokens, "output_tokens": output_tokens,
                                            "total_tokens": prompt_tokens + output_tokens})
        return ChatResult(generations=[ChatGeneration(message=message)], llm_output={"model_name": self.model_name})


_DOC_RE = re.compile(r'<document id="([^"]+)" kind="([^"]+)">\n(.*?)\n</document>', re.DOTALL)


def _parse_prefix(prefix: str) -> tuple[list[Document], dict]:
    documents = [Document(document_id=i, kind=k, text=t) for i, k, t in _DOC_RE.findall(prefix)]
    job_block = prefix.rsplit("<job>", 1)[-1]
    target = re.search(r"target_job: (.*)", job_block)
    jd = job_block.split("job_description:", 1)[1] if "job_description:" in job_block else ""
    return documents, {"target_job": target.group(1).strip() if target else "", "job_description": jd}


def _parse_task(messages: list[BaseMessage]) -> dict:
    for message in reversed(messages):
        text = str(message.content)
        if "<task_input>" in text:
            body = text.split("<task_input>", 1)[1].rsplit("</task_input>", 1)[0]
            try:
                return json.loads(body)
            except json.JSONDecodeError:
                continue
    return {}


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
    for requirement, claim in _missing_requirements(claims, job):
        points.append(("risk", words["risk"].replace("{req}", requirement), claim))
    return {"points": [{"type": t, "text": text.format(q=c.quote), "document_id": c.document_id, "quote": c.quote}
                       for t, text, c in points]}


def _missing_requirements(claims: list[Claim], job: dict) -> list[tuple[str, Claim]]:
    """Technologies the job description names that no applicant document mentions."""
    jd = job.get("job_description", "")
    applicant_text = "\n".join(c.quote for c in claims)
    anchor = next((c for c in claims if c.skills), None) or next((c for c in claims if c.techs), None)
    if anchor is None:
        return []
    missing = [t for t, p in _TECH if p.search(jd) and not p.search(applicant_text)]
    return [(t, anchor) for t in missing[:2]]


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
    points = (payload.get("analysis") or {}).get("points") or _analyze(documents, job, payload)["points"]
    taken = {grounding.normalise_for_match(e) for e in payload.get("keep_evidence", [])}
    avoid = payload.get("avoid", {})
    used_categories: list[str] = list(payload.get("keep_categories", []))
    out = []
    for qid in payload.get("question_ids", []):
        avoided = {grounding.normalise_for_match(e) for e in avoid.get(qid, [])}
        options = []
        for index, point in enumerate(points):
            quote_key = grounding.normalise_for_match(point["quote"])
            if quote_key in taken:
                continue
            for rank, category in enumerate(_categories(point, claims.get(point["quote"]))):
                # Prefer new evidence, then the categories the kit has least of, then document order.
                options.append((quote_key in avoided, used_categories.count(category), rank, index, category, point))
        if not options:
            break
        *_, category, point = min(options, key=lambda o: o[:4])
        variants = words["questions"][category]
        variant = variants[len(avoid.get(qid, [])) % len(variants)]
        requirement = next((t for t, p in _TECH if p.search(point["text"])), "") if category == "job_fit" else ""
        text = variant.format(q=point["quote"], req=requirement, **particles(point["quote"]))
        text += words.get(payload.get("difficulty", "medium"), "")
        taken.add(grounding.normalise_for_match(point["quote"]))
        used_categories.append(category)
        out.append({
            "question_id": qid, "category": category, "question": text, "intent": words["intent"][category],
            "generation_basis": {"document_id": point["document_id"], "evidence": point["quote"],
                                 "analysis_point": {"type": point["type"], "text": point["text"]},
                                 "reason": words["reason"].format(type=point["type"])},
        })
    return {"questions": out}


def particles(word: str) -> dict[str, str]:
    """Korean particles that fit the word's last syllable ('…단축'이라고, '…개발'을 / '…도입'을, '…처리'라고)."""
    last = word.rstrip(" .)'\"")[-1:] or "가"
    has_final = "가" <= last <= "힣" and (ord(last) - ord("가")) % 28 != 0
    return {"ra": "이라고" if has_final else "라고", "reul": "을" if has_final else "를"}


def _answers(documents: list[Document], job: dict, payload: dict) -> dict:
    words = TEXT[payload.get("language", "ko")]
    out = []
    for q in payload.get("questions", []):
        evidence = q.get("evidence", "")
        figures = [m.group(0).strip() for m in _FIGURE.finditer(evidence)]
        key_points = list(words["key_points"][:3])
        key_points += [words["key_figure"].format(f=f) for f in figures[:1]] or [words["key_points"][3]]
        summary = words["answer_summary"].get(q.get("category"), words["answer_summary"]["default"])
        out.append({"question_id": q["question_id"], "summary": summary.format(q=evidence),
                    "key_points": key_points})
    return {"answers": out}


def _follow_ups(documents: list[Document], job: dict, payload: dict) -> dict:
    words = TEXT[payload.get("language", "ko")]
    out = []
    for item in payload.get("items", []):
        qid = item["question_id"]
        figures = [m.group(0).strip() for m in _FIGURE.finditer(item.get("evidence", ""))]
        pool = []
        if figures:
            pool.append((words["follow_figure"].format(f=figures[-1]), words["follow_figure_purpose"]))
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
    job_text = grounding.normalise_for_match(job.get("target_job", "") + " " + job.get("job_description", ""))
    out = []
    for q in (q for q in kit if q["question_id"] in review_ids):
        reasons, ratings, follow_up_issue = [], {"job_fit": 4, "fairness": 5, "non_duplication": 5,
                                                 "usability": 4, "grounding": 5}, False
        question = {"question_id": q["question_id"], "question": q.get("question", ""),
                    "generation_basis": {"document_id": q.get("document_id"), "evidence": q.get("evidence", "")}}
        for v in grounding.check_question(question, documents, q.get("follow_ups")):
            if v.code == grounding.PROTECTED_ATTRIBUTE:
                ratings["fairness"] = 1
                reasons.append(words["review_protected"].format(topic=v.message.rsplit("(", 1)[-1].rstrip(")")))
            elif v.code == grounding.FABRICATED_ENTITY:
                ratings["grounding"] = 2
                reasons.append(words["review_figure"].format(n=v.span))
            elif v.code == grounding.EVIDENCE_NOT_FOUND:
                ratings["grounding"] = 1
                reasons.append(words["review_no_evidence"])
            else:
                ratings["grounding"] = 2
                reasons.append(words["review_rule"].format(code=v.code, span=v.span))
        techs = [t for t, p in _TECH if p.search(q.get("evidence", ""))]
        if any(grounding.normalise_for_match(t) in job_text for t in techs) or q.get("category") == "job_fit":
            ratings["job_fit"] = 5
        for other in kit:
            if other is not q and grounding.word_similarity(q.get("question", ""), other.get("question", "")) > 0.6:
                ratings["non_duplication"] = 2
                reasons.append(words["review_duplicate"].format(other=other["question_id"]))
                break
        follow_ups = q.get("follow_ups") or []
        echoes = any(grounding.word_similarity(f.get("question", ""), q.get("question", "")) > 0.7 for f in follow_ups)
        if len(follow_ups) < 2 or echoes:
            follow_up_issue = True
            ratings["usability"] = 2
            reasons.append(words["review_followups"])
        verdict = "APPROVED" if min(ratings.values()) >= 3 else "REJECTED"
        only_follow_ups = follow_up_issue and all(v >= 3 for k, v in ratings.items() if k != "usability")
        out.append({"question_id": q["question_id"], "verdict": verdict, "reasons": reasons or [words["review_ok"]],
                    "ratings": ratings, "follow_up_issue": only_follow_ups})
    return {"reviews": out}


_HANDLERS = {"analyzer": _analyze, "questioner": _questions, "predictor": _answers, "driller": _follow_ups,
             "reviewer": _review}
