"""What the API refuses before any routing or JSON parsing, and its answers in API Gateway's proxy shape.

`json.loads` recurses once per nesting level: a body of 100,000 `[` raises RecursionError, which no
exception handler of the resolver sees. So the body's size and nesting are measured first, cheaply."""

from __future__ import annotations

import json
import re

from functions.sessions.domain import ApiError, error_body

# Lambda's limit for a synchronous request; one document at the inline limit, base64-encoded, fits.
MAX_REQUEST_BYTES = 6 * 1024 * 1024
# The deepest request the schemas allow is 3 levels (body → documents → document); this leaves room.
MAX_JSON_DEPTH = 20
# A string runs to its closing quote or, unterminated, to the end of the body: the pattern cannot fail
# once it has seen a quote, so no quote is scanned from twice (a pattern that must find the closing quote
# fails at every quote of `"\"\"\…` after reading to the end: quadratic). json.loads stops at an
# unterminated string or a bad escape, so it never reaches the text the guard took as inside one.
JSON_STRING = re.compile(r'"[^"\\]*(?:\\[\s\S]?[^"\\]*)*"?')
BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})
NOT_A_BRACKET = re.compile(r"[^\[\]{}]")


def body_refusal(method: str, content_type: str, body: str | None) -> ApiError | None:
    """Why the body must not be parsed, or None. A body is JSON: sent without a content type it is read
    as JSON; under any other (curl -d's form encoding, multipart) it is refused, not parsed as a form."""
    media_type = content_type.partition(";")[0].strip().lower()
    if (body or method in BODY_METHODS) and media_type not in ("", "application/json"):
        return ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "content-type: send the body as application/json")
    if not body:
        return None
    if len(body.encode("utf-8")) > MAX_REQUEST_BYTES:
        return ApiError(413, "PAYLOAD_TOO_LARGE", f"body: the request is over {MAX_REQUEST_BYTES:,} bytes; "
                                                  "send large documents by s3_key")
    if nesting_depth(body) > MAX_JSON_DEPTH:
        return ApiError(400, "INVALID_REQUEST", f"body: JSON nested deeper than {MAX_JSON_DEPTH} levels")
    return None


def nesting_depth(body: str) -> int:
    """How deep arrays and objects nest, brackets inside strings not counted; stops past the limit."""
    depth = deepest = 0
    for bracket in NOT_A_BRACKET.sub("", JSON_STRING.sub('""', body)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
        if deepest > MAX_JSON_DEPTH:
            break
    return deepest


def proxy_error(error: ApiError, headers: dict[str, str] | None = None) -> dict:
    """An answer in API Gateway's proxy shape, for refusals made outside the resolver."""
    return {"statusCode": error.status, "headers": {"Content-Type": "application/json", **(headers or {})},
            "body": json.dumps(error_body(error.code, error.message))}
