"""Word lists kept as YAML data beside the module that reads them: `read_data` for a table (particles, patterns),
`load_entries` for a list of named things (technologies, organisations), one entry a line, each with its spellings.

A spelling may belong to one entry only, or a text that uses it would name two things at once; `load_entries`
refuses a file where two spellings compare alike, in whatever form the list compares spellings.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import yaml
from pydantic import BaseModel, ConfigDict

# libyaml's safe loader where it is installed: the same documents, read several times faster.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def read_data(path: Path) -> dict:
    """A YAML data file of the rules, as plain data (read once by the module that owns it)."""
    return yaml.load(Path(path).read_text(encoding="utf-8"), Loader=_LOADER)


class Entry(BaseModel):
    """A named thing: its canonical name and the other spellings a document uses for it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    aliases: tuple[str, ...]
    ambiguous: bool = False  # the name or an alias is also an ordinary word

    @property
    def spellings(self) -> tuple[str, ...]:
        return (self.name, *self.aliases)


E = TypeVar("E", bound=Entry)


def load_entries(path: Path, section: str, model: type[E], key: Callable[[str], str]) -> tuple[E, ...]:
    """Every entry under `section` of the YAML file; ValueError when two spellings (of one entry or two) have
    the same `key`."""
    raw = read_data(path)
    entries = tuple(model.model_validate(entry) for entry in raw[section])
    owners: dict[str, Entry] = {}
    for entry in entries:
        for spelling in entry.spellings:
            form = key(spelling)
            if form in owners:
                raise ValueError(f"duplicate alias {spelling!r}: {owners[form].name!r} and {entry.name!r}")
            owners[form] = entry
    return entries
