"""A kit as Markdown, for the HR staff who read it."""

from __future__ import annotations

LABELS = {
    "ko": {"title": "면접 키트", "job": "직무", "difficulty": "난이도", "status": "상태", "evidence": "근거",
           "intent": "의도", "expected": "예상 답변", "follow_ups": "꼬리 질문", "review": "HR 검수", "score": "점수",
           "warnings": "경고", "usage": "LLM 사용량", "calls": "호출", "tokens": "토큰(입력/출력)", "cost": "비용"},
    "en": {"title": "Interview kit", "job": "Job", "difficulty": "Difficulty", "status": "Status",
           "evidence": "Evidence", "intent": "Intent", "expected": "Expected answer", "follow_ups": "Follow-ups",
           "review": "HR review", "score": "Score", "warnings": "Warnings", "usage": "LLM usage", "calls": "calls",
           "tokens": "tokens (in/out)", "cost": "cost"},
}


def kit_to_markdown(kit: dict) -> str:
    t = LABELS.get(kit.get("language", "ko"), LABELS["en"])
    lines = [f"# {t['title']} — {kit.get('target_job', '')}", "",
             f"- {t['status']}: **{kit['status']}** · version {kit.get('version', 1)} · {kit.get('session_id', '')}",
             f"- {t['difficulty']}: {kit.get('difficulty_level', '')}", ""]
    if kit.get("error"):
        lines += [f"> **{kit['error']['code']}**: {kit['error']['message']}", ""]
    for q in kit.get("questions", []):
        basis = q["generation_basis"]
        lines += [f"## {q['order']}. {q['question']}", "",
                  f"*{q['question_id']} · {q['category']} · {t['score']} {q['score']['total']}/100 · "
                  f"{t['review']} {q['review']['verdict']}*", "",
                  f"- **{t['intent']}**: {q['intent']}",
                  f"- **{t['evidence']}** ({basis['document_id']}): > {basis['evidence']}"]
        if q.get("expected_answer"):
            lines.append(f"- **{t['expected']}**: {q['expected_answer']['summary']}")
            lines += [f"  - {point}" for point in q["expected_answer"].get("key_points", [])]
        if q.get("follow_ups"):
            lines.append(f"- **{t['follow_ups']}**:")
            lines += [f"  {i}. {f['question']}" for i, f in enumerate(q["follow_ups"], start=1)]
        lines.append(f"- **{t['review']}**: " + " / ".join(q["review"]["reasons"]))
        lines.append("")
    if kit.get("warnings"):
        lines += [f"## {t['warnings']}", ""]
        lines += [f"- `{w['code']}` ({w['node']}): {w['message']}" for w in kit["warnings"]]
        lines.append("")
    usage = kit.get("usage", {})
    lines.append(f"*{t['usage']}: {usage.get('llm_calls', 0)} {t['calls']}, {t['tokens']} "
                 f"{usage.get('input_tokens', 0)}/{usage.get('output_tokens', 0)}, {t['cost']} "
                 f"${usage.get('cost_usd', 0):.4f}*")
    return "\n".join(lines) + "\n"
