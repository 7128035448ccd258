"""The Risk tab's sentences on population risk: the three attacker models and the uniqueness estimates, one
sentence each, read from the record's "population_risk" document (computed by app/record/population_risk.py)."""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtWidgets import QLabel, QWidget


class PopulationRiskView(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setObjectName("population_risk")
        self.show_figures(None)

    def show_figures(self, figures: Mapping[str, Any] | None) -> None:
        self.setText("\n".join(self.sentences(figures)))

    def sentences(self, figures: Mapping[str, Any] | None) -> list[str]:
        if not figures:
            return [self.tr("Run or audit a release to see its risk under the three attacker models.")]
        attackers = figures.get("attackers") or {}
        prosecutor, journalist = attackers.get("prosecutor") or {}, attackers.get("journalist") or {}
        lines = [
            self.tr("Prosecutor (knows the person is in this table): highest risk {highest:.4f}; on average "
                    "{average:.2%} of the records could be re-identified.").format(
                highest=prosecutor.get("highest_risk", 0.0), average=prosecutor.get("success_rate", 0.0)),
            (self.tr("Journalist (knows the person is in the population table): highest risk {highest:.4f}; on "
                     "average {average:.2%} of the records.") if "population_table_rows" in figures else
             self.tr("Journalist (knows the person is in the population): without a population table this equals "
                     "the prosecutor's risk, highest {highest:.4f}.")).format(
                highest=journalist.get("highest_risk", 0.0), average=journalist.get("success_rate", 0.0)),
            self.tr("Marketer (re-identifies as many people as possible): {rate:.2%} of the records on "
                    "average.").format(rate=(attackers.get("marketer") or {}).get("success_rate", 0.0)),
            self.tr("Sample uniqueness: {share:.2%} of the records are the only one with their values in this "
                    "table.").format(share=figures.get("sample_uniqueness", 0.0)),
        ]
        estimate = figures.get("population_uniqueness")
        if estimate:
            lines.append(self.tr("Population uniqueness ({estimator}): an estimated {share:.4%} of the population "
                                 "of {size:,.0f} people is unique on these quasi-identifiers.").format(
                estimator=estimate.get("estimator"), share=estimate.get("value") or 0.0,
                size=(figures.get("population_model") or {}).get("population_size", 0.0)))
        else:
            lines.append(self.tr("Population uniqueness: give the sampling fraction or the population size on the "
                                 "Privacy page to estimate how many people are unique in the population."))
        if "k_map" in figures and "k_map_estimate" not in figures:  # an estimate is printed by the CLI only
            lines.append(self.tr("k-map: every class matches at least {k:,} people of the population "
                                 "table.").format(k=figures["k_map"]))
        return lines
