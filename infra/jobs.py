"""DynamoJobStore: jobs, their plan versions and usage records, in the sessions table under their own keys.

Item layout (PK, SK):
  TENANT#<tenant>#JOB#<id>, JOB              the job; nested values as JSON strings
      GSI1PK = TENANT#<tenant>#JOBS, GSI1SK = <created_at>#<id>: SessionsByTenant lists a tenant's jobs
      newest first, in a partition of their own (never among its sessions)
  TENANT#<tenant>#JOB#<id>, PLAN#<00000>     one version of the plan, written once
  TENANT#<tenant>#JOB#<id>, USAGE#<00000>    one LLM call of the plan's runs
A run's end settles the tenant's day (infra/dynamo.py, the spend items infra/sessions.py describes) in the same
transaction.
"""

from __future__ import annotations

import json
import time

from boto3.dynamodb.conditions import Key
from botocore.exceptions import ClientError

from functions.sessions.domain import Progress, Reservation, Settlement
from functions.sessions.ports import PortError
from functions.sessions.jobs import JobPage, JobRecord, JobSummary, PlanApproval
from infra.aws import port_errors
from infra.dynamo import (
    any_condition_failed,
    conditional,
    first_condition_failed,
    micro,
    put_new,
    query_all,
    reservation_release,
    settlement_update,
    update_params,
)
from infra.sessions import ERASE_ATTEMPTS, SESSIONS_BY_TENANT

JSON_FIELDS = ("framework", "plan", "error", "progress", "reservation", "approval")
FINISHED = ("completed", "partial_completed", "failed")


def _pk(tenant_id: str, job_id: str) -> str:
    return f"TENANT#{tenant_id}#JOB#{job_id}"


class DynamoJobStore:
    def __init__(self, table, retention_seconds: int) -> None:
        self.table = table
        self.retention_seconds = retention_seconds

    def create(self, record: JobRecord) -> bool:
        with port_errors("storing a job"):
            return put_new(self.table, self._to_item(record))

    def get(self, tenant_id: str, job_id: str) -> JobRecord | None:
        with port_errors("reading a job"):
            item = self.table.get_item(Key={"PK": _pk(tenant_id, job_id), "SK": "JOB"}, ConsistentRead=True).get("Item")
        return self._from_item(item) if item else None

    def list_jobs(self, tenant_id: str, limit: int, after: str | None = None) -> JobPage:
        condition = Key("GSI1PK").eq(f"TENANT#{tenant_id}#JOBS")
        if after:
            condition &= Key("GSI1SK").lt(after)
        with port_errors("listing jobs"):
            page = self.table.query(IndexName=SESSIONS_BY_TENANT, KeyConditionExpression=condition,
                                    ScanIndexForward=False, Limit=limit)
        items = page["Items"]
        more = page.get("LastEvaluatedKey")
        return JobPage(items=[self._summary(item) for item in items],
                       after=items[-1]["GSI1SK"] if more and items else None)

    @staticmethod
    def _summary(item: dict) -> JobSummary:
        """A job as the index holds it (template.yaml: SessionsByTenant's projection)."""
        approval = json.loads(item.get("approval") or "null")
        return JobSummary(job_id=item["job_id"], title=item["title"], status=item["status"],
                          version=int(item.get("version", 0)),
                          approved_version=approval["version"] if approval else None,
                          created_at=item["created_at"], updated_at=item["updated_at"])

    def plan_version(self, tenant_id: str, job_id: str, version: int) -> dict | None:
        with port_errors("reading a plan version"):
            item = self.table.get_item(Key={"PK": _pk(tenant_id, job_id), "SK": f"PLAN#{version:05d}"},
                                       ConsistentRead=True).get("Item")
        return json.loads(item["plan"]) if item else None

    def request_run(self, tenant_id: str, job_id: str, reservation: Reservation) -> JobRecord | None:
        return self._update(tenant_id, job_id, "SET #status = :queued, #run = #run + :one, progress = :progress, "
                            "reservation = :reservation, updated_at = :now", "#status IN (:done, :partial, :failed)",
                            {":queued": "queued", ":one": 1, ":progress": Progress().model_dump_json(),
                             ":reservation": reservation.model_dump_json(), ":done": FINISHED[0],
                             ":partial": FINISHED[1], ":failed": FINISHED[2]})

    def start_run(self, tenant_id: str, job_id: str, run: int, lease_seconds: int) -> JobRecord | None:
        now = int(time.time())
        return self._update(tenant_id, job_id, "SET #status = :running, lease_until = :lease, updated_at = :now",
                            "#run = :run AND (#status = :queued OR (#status = :running AND "
                            "(attribute_not_exists(lease_until) OR lease_until < :epoch)))",
                            {":running": "running", ":run": run, ":queued": "queued", ":lease": now + lease_seconds,
                             ":epoch": now})

    def release_run(self, tenant_id: str, job_id: str, run: int) -> None:
        self._update(tenant_id, job_id, "SET lease_until = :zero, updated_at = :now", "#run = :run",
                     {":zero": 0, ":run": run}, returns=False)

    def set_progress(self, tenant_id: str, job_id: str, progress: Progress) -> None:
        self._update(tenant_id, job_id, "SET progress = :progress, updated_at = :now", "attribute_exists(PK)",
                     {":progress": progress.model_dump_json()}, returns=False)

    def finish(self, record: JobRecord, settlement: Settlement) -> bool:
        plan = json.dumps(record.plan, ensure_ascii=False)
        version = {"Put": {"TableName": self.table.name, "ConditionExpression": "attribute_not_exists(PK)", "Item": {
            "PK": _pk(record.tenant_id, record.job_id), "SK": f"PLAN#{record.version:05d}", "plan": plan,
            "expires_at": int(time.time()) + self.retention_seconds}}}
        return self._end_run(record, "SET #status = :status, version = :version, #plan = :plan, #error = :error, "
                             "progress = :progress, usage_records_stored = :stored, updated_at = :now",
                             "#run = :run AND #status = :running",
                             {":status": record.status, ":version": record.version, ":plan": plan,
                              ":error": json.dumps(record.error), ":progress": record.progress.model_dump_json(),
                              ":stored": record.usage_records_stored, ":run": record.run, ":running": "running"},
                             settlement, [version])

    def fail(self, record: JobRecord, code: str, message: str, settlement: Settlement) -> bool:
        return self._end_run(record, "SET #status = :failed, #error = :error, updated_at = :now",
                             "#run = :run AND #status IN (:queued, :running)",
                             {":failed": "failed", ":error": json.dumps({"code": code, "message": message}),
                              ":run": record.run, ":queued": "queued", ":running": "running"}, settlement)

    def approve(self, tenant_id: str, job_id: str, approval: PlanApproval) -> JobRecord | None:
        return self._update(tenant_id, job_id, "SET approval = :approval, approvals = list_append("
                            "if_not_exists(approvals, :none), :appended), updated_at = :now", "version >= :version",
                            {":approval": approval.model_dump_json(), ":version": approval.version, ":none": [],
                             ":appended": [approval.model_dump()]})

    def add_usage(self, tenant_id: str, job_id: str, records: list[dict], first_index: int) -> None:
        pk, expires_at = _pk(tenant_id, job_id), int(time.time()) + self.retention_seconds
        with port_errors("storing usage records"), self.table.batch_writer() as batch:
            for index, record in enumerate(records, start=first_index):
                batch.put_item(Item={"PK": pk, "SK": f"USAGE#{index:05d}", "usage": json.dumps(record),
                                     "expires_at": expires_at})

    def delete(self, tenant_id: str, job_id: str) -> None:
        """The job's items. The job item goes first, with the reservation of a plan run that has not ended
        given back in the same transaction, conditional on the run being as read (as a session's DELETE)."""
        for _ in range(ERASE_ATTEMPTS):
            if self._delete_job_item(tenant_id, job_id):
                break
        else:
            raise PortError("erasing a job: it changed on every attempt; send DELETE again")
        with port_errors("erasing a job"):
            keys = list(query_all(self.table, KeyConditionExpression=Key("PK").eq(_pk(tenant_id, job_id)),
                                  ProjectionExpression="PK, SK"))
            with self.table.batch_writer() as batch:
                for key in keys:
                    batch.delete_item(Key={"PK": key["PK"], "SK": key["SK"]})

    def _delete_job_item(self, tenant_id: str, job_id: str) -> bool:
        """False when the job's run moved on (started, ended, another was admitted) since it was read."""
        record = self.get(tenant_id, job_id)
        if record is None:
            return True
        held = record.reservation if record.reservation and record.status in ("queued", "running") else None
        job = {"Delete": {"TableName": self.table.name, "Key": {"PK": _pk(tenant_id, job_id), "SK": "JOB"},
                          "ConditionExpression": "#status = :status AND #run = :run",
                          "ExpressionAttributeNames": {"#status": "status", "#run": "run"},
                          "ExpressionAttributeValues": {":status": record.status, ":run": record.run}}}
        release = ([{"Update": {"TableName": self.table.name,
                                **reservation_release(tenant_id, held.day, micro(held.usd))}}]
                   if held and micro(held.usd) else [])
        with port_errors("erasing a job"):
            try:
                self.table.meta.client.transact_write_items(TransactItems=[job, *release])
                return True
            except ClientError as error:
                if any_condition_failed(error):
                    return False
                raise

    # --- writes and mapping ------------------------------------------------------------------------

    def _end_run(self, record: JobRecord, update: str, condition: str, values: dict, settlement: Settlement,
                 also: list[dict] = ()) -> bool:
        """The job's last update of the run and the settlement of its spend, in one transaction."""
        spend = settlement_update(record.tenant_id, settlement)
        job = self._update_params(record.tenant_id, record.job_id, update, condition, values)
        with port_errors("ending a plan's run"):
            try:
                self.table.meta.client.transact_write_items(TransactItems=[
                    {"Update": {**job, "TableName": self.table.name}},
                    {"Update": {**spend, "TableName": self.table.name}}, *also])
                return True
            except ClientError as error:
                if first_condition_failed(error):
                    return False
                raise

    def _update(self, tenant_id: str, job_id: str, update: str, condition: str, values: dict,
                returns: bool = True) -> JobRecord | None:
        with port_errors("updating a job"):
            try:
                answer = self.table.update_item(**self._update_params(tenant_id, job_id, update, condition, values),
                                                ReturnValues="ALL_NEW" if returns else "NONE")
                return self._from_item(answer["Attributes"]) if returns else None
            except ClientError as error:
                if conditional(error):
                    return None
                raise

    @staticmethod
    def _update_params(tenant_id: str, job_id: str, update: str, condition: str, values: dict) -> dict:
        return update_params({"PK": _pk(tenant_id, job_id), "SK": "JOB"}, update, condition, values)

    def _to_item(self, record: JobRecord) -> dict:
        data = record.model_dump(mode="json")
        item = {k: (json.dumps(v, ensure_ascii=False) if k in JSON_FIELDS else v) for k, v in data.items()
                if v is not None or k in JSON_FIELDS}
        return {**item, "PK": _pk(record.tenant_id, record.job_id), "SK": "JOB",
                "GSI1PK": f"TENANT#{record.tenant_id}#JOBS", "GSI1SK": record.listing_key(),
                "expires_at": int(time.time()) + self.retention_seconds}

    @staticmethod
    def _from_item(item: dict) -> JobRecord:
        data = {k: v for k, v in item.items() if k not in ("PK", "SK", "GSI1PK", "GSI1SK", "expires_at", "lease_until")}
        for key in JSON_FIELDS:
            if isinstance(data.get(key), str):
                data[key] = json.loads(data[key])
        for key in ("version", "run", "usage_records_stored", "core_question_count"):
            if key in data:
                data[key] = int(data[key])
        if isinstance(data.get("approvals"), list):
            data["approvals"] = [{**a, "version": int(a["version"])} for a in data["approvals"]]
        return JobRecord.model_validate({k: v for k, v in data.items() if v is not None})
