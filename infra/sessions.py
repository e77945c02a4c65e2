"""DynamoSessionStore: sessions and their usage records in one table, keyed by tenant.

Item layout (PK, SK):
  TENANT#<tenant>#SESSION#<id>, SESSION          the session; nested values as JSON strings
  TENANT#<tenant>#SESSION#<id>, USAGE#<00000>    one LLM call's UsageRecord, in call order
The tenant is part of every key, so no read or write can reach another tenant's session.
"""

from __future__ import annotations

import json
import time

from collections.abc import Iterator

from boto3.dynamodb.conditions import Key
from botocore.exceptions import ClientError

from functions.sessions.domain import Progress, RegenerateRequest, SessionRecord, now_iso
from infra.aws import error_code, port_errors

JSON_FIELDS = ("documents", "regenerate", "progress", "final_response", "error")


def _pk(tenant_id: str, session_id: str) -> str:
    return f"TENANT#{tenant_id}#SESSION#{session_id}"


def _conditional(error: ClientError) -> bool:
    return error_code(error) == "ConditionalCheckFailedException"


class DynamoSessionStore:
    def __init__(self, table, retention_seconds: int) -> None:
        self.table = table  # a boto3 DynamoDB Table resource
        self.retention_seconds = retention_seconds

    # --- sessions --------------------------------------------------------------------------------

    def create(self, record: SessionRecord) -> bool:
        with port_errors("storing a session"):
            try:
                self.table.put_item(Item=self._to_item(record), ConditionExpression="attribute_not_exists(PK)")
                return True
            except ClientError as error:
                if _conditional(error):
                    return False
                raise

    def get(self, tenant_id: str, session_id: str) -> SessionRecord | None:
        with port_errors("reading a session"):
            item = self.table.get_item(Key={"PK": _pk(tenant_id, session_id), "SK": "SESSION"},
                                       ConsistentRead=True).get("Item")
        return self._from_item(item) if item else None

    def request_run(self, tenant_id: str, session_id: str, regenerate: RegenerateRequest) -> SessionRecord | None:
        """Queue a regeneration; None while a run is active (or the session has no kit)."""
        return self._update(
            tenant_id, session_id,
            "SET #status = :queued, #run = #run + :one, regenerate = :regenerate, progress = :progress, "
            "updated_at = :now",
            "#status IN (:completed, :partial)",
            {":queued": "queued", ":one": 1, ":regenerate": regenerate.model_dump_json(),
             ":progress": Progress().model_dump_json(), ":completed": "completed", ":partial": "partial_completed"},
        )

    def start_run(self, tenant_id: str, session_id: str, run: int, lease_seconds: int) -> SessionRecord | None:
        """Take the run's lease; None when the message is stale, the run ended, or another worker holds
        the lease (the same message delivered twice at once)."""
        now = int(time.time())
        return self._update(
            tenant_id, session_id, "SET #status = :running, lease_until = :lease, updated_at = :now",
            "#run = :run AND (#status = :queued OR (#status = :running AND "
            "(attribute_not_exists(lease_until) OR lease_until < :epoch)))",
            {":running": "running", ":run": run, ":queued": "queued", ":lease": now + lease_seconds, ":epoch": now},
        )

    def release_run(self, tenant_id: str, session_id: str, run: int) -> None:
        """Give the lease back (the run continues from its checkpoint on the next message)."""
        self._update(tenant_id, session_id, "SET lease_until = :zero, updated_at = :now", "#run = :run",
                     {":zero": 0, ":run": run})

    def set_progress(self, tenant_id: str, session_id: str, progress: Progress) -> None:
        self._update(tenant_id, session_id, "SET progress = :progress, updated_at = :now", "attribute_exists(PK)",
                     {":progress": progress.model_dump_json()})

    def finish(self, record: SessionRecord) -> None:
        self._update(
            record.tenant_id, record.session_id,
            "SET #status = :status, version = :version, final_response = :kit, #error = :error, "
            "progress = :progress, usage_records_stored = :stored, updated_at = :now",
            "#run = :run",
            {":status": record.status, ":version": record.version, ":kit": json.dumps(record.final_response),
             ":error": json.dumps(record.error), ":progress": record.progress.model_dump_json(),
             ":stored": record.usage_records_stored, ":run": record.run},
        )

    def fail(self, tenant_id: str, session_id: str, code: str, message: str) -> None:
        self._update(tenant_id, session_id, "SET #status = :failed, #error = :error, updated_at = :now",
                     "attribute_exists(PK) AND NOT #status IN (:completed, :partial)",
                     {":failed": "failed", ":error": json.dumps({"code": code, "message": message}),
                      ":completed": "completed", ":partial": "partial_completed"})

    def delete(self, tenant_id: str, session_id: str) -> None:
        with port_errors("erasing a session"):
            keys = list(self._query(KeyConditionExpression=Key("PK").eq(_pk(tenant_id, session_id)),
                                    ProjectionExpression="PK, SK"))
            with self.table.batch_writer() as batch:
                for key in keys:
                    batch.delete_item(Key=key)

    # --- spend per tenant and day (micro-dollars, so that counters stay integers) ------------------

    def add_spend(self, tenant_id: str, day: str, cost_usd: float) -> None:
        with port_errors("recording spend"):
            self.table.update_item(
                Key={"PK": f"TENANT#{tenant_id}#SPEND", "SK": f"DAY#{day}"},
                UpdateExpression="ADD micro_usd :cost SET expires_at = :expires",
                ExpressionAttributeValues={":cost": int(round(cost_usd * 1_000_000)),
                                           ":expires": int(time.time()) + 3 * 86_400})

    def spend(self, tenant_id: str, day: str) -> float:
        with port_errors("reading spend"):
            item = self.table.get_item(Key={"PK": f"TENANT#{tenant_id}#SPEND", "SK": f"DAY#{day}"}).get("Item")
        return int(item["micro_usd"]) / 1_000_000 if item else 0.0

    # --- usage -----------------------------------------------------------------------------------

    def add_usage(self, tenant_id: str, session_id: str, records: list[dict], first_index: int) -> None:
        pk, expires_at = _pk(tenant_id, session_id), int(time.time()) + self.retention_seconds
        with port_errors("storing usage records"), self.table.batch_writer() as batch:
            for index, record in enumerate(records, start=first_index):
                batch.put_item(Item={"PK": pk, "SK": f"USAGE#{index:05d}", "usage": json.dumps(record),
                                     "expires_at": expires_at})

    def list_usage(self, tenant_id: str, session_id: str) -> list[dict]:
        condition = Key("PK").eq(_pk(tenant_id, session_id)) & Key("SK").begins_with("USAGE#")
        with port_errors("reading usage records"):
            return [json.loads(item["usage"]) for item in self._query(KeyConditionExpression=condition)]

    # --- mapping ---------------------------------------------------------------------------------

    def _update(self, tenant_id: str, session_id: str, update: str, condition: str,
                values: dict) -> SessionRecord | None:
        names = {n: n[1:] for n in ("#status", "#run", "#error") if n in update or n in condition}
        with port_errors("updating a session"):
            try:
                item = self.table.update_item(
                    Key={"PK": _pk(tenant_id, session_id), "SK": "SESSION"}, UpdateExpression=update,
                    ConditionExpression=condition, ExpressionAttributeValues={":now": now_iso(), **values},
                    **({"ExpressionAttributeNames": names} if names else {}), ReturnValues="ALL_NEW",
                )["Attributes"]
                return self._from_item(item)
            except ClientError as error:
                if _conditional(error):
                    return None
                raise

    def _query(self, **query) -> Iterator[dict]:
        """Every item a query matches, page after page."""
        start = None
        while True:
            page = self.table.query(**query, **({"ExclusiveStartKey": start} if start else {}))
            yield from page["Items"]
            start = page.get("LastEvaluatedKey")
            if not start:
                return

    def _to_item(self, record: SessionRecord) -> dict:
        data = record.model_dump(mode="json")
        item = {k: (json.dumps(v) if k in JSON_FIELDS else v) for k, v in data.items() if v is not None or k in JSON_FIELDS}
        return {**item, "PK": _pk(record.tenant_id, record.session_id), "SK": "SESSION",
                "expires_at": int(time.time()) + self.retention_seconds}

    @staticmethod
    def _from_item(item: dict) -> SessionRecord:
        data = {k: v for k, v in item.items() if k not in ("PK", "SK", "expires_at", "lease_until")}
        for key in JSON_FIELDS:
            if isinstance(data.get(key), str):
                data[key] = json.loads(data[key])
        for key in ("version", "run", "usage_records_stored"):
            if key in data:
                data[key] = int(data[key])
        return SessionRecord.model_validate({k: v for k, v in data.items() if v is not None})

