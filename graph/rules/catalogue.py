"""The technology catalogue: named products, languages and services with vendor, cloud and release year.

`technologies.yaml` beside this module lists one technology a line. The grounding checks read it:
TEMPORAL (a question may not place a technology before its first general-availability year, or month
where one is given),
CROSS_DOMAIN (a question may not move an applicant's work into another cloud's ecosystem) and the
product-name part of FABRICATED_ENTITY (a known product a question names must occur in the documents).

To add an entry, append one line to the right section of the YAML file, give it spellings no other
entry uses (Korean spellings included), and the year it first became generally available; then run
`pytest tests/test_technology_catalogue.py`.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Literal

from pydantic import Field

from graph.rules.lexicon import Entry, load_entries
from graph.rules.text import normalise_alias

DEFAULT_PATH = Path(__file__).with_name("technologies.yaml")

Ecosystem = Literal["AWS", "Google Cloud", "Azure", "Naver Cloud"]
Kind = Literal["language", "framework", "library", "database", "cloud_service", "orchestration", "devops_tool",
               "ml_framework", "ai_model", "ai_product", "data_tool", "saas", "design_tool", "crm", "erp", "os",
               "protocol", "mobile", "testing", "observability", "security", "other"]


class Technology(Entry):
    vendor: str
    ecosystem: Ecosystem | None
    kind: Kind
    released: int  # first general-availability year
    month: int | None = Field(default=None, ge=1, le=12)  # its month, where a role's end month may fall either side
    # A law, a standard's edition or a public programme: the catalogue dates it for TEMPORAL only; whether the
    # documents name it is left to the names check, as for any other name.
    dated_only: bool = False


@functools.cache
def load_catalogue(path: Path = DEFAULT_PATH) -> tuple[Technology, ...]:
    """Every entry of the YAML file; ValueError when two spellings (of one entry or two) normalise alike."""
    return load_entries(path, "technologies", Technology, key=normalise_alias)
