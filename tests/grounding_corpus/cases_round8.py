"""Tuning batch 8, written 2026-12-01 blind to the rules: both halves (`cases_round8_ko`, `cases_round8_en`).

Eight documents of eight new professions in resumes8/ (SAP FI/CO consultant, clinical laboratory scientist, interior
designer, claims adjuster; robotics engineer, test automation lead, developer advocate, HVAC engineer) and two job
descriptions. About half the cases are clean questions as a strong model writes them; the violations concentrate on
what the held-out sets showed the checks miss on unseen documents: TEMPORAL (a profession's own tools, standards and
laws before their release, tenures in numerals and in words), subtle PROTECTED_ATTRIBUTE phrasings, changed figures
and credentials.
"""

from tests.grounding_corpus.cases_round8_en import CASES as _EN
from tests.grounding_corpus.cases_round8_ko import CASES as _KO

CASES = _KO + _EN
