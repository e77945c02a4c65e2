"""Ingest Lambda: a file put under incoming/{tenant}/ in the documents bucket becomes a session.

S3 notifies the ingest queue (ObjectCreated, prefix incoming/); each SQS record carries an S3 event.
Options come from the object's user metadata (S3 metadata is ASCII: percent-encode UTF-8 values):
  x-amz-meta-target-job (required), x-amz-meta-difficulty, x-amz-meta-language (default: the document's
  language), x-amz-meta-callback-url,
  x-amz-meta-kind (resume, job_description, portfolio, cover_letter, other).
The kind is declared, never guessed from the file name: x-amz-meta-kind, else the folder of
incoming/{tenant}/{kind}/{file}, else a resume.
Only a tenant configured with an API key may drop files: a drop under any other incoming/{name}/ is
ignored (logged), never a session. The session id derives from the upload (bucket, key, version id),
so a repeated event makes no second session while an upload of the same bytes again is a new one; a
repeated event that finds the session still queued sends its work message again, and one whose
upload is gone (DELETE erased it) makes nothing. The object's size is checked (HEAD) before it is read.
"""

from __future__ import annotations

import json
from urllib.parse import unquote

from aws_lambda_powertools import Logger, Tracer
from aws_lambda_powertools.utilities.batch import BatchProcessor, EventType, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from pydantic import ValidationError

from functions.bootstrap import dependencies
from functions.sessions import usecases
from functions.sessions.domain import (
    MAX_STORED_DOCUMENT_BYTES,
    ApiError,
    CreateSessionRequest,
    DocumentInput,
    too_large,
)
from functions.sessions.incoming import CreatedObject, IncomingObject, created_objects
from functions.sessions.ports import DocumentMissing
from graph.extraction.documents import DocumentError, extract_text

logger = Logger()
tracer = Tracer()
processor = BatchProcessor(event_type=EventType.SQS)


def record_handler(record: SQSRecord) -> None:
    for created in created_objects(json.loads(record.body)):
        ingest(created)


def ingest(created: CreatedObject) -> str | None:
    incoming = IncomingObject.parse(created)
    if incoming is None:
        logger.warning("object outside incoming/{tenant}/ ignored")
        return None
    if not dependencies().keyring.is_tenant(incoming.tenant_id):
        logger.warning("drop under a tenant nobody configured ignored", extra={"tenant_id": incoming.tenant_id})
        return None
    services = dependencies().services
    if usecases.requeue_if_stored(services, incoming.tenant_id, incoming.session_id):
        return incoming.session_id
    try:
        stored = services.documents.head(incoming.key, incoming.version_id)
    except DocumentMissing:  # erased by DELETE (or replaced, in an unversioned bucket): nothing to make
        logger.info("upload no longer stored: no session", extra={"session_id": incoming.session_id})
        return None
    metadata = {k.lower(): unquote(v) for k, v in stored.metadata.items()}
    try:
        refusal = too_large(incoming.filename, stored.size)
        if refusal:
            raise refusal
        extract_text(incoming.filename, services.documents.get(incoming.key, MAX_STORED_DOCUMENT_BYTES,
                                                                incoming.version_id))
        usecases.ingest_session(services, incoming, session_request(incoming, metadata))
    except (DocumentError, ValidationError, ApiError) as error:
        usecases.record_ingest_failure(services, incoming, metadata.get("target-job", ""), *failure(incoming, error))
    return incoming.session_id


def session_request(incoming: IncomingObject, metadata: dict[str, str]) -> CreateSessionRequest:
    kind = incoming.kind(metadata.get("kind"))
    return CreateSessionRequest(
        target_job=metadata.get("target-job", ""), difficulty_level=metadata.get("difficulty", "medium"),
        language=metadata.get("language") or None, callback_url=metadata.get("callback-url"),
        documents=[DocumentInput(document_id=kind, kind=kind, filename=incoming.filename, s3_key=incoming.key)])


def failure(incoming: IncomingObject, error: Exception) -> tuple[str, str]:
    """The failed session's code and message: bad input is a reason, not a message that retries forever."""
    if isinstance(error, DocumentError):
        return "INVALID_DOCUMENT", f"{incoming.filename}: {error.reason}"
    if isinstance(error, ValidationError):
        first = error.errors()[0]
        field = ".".join(str(p) for p in first["loc"]) or "metadata"
        return "INVALID_METADATA", f"{field}: {first['msg']} (see x-amz-meta-* of the object)"
    return error.code, error.message


@logger.inject_lambda_context(log_event=False)
@tracer.capture_lambda_handler
def handler(event: dict, context) -> dict:
    return process_partial_response(event=event, record_handler=record_handler, processor=processor, context=context)
