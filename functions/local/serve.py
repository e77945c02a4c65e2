"""`hr-copilot serve`: the whole stack on one machine, no AWS account and no Docker.

moto's server emulates DynamoDB, S3 and SQS with the resources of template.yaml; a local HTTP front
turns requests into API Gateway REST proxy events for the real API handler; two pollers deliver the
work queue to the real worker handler and the S3 notifications (incoming/) to the real ingest handler.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

DEFAULT_API_KEYS = "demo-key:demo-tenant"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_stack(port: int, api_keys: str | None = None, workers: int = 2) -> dict:
    """Start moto, create the template's resources, import the handlers, start the pollers and the
    HTTP front. Returns what a user needs to reach it."""
    import boto3
    from moto.server import ThreadedMotoServer

    from functions.api import app as api
    from functions.bootstrap import bootstrap
    from functions.ingest import app as ingest
    from functions.local.template import create_resources
    from functions.worker import app as worker
    from infra.settings import Settings

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # moto's request log is noise here
    moto_port = free_port()
    ThreadedMotoServer(ip_address="127.0.0.1", port=moto_port, verbose=False).start()
    endpoint = f"http://127.0.0.1:{moto_port}"
    # boto3 and Powertools read these themselves: the AWS SDK's endpoint and credentials, Powertools' switches.
    os.environ.update({
        "AWS_ENDPOINT_URL": endpoint, "AWS_ACCESS_KEY_ID": "local", "AWS_SECRET_ACCESS_KEY": "local",
        "AWS_DEFAULT_REGION": "us-east-1", "POWERTOOLS_TRACE_DISABLED": "true",
        "POWERTOOLS_METRICS_DISABLED": os.environ.get("POWERTOOLS_METRICS_DISABLED", "true"),
        "POWERTOOLS_SERVICE_NAME": "hr-copilot",
    })
    resources = create_resources(boto3.Session())
    keys = api_keys or os.environ.get("HR_COPILOT_API_KEYS") or DEFAULT_API_KEYS
    bootstrap(settings=Settings.from_env({
        **resources.environment(), "HR_COPILOT_API_KEYS": keys,
        "HR_COPILOT_WEBHOOK_SECRET": os.environ.get("HR_COPILOT_WEBHOOK_SECRET", "local-signing-key")}))
    # Like Lambda's concurrency: several pollers on the work queue, one for the ingest queue.
    pollers = [("WorkQueue", worker.handler)] * workers + [("IngestQueue", ingest.handler)]
    for number, (queue, handler) in enumerate(pollers):
        threading.Thread(target=_poll_forever, args=(resources.queues[queue], resources.queue_arns[queue], handler),
                         daemon=True, name=f"poll-{queue}-{number}").start()
    front = _FrontServer(("127.0.0.1", port), _front(api.handler))
    threading.Thread(target=front.serve_forever, daemon=True, name="api-front").start()
    return {"base_url": f"http://127.0.0.1:{front.server_address[1]}/v1", "aws_endpoint": endpoint,
            "bucket": resources.buckets["DocumentsBucket"], "api_keys": keys}


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
        except Exception:  # noqa: BLE001 (a poller must outlive one bad round)
            time.sleep(1)


def _front(api_handler):
    from functions.local.lambdas import LambdaContext, api_gateway_event

    class Front(BaseHTTPRequestHandler):
        def _handle(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            body = self.rfile.read(length).decode("utf-8", "replace") if length else None
            event = api_gateway_event(self.command, self.path, {k.lower(): v for k, v in self.headers.items()}, body)
            answer = api_handler(event, LambdaContext(function_name="hr-copilot-api", timeout_s=29))
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
            self.wfile.write(payload)

        do_GET = do_POST = do_DELETE = do_PUT = _handle

        def log_message(self, *args) -> None:
            pass  # request lines may carry ids; the handlers log what matters

    return Front


def serve(port: int, api_keys: str | None = None, workers: int = 2) -> None:
    info = start_stack(port, api_keys, workers)
    key = info["api_keys"].split(",")[0].split(":")[0]
    sample = {"target_job": "백엔드 개발자", "documents": [
        {"document_id": "resume", "kind": "resume", "filename": "resume.md", "text": "…resume text…"}]}
    print(f"HR Copilot is serving at {info['base_url']}  (AWS emulated at {info['aws_endpoint']})", flush=True)
    print(f"API keys: {info['api_keys']}", flush=True)
    print("Try:", flush=True)
    print(f"  curl -s -X POST {info['base_url']}/sessions -H 'x-api-key: {key}' -H 'content-type: application/json' "
          f"-d '{json.dumps(sample, ensure_ascii=False)}'", flush=True)
    print(f"  curl -s {info['base_url']}/sessions/<session_id> -H 'x-api-key: {key}'", flush=True)
    print(f"  aws --endpoint-url {info['aws_endpoint']} s3 cp resume.md s3://{info['bucket']}/incoming/"
          f"{info['api_keys'].split(',')[0].split(':')[1]}/resume.md --metadata target-job=Backend", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        print("stopped", flush=True)
