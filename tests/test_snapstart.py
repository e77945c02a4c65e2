"""The worker's SnapStart hooks (functions/worker/app.py, Dependencies.prepare_worker / after_restore):
what is built once before the snapshot, and what each environment restored from it makes its own.
Lambda calls the hooks; here they are called directly, against the moto stack."""

from __future__ import annotations

import random

import boto3
import pytest
from aws_lambda_powertools.utilities.parameters.constants import DEFAULT_PROVIDERS

from functions.bootstrap import bootstrap
from functions.worker import app as worker_app
from tests.test_service_lifecycle import new_session


@pytest.fixture
def stack(aws_stack, monkeypatch):
    """The moto stack; boto3's default session and Powertools' providers are put back afterwards."""
    monkeypatch.setattr(boto3, "DEFAULT_SESSION", boto3.DEFAULT_SESSION)
    providers = dict(DEFAULT_PROVIDERS)
    yield aws_stack
    DEFAULT_PROVIDERS.clear()
    DEFAULT_PROVIDERS.update(providers)


def test_before_snapshot_compiles_the_graph_and_reads_no_secret(stack):
    worker_app.before_snapshot()
    built = vars(stack.deps)
    assert built["worker"].compiled is built["graph"]
    assert {"services", "checkpointer"} <= set(built)
    assert not {"llm", "signing_keys", "keyring"} & set(built)  # secrets are read after the restore


def test_before_snapshot_makes_an_openai_client_to_load_its_modules_and_keeps_none(stack, monkeypatch):
    from graph.model import llm

    made = []
    real = llm.make_chat_model
    monkeypatch.setattr(llm, "make_chat_model", lambda settings, **kw: made.append(real(settings, **kw)))
    monkeypatch.setenv("HR_COPILOT_LLM", "openai")
    deps = bootstrap()
    worker_app.before_snapshot()
    assert [type(model).__name__ for model in made] == ["ChatOpenAI"]
    assert made[0].openai_api_key.get_secret_value() == "unused"  # no secret was read
    assert "llm" not in vars(deps)


def test_after_restore_re_creates_the_aws_clients(stack):
    deps = stack.deps
    worker_app.before_snapshot()
    old_session = boto3.DEFAULT_SESSION
    old = {"s3": deps.documents.s3, "sqs": deps.queue.sqs, "table": deps.sessions.table,
           "saver": deps.checkpointer, "graph": deps.graph, "worker": deps.worker, "services": deps.services}
    DEFAULT_PROVIDERS["secrets"] = object()  # Powertools' secrets provider, with its boto3 client

    worker_app.after_restore()

    assert not {"services", "checkpointer", "graph", "worker", "documents", "queue", "sessions"} & set(vars(deps))
    assert boto3.DEFAULT_SESSION is not old_session
    # the parsed service models are data and are kept; credentials and connection pools are not
    assert boto3.DEFAULT_SESSION._session.get_component("data_loader") is \
        old_session._session.get_component("data_loader")
    assert "secrets" not in DEFAULT_PROVIDERS
    new = {"s3": deps.documents.s3, "sqs": deps.queue.sqs, "table": deps.sessions.table,
           "saver": deps.checkpointer, "graph": deps.graph, "worker": deps.worker, "services": deps.services}
    for name in old:
        assert new[name] is not old[name], name
    assert new["s3"]._endpoint.http_session is not old["s3"]._endpoint.http_session
    assert new["saver"].client is not old["saver"].client
    assert new["worker"].compiled is new["graph"]


def test_after_restore_re_creates_the_openai_client(stack, monkeypatch):
    monkeypatch.setenv("HR_COPILOT_LLM", "openai")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    deps = bootstrap()
    before = deps.llm.model.root_client
    worker_app.after_restore()
    after = deps.llm.model.root_client
    assert after is not before and after._client is not before._client  # a new httpx connection pool


def test_after_restore_reseeds_random():
    random.seed(7)
    worker_app.after_restore()
    first = random.random()
    random.seed(7)  # the same state, as every environment restored from one snapshot has
    worker_app.after_restore()
    assert random.random() != first


def test_after_restore_keeps_what_a_test_replaced(stack):
    marker = object()
    deps = stack.bootstrap(worker=marker)
    worker_app.after_restore()
    assert deps.worker is marker


def test_a_session_completes_after_a_restore(stack):
    worker_app.before_snapshot()
    worker_app.after_restore()
    status, created = new_session(stack)
    assert status == 202, created
    assert stack.drain_work() == 1
    status, view = stack.call("GET", f"/sessions/{created['session_id']}")
    assert (status, view["status"]) == (200, "completed"), view


def test_a_failed_preparation_does_not_fail_the_snapshot(stack, monkeypatch):
    def unreachable(self):
        raise ConnectionError("S3 is unreachable")

    monkeypatch.setattr("functions.bootstrap.Dependencies.prepare_worker", unreachable)
    worker_app.before_snapshot()  # logged; the first message builds the worker
