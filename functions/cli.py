"""`hr-copilot`: generate an interview kit in-process (DESIGN.md §7)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from functions.bootstrap import bootstrap
from functions.sessions.domain import new_session_id
from graph.extraction.documents import DocumentError, load_documents
from graph.model.llm import LLMSettings
from graph.pipeline.render import kit_to_markdown
from graph.pipeline.runner import generate_kit
from graph.rules.grounding import check_kit, detect_injection

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

    verify = commands.add_parser("verify", help="re-check a kit against the documents; one JSON line per violation")
    verify.add_argument("kit", metavar="KIT.json")
    verify.add_argument("--documents", nargs="+", required=True, metavar="FILE", help="the applicant's documents")
    verify.add_argument("--job-description", metavar="FILE", help="the job description, if any")
    verify.set_defaults(run=_verify)

    serve = commands.add_parser("serve", help="run the whole stack locally (moto, the real handlers)")
    serve.add_argument("--port", type=int, default=8080)
    serve.add_argument("--api-keys", help="key:tenant,… (default: HR_COPILOT_API_KEYS or demo-key:demo-tenant)")
    serve.add_argument("--workers", type=int, default=2, help="concurrent worker pollers (Lambda concurrency)")
    serve.set_defaults(run=_serve)
    return parser


def _generate(args: argparse.Namespace) -> int:
    try:
        documents = load_documents(args.files)
        deps = bootstrap(llm_settings=LLMSettings.from_env(mode=args.llm))
        context = deps.run_context("local")
    except (DocumentError, ValueError) as exc:
        print(f"hr-copilot: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    started = time.perf_counter()

    def progress(event: str, node: str) -> None:
        if event == "finished":
            print(f"  [{time.perf_counter() - started:6.1f}s] {node} done", file=sys.stderr, flush=True)

    kit = generate_kit(documents, args.job, context, session_id=new_session_id(), difficulty=args.difficulty,
                       language=args.language, on_progress=progress)
    print(json.dumps(kit, ensure_ascii=False, indent=2) if args.json else kit_to_markdown(kit))
    return 0 if kit["status"] != "failed" else 1


def _verify(args: argparse.Namespace) -> int:
    """Exit 1 when the kit has violations, 0 when it has none, 2 when the input cannot be read."""
    try:
        kit = json.loads(Path(args.kit).read_text(encoding="utf-8"))
        if not isinstance(kit, dict) or not isinstance(kit.get("questions"), list):
            raise ValueError(f"{Path(args.kit).name}: not an interview kit (no 'questions' list)")
        documents = load_documents(args.documents)
        if args.job_description:
            jd = load_documents([args.job_description])[0]
            documents.append(jd.model_copy(update={"kind": "job_description", "document_id": "job_description"}))
    except (OSError, ValueError, DocumentError) as exc:
        print(f"hr-copilot: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    violations = check_kit(kit, documents) + detect_injection(documents)
    for violation in violations:
        print(json.dumps(violation.model_dump(), ensure_ascii=False))
    return 1 if violations else 0


def _serve(args: argparse.Namespace) -> int:
    from functions.local.serve import serve

    serve(args.port, args.api_keys, args.workers)
    return 0


if __name__ == "__main__":
    sys.exit(main())
