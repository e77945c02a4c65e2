"""Every answer outside 2xx has the shape `{"error": {"code", "message"}}`: unknown routes and methods,
wrong content types, oversized and deeply nested bodies, from the handler and from the local front."""

from __future__ import annotations

import http.client
import json
import socket
from urllib.parse import urlsplit

import pytest

from tests.conftest import API_KEYS

MIB = 1024 * 1024


def assert_error_shape(answer: dict) -> None:
    assert set(answer) == {"error"} and set(answer["error"]) == {"code", "message"}, answer
    assert answer["error"]["code"] and answer["error"]["message"]


@pytest.mark.parametrize(("method", "path", "body", "headers", "status", "code"), [
    ("GET", "/nowhere", None, {}, 404, "NOT_FOUND"),
    ("PUT", "/sessions", "{}", {}, 405, "METHOD_NOT_ALLOWED"),
    ("TRACE", "/sessions", None, {}, 405, "METHOD_NOT_ALLOWED"),
    ("DELETE", "/sessions/s_1/usage", None, {}, 405, "METHOD_NOT_ALLOWED"),
    ("POST", "/sessions", "target_job=x", {"content-type": "text/plain"}, 415, "UNSUPPORTED_MEDIA_TYPE"),
    ("POST", "/sessions", "[" * 100_000 + "]" * 100_000, {}, 400, "INVALID_REQUEST"),
    ("POST", "/sessions", '{"target_job": "' + "x" * (6 * MIB) + '"}', {}, 413, "PAYLOAD_TOO_LARGE"),
])
def test_every_refusal_has_the_error_shape(aws_stack, method, path, body, headers, status, code):
    answered, answer = aws_stack.call(method, path, body, headers=headers)
    assert (answered, answer.get("error", {}).get("code")) == (status, code), answer
    assert_error_shape(answer)


def test_a_405_names_the_methods_the_path_allows(aws_stack):
    from functions.local.lambdas import LambdaContext, api_gateway_event

    event = api_gateway_event("PATCH", "/v1/sessions/s_1", {"x-api-key": API_KEYS["tenant-a"]}, None)
    answer = aws_stack.api.handler(event, LambdaContext())
    headers = {**answer.get("headers", {}), **{k: ", ".join(v) for k, v in answer.get("multiValueHeaders", {}).items()}}
    assert answer["statusCode"] == 405 and headers["Allow"] == "DELETE, GET"


def test_nesting_a_schema_allows_still_passes_the_guard(aws_stack):
    status, answer = aws_stack.call("POST", "/sessions", {"target_job": "x", "documents": [
        {"document_id": "r", "filename": "r.md", "text": "[{" * 50}]})
    assert status == 202, answer  # brackets inside strings are not nesting


@pytest.fixture
def front(aws_stack):
    """The local HTTP front of `serve` on a free port, in front of the real API handler."""
    from functions.local.serve import start_front

    server = start_front(0, aws_stack.api.handler)
    yield urlsplit(f"http://127.0.0.1:{server.server_address[1]}")
    server.shutdown()
    server.server_close()


def request(front, method: str, path: str = "/v1/sessions", headers: dict | None = None) -> tuple[int, dict]:
    connection = http.client.HTTPConnection(front.hostname, front.port, timeout=10)
    try:
        connection.request(method, path, headers={"x-api-key": API_KEYS["tenant-a"], **(headers or {})})
        response = connection.getresponse()
        return response.status, json.loads(response.read() or b"{}")
    finally:
        connection.close()


@pytest.mark.parametrize("method", ["TRACE", "PROPFIND", "BREW"])
def test_the_local_front_answers_every_method_in_the_error_shape(front, method):
    status, answer = request(front, method)
    assert status == 405 and answer["error"]["code"] == "METHOD_NOT_ALLOWED"
    assert_error_shape(answer)


def test_the_local_front_refuses_an_oversized_body_without_reading_it(front):
    with socket.create_connection((front.hostname, front.port), timeout=10) as raw:
        raw.sendall(b"POST /v1/sessions HTTP/1.1\r\nHost: local\r\nContent-Type: application/json\r\n"
                    b"x-api-key: " + API_KEYS["tenant-a"].encode() + b"\r\nContent-Length: 104857600\r\n\r\n{")
        head, _, body = raw.makefile("rb").read().partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.0 413") or head.startswith(b"HTTP/1.1 413"), head
    assert json.loads(body)["error"]["code"] == "PAYLOAD_TOO_LARGE"


def test_the_local_front_passes_known_methods_to_the_handler(front):
    status, answer = request(front, "GET", "/v1/nowhere")
    assert status == 404 and answer["error"]["code"] == "NOT_FOUND"
