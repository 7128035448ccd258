"""The command line speaks the user's language: every user-visible string of privdesk/cli*.py, and argparse's own
words, goes through the catalogue of privdesk.common.i18n.

Translations may not exist yet, so these tests install a pseudo-translation: every string that
tools/update_translations.py collects becomes «string». A line of output without « then shows text that bypasses
the catalogue, or is not a literal the extractor can find (``_(variable)``, an f-string inside ``_``).
"""

from __future__ import annotations

import argparse
import importlib.util
import inspect
import re
import sys

import pytest

from privdesk.cli import main as cli
from privdesk.cli import output as cli_output
from privdesk.cli.main import build_parser, main
from privdesk.common import i18n
from tests.conftest import REPO

SPEC_EXAMPLE = REPO / "resources" / "samples" / "spec_example"


def _extractor():
    spec = importlib.util.spec_from_file_location("update_translations", REPO / "tools" / "update_translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SOURCES = frozenset(_extractor().core_strings())


class PseudoCatalogue(dict):
    """A catalogue that 'translates' every collected source string to «source»."""

    def get(self, text, default=None):
        return f"«{text}»" if text in SOURCES else default


@pytest.fixture
def pseudo(monkeypatch):
    monkeypatch.setattr(i18n, "catalogue", lambda language: PseudoCatalogue())
    monkeypatch.setenv("PRIVDESK_LANG", "zh_CN")
    yield
    i18n.set_language(i18n.ENGLISH)


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def _machine_words() -> list[str]:
    """What a help text may show untranslated: option names, metavars, positional names, choices."""
    parser = build_parser()
    words = {"...", "privdesk"}
    for each in [parser, *_subparsers(parser).values()]:
        for action in each._actions:
            words.update(action.option_strings)
            words.update(w for w in (action.metavar, action.dest, action.dest.upper()) if isinstance(w, str))
            words.update(map(str, action.choices or ()))
    return sorted(words, key=len, reverse=True)


def _bypassing_lines(text: str) -> list[str]:
    """Lines outside every «…» (a translation may wrap over several lines) with more than machine words."""
    words = _machine_words()
    found, depth = [], 0
    for line in text.splitlines():
        covered = depth > 0 or "«" in line or "»" in line
        depth += line.count("«") - line.count("»")
        if covered or not line.strip():
            continue
        rest = line
        for word in words:
            rest = re.sub(r"(?<![\w-])" + re.escape(word) + r"(?![\w-])", " ", rest)
        if not re.fullmatch(r"[\s\[\](){}|,.:]*", rest):
            found.append(line)
    return found


def _help(capsys, *command: str) -> str:
    with pytest.raises(SystemExit) as exit_:
        main([*command, "--help"])
    assert exit_.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("command", ["", *_subparsers(build_parser())])
def test_every_help_line_goes_through_the_catalogue(pseudo, capsys, command):
    text = _help(capsys, *([command] if command else []))
    assert text.startswith("«usage: »privdesk")
    assert "«options»:" in text
    assert "«show this help message and exit»" in text
    assert _bypassing_lines(text) == []


def test_english_help_does_not_consult_the_catalogue(monkeypatch, capsys):
    monkeypatch.setattr(i18n, "catalogue", lambda language: PseudoCatalogue())
    text = _help(capsys, "anonymize")
    assert "«" not in text
    assert text.startswith("usage: privdesk anonymize")


def test_the_machine_word_check_catches_an_untranslated_line():
    assert _bypassing_lines("  --k K                 k-anonymity\n  [--qi QI] COMMAND ...\n") == [
        "  --k K                 k-anonymity"]


def test_argparse_errors_go_through_the_catalogue(pseudo, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["check", "released.csv"])
    assert exit_.value.code == cli.EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert err.startswith("privdesk: «")
    assert "«the following arguments are required: --qi»" in err

    with pytest.raises(SystemExit):
        main(["check", "released.csv", "--qi", "Age", "--k", "many"])
    assert "««argument --k: «--k must be «a whole number of at least 1», not many»»" in capsys.readouterr().err


def test_inspect_output_goes_through_the_catalogue(pseudo, capsys):
    assert main(["inspect", str(SPEC_EXAMPLE / "original.csv")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("«") and lines[0].endswith("»")
    assert lines[1].split() == ["«column»", "«type»", "«distinct»", "«missing»", "«failing»"]
    # the rest are the table's rows: column names, types and counts
    assert [line.split()[0] for line in lines[2:]] == ["ZIPCode", "Age", "Salary", "Disease"]


def test_check_output_goes_through_the_catalogue(pseudo, capsys):
    code = main(["check", str(SPEC_EXAMPLE / "released.csv"), "--qi", "ZIPCode,Age", "--sensitive",
                 "Salary,Disease", "--k", "2", "--l", "2"])
    assert code == cli.EXIT_OK
    lines = capsys.readouterr().out.splitlines()
    assert lines and all(line.startswith("«") for line in lines), lines


def test_input_errors_of_the_command_line_go_through_the_catalogue(pseudo, capsys):
    code = main(["anonymize", str(SPEC_EXAMPLE / "original.csv"), "--out", "unused", "--k", "2"])
    assert code == cli.EXIT_BAD_INPUT
    assert capsys.readouterr().err == "privdesk: «give --qi (or a .privdesk project)»\n"


def test_the_argparse_strings_are_the_extractors_and_argparses():
    assert set(cli.ARGPARSE_STRINGS) <= SOURCES
    if sys.version_info[:2] == (3, 11):  # the list is of Python 3.11's argparse, byte for byte
        source = inspect.getsource(argparse)
        missing = [text for text in cli.ARGPARSE_STRINGS if repr(text) not in source and f'"{text}"' not in source]
        assert missing == []


def test_anonymize_output_goes_through_the_catalogue(pseudo, capsys, tmp_path):
    """Every line of a run, the algorithm and the metric line included (zh once showed "optimal：…")."""
    code = main(["anonymize", str(SPEC_EXAMPLE / "original.csv"), "--qi", "ZIPCode,Age", "--sensitive",
                 "Salary,Disease", "--k", "2", "--threshold", "0.5", "--out", str(tmp_path / "out")])
    assert code == cli.EXIT_OK
    lines = capsys.readouterr().out.splitlines()
    assert lines and all(line.lstrip().startswith("«") for line in lines), lines  # the attack test's are indented
    assert not any(line.startswith(("«optimal", "«{algorithm}")) for line in lines)
    assert any(line.startswith("««optimal generalization") for line in lines), lines


def test_tables_align_by_display_width(capsys):
    """A Chinese header takes two columns per character: the columns after it still line up."""
    cli_output.print_table(["属性", "DR", "已知"], [["总体", "0.1781", "准标识符"], ["sex", "0.0287", "zip_code"]])
    lines = capsys.readouterr().out.splitlines()
    starts = [i18n.display_width(line[:line.index(dr)]) for line, dr in zip(lines, ["DR", "0.1781", "0.0287"])]
    ends = [i18n.display_width(line[:line.index(dr) + len(dr)]) for line, dr in zip(lines, ["DR", "0.1781",
                                                                                            "0.0287"])]
    assert len(set(ends)) == 1, lines  # numbers right-aligned under their header
    assert starts[1] == starts[2]
    assert [i18n.display_width(text) for text in ("属性", "abc", "ｆｕｌｌ", "e\u0301", "")] == [4, 3, 8, 1, 0]
    assert i18n.pad("属性", 6) == "属性  " and i18n.pad("7", 3, right=True) == "  7"
