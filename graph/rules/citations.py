"""A reviewer's premises, verified: the model proposes, with exact quotes; code verifies; the model can never
approve what code cannot confirm (seed 004).

The reviewer states, per question, what the question, its expected answer and its follow-ups assert about the
applicant's past: each premise `supported` by a quote from a named document, `unsupported`, or `not_a_claim` with
the words that make it so. Trust is asymmetric:

- a quote counts only if it occurs in one line of the named applicant document under the checks' normalisation,
  and every hard token of the premise — figures with their units, names, technologies, years — stands in the quote
  or follows from it by the checks' own arithmetic (`figures`) and aliases (the technology catalogue, the
  organisation lexicon, `premises.is_known`);
- a flag of the checks (FABRICATED_ENTITY, CROSS_DOMAIN) is cleared only by such a verified quote that holds the
  flagged token (a figure with the words beside it, and not one the documents state otherwise there); `not_a_claim`
  clears a flag (those two and TEMPORAL) only where code finds the framing words it names in the clause of the
  flagged span, apart from the token, and reads them as framing (a hypothetical, or the hiring company's: `frames`);
- an `unsupported` premise adds a FABRICATED_ENTITY flag only for a hard token the kit's text holds and no document
  does (the job description included); otherwise it is a warning for the interviewer and changes nothing;
- premises that are malformed (not a list of well-formed premises, or past the bounds) change nothing: the checks'
  verdict stands, as when the reviewer failed or timed out.

Every cleared flag keeps the premise and the quote that cleared it, so each approval traces to a quote code found.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from typing import NamedTuple

from graph.rules import figures, frames, organisations, premises, technology
from graph.rules.evidence import evidence_in_document
from graph.rules.grounding import check_kit, facts_of, question_fields
from graph.rules.text import normalise_for_match, normalise_width
from graph.rules.violation import Code, Violation
from graph.vocabulary import APPLICANT_KINDS, Document

STATUSES = ("supported", "unsupported", "not_a_claim")
PREMISE_KEYS = ("premise", "document_id", "quote", "framing", "status")
MAX_PREMISES = 24  # per question: far more than a question asserts; past it the list is no reading of one
MAX_PREMISE_CHARS = 600
CLEARED_BY_QUOTE = (Code.FABRICATED_ENTITY, Code.CROSS_DOMAIN)
# A period is no quote's to vouch for (a quote naming a technology does not date it); a hypothetical has no period.
CLEARED_BY_FRAMING = (Code.FABRICATED_ENTITY, Code.CROSS_DOMAIN, Code.TEMPORAL)
FRAMING_FRAMES = (frames.HYPOTHETICAL, frames.COMPANY)


class Token(NamedTuple):
    """A hard token of a text: what a premise must have its quote hold."""

    text: str
    kind: str  # "figure", "technology" or "name"
    figure: figures.Figure | None = None
    technology: str = ""  # the catalogue's name for it
    name: premises.Name | None = None


class CitedPremise(NamedTuple):
    """A premise code verified: its quote is in the named document and holds the premise's hard tokens."""

    premise: str
    document_id: str
    quote: str


class ClearedFlag(NamedTuple):
    violation: Violation
    premise: str
    by: str  # "quote" or "framing"
    evidence: str  # the verified quote, or the framing words code found in the flagged clause


class Verification(NamedTuple):
    violations: list[Violation]  # the checks' verdict, less the flags cleared, plus the flags added
    cited: list[CitedPremise]
    cleared: list[ClearedFlag]
    added: list[Violation]
    unconfirmed: list[str]  # unsupported premises code could not confirm: for the interviewer, no verdict
    malformed: bool = False


def hard_tokens(text: str) -> list[Token]:
    """Figures with their units, technologies of the catalogue and names (organisations, credentials, products)."""
    return list(_hard_tokens(normalise_width(text)))


@functools.lru_cache(maxsize=1024)
def _hard_tokens(text: str) -> tuple[Token, ...]:
    mentions = technology.mentions_in(text)
    tokens = [Token(text[m.start:m.end], "technology", technology=m.tech.name) for m in mentions]
    inside = [(m.start, m.end) for m in mentions]
    tokens += [Token(f.span, "figure", figure=f) for f in figures.figures_in(text)
               if not any(s <= f.start < e for s, e in inside)]  # "PyTorch 2.0": a version
    tokens += [Token(n.text, "name", name=n) for n in premises.names_in(text)  # "AWS Certified …" is a name of its own
               if not any(s <= n.start and n.start + len(n.text) <= e for s, e in inside)]
    return tuple(tokens)


def holds(token: Token, texts: list[str], context: str = "") -> bool:
    """The texts state the token, by the checks' own matching: a figure stated or worked out from theirs (with
    `context`, the text the token came from, for the figures beside it), a technology under any of its
    catalogue spellings, a name as the names check knows it (aliases, initials, the lexicon's spellings)."""
    texts = tuple(normalise_width(t) for t in texts if t)
    if not texts:
        return False
    if token.kind == "figure":
        facts, quoted = _figure_facts(texts)
        return figures.is_stated(token.figure, facts) or (
            bool(context) and figures.follows_from(normalise_width(context), token.figure, facts,
                                                   quoted=quoted))
    if token.kind == "technology":
        return token.technology in _technologies(texts)
    known = _known_names(texts)
    organisation = token.name.organisation if token.name else None
    return premises.is_known(token.text, known) or bool(
        organisation and organisations.is_named(organisation, token.text, known.organisations))


# A question's premises are held against the same few texts (its quotes, its fields, the documents): derive once.
@functools.lru_cache(maxsize=256)
def _figure_facts(texts: tuple[str, ...]) -> tuple[figures.FigureFacts, tuple[figures.Figure, ...]]:
    # A quote's own figures may be worked from, as a question's evidence's are; a whole document's are too many.
    quoted = tuple(f for t in texts for f in figures.figures_in(t) if f.unit != "year") \
        if sum(map(len, texts)) <= MAX_PREMISE_CHARS else ()
    return figures.document_figures(list(texts)), quoted


@functools.lru_cache(maxsize=256)
def _technologies(texts: tuple[str, ...]) -> frozenset[str]:
    return frozenset(m.tech.name for t in texts for m in technology.mentions_in(t))


@functools.lru_cache(maxsize=256)
def _known_names(texts: tuple[str, ...]) -> premises.KnownNames:
    return premises.known_names(list(texts), [])


def span_holds(span: str, texts: list[str]) -> bool:
    """A flagged span stands in the texts: each of its hard tokens, and the span as a whole — the documents'
    "AWS Certified Data Analytics" holds AWS, not "AWS Certified Data Engineer"."""
    tokens = hard_tokens(span)
    if not all(holds(token, texts, span) for token in tokens):
        return False
    if len(tokens) == 1 and normalise_for_match(tokens[0].text) == normalise_for_match(span):
        return True  # the span is one token: its own matching decides (a figure in another spelling, an alias)
    form = normalise_for_match(span)
    # As words of their own: "Gen" is not in "agent"; Hangul, which runs words together, as the names check reads it.
    words = re.compile(r"(?<![a-z0-9])" + re.escape(form) + r"(?![a-z0-9])")
    return len(form) >= 2 and (any(words.search(normalise_for_match(t)) for t in texts)
                               or premises.is_known(span, _known_names(tuple(texts))))


def verify_review(premise_items: object, question: dict, documents: list[Document], follow_ups: list[dict] | None,
                  answer: dict | None, violations: list[Violation]) -> Verification:
    """The kit's verdict on one question: the checks' `violations`, with the reviewer's premises applied where
    code confirms them. Malformed premises change nothing."""
    unchanged = Verification(list(violations), [], [], [], [])
    items = well_formed(premise_items)
    if items is None:
        return unchanged._replace(malformed=True)
    fields = [(name, normalise_width(text)) for name, text, _ in question_fields(question, follow_ups, answer)
              if isinstance(text, str) and text]
    cited = [CitedPremise(p["premise"], p["document_id"], p["quote"]) for p in items if cited_by_quote(p, documents)]
    cleared, kept = [], []
    for violation in violations:
        clearing = _clearing(violation, cited, items, dict(fields), documents)
        if clearing:
            cleared.append(clearing)
        else:
            kept.append(violation)
    evidence = str((question.get("generation_basis") or {}).get("evidence") or "")
    added, unconfirmed = _added_flags(items, question.get("question_id"), fields, documents, evidence, kept)
    return Verification(kept + added, cited, cleared, added, unconfirmed)


def _added_flags(items: list[dict], qid: object, fields: list[tuple[str, str]], documents: list[Document],
                 evidence: str, kept: list[Violation]) -> tuple[list[Violation], list[str]]:
    """The flags the unsupported premises add (a token code confirms no document holds, not flagged already),
    and the unsupported premises code could not confirm."""
    added, unconfirmed = [], []
    for item in (p for p in items if p["status"] == "unsupported"):
        found = _confirmed_absent(item["premise"], fields, documents, evidence)
        new = [Violation(code=Code.FABRICATED_ENTITY, question_id=qid, field=field, span=token,
                         message=f"the reviewer found no support for “{item['premise'][:160]}”, and code found "
                                 f"'{token}' in none of the documents")
               for field, token in found
               if not any(v.field == field and normalise_for_match(v.span) == normalise_for_match(token)
                          for v in kept + added)]
        if found:
            added += new
        else:
            unconfirmed.append(item["premise"])
    return added, unconfirmed


def well_formed(premise_items: object) -> list[dict] | None:
    """The premises as plain dicts, or None when any is malformed (then none counts)."""
    if not isinstance(premise_items, list) or len(premise_items) > MAX_PREMISES:
        return None
    items = []
    for item in premise_items:
        item = item.model_dump() if hasattr(item, "model_dump") else item
        if not isinstance(item, dict) or any(not isinstance(item.get(key), str) for key in PREMISE_KEYS):
            return None
        if item["status"] not in STATUSES or not item["premise"].strip() or any(
                len(item[key]) > MAX_PREMISE_CHARS for key in PREMISE_KEYS):
            return None
        items.append({key: item[key] for key in PREMISE_KEYS})
    return items


def cited_by_quote(item: dict, documents: Iterable[Document]) -> bool:
    """A supported premise whose quote is in one line of the named applicant document and holds every hard
    token of the premise."""
    if item["status"] != "supported":
        return False
    document = next((d for d in documents if d.document_id == item["document_id"]), None)
    if document is None or document.kind not in APPLICANT_KINDS:
        return False  # the job description says what the job needs, never what the applicant did
    if not any(evidence_in_document(item["quote"], line) for line in document.text.splitlines()):
        return False
    return all(holds(token, [item["quote"]], item["premise"]) for token in hard_tokens(item["premise"]))


def _clearing(violation: Violation, cited: list[CitedPremise], items: list[dict], fields: dict[str, str],
              documents: list[Document]) -> ClearedFlag | None:
    span = violation.span
    if not span:
        return None
    if violation.code in CLEARED_BY_QUOTE:
        for premise in cited:
            if span_holds(span, [premise.premise]) and _quote_vouches(span, premise.quote, violation.field, fields,
                                                                      documents):
                return ClearedFlag(violation, premise.premise, "quote", premise.quote)
    if violation.code in CLEARED_BY_FRAMING:
        for item in (p for p in items if p["status"] == "not_a_claim"):
            if span_holds(span, [item["premise"]]) and _framed(span, item["framing"], violation.field,
                                                               fields.get(violation.field, "")):
                return ClearedFlag(violation, item["premise"], "framing", item["framing"])
    return None


def _occurrences(span: str, text: str) -> list[int]:
    """Every place the span stands in the text: a check names a span, not where it found it, so a reading must
    hold at each of them."""
    needle = normalise_width(span).lower()
    lowered = text.lower()
    found, position = [], lowered.find(needle)
    while needle and position >= 0:
        found.append(position)
        position = lowered.find(needle, position + 1)
    return found


def _quote_vouches(span: str, quote: str, field: str, fields: dict[str, str], documents: list[Document]) -> bool:
    """The quote holds the flagged token; a figure also with a word beside it in the kit's text, and not where
    the documents put another value (the checks' `contradicts`): a quote of 42% costs cannot vouch for 42% sales."""
    text = fields.get(field, "")
    positions = _occurrences(span, text)
    if not positions or not span_holds(span, [quote]):
        return False
    facts = facts_of(documents).figures
    quote_words = set(normalise_for_match(quote).split())
    for figure in figures.figures_in(text):
        if not any(position <= figure.start < position + len(span) for position in positions):
            continue
        anchors = figures.anchor_words(text, figure.start, figure.start + len(figure.span))
        if figures.contradicts(text, figure, facts) or anchors and not any(
                any(word in quote_word for quote_word in quote_words) for word in anchors):
            return False
    return True


def _framed(span: str, framing: str, field: str, text: str) -> bool:
    """The framing words stand, apart from the span, in the clause of every place the span stands, and code reads
    them as a hypothetical or as the hiring company's. A clause that tells the applicant what they did ("…하신",
    "you led …") is a claim whatever else it holds, and in an expected answer the words that frame the answer
    itself ("a strong answer would explain …") frame nothing it tells."""
    framing_form = normalise_for_match(framing)
    positions = _occurrences(span, text)
    if len(framing_form) < 2 or not positions or normalise_for_match(span) in framing_form:
        return False
    read = text if field == "question" else frames.answer_text(text)
    for position in positions:
        clause = frames.clause_at(read, position)
        if clause is None or clause.frame == frames.OWN_PAST or framing_form not in normalise_for_match(clause.text):
            return False
    return frames.frame_of(normalise_width(framing)) in FRAMING_FRAMES


def _confirmed_absent(premise: str, fields: list[tuple[str, str]], documents: list[Document],
                      evidence: str) -> list[tuple[str, str]]:
    """(field, token) for each hard token of the premise that the kit's text states as the applicant's past and no
    document holds, by the checks' own reading of the text it stands in."""
    texts = [d.text for d in documents]
    found = []
    for token in hard_tokens(premise):
        for field, text in fields:
            position = _stated_as_past(token, field, text)
            if position is None:
                continue
            if token.kind == "figure":
                absent = _unstated_figure(text, position, documents, evidence)
            else:
                absent = not holds(token, texts, premise)
            if absent:
                found.append((field, token.text))
            break
    return found


def _stated_as_past(token: Token, field: str, text: str) -> int | None:
    """Where the token stands in the field, in a clause that states the applicant's past. An expected answer or a
    follow-up may name the tools a strong answer would use: there only a figure, an organisation or a credential
    is a premise, as for the checks."""
    predicts = field != "question"
    if predicts and (token.kind == "technology" or token.name and token.name.kind == premises.PRODUCT):
        return None
    position = text.lower().find(token.text.lower())
    if position < 0 or not holds(token, [text[position:position + len(token.text)]], text):
        return None
    clause = frames.clause_at(frames.answer_text(text) if predicts else text, position)
    return position if clause is not None and clause.frame in frames.PREMISE_FRAMES else None


def _unstated_figure(text: str, position: int, documents: list[Document], evidence: str) -> bool:
    """The figure at `position` is none the documents state, none worked out from theirs and the text's own (with
    the quoted evidence's), and no detail of the work: the checks' own reading of a figure."""
    figure = next((f for f in figures.figures_in(text) if f.start == position), None)
    if figure is None:
        return False
    facts = facts_of(documents)
    quoted = tuple(f for f in figures.figures_in(normalise_width(evidence))
                   if f.unit != "year" and figures.is_stated(f, facts.figures))
    return not (figures.is_stated(figure, facts.figures) or figures.is_stated(figure, facts.job_figures)
                or figures.follows_from(text, figure, facts.figures, quoted=quoted))


def verify_kit(kit: dict, documents: list[Document]) -> list[Violation]:
    """A kit re-checked as the pipeline judged it: the checks (`check_kit`), with each question's cited premises
    (`generation_basis.premises`) verified again against these documents — a quote clears a flag here only where
    code finds it again, so a kit edited after the fact cannot carry an approval its documents do not give."""
    violations = check_kit(kit, documents)
    judged = []
    for question in kit.get("questions") or []:
        qid = question.get("question_id")
        cited = (question.get("generation_basis") or {}).get("premises") or []
        own = [v for v in violations if v.question_id == qid and v.code != Code.STRUCTURE]
        if not cited or not own:
            continue
        claims = [{"premise": p.get("premise"), "document_id": p.get("document_id"), "quote": p.get("quote"),
                   "framing": "", "status": "supported"} if isinstance(p, dict) else p for p in cited]
        kept = verify_review(claims, question, documents, question.get("follow_ups"), question.get("expected_answer"),
                             own).violations
        judged += [v for v in own if v not in kept]
    return [v for v in violations if v not in judged]
