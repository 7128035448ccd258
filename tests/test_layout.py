"""The package's layout is a map of its design (docs/design.md, "Layers"): imports point downwards only, a name
another module imports is public, there is no import cycle (not even a function-level one), no folder holds more
than 15 modules, and the package root holds only the entry points."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "privdesk"

# Lowest first; a module may import its own layer and those below it.
LAYERS = [
    ("privdesk.common",),  # and the package itself (its version)
    ("privdesk.engine.core",),
    ("privdesk.io",),
    ("privdesk.engine",),
    ("privdesk.signing",),
    ("privdesk.report",),
    ("privdesk.app",),
    ("privdesk.cli", "privdesk.gui"),
    ("privdesk.__main__",),
]
GETTEXT = "_"  # the translation function keeps gettext's conventional name


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _imports(name: str, path: Path):
    """(imported module, imported name or None) for every import of a privdesk module, function-level ones too."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target == "privdesk" or target.startswith("privdesk."):
                for alias in node.names:
                    full = f"{target}.{alias.name}"
                    yield (full, None) if full in MODULES else (target, alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("privdesk"):
                    yield alias.name, None


def _layer(module: str) -> int:
    if module == "privdesk":
        return 0
    best = None
    for index, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            if module == prefix or module.startswith(prefix + "."):
                if best is None or len(prefix) > best[1]:
                    best = (index, len(prefix))
    return best[0]


def test_no_module_imports_a_private_name_of_another():
    private = [f"{name} imports {target}.{imported}" for name, path in MODULES.items()
               for target, imported in _imports(name, path)
               if imported and imported.startswith("_") and not imported.startswith("__") and imported != GETTEXT]
    assert private == []


def test_no_import_cycle():
    edges = defaultdict(set)
    for name, path in MODULES.items():
        for target, _imported in _imports(name, path):
            # importing a submodule runs its packages' __init__, which is no dependency on the importer
            if target in MODULES and target != name and not name.startswith(target + "."):
                edges[name].add(target)
    state: dict[str, int] = {}
    cycles = []

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                cycles.append(" -> ".join(trail[trail.index(nxt):] + [node, nxt]) if nxt in trail else f"{node} -> {nxt}")
            elif nxt not in state:
                visit(nxt, trail + [node])
        state[node] = 2

    for module in sorted(MODULES):
        if module not in state:
            visit(module, [])
    assert cycles == []


def test_imports_point_downwards():
    upward = [f"{name} imports {target}" for name, path in MODULES.items() for target, _imported in _imports(name, path)
              if target in MODULES and _layer(target) > _layer(name)]
    assert upward == []


def test_no_folder_holds_more_than_fifteen_modules():
    sizes = defaultdict(int)
    for path in MODULES.values():
        if path.name != "__init__.py":
            sizes[str(path.parent.relative_to(PACKAGE.parent))] += 1
    assert {folder: n for folder, n in sizes.items() if n > 15} == {}


def test_the_package_root_holds_only_the_entry_points():
    assert sorted(p.name for p in PACKAGE.glob("*.py")) == ["__init__.py", "__main__.py"]


def test_every_package_says_what_it_holds():
    silent = [str(p.relative_to(PACKAGE.parent)) for p in PACKAGE.rglob("__init__.py")
              if not ast.get_docstring(ast.parse(p.read_text(encoding="utf-8")))]
    assert silent == []
