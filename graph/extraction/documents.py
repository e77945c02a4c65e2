"""Text extraction (PDF text layer, DOCX, TXT, MD) and normalisation of applicant documents.

A document is untrusted input: a file of a few KB can inflate to gigabytes or keep a parser busy for
minutes. So limits stop the work early, and every failure, whatever raised it, becomes a
DocumentError with a short reason (the API's 400, the session's INVALID_DOCUMENT). The limits, each
a constant with its reason beside it:

- any text: MAX_TEXT_CHARS (100,000) characters, counted while parsing, not after (text.py);
- TXT and MD, read in this process: MAX_TEXT_FILE_BYTES (1 MB);
- PDF and DOCX, parsed in a child process (sandbox.py) that is killed at DEADLINE_SECONDS (5 s) of
  wall-clock time, with an address space of MEMORY_LIMIT_BYTES (256 MB), CPU_LIMIT_SECONDS as a
  backstop, no secrets in its environment and its stderr discarded;
- PDF (parsers.py): MAX_PDF_PAGES (50) pages; MAX_PDF_PAGE_CONTENT_BYTES (1 MB) of inflated
  drawing instructions per page, checked before pypdf parses them;
- DOCX (parsers.py): MAX_DOCX_ZIP_ENTRIES (1,000) files in the zip; word/document.xml of at most
  MAX_DOCX_XML_BYTES (20 MB) by the zip directory, before inflating; MAX_DOCX_XML_ELEMENTS
  (200,000) elements, streamed without building a tree; no DTD."""

from __future__ import annotations

import re
from pathlib import Path

from graph.extraction import sandbox
from graph.extraction.text import MAX_TEXT_CHARS, TOO_MUCH_TEXT, ExtractionError, normalise_text
from graph.vocabulary import Document

SUPPORTED_SUFFIXES = (".txt", ".md", ".markdown", ".pdf", ".docx")
TEXT_SUFFIXES = (".txt", ".md", ".markdown")
MIN_TEXT_CHARS = 20
# 100,000 characters are at most 400 KB of UTF-8 or UTF-16; the rest of a MB leaves room for CRLFs
# and indentation, which normalising drops. Decoding and normalising 1 MB takes about 0.1 s.
MAX_TEXT_FILE_BYTES = 1024 * 1024


class DocumentError(ValueError):
    """A document that yields no usable text. The message names the file and why, never its content."""

    def __init__(self, filename: str, reason: str) -> None:
        super().__init__(f"{filename}: {reason}")
        self.filename = filename
        self.reason = reason


def extract_text(filename: str, data: bytes) -> str:
    """The document's normalised text; DocumentError if it has none, too much, or cannot be read in the limits."""
    suffix = Path(filename).suffix.lower()
    try:
        text = _text(suffix, data)
    except ExtractionError as error:
        raise DocumentError(filename, error.reason) from None
    if len(text) > MAX_TEXT_CHARS:
        raise DocumentError(filename, TOO_MUCH_TEXT)
    stripped = text.strip()
    if len(stripped) < MIN_TEXT_CHARS:
        hint = " (a scanned PDF has no text layer; run OCR first)" if suffix == ".pdf" else ""
        if not stripped:
            raise DocumentError(filename, f"no usable text found{hint}")
        raise DocumentError(filename, f"too short: {len(stripped)} characters; at least {MIN_TEXT_CHARS} are "
                                      f"needed{hint}")
    return text


def _text(suffix: str, data: bytes) -> str:
    if suffix in TEXT_SUFFIXES:
        return normalise_text(_decode_text(data))
    if suffix in (".pdf", ".docx"):
        return sandbox.parse(suffix[1:], data)
    raise ExtractionError(f"unsupported file type '{suffix or 'none'}' (supported: {', '.join(SUPPORTED_SUFFIXES)})")


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


def _decode_text(data: bytes) -> str:
    if len(data) > MAX_TEXT_FILE_BYTES:
        raise ExtractionError(f"is larger than {MAX_TEXT_FILE_BYTES // (1024 * 1024)} MB, too large for a text "
                              f"document (at most {MAX_TEXT_CHARS:,} characters)")
    if b"\x00" in data[:4096] and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise ExtractionError("looks like a binary file, not text")
    for encoding in ("utf-8-sig", "utf-16", "cp949"):
        try:
            return data.decode(encoding)
        except (UnicodeDecodeError, UnicodeError):
            continue
    raise ExtractionError("is not valid UTF-8, UTF-16 or CP949 text")
