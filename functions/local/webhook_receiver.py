"""`hr-copilot serve --webhook-receiver PORT`: a callback_url on this machine that prints what arrives.

Each delivery is printed as one line: the session, its status and version, and whether the
`x-hr-copilot-signature` header verifies with the signing key `serve` uses (what a tenant's receiver
must check, `infra.webhooks.signature_valid`). It answers 204, so the delivery counts as done.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from infra.webhooks import MAX_RESPONSE_BYTES, signature_valid

PATH = "/hooks"
MAX_BODY_BYTES = MAX_RESPONSE_BYTES  # a delivery is a few hundred bytes


def delivery_line(body: bytes, signature_header: str, secret: bytes) -> str:
    """What the receiver prints for one delivery."""
    verdict = "valid" if signature_valid(secret, signature_header, body) else "INVALID"
    try:
        payload = json.loads(body)
        what = f"session {payload['session_id']} status={payload['status']} version={payload['version']}"
    except (ValueError, KeyError, TypeError):
        what = f"a body that is not a delivery ({len(body)} bytes)"
    return f"webhook received: {what} signature={verdict}"


class _ReceiverServer(ThreadingHTTPServer):
    daemon_threads = True


def start_receiver(port: int, secret: bytes, say: Callable[[str], None]) -> ThreadingHTTPServer:
    """Serve on 127.0.0.1:`port` (0: a free one) in a daemon thread; `say` gets each delivery's line."""

    class Receiver(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = self.headers.get("content-length") or "0"
            if not length.isdigit() or int(length) > MAX_BODY_BYTES:
                self._answer(413)
                return
            body = self.rfile.read(int(length))
            say(delivery_line(body, self.headers.get("x-hr-copilot-signature", ""), secret))
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
