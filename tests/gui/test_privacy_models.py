"""The Privacy page lists the registered models (engine/models/registry.py), a toy model added in one file too,
with its own parameter default, attribute and variant choices."""

from __future__ import annotations

from privdesk.engine.models import registry
from privdesk.engine.models.population_models import KINDS as UNIQUENESS_KINDS
from privdesk.gui.main_window import MainWindow
from tests.engine import toy_model


def test_the_privacy_page_offers_every_registered_model(qtbot):
    toy_model.install()
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        window.open_sample()
        privacy = window.pages[2]
        offered = [privacy.model_kind.itemData(i) for i in range(privacy.model_kind.count())]
        registered = [spec.name for spec in registry.offered()]
        # the registered models, then the whole-release thresholds of population risk
        assert offered == [*registered, *UNIQUENESS_KINDS] and registered[-1] == "m-spread"
        privacy.model_kind.setCurrentIndex(offered.index("m-spread"))
        assert privacy.model_value.value() == 2 and privacy.model_attribute.isEnabled()
        assert not privacy.model_variant.isEnabled() and not privacy.delta_min.isEnabled()
        privacy.add_model("m-spread", 2, "diagnosis")
        assert window.session.project.models[-1] == {"model": "m-spread", "m": 2, "attribute": "diagnosis"}
        privacy.model_kind.setCurrentIndex(offered.index("t-closeness"))
        assert privacy.model_variant.itemData(0) == "" and privacy.model_variant.count() == 4  # automatic first
    finally:
        toy_model.uninstall()


def test_a_whole_number_parameter_shows_without_decimals(sample_window):
    """k is shown as "5", not "5.00" (#30.8); a fractional parameter (t of t-closeness) keeps its decimals."""
    privacy = sample_window.pages[2]
    offered = [privacy.model_kind.itemData(i) for i in range(privacy.model_kind.count())]
    privacy.model_kind.setCurrentIndex(offered.index("k-anonymity"))
    assert privacy.model_value.text() == "5" and privacy.model_value.decimals() == 0
    privacy.model_kind.setCurrentIndex(offered.index("t-closeness"))
    assert privacy.model_value.decimals() == 2 and privacy.model_value.text() != "5"
    privacy.model_kind.setCurrentIndex(offered.index("k-anonymity"))
    assert privacy.model_value.text() == "5"
