"""A job plan as Markdown, for the hiring manager who approves it and the interviewers who use it; and
the core questions of a kit tied to a plan. Every value goes through `inline` (a job
description's text is untrusted); the labels are the only Markdown."""

from __future__ import annotations

from graph.pipeline.markdown import inline

LABELS = {
    "ko": {"title": "구조화 면접 계획", "status": "상태", "written_by": "작성", "competencies": "역량",
           "quotes": "채용 공고 근거", "core": "공통 질문 (모든 지원자에게 같은 질문, 같은 척도)", "competency": "역량",
           "kind": {"behavioural": "행동 질문", "situational": "상황 질문"}, "intent": "의도",
           "scale": "평가 척도 (2점과 4점은 인접 기준의 사이)", "follow_ups": "꼬리 질문", "review": "HR 검수",
           "rule_based_check": "규칙 기반 점검", "warnings": "경고", "usage": "LLM 사용량", "calls": "호출",
           "tokens": "토큰(입력/출력)", "cost": "비용", "version": "버전", "approved": "{who}가 {when}에 승인",
           "not_approved": "아직 승인되지 않은 초안",
           "engine": {"model": "언어 모델 ({model})", "offline_engine": "규칙 기반 오프라인 엔진 — 모델 없이 "
                      "규칙으로 만든 계획이며, 검수도 규칙 점검입니다",
                      "model_with_offline_fallback": "언어 모델 ({model}), 응답 불가 구간은 규칙 기반 엔진이 대체"}},
    "en": {"title": "Structured interview plan", "status": "Status", "written_by": "Written by",
           "competencies": "Competencies", "quotes": "From the job description",
           "core": "Core questions (the same questions, on the same scales, for every candidate)",
           "competency": "Competency", "kind": {"behavioural": "behavioural", "situational": "situational"},
           "intent": "Intent", "scale": "Rating scale (2 and 4 lie between their neighbours)",
           "follow_ups": "Follow-ups", "review": "HR review", "rule_based_check": "Rule-based check",
           "warnings": "Warnings", "usage": "LLM usage", "calls": "calls", "tokens": "tokens (in/out)",
           "cost": "cost", "version": "version", "approved": "approved by {who} at {when}",
           "not_approved": "a draft, not approved yet",
           "engine": {"model": "the language model ({model})", "offline_engine": "the rule-based offline engine — "
                      "no model wrote this plan, and its review is a rule-based check",
                      "model_with_offline_fallback": "the language model ({model}), with the rule-based engine "
                                                     "standing in where the model could not be reached"}},
}


def plan_to_markdown(plan: dict, *, version: int | None = None, approval: dict | None = None) -> str:
    t = LABELS.get(plan.get("language", "ko"), LABELS["en"])
    lines = [f"# {t['title']} — {inline(plan.get('title', ''))}", "",
             f"- {t['status']}: **{plan['status']}**" + (f" · {t['version']} {version}" if version else "")
             + f" · {inline(plan.get('job_id', ''))}",
             f"- {t['written_by']}: " + t["engine"][plan.get("engine", "model")].format(
                 model=", ".join(plan.get("models", [])) or "?")]
    if approval is not None:
        lines.append("- **" + (inline(t["approved"].format(who=approval["approved_by"], when=approval["approved_at"]))
                               if approval.get("approved_by") else t["not_approved"]) + "**")
    lines.append("")
    if plan.get("error"):
        lines += [f"> **{plan['error']['code']}**: {inline(plan['error']['message'])}", ""]
    names = {c["competency_id"]: c["name"] for c in plan.get("competencies", [])}
    if plan.get("competencies"):
        lines += [f"## {t['competencies']}", ""]
        for competency in plan["competencies"]:
            lines.append(f"- **{competency['competency_id']}. {inline(competency['name'])}** — "
                         f"{inline(competency['definition'])}")
            lines += [f"  - {t['quotes']}: “{inline(quote)}”" for quote in competency["jd_quotes"]]
        lines.append("")
    if plan.get("core_questions"):
        lines += [f"## {t['core']}", ""] + core_questions_markdown(plan["core_questions"], names, t, level="###")
    if plan.get("warnings"):
        lines += [f"## {t['warnings']}", ""]
        lines += [f"- `{w['code']}` ({w['node']}): {inline(w['message'])}" for w in plan["warnings"]] + [""]
    usage = plan.get("usage", {})
    lines.append(f"*{t['usage']}: {usage.get('llm_calls', 0)} {t['calls']}, {t['tokens']} "
                 f"{usage.get('input_tokens', 0)}/{usage.get('output_tokens', 0)}, {t['cost']} "
                 f"${usage.get('cost_usd', 0):.4f}*")
    return "\n".join(lines) + "\n"


def core_questions_markdown(questions: list[dict], names: dict[str, str], t: dict, *, level: str = "##") -> list[str]:
    """The core questions as an interviewer reads them: the question, what it probes, its anchored scale."""
    lines: list[str] = []
    for q in questions:
        review = q.get("review") or {}
        lines += [f"{level} {q['question_id']}. {inline(q['question'])}", "",
                  f"*{t['competency']}: {inline(names.get(q['competency_id'], q['competency_id']))} · "
                  f"{t['kind'][q['kind']]}*", "",
                  f"- **{t['intent']}**: {inline(q['intent'])}", f"- **{t['scale']}**:"]
        lines += [f"  - {n}: {inline(q['scale'][f'score_{n}'])}" for n in (1, 3, 5)]
        if q.get("follow_ups"):
            lines.append(f"- **{t['follow_ups']}**:")
            lines += [f"  {i}. {inline(text)}" for i, text in enumerate(q["follow_ups"], start=1)]
        if review:
            label = t["rule_based_check"] if review.get("reviewed_by") == "rule_based_check" else t["review"]
            lines.append(f"- **{label}** ({review['verdict']}): "
                         + " / ".join(inline(reason) for reason in review["reasons"]))
        lines.append("")
    return lines
