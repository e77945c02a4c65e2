# Two commands do all the set-up on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SAMPLE ?= examples/resume_backend_ko.md
JOB ?= 백엔드 개발자

.PHONY: demo test bench install clean

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

bench: install
	$(BIN)/python tests/bench_pipeline.py

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info
