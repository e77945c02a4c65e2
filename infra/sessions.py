"""DynamoSessionStore: sessions and their usage records in one table, keyed by tenant.

Item layout (PK, SK):
  TENANT#<tenant>#SESSION#<id>, SESSION          the session; nested values as JSON strings
  TENANT#<tenant>#SESSION#<id>, USAGE#<00000>    one LLM call's UsageRecord, in call order
  TENANT#<tenant>#SESSION#<id>, KIT#<00000>      one version of the kit (StoredKit: the kit and its origin)
  TENANT#<tenant>#SESSION#<id>, SCORECARD#<00000>#<interviewer>   an interviewer's scorecard on that version
      GSI1PK = TENANT#<tenant>, GSI1SK = <created_at>#<id>: the index SessionsByTenant lists a tenant's
      sessions newest first (only session items carry these, so usage and spend are not in it)
      A kit over KIT_ITEM_BYTES is kept in S3 (kits/<tenant>/<id>/<run>-<nonce>.json, the documents bucket:
      encrypted, expired by its lifecycle); kit_key names it, kit_keys every one the session wrote (DELETE)
  TENANT#<tenant>#SPEND, DAY#<yyyy-mm-dd>        the tenant's LLM spend that day (UTC), in micro-dollars:
      micro_usd             what ended runs paid
      committed_micro_usd   micro_usd + the reservations of runs admitted and not ended; admission's
                            condition reads this one attribute, as a DynamoDB condition cannot add two
The tenant is part of every key, so no read or write can reach another tenant's session.

Expiry (TTL, expires_at): each item a session holds expires RetentionDays after it is written, the session
item EXPIRY_MARGIN_SECONDS later than that after its last write that can add items — create, each run's
start (the worker's checkpoints, usage records, kits), an edit, a scorecard — so no item outlives it.
"""

from __future__ import annotations

import json
import time
import uuid

from boto3.dynamodb.conditions import Attr, Key
from botocore.exceptions import ClientError

from functions.sessions.domain import (
    EXPIRY_MARGIN_SECONDS,
    KIT_STATUSES,
    FairnessAudit,
    Progress,
    RegenerateRequest,
    Reservation,
    SessionPage,
    SessionRecord,
    SessionSummary,
    Settlement,
    now_iso,
)
from functions.sessions.kits import Approval, KitOrigin, StoredKit
from functions.sessions.scorecards import Scorecard
from functions.sessions.ports import DocumentStore, PortError, StoreLimitExceeded
from infra.aws import port_errors
from infra.dynamo import (
    SPEND_KEPT_SECONDS,
    any_condition_failed,
    conditional,
    first_condition_failed,
    micro,
    put_new,
    query_all,
    reservation_release,
    settlement_update,
    spend_key,
    update_params,
)

JSON_FIELDS = ("documents", "regenerate", "progress", "final_response", "error", "reservation", "fairness_audit",
               "approval", "job_plan")
UNAPPROVED = "attribute_not_exists(approval) OR approval = :unapproved"  # approval is stored as JSON: "null"
ERASE_ATTEMPTS = 5  # reads of a session that keeps changing under DELETE (each change is a run's start or end)
SESSIONS_BY_TENANT = "SessionsByTenant"  # template.yaml: the SessionsTable's global secondary index
# A filtered listing examines at most this many sessions per request (LIST_READS queries of LIST_READ_ITEMS),
# so a request stays short whatever the tenant holds; its next_token continues where the reading stopped.
LIST_READ_ITEMS = 200
LIST_READS = 5
# DynamoDB refuses an item over 400 KB; a kit over this goes to S3, leaving the rest of the item (documents,
# guidance, progress; at most ~20 KB) far under the limit.
KIT_ITEM_BYTES = 300_000
ITEM_LIMIT = "DynamoDB's 400 KB item limit"
KIT_MAX_BYTES = 64 * 1024 * 1024  # a kit kept in S3 is bounded upstream (graph/pipeline/bounds.py); this is a guard


def _pk(tenant_id: str, session_id: str) -> str:
    return f"TENANT#{tenant_id}#SESSION#{session_id}"


def _over_item_limit(error: ClientError) -> bool:
    """DynamoDB's answer to an item over 400 KB (a ValidationException, or a transaction cancelled by one)."""
    reasons = error.response.get("CancellationReasons") or []
    messages = [error.response.get("Error", {}).get("Message", "")] + [r.get("Message") or "" for r in reasons]
    return any("size" in message.lower() and "exceed" in message.lower() for message in messages)


class DynamoSessionStore:
    def __init__(self, table, retention_seconds: int, kits: DocumentStore | None = None,
                 kit_prefix: str = "kits/", kit_item_bytes: int = KIT_ITEM_BYTES) -> None:
        self.table = table  # a boto3 DynamoDB Table resource
        self.retention_seconds = retention_seconds
        self.kits = kits  # where kits too large for the item go; None: nowhere (such a kit is refused)
        self.kit_prefix = kit_prefix
        self.kit_item_bytes = kit_item_bytes

    # --- sessions --------------------------------------------------------------------------------

    def create(self, record: SessionRecord) -> bool:
        with port_errors("storing a session"):
            return put_new(self.table, self._to_item(record))

    def get(self, tenant_id: str, session_id: str) -> SessionRecord | None:
        with port_errors("reading a session"):
            item = self.table.get_item(Key={"PK": _pk(tenant_id, session_id), "SK": "SESSION"},
                                       ConsistentRead=True).get("Item")
        return self._from_item(item) if item else None

    def list_sessions(self, tenant_id: str, limit: int, after: str | None = None, status: str | None = None,
                      source_key: str | None = None) -> SessionPage:
        """Newest first from the tenant's index partition; filters apply after the read, so a filtered
        page may stop short of `limit` after LIST_READS reads, with `after` where the reading stopped."""
        condition = Key("GSI1PK").eq(f"TENANT#{tenant_id}")
        if after:
            condition &= Key("GSI1SK").lt(after)
        filters = [Attr(name).eq(value) for name, value in (("status", status), ("source_key", source_key)) if value]
        query = {"IndexName": SESSIONS_BY_TENANT, "KeyConditionExpression": condition, "ScanIndexForward": False,
                 "Limit": LIST_READ_ITEMS if filters else limit}
        if filters:
            query["FilterExpression"] = filters[0] if len(filters) == 1 else filters[0] & filters[1]
        items: list[dict] = []
        start = None
        with port_errors("listing sessions"):
            for _ in range(LIST_READS):
                page = self.table.query(**query, **({"ExclusiveStartKey": start} if start else {}))
                start = page.get("LastEvaluatedKey")
                for index, item in enumerate(page["Items"]):
                    items.append(item)
                    if len(items) == limit:
                        more = index < len(page["Items"]) - 1 or start is not None
                        return self._page(items, item["GSI1SK"] if more else None)
                if not start:
                    return self._page(items, None)
        return self._page(items, start["GSI1SK"])

    @staticmethod
    def _page(items: list[dict], after: str | None) -> SessionPage:
        return SessionPage(after=after, items=[SessionSummary(
            session_id=item["session_id"], status=item["status"], version=int(item.get("version", 0)),
            source=item.get("source", "api"), source_key=item.get("source_key"), created_at=item["created_at"],
            updated_at=item["updated_at"]) for item in items])

    def request_run(self, tenant_id: str, session_id: str, regenerate: RegenerateRequest,
                    reservation: Reservation) -> SessionRecord | None:
        """Queue a regeneration; None while a run is active (or the session has no kit)."""
        return self._update(
            tenant_id, session_id,
            "SET #status = :queued, #run = #run + :one, regenerate = :regenerate, progress = :progress, "
            "reservation = :reservation, updated_at = :now",
            f"#status IN (:completed, :partial) AND ({UNAPPROVED})",
            {":queued": "queued", ":one": 1, ":regenerate": regenerate.model_dump_json(),
             ":progress": Progress().model_dump_json(), ":reservation": reservation.model_dump_json(),
             ":completed": "completed", ":partial": "partial_completed", ":unapproved": "null"},
        )

    def start_run(self, tenant_id: str, session_id: str, run: int, lease_seconds: int) -> SessionRecord | None:
        """Take the run's lease, and keep the session past what the run will write; None when the message
        is stale, the run ended, or another worker holds the lease (the same message delivered twice at once)."""
        now = int(time.time())
        return self._update(
            tenant_id, session_id,
            "SET #status = :running, lease_until = :lease, expires_at = :expires, updated_at = :now",
            "#run = :run AND (#status = :queued OR (#status = :running AND "
            "(attribute_not_exists(lease_until) OR lease_until < :epoch)))",
            {":running": "running", ":run": run, ":queued": "queued", ":lease": now + lease_seconds, ":epoch": now,
             ":expires": self._session_expiry()},
        )

    def release_run(self, tenant_id: str, session_id: str, run: int) -> None:
        """Give the lease back (the run continues from its checkpoint on the next message)."""
        self._update(tenant_id, session_id, "SET lease_until = :zero, updated_at = :now", "#run = :run",
                     {":zero": 0, ":run": run}, returns=False)

    def set_progress(self, tenant_id: str, session_id: str, progress: Progress) -> None:
        self._update(tenant_id, session_id, "SET progress = :progress, updated_at = :now", "attribute_exists(PK)",
                     {":progress": progress.model_dump_json()}, returns=False)

    def finish(self, record: SessionRecord, settlement: Settlement, origin: KitOrigin) -> bool:
        """Store the kit with the run's end: in the item, or in S3 when it is too large for one."""
        kit = json.dumps(record.final_response, ensure_ascii=False)
        update = ("SET #status = :status, version = :version, final_response = :kit, #error = :error, "
                  "progress = :progress, usage_records_stored = :stored, updated_at = :now")
        values = {":status": record.status, ":version": record.version, ":kit": kit,
                  ":error": json.dumps(record.error), ":progress": record.progress.model_dump_json(),
                  ":stored": record.usage_records_stored, ":run": record.run, ":running": "running"}
        kit_key = None
        if len(kit.encode()) > self.kit_item_bytes and self.kits is not None:
            kit_key = (f"{self.kit_prefix}{record.tenant_id}/{record.session_id}/"
                       f"{record.run}-{uuid.uuid4().hex[:12]}.json")
            self.kits.put(kit_key, kit.encode())
            update += ", kit_key = :kit_key ADD kit_keys :kit_keys"
            values.update({":kit": "null", ":kit_key": kit_key, ":kit_keys": {kit_key}})
        else:
            update += " REMOVE kit_key"
        try:
            finished = self._end_run(record.tenant_id, record.session_id, update, "#run = :run AND #status = :running",
                                     values, settlement, [self._version_put(record, origin, kit_key)])
        except StoreLimitExceeded:
            raise StoreLimitExceeded(f"the session with its kit of {len(kit.encode()):,} bytes is over "
                                     f"{ITEM_LIMIT}") from None
        if not finished and kit_key is not None:
            self.kits.delete_exactly([kit_key])  # the run had ended: this copy is nobody's kit
        return finished

    def fail(self, record: SessionRecord, code: str, message: str, settlement: Settlement) -> bool:
        return self._end_run(record.tenant_id, record.session_id,
                             "SET #status = :failed, #error = :error, updated_at = :now",
                             "#run = :run AND #status IN (:queued, :running)",
                             {":failed": "failed", ":error": json.dumps({"code": code, "message": message}),
                              ":run": record.run, ":queued": "queued", ":running": "running"},
                             settlement)

    def request_audit(self, tenant_id: str, session_id: str, audit: FairnessAudit) -> SessionRecord | None:
        """Queue a fairness audit; None while one is queued (or the session has no kit). Its status is kept
        beside the JSON too, for the conditions."""
        return self._update(
            tenant_id, session_id, "SET fairness_audit = :audit, audit_status = :queued, updated_at = :now",
            "#status IN (:completed, :partial) AND (attribute_not_exists(audit_status) OR audit_status <> :queued)",
            {":audit": audit.model_dump_json(), ":queued": "queued", ":completed": "completed",
             ":partial": "partial_completed"})

    def finish_audit(self, tenant_id: str, session_id: str, audit: FairnessAudit, settlement: Settlement) -> bool:
        return self._end_run(tenant_id, session_id,
                             "SET fairness_audit = :audit, audit_status = :done, updated_at = :now",
                             "audit_status = :queued",
                             {":audit": audit.model_dump_json(), ":done": audit.status, ":queued": "queued"},
                             settlement)

    def _end_run(self, tenant_id: str, session_id: str, update: str, condition: str, values: dict,
                 settlement: Settlement, also: list[dict] = ()) -> bool:
        """One transaction: the session's last update of the run, on its condition, and the settlement
        of the run's spend; False (and nothing written) when the condition does not hold."""
        session = self._update_params(tenant_id, session_id, update, condition, values)
        spend = settlement_update(tenant_id, settlement)
        with port_errors("ending a run"):
            try:
                # The resource's own client: it serialises Python values as the Table does.
                self.table.meta.client.transact_write_items(TransactItems=[
                    {"Update": {**session, "TableName": self.table.name}},
                    {"Update": {**spend, "TableName": self.table.name}}, *also])
                return True
            except ClientError as error:
                if first_condition_failed(error):
                    return False
                if _over_item_limit(error):
                    raise StoreLimitExceeded(f"ending a run: over {ITEM_LIMIT}") from None
                raise

    def delete(self, tenant_id: str, session_id: str) -> None:
        """The session's items, and the kits it kept in S3. The session item goes first, with its unsettled
        reservations given back in the same transaction, conditional on the run and the audit being as
        read: a run that ends, or a regenerate admitted, meanwhile makes it read again."""
        for _ in range(ERASE_ATTEMPTS):
            kit_keys = self._delete_session_item(tenant_id, session_id)
            if kit_keys is not None:
                break
        else:
            raise PortError("erasing a session: it changed on every attempt; send DELETE again")
        with port_errors("erasing a session"):
            items = list(query_all(self.table, KeyConditionExpression=Key("PK").eq(_pk(tenant_id, session_id)),
                                     ProjectionExpression="PK, SK, kit_keys"))
            kit_keys = sorted(kit_keys.union(*(item.get("kit_keys", ()) for item in items)))
            if kit_keys and self.kits is not None:
                self.kits.delete_exactly(kit_keys)
            with self.table.batch_writer() as batch:
                for item in items:
                    batch.delete_item(Key={"PK": item["PK"], "SK": item["SK"]})

    def _delete_session_item(self, tenant_id: str, session_id: str) -> set[str] | None:
        """The kits in S3 the session item named, once it is gone (none when it was never there); None when
        it changed since it was read."""
        with port_errors("erasing a session"):
            item = self.table.get_item(Key={"PK": _pk(tenant_id, session_id), "SK": "SESSION"},
                                       ConsistentRead=True).get("Item")
        if item is None:
            return set()
        record = self._from_item({key: value for key, value in item.items() if key != "kit_key"})  # kit unread
        released: dict[str, int] = {}
        for reservation in record.unsettled():
            released[reservation.day] = released.get(reservation.day, 0) + micro(reservation.usd)
        audit_status = record.fairness_audit.status if record.fairness_audit else None
        values = {":status": record.status, ":run": record.run, **({":audit": audit_status} if audit_status else {})}
        session = {"Delete": {
            "TableName": self.table.name, "Key": {"PK": _pk(tenant_id, session_id), "SK": "SESSION"},
            "ConditionExpression": "#status = :status AND #run = :run AND " + (
                "audit_status = :audit" if audit_status else "attribute_not_exists(audit_status)"),
            "ExpressionAttributeNames": {"#status": "status", "#run": "run"}, "ExpressionAttributeValues": values}}
        spends = [{"Update": {"TableName": self.table.name, **reservation_release(tenant_id, day, amount)}}
                  for day, amount in released.items() if amount]
        with port_errors("erasing a session"):
            try:
                self.table.meta.client.transact_write_items(TransactItems=[session, *spends])
                return set(item.get("kit_keys", ()))
            except ClientError as error:
                if first_condition_failed(error):
                    return None
                raise

    # --- kit versions and oversight ---------------------------------------------------------------

    def _version_put(self, record: SessionRecord, origin: KitOrigin, kit_key: str | None = None) -> dict:
        """The transaction item that stores record.final_response as version record.version, once; a kit
        kept in S3 (kit_key) is named there, not copied into the item."""
        stored = StoredKit(version=record.version, kit={} if kit_key else record.final_response, origin=origin)
        return {"Put": {"TableName": self.table.name, "ConditionExpression": "attribute_not_exists(PK)", "Item": {
            "PK": _pk(record.tenant_id, record.session_id), "SK": f"KIT#{record.version:05d}",
            "stored": stored.model_dump_json(), "expires_at": self._item_expiry(),
            **({"kit_key": kit_key} if kit_key else {})}}}

    def add_version(self, record: SessionRecord, kit: dict, origin: KitOrigin) -> SessionRecord | None:
        """The new version and the session's move to it in one transaction, conditional on the session
        still being at record.version, finished, and approved exactly when the version starts a draft."""
        updated = record.model_copy(update={"version": kit["version"], "final_response": kit, "approval": None,
                                            "updated_at": now_iso()})
        approval = "approval = :approval" if origin.kind == "draft" else f"({UNAPPROVED})"
        session = self._update_params(
            record.tenant_id, record.session_id, "SET version = :version, final_response = :kit, "
            "approval = :unapproved, expires_at = :expires, updated_at = :now",
            f"version = :read AND #status IN (:completed, :partial) AND {approval}",
            {":version": updated.version, ":kit": json.dumps(kit), ":read": record.version,
             ":expires": self._session_expiry(),
             ":completed": KIT_STATUSES[0], ":partial": KIT_STATUSES[1], ":unapproved": "null",
             **({":approval": record.approval.model_dump_json()} if origin.kind == "draft" else {})})
        with port_errors("storing a kit version"):
            try:
                self.table.meta.client.transact_write_items(TransactItems=[
                    {"Update": {**session, "TableName": self.table.name}}, self._version_put(updated, origin)])
            except ClientError as error:
                if any_condition_failed(error):
                    return None
                raise
        return updated

    def kit_version(self, tenant_id: str, session_id: str, version: int) -> StoredKit | None:
        with port_errors("reading a kit version"):
            item = self.table.get_item(Key={"PK": _pk(tenant_id, session_id), "SK": f"KIT#{version:05d}"},
                                       ConsistentRead=True).get("Item")
        if not item:
            return None
        stored = StoredKit.model_validate_json(item["stored"])
        if item.get("kit_key") and self.kits is not None:
            stored.kit = json.loads(self.kits.get(item["kit_key"], KIT_MAX_BYTES))
        return stored

    def approve(self, tenant_id: str, session_id: str, approval: Approval) -> SessionRecord | None:
        return self._update(tenant_id, session_id, "SET approval = :approval, approvals = list_append("
                            "if_not_exists(approvals, :none), :appended), updated_at = :now",
                            f"version = :version AND #status IN (:completed, :partial) AND ({UNAPPROVED})",
                            {":approval": approval.model_dump_json(), ":version": approval.version,
                             ":none": [], ":appended": [approval.model_dump()],
                             ":completed": KIT_STATUSES[0], ":partial": KIT_STATUSES[1], ":unapproved": "null"})

    def add_scorecard(self, tenant_id: str, session_id: str, card: Scorecard) -> bool:
        """The scorecard, once per interviewer and version, with the session kept past it (one transaction)."""
        session = self._update_params(tenant_id, session_id, "SET expires_at = :expires", "attribute_exists(PK)",
                                      {":expires": self._session_expiry()})
        item = {"PK": _pk(tenant_id, session_id), "SK": f"SCORECARD#{card.kit_version:05d}#{card.interviewer}",
                "scorecard": card.model_dump_json(), "expires_at": self._item_expiry()}
        with port_errors("storing a scorecard"):
            try:
                self.table.meta.client.transact_write_items(TransactItems=[
                    {"Update": {**session, "TableName": self.table.name}},
                    {"Put": {"TableName": self.table.name, "Item": item,
                             "ConditionExpression": "attribute_not_exists(PK)"}}])
                return True
            except ClientError as error:
                if any_condition_failed(error):
                    return False
                raise

    def scorecards(self, tenant_id: str, session_id: str) -> list[Scorecard]:
        condition = Key("PK").eq(_pk(tenant_id, session_id)) & Key("SK").begins_with("SCORECARD#")
        with port_errors("reading scorecards"):
            return [Scorecard.model_validate_json(item["scorecard"])
                    for item in query_all(self.table, KeyConditionExpression=condition)]

    def mark_audited(self, tenant_id: str, session_id: str, version: int) -> None:
        with port_errors("recording what the audit holds"):
            try:
                self.table.update_item(
                    Key={"PK": _pk(tenant_id, session_id), "SK": "SESSION"},
                    UpdateExpression="SET audited_version = :version", ExpressionAttributeValues={":version": version},
                    ConditionExpression="attribute_exists(PK) AND "
                                        "(attribute_not_exists(audited_version) OR audited_version < :version)")
            except ClientError as error:
                if not conditional(error):  # erased meanwhile, or another request recorded more
                    raise

    # --- spend per tenant and day (micro-dollars, so that counters stay integers) ------------------

    def reserve_spend(self, tenant_id: str, day: str, usd: float, ceiling_usd: float) -> bool:
        """Add `usd` to the day's committed spend if the sum stays within the ceiling: one conditional
        write, so simultaneous admissions cannot all pass on the same reading."""
        room = micro(ceiling_usd) - micro(usd)
        if room < 0:
            return False
        with port_errors("reserving spend"):
            try:
                self._add_to_day(tenant_id, day, {"committed_micro_usd": micro(usd)},
                                 condition="attribute_not_exists(committed_micro_usd) OR committed_micro_usd <= :room",
                                 values={":room": room})
                return True
            except ClientError as error:
                if conditional(error):
                    return False
                raise

    def release_spend(self, tenant_id: str, day: str, usd: float) -> None:
        with port_errors("releasing reserved spend"):
            self._add_to_day(tenant_id, day, {"committed_micro_usd": -micro(usd)})

    def add_spend(self, tenant_id: str, day: str, cost_usd: float) -> None:
        with port_errors("recording spend"):
            self._add_to_day(tenant_id, day, {"micro_usd": micro(cost_usd), "committed_micro_usd": micro(cost_usd)})

    def spend(self, tenant_id: str, day: str) -> float:
        return self._day(tenant_id, day).get("micro_usd", 0) / 1_000_000

    def reserved(self, tenant_id: str, day: str) -> float:
        item = self._day(tenant_id, day)
        return (item.get("committed_micro_usd", 0) - item.get("micro_usd", 0)) / 1_000_000

    def _day(self, tenant_id: str, day: str) -> dict[str, int]:
        with port_errors("reading spend"):
            item = self.table.get_item(Key=spend_key(tenant_id, day), ConsistentRead=True).get("Item") or {}
        return {name: int(item[name]) for name in ("micro_usd", "committed_micro_usd") if name in item}

    def _add_to_day(self, tenant_id: str, day: str, amounts: dict[str, int], condition: str | None = None,
                    values: dict | None = None) -> None:
        adds = ", ".join(f"{name} :{name}" for name in amounts)
        self.table.update_item(
            Key=spend_key(tenant_id, day), UpdateExpression=f"ADD {adds} SET expires_at = :expires",
            ExpressionAttributeValues={**{f":{name}": amount for name, amount in amounts.items()},
                                       ":expires": int(time.time()) + SPEND_KEPT_SECONDS, **(values or {})},
            **({"ConditionExpression": condition} if condition else {}))

    # --- usage -----------------------------------------------------------------------------------

    def add_usage(self, tenant_id: str, session_id: str, records: list[dict], first_index: int) -> None:
        pk, expires_at = _pk(tenant_id, session_id), self._item_expiry()
        with port_errors("storing usage records"), self.table.batch_writer() as batch:
            for index, record in enumerate(records, start=first_index):
                batch.put_item(Item={"PK": pk, "SK": f"USAGE#{index:05d}", "usage": json.dumps(record),
                                     "expires_at": expires_at})

    def list_usage(self, tenant_id: str, session_id: str) -> list[dict]:
        condition = Key("PK").eq(_pk(tenant_id, session_id)) & Key("SK").begins_with("USAGE#")
        with port_errors("reading usage records"):
            return [json.loads(item["usage"]) for item in query_all(self.table, KeyConditionExpression=condition)]

    # --- mapping ---------------------------------------------------------------------------------

    def _update(self, tenant_id: str, session_id: str, update: str, condition: str,
                values: dict, returns: bool = True) -> SessionRecord | None:
        """The updated record (None when the condition failed); `returns=False`: None, the record unread
        (it may have its kit to read from S3)."""
        with port_errors("updating a session"):
            try:
                answer = self.table.update_item(**self._update_params(tenant_id, session_id, update, condition, values),
                                                ReturnValues="ALL_NEW" if returns else "NONE")
                return self._from_item(answer["Attributes"]) if returns else None
            except ClientError as error:
                if conditional(error):
                    return None
                raise

    @staticmethod
    def _update_params(tenant_id: str, session_id: str, update: str, condition: str, values: dict) -> dict:
        return update_params({"PK": _pk(tenant_id, session_id), "SK": "SESSION"}, update, condition, values)

    def _to_item(self, record: SessionRecord) -> dict:
        data = record.model_dump(mode="json")
        item = {k: (json.dumps(v) if k in JSON_FIELDS else v) for k, v in data.items()
                if v is not None or k in JSON_FIELDS}
        return {**item, "PK": _pk(record.tenant_id, record.session_id), "SK": "SESSION",
                "GSI1PK": f"TENANT#{record.tenant_id}", "GSI1SK": record.listing_key(),
                "expires_at": self._session_expiry()}

    def _item_expiry(self) -> int:
        return int(time.time()) + self.retention_seconds

    def _session_expiry(self) -> int:
        return self._item_expiry() + EXPIRY_MARGIN_SECONDS

    def _from_item(self, item: dict) -> SessionRecord:
        data = {k: v for k, v in item.items()
                if k not in ("PK", "SK", "GSI1PK", "GSI1SK", "lease_until", "kit_key", "kit_keys", "audit_status")}
        for key in JSON_FIELDS:
            if isinstance(data.get(key), str):
                data[key] = json.loads(data[key])
        if item.get("kit_key") and self.kits is not None:
            data["final_response"] = json.loads(self.kits.get(item["kit_key"], KIT_MAX_BYTES))
        for key in ("version", "run", "usage_records_stored", "audited_version", "expires_at"):
            if key in data:
                data[key] = int(data[key])
        return SessionRecord.model_validate({k: v for k, v in data.items() if v is not None})

