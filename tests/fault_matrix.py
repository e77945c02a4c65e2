"""The LLM fault matrix: every LLM node × every fault the OpenAI API can throw, through the real
ChatOpenAI client and the fake server. Run it to print the matrix:

    .venv/bin/python -m tests.fault_matrix

The single retry budget (graph/model/llm.py): per LLM call, the OpenAI client makes at most
max_retries + 1 = 3 HTTP attempts (429 honours retry-after; 5xx, resets and timeouts are retried);
an answer that does not parse gets 1 repair call; after that the offline engine answers the step
(fallback) or the node records a warning. The worker does not retry LLM calls, and a message the
queue redelivers resumes from the checkpoint, so finished nodes are never called again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from langgraph.checkpoint.memory import InMemorySaver

from graph.pipeline.builder import compile_graph
from graph.extraction.documents import load_documents
from graph.pipeline.runner import first_pass_input, run_session, thread_config
from tests.conftest import EXAMPLES, openai_context
from tests.fake_openai import FakeOpenAI, Script

NODES = ("analyzer", "questioner", "predictor", "driller", "reviewer")
TERMINAL = ("completed", "partial_completed", "failed")
# A timeout is the one fault that takes time. Its cell gives the client 2 s and the server hangs 4 s;
# every other cell gives the client 30 s, so a busy machine never turns a normal answer into a timeout
# (which OpenAI would bill and the client never see).
TIMEOUT_CELL_CLIENT_S, CLIENT_TIMEOUT_S = 2.0, 30.0
ALWAYS = 12  # more scripted answers than the budget can use: "always fails"


def _empty(answer: dict) -> dict:
    return {key: [] if isinstance(value, list) else value for key, value in answer.items()}


def _cut(answer: dict) -> str:
    text = json.dumps(answer, ensure_ascii=False)
    return text[: len(text) // 2]


FAULTS: dict[str, list[Script]] = {
    "429 + retry-after, once": [Script(status=429, headers={"retry-after": "0"})],
    "500, once": [Script(status=500)],
    "connection reset, once": [Script(reset=True)],
    "timeout, once": [Script(hang_s=TIMEOUT_CELL_CLIENT_S * 2)],
    "500, always": [Script(status=500)] * ALWAYS,
    "invalid JSON": [Script(content="{not json")] * ALWAYS,
    "schema-valid, empty": [Script(rewrite=_empty)] * ALWAYS,
    "finish_reason=length": [Script(content='{"questions": [{"question_id": "q1", "categ', finish_reason="length")]
    * ALWAYS,
    "refusal": [Script(refusal="I can't help with that.")] * ALWAYS,
}


@dataclass
class Outcome:
    status: str
    error_code: str | None
    requests: int  # HTTP requests the faulty node made
    invocations: int  # LLM calls of that node (one usage record each)
    billed: int  # 200 answers the server gave, all nodes
    billed_records: int  # usage records of OpenAI calls that were billed (ok, or cut off), all nodes
    warnings: list[str]


def run_cell(node: str, fault: str) -> Outcome:
    documents = load_documents([EXAMPLES / "resume_backend_ko.md", EXAMPLES / "jd_backend_ko.md"])
    session_id = f"s_{node}"
    with FakeOpenAI() as server:
        server.script(node, *FAULTS[fault])
        compiled = compile_graph(InMemorySaver())
        run_session(compiled, first_pass_input(session_id, documents, "백엔드 개발자"),
                    openai_context(server, timeout_s=TIMEOUT_CELL_CLIENT_S if "timeout" in fault else CLIENT_TIMEOUT_S),
                    session_id)
        values = compiled.get_state(thread_config(session_id)).values
    kit, records = values["final_response"], values["llm_usages"]
    return Outcome(
        status=kit["status"], error_code=(kit.get("error") or {}).get("code"),
        requests=len(server.calls_of(node, ok_only=False)),
        invocations=sum(1 for r in records if r["node"] == node),
        billed=sum(1 for c in server.calls if c.status == 200),
        billed_records=sum(1 for r in records if r["model"] != "offline"
                           and (r["status"] == "ok" or r["input_tokens"] > 0)),
        warnings=sorted({w["code"] for w in kit["warnings"]}),
    )


INFRA_TESTS = {  # the worker's faults, run as tests against moto (tests/test_worker_faults.py, …)
    "tests/test_worker_faults.py::test_out_of_time_the_run_is_handed_on_and_resumed":
        "Lambda time running low → checkpoint, message handed on, resumed; analyzer called once",
    "tests/test_worker_faults.py::test_the_same_message_twice_at_once_runs_once":
        "same SQS message twice at once → one run (lease), 5 LLM calls",
    "tests/test_worker_faults.py::test_a_throttled_progress_write_does_not_stop_the_run":
        "DynamoDB throughput exceeded on progress writes → completed",
    "tests/test_worker_faults.py::test_a_throttled_final_write_is_retried_without_running_the_graph_again":
        "DynamoDB throughput exceeded on the final write → redelivery saves the kit; 5 LLM calls",
    "tests/test_worker_faults.py::test_a_missing_document_fails_the_session_at_once":
        "S3 document gone → failed (DOCUMENT_UNAVAILABLE), no retry",
    "tests/test_worker_faults.py::test_a_passing_s3_fault_is_retried_by_the_queue":
        "S3 SlowDown once → queue redelivers → completed",
    "tests/test_service_events.py::test_a_crash_after_the_analyzer_resumes_without_paying_for_it_again":
        "worker killed mid-graph → resumed from checkpoint; analyzer called once",
    "tests/test_service_events.py::test_a_message_that_always_fails_ends_failed_and_in_the_dead_letter_queue":
        "every attempt fails → failed (PROCESSING_FAILED) after 3, message in the DLQ",
}


def infra_rows() -> None:
    import pytest

    class Results:
        outcomes: dict[str, str] = {}

        def pytest_runtest_logreport(self, report):
            if report.when == "call":
                self.outcomes[report.nodeid] = report.outcome

    results = Results()
    pytest.main(["-q", "-p", "no:cacheprovider", *INFRA_TESTS], plugins=[results])
    print("\n| worker fault | expected | result |\n|---|---|---|")
    for nodeid, expected in INFRA_TESTS.items():
        print(f"| {nodeid.split('::')[1]} | {expected} | {results.outcomes.get(nodeid, 'not run')} |")


def main() -> None:
    print("| node | fault | outcome | HTTP requests (node) | LLM calls (node) | billed answers | warnings |")
    print("|---|---|---|---|---|---|---|")
    for node in NODES:
        for fault in FAULTS:
            o = run_cell(node, fault)
            outcome = o.status + (f" ({o.error_code})" if o.error_code else "")
            print(f"| {node} | {fault} | {outcome} | {o.requests} | {o.invocations} | {o.billed} | "
                  f"{', '.join(o.warnings)} |", flush=True)


if __name__ == "__main__":
    main()
    infra_rows()
