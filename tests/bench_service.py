"""Benchmark of the serverless side: cold imports, DynamoDB traffic per session, checkpoint size.

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
       "AWS_SECRET_ACCESS_KEY": "x", "POWERTOOLS_TRACE_DISABLED": "1", "HR_COPILOT_LLM": "offline"}
SNIPPETS = {
    "import boto3": "import boto3",
    "API handler module": "import functions.api.app",
    "worker module + graph compile": "import functions.worker.app; from graph.pipeline.builder import compile_graph; "
                                     "from langgraph.checkpoint.memory import InMemorySaver; "
                                     "compile_graph(InMemorySaver())",
}
RUNS = 7


def cold_ms(snippet: str) -> float:
    code = f"import time; t = time.perf_counter(); {snippet}; print((time.perf_counter() - t) * 1000)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
                         env={**os.environ, **ENV})
    return float(out.stdout.strip().splitlines()[-1])


def cold_starts() -> None:
    print("| cold start (fresh interpreter, median of 7) | ms | × import boto3 |\n|---|---|---|")
    medians = {}
    for label, snippet in SNIPPETS.items():
        medians[label] = statistics.median(cold_ms(snippet) for _ in range(RUNS))
    for label, value in medians.items():
        print(f"| {label} | {value:.0f} | {value / medians['import boto3']:.2f} |")


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
    dynamodb_traffic()
