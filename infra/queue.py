"""SqsWorkQueue: the queue the worker drains."""

from __future__ import annotations

from functions.sessions.domain import WorkMessage
from infra import aws


class SqsWorkQueue:
    def __init__(self, queue_url: str) -> None:
        self.queue_url = queue_url

    def send(self, message: WorkMessage) -> None:
        aws.client("sqs").send_message(QueueUrl=self.queue_url, MessageBody=message.model_dump_json())
