"""build_state and analyzer: normalise the input, then read the documents against the job."""

from __future__ import annotations

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime
from langgraph.types import Overwrite

from graph.rules import detect_injection, evidence_in_document, is_injected_line, personal_data_line

from graph.pipeline.context import RunContext
from graph.pipeline.prompts import fence_nonce
from graph.pipeline.requirements import extract_requirements
from graph.pipeline.nodes.common import accounted, ask, documents_of, prompt_context, scored_versions
from graph.pipeline.state import AgentState, DocumentAnalysis
from graph.vocabulary import APPLICANT_KINDS, Language, warning

MIN_EVIDENCE_CHARS = 200  # below this a resume rarely supports five grounded questions
REGENERATE_ACTIONS = ("regenerate", "regenerate_follow_ups")


def build_state(state: AgentState, runtime: Runtime[RunContext]) -> dict:
    # Each run starts its retry counters and its warnings afresh; the limits come from the context.
    counters = {"retry_count": 0, "questioner_retry_count": 0, "driller_retry_count": 0, "retry_feedback": {},
                "candidates": Overwrite({})}
    if state.get("human_action") in REGENERATE_ACTIONS and state.get("selected"):
        return {**counters, **_regeneration_start(state)}

    documents = documents_of(state)
    applicant = [d for d in documents if d.kind in APPLICANT_KINDS]
    warnings = [warning("PROMPT_INJECTION", "build_state",
                        f"document '{doc_id}' contains {count} line(s) addressed to the model; "
                        "they are kept as data and never used as evidence")
                for doc_id, count in _injection_counts(documents).items()]
    evidence_chars = sum(len(d.text) for d in applicant)
    language = state.get("language") or detect_language(applicant)
    if evidence_chars < MIN_EVIDENCE_CHARS:
        warnings.append(warning("INSUFFICIENT_EVIDENCE", "build_state",
                                f"the applicant's documents hold {evidence_chars} characters of text; "
                                "questions are asked only where they give evidence"))
    context = {
        "target_job": state.get("target_job", ""),
        "difficulty_level": state.get("difficulty_level", "medium"),
        "language": language,
        "prompt_profile": state.get("prompt_profile", "default"),
        "documents": [{"document_id": d.document_id, "kind": d.kind, "filename": d.filename, "chars": len(d.text)}
                      for d in documents],
        "evidence_chars": evidence_chars,
        "job_requirements": [r for d in documents if d.kind == "job_description" for r in extract_requirements(d.text)],
    }
    nonce = state.get("fence_nonce") or fence_nonce(runtime.context.fence_key, state.get("session_id", ""))
    return {**counters, "fence_nonce": nonce, "candidate_context": context, "node_warnings": Overwrite(warnings),
            "questions": [], **{name: Overwrite({}) for name in ("answers", "follow_ups", "reviews", "scores")},
            "scored_versions": [], "selected": [], "slot_floor": {}, "version": 1, "generation": 0,
            "target_question_ids": [], "human_action": state.get("human_action", ""), "language": language}


def detect_language(documents) -> Language:
    """Korean when a fifth of the applicant's letters are Hangul, else English (the kit's language when
    the caller does not name one)."""
    text = "".join(d.text for d in documents)
    letters = [ch for ch in text if ch.isalpha()]
    hangul = sum(1 for ch in letters if "가" <= ch <= "힣")
    return "ko" if letters and hangul / len(letters) >= 0.2 else "en"


def _injection_counts(documents) -> dict[str, int]:
    counts: dict[str, int] = {}
    for violation in detect_injection(documents):
        doc_id = violation.field.split(".", 1)[1]
        counts[doc_id] = counts.get(doc_id, 0) + 1
    return counts


def _regeneration_start(state: AgentState) -> dict:
    """A user's regenerate on an existing kit: the working set becomes the shipped kit again, and
    only versions made from now on may replace the targeted questions."""
    shipped = {v.question.question_id: v for v in scored_versions(state, "selected")}
    targets = [qid for qid in state.get("target_question_ids", []) if qid in shipped]
    next_revision = len(state.get("scored_versions", [])) + 1
    return {
        "target_question_ids": targets,
        "version": state.get("version", 1) + 1,
        "questions": [v.question.model_dump() for v in shipped.values()],
        "answers": Overwrite({qid: v.answer for qid, v in shipped.items() if v.answer}),
        "follow_ups": Overwrite({qid: [f.model_dump() for f in v.follow_ups]
                                 for qid, v in shipped.items() if v.follow_ups}),
        "reviews": Overwrite({qid: v.review.model_dump() for qid, v in shipped.items()}),
        "scores": Overwrite({qid: v.score.model_dump() for qid, v in shipped.items()}),
        "slot_floor": {**state.get("slot_floor", {}), **{qid: next_revision for qid in targets}},
        "node_warnings": Overwrite([]),
    }


def analyzer(state: AgentState, runtime: Runtime[RunContext], config: RunnableConfig) -> dict:
    result = ask(state, runtime, config, node="analyzer", schema=DocumentAnalysis,
                 payload={"candidate_context": prompt_context(state)})
    by_id = {d.document_id: d for d in documents_of(state)}
    # A point whose quote the documents do not contain, that addresses the model, or that is personal data
    # (age, family, religion …) is dropped here, before anything builds on it. A risk may quote the job
    # description: the requirement the documents do not show is the line it is about.
    points = [p for p in (result.value.points if result.value else [])
              if p.document_id in by_id and (by_id[p.document_id].kind in APPLICANT_KINDS
                                             or p.type == "risk" and by_id[p.document_id].kind == "job_description")
              and evidence_in_document(p.quote, by_id[p.document_id].text)
              and not is_injected_line(p.quote)
              and not personal_data_line(p.quote)]
    if result.value is not None and not points:
        result.warnings.append(warning("ANALYSIS_EMPTY", "analyzer",
                                       "the analysis found no grounded point; questions rest on the documents alone"))
    return accounted(result, document_analysis=DocumentAnalysis(points=points).model_dump())
