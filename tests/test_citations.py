"""A reviewer's premises, verified by code (graph/rules/citations.py): a quote counts only where code finds it and
it holds the flagged token; framing only where code finds it in the flagged clause; an added flag only where code
confirms the token is in no document; anything malformed changes nothing."""

from __future__ import annotations

import pytest

from graph.rules import Code, Violation, check_question, verify_review
from graph.vocabulary import Document

RESUME = Document(document_id="resume", kind="resume", filename="resume.md", text="""# 박서연 — 데이터 엔지니어
## 경력
### 한빛커머스 (2019.03 – 2023.06)
- Kafka 기반 주문 이벤트 파이프라인 구축, 일 1,200만 건 처리
- 배치 비용 42% 절감 (Airflow 전환)
- 신규 추천 서비스 매출 18억 원 달성
- Built the partner onboarding flow with Stripe Connect for 40 merchants
""")
JD = Document(document_id="jd", kind="job_description", filename="jd.md",
              text="저희 팀은 Flink와 Snowflake를 사용합니다.\n- Terraform 운영 경험 우대")
DOCUMENTS = [RESUME, JD]


def question(text: str, evidence: str = "배치 비용 42% 절감 (Airflow 전환)") -> dict:
    return {"question_id": "q1", "category": "technical_depth", "question": text,
            "generation_basis": {"document_id": "resume", "evidence": evidence}}


def flag(span: str, code: Code = Code.FABRICATED_ENTITY, field: str = "question") -> Violation:
    return Violation(code=code, question_id="q1", field=field, span=span, message=f"'{span}' (a check's flag)")


def premise(text: str, status: str = "supported", quote: str = "", document_id: str = "resume",
            framing: str = "") -> dict:
    return {"premise": text, "document_id": document_id if status == "supported" else "", "quote": quote,
            "framing": framing, "status": status}


def verdict(premises, text: str, violations: list[Violation], follow_ups=None, answer=None):
    return verify_review(premises, question(text), DOCUMENTS, follow_ups, answer, violations)


# --- clearing a flag with a quote ------------------------------------------------------------------------------

KAFKA_QUESTION = "한빛커머스에서 Kafka 파이프라인을 운영하셨을 때 가장 어려웠던 장애는 무엇이었나요?"


def test_a_verified_quote_holding_the_flagged_token_clears_the_flag_and_is_cited():
    result = verdict([premise("Kafka 파이프라인을 운영", quote="Kafka 기반 주문 이벤트 파이프라인 구축")], KAFKA_QUESTION,
                     [flag("Kafka")])
    assert result.violations == []
    assert [(c.by, c.evidence) for c in result.cleared] == [("quote", "Kafka 기반 주문 이벤트 파이프라인 구축")]
    assert [c.quote for c in result.cited] == ["Kafka 기반 주문 이벤트 파이프라인 구축"]


@pytest.mark.parametrize("quote, document_id", [
    ("Kafka 기반 이벤트 파이프라인을 구축", "resume"),  # a paraphrase: not in the document
    ("Kafka 기반 주문 이벤트 파이프라인 구축", "portfolio"),  # names a document that was not passed
    ("저희 팀은 Flink와 Snowflake를 사용합니다", "jd"),  # the job description says what the job needs
    ("배치 비용 42% 절감 (Airflow 전환)", "resume"),  # found, but without the flagged token
    ("파이프라인 구축, 일 1,200만 건 처리 - 배치 비용 42% 절감", "resume"),  # two lines joined
])
def test_a_quote_code_cannot_confirm_clears_nothing(quote, document_id):
    result = verdict([premise("Kafka 파이프라인을 운영", quote=quote, document_id=document_id)], KAFKA_QUESTION,
                     [flag("Kafka")])
    assert result.violations == [flag("Kafka")] and result.cleared == []


def test_a_premise_whose_hard_tokens_the_quote_lacks_is_not_cited():
    # 1,500만 건 is the premise's figure; the quote says 1,200만 건.
    result = verdict([premise("Kafka로 일 1,500만 건 처리", quote="Kafka 기반 주문 이벤트 파이프라인 구축")], KAFKA_QUESTION,
                     [flag("Kafka")])
    assert result.cited == [] and result.violations == [flag("Kafka")]


def test_a_figure_is_cleared_only_by_a_quote_about_the_same_thing():
    text = "신규 추천 서비스로 매출 42%를 올리셨을 때 어떤 지표를 보셨나요?"
    costs = verdict([premise("매출 42%를 올림", quote="배치 비용 42% 절감")], text, [flag("42%")])
    assert costs.violations == [flag("42%")]  # 42% of costs vouches for no 42% of sales


def test_a_quote_holding_part_of_a_flagged_name_does_not_clear_it():
    text = "How did you prepare for the AWS Certified Data Engineer – Associate exam?"
    documents = [Document(document_id="resume", kind="resume", filename="r.md",
                          text="## Certifications\n- AWS Certified Data Analytics – Specialty (2020)")]
    span = "AWS Certified Data Engineer – Associate"
    result = verify_review([premise(span, quote="AWS Certified Data Analytics – Specialty (2020)")], question(text),
                           documents, None, None, [flag(span)])
    assert result.violations == [flag(span)] and result.cited == []


def test_an_added_flag_needs_a_claim_about_the_applicants_past():
    answer = {"summary": "A strong answer names a warehouse such as Databricks and the cost model behind it.",
              "key_points": []}
    hypothetical = "만약 Databricks로 옮긴다면 무엇부터 검증하시겠어요?"
    for text, given in ((hypothetical, None), (KAFKA_QUESTION, answer)):
        result = verdict([premise("Databricks", "unsupported")], text, [], answer=given)
        assert result.added == [] and result.unconfirmed == ["Databricks"], text


def test_a_figure_the_text_works_out_from_the_documents_is_no_added_flag():
    worked_out = "한빛커머스에서 일 1,200만 건, 월 약 3억 6천만 건의 이벤트를 Kafka로 처리하셨을 때 병목은 어디였나요?"
    assert verdict([premise("약 3억 6천만 건", "unsupported")], worked_out, []).added == []
    unstated = worked_out.replace("3억 6천만", "5억")
    assert [v.span for v in verdict([premise("약 5억 건", "unsupported")], unstated, []).added] == ["5억 건"]


def test_a_quote_never_clears_a_period_personal_data_or_missing_evidence():
    flags = [flag("Kafka", Code.TEMPORAL), flag("Kafka", Code.PROTECTED_ATTRIBUTE), flag("Kafka", Code.EVIDENCE_NOT_FOUND)]
    result = verdict([premise("Kafka 파이프라인을 운영", quote="Kafka 기반 주문 이벤트 파이프라인 구축")], KAFKA_QUESTION, flags)
    assert result.violations == flags


# --- not_a_claim -----------------------------------------------------------------------------------------------

HYPOTHETICAL = "만약 트래픽이 열 배가 되어 Flink로 옮긴다면 어떤 순서로 진행하시겠어요?"


def test_framing_words_code_finds_in_the_flagged_clause_and_reads_as_framing_clear_the_flag():
    result = verdict([premise("Flink로 옮긴다", "not_a_claim", framing="만약")], HYPOTHETICAL,
                     [flag("Flink", Code.CROSS_DOMAIN), flag("Flink", Code.TEMPORAL)])
    assert result.violations == []
    assert {(c.violation.code, c.by, c.evidence) for c in result.cleared} == {
        (Code.CROSS_DOMAIN, "framing", "만약"), (Code.TEMPORAL, "framing", "만약")}


@pytest.mark.parametrize("text, framing", [
    (HYPOTHETICAL, "예를 들어"),  # words the question does not hold
    (HYPOTHETICAL, "옮긴다"),  # the question's words, but no framing
    ("한빛커머스에서 Flink를 도입하셨을 때 어떤 문제가 있었나요? 만약 다시 한다면 무엇을 바꾸시겠어요?", "만약"),  # another clause
    (HYPOTHETICAL, "Flink로 옮긴다면"),  # the framing is the flagged token itself
])
def test_framing_code_cannot_find_in_the_flagged_clause_clears_nothing(text, framing):
    result = verdict([premise("Flink", "not_a_claim", framing=framing)], text, [flag("Flink")])
    assert result.violations == [flag("Flink")]


@pytest.mark.parametrize("text, framing, field", [
    # the company's sentence names it too, but the flag is the second place: "운영하실 때" is a claim
    ("이 포지션은 Flink 기반입니다. 한빛커머스에서 Flink 클러스터를 운영하실 때 가장 어려웠던 점은 무엇인가요?", "이 포지션은",
     "question"),
    # a clause that tells the applicant what they did is a claim, whatever framing it also holds
    ("한빛커머스에서 Flink로 9년 동안 일하신 경험이 공고의 요건에 맞는다고 보입니다.", "공고의", "question"),
    # the words that frame an expected answer frame nothing it tells
    ("A strong answer would explain how they kept Flink jobs at 97% uptime.", "would", "expected_answer.summary"),
])
def test_framing_that_does_not_frame_every_place_the_span_stands_clears_nothing(text, framing, field):
    answer = {"summary": text, "key_points": []} if field != "question" else None
    result = verdict([premise("Flink", "not_a_claim", framing=framing)], text if field == "question" else KAFKA_QUESTION,
                     [flag("Flink", field=field)], answer=answer)
    assert result.violations == [flag("Flink", field=field)]


def test_framing_clears_only_flags_its_premise_names():
    result = verdict([premise("트래픽이 열 배", "not_a_claim", framing="만약")], HYPOTHETICAL, [flag("Flink")])
    assert result.violations == [flag("Flink")]


# --- adding a flag ---------------------------------------------------------------------------------------------

def test_an_unsupported_premise_adds_a_flag_where_code_confirms_the_token_is_in_no_document():
    text = "한빛커머스에서 Databricks로 정산 배치를 옮기셨을 때 비용은 어떻게 검증하셨나요?"
    result = verdict([premise("Databricks로 정산 배치를 옮김", "unsupported")], text, [])
    assert [(v.code, v.field, v.span) for v in result.violations] == [(Code.FABRICATED_ENTITY, "question", "Databricks")]
    assert result.added == result.violations and result.unconfirmed == []


@pytest.mark.parametrize("text, claimed", [
    (KAFKA_QUESTION, "Kafka 파이프라인을 운영"),  # the resume holds it
    ("Snowflake로 옮기신다면 어떻게 하시겠어요?", "Snowflake로 옮김"),  # the job description names it: the company's
    (KAFKA_QUESTION, "Databricks로 옮김"),  # the kit never says it
    (KAFKA_QUESTION, "장애 대응을 혼자 맡음"),  # no hard token to confirm
])
def test_an_unsupported_premise_code_cannot_confirm_is_a_warning_and_changes_nothing(text, claimed):
    result = verdict([premise(claimed, "unsupported")], text, [])
    assert result.violations == [] and result.unconfirmed == [claimed]


def test_an_added_flag_is_not_added_twice_nor_over_the_checks_own():
    text = "한빛커머스에서 Databricks로 정산 배치를 옮기셨을 때 비용은 어떻게 검증하셨나요?"
    own = flag("Databricks")
    result = verdict([premise("Databricks", "unsupported"), premise("Databricks로 옮김", "unsupported")], text, [own])
    assert result.violations == [own]


def test_the_checks_flags_found_in_a_follow_up_are_cleared_against_that_follow_up():
    follow_ups = [{"follow_up_id": "q1-f1", "question": "만약 Flink로 옮긴다면 무엇부터 바꾸시겠어요?"}]
    result = verdict([premise("Flink", "not_a_claim", framing="만약")], KAFKA_QUESTION,
                     [flag("Flink", field="follow_ups[0].question")], follow_ups)
    assert result.violations == []


# --- fail-closed -----------------------------------------------------------------------------------------------

CLEARING = premise("Kafka 파이프라인을 운영", quote="Kafka 기반 주문 이벤트 파이프라인 구축")


@pytest.mark.parametrize("premises", [
    None, "Kafka", {"premise": "Kafka"}, [CLEARING, "Kafka"], [CLEARING, {**CLEARING, "status": "approved"}],
    [CLEARING, {key: value for key, value in CLEARING.items() if key != "quote"}], [CLEARING, {**CLEARING, "quote": 7}],
    [CLEARING, {**CLEARING, "premise": " "}], [CLEARING] * 25, [{**CLEARING, "premise": "Kafka " * 200}],
])
def test_malformed_premises_change_nothing(premises):
    flags = [flag("Kafka")]
    result = verdict(premises, KAFKA_QUESTION, flags)
    assert result.malformed and result.violations == flags and result.cleared == result.added == []


def test_no_premises_leave_the_checks_verdict_as_it_is():
    text = "한빛커머스에서 Databricks로 정산 배치를 옮기셨을 때 비용은 어떻게 검증하셨나요?"
    checks = check_question(question(text), DOCUMENTS)
    assert checks and verify_review([], question(text), DOCUMENTS, None, None, checks).violations == checks


def test_a_flagged_word_stands_in_a_quote_only_as_a_word_of_its_own():
    text = "How do you bridge the gap with the Gen Z interns you mentored?"
    documents = [Document(document_id="resume", kind="resume", filename="r.md",
                          text="- Path-planning service for multi-agent reservation planning")]
    result = verify_review([premise("Gen", quote="Path-planning service for multi-agent reservation planning")],
                           question(text), documents, None, None, [flag("Gen")])
    assert result.violations == [flag("Gen")]


# --- a kit re-checked (hr-copilot verify) ----------------------------------------------------------------------

def kit_of(premises: list[dict]) -> dict:
    return {"status": "partial_completed", "questions": [{
        **question(KAFKA_QUESTION), "intent": "장애 대응", "follow_ups": [],
        "generation_basis": {**question(KAFKA_QUESTION)["generation_basis"], "premises": premises}}]}


def test_a_kit_is_re_checked_with_its_cited_premises_verified_again(monkeypatch):
    """verify_kit applies a kit's cited premises to the checks' flags as the scorer did, and only where code finds
    their quotes again in the documents passed. (The flag is fixed here: the seam under test is the re-verification.)"""
    from graph.rules import citations

    monkeypatch.setattr(citations, "check_kit", lambda kit, documents: [flag("Kafka")])
    cited = {"premise": "Kafka 파이프라인을 운영", "document_id": "resume", "quote": "Kafka 기반 주문 이벤트 파이프라인 구축",
             "clears": ["FABRICATED_ENTITY: Kafka"]}
    assert citations.verify_kit(kit_of([cited]), DOCUMENTS) == []
    edited = {**cited, "quote": "Kafka 기반 결제 이벤트 파이프라인 구축"}  # the kit was edited after the fact
    assert citations.verify_kit(kit_of([edited]), DOCUMENTS) == [flag("Kafka")]
    assert citations.verify_kit(kit_of([]), DOCUMENTS) == [flag("Kafka")]


def test_a_kit_without_premises_is_re_checked_as_the_checks_alone_see_it():
    from graph.rules import check_kit, verify_kit

    kit = kit_of([])
    kit["questions"][0]["question"] = "한빛커머스에서 Databricks로 정산 배치를 옮기셨을 때 비용은 어떻게 검증하셨나요?"
    assert verify_kit(kit, DOCUMENTS) == check_kit(kit, DOCUMENTS) != []
