"""Benchmark: one session on the sample resume through ChatOpenAI and the fake server.

Prints LLM calls, input tokens per node (tiktoken o200k_base), wall time with the fake model at
0 ms and at 500 ms per call, and the sequential LLM rounds of a first pass. Not a test: figures.

    make bench        (or .venv/bin/python tests/bench_pipeline.py)
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from graph.documents import load_documents  # noqa: E402
from graph.runner import generate_kit  # noqa: E402
from tests.conftest import EXAMPLES, ROOT, openai_context  # noqa: E402
from tests.fake_openai import FakeOpenAI  # noqa: E402

O200K_URL = "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken"
# With no route to tiktoken's download host, its o200k_base file comes from a PyPI wheel that ships
# it (litellm bundles tiktoken's cache); tiktoken itself checks the file's SHA-256 on load.
O200K_WHEEL = ("litellm==1.110.2", "manylinux_2_28_x86_64",
               "litellm/litellm_core_utils/tokenizers/" + hashlib.sha1(O200K_URL.encode()).hexdigest())


def o200k_encoding():
    import tiktoken

    cache = ROOT / ".cache" / "tiktoken"
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", str(cache))
    target = Path(os.environ["TIKTOKEN_CACHE_DIR"]) / Path(O200K_WHEEL[2]).name
    if not target.exists():
        try:
            return tiktoken.get_encoding("o200k_base")
        except Exception:  # noqa: BLE001 (no network: fetch the file from PyPI instead)
            wheels = ROOT / ".cache" / "wheels"
            subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
                            "--platform", O200K_WHEEL[1], O200K_WHEEL[0], "-d", str(wheels)], check=True)
            wheel = next(wheels.glob("litellm-*.whl"))
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(zipfile.ZipFile(wheel).read(O200K_WHEEL[2]))
    return tiktoken.get_encoding("o200k_base")


def run_once(latency_s: float) -> tuple[float, FakeOpenAI, dict]:
    documents = load_documents([EXAMPLES / "resume_backend_ko.md", EXAMPLES / "jd_backend_ko.md"])
    with FakeOpenAI(latency_s=latency_s) as server:
        started = time.perf_counter()
        kit = generate_kit(documents, "백엔드 개발자", openai_context(server), session_id="s_bench")
        return time.perf_counter() - started, server, kit


def main() -> None:
    encoding = o200k_encoding()
    run_once(0.0)  # warm imports and the HTTP client
    wall_0, server, kit = run_once(0.0)
    wall_500, server_500, _ = run_once(0.5)
    print(f"status: {kit['status']}, questions: {len(kit['questions'])}")
    print(f"LLM calls per session: {len(server.calls)}")
    print("\n| node | input tokens (o200k_base) | shared prefix tokens |")
    print("|---|---|---|")
    total = 0
    for call in server.calls:
        tokens = sum(len(encoding.encode(m["content"])) for m in call.request["messages"])
        prefix = len(encoding.encode(call.request["messages"][0]["content"]))
        total += tokens
        print(f"| {call.node} | {tokens} | {prefix} |")
    print(f"| total | {total} | |")
    rounds = len(server_500.calls)  # the graph makes its LLM calls one after another
    print(f"\nsequential LLM rounds in the first pass: {rounds}")
    print(f"wall time, fake model at 0 ms/call:   {wall_0 * 1000:.0f} ms (framework + HTTP overhead)")
    print(f"wall time, fake model at 500 ms/call: {wall_500 * 1000:.0f} ms "
          f"(= {rounds} × 500 ms + {wall_500 * 1000 - rounds * 500:.0f} ms)")


if __name__ == "__main__":
    main()
