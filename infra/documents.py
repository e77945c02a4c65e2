"""S3DocumentStore: applicant documents in the private documents bucket."""

from __future__ import annotations

from infra.aws import port_errors


class S3DocumentStore:
    def __init__(self, s3, bucket: str) -> None:
        self.s3 = s3
        self.bucket = bucket

    def put(self, key: str, data: bytes) -> None:
        with port_errors("storing a document"):
            self.s3.put_object(Bucket=self.bucket, Key=key, Body=data, ServerSideEncryption="AES256")

    def get(self, key: str) -> bytes:
        with port_errors("reading a document"):
            return self.s3.get_object(Bucket=self.bucket, Key=key)["Body"].read()

    def metadata(self, key: str) -> dict[str, str]:
        with port_errors("reading a document's metadata"):
            return self.s3.head_object(Bucket=self.bucket, Key=key).get("Metadata", {})

    def delete_prefix(self, prefix: str) -> None:
        with port_errors("deleting documents"):
            for page in self.s3.get_paginator("list_objects_v2").paginate(Bucket=self.bucket, Prefix=prefix):
                keys = [{"Key": item["Key"]} for item in page.get("Contents", [])]
                if keys:
                    self.s3.delete_objects(Bucket=self.bucket, Delete={"Objects": keys, "Quiet": True})
