"""Files dropped under incoming/{tenant}/ in the documents bucket: what an S3 event names, and what the
key says. Shared by ingest and the dead-letter consumer, so that both derive the same session.

An upload's identity is its object version (the bucket is versioned, and S3 names the version in
the event): the same bytes uploaded again are a new upload, so a new session, while a repeated event
of one upload names the same session. Only an event without a version (an unversioned bucket) falls
back to the ETag."""

from __future__ import annotations

import hashlib
from typing import NamedTuple, get_args
from urllib.parse import unquote_plus

from pydantic import BaseModel

from graph.vocabulary import DocumentKind

DOCUMENT_KINDS: tuple[str, ...] = get_args(DocumentKind)


class CreatedObject(NamedTuple):
    """One object an S3 notification reports created."""

    bucket: str
    key: str
    version_id: str | None  # None in an unversioned bucket
    etag: str
    size: int | None


class IncomingObject(BaseModel):
    bucket: str
    key: str
    version_id: str | None
    etag: str
    tenant_id: str
    filename: str
    folder_kind: DocumentKind | None  # incoming/{tenant}/{kind}/{file}: the folder declares the kind

    @classmethod
    def parse(cls, created: CreatedObject) -> IncomingObject | None:
        """None for a key outside incoming/{tenant}/."""
        parts = created.key.split("/")
        if len(parts) < 3 or parts[0] != "incoming" or not parts[1] or not parts[-1]:
            return None
        folder = parts[2] if len(parts) == 4 and parts[2] in DOCUMENT_KINDS else None
        return cls(bucket=created.bucket, key=created.key, version_id=created.version_id, etag=created.etag,
                   tenant_id=parts[1], filename=parts[-1], folder_kind=folder)

    @property
    def session_id(self) -> str:
        """Derived from the upload (the object's version), so that a repeated S3 event names the same
        session and a new upload of the same key, even of the same bytes, a new one."""
        upload = f"version:{self.version_id}" if self.version_id else f"etag:{self.etag}"
        return "s_" + hashlib.sha256(f"{self.bucket}/{self.key}/{upload}".encode()).hexdigest()[:24]

    def kind(self, declared: str | None) -> str:
        """The kind declared by `x-amz-meta-kind`, else by the folder, else a resume; never the file name."""
        return declared or self.folder_kind or "resume"


def created_objects(notification: dict) -> list[CreatedObject]:
    """Each object an S3 notification reports created; an s3:TestEvent has none."""
    records = notification.get("Records", [])
    return [CreatedObject(r["s3"]["bucket"]["name"], unquote_plus(r["s3"]["object"]["key"]),
                          r["s3"]["object"].get("versionId") or None, r["s3"]["object"].get("eTag", ""),
                          r["s3"]["object"].get("size"))
            for r in records if r.get("eventName", "").startswith("ObjectCreated")]
