"""Undo and redo of project edits (Edit → Undo / Redo): each edit through the session is one QUndoCommand that
holds the editable parts of the project before and after it — roles and types, hierarchies, level tables, weights,
privacy models, algorithm and risk settings, the release's context — and the table as typed then (a type change
retypes it). Snapshots rather than inverse operations, so that every kind of edit undoes the same way and cannot
drift."""

from __future__ import annotations

import copy
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Iterator

from PySide6.QtGui import QUndoCommand

EDITABLE = ("attributes", "hierarchies", "sensitivity_levels", "weights", "models", "algorithm", "risk", "context")
"""The Project fields an edit in the window can change."""


@dataclass(frozen=True)
class Snapshot:
    fields: dict[str, Any]
    dataset: Any   # the session's Dataset; datasets are replaced, never changed in place


def snapshot(session, fields: tuple[str, ...] = EDITABLE) -> Snapshot:
    return Snapshot({name: copy.deepcopy(getattr(session.project, name)) for name in fields}, session.dataset)


def restore(session, state: Snapshot, context_only: bool = False) -> None:
    """Put the project back as ``state`` holds it; the pages refresh from the session's signals (their widgets'
    echoes of the refresh are not new edits). ``context_only``: the edit changed only the release's context,
    which leaves the run standing (the context is only its report's first sheet)."""
    session.restoring = True
    try:
        for name, value in state.fields.items():
            setattr(session.project, name, copy.deepcopy(value))
        if context_only:
            session.context_edited()
            return
        if state.dataset is not session.dataset:
            session.dataset = state.dataset
            session.data_changed.emit()
        session.changed()
    finally:
        session.restoring = False


class ProjectEdit(QUndoCommand):
    """One edit. ``merge_key`` is "group:setting,setting…": the next edit of the same group that changes only
    settings this one changed (a spin box stepped several times) joins it, so they undo as one."""

    _ids: dict[str, int] = {}

    def __init__(self, session, text: str, before: Snapshot, after: Snapshot, merge_key: str | None,
                 context_only: bool = False) -> None:
        super().__init__(text)
        self.session, self.before, self.after, self.merge_key = session, before, after, merge_key
        self.context_only = context_only
        self._first = True

    def id(self) -> int:  # noqa: A003 - Qt's name
        if self.merge_key is None:
            return -1
        return self._ids.setdefault(self.merge_key.partition(":")[0], len(self._ids) + 1)

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(other, ProjectEdit) or other.merge_key is None or self.merge_key is None:
            return False
        group, _, settings = self.merge_key.partition(":")
        other_group, _, other_settings = other.merge_key.partition(":")
        if group != other_group or not set(other_settings.split(",")) <= set(settings.split(",")):
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        if self._first:  # pushed after the edit was made
            self._first = False
            return
        restore(self.session, self.after, self.context_only)

    def undo(self) -> None:
        restore(self.session, self.before, self.context_only)


@contextmanager
def undoable(session, text: str | None, merge_key: str | None = None, record: bool = True,
             context_only: bool = False) -> Iterator[None]:
    """Make the edit inside the block undoable as ``text`` (e.g. "Role of sex"); ``record=False`` for an edit
    that changes nothing; ``context_only`` for an edit of the release's context alone. An edit the pages make
    while they follow another one (the weights of a new quasi-identifier) belongs to that one's step;
    ``text=None`` names the step after the first edit inside it."""
    if session.project is None or session.restoring or not record:
        yield
        return
    if session.editing is not None:
        if session.editing == "":
            session.editing = text or ""
        yield
        return
    fields = ("context",) if context_only else EDITABLE  # a keystroke in a context field copies no hierarchy
    before = snapshot(session, fields)
    session.editing = text or ""
    try:
        yield
    finally:
        text, session.editing = session.editing, None
    session.undo_stack.push(ProjectEdit(session, text, before, snapshot(session, fields), merge_key, context_only))
