"""How many LLM calls a first pass makes, by node, with the default settings: the questioner in 2
branches, then one predictor, driller and reviewer call per question (5 questions)."""

from collections import Counter

FIRST_PASS_CALLS = Counter({"analyzer": 1, "questioner": 2, "predictor": 5, "driller": 5, "reviewer": 5})
FIRST_PASS_TOTAL = sum(FIRST_PASS_CALLS.values())
