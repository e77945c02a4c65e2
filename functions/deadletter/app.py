"""Dead-letter Lambda: every message a queue gave up on leaves its session `failed` with a reason.

Its event sources are the two dead-letter queues. From the work queue's: a run that failed, timed out
or ran out of memory on every delivery; its session is failed with what its checkpoint shows it paid
for (`job.handle_dead_letter`), and an erase is tried again. From the ingest queue's: an S3 drop that
could not become a session; a failed session is recorded (`usecases.give_up_ingest`), for a tenant
someone configured only.
"""

from __future__ import annotations

import json

from aws_lambda_powertools import Logger, Tracer
from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord

from functions.bootstrap import dependencies
from functions.sessions import usecases
from functions.sessions.domain import WorkMessage
from functions.sessions.incoming import IncomingObject, created_objects
from functions.sessions.job import handle_dead_letter

logger = Logger()
tracer = Tracer()
processor = BatchProcessor(event_type=EventType.SQS)


def record_handler(record: SQSRecord) -> None:
    body = json.loads(record.body)
    if "session_id" in body:  # a work message; an S3 notification has Records instead
        handle_dead_letter(dependencies().worker, WorkMessage.model_validate(body))
        return
    for created in created_objects(body):
        incoming = IncomingObject.parse(created)
        if incoming is not None and dependencies().keyring.is_tenant(incoming.tenant_id):
            usecases.give_up_ingest(dependencies().services, incoming)


@logger.inject_lambda_context(log_event=False)
@tracer.capture_lambda_handler
def handler(event: dict, context) -> dict:
    return process_partial_response(event=event, record_handler=record_handler, processor=processor, context=context)
