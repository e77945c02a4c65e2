"""Small files that expand or stall the parsers are refused with a reason, and quickly (a security finding).

The time bound is generous on purpose, so a loaded machine never fails these tests; how fast each
refusal is, tests/bench_documents.py measures.
"""

from __future__ import annotations

import io
import logging
import time

import docx
import pytest

from graph.extraction import sandbox
from graph.extraction.documents import DocumentError, extract_text
from graph.extraction.text import normalise_text
from tests import document_bombs as bombs

BOUND_SECONDS = 20


def refusal(filename: str, data: bytes) -> str:
    """The reason extract_text gives for refusing the file, after checking it refused it in time."""
    started = time.monotonic()
    with pytest.raises(DocumentError) as error:
        extract_text(filename, data)
    assert time.monotonic() - started < BOUND_SECONDS
    assert type(error.value) is DocumentError and str(error.value).startswith(f"{filename}: ")
    return error.value.reason


def test_a_pdf_page_inflating_to_10_mb_of_text_operators_is_refused_before_pypdf_reads_it():
    data = bombs.pdf_content_bomb(10 * bombs.MB)
    assert len(data) < 64 * 1024
    assert "page 1 of the PDF holds more than 1 MB of drawing instructions" in refusal("bomb.pdf", data)


def test_a_pdf_with_more_pages_than_the_cap_is_refused():
    assert "the PDF has more than 50 pages" in refusal("pages.pdf", bombs.pdf_many_pages(51))


def test_a_pdf_that_keeps_pypdf_busy_is_stopped_at_the_deadline(monkeypatch):
    """10-30 s of pypdf's time unchecked; a deadline of 1 s keeps the test short and the outcome certain."""
    monkeypatch.setattr(sandbox, "DEADLINE_SECONDS", 1)
    data = bombs.pdf_xref_bomb()
    assert len(data) < 64 * 1024
    assert "the PDF could not be parsed within the limits (deadline 1 s)" in refusal("xref.pdf", data)


def test_a_document_larger_than_the_memory_ceiling_is_refused_not_fatal(monkeypatch):
    """The memory ceiling, not the deadline, must stop it: on a loaded machine, handing 256 MB to the child
    can take longer than the 5 s deadline, so the test gives the deadline room (the refusal stays in time)."""
    monkeypatch.setattr(sandbox, "DEADLINE_SECONDS", BOUND_SECONDS - 5)
    data = b"%PDF-1.4\n".ljust(sandbox.MEMORY_LIMIT_BYTES, b"\0")
    assert "the PDF could not be parsed within the limits (memory 256 MB)" in refusal("huge.pdf", data)


def test_text_past_the_cap_stops_the_parse_before_the_rest_of_the_file():
    """The second page is a bomb a full parse would refuse for its size; the character cap comes first."""
    pdf = bombs.pdf_pages([bombs.text_flood(132 * 1024), bombs.text_flood(10 * bombs.MB)], compress=True)
    assert refusal("long.pdf", pdf) == "has more than 100,000 characters of text"
    paragraphs = [bombs.text_paragraph("A" * 1_000)] * 101 + [bombs.PARAGRAPH * 300_000]
    assert refusal("long.docx", bombs.docx_with_body(paragraphs)) == "has more than 100,000 characters of text"


def test_a_docx_of_5_mb_of_empty_paragraphs_is_refused():
    data = bombs.docx_empty_paragraphs(5 * bombs.MB)
    assert len(data) < 100 * 1024
    assert "the DOCX has more than 200,000 XML elements" in refusal("empty.docx", data)


def test_a_docx_of_100_mb_of_empty_paragraphs_is_refused_from_the_zip_directory():
    data = bombs.docx_empty_paragraphs(100 * bombs.MB)
    assert len(data) < 400 * 1024
    assert "the DOCX expands to more than 20 MB" in refusal("empty.docx", data)


def test_a_docx_whose_directory_claims_a_huge_document_is_refused():
    assert "the DOCX expands to more than 20 MB" in refusal("claims.docx", bombs.docx_claiming_size())


def test_a_docx_with_thousands_of_zip_entries_is_refused():
    assert "the DOCX holds more than 1,000 files" in refusal("entries.docx", bombs.docx_many_entries(5_000))


def test_a_docx_declaring_entities_is_refused():
    assert "is not a readable DOCX file (it declares a DTD)" in refusal("laughs.docx", bombs.docx_billion_laughs())


@pytest.mark.parametrize("filename,data,reason", [
    ("limit.pdf", bombs.pdf_bad_tounicode(), "is not a readable PDF (LimitReachedError)"),
    ("filter.pdf", bombs.resume_pdf().replace(b"/FlateDecode", b"/FlateXecode", 1),
     "is not a readable PDF (NotImplementedError)"),
    ("damaged.docx", bombs.docx_damaged(), "is not a readable DOCX file (error)"),
    ("garbage.pdf", bombs.garbage(), "is not a readable PDF"),
    ("garbage.docx", bombs.garbage(), "is not a readable DOCX file"),
])
def test_any_parser_failure_is_a_document_error(filename, data, reason):
    assert reason in refusal(filename, data)


@pytest.mark.parametrize("filename,data,reason", [
    ("locked.pdf", bombs.pdf_encrypted(), "is not a readable PDF (FileNotDecryptedError)"),
    ("empty.pdf", b"", "is not a readable PDF (EmptyFileError)"),
    ("empty.docx", b"", "is not a readable DOCX file (BadZipFile)"),
    ("scan.pdf", bombs.pdf_pages([b""]), "no usable text found (a scanned PDF has no text layer; run OCR first)"),
])
def test_locked_empty_and_scanned_files_keep_their_reasons(filename, data, reason):
    assert refusal(filename, data) == reason


def test_a_text_file_over_1_mb_is_refused_before_decoding():
    assert "is larger than 1 MB" in refusal("long.txt", b"word\n" * 300_000)


def test_a_child_killed_by_a_signal_is_a_document_error(tmp_path, monkeypatch):
    suicide = tmp_path / "python"
    suicide.write_text("#!/bin/sh\nkill -9 $$\n")
    suicide.chmod(0o755)
    monkeypatch.setattr("sys.executable", str(suicide))
    reason = refusal("cv.pdf", bombs.resume_pdf())
    assert reason == "the PDF could not be parsed within the limits (the parser stopped with status -9)"


def test_pypdf_warnings_reach_neither_the_terminal_nor_the_logs(capfd, caplog):
    caplog.set_level(logging.DEBUG)
    assert "payment API in Go" in extract_text("cv.pdf", bombs.pdf_wrong_startxref())
    assert capfd.readouterr().err == "" and caplog.records == []


def test_the_parser_child_gets_the_import_path_and_no_secrets(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-secret")
    assert set(sandbox._child_environment()) == {"PYTHONPATH"}


def test_normal_documents_still_extract():
    pdf = extract_text("cv.pdf", bombs.resume_pdf())
    assert "payment API in Go" in pdf and "zero downtime" in pdf
    text = extract_text("cv.docx", bombs.resume_docx())
    assert text.startswith("# Kim Minjun - Backend engineer\nSenior engineer at PayLane")
    assert text.endswith("Go | 7 years\nPostgreSQL | 9 years")


def markdown_mark(paragraph) -> str:
    """The mark a paragraph's Markdown twin has, from python-docx's reading of its style and numbering."""
    style = paragraph.style.name.lower()
    if style.startswith("heading") or style == "title":
        return "#" * int(style.removeprefix("heading").strip() or 1) + " "
    numbered = paragraph._p.pPr is not None and paragraph._p.pPr.numPr is not None
    return "- " if style.startswith("list") or numbered else ""


def test_a_docx_reads_as_python_docx_reads_it():
    """Body paragraphs, then table rows; in a paragraph its runs' and hyperlinks' text, no deleted text;
    headings and list items marked as Markdown marks them."""
    rich = (b'<w:p><w:r><w:t xml:space="preserve">Name: </w:t><w:tab/><w:t>Kim</w:t><w:br/><w:t>Seoul</w:t>'
            b'<w:br w:type="page"/><w:noBreakHyphen/></w:r><w:hyperlink><w:r><w:t>github.com/kim</w:t></w:r>'
            b'</w:hyperlink><w:del><w:r><w:delText>gone</w:delText></w:r></w:del></w:p>'
            b'<w:sdt><w:sdtContent><w:p><w:r><w:t>in a content control</w:t></w:r></w:p></w:sdtContent></w:sdt>')
    data = bombs.docx_with_body([rich])
    document = docx.Document(io.BytesIO(data))
    rows = [" | ".join(cell.text for cell in row.cells) for table in document.tables for row in table.rows]
    paragraphs = [markdown_mark(p) + p.text if p.text.strip() else p.text for p in document.paragraphs]
    assert extract_text("cv.docx", data) == normalise_text("\n".join(paragraphs + rows))
