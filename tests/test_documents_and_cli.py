"""Text extraction and the `hr-copilot generate` command."""

from __future__ import annotations

import io
import json
import re

import docx
import pytest

from functions.cli import main
from graph.extraction.documents import DocumentError, extract_text, guess_kind
from tests.conftest import EXAMPLES
from tests.document_bombs import pdf_file


def pdf_with_text(line: str | None) -> bytes:
    """A one-page PDF; with `line` it has a text layer, without it is like a scan."""
    stream = f"BT /F1 12 Tf 72 720 Td ({line}) Tj ET".encode() if line else b""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    return pdf_file(objects)


def test_pdf_text_layer_is_extracted():
    text = extract_text("cv.pdf", pdf_with_text("Built a payment API in Go serving 1,200 requests per second"))
    assert "payment API in Go" in text


def test_docx_paragraphs_and_tables_are_extracted():
    document = docx.Document()
    document.add_paragraph("Senior engineer at PayLane, 2021 - present")
    table = document.add_table(rows=1, cols=2)
    table.rows[0].cells[0].text = "Go"
    table.rows[0].cells[1].text = "7 years"
    buffer = io.BytesIO()
    document.save(buffer)
    text = extract_text("cv.docx", buffer.getvalue())
    assert "Senior engineer at PayLane" in text and "Go | 7 years" in text


@pytest.mark.parametrize("filename,data,reason", [
    ("empty.md", b"", "no usable text"),
    ("scan.pdf", pdf_with_text(None), "scanned PDF"),
    ("photo.png", b"\x89PNG\r\n\x1a\n", "unsupported file type"),
    ("blob.txt", b"\x00\x01\x02" * 50, "binary"),
    ("broken.docx", b"not a zip", "not a readable DOCX"),
    ("broken.pdf", b"%PDF-1.4 nothing else", "not a readable PDF"),
])
def test_unusable_files_name_the_file_and_the_reason(filename, data, reason):
    with pytest.raises(DocumentError) as error:
        extract_text(filename, data)
    assert str(error.value).startswith(f"{filename}: ")
    assert reason in str(error.value)


def test_kind_is_guessed_from_the_file_name():
    assert [guess_kind(n) for n in ("jd_backend_ko.md", "portfolio.pdf", "cover_letter.docx", "cv.md")] == \
        ["job_description", "portfolio", "cover_letter", "resume"]


def test_generate_prints_a_json_kit(capsys, monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("HR_COPILOT_LLM", raising=False)
    code = main(["generate", str(EXAMPLES / "resume_backend_ko.md"), str(EXAMPLES / "jd_backend_ko.md"),
                 "--job", "백엔드 개발자", "--json"])
    out, err = capsys.readouterr()
    kit = json.loads(out)
    assert code == 0 and kit["status"] == "completed" and len(kit["questions"]) == 5
    assert "offline engine" in err and "reviewer done" in err


def test_generate_prints_markdown_for_hr_staff(capsys):
    code = main(["generate", str(EXAMPLES / "resume_data_en.md"), "--job", "Data Scientist", "--language", "en",
                 "--llm", "offline"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.startswith("# Interview kit — Data Scientist")
    assert re.findall(r"^## (q\d)\. ", out, re.MULTILINE) == ["q1", "q2", "q3", "q4", "q5"]
    assert "## Candidate summary" in out and "**Scoring guide**" in out and "**Follow-ups**" in out


def test_an_unreadable_file_exits_2_without_a_traceback(tmp_path, capsys):
    empty = tmp_path / "resume.pdf"
    empty.write_bytes(pdf_with_text(None))
    code = main(["generate", str(empty), "--job", "x", "--llm", "offline"])
    err = capsys.readouterr().err
    assert code == 2
    assert "resume.pdf: no usable text found" in err and "Traceback" not in err


def test_a_missing_file_exits_2(tmp_path, capsys):
    code = main(["generate", str(tmp_path / "nope.md"), "--job", "x", "--llm", "offline"])
    assert code == 2 and "nope.md: cannot be read" in capsys.readouterr().err
