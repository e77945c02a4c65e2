"""The first hour on the local stack: the S3 drop from the banner alone (`serve --aws-port`, the printed
credentials and `aws s3 cp`, `hr-copilot drop`), a webhook received on this machine
(`serve --allow-http-callbacks`, `--webhook-receiver`), and logs that name the right session when
workers share a process."""

from __future__ import annotations

import json
import logging
import re
import shlex
import shutil
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from urllib.parse import quote

import pytest

from functions.local.lambdas import LambdaContext
from functions.local.serve import free_port
from functions.local.template import load_template, resources_of
from functions.local.webhook_receiver import PATH, DeliveryChecker, start_receiver
from functions.sessions import job
from functions.worker import app as worker_app
from infra import webhooks
from infra.settings import Settings
from tests.conftest import EXAMPLES, ROOT, _clean_env
from tests.test_service_lifecycle import new_session

LOOPBACK_SWITCH = "HR_COPILOT_ALLOW_INSECURE_LOOPBACK_CALLBACKS"
SIGNING_KEY = b"acme-signing-key-of-32-characters!!"


# --- the switch: Settings only, never the template -------------------------------------------------


def test_the_template_never_allows_http_callbacks():
    template = load_template()
    environments = [template["Globals"]["Function"]["Environment"]["Variables"]] + [
        props.get("Environment", {}).get("Variables", {})
        for props in resources_of(template, "AWS::Serverless::Function").values()]
    assert all(LOOPBACK_SWITCH not in env for env in environments)
    assert Settings.from_env({}).allow_insecure_loopback_callbacks is False
    assert Settings.from_env({LOOPBACK_SWITCH: "true"}).allow_insecure_loopback_callbacks is True


def test_a_loopback_callback_is_refused_unless_the_process_allows_it(aws_stack):
    for url in ("http://127.0.0.1:9/hooks", "https://localhost/hooks"):
        status, answer = new_session(aws_stack, callback_url=url)
        assert status == 400 and answer["error"]["message"].startswith("callback_url"), answer
    allowed = aws_stack.deps.settings.model_copy(update={"allow_insecure_loopback_callbacks": True})
    aws_stack.bootstrap(settings=allowed)
    assert new_session(aws_stack, callback_url="http://127.0.0.1:9/hooks")[0] == 202
    # the switch opens this machine only: another http host or a private address stays refused
    for url in ("http://hooks.example.com/x", "http://10.0.0.8/x"):
        assert new_session(aws_stack, callback_url=url)[0] == 400


def test_the_worker_delivers_to_this_machine_when_allowed_and_the_signature_verifies(aws_stack):
    lines = []
    receiver = start_receiver(0, aws_stack.deps.signing_keys.for_tenant, lines.append)  # the stack's own keys
    try:
        aws_stack.bootstrap(settings=aws_stack.deps.settings.model_copy(
            update={"allow_insecure_loopback_callbacks": True}))
        callback = f"http://127.0.0.1:{receiver.server_address[1]}{PATH}"
        session_id = new_session(aws_stack, callback_url=callback)[1]["session_id"]
        aws_stack.drain_work()
    finally:
        receiver.shutdown()
    assert lines == [f"webhook received: tenant tenant-a session {session_id} status=completed version=1 "
                     "signature=valid"]


def test_the_receiver_says_when_a_signature_does_not_verify_or_a_delivery_comes_again():
    keys = {"acme": [SIGNING_KEY], "globex": [b"globex-signing-key-of-32-characters!"]}
    checker = DeliveryChecker(lambda tenant: keys.get(tenant, []))
    payload = {"tenant_id": "acme", "session_id": "s_1", "status": "completed", "version": 2, "delivery_id": "d_1"}
    body = json.dumps(payload).encode()
    good = webhooks.signature([SIGNING_KEY], int(time.time()), body)
    assert checker.line(body, good) == \
        "webhook received: tenant acme session s_1 status=completed version=2 signature=valid"
    assert checker.line(body, good).endswith("signature=REPLAYED")  # the same delivery id again
    assert checker.line(body, "").endswith("signature=INVALID")
    stale = webhooks.signature([SIGNING_KEY], int(time.time()) - 3600, body)  # a replay an hour later
    assert checker.line(body, stale).endswith("signature=INVALID")
    # globex names itself but signs with its key a body that acme's key must sign, and the other way round
    forged = json.dumps({**payload, "tenant_id": "globex", "delivery_id": "d_2"}).encode()
    assert checker.line(forged, good).endswith("signature=INVALID")
    assert checker.line(body, webhooks.signature(keys["globex"], int(time.time()), body)).endswith("INVALID")
    assert "not a delivery" in checker.line(b"[]", good)


# --- logs name their own session, whatever other threads do -----------------------------------------


class Lines(logging.Handler):
    """The JSON lines a Powertools logger writes, formatted by its own (shared) formatter."""

    def __init__(self, formatter: logging.Formatter) -> None:
        super().__init__()
        self.setFormatter(formatter)
        self.lines: list[dict] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(json.loads(self.format(record)))


@pytest.fixture
def log_lines():
    handler = Lines(worker_app.logger.registered_formatter)
    loggers = [webhooks.logger._logger, job.logger._logger]
    for logger in loggers:
        logger.addHandler(handler)
    try:
        yield handler.lines
    finally:
        for logger in loggers:
            logger.removeHandler(handler)


def at_once(*calls) -> None:
    barrier = threading.Barrier(len(calls))
    threads = [threading.Thread(target=lambda c=call: (barrier.wait(), c())) for call in calls]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)


def test_two_webhooks_not_sent_at_once_each_name_their_session(log_lines):
    worker_app.logger.append_keys(session_id="s_appended_by_another_thread")  # what a shared key does
    try:
        at_once(*[lambda sid=sid: webhooks.deliver("http://10.0.0.8/x", {"session_id": sid}, [SIGNING_KEY])
                  for sid in ("s_first", "s_second")])
    finally:
        worker_app.logger.remove_keys(["session_id"])
    not_sent = [line for line in log_lines if line["message"] == "webhook not sent"]
    assert sorted(line["session_id"] for line in not_sent) == ["s_first", "s_second"]


def test_workers_in_threads_log_their_own_session(aws_stack, log_lines):
    """Two messages handled at once, as serve's pollers do: each thread's lines name its session, also
    a line logged without extra= after the other thread took its message."""
    from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord

    both_taken = threading.Barrier(2)

    def handle(session_id: str) -> None:
        body = json.dumps({"tenant_id": "tenant-a", "session_id": session_id, "run": 1})
        worker_app.record_handler(SQSRecord({"messageId": session_id, "body": body,
                                             "attributes": {"ApproximateReceiveCount": "1"}}), LambdaContext())
        both_taken.wait(5)
        job.logger.info("probe")

    at_once(lambda: handle("s_" + "a" * 24), lambda: handle("s_" + "b" * 24))
    stale = [line for line in log_lines if line["message"].startswith("message is stale")]
    probes = [line for line in log_lines if line["message"] == "probe"]
    assert sorted(line["session_id"] for line in stale) == ["s_" + "a" * 24, "s_" + "b" * 24]
    assert sorted(line["session_id"] for line in probes) == ["s_" + "a" * 24, "s_" + "b" * 24]


# --- `hr-copilot serve --aws-port … --webhook-receiver …` from a second terminal ----------------------

KEY, TENANT = "local-key", "acme"
SETTLE_S = 180


@pytest.fixture(scope="module")
def local_stack():
    aws_port, receiver_port = free_port(), free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "functions.cli", "serve", "--port", "0", "--aws-port", str(aws_port),
         "--webhook-receiver", str(receiver_port), "--api-keys", f"{KEY}:{TENANT}"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={**_clean_env(), "HR_COPILOT_LLM": "offline"})
    lines: list[str] = []
    threading.Thread(target=lambda: lines.extend(process.stdout), daemon=True).start()  # read all, always
    deadline = time.monotonic() + 60
    while not any(line.startswith("  aws --endpoint-url") for line in lines):
        assert process.poll() is None and time.monotonic() < deadline, "".join(lines)
        time.sleep(0.1)
    banner = "".join(lines)
    yield {"banner": banner, "lines": lines, "aws_port": aws_port, "receiver_port": receiver_port,
           "base": re.search(r"serving at (\S+)", banner).group(1),
           "endpoint": re.search(r"AWS emulated at (\S+)\)", banner).group(1)}
    process.terminate()
    process.wait(timeout=10)


def call(stack, path, body=None):
    request = urllib.request.Request(stack["base"] + path, method="POST" if body else "GET",
                                     data=json.dumps(body).encode() if body else None,
                                     headers={"x-api-key": KEY, "content-type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def settled(stack, session_id):
    deadline = time.monotonic() + SETTLE_S
    while time.monotonic() < deadline:
        status, view = call(stack, f"/sessions/{session_id}")
        if status == 200 and view["status"] in ("completed", "partial_completed", "failed"):
            return view
        time.sleep(0.25)
    raise AssertionError(f"session {session_id} did not settle")


def banner_line(stack, start: str) -> str:
    return next(line.strip() for line in stack["banner"].splitlines() if line.strip().startswith(start))


def test_the_banner_gives_the_fixed_aws_port_the_credentials_and_the_warning(local_stack):
    assert local_stack["endpoint"] == f"http://127.0.0.1:{local_stack['aws_port']}"
    assert banner_line(local_stack, "export") == \
        "export AWS_ACCESS_KEY_ID=local AWS_SECRET_ACCESS_KEY=local AWS_DEFAULT_REGION=us-east-1"
    assert "--metadata target-job=Backend%20Engineer,kind=resume" in banner_line(local_stack, "aws --endpoint-url")
    assert "WARNING: --allow-http-callbacks" in local_stack["banner"]
    assert f"http://127.0.0.1:{local_stack['receiver_port']}{PATH}" in banner_line(local_stack, "Webhooks:")


def test_the_printed_s3_cp_makes_a_session_and_a_webhook(local_stack, tmp_path):
    """The banner's own lines, pasted: export the credentials, copy a resume, then find its session by
    its object key and see the receiver print the signed delivery."""
    if shutil.which("aws") is None:
        pytest.skip("the aws CLI is not installed")
    (tmp_path / "resume.md").write_bytes((EXAMPLES / "resume_data_en.md").read_bytes())
    credentials = dict(pair.split("=", 1) for pair in banner_line(local_stack, "export").split()[1:])
    command = shlex.split(banner_line(local_stack, "aws --endpoint-url"))
    # the receiver's callback, as the banner's hr-copilot drop line gives it, on the aws line too
    callback = f"http://127.0.0.1:{local_stack['receiver_port']}{PATH}"
    assert command[-1].endswith(",callback-url=" + quote(callback, safe=""))
    subprocess.run(command, cwd=tmp_path, env={**_clean_env(), **credentials}, check=True, capture_output=True)

    key = f"incoming/{TENANT}/resume.md"
    deadline, items = time.monotonic() + SETTLE_S, []
    while not items and time.monotonic() < deadline:
        items = call(local_stack, f"/sessions?source_key={quote(key, safe='')}")[1]["items"]
        time.sleep(0.25)
    [item] = items
    view = settled(local_stack, item["session_id"])
    assert view["status"] == "completed" and view["final_response"]["language"] == "en"  # detected
    expected = (f"webhook received: tenant {TENANT} session {item['session_id']} status=completed version=1 "
                "signature=valid")
    deadline = time.monotonic() + 30
    while expected + "\n" not in local_stack["lines"] and time.monotonic() < deadline:
        time.sleep(0.1)
    assert expected + "\n" in local_stack["lines"]


def test_drop_uploads_and_prints_the_session_id_ingest_makes(local_stack, tmp_path):
    resume = tmp_path / "kim.md"
    resume.write_bytes((EXAMPLES / "resume_backend_ko.md").read_bytes())
    answer = subprocess.run(
        [sys.executable, "-m", "functions.cli", "drop", str(resume), "--job", "백엔드 개발자", "--tenant", TENANT,
         "--endpoint", local_stack["endpoint"], "--difficulty", "hard"],
        cwd=ROOT, env=_clean_env(), capture_output=True, text=True, timeout=60)
    assert answer.returncode == 0, answer.stderr
    session_id = answer.stdout.strip()
    assert re.fullmatch(r"s_[0-9a-f]{24}", session_id)
    assert f"incoming/{TENANT}/kim.md" in answer.stderr and session_id in answer.stderr
    view = settled(local_stack, session_id)
    assert view["status"] == "completed" and view["final_response"]["difficulty_level"] == "hard"
    assert view["final_response"]["language"] == "ko"


def test_drop_without_an_endpoint_says_where_to_find_one(capsys, monkeypatch, tmp_path):
    from functions.cli import main

    monkeypatch.delenv("AWS_ENDPOINT_URL", raising=False)
    (tmp_path / "cv.md").write_text("x", encoding="utf-8")
    assert main(["drop", str(tmp_path / "cv.md"), "--job", "x"]) == 2
    assert "--endpoint" in capsys.readouterr().err
