"""Tuning batch 11, written 2026-12-01 blind to the rules: both halves (`cases_round11_ko`, `cases_round11_en`).

Eight documents of eight new professions in resumes11/ (tax accountant, chemical-plant process engineer, kindergarten
teacher, game QA lead; 3PL warehouse manager, hospital clinical pharmacist, brand designer, civil site engineer) and
two job descriptions; 70 % of the cases are clean questions a naive checker would flag (figures worked out every way a
model works them, names shortened or translated, a profession's terms and methods), the rest violations.
"""

from tests.grounding_corpus.cases_round11_en import CASES as _EN
from tests.grounding_corpus.cases_round11_ko import CASES as _KO

CASES = _KO + _EN
