"""The hierarchy editor's parameter forms: a page per builder (intervals, masking, grouping, dates) whose fields give
the builder's keyword arguments as texts the engine parses and checks, and a note for an explicit table."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from privdesk.engine.attributes.hierarchy_builders import DATE_LEVELS
from privdesk.engine.core.types import DATE_FORMATS


def _split_list(text: str) -> list[str] | None:
    """'2, 2; 5' → ['2', '2', '5']; empty → None. The engine parses and checks each entry."""
    parts = [p for p in text.replace(";", ",").replace(" ", ",").split(",") if p.strip()]
    return parts or None


def _optional(text: str) -> str | None:
    text = text.strip()
    return text or None


class BuilderForms(QStackedWidget):
    """The builders' parameter forms, a page per kind in ``kinds`` (any kind without a builder shows the note of an
    explicit table). ``changed`` fires when the user edits a field; setting values from code stays silent."""

    changed = Signal()

    def __init__(self, kinds: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.widgets: dict[str, QWidget] = {}
        self.date_levels: dict[str, QCheckBox] = {}
        self.hints: dict[str, str] = {}
        for kind in kinds:
            self.addWidget(self._page(kind))

    def _changed(self, *_: Any) -> None:
        self.changed.emit()

    def show_page(self, index: int) -> None:
        """Show the page at ``index``; the stack takes the height of that page, not of the tallest."""
        self.setCurrentIndex(index)
        for each in range(self.count()):
            policy = QSizePolicy.Policy.Preferred if each == index else QSizePolicy.Policy.Ignored
            self.widget(each).setSizePolicy(policy, policy)

    def _line(self, name: str, text: str = "", placeholder: str = "", width: int | None = None) -> QLineEdit:
        edit = QLineEdit(text)
        edit.setPlaceholderText(placeholder)
        if width is not None:
            edit.setMaxLength(width)
        edit.textEdited.connect(self._changed)
        self.widgets[name] = edit
        return edit

    def _combo(self, name: str, choices: Sequence[tuple[str, str]]) -> QComboBox:
        combo = QComboBox()
        for text, data in choices:
            combo.addItem(text, data)
        combo.currentIndexChanged.connect(self._changed)
        self.widgets[name] = combo
        return combo

    def _page(self, kind: str) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        form.setContentsMargins(0, 4, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        if kind == "intervals":
            form.addRow(self.tr("Width"), self._line("width", "10"))
            form.addRow(self.tr("Fanouts"), self._line("fanouts", "", self.tr("e.g. 2, 5 (empty: doubling)")))
            form.addRow(self.tr("Start"), self._line("start", "", self.tr("automatic")))
            form.addRow(self.tr("Bottom coding below"), self._line("bottom", "", self.tr("none")))
            form.addRow(self.tr("Top coding from"), self._line("top", "", self.tr("none")))
            self.hints[kind] = self.tr(
                "Level 1 cuts the numbers into half-open intervals [a, b[ of the given width, starting at Start. "
                "Each further level joins as many intervals as its fanout says; without fanouts they double until "
                "one is left. Values below the bottom or from the top coding limit on are labelled <bottom and "
                ">=top.")
        elif kind == "masking":
            form.addRow(self.tr("Character"), self._line("char", "*", "", 1))
            form.addRow(self.tr("Mask from"), self._combo("direction", [(self.tr("the right end"), "right"),
                                                                        (self.tr("the left end"), "left")]))
            form.addRow(self.tr("Alignment"), self._combo("align", [(self.tr("right (like numbers)"), "right"),
                                                                    (self.tr("left (like text)"), "left")]))
            form.addRow(self.tr("Pad with"), self._line("pad", "", self.tr("no padding"), 1))
            self.hints[kind] = self.tr(
                "Each level hides one more character, e.g. 47677 → 4767* → 476** → … → *****. Values of unequal "
                "length are aligned at one end; with a padding character they are first filled up to equal "
                "length.")
        elif kind == "grouping":
            form.addRow(self.tr("Group sizes"), self._line("sizes", "2, 2", self.tr("e.g. 2, 2")))
            form.addRow(self.tr("Separator"), self._line("separator", "-"))
            self.hints[kind] = self.tr(
                "Values in their column order form groups of the first size (level 1); groups of the next size "
                "of those form level 2, and so on. A group is labelled first-last.")
        elif kind == "dates":
            fmt = QComboBox()
            fmt.setEditable(True)
            fmt.addItems(list(DATE_FORMATS))
            fmt.currentTextChanged.connect(self._changed)
            self.widgets["fmt"] = fmt
            form.addRow(self.tr("Format"), fmt)
            names = {"day": self.tr("day"), "month": self.tr("month"), "quarter": self.tr("quarter"),
                     "year": self.tr("year"), "decade": self.tr("decade"), "century": self.tr("century")}
            boxes = QWidget()
            grid = QVBoxLayout(boxes)
            grid.setContentsMargins(0, 0, 0, 0)
            grid.setSpacing(2)
            for level in DATE_LEVELS:
                box = QCheckBox(names.get(level, level))
                box.toggled.connect(self._changed)
                self.date_levels[level] = box
                grid.addWidget(box)
            form.addRow(self.tr("Levels"), boxes)
            self.hints[kind] = self.tr(
                "Dates read with the format (strptime codes such as %Y-%m-%d) are generalized to the ticked "
                "levels, from fine to coarse, e.g. 2020-03-14 → 2020-03 → 2020 → 2020-2029 → *.")
        else:
            note = QLabel(self.tr("The hierarchy is an explicit table: imported, typed in or edited by hand. "
                                  "Choose a builder above to replace it with a built one."))
            note.setWordWrap(True)
            form.addRow(note)
            self.hints[kind] = ""
        return page

    def parameters(self, kind: str) -> dict[str, Any]:
        """The builder's keyword arguments, as texts the engine parses and checks."""
        w = self.widgets
        if kind == "intervals":
            return {"width": w["width"].text().strip(), "fanouts": _split_list(w["fanouts"].text()),
                    "start": _optional(w["start"].text()), "bottom": _optional(w["bottom"].text()),
                    "top": _optional(w["top"].text())}
        if kind == "masking":
            return {"char": w["char"].text(), "direction": w["direction"].currentData(),
                    "align": w["align"].currentData(), "pad": w["pad"].text() or None}
        if kind == "grouping":
            return {"sizes": _split_list(w["sizes"].text()) or [], "separator": w["separator"].text()}
        if kind == "dates":
            return {"fmt": w["fmt"].currentText().strip(),
                    "levels": [level for level, box in self.date_levels.items() if box.isChecked()]}
        raise ValueError(f"no parameters for {kind!r}")

    def set_value(self, name: str, value: Any, strict: bool = True) -> None:
        """Set one parameter as the form would, without signalling ``changed``; lists may be given as lists.
        ``strict``: an unknown name or choice is an error; otherwise (a stored spec restored) an unknown name is
        skipped and an unknown choice falls back to the first."""
        if name == "levels":
            chosen = set(value or ())
            unknown = chosen - set(self.date_levels)
            if unknown and strict:
                raise ValueError(f"unknown date level(s): {', '.join(sorted(unknown))}")
            for level, box in self.date_levels.items():
                box.blockSignals(True)
                box.setChecked(level in chosen)
                box.blockSignals(False)
            return
        if name not in self.widgets:
            if strict:
                raise ValueError(f"unknown parameter {name!r}; known: {', '.join(sorted([*self.widgets, 'levels']))}")
            return
        widget = self.widgets[name]
        widget.blockSignals(True)
        try:
            if isinstance(widget, QLineEdit):
                text = ", ".join(str(v) for v in value) if isinstance(value, (list, tuple)) else value
                widget.setText("" if text is None else str(text))
            elif widget.isEditable():
                widget.setCurrentText(str(value))
            else:
                index = widget.findData(value)
                if index < 0 and strict:
                    raise ValueError(f"{name} cannot be {value!r}")
                widget.setCurrentIndex(max(0, index))
        finally:
            widget.blockSignals(False)

    def restore(self, spec: dict[str, Any]) -> None:
        """Fill the forms from a builder spec (``Hierarchy.builder``), silently."""
        for name, value in spec.items():
            if name != "kind":
                self.set_value(name, value, strict=False)
