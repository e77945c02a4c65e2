"""Files dropped under incoming/{tenant}/ in the documents bucket: what an S3 event names, and what the
key says. Shared by ingest and the dead-letter consumer, so that both derive the same session."""

from __future__ import annotations

import hashlib
from typing import get_args
from urllib.parse import unquote_plus

from pydantic import BaseModel

from graph.vocabulary import DocumentKind

DOCUMENT_KINDS: tuple[str, ...] = get_args(DocumentKind)


class IncomingObject(BaseModel):
    bucket: str
    key: str
    etag: str
    tenant_id: str
    filename: str
    folder_kind: DocumentKind | None  # incoming/{tenant}/{kind}/{file}: the folder declares the kind

    @classmethod
    def parse(cls, bucket: str, key: str, etag: str) -> IncomingObject | None:
        """None for a key outside incoming/{tenant}/."""
        parts = key.split("/")
        if len(parts) < 3 or parts[0] != "incoming" or not parts[1] or not parts[-1]:
            return None
        folder = parts[2] if len(parts) == 4 and parts[2] in DOCUMENT_KINDS else None
        return cls(bucket=bucket, key=key, etag=etag, tenant_id=parts[1], filename=parts[-1], folder_kind=folder)

    @property
    def session_id(self) -> str:
        """Derived from the object, so that a repeated S3 event names the same session."""
        return "s_" + hashlib.sha256(f"{self.bucket}/{self.key}/{self.etag}".encode()).hexdigest()[:24]

    def kind(self, declared: str | None) -> str:
        """The kind declared by `x-amz-meta-kind`, else by the folder, else a resume; never the file name."""
        return declared or self.folder_kind or "resume"


def created_objects(notification: dict) -> list[tuple[str, str, str]]:
    """(bucket, key, ETag) of each object an S3 notification reports created; an s3:TestEvent has none."""
    records = notification.get("Records", [])
    return [(r["s3"]["bucket"]["name"], unquote_plus(r["s3"]["object"]["key"]), r["s3"]["object"].get("eTag", ""))
            for r in records if r.get("eventName", "").startswith("ObjectCreated")]
