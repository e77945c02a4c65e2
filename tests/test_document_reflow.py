"""The same resume as Markdown, as a PDF a word processor exports and as a DOCX gives the same kit.

The PDF and the DOCX are built here from the Markdown file, the way a word processor lays them out: the
PDF with wrapped lines, drawn bullets, a running header and "Page n of m" footers on small pages (so a
bullet breaks across a page); the DOCX with heading styles and list paragraphs.
"""

from __future__ import annotations

import io
import re

import docx
import pytest
from fpdf import FPDF

from graph.extraction.documents import extract_text
from graph.extraction.reflow import reflow_pages
from graph.model.llm import LLMBackend, LLMSettings
from graph.pipeline.context import RunContext
from graph.pipeline.runner import generate_kit
from graph.vocabulary import Document
from tests.conftest import EXAMPLES

OFFLINE = RunContext(llm=LLMBackend.from_settings(LLMSettings(mode="offline")))
RESUME = EXAMPLES / "resume_data_en.md"


def markdown_blocks(text: str) -> list[tuple[str, str]]:
    """(kind, text) per heading ("h1", "h2"), bullet, bold line or paragraph; soft wraps joined."""
    blocks: list[list[str]] = []
    for raw in text.split("\n"):
        line = raw.strip()
        if not line:
            blocks.append(["", ""])
        elif line.startswith("#"):
            blocks.append([f"h{len(line) - len(line.lstrip('#'))}", line.lstrip("#").strip()])
        elif line.startswith("- "):
            blocks.append(["bullet", line[2:]])
        elif line.startswith("**"):
            blocks.append(["bold", line.replace("**", "")])
        elif blocks and blocks[-1][0] in ("bullet", "paragraph"):
            blocks[-1][1] += " " + line
        else:
            blocks.append(["paragraph", line])
    return [(kind, body) for kind, body in blocks if kind]


class ResumePdf(FPDF):
    def __init__(self, name: str) -> None:
        super().__init__(format=(148, 90))  # a small page: three of them, the first bullet broken over two
        self.name = name
        self.set_margins(14, 16, 14)
        self.set_auto_page_break(True, margin=16)

    def header(self) -> None:
        self.set_font("Helvetica", "I", 8)
        self.cell(0, 5, f"{self.name} - Curriculum vitae", align="R", new_x="LMARGIN", new_y="NEXT")

    def footer(self) -> None:
        self.set_y(-12)
        self.set_font("Helvetica", size=8)
        self.cell(0, 5, f"Page {self.page_no()} of {{nb}}", align="C")


def latin(text: str) -> str:
    """Helvetica's characters: the dashes and the middle dot as a PDF's base font can draw them."""
    return text.replace("—", "-").replace("–", "-").replace("·", "|")


def resume_pdf(text: str) -> bytes:
    blocks = markdown_blocks(text)
    pdf = ResumePdf(latin(blocks[0][1].split(" — ")[0]))
    pdf.add_page()
    for kind, body in blocks:
        if kind in ("h1", "h2"):
            pdf.set_font("Helvetica", "B", 14 if kind == "h1" else 11)
            pdf.multi_cell(0, 7, latin(body), new_x="LMARGIN", new_y="NEXT")
        elif kind == "bullet":
            pdf.set_font("zapfdingbats", size=5)
            pdf.cell(5, 5, "l")  # a filled circle, as Word draws a bullet
            pdf.set_font("Helvetica", size=9)
            pdf.multi_cell(0, 5, latin(body), align="L", new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.set_font("Helvetica", "B" if kind == "bold" else "", 9)
            pdf.multi_cell(0, 5, latin(body), align="L", new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def resume_docx(text: str) -> bytes:
    document = docx.Document()
    for kind, body in markdown_blocks(text):
        if kind in ("h1", "h2"):
            document.add_heading(body, level=int(kind[1]))
        elif kind == "bullet":
            document.add_paragraph(body, style="List Bullet")
        elif kind == "bold":
            document.add_paragraph().add_run(body).bold = True
        else:
            document.add_paragraph(body)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def kit_of(filename: str, text: str) -> dict:
    documents = [Document(document_id="resume", kind="resume", filename=filename, text=text)]
    return generate_kit(documents, "Data Scientist", OFFLINE, language="en", session_id="s_formats")


def cited(kit: dict) -> list[tuple[str, str, str]]:
    return [(q["question_id"], q["category"], q["generation_basis"]["evidence"]) for q in kit["questions"]]


@pytest.fixture(scope="module")
def kits() -> dict[str, dict]:
    markdown = RESUME.read_text(encoding="utf-8")
    texts = {"resume.md": extract_text("resume.md", markdown.encode()),
             "resume.pdf": extract_text("resume.pdf", resume_pdf(markdown)),
             "resume.docx": extract_text("resume.docx", resume_docx(markdown))}
    return {name: kit_of(name, text) for name, text in texts.items()} | {"texts": texts}


def test_the_pdf_is_laid_out_as_an_export_is(kits):
    from pypdf import PdfReader

    raw = [page.extract_text() for page in PdfReader(io.BytesIO(resume_pdf(RESUME.read_text("utf-8")))).pages]
    assert len(raw) >= 3
    assert all("Curriculum vitae" in page and re.search(r"Page \d of \d", page) for page in raw)
    # The first bullet wraps, and its second line opens page 2, below the running header.
    assert raw[1].split("\n")[1] == "3,400 stores; cut forecast error (WAPE) from 31% to 22%."


def test_the_pdf_and_the_docx_read_as_the_markdown_does(kits):
    pdf, docx_text = kits["texts"]["resume.pdf"], kits["texts"]["resume.docx"]
    for text in (pdf, docx_text):
        assert "- Led a demand-forecasting model (LightGBM + hierarchical reconciliation) for 3,400 stores; cut " \
               "forecast error (WAPE) from 31% to 22%." in text.split("\n")
        assert "Page 1 of" not in text and "Curriculum vitae" not in text
    assert "## Experience" in docx_text.split("\n")


def test_three_formats_give_kits_citing_the_same_claims(kits):
    markdown = kits["resume.md"]
    assert markdown["status"] == "completed" and len(markdown["questions"]) == 5
    for name in ("resume.pdf", "resume.docx"):
        assert kits[name]["status"] == markdown["status"], name
        assert cited(kits[name]) == cited(markdown), name
        assert [q["question"] for q in kits[name]["questions"]] == [q["question"] for q in markdown["questions"]]


KOREAN_PAGES = [
    "김하늘 — 이력서\n경력\n페이레인(주) — 시니어 백엔드 개발자 (2021.03 ~ 현재)\n"
    "• 결제 승인 API를 Go로 재작성하여 p99 지연 시간을 420ms에서\n180ms로 단축\n"
    "• Amazon SQS와 AWS Lambda 기반 정산 배치 파이프라인 설계, 일 1,200만\n건 처리\n"
    "• 주니어 개발자 4명 멘토링, 코드 리뷰 가이드 작성\n- 1 -",
    "김하늘 — 이력서\n• DynamoDB 단일 테이블 설계로 주문 조회 비용을 월 38% 절감하고,\n"
    "조회 지연 시간도 함께 줄임\n기술\nGo, Java, Spring Boot, Python, AWS(Lambda, SQS, DynamoDB)\n- 2 -",
]


def test_wrapped_korean_bullets_are_joined_and_running_lines_dropped():
    assert reflow_pages(KOREAN_PAGES).split("\n") == [
        "경력",
        "페이레인(주) — 시니어 백엔드 개발자 (2021.03 ~ 현재)",
        "- 결제 승인 API를 Go로 재작성하여 p99 지연 시간을 420ms에서 180ms로 단축",
        "- Amazon SQS와 AWS Lambda 기반 정산 배치 파이프라인 설계, 일 1,200만 건 처리",
        "- 주니어 개발자 4명 멘토링, 코드 리뷰 가이드 작성",
        "- DynamoDB 단일 테이블 설계로 주문 조회 비용을 월 38% 절감하고, 조회 지연 시간도 함께 줄임",
        "기술",
        "Go, Java, Spring Boot, Python, AWS(Lambda, SQS, DynamoDB)",
    ]


@pytest.mark.parametrize("line", ["3", "- 3 -", "Page 3 of 4", "page 3", "3 / 4", "3쪽", "3 페이지"])
def test_page_numbers_are_dropped(line):
    assert reflow_pages([f"- Built a forecasting model for 3,400 stores\n{line}"]) == \
        "- Built a forecasting model for 3,400 stores"


def test_a_docx_list_paragraph_keeps_its_bullet_and_a_heading_its_level():
    document = docx.Document()
    document.add_heading("Experience", level=2)
    document.add_paragraph("Cut forecast error from 31% to 22%", style="List Bullet")
    document.add_paragraph("Reviewed 40 models a quarter", style="List Number")
    document.add_paragraph("A plain paragraph.")
    buffer = io.BytesIO()
    document.save(buffer)
    assert extract_text("cv.docx", buffer.getvalue()).split("\n") == [
        "## Experience", "- Cut forecast error from 31% to 22%", "- Reviewed 40 models a quarter", "A plain paragraph."]


def test_a_dropped_question_is_not_also_said_to_be_kept():
    from types import SimpleNamespace

    from graph.pipeline.nodes.selection import selector
    from graph.pipeline.state import ScoredVersion

    def version(qid: str, revision: int, violations: list[str]) -> dict:
        return ScoredVersion.model_validate({
            "revision": revision, "answer": None, "follow_ups": [],
            "question": {"question_id": qid, "category": "impact_verification", "question": f"{qid}?", "intent": "",
                         "generation_basis": {"document_id": "resume", "evidence": f"{qid} evidence", "reason": "",
                                              "analysis_point": {"type": "strength", "text": ""}}},
            "review": {"verdict": "REJECTED", "reasons": [], "ratings": {}},
            "score": {"total": 40, "breakdown": {}, "violations": violations, "violation_notes": []}}).model_dump()

    state = {"questions": [version(q, 0, [])["question"] for q in ("q1", "q2")],
             "scored_versions": [version("q1", 1, ["FABRICATED_ENTITY"]), version("q2", 2, [])],
             "review_summary": {"low_score_ids": ["q1", "q2"]}}
    runtime = SimpleNamespace(context=SimpleNamespace(pipeline=SimpleNamespace(final_count=5)))
    warnings = {w["code"]: w["message"] for w in selector(state, runtime)["node_warnings"]}

    assert "q1" in warnings["QUESTION_DROPPED"] and "q1" not in warnings["RETRY_LIMIT_REACHED"]
    assert "q2 kept at their best version" in warnings["RETRY_LIMIT_REACHED"]
