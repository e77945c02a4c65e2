"""A kit as Markdown, for the interviewer who reads it ten minutes before the interview.

Every value in a kit may carry applicant text (a quote, a question built on it, a JD line), so each is
written through `inline`: HTML tags and entities become text, link and emphasis marks are escaped and
line breaks cannot start a heading or a list of the document's own. The labels are the only Markdown.
"""

from __future__ import annotations

from graph.pipeline.markdown import inline
from graph.pipeline.plans.render import LABELS as PLAN_LABELS
from graph.pipeline.plans.render import core_questions_markdown

LABELS = {
    "ko": {"title": "면접 키트", "difficulty": "난이도", "status": "상태", "evidence": "근거", "intent": "의도",
           "expected": "좋은 답변의 요지", "key_points": "들어야 할 포인트", "rubric": "채점 가이드", "strong": "우수",
           "adequate": "보통", "weak": "미흡", "red_flags": "주의 신호", "follow_ups": "꼬리 질문", "review": "HR 검수",
           "score": "점수", "warnings": "경고", "usage": "LLM 사용량", "calls": "호출", "tokens": "토큰(입력/출력)",
           "cost": "비용", "summary": "지원자 요약", "strengths": "강점", "risks": "리스크", "to_verify": "확인할 점",
           "coverage": "채용 공고 요건 커버리지",
           "competency_coverage": "역량 커버리지 (공통 질문 · 지원자별 질문)", "premises": "질문의 전제와 근거",
           "clears": "해소한 점검 경고", "not_covered": "다루지 않음", "written_by": "작성",
           "engine": {"model": "언어 모델 ({model})",
                      "offline_engine": "규칙 기반 오프라인 엔진 — 모델 없이 규칙으로 만든 키트이며, "
                                        "검수도 규칙 점검입니다",
                      "model_with_offline_fallback": "언어 모델 ({model}), 모델 응답 불가 구간은 "
                                                     "규칙 기반 엔진이 대체"},
           "offline_engine": "규칙 기반 엔진 작성", "offline_fallback": "규칙 기반(모델 응답 불가 시 대체)",
           "human": "사람이 수정함", "ai_draft": "AI가 작성한 초안({models}) — 아직 사람이 승인하지 않음",
           "approved": "AI가 작성({models}), {who}가 {when}에 승인", "edited": "사람이 수정한 질문: {ids}",
           "offline_model": "규칙 기반 오프라인 엔진", "not_reviewed": "수정 후 AI 검수 없음",
           "edit_warnings": "검사 경고",
           "rule_based_check": "규칙 기반 점검", "verdicts": {"APPROVED": "통과", "REJECTED": "불통과"}},
    "en": {"title": "Interview kit", "difficulty": "Difficulty", "status": "Status", "evidence": "Evidence",
           "intent": "Intent", "expected": "What a good answer covers", "key_points": "Listen for",
           "rubric": "Scoring guide", "strong": "Strong", "adequate": "Adequate", "weak": "Weak",
           "red_flags": "Red flags", "follow_ups": "Follow-ups", "review": "HR review", "score": "Score",
           "warnings": "Warnings", "usage": "LLM usage", "calls": "calls", "tokens": "tokens (in/out)", "cost": "cost",
           "summary": "Candidate summary", "strengths": "Strengths", "risks": "Risks", "to_verify": "To verify",
           "coverage": "Job description coverage", "competency_coverage": "Competency coverage (core · probes)",
           "premises": "What it assumes, and where the documents say it",
           "clears": "clears the check's flag", "not_covered": "not covered", "written_by": "Written by",
           "engine": {"model": "the language model ({model})",
                      "offline_engine": "the rule-based offline engine — no model wrote this kit, and its review "
                                        "is a rule-based check",
                      "model_with_offline_fallback": "the language model ({model}), with the rule-based engine "
                                                     "standing in where the model could not be reached"},
           "offline_engine": "written by the rule-based engine",
           "offline_fallback": "rule-based (the model could not be reached)",
           "human": "edited by a person", "ai_draft": "AI-generated draft ({models}) — not approved by a person yet",
           "approved": "AI-generated ({models}), approved by {who} at {when}", "edited": "edited by a person: {ids}",
           "offline_model": "rule-based offline engine", "not_reviewed": "not reviewed by the AI since the edit",
           "edit_warnings": "check warnings",
           "rule_based_check": "Rule-based check", "verdicts": {"APPROVED": "passed", "REJECTED": "failed"}},
}


def kit_to_markdown(kit: dict) -> str:
    t = LABELS.get(kit.get("language", "ko"), LABELS["en"])
    models = sorted({model for model in kit.get("models", [])})
    lines = [f"# {t['title']} — {inline(kit.get('target_job', ''))}", "",
             f"- {t['status']}: **{kit['status']}** · version {kit.get('version', 1)} · "
             f"{inline(kit.get('session_id', ''))}",
             f"- {t['written_by']}: " + t["engine"][kit.get("engine", "model")].format(model=", ".join(models) or "?"),
             f"- {t['difficulty']}: {kit.get('difficulty_level', '')}",
             f"- **{inline(ai_label(kit, t))}**", ""]
    if kit.get("error"):
        lines += [f"> **{kit['error']['code']}**: {inline(kit['error']['message'])}", ""]
    lines += _summary(kit.get("candidate_summary") or {}, t) + _coverage(kit.get("job_coverage") or [], t)
    lines += _core(kit)
    for q in kit.get("questions", []):
        lines += _question(q, t)
    if kit.get("warnings"):
        lines += [f"## {t['warnings']}", ""]
        lines += [f"- `{w['code']}` ({w['node']}): {inline(w['message'])}" for w in kit["warnings"]]
        lines.append("")
    usage = kit.get("usage", {})
    lines.append(f"*{t['usage']}: {usage.get('llm_calls', 0)} {t['calls']}, {t['tokens']} "
                 f"{usage.get('input_tokens', 0)}/{usage.get('output_tokens', 0)}, {t['cost']} "
                 f"${usage.get('cost_usd', 0):.4f}*")
    return "\n".join(lines) + "\n"


def _summary(summary: dict, t: dict) -> list[str]:
    if not any(summary.get(section) for section in ("strengths", "risks", "to_verify")):
        return []
    lines = [f"## {t['summary']}", ""]
    for section in ("strengths", "risks", "to_verify"):
        for point in summary.get(section, []):
            lines.append(f"- **{t[section]}**: {inline(point['text'])} — ({inline(point['document_id'])}) "
                         f"“{inline(point['quote'])}”")
    return [*lines, ""]


def _coverage(requirements: list[dict], t: dict) -> list[str]:
    if not requirements:
        return []
    per_competency = "competency_id" in requirements[0]  # a kit tied to a job's plan
    lines = [f"## {t['competency_coverage' if per_competency else 'coverage']}", ""]
    for requirement in requirements:
        probed = ", ".join(requirement["question_ids"]) or f"*{t['not_covered']}*"
        if per_competency:
            core = ", ".join(requirement["core_question_ids"])
            lines.append(f"- {requirement['competency_id']}. {inline(requirement['name'])}: {core} · {probed}")
        else:
            lines.append(f"- {inline(requirement['text'])} ({requirement['kind']}): {probed}")
    return [*lines, ""]


def _core(kit: dict) -> list[str]:
    """A kit tied to a job's plan: its core questions first, the same for every candidate."""
    if not kit.get("core_questions"):
        return []
    t = PLAN_LABELS.get(kit.get("language", "ko"), PLAN_LABELS["en"])
    names = {c["competency_id"]: c["name"] for c in kit.get("job_coverage", []) if "competency_id" in c}
    heading = f"## {t['core']} — {inline(kit.get('job_id', ''))} · {t['version']} {kit.get('plan_version')}"
    return [heading, "", *core_questions_markdown(kit["core_questions"], names, t, level="###")]


def ai_label(kit: dict, t: dict) -> str:
    """One line: an AI draft until a person approves it, which models wrote it, who approved it when."""
    models = ", ".join(t["offline_model"] if m == "offline" else m
                       for m in (kit.get("provenance") or {}).get("models", [])) or "—"
    oversight = kit.get("oversight") or {}
    if oversight.get("state") == "approved":
        label = t["approved"].format(models=models, who=oversight["approved_by"], when=oversight["approved_at"])
    else:
        label = t["ai_draft"].format(models=models)
    edited = [q["question_id"] for q in kit.get("questions", []) if q.get("written_by") == "human"]
    return label + (f"; {t['edited'].format(ids=', '.join(edited))}" if edited else "")


def _premises(premises: list[dict], t: dict) -> list[str]:
    """Each premise the reviewer stated and code verified, with its quote: what the question assumes, and where."""
    if not premises:
        return []
    lines = [f"- **{t['premises']}**:"]
    for premise in premises:
        clears = f" ({t['clears']}: {inline(', '.join(premise['clears']))})" if premise.get("clears") else ""
        lines.append(f"  - {inline(premise['premise'])} — ({inline(premise['document_id'])}) "
                     f"“{inline(premise['quote'])}”{clears}")
    return lines


def question_meta(q: dict, t: dict) -> str:
    """The line under a question: its category, score and review, and who wrote it (raw text: escape it)."""
    review = q.get("review") or {}
    heading = [q["category"]]
    if q.get("score"):
        heading.append(f"{t['score']} {q['score']['total']}/100")
    if review.get("reviewed_by") == "rule_based_check":
        heading.append(f"{t['rule_based_check']}: {t['verdicts'][review['verdict']]}")
    elif review:
        heading.append(f"{t['review']} {review['verdict']}")
    if q.get("written_by") in ("offline_engine", "offline_fallback"):
        heading.append(t[q["written_by"]])
    elif q.get("written_by") == "human":  # the review judged the model's text, not the person's
        heading += [f"{t['human']} ({q.get('edited_by') or ''}, {q.get('edited_at') or ''})", t["not_reviewed"]]
    return " · ".join(heading)


def _question(q: dict, t: dict) -> list[str]:
    basis, review = q["generation_basis"], q.get("review") or {}
    review_label = t["rule_based_check"] if review.get("reviewed_by") == "rule_based_check" else t["review"]
    lines = [f"## {q['question_id']}. {inline(q['question'])}", "", f"*{inline(question_meta(q, t))}*", "",
             f"- **{t['intent']}**: {inline(q['intent'])}",
             f"- **{t['evidence']}** ({inline(basis['document_id'])}): “{inline(basis['evidence'])}”"]
    lines += _premises(basis.get("premises") or [], t)
    answer = q.get("expected_answer")
    if answer:
        lines.append(f"- **{t['expected']}**: {inline(answer['summary'])}")
        lines.append(f"- **{t['key_points']}**:")
        lines += [f"  - {inline(point)}" for point in answer.get("key_points", [])]
        rubric = answer.get("rubric")
        if rubric:
            lines.append(f"- **{t['rubric']}**:")
            lines += [f"  - {t[level]}: {inline(rubric[level])}" for level in ("strong", "adequate", "weak")]
            lines += [f"  - {t['red_flags']}: " + "; ".join(inline(flag) for flag in rubric.get("red_flags", []))]
    if q.get("follow_ups"):
        lines.append(f"- **{t['follow_ups']}**:")
        lines += [f"  {i}. {inline(f['question'])}" for i, f in enumerate(q["follow_ups"], start=1)]
    if review:
        lines.append(f"- **{review_label}**: " + " / ".join(inline(reason) for reason in review["reasons"]))
    if q.get("warnings"):
        lines.append(f"- **{t['edit_warnings']}**: "
                     + "; ".join(f"`{w['code']}` {inline(w['message'])}" for w in q["warnings"]))
    return [*lines, ""]
