"""Lambda's side of the contract, on one machine: context objects, event shapes, a queue poller."""

from __future__ import annotations

import sys
import time
import uuid
from dataclasses import dataclass
from urllib.parse import parse_qs


@dataclass
class LambdaContext:
    function_name: str = "hr-copilot-local"
    memory_limit_in_mb: int = 1024
    timeout_s: int = 900

    def __post_init__(self) -> None:
        self.aws_request_id = str(uuid.uuid4())
        self.invoked_function_arn = f"arn:aws:lambda:us-east-1:123456789012:function:{self.function_name}"
        self._deadline = time.monotonic() + self.timeout_s

    def get_remaining_time_in_millis(self) -> int:
        return max(int((self._deadline - time.monotonic()) * 1000), 0)


def api_gateway_event(method: str, raw_path: str, headers: dict[str, str], body: str | None,
                      stage: str = "v1") -> dict:
    """An API Gateway REST proxy event, as the stage `stage` delivers it (the path without the stage)."""
    path, _, query = raw_path.partition("?")
    if path.startswith(f"/{stage}/") or path == f"/{stage}":
        path = path[len(stage) + 1:] or "/"
    query_values = parse_qs(query, keep_blank_values=True)  # API Gateway passes `?status=` as ""
    params = {k: v[-1] for k, v in query_values.items()} or None
    return {
        "resource": path, "path": path, "httpMethod": method, "headers": headers,
        "multiValueHeaders": {k: [v] for k, v in headers.items()}, "queryStringParameters": params,
        "multiValueQueryStringParameters": query_values or None,
        "pathParameters": None, "stageVariables": None, "body": body, "isBase64Encoded": False,
        "requestContext": {"stage": stage, "httpMethod": method, "path": f"/{stage}{path}", "resourcePath": path,
                           "requestId": str(uuid.uuid4()), "identity": {"sourceIp": "127.0.0.1"},
                           "accountId": "123456789012", "apiId": "local"},
    }


def sqs_event(messages: list[dict], queue_arn: str) -> dict:
    return {"Records": [{
        "messageId": m["MessageId"], "receiptHandle": m["ReceiptHandle"], "body": m["Body"],
        "attributes": {"ApproximateReceiveCount": m.get("Attributes", {}).get("ApproximateReceiveCount", "1"),
                       "SentTimestamp": str(int(time.time() * 1000))},
        "messageAttributes": {}, "md5OfBody": m.get("MD5OfBody", ""), "eventSource": "aws:sqs",
        "eventSourceARN": queue_arn, "awsRegion": "us-east-1"} for m in messages]}


def poll_once(sqs, queue_url: str, queue_arn: str, handler, *, wait_s: int = 0, retry_delay_s: int = 0) -> int:
    """Deliver what the queue holds to `handler` as Lambda's SQS event source does: delete what
    succeeded, make failed messages visible again after `retry_delay_s`. Returns messages handled."""
    messages = sqs.receive_message(QueueUrl=queue_url, MaxNumberOfMessages=10, WaitTimeSeconds=wait_s,
                                   AttributeNames=["ApproximateReceiveCount"]).get("Messages", [])
    if not messages:
        return 0
    try:
        failed = {f["itemIdentifier"] for f in
                  (handler(sqs_event(messages, queue_arn), LambdaContext()) or {}).get("batchItemFailures", [])}
    except Exception as error:  # the whole invocation failed: every message comes back
        # As Lambda's log would show it (the handlers log their own failures per message).
        print(f"{handler.__module__}: the invocation failed ({type(error).__name__}); {len(messages)} "
              "messages come back", file=sys.stderr, flush=True)
        failed = {m["MessageId"] for m in messages}
    for message in messages:
        if message["MessageId"] in failed:
            sqs.change_message_visibility(QueueUrl=queue_url, ReceiptHandle=message["ReceiptHandle"],
                                          VisibilityTimeout=retry_delay_s)
        else:
            sqs.delete_message(QueueUrl=queue_url, ReceiptHandle=message["ReceiptHandle"])
    return len(messages)


def drain(sqs, queue_url: str, queue_arn: str, handler, max_rounds: int = 50) -> int:
    """Poll until the queue is empty (tests): returns the messages handled."""
    handled = 0
    for _ in range(max_rounds):
        count = poll_once(sqs, queue_url, queue_arn, handler)
        if count == 0:
            return handled
        handled += count
    return handled
