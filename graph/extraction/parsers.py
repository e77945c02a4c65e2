"""PDF and DOCX text under caps that stop the parse early; runs in the sandbox child, never in the API.

Each cap raises ExtractionError with a reason; any other exception means the file is damaged and the
child reports it by type. The text returned is normalised and at most MAX_TEXT_CHARS long.
"""

from __future__ import annotations

import io
import zipfile
from xml.parsers import expat

from graph.extraction.text import ExtractionError, TextBudget, normalise_text

MB = 1024 * 1024
MAX_PDF_PAGES = 50  # a resume plus portfolio; MAX_TEXT_CHARS is about 40 pages of text anyway
# A dense page of text is 10-100 KB of drawing instructions. pypdf needs about a second per MB of
# them (more on a small Lambda, and growing faster than the size), so a bigger page cannot be read
# within the deadline: refuse it before pypdf starts.
MAX_PDF_PAGE_CONTENT_BYTES = 1 * MB
MAX_DOCX_ZIP_ENTRIES = 1_000  # Word writes about 15 parts plus one per image; zip bombs hold thousands
# Read from the zip directory before inflating anything; zipfile never inflates past the size it
# declares. A 40-page resume's document.xml is 1-2 MB.
MAX_DOCX_XML_BYTES = 20 * MB
# What document.xml is parsed into: a 40-page resume has about 50,000 elements; a file of empty
# paragraphs packs a million into 5 MB, and each costs the streaming parser 1-2 microseconds.
MAX_DOCX_XML_ELEMENTS = 200_000


def pdf_text(data: bytes) -> str:
    from pypdf import PdfReader  # here, not at the top: a DOCX child does not pay for importing pypdf

    reader = PdfReader(io.BytesIO(data))
    if len(reader.pages) > MAX_PDF_PAGES:
        raise ExtractionError(f"the PDF has more than {MAX_PDF_PAGES} pages")
    budget = TextBudget()
    pages = [budget.take(_page_text(number, page)) for number, page in enumerate(reader.pages, start=1)]
    return normalise_text("\n".join(pages))


def _page_text(number: int, page) -> str:
    content = page.get_contents()  # inflated, not yet parsed into operators
    if content is not None and len(content.get_data()) > MAX_PDF_PAGE_CONTENT_BYTES:
        raise ExtractionError(f"page {number} of the PDF holds more than {MAX_PDF_PAGE_CONTENT_BYTES // MB} MB "
                              "of drawing instructions")
    return page.extract_text() or ""


def docx_text(data: bytes) -> str:
    """Body paragraphs, then table rows as "cell | cell", as python-docx reads them, streamed from the zip."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        if len(archive.infolist()) > MAX_DOCX_ZIP_ENTRIES:
            raise ExtractionError(f"the DOCX holds more than {MAX_DOCX_ZIP_ENTRIES:,} files")
        info = archive.getinfo("word/document.xml")
        if info.file_size > MAX_DOCX_XML_BYTES:
            raise ExtractionError(f"the DOCX expands to more than {MAX_DOCX_XML_BYTES // MB} MB")
        reader = _DocxReader()
        with archive.open(info) as xml:
            reader.feed(xml)
    return normalise_text("\n".join(reader.paragraphs + reader.rows))


W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main "  # expat joins namespace and name with " "
BODY_PARAGRAPH = ("document", "body", "p")
ROW = ("document", "body", "tbl", "tr")
CELL = (*ROW, "tc")
CELL_PARAGRAPH = (*CELL, "p")
RUN_PARENTS = (("r",), ("hyperlink", "r"))  # below a paragraph; python-docx reads no other runs
RUN_TEXT = {"tab": "\t", "ptab": "\t", "cr": "\n", "noBreakHyphen": "-"}


class _DocxReader:
    """Collects paragraph and table-row text from expat events, without building a tree.

    The paths are python-docx's: paragraphs directly in the body, rows of tables directly in the body,
    and in a paragraph the w:t, w:tab, w:br, … of its runs and of its hyperlinks' runs. Unlike
    python-docx, a merged cell is read once, not once per grid column or row it spans.
    """

    def __init__(self) -> None:
        self.budget = TextBudget()
        self.elements = 0
        self.path: list[str] = []
        self.paragraph: list[str] | None = None
        self.paragraph_depth = 0
        self.in_text = False
        self.cell: list[str] = []
        self.row: list[str] = []
        self.paragraphs: list[str] = []
        self.rows: list[str] = []

    def feed(self, xml: io.BufferedIOBase) -> None:
        parser = expat.ParserCreate(namespace_separator=" ")
        parser.buffer_text = True
        parser.StartElementHandler, parser.EndElementHandler = self.start, self.end
        parser.CharacterDataHandler = self.data
        parser.StartDoctypeDeclHandler = _refuse_doctype
        while chunk := xml.read(64 * 1024):
            parser.Parse(chunk, False)
        parser.Parse(b"", True)

    def start(self, name: str, attributes: dict[str, str]) -> None:
        self.elements += 1
        if self.elements > MAX_DOCX_XML_ELEMENTS:
            raise ExtractionError(f"the DOCX has more than {MAX_DOCX_XML_ELEMENTS:,} XML elements")
        local = name.removeprefix(W)
        self.path.append(local)
        path = tuple(self.path)
        if path in (BODY_PARAGRAPH, CELL_PARAGRAPH):
            self.paragraph, self.paragraph_depth = [], len(path)
        elif path == ROW:
            self.row = []
        elif path == CELL:
            self.cell = []
        elif self.paragraph is not None and path[self.paragraph_depth:-1] in RUN_PARENTS:
            self.in_text = local == "t"
            self.paragraph.append(_run_text(local, attributes))

    def data(self, text: str) -> None:
        if self.in_text:
            self.paragraph.append(text)

    def end(self, name: str) -> None:
        path = tuple(self.path)
        self.path.pop()
        self.in_text = False
        if path == BODY_PARAGRAPH:
            self.paragraphs.append(self.budget.take("".join(self.paragraph)))
            self.paragraph = None
        elif path == CELL_PARAGRAPH:
            self.cell.append("".join(self.paragraph))
            self.paragraph = None
        elif path == CELL:
            self.row.append("\n".join(self.cell))
        elif path == ROW:
            self.rows.append(self.budget.take(" | ".join(self.row)))


def _run_text(local: str, attributes: dict[str, str]) -> str:
    if local == "br":  # a line break; page and column breaks have no text
        return "\n" if attributes.get(W + "type", "textWrapping") == "textWrapping" else ""
    return RUN_TEXT.get(local, "")


def _refuse_doctype(*_: object) -> None:
    # WordprocessingML has no DTD; one in document.xml is only there for entity expansion tricks.
    raise ExtractionError("is not a readable DOCX file (it declares a DTD)")
