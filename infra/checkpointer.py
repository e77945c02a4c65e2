"""The LangGraph checkpointer for Lambda: DynamoDBSaver, large checkpoints offloaded to S3."""

from __future__ import annotations

from langgraph_checkpoint_aws import DynamoDBSaver

from infra.settings import Settings


def dynamo_checkpointer(settings: Settings) -> DynamoDBSaver:
    return DynamoDBSaver(
        table_name=settings.checkpoints_table,
        ttl_seconds=settings.retention_seconds,
        s3_offload_config={"bucket_name": settings.documents_bucket,
                           "key_prefix": settings.checkpoint_prefix.rstrip("/")},
    )
