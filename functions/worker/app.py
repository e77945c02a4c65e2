"""Worker Lambda: drains the work queue, one session run per message, partial batch failures."""

from __future__ import annotations

from aws_lambda_powertools import Logger, Tracer
from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord

from functions.bootstrap import dependencies
from functions.sessions.domain import WorkMessage
from functions.sessions.job import handle

logger = Logger()
tracer = Tracer()
processor = BatchProcessor(event_type=EventType.SQS)


def record_handler(record: SQSRecord, lambda_context) -> None:
    message = WorkMessage.model_validate_json(record.body)
    attempt = int(record.attributes.approximate_receive_count or 1)
    logger.append_keys(session_id=message.session_id, tenant_id=message.tenant_id, attempt=attempt)
    deps = dependencies()
    handle(deps.worker, message, final_attempt=attempt >= deps.settings.max_receive_count,
           remaining_ms=lambda_context.get_remaining_time_in_millis)


@logger.inject_lambda_context(log_event=False)
@tracer.capture_lambda_handler
def handler(event: dict, context) -> dict:
    return process_partial_response(event=event, record_handler=record_handler, processor=processor, context=context)
