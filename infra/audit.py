"""DynamoAuditLog: a session's audit events in their own table (template.yaml AuditTable), append-only.

Item layout: PK = TENANT#<tenant>#SESSION#<id>, SK = <time>#<event key>, the event as JSON, expires_at
after the audit's retention (AuditRetentionDays), apart from the session's. Only the API may write and
read it, and only PutItem and Query: the template grants no function UpdateItem or DeleteItem on it.
"""

from __future__ import annotations

import time

from boto3.dynamodb.conditions import Key
from botocore.exceptions import ClientError

from functions.sessions.audit import AuditEvent
from infra.aws import error_code, port_errors


def _pk(tenant_id: str, session_id: str) -> str:
    return f"TENANT#{tenant_id}#SESSION#{session_id}"


class DynamoAuditLog:
    def __init__(self, table, retention_seconds: int) -> None:
        self.table = table  # a boto3 DynamoDB Table resource
        self.retention_seconds = retention_seconds

    def append(self, tenant_id: str, event: AuditEvent) -> None:
        """Stored once: an event appended again under its key (a retried request) is left as it was."""
        item = {"PK": _pk(tenant_id, event.session_id), "SK": f"{event.at}#{event.key}",
                "event": event.model_dump_json(), "expires_at": int(time.time()) + self.retention_seconds}
        with port_errors("appending to the audit"):
            try:
                self.table.put_item(Item=item, ConditionExpression="attribute_not_exists(SK)")
            except ClientError as error:
                if error_code(error) != "ConditionalCheckFailedException":
                    raise

    def events(self, tenant_id: str, session_id: str) -> list[AuditEvent]:
        events, start = [], None
        with port_errors("reading the audit"):
            while True:
                page = self.table.query(KeyConditionExpression=Key("PK").eq(_pk(tenant_id, session_id)),
                                        ConsistentRead=True, **({"ExclusiveStartKey": start} if start else {}))
                events += [AuditEvent.model_validate_json(item["event"]) for item in page["Items"]]
                start = page.get("LastEvaluatedKey")
                if not start:
                    return events
