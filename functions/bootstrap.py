"""The composition root: `bootstrap(**overrides)` builds every dependency of a process — the API, the
worker, ingest, the CLI and `serve` — and `dependencies()` hands the handlers the one built last.

Parts are built on first use, so the API never imports LangChain (its cold start) and the CLI never
builds an AWS client. Tests replace any part by name: `bootstrap(llm=LLMBackend(model=fake))`,
`bootstrap(sessions=InMemorySessionStore())`.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from functions.sessions.ports import CheckpointEraser, DocumentStore, SessionStore, TenantKeys, WorkQueue
from functions.sessions.usecases import Services
from infra.settings import Settings

if TYPE_CHECKING:  # the worker's parts; imported only where they are built
    from functions.sessions.job import Worker
    from graph.model.llm import LLMBackend, LLMSettings
    from graph.pipeline.context import RunContext


class Dependencies:
    """Every part a handler needs, each built once, when first asked for."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    # --- the ports (AWS adapters) ----------------------------------------------------------------

    @cached_property
    def sessions(self) -> SessionStore:
        from infra import aws
        from infra.sessions import DynamoSessionStore

        table = aws.resource("dynamodb").Table(self.settings.sessions_table)
        return DynamoSessionStore(table, self.settings.retention_seconds)

    @cached_property
    def documents(self) -> DocumentStore:
        from infra import aws
        from infra.documents import S3DocumentStore

        return S3DocumentStore(aws.client("s3"), self.settings.documents_bucket)

    @cached_property
    def queue(self) -> WorkQueue:
        from infra import aws
        from infra.queue import SqsWorkQueue

        return SqsWorkQueue(aws.client("sqs"), self.settings.work_queue_url)

    @cached_property
    def services(self) -> Services:
        return Services(sessions=self.sessions, documents=self.documents, queue=self.queue,
                        tenant_daily_budget_usd=self.settings.tenant_daily_budget_usd)

    @cached_property
    def keyring(self) -> TenantKeys:
        from infra.secrets import TenantKeyring

        return TenantKeyring(self.settings.api_keys, self.settings.api_keys_secret_arn)

    @cached_property
    def idempotency_store(self):
        from aws_lambda_powertools.utilities.idempotency import DynamoDBPersistenceLayer

        return DynamoDBPersistenceLayer(table_name=self.settings.idempotency_table or "unset")

    # --- the worker's parts ------------------------------------------------------------------------

    @cached_property
    def llm_settings(self) -> LLMSettings:
        from graph.model.llm import LLMSettings
        from infra.secrets import secret_value

        arn = self.settings.openai_secret_arn
        return LLMSettings.from_env(api_key=secret_value(arn) if arn else None)

    @cached_property
    def llm(self) -> LLMBackend:
        from graph.model.llm import LLMBackend

        return LLMBackend.from_settings(self.llm_settings)

    def run_context(self, tenant_id: str) -> RunContext:
        from graph.pipeline.context import RunContext

        return RunContext(llm=self.llm, tenant_id=tenant_id)

    @cached_property
    def checkpointer(self) -> CheckpointEraser:
        from infra.checkpointer import dynamo_checkpointer

        return dynamo_checkpointer(self.settings)

    @cached_property
    def signing_key(self) -> bytes:
        from infra.secrets import secret_value

        arn = self.settings.webhook_secret_arn
        return (secret_value(arn) if arn else self.settings.webhook_secret).encode()

    @cached_property
    def worker(self) -> Worker:
        """The graph is compiled once per container, with the checkpointer, when the first message arrives."""
        from functions.sessions.job import FINAL_WRITES_MS, Worker
        from graph.pipeline.builder import compile_graph
        from infra import metrics, webhooks

        def notify(record) -> None:
            webhooks.deliver(record.callback_url, {"session_id": record.session_id, "status": record.status,
                                                   "version": record.version}, self.signing_key)

        return Worker(services=self.services, compiled=compile_graph(self.checkpointer),
                      run_context=self.run_context, publish_usage=metrics.publish_llm_usage,
                      publish_session=metrics.publish_session, notify=notify,
                      handback_ms=int(self.llm_settings.longest_node_seconds() * 1000) + FINAL_WRITES_MS)


_current: Dependencies | None = None


def bootstrap(settings: Settings | None = None, **overrides) -> Dependencies:
    """Build this process's dependencies (settings validated once, from the environment by default),
    with any part replaced by name, and make them the ones the handlers use."""
    global _current
    dependencies_ = Dependencies(settings or Settings.from_env())
    unknown = [name for name in overrides if not hasattr(Dependencies, name)]
    if unknown:
        raise TypeError(f"bootstrap() has no part named {', '.join(unknown)}")
    vars(dependencies_).update(overrides)  # a cached_property reads the instance's value first
    _current = dependencies_
    return dependencies_


def dependencies() -> Dependencies:
    """What the handlers use: the dependencies bootstrapped last, or the real ones on first use."""
    return _current if _current is not None else bootstrap()
