"""`hr-copilot`: generate an interview kit in-process."""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import time
import warnings
from collections import Counter
from pathlib import Path
from typing import get_args

from functions.bootstrap import bootstrap
from functions.sessions.domain import new_session_id
from functions.sessions.jobs import new_job_id
from graph.extraction.documents import DocumentError, guess_kind, load_documents
from graph.model.llm import LLMSettings
from graph.pipeline import fairness
from graph.pipeline.fairness import MAX_VARIANTS
from graph.pipeline.plans.state import (
    DEFAULT_CORE_QUESTIONS,
    MAX_CORE_QUESTIONS,
    MIN_CORE_QUESTIONS,
    JobPlan,
    JobPlanRef,
    parse_framework,
)
from graph.pipeline.render import kit_to_markdown
from graph.pipeline.runner import generate_kit
from graph.vocabulary import Document, DocumentKind, Profile
from graph.rules import detect_injection, verify_kit

EXIT_USAGE = 2
DEFAULT_TENANT = "demo-tenant"  # the tenant of serve's default API key (functions/local/serve.py)
# --resume FILE, --job-description FILE, …: the kind each flag declares.
DECLARED_KINDS = ("resume", "job_description", "portfolio", "cover_letter")


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    with warnings.catch_warnings():
        if not sys.warnoptions:  # third-party warnings (pypdf, LangChain) are not the user's business; -W shows them
            warnings.simplefilter("ignore")
        logging.getLogger("pypdf").setLevel(logging.ERROR)
        return args.run(args)


def package_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("hr-copilot")
    except PackageNotFoundError:
        return "unknown (not installed; pip install -e .)"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hr-copilot", description="Interview kits from an applicant's documents.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {package_version()}")
    commands = parser.add_subparsers(required=True, metavar="COMMAND")
    generate = commands.add_parser("generate", help="run the pipeline in-process and print the kit")
    generate.add_argument("files", nargs="*", metavar="FILE", help="documents whose kind is guessed from the "
                          "name (.txt .md .pdf .docx): 'jd', 'job' or '채용' is the job description, 'portfolio' a "
                          "portfolio, 'cover' a cover letter, anything else a resume; declare it with the flags below")
    for kind in DECLARED_KINDS:
        flag = kind.replace("_", "-")
        generate.add_argument(f"--{flag}", action="append", default=[], metavar="FILE", dest=kind,
                              help=f"a {kind.replace('_', ' ')} (repeatable)")
    generate.add_argument("--job", required=True, help="target job, e.g. '백엔드 개발자'")
    generate.add_argument("--difficulty", choices=("easy", "medium", "hard"), default="medium")
    generate.add_argument("--language", choices=("ko", "en"), default=None,
                          help="the kit's language (default: the applicant's documents' language, detected: "
                               "Korean when a fifth of their letters are Hangul, else English)")
    generate.add_argument("--profile", choices=get_args(Profile), default="default",
                          help="the interview's focus (default: default, a balanced kit)")
    generate.add_argument("--output", "-o", metavar="FILE", help="write the kit to FILE instead of stdout")
    generate.add_argument("--llm", choices=("auto", "openai", "offline"), default=None,
                          help="default: HR_COPILOT_LLM, else auto (openai when OPENAI_API_KEY is set)")
    generate.add_argument("--json", action="store_true", help="print the kit as JSON instead of Markdown")
    generate.add_argument("--plan", metavar="PLAN.json",
                          help="a job plan (hr-copilot plan --json, or GET /v1/jobs/{id}): the kit carries its core "
                               "questions and ties its probes to the plan's competencies")
    generate.set_defaults(run=_generate)

    verify = commands.add_parser("verify", help="re-check a kit against the documents; one JSON line per violation")
    verify.add_argument("kit", metavar="KIT.json")
    verify.add_argument("--documents", nargs="+", required=True, metavar="FILE", help="the applicant's documents")
    verify.add_argument("--job-description", metavar="FILE", help="the job description, if any")
    verify.set_defaults(run=_verify)

    audit = commands.add_parser(
        "audit-fairness", help="run the kit for identity variants of a resume and report what differs",
        description="Builds identity variants of RESUME (other names across gender and origin, birth years, gender, "
                    "nationality and marital lines; nothing else changed), runs the kit for each and reports what "
                    "differs between them: questions, evidence, verdicts, scores, follow-ups, summary points. "
                    "Exit 0 when every variant got the same kit, 1 when one differs, 2 on bad input.")
    audit.add_argument("resume", metavar="RESUME")
    audit.add_argument("--job", default="", help="target job (default: none given)")
    audit.add_argument("--job-description", metavar="FILE", help="the job description, if any")
    audit.add_argument("--variants", type=int, default=4, metavar="N",
                       help=f"identity variants to run, 2–{MAX_VARIANTS} (default 4)")
    audit.add_argument("--without-blinding", action="store_true",
                       help="let the model read the identity (to see what it does to the kit; never the service's way)")
    audit.add_argument("--llm", choices=("auto", "openai", "offline"), default=None,
                       help="default: HR_COPILOT_LLM, else auto (openai when OPENAI_API_KEY is set)")
    audit.add_argument("--json", action="store_true", help="print the report as JSON")
    audit.set_defaults(run=_audit_fairness)
    plan = commands.add_parser(
        "plan", help="build a structured-interview plan for a job: competencies and core questions",
        description="Builds a job plan from the job description (and the tenant's own competency framework): "
                    "3–8 competencies, each with the job description lines it comes from, and core questions asked "
                    "of every candidate, each with an anchored 1/3/5 rating scale and follow-ups, reviewed "
                    "independently. Exit 0 with a plan, 1 when no plan could be made, 2 on bad input.")
    plan.add_argument("--job-description", required=True, metavar="FILE",
                      help="the job description (.md .txt .pdf .docx)")
    plan.add_argument("--job", required=True, help="the job's title, e.g. '백엔드 개발자'")
    plan.add_argument("--competencies", metavar="FILE",
                      help='the tenant\'s competency framework: a JSON list of {"name", "definition"}')
    plan.add_argument("--core-questions", type=int, default=DEFAULT_CORE_QUESTIONS, metavar="N",
                      help=f"core questions, {MIN_CORE_QUESTIONS}–{MAX_CORE_QUESTIONS} "
                           f"(default {DEFAULT_CORE_QUESTIONS})")
    plan.add_argument("--language", choices=("ko", "en"), default=None,
                      help="the plan's language (default: the job description's)")
    plan.add_argument("--llm", choices=("auto", "openai", "offline"), default=None,
                      help="default: HR_COPILOT_LLM, else auto (openai when OPENAI_API_KEY is set)")
    plan.add_argument("--json", action="store_true", help="print the plan as JSON instead of Markdown")
    plan.add_argument("--output", "-o", metavar="FILE", help="write the plan to FILE instead of stdout")
    plan.set_defaults(run=_plan)

    render = commands.add_parser("render", help="print a JSON kit as a printable HTML page or as Markdown")
    render.add_argument("kit", metavar="KIT.json")
    render.add_argument("--format", choices=("html", "markdown"), default="html",
                        help="html: self-contained, one question per printed page, a scorecard sheet (default)")
    render.add_argument("--output", "-o", metavar="FILE", help="write it to FILE instead of stdout")
    render.set_defaults(run=_render)

    serve = commands.add_parser("serve", help="run the whole stack locally (moto, the real handlers)")
    serve.add_argument("--port", type=int, default=8080)
    serve.add_argument("--api-keys", help="key:tenant,… (default: HR_COPILOT_API_KEYS or demo-key:demo-tenant)")
    serve.add_argument("--workers", type=int, default=2, help="concurrent worker pollers (Lambda concurrency)")
    serve.add_argument("--aws-port", type=int, default=0, metavar="PORT",
                       help="port of the emulated AWS (moto), for a fixed --endpoint-url (default: a free one)")
    serve.add_argument("--allow-http-callbacks", action="store_true",
                       help="let callback_url be http://127.0.0.1:PORT/… (this local stack only; off by default)")
    serve.add_argument("--webhook-receiver", type=int, metavar="PORT",
                       help="receive webhooks on http://127.0.0.1:PORT/hooks and print each delivery with its "
                            "signature check (implies --allow-http-callbacks)")
    serve.set_defaults(run=_serve)

    drop = commands.add_parser("drop", help="upload a file to the local stack's S3 drop and print its session id",
                               description="Upload FILE under incoming/{tenant}/ of the local stack's documents "
                               "bucket (hr-copilot serve), as an integrator's S3 drop does, and print the id of the "
                               "session ingest makes of it. Uses the emulated AWS's dummy credentials.")
    drop.add_argument("file", metavar="FILE")
    drop.add_argument("--job", required=True, help="target job (x-amz-meta-target-job)")
    drop.add_argument("--kind", choices=get_args(DocumentKind), default="resume",
                      help="what the file is (x-amz-meta-kind; default: resume)")
    drop.add_argument("--tenant", default=DEFAULT_TENANT, help=f"default: {DEFAULT_TENANT} (serve's default key)")
    drop.add_argument("--endpoint", metavar="URL",
                      help="the emulated AWS that serve prints (default: AWS_ENDPOINT_URL)")
    drop.add_argument("--bucket", default=None, help="default: the local stack's documents bucket")
    drop.add_argument("--language", choices=("ko", "en"), default=None,
                      help="the kit's language (default: the document's language)")
    drop.add_argument("--difficulty", choices=("easy", "medium", "hard"), default=None)
    drop.add_argument("--callback-url", metavar="URL", help="webhook when the kit is ready (x-amz-meta-callback-url)")
    drop.set_defaults(run=_drop)
    return parser


def _generate(args: argparse.Namespace) -> int:
    if not args.files and not any(getattr(args, kind) for kind in DECLARED_KINDS):
        print("hr-copilot: error: give at least one FILE, or a flag such as --resume FILE", file=sys.stderr)
        return EXIT_USAGE
    try:
        documents = declared_documents(args)
        job_plan = read_plan(Path(args.plan)) if args.plan else None
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
                       language=args.language, prompt_profile=args.profile, on_progress=progress, job_plan=job_plan)
    text = json.dumps(kit, ensure_ascii=False, indent=2) if args.json else kit_to_markdown(kit)
    if not write_out(text, args.output, kit_summary(kit)):
        return EXIT_USAGE
    return 0 if kit["status"] != "failed" else 1


def _plan(args: argparse.Namespace) -> int:
    from graph.pipeline.plans.graph import build_plan, plan_input_of
    from graph.pipeline.plans.render import plan_to_markdown

    if not MIN_CORE_QUESTIONS <= args.core_questions <= MAX_CORE_QUESTIONS:
        return _usage_error(f"--core-questions: between {MIN_CORE_QUESTIONS} and {MAX_CORE_QUESTIONS}")
    try:
        [job_description] = load_documents([args.job_description])
        framework = parse_framework(read_json(Path(args.competencies))) if args.competencies else []
        context = bootstrap(llm_settings=LLMSettings.from_env(mode=args.llm)).run_context("local")
    except (DocumentError, ValueError) as exc:
        return _usage_error(str(exc))
    graph_input = plan_input_of(new_job_id(), args.job, job_description.text, language=args.language,
                                framework=framework, core_question_count=args.core_questions)
    plan = build_plan(graph_input, context)
    text = json.dumps(plan, ensure_ascii=False, indent=2) if args.json else plan_to_markdown(plan)
    summary = (f"{plan['status']} plan, {len(plan['competencies'])} competencies, "
               f"{len(plan['core_questions'])} core questions")
    if not write_out(text, args.output, summary):
        return EXIT_USAGE
    return 0 if plan["status"] != "failed" else 1


def _audit_fairness(args: argparse.Namespace) -> int:
    if not 2 <= args.variants <= MAX_VARIANTS:
        return _usage_error(f"--variants: between 2 and {MAX_VARIANTS}")
    try:
        [resume] = load_documents([args.resume])
        documents = [resume.model_copy(update={"kind": "resume", "document_id": "resume"})]
        if args.job_description:
            [jd] = load_documents([args.job_description])
            documents.append(jd.model_copy(update={"kind": "job_description", "document_id": "job_description"}))
        context = bootstrap(llm_settings=LLMSettings.from_env(mode=args.llm)).run_context("local")
    except (DocumentError, ValueError) as exc:
        return _usage_error(str(exc))
    context.blind_input = not args.without_blinding
    session_id = new_session_id()  # one for every variant: the same fence, so only the documents differ

    def run_kit(index: int, variant_documents: list[Document]) -> dict:
        print(f"  variant {index + 1} of {args.variants} …", file=sys.stderr, flush=True)
        return generate_kit(variant_documents, args.job, context, session_id=session_id)

    report = fairness.audit(documents, args.variants, run_kit, blind_input=context.blind_input)
    print(json.dumps(report.model_dump(), ensure_ascii=False, indent=2) if args.json else fairness.render(report))
    return 0 if report.verdict == "identical" else 1


def write_out(text: str, output: str | None, summary: str) -> bool:
    """The text to FILE (saying so, with its summary, on stderr) or to stdout; False when FILE cannot be written."""
    if not output:
        print(text)
        return True
    try:
        Path(output).write_text(text + "\n", encoding="utf-8")
    except OSError as exc:
        print(f"hr-copilot: error: {output}: cannot be written ({exc.strerror or type(exc).__name__})", file=sys.stderr)
        return False
    print(f"{output}: {summary}", file=sys.stderr)
    return True


def kit_summary(kit: dict) -> str:
    return f"{kit['status']} kit, {len(kit.get('questions', []))} questions"


def _render(args: argparse.Namespace) -> int:
    """Exit 0 once written, 2 when the kit cannot be read or the output written."""
    from graph.pipeline.printed import kit_to_html

    try:
        kit = read_kit(Path(args.kit))
    except ValueError as exc:
        return _usage_error(str(exc))
    text = kit_to_html(kit) if args.format == "html" else kit_to_markdown(kit)
    return 0 if write_out(text, args.output, kit_summary(kit)) else EXIT_USAGE


def declared_documents(args: argparse.Namespace) -> list[Document]:
    """The files with their kinds: declared by a flag, or guessed from the name for a plain FILE (a
    convenience of the CLI only; the service never guesses). Ids are the kind: resume, resume_2, …"""
    given = [(path, guess_kind(Path(path).name)) for path in args.files]
    given += [(path, kind) for kind in DECLARED_KINDS for path in getattr(args, kind)]
    seen: Counter[str] = Counter()
    documents = []
    for path, kind in given:
        seen[kind] += 1
        [document] = load_documents([path])
        documents.append(document.model_copy(update={
            "kind": kind, "document_id": kind if seen[kind] == 1 else f"{kind}_{seen[kind]}"}))
    return documents


def _verify(args: argparse.Namespace) -> int:
    """Exit 1 when the kit has violations, 0 when it has none, 2 when the input cannot be read.

    Kit violations go to stdout, one JSON line each; findings about the documents themselves (text
    addressed to the model) and a one-line summary go to stderr: a document's content is not the kit's fault."""
    name = Path(args.kit).name
    try:
        kit = read_kit(Path(args.kit))
        documents = load_documents(args.documents)
        if args.job_description:
            jd = load_documents([args.job_description])[0]
            documents.append(jd.model_copy(update={"kind": "job_description", "document_id": "job_description"}))
    except (OSError, ValueError, DocumentError) as exc:
        print(f"hr-copilot: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    violations = verify_kit(kit, documents)  # the checks, with the kit's cited premises re-verified
    findings = detect_injection(documents)
    for violation in violations:
        print(json.dumps(violation.model_dump(), ensure_ascii=False))
    for finding in findings:
        print(f"{finding.field}: {finding.code}: {finding.message}: {finding.span[:80]!r}", file=sys.stderr)
    summary = f"{name}: {len(kit['questions'])} questions, {len(violations)} violations"
    if findings:
        summary += f"; {len(findings)} finding(s) in the documents (not the kit's; see above)"
    print(summary, file=sys.stderr)
    return 1 if violations else 0


def read_json(path: Path, hint: str = "") -> object:
    """A JSON file; ValueError naming the file when it cannot be read or is not JSON."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ValueError(f"{path.name}: cannot be read ({exc.strerror or type(exc).__name__})") from None
    except UnicodeDecodeError:
        raise ValueError(f"{path.name}: not JSON (not UTF-8 text)") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        hint = hint if text.lstrip().startswith("#") else ""
        raise ValueError(f"{path.name}: not JSON ({exc.msg} at line {exc.lineno}, column {exc.colno}){hint}") from None


def read_plan(path: Path) -> dict:
    """The plan a kit is tied to (JobPlanRef), from a plan file or a job as the API answers it (its version)."""
    from pydantic import ValidationError

    given = read_json(path, "; generate reads the JSON plan: hr-copilot plan --json")
    job = given if isinstance(given, dict) and "plan" in given else {"plan": given, "version": 1}
    try:
        plan = JobPlan.model_validate(job["plan"])
    except ValidationError as error:
        first = error.errors()[0]
        raise ValueError(f"{path.name}: not a job plan ({'.'.join(map(str, first['loc']))}: {first['msg']})") from None
    if plan.status == "failed":
        code = plan.error.code if plan.error else "?"
        raise ValueError(f"{path.name}: the plan failed ({code}); it has no core questions")
    return JobPlanRef.of(plan.job_id, int(job.get("version") or 1), plan.model_dump()).model_dump()


def read_kit(path: Path) -> dict:
    """The kit as JSON; ValueError naming the file when it is not one (a Markdown kit, say)."""
    kit = read_json(path, "; verify reads the JSON kit: hr-copilot generate --json")
    if not isinstance(kit, dict) or not isinstance(kit.get("questions"), list):
        raise ValueError(f"{path.name}: not an interview kit (no 'questions' list)")
    return kit


def _serve(args: argparse.Namespace) -> int:
    from functions.local.serve import serve

    serve(args.port, args.api_keys, args.workers, aws_port=args.aws_port,
          allow_http_callbacks=args.allow_http_callbacks or args.webhook_receiver is not None,
          webhook_receiver=args.webhook_receiver)
    return 0


def _drop(args: argparse.Namespace) -> int:
    """Exit 0 once uploaded (the session id on stdout), 2 on bad input or an unreachable endpoint."""
    from urllib.parse import quote

    from functions.local.template import local_bucket_name
    from functions.sessions.incoming import CreatedObject, IncomingObject

    endpoint = args.endpoint or os.environ.get("AWS_ENDPOINT_URL")
    if not endpoint:
        return _usage_error("give --endpoint URL: the emulated AWS that `hr-copilot serve` prints")
    if not args.tenant or "/" in args.tenant:
        return _usage_error("--tenant: a tenant id, without /")
    path = Path(args.file)
    try:
        data = path.read_bytes()
    except OSError as exc:
        return _usage_error(f"{path.name}: cannot be read ({exc.strerror or type(exc).__name__})")
    try:
        import boto3
        from botocore.exceptions import BotoCoreError, ClientError
    except ImportError:
        return _usage_error("drop needs boto3: pip install -e '.[local]'")
    bucket = args.bucket or local_bucket_name()
    key = f"incoming/{args.tenant}/{path.name}"
    # S3 metadata is ASCII: values are percent-encoded, and ingest decodes them.
    metadata = {name: quote(value, safe="") for name, value in (
        ("target-job", args.job), ("kind", args.kind), ("language", args.language),
        ("difficulty", args.difficulty), ("callback-url", args.callback_url)) if value}
    s3 = boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1",
                      aws_access_key_id="local", aws_secret_access_key="local")
    try:
        stored = s3.put_object(Bucket=bucket, Key=key, Body=data, Metadata=metadata)
    except (BotoCoreError, ClientError) as exc:
        return _usage_error(f"s3://{bucket}/{key}: not uploaded ({exc}); is `hr-copilot serve` running there?")
    upload = CreatedObject(bucket, key, stored.get("VersionId"), stored["ETag"].strip('"'), len(data))
    session_id = IncomingObject.parse(upload).session_id
    print(session_id)
    print(f"uploaded s3://{bucket}/{key}; ingest makes it session {session_id}: GET /v1/sessions/{session_id} "
          f"(or GET /v1/sessions?source_key={quote(key)}) with tenant {args.tenant}'s x-api-key", file=sys.stderr)
    return 0


def _usage_error(message: str) -> int:
    print(f"hr-copilot: error: {message}", file=sys.stderr)
    return EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main())
