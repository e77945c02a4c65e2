"""DELETE erases exactly the objects a session stored or referenced, every version of them, and nothing
else; an `s3_key` must name one stored object of the tenant, and a filename is a plain name."""

from __future__ import annotations

import boto3
import pytest

from tests.test_service_lifecycle import RESUME, new_session


def bucket(stack) -> str:
    return stack.resources.buckets["DocumentsBucket"]


def put(stack, key: str, body: bytes = RESUME.encode()) -> None:
    boto3.client("s3").put_object(Bucket=bucket(stack), Key=key, Body=body)


def versions(stack, prefix: str) -> list[tuple[str, str]]:
    """Every version and delete marker under `prefix` (the bucket is versioned), as (key, what)."""
    listing = boto3.client("s3").list_object_versions(Bucket=bucket(stack), Prefix=prefix)
    return sorted([(v["Key"], "version") for v in listing.get("Versions", [])] +
                  [(m["Key"], "delete marker") for m in listing.get("DeleteMarkers", [])])


def referencing(key: str, filename: str = "cv.md") -> dict:
    return {"target_job": "백엔드 개발자",
            "documents": [{"document_id": "resume", "filename": filename, "s3_key": key}]}


def test_a_key_that_is_only_a_prefix_is_refused_and_nothing_is_erased(aws_stack):
    new_session(aws_stack)  # another session's documents live under the same tenant prefix
    before = versions(aws_stack, "tenants/tenant-a/")

    status, answer = aws_stack.call("POST", "/sessions", referencing("tenants/tenant-a/"))

    assert status == 400 and answer["error"]["message"].startswith("documents.0.s3_key"), answer
    assert before and versions(aws_stack, "tenants/tenant-a/") == before


def test_delete_erases_exactly_the_referenced_object_and_every_version_of_it(aws_stack):
    put(aws_stack, "incoming/tenant-a/cv.md", b"an earlier upload of the same file")
    put(aws_stack, "incoming/tenant-a/cv.md")
    put(aws_stack, "incoming/tenant-a/cv.md.bak")  # shares the key as a prefix: not the session's
    new_session(aws_stack)
    others = versions(aws_stack, "tenants/")
    status, created = aws_stack.call("POST", "/sessions", referencing("incoming/tenant-a/cv.md"))
    assert status == 202, created

    assert aws_stack.call("DELETE", f"/sessions/{created['session_id']}")[0] == 204

    assert versions(aws_stack, "incoming/") == [("incoming/tenant-a/cv.md.bak", "version")]
    assert versions(aws_stack, "tenants/") == others


def test_delete_erases_every_version_of_the_documents_the_session_stored(aws_stack):
    sid = new_session(aws_stack)[1]["session_id"]
    put(aws_stack, f"tenants/tenant-a/sessions/{sid}/resume/resume.md", b"a second version of the stored resume")
    assert aws_stack.call("DELETE", f"/sessions/{sid}")[0] == 204
    assert versions(aws_stack, f"tenants/tenant-a/sessions/{sid}/") == []


def test_an_s3_key_must_name_a_stored_object(aws_stack):
    put(aws_stack, "incoming/tenant-a/cv.md.bak")
    status, answer = aws_stack.call("POST", "/sessions", referencing("incoming/tenant-a/cv.md"))
    assert status == 400 and answer["error"]["code"] == "DOCUMENT_NOT_FOUND", answer
    assert "s3_key" in answer["error"]["message"]


@pytest.mark.parametrize("key", [
    "incoming/tenant-a/../tenant-b/cv.md", "incoming/tenant-a/./cv.md", "incoming/tenant-a//cv.md",
    "/incoming/tenant-a/cv.md", "incoming/tenant-a/cv\n.md", "incoming/tenant-a/cv\x00.md",
    "incoming\\tenant-a\\cv.md", "incoming/tenant-a/" + "가" * 170,  # 170 characters, 510 bytes
])
def test_a_malformed_s3_key_is_a_400_naming_the_field(aws_stack, key):
    put(aws_stack, "incoming/tenant-a/cv.md")
    status, answer = aws_stack.call("POST", "/sessions", referencing(key))
    assert status == 400 and answer["error"]["code"] == "INVALID_REQUEST", answer
    assert answer["error"]["message"].startswith("documents.0.s3_key"), answer


@pytest.mark.parametrize("filename", [".cv.md", "cv\n.md", "cv\x7f.md", "cv\u202egpj.md", "a/b.md", "a\\b.md",
                                      "x" * 198 + ".md"])
def test_an_unsafe_filename_is_a_400_naming_the_field(aws_stack, filename):
    status, answer = aws_stack.call("POST", "/sessions", {"target_job": "x", "documents": [
        {"document_id": "r", "filename": filename, "text": RESUME}]})
    assert status == 400 and answer["error"]["message"].startswith("documents.0.filename"), answer
