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
    max_receive_count: int = Field(3, ge=1)  # the work queue's redrive maxReceiveCount (template.yaml)
    openai_secret_arn: str = ""
    api_keys_secret_arn: str = ""
    api_keys: str = ""  # "key:tenant,…" for `serve` and tests; production keys live in the secret
    webhook_secret_arn: str = ""
    webhook_secret: str = ""  # for `serve` and tests; production signs with the secret above
    checkpoint_prefix: str = "checkpoints/"
    tenant_daily_budget_usd: float = Field(50.0, gt=0)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ) -> "Settings":
        def env(name: str, default: str = "") -> str:
            return environ.get(f"HR_COPILOT_{name}", default)

        return cls(
            sessions_table=env("SESSIONS_TABLE"), checkpoints_table=env("CHECKPOINTS_TABLE"),
            idempotency_table=env("IDEMPOTENCY_TABLE"), documents_bucket=env("DOCUMENTS_BUCKET"),
            work_queue_url=env("WORK_QUEUE_URL"), retention_days=int(env("RETENTION_DAYS", "90")),
            max_receive_count=int(env("MAX_RECEIVE_COUNT", "3")), openai_secret_arn=env("OPENAI_SECRET_ARN"),
            api_keys_secret_arn=env("API_KEYS_SECRET_ARN"), api_keys=env("API_KEYS"),
            webhook_secret_arn=env("WEBHOOK_SECRET_ARN"), webhook_secret=env("WEBHOOK_SECRET"),
            tenant_daily_budget_usd=float(env("TENANT_DAILY_BUDGET_USD", "50")),
        )

    @property
    def retention_seconds(self) -> int:
        return self.retention_days * 86_400
