"""A request's documents checked before anything is stored: inline text that parses under the limits, or an
object already stored under the tenant's own prefix and not too large."""

from __future__ import annotations

from dataclasses import dataclass

from functions.sessions.domain import ApiError, DocumentInput, DocumentRef, document_key, too_large
from functions.sessions.services import Services
from graph.extraction.documents import DocumentError, extract_text


@dataclass
class CheckedDocument:
    ref: DocumentRef
    content: bytes | None  # inline bytes to store at ref.s3_key; None for an object already stored


def tenant_prefixes(tenant_id: str) -> tuple[str, ...]:
    """Where a tenant's documents may be referenced from by `s3_key`."""
    return (f"tenants/{tenant_id}/", f"incoming/{tenant_id}/")


def check_document(services: Services, tenant_id: str, session_id: str, document: DocumentInput) -> CheckedDocument:
    content = document.content()
    if content is None:
        key = document.s3_key
        if not key.startswith(tenant_prefixes(tenant_id)):
            raise ApiError(403, "FORBIDDEN_DOCUMENT",
                           f"documents.{document.document_id}.s3_key is outside this tenant's prefix")
        size = services.documents.stored_size(key)
        if size is None:
            raise ApiError(400, "DOCUMENT_NOT_FOUND", f"documents.{document.document_id}.s3_key names no stored object")
        refusal = too_large(f"documents.{document.document_id}.s3_key", size)
        if refusal:
            raise refusal
    else:
        _check_text(document.document_id, document.filename, content)
        key = document_key(tenant_id, session_id, document.document_id, document.filename)
    return CheckedDocument(DocumentRef(document_id=document.document_id, kind=document.kind,
                                       filename=document.filename, s3_key=key), content)


def _check_text(document_id: str, filename: str, data: bytes) -> None:
    try:
        extract_text(filename, data)
    except DocumentError as error:
        raise ApiError(400, "INVALID_DOCUMENT", f"documents.{document_id}: {error.reason}") from None
