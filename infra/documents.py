"""S3DocumentStore: applicant documents in the private documents bucket."""

from __future__ import annotations

from infra import aws


class S3DocumentStore:
    def __init__(self, bucket: str) -> None:
        self.bucket = bucket

    def put(self, key: str, data: bytes) -> None:
        aws.client("s3").put_object(Bucket=self.bucket, Key=key, Body=data, ServerSideEncryption="AES256")

    def get(self, key: str) -> bytes:
        return aws.client("s3").get_object(Bucket=self.bucket, Key=key)["Body"].read()

    def metadata(self, key: str) -> dict[str, str]:
        return aws.client("s3").head_object(Bucket=self.bucket, Key=key).get("Metadata", {})

    def delete_prefix(self, prefix: str) -> None:
        s3 = aws.client("s3")
        for page in s3.get_paginator("list_objects_v2").paginate(Bucket=self.bucket, Prefix=prefix):
            keys = [{"Key": item["Key"]} for item in page.get("Contents", [])]
            if keys:
                s3.delete_objects(Bucket=self.bucket, Delete={"Objects": keys, "Quiet": True})
