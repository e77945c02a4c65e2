"""`language` is optional: without it the kit is in the language of the applicant's documents (API,
S3 drop, CLI); with it, the caller's choice stands."""

from __future__ import annotations

from urllib.parse import quote

import boto3

from functions.sessions.domain import CreateSessionRequest, SessionRecord
from tests.conftest import EXAMPLES

EN = (EXAMPLES / "resume_data_en.md").read_text(encoding="utf-8")
KO = (EXAMPLES / "resume_backend_ko.md").read_text(encoding="utf-8")


def kit_language(stack, text: str, **extra) -> str:
    status, created = stack.call("POST", "/sessions", {"target_job": "Engineer", "documents": [
        {"document_id": "resume", "filename": "resume.md", "text": text}], **extra})
    assert status == 202, created
    stack.drain_work()
    view = stack.call("GET", f"/sessions/{created['session_id']}")[1]
    assert view["status"] == "completed", view
    return view["final_response"]["language"]


def test_the_model_leaves_language_unset_when_omitted():
    request = CreateSessionRequest(target_job="x", documents=[{"document_id": "r", "filename": "r.md", "text": EN}])
    assert request.language is None
    assert SessionRecord(tenant_id="t", session_id="s", target_job="x", documents=[], created_at="c",
                         updated_at="u").language is None


def test_an_omitted_language_follows_the_documents(aws_stack):
    assert kit_language(aws_stack, EN) == "en"
    assert kit_language(aws_stack, KO) == "ko"


def test_a_given_language_stands(aws_stack):
    assert kit_language(aws_stack, EN, language="ko") == "ko"


def test_an_s3_drop_without_language_metadata_follows_the_document(aws_stack):
    boto3.client("s3").put_object(Bucket=aws_stack.resources.buckets["DocumentsBucket"],
                                  Key="incoming/tenant-a/cv.md", Body=EN.encode(),
                                  Metadata={"target-job": quote("Data Scientist")})
    aws_stack.drain_ingest()
    aws_stack.drain_work()
    [item] = aws_stack.call("GET", "/sessions?source_key=incoming/tenant-a/cv.md")[1]["items"]
    assert aws_stack.call("GET", f"/sessions/{item['session_id']}")[1]["final_response"]["language"] == "en"


def test_the_openapi_document_says_language_is_optional(aws_stack):
    document = aws_stack.call("GET", "/openapi.json", tenant=None)[1]
    schema = document["components"]["schemas"]["CreateSessionRequest"]
    assert "language" not in schema.get("required", [])
    assert "language of the applicant's documents" in schema["properties"]["language"]["description"]
