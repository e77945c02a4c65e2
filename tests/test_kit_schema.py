"""The kit's JSON Schema, as integrators read it, is the pydantic model's: a test fails when they differ."""

from __future__ import annotations

import json
from pathlib import Path

from graph.pipeline.state import InterviewKit

SCHEMA = Path(__file__).resolve().parent.parent / "graph" / "pipeline" / "interview_kit.schema.json"
REGENERATE = ('.venv/bin/python -c "import json; from graph.pipeline.state import InterviewKit; '
              "open('graph/pipeline/interview_kit.schema.json', 'w').write(json.dumps("
              "InterviewKit.model_json_schema(), ensure_ascii=False, indent=1) + '\\n')\"")


def test_the_schema_file_is_generated_from_the_kit_model():
    assert json.loads(SCHEMA.read_text(encoding="utf-8")) == InterviewKit.model_json_schema(), \
        f"the kit model changed; regenerate the schema file: {REGENERATE}"


def test_the_schema_describes_the_interviewer_parts_of_the_kit():
    properties = InterviewKit.model_json_schema()["properties"]
    assert {"candidate_summary", "job_coverage", "questions", "warnings", "usage"} <= set(properties)
