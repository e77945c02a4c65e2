"""Load on one machine: 200 sessions through `hr-copilot serve`, 20 concurrent clients, offline engine.

    .venv/bin/python tests/load_serve.py [--sessions 200] [--clients 20] [--workers 2]

Prints sessions/second, p50/p95 time from POST to a terminal state, and checks that every accepted
session reached a terminal state exactly once (none lost, none duplicated).
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KEY = "load-key"
TERMINAL = ("completed", "partial_completed", "failed")
RESUMES = [p.read_text(encoding="utf-8")
           for p in sorted((ROOT / "tests" / "grounding_corpus" / "tuning" / "batch1" / "documents").glob("*.md"))
           if not p.name.startswith("jd_")]


def request(base: str, method: str, path: str, body: dict | None = None) -> dict:
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(base + path, data=data, method=method,
                                 headers={"x-api-key": KEY, "content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as response:
        return json.loads(response.read())


def one_session(base: str, number: int) -> tuple[str, str, float]:
    started = time.perf_counter()
    created = request(base, "POST", "/sessions", {"target_job": "Engineer", "documents": [
        {"document_id": "resume", "filename": "resume.md", "text": RESUMES[number % len(RESUMES)]}]})
    while True:
        view = request(base, "GET", f"/sessions/{created['session_id']}")
        if view["status"] in TERMINAL:
            return created["session_id"], view["status"], time.perf_counter() - started
        time.sleep(1.0)  # a polite client: polling must not starve the workers it waits for


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sessions", type=int, default=200)
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from functions.local.serve import free_port

    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "functions.cli", "serve", "--port", str(port), "--api-keys",
                               f"{KEY}:load", "--workers", str(args.workers)], cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True,
                              env={"PATH": "/usr/bin:/bin", "HR_COPILOT_LLM": "offline"})
    try:
        base = None
        for line in server.stdout:
            match = re.search(r"serving at (\S+)", line)
            if match:
                base = match.group(1)
                break
        started = time.perf_counter()
        with ThreadPoolExecutor(args.clients) as pool:
            results = list(pool.map(lambda n: one_session(base, n), range(args.sessions)))
        wall = time.perf_counter() - started
    finally:
        server.terminate()
        server.wait(timeout=10)
    ids = [r[0] for r in results]
    latencies = sorted(r[2] for r in results)
    statuses = {s: sum(1 for r in results if r[1] == s) for s in TERMINAL}
    print(f"sessions: {len(results)} accepted, {len(set(ids))} distinct ids, terminal: {statuses}")
    print(f"throughput: {len(results) / wall:.2f} sessions/s over {wall:.1f} s "
          f"({args.clients} clients, {args.workers} worker pollers, offline engine)")
    print(f"time to terminal state: p50 {statistics.median(latencies):.2f} s, "
          f"p95 {latencies[int(len(latencies) * 0.95) - 1]:.2f} s, max {latencies[-1]:.2f} s")
    assert len(set(ids)) == len(ids) == args.sessions and sum(statuses.values()) == args.sessions


if __name__ == "__main__":
    main()
