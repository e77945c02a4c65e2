"""`hr-copilot serve --webhook-receiver PORT`: a callback_url on this machine that prints what arrives.

Each delivery is printed as one line: the tenant, the session, its status and version, and what a
tenant's receiver must conclude: `valid` when `x-hr-copilot-signature` verifies with the signing key of
the tenant the body names (`infra.webhooks.signature_valid`), `INVALID` when not, `REPLAYED` when it
verifies but its delivery_id was seen before. It answers 204, so the delivery counts as done.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable, Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from infra.webhooks import MAX_RESPONSE_BYTES, SIGNATURE_HEADER, TOLERANCE_S, signature_valid

PATH = "/hooks"
MAX_BODY_BYTES = MAX_RESPONSE_BYTES  # a delivery is a few hundred bytes
CONTENT_LENGTH = re.compile(r"[0-9]{1,6}")  # ASCII digits ("²".isdigit() is True), few enough for int()
SigningKeys = Callable[[str], Sequence[bytes]]  # tenant -> its signing keys (WebhookSigningKeys.for_tenant)


class DeliveryChecker:
    """A receiver's checks on a delivery: the signature under the key of the tenant the body names, then
    the delivery id, remembered for as long as a signature's timestamp is accepted."""

    def __init__(self, keys: SigningKeys) -> None:
        self.keys = keys
        self._seen: dict[str, float] = {}  # delivery_id -> when it arrived
        self._lock = threading.Lock()  # deliveries arrive on the server's threads

    def line(self, body: bytes, signature_header: str) -> str:
        """What the receiver prints for one delivery."""
        try:
            payload = json.loads(body)
            tenant, delivery_id = payload["tenant_id"], payload["delivery_id"]
            what = (f"tenant {tenant} session {payload['session_id']} status={payload['status']} "
                    f"version={payload['version']}")
        except (ValueError, KeyError, TypeError):
            return f"webhook received: a body that is not a delivery ({len(body)} bytes) signature=INVALID"
        valid = isinstance(tenant, str) and any(signature_valid(key, signature_header, body)
                                                for key in self.keys(tenant))
        return f"webhook received: {what} signature={self._verdict(valid, str(delivery_id))}"

    def _verdict(self, valid: bool, delivery_id: str) -> str:
        if not valid:
            return "INVALID"
        now = time.monotonic()
        with self._lock:
            self._seen = {seen: at for seen, at in self._seen.items() if now - at <= 2 * TOLERANCE_S}
            replayed = delivery_id in self._seen
            self._seen.setdefault(delivery_id, now)
        return "REPLAYED" if replayed else "valid"


class _ReceiverServer(ThreadingHTTPServer):
    daemon_threads = True


def start_receiver(port: int, keys: SigningKeys, say: Callable[[str], None]) -> ThreadingHTTPServer:
    """Serve on 127.0.0.1:`port` (0: a free one) in a daemon thread; `say` gets each delivery's line.
    `keys`: each tenant's signing keys, those the stack signs with."""
    checker = DeliveryChecker(keys)

    class Receiver(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = self.headers.get("content-length") or "0"
            if not CONTENT_LENGTH.fullmatch(length) or int(length) > MAX_BODY_BYTES:
                self._answer(413)
                return
            body = self.rfile.read(int(length))
            say(checker.line(body, self.headers.get(SIGNATURE_HEADER, "")))
            self._answer(204)

        def _answer(self, status: int) -> None:
            self.send_response(status)
            self.send_header("content-length", "0")
            self.end_headers()

        def log_message(self, *args) -> None:
            pass  # the delivery line says what matters

    server = _ReceiverServer(("127.0.0.1", port), Receiver)
    threading.Thread(target=server.serve_forever, daemon=True, name="webhook-receiver").start()
    return server
