"""What wrote each part of a kit — which engine and model — and the versions of the prompts and of the
checks' data it was made with, for the AI-output label and the audit record. Imports only the standard
library: the API (no LangChain) labels kits and records edits with it."""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path

GRAPH = Path(__file__).resolve().parents[1]
# The LLM node that writes each part of the kit.
PARTS = {"analyzer": "candidate_summary", "questioner": "questions", "predictor": "expected_answers",
         "driller": "follow_ups", "reviewer": "reviews"}
OFFLINE_MODEL = "offline"  # the model name usage records give the rule-based engine (graph/model/offline.py)


def engine_of(model: str) -> str:
    return "offline_engine" if model == OFFLINE_MODEL else "openai"


@functools.cache
def files_sha256(*paths: Path) -> str:
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.relative_to(GRAPH).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def prompts_sha256() -> str:
    """The prompts and the offline engine's wording and claim table: what the generating nodes are told."""
    return files_sha256(GRAPH / "pipeline" / "prompts.py", GRAPH / "model" / "offline_wording.json",
                        GRAPH / "model" / "offline_claims.json")


def checks_sha256() -> str:
    """The deterministic checks: their code and their data (word lists, catalogue, lexicon)."""
    rules = GRAPH / "rules"
    return files_sha256(*sorted(path for path in rules.rglob("*") if path.suffix in (".py", ".yaml", ".json")))


def provenance(usages: list[dict], reviews: list[dict], check_findings: list[dict]) -> dict:
    """Per part, the engines and models whose answers were used (a call that failed wrote nothing)."""
    parts = {}
    for node, part in PARTS.items():
        models = sorted({u["model"] for u in usages if u.get("node") == node and u.get("status", "ok") == "ok"})
        parts[part] = {"engines": sorted({engine_of(m) for m in models}), "models": models}
    models = sorted({model for part in parts.values() for model in part["models"]})
    return {"engine": "+".join(sorted({engine_of(m) for m in models})) or None, "models": models, "parts": parts,
            "prompts_sha256": prompts_sha256(), "checks_sha256": checks_sha256(), "reviews": reviews,
            "check_findings": check_findings}
