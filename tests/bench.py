"""The benchmark: latency, cold start, tokens and cost per applicant, each beside its baseline.

    make bench        (or .venv/bin/python tests/bench.py)

Runs on this machine with the fake OpenAI server (the real ChatOpenAI client, real prompts); the
model's speed is emulated as 300 ms + output tokens / 70 per second (about gpt-5-mini). Token counts
use tiktoken's o200k_base; costs use gpt-5-mini's prices (graph/model/pricing.py).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from langgraph.checkpoint.memory import InMemorySaver  # noqa: E402

from graph.pipeline.builder import compile_graph  # noqa: E402
from graph.extraction.documents import load_documents  # noqa: E402
from graph.model.llm import build_messages, call_structured  # noqa: E402
from graph.model.pricing import PRICES_PER_MILLION  # noqa: E402
from graph.pipeline.runner import first_pass_input, regenerate_input, run_session, thread_config  # noqa: E402
from graph.pipeline.state import AnswerBatch, FollowUpBatch, ReviewBatch  # noqa: E402
from tests.conftest import EXAMPLES, openai_context  # noqa: E402
from tests.fake_openai import FakeOpenAI, gpt5_mini_speed  # noqa: E402

SAMPLE = [EXAMPLES / "resume_backend_ko.md", EXAMPLES / "jd_backend_ko.md"]
CACHE_MIN_TOKENS, CACHE_BLOCK = 1024, 128  # OpenAI caches prefixes of 1024+ tokens, in 128-token steps
PRICE_IN, PRICE_CACHED, PRICE_OUT = (p / 1_000_000 for p in PRICES_PER_MILLION["gpt-5-mini"])
O200K_URL = "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken"
# With no route to tiktoken's download host, its o200k_base file comes from a PyPI wheel that ships
# it (litellm bundles tiktoken's cache); tiktoken itself checks the file's hash when it loads it.
O200K_WHEEL = ("litellm==1.110.2", "manylinux_2_28_x86_64",
               "litellm/litellm_core_utils/tokenizers/" + hashlib.sha1(O200K_URL.encode()).hexdigest())


def o200k():
    import tiktoken

    os.environ.setdefault("TIKTOKEN_CACHE_DIR", str(ROOT / ".cache" / "tiktoken"))
    target = Path(os.environ["TIKTOKEN_CACHE_DIR"]) / Path(O200K_WHEEL[2]).name
    if not target.exists():
        try:
            return tiktoken.get_encoding("o200k_base")
        except Exception:  # noqa: BLE001 (no network: take the file from PyPI instead)
            wheels = ROOT / ".cache" / "wheels"
            subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
                            "--platform", O200K_WHEEL[1], O200K_WHEEL[0], "-d", str(wheels)], check=True)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(zipfile.ZipFile(next(wheels.glob("litellm-*.whl"))).read(O200K_WHEEL[2]))
    return tiktoken.get_encoding("o200k_base")


ENCODING = o200k()


def tokens(text: str) -> int:
    return len(ENCODING.encode(text))


def request_text(call) -> str:
    return "".join(m["content"] for m in call.request["messages"])


def shared_prefix_tokens(calls) -> int:
    """Tokens of the longest prefix all the calls' prompts share byte for byte."""
    texts = [request_text(c) for c in calls]
    prefix = os.path.commonprefix(texts)
    return tokens(prefix)


def first_pass(server: FakeOpenAI, checkpointer=None, session_id: str = "s_bench", pipeline=None):
    documents = load_documents(SAMPLE)
    compiled = compile_graph(checkpointer or InMemorySaver())
    context = openai_context(server, timeout_s=120)  # the production timeout order, not the tests' 5 s
    if pipeline is not None:
        context.pipeline = pipeline
    started = time.perf_counter()
    run_session(compiled, first_pass_input(session_id, documents, "백엔드 개발자"), context, session_id)
    return time.perf_counter() - started, compiled, context


def estimated_cost(calls, prefix: int, caps: bool) -> float:
    """gpt-5-mini cost of the calls: the shared prefix cached after the first call (when it is long
    enough), output at the node's cap (`caps`) or at what the fake model answered."""
    cached = (prefix // CACHE_BLOCK) * CACHE_BLOCK if prefix >= CACHE_MIN_TOKENS else 0
    total = 0.0
    for index, call in enumerate(calls):
        inputs = tokens(request_text(call))
        hit = cached if index > 0 else 0
        output = call.request["max_completion_tokens"] if caps else call.usage["completion_tokens"]
        total += (inputs - hit) * PRICE_IN + hit * PRICE_CACHED + output * PRICE_OUT
    return total


def fan_out_rounds(server: FakeOpenAI, context, calls) -> tuple[float, int]:
    """The per-question alternative (LangGraph Send): predictor, driller and reviewer as one call per
    question, made at once. Returns the wall time of those three rounds and their input tokens."""
    schemas = {"predictor": (AnswerBatch, "questions"), "driller": (FollowUpBatch, "items"),
               "reviewer": (ReviewBatch, "review_ids")}
    wall, input_tokens = 0.0, 0
    for call in calls:
        if call.node not in schemas:
            continue
        schema, key = schemas[call.node]
        prefix, role = call.request["messages"][0]["content"], call.request["messages"][1]["content"]
        task = call.task
        parts = [{**task, key: [item]} for item in task[key]]
        messages = [build_messages(prefix, role, part) for part in parts]
        input_tokens += sum(tokens("".join(str(m.content) for m in ms)) for ms in messages)
        started = time.perf_counter()
        node = call.node
        with ThreadPoolExecutor(len(messages)) as pool:
            list(pool.map(lambda ms, node=node, schema=schema: call_structured(
                context.llm, node=node, schema=schema, messages=ms, session_id="s_fan", tenant_id="t"), messages))
        wall += time.perf_counter() - started
    return wall, input_tokens


def peak_worker_memory_mb() -> float:
    """Max RSS of a process that runs the worker's path (the graph with DynamoDBSaver on moto)."""
    largest = max([*EXAMPLES.glob("*.md"), *(ROOT / "tests" / "grounding_corpus" / "resumes").glob("*.md")],
                  key=lambda p: p.stat().st_size)
    code = (
        "import resource, boto3, sys\n"
        "from moto import mock_aws\n"
        "from tests.conftest import *\n"
        "from functions.local.template import create_resources\n"
        "from infra.settings import Settings\n"
        "from infra.checkpointer import dynamo_checkpointer\n"
        "from graph.pipeline.builder import compile_graph\n"
        "from graph.pipeline.context import RunContext\n"
        "from graph.model.llm import LLMBackend, LLMSettings\n"
        "from graph.extraction.documents import load_documents\n"
        "from graph.pipeline.runner import first_pass_input, run_session\n"
        "import os\n"
        "os.environ.update(AWS_DEFAULT_REGION='us-east-1', AWS_ACCESS_KEY_ID='x', AWS_SECRET_ACCESS_KEY='x')\n"
        "with mock_aws():\n"
        "    env = create_resources(boto3.Session()).environment(); os.environ.update(env)\n"
        "    compiled = compile_graph(dynamo_checkpointer(Settings.from_env()))\n"
        "    ctx = RunContext(llm=LLMBackend.from_settings(LLMSettings(mode='offline')))\n"
        f"    docs = load_documents([{str(largest)!r}])\n"
        "    run_session(compiled, first_pass_input('s_mem', docs, 'x'), ctx, 's_mem')\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1]), largest.name


def main() -> None:
    from tests import bench_service

    print("## 1. Cold start\n")
    bench_service.cold_starts()

    print("\n## 2. Framework overhead per session (0 ms model)\n")
    with FakeOpenAI() as server:
        first_pass(server)  # warm the imports and the HTTP client
    with FakeOpenAI() as server:
        wall, _, _ = first_pass(server)
        model_s = sum(c.seconds for c in server.calls)
    print("| checkpointer | wall ms | model ms | overhead ms |\n|---|---|---|---|")
    print(f"| in memory | {wall * 1000:.0f} | {model_s * 1000:.0f} | {(wall - model_s) * 1000:.0f} |")
    dynamo_wall, dynamo_model = dynamo_first_pass()
    print(f"| DynamoDB (moto, in process) | {dynamo_wall * 1000:.0f} | {dynamo_model * 1000:.0f} | "
          f"{(dynamo_wall - dynamo_model) * 1000:.0f} |")
    bench_service.dynamodb_traffic()

    print("\n## 3. Critical path (model: 300 ms + output tokens / 70 per s)\n")
    with FakeOpenAI(latency_model=gpt5_mini_speed) as server:
        wall, compiled, context = first_pass(server)
        calls = list(server.calls)
        slowest = sum(c.seconds for c in calls)  # one call per round: the round's slowest is that call
        fan_wall, fan_tokens = fan_out_rounds(server, context, calls)
    batched_rounds = sum(c.seconds for c in calls if c.node in ("predictor", "driller", "reviewer"))
    batched_tokens = sum(tokens(request_text(c)) for c in calls if c.node in ("predictor", "driller", "reviewer"))
    print(f"sequential LLM rounds: {len(calls)}; first pass wall {wall:.2f} s; sum of each round's slowest call "
          f"{slowest:.2f} s; ratio **{wall / slowest:.3f}** (target ≤ 1.10)\n")
    print("| predictor + driller + reviewer | wall s | input tokens |\n|---|---|---|")
    print(f"| one batched call per node (kept) | {batched_rounds:.2f} | {batched_tokens} |")
    print(f"| one call per question, at once (Send) | {fan_wall:.2f} | {fan_tokens} |")

    print("\n## 4. Tokens per session (o200k_base)\n")
    prefix = shared_prefix_tokens(calls)
    total = sum(tokens(request_text(c)) for c in calls)
    print("| node | input tokens | output cap |\n|---|---|---|")
    for call in calls:
        print(f"| {call.node} | {tokens(request_text(call))} | {call.request['max_completion_tokens']} |")
    share = 5 * prefix / total if prefix >= CACHE_MIN_TOKENS else 0.0
    print(f"| total | {total} | |\n\nprefix shared byte for byte by the 5 calls: {prefix} tokens "
          f"({'≥' if prefix >= CACHE_MIN_TOKENS else '<'} 1024); share of input in it: **{share:.0%}** "
          f"(target ≥ 50%); prompt_cache_key sent: {sorted({c.request.get('prompt_cache_key') for c in calls})}")

    print("\n## 5. Cost per session (gpt-5-mini)\n")
    first_caps, first_seen = estimated_cost(calls, prefix, True), estimated_cost(calls, prefix, False)
    with FakeOpenAI(latency_model=None) as server:
        _, compiled, context = first_pass(server, session_id="s_regen")
        before = len(server.calls)
        kit = compiled.get_state(thread_config("s_regen")).values["final_response"]
        target = kit["questions"][0]["question_id"]
        run_session(compiled, regenerate_input([target]), context, "s_regen")
        regen_calls = server.calls[before:]
        regen_prefix = shared_prefix_tokens(server.calls[:before])
    regen_caps, regen_seen = estimated_cost(regen_calls, regen_prefix, True), estimated_cost(regen_calls, regen_prefix, False)
    print("| | first pass | regenerate 1 of 5 | ratio (target ≤ 0.35) |\n|---|---|---|---|")
    print(f"| at the output caps (worst case) | ${first_caps:.4f} | ${regen_caps:.4f} | **{regen_caps / first_caps:.2f}** |")
    print(f"| at the fake model's output | ${first_seen:.4f} | ${regen_seen:.4f} | {regen_seen / first_seen:.2f} |")
    print(f"\nregeneration calls: {[c.node for c in regen_calls]}")

    print("\n## Settings that trade cost for quality (fake model, 0 ms)\n")
    settings_effects()

    print("\n## 6. Peak memory of the worker\n")
    mb, name = peak_worker_memory_mb()
    print(f"max RSS running the worker's graph with DynamoDBSaver on {name}: {mb:.0f} MB")


def settings_effects() -> None:
    from graph.pipeline.context import PipelineSettings

    print("| candidate_count / final_count | LLM calls | input tokens | output caps | cost at caps | "
          "cost at fake output | questions |\n|---|---|---|---|---|---|---|")
    for candidates, final in ((8, 5), (6, 5), (10, 5), (8, 3)):
        with FakeOpenAI() as server:
            _, compiled, _ = first_pass(server, session_id=f"s_{candidates}_{final}",
                                        pipeline=PipelineSettings(candidate_count=candidates, final_count=final))
            calls = list(server.calls)
        kit = compiled.get_state(thread_config(f"s_{candidates}_{final}")).values["final_response"]
        prefix = shared_prefix_tokens(calls)
        print(f"| {candidates} / {final}{' (default)' if (candidates, final) == (8, 5) else ''} | {len(calls)} | "
              f"{sum(tokens(request_text(c)) for c in calls)} | "
              f"{sum(c.request['max_completion_tokens'] for c in calls)} | ${estimated_cost(calls, prefix, True):.4f} | "
              f"${estimated_cost(calls, prefix, False):.4f} | {len(kit['questions'])} ({kit['status']}) |")


def dynamo_first_pass() -> tuple[float, float]:
    import boto3
    from moto import mock_aws

    from infra.checkpointer import dynamo_checkpointer
    from functions.local.template import create_resources
    from infra.settings import Settings

    os.environ.update(AWS_DEFAULT_REGION="us-east-1", AWS_ACCESS_KEY_ID="x", AWS_SECRET_ACCESS_KEY="x")
    with mock_aws(), FakeOpenAI() as server:
        os.environ.update(create_resources(boto3.Session()).environment())
        wall, _, _ = first_pass(server, dynamo_checkpointer(Settings.from_env()), "s_dynamo")
        return wall, sum(c.seconds for c in server.calls)


if __name__ == "__main__":
    main()
