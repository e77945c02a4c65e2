from __future__ import annotations

from pathlib import Path

import pytest

from graph.context import PipelineSettings, RunContext
from graph.documents import load_documents
from graph.llm import LLMBackend, LLMSettings
from tests.fake_openai import FakeOpenAI

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


@pytest.fixture
def fake_openai():
    with FakeOpenAI() as server:
        yield server


def openai_context(server: FakeOpenAI, **settings) -> RunContext:
    """The production path: a real ChatOpenAI pointed at the fake server."""
    llm = LLMSettings(**{"mode": "openai", "api_key": "sk-test", "base_url": server.base_url, "timeout_s": 5, **settings})
    return RunContext(llm=LLMBackend.from_settings(llm), pipeline=PipelineSettings(), tenant_id="t-test")


@pytest.fixture
def backend_documents():
    return load_documents([EXAMPLES / "resume_backend_ko.md", EXAMPLES / "jd_backend_ko.md"])
