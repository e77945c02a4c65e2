"""The words the kit and the API share: small on purpose, so the API imports them without the graph's
models (its cold start)."""

from typing import Literal

Difficulty = Literal["easy", "medium", "hard"]
Language = Literal["ko", "en"]
DocumentKind = Literal["resume", "portfolio", "cover_letter", "job_description", "other"]
Profile = Literal["default", "technical", "behavioral", "culture"]
