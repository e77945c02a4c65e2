"""PDF and DOCX text under caps that stop the parse early; runs in the sandbox child, never in the API.

Each cap raises ExtractionError with a reason; any other exception means the file is damaged and the
child reports it by type. The text returned is normalised and at most MAX_TEXT_CHARS long, with the
structure a Markdown file of the same document has: one line per bullet ("- …"), paragraph and
heading (a PDF's wrapped lines re-flowed, reflow.py; a DOCX's list paragraphs and headings marked).
"""

from __future__ import annotations

import io
import re
import zipfile
from xml.parsers import expat

from graph.extraction.reflow import reflow_pages
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
    pages = [budget.take(normalise_text(_page_text(number, page))) for number, page in enumerate(reader.pages, start=1)]
    return normalise_text(reflow_pages(pages))


def _page_text(number: int, page) -> str:
    content = page.get_contents()  # inflated, not yet parsed into operators
    if content is not None and len(content.get_data()) > MAX_PDF_PAGE_CONTENT_BYTES:
        raise ExtractionError(f"page {number} of the PDF holds more than {MAX_PDF_PAGE_CONTENT_BYTES // MB} MB "
                              "of drawing instructions")
    return page.extract_text() or ""


def docx_text(data: bytes) -> str:
    """Body paragraphs — list items as "- …", headings as "# …" — then table rows as "cell | cell", as
    python-docx reads them, streamed from the zip."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        if len(archive.infolist()) > MAX_DOCX_ZIP_ENTRIES:
            raise ExtractionError(f"the DOCX holds more than {MAX_DOCX_ZIP_ENTRIES:,} files")
        reader = _DocxReader(_docx_style_names(archive))
        with _docx_part(archive, "word/document.xml") as xml:
            reader.feed(xml)
    return normalise_text("\n".join(reader.paragraphs + reader.rows))


def _docx_part(archive: zipfile.ZipFile, name: str) -> io.BufferedIOBase:
    info = archive.getinfo(name)
    if info.file_size > MAX_DOCX_XML_BYTES:
        raise ExtractionError(f"the DOCX expands to more than {MAX_DOCX_XML_BYTES // MB} MB")
    return archive.open(info)


def _docx_style_names(archive: zipfile.ZipFile) -> dict[str, str]:
    """Style id → built-in name ("Heading2" or a translated id → "heading 2"): Word writes the English
    built-in names in styles.xml whatever the language of its interface."""
    if "word/styles.xml" not in archive.namelist():
        return {}
    reader = _StyleReader()
    with _docx_part(archive, "word/styles.xml") as xml:
        _parse(xml, reader)
    return reader.names


W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main "  # expat joins namespace and name with " "
BODY_PARAGRAPH = ("document", "body", "p")
ROW = ("document", "body", "tbl", "tr")
CELL = (*ROW, "tc")
CELL_PARAGRAPH = (*CELL, "p")
RUN_PARENTS = (("r",), ("hyperlink", "r"))  # below a paragraph; python-docx reads no other runs
RUN_TEXT = {"tab": "\t", "ptab": "\t", "cr": "\n", "noBreakHyphen": "-"}


PARAGRAPH_STYLE = (*BODY_PARAGRAPH, "pPr", "pStyle")
PARAGRAPH_NUMBERING = (*BODY_PARAGRAPH, "pPr", "numPr")
HEADING_STYLE = re.compile(r"heading ([1-6])|(title)")


def _parse(xml: io.BufferedIOBase, reader: "_StyleReader | _DocxReader") -> None:
    """Stream the part through expat into the reader's handlers; a DTD is refused, elements counted."""
    parser = expat.ParserCreate(namespace_separator=" ")
    parser.buffer_text = True
    parser.StartElementHandler, parser.EndElementHandler = reader.start, reader.end
    parser.CharacterDataHandler = reader.data
    parser.StartDoctypeDeclHandler = _refuse_doctype
    while chunk := xml.read(64 * 1024):
        parser.Parse(chunk, False)
    parser.Parse(b"", True)


class _ElementCount:
    def __init__(self) -> None:
        self.elements = 0

    def count(self) -> None:
        self.elements += 1
        if self.elements > MAX_DOCX_XML_ELEMENTS:
            raise ExtractionError(f"the DOCX has more than {MAX_DOCX_XML_ELEMENTS:,} XML elements")


class _StyleReader(_ElementCount):
    """styles.xml: each w:style's w:styleId and the w:val of its w:name."""

    def __init__(self) -> None:
        super().__init__()
        self.names: dict[str, str] = {}
        self.style_id = ""

    def start(self, name: str, attributes: dict[str, str]) -> None:
        self.count()
        local = name.removeprefix(W)
        if local == "style":
            self.style_id = attributes.get(W + "styleId", "")
        elif local == "name" and self.style_id:
            self.names[self.style_id] = attributes.get(W + "val", "").casefold()

    def end(self, name: str) -> None:
        if name.removeprefix(W) == "style":
            self.style_id = ""

    def data(self, text: str) -> None:
        pass


class _DocxReader(_ElementCount):
    """Collects paragraph and table-row text from expat events, without building a tree.

    The paths are python-docx's: paragraphs directly in the body, rows of tables directly in the body,
    and in a paragraph the w:t, w:tab, w:br, … of its runs and of its hyperlinks' runs. Unlike
    python-docx, a merged cell is read once, not once per grid column or row it spans. A body
    paragraph that is a list item (numbered, or of a list style) is written "- …", a heading "#… …".
    """

    def __init__(self, style_names: dict[str, str] | None = None) -> None:
        super().__init__()
        self.style_names = style_names or {}
        self.budget = TextBudget()
        self.mark = ""  # the Markdown mark of the body paragraph being read
        self.path: list[str] = []
        self.paragraph: list[str] | None = None
        self.paragraph_depth = 0
        self.in_text = False
        self.cell: list[str] = []
        self.row: list[str] = []
        self.paragraphs: list[str] = []
        self.rows: list[str] = []

    def feed(self, xml: io.BufferedIOBase) -> None:
        _parse(xml, self)

    def start(self, name: str, attributes: dict[str, str]) -> None:
        self.count()
        local = name.removeprefix(W)
        self.path.append(local)
        path = tuple(self.path)
        if path in (BODY_PARAGRAPH, CELL_PARAGRAPH):
            self.paragraph, self.paragraph_depth, self.mark = [], len(path), ""
        elif path == PARAGRAPH_STYLE:
            self.mark = _style_mark(self.style_names.get(attributes.get(W + "val", ""), ""))
        elif path == PARAGRAPH_NUMBERING:
            self.mark = self.mark or "- "  # a numbered heading stays a heading
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
            text = "".join(self.paragraph)
            self.paragraphs.append(self.budget.take(self.mark + text if text.strip() else text))
            self.paragraph = None
        elif path == CELL_PARAGRAPH:
            self.cell.append("".join(self.paragraph))
            self.paragraph = None
        elif path == CELL:
            self.row.append("\n".join(self.cell))
        elif path == ROW:
            self.rows.append(self.budget.take(" | ".join(self.row)))


def _style_mark(style_name: str) -> str:
    heading = HEADING_STYLE.fullmatch(style_name)
    if heading:
        return "#" * int(heading.group(1) or 1) + " "
    return "- " if style_name.startswith("list") else ""


def _run_text(local: str, attributes: dict[str, str]) -> str:
    if local == "br":  # a line break; page and column breaks have no text
        return "\n" if attributes.get(W + "type", "textWrapping") == "textWrapping" else ""
    return RUN_TEXT.get(local, "")


def _refuse_doctype(*_: object) -> None:
    # WordprocessingML has no DTD; one in document.xml is only there for entity expansion tricks.
    raise ExtractionError("is not a readable DOCX file (it declares a DTD)")
