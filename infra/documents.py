"""S3DocumentStore: applicant documents in the private, versioned documents bucket."""

from __future__ import annotations

from collections.abc import Iterator

from functions.sessions.ports import DocumentTooLarge, PortError, StoredObject
from infra.aws import port_errors

DELETE_BATCH = 1000  # DeleteObjects takes at most 1,000 keys


def _version(version_id: str | None) -> dict[str, str]:
    return {"VersionId": version_id} if version_id else {}


class S3DocumentStore:
    def __init__(self, s3, bucket: str) -> None:
        self.s3 = s3
        self.bucket = bucket

    def put(self, key: str, data: bytes) -> None:
        with port_errors("storing a document"):
            self.s3.put_object(Bucket=self.bucket, Key=key, Body=data, ServerSideEncryption="AES256")

    def get(self, key: str, max_bytes: int, version_id: str | None = None) -> bytes:
        """The size is S3's answer header: a body over `max_bytes` is closed unread."""
        with port_errors("reading a document"):
            answer = self.s3.get_object(Bucket=self.bucket, Key=key, **_version(version_id))
            if answer["ContentLength"] > max_bytes:
                answer["Body"].close()
                raise DocumentTooLarge(answer["ContentLength"])
            return answer["Body"].read(max_bytes + 1)

    def head(self, key: str, version_id: str | None = None) -> StoredObject:
        with port_errors("reading a document's metadata"):
            answer = self.s3.head_object(Bucket=self.bucket, Key=key, **_version(version_id))
        return StoredObject(size=answer["ContentLength"], metadata=answer.get("Metadata", {}))

    def stored_size(self, key: str) -> int | None:
        """By listing, not HeadObject: HeadObject needs s3:GetObject, which would let the API read documents."""
        with port_errors("looking a document up"):
            listing = self.s3.list_objects_v2(Bucket=self.bucket, Prefix=key, MaxKeys=1)
        # The key itself sorts before every longer key it is a prefix of.
        return next((item["Size"] for item in listing.get("Contents", []) if item["Key"] == key), None)

    def delete_exactly(self, keys: list[str]) -> None:
        """Every version and delete marker of exactly these keys, and of no key they are a prefix of."""
        with port_errors("erasing documents"):
            versions = [version for key in keys for version in self._versions_of(key)]
            for start in range(0, len(versions), DELETE_BATCH):
                answer = self.s3.delete_objects(Bucket=self.bucket, Delete={
                    "Objects": versions[start:start + DELETE_BATCH], "Quiet": True})
                if answer.get("Errors"):
                    raise PortError(f"erasing documents: {len(answer['Errors'])} versions not erased "
                                    f"({answer['Errors'][0].get('Code')})")

    def _versions_of(self, key: str) -> Iterator[dict]:
        pages = self.s3.get_paginator("list_object_versions").paginate(Bucket=self.bucket, Prefix=key)
        for page in pages:
            listed = page.get("Versions", []) + page.get("DeleteMarkers", [])
            exact = [{"Key": key, "VersionId": entry["VersionId"]} for entry in listed if entry["Key"] == key]
            yield from exact
            if len(exact) < len(listed):
                return  # listings go in key order: past `key`, only longer keys follow
