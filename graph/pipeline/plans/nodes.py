"""The plan graph's nodes: read the job description, write the plan, check it, review it, format it.

Fail-closed throughout: a core question is in the plan only when the checks found nothing wrong with it
and the independent reviewer approved it; a review that did not happen approves nothing.
"""

from __future__ import annotations

import re

from langchain_core.runnables import RunnableConfig
from langgraph.runtime import Runtime
from pydantic import BaseModel

from graph.model.offline import OfflineEngine, OfflineRequest
from graph.model.pricing import usage_totals
from graph.model.structured import NodeCall, StructuredResult, call_structured
from graph.pipeline.context import RunContext
from graph.pipeline.nodes.analysis import detect_language
from graph.pipeline.plans.prompts import plan_messages, plan_prefix
from graph.pipeline.plans.state import (
    MAX_COMPETENCIES,
    MAX_CORE_QUESTIONS,
    MIN_COMPETENCIES,
    MIN_CORE_QUESTIONS,
    PLAN_CRITERIA,
    Competency,
    CoreQuestion,
    PlanDraft,
    PlanQuestion,
    PlanReview,
    PlanReviewBatch,
    PlanState,
)
from graph.pipeline.prompts import fence_nonce
from graph.pipeline.requirements import extract_requirements
from graph.rules import (
    evidence_in_document,
    injected_lines,
    is_injected_line,
    normalise_for_match,
    personal_data_line,
    protected_attribute_hits,
    word_similarity,
)
from graph.vocabulary import Document, warning

MIN_JOB_DESCRIPTION_CHARS = 150  # below this a job description names no job's competencies
MAX_PLAN_CALLS = 6  # a plan's LLM calls, repairs included: a rewrite round is made only when it fits
MAX_ROUNDS = 2  # the first draft and one rewrite of what the checks or the reviewer rejected
APPROVAL_THRESHOLD = 3
# A core question is asked of every candidate alike: one that assumes a candidate's documents cannot be.
_ABOUT_DOCUMENTS = re.compile(r"이력서|포트폴리오|자기소개서|경력기술서|\bresume\b|\bcv\b|portfolio|cover letter",
                              re.IGNORECASE)


def plan_input(state: PlanState, runtime: Runtime[RunContext]) -> dict:
    """The job description as a plan reads it: its language, its requirement lines, the lines that
    address the model (kept as data, flagged, never quoted), or why no plan can be made of it."""
    text = state.get("job_description", "")
    language = state.get("language") or detect_language([Document(document_id="job_description", text=text)])
    flagged, _ = injected_lines(text.splitlines())
    warnings = [warning("PROMPT_INJECTION", "plan_input", f"the job description contains {sum(flagged)} line(s) "
                        "addressed to the model; they are kept as data and never quoted")] if any(flagged) else []
    requirements = [r["text"] for r in extract_requirements(text)
                    if not is_injected_line(r["text"]) and personal_data_line(r["text"]) is None]
    count = state.get("core_question_count", 4)
    error = None
    if len(text.strip()) < MIN_JOB_DESCRIPTION_CHARS:
        error = {"code": "JOB_DESCRIPTION_TOO_SHORT", "message": f"the job description holds {len(text.strip())} "
                 f"characters; a plan needs at least {MIN_JOB_DESCRIPTION_CHARS} describing the job"}
    elif len(requirements) < MIN_COMPETENCIES:
        error = {"code": "JOB_DESCRIPTION_NO_REQUIREMENTS", "message": f"the job description has "
                 f"{len(requirements)} requirement line(s) (bullets under duties or qualifications); a plan of "
                 f"{MIN_COMPETENCIES} to {MAX_COMPETENCIES} competencies needs at least {MIN_COMPETENCIES}"}
    elif not MIN_CORE_QUESTIONS <= count <= MAX_CORE_QUESTIONS:
        error = {"code": "INVALID_CORE_QUESTION_COUNT",
                 "message": f"core_question_count: between {MIN_CORE_QUESTIONS} and {MAX_CORE_QUESTIONS}"}
    nonce = state.get("fence_nonce") or fence_nonce(runtime.context.fence_key, state.get("job_id", ""))
    changes = {"language": language, "requirement_lines": requirements, "fence_nonce": nonce, "rounds": 0,
               "core_question_count": count, "questions": {}, "written_by": {}, "problems": {}, "reviews": {},
               "rewrite_ids": [f"c{n}" for n in range(1, count + 1)], "competencies": [], "node_warnings": warnings}
    return {**changes, "error": error} if error else changes


def ask_plan(state: PlanState, runtime: Runtime[RunContext], config: RunnableConfig, *, node: str,
             schema: type[BaseModel], payload: dict, items: int) -> StructuredResult:
    """One metered call of the plan graph: the shared prefix, the role, the task; the job id is the
    session id of its usage records."""
    language = state.get("language", "ko")
    payload = {"language": language, **payload}
    framework = state.get("framework") or []
    prefix = plan_prefix(state.get("title", ""), state.get("job_description", ""), framework,
                         state["fence_nonce"], language)
    job_description = Document(document_id="job_description", kind="job_description",
                               text=state.get("job_description", ""))
    request = OfflineRequest(documents=(job_description,), target_job=state.get("title", ""),
                             job_description=job_description.text, payload=payload, framework=tuple(framework))
    spent = sum(u["cost_usd"] for u in state.get("llm_usages", []))
    call = NodeCall(node=node, schema=schema, messages=plan_messages(prefix, node, payload), offline_request=request,
                    session_id=state.get("job_id", ""), tenant_id=runtime.context.tenant_id, items=items,
                    budget_usd=max(runtime.context.llm.settings.max_session_cost_usd - spent, 0.0))
    return call_structured(runtime.context.llm, call, config)


def plan_writer(state: PlanState, runtime: Runtime[RunContext], config: RunnableConfig) -> dict:
    """The first draft, or a rewrite of the questions the checks or the reviewer rejected (a fresh call
    with their feedback, never a growing chat)."""
    ids = list(state.get("rewrite_ids", []))
    questions = dict(state.get("questions", {}))
    first = not questions
    payload: dict = {"question_ids": ids, "core_question_count": state.get("core_question_count", 4)}
    feedback = {} if first else rewrite_feedback(state, ids)
    if not first:
        payload |= {"competencies": state.get("competencies", []), "feedback": feedback,
                    "keep_questions": [q["question"] for qid, q in sorted(questions.items()) if qid not in ids]}
    result = ask_plan(state, runtime, config, node="plan_writer", schema=PlanDraft, payload=payload, items=len(ids))
    # What was rejected, and why, stays on the plan's record: the HR lead defends the plan with it.
    result.warnings += [warning("CORE_QUESTION_REWRITTEN", "plan_writer", f"{qid} was rewritten: {why}")
                        for qid, why in feedback.items()]
    draft: PlanDraft | None = result.value
    written = {q.question_id: q for q in (draft.core_questions if draft else []) if q.question_id in ids}
    missing = [qid for qid in ids if qid not in written]
    if draft is not None and missing:
        result.warnings.append(warning("QUESTIONS_MISSING", "plan_writer",
                                       f"the writer returned no {', '.join(missing)}"))
    changes = {"questions": {**questions, **{qid: q.model_dump() for qid, q in written.items()}},
               "written_by": {**state.get("written_by", {}), **dict.fromkeys(written, result.author)},
               "reviews": {qid: r for qid, r in state.get("reviews", {}).items() if qid not in written},
               "rewrite_ids": [], "rounds": state.get("rounds", 0) + 1,
               "llm_usages": result.usages, "node_warnings": result.warnings}
    if first:
        changes["competencies"] = [c.model_dump() for c in (draft.competencies if draft else [])]
    return changes


def rewrite_feedback(state: PlanState, ids: list[str]) -> dict[str, str]:
    """What the checks found and, when the reviewer rejected it, the reviewer's reasons."""
    problems, reviews = state.get("problems", {}), state.get("reviews", {})
    rejected = {qid: review["reasons"] for qid, review in reviews.items() if review["verdict"] == "REJECTED"}
    return {qid: "; ".join([*problems.get(qid, []), *rejected.get(qid, [])]) for qid in ids}


def plan_checks(state: PlanState) -> dict:
    """The deterministic checks: every quote is a line of the job description (not one addressed to the
    model), nothing touches a protected attribute, every question probes a competency of the plan, is the
    same for every candidate, and has anchors that tell a 1 from a 5."""
    text = state.get("job_description", "")
    framework = {normalise_for_match(item["name"]) for item in state.get("framework") or []}
    warnings = []
    competencies = []
    for raw in state.get("competencies", []):
        competency = Competency.model_validate(raw)
        quotes = [q for q in competency.jd_quotes if evidence_in_document(q, text) and not is_injected_line(q)]
        protected = protected_attribute_hits(f"{competency.name}. {competency.definition}")
        unquoted = not quotes and normalise_for_match(competency.name) not in framework
        if protected or unquoted or len(competencies) >= MAX_COMPETENCIES:
            reason = f"touches a protected attribute ({protected[0][0]})" if protected else \
                "none of its quotes is a line of the job description" if unquoted else "over the plan's 8"
            warnings.append(warning("COMPETENCY_DROPPED", "plan_checks", f"{competency.competency_id} "
                                    f"({competency.name}): {reason}"))
            continue
        if len(quotes) < len(competency.jd_quotes):
            warnings.append(warning("QUOTE_DROPPED", "plan_checks", f"{competency.competency_id}: "
                                    f"{len(competency.jd_quotes) - len(quotes)} quote(s) not found verbatim in the "
                                    "job description were removed"))
        competencies.append(competency.model_copy(update={"jd_quotes": quotes}).model_dump())
    kept = {c["competency_id"] for c in competencies}
    questions = {qid: CoreQuestion.model_validate(q) for qid, q in state.get("questions", {}).items()}
    problems = {qid: question_problems(question, kept, [o for other, o in questions.items() if other != qid])
                for qid, question in questions.items() if qid not in state.get("reviews", {})}
    return {"competencies": competencies, "node_warnings": warnings,
            "problems": {**state.get("problems", {}), **problems}}


def question_problems(question: CoreQuestion, competencies: set[str], others: list[CoreQuestion]) -> list[str]:
    found = []
    if question.competency_id not in competencies:
        found.append(f"COMPETENCY_UNKNOWN: probes {question.competency_id}, which is not a competency of the plan")
    fields = {"question": question.question, "intent": question.intent, "follow_ups": " ".join(question.follow_ups),
              **{f"scale.{name}": value for name, value in question.scale.model_dump().items()}}
    for field, value in fields.items():
        found += [f"PROTECTED_ATTRIBUTE in {field}: asks about {topic} [{span}]"
                  for topic, span in protected_attribute_hits(value)]
    if _ABOUT_DOCUMENTS.search(question.question):
        found.append("ABOUT_DOCUMENTS: a core question is asked of every candidate and cannot assume their documents")
    anchors = [normalise_for_match(a) for a in question.scale.model_dump().values()]
    if len(set(anchors)) < 3 or not all(anchors):
        found.append("ANCHORS_INDISTINCT: the 1, 3 and 5 anchors must each describe a different answer")
    if not question.follow_ups:
        found.append("FOLLOW_UPS_MISSING: a core question needs follow-ups")
    twin = next((o.question_id for o in others if word_similarity(o.question, question.question) > 0.7), None)
    if twin:
        found.append(f"DUPLICATE: asks what {twin} asks")
    return found


def plan_reviewer(state: PlanState, runtime: Runtime[RunContext], config: RunnableConfig) -> dict:
    """An independent review of the questions not yet reviewed; the plan comes in as external input."""
    reviews = dict(state.get("reviews", {}))
    wanted = sorted(qid for qid in state.get("questions", {}) if qid not in reviews)
    plan = {"competencies": state.get("competencies", []),
            "core_questions": [q for _, q in sorted(state.get("questions", {}).items())]}
    result = ask_plan(state, runtime, config, node="plan_reviewer", schema=PlanReviewBatch,
                      payload={"review_ids": wanted, "plan": plan}, items=len(wanted))
    reviewed_by = "rule_based_check" if result.author == "offline_engine" else "model"
    returned = {r.question_id: r for r in (result.value.reviews if result.value else []) if r.question_id in wanted}
    missing = [qid for qid in wanted if qid not in returned]
    if missing:
        result.warnings.append(warning("REVIEW_UNAVAILABLE", "plan_reviewer", f"{', '.join(missing)} could not be "
                                       "reviewed; not approved"))
    for qid in wanted:
        reviews[qid] = (derived_review(returned[qid].model_dump(), reviewed_by) if qid in returned else
                        PlanReview(verdict="REJECTED", reasons=["REVIEW_UNAVAILABLE: the independent review could "
                                                                "not be made; not approved"]).model_dump())
    problems = state.get("problems", {})
    failing = [qid for qid in sorted(state.get("questions", {}))
               if problems.get(qid) or reviews[qid]["verdict"] != "APPROVED" and qid not in missing]
    # One rewrite round, and only when its worst case (a writer and a reviewer call, each repaired) keeps the
    # plan within MAX_PLAN_CALLS; otherwise what failed is dropped from the plan.
    calls = len(state.get("llm_usages", [])) + len(result.usages)
    worst_round = 2 * (runtime.context.llm.settings.repair_attempts + 1)
    rewrite = failing if state.get("rounds", 0) < MAX_ROUNDS and calls + worst_round <= MAX_PLAN_CALLS else []
    return {"reviews": reviews, "rewrite_ids": rewrite, "llm_usages": result.usages,
            "node_warnings": result.warnings}


def derived_review(review: dict, reviewed_by: str) -> dict:
    """The verdict follows the ratings: a criterion below 3 rejects, whatever verdict the model wrote."""
    ratings = {name: min(max(int(review["ratings"][name]), 1), 5) for name in PLAN_CRITERIA}
    failing = [name for name in PLAN_CRITERIA if ratings[name] < APPROVAL_THRESHOLD]
    reasons = list(review["reasons"])
    if review["verdict"] == "APPROVED" and failing:
        reasons.append(f"verdict set to REJECTED: {', '.join(f'{n} rated {ratings[n]}' for n in failing)}")
    verdict = "APPROVED" if review["verdict"] == "APPROVED" and not failing else "REJECTED"
    return PlanReview(verdict=verdict, reasons=reasons, ratings=ratings, reviewed_by=reviewed_by).model_dump()


def plan_formatter(state: PlanState, runtime: Runtime[RunContext]) -> dict:
    """The plan: the verified competencies and the core questions that passed both the checks and the review."""
    usages = state.get("llm_usages", [])
    warnings = list(state.get("node_warnings", []))
    problems, reviews = state.get("problems", {}), state.get("reviews", {})
    approved = []
    for qid, raw in sorted(state.get("questions", {}).items(), key=lambda item: int(item[0][1:] or 0)):
        review = reviews.get(qid) or {}
        if problems.get(qid) or review.get("verdict") != "APPROVED":
            why = "; ".join([*problems.get(qid, []), *review.get("reasons", [])]) or "not reviewed"
            warnings.append(warning("CORE_QUESTION_DROPPED", "plan_formatter", f"{qid} is not in the plan: {why}"))
            continue
        approved.append(PlanQuestion(**raw, order=len(approved) + 1, review=PlanReview.model_validate(review)))
    competencies = state.get("competencies", [])
    error = state.get("error")
    if error is None and len(competencies) < MIN_COMPETENCIES:
        error = {"code": "TOO_FEW_COMPETENCIES", "message": f"{len(competencies)} competencies passed the checks; "
                 f"a plan needs {MIN_COMPETENCIES} to {MAX_COMPETENCIES}"}
    if error is None and len(approved) < MIN_CORE_QUESTIONS:
        error = {"code": "PLAN_NOT_APPROVED", "message": f"{len(approved)} core question(s) passed the checks and "
                 f"the independent review; a plan needs at least {MIN_CORE_QUESTIONS}"}
    status = "failed" if error else \
        "completed" if len(approved) == state.get("core_question_count", 4) else "partial_completed"
    authors = set(state.get("written_by", {}).values())
    engine = "offline_engine" if isinstance(runtime.context.llm.model, OfflineEngine) else \
        "model_with_offline_fallback" if "offline_fallback" in authors else "model"
    plan = {"job_id": state.get("job_id", ""), "title": state.get("title", ""), "language": state.get("language", "ko"),
            "status": status, "engine": engine, "warnings": warnings, "usage": usage_totals(usages),
            "models": sorted({u["model"] for u in usages if u["model"] != OfflineEngine.model_name
                              and u["status"] == "ok"}),
            "competencies": [] if error else competencies,
            "core_questions": [] if error else [q.model_dump() for q in approved], "error": error}
    return {"plan": plan}
