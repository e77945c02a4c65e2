# Two commands do all the set-up on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SAMPLE ?= examples/resume_backend_ko.md
JOB ?= 백엔드 개발자

.PHONY: demo test bench install clean check-template lambda-package lint

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

test: install
	$(BIN)/python -m pytest

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

check-template: $(TOOLS)/.installed
	$(TOOLS)/cfn-lint template.yaml
	$(TOOLS)/checkov -f template.yaml --framework cloudformation --quiet --compact --skip-download
	PYENV_VERSION=3.13.0 PATH="$(TOOLS):$$PATH" sam build --build-in-source --template template.yaml

# `sam build` calls these (BuildMethod: makefile): the three functions share one package, the
# project wheel and its [aws] dependencies for python3.13 on arm64.
build-ApiFunction build-IngestFunction build-WorkerFunction: lambda-package
	cp -r .aws-sam/package/. $(ARTIFACTS_DIR)/

lambda-package: .aws-sam/package/.built

.aws-sam/package/.built: pyproject.toml $(shell find graph functions infra -name '*.py')
	rm -rf .aws-sam/package .aws-sam/wheel
	$(PYTHON) -m pip wheel -q --no-deps . -w .aws-sam/wheel
	$(PYTHON) -m pip install -q --target .aws-sam/package $(LAMBDA_PLATFORM) \
	    "$$(ls .aws-sam/wheel/*.whl)[aws]"
	touch $@
