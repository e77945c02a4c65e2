"""The import graph of graph/ points one way (DESIGN §8): the model layer, the rules and extraction import
nothing of the pipeline, nothing in graph/ imports infra/ or functions/, no module imports itself back through
others, and the pipeline and the model layer use the rules only through `graph.rules`' public names."""

from __future__ import annotations

import ast

import graph.rules
from tests.conftest import ROOT

GRAPH = ROOT / "graph"


def imports(path) -> list[tuple[str, list[str]]]:
    """(module, names) for every import in the file, wherever it stands (in a function, under TYPE_CHECKING)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(alias.name, []) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append((node.module, [alias.name for alias in node.names]))
    return found


def module_of(path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_of(path): path for path in GRAPH.rglob("*.py")}


def test_the_lower_layers_import_nothing_of_the_pipeline_and_graph_nothing_of_the_service():
    for module, path in MODULES.items():
        for imported, _ in imports(path):
            assert not imported.startswith(("infra", "functions")), (module, imported)
            if not module.startswith("graph.pipeline"):
                assert not imported.startswith("graph.pipeline"), (module, imported)


def test_no_module_of_graph_imports_itself_back():
    edges = {module: {target for imported, names in imports(path)
                      for target in [imported, *(f"{imported}.{name}" for name in names)] if target in MODULES}
             for module, path in MODULES.items()}
    edges = {module: targets - {module, "graph", "graph.rules"} for module, targets in edges.items()}

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        return any(t == goal or (t not in seen and not seen.add(t) and reaches(t, goal, seen)) for t in edges[start])

    assert not [module for module in MODULES if reaches(module, module, set())]


def test_the_pipeline_and_the_model_use_only_the_rules_public_names():
    for module, path in MODULES.items():
        if module.startswith(("graph.pipeline", "graph.model")):
            for imported, names in imports(path):
                if imported.startswith("graph.rules"):
                    assert imported == "graph.rules" and set(names) <= set(graph.rules.__all__), (module, names)
