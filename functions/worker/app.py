"""Worker Lambda: drains the work queue, one session run per message, partial batch failures.

It runs with SnapStart (template.yaml): Lambda initialises a published version once, runs
`before_snapshot` and snapshots the environment; new environments resume from that snapshot and run
`after_restore` first. Outside Lambda (tests, `serve`) there are no snapshots and the hooks are not run.
"""

from __future__ import annotations

from aws_lambda_powertools import Logger, Tracer
from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord

from functions.bootstrap import dependencies
from functions.sessions.domain import WorkMessage
from functions.sessions.job import handle

try:  # SnapStart's runtime hooks: the Lambda runtime provides the package
    from snapshot_restore_py import register_after_restore, register_before_snapshot
except ImportError:
    def register_before_snapshot(hook, *args, **kwargs):
        return hook

    register_after_restore = register_before_snapshot

logger = Logger()
tracer = Tracer()
processor = BatchProcessor(event_type=EventType.SQS)


@register_before_snapshot
def before_snapshot() -> None:
    """Compile the graph and load what the first message would (Dependencies.prepare_worker). Only a head
    start: should it fail (S3 unreachable while the version is published), the first message builds it."""
    try:
        dependencies().prepare_worker()
    except Exception:
        logger.exception("the worker could not be prepared before the snapshot")


@register_after_restore
def after_restore() -> None:
    """Make the AWS and OpenAI clients, secrets and random state this environment's own."""
    dependencies().after_restore()


def record_handler(record: SQSRecord, lambda_context) -> None:
    message = WorkMessage.model_validate_json(record.body)
    attempt = int(record.attributes.approximate_receive_count or 1)
    # Per thread (`serve` runs several workers in one process): a shared key would name another session.
    logger.thread_safe_append_keys(session_id=message.session_id, tenant_id=message.tenant_id, attempt=attempt)
    deps = dependencies()
    handle(deps.worker, message, final_attempt=attempt >= deps.settings.max_receive_count,
           remaining_ms=lambda_context.get_remaining_time_in_millis)


@logger.inject_lambda_context(log_event=False)
@tracer.capture_lambda_handler
def handler(event: dict, context) -> dict:
    return process_partial_response(event=event, record_handler=record_handler, processor=processor, context=context)
