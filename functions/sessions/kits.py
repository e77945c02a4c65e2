"""Kit versions and human oversight: HR's edits, the sign-off that locks a version, a new draft from it,
and the label that says what an AI wrote and who approved it. Pure: no AWS, no LangChain."""

from __future__ import annotations

import copy
from typing import Annotated, Literal

from pydantic import BaseModel, Field, StringConstraints, model_validator

# Who acts: an HR user's or an interviewer's id in the tenant's own system (no spaces, no free text), so
# that the audit names the person without holding a sentence someone typed.
ActorId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9._@+-]{1,100}$")]

MAX_EDIT_CHARS = 3000  # graph.rules.structure.MAX_FIELD_CHARS: the checks read no more of a field
MAX_LIST_ITEMS = 10


class Approval(BaseModel):
    """A signed-off version: locked against edits and regeneration until a new draft is started."""

    version: int
    approved_by: str
    approved_at: str


class KitOrigin(BaseModel):
    """How a stored kit version came about: a run of the pipeline, a person's edit, or a new draft."""

    kind: Literal["run", "edit", "draft"]
    at: str
    actor: str | None = None  # edit, draft
    run: int | None = None  # run
    usage_from: int = 0  # run: the usage records (by index) this run added
    usage_to: int = 0
    from_version: int | None = None  # edit, draft
    question_id: str | None = None  # edit
    fields: list[str] = []  # edit: what the person changed
    findings: list[dict] = []  # edit: the checks' findings on it, as the audit keeps them (code, field)
    checks_sha256: str | None = None  # edit: the version of the checks it went through


class StoredKit(BaseModel):
    version: int
    kit: dict
    origin: KitOrigin


# --- requests ------------------------------------------------------------------------------------

EditText = Annotated[str, StringConstraints(min_length=1, max_length=MAX_EDIT_CHARS)]


class FollowUpEdit(BaseModel):
    question: EditText
    purpose: str = Field("", max_length=MAX_EDIT_CHARS)


class AnswerEdit(BaseModel):
    summary: EditText | None = None
    key_points: list[EditText] | None = Field(None, max_length=MAX_LIST_ITEMS)


class RubricEdit(BaseModel):
    strong: EditText | None = None
    adequate: EditText | None = None
    weak: EditText | None = None
    red_flags: list[EditText] | None = Field(None, max_length=MAX_LIST_ITEMS)


class EditQuestionRequest(BaseModel):
    actor: ActorId
    question: EditText | None = None
    follow_ups: list[FollowUpEdit] | None = Field(None, max_length=5)
    expected_answer: AnswerEdit | None = None
    rubric: RubricEdit | None = None

    @model_validator(mode="after")
    def changes_something(self) -> "EditQuestionRequest":
        if not self.changed_fields():
            raise ValueError("give at least one of question, follow_ups, expected_answer, rubric")
        return self

    def changed_fields(self) -> list[str]:
        return [name for name in ("question", "follow_ups", "expected_answer", "rubric")
                if getattr(self, name) is not None]


class ApproveRequest(BaseModel):
    actor: ActorId
    version: int = Field(ge=1, description="the version signed off: the latest one")


class NewDraftRequest(BaseModel):
    actor: ActorId


# --- edits -----------------------------------------------------------------------------------------


def edited_question(question: dict, edit: EditQuestionRequest) -> dict:
    """The question with the person's changes; the rest stays as it was (a partial update)."""
    edited = copy.deepcopy(question)
    if edit.question is not None:
        edited["question"] = edit.question
    if edit.follow_ups is not None:
        edited["follow_ups"] = [{"follow_up_id": f"{question['question_id']}-f{index}", "question": f.question,
                                 "purpose": f.purpose} for index, f in enumerate(edit.follow_ups, start=1)]
    answer = edited.get("expected_answer") or {"summary": "", "key_points": [],
                                               "rubric": {"strong": "", "adequate": "", "weak": "", "red_flags": []}}
    if edit.expected_answer is not None:
        answer.update(edit.expected_answer.model_dump(exclude_none=True))
    if edit.rubric is not None:
        answer["rubric"] = {**(answer.get("rubric") or {}), **edit.rubric.model_dump(exclude_none=True)}
    if edit.expected_answer is not None or edit.rubric is not None:
        edited["expected_answer"] = answer
    return edited


def edited_fields(question: dict) -> list[tuple[str, str]]:
    """(field, text) of everything a person may write in a question, for the checks a model's text never
    needs (an instruction addressed to the model)."""
    answer = question.get("expected_answer") or {}
    rubric = answer.get("rubric") or {}
    fields = [("question", question.get("question", ""))]
    fields += [(f"follow_ups[{i}].{part}", f.get(part, "")) for i, f in enumerate(question.get("follow_ups") or [])
               for part in ("question", "purpose")]
    fields += [("expected_answer.summary", answer.get("summary", ""))]
    fields += [(f"expected_answer.key_points[{i}]", p) for i, p in enumerate(answer.get("key_points") or [])]
    fields += [(f"expected_answer.rubric.{level}", rubric.get(level, "")) for level in ("strong", "adequate", "weak")]
    fields += [(f"expected_answer.rubric.red_flags[{i}]", p) for i, p in enumerate(rubric.get("red_flags") or [])]
    return [(name, text) for name, text in fields if text]


def with_question(kit: dict, question: dict, version: int) -> dict:
    replaced = [question if q["question_id"] == question["question_id"] else q for q in kit["questions"]]
    return {**kit, "questions": replaced, "version": version}


def keep_human_edits(previous: dict | None, kit: dict, regenerated_ids: list[str]) -> dict:
    """A regeneration rewrites the questions it was asked for; a question a person edited and did not ask
    to rewrite stays as the person left it (a run never overwrites a human's text)."""
    human = {q["question_id"]: q for q in (previous or {}).get("questions", [])
             if q.get("written_by") == "human" and q["question_id"] not in regenerated_ids}
    if not human:
        return kit
    return {**kit, "questions": [human.get(q["question_id"], q) for q in kit["questions"]]}


# --- the AI-output label ---------------------------------------------------------------------------


def oversight_block(kit: dict, approvals: list[Approval]) -> dict:
    """What the kit says about itself: an AI draft until a person approves it, who approved it when,
    and which questions a person wrote. Added to every kit the API and the printed kit show."""
    approval = next((a for a in approvals if a.version == kit.get("version")), None)
    block = {"state": "approved" if approval else "ai_draft",
             "human_edited": [q["question_id"] for q in kit.get("questions", []) if q.get("written_by") == "human"]}
    if approval:
        block |= {"approved_by": approval.approved_by, "approved_at": approval.approved_at}
    return block


def labelled(kit: dict, approvals: list[Approval]) -> dict:
    return {**kit, "oversight": oversight_block(kit, approvals)}
