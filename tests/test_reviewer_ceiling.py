"""The reviewer cannot approve what code cannot confirm: a simulated reviewer that approves every premise, quoting
the applicant's line with the most word overlap, and one that calls every flag no claim with any framing code
would accept in its clause (tests/bench_reviewer_ceiling.py), leave every code's recall on every tuning batch
exactly where the checks alone leave it. (The unseen sets' figures are printed by the bench, never asserted.)"""

from __future__ import annotations

import pytest

from graph.rules.citations import well_formed
from tests.bench_reviewer_ceiling import REVIEWERS, approve_everything, dismiss_everything
from tests.grounding_corpus import evaluate


@pytest.mark.slow
@pytest.mark.parametrize("reviewer", [approve_everything, dismiss_everything], ids=["approve", "dismiss"])
@pytest.mark.parametrize("name", evaluate.TUNING_BATCHES)
def test_a_reviewer_that_approves_everything_leaves_recall_exactly_as_the_checks_alone(name, reviewer):
    alone, reviewed = evaluate.question_outcomes(name), evaluate.reviewed_outcomes(name, reviewer)
    for code in evaluate.QUESTION_CODES:
        assert evaluate.rates(list(reviewed), code).caught == evaluate.rates(list(alone), code).caught, code
    # Case by case, not only in sum: no positive the checks caught is lost.
    for before, after in zip(alone, reviewed, strict=True):
        assert before.reported & before.expected <= after.reported, (before, after)


def test_the_simulated_reviewers_speak_the_reviewers_schema():
    """The bench measures premises the verifier reads, not malformed input it would ignore."""
    reviews = evaluate.review_cases("tuning/batch1")[:20]
    for reviewer in REVIEWERS.values():
        assert all(well_formed(reviewer(review)) is not None for review in reviews), reviewer
    stated = [p for review in reviews for p in approve_everything(review)]
    assert stated and all(p["status"] == "supported" and p["quote"] for p in stated)
