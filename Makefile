# Two commands do all the set-up on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SAMPLE ?= examples/resume_backend_ko.md
JOB ?= 백엔드 개발자

.PHONY: demo demo-plan test test-fast bench install clean check-template lint browser \
	build-ApiFunction build-IngestFunction build-WorkerFunction build-DeadLetterFunction

TOOLS := .venv-tools/bin
LAMBDA_PLATFORM := --platform manylinux2014_aarch64 --implementation cp --python-version 3.13 --only-binary=:all:

$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[dev]'
	touch $@

install: $(BIN)/.installed

demo: install
	HR_COPILOT_LLM=offline $(BIN)/hr-copilot generate $(SAMPLE) examples/jd_backend_ko.md --job "$(JOB)"

# A structured-interview plan for the sample job: competencies and core questions, the same for every candidate.
demo-plan: install
	HR_COPILOT_LLM=offline $(BIN)/hr-copilot plan --job-description examples/jd_backend_ko.md --job "$(JOB)"

test: install
	$(BIN)/python -m pytest

# The tests without the slow ones (whole corpora, whole stacks): `make test` still runs them all.
test-fast: install
	$(BIN)/python -m pytest -m "not slow"

# The printed kit's test renders it in Debian's headless Chromium, with the Noto CJK fonts for Hangul
# (tests/test_printed_kit.py; under CI=true it fails rather than skips without them).
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
browser:
	command -v chromium >/dev/null || { $(SUDO) apt-get update -q && \
	    $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium fonts-noto-cjk; }

lint: install
	$(BIN)/ruff check graph functions infra tests

bench: install
	$(BIN)/python tests/bench.py

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info

# Template checks CI runs: cfn-lint, checkov (every finding fixed or suppressed with a reason), sam build.
$(TOOLS)/.installed:
	$(PYTHON) -m venv .venv-tools
	$(TOOLS)/python -m pip install -q --upgrade pip
	$(TOOLS)/python -m pip install -q aws-sam-cli cfn-lint checkov
	touch $@

check-template: $(TOOLS)/.installed $(BIN)/.installed
	$(TOOLS)/cfn-lint template.yaml
	$(TOOLS)/checkov -f template.yaml --framework cloudformation --quiet --compact --skip-download
	PYENV_VERSION=3.13.0 PATH="$(TOOLS):$$PATH" sam build --build-in-source --template template.yaml
	# what `make test` skips without a build: the built API and ingest packages hold no LangChain
	$(BIN)/python -m pytest -p no:cacheprovider \
	    tests/test_lambda_packages.py::test_the_built_api_and_ingest_packages_hold_no_langchain_langgraph_or_openai

# `sam build` calls these (BuildMethod: makefile): one package per function, for python3.13 on arm64,
# with the dependencies of the function's extra in pyproject.toml and only the source it imports.
#   ApiFunction                          [api]     no LangChain, LangGraph or OpenAI
#   IngestFunction                       [ingest]  [api] and the X-Ray SDK
#   WorkerFunction, DeadLetterFunction   [worker]  [ingest], the LangGraph pipeline and its checkpointer
# tests/test_lambda_packages.py imports each handler from exactly these sources.
SERVICE_SOURCES := functions/__init__.py functions/bootstrap.py functions/sessions infra graph/__init__.py \
    graph/vocabulary.py graph/extraction graph/model/__init__.py graph/model/pricing.py graph/pipeline/__init__.py \
    graph/pipeline/interview_kit.schema.json graph/pipeline/plans/__init__.py graph/pipeline/plans/state.py \
    graph/pipeline/plans/job_plan.schema.json
PIPELINE_SOURCES := functions/__init__.py functions/bootstrap.py functions/sessions infra graph

build-ApiFunction: EXTRA := api
# The API also checks an HR edit (graph/rules, on the state's models) and renders the printed kit.
build-ApiFunction: SOURCES := $(SERVICE_SOURCES) functions/api graph/rules graph/pipeline/state.py \
    graph/pipeline/render.py graph/pipeline/printed.py graph/pipeline/provenance.py graph/pipeline/markdown.py \
    graph/pipeline/plans/render.py
build-IngestFunction: EXTRA := ingest
build-IngestFunction: SOURCES := $(SERVICE_SOURCES) functions/ingest
build-WorkerFunction: EXTRA := worker
build-WorkerFunction: SOURCES := $(PIPELINE_SOURCES) functions/worker
build-DeadLetterFunction: EXTRA := worker
build-DeadLetterFunction: SOURCES := $(PIPELINE_SOURCES) functions/deadletter

# The wheel is only pip's handle on the extras; the source comes from the folders above.
# Then bytecode for all of it: /var/task is read-only, so a module without valid bytecode is compiled at
# every cold start (the API's imports take ~3.5 × as long). It is Lambda's Python's bytecode (.venv-tools'
# python3, first on sam's PATH, is 3.11: Lambda ignored the bytecode it made), and unchecked-hash bytecode,
# which no file time can make stale (a zip keeps them to 2 s).
LAMBDA_PYTHON ?= $(shell python3.13 -c 'import sys; print(sys.executable)' 2>/dev/null || echo $(PYTHON))
build-ApiFunction build-IngestFunction build-WorkerFunction build-DeadLetterFunction: .aws-sam/wheel/.built
	$(LAMBDA_PYTHON) -m pip install -q --no-compile --target $(ARTIFACTS_DIR) $(LAMBDA_PLATFORM) \
	    "$$(ls .aws-sam/wheel/*.whl)[$(EXTRA)]"
	rm -rf $(ARTIFACTS_DIR)/functions $(ARTIFACTS_DIR)/graph $(ARTIFACTS_DIR)/infra $(ARTIFACTS_DIR)/hr_copilot-*.dist-info
	tar -cf - --exclude=__pycache__ $(SOURCES) | tar -xf - -C $(ARTIFACTS_DIR)
	$(LAMBDA_PYTHON) -m compileall -q -j 0 --invalidation-mode unchecked-hash $(ARTIFACTS_DIR)

.aws-sam/wheel/.built: pyproject.toml
	rm -rf .aws-sam/wheel
	$(PYTHON) -m pip wheel -q --no-deps . -w .aws-sam/wheel
	touch $@

# The reviewer's premises, measured (tests/bench_reviewer_ceiling.py, tests/reviewer_model_io.py): simulated
# reviewers on every corpus, no model; then the real model on 40 unseen corpus questions (needs OPENAI_API_KEY;
# about $0.15 at gpt-5-mini prices: 40 calls of ~4,700 input and ~1,000 output tokens).
.PHONY: ceiling eval-grounding
ceiling: install
	$(BIN)/python -m tests.bench_reviewer_ceiling

eval-grounding: install
	$(BIN)/python -m tests.reviewer_model_io model
