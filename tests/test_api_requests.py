"""Malformed requests get a 4xx naming what is wrong, never a 5xx; the pre-parse body guard reads a body once."""

from __future__ import annotations

import json

import pytest

from functions.api import guards

SESSION = {"target_job": "Backend Engineer", "documents": [
    {"document_id": "resume", "filename": "resume.md",
     "text": "Built a payments API in Go, 2 million requests a day."}]}
FORM_ENCODED = "application/x-www-form-urlencoded"  # what curl -d sends when no content type is given


@pytest.mark.parametrize(("method", "path"), [("POST", "/sessions"), ("POST", "/sessions/s_1/regenerate")])
@pytest.mark.parametrize(("content_type", "body"), [
    ("multipart/form-data", json.dumps(SESSION)),  # no boundary: Powertools' parser raised ValueError → 500
    ("multipart/form-data", ""),
    ("multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"target_job\"\r\n\r\nx\r\n--x--"),
    (FORM_ENCODED, json.dumps(SESSION)),  # was 400 "target_job: Field required"
    ("text/plain", json.dumps(SESSION)),
])
def test_a_body_not_sent_as_json_is_415_saying_how_to_send_it(aws_stack, method, path, content_type, body):
    status, answer = aws_stack.call(method, path, body, headers={"content-type": content_type})
    assert status == 415, answer
    assert answer["error"] == {"code": "UNSUPPORTED_MEDIA_TYPE",
                               "message": "content-type: send the body as application/json"}


@pytest.mark.parametrize(("method", "path"), [("POST", "/sessions"), ("POST", "/sessions/s_1/regenerate")])
@pytest.mark.parametrize("body", ["target_job=x", "{", "{'target_job': 'x'}", "nul"])
def test_a_body_that_is_not_json_is_400_saying_so(aws_stack, method, path, body):
    status, answer = aws_stack.call(method, path, body)
    assert status == 400, answer
    assert answer["error"]["message"].startswith("body: the body is not JSON ("), answer  # was "0: JSON decode error"


def test_json_without_a_content_type_is_read_as_json(aws_stack):
    status, answer = aws_stack.call("POST", "/sessions", json.dumps(SESSION), headers={"content-type": ""})
    assert status == 202, answer


@pytest.mark.parametrize(("body", "field"), [
    ({**SESSION, "target_jobs": "Backend"}, "target_jobs"),  # a misspelling was silently ignored
    ({**SESSION, "documents": [{**SESSION["documents"][0], "file_name": "r.md"}]}, "documents.0.file_name"),
])
def test_an_unknown_field_is_400_naming_it(aws_stack, body, field):
    status, answer = aws_stack.call("POST", "/sessions", body)
    assert status == 400, answer
    assert answer["error"]["message"] == f"{field}: not a field of this request"


def test_an_unknown_field_of_a_regenerate_request_is_400_naming_it(aws_stack):
    _, created = aws_stack.call("POST", "/sessions", SESSION)
    aws_stack.drain_work()
    status, answer = aws_stack.call("POST", f"/sessions/{created['session_id']}/regenerate",
                                    {"target_question_ids": ["q1"], "scopes": "questions"})
    assert (status, answer["error"]["message"]) == (400, "scopes: not a field of this request")


# --- the pre-parse guard --------------------------------------------------------------------------

def escapes(size: int) -> str:
    """The body that made the guard quadratic: `"\\` pairs, a string that opens at every quote and never closes."""
    return ('"\\' * (size // 2 + 1))[:size]


HOSTILE_BODIES = [escapes(2_000), escapes(2_001), '"' * 2_000, '"\\\\"' * 500, '{"a": "' + "\\" * 1_999,
                  '["\\"[' * 400, '{"k": "v\\"' * 300]


@pytest.mark.parametrize("body", HOSTILE_BODIES, ids=range(len(HOSTILE_BODIES)))
def test_the_guard_reads_each_string_once(body):
    """Linear by construction, proved without a clock: the string pattern matches at every quote, so the
    scan never fails at a quote after reading ahead and starts again at the next one. Today's pattern
    needs the closing quote and fails at each of the 1,000 quotes of the first body, reading to its end
    each time (n²/4 characters: 28 s at 80 KB)."""
    quotes = [index for index, char in enumerate(body) if char == '"']
    unmatched = [index for index in quotes if guards.JSON_STRING.match(body, index) is None]
    assert quotes and unmatched == []


def reference_depth(body: str) -> int:
    """Nesting as json.loads meets it: brackets outside strings, up to the end of an unterminated string."""
    depth = deepest = 0
    in_string = escaped = False
    for char in body:
        if in_string:
            in_string, escaped = (True, False) if escaped else (char != '"', char == "\\")
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


NESTED_BODIES = [*HOSTILE_BODIES, '[[["a"]]]', '[["]]]]"', '["\\\\", [[', '["\\"", [[[', "[" * 25, '"[[[' + "[" * 25,
                 '{"a": [' + '"x", ' * 30 + '"\\\\"' + "[" * 5 + "]", '["\\\n' + "[" * 30, '"\\']


@pytest.mark.parametrize("body", NESTED_BODIES, ids=range(len(NESTED_BODIES)))
def test_the_guard_counts_nesting_as_json_meets_it(body):
    # The guard stops counting one level past the limit.
    assert guards.nesting_depth(body) == min(reference_depth(body), guards.MAX_JSON_DEPTH + 1)


def test_a_long_escaped_body_is_answered_400_not_json(aws_stack):
    status, answer = aws_stack.call("POST", "/sessions", escapes(100_000))
    assert status == 400 and answer["error"]["message"].startswith("body: the body is not JSON")
