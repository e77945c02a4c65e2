"""Ingest Lambda: a file put under incoming/{tenant}/ in the documents bucket becomes a session.

S3 notifies the ingest queue (ObjectCreated, prefix incoming/); each SQS record carries an S3 event.
Options come from the object's user metadata (S3 metadata is ASCII: percent-encode UTF-8 values):
  x-amz-meta-target-job (required), x-amz-meta-difficulty, x-amz-meta-language, x-amz-meta-callback-url.
The session id derives from the object (bucket, key, ETag), so a repeated event makes no second session.
"""

from __future__ import annotations

import hashlib
import json
from urllib.parse import unquote, unquote_plus

from aws_lambda_powertools import Logger, Tracer
from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from pydantic import ValidationError

from functions.sessions import usecases
from functions.sessions.domain import ApiError, CreateSessionRequest, DocumentInput, DocumentRef, SessionRecord, now_iso
from functions.bootstrap import dependencies
from graph.extraction.documents import DocumentError, extract_text, guess_kind

logger = Logger()
tracer = Tracer()
processor = BatchProcessor(event_type=EventType.SQS)


def record_handler(record: SQSRecord) -> None:
    event = json.loads(record.body)
    for s3_record in event.get("Records", []):  # an s3:TestEvent has none
        if s3_record.get("eventName", "").startswith("ObjectCreated"):
            ingest(s3_record["s3"]["bucket"]["name"], unquote_plus(s3_record["s3"]["object"]["key"]),
                   s3_record["s3"]["object"].get("eTag", ""))


def ingest(bucket: str, key: str, etag: str) -> str | None:
    parts = key.split("/")
    if len(parts) < 3 or parts[0] != "incoming" or not parts[1] or not parts[-1]:
        logger.warning("object outside incoming/{tenant}/ ignored")
        return None
    tenant_id, filename = parts[1], parts[-1]
    session_id = "s_" + hashlib.sha256(f"{bucket}/{key}/{etag}".encode()).hexdigest()[:24]
    services = dependencies().services
    metadata = {k.lower(): unquote(v) for k, v in services.documents.metadata(key).items()}
    try:
        extract_text(filename, services.documents.get(key))
        request = CreateSessionRequest(
            target_job=metadata.get("target-job", ""), difficulty_level=metadata.get("difficulty", "medium"),
            language=metadata.get("language", "ko"), callback_url=metadata.get("callback-url"),
            documents=[DocumentInput(document_id=guess_kind(filename), kind=guess_kind(filename), filename=filename,
                                     s3_key=key)])
        usecases.create_session(services, tenant_id, request, session_id=session_id, source="s3")
    except (DocumentError, ValidationError, ApiError) as error:
        # Bad input is a failed session with a reason, not a message that retries forever.
        record_failure(services, tenant_id, session_id, filename, key, metadata, error)
    return session_id


def record_failure(services: usecases.Services, tenant_id: str, session_id: str, filename: str, key: str, metadata: dict,
                   error: Exception) -> None:
    if isinstance(error, DocumentError):
        code, message = "INVALID_DOCUMENT", f"{filename}: {error.reason}"
    elif isinstance(error, ValidationError):
        first = error.errors()[0]
        field = ".".join(str(p) for p in first["loc"]) or "metadata"
        code, message = "INVALID_METADATA", f"{field}: {first['msg']} (see x-amz-meta-* of the object)"
    else:
        code, message = error.code, error.message
    now = now_iso()
    services.sessions.create(SessionRecord(
        tenant_id=tenant_id, session_id=session_id, status="failed", target_job=metadata.get("target-job", "")[:200],
        documents=[DocumentRef(document_id="resume", kind=guess_kind(filename), filename=filename, s3_key=key)],
        error={"code": code, "message": message}, created_at=now, updated_at=now, source="s3"))


@logger.inject_lambda_context(log_event=False)
@tracer.capture_lambda_handler
def handler(event: dict, context) -> dict:
    return process_partial_response(event=event, record_handler=record_handler, processor=processor, context=context)
