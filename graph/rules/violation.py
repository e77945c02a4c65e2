"""What a check reports: a violation with its code, the field and the span it found."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict


class Code(StrEnum):
    """The codes a check reports; each value is its name, so a code compares, hashes and stores as that string."""

    EVIDENCE_NOT_FOUND = "EVIDENCE_NOT_FOUND"
    FABRICATED_ENTITY = "FABRICATED_ENTITY"
    CROSS_DOMAIN = "CROSS_DOMAIN"
    TEMPORAL = "TEMPORAL"
    STRUCTURE = "STRUCTURE"
    PROTECTED_ATTRIBUTE = "PROTECTED_ATTRIBUTE"
    PROMPT_INJECTION = "PROMPT_INJECTION"


class Violation(BaseModel):
    model_config = ConfigDict(use_enum_values=True)  # kept as the plain string: state and kits stay JSON

    code: Code
    question_id: str | None = None
    field: str = ""
    span: str = ""
    message: str
