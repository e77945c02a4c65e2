"""A document's kind is declared, never guessed from its name: by the API's `kind`, by the S3 object's
`x-amz-meta-kind` or its key prefix; only the CLI guesses, and only for files given without a flag."""

from __future__ import annotations

import ast
import json

import boto3
import pytest

from functions import cli
from tests.conftest import EXAMPLES, ROOT
from tests.test_service_events import put_incoming
from tests.test_service_lifecycle import RESUME

NAMES_THAT_LOOK_LIKE_JOB_DESCRIPTIONS = ("채용지원서_김하늘.md", "job_application_kim.md", "my_resume_for_job.md")


def stored_documents(stack) -> list[dict]:
    items = boto3.resource("dynamodb").Table(stack.resources.tables["SessionsTable"]).scan()["Items"]
    return [document for item in items if item["SK"] == "SESSION" for document in json.loads(item["documents"])]


def test_the_api_takes_the_declared_kind_and_defaults_to_resume(aws_stack):
    documents = [{"document_id": f"d{i}", "filename": name, "text": RESUME}
                 for i, name in enumerate(NAMES_THAT_LOOK_LIKE_JOB_DESCRIPTIONS)]
    documents.append({"document_id": "jd", "kind": "job_description", "filename": "notes.md", "text": RESUME})
    assert aws_stack.call("POST", "/sessions", {"target_job": "x", "documents": documents})[0] == 202
    assert [d["kind"] for d in stored_documents(aws_stack)] == ["resume"] * 3 + ["job_description"]


def test_the_openapi_document_says_kind_is_declared_and_defaults_to_resume(aws_stack):
    document = aws_stack.call("GET", "/openapi.json", tenant=None)[1]
    kind = document["components"]["schemas"]["DocumentInput"]["properties"]["kind"]
    assert kind["default"] == "resume"
    assert "resume" in kind["description"] and "file name" in kind["description"]


def test_ingest_never_guesses_the_kind_from_the_file_name(aws_stack):
    for name in NAMES_THAT_LOOK_LIKE_JOB_DESCRIPTIONS:
        put_incoming(aws_stack, f"incoming/tenant-a/{name}", RESUME.encode(), {"target-job": "백엔드 개발자"})
    aws_stack.drain_ingest()
    assert [d["kind"] for d in stored_documents(aws_stack)] == ["resume"] * 3


@pytest.mark.parametrize(("key", "metadata", "kind"), [
    ("incoming/tenant-a/job_description/posting.md", {}, "job_description"),
    ("incoming/tenant-a/portfolio/work.md", {}, "portfolio"),
    ("incoming/tenant-a/cover_letter/letter.md", {}, "cover_letter"),
    ("incoming/tenant-a/resume/jd_backend.md", {}, "resume"),
    ("incoming/tenant-a/notes.md", {"kind": "cover_letter"}, "cover_letter"),
    ("incoming/tenant-a/resume/notes.md", {"kind": "portfolio"}, "portfolio"),  # the metadata decides
    ("incoming/tenant-a/2024/jd.md", {}, "resume"),  # a folder that names no kind
])
def test_ingest_takes_the_kind_from_the_metadata_or_the_key_prefix(aws_stack, key, metadata, kind):
    put_incoming(aws_stack, key, RESUME.encode(), {"target-job": "백엔드 개발자", **metadata})
    aws_stack.drain_ingest()
    assert [d["kind"] for d in stored_documents(aws_stack)] == [kind]


def test_an_unknown_declared_kind_is_a_failed_session_naming_the_metadata(aws_stack):
    put_incoming(aws_stack, "incoming/tenant-a/cv.md", RESUME.encode(), {"target-job": "x", "kind": "diary"})
    aws_stack.drain_ingest()
    items = boto3.resource("dynamodb").Table(aws_stack.resources.tables["SessionsTable"]).scan()["Items"]
    [session] = [item for item in items if item["SK"] == "SESSION"]
    error = json.loads(session["error"])
    assert session["status"] == "failed" and error["code"] == "INVALID_METADATA" and "kind" in error["message"]


def test_nothing_in_functions_but_the_cli_guesses_a_kind():
    guessing = {"guess_kind", "load_documents"}  # graph.extraction's: load_documents guesses from the name
    for path in sorted((ROOT / "functions").rglob("*.py")):
        if path == ROOT / "functions" / "cli.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                    and (node.module or "").startswith("graph.extraction") for alias in node.names}
        used = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
        assert not (imported | used) & guessing, f"{path.relative_to(ROOT)} uses {(imported | used) & guessing}"


def test_the_cli_takes_declared_kinds_and_guesses_only_for_plain_files(monkeypatch, tmp_path, capsys):
    resume = tmp_path / "my_resume_for_job.md"
    resume.write_text(RESUME, encoding="utf-8")
    posting = tmp_path / "notes.md"
    posting.write_text((EXAMPLES / "jd_backend_ko.md").read_text(encoding="utf-8"), encoding="utf-8")
    portfolio = tmp_path / "portfolio_kim.md"
    portfolio.write_text(RESUME, encoding="utf-8")
    given = {}

    def generate_kit(documents, target_job, context, **options):
        given["documents"] = [(d.document_id, d.kind, d.filename) for d in documents]
        return {"status": "completed"}

    monkeypatch.setattr(cli, "generate_kit", generate_kit)
    code = cli.main(["generate", str(portfolio), "--resume", str(resume), "--job-description", str(posting),
                     "--cover-letter", str(resume), "--job", "x", "--json", "--llm", "offline"])

    assert code == 0 and json.loads(capsys.readouterr().out) == {"status": "completed"}
    assert given["documents"] == [("portfolio", "portfolio", "portfolio_kim.md"),
                                  ("resume", "resume", "my_resume_for_job.md"),
                                  ("job_description", "job_description", "notes.md"),
                                  ("cover_letter", "cover_letter", "my_resume_for_job.md")]


def test_the_cli_needs_at_least_one_file(capsys):
    assert cli.main(["generate", "--job", "x"]) == cli.EXIT_USAGE
    assert "FILE" in capsys.readouterr().err
