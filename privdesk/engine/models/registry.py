"""The registry of privacy models: every :class:`~.spec.ModelSpec` PrivDesk knows, by name.

The searches, the command line (``privdesk anonymize``'s model flags), the project format, the Privacy page and
the report look models up here and ask the spec; no other module compares a model's name.

How to add a model (one file plus its tests):

1. Write ``privdesk/engine/models/<model>.py`` (``sensitive/<model>.py`` for a model of one sensitive attribute's
   distribution in each class) with the check over class statistics (vectorised over the classes
   x values counts, returning a :class:`~.base.ModelResult` like its siblings) and, at its end, a module-level
   ``MODEL = ModelSpec(...)``: its name, title, parameter with its range (a ``Parameter`` is also the command-line
   flag and the project key), label, ``values`` and ``holds``, the search facts that are true of it (say nothing
   and a search treats it as non-monotone, not union-closed), help text and report sentence. The registry finds
   every module of this package and its subpackages that has a ``MODEL`` (or a ``MODELS`` tuple); nothing else
   needs editing.
2. Test it against an independent oracle (ARX's or sdcMicro's numbers, pycanon, hand-computed tables) and with
   hypothesis on random tables; tests/engine/models/test_model_registry.py already runs every registered model through
   its generic checks (ranges, label, project round trip, directions).
3. Run ``python tools/update_translations.py`` and translate its new strings.

A model defined elsewhere (a plug-in, a test) is added with :func:`register` and removed with :func:`unregister`.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any, Mapping

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.engine.models.spec import ModelSpec

__all__ = ["ModelSpec", "GRADED_MODEL", "GRADED_FIGURES", "register", "unregister", "models", "offered", "names", "model", "find",
           "owners",
           "is_requirement", "is_graded", "needs_population", "report_kind"]

_MODELS: dict[str, ModelSpec] = {}
_LOADED = False

GRADED_MODEL = "alpha-ijkm"
GRADED_FIGURES = "alpha_ijkm"
"""The key of the graded model's figures in a check report (``engine.models.check_release``)."""
"""(αij,k,m)-anonymity: a project entry the greedy algorithm reads with the sensitivity-level tables; it is
checked over the whole release (``graded_alpha``), not class by class, so it is no requirement spec."""


def _load() -> None:
    """Import every module of this package and its subpackages once and register its ``MODEL``/``MODELS``."""
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    package = importlib.import_module(__package__)
    for info in pkgutil.walk_packages(package.__path__, prefix=f"{__package__}."):
        module = importlib.import_module(info.name)
        found = getattr(module, "MODELS", None) or ((module.MODEL,) if hasattr(module, "MODEL") else ())
        for spec in found:
            if isinstance(spec, ModelSpec):
                register(spec)


def register(spec: ModelSpec) -> ModelSpec:
    """Add a model (a name already registered is replaced by the same spec only)."""
    known = _MODELS.get(spec.name)
    if known is not None and known is not spec:
        raise ValueError(f"a privacy model named {spec.name!r} is already registered")
    _MODELS[spec.name] = spec
    return spec


def unregister(name: str) -> None:
    _MODELS.pop(name, None)


def models() -> list[ModelSpec]:
    """Every registered model, in their ``order``."""
    _load()
    return sorted(_MODELS.values(), key=lambda spec: (spec.order, spec.name))


def offered() -> list[ModelSpec]:
    """The models people choose (command-line flags, the Privacy page); the others are made from other settings
    (the risk thresholds, from the risk settings)."""
    return [spec for spec in models() if spec.offered]


def names() -> list[str]:
    return [spec.name for spec in models()]


def model(name: str) -> ModelSpec:
    """The spec named ``name``; InputError listing the known names for any other."""
    _load()
    spec = _MODELS.get(name)
    if spec is None:
        raise InputError(_("unknown privacy model '{model}'; choose one of {models}").format(
            model=name, models=", ".join(names())))
    return spec


def find(name: Any) -> ModelSpec | None:
    """The spec named ``name``, or None (a record's entry written by another version, the graded model)."""
    _load()
    return _MODELS.get(name) if isinstance(name, str) else None


def model_title(name: Any) -> str:
    """A model's name in words, translated: the one label the window shows for it; any other name as given."""
    spec = find(name)
    return _(spec.title) if spec is not None else str(name)


def owners(field: str) -> list[ModelSpec]:
    """The models that take a further parameter filling the Requirement field ``field`` (``c``, ``delta_min``)."""
    return [spec for spec in models() if any(extra.field == field for extra in spec.extras)]


def is_requirement(entry: Mapping[str, Any]) -> bool:
    """Whether a project's model entry is a class-by-class requirement (every entry but the graded model)."""
    return entry.get("model") != GRADED_MODEL


def is_graded(entry: Mapping[str, Any]) -> bool:
    return entry.get("model") == GRADED_MODEL


def needs_population(entries: Any) -> bool:
    """Whether any of ``entries`` (project model entries or Requirements) needs the population table."""
    for entry in entries:
        name = entry.get("model") if isinstance(entry, Mapping) else getattr(entry, "model", None)
        spec = find(name)
        if spec is not None and spec.needs_population:
            return True
    return False


def report_kind(entry: Mapping[str, Any]) -> ModelSpec | str:
    """What a report entry (a re-check or a requirement of ``privdesk check``) is about: its model's spec, or
    "alpha_ijkm" for the graded model, else "unknown". ``kind`` (written by ``privdesk check``) or ``model``
    (a model name) name it."""
    kind = entry.get("kind")
    for spec in models():
        if kind == spec.kind or entry.get("model") == spec.name:
            return spec
    if kind == GRADED_FIGURES or entry.get("model") == GRADED_MODEL:
        return GRADED_FIGURES
    return "unknown"

