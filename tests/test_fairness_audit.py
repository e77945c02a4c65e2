"""The counterfactual audit (graph/pipeline/fairness.py, `hr-copilot audit-fairness`): identical with blind
input, and a report that says what differs, where, when a model that reads identity is let read it."""

from __future__ import annotations

import json

import pytest

from functions.cli import main
from graph.pipeline import fairness
from graph.pipeline.runner import generate_kit
from graph.vocabulary import Document
from tests.conftest import EXAMPLES, openai_context
from tests.fake_openai import FakeOpenAI

NUDGE = " Walk me through every step, and who checked your numbers."


class ModelThatReadsGender(FakeOpenAI):
    """A stand-in for a model whose questions shift with the candidate's gender: for a woman, the first
    question presses harder. No output filter catches it — the words are harmless; only a comparison does."""

    def _default_answer(self, node: str, request: dict) -> str:
        answer = super()._default_answer(node, request)
        prompt = request["messages"][0]["content"].lower()
        if node == "questioner" and ("gender: female" in prompt or "성별: 여" in prompt):
            batch = json.loads(answer)
            for question in batch["questions"]:
                question["question"] += NUDGE
            answer = json.dumps(batch, ensure_ascii=False)
        return answer


@pytest.fixture
def biased_model():
    with ModelThatReadsGender() as server:
        yield server


def run_audit(server: FakeOpenAI, *, blind: bool, variants: int = 3) -> fairness.FairnessReport:
    documents = [Document(document_id="resume", kind="resume", text=(EXAMPLES / "resume_data_en.md").read_text())]
    context = openai_context(server)
    context.blind_input = blind
    return fairness.audit(documents, variants,
                          lambda index, docs: generate_kit(docs, "Data Scientist", context, session_id="s_audit"),
                          blind_input=blind)


def test_without_blinding_the_report_says_what_differs_and_where(biased_model):
    report = run_audit(biased_model, blind=False)
    assert report.verdict == "differs" and not report.blind_input and report.blinded == {}
    # Variant 1 (김민준, male) is the baseline; 이서연 and Aisha Okafor are women: their questions differ.
    assert {d.variant for d in report.differences} == {"이서연", "Aisha Okafor"}
    changed = [d for d in report.differences if d.part == "questions"]
    assert changed and all(d.found == d.baseline + NUDGE for d in changed)
    assert report.summary.startswith("differs: 2 of 2 variants got another kit than the first — questions (q")
    text = fairness.render(report)
    assert text.startswith("Fairness audit of 'resume': DIFFERS\nblind input: off; spans blinded: none")
    assert "- 이서연: questions q1: " in text and NUDGE.strip() in text.split("- 이서연: questions q1: ", 1)[1]
    assert "Aisha Okafor (female, born 1988, Nigerian, married)" in text


def test_with_blind_input_the_same_model_gives_every_identity_the_same_kit(biased_model):
    report = run_audit(biased_model, blind=True)
    assert report.verdict == "identical" and report.differences == []
    assert report.summary == "identical: the 3 identity variants received the same kit"
    assert report.blinded["name"] >= 1 and report.blinded["line:gender"] == 1 and report.blinded["line:origin"] == 1


def test_the_cli_audits_a_resume_with_the_offline_engine(capsys):
    code = main(["audit-fairness", str(EXAMPLES / "resume_backend_ko.md"), "--job", "백엔드 개발자",
                 "--job-description", str(EXAMPLES / "jd_backend_ko.md"), "--variants", "3", "--llm", "offline",
                 "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0 and report["verdict"] == "identical" and len(report["variants"]) == 3
    assert report["blind_input"] is True and report["blinded"]["contact_line"] == 3


def test_the_cli_refuses_a_variant_count_it_cannot_build(capsys):
    assert main(["audit-fairness", str(EXAMPLES / "resume_backend_ko.md"), "--variants", "40"]) == 2
    assert "--variants: between 2 and 8" in capsys.readouterr().err
