"""Retention on moto (#22 M7): nothing a session holds — usage records, kit versions, kits kept in S3,
scorecards, checkpoints — expires after the session item, whenever it was written; once TTL removes the
session, nothing of it is left that DELETE could no longer reach."""

from __future__ import annotations

import time

import boto3
from boto3.dynamodb.conditions import Key

from functions.sessions.domain import EXPIRY_MARGIN_SECONDS, today
from infra.sessions import DynamoSessionStore
from tests.test_oversight import FIGURE_EDIT, kit_session, scorecard

DAY = 86_400
S3_LIFECYCLE_ROUNDING = DAY  # S3 expires an object at the midnight (UTC) after its days are up


def session_pk(sid: str) -> str:
    return f"TENANT#tenant-a#SESSION#{sid}"


def sessions_table(stack):
    return boto3.resource("dynamodb").Table(stack.resources.tables["SessionsTable"])


def late_in_its_retention(stack, sid: str, days_left: float) -> None:
    """The session as if created long ago: TTL removes it in `days_left` days."""
    sessions_table(stack).update_item(Key={"PK": session_pk(sid), "SK": "SESSION"},
                                      UpdateExpression="SET expires_at = :late",
                                      ExpressionAttributeValues={":late": int(time.time() + days_left * DAY)})


def expiries(stack, sid: str) -> tuple[int, dict[str, int]]:
    """The session item's expiry, and every other item's of the session (by sort key)."""
    items = sessions_table(stack).query(KeyConditionExpression=Key("PK").eq(session_pk(sid)))["Items"]
    session = next(int(item["expires_at"]) for item in items if item["SK"] == "SESSION")
    return session, {item["SK"]: int(item["expires_at"]) for item in items if item["SK"] != "SESSION"}


def test_a_regenerate_late_in_the_retention_leaves_nothing_that_outlives_the_session(aws_stack):
    stack = aws_stack
    deps = stack.deps
    # kits kept in S3 too, whatever their size, so that their lifecycle is checked as well
    stack.bootstrap(sessions=DynamoSessionStore(sessions_table(stack), deps.settings.retention_seconds,
                                                kits=deps.documents, kit_item_bytes=1))
    sid = kit_session(stack)
    late_in_its_retention(stack, sid, days_left=1 + EXPIRY_MARGIN_SECONDS / DAY)  # "day 89 of 90"
    assert stack.call("POST", f"/sessions/{sid}/regenerate", {"target_question_ids": ["q1"]})[0] == 202
    assert stack.drain_work() == 1
    assert stack.call("GET", f"/sessions/{sid}")[1]["version"] == 2

    session, items = expiries(stack, sid)
    assert {key.split("#")[0] for key in items} >= {"USAGE", "KIT"}
    assert all(expiry <= session for expiry in items.values()), (session, items)
    checkpoints = [item for item in boto3.resource("dynamodb").Table(
        stack.resources.tables["CheckpointsTable"]).scan()["Items"] if sid in repr(item)]
    assert checkpoints and all(int(item["ttl"]) <= session for item in checkpoints)
    retention = deps.settings.retention_seconds
    s3 = boto3.client("s3")
    bucket = stack.resources.buckets["DocumentsBucket"]
    objects = [obj for prefix in ("kits/", "checkpoints/", "tenants/")
               for obj in s3.list_objects_v2(Bucket=bucket, Prefix=prefix).get("Contents", []) if sid in obj["Key"]]
    assert any(obj["Key"].startswith("kits/") for obj in objects)
    for obj in objects:  # the bucket's lifecycle expires each RetentionDays after it was written
        expires = obj["LastModified"].timestamp() + retention + S3_LIFECYCLE_ROUNDING
        assert expires <= session, obj["Key"]


def test_an_edit_and_a_scorecard_keep_the_session_past_their_own_items(aws_stack):
    stack = aws_stack
    sid = kit_session(stack)
    late_in_its_retention(stack, sid, days_left=1 + EXPIRY_MARGIN_SECONDS / DAY)
    assert stack.call("PATCH", f"/sessions/{sid}/questions/q1", FIGURE_EDIT)[0] == 200
    assert stack.call("POST", f"/sessions/{sid}/approve", {"actor": "hr.lead", "version": 2})[0] == 200
    late_in_its_retention(stack, sid, days_left=1 + EXPIRY_MARGIN_SECONDS / DAY)
    assert stack.call("POST", f"/sessions/{sid}/scorecards", scorecard("kim", 5, 3, "confirmed"))[0] == 201
    session, items = expiries(stack, sid)
    assert "KIT#00002" in items and any(key.startswith("SCORECARD#") for key in items)
    assert all(expiry <= session for expiry in items.values()), (session, items)


def test_a_regenerate_at_the_very_end_of_the_retention_is_refused(aws_stack):
    """Its last run's checkpoints may be gone already: the run could not continue from them."""
    stack = aws_stack
    sid = kit_session(stack)
    late_in_its_retention(stack, sid, days_left=EXPIRY_MARGIN_SECONDS / DAY - 0.1)
    status, answer = stack.call("POST", f"/sessions/{sid}/regenerate", {"target_question_ids": ["q1"]})
    assert (status, answer["error"]["code"]) == (409, "SESSION_EXPIRING"), answer
    assert stack.deps.sessions.reserved("tenant-a", today()) == 0
    assert stack.drain_work() == 0


def test_the_session_is_kept_the_margin_past_the_items_of_its_first_run(aws_stack):
    before = int(time.time())
    sid = kit_session(aws_stack)
    session, items = expiries(aws_stack, sid)
    retention = aws_stack.deps.settings.retention_seconds
    assert before + retention + EXPIRY_MARGIN_SECONDS <= session <= int(time.time()) + retention + EXPIRY_MARGIN_SECONDS
    assert items and all(before + retention <= expiry <= int(time.time()) + retention for expiry in items.values())
