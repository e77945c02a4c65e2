"""Worker Lambda: drains the work queue, one session run per message, partial batch failures."""

from __future__ import annotations

import functools

from aws_lambda_powertools import Logger, Tracer
from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord

from functions.sessions.domain import WorkMessage
from functions.wiring import aws_services
from functions.sessions.job import FINAL_WRITES_MS, Worker, handle
from graph.pipeline.builder import compile_graph
from graph.pipeline.context import RunContext
from graph.model.llm import LLMBackend, LLMSettings
from infra import metrics, webhooks
from infra.checkpointer import dynamo_checkpointer
from infra.secrets import secret_value
from infra.settings import Settings

logger = Logger()
tracer = Tracer()
processor = BatchProcessor(event_type=EventType.SQS)
settings = Settings.from_env()


@functools.cache
def worker() -> Worker:
    """Built on the first message of a container: the graph is compiled once, the key read once."""
    api_key = secret_value(settings.openai_secret_arn) if settings.openai_secret_arn else None
    llm_settings = LLMSettings.from_env(api_key=api_key)
    backend = LLMBackend.from_settings(llm_settings)
    services = aws_services(settings)
    signing_key = (secret_value(settings.webhook_secret_arn) if settings.webhook_secret_arn
                   else settings.webhook_secret).encode()

    def notify(record) -> None:
        webhooks.deliver(record.callback_url, {"session_id": record.session_id, "status": record.status,
                                               "version": record.version}, signing_key)

    return Worker(services=services, compiled=compile_graph(dynamo_checkpointer(settings)),
                  context_for=lambda tenant: RunContext(llm=backend, tenant_id=tenant),
                  publish_usage=metrics.publish_llm_usage, publish_session=metrics.publish_session, notify=notify,
                  handback_ms=int(llm_settings.longest_node_seconds() * 1000) + FINAL_WRITES_MS)


def record_handler(record: SQSRecord, lambda_context) -> None:
    message = WorkMessage.model_validate_json(record.body)
    attempt = int(record.attributes.approximate_receive_count or 1)
    logger.append_keys(session_id=message.session_id, tenant_id=message.tenant_id, attempt=attempt)
    handle(worker(), message, final_attempt=attempt >= settings.max_receive_count,
           remaining_ms=lambda_context.get_remaining_time_in_millis)


@logger.inject_lambda_context(log_event=False)
@tracer.capture_lambda_handler
def handler(event: dict, context) -> dict:
    return process_partial_response(event=event, record_handler=record_handler, processor=processor, context=context)
