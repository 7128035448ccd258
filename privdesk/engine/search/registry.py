"""The built-in search strategies behind the contract of ``engine/search/contract.py``: the optimal lattice search, Mondrian and
the greedy (αij,k,m) algorithm. Each reads what it needs from the :class:`~.strategy.SearchProblem` by asking the
requirements' model specs (a minimum class size, a minimum of distinct values), never their names."""

from __future__ import annotations

from privdesk.common.i18n import N_, _
from privdesk.engine.core.progress import Progress
from privdesk.engine.search.contract import (
    Budget,
    Candidate,
    LimitReached,
    Limits,
    SearchProblem,
    stopped_without_release,
)
from privdesk.engine.search.result import Anonymization, NoSolution


def _publish(result: Anonymization, progress: Progress, budget: Budget) -> Anonymization:
    """Fill the contract's fields of a one-shot strategy's result and publish it as its best so far."""
    result.seconds = budget.seconds
    result.nodes_evaluated = result.nodes_evaluated or budget.steps
    progress.partial(Candidate(result.transformation, None, result.suppressed_count, result.nodes_evaluated,
                               result.seconds))
    return result


def _k(problem: SearchProblem, algorithm: str) -> int:
    """k of a local recoding: the largest class size a requirement needs (k, a risk threshold's ⌈1/θ⌉)."""
    k = problem.class_size()
    if k > problem.dataset.n_rows:  # a requirement not met (exit 1), not bad input
        raise NoSolution(_("{algorithm} cannot make classes of {k:,} records from {n:,} rows; relax the privacy "
                           "models or the risk threshold").format(algorithm=algorithm, k=k,
                                                                   n=problem.dataset.n_rows))
    return k


def _uniqueness_refused(problem: SearchProblem) -> str | None:
    """The sample/population-uniqueness thresholds (``options["uniqueness"]``, ``models.population_models``) are
    enforced by the full-domain searches (each node's release judged exactly) and met by Mondrian's classes of
    k ≥ 2 (``_uniqueness_met``); the greedy algorithm builds classes without a whole-release check and refuses
    them."""
    uniqueness = problem.options.get("uniqueness") or ()
    if uniqueness:
        return _("{label} needs the optimal, heuristic or Mondrian search").format(label=uniqueness[0].label)
    return None


def _uniqueness_met(problem: SearchProblem, result: Anonymization) -> Anonymization:
    """Mondrian's release re-judged on the uniqueness thresholds. Its classes all hold ≥ k rows, so for k ≥ 2 no
    record is unique in the sample and every estimator gives 0 population uniques (no sample uniques → 0, ARX's
    rule): the thresholds hold. With k = 1 they may not, and then no release is made (Mondrian suppresses nothing
    to make up for it)."""
    from privdesk.engine.core.classes import release_partition
    from privdesk.engine.models.population_models import meets

    uniqueness = [r.resolved(problem.dataset.n_rows) for r in problem.options.get("uniqueness") or ()]
    if uniqueness and not meets(uniqueness, release_partition(result.released, problem.qis).sizes):
        raise NoSolution(_("Mondrian's release does not meet {label}; use k of at least 2 or the optimal "
                           "search").format(label=uniqueness[0].label))
    return result


class OptimalSearch:
    """Optimal full-domain generalization with suppression (``engine/search/lattice/``; ARX's Flash); it also enforces the
    uniqueness thresholds of ``options["uniqueness"]``."""

    name = "optimal"
    title = N_("optimal generalization (full-domain, with suppression)")
    checks_graded = False
    needs_hierarchies = True  # a QI without one gets its type's generated hierarchy (app/anonymize.py)

    def supports(self, problem: SearchProblem) -> str | None:
        return None

    def run(self, problem: SearchProblem, progress: Progress, limits: Limits) -> Anonymization:
        from privdesk.engine.search.lattice import optimal_generalization

        return optimal_generalization(problem.dataset, problem.qis, problem.hierarchies, problem.requirements,
                                      suppression=problem.suppression, metric=problem.metric,
                                      weights=problem.weights or None, min_levels=problem.min_levels,
                                      max_levels=problem.max_levels, population=problem.population,
                                      progress=progress, limits=limits,
                                      uniqueness=problem.options.get("uniqueness") or (),
                                      aggregated=problem.options.get("aggregate") or (),
                                      persons=problem.options.get("persons"))


class HeuristicSearch:
    """Anytime full-domain search for large lattices (``heuristic.py``: ARX's LIGHTNING plus a local search)."""

    name = "heuristic"
    title = N_("heuristic generalization (LIGHTNING, anytime; for many quasi-identifiers)")
    checks_graded = False
    needs_hierarchies = True  # a QI without one gets its type's generated hierarchy (app/anonymize.py)

    def supports(self, problem: SearchProblem) -> str | None:
        return None

    def run(self, problem: SearchProblem, progress: Progress, limits: Limits) -> Anonymization:
        from privdesk.engine.search.anytime import heuristic_generalization

        return heuristic_generalization(problem, progress, limits)


class GeneticSearch(HeuristicSearch):
    """Anytime full-domain search with a population (``genetic.py``: the heuristic's probe and descent, ARX's
    genetic algorithm from there, then the local search and proof)."""

    name = "genetic"
    title = N_("genetic algorithm (population-based, anytime; for many quasi-identifiers)")

    def run(self, problem: SearchProblem, progress: Progress, limits: Limits) -> Anonymization:
        from privdesk.engine.search.anytime import genetic_generalization

        return genetic_generalization(problem, progress, limits)


class AutoSearch:
    """The optimal search on lattices it finishes quickly, the genetic search beyond (``heuristic.AUTO_NODES``),
    with a time limit of ``heuristic.AUTO_SECONDS`` when the run sets none. Beyond, the genetic search (started
    from the probe's release and a descent) is the best anytime search PrivDesk has: at 5, 10 and 30 s it is no
    worse than the heuristic (LIGHTNING) or ARX's plain genetic algorithm on the 16-QI tables of
    ``benchmarks/bench_many_qis.py``, and better than ARX 3.9.2's own LIGHTNING there (``RESULTS.md``)."""

    name = "auto"
    title = N_("automatic (optimal for small lattices, genetic for large ones)")
    checks_graded = False
    needs_hierarchies = True  # a QI without one gets its type's generated hierarchy (app/anonymize.py)

    def supports(self, problem: SearchProblem) -> str | None:
        return None

    def run(self, problem: SearchProblem, progress: Progress, limits: Limits) -> Anonymization:
        from privdesk.engine.search.anytime.heuristic import AUTO_NODES, AUTO_SECONDS, lattice_size

        if lattice_size(problem) <= AUTO_NODES:
            return OptimalSearch().run(problem, progress, limits)
        if limits.seconds is None and limits.steps is None:
            limits = Limits(seconds=AUTO_SECONDS, stop=limits.stop)
        return GeneticSearch().run(problem, progress, limits)


class MondrianSearch:
    """Strict multidimensional Mondrian (``mondrian.py``): k-anonymity and distinct l-diversity."""

    name = "mondrian"
    title = N_("Mondrian (multidimensional partitioning)")
    checks_graded = False

    def supports(self, problem: SearchProblem) -> str | None:
        if problem.class_size() is None:
            return _("Mondrian needs k-anonymity among the privacy models")
        unsupported = [r.label for r in problem.requirements
                       if r.spec.sufficient_class(r) is None and not r.spec.distinct_values(r)]
        if unsupported:
            return _("Mondrian supports k-anonymity and distinct l-diversity; not {models}").format(
                models=", ".join(unsupported))
        return None

    def run(self, problem: SearchProblem, progress: Progress, limits: Limits) -> Anonymization:
        from privdesk.engine.search.mondrian import mondrian

        budget = Budget(limits, progress)
        diversity = [r for r in problem.requirements if r.spec.distinct_values(r)]
        l_value = int(max(r.value for r in diversity)) if diversity else None
        result = mondrian(problem.dataset, problem.qis, k=_k(problem, "Mondrian"), l=l_value,
                          sensitive=[r.attribute for r in diversity] or None,
                          hierarchies={q: h for q, h in problem.hierarchies.items() if q in problem.qis},
                          weights=problem.weights or None, split=problem.options.get("split", "classic"),
                          progress=progress, budget=budget, persons=problem.options.get("persons"))
        return _publish(_uniqueness_met(problem, result), progress, budget)


class GreedySearch:
    """The greedy (αij,k,m) algorithm (``greedy_msa.py``): k and the graded sensitivity levels. It builds its
    classes in one pass and has no release before the end, so a limit ends it without one."""

    name = "greedy-msa"
    title = N_("greedy (αij,k,m) algorithm")
    checks_graded = True

    def supports(self, problem: SearchProblem) -> str | None:
        if _uniqueness_refused(problem):
            return _uniqueness_refused(problem)
        if problem.class_size() is None:
            return _("the (αij,k,m) algorithm needs k-anonymity among the privacy models (its k)")
        if not self._levels(problem):
            return _("the (αij,k,m) algorithm needs a sensitivity-level table for a sensitive attribute")
        return None

    @staticmethod
    def _levels(problem: SearchProblem) -> dict:
        return {name: problem.levels[name] for name in problem.sensitive if name in problem.levels}

    def run(self, problem: SearchProblem, progress: Progress, limits: Limits) -> Anonymization:
        from privdesk.engine.search.greedy import greedy_msa

        budget = Budget(limits, progress)
        k = _k(problem, _("the (αij,k,m) algorithm"))
        # Classes are released as [min, max] intervals and value sets, not hierarchy labels: labels often make two
        # valid classes look alike, and the merged class would hold two records of one level.
        try:
            result = greedy_msa(problem.dataset, problem.qis, self._levels(problem),
                                k=k, leftover=problem.options.get("leftover", "add"),
                                progress=budget.watching())
        except LimitReached:
            raise stopped_without_release(limits) from None
        result.nodes_evaluated = len(result.details.get("classes", []))
        return _publish(result, progress, budget)

