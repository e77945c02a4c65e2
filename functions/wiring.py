"""The composition root: real AWS adapters for the handlers, built once per container."""

from __future__ import annotations

from functions.sessions.usecases import Services
from infra.documents import S3DocumentStore
from infra.queue import SqsWorkQueue
from infra.sessions import DynamoSessionStore
from infra.settings import Settings


def aws_services(settings: Settings) -> Services:
    return Services(
        sessions=DynamoSessionStore(settings.sessions_table, settings.retention_seconds),
        documents=S3DocumentStore(settings.documents_bucket),
        queue=SqsWorkQueue(settings.work_queue_url),
        tenant_daily_budget_usd=settings.tenant_daily_budget_usd,
    )
