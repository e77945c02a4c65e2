"""Tuning batch 12, written 2026-12-01 blind to the rules: both halves (`cases_round12_ko`, `cases_round12_en`).

Eight documents of eight new professions in resumes12/ (port terminal planner, clinical psychologist, TV writer,
injection-mould designer; urban planner, museum curator, airline first officer, quantity surveyor) and two job
descriptions; about 58 % of the cases clean hard negatives, the rest violations of every code, and 60 document
lines: 30 injections in the disguises red-teamers use, 30 look-alikes.
"""

from tests.grounding_corpus.cases_round12_en import CASES as _EN, INJECTION_LINES as _EN_LINES
from tests.grounding_corpus.cases_round12_ko import CASES as _KO, INJECTION_LINES as _KO_LINES

CASES = _KO + _EN
INJECTION_LINES = _KO_LINES + _EN_LINES
