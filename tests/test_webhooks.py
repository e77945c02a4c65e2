"""Webhook delivery: signed, https only, no private addresses, bounded, never fatal."""

from __future__ import annotations

import hashlib
import hmac
import json
import socket

import pytest

from infra import webhooks
from tests.test_service_lifecycle import new_session


def resolving_to(monkeypatch, address: str) -> None:
    monkeypatch.setattr(socket, "getaddrinfo", lambda host, port: [(socket.AF_INET, 0, 0, "", (address, port))])


@pytest.mark.parametrize("url,address", [
    ("http://hooks.example.com/x", "93.184.216.34"),
    ("https://localhost/x", "127.0.0.1"),
    ("https://internal.example.com/x", "10.0.0.8"),
    ("https://metadata.example.com/x", "169.254.169.254"),
    ("https://v6.example.com/x", "::1"),
])
def test_unsafe_callbacks_are_refused(monkeypatch, url, address):
    resolving_to(monkeypatch, address)
    with pytest.raises(webhooks.UnsafeCallback):
        webhooks.check_callback_url(url)


class FakeResponse:
    def __init__(self, status):
        self.status = status

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def test_the_body_is_signed_and_retries_are_bounded(monkeypatch):
    resolving_to(monkeypatch, "93.184.216.34")
    sent = []

    def failing_opener(request, timeout):
        sent.append(request)
        raise OSError("connection reset")

    assert webhooks.deliver("https://hooks.example.com/x", {"a": 1}, b"key", opener=failing_opener,
                            sleep=lambda s: None) is False
    assert len(sent) == webhooks.ATTEMPTS
    header = sent[0].headers["X-hr-copilot-signature"]
    timestamp, digest = (part.split("=", 1)[1] for part in header.split(","))
    expected = hmac.new(b"key", f"{timestamp}.".encode() + json.dumps({"a": 1}).encode(), hashlib.sha256).hexdigest()
    assert digest == expected

    assert webhooks.deliver("https://hooks.example.com/x", {"a": 1}, b"key",
                            opener=lambda request, timeout: FakeResponse(204), sleep=lambda s: None) is True


def test_a_failed_webhook_never_fails_the_session(aws_stack, monkeypatch):
    resolving_to(monkeypatch, "10.1.2.3")  # refused as private: the delivery fails
    checked = []
    original = webhooks.check_callback_url
    monkeypatch.setattr(webhooks, "check_callback_url", lambda url: checked.append(url) or original(url))
    sid = new_session(aws_stack, callback_url="https://hooks.example.com/hr")[1]["session_id"]
    aws_stack.drain_work()
    assert checked == ["https://hooks.example.com/hr"]
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"
