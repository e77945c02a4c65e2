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
import re
import unicodedata
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field

DEFAULT_PATH = Path(__file__).with_name("technologies.yaml")

Ecosystem = Literal["AWS", "Google Cloud", "Azure", "Naver Cloud"]
Kind = Literal["language", "framework", "library", "database", "cloud_service", "orchestration", "devops_tool",
               "ml_framework", "ai_model", "ai_product", "data_tool", "saas", "design_tool", "crm", "erp", "os",
               "protocol", "mobile", "testing", "observability", "security", "other"]


class Technology(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    aliases: tuple[str, ...]
    vendor: str
    ecosystem: Ecosystem | None
    kind: Kind
    released: int  # first general-availability year
    month: int | None = Field(default=None, ge=1, le=12)  # its month, where a role's end month may fall either side
    ambiguous: bool = False  # the name or an alias is also an ordinary word ("Lambda", "Glue", "Go")
    # A law, a standard's edition or a public programme: the catalogue dates it for TEMPORAL only; whether the
    # documents name it is left to the names check, as for any other name.
    dated_only: bool = False

    @property
    def spellings(self) -> tuple[str, ...]:
        return (self.name, *self.aliases)


_SEPARATORS = re.compile(r"[\s\-_\u2010-\u2015]+")


def normalise_alias(text: str) -> str:
    """The form spellings are compared in: NFKC, casefolded, runs of spaces, hyphens and underscores as one space."""
    return _SEPARATORS.sub(" ", unicodedata.normalize("NFKC", text).casefold()).strip()


@functools.cache
def load_catalogue(path: Path = DEFAULT_PATH) -> tuple[Technology, ...]:
    """Every entry of the YAML file; ValueError when two spellings (of one entry or two) normalise alike."""
    raw = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    technologies = tuple(Technology.model_validate(entry) for entry in raw["technologies"])
    owners: dict[str, Technology] = {}
    for tech in technologies:
        for spelling in tech.spellings:
            key = normalise_alias(spelling)
            if key in owners:
                raise ValueError(f"duplicate alias {spelling!r}: {owners[key].name!r} and {tech.name!r}")
            owners[key] = tech
    return technologies
