"""The printed kit in a real browser: Debian's headless Chromium renders `hr-copilot render`'s HTML to PNG
and PDF. One question per printed page, the scorecard sheet last, Korean glyphs from an embedded CJK font,
no question cut, and a resume's `<script>` printed as text. CI installs Chromium and the fonts
(`make browser`, run by .ci/run); there, a missing Chromium fails the test instead of skipping it."""

from __future__ import annotations

import json
import os
import re
import shutil
import struct
import subprocess
import unicodedata

import pytest
from pypdf import PdfReader

from functions.cli import main as cli
from functions.sessions.kits import Approval, labelled
from graph.extraction.documents import load_documents
from graph.model.llm import LLMBackend
from graph.model.offline import OfflineEngine
from graph.pipeline.context import RunContext
from graph.pipeline.runner import generate_kit
from tests.conftest import EXAMPLES

HOSTILE = "<script>alert('resume')</script>"
CASES = {"ko": (["resume_backend_ko.md", "jd_backend_ko.md"], "백엔드 개발자", "AI가 작성", "면접 평가표"),
         "en": (["resume_data_en.md"], "Data Scientist", "AI-generated", "Scorecard")}

def chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("CI must run the browser test: `make browser` installs Debian's chromium and fonts-noto-cjk")
        pytest.skip("no chromium here (apt-get install chromium fonts-noto-cjk, or `make browser`)")
    return found

def offline_kit(language: str) -> dict:
    files, job, _, _ = CASES[language]
    documents = [document.model_copy(update={"document_id": "resume" if index == 0 else "jd",
                                             "kind": "resume" if index == 0 else "job_description"})
                 for index, document in enumerate(load_documents([EXAMPLES / name for name in files]))]
    kit = generate_kit(documents, job, RunContext(llm=LLMBackend(model=OfflineEngine()), tenant_id="t"),
                       session_id="s_print")
    # a resume line that is markup, quoted as evidence: it must print as text, never run
    kit["questions"][1]["generation_basis"]["evidence"] = HOSTILE
    kit["candidate_summary"]["strengths"].append({"text": HOSTILE, "document_id": "resume", "quote": HOSTILE})
    return labelled(kit, [Approval(version=kit["version"], approved_by="hr.lead", approved_at="2026-12-01T23:00:00Z")]
                    if language == "en" else [])

def browser(*arguments: str) -> None:
    subprocess.run([chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    "--hide-scrollbars", *arguments], check=True, capture_output=True, timeout=120)

def squeezed(text: str) -> str:
    """Text without spaces or line breaks, ligatures unfolded (Chromium's PDF sets "fi" as one glyph)."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))

@pytest.mark.parametrize("language", sorted(CASES))
def test_the_printed_kit_in_headless_chromium(language, tmp_path):
    kit = offline_kit(language)
    source, page = tmp_path / "kit.json", tmp_path / "kit.html"

    source.write_text(json.dumps(kit, ensure_ascii=False), encoding="utf-8")
    assert cli(["render", str(source), "--format", "html", "--output", str(page)]) == 0
    html = page.read_text(encoding="utf-8")
    assert "<script" not in html and "&lt;script&gt;" in html
    assert not re.search(r"""(src|href)=["']?(https?:|//)""", html)  # self-contained

    pdf, png = tmp_path / "kit.pdf", tmp_path / "kit.png"
    browser(f"--print-to-pdf={pdf}", page.as_uri())
    browser(f"--screenshot={png}", "--window-size=1000,1400", page.as_uri())

    signature, width, height = png.read_bytes()[:8], *struct.unpack(">II", png.read_bytes()[16:24])
    assert signature == b"\x89PNG\r\n\x1a\n" and (width, height) == (1000, 1400)
    assert png.stat().st_size > 30_000  # a page of text, not a blank canvas

    reader = PdfReader(pdf)
    texts = [p.extract_text() or "" for p in reader.pages]
    assert all(squeezed(text) for text in texts), "a blank printed page"
    # one question per printed page, in order, then the scorecard sheet
    starts = [next(i for i, text in enumerate(texts) if squeezed(text).startswith(squeezed(f"{q['question_id']}. ")))
              for q in kit["questions"]]
    assert starts == sorted(set(starts)) and len(starts) == 5
    sheet = next(i for i, text in enumerate(texts) if squeezed(text).startswith(squeezed(CASES[language][3])))
    assert sheet > starts[-1]
    everything = squeezed("".join(texts))
    for question in kit["questions"]:  # no question cut
        assert squeezed(question["question"]) in everything, question["question_id"]
        for follow_up in question["follow_ups"]:
            assert squeezed(follow_up["question"]) in everything
    assert squeezed(HOSTILE) in everything
    assert squeezed(CASES[language][2]) in everything  # the AI-output label
    if language == "en":
        assert "hr.lead" in everything
    if language == "ko":  # the Hangul is drawn from an embedded CJK font (Debian's fonts-noto-cjk), and extracts
        assert b"NotoSansCJK" in pdf.read_bytes()
        assert "지원자요약" in everything

def test_render_writes_markdown_and_refuses_what_is_not_a_kit(tmp_path, capsys):
    source = tmp_path / "kit.json"

    source.write_text(json.dumps(offline_kit("en"), ensure_ascii=False), encoding="utf-8")
    output = tmp_path / "kit.md"
    assert cli(["render", str(source), "--format", "markdown", "--output", str(output)]) == 0
    text = output.read_text(encoding="utf-8")
    assert text.startswith("# Interview kit") and "approved by hr.lead" in text
    (tmp_path / "notes.md").write_text("# not a kit", encoding="utf-8")
    assert cli(["render", str(tmp_path / "notes.md")]) == 2
    assert "not JSON" in capsys.readouterr().err
