"""Tuning batch 10, written 2026-12-01 blind to the rules: both halves (`cases_round10_ko`, `cases_round10_en`).

Eight documents of eight new professions in resumes10/ (audit manager, railway signalling engineer, operating-room
nurse, e-commerce MD; site reliability engineer on Google Cloud, teacher turned instructional designer, public
procurement manager, veterinary surgeon) and two job descriptions; about half the cases clean, the violations weighted
to FABRICATED_ENTITY the way models slip (counts in words, tenures summed over roles, a competitor's tool).
"""

from tests.grounding_corpus.cases_round10_en import CASES as _EN
from tests.grounding_corpus.cases_round10_ko import CASES as _KO

CASES = _KO + _EN
