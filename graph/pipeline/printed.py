"""A kit as one self-contained HTML page to print for the interviewer: the label (AI draft or approved),
the candidate summary, one question per printed page with its evidence, expected answer, rubric and
follow-ups, and a scorecard sheet to fill in by hand. No script, no external resource; every text of the
kit is escaped (a resume's `<script>` prints as text)."""

from __future__ import annotations

from html import escape

from graph.pipeline.plans.render import LABELS as PLAN_LABELS
from graph.pipeline.render import LABELS, ai_label, question_meta

PRINT_LABELS = {
    "ko": {"notes": "메모", "rating": "평가 (1–5)", "sheet": "면접 평가표", "item": "항목", "claim": "확인할 주장",
           "confirmed": "확인됨", "contradicted": "상반됨", "unverified": "미확인", "recommendation": "종합 의견",
           "strong_no": "매우 부정", "no": "부정", "yes": "긍정", "strong_yes": "매우 긍정", "no_decision": "판단 보류",
           "interviewer": "면접관", "date": "일자", "signature": "서명", "version": "버전"},
    "en": {"notes": "Notes", "rating": "Rating (1–5)", "sheet": "Scorecard", "item": "Item", "claim": "Claim to verify",
           "confirmed": "confirmed", "contradicted": "contradicted", "unverified": "unverified",
           "recommendation": "Recommendation", "strong_no": "strong no", "no": "no", "yes": "yes",
           "strong_yes": "strong yes", "no_decision": "no decision", "interviewer": "Interviewer", "date": "Date",
           "signature": "Signature", "version": "version"},
}
RECOMMENDATIONS = ("strong_no", "no", "yes", "strong_yes", "no_decision")
OUTCOMES = ("confirmed", "contradicted", "unverified")

STYLE = """
@page { size: A4; margin: 16mm 15mm; }
* { box-sizing: border-box; }
body { font-family: "Noto Sans CJK KR", "Noto Sans KR", "Noto Sans", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif;
       font-size: 10pt; line-height: 1.4; color: #111; margin: 0; overflow-wrap: anywhere; }
h1 { font-size: 17pt; margin: 0 0 4pt; } h2 { font-size: 13pt; margin: 0 0 6pt; }
h3 { font-size: 11pt; margin: 10pt 0 4pt; }
.label { border: 1.5pt solid #111; padding: 5pt 8pt; margin: 6pt 0 10pt; font-weight: bold; }
.meta { color: #444; font-size: 9pt; }
.page { break-before: page; page-break-before: always; }
.question { break-inside: auto; }
blockquote { margin: 4pt 0; padding: 4pt 8pt; border-left: 3pt solid #777; background: #f3f3f3; white-space: pre-wrap; }
table { border-collapse: collapse; width: 100%; margin: 4pt 0; }
td, th { border: 0.75pt solid #555; padding: 3pt 5pt; vertical-align: top; text-align: left; }
th { background: #e8e8e8; width: 18%; }
.boxes span { display: inline-block; border: 0.75pt solid #111; min-width: 22pt; padding: 1pt 4pt; margin-right: 4pt;
              text-align: center; }
.notes { border: 0.75pt solid #555; height: 18mm; margin-top: 2pt; }
.scoring { break-inside: avoid; }
@media screen { body { max-width: 190mm; margin: 8mm auto; }
                .page { border-top: 1.5pt dashed #999; margin-top: 10mm; padding-top: 6mm; } }
.sheet td { height: 9mm; } .sheet th { width: auto; } .sheet td:first-child { width: 48%; }
.sheet td:last-child { width: 24%; } .sheet td.boxes { white-space: nowrap; width: 1%; }
body > section:last-child > :last-child { margin-bottom: 0; }
.warning { color: #8a4b00; }
"""


def kit_to_html(kit: dict) -> str:
    language = kit.get("language", "ko")
    t = LABELS.get(language, LABELS["en"]) | PRINT_LABELS.get(language, PRINT_LABELS["en"])
    title = f"{t['title']} — {kit.get('target_job', '')}"
    parts = [f"<h1>{escape(title)}</h1>",
             f"<p class=\"meta\">{escape(kit.get('session_id', ''))} · {t['version']} {kit.get('version', 1)} · "
             f"{t['status']} {escape(kit.get('status', ''))} · {t['difficulty']} "
             f"{escape(kit.get('difficulty_level', ''))}</p>",
             f"<p class=\"label\">{escape(ai_label(kit, t))}</p>",
             _summary(kit.get("candidate_summary") or {}, t), _coverage(kit.get("job_coverage") or [], t)]
    names = {c["competency_id"]: c["name"] for c in kit.get("job_coverage") or [] if "competency_id" in c}
    plan_t = PLAN_LABELS.get(language, PLAN_LABELS["en"])
    parts += [_core_question(q, names, plan_t, t) for q in kit.get("core_questions", [])]
    parts += [_question(q, t) for q in kit.get("questions", [])]
    parts.append(_sheet(kit, t))
    return (f"<!DOCTYPE html>\n<html lang=\"{escape(language)}\"><head><meta charset=\"utf-8\">"
            f"<title>{escape(title)}</title><style>{STYLE}</style></head>\n<body>\n" + "\n".join(parts)
            + "\n</body></html>\n")


def _summary(summary: dict, t: dict) -> str:
    rows = []
    for section in ("strengths", "risks", "to_verify"):
        for number, point in enumerate(summary.get(section, []), start=1):
            name = t[section] + (f" c{number}" if section == "to_verify" else "")
            rows.append(f"<tr><th>{escape(name)}</th><td>{escape(point['text'])}"
                        f"<blockquote>{escape(point['quote'])}</blockquote></td></tr>")
    return f"<h2>{t['summary']}</h2><table>{''.join(rows)}</table>" if rows else ""


def _coverage(requirements: list[dict], t: dict) -> str:
    if not requirements:
        return ""
    if "competency_id" in requirements[0]:  # a kit tied to a job's plan: per competency, its core questions first
        rows = "".join(f"<tr><td>{escape(r['competency_id'])}. {escape(r['name'])}</td>"
                       f"<td>{escape(', '.join(r['core_question_ids']))} · "
                       f"{escape(', '.join(r['question_ids'])) or t['not_covered']}</td></tr>" for r in requirements)
        return f"<h3>{t['competency_coverage']}</h3><table>{rows}</table>"
    rows = "".join(f"<tr><td>{escape(r['text'])} ({escape(r['kind'])})</td>"
                   f"<td>{escape(', '.join(r['question_ids'])) or t['not_covered']}</td></tr>" for r in requirements)
    return f"<h3>{t['coverage']}</h3><table>{rows}</table>"


def _core_question(q: dict, names: dict[str, str], plan_t: dict, t: dict) -> str:
    """A core question of the job's plan on its own page: the same for every candidate, with its anchored scale."""
    scale = "".join(f"<tr><th>{n}</th><td>{escape(q['scale'][f'score_{n}'])}</td></tr>" for n in (1, 3, 5))
    follow_ups = "".join(f"<li>{escape(text)}</li>" for text in q.get("follow_ups", []))
    return (f"<section class=\"page question\"><h2>{escape(q['question_id'])}. {escape(q['question'])}</h2>"
            f"<p class=\"meta\">{plan_t['competency']}: {escape(names.get(q['competency_id'], q['competency_id']))}"
            f" · {escape(plan_t['kind'][q['kind']])}</p>"
            f"<p><b>{plan_t['intent']}</b>: {escape(q.get('intent', ''))}</p>"
            f"<h3>{plan_t['scale']}</h3><table>{scale}</table>"
            + (f"<h3>{plan_t['follow_ups']}</h3><ol>{follow_ups}</ol>" if follow_ups else "")
            + f"<div class=\"scoring\"><p><b>{t['rating']}</b> <span class=\"boxes\">"
            f"{_boxes(('1', '2', '3', '4', '5'))}</span> <b>{t['notes']}</b></p><div class=\"notes\"></div></div>"
            "</section>")


def _question(q: dict, t: dict) -> str:
    basis = q.get("generation_basis") or {}
    body = [f"<section class=\"page question\"><h2>{escape(q['question_id'])}. {escape(q['question'])}</h2>",
            f"<p class=\"meta\">{escape(question_meta(q, t))}</p>",
            f"<p><b>{t['intent']}</b>: {escape(q.get('intent', ''))}</p>",
            f"<p><b>{t['evidence']}</b> ({escape(basis.get('document_id', ''))})</p>"
            f"<blockquote>{escape(basis.get('evidence', ''))}</blockquote>"]
    answer = q.get("expected_answer") or {}
    if answer:
        body.append(f"<h3>{t['expected']}</h3><p>{escape(answer.get('summary', ''))}</p>")
        points = "".join(f"<li>{escape(point)}</li>" for point in answer.get("key_points", []))
        body.append(f"<p><b>{t['key_points']}</b></p><ul>{points}</ul>" if points else "")
        rubric = answer.get("rubric") or {}
        if rubric:
            rows = "".join(f"<tr><th>{t[level]}</th><td>{escape(rubric.get(level, ''))}</td></tr>"
                           for level in ("strong", "adequate", "weak"))
            flags = "; ".join(rubric.get("red_flags", []))
            body.append(f"<h3>{t['rubric']}</h3><table>{rows}<tr><th>{t['red_flags']}</th>"
                        f"<td>{escape(flags)}</td></tr></table>")
    if q.get("follow_ups"):
        items = "".join(f"<li>{escape(f['question'])}</li>" for f in q["follow_ups"])
        body.append(f"<h3>{t['follow_ups']}</h3><ol>{items}</ol>")
    if q.get("warnings"):
        items = "".join(f"<li>{escape(w['code'])}: {escape(w['message'])}</li>" for w in q["warnings"])
        body.append(f"<p class=\"warning\"><b>{t['edit_warnings']}</b></p><ul class=\"warning\">{items}</ul>")
    body.append(f"<div class=\"scoring\"><p><b>{t['rating']}</b> <span class=\"boxes\">"
                f"{_boxes(('1', '2', '3', '4', '5'))}</span> <b>{t['notes']}</b></p><div class=\"notes\"></div></div>"
                "</section>")
    return "".join(body)


def _boxes(names) -> str:
    return "".join(f"<span>{escape(name)}</span>" for name in names)


def _sheet(kit: dict, t: dict) -> str:
    """The scorecard to fill in by hand: the same items POST /scorecards takes."""
    rows = "".join(f"<tr><td>{escape(q['question_id'])}. {escape(q['question'][:120])}</td>"
                   f"<td class=\"boxes\">{_boxes(('1', '2', '3', '4', '5'))}</td><td></td></tr>"
                   for q in [*kit.get("core_questions", []), *kit.get("questions", [])])
    points = (kit.get("candidate_summary") or {}).get("to_verify", [])
    claims = "".join(f"<tr><td>c{number}. {escape(point['text'])}</td>"
                     f"<td class=\"boxes\">{_boxes(t[o] for o in OUTCOMES)}</td><td></td></tr>"
                     for number, point in enumerate(points, start=1))
    claims_table = (f"<h3>{t['to_verify']}</h3><table class=\"sheet\"><tr><th>{t['claim']}</th><th></th>"
                    f"<th>{t['notes']}</th></tr>{claims}</table>") if claims else ""
    return (f"<section class=\"page\"><h2>{t['sheet']} — {escape(kit.get('target_job', ''))}</h2>"
            f"<p class=\"label\">{escape(ai_label(kit, t))}</p>"
            f"<table class=\"sheet\"><tr><th>{t['item']}</th><th>{t['rating']}</th><th>{t['notes']}</th></tr>"
            f"{rows}</table>"
            f"{claims_table}<h3>{t['recommendation']}</h3>"
            f"<p class=\"boxes\">{_boxes(t[r] for r in RECOMMENDATIONS)}</p>"
            f"<table class=\"sheet\"><tr><th>{t['interviewer']}</th><td></td><th>{t['date']}</th><td></td></tr>"
            f"<tr><th>{t['signature']}</th><td colspan=\"3\"></td></tr></table></section>")
