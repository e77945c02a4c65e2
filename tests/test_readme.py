import re

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
