"""Schemathesis against the running `hr-copilot serve`, from the OpenAPI document it serves."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections import Counter

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import positive_data_acceptance

from tests.conftest import SERVE_KEY

EXAMPLES_PER_OPERATION = 15


def test_no_5xx_and_every_answer_matches_the_schema(served):
    """Every operation, with data that fits its schema and data that does not: `not_a_server_error` and
    every other Schemathesis check (the answer's status declared, its body within the declared schema,
    invalid data refused). Not `positive_data_acceptance`: a schema-valid body may still be refused with
    a 4xx for what a schema cannot say (a document without text, a question id the kit does not have,
    another tenant's s3_key). The totals are printed (`pytest -s`)."""
    # Schemathesis' pytest plugin does not run on pytest 9 yet; its strategies do, through Hypothesis.
    schema = schemathesis.openapi.from_url(served["base"] + "/openapi.json")
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) == 21
    answered: Counter[tuple[str, str, int]] = Counter()

    for operation in operations:
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
            @given(case=operation.as_strategy(generation_mode=mode))
            # derandomize: the same examples every run, so a finding reproduces and CI cannot flake on a draw
            @settings(max_examples=EXAMPLES_PER_OPERATION, deadline=None, suppress_health_check=list(HealthCheck),
                      database=None, derandomize=True)
            def check(case):
                response = case.call_and_validate(base_url=served["base"], headers={"x-api-key": SERVE_KEY},
                                                  additional_checks=[not_a_server_error],
                                                  excluded_checks=[positive_data_acceptance])
                answered[case.operation.label, case.meta.generation.mode.value, response.status_code] += 1
                assert response.status_code < 500

            check()

    statuses = Counter()
    for (_, _, status), count in answered.items():
        statuses[status] += count
    print(f"\nSchemathesis: {sum(answered.values())} requests over {len(operations)} operations × 2 modes; "
          f"answers by status: {dict(sorted(statuses.items()))}")
    assert {label for label, _, _ in answered} == {operation.label for operation in operations}
    assert not [status for status in statuses if status >= 500]


@pytest.mark.parametrize("method,path", [("POST", "/sessions"), ("GET", "/sessions"), ("GET", "/sessions/s_1"),
                                         ("POST", "/sessions/s_1/regenerate"), ("GET", "/sessions/s_1/usage"),
                                         ("DELETE", "/sessions/s_1"), ("PATCH", "/sessions/s_1/questions/q1"),
                                         ("POST", "/sessions/s_1/approve"), ("POST", "/sessions/s_1/drafts"),
                                         ("POST", "/sessions/s_1/scorecards"), ("GET", "/sessions/s_1/scorecards"),
                                         ("GET", "/sessions/s_1/audit"), ("GET", "/sessions/s_1/kit?format=html")])
def test_requests_without_a_key_are_refused(served, method, path):
    request = urllib.request.Request(served["base"] + path, data=b"{}" if method in ("POST", "PATCH") else None,
                                     method=method, headers={"content-type": "application/json"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    assert refused.value.code in (401, 403)
    assert json.loads(refused.value.read())["error"]["code"] == "UNAUTHORIZED"
