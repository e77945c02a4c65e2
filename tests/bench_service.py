"""Benchmark of the serverless side: cold imports (API, its floor, worker), the work a SnapStart restore
leaves, DynamoDB traffic per session, checkpoint size.

    .venv/bin/python tests/bench_service.py
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

ENV = {"HR_COPILOT_SESSIONS_TABLE": "t", "HR_COPILOT_CHECKPOINTS_TABLE": "c", "HR_COPILOT_DOCUMENTS_BUCKET": "b",
       "HR_COPILOT_IDEMPOTENCY_TABLE": "i", "AWS_DEFAULT_REGION": "us-east-1", "AWS_ACCESS_KEY_ID": "x",
       "AWS_SECRET_ACCESS_KEY": "x", "POWERTOOLS_TRACE_DISABLED": "1", "HR_COPILOT_LLM": "offline",
       "HR_COPILOT_API_KEYS": "key-a:tenant-a"}
COMPILE = ("from graph.pipeline.builder import compile_graph; from langgraph.checkpoint.memory import InMemorySaver; "
           "compile_graph(InMemorySaver())")
OPENAI_CLIENT = ("from graph.model.llm import LLMSettings, make_chat_model; "
                 "make_chat_model(LLMSettings(mode='openai', api_key='unused'))")
FIRST_REQUEST = ("from functions.local.lambdas import LambdaContext, api_gateway_event; "
                 "functions.api.app.handler(api_gateway_event('POST', '/v1/sessions', {'x-api-key': 'key-a', "
                 "'content-type': 'application/json'}, '{}'), LambdaContext())")
SNIPPETS = {
    "import boto3": "import boto3",
    # What any API of this design must import: the AWS SDK, pydantic with a model, Powertools' resolver
    # with request validation (and its Logger).
    "floor: boto3 + pydantic model + validating resolver": (
        "import boto3; from pydantic import BaseModel; type('Body', (BaseModel,), {'__annotations__': {'x': int}}); "
        "from aws_lambda_powertools.event_handler import APIGatewayRestResolver; "
        "APIGatewayRestResolver(enable_validation=True)"),
    "API handler module": "import functions.api.app",
    "API handler module + first request (400, no AWS call)": f"import functions.api.app; {FIRST_REQUEST}",
    "worker module": "import functions.worker.app",
    "worker module + graph compile": f"import functions.worker.app; {COMPILE}",
    "worker module + graph compile + OpenAI client (what its snapshot holds)":
        f"import functions.worker.app; {COMPILE}; {OPENAI_CLIENT}",
}
RUNS = 7


# Every module with its bytecode, as in the Lambda packages (Makefile): a machine that sets
# PYTHONDONTWRITEBYTECODE would otherwise compile this project's modules in every run.
BYTECODE = {"PYTHONPYCACHEPREFIX": str(ROOT / ".cache" / "bench-bytecode"), "PYTHONDONTWRITEBYTECODE": ""}


def cold_ms(snippet: str) -> float:
    code = f"import time; t = time.perf_counter(); {snippet}; print((time.perf_counter() - t) * 1000)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
                         env={**os.environ, **ENV, **BYTECODE})
    return float(out.stdout.strip().splitlines()[-1])


def cold_starts() -> None:
    print("| cold start (fresh interpreter, median of 7) | ms | × import boto3 |\n|---|---|---|")
    for snippet in SNIPPETS.values():  # writes the bytecode
        cold_ms(snippet)
    times: dict[str, list[float]] = {label: [] for label in SNIPPETS}
    for _ in range(RUNS):  # interleaved, so that a slow spell of the machine weighs on every row alike
        for label, snippet in SNIPPETS.items():
            times[label].append(cold_ms(snippet))
    medians = {label: statistics.median(values) for label, values in times.items()}
    for label, value in medians.items():
        print(f"| {label} | {value:.0f} | {value / medians['import boto3']:.2f} |")


RESTORE = """
import time
import functions.worker.app as worker
from functions.bootstrap import dependencies
deps = dependencies()
_ = deps.services  # the AWS clients a worker makes before its snapshot
{openai}
t = time.perf_counter()
worker.after_restore()
_ = deps.services
{openai}
{compile}
print((time.perf_counter() - t) * 1000)
"""


def snapstart_restore_work() -> None:
    """What a restored worker does before its first message that a warm one does not: the after-restore
    hook, the AWS clients made again (service models kept), the OpenAI client and the graph. Lambda's own
    restore time and the checkpointer's S3 call (moto or AWS) are not in it."""
    code = RESTORE.format(openai=OPENAI_CLIENT, compile=COMPILE)
    values = [float(subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                                   check=True, env={**os.environ, **ENV, **BYTECODE}).stdout.strip().splitlines()[-1])
              for _ in range(RUNS)]
    print(f"\nafter a SnapStart restore, before the first message: {statistics.median(values):.0f} ms "
          "(hook + AWS clients + OpenAI client + graph compile, median of 7)")


def dynamodb_traffic() -> None:
    import botocore.client


    calls: Counter = Counter()
    original = botocore.client.BaseClient._make_api_call

    setup = ("CreateTable", "UpdateTimeToLive", "Scan")  # the stack's creation and the bench's own look

    def counting(self, operation, params):
        if self.meta.service_model.service_name == "dynamodb" and operation not in setup:
            table = params.get("TableName") or ",".join(params.get("RequestItems", {}))
            items = sum(len(v) for v in params.get("RequestItems", {}).values()) or 1
            calls[(table.removeprefix("hr-copilot-"), operation)] += items
        return original(self, operation, params)

    import pytest  # the same stack the tests use

    botocore.client.BaseClient._make_api_call = counting
    code = pytest.main(["-q", "-p", "no:cacheprovider", str(ROOT / "tests" / "bench_service_run.py")])
    botocore.client.BaseClient._make_api_call = original
    if code != 0:
        raise SystemExit("the measured run failed")
    reads = ("GetItem", "Query", "Scan", "BatchGetItem")
    print("\n| DynamoDB per completed session (sample resume + JD, offline model) | reads | writes |\n|---|---|---|")
    for table in sorted({t for t, _ in calls}):
        r = sum(n for (t, op), n in calls.items() if t == table and op in reads)
        w = sum(n for (t, op), n in calls.items() if t == table and op not in reads)
        detail = ", ".join(f"{op} {n}" for (t, op), n in sorted(calls.items()) if t == table)
        print(f"| {table} ({detail}) | {r} | {w} |")
    sizes = json.loads((ROOT / ".cache" / "checkpoint_sizes.json").read_text())
    print(f"\nlargest checkpoint item: {max(sizes)} bytes; {len(sizes)} checkpoint items in all "
          f"({sum(sizes)} bytes)")


if __name__ == "__main__":
    cold_starts()
    snapstart_restore_work()
    dynamodb_traffic()
