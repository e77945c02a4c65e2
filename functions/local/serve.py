"""`hr-copilot serve`: the whole stack on one machine, no AWS account and no Docker.

moto's server emulates DynamoDB, S3 and SQS with the resources of template.yaml; a local HTTP front
turns requests into API Gateway REST proxy events for the real API handler; pollers deliver each queue
the template gives a function as its SQS event source to that function's real handler: the work queue
to the worker, the S3 notifications (incoming/) to ingest, both dead-letter queues to their consumer.
"""

from __future__ import annotations

import importlib
import json
import logging
import os
import secrets
import socket
import sys
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import quote

DEFAULT_API_KEYS = "demo-key:demo-tenant"
# What the emulated AWS accepts; boto3 and the aws CLI read them from the environment.
DUMMY_AWS_ENVIRONMENT = {"AWS_ACCESS_KEY_ID": "local", "AWS_SECRET_ACCESS_KEY": "local",
                         "AWS_DEFAULT_REGION": "us-east-1"}
# The methods an API Gateway REST API routes; any other is answered by the front itself.
API_GATEWAY_METHODS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"})


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_stack(port: int, api_keys: str | None = None, workers: int = 2, *, aws_port: int = 0,
                allow_http_callbacks: bool = False) -> dict:
    """Start moto (on `aws_port`, 0: a free one), create the template's resources, import the handlers,
    start the pollers and the HTTP front. Returns what a user needs to reach it. `allow_http_callbacks`
    lets callback_url be http to this machine: this process's Settings only, never the template's."""
    import boto3
    from moto.server import ThreadedMotoServer

    from functions.api import app as api
    from functions.bootstrap import bootstrap
    from functions.local.template import create_resources, load_template
    from infra.settings import Settings

    from functions.local.s3_events import emit_version_ids

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # moto's request log is noise here
    emit_version_ids()
    moto_port = aws_port or free_port()
    ThreadedMotoServer(ip_address="127.0.0.1", port=moto_port, verbose=False).start()
    endpoint = f"http://127.0.0.1:{moto_port}"
    # boto3 and Powertools read these themselves: the AWS SDK's endpoint and credentials, Powertools' switches.
    os.environ.update({
        "AWS_ENDPOINT_URL": endpoint, **DUMMY_AWS_ENVIRONMENT, "POWERTOOLS_TRACE_DISABLED": "true",
        "POWERTOOLS_METRICS_DISABLED": os.environ.get("POWERTOOLS_METRICS_DISABLED", "true"),
        "POWERTOOLS_SERVICE_NAME": "hr-copilot",
    })
    template = load_template()
    resources = create_resources(boto3.Session(), template=template)
    keys = api_keys or os.environ.get("HR_COPILOT_API_KEYS") or DEFAULT_API_KEYS
    # A signing key per tenant, new each start unless given: each tenant's receiver checks with its own.
    signing_keys = os.environ.get("HR_COPILOT_WEBHOOK_KEYS") or ",".join(
        f"{tenant}:{secrets.token_hex(24)}" for tenant in dict.fromkeys(
            pair.split(":", 1)[1].strip() for pair in keys.split(",") if ":" in pair))
    bootstrap(settings=Settings.from_env({
        **resources.environment(), "HR_COPILOT_API_KEYS": keys, "HR_COPILOT_WEBHOOK_KEYS": signing_keys,
        "HR_COPILOT_ALLOW_INSECURE_LOOPBACK_CALLBACKS": "true" if allow_http_callbacks else ""}))
    for number, (queue, handler) in enumerate(_pollers(template, workers)):
        threading.Thread(target=_poll_forever, args=(resources.queues[queue], resources.queue_arns[queue], handler),
                         daemon=True, name=f"poll-{queue}-{number}").start()
    front = start_front(port, api.handler)
    return {"base_url": f"http://127.0.0.1:{front.server_address[1]}/v1", "aws_endpoint": endpoint,
            "bucket": resources.buckets["DocumentsBucket"], "api_keys": keys, "signing_keys": signing_keys}


def _pollers(template: dict, workers: int) -> list[tuple[str, Callable]]:
    """Like Lambda's event sources: `workers` pollers on the work queue (the worker's concurrency), one
    on each other queue a function reads."""
    from functions.local.template import sqs_event_sources

    pollers = []
    for queue, handler in sqs_event_sources(template):
        module, _, name = handler.rpartition(".")
        pollers += [(queue, getattr(importlib.import_module(module), name))] * (workers if queue == "WorkQueue" else 1)
    return pollers


def start_front(port: int, api_handler) -> ThreadingHTTPServer:
    """The HTTP front on 127.0.0.1:`port` (0: a free one), serving in a daemon thread."""
    front = _FrontServer(("127.0.0.1", port), _front(api_handler))
    threading.Thread(target=front.serve_forever, daemon=True, name="api-front").start()
    return front


class _FrontServer(ThreadingHTTPServer):
    request_queue_size = 256  # the default listen backlog (5) resets connections under concurrent clients
    daemon_threads = True


def _poll_forever(queue_url: str, queue_arn: str, handler) -> None:
    import boto3

    from functions.local.lambdas import poll_once

    sqs = boto3.client("sqs")
    while True:
        try:
            poll_once(sqs, queue_url, queue_arn, handler, wait_s=1, retry_delay_s=2)
        except Exception as error:  # noqa: BLE001 (a poller must outlive one bad round)
            print(f"poller of {queue_url.rsplit('/', 1)[-1]}: {type(error).__name__}: {error}", file=sys.stderr,
                  flush=True)
            time.sleep(1)


def _front(api_handler) -> type[BaseHTTPRequestHandler]:
    return type("Front", (ApiGatewayFront,), {"api_handler": staticmethod(api_handler)})


class ApiGatewayFront(BaseHTTPRequestHandler):
    """API Gateway's part in front of the API function: the methods it routes, the body limit, the proxy event.
    The functions' modules are imported when a request comes, after serve has set the environment they read."""

    api_handler: Callable[[dict, object], dict]

    def __getattr__(self, name: str):
        # http.server answers a method without a do_<METHOD> with its own 501 HTML page: every
        # method comes here instead.
        if name.startswith("do_"):
            return self._handle
        raise AttributeError(name)

    def _handle(self) -> None:
        from functions.api.guards import proxy_error
        from functions.local.lambdas import LambdaContext, api_gateway_event

        refusal = self._refusal()
        if refusal is not None:
            self.close_connection = True  # the body, if any, is left unread
            self._answer(proxy_error(refusal))
            return
        length = int(self.headers.get("content-length") or 0)
        body = self.rfile.read(length).decode("utf-8", "replace") if length else None
        event = api_gateway_event(self.command, self.path, {k.lower(): v for k, v in self.headers.items()}, body)
        self._answer(self.api_handler(event, LambdaContext(function_name="hr-copilot-api", timeout_s=29)))

    def _refusal(self):
        """What API Gateway refuses before the function: methods it does not route, bodies over the limit."""
        from functions.api.guards import MAX_REQUEST_BYTES
        from functions.sessions.domain import ApiError

        if self.command not in API_GATEWAY_METHODS:
            return ApiError(405, "METHOD_NOT_ALLOWED", f"this API answers {', '.join(sorted(API_GATEWAY_METHODS))}")
        length = self.headers.get("content-length") or "0"
        if not length.isdigit():
            return ApiError(400, "INVALID_REQUEST", "content-length: not a number of bytes")
        if int(length) > MAX_REQUEST_BYTES:
            return ApiError(413, "PAYLOAD_TOO_LARGE", f"body: the request is over {MAX_REQUEST_BYTES:,} bytes")
        return None

    def _answer(self, answer: dict) -> None:
        payload = (answer.get("body") or "").encode("utf-8")
        self.send_response(answer["statusCode"])
        # API Gateway merges both header maps of a proxy answer; Powertools fills multiValueHeaders.
        for key, value in (answer.get("headers") or {}).items():
            self.send_header(key, value)
        for key, values in (answer.get("multiValueHeaders") or {}).items():
            for value in values:
                self.send_header(key, value)
        self.send_header("content-length", str(len(payload)))
        self.end_headers()
        if self.command != "HEAD":  # a HEAD answer has headers only
            self.wfile.write(payload)

    def log_message(self, *args) -> None:
        pass  # request lines may carry ids; the handlers log what matters


SAMPLE_RESUME = "5년차 백엔드 개발자. Go와 PostgreSQL로 결제 API를 설계하고 하루 200만 건을 처리했습니다."


def serve(port: int, api_keys: str | None = None, workers: int = 2, *, aws_port: int = 0,
          allow_http_callbacks: bool = False, webhook_receiver: int | None = None) -> None:
    from functions.local.webhook_receiver import PATH, start_receiver
    from infra.secrets import WebhookSigningKeys

    if allow_http_callbacks:
        print("WARNING: --allow-http-callbacks: callback_url may be plain http to this machine. For this local "
              "stack only; a deployed stack never allows it.", file=sys.stderr, flush=True)
    info = start_stack(port, api_keys, workers, aws_port=aws_port, allow_http_callbacks=allow_http_callbacks)
    key, tenant = info["api_keys"].split(",")[0].split(":")[:2]
    callback = None
    if webhook_receiver is not None:
        receiver = start_receiver(webhook_receiver, WebhookSigningKeys(info["signing_keys"]).for_tenant,
                                  lambda line: print(line, flush=True))
        callback = f"http://127.0.0.1:{receiver.server_address[1]}{PATH}"
    sample = {"target_job": "백엔드 개발자", **({"callback_url": callback} if callback else {}), "documents": [
        {"document_id": "resume", "kind": "resume", "filename": "resume.md", "text": SAMPLE_RESUME}]}
    aws = info["aws_endpoint"]
    credentials = " ".join(f"{name}={value}" for name, value in DUMMY_AWS_ENVIRONMENT.items())
    print(f"HR Copilot is serving at {info['base_url']}  (AWS emulated at {aws})", flush=True)
    print(f"API keys: {info['api_keys']}", flush=True)
    if callback:
        print(f"Webhooks: deliveries to {callback} are printed here, each signature checked against the signing "
              f"key of the tenant it names (HR_COPILOT_WEBHOOK_KEYS): {info['signing_keys']}", flush=True)
    print("Try:", flush=True)
    print(f"  curl -s -X POST {info['base_url']}/sessions -H 'x-api-key: {key}' -H 'content-type: application/json' "
          f"-d '{json.dumps(sample, ensure_ascii=False)}'", flush=True)
    print(f"  curl -s {info['base_url']}/sessions/<session_id> -H 'x-api-key: {key}'", flush=True)
    print(f"  curl -s '{info['base_url']}/sessions?limit=10' -H 'x-api-key: {key}'", flush=True)
    print(f"Drop a file in S3 as tenant {tenant} (the emulated AWS takes these dummy credentials):", flush=True)
    print(f"  export {credentials}", flush=True)
    print(f"  hr-copilot drop resume.md --job 'Backend Engineer' --tenant {tenant} --endpoint {aws}"
          + (f" --callback-url {callback}" if callback else ""), flush=True)
    print(f"  aws --endpoint-url {aws} s3 cp resume.md s3://{info['bucket']}/incoming/{tenant}/resume.md "
          f"--metadata target-job=Backend%20Engineer,kind=resume"
          + (f",callback-url={quote(callback, safe='')}" if callback else ""), flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        print("stopped", flush=True)
