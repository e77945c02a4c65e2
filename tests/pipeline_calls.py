"""How many LLM calls a first pass makes, by node, with the default settings: the questioner in 3
branches, then for the 5 questions the predictor in 3 calls (1, 2 and 2 questions), the driller in 1
and the reviewer in 2 (2 and 3)."""

from collections import Counter

FIRST_PASS_CALLS = Counter({"analyzer": 1, "questioner": 3, "predictor": 3, "driller": 1, "reviewer": 2})
FIRST_PASS_TOTAL = sum(FIRST_PASS_CALLS.values())
