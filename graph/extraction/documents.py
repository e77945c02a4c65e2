"""Text extraction (PDF text layer, DOCX, TXT, MD) and normalisation of applicant documents."""

from __future__ import annotations

import io
import re
import unicodedata
from pathlib import Path

from graph.pipeline.state import Document

SUPPORTED_SUFFIXES = (".txt", ".md", ".markdown", ".pdf", ".docx")
MIN_TEXT_CHARS = 20
MAX_TEXT_CHARS = 100_000  # about 40 pages; more is not a resume, and every character is billed


class DocumentError(ValueError):
    """A document that yields no usable text. The message names the file and why, never its content."""

    def __init__(self, filename: str, reason: str) -> None:
        super().__init__(f"{filename}: {reason}")
        self.filename = filename
        self.reason = reason


def extract_text(filename: str, data: bytes) -> str:
    suffix = Path(filename).suffix.lower()
    if suffix in (".txt", ".md", ".markdown"):
        text = _decode_text(filename, data)
    elif suffix == ".pdf":
        text = _pdf_text(filename, data)
    elif suffix == ".docx":
        text = _docx_text(filename, data)
    else:
        raise DocumentError(filename, f"unsupported file type '{suffix or 'none'}' "
                                      f"(supported: {', '.join(SUPPORTED_SUFFIXES)})")
    text = normalise_text(text)
    if len(text) > MAX_TEXT_CHARS:
        raise DocumentError(filename, f"has {len(text):,} characters of text; the limit is {MAX_TEXT_CHARS:,}")
    if len(text.strip()) < MIN_TEXT_CHARS:
        hint = " (a scanned PDF has no text layer; run OCR first)" if suffix == ".pdf" else ""
        raise DocumentError(filename, f"no usable text found{hint}")
    return text


def normalise_text(text: str) -> str:
    """NFC, unified newlines, no control characters, trailing spaces trimmed."""
    text = unicodedata.normalize("NFC", text).replace("\r\n", "\n").replace("\r", "\n")
    text = "".join(ch for ch in text if ch in "\n\t" or unicodedata.category(ch)[0] != "C")
    lines = [line.rstrip() for line in text.split("\n")]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


def guess_kind(filename: str) -> str:
    name = Path(filename).stem.lower()
    if re.search(r"(^|[_\-\s])(jd|job|posting|채용|공고)", name):
        return "job_description"
    if "portfolio" in name or "포트폴리오" in name:
        return "portfolio"
    if "cover" in name or "자기소개" in name:
        return "cover_letter"
    return "resume"


def load_documents(paths: list[str | Path]) -> list[Document]:
    """Read files into Documents with ids named after their kind: resume, portfolio, resume_2, …"""
    documents: list[Document] = []
    seen: dict[str, int] = {}
    for path in map(Path, paths):
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise DocumentError(path.name, f"cannot be read ({exc.strerror or type(exc).__name__})") from None
        kind = guess_kind(path.name)
        documents.append(Document(document_id=_unique_id(kind, seen), kind=kind, filename=path.name,
                                  text=extract_text(path.name, data)))
    return documents


def _unique_id(kind: str, seen: dict[str, int]) -> str:
    seen[kind] = seen.get(kind, 0) + 1
    return kind if seen[kind] == 1 else f"{kind}_{seen[kind]}"


def _decode_text(filename: str, data: bytes) -> str:
    if b"\x00" in data[:4096] and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise DocumentError(filename, "looks like a binary file, not text")
    for encoding in ("utf-8-sig", "utf-16", "cp949"):
        try:
            return data.decode(encoding)
        except (UnicodeDecodeError, UnicodeError):
            continue
    raise DocumentError(filename, "is not valid UTF-8, UTF-16 or CP949 text")


def _pdf_text(filename: str, data: bytes) -> str:
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(io.BytesIO(data))
        return "\n".join(page.extract_text() or "" for page in reader.pages)
    except (PdfReadError, ValueError, KeyError, TypeError) as exc:
        raise DocumentError(filename, f"is not a readable PDF ({type(exc).__name__})") from None


def _docx_text(filename: str, data: bytes) -> str:
    import zipfile

    import docx

    try:
        document = docx.Document(io.BytesIO(data))
    except (zipfile.BadZipFile, KeyError, ValueError) as exc:
        raise DocumentError(filename, f"is not a readable DOCX file ({type(exc).__name__})") from None
    parts = [paragraph.text for paragraph in document.paragraphs]
    for table in document.tables:
        for row in table.rows:
            parts.append(" | ".join(cell.text for cell in row.cells))
    return "\n".join(parts)
