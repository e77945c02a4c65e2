"""Settings of the Lambda functions and `serve`, validated once from the environment."""

from __future__ import annotations

import os
from collections.abc import Mapping

from pydantic import BaseModel, Field


class Settings(BaseModel):
    sessions_table: str
    checkpoints_table: str
    idempotency_table: str = ""
    documents_bucket: str
    work_queue_url: str = ""
    retention_days: int = Field(90, ge=1)
    # The audit record (AuditTable): its own retention, apart from the session's; ≥ 6 months (EU AI Act
    # Art. 26(6)). Only the API's environment names the table (template.yaml).
    audit_table: str = ""
    audit_retention_days: int = Field(180, ge=180)
    max_receive_count: int = Field(3, ge=1)  # the work queue's redrive maxReceiveCount (template.yaml)
    openai_secret_arn: str = ""
    api_keys_secret_arn: str = ""
    api_keys: str = ""  # "key:tenant,…" for `serve` and tests; production keys live in the secret
    webhook_secret_arn: str = ""  # each tenant's signing keys (infra.secrets.WebhookSigningKeys)
    webhook_keys: str = ""  # "tenant:key,…" for `serve` and tests; production signs with the secret above
    checkpoint_prefix: str = "checkpoints/"
    # Kits too large for their session's DynamoDB item, in the documents bucket (template.yaml grants it).
    kit_prefix: str = "kits/"
    tenant_daily_budget_usd: float = Field(50.0, gt=0)
    # The session ceiling the worker's LLM layer enforces; admission reserves it as a run's worst case.
    max_session_cost_usd: float = Field(0.50, gt=0)
    # DELETE's erase message waits this long (the worker's timeout; SQS delays at most 900 s), so that no
    # invocation that was running the session still writes checkpoints when they are erased.
    erase_delay_seconds: int = Field(900, ge=0, le=900)
    # `serve --allow-http-callbacks` only: callback_url may be http to this machine. The template never
    # sets HR_COPILOT_ALLOW_INSECURE_LOOPBACK_CALLBACKS, so a deployed function never allows it.
    allow_insecure_loopback_callbacks: bool = False

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ) -> "Settings":
        def env(name: str, default: str = "") -> str:
            return environ.get(f"HR_COPILOT_{name}", default)

        return cls(
            sessions_table=env("SESSIONS_TABLE"), checkpoints_table=env("CHECKPOINTS_TABLE"),
            idempotency_table=env("IDEMPOTENCY_TABLE"), documents_bucket=env("DOCUMENTS_BUCKET"),
            work_queue_url=env("WORK_QUEUE_URL"), retention_days=int(env("RETENTION_DAYS", "90")),
            audit_table=env("AUDIT_TABLE"), audit_retention_days=int(env("AUDIT_RETENTION_DAYS", "180")),
            max_receive_count=int(env("MAX_RECEIVE_COUNT", "3")), openai_secret_arn=env("OPENAI_SECRET_ARN"),
            api_keys_secret_arn=env("API_KEYS_SECRET_ARN"), api_keys=env("API_KEYS"),
            webhook_secret_arn=env("WEBHOOK_SECRET_ARN"), webhook_keys=env("WEBHOOK_KEYS"),
            tenant_daily_budget_usd=float(env("TENANT_DAILY_BUDGET_USD", "50")),
            max_session_cost_usd=float(env("MAX_SESSION_COST_USD", "0.50")),
            erase_delay_seconds=int(env("ERASE_DELAY_SECONDS", "900")),
            allow_insecure_loopback_callbacks=env("ALLOW_INSECURE_LOOPBACK_CALLBACKS").lower() in ("1", "true", "yes"),
        )

    @property
    def retention_seconds(self) -> int:
        return self.retention_days * 86_400
