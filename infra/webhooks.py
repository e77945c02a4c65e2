"""Signed webhook delivery that a tenant cannot turn into a request inside our network (SSRF).

The URL must pass `validate_callback_url` (as at create); its host is resolved once and every address
must be public; the connection goes to that checked address (pinned), so a DNS answer that changes
between check and connect (rebinding) is never used. A redirect is never followed. One deadline bounds
the whole delivery, and a delivery never raises: a failed webhook never fails the session.

Each tenant has its own signing keys (infra.secrets.WebhookSigningKeys): the signed body names the tenant,
a delivery id unique to the delivery and its timestamp, so a delivery verifies under its tenant's key
only, and a receiver that remembers the ids it has seen within the window refuses a replay."""

from __future__ import annotations

import hashlib
import hmac
import http.client
import ipaddress
import json
import re
import socket
import ssl
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

from aws_lambda_powertools import Logger

from functions.sessions.callback_url import address_is_public, validate_callback_url

logger = Logger(child=True)
ATTEMPTS = 3
ATTEMPT_TIMEOUT_S = 10
DEADLINE_S = 20  # all attempts together: one tenant's slow callback holds a worker no longer than this
BACKOFF_S = 1  # before the second attempt; doubled before the third
MAX_RESPONSE_BYTES = 64 * 1024  # only the status line is read, and no further than this
# Local development only (a callback on this machine, over http); the service never enables it.
# It is deliver()'s default when this module loads: a caller opts in by passing allow_insecure_loopback=True.
ALLOW_INSECURE_LOOPBACK = False
TLS = ssl.create_default_context()
STATUS_LINE = re.compile(rb"HTTP/\d\.\d ([0-9]{3})(?: |\r?$)")
FAILURES = (OSError, http.client.HTTPException, ValueError)  # what a connection, TLS or http.client raise
SIGNATURE_HEADER = "x-hr-copilot-signature"
TOLERANCE_S = 300
# What the header's parts may hold; anything else is not ours. ASCII digits only ("²".isdigit() is True), and
# few of them: int() refuses a string of over 4,300 digits.
TIMESTAMP = re.compile(r"[0-9]{1,12}")
HEX_DIGEST = re.compile(r"[0-9a-f]{64}")


class UnsafeCallback(ValueError):
    pass


@dataclass(frozen=True)
class Target:
    """Where a delivery goes: the URL's parts, and the one checked address it connects to."""

    scheme: str
    host: str  # ASCII (IDNA): the Host header, the TLS server name and the certificate's name
    port: int
    path: str  # path and query: the request target
    family: socket.AddressFamily
    address: tuple  # the socket address of the checked IP


def check_callback_url(url: str, *, allow_insecure_loopback: bool = False) -> Target:
    """The target to connect to; UnsafeCallback unless the URL and every address of its host are allowed."""
    try:
        validate_callback_url(url, allow_insecure_loopback=allow_insecure_loopback)
    except ValueError as error:
        raise UnsafeCallback(str(error)) from None
    parts = urlsplit(url)
    host = parts.hostname.encode("idna").decode("ascii")
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        resolved = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError):
        raise UnsafeCallback(f"callback_url host {host} does not resolve") from None
    for *_, address in resolved:
        ip = ipaddress.ip_address(address[0])
        if not (address_is_public(ip) or (allow_insecure_loopback and ip.is_loopback)):
            raise UnsafeCallback(f"callback_url host {host} resolves to a non-public address")
    family, *_, address = resolved[0]
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return Target(parts.scheme, host, port, path, family, address)


def digest(key: bytes, timestamp: int, body: bytes) -> str:
    return hmac.new(key, f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()


def signature(keys: Sequence[bytes], timestamp: int, body: bytes) -> str:
    """The header's value: "t=<unix time>" and one "v1=<hex>" per key (two while a key is rotated)."""
    return ",".join([f"t={timestamp}", *(f"v1={digest(key, timestamp, body)}" for key in keys)])


def signature_valid(secret: bytes, header: object, body: bytes, *, tolerance_s: int = TOLERANCE_S,
                    now: float | None = None) -> bool:
    """What a receiver checks, for any header value (never raises): `x-hr-copilot-signature` is
    "t=<unix time>,v1=<hex>[,v1=<hex>…]"; one v1 is the HMAC-SHA256 of "<t>.<body>" with the tenant's
    signing key, and t is within `tolerance_s` of now. A receiver also refuses a delivery_id it has seen."""
    if not isinstance(header, str) or not isinstance(body, bytes):
        return False
    timestamps, digests = [], []
    for part in header.split(","):
        name, _, value = part.strip().partition("=")
        if name == "t":
            timestamps.append(value)
        elif name == "v1" and HEX_DIGEST.fullmatch(value):
            digests.append(value)
    if len(timestamps) != 1 or not TIMESTAMP.fullmatch(timestamps[0]) or not digests:
        return False
    timestamp = int(timestamps[0])
    if abs((time.time() if now is None else now) - timestamp) > tolerance_s:
        return False
    expected = digest(secret, timestamp, body)
    return any(hmac.compare_digest(expected, candidate) for candidate in digests)


def new_delivery_id() -> str:
    return f"d_{uuid.uuid4().hex}"


def deliver(url: str, payload: dict, keys: Sequence[bytes], *,
            allow_insecure_loopback: bool = ALLOW_INSECURE_LOOPBACK, deadline_s: float = DEADLINE_S,
            sleep=time.sleep) -> bool:
    """POST the payload with a delivery id and its timestamp, signed with each of the tenant's `keys`
    (HMAC-SHA256 over "<timestamp>.<body>"); True when delivered. No key: nothing is sent (fail closed).

    At most ATTEMPTS attempts, all within `deadline_s`, of the same body and signature (one delivery, one
    id); never raises. Each log line names the payload's session itself: workers in threads share one
    logger, so keys appended to it name any session."""
    deadline = time.monotonic() + deadline_s
    session = {"session_id": payload["session_id"]} if "session_id" in payload else {}
    if not keys:
        logger.warning("webhook not sent", extra={**session, "reason": "no signing key for the tenant"})
        return False
    try:
        target = check_callback_url(url, allow_insecure_loopback=allow_insecure_loopback)
    except UnsafeCallback as error:
        logger.warning("webhook not sent", extra={**session, "reason": str(error)})
        return False
    timestamp = int(time.time())
    body = json.dumps({**payload, "delivery_id": new_delivery_id(), "timestamp": timestamp},
                      ensure_ascii=False).encode("utf-8")
    headers = {"content-type": "application/json", SIGNATURE_HEADER: signature(keys, timestamp, body)}
    for attempt in range(1, ATTEMPTS + 1):
        if attempt_delivery(target, body, headers, attempt, deadline, session):
            return True
        backoff = BACKOFF_S * 2 ** (attempt - 1)
        if attempt == ATTEMPTS or deadline - time.monotonic() <= backoff:
            break
        sleep(backoff)
    return False


def attempt_delivery(target: Target, body: bytes, headers: dict, attempt: int, deadline: float,
                     log_keys: dict | None = None) -> bool:
    """One POST; a failure is logged by its status or error type, never with the URL's query or the body."""
    where = {**(log_keys or {}), "attempt": attempt, "host": target.host}
    try:
        status = post(target, body, headers, min(deadline, time.monotonic() + ATTEMPT_TIMEOUT_S))
    except FAILURES as error:
        logger.warning("webhook attempt failed", extra={**where, "error": type(error).__name__})
        return False
    if 200 <= status < 300:
        return True
    reason = "redirect not followed" if 300 <= status < 400 else "not a 2xx answer"
    logger.warning("webhook attempt failed", extra={**where, "status": status, "reason": reason})
    return False


def post(target: Target, body: bytes, headers: dict, deadline: float) -> int:
    """The status code the callback answers with; every blocking step gets only the time left."""
    connection_class = PinnedHTTPSConnection if target.scheme == "https" else PinnedHTTPConnection
    connection = connection_class(target, deadline)
    try:
        connection.connect()
        connection.sock.settimeout(seconds_left(deadline))
        connection.request("POST", target.path, body=body, headers=headers)
        return read_status(connection.sock, deadline)
    finally:
        connection.close()


class PinnedHTTPSConnection(http.client.HTTPSConnection):
    """Connects to the checked address, whatever the host name resolves to by now; TLS still sends the
    host name (SNI) and verifies the certificate against it."""

    def __init__(self, target: Target, deadline: float) -> None:
        super().__init__(target.host, target.port, context=TLS)
        self.target, self.deadline = target, deadline

    def connect(self) -> None:
        sock = open_pinned_socket(self.target, self.deadline)
        sock.settimeout(seconds_left(self.deadline))  # the handshake gets only the time left
        self.sock = TLS.wrap_socket(sock, server_hostname=self.target.host)


class PinnedHTTPConnection(http.client.HTTPConnection):
    """Plain http, for local development only (allow_insecure_loopback): the same pinning, no TLS."""

    def __init__(self, target: Target, deadline: float) -> None:
        super().__init__(target.host, target.port)
        self.target, self.deadline = target, deadline

    def connect(self) -> None:
        self.sock = open_pinned_socket(self.target, self.deadline)


def open_pinned_socket(target: Target, deadline: float) -> socket.socket:
    sock = socket.socket(target.family, socket.SOCK_STREAM)
    try:
        sock.settimeout(seconds_left(deadline))
        sock.connect(target.address)
    except OSError:
        sock.close()
        raise
    return sock


def read_status(sock: socket.socket, deadline: float) -> int:
    """The status code from the answer's first line. http.client's getresponse() would read the headers
    with a timeout per read, which a server sending a byte at a time never reaches; nothing past the
    status line matters, so nothing past it is read."""
    received, chunk = bytearray(), b""
    while b"\n" not in chunk:  # only the new bytes are searched: a trickle costs no rescans
        if len(received) >= MAX_RESPONSE_BYTES:
            raise http.client.LineTooLong("status line")
        sock.settimeout(seconds_left(deadline))
        chunk = sock.recv(MAX_RESPONSE_BYTES - len(received))
        if not chunk:
            raise http.client.RemoteDisconnected("closed before the status line")
        received += chunk
    match = STATUS_LINE.match(received.split(b"\n", 1)[0])
    if not match:
        raise http.client.BadStatusLine("not an HTTP status line")
    return int(match.group(1))


def seconds_left(deadline: float) -> float:
    left = deadline - time.monotonic()
    if left <= 0:
        raise TimeoutError("webhook deadline passed")
    return left
