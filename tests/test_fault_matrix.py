"""Every cell of the LLM fault matrix ends terminal, within the one retry budget, billed once."""

from __future__ import annotations

import pytest

from graph.model.llm import LLMSettings
from tests.fault_matrix import FAULTS, NODES, TERMINAL, run_cell

BUDGET = LLMSettings()
HTTP_ATTEMPTS_PER_CALL = BUDGET.max_retries + 1
CALLS_PER_NODE_RUN = BUDGET.repair_attempts + 1


@pytest.mark.parametrize("fault", list(FAULTS))
@pytest.mark.parametrize("node", NODES)
def test_cell(node, fault):
    outcome = run_cell(node, fault)

    assert outcome.status in TERMINAL
    if outcome.status == "failed":
        assert outcome.error_code
    # No multiplication of retries: at most 3 HTTP attempts per LLM call, 2 calls per node run.
    assert outcome.requests <= outcome.invocations * HTTP_ATTEMPTS_PER_CALL
    # Every answer the API billed is one usage record; nothing billed goes unrecorded.
    assert outcome.billed_records == outcome.billed
    if "once" in fault:
        assert outcome.status == "completed", outcome
    else:
        assert outcome.warnings, outcome
