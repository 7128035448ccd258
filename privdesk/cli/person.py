"""The person key on the command line: ``--person COLUMN`` and what ``check`` prints of it."""

from __future__ import annotations

import argparse

from privdesk.common.i18n import _


def add_person_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--person", metavar="COLUMN",
                        help=_("the person key: a column naming the person of each row (patient number); every "
                               "model then counts persons, not rows"))


def print_persons(report: dict) -> None:
    """The persons behind the rows, and the smallest class in persons and rows."""
    if "persons" not in report:
        return
    print(_("person key '{person}': {persons:,} persons on {rows:,} rows ({repeated:,} with several rows); "
            "smallest class in persons: {k} ({rows_of_k:,} rows)").format(
        person=report["person"], persons=report["persons"], rows=report["rows"], repeated=report["repeated_persons"],
        k=report["k"], rows_of_k=report["smallest_class_rows"]))


def print_person_search(summary: dict) -> None:
    """What the search with a person key counted: classes of persons, whole persons suppressed."""
    details = summary.get("details", {})
    if "person" not in details:
        return
    print(_("person key '{person}': {persons:,} persons, {suppressed:,} suppressed with all their rows; the "
            "classes count persons").format(person=details["person"], persons=details["persons"],
                                            suppressed=details["persons_suppressed"]))
