"""The deterministic checks, as the pipeline, the model layer and the command line use them.

    check_question(question, documents, follow_ups, answer) -> [Violation]   one question with its answer
    check_kit(kit, documents, previous, regenerated_ids)    -> [Violation]   a kit's structure and questions
    detect_injection(documents)                              -> [Violation]   documents that talk to the model
    is_injected_line(line), injected_lines(text), personal_data_line(line), personal_fact_spans(text),
    protected_attribute_hits(text)                            -> [(topic, span)] asking about a protected attribute
    evidence_in_document(evidence, text)
    verify_review(premises, question, documents, follow_ups, answer, violations) -> Verification
                                                             a reviewer's premises applied where code confirms them
    verify_kit(kit, documents)                               -> [Violation]   check_kit, cited premises re-verified
    normalise_for_match, strip_particle, word_similarity, technology_mentions: the text helpers they share

Everything else in this package is how the checks work (see each module's docstring)."""

from graph.rules.citations import CitedPremise, ClearedFlag, Verification, verify_kit, verify_review
from graph.rules.evidence import evidence_in_document
from graph.rules.grounding import check_kit, check_question, detect_injection, word_similarity
from graph.rules.injection import injected_lines, is_injected_line
from graph.rules.protected import personal_data_line, personal_fact_spans, protected_attribute_hits
from graph.rules.technology import Mention as TechnologyMention, mentions_in as technology_mentions
from graph.rules.text import normalise_for_match, strip_particle
from graph.rules.violation import Code, Violation

__all__ = ["CitedPremise", "ClearedFlag", "Code", "TechnologyMention", "Verification", "Violation", "check_kit",
           "check_question", "detect_injection", "evidence_in_document", "injected_lines", "is_injected_line",
           "normalise_for_match", "personal_data_line", "personal_fact_spans", "protected_attribute_hits",
           "strip_particle", "technology_mentions", "verify_kit", "verify_review", "word_similarity"]
