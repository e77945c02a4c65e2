"""Nothing accepted is lost to size: the largest documents the API takes end in a kit stored whole, the
kit's lists are de-duplicated and bounded, and a kit too large for a DynamoDB item (400 KB) is kept in S3."""

from __future__ import annotations

import json

import pytest

from graph.extraction.text import MAX_TEXT_CHARS

KOREAN_LINES = ["- 2021년 결제 API를 Go로 재작성해 p99 지연을 420ms에서 95ms로 줄였습니다.",
                "- 하루 200만 건의 정산을 Kafka로 처리하고 장애를 월 4건에서 1건으로 줄였습니다.",
                "- 12명 팀에서 배포 주기를 2주에서 3일로 단축했습니다."]
ENGLISH_LINES = ["- Cut checkout p99 latency from 420 ms to 95 ms across 12 services in 2021.",
                 "- Ran settlement for 2 million payments a day on Kafka; incidents fell from 4 to 1 a month.",
                 "- Led a team of 8 that moved 40 services to Kubernetes with no downtime."]


def repeated(lines: list[str], size: int, heading: str) -> str:
    """A document of `size` characters: a heading, then the same lines with figures over and over."""
    body = heading + "\n"
    while len(body) < size:
        body += "\n".join(lines) + "\n"
    return body[:size]


def document(document_id: str, text: str) -> dict:
    return {"document_id": document_id, "kind": "resume", "filename": f"{document_id}.md", "text": text}


CASES = {
    "one Korean document of 60,000 characters": [
        document("resume", repeated(KOREAN_LINES, 60_000, "### Acme Pay (2019.03 ~ 2023.06)"))],
    "two English documents of 100,000 characters": [
        document("resume", repeated(ENGLISH_LINES, MAX_TEXT_CHARS, "### Acme Pay (2019-03 to 2023-06)")),
        document("portfolio", repeated(ENGLISH_LINES[::-1], MAX_TEXT_CHARS, "### Projects"))],
}


@pytest.mark.parametrize("name", CASES)
def test_the_largest_documents_end_in_a_kit_stored_whole(aws_stack, name):
    status, created = aws_stack.call("POST", "/sessions", {"target_job": "Backend Engineer", "documents": CASES[name]})
    assert status == 202, created
    aws_stack.drain_work()
    status, view = aws_stack.call("GET", f"/sessions/{created['session_id']}")
    assert status == 200 and view["status"] in ("completed", "partial_completed"), view.get("error")
    kit = view["final_response"]
    assert kit["questions"]
    size = len(json.dumps(kit, ensure_ascii=False).encode())
    print(f"\n{name}: {view['status']}, kit {size:,} bytes, {len(kit['warnings'])} warnings, "
          f"{sum(map(len, kit['candidate_summary'].values()))} summary points")
    for section, points in kit["candidate_summary"].items():
        quotes = [(point["document_id"], point["quote"]) for point in points]
        assert len(quotes) == len(set(quotes)), f"{section} repeats a quote"
    messages = [(warning["code"], warning["message"]) for warning in kit["warnings"]]
    assert len(messages) == len(set(messages)), "a warning is repeated"


# --- a kit too large for its session's item ---------------------------------------------------------

def overflowing_store(stack, **options):
    from infra.sessions import DynamoSessionStore

    deps = stack.deps
    return DynamoSessionStore(deps.sessions.table, deps.settings.retention_seconds, **options)


def session_item(stack, session_id: str) -> dict:
    return stack.deps.sessions.table.get_item(Key={"PK": f"TENANT#tenant-a#SESSION#{session_id}", "SK": "SESSION"}
                                              ).get("Item", {})


def kit_objects(stack) -> list[dict]:
    import boto3

    listing = boto3.client("s3").list_object_versions(Bucket=stack.deps.settings.documents_bucket, Prefix="kits/")
    return listing.get("Versions", []) + listing.get("DeleteMarkers", [])


SMALL = {"target_job": "Backend Engineer", "documents": [document("resume", "\n".join(ENGLISH_LINES))]}


def test_a_kit_over_the_item_bound_is_kept_in_s3_and_returned_whole(aws_stack):
    import boto3

    store = overflowing_store(aws_stack, kits=aws_stack.deps.documents, kit_item_bytes=1_000)
    aws_stack.bootstrap(sessions=store)
    _, created = aws_stack.call("POST", "/sessions", SMALL)
    session_id = created["session_id"]
    aws_stack.drain_work()
    status, view = aws_stack.call("GET", f"/sessions/{session_id}")
    kit = aws_stack.deps.graph.get_state({"configurable": {"thread_id": session_id}}).values["final_response"]
    served = {key: value for key, value in view["final_response"].items() if key != "oversight"}  # the GET's label
    assert status == 200 and served == kit  # whole, from S3
    item = session_item(aws_stack, session_id)
    assert item["final_response"] == "null" and item["kit_key"].startswith(f"kits/tenant-a/{session_id}/")
    stored = boto3.client("s3").head_object(Bucket=aws_stack.deps.settings.documents_bucket, Key=item["kit_key"])
    assert stored["ServerSideEncryption"] == "AES256"

    assert aws_stack.call("DELETE", f"/sessions/{session_id}")[0] == 204
    assert kit_objects(aws_stack) == []  # every version


def test_a_regenerated_kit_replaces_the_one_in_s3(aws_stack):
    aws_stack.bootstrap(sessions=overflowing_store(aws_stack, kits=aws_stack.deps.documents, kit_item_bytes=1_000))
    _, created = aws_stack.call("POST", "/sessions", SMALL)
    session = f"/sessions/{created['session_id']}"
    aws_stack.drain_work()
    first = aws_stack.call("GET", session)[1]["final_response"]
    aws_stack.call("POST", f"{session}/regenerate", {"target_question_ids": [first["questions"][0]["question_id"]]})
    aws_stack.drain_work()
    second = aws_stack.call("GET", session)[1]
    assert second["version"] == 2 and second["final_response"]["version"] == 2
    assert len(session_item(aws_stack, created["session_id"])["kit_keys"]) == 2
    aws_stack.call("DELETE", session)
    assert kit_objects(aws_stack) == []


def finished_record(stack, kit_bytes: int):
    """A running session's record with a kit of about `kit_bytes`, as the worker hands it to finish."""
    _, created = stack.call("POST", "/sessions", SMALL)
    record = stack.deps.sessions.start_run("tenant-a", created["session_id"], 1, lease_seconds=60)
    kit = {"session_id": record.session_id, "version": 1, "status": "completed", "questions": [],
           "warnings": [{"code": "X", "node": "n", "message": "가" * 1_000}] * (kit_bytes // 3_050)}
    return record.model_copy(update={"status": "completed", "version": 1, "final_response": kit})


def run_origin(record):
    from functions.sessions.kits import KitOrigin

    return KitOrigin(kind="run", at="2026-12-02T00:00:00+00:00", run=record.run)


def test_a_kit_over_dynamodbs_item_limit_is_stored_in_s3(aws_stack):
    record = finished_record(aws_stack, 600_000)
    assert aws_stack.deps.sessions.finish(record, record.settlement(0.0), run_origin(record))
    assert aws_stack.deps.sessions.get("tenant-a", record.session_id).final_response == record.final_response


def test_a_kit_that_cannot_be_stored_names_the_limit(aws_stack):
    from functions.sessions.ports import StoreLimitExceeded

    store = overflowing_store(aws_stack, kits=None)
    aws_stack.bootstrap(sessions=store)
    record = finished_record(aws_stack, 600_000)
    with pytest.raises(StoreLimitExceeded, match="400 KB item limit"):
        store.finish(record, record.settlement(0.0), run_origin(record))


def test_a_session_whose_kit_cannot_be_stored_ends_failed_naming_the_limit(aws_stack):
    from functions.sessions.ports import StoreLimitExceeded
    from infra.sessions import DynamoSessionStore

    class NoRoomForKits(DynamoSessionStore):
        """A store whose every kit is over its limit (no S3 for kits, and DynamoDB's 400 KB)."""

        def finish(self, record, settlement, origin):
            raise StoreLimitExceeded("the session with its kit of 500,000 bytes is over DynamoDB's 400 KB item limit")

    deps = aws_stack.deps
    aws_stack.bootstrap(sessions=NoRoomForKits(deps.sessions.table, deps.settings.retention_seconds))
    _, created = aws_stack.call("POST", "/sessions", SMALL)
    aws_stack.drain_work()
    view = aws_stack.call("GET", f"/sessions/{created['session_id']}")[1]
    assert view["status"] == "failed" and view["error"] == {"code": "KIT_TOO_LARGE", "message": (
        "the kit could not be stored: the session with its kit of 500,000 bytes is over DynamoDB's 400 KB item limit")}


def test_the_local_pollers_print_a_failed_invocation(aws_stack, capsys):
    import boto3

    from functions.local.lambdas import poll_once

    def broken(event, context):
        raise RuntimeError("no")

    aws_stack.call("POST", "/sessions", SMALL)
    queue = aws_stack.resources
    poll_once(boto3.client("sqs"), queue.queues["WorkQueue"], queue.queue_arns["WorkQueue"], broken)
    assert "the invocation failed (RuntimeError); 1 messages come back" in capsys.readouterr().err


def test_the_kits_lists_are_deduplicated_and_bounded_with_a_warning_saying_what_was_left_out():
    from graph.pipeline import bounds

    point = {"text": "확인 필요", "document_id": "resume", "quote": "- 2021년 결제 API를 Go로 재작성"}
    kit = {"candidate_summary": {
        "strengths": [{**point, "quote": f"line {n}"} for n in range(25)], "risks": [],
        "to_verify": [point] * 533},
        "job_coverage": [{"requirement_id": f"r{n}", "text": f"req {n % 50}", "kind": "required", "question_ids": []}
                         for n in range(100)],
        "warnings": [{"code": "W", "node": "n", "message": f"m{n % 40}"} for n in range(200)]}
    result = bounds.bounded(kit)
    assert result["candidate_summary"]["to_verify"] == [point]
    assert [p["quote"] for p in result["candidate_summary"]["strengths"]] == [f"line {n}" for n in range(10)]
    assert [r["text"] for r in result["job_coverage"]] == [f"req {n}" for n in range(40)]
    assert len(result["warnings"]) == 31 and result["warnings"][-1]["code"] == "KIT_LISTS_BOUNDED"
    assert result["warnings"][-1]["message"].endswith(
        "15 more strengths points, 10 more job requirements, 10 more warnings not shown")
