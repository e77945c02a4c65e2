"""The session use cases and the worker's job on in-memory fakes: fast, no moto, wired by bootstrap."""

from __future__ import annotations

from collections import Counter

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from functions.bootstrap import bootstrap
from functions.sessions import usecases
from functions.sessions.domain import ApiError, CreateSessionRequest, RegenerateRequest, WorkMessage
from functions.sessions.job import handle, next_step
from graph.model.llm import LLMBackend
from graph.model.offline import OfflineEngine
from infra.settings import Settings
from tests.conftest import EXAMPLES
from tests.pipeline_calls import FIRST_PASS_CALLS
from tests.fakes import InMemoryAuditLog, InMemoryDocumentStore, InMemorySessionStore, InMemoryWorkQueue

TENANT = "tenant-a"


@pytest.fixture
def deps():
    settings = Settings(sessions_table="in-memory", checkpoints_table="in-memory", documents_bucket="in-memory")
    return bootstrap(settings=settings, sessions=InMemorySessionStore(), documents=InMemoryDocumentStore(),
                     audit=InMemoryAuditLog(),
                     queue=InMemoryWorkQueue(), checkpointer=InMemorySaver(),
                     llm=LLMBackend(model=OfflineEngine()), jobs=None)  # sessions only: no job store


def create(deps) -> str:
    resume = (EXAMPLES / "resume_backend_ko.md").read_text(encoding="utf-8")
    request = CreateSessionRequest(target_job="백엔드 개발자", documents=[
        {"document_id": "resume", "filename": "resume.md", "text": resume}])
    return usecases.create_session(deps.services, TENANT, request).session_id


def deliver_all(deps) -> None:
    for message in deps.queue.take_all():
        handle(deps.worker, message, final_attempt=False, remaining_ms=lambda: 900_000)


def test_a_session_is_stored_queued_and_run_to_a_kit(deps):
    sid = create(deps)
    assert deps.sessions.get(TENANT, sid).status == "queued"
    assert [m.session_id for m in deps.queue.messages] == [sid]
    assert any(key.startswith(f"tenants/{TENANT}/sessions/{sid}/") for key in deps.documents.objects)

    deliver_all(deps)

    record = deps.sessions.get(TENANT, sid)
    assert record.status == "completed" and record.version == 1
    assert len(record.final_response["questions"]) == 5
    assert Counter(u["node"] for u in deps.sessions.list_usage(TENANT, sid)) == FIRST_PASS_CALLS


def test_a_held_lease_turns_a_second_delivery_away(deps):
    sid = create(deps)
    [message] = deps.queue.take_all()
    assert deps.sessions.start_run(TENANT, sid, message.run, lease_seconds=60) is not None
    assert deps.sessions.start_run(TENANT, sid, message.run, lease_seconds=60) is None
    handle(deps.worker, message, final_attempt=False, remaining_ms=lambda: 900_000)
    assert deps.sessions.get(TENANT, sid).final_response is None  # the copy did nothing


def test_regenerate_waits_for_the_kit_then_changes_only_its_targets(deps):
    sid = create(deps)
    with pytest.raises(ApiError) as refused:
        usecases.request_regeneration(deps.services, TENANT, sid, RegenerateRequest(target_question_ids=["q1"]))
    assert refused.value.status == 409
    deliver_all(deps)
    first = deps.sessions.get(TENANT, sid).final_response
    target = first["questions"][1]["question_id"]

    usecases.request_regeneration(deps.services, TENANT, sid, RegenerateRequest(target_question_ids=[target]))
    deliver_all(deps)

    second = deps.sessions.get(TENANT, sid).final_response
    assert second["version"] == 2
    untouched = [q for q in first["questions"] if q["question_id"] != target]
    assert [q for q in second["questions"] if q["question_id"] != target] == untouched


def test_delete_erases_the_session_its_usage_and_documents(deps):
    sid = create(deps)
    deliver_all(deps)
    usecases.delete_session(deps.services, TENANT, sid)
    assert deps.sessions.get(TENANT, sid) is None
    assert deps.sessions.list_usage(TENANT, sid) == []
    assert not any(sid in key for key in deps.documents.objects)
    assert deps.queue.messages == [WorkMessage(tenant_id=TENANT, session_id=sid, run=0, action="erase")]


def test_a_document_gone_before_the_run_fails_the_session(deps):
    sid = create(deps)
    deps.documents.objects.clear()
    deliver_all(deps)
    record = deps.sessions.get(TENANT, sid)
    assert record.status == "failed" and record.error["code"] == "DOCUMENT_UNAVAILABLE"


@pytest.mark.parametrize(("run", "pending", "stored_version", "step"), [
    (1, (), None, "start"), (1, ("questioner",), None, "resume"), (1, (), 1, "save_only"),
    (2, (), 1, "regenerate"), (2, (), 2, "save_only"), (2, ("driller",), 1, "resume"),
])
def test_the_version_run_rule(run, pending, stored_version, step):
    record = usecases.SessionRecord(tenant_id=TENANT, session_id="s", run=run, target_job="x", documents=[],
                                    created_at="", updated_at="")
    assert next_step(record, pending, stored_version) == step
