"""The coverage map and the candidate summary of the demo kit (examples/ resume + job description) tell
the truth: a requirement is covered by the questions that probe it, and each summary point quotes the
line it is about."""

from __future__ import annotations

import pytest

from graph.model.llm import LLMBackend, LLMSettings
from graph.pipeline.context import RunContext
from graph.pipeline.nodes.output import candidate_summary
from graph.pipeline.requirements import probes
from graph.pipeline.runner import generate_kit
from graph.pipeline.state import AnalysisPoint, DocumentAnalysis
from graph.rules.technology import mentions_in

OFFLINE = RunContext(llm=LLMBackend.from_settings(LLMSettings(mode="offline")))


@pytest.fixture(scope="module")
def demo_kit():
    from graph.extraction.documents import load_documents
    from tests.conftest import EXAMPLES

    documents = load_documents([EXAMPLES / "resume_backend_ko.md", EXAMPLES / "jd_backend_ko.md"])
    return generate_kit(documents, "백엔드 개발자", OFFLINE, session_id="s_demo_coverage")


def citing(kit: dict, words: str) -> str:
    return next(q["question_id"] for q in kit["questions"] if words in q["generation_basis"]["evidence"])


def test_each_requirement_is_covered_by_the_questions_that_probe_it(demo_kit):
    covered = {r["text"]: set(r["question_ids"]) for r in demo_kit["job_coverage"]}
    go_rewrite, settlement = citing(demo_kit, "Go로 재작성"), citing(demo_kit, "Amazon SQS와 AWS Lambda")
    kubernetes = next(q["question_id"] for q in demo_kit["questions"] if q["category"] == "job_fit")

    # The Go rewrite of the payment API (its p99 latency) probes the language, the domain and performance.
    assert go_rewrite in covered["Go, Java, Kotlin 중 하나 이상에 능숙"]
    assert go_rewrite in covered["결제/금융 도메인 경험"]
    assert go_rewrite in covered["대규모 트래픽 환경의 성능 최적화 경험"]
    # The SQS + Lambda settlement pipeline probes message queues and serverless, not Kubernetes.
    assert settlement in covered["분산 시스템, 메시지 큐, 트랜잭션 처리에 대한 이해"]
    assert settlement in covered["AWS 기반 서버리스/컨테이너 아키텍처 개선"]
    assert covered["Kubernetes 운영 경험"] == {kubernetes}
    # What no question asks about stays uncovered: no question of this kit is about incidents.
    assert covered["백엔드 개발 경력 5년 이상"] == set()
    assert covered["장애 대응 체계와 관측성(모니터링, 알람) 고도화"] == set()
    assert sum(1 for ids in covered.values() if ids) >= 7


def test_each_summary_point_quotes_the_line_it_is_about(demo_kit):
    points = [p for section in demo_kit["candidate_summary"].values() for p in section]
    for point in points:
        named = {m.tech.name for m in mentions_in(point["text"])}
        assert not named or named & {m.tech.name for m in mentions_in(point["quote"])}, point
    kubernetes = next(p for p in demo_kit["candidate_summary"]["risks"] if "Kubernetes" in p["text"])
    assert (kubernetes["document_id"], kubernetes["quote"]) == ("job_description", "Kubernetes 운영 경험")


def test_a_risk_quoting_another_line_is_cited_on_the_line_it_is_about(backend_documents):
    analysis = DocumentAnalysis(points=[AnalysisPoint(
        type="risk", document_id="resume",
        quote="결제 승인 API를 Go로 재작성하여 p99 지연 시간을 420ms에서 180ms로 단축",
        text="Kubernetes 운영 경험이 문서에 보이지 않습니다.")])
    [risk] = candidate_summary(analysis, backend_documents).risks
    assert (risk.document_id, risk.quote) == ("job_description", "Kubernetes 운영 경험")


def question(evidence: str, text: str = "") -> dict:
    return {"question": text, "intent": "", "generation_basis": {"evidence": evidence}}


@pytest.mark.parametrize("requirement,evidence,probed", [
    ("Go, Java, Kotlin 중 하나 이상에 능숙", "결제 승인 API를 Go로 재작성", True),
    ("AWS 운영 경험", "DynamoDB 단일 테이블 설계로 주문 조회 비용을 월 38% 절감", True),
    ("대규모 트래픽 환경의 성능 최적화 경험", "p99 지연 시간을 420ms에서 180ms로 단축", True),
    ("Experience running services on ECS", "Explained the design decisions to the team", False),
    ("백엔드 개발 경력 5년 이상", "결제 승인 API를 Go로 재작성", False),
    ("Kubernetes 운영 경험", "DynamoDB 단일 테이블 설계", False),
])
def test_a_question_probes_a_requirement_by_technology_cloud_concern_or_words(requirement, evidence, probed):
    assert probes(question(evidence), requirement) is probed
