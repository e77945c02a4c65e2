"""SqsWorkQueue: the queue the worker drains."""

from __future__ import annotations

from functions.sessions.domain import WorkMessage
from infra.aws import port_errors


class SqsWorkQueue:
    def __init__(self, sqs, queue_url: str) -> None:
        self.sqs = sqs
        self.queue_url = queue_url

    def send(self, message: WorkMessage, delay_seconds: int = 0) -> None:
        with port_errors("queueing work"):
            self.sqs.send_message(QueueUrl=self.queue_url, MessageBody=message.model_dump_json(),
                                  DelaySeconds=delay_seconds)
