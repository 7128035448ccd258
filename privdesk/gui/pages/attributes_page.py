"""Step 2, Attributes: the role and type of every column, whether each quasi-identifier's hierarchy and each
sensitive attribute's level table covers the data, the editors for both, and the quasi-identifier weights of the
weighted measures and algorithms.

Every edit goes through the Session; coverage comes from ``Hierarchy.uncovered_values`` and
``SensitivityLevels.level_of``, the weight shares from ``engine.weights.normalize_weights``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from privdesk.app.projects.project import Role
from privdesk.app.release.aggregate_choice import CHOICES, offers_aggregate
from privdesk.engine.attributes.hierarchy import name_values
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.types import ColumnType, infer
from privdesk.gui.editors.free_text_preview import FreeTextPreview
from privdesk.gui.editors.hierarchy_editor import HierarchyEditor
from privdesk.gui.editors.levels_editor import LevelsEditor
from privdesk.gui.editors.weights_panel import WeightsPanel, padded
from privdesk.gui.names import role_name, type_name
from privdesk.gui.splitters import remember_sizes, turn
from privdesk.gui.table_model import ROLE_COLOURS

ROLES = (Role.IDENTIFIER, Role.PERSON, Role.QUASI_IDENTIFIER, Role.SENSITIVE, Role.FREE_TEXT, Role.INSENSITIVE)
TYPES = (ColumnType.INTEGER, ColumnType.DECIMAL, ColumnType.DATE, ColumnType.ORDERED, ColumnType.STRING)
COL_NAME, COL_DISTINCT, COL_ROLE, COL_TYPE, COL_STATUS, COL_EDIT = range(6)

BADGE_STYLES = {
    "ok": "background: #e3f2e1; color: #1e5e22; border: 1px solid #b5d8b0;",
    "warn": "background: #fff3d6; color: #7a5200; border: 1px solid #f0d48a;",
    "bad": "background: #fde2e0; color: #8c1d18; border: 1px solid #f2b8b3;",
    "plain": "background: transparent; color: #666; border: 1px solid transparent;",
}


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(12, 12)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


class AttributesPage(QWidget):
    def __init__(self, session, runner, parent=None) -> None:
        super().__init__(parent)
        self.session, self.runner = session, runner
        self._names: list[str] = []
        self._rows: dict[str, dict[str, Any]] = {}
        self.editor: HierarchyEditor | LevelsEditor | FreeTextPreview | None = None
        self._role_names = {role: role_name(role.value) for role in Role}
        self._type_names = {kind: type_name(kind.value) for kind in ColumnType}
        self._aggregate_names = {
            "mean": self.tr("aggregate: mean"), "geometric-mean": self.tr("aggregate: geometric mean"),
            "median": self.tr("aggregate: median"), "mode": self.tr("aggregate: mode"),
            "interval": self.tr("aggregate: interval"), "set": self.tr("aggregate: set")}

        intro = QLabel(self.tr("Give every column a role. Identifiers are removed from the release; quasi-identifiers "
                               "are generalized along their hierarchy; sensitive attributes are protected by the "
                               "privacy models (their level tables serve the α models); insensitive columns are "
                               "released as they are."))
        intro.setWordWrap(True)

        # ----- suggestions: a banner after a table opens, and a button to suggest again
        self.suggestion_banner = QLabel()
        self.suggestion_banner.setWordWrap(True)
        self.undo_suggestions_button = QPushButton(self.tr("Undo all suggestions"))
        self.undo_suggestions_button.clicked.connect(session.undo_suggestions)
        self.banner = QWidget()
        self.banner.setStyleSheet("QWidget#banner { background: #e8f0fe; border: 1px solid #c6d8f7; "
                                  "border-radius: 6px; }")
        self.banner.setObjectName("banner")
        banner_layout = QHBoxLayout(self.banner)
        banner_layout.addWidget(self.suggestion_banner, 1)
        banner_layout.addWidget(self.undo_suggestions_button)
        self.banner.hide()
        self.suggest_button = QPushButton(self.tr("Suggest again"))
        self.suggest_button.setToolTip(self.tr("Suggest every column's role again from its name and values; "
                                               "quasi-identifiers without a hierarchy get a generated one"))
        self.suggest_button.clicked.connect(session.suggest_again)

        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels([self.tr("Column"), self.tr("Distinct"), self.tr("Role"), self.tr("Type"),
                                              self.tr("Hierarchy / level table"), ""])
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(COL_NAME, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(COL_DISTINCT, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_ROLE, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_TYPE, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_STATUS, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COL_EDIT, QHeaderView.ResizeMode.ResizeToContents)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.table.setColumnWidth(COL_NAME, 150)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(36)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.empty = QLabel(self.tr("No table yet: open one in step 1, Data."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setStyleSheet("color: #777;")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e;")
        self.message.hide()

        columns_box = QGroupBox(self.tr("Columns"))
        columns_layout = QVBoxLayout(columns_box)
        suggest_row = QHBoxLayout()
        suggest_row.addStretch(1)
        suggest_row.addWidget(self.suggest_button)
        columns_layout.addLayout(suggest_row)
        columns_layout.addWidget(self.table, 1)
        columns_layout.addWidget(self.empty, 1)
        columns_layout.addWidget(self.message)

        # ----- weights (gui/editors/weights_panel.py); the page keeps its widgets' names for tests and the window checks
        self.weights_panel = weights_box = WeightsPanel(session)
        self.weights, self.custom_weights = weights_box.weights, weights_box.custom_weights

        self.splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(columns_box)
        splitter.addWidget(weights_box)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([800, 280])
        splitter.setChildrenCollapsible(False)
        remember_sizes(splitter, "attributes")
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.banner)
        layout.addWidget(splitter, 1)

        session.data_changed.connect(self.refresh)
        session.project_changed.connect(self.refresh)
        self.refresh()

    SIDE_BY_SIDE_WIDTH = 1000
    """Below this page width the weights go under the columns, so that neither hides the hierarchy column."""

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.width() >= self.SIDE_BY_SIDE_WIDTH:
            turn(self.splitter, Qt.Orientation.Horizontal, [800, 280])
        else:
            turn(self.splitter, Qt.Orientation.Vertical, [440, 220])

    # ---------------------------------------------------------------- building the rows
    def _build_rows(self, names: list[str]) -> None:
        self.table.setRowCount(0)
        self._rows = {}
        self.table.setRowCount(len(names))
        for row, name in enumerate(names):
            item = QTableWidgetItem(name)
            self.table.setItem(row, COL_NAME, item)
            distinct = QTableWidgetItem()
            distinct.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, COL_DISTINCT, distinct)
            role = QComboBox()
            for value in ROLES:
                role.addItem(_swatch(ROLE_COLOURS[value.value]), self._role_names[value], value.value)
            role.setAccessibleName(self.tr("Role of {column}").format(column=name))
            role.currentIndexChanged.connect(lambda index, n=name, box=role: self.set_role(n, box.itemData(index)))
            kind = QComboBox()
            for value in TYPES:
                kind.addItem(self._type_names[value], value.value)
            kind.setAccessibleName(self.tr("Type of {column}").format(column=name))
            kind.currentIndexChanged.connect(lambda index, n=name, box=kind: self.set_type(n, box.itemData(index)))
            badge = QLabel()
            badge.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
            button = QPushButton()
            button.clicked.connect(lambda checked=False, n=name: self._edit(n))
            self.table.setCellWidget(row, COL_ROLE, padded(role))
            self.table.setCellWidget(row, COL_TYPE, padded(kind))
            aggregate = QComboBox()  # a numeric QI may be aggregated in its class instead
            aggregate.addItem(self.tr("generalize"), "")
            for function in CHOICES:
                aggregate.addItem(self._aggregate_names[function], function)
            aggregate.setAccessibleName(self.tr("Generalize or aggregate {column}").format(column=name))
            aggregate.setToolTip(self.tr("Generalize {column} along its hierarchy, or show each class's aggregate "
                                         "of it (ARX's microaggregation)").format(column=name))
            aggregate.currentIndexChanged.connect(
                lambda index, n=name, box=aggregate: self.set_aggregate(n, box.itemData(index) or None))
            status = padded(badge, stretch=True)
            status.layout().insertWidget(1, aggregate)
            self.table.setCellWidget(row, COL_STATUS, status)
            self.table.setCellWidget(row, COL_EDIT, padded(button))
            self._rows[name] = {"role": role, "type": kind, "badge": badge, "button": button, "item": item,
                                "distinct": distinct, "aggregate": aggregate}
        self._names = names

    # ---------------------------------------------------------------- refreshing from the session
    def refresh(self) -> None:
        project, dataset = self.session.project, self.session.dataset
        has_data = project is not None and dataset is not None
        if (self.table.isHidden(), self.empty.isHidden()) != (not has_data, has_data):
            self.table.setVisible(has_data)
            self.empty.setVisible(not has_data)
        self._refresh_banner()
        self.suggest_button.setEnabled(has_data)
        if not has_data:
            self.table.setRowCount(0)
            self._names = []
            self._rows = {}
            self.weights_panel.refresh()
            return
        names = dataset.names
        if names != self._names:
            self._build_rows(names)
        for name in names:
            self._refresh_row(name)
        self.weights_panel.refresh()

    def _refresh_banner(self) -> None:
        suggested = self.session.suggested
        if suggested is None:
            self.banner.hide()
            return
        counts = suggested.counts()
        self.suggestion_banner.setText(self.tr(
            "Roles were suggested from the column names and values: {identifiers} identifier(s), {qis} "
            "quasi-identifier(s), {sensitive} sensitive. Check them: hover over a role for the reason.").format(
            identifiers=counts.get(Role.IDENTIFIER.value, 0), qis=counts.get(Role.QUASI_IDENTIFIER.value, 0),
            sensitive=counts.get(Role.SENSITIVE.value, 0)))
        self.banner.show()

    def _role_tip(self, name: str) -> str:
        suggestion = self.session.suggestion(name)
        if suggestion is None:
            return ""
        return self.tr("Suggested: {role} ({confidence} confident). {reason}").format(
            role=self._role_names[Role(suggestion.role)], confidence=f"{suggestion.confidence:.0%}",
            reason=suggestion.reason)

    def _refresh_row(self, name: str) -> None:
        project, dataset = self.session.project, self.session.dataset
        widgets = self._rows[name]
        attribute = project.attributes.get(name)
        role = attribute.role if attribute is not None else Role.INSENSITIVE
        column = dataset.column(name)
        status = self._status(name, role)
        role_tip = self._role_tip(name)
        chosen = project.algorithm.get("aggregate", {}).get(name, "")
        state = (role, column.type, column.distinct_count, column.missing_count, column.invalid_count, status,
                 role_tip, chosen)
        if widgets.get("state") == state:
            return  # unchanged: touch no widget (every Qt call counts on a busy page)
        widgets["state"] = state
        for key, value in (("role", role), ("type", column.type)):
            box: QComboBox = widgets[key]
            box.blockSignals(True)
            box.setCurrentIndex(box.findData(value.value))
            box.blockSignals(False)
        aggregate: QComboBox = widgets["aggregate"]
        aggregate.blockSignals(True)
        aggregate.setCurrentIndex(max(aggregate.findData(chosen), 0))
        aggregate.blockSignals(False)
        aggregate.setVisible(role is Role.QUASI_IDENTIFIER and (offers_aggregate(column) or bool(chosen)))
        widgets["role"].setToolTip(role_tip)
        widgets["distinct"].setText(f"{column.distinct_count:,}")
        widgets["item"].setIcon(_swatch(ROLE_COLOURS[role.value]))
        tip = self.tr("{column}: {distinct} distinct values, {missing} missing cells, {failing} not {kind}").format(
            column=name, distinct=f"{column.distinct_count:,}", missing=f"{column.missing_count:,}",
            failing=f"{column.invalid_count:,}", kind=type_name(column.type.value))
        widgets["item"].setToolTip(tip)
        text, style, detail = status
        badge: QLabel = widgets["badge"]
        badge.setStyleSheet(f"QLabel {{ {BADGE_STYLES[style]} border-radius: 9px; padding: 2px 10px; }}")
        badge.setText(text)
        badge.setMinimumWidth(badge.sizeHint().width())
        badge.setToolTip(detail)
        button: QPushButton = widgets["button"]
        if role is Role.QUASI_IDENTIFIER:
            button.setText(self.tr("Hierarchy…"))
            button.setToolTip(self.tr("Build, import or edit the hierarchy of {column}").format(column=name))
        elif role is Role.SENSITIVE:
            button.setText(self.tr("Levels…"))
            button.setToolTip(self.tr("Edit the sensitivity levels of {column}").format(column=name))
        elif role is Role.FREE_TEXT:
            button.setText(self.tr("Preview…"))
            button.setToolTip(self.tr("See the first cells of {column} as the release will hold them").format(
                column=name))
        button.setVisible(role in (Role.QUASI_IDENTIFIER, Role.SENSITIVE, Role.FREE_TEXT))

    def _status(self, name: str, role: Role) -> tuple[str, str, str]:
        """(badge text, style, tooltip) for a column: how complete its hierarchy or level table is."""
        project, dataset = self.session.project, self.session.dataset
        column = dataset.column(name)
        tokens = dataset.source.missing_tokens
        chosen = project.algorithm.get("aggregate", {}).get(name)
        if role is Role.QUASI_IDENTIFIER and chosen:
            return (self.tr("aggregated in each class"), "ok",
                    self.tr("Each class shows the {function} of {column}; no hierarchy is needed.").format(
                        function=self._aggregate_names[chosen], column=name))
        if role is Role.QUASI_IDENTIFIER:
            hierarchy = project.hierarchies.get(name)
            if hierarchy is None:
                return (self.tr("no hierarchy"), "warn",
                        self.tr("The optimal search needs a hierarchy: click Hierarchy…"))
            lacking = hierarchy.uncovered_values(column, tokens)
            if lacking:
                return (self.tr("lacks {count}: {values}").format(count=len(lacking), values=name_values(lacking, 2)),
                        "bad", self.tr("The hierarchy has no row for {values}").format(values=name_values(lacking)))
            how = (hierarchy.builder or {}).get("kind") or self.tr("explicit table")
            return (self.tr("✓ complete · {levels} levels").format(levels=hierarchy.levels), "ok",
                    self.tr("Covers every value ({how}).").format(how=how))
        if role is Role.SENSITIVE:
            levels = project.sensitivity_levels.get(name)
            if levels is None:
                return (self.tr("no level table"), "plain",
                        self.tr("Only the α models need sensitivity levels: click Levels…"))
            try:
                levels.level_of(column, tokens)
            except InputError as error:
                return self.tr("lacks values"), "bad", error.message
            return (self.tr("✓ complete · {levels} levels").format(levels=levels.count), "ok",
                    self.tr("Every value has a sensitivity level."))
        if role is Role.IDENTIFIER:
            return self.tr("removed"), "plain", self.tr("Identifiers are removed from the release.")
        if role is Role.FREE_TEXT:
            return (self.tr("redacted"), "ok", self.tr(
                "Names, ID and phone numbers, addresses and dates inside its cells are replaced by their kind "
                "([姓名], [手机号], [NAME] …) before release; the rest of each sentence is kept. Click Preview…"))
        return self.tr("kept as is"), "plain", self.tr("Insensitive columns are released unchanged.")

    def badge_text(self, name: str) -> str:
        """What the completeness badge of ``name`` says."""
        return self._rows[name]["badge"].text()

    # ---------------------------------------------------------------- edits
    def set_role(self, name: str, role: Role | str) -> None:
        """Give ``name`` a role ('identifier', 'quasi-identifier', 'sensitive', 'insensitive' or a Role)."""
        role = role if isinstance(role, Role) else Role.parse(role)
        project = self.session.project
        if project is None:
            return
        attribute = project.attributes.get(name)
        if attribute is not None and attribute.role is role:
            return
        with self.session.one_step():  # the weights follow the role: one undo step
            self.session.set_role(name, role)
            self.weights_panel.follow_roles()

    def set_aggregate(self, name: str, function: str | None) -> None:
        """Aggregate the quasi-identifier ``name`` in each class by ``function`` (None: generalize it)."""
        project = self.session.project
        if project is None or project.algorithm.get("aggregate", {}).get(name) == function:
            return
        try:
            self.session.set_aggregate(name, function)
        except InputError as error:
            self._show_message(error.message)
            return
        self._show_message("")

    def set_type(self, name: str, kind: ColumnType | str) -> None:
        """Read ``name`` as another type; a date column gets the format its values fit best."""
        kind = kind if isinstance(kind, ColumnType) else ColumnType.parse(kind)
        project, dataset = self.session.project, self.session.dataset
        if project is None or dataset is None:
            return
        column = dataset.column(name)
        attribute = project.attributes.get(name)
        fmt = order = None
        if kind is ColumnType.DATE:
            fmt = column.format if column.type is ColumnType.DATE else None
            if fmt is None:
                present = column.values[: column.distinct_count]
                inferred, inferred_format = infer(present, column.counts[: column.distinct_count])
                fmt = inferred_format if inferred is ColumnType.DATE else None
        elif kind is ColumnType.DECIMAL and column.format == "comma":
            fmt = "comma"
        elif kind is ColumnType.ORDERED:
            order = attribute.order if attribute is not None and attribute.order else tuple(
                str(v) for v in column.values if v is not None)  # the current value order, to be refined
        try:
            self.session.set_type(name, kind, fmt, order)
        except (InputError, ValueError) as error:
            self._show_message(self.tr("Cannot read {column} as {kind}: {reason}").format(
                column=name, kind=self._type_names[kind], reason=str(error)))
            self.refresh()
            return
        self._show_message("")

    def _show_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    # ---------------------------------------------------------------- editors
    def open_hierarchy_editor(self, name: str) -> HierarchyEditor:
        """The hierarchy editor of ``name``, not yet shown (the page's button shows it window-modal)."""
        self.editor = HierarchyEditor(self.session, name, self)
        return self.editor

    def open_levels_editor(self, name: str) -> LevelsEditor:
        """The sensitivity-level editor of ``name``, not yet shown."""
        self.editor = LevelsEditor(self.session, name, self)
        return self.editor

    def open_free_text_preview(self, name: str) -> FreeTextPreview:
        """The preview of ``name``'s redaction, not yet shown; it starts computing at once."""
        self.editor = FreeTextPreview(self.session, name, self)
        return self.editor

    def _edit(self, name: str) -> None:
        attribute = self.session.project.attributes.get(name)
        if attribute is not None and attribute.role is Role.FREE_TEXT:
            editor = self.open_free_text_preview(name)
        elif attribute is not None and attribute.role is Role.SENSITIVE:
            editor = self.open_levels_editor(name)
        else:
            editor = self.open_hierarchy_editor(name)
        editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        editor.setWindowModality(Qt.WindowModality.WindowModal)
        editor.show()

    # ---------------------------------------------------------------- weights
    def set_weight(self, name: str, value: float) -> None:
        self.weights_panel.set_weight(name, value)

    def weight_shares(self) -> dict[str, float]:
        return self.weights_panel.weight_shares()

    def equalize_weights(self) -> None:
        self.weights_panel.equalize_weights()
