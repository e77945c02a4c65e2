"""Signed webhook delivery: HTTPS only, never to private addresses, bounded retries, never fatal."""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import json
import socket
import time
import urllib.error
import urllib.request
from urllib.parse import urlsplit

from aws_lambda_powertools import Logger

logger = Logger(child=True)
ATTEMPTS = 3
TIMEOUT_S = 5


class UnsafeCallback(ValueError):
    pass


def check_callback_url(url: str) -> None:
    """Reject what would let a tenant reach inside our network (SSRF)."""
    parts = urlsplit(url)
    if parts.scheme != "https" or not parts.hostname:
        raise UnsafeCallback("callback_url must be https")
    try:
        addresses = {info[4][0] for info in socket.getaddrinfo(parts.hostname, parts.port or 443)}
    except socket.gaierror:
        raise UnsafeCallback("callback_url host does not resolve") from None
    for address in addresses:
        ip = ipaddress.ip_address(address)
        if not ip.is_global or ip.is_multicast:
            raise UnsafeCallback("callback_url resolves to a private, loopback or link-local address")


def signature(secret: bytes, timestamp: int, body: bytes) -> str:
    digest = hmac.new(secret, f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={digest}"


def deliver(url: str, payload: dict, secret: bytes, *, opener=urllib.request.urlopen,
            sleep=time.sleep) -> bool:
    """POST the payload signed with HMAC-SHA256 over "<timestamp>.<body>"; True when delivered."""
    try:
        check_callback_url(url)
    except UnsafeCallback as error:
        logger.warning("webhook not sent", extra={"reason": str(error)})
        return False
    body = json.dumps(payload, ensure_ascii=False).encode("utf-8")
    for attempt in range(1, ATTEMPTS + 1):
        timestamp = int(time.time())
        request = urllib.request.Request(url, data=body, method="POST", headers={
            "content-type": "application/json", "x-hr-copilot-signature": signature(secret, timestamp, body)})
        try:
            with opener(request, timeout=TIMEOUT_S) as response:
                if 200 <= response.status < 300:
                    return True
        except (urllib.error.URLError, OSError) as error:
            logger.warning("webhook attempt failed", extra={"attempt": attempt, "error": type(error).__name__})
        if attempt < ATTEMPTS:
            sleep(2 ** attempt)
    return False
