"""The reviewer's premises in the pipeline: the scorer applies what code verifies of them to the checks' verdict,
and the kit shows each verified premise with its quote under its question (generation_basis.premises, Markdown)."""

from __future__ import annotations

from graph.pipeline.render import kit_to_markdown
from graph.pipeline.runner import generate_kit
from tests.conftest import openai_context
from tests.fake_openai import Script
from tests.pipeline_calls import FIRST_PASS_CALLS

LINE = "DynamoDB 단일 테이블 설계로 주문 조회 비용을 월 38% 절감"
CITED = {"premise": "주문 조회 비용을 월 38% 절감", "document_id": "resume", "quote": LINE, "framing": "",
         "status": "supported"}
PARAPHRASED = {**CITED, "premise": "주문 조회 비용 38% 감소", "quote": "주문 조회 비용을 38% 줄임"}
DOUBTED = {"premise": "Snowflake로 정산 데이터를 옮김", "document_id": "", "quote": "", "framing": "",
           "status": "unsupported"}


def with_premises(*premises):
    def rewrite(answer):
        for review in answer["reviews"]:
            review["premises"] = list(premises)
        return answer
    return rewrite


def test_the_kit_shows_the_premises_code_verified_with_their_quotes_and_warns_of_the_rest(fake_openai,
                                                                                          backend_documents):
    fake_openai.script("reviewer", *[Script(rewrite=with_premises(CITED, PARAPHRASED, DOUBTED))
                                     for _ in range(FIRST_PASS_CALLS["reviewer"])])
    kit = generate_kit(backend_documents, "백엔드 개발자", openai_context(fake_openai), session_id="s_premises")

    for question in kit["questions"]:
        assert question["generation_basis"]["premises"] == [
            {"premise": CITED["premise"], "document_id": "resume", "quote": LINE, "clears": []}]
        assert [w["code"] for w in question["warnings"]] == ["PREMISE_UNCONFIRMED"]  # Snowflake: not in the kit
    markdown = kit_to_markdown(kit)
    assert markdown.count(f"  - {CITED['premise']} — (resume) “{LINE}”") == len(kit["questions"])
    assert "질문의 전제와 근거" in markdown and "주문 조회 비용을 38% 줄임" not in markdown


def test_a_malformed_list_of_premises_changes_nothing_and_says_so(fake_openai, backend_documents):
    fake_openai.script("reviewer", *[Script(rewrite=with_premises(CITED, *[CITED] * 30))
                                     for _ in range(FIRST_PASS_CALLS["reviewer"])])
    kit = generate_kit(backend_documents, "백엔드 개발자", openai_context(fake_openai), session_id="s_malformed")

    assert all(q["generation_basis"]["premises"] == [] for q in kit["questions"])
    assert all([w["code"] for w in q["warnings"]] == ["PREMISES_MALFORMED"] for q in kit["questions"])


def test_the_recorded_strong_model_answers_are_reviews_in_the_reviewers_schema():
    """tests/cassettes/reviewer_premises: what `reviewer_model_io measure` serves; their figures are read, not held."""
    from graph.pipeline.state import ReviewBatch
    from tests.reviewer_model_io import ANSWERS

    answers = sorted(ANSWERS.glob("*.json"))
    assert len(answers) == 40
    for path in answers:
        batch = ReviewBatch.model_validate_json(path.read_text(encoding="utf-8"))
        assert [r.question_id for r in batch.reviews] == ["q1"], path.name
        assert all(p.status != "supported" or (p.document_id and p.quote) for p in batch.reviews[0].premises), path.name
