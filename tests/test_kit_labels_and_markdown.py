"""What wrote a kit is said in it, and applicant text stays text in its Markdown."""

from __future__ import annotations

import markdown_it
import pytest

from functions.local.template import load_template, resources_of
from graph.model.llm import LLMBackend, LLMSettings
from graph.pipeline.context import RunContext
from graph.pipeline.render import inline, kit_to_markdown
from graph.pipeline.runner import generate_kit
from graph.vocabulary import Document
from tests.conftest import EXAMPLES, openai_context

OFFLINE = RunContext(llm=LLMBackend.from_settings(LLMSettings(mode="offline")))


def test_an_offline_kit_says_it_is_rule_based_and_shows_no_invented_points(backend_documents):
    kit = generate_kit(backend_documents, "백엔드 개발자", OFFLINE, session_id="s_offline_label")

    assert kit["engine"] == "offline_engine" and kit["models"] == []
    assert {q["written_by"] for q in kit["questions"]} == {"offline_engine"}
    assert {q["review"]["reviewed_by"] for q in kit["questions"]} == {"rule_based_check"}
    assert all("score" not in q for q in kit["questions"])
    markdown = kit_to_markdown(kit)
    assert "HR 검수" not in markdown and "/100" not in markdown
    assert "규칙 기반 오프라인 엔진" in markdown.split("\n## ")[0]  # the header, before any section
    assert markdown.count("규칙 기반 점검: 통과") == len(kit["questions"])


def test_a_model_kit_names_the_model_and_its_independent_review(fake_openai, backend_documents):
    kit = generate_kit(backend_documents, "백엔드 개발자", openai_context(fake_openai), session_id="s_model_label")

    assert kit["engine"] == "model" and kit["models"]
    assert {q["written_by"] for q in kit["questions"]} == {"model"}
    assert {q["review"]["reviewed_by"] for q in kit["questions"]} == {"model"}
    assert all(0 <= q["score"]["total"] <= 100 for q in kit["questions"])
    header = kit_to_markdown(kit).split("\n## ")[0]
    assert kit["models"][0] in header and "규칙 기반" not in header


def test_the_fallback_is_off_unless_chosen_and_the_deployed_template_keeps_it_off():
    assert LLMSettings().fallback_offline is False
    assert LLMSettings.from_env({}).fallback_offline is False
    assert LLMSettings.from_env({"HR_COPILOT_OFFLINE_FALLBACK": "true"}).fallback_offline is True
    backend = LLMBackend.from_settings(LLMSettings(mode="openai", api_key="sk-test"))
    assert backend.fallback_for("questioner") is None

    template = load_template()
    worker = resources_of(template, "AWS::Serverless::Function")["WorkerFunction"]
    assert worker["Environment"]["Variables"]["HR_COPILOT_OFFLINE_FALLBACK"] == {"Ref": "OfflineFallback"}
    parameter = template["Parameters"]["OfflineFallback"]
    assert parameter["Default"] == "false" and set(parameter["AllowedValues"]) == {"false", "true"}


# (what the applicant wrote, what must not appear in the rendered HTML, what must: the same words, as text)
HOSTILE = [
    ("<img src=x onerror=alert(1)>", "<img", "&lt;img src=x onerror=alert(1)&gt;"),
    ("<script>alert(document.cookie)</script>", "<script", "&lt;script&gt;alert(document.cookie)"),
    ("[지원서 보기](javascript:alert(1))", "<a ", "[지원서 보기](javascript:alert(1))"),
    ("![pixel](//evil.example/t.png)", "<img", "![pixel](//evil.example/t.png)"),
    ("&lt;img src=x onerror=alert(1)&gt;", "<img", "&amp;lt;img"),
    ("`code` **bold** | cell |", "<strong>bold", "`code` **bold** | cell |"),
]


@pytest.mark.parametrize("hostile,forbidden,visible", HOSTILE)
def test_applicant_markup_in_a_quote_is_rendered_as_text(hostile, forbidden, visible):
    text = (EXAMPLES / "resume_backend_ko.md").read_text(encoding="utf-8")
    text = text.replace("결제 승인 API를 Go로 재작성하여 p99 지연 시간을 420ms에서 180ms로 단축",
                        f"결제 승인 API 응답 시간을 40% 단축 {hostile}")
    documents = [Document(document_id="resume", kind="resume", filename="r.md", text=text)]
    kit = generate_kit(documents, "백엔드 개발자", OFFLINE, session_id="s_markup")
    assert any(hostile in q["generation_basis"]["evidence"] for q in kit["questions"]), "the line must be cited"

    html = markdown_it.MarkdownIt("commonmark", {"html": True}).enable("table").render(kit_to_markdown(kit))
    assert forbidden not in html and "<code>" not in html and "<table" not in html
    assert visible in html


@pytest.mark.parametrize("value,shown", [
    ("# 제목처럼", "\\# 제목처럼"), ("- 목록처럼", "\\- 목록처럼"), ("2021. 입사", "2021\\. 입사"),
    ("R&D 3명", "R&D 3명"), ("첫 줄\n## q9. 가짜 질문", "첫 줄 ## q9. 가짜 질문"),
])
def test_a_value_cannot_open_a_block_of_its_own(value, shown):
    assert inline(value) == shown
