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
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from langgraph.checkpoint.memory import InMemorySaver  # noqa: E402

from graph.pipeline.builder import compile_graph  # noqa: E402
from graph.extraction.documents import load_documents  # noqa: E402
from graph.model.pricing import PRICES_PER_MILLION  # noqa: E402
from graph.pipeline.runner import first_pass_input, regenerate_input, run_session, thread_config  # noqa: E402
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
    context = openai_context(server, timeout_s=120)  # the production timeout order
    if pipeline is not None:
        context.pipeline = pipeline
    started = time.perf_counter()
    run_session(compiled, first_pass_input(session_id, documents, "백엔드 개발자"), context, session_id)
    return time.perf_counter() - started, compiled, context


def cached_tokens(calls) -> list[int]:
    """The prompt-cache hits OpenAI would bill, per call: the longest prefix the call shares with a
    request that had finished before it started, in 128-token steps, counted only from 1,024 tokens.
    Calls of one round start together, so they hit what earlier rounds left in the cache, not each other."""
    texts = [request_text(c) for c in calls]
    hits = []
    for index, call in enumerate(calls):
        done = [texts[j] for j, other in enumerate(calls) if other.started + other.seconds <= call.started]
        shared = max((tokens(os.path.commonprefix([texts[index], text])) for text in done), default=0)
        hits.append((shared // CACHE_BLOCK) * CACHE_BLOCK if shared >= CACHE_MIN_TOKENS else 0)
    return hits


def design_figures(calls) -> dict:
    """Tokens and modelled cost of a set of calls: output as the fake model answered, and at the caps."""
    inputs = [tokens(request_text(c)) for c in calls]
    hits = cached_tokens(calls)
    outputs = [c.usage["completion_tokens"] for c in calls]
    caps = [c.request["max_completion_tokens"] for c in calls]

    def cost(out: list[int]) -> float:
        return sum((i - h) * PRICE_IN + h * PRICE_CACHED + o * PRICE_OUT for i, h, o in zip(inputs, hits, out,
                                                                                           strict=True))

    return {"calls": len(calls), "input": sum(inputs), "cached": sum(hits), "output": sum(outputs),
            "caps": sum(caps), "cost": cost(outputs), "cost_caps": cost(caps)}


def peak_worker_memory_mb() -> float:
    """Max RSS of a process that runs the worker's path (the graph with DynamoDBSaver on moto)."""
    corpus = ROOT / "tests" / "grounding_corpus" / "tuning" / "batch1" / "documents"
    largest = max([*EXAMPLES.glob("*.md"), *corpus.glob("*.md")], key=lambda p: p.stat().st_size)
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

    print("\n## 3. Two designs side by side (model: 300 ms + output tokens / 70 per s)\n")
    from graph.pipeline.context import PipelineSettings, QuestionsPerCall

    with FakeOpenAI(latency_model=gpt5_mini_speed) as server:
        first_pass(server, session_id="s_batched", pipeline=PipelineSettings.one_call_per_node())
        batched = list(server.calls)
    with FakeOpenAI(latency_model=gpt5_mini_speed) as server:
        wall, _, _ = first_pass(server, session_id="s_split")
        split_calls = list(server.calls)
    # The previous design ran its five batched calls one after another: its wall is their sum.
    sequential_wall = sum(c.seconds for c in batched)
    old, new = design_figures(batched), design_figures(split_calls)
    print("| design | wall s | LLM calls | input tokens | cached input (modelled) | output tokens | output caps | "
          "cost | cost at caps |\n|---|---|---|---|---|---|---|---|---|")
    split = PipelineSettings()
    default = (f"rounds split into calls made at once (default: questioner in {split.questioner_branches}, at most "
               + ", ".join(f"{n} per {node} call" for node, n in split.questions_per_call) + ")")
    for name, wall_s, figures in (("sequential: one batched call per node, in turn", sequential_wall, old),
                                  (default, wall, new)):
        print(f"| {name} | {wall_s:.1f} | {figures['calls']} | {figures['input']} | {figures['cached']} | "
              f"{figures['output']} | {figures['caps']} | ${figures['cost']:.4f} | ${figures['cost_caps']:.4f} |")
    print(f"\nwall **{wall / sequential_wall:.2f} ×** the sequential design (target ≤ 0.55); cost "
          f"**{new['cost'] / old['cost']:.2f} ×** at the fake model's output (target ≤ 1.15), "
          f"{new['cost_caps'] / old['cost_caps']:.2f} × at the caps")
    rounds: dict[str, list[float]] = {}
    for call in split_calls:
        rounds.setdefault(call.node, []).append(call.seconds)
    print("\n| round | calls | slowest call s |\n|---|---|---|")
    for node, seconds in rounds.items():
        print(f"| {node} | {len(seconds)} | {max(seconds):.1f} |")
    print("\nOther splits, same run conditions (questioner branches / questions per predictor, driller, "
          "reviewer call):\n\n| split | LLM calls | wall × | cost × | cost at caps × |\n|---|---|---|---|---|")
    for branches, predictor, driller, reviewer in ((2, 1, 1, 1), (3, 3, 5, 3), (4, 3, 5, 3), (3, 2, 3, 3)):
        other = PipelineSettings(questioner_branches=branches, questions_per_call=QuestionsPerCall(
            predictor=predictor, driller=driller, reviewer=reviewer))
        with FakeOpenAI(latency_model=gpt5_mini_speed) as server:
            other_wall, _, _ = first_pass(server, session_id=f"s_{branches}{predictor}{driller}{reviewer}",
                                          pipeline=other)
            figures = design_figures(server.calls)
        print(f"| {branches} / {predictor}, {driller}, {reviewer} | {figures['calls']} | "
              f"{other_wall / sequential_wall:.2f} | {figures['cost'] / old['cost']:.2f} | "
              f"{figures['cost_caps'] / old['cost_caps']:.2f} |")
    print("\nCache model: a call hits the longest prefix it shares with a request that had finished before "
          "it started, in 128-token steps from 1,024 tokens (OpenAI's rule); prompt_cache_key sent: "
          f"{sorted({c.request.get('prompt_cache_key') for c in split_calls})}")

    print("\n## 4. Tokens per node (o200k_base, default design)\n")
    print("| node | calls | input tokens | output caps |\n|---|---|---|---|")
    for node in rounds:
        of_node = [c for c in split_calls if c.node == node]
        print(f"| {node} | {len(of_node)} | {sum(tokens(request_text(c)) for c in of_node)} | "
              f"{sum(c.request['max_completion_tokens'] for c in of_node)} |")
    prefix = shared_prefix_tokens(split_calls)
    print(f"\nprefix shared byte for byte by every call: {prefix} tokens; share of input in it: "
          f"**{len(split_calls) * prefix / new['input']:.0%}**")

    print("\n## 5. Regenerating 1 of 5 questions (gpt-5-mini, default design)\n")
    with FakeOpenAI(latency_model=None) as server:
        _, compiled, context = first_pass(server, session_id="s_regen")
        before = len(server.calls)
        kit = compiled.get_state(thread_config("s_regen")).values["final_response"]
        run_session(compiled, regenerate_input([kit["questions"][0]["question_id"]]), context, "s_regen")
        first, regen = design_figures(server.calls[:before]), design_figures(server.calls)
        regen_calls = server.calls[before:]
    regen_cost = regen["cost"] - first["cost"]
    regen_caps = regen["cost_caps"] - first["cost_caps"]
    print("| | first pass | regenerate 1 of 5 | ratio (target ≤ 0.35) |\n|---|---|---|---|")
    print(f"| at the output caps (worst case) | ${first['cost_caps']:.4f} | ${regen_caps:.4f} | "
          f"**{regen_caps / first['cost_caps']:.2f}** |")
    print(f"| at the fake model's output | ${first['cost']:.4f} | ${regen_cost:.4f} | "
          f"{regen_cost / first['cost']:.2f} |")
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
        figures = design_figures(calls)
        print(f"| {candidates} / {final}{' (default)' if (candidates, final) == (8, 5) else ''} | {len(calls)} | "
              f"{figures['input']} | {figures['caps']} | ${figures['cost_caps']:.4f} | ${figures['cost']:.4f} | "
              f"{len(kit['questions'])} ({kit['status']}) |")


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
