"""One run of a session: the worker's use case, independent of SQS and Lambda."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from aws_lambda_powertools import Logger
from botocore.exceptions import ClientError

from functions.sessions.domain import Progress, SessionRecord, SessionStore, WorkMessage, today
from functions.sessions.usecases import Services
from graph.pipeline.context import RunContext
from graph.extraction.documents import DocumentError, extract_text
from graph.model.pricing import usage_totals
from graph.pipeline.runner import first_pass_input, regenerate_input, run_session, thread_config
from graph.pipeline.state import Document

logger = Logger(child=True)


# Besides the longest node, a run needs this long to store its outcome before the invocation ends.
FINAL_WRITES_MS = 30_000


@dataclass
class Worker:
    services: Services
    compiled: object  # the graph, compiled once per container with the DynamoDB checkpointer
    context_for: Callable[[str], RunContext]  # tenant -> run context
    publish_usage: Callable[[list[dict]], None]
    publish_session: Callable[[str, float], None]
    notify: Callable[[SessionRecord], None]
    # Hand the run on when less than this is left of the invocation: the longest node plus the writes.
    handback_ms: int


def handle(worker: Worker, message: WorkMessage, *, final_attempt: bool, remaining_ms: Callable[[], int]) -> None:
    if message.action == "erase":
        worker.compiled.checkpointer.delete_thread(message.session_id)
        return
    sessions: SessionStore = worker.services.sessions
    # The lease outlives this invocation a little: a second copy of the message meanwhile is skipped.
    record = sessions.start_run(message.tenant_id, message.session_id, message.run,
                                lease_seconds=remaining_ms() // 1000 + 30)
    if record is None:
        logger.info("message is stale, its run has ended, or another worker holds it")
        return
    try:
        finished = run(worker, record, should_stop=lambda: remaining_ms() < worker.handback_ms)
    except Exception as error:
        sessions.release_run(record.tenant_id, record.session_id, record.run)
        if final_attempt:  # the queue gives up after this: the session must not stay 'running'
            sessions.fail(record.tenant_id, record.session_id, "PROCESSING_FAILED",
                          f"the run failed on every attempt ({type(error).__name__})")
            worker.publish_session("failed", 0.0)
        raise
    if not finished:  # out of time: the checkpoint holds the work done, a fresh message continues it
        sessions.release_run(record.tenant_id, record.session_id, record.run)
        worker.services.queue.send(message)
        logger.info("run handed on before the invocation's timeout")


def run(worker: Worker, record: SessionRecord, should_stop: Callable[[], bool] = lambda: False) -> bool:
    """Run (or resume) the session's graph and store the outcome; False when it stopped for time."""
    sessions = worker.services.sessions
    config = thread_config(record.session_id)
    snapshot = worker.compiled.get_state(config)
    done_for_run = (snapshot.values.get("final_response") or {}).get("version") == record.run
    if snapshot.next:
        graph_input = None  # resume after a crash: finished nodes are not run (or paid for) again
    elif done_for_run:
        graph_input = None  # the graph finished but the session was not saved: only save it
    elif record.run == 1:
        documents = load_documents(worker, record)
        if documents is None:
            return True
        graph_input = first_pass_input(record.session_id, documents, record.target_job,
                                       difficulty=record.difficulty_level, language=record.language,
                                       prompt_profile=record.prompt_profile)
    else:
        request = record.regenerate
        graph_input = regenerate_input(request.target_question_ids, scope=request.scope,
                                       additional_instruction=request.additional_instruction)
    progress = Progress()

    def on_progress(event: str, node: str) -> None:
        if event == "started":
            progress.node_running = node
        else:
            progress.nodes_done.append(node)
            progress.node_running = None
        try:
            sessions.set_progress(record.tenant_id, record.session_id, progress)
        except ClientError as error:  # progress is a courtesy: a throttled write must not stop the run
            logger.warning("progress not saved", extra={"error": error.response["Error"]["Code"]})

    if graph_input is not None or snapshot.next:
        kit = run_session(worker.compiled, graph_input, worker.context_for(record.tenant_id), record.session_id,
                          on_progress, should_stop)
        if kit is None:
            return False
    values = worker.compiled.get_state(config).values
    kit = values["final_response"]
    usages = values.get("llm_usages", [])
    new_usages = usages[record.usage_records_stored:]
    sessions.add_usage(record.tenant_id, record.session_id, new_usages, record.usage_records_stored)
    finished = record.model_copy(update={
        "status": kit["status"], "version": kit["version"], "final_response": kit, "error": kit.get("error"),
        "progress": progress, "usage_records_stored": len(usages)})
    sessions.finish(finished)
    cost = usage_totals(new_usages)["cost_usd"]
    sessions.add_spend(record.tenant_id, today(), cost)
    worker.publish_usage(new_usages)
    worker.publish_session(kit["status"], cost)
    if finished.callback_url:
        worker.notify(finished)
    return True


def load_documents(worker: Worker, record: SessionRecord) -> list[Document] | None:
    """The session's documents as text; a document without text fails the session, not the queue."""
    documents = []
    for ref in record.documents:
        try:
            text = extract_text(ref.filename, worker.services.documents.get(ref.s3_key))
        except DocumentError as error:
            return _fail(worker, record, "INVALID_DOCUMENT", f"documents.{ref.document_id}: {error.reason}")
        except ClientError as error:
            if error.response["Error"]["Code"] not in MISSING_OBJECT:
                raise  # a passing S3 fault: the queue delivers the message again
            return _fail(worker, record, "DOCUMENT_UNAVAILABLE", f"documents.{ref.document_id} is no longer stored")
        documents.append(Document(document_id=ref.document_id, kind=ref.kind, filename=ref.filename, text=text))
    return documents


MISSING_OBJECT = ("NoSuchKey", "404", "AccessDenied", "403")


def _fail(worker: Worker, record: SessionRecord, code: str, message: str) -> None:
    worker.services.sessions.fail(record.tenant_id, record.session_id, code, message)
    worker.publish_session("failed", 0.0)
    return None
