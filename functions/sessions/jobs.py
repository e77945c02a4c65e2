"""Jobs and their plans, as the service keeps them: a job's plan is built once and used for every candidate
of it. Imports no LangChain and no AWS."""

from __future__ import annotations

import uuid


def new_job_id() -> str:
    return f"j_{uuid.uuid4().hex[:24]}"
