"""The kit's lists de-duplicated and bounded, whatever the input: a document that repeats one line 500
times gave a summary of 1,285 identical points and a 400 KB kit. The questions are bounded by the
pipeline (final_count); these are the lists that grow with the documents."""

from __future__ import annotations

from graph.vocabulary import warning

MAX_SUMMARY_POINTS = 10  # per section: what an interviewer reads before the questions
MAX_REQUIREMENTS = 40  # a job description's duties and requirements
MAX_WARNINGS = 30
# Quotes and requirements are cut to a prefix (still an exact quote of their line); messages likewise.
MAX_QUOTE_CHARS = 300
MAX_MESSAGE_CHARS = 500


def bounded(kit: dict) -> dict:
    """The kit (in its JSON form) with each list de-duplicated and cut to its bound; what was left out is
    told in a warning."""
    left_out = []
    summary = {}
    for section, points in kit["candidate_summary"].items():
        distinct = unique(points, lambda point: (point["document_id"], point["quote"], point["text"]))
        summary[section] = [{**point, "quote": point["quote"][:MAX_QUOTE_CHARS]}
                            for point in distinct[:MAX_SUMMARY_POINTS]]
        if len(distinct) > MAX_SUMMARY_POINTS:
            left_out.append(f"{len(distinct) - MAX_SUMMARY_POINTS} more {section} points")
    if kit.get("plan_version") is not None:  # per competency of the job's plan: at most 8
        coverage = kit["job_coverage"]
    else:
        requirements = unique(kit["job_coverage"], lambda requirement: (requirement["kind"], requirement["text"]))
        if len(requirements) > MAX_REQUIREMENTS:
            left_out.append(f"{len(requirements) - MAX_REQUIREMENTS} more job requirements")
        coverage = [{**requirement, "text": requirement["text"][:MAX_QUOTE_CHARS]}
                    for requirement in requirements[:MAX_REQUIREMENTS]]
    warnings = unique(kit["warnings"], lambda given: (given["code"], given["node"], given["message"]))
    if len(warnings) > MAX_WARNINGS:
        left_out.append(f"{len(warnings) - MAX_WARNINGS} more warnings")
    warnings = [{**given, "message": given["message"][:MAX_MESSAGE_CHARS]} for given in warnings[:MAX_WARNINGS]]
    if left_out:
        warnings.append(warning("KIT_LISTS_BOUNDED", "final_formatter", (
            f"distinct entries kept to {MAX_SUMMARY_POINTS} per summary section, {MAX_REQUIREMENTS} job "
            f"requirements and {MAX_WARNINGS} warnings: {', '.join(left_out)} not shown")))
    return {**kit, "candidate_summary": summary, "job_coverage": coverage, "warnings": warnings}


def unique(entries: list[dict], key) -> list[dict]:
    """The entries in their order, each first one of its key only."""
    seen: set = set()
    kept = []
    for entry in entries:
        if key(entry) not in seen:
            seen.add(key(entry))
            kept.append(entry)
    return kept
