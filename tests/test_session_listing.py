"""GET /v1/sessions: a tenant's sessions, newest first, paginated, filtered by status and S3 object key;
through the real API handler on the template's table (moto), and the same contract on the in-memory fake."""

from __future__ import annotations

import time
from urllib.parse import quote

import boto3
import pytest

from functions.local.template import load_template, resources_of
from functions.sessions.domain import SessionRecord, now_iso
from infra import sessions as dynamo_sessions
from infra.sessions import SESSIONS_BY_TENANT, DynamoSessionStore
from tests.conftest import EXAMPLES
from tests.fakes import InMemorySessionStore

RESUME = (EXAMPLES / "resume_backend_ko.md").read_text(encoding="utf-8")
LISTED = {"session_id", "status", "version", "source", "created_at", "updated_at"}


def create(stack, tenant="tenant-a") -> str:
    status, answer = stack.call("POST", "/sessions", {"target_job": "백엔드 개발자", "documents": [
        {"document_id": "resume", "filename": "resume.md", "text": RESUME}]}, tenant=tenant)
    assert status == 202, answer
    time.sleep(0.002)  # created_at has millisecond resolution: one session per millisecond orders them
    return answer["session_id"]


def listing(stack, query="", tenant="tenant-a") -> tuple[int, dict]:
    return stack.call("GET", f"/sessions{query}", tenant=tenant)


def drop(stack, key: str) -> None:
    boto3.client("s3").put_object(Bucket=stack.resources.buckets["DocumentsBucket"], Key=key,
                                  Body=RESUME.encode(), Metadata={"target-job": quote("백엔드 개발자")})
    assert stack.drain_ingest() >= 1


def test_sessions_are_listed_newest_first_in_the_documented_shape(aws_stack):
    ids = [create(aws_stack) for _ in range(3)]
    status, page = listing(aws_stack)
    assert status == 200 and page["next_token"] is None
    assert [item["session_id"] for item in page["items"]] == ids[::-1]
    for item in page["items"]:
        assert set(item) == LISTED  # an API session has no source_key
        assert (item["status"], item["version"], item["source"]) == ("queued", 0, "api")
        assert item["created_at"] <= item["updated_at"]


def test_pages_follow_next_token_without_gaps_or_repeats(aws_stack):
    ids = [create(aws_stack) for _ in range(5)]
    seen, token, pages = [], None, 0
    while True:
        status, page = listing(aws_stack, "?limit=2" + (f"&next_token={token}" if token else ""))
        assert status == 200 and len(page["items"]) <= 2
        seen += [item["session_id"] for item in page["items"]]
        pages += 1
        token = page["next_token"]
        if token is None:
            break
    assert seen == ids[::-1] and pages == 3


def test_filters_by_status_and_by_the_s3_object_key(aws_stack):
    first = create(aws_stack)
    aws_stack.drain_work()
    second = create(aws_stack)
    drop(aws_stack, "incoming/tenant-a/kim.md")
    drop(aws_stack, "incoming/tenant-a/lee.md")

    queued = listing(aws_stack, "?status=queued")[1]["items"]
    assert second in [i["session_id"] for i in queued] and first not in [i["session_id"] for i in queued]
    assert [i["session_id"] for i in listing(aws_stack, "?status=completed")[1]["items"]] == [first]

    status, page = listing(aws_stack, "?source_key=" + quote("incoming/tenant-a/kim.md", safe=""))
    [item] = page["items"]
    assert status == 200 and item["source"] == "s3" and item["source_key"] == "incoming/tenant-a/kim.md"
    assert aws_stack.call("GET", f"/sessions/{item['session_id']}")[0] == 200
    both = listing(aws_stack, "?status=completed&source_key=incoming/tenant-a/kim.md")[1]["items"]
    assert both == []  # the drop is still queued


def test_another_tenant_sees_nothing_even_with_a_token(aws_stack):
    ids = [create(aws_stack) for _ in range(3)]
    token = listing(aws_stack, "?limit=1")[1]["next_token"]
    assert listing(aws_stack, tenant="tenant-b")[1] == {"items": [], "next_token": None}
    assert listing(aws_stack, f"?next_token={token}", tenant="tenant-b")[1]["items"] == []
    assert listing(aws_stack, "?source_key=incoming/tenant-a/kim.md", tenant="tenant-b")[1]["items"] == []
    assert len(listing(aws_stack)[1]["items"]) == len(ids)
    assert listing(aws_stack, tenant=None)[0] == 401


@pytest.mark.parametrize("query,field", [
    ("?limit=0", "limit"), ("?limit=101", "limit"), ("?limit=ten", "limit"), ("?status=done", "status"),
    ("?next_token=not-a-token", "next_token"), ("?next_token=" + "x" * 201, "next_token"),
    ("?status=", "status"), ("?limit=5&source_key=", "source_key"), ("?stauts=completed", "stauts"),
])
def test_a_bad_query_is_a_400_naming_the_parameter(aws_stack, query, field):
    status, answer = listing(aws_stack, query)
    assert status == 400 and answer["error"]["code"] == "INVALID_REQUEST", answer
    assert field in answer["error"]["message"], answer


def test_the_listing_is_in_the_openapi_document(aws_stack):
    document = aws_stack.call("GET", "/openapi.json", tenant=None)[1]
    operation = document["paths"]["/sessions"]["get"]
    parameters = {p["name"]: p for p in operation["parameters"]}
    assert set(parameters) == {"limit", "next_token", "status", "source_key"}
    assert all(p["in"] == "query" and not p.get("required") for p in parameters.values())
    assert parameters["limit"]["schema"]["maximum"] == 100
    schema = operation["responses"]["200"]["content"]["application/json"]["schema"]
    page = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    assert set(page["properties"]) == {"items", "next_token"}
    summary = document["components"]["schemas"][page["properties"]["items"]["items"]["$ref"].rsplit("/", 1)[1]]
    assert set(summary["properties"]) == LISTED | {"source_key"}
    assert set(summary["required"]) == LISTED
    assert "post" in document["paths"]["/sessions"]


# --- the store: the template's index, the adapter and the fake keep one contract ---------------------


def test_the_template_declares_the_index_the_adapter_queries(aws_stack):
    table = resources_of(load_template(), "AWS::DynamoDB::Table")["SessionsTable"]
    [index] = table["GlobalSecondaryIndexes"]
    assert index["IndexName"] == SESSIONS_BY_TENANT
    assert [(k["AttributeName"], k["KeyType"]) for k in index["KeySchema"]] == [("GSI1PK", "HASH"),
                                                                               ("GSI1SK", "RANGE")]
    # and what GET /jobs lists (infra/jobs.py: a partition of its own)
    assert set(index["Projection"]["NonKeyAttributes"]) == LISTED | {"source_key", "job_id", "title", "approval"}
    described = boto3.client("dynamodb").describe_table(TableName=aws_stack.resources.tables["SessionsTable"])
    assert [i["IndexName"] for i in described["Table"]["GlobalSecondaryIndexes"]] == [SESSIONS_BY_TENANT]


def test_the_api_may_query_the_index():
    """SAM's DynamoDBCrudPolicy grants dynamodb:Query on table/<name> and table/<name>/index/*."""
    api = resources_of(load_template(), "AWS::Serverless::Function")["ApiFunction"]
    assert {"DynamoDBCrudPolicy": {"TableName": {"Ref": "SessionsTable"}}} in api["Policies"]


def record(tenant: str, number: int, **fields) -> SessionRecord:
    created = f"2030-01-01T00:00:{number:02d}.000+00:00"
    return SessionRecord(tenant_id=tenant, session_id=f"s_{number:024x}", target_job="x", documents=[],
                         created_at=created, updated_at=now_iso(), **fields)


@pytest.fixture(params=["dynamodb", "memory"])
def store(request):
    if request.param == "memory":
        yield InMemorySessionStore()
        return
    request.getfixturevalue("aws_stack")
    table = boto3.resource("dynamodb").Table(request.getfixturevalue("aws_stack").resources.tables["SessionsTable"])
    yield DynamoSessionStore(table, retention_seconds=3600)


def test_the_store_pages_newest_first_with_filters(store):
    for number in range(1, 8):
        store.create(record("t1", number, status="completed" if number % 2 else "queued",
                            source="s3" if number == 3 else "api",
                            source_key="incoming/t1/a.md" if number == 3 else None))
    store.create(record("t2", 9))
    page = store.list_sessions("t1", 3)
    assert [s.session_id[-1] for s in page.items] == ["7", "6", "5"] and page.after
    page = store.list_sessions("t1", 3, page.after)
    assert [s.session_id[-1] for s in page.items] == ["4", "3", "2"]
    last = store.list_sessions("t1", 3, page.after)
    assert [s.session_id[-1] for s in last.items] == ["1"] and last.after is None
    assert [s.session_id[-1] for s in store.list_sessions("t1", 10, status="queued").items] == ["6", "4", "2"]
    [dropped] = store.list_sessions("t1", 10, source_key="incoming/t1/a.md").items
    assert (dropped.source, dropped.source_key) == ("s3", "incoming/t1/a.md")
    assert [s.session_id[-1] for s in store.list_sessions("t2", 10).items] == ["9"]
    assert store.list_sessions("t3", 10).items == []


def test_a_filtered_read_is_bounded_and_its_token_continues_it(aws_stack, monkeypatch):
    """A filter that skips many sessions answers a short page (even an empty one) with a token, rather
    than reading the tenant's whole partition in one request."""
    monkeypatch.setattr(dynamo_sessions, "LIST_READ_ITEMS", 2)
    monkeypatch.setattr(dynamo_sessions, "LIST_READS", 2)
    table = boto3.resource("dynamodb").Table(aws_stack.resources.tables["SessionsTable"])
    store = DynamoSessionStore(table, retention_seconds=3600)
    for number in range(1, 10):
        store.create(record("t1", number, source_key="incoming/t1/old.md" if number == 1 else None))
    pages, after, found = 0, None, []
    while True:
        page = store.list_sessions("t1", 5, after, source_key="incoming/t1/old.md")
        pages += 1
        found += [s.session_id[-1] for s in page.items]
        after = page.after
        if after is None:
            break
    assert found == ["1"] and pages == 3  # 4 sessions examined per request
