"""One contract for every search (ARX's ``AbstractAlgorithm``): a :class:`SearchProblem` in, an
:class:`~.result.Anonymization` out, with shared :class:`Limits` (time, steps; the Progress's cancel flag) and a
best-so-far channel (``Progress.partial``, carrying a :class:`Candidate`).

A strategy says whether it can handle a problem (``supports`` returns the reason when not) and runs it. Its result
says whether it is proven optimal (``optimal``), a lower bound of the metric no release can beat
(``lower_bound``), how many candidates it evaluated (``nodes_evaluated``) and how long it took (``seconds``).
When a limit is reached a strategy returns its best release so far (``optimal`` False), or raises
:class:`~.result.NoSolution` when it has none; a cancel raises :class:`~..progress.Cancelled`.

The registry is a table, name -> "module:attribute" (napari's builtins.yaml): a strategy's code is imported only
when it is used. Adding a strategy (heuristic anytime search, DP): a class with ``name``, ``title``, ``supports``
and ``run`` in its own module, one line in :data:`STRATEGIES` (or :func:`register` from elsewhere), and its tests;
tests/engine/search/test_strategy_contract.py runs every registered strategy through the contract.
"""

from __future__ import annotations

import importlib
import math
import threading
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping, Protocol, Sequence

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import Progress

if TYPE_CHECKING:  # the command line reads the strategy names without loading pandas
    from privdesk.engine.attributes.hierarchy import Hierarchy
    from privdesk.engine.attributes.sensitivity_levels import SensitivityLevels
    from privdesk.engine.core.dataset import Dataset
    from privdesk.engine.search.result import Anonymization, NoSolution


@dataclass(frozen=True)
class Limits:
    """How long a search may run: ``seconds`` of wall time and ``steps`` (candidates evaluated: lattice nodes,
    Mondrian's partitions, …); None is unlimited. ``stop``: set, it ends the search like a spent limit (the best
    release so far is kept: the window's "Stop and keep the best"). Cancelling is the Progress's flag."""

    seconds: float | None = None
    steps: int | None = None
    stop: threading.Event | None = None

    def with_stop(self, stop: threading.Event) -> "Limits":
        return Limits(self.seconds, self.steps, stop)


NO_LIMITS = Limits()


class LimitReached(Exception):
    """A search's time or step limit is reached (raised inside a strategy; callers see a result or NoSolution)."""


class Budget:
    """A running search's account of its limits: ``step()`` counts one candidate and raises
    :class:`LimitReached` once a limit is spent; it also stops the search on cancel (``Progress.check``)."""

    def __init__(self, limits: Limits, progress: Progress) -> None:
        self.limits, self.progress = limits, progress
        self.started = time.perf_counter()
        self.steps = 0

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.started

    def exhausted(self) -> bool:
        limits = self.limits
        return ((limits.steps is not None and self.steps >= limits.steps) or
                (limits.seconds is not None and self.seconds >= limits.seconds) or
                (limits.stop is not None and limits.stop.is_set()))

    def step(self, count: int = 1) -> None:
        self.progress.check()
        if self.exhausted():
            raise LimitReached()
        self.steps += count

    def watching(self) -> Progress:
        """The Progress with this budget's limits checked at each report, each report counting as a step (for a
        strategy that cannot stop with a release in hand: reaching a limit ends it with :class:`LimitReached`)."""
        budget, outer = self, self.progress

        def report(fraction: float, message: str) -> None:
            if outer.callback is not None:
                outer.callback(fraction, message)
            if budget.exhausted():
                raise LimitReached()
            budget.steps += 1
        return Progress(report, outer.cancel, outer.on_partial)


@dataclass(frozen=True)
class Candidate:
    """The best release a running search has found so far (what ``Progress.partial`` carries): its
    transformation (full-domain searches), its score on the metric (lower is better), rows suppressed,
    candidates evaluated and seconds so far."""

    transformation: Mapping[str, int] | None
    score: float | None
    suppressed: int
    nodes_evaluated: int
    seconds: float


@dataclass
class SearchProblem:
    """What a search is asked: the table and its QIs, the requirements, the utility metric and suppression limit,
    hierarchies, sensitivity-level tables, weights, level bounds, the population table (δ-presence) and
    strategy-specific ``options`` (Mondrian's ``split``, the greedy algorithm's ``leftover``). The requirements
    include the risk thresholds of the run's risk settings (``models.risk_threshold``)."""

    dataset: "Dataset"
    qis: list[str]
    requirements: list  # of engine.requirements.Requirement
    hierarchies: Mapping[str, "Hierarchy"] = field(default_factory=dict)
    levels: Mapping[str, "SensitivityLevels"] = field(default_factory=dict)
    weights: Mapping[str, float] | None = None
    metric: str = "loss"
    suppression: float = 0.0
    min_levels: Mapping[str, int] = field(default_factory=dict)
    max_levels: Mapping[str, int] = field(default_factory=dict)
    population: "Dataset | None" = None
    sensitive: Sequence[str] = ()
    options: Mapping[str, Any] = field(default_factory=dict)

    def class_size(self) -> int | None:
        """A class size at which every class meets each requirement that has one (k of k-anonymity, ⌈1/θ⌉ of a
        risk threshold; ``ModelSpec.sufficient_class``): what local recodings take as k. None when none has."""
        sizes = [size for r in self.requirements if (size := r.spec.sufficient_class(r)) is not None]
        return max(sizes, default=None)


class SearchStrategy(Protocol):
    """``name`` (its key in projects and on the command line), ``title`` (catalogue entry), and:

    - ``supports(problem)``: None, or why it cannot run the problem (in the current language);
    - ``run(problem, progress, limits)``: the release, with ``optimal``, ``lower_bound``, ``nodes_evaluated`` and
      ``seconds`` set; reports progress and its best so far (``progress.partial(Candidate)``) as it goes.
    - ``checks_graded``: its releases are also checked for (αij,k,m)-anonymity (the greedy algorithm).

    Optional facts the app layer acts on (:func:`privacy_cost`, :func:`rechecked_requirements`; the DP release
    declares them): ``privacy_cost(problem)``, what a run spends of the data set's privacy budget, charged before
    it runs; ``derived_requirements(result)``, what its release is re-checked against instead of the run's
    models; ``blanks_unsampled_rows``, its release blanks whole rows (no sensitivity-level table applies);
    ``needs_hierarchies``, a QI without a hierarchy gets its type's generated one."""

    name: str
    title: str
    checks_graded: bool

    def supports(self, problem: SearchProblem) -> str | None: ...

    def run(self, problem: SearchProblem, progress: Progress, limits: Limits) -> "Anonymization": ...


STRATEGIES: dict[str, str] = {
    "optimal": "privdesk.engine.search.registry:OptimalSearch",
    "mondrian": "privdesk.engine.search.registry:MondrianSearch",
    "greedy-msa": "privdesk.engine.search.registry:GreedySearch",
    "heuristic": "privdesk.engine.search.registry:HeuristicSearch",
    "genetic": "privdesk.engine.search.registry:GeneticSearch",
    "auto": "privdesk.engine.search.registry:AutoSearch",
    "dp": "privdesk.engine.dp.dp_strategy:DifferentialPrivacyRelease",
}
"""Every strategy by name, as "module:attribute" of its class; imported when first used."""
_LOADED: dict[str, SearchStrategy] = {}


def register(name: str, target: str | SearchStrategy) -> None:
    """Add a strategy: its "module:attribute" path, or an instance."""
    if isinstance(target, str):
        STRATEGIES[name] = target
        _LOADED.pop(name, None)
    else:
        STRATEGIES[name] = f"{type(target).__module__}:{type(target).__name__}"
        _LOADED[name] = target


def unregister(name: str) -> None:
    STRATEGIES.pop(name, None)
    _LOADED.pop(name, None)


def names() -> list[str]:
    return list(STRATEGIES)


def strategy(name: str) -> SearchStrategy:
    """The strategy named ``name``; InputError listing the known ones for any other."""
    if name not in STRATEGIES:
        raise InputError(_("unknown algorithm '{algorithm}'; choose one of {algorithms}").format(
            algorithm=name, algorithms=", ".join(STRATEGIES)))
    if name not in _LOADED:
        module, attribute = STRATEGIES[name].split(":")
        _LOADED[name] = getattr(importlib.import_module(module), attribute)()
    return _LOADED[name]


def strategy_title(name: Any) -> str:
    """A strategy's name in words, translated: the one label the window shows for it; any other name as given."""
    return _(strategy(name).title) if name in STRATEGIES else str(name)


def unsupported(search: SearchStrategy, problem: SearchProblem) -> str | None:
    """Why ``search`` cannot run ``problem``: a requirement whose model does not allow it (``ModelSpec.searches``),
    or the strategy's own reason; None when it can."""
    for requirement in problem.requirements:
        spec = requirement.spec
        if not spec.supports(requirement, search.name):
            allowed = [name for name in STRATEGIES if spec.supports(requirement, name)]
            return _("{label} needs the {strategies} search; the {strategy} search does not support it").format(
                label=requirement.label, strategies=" / ".join(allowed), strategy=search.name)
    return search.supports(problem)


def privacy_cost(search: SearchStrategy, problem: SearchProblem) -> Any:
    """What a run of ``search`` spends of the data set's privacy budget (``dp_strategy.PrivacyCost``), or None for
    a strategy that spends none."""
    cost = getattr(search, "privacy_cost", None)
    return None if cost is None else cost(problem)


def rechecked_requirements(search: SearchStrategy, result: "Anonymization", requirements: Sequence) -> list:
    """What a release of ``search`` is re-checked against: the run's ``requirements``, or those the strategy
    derives from its own guarantee (the DP release: k from (ε, δ))."""
    derive = getattr(search, "derived_requirements", None)
    return list(requirements) if derive is None else derive(result)


def spends_budget(name: str) -> bool:
    """Whether runs of the strategy ``name`` are charged to the data set's privacy budget (the DP release)."""
    return name in STRATEGIES and getattr(strategy(name), "privacy_cost", None) is not None


def derives_requirements(name: str) -> bool:
    """Whether the strategy ``name`` brings its own guarantee (the DP release), so a run needs no privacy model."""
    return name in STRATEGIES and getattr(strategy(name), "derived_requirements", None) is not None


def run(name: str, problem: SearchProblem, progress: Progress, limits: Limits = NO_LIMITS) -> "Anonymization":
    """Run the strategy ``name`` on ``problem`` under ``limits``: InputError when it cannot run it, NoSolution when
    no release is found (within the limits), Cancelled on cancel."""
    search = strategy(name)
    reason = unsupported(search, problem)
    if reason is not None:
        raise InputError(reason)
    started = time.perf_counter()
    result = search.run(problem, progress, limits)
    result.seconds = result.seconds or time.perf_counter() - started
    return result


def optimality_gap(score: float | None, lower_bound: float | None) -> float | None:
    """How far a score may be above the best possible, as a share of the lower bound (0: proven optimal);
    None when either is unknown or the bound is 0 (no release can be shown to be within a share of it)."""
    if score is None or lower_bound is None or not math.isfinite(score) or not math.isfinite(lower_bound):
        return None
    if score <= lower_bound:
        return 0.0
    return (score - lower_bound) / lower_bound if lower_bound > 0 else None


WEAK_GAP = 1.0
"""Above this gap (the score more than twice the lower bound) the sentence says the bound is too weak, not a %."""


def search_sentence(search: Mapping[str, Any]) -> str:
    """One sentence on a search's result (a summary's ``search`` entry): proven optimal, or how far from the
    best possible it can be — what the command line prints and the report states."""
    if search.get("optimal"):
        return _("proven optimal ({count:,} transformations evaluated)").format(count=search.get("nodes_evaluated", 0))
    gap, bound = search.get("gap"), search.get("lower_bound")
    if gap is not None and gap > WEAK_GAP:
        return _("not proven optimal: the lower bound ({bound:.4g}) is too far below to say how close it is "
                 "({count:,} transformations evaluated)").format(bound=bound, count=search.get("nodes_evaluated", 0))
    if gap is not None:
        return _("not proven optimal: within {gap:.1%} of the best possible (lower bound {bound:.4g}; "
                 "{count:,} transformations evaluated)").format(gap=gap, bound=bound,
                                                                 count=search.get("nodes_evaluated", 0))
    return _("not proven optimal ({count:,} candidates evaluated)").format(count=search.get("nodes_evaluated", 0))


def stopped_without_release(limits: Limits) -> "NoSolution":
    """NoSolution for a search that reached its limits before it found any release."""
    from privdesk.engine.search.result import NoSolution

    return NoSolution(_("no release was found within the limits (at most {seconds} seconds, {steps} steps); raise "
                        "them or relax a model").format(
        seconds="∞" if limits.seconds is None else f"{limits.seconds:g}",
        steps="∞" if limits.steps is None else f"{limits.steps:,}"))
