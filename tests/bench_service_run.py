"""The run bench_service.py measures (not collected by the test suite: its name is not test_*)."""

import json

import boto3

from tests.conftest import ROOT, aws_stack  # noqa: F401  (the fixture)
from tests.test_service_lifecycle import new_session


def test_one_session(aws_stack):  # noqa: F811
    sid = new_session(aws_stack)[1]["session_id"]
    aws_stack.drain_work()
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"
    table = boto3.resource("dynamodb").Table(aws_stack.resources.tables["CheckpointsTable"])
    sizes = [len(json.dumps(item, default=lambda v: v.value if hasattr(v, "value") else str(v)).encode())
             for item in table.scan()["Items"]]
    (ROOT / ".cache").mkdir(exist_ok=True)
    (ROOT / ".cache" / "checkpoint_sizes.json").write_text(json.dumps(sizes))
