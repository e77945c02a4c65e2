"""A chat-completions server that replays recorded-style model answers ("cassettes").

`FakeOpenAI` answers with the project's own offline engine; this server answers with text written
the way a real model (gpt-5-mini or stronger) answers the project's prompts, planted mistakes
included, so the pipeline meets model-written text through the real ChatOpenAI client.

A case lives in `tests/cassettes/<case>/` (see the README there): `meta.json`, the documents, and
one JSON file per LLM node. For each request the server finds

- the node, from `response_format.json_schema.name` (FakeOpenAI's role-prefix guess as a fallback);
- the case, by checking that every applicant document's text, blinded, is in the first system message;
- the ids, from the JSON inside the last `<task_input>…</task_input>`;
- the variant of each id (original, replacement, follow-up retry), from the payload's texts;

and serves just those items, with every `_`-prefixed key removed. Anything it has no answer for is
answered with HTTP 400 and recorded in `misses`: a replay never improvises.

    with ReplayOpenAI.for_case("ko_backend_gcp") as server:
        ...  # point LLMSettings(base_url=server.base_url, mode="openai", api_key="sk-test") at it
        server.assert_no_misses()
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.fake_openai import FakeOpenAI, NoAnswer, node_of

from graph.extraction.documents import extract_text
from graph.pipeline.blinding import Blinding
from graph.vocabulary import Document

CASSETTES = Path(__file__).resolve().parent / "cassettes"
NODES = ("analyzer", "questioner", "predictor", "driller", "reviewer")
SCHEMA_NODES = {"DocumentAnalysis": "analyzer", "QuestionBatch": "questioner", "AnswerBatch": "predictor",
                "FollowUpBatch": "driller", "ReviewBatch": "reviewer"}
APPLICANT_KINDS = ("resume", "portfolio", "cover_letter", "other")
PLANTED_KINDS = ("altered_figure", "near_duplicate", "unknown_entity", "protected_attribute",
                 "over_generous_review", "repeated_follow_ups")
PLANTED_WHERE = ("question", "expected_answer", "follow_ups", "review")


class ReplayMiss(NoAnswer):
    """The cassette has no answer for this request."""


# --- cases ---------------------------------------------------------------------------------------


@dataclass
class Case:
    name: str
    directory: Path
    meta: dict
    documents: list[Document]
    analyzer: dict
    questioner: dict
    predictor: dict
    driller: dict
    reviewer: dict

    @property
    def target_job(self) -> str:
        return self.meta["target_job"]

    @property
    def language(self) -> str:
        return self.meta["language"]

    @property
    def difficulty(self) -> str:
        return self.meta["difficulty"]

    @property
    def expect(self) -> dict:
        return self.meta.get("expect", {})

    @property
    def applicant_documents(self) -> list[Document]:
        return [d for d in self.documents if d.kind in APPLICANT_KINDS]

    def question(self, question_id: str, variant: str = "original") -> dict:
        """A question item as written (labels included); variant "original" or "replacement"."""
        if variant == "replacement":
            return self.questioner["replacements"][question_id]
        return next(q for q in self.questioner["first_pass"]["questions"] if q["question_id"] == question_id)

    def planted(self) -> list[tuple[str, str | None, str, str, str]]:
        """Every labelled mistake as (node, question_id, variant, kind, where)."""
        found: list[tuple[str, str | None, str, str, str]] = []

        def add(node: str, qid: str | None, variant: str, item: dict) -> None:
            label = item.get("_planted")
            if label:
                found.append((node, qid, variant, label["kind"], label["where"]))

        for point in self.analyzer.get("points", []):
            add("analyzer", None, "original", point)
        for question in self.questioner["first_pass"]["questions"]:
            add("questioner", question["question_id"], "original", question)
        for qid, question in self.questioner.get("replacements", {}).items():
            add("questioner", qid, "replacement", question)
        for node, key in (("predictor", "answers"), ("driller", "follow_ups"), ("reviewer", "reviews")):
            for qid, variants in getattr(self, node)[key].items():
                for variant, item in variants.items():
                    add(node, qid, variant, item)
        return found


def case_names() -> list[str]:
    return sorted(p.parent.name for p in CASSETTES.glob("*/meta.json"))


def load_case(name: str | Path) -> Case:
    """A case by name (a folder of tests/cassettes) or by path."""
    directory = Path(name) if isinstance(name, Path) or "/" in str(name) else CASSETTES / name
    if not (directory / "meta.json").is_file():
        raise FileNotFoundError(f"no cassette case at {directory} (known: {', '.join(case_names())})")
    meta = _read_json(directory / "meta.json")
    documents = []
    for entry in meta["documents"]:
        path = directory / entry["file"]
        # The same extraction and normalisation the pipeline applies to an uploaded file.
        documents.append(Document(document_id=entry["document_id"], kind=entry["kind"], filename=path.name,
                                  text=extract_text(path.name, path.read_bytes())))
    parts = {node: _read_json(directory / f"{node}.json") for node in NODES}
    return Case(name=directory.name, directory=directory, meta=meta, documents=documents, **parts)


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not valid JSON ({exc})") from None


def strip_private(value: Any) -> Any:
    """A copy without any key that starts with "_", at any depth (labels never reach the client)."""
    if isinstance(value, dict):
        return {k: strip_private(v) for k, v in value.items() if not k.startswith("_")}
    if isinstance(value, list):
        return [strip_private(v) for v in value]
    return copy.deepcopy(value)


# --- the server ----------------------------------------------------------------------------------


class ReplayOpenAI(FakeOpenAI):
    def __init__(self, case: Case | str | Path, latency_s: float = 0.0,
                 latency_model: Callable[[int], float] | None = None) -> None:
        super().__init__(latency_s=latency_s, latency_model=latency_model)
        self.case = case if isinstance(case, Case) else load_case(case)
        self.served: list[tuple[str, str, str]] = []  # (node, question_id, variant) in serving order

    @classmethod
    def for_case(cls, name: str, **kwargs) -> "ReplayOpenAI":
        return cls(load_case(name), **kwargs)

    def __enter__(self) -> "ReplayOpenAI":
        super().__enter__()
        return self

    def served_ids(self, node: str, variant: str | None = None) -> list[str]:
        """The ids served for a node, in order; only those of one variant if given."""
        return [qid for n, qid, v in self.served if n == node and (variant is None or v == variant)]

    def assert_no_misses(self) -> None:
        assert not self.misses, f"the replay of '{self.case.name}' had no answer for {len(self.misses)} " \
                                f"request(s):\n" + "\n".join(f"- {m}" for m in self.misses)

    @staticmethod
    def node_for(request: dict) -> str:
        response_format = request.get("response_format") or {}
        name = (response_format.get("json_schema") or {}).get("name", "") if isinstance(response_format, dict) else ""
        if name in SCHEMA_NODES:
            return SCHEMA_NODES[name]
        try:
            return node_of(request)
        except (KeyError, IndexError, TypeError, AttributeError):
            return "unknown"

    def _default_answer(self, node: str, request: dict) -> str:
        answer, served = self.replay(node, request)
        with self._lock:
            self.served.extend((node, qid, variant) for qid, variant in served)
        return json.dumps(strip_private(answer), ensure_ascii=False)

    # --- choosing what to serve --------------------------------------------------------------

    def replay(self, node: str, request: dict) -> tuple[dict, list[tuple[str, str]]]:
        """The node's answer for this request (labels still on) and the (id, variant) pairs in it."""
        if node not in NODES:
            raise ReplayMiss("the request's response_format names no known schema "
                             f"({', '.join(SCHEMA_NODES)}) and its role message matches no node")
        messages = request.get("messages") or []
        first = messages[0].get("content") if messages else ""
        first = first if isinstance(first, str) else json.dumps(first, ensure_ascii=False)
        # The prompt shows the documents as blind input writes them (graph/pipeline/blinding.py).
        shown = Blinding(self.case.documents).documents
        absent = [d.document_id for d in shown if d.kind in APPLICANT_KINDS and d.text not in first]
        if absent:
            raise ReplayMiss(f"document(s) {', '.join(absent)} of case '{self.case.name}' are not in the first "
                             "system message: the request belongs to another case or documents")
        if node == "analyzer":
            return self.case.analyzer, []
        task = task_input(messages)
        return getattr(self, f"_{node}")(task)

    def _questioner(self, task: dict) -> tuple[dict, list[tuple[str, str]]]:
        """A first pass asks for cassette ids as they are; a rework asks for a kit id, and the cassette
        question behind it is the one whose evidence the slot used before (`avoid`)."""
        ids = _ids(task.get("question_ids"), "question_ids")
        feedback = task.get("feedback") or {}
        first = {q["question_id"]: q for q in self.case.questioner["first_pass"]["questions"]}
        replacements = self.case.questioner.get("replacements", {})
        questions, served = [], []
        for qid in ids:
            if feedback.get(qid):
                source = self._by_evidence((task.get("avoid") or {}).get(qid) or [])
                if source not in replacements:
                    raise ReplayMiss(f"{qid} ({source}) is asked again with feedback but the cassette has no "
                                     f"replacement for it (feedback: {str(feedback[qid])[:200]!r})")
                questions.append({**replacements[source], "question_id": qid})
                served.append((source, "replacement"))
            else:
                if qid not in first:
                    raise ReplayMiss(f"{qid} is not among the first-pass questions ({', '.join(first)})")
                questions.append(first[qid])
                served.append((qid, "original"))
        shortfall = self.case.questioner["first_pass"].get("shortfall_reason", "")
        return {"questions": questions, "shortfall_reason": shortfall if not feedback else ""}, served

    def _predictor(self, task: dict) -> tuple[dict, list[tuple[str, str]]]:
        answers, served = [], []
        for item in _items(task.get("questions"), "questions"):
            source, variant = self.locate(item.get("question"))
            answer = self._variant("predictor", self.case.predictor["answers"], source, variant)
            answers.append({**answer, "question_id": item["question_id"]})
            served.append((source, variant))
        return {"answers": answers}, served

    def _driller(self, task: dict) -> tuple[dict, list[tuple[str, str]]]:
        sets, served = [], []
        for item in _items(task.get("items"), "items"):
            source, variant = self.locate(item.get("question"))
            if item.get("feedback"):
                if variant != "original":
                    raise ReplayMiss(f"{source}: follow-ups of the {variant} question are asked again with "
                                     "feedback; the cassette only rewrites the original question's follow-ups")
                variant = "retry"
            follow_ups = self._variant("driller", self.case.driller["follow_ups"], source, variant)
            sets.append({**follow_ups, "question_id": item["question_id"]})
            served.append((source, variant))
        return {"items": sets}, served

    def _reviewer(self, task: dict) -> tuple[dict, list[tuple[str, str]]]:
        ids = _ids(task.get("review_ids"), "review_ids")
        kit = {entry.get("question_id"): entry for entry in _items(task.get("kit"), "kit")}
        reviews, served = [], []
        for qid in ids:
            if qid not in kit:
                raise ReplayMiss(f"{qid} is in review_ids but not in the kit")
            entry = kit[qid]
            source, variant = self.locate(entry.get("question"))
            if variant == "original":
                retry = self.case.driller["follow_ups"].get(source, {}).get("retry")
                asked = [_norm(f.get("question") if isinstance(f, dict) else f) for f in entry.get("follow_ups") or []]
                if retry and asked == [_norm(f["question"]) for f in retry["follow_ups"]]:
                    variant = "follow_up_retry"
            review = self._variant("reviewer", self.case.reviewer["reviews"], source, variant)
            reviews.append({**review, "question_id": qid})
            served.append((source, variant))
        return {"reviews": reviews}, served

    def locate(self, text: Any) -> tuple[str, str]:
        """The cassette question (id, "original" or "replacement") whose text the payload carries: the
        pipeline numbers its kit q1 … q5, so a kit id need not be the cassette's id."""
        for question in self.case.questioner["first_pass"]["questions"]:
            if _norm(text) == _norm(question["question"]):
                return question["question_id"], "original"
        for source, question in self.case.questioner.get("replacements", {}).items():
            if _norm(text) == _norm(question["question"]):
                return source, "replacement"
        raise ReplayMiss(f"the question text in the payload matches no question of the cassette: {str(text)[:120]!r}")

    def _by_evidence(self, evidence: list[str]) -> str:
        wanted = {_norm(e) for e in evidence}
        for question in self.case.questioner["first_pass"]["questions"]:
            if _norm(question["generation_basis"]["evidence"]) in wanted:
                return question["question_id"]
        raise ReplayMiss(f"no cassette question used the evidence {sorted(wanted)!r}")

    @staticmethod
    def _variant(node: str, table: dict, qid: str, variant: str) -> dict:
        item = table.get(qid, {}).get(variant)
        if item is None:
            raise ReplayMiss(f"the cassette has no {variant} {node} answer for {qid}")
        return item


def task_input(messages: list[dict]) -> dict:
    """The JSON inside <task_input>…</task_input> of the last message that has one."""
    for message in reversed(messages):
        content = message.get("content")
        text = content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)
        if "<task_input>" in text and "</task_input>" in text:
            body = text.split("<task_input>", 1)[1].rsplit("</task_input>", 1)[0]
            try:
                value = json.loads(body)
            except json.JSONDecodeError as exc:
                raise ReplayMiss(f"the <task_input> is not JSON ({exc})") from None
            if not isinstance(value, dict):
                raise ReplayMiss("the <task_input> is not a JSON object")
            return value
    raise ReplayMiss("no message carries a <task_input>")


def _ids(value: Any, key: str) -> list[str]:
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise ReplayMiss(f"the task input has no usable '{key}' list")
    return value


def _items(value: Any, key: str) -> list[dict]:
    if not isinstance(value, list) or not all(isinstance(v, dict) and "question_id" in v for v in value):
        raise ReplayMiss(f"the task input has no usable '{key}' list of objects with question_id")
    return value


def _norm(text: Any) -> str:
    return " ".join(str(text or "").split())

