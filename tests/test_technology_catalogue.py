"""The technology catalogue behind TEMPORAL, CROSS_DOMAIN and product-name FABRICATED_ENTITY checks."""

from __future__ import annotations

import pytest

from graph.rules.catalogue import Technology, load_catalogue, normalise_alias

# A technology tied to one cloud is a service, tool or model of that cloud, never a language or a SaaS app.
ECOSYSTEM_KINDS = {"cloud_service", "ai_product", "ai_model", "data_tool", "devops_tool"}


@pytest.fixture(scope="module")
def catalogue() -> tuple[Technology, ...]:
    return load_catalogue()


@pytest.fixture(scope="module")
def by_spelling(catalogue) -> dict[str, Technology]:
    return {normalise_alias(spelling): tech for tech in catalogue for spelling in tech.spellings}


def test_catalogue_is_large(catalogue):
    assert len(catalogue) >= 1500


def test_release_years_are_plausible(catalogue):
    wrong = [(t.name, t.released) for t in catalogue if not 1950 <= t.released <= 2026]
    assert wrong == []


def test_no_spelling_belongs_to_two_entries(catalogue, by_spelling):
    spellings = [normalise_alias(s) for t in catalogue for s in t.spellings]
    assert len(spellings) == len(by_spelling)
    assert all(s for s in spellings), "an empty name or alias"


def test_duplicate_alias_is_refused(tmp_path):
    path = tmp_path / "technologies.yaml"
    path.write_text(
        "technologies:\n"
        "  - {name: Amazon EKS, aliases: [EKS], vendor: Amazon, ecosystem: AWS, kind: cloud_service, released: 2018}\n"
        "  - {name: Elastic K8s, aliases: [ｅｋｓ], vendor: X, ecosystem: null, kind: other, released: 2020}\n",
        encoding="utf-8")
    with pytest.raises(ValueError, match="Amazon EKS.*Elastic K8s"):
        load_catalogue(path)


def test_unknown_field_is_refused(tmp_path):
    path = tmp_path / "technologies.yaml"
    path.write_text("technologies:\n  - {name: X, aliases: [], vendor: Y, ecosystem: null, kind: other, "
                    "released: 2020, year: 2020}\n", encoding="utf-8")
    with pytest.raises(ValueError, match="year"):
        load_catalogue(path)


def test_cloud_entries_are_services_tools_or_models(catalogue):
    wrong = [(t.name, t.kind) for t in catalogue if t.ecosystem is not None and t.kind not in ECOSYSTEM_KINDS]
    assert wrong == []
    counts = {eco: sum(t.ecosystem == eco for t in catalogue) for eco in ("AWS", "Google Cloud", "Azure")}
    assert counts["AWS"] >= 60 and counts["Google Cloud"] >= 40 and counts["Azure"] >= 40, counts


def test_normalise_alias():
    assert normalise_alias("  Spring_Boot ") == normalise_alias("spring-boot") == "spring boot"
    assert normalise_alias("ＡＷＳ  Lambda") == "aws lambda"  # full-width letters, doubled space


@pytest.mark.parametrize(("spelling", "name", "year"), [
    ("Kubernetes", "Kubernetes", 2014),
    ("EKS", "Amazon EKS", 2018),
    ("GitHub Copilot", "GitHub Copilot", 2022),
    ("ChatGPT", "ChatGPT", 2022),
    ("Vertex AI", "Vertex AI", 2021),
    ("AKS", "Azure Kubernetes Service", 2018),
    ("GKE", "Google Kubernetes Engine", 2015),
    ("Terraform", "Terraform", 2014),
    ("pytorch", "PyTorch", 2016),
    ("Figma", "Figma", 2016),
    ("BigQuery", "BigQuery", 2011),
    ("쿠버네티스", "Kubernetes", 2014),
    ("Unity Catalog", "Databricks Unity Catalog", 2022),
    ("GPT-4o mini", "GPT-4o mini", 2024),
    ("Flutter 3", "Flutter 3", 2022),
    ("S/4HANA", "SAP S/4HANA", 2015),
    ("중대재해처벌법", "Korean Serious Accidents Punishment Act", 2021),
    ("Unreal Engine 5", "Unreal Engine 5", 2022),
    ("IFRS 17", "IFRS 17", 2017),
])
def test_well_known_years(by_spelling, spelling, name, year):
    tech = by_spelling[normalise_alias(spelling)]
    assert (tech.name, tech.released) == (name, year)


@pytest.mark.parametrize("spelling", ["도커", "테라폼", "카프카", "파이썬", "자바", "스프링 부트", "리액트",
                                      "텐서플로", "파이토치", "세일즈포스", "허브스팟", "노션", "슬랙", "피그마",
                                      "엑셀", "빅쿼리", "애저"])
def test_korean_spellings_resolve(by_spelling, spelling):
    assert normalise_alias(spelling) in by_spelling


def test_everyday_words_are_marked_ambiguous(by_spelling):
    for word in ("Lambda", "Glue", "Go", "Spark", "Swift", "Rust", "Ray", "Prophet", "Teams", "Word"):
        assert by_spelling[normalise_alias(word)].ambiguous, word
