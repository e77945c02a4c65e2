"""The deterministic checks: targets on the labelled corpus, their use in the graph, `hr-copilot verify`."""

from __future__ import annotations

import json

import pytest

from functions.cli import main
from graph.rules import grounding
from tests.conftest import EXAMPLES
from tests.grounding_corpus import evaluate


def test_corpus_is_large_and_covers_every_code():
    resumes = list((evaluate.HERE / "resumes").glob("*.md"))
    cases = len(evaluate.CASES) + len(evaluate.structure_outcomes()) + len(evaluate.injection_outcomes())
    assert len(resumes) >= 12 and cases >= 150
    assert all(row["positives"] >= 2 for row in evaluate.table().values())


@pytest.mark.parametrize("code", grounding.CODES)
def test_every_code_meets_its_targets_on_the_corpus(code):
    row = evaluate.table()[code]
    assert row["recall"] >= 0.95, row
    assert row["false_positive_rate"] <= 0.05, row


def test_figures_dates_and_ages_are_told_apart(backend_documents):
    assert grounding.fabricated_numbers("2021년 3월부터 38% 절감", backend_documents) == []
    assert grounding.fabricated_numbers("비용을 45억 원, 900건 절감", backend_documents) == ["45억원", "900"]
    assert grounding.fabricated_numbers("20대 팀원", backend_documents) == []


def test_ambiguous_cloud_names_need_a_second_signal():
    assert grounding.ecosystems_in("lambda calculus and Functions of a graph") == set()
    assert grounding.ecosystems_in("AWS Lambda with SQS") == {"AWS"}
    assert grounding.ecosystems_in("Azure Functions") == {"Azure"}


def kit_file(tmp_path, kit):
    path = tmp_path / "kit.json"
    path.write_text(json.dumps(kit, ensure_ascii=False), encoding="utf-8")
    return str(path)


def test_verify_passes_a_clean_kit_and_reports_a_broken_one(tmp_path, capsys):
    resume = str(EXAMPLES / "resume_backend_ko.md")
    assert main(["generate", resume, "--job", "백엔드", "--llm", "offline", "--json"]) == 0
    kit = json.loads(capsys.readouterr().out)
    assert main(["verify", kit_file(tmp_path, kit), "--documents", resume]) == 0
    assert capsys.readouterr().out == ""

    kit["questions"][0]["question"] = "결혼은 하셨나요? 카카오뱅크에서 일하실 때는요?"
    kit["questions"][1]["generation_basis"]["evidence"] = "이력서에 없는 문장입니다"
    code = main(["verify", kit_file(tmp_path, kit), "--documents", resume,
                 "--job-description", str(EXAMPLES / "jd_backend_ko.md")])
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert code == 1
    assert {(v["code"], v["question_id"]) for v in lines} == {
        ("PROTECTED_ATTRIBUTE", "q" + kit["questions"][0]["question_id"][1:]),
        ("FABRICATED_ENTITY", kit["questions"][0]["question_id"]),
        ("EVIDENCE_NOT_FOUND", kit["questions"][1]["question_id"])}
    assert all({"code", "question_id", "field", "span", "message"} <= set(v) for v in lines)


def test_verify_exits_2_on_unreadable_input(tmp_path, capsys):
    bad = tmp_path / "kit.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["verify", str(bad), "--documents", str(EXAMPLES / "resume_backend_ko.md")]) == 2
    assert "Traceback" not in capsys.readouterr().err


def test_a_flawed_candidate_never_reaches_the_kit(fake_openai, backend_documents):
    """The questioner invents a company for q1: selector_lite drops it while clean candidates exist."""
    from graph.pipeline.runner import generate_kit
    from tests.conftest import openai_context
    from tests.fake_openai import Script

    def invent(answer):
        answer["questions"][0]["question"] = "카카오뱅크에서 결제 시스템을 운영하실 때 가장 어려웠던 점은?"
        return answer

    fake_openai.script("questioner", Script(rewrite=invent))
    kit = generate_kit(backend_documents, "백엔드", openai_context(fake_openai), session_id="s_flawed")
    assert "q1" not in [q["question_id"] for q in kit["questions"]]
    assert len(kit["questions"]) == 5
    assert all(not grounding.check_question(q, backend_documents, q["follow_ups"]) for q in kit["questions"])


def test_the_expected_answer_is_checked_too(backend_documents):
    question = {"question_id": "q1", "question": "정산 배치를 어떻게 설계하셨나요?",
                "generation_basis": {"document_id": "resume",
                                     "evidence": "Amazon SQS와 AWS Lambda 기반 정산 배치 파이프라인 설계, 일 1,200만 건 처리"}}
    answer = {"summary": "카카오뱅크에서 하루 5,000만 건을 처리한 경험을 설명할 것", "key_points": ["재시도 설계"]}
    found = {(v.code, v.field, v.span) for v in grounding.check_question(question, backend_documents, [], answer)}
    assert found == {("FABRICATED_ENTITY", "expected_answer.summary", "카카오뱅크"),
                     ("FABRICATED_ENTITY", "expected_answer.summary", "5000")}
