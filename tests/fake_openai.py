"""A local HTTP server that speaks OpenAI chat-completions, scripted per node.

By default it answers like a well-behaved model: it reads the documents, the job and the task back
from the request (the prompt formats of `graph/pipeline/prompts.py`), has the offline engine answer
that node, and returns its JSON with a `usage` block that has cached and reasoning tokens. It is a test
double of the plumbing, not evidence of how a real model writes: `tests/replay_openai.py` is that. A test
overrides any call with a `Script`: a status code, headers, raw content, a delay, or a function that rewrites
the default answer.
"""

from __future__ import annotations

import json
import socket
import struct
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import re

from graph.model.offline import OfflineEngine, OfflineRequest
from graph.pipeline import prompts
from graph.vocabulary import Document

ROLE_TITLES = {node: prompts.role_title(node) for node in prompts.ROLES}
MODEL_SNAPSHOT = "gpt-5-mini-2025-08-07"
REASONING_TOKENS = 64


class NoAnswer(LookupError):
    """The server has no answer for this request (a replay that was never recorded)."""


@dataclass
class Script:
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    content: str | None = None  # raw assistant content instead of the default answer
    rewrite: Callable[[dict], dict] | None = None  # edits the default answer's JSON
    delay_s: float = 0.0
    finish_reason: str = "stop"
    reset: bool = False  # drop the connection without an answer (TCP reset)
    hang_s: float = 0.0  # answer nothing for this long: longer than the client's timeout
    refusal: str | None = None  # a refusal message instead of content
    extra_output_tokens: int = 0  # bill this many more output tokens (a long reasoning answer)


@dataclass
class Call:
    node: str
    request: dict
    status: int
    usage: dict | None = None
    seconds: float = 0.0  # how long the server took to answer (the model's time)
    started: float = 0.0  # time.perf_counter() when the request arrived

    @property
    def task(self) -> dict:
        text = self.request["messages"][-1]["content"]
        if "<task_input>" not in text:
            text = next(m["content"] for m in reversed(self.request["messages"]) if "<task_input>" in m["content"])
        return json.loads(text.split("<task_input>", 1)[1].rsplit("</task_input>", 1)[0])


def gpt5_mini_speed(completion_tokens: int) -> float:
    """About gpt-5-mini's measured speed: 300 ms to the first token, then 70 output tokens a second."""
    return 0.3 + completion_tokens / 70


class FakeOpenAI:
    def __init__(self, latency_s: float = 0.0, latency_model: Callable[[int], float] | None = None) -> None:
        self.latency_s = latency_s
        self.latency_model = latency_model  # seconds as a function of the answer's completion tokens
        self.scripts: dict[str, list[Script]] = {}
        self.calls: list[Call] = []
        self.misses: list[str] = []  # requests the server had no answer for (answered 400)
        self._lock = threading.Lock()
        self._engine = OfflineEngine()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def __enter__(self) -> "FakeOpenAI":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._server.shutdown()
        self._server.server_close()

    def script(self, node: str, *scripts: Script) -> None:
        """Queue answers for the next calls of a node; once used up, the default answer returns."""
        self.scripts.setdefault(node, []).extend(scripts)

    def calls_of(self, node: str, ok_only: bool = True) -> list[Call]:
        return [c for c in self.calls if c.node == node and (c.status == 200 or not ok_only)]

    @staticmethod
    def node_for(request: dict) -> str:
        return node_of(request)

    def answer(self, request: dict) -> tuple[int, dict, dict | None]:
        started = time.perf_counter()
        node = self.node_for(request)
        with self._lock:
            queue = self.scripts.get(node) or []
            script = queue.pop(0) if queue else Script()
        time.sleep(self.latency_s + script.delay_s)
        if script.reset or script.hang_s:
            time.sleep(script.hang_s)
            with self._lock:
                self.calls.append(Call(node, request, 0))  # no answer reached the client: nothing billed
            return 0, {}, {}
        if script.refusal is not None:
            body = self._completion(None, script.finish_reason, usage=None, refusal=script.refusal, request=request)
            with self._lock:
                self.calls.append(Call(node, request, 200, body["usage"]))
            return 200, body, script.headers
        if script.status != 200:
            body = {"error": {"message": "scripted failure", "type": "server_error", "code": None}}
            with self._lock:
                self.calls.append(Call(node, request, script.status))
            return script.status, body, script.headers
        content = script.content
        if content is None:
            try:
                content = self._default_answer(node, request)
            except NoAnswer as miss:
                return self._refuse(node, request, miss)
            if script.rewrite is not None:
                content = json.dumps(script.rewrite(json.loads(content)), ensure_ascii=False)
        body = self._completion(content, script.finish_reason, None, None, request)
        body["usage"]["completion_tokens"] += script.extra_output_tokens
        body["usage"]["completion_tokens_details"]["reasoning_tokens"] += script.extra_output_tokens
        body["usage"]["total_tokens"] += script.extra_output_tokens
        if self.latency_model is not None:
            time.sleep(self.latency_model(body["usage"]["completion_tokens"]))
        with self._lock:
            self.calls.append(Call(node, request, 200, body["usage"], time.perf_counter() - started, started))
        return 200, body, script.headers

    def _refuse(self, node: str, request: dict, miss: Exception) -> tuple[int, dict, dict]:
        """A request the server cannot answer fails loudly: HTTP 400, and a line in `misses`."""
        message = f"{node}: {miss}"
        with self._lock:
            self.misses.append(message)
            self.calls.append(Call(node, request, 400))
        return 400, {"error": {"message": f"no answer for this request — {message}",
                               "type": "invalid_request_error", "code": "no_answer"}}, {}

    @staticmethod
    def _completion(content, finish_reason, usage, refusal, request) -> dict:
        prompt_tokens = sum(len(m["content"]) for m in request["messages"]) // 3
        cached = len(request["messages"][0]["content"]) // 3 // 2
        usage = {"prompt_tokens": prompt_tokens, "completion_tokens": len(content or refusal) // 3 + REASONING_TOKENS,
                 "total_tokens": 0, "prompt_tokens_details": {"cached_tokens": cached},
                 "completion_tokens_details": {"reasoning_tokens": REASONING_TOKENS}}
        usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
        message = {"role": "assistant", "content": content}
        if refusal is not None:
            message["refusal"] = refusal
        return {"id": "chatcmpl-fake", "object": "chat.completion", "created": int(time.time()),
                "model": MODEL_SNAPSHOT, "usage": usage,
                "choices": [{"index": 0, "finish_reason": finish_reason, "message": message}]}

    def _default_answer(self, node: str, request: dict) -> str:
        offline_request = offline_request_from(request["messages"][0]["content"], Call(node, request, 200).task)
        return str(self._engine.answer(node, offline_request).content)

    def _handler(self):
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 (http.server's naming)
                length = int(self.headers.get("content-length", 0))
                request = json.loads(self.rfile.read(length))
                status, body, headers = fake.answer(request)
                if status == 0:  # reset: close the socket with no answer at all
                    self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                    self.close_connection = True
                    self.connection.close()
                    return
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                for key, value in headers.items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        return Handler


def node_of(request: dict) -> str:
    """The node a request is for, from the message that names the call's role."""
    turn = request["messages"][1]["content"] if len(request["messages"]) > 1 else ""
    return next((node for node, title in ROLE_TITLES.items() if title in turn), "unknown")


# The prompt's blocks, read back: the regexes are built from the templates that write them.
_DOCUMENT = re.compile(re.escape(prompts.DOCUMENT_BLOCK).replace(r"\{document_id\}", r'([^"]+)')
                       .replace(r"\{kind\}", r'([^"]+)').replace(r"\{text\}", r"(.*?)"), re.DOTALL)
_JOB_DESCRIPTION = re.compile(re.escape(prompts.JOB_DESCRIPTION_BLOCK).replace(r"\{document_id\}", r'([^"]+)')
                              .replace(r"\{text\}", r"(.*?)"), re.DOTALL)
_TARGET_JOB = re.compile(r"<job>\ntarget_job: (.*)")


def offline_request_from(prefix: str, payload: dict) -> OfflineRequest:
    documents = [Document(document_id=i, kind=k, text=t) for i, k, t in _DOCUMENT.findall(prefix)]
    job_descriptions = _JOB_DESCRIPTION.findall(prefix)
    documents += [Document(document_id=i, kind="job_description", text=t) for i, t in job_descriptions]
    target = _TARGET_JOB.search(prefix)
    return OfflineRequest(documents=tuple(documents), target_job=target.group(1).strip() if target else "",
                          job_description="\n".join(t for _, t in job_descriptions), payload=payload)
