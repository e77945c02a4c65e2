"""Runs the PDF and DOCX parsers in a child process with a deadline and a memory ceiling.

    parse("pdf", data) -> normalised text, or ExtractionError(reason)

The child is `python -m graph.extraction.sandbox pdf|docx`: the document on stdin, one JSON object on
stdout ({"text": ...} or {"error": reason}). Plain pipes, because Lambda has no /dev/shm for
multiprocessing. The child's stderr (pypdf's warnings, which can quote the document) goes nowhere,
and its environment holds only the import path: no API keys or AWS credentials for a parser fed
untrusted bytes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable

from graph.extraction import parsers
from graph.extraction.text import ExtractionError

# Wall clock, child start-up included (~0.2 s, more on a small Lambda). A resume takes well under a
# second; the API answers within 29 s and may hold up to 10 documents.
DEADLINE_SECONDS = 5
# Address space of the child. Python with pypdf takes 45 MB before reading anything, and within the
# caps a parse adds tens of MB; the API and ingest Lambdas have 512 MB for the caller and child together.
MEMORY_LIMIT_BYTES = 256 * 1024 * 1024
# CPU seconds, for a child left behind when the caller dies before the deadline can kill it.
CPU_LIMIT_SECONDS = DEADLINE_SECONDS + 1

LABELS = {"pdf": "PDF", "docx": "DOCX"}
UNREADABLE = {"pdf": "is not a readable PDF", "docx": "is not a readable DOCX file"}
PARSERS = {"pdf": parsers.pdf_text, "docx": parsers.docx_text}


def parse(kind: str, data: bytes) -> str:
    """The text of a "pdf" or "docx"; ExtractionError for anything the document causes. An OSError from
    starting the child is not about the document: it propagates, so the API answers 5xx and the queue retries."""
    try:
        child = subprocess.run([sys.executable, "-m", "graph.extraction.sandbox", kind], input=data,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=_child_environment(),
                               timeout=DEADLINE_SECONDS, check=False)
    except subprocess.TimeoutExpired:  # run() has killed the child
        raise ExtractionError(f"the {LABELS[kind]} could not be parsed within the limits "
                              f"(deadline {DEADLINE_SECONDS} s)") from None
    reply = _reply(kind, child)
    if "error" in reply:
        raise ExtractionError(reply["error"])
    return reply["text"]


def _child_environment() -> dict[str, str]:
    return {"PYTHONPATH": os.pathsep.join(path for path in sys.path if path)}


def _reply(kind: str, child: subprocess.CompletedProcess) -> dict:
    """The child's JSON reply; a child killed by a limit (or crashed) has none, and that is a reason too."""
    try:
        reply = json.loads(child.stdout) if child.returncode == 0 else None
    except ValueError:
        reply = None
    if isinstance(reply, dict) and any(isinstance(reply.get(key), str) for key in ("text", "error")):
        return reply
    return {"error": f"the {LABELS[kind]} could not be parsed within the limits "
                     f"(the parser stopped with status {child.returncode})"}


# --- the child ---------------------------------------------------------------------------------------

def main(kind: str) -> None:
    _limit_resources()  # before reading a byte of the document
    reply = _child_reply(kind, sys.stdin.buffer.read)
    sys.stdout.buffer.write(json.dumps(reply).encode())


def _limit_resources() -> None:
    # Set here rather than in Popen's preexec_fn, which is unsafe in a process with threads (the
    # worker and the API have some) and keeps subprocess from using vfork. Imported here: Windows
    # has no `resource`, and importing this module there must still work for TXT and MD.
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT_BYTES, MEMORY_LIMIT_BYTES))
    resource.setrlimit(resource.RLIMIT_CPU, (CPU_LIMIT_SECONDS, CPU_LIMIT_SECONDS + 1))


def _child_reply(kind: str, read: Callable[[], bytes]) -> dict[str, str]:
    """The text of the document `read()` returns, or why there is none; reading is inside the limits too."""
    try:
        return {"text": PARSERS[kind](read())}
    except ExtractionError as error:
        return {"error": error.reason}
    except MemoryError:
        return {"error": f"the {LABELS[kind]} could not be parsed within the limits "
                         f"(memory {MEMORY_LIMIT_BYTES // parsers.MB} MB)"}
    except Exception as error:  # any parser failure is a reason; its message may quote the file
        return {"error": f"{UNREADABLE[kind]} ({type(error).__name__})"}


if __name__ == "__main__":
    main(sys.argv[1])
