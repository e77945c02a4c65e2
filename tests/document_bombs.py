"""Small files that are expensive to parse, and normal documents to compare them with.

Shared by tests/test_document_limits.py and tests/bench_documents.py. Every generator returns bytes
and stays small on disk: the cost is in what the parser expands.
"""

from __future__ import annotations

import io
import itertools
import random
import struct
import zipfile
import zlib
from collections.abc import Callable, Iterable
from typing import IO

import docx
from pypdf import PdfReader, PdfWriter

MB = 1024 * 1024
PARAGRAPH = b"<w:p/>"
RESUME_LINES = [
    "Kim Minjun - Backend engineer", "Senior engineer at PayLane, 2021 - present",
    "Built a payment API in Go serving 1,200 requests per second",
    "Moved settlement batch jobs from cron to Kafka consumers; p99 latency fell from 4 s to 300 ms",
    "Led the PostgreSQL 11 to 15 upgrade with zero downtime using logical replication",
    "Engineer at ShopNow, 2018 - 2021: search indexing in Python and Elasticsearch",
]


# --- PDF ---------------------------------------------------------------------------------------------

def pdf_file(objects: list[bytes]) -> bytes:
    """A PDF of the given object bodies (object 1 is the catalog), with a correct xref table."""
    out, offsets = io.BytesIO(), []
    out.write(b"%PDF-1.4\n")
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    out.writelines(b"%010d 00000 n \n" % offset for offset in offsets)
    out.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref))
    return out.getvalue()


def stream(content: bytes, compress: bool = False) -> bytes:
    if compress:
        content = zlib.compress(content, 9)
        return b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(content) + content + b"\nendstream"
    return b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream"


def pdf_pages(contents: list[bytes], compress: bool = False) -> bytes:
    """One page per content stream, all in Helvetica. Objects: 1 catalog, 2 pages, 3 font, then pairs."""
    first_page = 4
    kids = b" ".join(b"%d 0 R" % (first_page + 2 * i) for i in range(len(contents)))
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>",
               b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, len(contents)),
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    for i, content in enumerate(contents):
        objects.append(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents %d 0 R "
                       b"/Resources << /Font << /F1 3 0 R >> >> >>" % (first_page + 2 * i + 1))
        objects.append(stream(content, compress))
    return pdf_file(objects)


def text_operators(lines: list[str]) -> bytes:
    shown = b"".join(b"(%s) Tj 0 -16 Td\n" % line.encode("latin-1") for line in lines)
    return b"BT /F1 11 Tf 72 740 Td\n" + shown + b"ET"


def resume_pdf() -> bytes:
    """A normal 2-page resume."""
    return pdf_pages([text_operators(RESUME_LINES * 6), text_operators(RESUME_LINES[::-1] * 6)], compress=True)


def text_flood(content_bytes: int) -> bytes:
    """Text operators that show 20 letters each: 10 MB of them keep pypdf busy for over 30 s."""
    operator = b"(AAAAAAAAAAAAAAAAAAAA) Tj\n"
    return b"BT /F1 11 Tf 72 740 Td\n" + operator * (content_bytes // len(operator)) + b"ET"


def pdf_content_bomb(content_bytes: int = 10 * MB) -> bytes:
    """One page whose content stream inflates to `content_bytes` of text operators."""
    return pdf_pages([text_flood(content_bytes)], compress=True)


def pdf_many_pages(pages: int = 500) -> bytes:
    return pdf_pages([text_operators([f"Page {n}"]) for n in range(pages)])


def pdf_xref_bomb(entries: int = 1_990_000) -> bytes:
    """A compressed cross-reference stream just under pypdf's 2,000,000-entry cap: seconds of work, 200 MB."""
    rows = zlib.compress(b"\x01\x00\x00\x00\x0f\x00\x00\x00\x00" * entries, 9)
    head = (b"%PDF-1.5\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
            b"2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n")
    xref = (b"3 0 obj\n<< /Type /XRef /Size %d /W [1 4 4] /Root 1 0 R /Filter /FlateDecode /Length %d >>\n"
            b"stream\n" % (entries, len(rows)) + rows + b"\nendstream\nendobj\n")
    return head + xref + b"startxref\n%d\n%%%%EOF\n" % len(head)


def pdf_bad_tounicode() -> bytes:
    """A font whose /ToUnicode map has a 20-byte source code: pypdf raises LimitReachedError."""
    cmap = b"begincmap 1 beginbfchar <" + b"41" * 20 + b"> <0041> endbfchar endcmap"
    return pdf_file([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                     b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
                     b"/Resources << /Font << /F1 5 0 R >> >> >>",
                     stream(text_operators(RESUME_LINES)),
                     b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 6 0 R >>",
                     stream(cmap)])


def pdf_wrong_startxref() -> bytes:
    """A readable resume whose startxref is off by 5: pypdf recovers, with warnings on its logger."""
    data = resume_pdf()
    at = data.rindex(b"startxref\n") + len(b"startxref\n")
    end = data.index(b"\n", at)
    return data[:at] + b"%d" % (int(data[at:end]) + 5) + data[end:]


def pdf_encrypted() -> bytes:
    """The resume, locked with a user password."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(resume_pdf())))
    writer.encrypt(user_password="secret", algorithm="RC4-128")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def garbage(size: int = 64 * 1024, seed: int = 7) -> bytes:
    return random.Random(seed).randbytes(size)


# --- DOCX --------------------------------------------------------------------------------------------

def resume_docx() -> bytes:
    """A normal 2-page resume with a skills table."""
    document = docx.Document()
    document.add_heading(RESUME_LINES[0], level=1)
    for line in RESUME_LINES[1:] * 8:
        document.add_paragraph(line)
    table = document.add_table(rows=2, cols=2)
    for row, (skill, years) in zip(table.rows, [("Go", "7 years"), ("PostgreSQL", "9 years")], strict=True):
        row.cells[0].text, row.cells[1].text = skill, years
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def docx_with_document(write: Callable[[IO[bytes]], None]) -> bytes:
    """resume_docx() with word/document.xml replaced by what `write` streams (it may be hundreds of MB)."""
    source = zipfile.ZipFile(io.BytesIO(resume_docx()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for info in source.infolist():
            if info.filename != "word/document.xml":
                target.writestr(info, source.read(info))
        with target.open("word/document.xml", "w") as xml:
            write(xml)
    return out.getvalue()


def docx_with_body(chunks: Iterable[bytes]) -> bytes:
    """resume_docx() with the chunks of XML appended to its body."""
    head, tail = zipfile.ZipFile(io.BytesIO(resume_docx())).read("word/document.xml").split(b"<w:sectPr", 1)

    def write(xml: IO[bytes]) -> None:
        xml.write(head)
        for chunk in chunks:
            xml.write(chunk)
        xml.write(b"<w:sectPr" + tail)
    return docx_with_document(write)


def docx_empty_paragraphs(xml_bytes: int) -> bytes:
    block = PARAGRAPH * 100_000
    return docx_with_body(itertools.repeat(block, -(-xml_bytes // len(block))))


def text_paragraph(text: str) -> bytes:
    return b"<w:p><w:r><w:t>%s</w:t></w:r></w:p>" % text.encode()


def docx_claiming_size(size: int = 4_000_000_000) -> bytes:
    """A normal DOCX whose zip directory says word/document.xml inflates to `size` bytes."""
    data = bytearray(resume_docx())
    record = data.rfind(b"word/document.xml") - 46  # the central directory comes last; 46 bytes precede a name
    assert data[record:record + 4] == b"PK\x01\x02"
    data[record + 24:record + 28] = size.to_bytes(4, "little")  # the uncompressed-size field
    return bytes(data)


def docx_many_entries(entries: int = 5_000) -> bytes:
    """A normal DOCX plus `entries` empty files: a zip bomb's shape, cheap to store, costly to list."""
    out = io.BytesIO(resume_docx())
    with zipfile.ZipFile(out, "a") as target:
        for n in range(entries):
            target.writestr(f"x/{n}", b"")
    return out.getvalue()


def docx_damaged() -> bytes:
    """A normal DOCX whose document.xml deflate data starts with 16 bytes of 0xFF: zlib raises, not zipfile."""
    data = bytearray(resume_docx())
    info = zipfile.ZipFile(io.BytesIO(bytes(data))).getinfo("word/document.xml")
    name_length, extra_length = struct.unpack_from("<HH", data, info.header_offset + 26)
    start = info.header_offset + 30 + name_length + extra_length
    data[start:start + 16] = b"\xff" * 16
    return bytes(data)


def docx_billion_laughs() -> bytes:
    """Entities nesting ten deep: a gigabyte of "lol" from a 1 KB document.xml, if a parser expands them."""
    entities = b"".join(b'<!ENTITY l%d "%s">' % (n, b"&l%d;" % (n - 1) * 10) for n in range(1, 10))
    xml = (b'<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY l0 "lol">' + entities + b']>'
           b'<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
           + text_paragraph("&l9;") + b"</w:body></w:document>")
    return docx_with_document(lambda stream: stream.write(xml))
