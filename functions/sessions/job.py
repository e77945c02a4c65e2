"""One run of a session: the worker's use case, independent of SQS, Lambda and AWS errors.

handle → take the run's lease → decide what the graph must do (`next_step`) → run or resume it →
store the outcome. A message the queue gives up on leaves the session `failed`, never `running`: the
worker gives up on the last delivery, the dead-letter consumer when no delivery could (`handle_dead_letter`).
Every end of a run records what it paid for and settles the tenant's spend against its reservation.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from aws_lambda_powertools import Logger

from functions.sessions.domain import (MAX_STORED_DOCUMENT_BYTES, Progress, SessionRecord, WorkMessage, now_iso,
                                       too_large)
from functions.sessions.kits import KitOrigin, keep_human_edits
from functions.sessions.ports import DocumentMissing, DocumentTooLarge, PortError, StoreLimitExceeded
from functions.sessions.services import Services
from functions.sessions.usecases import PROCESSING_FAILED, count_spend_of_erased, end_audit
from graph.extraction.documents import DocumentError, extract_text
from graph.model.pricing import usage_totals
from graph.pipeline import fairness
from graph.pipeline.context import RunContext
from graph.pipeline.plans.graph import plan_input_of, run_plan
from graph.pipeline.runner import first_pass_input, generate_kit, regenerate_input, run_session, thread_config
from graph.vocabulary import Document

logger = Logger(child=True)


def log_keys(run: SessionRecord | WorkMessage) -> dict[str, str]:
    """Each log line names its session itself (`extra=`): `serve` runs workers in threads that share one
    logger, so keys appended to it would name whichever session a thread appended last."""
    return {"session_id": run.session_id, "tenant_id": run.tenant_id}


# Besides the longest node, a run needs this long to store its outcome before the invocation ends.
FINAL_WRITES_MS = 30_000

Step = Literal["start", "resume", "save_only", "regenerate"]


@dataclass
class Worker:
    services: Services
    compiled: object  # CompiledStateGraph with a checkpointer (LangGraph has no public protocol for it)
    run_context: Callable[[str], RunContext]  # tenant -> the run's context
    publish_usage: Callable[[list[dict]], None]
    publish_session: Callable[[str, float], None]
    notify: Callable[[SessionRecord], None]
    # Hand the run on when less than this is left of the invocation: the longest node plus the writes.
    handback_ms: int


def handle(worker: Worker, message: WorkMessage, *, final_attempt: bool, remaining_ms: Callable[[], int]) -> None:
    if message.action == "erase":
        erase(worker, message)
        return
    if message.action == "audit":
        audit_fairness(worker, message)
        return
    if message.action == "plan":
        build_job_plan(worker, message, final_attempt=final_attempt, remaining_ms=remaining_ms)
        return
    record = take_lease(worker, message, remaining_ms)
    if record is None:
        logger.info("message is stale, its run has ended, or another worker holds it", extra=log_keys(message))
        return
    try:
        if not run(worker, record, should_stop=lambda: remaining_ms() < worker.handback_ms):
            hand_on(worker, record, message)
    except Exception as error:  # a failed hand-on too: the queue delivers the message again
        # The type, and the message of a port's error (ours, naming the store): another exception's
        # message may quote the documents.
        logger.warning("the run failed", extra={**log_keys(record), "error": type(error).__name__,
                                                "final_attempt": final_attempt,
                                                **({"reason": str(error)} if isinstance(error, PortError) else {})})
        give_up_or_retry(worker, record, error, final_attempt)
        raise


def hand_on(worker: Worker, record: SessionRecord, message: WorkMessage) -> None:
    """Out of time: the checkpoint holds the work done, a fresh message continues it."""
    worker.services.sessions.release_run(record.tenant_id, record.session_id, record.run)
    worker.services.queue.send(message)
    logger.info("run handed on before the invocation's timeout", extra=log_keys(record))


def take_lease(worker: Worker, message: WorkMessage, remaining_ms: Callable[[], int]) -> SessionRecord | None:
    # The lease outlives this invocation a little: a second copy of the message meanwhile is skipped.
    return worker.services.sessions.start_run(message.tenant_id, message.session_id, message.run,
                                              lease_seconds=remaining_ms() // 1000 + 30)


def give_up_or_retry(worker: Worker, record: SessionRecord, error: Exception, final_attempt: bool) -> None:
    worker.services.sessions.release_run(record.tenant_id, record.session_id, record.run)
    if final_attempt:  # the queue gives up after this: the session must not stay 'running'
        reason = f"{type(error).__name__}: {error}" if isinstance(error, PortError) else type(error).__name__
        give_up(worker, record, PROCESSING_FAILED, f"the run failed on every attempt ({reason})")


def build_job_plan(worker: Worker, message: WorkMessage, *, final_attempt: bool,
                   remaining_ms: Callable[[], int]) -> None:
    """A job's plan: the plan graph (a few calls, no checkpoint: a run that fails is run again whole), its
    usage records, the plan as the job's next version and the spend settled."""
    jobs = worker.services.jobs
    record = jobs.start_run(message.tenant_id, message.job_id, message.run, lease_seconds=remaining_ms() // 1000 + 30)
    keys = {"job_id": message.job_id, "tenant_id": message.tenant_id}
    if record is None:
        logger.info("plan message is stale, its run has ended, or another worker holds it", extra=keys)
        return
    progress = Progress()
    graph_input = plan_input_of(record.job_id, record.title, record.job_description, language=record.language,
                                framework=record.framework, core_question_count=record.core_question_count)
    try:
        outcome = run_plan(graph_input, worker.run_context(record.tenant_id), progress_saver(
            lambda: jobs.set_progress(record.tenant_id, record.job_id, progress), progress, keys))
    except Exception as error:
        logger.warning("the plan's run failed", extra={**keys, "error": type(error).__name__,
                                                       "final_attempt": final_attempt})
        jobs.release_run(record.tenant_id, record.job_id, record.run)
        if final_attempt:
            jobs.fail(record, PROCESSING_FAILED, f"the plan's run failed on every attempt ({type(error).__name__})",
                      record.settlement(0.0))
        raise
    usages, plan = outcome["llm_usages"], outcome["plan"]
    jobs.add_usage(record.tenant_id, record.job_id, usages, record.usage_records_stored)
    cost = usage_totals(usages)["cost_usd"]
    finished = record.model_copy(update={"status": plan["status"], "version": record.version + 1, "plan": plan,
                                         "error": plan.get("error"), "progress": progress,
                                         "usage_records_stored": record.usage_records_stored + len(usages)})
    if jobs.finish(finished, record.settlement(cost)):
        worker.publish_usage(usages)
    elif cost > 0 and jobs.get(record.tenant_id, record.job_id) is None:
        # erased under the run: DELETE gave its reservation back, so what it paid is the tenant's day alone
        worker.services.sessions.add_spend(record.tenant_id, record.settlement(cost).day, cost)


def handle_dead_letter(worker: Worker, message: WorkMessage) -> None:
    """A message the work queue gave up on: every delivery failed, or timed out or ran out of memory
    before the worker could give up itself. An erase is tried again rather than dropped."""
    if message.action == "erase":
        erase(worker, message)
        return
    if message.action == "plan":
        job = worker.services.jobs.get(message.tenant_id, message.job_id)
        if job is not None and job.run == message.run:  # fail() holds only while it is queued or running
            worker.services.jobs.fail(job, PROCESSING_FAILED, "the plan's run did not finish in any of its "
                                      "deliveries", job.settlement(0.0))
        return
    record = worker.services.sessions.get(message.tenant_id, message.session_id)
    if message.action == "audit":
        if record is not None and record.fairness_audit is not None:
            end_audit(worker.services, record.tenant_id, record.session_id, record.fairness_audit, PROCESSING_FAILED,
                      0.0, "the audit did not finish in any of its deliveries")
        return
    if record is None or record.run != message.run or record.status not in ("queued", "running"):
        logger.info("dead letter of a session erased, ended, or run again since", extra=log_keys(message))
        return
    give_up(worker, record, PROCESSING_FAILED, "the run did not finish in any of its deliveries "
                                               "(it failed, timed out or ran out of memory each time)")


def give_up(worker: Worker, record: SessionRecord, code: str, message: str) -> None:
    """End the run `failed`, with what it paid for: the usage records its checkpoint holds (finished
    nodes; a node that crashed wrote nothing) and their cost, settled against its reservation."""
    sessions = worker.services.sessions
    usages = worker.compiled.get_state(thread_config(record.session_id)).values.get("llm_usages", [])
    paid = usages[record.usage_records_stored:]
    sessions.add_usage(record.tenant_id, record.session_id, paid, record.usage_records_stored)
    cost = usage_totals(paid)["cost_usd"]
    if sessions.fail(record, code, message, record.settlement(cost)):
        worker.publish_usage(paid)
        worker.publish_session("failed", cost)
    else:
        count_spend_of_erased(worker.services, record.tenant_id, record.session_id, record.settlement(cost))


def erase(worker: Worker, message: WorkMessage) -> None:
    """The second half of DELETE, once any invocation that was running the session has ended (the
    message is delayed by the worker's timeout): its checkpoints, and the session's items again, for
    the usage records such a run stored after DELETE. Erasing earlier would race the run's writes."""
    worker.services.sessions.delete(message.tenant_id, message.session_id)
    worker.compiled.checkpointer.delete_thread(message.session_id)


def audit_fairness(worker: Worker, message: WorkMessage) -> None:
    """A queued fairness audit: one kit per identity variant of the session's documents (in memory, not
    checkpointed: an audit that fails is requested again), the report, and its cost settled. Each kit keeps
    to the session ceiling, so the audit keeps to the `variants` runs its admission reserved."""
    record = worker.services.sessions.get(message.tenant_id, message.session_id)
    audit = record.fairness_audit if record else None
    if audit is None or audit.status != "queued":
        logger.info("audit message of an audit ended, or of a session erased", extra=log_keys(message))
        return
    costs: list[float] = []

    def run_kit(index: int, documents: list[Document]) -> dict:
        kit = generate_kit(documents, record.target_job, worker.run_context(record.tenant_id),
                           session_id=record.session_id, difficulty=record.difficulty_level,
                           language=record.language, prompt_profile=record.prompt_profile)
        costs.append(kit["usage"]["cost_usd"])
        return kit

    try:
        documents = [Document(document_id=ref.document_id, kind=ref.kind, filename=ref.filename,
                              text=extract_text(ref.filename, worker.services.documents.get(
                                  ref.s3_key, MAX_STORED_DOCUMENT_BYTES, ref.version_id)))
                     for ref in record.documents]
        report = fairness.audit(documents, audit.variants, run_kit,
                                blind_input=worker.run_context(record.tenant_id).blind_input)
    except (DocumentError, DocumentMissing) as error:
        end_audit(worker.services, record.tenant_id, record.session_id, audit, "DOCUMENT_UNAVAILABLE", sum(costs),
                  f"a document of the session cannot be read ({type(error).__name__})")
        return
    end_audit(worker.services, record.tenant_id, record.session_id, audit, None, sum(costs),
              report=report.model_dump())


def next_step(record: SessionRecord, checkpoint_next: tuple, stored_kit_version: int | None) -> Step:
    """The version/run rule: what the graph must do for this run, given its last checkpoint."""
    if checkpoint_next:
        return "resume"  # after a crash: finished nodes are not run (or paid for) again
    if stored_kit_version == record.run:
        return "save_only"  # the graph finished but the session was not saved
    return "start" if record.run == 1 else "regenerate"


def run(worker: Worker, record: SessionRecord, should_stop: Callable[[], bool] = lambda: False) -> bool:
    """Run (or resume) the session's graph and store the outcome; False when it stopped for time."""
    config = thread_config(record.session_id)
    snapshot = worker.compiled.get_state(config)
    step = next_step(record, snapshot.next, (snapshot.values.get("final_response") or {}).get("version"))
    progress = Progress()
    if step != "save_only":
        graph_input = graph_input_for(worker, record, step)
        if step == "start" and graph_input is None:
            return True  # the session failed on its documents
        kit = run_session(worker.compiled, graph_input, worker.run_context(record.tenant_id), record.session_id,
                          progress_writer(worker, record, progress), should_stop)
        if kit is None:
            return False
    store_outcome(worker, record, worker.compiled.get_state(config).values, progress)
    return True


def graph_input_for(worker: Worker, record: SessionRecord, step: Step) -> dict | None:
    if step == "resume":
        return None  # LangGraph resumes from the checkpoint when given no input
    if step == "regenerate":
        request = record.regenerate
        return regenerate_input(request.target_question_ids, scope=request.scope,
                                additional_instruction=request.additional_instruction)
    documents = read_documents(worker, record)
    if documents is None:
        return None
    return first_pass_input(record.session_id, documents, record.target_job, difficulty=record.difficulty_level,
                            language=record.language, prompt_profile=record.prompt_profile,
                            interview_guidance=record.interview_guidance, job_plan=record.job_plan)


def progress_writer(worker: Worker, record: SessionRecord, progress: Progress) -> Callable[[str, str], None]:
    return progress_saver(lambda: worker.services.sessions.set_progress(record.tenant_id, record.session_id, progress),
                          progress, log_keys(record))


def progress_saver(save: Callable[[], None], progress: Progress, keys: dict[str, str]) -> Callable[[str, str], None]:
    """The graph's progress events into `progress`, saved after each."""
    def on_progress(event: str, node: str) -> None:
        if event == "started":
            progress.node_running = node
        else:
            progress.nodes_done.append(node)
            progress.node_running = None
        try:
            save()
        except PortError as error:  # progress is a courtesy: a throttled write must not stop the run
            logger.warning("progress not saved", extra={**keys, "error": str(error)})

    return on_progress


def store_outcome(worker: Worker, record: SessionRecord, values: dict, progress: Progress) -> None:
    """The kit as the session's next version, the usage records not stored before, the tenant's spend,
    metrics and the webhook. The version counts every kit the session stored — a person's edits too —
    and a question a person edited stays as they left it unless the regeneration asked for it."""
    sessions = worker.services.sessions
    version = record.version + 1
    regenerated = record.regenerate.target_question_ids if record.regenerate and record.run > 1 else []
    kit = keep_human_edits(record.final_response, {**values["final_response"], "version": version}, regenerated)
    usages = values.get("llm_usages", [])
    new_usages = usages[record.usage_records_stored:]
    sessions.add_usage(record.tenant_id, record.session_id, new_usages, record.usage_records_stored)
    finished = record.model_copy(update={
        "status": kit["status"], "version": version, "final_response": kit, "error": kit.get("error"),
        "progress": progress, "usage_records_stored": len(usages)})
    cost = usage_totals(new_usages)["cost_usd"]
    origin = KitOrigin(kind="run", at=now_iso(), run=record.run, usage_from=record.usage_records_stored,
                       usage_to=len(usages))
    try:
        stored = sessions.finish(finished, record.settlement(cost), origin)
    except StoreLimitExceeded as error:  # retrying would not help: the session ends with the reason
        logger.warning("the kit could not be stored", extra={**log_keys(record), "error": str(error)})
        give_up(worker, record, "KIT_TOO_LARGE", f"the kit could not be stored: {error}")
        return
    if not stored:
        logger.info("the run had ended already (given up on, or the session erased)", extra=log_keys(record))
        count_spend_of_erased(worker.services, record.tenant_id, record.session_id, record.settlement(cost))
        return
    worker.publish_usage(new_usages)
    worker.publish_session(kit["status"], cost)
    if finished.callback_url:
        worker.notify(finished)


def read_documents(worker: Worker, record: SessionRecord) -> list[Document] | None:
    """The session's documents as text; a document without text fails the session, not the queue."""
    documents = []
    for ref in record.documents:
        try:
            text = extract_text(ref.filename, worker.services.documents.get(ref.s3_key, MAX_STORED_DOCUMENT_BYTES,
                                                                           ref.version_id))
        except DocumentError as error:
            give_up(worker, record, "INVALID_DOCUMENT", f"documents.{ref.document_id}: {error.reason}")
            return None
        except DocumentTooLarge as error:
            refusal = too_large(f"documents.{ref.document_id}", error.size)
            give_up(worker, record, refusal.code, refusal.message)
            return None
        except DocumentMissing:  # other port errors pass: the queue delivers the message again
            give_up(worker, record, "DOCUMENT_UNAVAILABLE", f"documents.{ref.document_id} is no longer stored")
            return None
        documents.append(Document(document_id=ref.document_id, kind=ref.kind, filename=ref.filename, text=text))
    return documents
