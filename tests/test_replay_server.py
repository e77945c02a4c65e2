"""The replay server itself (not the pipeline) and the cassettes it serves.

Part one checks every cassette: it parses, matches the node schemas, quotes its documents verbatim
from a single line, covers q1…q8 in every node, labels its planted mistakes consistently, and
its `expect` agrees with a naive simulation of the pipeline. Part two drives the server over HTTP
with requests built by the project's own prompt builder.
"""

from __future__ import annotations

import inspect
import json
from collections import Counter
from typing import Literal

import httpx
import pytest
from pydantic import BaseModel, ConfigDict, Field

from graph.pipeline.blinding import Blinding
from tests.fake_openai import Script
from tests.replay_openai import (APPLICANT_KINDS, PLANTED_KINDS, PLANTED_WHERE, Case, ReplayOpenAI, case_names,
                                 load_case, strip_private)

try:  # the prefix builder moved between modules while the pipeline was reorganised
    from graph.pipeline.prompts import shared_prefix
except ImportError:  # pragma: no cover - older layout
    from graph.model.llm import shared_prefix

CASES = case_names()
IDS = [f"q{i}" for i in range(1, 9)]
QUESTION_KINDS = ("altered_figure", "near_duplicate", "unknown_entity", "protected_attribute")


# --- the NEW node schemas, strict ------------------------------------------------------------


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


PointType = Literal["strength", "weakness", "risk", "verification_point"]
Category = Literal["technical_depth", "problem_solving", "impact_verification", "collaboration", "job_fit", "growth"]
Rating = Field(ge=1, le=5)


class Point(Strict):
    type: PointType
    document_id: str
    quote: str
    text: str


class DocumentAnalysis(Strict):
    points: list[Point] = Field(min_length=5, max_length=10)


class BasisPoint(Strict):
    type: PointType
    text: str


class Basis(Strict):
    document_id: str
    evidence: str = Field(min_length=8, max_length=160)
    analysis_point: BasisPoint
    reason: str


class Question(Strict):
    question_id: str
    category: Category
    generation_basis: Basis
    question: str
    intent: str


class QuestionBatch(Strict):
    questions: list[Question]
    shortfall_reason: str


class Rubric(Strict):
    strong: str
    adequate: str
    weak: str
    red_flags: list[str] = Field(min_length=1)


class Answer(Strict):
    question_id: str
    summary: str
    key_points: list[str] = Field(min_length=2, max_length=4)
    rubric: Rubric


class FollowUp(Strict):
    follow_up_id: str
    question: str
    purpose: str


class FollowUpSet(Strict):
    question_id: str
    follow_ups: list[FollowUp] = Field(min_length=2, max_length=2)


class Ratings(Strict):
    job_fit: int = Rating
    fairness: int = Rating
    non_duplication: int = Rating
    usability: int = Rating
    grounding: int = Rating
    follow_up_quality: int = Rating


class Premise(Strict):
    premise: str = Field(min_length=1)
    document_id: str
    quote: str
    framing: str
    status: Literal["supported", "unsupported", "not_a_claim"]


class Review(Strict):
    question_id: str
    premises: list[Premise]
    ratings: Ratings
    reasons: list[str] = Field(min_length=1)
    verdict: Literal["APPROVED", "REJECTED"]


@pytest.fixture(scope="module", params=CASES)
def case(request) -> Case:
    return load_case(request.param)


def labelled(item: dict) -> dict | None:
    return item.get("_planted")


def first_pass(case: Case) -> dict[str, dict]:
    return {q["question_id"]: q for q in case.questioner["first_pass"]["questions"]}


def in_one_line(quote: str, text: str) -> bool:
    return any(quote in line for line in text.split("\n"))


# --- part one: the cassettes ------------------------------------------------------------------


def test_there_are_enough_varied_cases():
    cases = [load_case(name) for name in CASES]
    languages = Counter(c.language for c in cases)
    assert len(cases) >= 7
    assert languages["ko"] >= 3 and languages["en"] >= 3
    assert len({c.target_job for c in cases}) >= 5
    assert sum(any(d.kind == "job_description" for d in c.documents) for c in cases) >= 3
    for c in cases:
        for document in c.applicant_documents:
            assert 25 <= len(document.text.split("\n")) <= 45, (c.name, document.document_id)


def test_meta_and_documents(case):
    assert case.language in ("ko", "en") and case.difficulty in ("easy", "medium", "hard")
    assert case.target_job and case.applicant_documents
    assert len({d.document_id for d in case.documents}) == len(case.documents)
    expect = case.expect
    assert len(expect["shipped_ids"]) == 5 and set(expect["shipped_ids"]) <= set(IDS)
    assert set(expect["retry_questioner_ids"]) | set(expect["retry_driller_ids"]) <= set(expect["shipped_ids"])


def test_every_item_matches_its_schema(case):
    DocumentAnalysis.model_validate(strip_private(case.analyzer))
    batch = QuestionBatch.model_validate(strip_private(case.questioner["first_pass"]))
    assert [q.question_id for q in batch.questions] == IDS
    for qid, item in case.questioner.get("replacements", {}).items():
        assert Question.model_validate(strip_private(item)).question_id == qid
    for node, key, model in (("predictor", "answers", Answer), ("driller", "follow_ups", FollowUpSet),
                             ("reviewer", "reviews", Review)):
        table = getattr(case, node)[key]
        assert sorted(table, key=IDS.index) == IDS, node
        for qid, variants in table.items():
            assert "original" in variants, (node, qid)
            for variant, item in variants.items():
                parsed = model.model_validate(strip_private(item))
                assert parsed.question_id == qid, (node, qid, variant)
                if node == "driller":
                    assert [f.follow_up_id for f in parsed.follow_ups] == [f"{qid}-f1", f"{qid}-f2"]


def test_variants_line_up_across_nodes(case):
    replaced = set(case.questioner.get("replacements", {}))
    for node, key in (("predictor", "answers"), ("driller", "follow_ups"), ("reviewer", "reviews")):
        for qid, variants in getattr(case, node)[key].items():
            assert ("replacement" in variants) == (qid in replaced), (node, qid)
    retried = {qid for qid, v in case.driller["follow_ups"].items() if "retry" in v}
    re_reviewed = {qid for qid, v in case.reviewer["reviews"].items() if "follow_up_retry" in v}
    assert retried == re_reviewed
    assert set(case.predictor["answers"]["q1"]) <= {"original", "replacement"}
    for qid, variants in case.driller["follow_ups"].items():
        assert set(variants) <= {"original", "replacement", "retry"}, qid
    for qid, variants in case.reviewer["reviews"].items():
        assert set(variants) <= {"original", "replacement", "follow_up_retry"}, qid


def test_quotes_are_verbatim_from_one_line_of_an_applicant_document(case):
    texts = {d.document_id: d.text for d in case.applicant_documents}
    for point in case.analyzer["points"]:
        assert point["document_id"] in texts, point
        assert in_one_line(point["quote"], texts[point["document_id"]]), point["quote"]
    questions = [*case.questioner["first_pass"]["questions"], *case.questioner.get("replacements", {}).values()]
    for question in questions:
        basis = question["generation_basis"]
        assert basis["document_id"] in texts, question["question_id"]
        assert in_one_line(basis["evidence"], texts[basis["document_id"]]), (question["question_id"],
                                                                             basis["evidence"])


def test_planted_labels_are_consistent(case):
    questions = first_pass(case)
    planted = case.planted()
    for node, qid, variant, kind, where in planted:
        assert kind in PLANTED_KINDS and where in PLANTED_WHERE, (node, qid, kind, where)
        assert variant == "original", f"{node} {qid}: only original items carry mistakes; {variant} must be clean"
        assert node != "analyzer"
        expected_where = {"questioner": "question", "predictor": "expected_answer", "driller": "follow_ups",
                          "reviewer": "review"}[node]
        assert where == expected_where, (node, qid, where)
    planted_questions = [qid for node, qid, _, kind, _ in planted if node == "questioner"]
    assert len(planted_questions) <= 3 and len(set(planted_questions)) == len(planted_questions)
    replacements = case.questioner.get("replacements", {})
    for node, qid, _, kind, _ in planted:
        if node in ("questioner", "predictor") or kind == "over_generous_review":
            assert qid in replacements, f"{qid} carries a planted {kind} but has no clean replacement"
    for node, qid, _, kind, _ in planted:
        review = case.reviewer["reviews"][qid]
        if kind == "over_generous_review":
            ratings = review["original"]["ratings"]
            assert review["original"]["verdict"] == "APPROVED"
            assert sorted(ratings.values())[0] == 2 and sorted(ratings.values())[1] >= 3
            assert not labelled(questions[qid]), "over-generous reviews are of clean-looking questions"
            assert review["replacement"]["verdict"] == "APPROVED"
            assert min(review["replacement"]["ratings"].values()) >= 4
        if kind == "repeated_follow_ups":
            assert node == "driller" and not labelled(questions[qid])
            ratings = review["original"]["ratings"]
            assert ratings["follow_up_quality"] == 2
            assert min(v for k, v in ratings.items() if k != "follow_up_quality") >= 4
            assert "retry" in case.driller["follow_ups"][qid]
            retry_review = review["follow_up_retry"]
            assert retry_review["verdict"] == "APPROVED" and retry_review["ratings"]["follow_up_quality"] >= 4
        if kind == "near_duplicate":
            twins = [q for q in questions.values() if q["question_id"] != qid and q["generation_basis"]["evidence"]
                     == questions[qid]["generation_basis"]["evidence"]]
            assert twins, f"{qid} is labelled a near duplicate but shares its evidence with no other question"


def test_planted_kinds_cover_the_list_at_least_twice():
    counts = Counter()
    only_follow_ups = []
    for name in CASES:
        kinds = [kind for *_, kind, _ in load_case(name).planted()]
        counts.update(set((name, k) for k in kinds))
        if kinds and set(kinds) == {"repeated_follow_ups"}:
            only_follow_ups.append(name)
    per_kind = Counter(kind for _, kind in counts)
    assert all(per_kind[kind] >= 2 for kind in PLANTED_KINDS), per_kind
    assert only_follow_ups, "one case must have weak follow-ups as its only problem"


def simulate(case: Case) -> dict:
    """What the pipeline should do, if its checks catch exactly the planted questions and expected answers:
    selector_lite's rule (clean first, fewest of a category, document order, one question per evidence),
    then the checks on the expected answers and the review's ratings (any rating below 3 fails;
    follow_up_quality alone means a follow-up retry)."""
    questions = case.questioner["first_pass"]["questions"]
    flagged = {q["question_id"] for q in questions
               if (labelled(q) or {}).get("kind") in ("altered_figure", "unknown_entity", "protected_attribute")}
    chosen: list[dict] = []
    for pool in ([q for q in questions if q["question_id"] not in flagged],
                 [q for q in questions if q["question_id"] in flagged]):
        remaining = [q for q in pool if not any(_same_evidence(q, c) for c in chosen)]
        while remaining and len(chosen) < 5:
            categories = [c["category"] for c in chosen]
            best = min(remaining, key=lambda q: (categories.count(q["category"]), remaining.index(q)))
            chosen.append(best)
            remaining = [q for q in remaining if q is not best and not _same_evidence(q, best)]
    shipped = sorted((q["question_id"] for q in chosen), key=IDS.index)
    retry_questioner, retry_driller = [], []
    for qid in shipped:
        review = case.reviewer["reviews"][qid]["original"]
        low = {k for k, v in review["ratings"].items() if v < 3}
        if labelled(case.predictor["answers"][qid]["original"]):
            retry_questioner.append(qid)
        elif low == {"follow_up_quality"}:
            retry_driller.append(qid)
        elif low or review["verdict"] != "APPROVED":
            retry_questioner.append(qid)
    return {"shipped_ids": shipped, "retry_questioner_ids": retry_questioner, "retry_driller_ids": retry_driller}


def _same_evidence(a: dict, b: dict) -> bool:
    return a["generation_basis"]["evidence"] == b["generation_basis"]["evidence"]


def test_expectations_agree_with_a_naive_simulation(case):
    assert simulate(case) == {k: case.expect[k] for k in ("shipped_ids", "retry_questioner_ids",
                                                           "retry_driller_ids")}


def test_shipped_retried_questions_are_fixed_by_their_second_version(case):
    for qid in case.expect["retry_questioner_ids"]:
        assert case.reviewer["reviews"][qid]["replacement"]["verdict"] == "APPROVED"
    for qid in case.expect["retry_driller_ids"]:
        assert case.reviewer["reviews"][qid]["follow_up_retry"]["verdict"] == "APPROVED"
    for qid in case.expect["shipped_ids"]:
        if qid not in case.expect["retry_questioner_ids"] + case.expect["retry_driller_ids"]:
            review = case.reviewer["reviews"][qid]["original"]
            assert review["verdict"] == "APPROVED" and min(review["ratings"].values()) >= 3, qid


# --- part two: the server ----------------------------------------------------------------------

CASE = "ko_backend_gcp"
SCHEMA_NAMES = {"analyzer": "DocumentAnalysis", "questioner": "QuestionBatch", "predictor": "AnswerBatch",
                "driller": "FollowUpBatch", "reviewer": "ReviewBatch"}


def request_for(case: Case, node: str, payload: dict, *, documents=None, schema: str | None = None) -> dict:
    """A chat-completions body as the pipeline builds it (shared prefix, role, task input)."""
    docs = [d.model_dump() for d in Blinding(documents or case.documents).documents]  # as the pipeline shows them
    extra = {"nonce": "n_replay"} if "nonce" in inspect.signature(shared_prefix).parameters else {}
    task = json.dumps({"language": case.language, **payload, "some_future_key": [1, 2]}, ensure_ascii=False, indent=1)
    return {"model": "gpt-5-mini",
            "messages": [{"role": "system", "content": shared_prefix(docs, case.target_job, **extra)},
                         {"role": "system", "content": f"Role: {node}."},
                         {"role": "user", "content": f"<task_input>\n{task}\n</task_input>"}],
            "response_format": {"type": "json_schema", "json_schema": {
                "name": schema or SCHEMA_NAMES[node], "schema": {}, "strict": True}}}


def post(server: ReplayOpenAI, body: dict) -> httpx.Response:
    return httpx.post(f"{server.base_url}/chat/completions", json=body, timeout=10)


def content(response: httpx.Response) -> dict:
    assert response.status_code == 200, response.text
    return json.loads(response.json()["choices"][0]["message"]["content"])


def no_private_keys(value) -> bool:
    if isinstance(value, dict):
        return all(not k.startswith("_") and no_private_keys(v) for k, v in value.items())
    if isinstance(value, list):
        return all(no_private_keys(v) for v in value)
    return True


def brief(question: dict) -> dict:
    basis = question["generation_basis"]
    return {"question_id": question["question_id"], "category": question["category"],
            "question": question["question"], "document_id": basis["document_id"], "evidence": basis["evidence"]}


@pytest.fixture
def replay():
    with ReplayOpenAI.for_case(CASE) as server:
        yield server


def test_serves_the_analysis_and_the_first_pass_without_labels(replay):
    case = replay.case
    analysis = content(post(replay, request_for(case, "analyzer", {"target_job": case.target_job})))
    assert analysis == strip_private(case.analyzer)

    batch = content(post(replay, request_for(case, "questioner", {"question_ids": IDS, "feedback": {}})))
    assert [q["question_id"] for q in batch["questions"]] == IDS
    assert no_private_keys(batch) and "_planted" in json.dumps(case.questioner, ensure_ascii=False)
    assert batch["questions"][2]["question"] == case.question("q3")["question"]
    assert [c.node for c in replay.calls] == ["analyzer", "questioner"]
    replay.assert_no_misses()


def test_a_retry_with_feedback_gets_the_replacement_and_only_the_ids_asked(replay):
    case = replay.case
    # A rework names the slot's previous evidence in `avoid`: that is how the replay finds the question.
    batch = content(post(replay, request_for(case, "questioner", {
        "question_ids": ["q3", "q5"], "feedback": {"q3": "the figure differs from the resume"},
        "avoid": {"q3": [case.question("q3")["generation_basis"]["evidence"]]}})))
    assert [q["question_id"] for q in batch["questions"]] == ["q3", "q5"]
    assert batch["questions"][0]["question"] == case.question("q3", "replacement")["question"]
    assert batch["questions"][1]["question"] == case.question("q5")["question"]  # no feedback: first pass
    assert replay.served == [("questioner", "q3", "replacement"), ("questioner", "q5", "original")]


def test_predictor_and_driller_pick_the_variant_by_question_text(replay):
    case = replay.case
    questions = [brief(case.question("q1")), brief(case.question("q5", "replacement"))]
    answers = content(post(replay, request_for(case, "predictor", {"questions": questions})))["answers"]
    assert answers == [strip_private(case.predictor["answers"]["q1"]["original"]),
                       strip_private(case.predictor["answers"]["q5"]["replacement"])]

    items = [{**q, "expected_answer": None, "previous_follow_ups": [], "feedback": ""} for q in questions]
    sets = content(post(replay, request_for(case, "driller", {"items": items})))["items"]
    assert sets[1] == strip_private(case.driller["follow_ups"]["q5"]["replacement"])
    assert replay.served_ids("driller") == ["q1", "q5"]
    assert replay.served_ids("predictor", "replacement") == ["q5"]


def kit_entry(question: dict, follow_ups: list[dict]) -> dict:
    return {**brief(question), "expected_answer": None, "follow_ups": [{"question": f["question"]} for f in follow_ups]}


def test_reviewer_variants_follow_the_kit():
    case = load_case("ko_icu_nurse")
    retried = next(qid for qid, v in case.driller["follow_ups"].items() if "retry" in v)
    replaced = next(iter(case.questioner["replacements"]))
    other = next(qid for qid in IDS if qid not in (retried, replaced))
    kit = [kit_entry(case.question(retried), case.driller["follow_ups"][retried]["retry"]["follow_ups"]),
           kit_entry(case.question(replaced, "replacement"),
                     case.driller["follow_ups"][replaced]["replacement"]["follow_ups"]),
           kit_entry(case.question(other), case.driller["follow_ups"][other]["original"]["follow_ups"]),
           {"question_id": "q8", "question": case.question("q8")["question"]}]
    with ReplayOpenAI(case) as server:
        reviews = content(post(server, request_for(case, "reviewer", {
            "target_job": case.target_job, "review_ids": [retried, replaced, other], "kit": kit})))["reviews"]
        assert reviews == [strip_private(case.reviewer["reviews"][retried]["follow_up_retry"]),
                           strip_private(case.reviewer["reviews"][replaced]["replacement"]),
                           strip_private(case.reviewer["reviews"][other]["original"])]
        assert no_private_keys(reviews)

        items = [{**brief(case.question(retried)), "expected_answer": None, "previous_follow_ups": ["…"],
                  "feedback": "follow-ups repeat the question"}]
        sets = content(post(server, request_for(case, "driller", {"items": items})))["items"]
        assert sets == [strip_private(case.driller["follow_ups"][retried]["retry"])]
        server.assert_no_misses()


@pytest.mark.parametrize("mutate,message", [
    (lambda case, body: request_for(case, "questioner", {"question_ids": ["q9"], "feedback": {}}), "q9"),
    (lambda case, body: request_for(case, "questioner", {"question_ids": ["q1"], "feedback": {"q1": "fix"}, "avoid": {
        "q1": [case.question("q1")["generation_basis"]["evidence"]]}}), "no replacement"),
    (lambda case, body: request_for(case, "analyzer", {}, schema="SomethingElse"), "schema"),
    (lambda case, body: request_for(load_case("en_devops_azure"), "analyzer", {}), "not in the first system"),
    (lambda case, body: request_for(case, "predictor", {"questions": [{**brief(case.question("q2")),
                                                                        "question": "Tell me about yourself."}]}),
     "matches no question"),
    (lambda case, body: request_for(case, "driller", {"items": [{**brief(case.question("q2")),
                                                                  "feedback": "weak"}]}), "no retry driller"),
    (lambda case, body: {**body, "messages": body["messages"][:2]}, "task_input"),
])
def test_an_unknown_request_is_a_loud_400(replay, mutate, message):
    case = replay.case
    base = request_for(case, "questioner", {"question_ids": IDS, "feedback": {}})
    response = post(replay, mutate(case, base))
    assert response.status_code == 400
    assert message in response.json()["error"]["message"]
    assert len(replay.misses) == 1 and message in replay.misses[0]
    assert replay.calls[-1].status == 400
    with pytest.raises(AssertionError, match="no answer for 1 request"):
        replay.assert_no_misses()


def test_scripts_still_inject_faults_before_the_replay(replay):
    case = replay.case
    replay.script("analyzer", Script(status=503), Script(rewrite=lambda a: {"points": a["points"][:1]}))
    body = request_for(case, "analyzer", {})
    assert post(replay, body).status_code == 503
    assert len(content(post(replay, body))["points"]) == 1
    assert content(post(replay, body)) == strip_private(case.analyzer)
    assert [c.status for c in replay.calls] == [503, 200, 200]
    replay.assert_no_misses()


def test_the_real_chatopenai_client_gets_the_cassette(replay):
    from langchain_openai import ChatOpenAI

    case = replay.case
    body = request_for(case, "questioner", {"question_ids": ["q1", "q2"], "feedback": {}})
    model = ChatOpenAI(model="gpt-5-mini", api_key="sk-test", base_url=replay.base_url, max_retries=0, timeout=10)
    reply = model.invoke([(m["role"], m["content"]) for m in body["messages"]],
                         response_format=body["response_format"])
    batch = json.loads(reply.content)
    assert [q["question_id"] for q in batch["questions"]] == ["q1", "q2"]
    assert reply.usage_metadata["input_tokens"] > 0
    replay.assert_no_misses()


def test_every_case_is_served_for_its_own_documents():
    for name in CASES:
        case = load_case(name)
        assert all(d.kind in APPLICANT_KINDS or d.kind == "job_description" for d in case.documents)
        with ReplayOpenAI(case) as server:
            assert content(post(server, request_for(case, "analyzer", {}))) == strip_private(case.analyzer)
            batch = content(post(server, request_for(case, "questioner", {"question_ids": IDS, "feedback": {}})))
            assert len(batch["questions"]) == 8
            server.assert_no_misses()
