"""One Lambda package per function (Makefile, build-<Function>): the dependencies of the function's extra
in pyproject.toml and only the source folders it imports. The API's and ingest's hold no LangChain,
LangGraph or OpenAI; `.[dev]` (make test) still installs everything."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import sysconfig
import tomllib
from importlib import metadata

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.conftest import ROOT

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
FORBIDDEN = ("langchain", "langgraph", "langsmith", "openai")
# Lambda's python3.13 on arm64, for the markers of the requirements.
LAMBDA_ENVIRONMENT = {"python_version": "3.13", "python_full_version": "3.13.0", "platform_machine": "aarch64",
                      "sys_platform": "linux", "platform_system": "Linux", "os_name": "posix",
                      "implementation_name": "cpython", "platform_python_implementation": "CPython"}
LAMBDAS = ROOT / "functions" / "local" / "lambdas.py"
EXTRAS = {"ApiFunction": "api", "IngestFunction": "ingest", "WorkerFunction": "worker", "DeadLetterFunction": "worker"}


def requirements(extra: str) -> list[Requirement]:
    """The project's dependencies and those of `extra`, the project's own extras (hr-copilot[...]) expanded."""
    found = [Requirement(text) for text in PYPROJECT["dependencies"]]
    todo, seen = [extra], set()
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            for requirement in map(Requirement, PYPROJECT["optional-dependencies"][name]):
                if canonicalize_name(requirement.name) == canonicalize_name(PYPROJECT["name"]):
                    todo.extend(requirement.extras)
                else:
                    found.append(requirement)
    return found


def distributions(extra: str) -> set[str]:
    """Every distribution pip installs for `extra` on Lambda: its requirements and theirs, read from the
    distributions installed here (`.[dev]` has them all)."""
    names: set[str] = set()
    todo = [(requirement, "") for requirement in requirements(extra)]
    while todo:
        requirement, extra_of_parent = todo.pop()
        if requirement.marker and not requirement.marker.evaluate({**LAMBDA_ENVIRONMENT, "extra": extra_of_parent}):
            continue
        name = canonicalize_name(requirement.name)
        key = f"{name}[{','.join(sorted(requirement.extras))}]"
        if key in names:
            continue
        names.update({name, key})
        for text in metadata.requires(name) or []:
            for wanted in requirement.extras or {""}:
                todo.append((Requirement(text), wanted))
    return {name for name in names if "[" not in name}


def test_the_api_and_ingest_packages_hold_no_langchain_langgraph_or_openai():
    for extra in ("api", "ingest"):
        names = distributions(extra)
        assert {"pydantic", "aws-lambda-powertools", "boto3", "pypdf", "python-docx"} <= names, extra
        assert not {name for name in names if name.startswith(FORBIDDEN)}, extra


def test_the_worker_package_holds_the_pipeline():
    names = distributions("worker")
    assert {"langgraph", "langchain-openai", "openai", "langgraph-checkpoint-aws", "pyyaml", "aws-xray-sdk"} <= names
    assert distributions("ingest") <= names


def test_make_test_installs_every_extra():
    dev = {str(requirement) for requirement in requirements("dev")}
    for extra in PYPROJECT["optional-dependencies"]:
        assert {str(requirement) for requirement in requirements(extra)} <= dev, extra


# --- the source each package holds --------------------------------------------------------------------

def makefile_sources() -> dict[str, list[str]]:
    """Each function's SOURCES, as the Makefile sets them."""
    text = (ROOT / "Makefile").read_text(encoding="utf-8").replace("\\\n", " ")
    variables = dict(re.findall(r"^(\w+_SOURCES) := (.*)$", text, re.MULTILINE))

    def expand(value: str) -> list[str]:
        return re.sub(r"\$\((\w+)\)", lambda m: variables[m.group(1)], value).split()

    return {function: expand(value) for function, value in re.findall(r"^build-(\w+): SOURCES := (.*)$", text,
                                                                       re.MULTILINE)}


# What each handler does on its first invocations that imports more than its module: the parts it builds
# (no AWS call is made) and, for the API, two requests answered without AWS.
FIRST_USE = {
    "ApiFunction": """
import functions.api.app as app
from functions.bootstrap import dependencies
deps = dependencies()
deps.services, deps.keyring, deps.idempotency_store
headers = {"content-type": "application/json", "x-api-key": "key-a"}
assert app.handler(api_gateway_event("POST", "/v1/sessions", headers, "{}"), LambdaContext())["statusCode"] == 400
assert app.handler(api_gateway_event("GET", "/v1/openapi.json", {}, None), LambdaContext())["statusCode"] == 200
# what an HR edit and the printed kit import, on their first use
import graph.rules.grounding, graph.pipeline.printed, graph.pipeline.provenance
graph.pipeline.provenance.checks_sha256()
""",
    "IngestFunction": """
import functions.ingest.app
from functions.bootstrap import dependencies
dependencies().services
""",
    "WorkerFunction": """
import functions.worker.app
from functions.bootstrap import dependencies
from graph.pipeline.builder import compile_graph
import infra.checkpointer, infra.metrics, infra.webhooks
deps = dependencies()
deps.services, deps.llm, compile_graph(None)
""",
    "DeadLetterFunction": """
import functions.deadletter.app
from functions.bootstrap import dependencies
dependencies().services
""",
}
ENVIRONMENT = {"HR_COPILOT_SESSIONS_TABLE": "t", "HR_COPILOT_CHECKPOINTS_TABLE": "c",
               "HR_COPILOT_DOCUMENTS_BUCKET": "b", "HR_COPILOT_IDEMPOTENCY_TABLE": "i",
               "HR_COPILOT_API_KEYS": "key-a:tenant-a", "HR_COPILOT_LLM": "offline",
               "AWS_DEFAULT_REGION": "us-east-1", "AWS_ACCESS_KEY_ID": "x", "AWS_SECRET_ACCESS_KEY": "x",
               "POWERTOOLS_TRACE_DISABLED": "1", "PATH": "/usr/bin:/bin"}


@pytest.mark.parametrize("function", sorted(EXTRAS))
def test_each_handler_runs_from_the_sources_its_package_holds(function, tmp_path):
    sources = makefile_sources()[function]
    for source in sources:
        target = tmp_path / source
        target.parent.mkdir(parents=True, exist_ok=True)
        if (ROOT / source).is_dir():
            shutil.copytree(ROOT / source, target, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(ROOT / source, target)
    # -S: no site, so not the editable install's path finder; the installed packages come in by hand. The
    # API's events are made by functions/local/lambdas.py (stdlib only), which no package holds.
    code = (f"import sys; sys.path[:0] = [{str(tmp_path)!r}]; sys.path.append({sysconfig.get_paths()['purelib']!r})\n"
            "import importlib.util\n"
            f"spec = importlib.util.spec_from_file_location('lambdas', {str(LAMBDAS)!r})\n"
            "lambdas = sys.modules['lambdas'] = importlib.util.module_from_spec(spec)\n"
            "spec.loader.exec_module(lambdas)\n"
            "LambdaContext, api_gateway_event = lambdas.LambdaContext, lambdas.api_gateway_event\n"
            f"{FIRST_USE[function]}\n"
            f"print(sorted({{m.split('.')[0] for m in sys.modules if m.startswith({FORBIDDEN!r})}}))")
    run = subprocess.run([sys.executable, "-S", "-c", code], cwd=tmp_path, capture_output=True, text=True,
                         env=ENVIRONMENT)
    assert run.returncode == 0, run.stderr[-3000:]
    if EXTRAS[function] in ("api", "ingest"):
        assert run.stdout.strip().splitlines()[-1] == "[]", run.stdout


@pytest.mark.skipif(not (ROOT / ".aws-sam" / "build" / "ApiFunction").is_dir(), reason="no `sam build` output")
def test_the_built_api_and_ingest_packages_hold_no_langchain_langgraph_or_openai():
    for function in ("ApiFunction", "IngestFunction"):
        built = {path.name.lower() for path in (ROOT / ".aws-sam" / "build" / function).iterdir()}
        assert not {name for name in built if name.startswith(FORBIDDEN)}, function
