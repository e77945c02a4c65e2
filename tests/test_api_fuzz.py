"""Schemathesis against the running `hr-copilot serve`, from the OpenAPI document it serves."""

from __future__ import annotations

import json
import urllib.error
import urllib.request

import pytest
import schemathesis
from schemathesis.specs.openapi.checks import positive_data_acceptance
from hypothesis import HealthCheck, given, settings

from tests.conftest import SERVE_KEY

EXAMPLES_PER_OPERATION = 15


def test_no_5xx_and_every_answer_matches_the_schema(served):
    """Every other Schemathesis check runs. Not `positive_data_acceptance`: a schema-valid body may
    still be refused with a 4xx for what a schema cannot say (a document without text, a question id
    the kit does not have, another tenant's s3_key)."""
    # Schemathesis' pytest plugin does not run on pytest 9 yet; its strategies do, through Hypothesis.
    schema = schemathesis.openapi.from_url(served["base"] + "/openapi.json")
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) == 13

    for operation in operations:
        @given(case=operation.as_strategy())
        @settings(max_examples=EXAMPLES_PER_OPERATION, deadline=None, suppress_health_check=list(HealthCheck),
                  database=None)
        def check(case):
            response = case.call_and_validate(base_url=served["base"], headers={"x-api-key": SERVE_KEY},
                                              excluded_checks=[positive_data_acceptance])
            assert response.status_code < 500

        check()


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
