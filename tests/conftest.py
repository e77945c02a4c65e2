from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from functions.api import app as api_app
from functions.bootstrap import Dependencies, bootstrap
from functions.ingest import app as ingest_app
from functions.worker import app as worker_app
from graph.pipeline.context import PipelineSettings, RunContext
from graph.extraction.documents import load_documents
from graph.model.llm import LLMBackend, LLMSettings
from tests.fake_openai import FakeOpenAI

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


@pytest.fixture
def fake_openai():
    with FakeOpenAI() as server:
        yield server


def openai_context(server: FakeOpenAI, **settings) -> RunContext:
    """The production path: a real ChatOpenAI pointed at the fake server. The timeout is long, so that a
    busy machine never turns a slow answer into a retry; a test of timeouts sets its own."""
    llm = LLMSettings(**{"mode": "openai", "api_key": "sk-test", "base_url": server.base_url, "timeout_s": 30,
                         **settings})
    return RunContext(llm=LLMBackend.from_settings(llm), pipeline=PipelineSettings(), tenant_id="t-test")


@pytest.fixture
def backend_documents():
    return load_documents([EXAMPLES / "resume_backend_ko.md", EXAMPLES / "jd_backend_ko.md"])


# --- the AWS stack in moto, from template.yaml ------------------------------------------------------

API_KEYS = {"tenant-a": "key-a", "tenant-b": "key-b"}
SIGNING_KEYS = {tenant: f"webhook-signing-key-of-{tenant}-0123456789" for tenant in API_KEYS}  # 32+ characters
WEBHOOK_KEYS = ",".join(f"{tenant}:{key}" for tenant, key in SIGNING_KEYS.items())


@dataclass
class Stack:
    resources: object
    deps: Dependencies
    api: object = api_app
    worker: object = worker_app
    ingest: object = ingest_app

    def bootstrap(self, **overrides) -> Dependencies:
        """Rebuild the handlers' dependencies with some parts replaced (same settings, same moto)."""
        self.deps = bootstrap(settings=overrides.pop("settings", self.deps.settings), **overrides)
        return self.deps

    def call(self, method: str, path: str, body: dict | str | None = None, *, tenant: str | None = "tenant-a",
             headers: dict | None = None) -> tuple[int, dict]:
        from functions.local.lambdas import LambdaContext, api_gateway_event

        all_headers = {"content-type": "application/json", **(headers or {})}
        if tenant:
            all_headers["x-api-key"] = API_KEYS[tenant]
        raw = body if isinstance(body, str) or body is None else json.dumps(body, ensure_ascii=False)
        answer = self.api.handler(api_gateway_event(method, f"/v1{path}", all_headers, raw), LambdaContext())
        return answer["statusCode"], json.loads(answer["body"]) if answer.get("body") else {}

    def drain_work(self) -> int:
        return self._drain("WorkQueue", self.worker.handler)

    def drain_ingest(self) -> int:
        return self._drain("IngestQueue", self.ingest.handler)

    def drain_dead_letters(self) -> int:
        """Deliver both dead-letter queues to their consumer, as its SQS event sources do."""
        from functions.deadletter import app as deadletter

        return sum(self._drain(queue, deadletter.handler) for queue in ("WorkDeadLetterQueue", "IngestDeadLetterQueue"))

    def _drain(self, queue: str, handler) -> int:
        import boto3

        from functions.local.lambdas import drain

        return drain(boto3.client("sqs"), self.resources.queues[queue], self.resources.queue_arns[queue], handler)


@pytest.fixture
def aws_stack(monkeypatch):
    import boto3
    from moto import mock_aws

    from functions.local.s3_events import emit_version_ids
    from functions.local.template import create_resources

    emit_version_ids()
    for name, value in {"AWS_DEFAULT_REGION": "us-east-1", "AWS_ACCESS_KEY_ID": "testing",
                        "AWS_SECRET_ACCESS_KEY": "testing", "POWERTOOLS_TRACE_DISABLED": "true",
                        "POWERTOOLS_SERVICE_NAME": "hr-copilot", "HR_COPILOT_LLM": "offline",
                        "HR_COPILOT_WEBHOOK_KEYS": WEBHOOK_KEYS,
                        "HR_COPILOT_API_KEYS": ",".join(f"{k}:{t}" for t, k in API_KEYS.items())}.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("AWS_ENDPOINT_URL", raising=False)
    with mock_aws():
        resources = create_resources(boto3.Session())
        for name, value in resources.environment().items():
            monkeypatch.setenv(name, value)
        yield Stack(resources, bootstrap())


@pytest.fixture
def aws_calls(monkeypatch):
    """The AWS API calls each function's code makes (tests/aws_grants.py)."""
    from tests.aws_grants import record_api_calls

    return record_api_calls(monkeypatch)


# --- `hr-copilot serve` in a subprocess, as a user starts it ---------------------------------------

SERVE_KEY = "serve-key"


@pytest.fixture(scope="session")
def served():
    import re
    import subprocess

    from functions.local.serve import free_port

    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "functions.cli", "serve", "--port", str(port),
                                "--api-keys", f"{SERVE_KEY}:acme,other-key:globex"], cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, env={**_clean_env(), "HR_COPILOT_LLM": "offline"})
    banner = []
    for line in process.stdout:
        banner.append(line)
        if line.startswith("  aws --endpoint-url"):
            break
    text = "".join(banner)
    base = re.search(r"serving at (\S+)", text).group(1)
    endpoint = re.search(r"AWS emulated at (\S+)\)", text).group(1)
    bucket = re.search(r"s3://([^/]+)/incoming", text).group(1)
    yield {"base": base, "endpoint": endpoint, "bucket": bucket, "banner": text}
    process.terminate()
    process.wait(timeout=10)


def _clean_env() -> dict:
    """The caller's environment without anything that would point the stack elsewhere."""
    import os

    return {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "HR_COPILOT_", "OPENAI_"))}
