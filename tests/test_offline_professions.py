"""The offline engine outside software (issue 21, item 6): on four resumes of other professions, written before
the engine was read (tests/offline_professions/), and on the demo documents, each question is asked as what its
claim is — a result with a figure, a responsibility, a collaboration, a credential, a change of process — in
words that fit any profession, and no follow-up repeats within a kit. `--profile` and `--difficulty` change the
offline kit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from functions.cli import main
from graph.extraction.documents import load_documents
from graph.model.llm import LLMBackend, LLMSettings
from graph.model.offline import extract_claims
from graph.pipeline.context import RunContext
from graph.pipeline.runner import generate_kit
from graph.rules import evidence_in_document, technology_mentions
from tests.conftest import EXAMPLES

PROFESSIONS = Path(__file__).with_name("offline_professions")
OFFLINE = RunContext(llm=LLMBackend.from_settings(LLMSettings(mode="offline")))
RESUMES = [
    (PROFESSIONS / "nurse_ward_ko.md", "병동 간호사", "ko"),
    (PROFESSIONS / "warehouse_lead_en.md", "Warehouse operations lead", "en"),
    (PROFESSIONS / "sales_manager_en.md", "B2B sales manager", "en"),
    (PROFESSIONS / "teacher_secondary_ko.md", "수학 교사", "ko"),
    (EXAMPLES / "resume_backend_ko.md", "백엔드 개발자", "ko"),
    (EXAMPLES / "resume_data_en.md", "Data Scientist", "en"),
    (EXAMPLES / "portfolio_frontend_ko.md", "프론트엔드 개발자", "ko"),
]

# Wording that only fits building software, from the issue's examples ("which parts did you design yourself,
# and what were the key technical decisions?" for a nurse's patient load) and the software variants' words.
SOFTWARE_ONLY = ("design yourself", "designed yourself", "technical decision", "technology", "in operation",
                 "went live", "ten times the load", "dashboard", "직접 설계", "기술 결정", "기술을", "설계를",
                 "운영하면서", "운영 중에", "배포", "부하가", "대시보드")
# "How was that measured" fits a result, not a staffing duty.
MEASUREMENT = ("measured", "측정")

# A few claims labelled by hand with what they are (a claim may fairly be asked as a second thing too).
LABELS = {
    "42병상 내과 병동에서 교대 근무 시 환자 8~10명 담당": ("responsibility",),
    "간호 인력 근무표 작성 담당": ("responsibility",),
    "낙상 예방 프로그램 도입을 주도하여": ("result", "improvement"),
    "감염관리실, 약제부와 협력하여": ("collaboration", "improvement"),
    "간호사 면허 (2017": ("credential",),
    "Responsible for a 38,000 m² distribution centre": ("responsibility",),
    "Cut mis-picks from 0.9% to 0.3%": ("result", "improvement"),
    "Worked with the transport planning team": ("collaboration",),
    "NEBOSH National General Certificate": ("credential",),
    "Lead a team of 6 account executives": ("responsibility",),
    "Grew regional revenue from $8.2M to $11.6M": ("result",),
    "Won the company's largest service contract": ("result",),
    "Worked with customer service to resolve": ("collaboration",),
    "Certified Professional Sales Person": ("credential",),
    "2학년 부장으로 담임 교사 9명과 학년 운영 총괄": ("responsibility",),
    "학교 시험 문항 검토 절차를 만들어": ("result", "improvement"),
    "과학과 교사 2명과 융합 수업": ("collaboration",),
    "거꾸로 수업(flipped learning) 도입": ("improvement",),
    "교육청 과정중심평가 직무연수 60시간 이수": ("credential",),
    "Python Django 관리자 페이지 개발": ("limited",),
}
# The kit's category for each kind of claim.
CATEGORY = {"result": "impact_verification", "responsibility": "technical_depth", "collaboration": "collaboration",
            "credential": "growth", "improvement": "problem_solving", "limited": "growth"}


def label_of(quote: str) -> tuple[str, ...] | None:
    return next((kinds for start, kinds in LABELS.items() if quote.startswith(start)), None)


@pytest.fixture(scope="module")
def kits() -> dict[str, tuple[dict, list]]:
    out = {}
    for path, job, language in RESUMES:
        documents = load_documents([path])
        out[path.name] = generate_kit(documents, job, OFFLINE, language=language, session_id="s_prof"), documents
    return out


def asked(question: dict) -> list[str]:
    """What the interviewer reads of a question: itself, its intent, its follow-ups and its expected answer."""
    expected = question["expected_answer"]
    rubric = expected["rubric"]
    return [question["question"], question["intent"], *(f["question"] for f in question["follow_ups"]),
            expected["summary"], *expected["key_points"], rubric["strong"], rubric["adequate"], rubric["weak"],
            *rubric["red_flags"]]


@pytest.mark.parametrize("name", [path.name for path, _, _ in RESUMES])
def test_every_kit_is_complete_and_grounded(kits, name):
    kit, documents = kits[name]
    assert kit["status"] == "completed", kit["warnings"]
    assert len(kit["questions"]) == 5
    assert len({q["category"] for q in kit["questions"]}) >= 3
    for question in kit["questions"]:
        assert evidence_in_document(question["generation_basis"]["evidence"], documents[0].text)


@pytest.mark.parametrize("name", [path.name for path, _, _ in RESUMES])
def test_no_software_wording_for_a_claim_that_is_not_software(kits, name):
    kit, _ = kits[name]
    for question in kit["questions"]:
        evidence = question["generation_basis"]["evidence"]
        if technology_mentions(evidence):
            continue
        for text in asked(question):
            assert not [w for w in SOFTWARE_ONLY if w in text.lower()], (evidence, text)


@pytest.mark.parametrize("name", [path.name for path, _, _ in RESUMES])
def test_only_a_result_is_asked_how_it_was_measured(kits, name):
    kit, _ = kits[name]
    for question in kit["questions"]:
        if question["category"] != "impact_verification":
            for text in asked(question):
                assert not [w for w in MEASUREMENT if w in text.lower()], \
                    (question["generation_basis"]["evidence"], text)


@pytest.mark.parametrize("name", [path.name for path, _, _ in RESUMES])
def test_no_follow_up_repeats_within_a_kit(kits, name):
    kit, _ = kits[name]
    follow_ups = [f["question"] for q in kit["questions"] for f in q["follow_ups"]]
    assert len(follow_ups) == 10 and len(set(follow_ups)) == len(follow_ups)


def test_the_labelled_claims_are_read_as_what_they_are():
    claims = {c.quote: c for path, _, _ in RESUMES for d in load_documents([path]) for c in extract_claims(d)}
    labelled = {quote: label_of(quote) for quote in claims if label_of(quote)}
    assert len(labelled) == len(LABELS)
    for quote, kinds in labelled.items():
        assert claims[quote].kinds[0] == kinds[0], quote


def test_each_question_is_asked_as_what_its_claim_is(kits):
    checked = 0
    for kit, _ in kits.values():
        for question in kit["questions"]:
            kinds = label_of(question["generation_basis"]["evidence"])
            if kinds:
                checked += 1
                assert question["category"] in {CATEGORY[k] for k in kinds}, question["question"]
    assert checked >= 10  # most labelled claims are asked, so the check is not vacuous


@pytest.fixture(scope="module")
def cli_kits(tmp_path_factory) -> dict[tuple[str, str], dict]:
    """The issue's command through the CLI: the demo resume, each difficulty and each profile."""
    folder = tmp_path_factory.mktemp("flags")
    out = {}
    for difficulty, profile in [("easy", "default"), ("medium", "default"), ("hard", "default"),
                                ("medium", "technical"), ("medium", "behavioral"), ("medium", "culture")]:
        path = folder / f"{difficulty}-{profile}.json"
        assert main(["generate", str(EXAMPLES / "resume_backend_ko.md"), "--job", "백엔드 개발자", "--llm", "offline",
                     "--difficulty", difficulty, "--profile", profile, "--json", "--output", str(path)]) == 0
        out[difficulty, profile] = json.loads(path.read_text(encoding="utf-8"))
    return out


def questions_of(kit: dict) -> list[str]:
    return [q["question"] for q in kit["questions"]]


def test_difficulty_changes_every_question_of_the_offline_kit(cli_kits):
    easy, medium, hard = (questions_of(cli_kits[d, "default"]) for d in ("easy", "medium", "hard"))
    difficulties = ("easy", "medium", "hard")
    assert [cli_kits[d, "default"]["difficulty_level"] for d in difficulties] == list(difficulties)
    for one, other in ((easy, medium), (medium, hard), (easy, hard)):
        assert len(one) == len(other) == 5 and not set(one) & set(other)


def test_each_profile_asks_a_different_offline_kit(cli_kits):
    kits = {profile: cli_kits["medium", profile] for profile in ("default", "technical", "behavioral", "culture")}
    categories = {profile: [q["category"] for q in kit["questions"]] for profile, kit in kits.items()}
    assert len({tuple(questions_of(kit)) for kit in kits.values()}) == 4
    # Behavioral and culture ask about working with others first; culture also asks how a gap was closed.
    assert categories["behavioral"][0] == categories["culture"][0] == "collaboration" != categories["default"][0]
    assert "growth" in categories["culture"] and "growth" not in categories["default"]
