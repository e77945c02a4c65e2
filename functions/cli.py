"""`hr-copilot`: generate an interview kit in-process (DESIGN.md §7)."""

from __future__ import annotations

import argparse
import json
import sys
import time

from graph.context import RunContext
from graph.documents import DocumentError, load_documents
from graph.llm import LLMBackend, LLMSettings
from graph.render import kit_to_markdown
from graph.runner import generate_kit

EXIT_USAGE = 2


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    return args.run(args)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hr-copilot", description="Interview kits from an applicant's documents.")
    commands = parser.add_subparsers(required=True, metavar="COMMAND")
    generate = commands.add_parser("generate", help="run the pipeline in-process and print the kit")
    generate.add_argument("files", nargs="+", metavar="FILE", help="resume, portfolio, cover letter, job "
                          "description (.txt .md .pdf .docx); a name with 'jd' or 'job' is the job description")
    generate.add_argument("--job", required=True, help="target job, e.g. '백엔드 개발자'")
    generate.add_argument("--difficulty", choices=("easy", "medium", "hard"), default="medium")
    generate.add_argument("--language", choices=("ko", "en"), default="ko")
    generate.add_argument("--llm", choices=("auto", "openai", "offline"), default=None,
                          help="default: HR_COPILOT_LLM, else auto (openai when OPENAI_API_KEY is set)")
    generate.add_argument("--json", action="store_true", help="print the kit as JSON instead of Markdown")
    generate.set_defaults(run=_generate)
    return parser


def _generate(args: argparse.Namespace) -> int:
    try:
        documents = load_documents(args.files)
        settings = LLMSettings.from_env(mode=args.llm)
        backend = LLMBackend.from_settings(settings)
    except (DocumentError, ValueError) as exc:
        print(f"hr-copilot: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    started = time.perf_counter()

    def progress(node: str) -> None:
        print(f"  [{time.perf_counter() - started:6.1f}s] {node} done", file=sys.stderr, flush=True)

    kit = generate_kit(documents, args.job, RunContext(llm=backend), difficulty=args.difficulty,
                       language=args.language, on_progress=progress)
    print(json.dumps(kit, ensure_ascii=False, indent=2) if args.json else kit_to_markdown(kit))
    return 0 if kit["status"] != "failed" else 1


if __name__ == "__main__":
    sys.exit(main())
