"""Durations as the documents and questions write them: the one reader of "12년간", "3년 6개월", "over five years".
"""

from __future__ import annotations

YEAR_SECONDS = 31_536_000.0
MONTH_SECONDS = YEAR_SECONDS / 12  # twelve months are a year: "24개월 연속" is "2년 연속"
