"""boto3 clients, made once per process. AWS_ENDPOINT_URL (boto3's own) points them at moto locally."""

from __future__ import annotations

import functools

import boto3
from botocore.config import Config

_CONFIG = Config(retries={"mode": "standard", "max_attempts": 3}, connect_timeout=5, read_timeout=30)


@functools.cache
def client(service: str):
    return boto3.client(service, config=_CONFIG)


@functools.cache
def resource(service: str):
    return boto3.resource(service, config=_CONFIG)
