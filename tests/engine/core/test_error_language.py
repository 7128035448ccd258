"""Error messages speak the user's language: the words of every InputError, NoSolution and ReleaseCheckFailed of
the engine, the app layer and the report go through the catalogue of privdesk.common.i18n.

Translations may not exist yet, so the tests install a pseudo-translation: every string that
tools/update_translations.py collects becomes «string». A word outside « » then shows text that bypasses the
catalogue, or a message the extractor cannot find (``_(variable)`` of an unmarked string, an f-string inside ``_``).
The data a message names (file, column, value, numbers) may stand anywhere.

A static test then checks the source: no such error is raised with an f-string or a plain literal.
"""

from __future__ import annotations

import ast
import re
import string

import pandas as pd
import pytest

from privdesk.common import i18n
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.models.requirements import Requirement
from privdesk.engine.search.result import NoSolution
from privdesk.io.csv_reader import read_csv
from tests.cli.test_cli_language import PseudoCatalogue  # every string the extractor collects -> «string»
from tests.conftest import REPO

PACKAGE = REPO / "privdesk"
EXCLUDED: set[Path] = set()
"""Folders not scanned: none. The window translates its own texts through Qt (``self.tr()``, a call, which the
scan accepts); its errors, like everyone's, must not be raised with a bare literal."""
EXCLUDED_FILES: set[Path] = set()
"""Files whose errors are not (yet) translated: none."""
ERRORS = {"InputError", "NoSolution", "ReleaseCheckFailed"}
JUSTIFIED: dict[str, str] = {}
"""``path:line`` -> why that error keeps an untranslated message. None is justified today."""


@pytest.fixture
def pseudo(monkeypatch):
    monkeypatch.setattr(i18n, "catalogue", lambda language: PseudoCatalogue())
    i18n.set_language("zh_CN")
    yield
    i18n.set_language(i18n.ENGLISH)


def _words_outside(text: str, data: tuple[object, ...] = ()) -> list[str]:
    """The words of ``text`` that stand outside every « », once the ``data`` (file, column, value …) is taken
    out. Nesting counts: «row 3: «has 1 fields …»» is all inside."""
    for item in sorted((str(d) for d in data if d is not None), key=len, reverse=True):
        text = text.replace(item, " ")
    outside, depth = [], 0
    for character in text:
        if character == "«":
            depth += 1
        elif character == "»":
            depth -= 1
        elif depth == 0:
            outside.append(character)
    assert depth == 0, f"unbalanced « » in {text!r}"
    return re.findall(r"[^\W\d_]+", "".join(outside))


def _assert_translated(error: Exception, *data: object) -> None:
    """The message is wrapped, and so is InputError's framing (row, column, file, value) around it."""
    text = str(error)
    assert text.startswith("«"), text
    if isinstance(error, InputError):
        assert error.message.startswith("«") and error.message.endswith("»"), error.message
        assert not _words_outside(error.message, data), (error.message, _words_outside(error.message, data))
        framing = text.replace(error.message, " ")
        where = (error.path, error.column, error.value, *data)
        assert not _words_outside(framing, where), (text, _words_outside(framing, where))
    else:
        assert not _words_outside(text, data), (text, _words_outside(text, data))


def _table(**columns: list[str]) -> Dataset:
    return Dataset.from_frame(pd.DataFrame(columns, dtype=object))


def test_a_ragged_csv_row(pseudo, tmp_path):
    path = tmp_path / "ragged.csv"
    path.write_text("name,age\nAnna,34\nBen\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_csv(path)
    _assert_translated(caught.value)
    assert str(caught.value) == (f"«{path}: «row 3: «has 1 fields but the header has 2; check the delimiter (',') "
                                 "and quoting»»»")


def test_an_unknown_encoding(pseudo, tmp_path):
    path = tmp_path / "table.csv"
    path.write_text("a,b\n1,2\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_csv(path, encoding="klingon-8")
    _assert_translated(caught.value)
    assert "«unknown encoding 'klingon-8'»" in str(caught.value)


def test_a_hierarchy_missing_a_value(pseudo):
    table = _table(Disease=["flu", "cold", "measles"])
    hierarchy = Hierarchy.from_csv_text("flu;respiratory;*\ncold;respiratory;*", attribute="Disease")
    with pytest.raises(InputError) as caught:
        hierarchy.bind(table.column("Disease"))
    _assert_translated(caught.value)
    assert caught.value.column == "Disease" and "'measles'" in caught.value.message


def test_a_hierarchy_row_of_another_depth(pseudo):
    with pytest.raises(InputError) as caught:
        Hierarchy.from_csv_text("flu;respiratory;*\ncold;*")
    _assert_translated(caught.value)


@pytest.mark.parametrize("spec", [
    {"model": "k-anonymity", "k": -2},
    {"model": "t-closeness", "t": "small", "attribute": "Disease"},
    {"model": "l-diversity", "l": 2},
    {"model": "delta-presence", "delta_min": 0.6, "delta_max": 0.4},
    {"model": "x-anonymity", "x": 3},
])
def test_a_bad_model_parameter(pseudo, spec):
    with pytest.raises(InputError) as caught:
        Requirement.from_dict(spec)
    _assert_translated(caught.value, spec["model"])


def test_no_solution_names_what_to_relax(pseudo):
    error = NoSolution.no_generalization(["Age", "ZIP"], ["«5-anonymity»"], 0.0)
    _assert_translated(error, "Age, ZIP")
    assert str(error).startswith("«no generalization of Age, ZIP meets «5-anonymity» with no suppression;")
    _assert_translated(NoSolution.no_generalization(["Age"], ["«5-anonymity»"], 0.05), "5.0%")


def test_no_solution_from_an_impossible_k(pseudo):
    from privdesk.engine.attributes.hierarchy_builders import intervals
    from privdesk.engine.search.lattice import optimal_generalization

    table = _table(Age=["34", "35", "47"], Disease=["flu", "cold", "flu"]).retyped("Age", "integer")
    hierarchy = intervals(table.column("Age").values[:3], 10, [2])
    with pytest.raises(NoSolution) as caught:
        optimal_generalization(table, ["Age"], {"Age": hierarchy}, [Requirement("k-anonymity", 4)])
    _assert_translated(caught.value, "Age")


def test_a_failed_release_check_and_the_algorithm_choice(pseudo):
    from privdesk.app.anonymize import anonymize
    from privdesk.app.settings import Settings

    table = _table(Age=["34", "35", "47"])
    with pytest.raises(InputError) as caught:
        anonymize(table, Settings(["Age"], [], [Requirement("k-anonymity", 2)], algorithm="simulated-annealing"))
    _assert_translated(caught.value, "simulated-annealing", "optimal, mondrian, greedy-msa")


def test_english_is_untouched():
    with pytest.raises(InputError) as caught:
        Requirement.from_dict({"model": "k-anonymity", "k": -2})
    assert str(caught.value) == "--k of k-anonymity must be a whole number of at least 1, not -2.0"
    assert str(InputError("bad", path="a.csv", row=3, column="Age", value="x")) == \
        "a.csv: row 3, column 'Age': bad (value 'x')"
    assert str(NoSolution.no_generalization(["Age", "ZIP"], ["5-anonymity"], 0.05)) == (
        "no generalization of Age, ZIP meets 5-anonymity with 5.0% of the rows; allow more suppression, raise the "
        "maximum levels, or relax a model")


# ------------------------------------------------------------------------------------------------- the source

def _sources():
    for path in sorted(PACKAGE.rglob("*.py")):
        if path in EXCLUDED_FILES or any(folder in path.parents for folder in EXCLUDED):
            continue
        yield path, ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _is_literal(node: ast.AST) -> bool:
    """A message written in place: an f-string, a string, or strings joined with +."""
    if isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str)):
        return True
    return isinstance(node, ast.BinOp) and (_is_literal(node.left) or _is_literal(node.right))


def test_no_error_is_raised_with_an_untranslated_literal():
    found = []
    for path, tree in _sources():
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute))
                    and getattr(node.func, "id", getattr(node.func, "attr", None)) in ERRORS
                    and node.args and _is_literal(node.args[0])):
                where = f"{path.relative_to(REPO)}:{node.lineno}"
                if where not in JUSTIFIED:
                    found.append(where)
    assert not found, f"errors raised with an f-string or a string not wrapped in _(): {found}"


PROGRESS_JUSTIFIED = {"privdesk/app/sweep.py": "a parameter and its value ('k = 5'), no words"}


def test_no_progress_message_is_an_untranslated_literal():
    """The progress bar shows each job's messages: ``progress.report(fraction, message)`` never gets a bare
    literal (an empty one shows the percentage)."""
    found = []
    for path, tree in _sources():
        if str(path.relative_to(REPO)) in PROGRESS_JUSTIFIED:
            continue
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "report"
                    and len(node.args) >= 2 and _is_literal(node.args[1])
                    and not (isinstance(node.args[1], ast.Constant) and node.args[1].value == "")):
                found.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert not found, f"progress messages not wrapped in _(): {found}"


def test_translated_strings_are_literals_with_named_placeholders():
    """_() and N_() take a literal (the extractor collects nothing else, so an f-string or a sum would never be
    translated) whose fields are named: a translator may reorder named fields, not positional ones."""
    problems = []
    for path, tree in _sources():
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "N_")
                    and node.args):
                continue
            where = f"{path.relative_to(REPO)}:{node.lineno}"
            argument = node.args[0]
            if isinstance(argument, (ast.JoinedStr, ast.BinOp)):
                problems.append(f"{where}: not a plain literal")
            elif isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                fields = [name for _text, name, _spec, _conversion in string.Formatter().parse(argument.value)
                          if name is not None]
                if any(name == "" or name.isdigit() for name in fields):
                    problems.append(f"{where}: positional placeholder in {argument.value!r}")
    assert not problems, problems
