"""The kit's structure (STRUCTURE): counts, required fields, unique ids, follow-up ids that name their question,
questions a partial regeneration did not target left untouched, and fields no kit needs this long."""

from __future__ import annotations

from graph.rules.violation import Code, Violation

MAX_FIELD_CHARS = 3000  # a question, an answer summary or a follow-up; a model's run longer, not worth reading

KIT_QUESTION_FIELDS = ("question_id", "question", "category", "intent", "generation_basis")


def overlong(qid: str | None, fields: list[tuple[str, str]]) -> list[Violation]:
    """A field longer than any question, answer or follow-up a kit needs is malformed, and the checks read
    only its first MAX_FIELD_CHARS (so a runaway field cannot hold them for minutes)."""
    return [Violation(code=Code.STRUCTURE, question_id=qid, field=name, span=str(len(text)),
                      message=f"{len(text)} characters; the checks read the first {MAX_FIELD_CHARS}")
            for name, text in fields if isinstance(text, str) and len(text) > MAX_FIELD_CHARS]


def completed_count(kit: dict, expected_count: int) -> list[Violation]:
    questions = kit.get("questions") or []
    if kit.get("status") == "completed" and len(questions) != expected_count:
        return [Violation(code=Code.STRUCTURE, field="questions", span=str(len(questions)),
                          message=f"a completed kit has {expected_count} questions, not {len(questions)}")]
    return []


def question_structure(index: int, question: dict, seen: set[str]) -> list[Violation]:
    qid = question.get("question_id")
    found = []
    missing = [f for f in KIT_QUESTION_FIELDS if not question.get(f)]
    if missing:
        found.append(Violation(code=Code.STRUCTURE, question_id=qid, field=f"questions[{index}]",
                               span=", ".join(missing), message=f"missing field(s): {', '.join(missing)}"))
    if qid in seen:
        found.append(Violation(code=Code.STRUCTURE, question_id=qid, field=f"questions[{index}].question_id",
                               span=str(qid), message="question id used twice"))
    seen.add(qid)
    follow_ids = [f.get("follow_up_id") for f in question.get("follow_ups") or []]
    if len(set(follow_ids)) != len(follow_ids) or any(not str(f).startswith(f"{qid}-") for f in follow_ids):
        found.append(Violation(code=Code.STRUCTURE, question_id=qid, field=f"questions[{index}].follow_ups",
                               span=", ".join(map(str, follow_ids)),
                               message="follow-up ids must be unique and start with the question id"))
    return found


def regeneration(previous: dict, questions: list[dict], regenerated: set[str]) -> list[Violation]:
    before = {q.get("question_id"): q for q in previous.get("questions") or []}
    after = {q.get("question_id"): q for q in questions}
    found = []
    if set(before) != set(after):
        found.append(Violation(code=Code.STRUCTURE, field="questions", span=", ".join(sorted(set(before) ^ set(after))),
                               message="a partial regeneration changed which question ids the kit has"))
    for qid in set(before) & set(after) - regenerated:
        if before[qid] != after[qid]:
            found.append(Violation(code=Code.STRUCTURE, question_id=qid, field="questions",
                                   message="an untouched question changed during a partial regeneration"))
    return found
