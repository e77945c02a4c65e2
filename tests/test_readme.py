import re

import pytest

from graph.pipeline.builder import compile_graph
from tests.conftest import ROOT


def test_readme_diagram_is_the_compiled_graph():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"<!-- graph:start -->\n```mermaid\n(.*?)```\n<!-- graph:end -->", readme, re.DOTALL)
    assert block, "README has no generated graph block"
    assert block.group(1) == compile_graph().get_graph().draw_mermaid()


def test_readme_opens_with_the_two_setup_commands():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    first_block = readme.split("```sh\n", 1)[1].split("```", 1)[0]
    assert [line.split()[:2] for line in first_block.strip().splitlines()] == [["make", "demo"], ["make", "test"]]


README = ROOT / "README.md"
LIMITS = ROOT / "graph" / "rules" / "LIMITS.md"


def test_every_relative_link_of_the_readme_and_the_limits_resolves():
    for document in (README, LIMITS):
        links = re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", document.read_text(encoding="utf-8"))
        relative = [link for link in links if not re.match(r"[a-z]+:", link)]
        assert relative or document == LIMITS
        for link in relative:
            assert (document.parent / link).exists(), f"{document.name}: {link}"
    assert "(graph/rules/LIMITS.md)" in README.read_text(encoding="utf-8")


def test_the_commands_the_readme_names_exist(capsys):
    from functions.cli import main

    readme = README.read_text(encoding="utf-8") + LIMITS.read_text(encoding="utf-8")
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    targets = set(re.findall(r"^([a-z][a-z-]*):", makefile, re.MULTILINE))
    assert set(re.findall(r"(?:^|`)make ([a-z-]+)", readme, re.MULTILINE)) <= targets
    for command in set(re.findall(r"hr-copilot ([a-z-]+)", readme)):
        with pytest.raises(SystemExit) as exit:  # argparse: 0 after a command's help, 2 for no such command
            main([command, "--help"])
        assert exit.value.code == 0, command
    capsys.readouterr()
    for module in re.findall(r"python -m (tests(?:\.\w+)+)", readme):
        path = ROOT / module.replace(".", "/")
        assert path.with_suffix(".py").exists() or path.is_dir(), module
    for script in re.findall(r"python (tests/\w+\.py)", readme):
        assert (ROOT / script).exists(), script


def test_the_readme_states_how_long_the_suite_takes():
    readme = README.read_text(encoding="utf-8")
    assert re.search(r"`make test` takes about \d+ minutes on 2 busy cores; `make test-fast` about \d+", readme)


def held_out_now(cell: str) -> tuple[float, float]:
    """A held-out table cell ("0.94 / 0.07 → 0.92 / 0.07"): recall and false-positive rate now."""
    recall, false_positives = cell.split("→")[-1].split("/")
    return float(recall), float(false_positives)


def span(values: list[float]) -> str:
    low, high = min(values), max(values)
    return f"{low:.2f}" if low == high else f"{low:.2f}–{high:.2f}"


def test_the_readme_limits_table_has_every_code_and_the_held_out_figures_of_limits():
    from graph.rules import Code

    held_out = {}
    for row in re.findall(r"^\| ([A-Z_]+) \| (.+) \|$", LIMITS.read_text(encoding="utf-8"), re.MULTILINE):
        code, cells = row[0], row[1].split(" | ")
        if len(cells) == 8:  # one cell per held-out set
            held_out[code] = [held_out_now(cell) for cell in cells]
    limits_section = README.read_text(encoding="utf-8").split("## What the checks catch, and their limits")[1]
    limits_section = limits_section.split("\n## ")[0]
    short = {code: cells.split(" | ") for code, cells in
             re.findall(r"^\| `([A-Z_]+)` \| (.+) \|$", limits_section, re.MULTILINE)}
    assert set(short) == {code.value for code in Code}
    assert set(held_out) == set(short) - {"STRUCTURE"}
    for code, figures in held_out.items():
        _, recall, false_positives = short[code]
        assert recall.split(" (")[0] == span([r for r, _ in figures]), code
        assert false_positives.split(" (")[0] == span([f for _, f in figures]), code
