"""boto3 clients with the service's retry and timeout settings, and the one place that turns botocore
errors into the ports' errors. AWS_ENDPOINT_URL (boto3's own variable) points the clients at moto locally."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

import boto3
from botocore.config import Config
from botocore.exceptions import BotoCoreError, ClientError

from functions.sessions.ports import DocumentMissing, PortError, Throttled

# The SDK's debug log holds every request's and answer's body — documents and kits, personal data — so
# it stays off whatever level a function's logger is set to.
for sdk in ("boto3", "botocore", "s3transfer", "urllib3"):
    logging.getLogger(sdk).setLevel(logging.INFO)

CONFIG = Config(retries={"mode": "standard", "max_attempts": 3}, connect_timeout=5, read_timeout=30)

# S3 answers 403 instead of 404 for a missing key when the caller may not list the bucket.
MISSING_CODES = {"NoSuchKey", "NoSuchVersion", "404", "NotFound", "AccessDenied", "403"}
# A transaction cancelled for anything but a condition the caller checks (a conflicting write, throttling)
# may succeed when tried again.
PASSING_CODES = {"ProvisionedThroughputExceededException", "ThrottlingException", "RequestLimitExceeded",
                 "SlowDown", "ServiceUnavailable", "InternalError", "InternalServerError", "RequestTimeout",
                 "TransactionCanceledException", "TransactionConflictException", "500", "503"}


def client(service: str):
    return boto3.client(service, config=CONFIG)


def resource(service: str):
    return boto3.resource(service, config=CONFIG)


def error_code(error: ClientError) -> str:
    return error.response.get("Error", {}).get("Code", "")


@contextmanager
def port_errors(what: str) -> Iterator[None]:
    """Raise the ports' errors instead of botocore's, naming what was being done."""
    try:
        yield
    except ClientError as error:
        code = error_code(error)
        if code in MISSING_CODES:
            raise DocumentMissing(f"{what}: not found ({code})") from error
        if code in PASSING_CODES:
            raise Throttled(f"{what}: {code}") from error
        raise PortError(f"{what}: {code}") from error
    except BotoCoreError as error:  # connection and timeout errors after botocore's own retries
        raise Throttled(f"{what}: {type(error).__name__}") from error
