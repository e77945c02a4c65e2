"""Tuning batch 9, written 2026-12-01 blind to the rules: both halves (`cases_round9_ko`, `cases_round9_en`).

Eight documents of eight new professions in resumes9/ (patent attorney, naval architect, corporate PR, dentist;
pharmacovigilance scientist, mining engineer, esports operations manager, data-centre facilities engineer) and two
job descriptions; about half the cases clean, the rest the held-out sets' weak spots again (a profession's laws,
standards and versions before their time, tenures, subtle protected questions, changed figures and credentials),
and 120 document lines: 60 injections in the disguises red-teamers use, 60 look-alikes.
"""

from tests.grounding_corpus.cases_round9_en import CASES as _EN, INJECTION_LINES as _EN_LINES
from tests.grounding_corpus.cases_round9_ko import CASES as _KO, INJECTION_LINES as _KO_LINES

CASES = _KO + _EN
INJECTION_LINES = _KO_LINES + _EN_LINES
