"""The composition root: `bootstrap(**overrides)` builds every dependency of a process — the API, the
worker, ingest, the CLI and `serve` — and `dependencies()` hands the handlers the one built last.

Parts are built on first use, so the API never imports LangChain (its cold start) and the CLI never
builds an AWS client. Tests replace any part by name: `bootstrap(llm=LLMBackend(model=fake))`,
`bootstrap(sessions=InMemorySessionStore())`.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from functions.sessions.ports import (
    AuditLog,
    CheckpointEraser,
    DocumentStore,
    JobStore,
    SessionStore,
    TenantKeys,
    WorkQueue,
)
from functions.sessions.services import Services
from infra.settings import Settings

if TYPE_CHECKING:  # the worker's parts; imported only where they are built
    from functions.sessions.job import Worker
    from graph.model.llm import LLMBackend, LLMSettings
    from graph.pipeline.context import RunContext
    from infra.secrets import WebhookSigningKeys


class Dependencies:
    """Every part a handler needs, each built once, when first asked for."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.replaced: frozenset[str] = frozenset()  # the parts bootstrap() was given

    # --- the ports (AWS adapters) ----------------------------------------------------------------

    @cached_property
    def sessions(self) -> SessionStore:
        from infra import aws
        from infra.sessions import DynamoSessionStore

        table = aws.resource("dynamodb").Table(self.settings.sessions_table)
        return DynamoSessionStore(table, self.settings.retention_seconds, kits=self.documents,
                                  kit_prefix=self.settings.kit_prefix)

    @cached_property
    def jobs(self) -> JobStore:
        """Jobs and their plans: the sessions table, under keys of their own (infra/jobs.py)."""
        from infra import aws
        from infra.jobs import DynamoJobStore

        table = aws.resource("dynamodb").Table(self.settings.sessions_table)
        return DynamoJobStore(table, self.settings.retention_seconds)

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
    def audit(self) -> AuditLog:
        from infra import aws
        from infra.audit import DynamoAuditLog

        table = aws.resource("dynamodb").Table(self.settings.audit_table or "unset")
        return DynamoAuditLog(table, self.settings.audit_retention_days * 86_400)

    @cached_property
    def services(self) -> Services:
        return Services(sessions=self.sessions, documents=self.documents, queue=self.queue, audit=self.audit,
                        audit_retention_days=self.settings.audit_retention_days,
                        tenant_daily_budget_usd=self.settings.tenant_daily_budget_usd,
                        run_reservation_usd=self.settings.max_session_cost_usd,
                        erase_delay_seconds=self.settings.erase_delay_seconds,
                        allow_insecure_loopback_callbacks=self.settings.allow_insecure_loopback_callbacks,
                        jobs=self.jobs)

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

        return LLMSettings.from_env()

    @cached_property
    def llm(self) -> LLMBackend:
        """The OpenAI key is read here, not with the settings: the dead-letter consumer builds the worker
        (for its checkpoints) and may not read the key."""
        from pydantic import SecretStr

        from graph.model.llm import LLMBackend
        from infra.secrets import secret_value

        arn = self.settings.openai_secret_arn
        settings = self.llm_settings
        if arn:
            settings = settings.model_copy(update={"api_key": SecretStr(secret_value(arn))})
        return LLMBackend.from_settings(settings)

    def run_context(self, tenant_id: str) -> RunContext:
        from graph.pipeline.context import RunContext

        return RunContext(llm=self.llm, tenant_id=tenant_id)

    @cached_property
    def checkpointer(self) -> CheckpointEraser:
        from infra.checkpointer import dynamo_checkpointer

        return dynamo_checkpointer(self.settings)

    @cached_property
    def signing_keys(self) -> WebhookSigningKeys:
        from infra.secrets import WebhookSigningKeys

        return WebhookSigningKeys(self.settings.webhook_keys, self.settings.webhook_secret_arn)

    @cached_property
    def graph(self):
        """The pipeline, compiled once per container with the checkpointer: when the first message arrives,
        or before the snapshot under SnapStart (`prepare_worker`)."""
        from graph.pipeline.builder import compile_graph

        return compile_graph(self.checkpointer)

    @cached_property
    def worker(self) -> Worker:
        from functions.sessions.job import FINAL_WRITES_MS, Worker
        from infra import metrics, webhooks

        def notify(record) -> None:
            webhooks.deliver(record.callback_url, {"tenant_id": record.tenant_id, "session_id": record.session_id,
                                                   "status": record.status, "version": record.version},
                             self.signing_keys.for_tenant(record.tenant_id),
                             allow_insecure_loopback=self.settings.allow_insecure_loopback_callbacks)

        return Worker(services=self.services, compiled=self.graph,
                      run_context=self.run_context, publish_usage=metrics.publish_llm_usage,
                      publish_session=metrics.publish_session, notify=notify,
                      handback_ms=int(self.llm_settings.longest_node_seconds() * 1000) + FINAL_WRITES_MS)

    # --- SnapStart (the worker's runtime hooks, functions/worker/app.py) ---------------------------------

    def prepare_worker(self) -> None:
        """Build before the first message what every message needs, so that under SnapStart it is in the
        snapshot: the compiled graph, the AWS clients' service models and the modules the OpenAI client
        loads when it is made. No secret is read: a snapshot outlives a key rotation."""
        from graph.pipeline.plans.graph import compiled_plan_graph

        _ = self.worker  # services, checkpointer, compiled graph
        compiled_plan_graph()
        if self.llm_settings.mode == "openai":
            from pydantic import SecretStr

            from graph.model.llm import make_chat_model

            # A client that is never used nor kept: making one imports what ChatOpenAI loads lazily (~130 ms).
            make_chat_model(self.llm_settings.model_copy(update={"api_key": SecretStr("unused")}))

    def after_restore(self) -> None:
        """What environments restored from one snapshot must not share: AWS clients and sessions (pooled
        connections, credentials), the OpenAI client's connections, secrets read, the random generator's
        state. Every part built is dropped and built again on first use; configuration and the parts a
        test replaced stay."""
        import random
        import sys

        import boto3
        import botocore.session
        from aws_lambda_powertools.utilities import parameters

        random.seed()  # from os.urandom, different in each environment
        session = botocore.session.get_session()
        if boto3.DEFAULT_SESSION is not None:  # the parsed service models are plain data (~70 ms to load)
            session.register_component("data_loader", boto3.DEFAULT_SESSION._session.get_component("data_loader"))
        boto3.setup_default_session(botocore_session=session)
        parameters.clear_caches()  # Powertools' secrets provider (a boto3 client) and the values it cached
        # langchain-openai shares one httpx client (a connection pool) per base URL among its ChatOpenAIs.
        openai_clients = sys.modules.get("langchain_openai.chat_models._client_utils")
        for name in ("_cached_sync_httpx_client", "_cached_async_httpx_client"):
            if hasattr(getattr(openai_clients, name, None), "cache_clear"):
                getattr(openai_clients, name).cache_clear()
        for name, part in vars(Dependencies).items():
            if isinstance(part, cached_property) and name not in KEPT_AFTER_RESTORE and name not in self.replaced:
                vars(self).pop(name, None)


# Configuration read from the environment: the same in every environment restored from a snapshot.
KEPT_AFTER_RESTORE = frozenset({"llm_settings"})

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
    dependencies_.replaced = frozenset(overrides)
    _current = dependencies_
    return dependencies_


def dependencies() -> Dependencies:
    """What the handlers use: the dependencies bootstrapped last, or the real ones on first use."""
    return _current if _current is not None else bootstrap()
