"""SafePub: an (ε, δ)-differentially private release of a whole table (Bild, Kuhn, Prasser, PoPETs 2018; ARX's
criteria/EDDifferentialPrivacy with algorithm/DataDependentEDDPAlgorithm).

1. (ε, δ) → sampling probability β and class-size threshold k (:mod:`.safepub_parameters`).
2. Random sampling: every record enters the sample independently with probability β (drawn from the given
   generator; β is a float, the comparison a float uniform < β, as ARX does).
3. A full-domain generalization of every quasi-identifier through its hierarchy:
   - *data-independent*: levels fixed without looking at the data (ARX's generalization degree: level =
     round(degree × height) per QI, or levels given explicitly); all of ε goes to the sampling step;
   - *data-dependent*: ε_search (default 10% of ε) is spent on a search over the generalization lattice by the
     exponential mechanism, ε − ε_search on sampling. ARX's search: the pivot starts at the top node; each of
     ``steps`` steps adds the pivot's direct predecessors (one level lower in one QI) to the candidates, removes
     the pivot, and draws the next pivot with probability ∝ exp(ε_search/steps · score / 2); the best-scoring
     pivot seen is the result.
4. k-anonymity with suppression: every class of the sample with fewer than k records is suppressed.

Score: one of SafePub's score functions (:mod:`.safepub_scores`; Loss by default, as ARX's default metric), each
scaled by ARX to sensitivity 1. Whatever the score, the release reports ARX's Loss and its other measures.

The release keeps the rows of the input in order: sampled rows in classes of at least k are generalized; sampled
rows in smaller classes are suppressed (every QI ``*``); rows outside the sample are suppressed in *every* column
(their other attributes are not part of the DP release either). The ``suppressed`` mask covers both.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Mapping, Sequence

import numpy as np

from privdesk.common.i18n import _
from privdesk.engine.attributes.generalization import generalized_column, labelled_column
from privdesk.engine.attributes.hierarchy import Hierarchy
from privdesk.engine.core.classes import SUPPRESSED_LABEL
from privdesk.engine.core.dataset import Dataset
from privdesk.engine.core.errors import InputError
from privdesk.engine.core.progress import NO_PROGRESS, Progress
from privdesk.engine.dp.differential_privacy import exponential_draw
from privdesk.engine.dp.safepub_parameters import SDGSParameters, sdgs_parameters
from privdesk.engine.dp.safepub_scores import (
    SCORE_NAMES,
    SENSITIVITY,
    ExactGaps,
    FrequencySet,
    release_measures,
    score_key,
)
from privdesk.engine.metrics.utility import arx_loss
from privdesk.engine.search.result import Anonymization

DEGREES = {"none": 0.0, "low": 0.2, "low-medium": 0.4, "medium": 0.5, "medium-high": 0.6, "high": 0.8,
           "complete": 1.0}
"""ARX's DataGeneralizationScheme.GeneralizationDegree: the share of each hierarchy's height."""
DEFAULT_STEPS = 100
DEFAULT_SEARCH_SHARE = 0.1
MECHANISM = "SafePub ((k, β)-SDGS with the exponential mechanism)"


def degree_levels(degree: str, hierarchies: Sequence[Hierarchy]) -> list[int]:
    """ARX's levels of a generalization degree: round(share × height) per QI (Java's Math.round: halves up)."""
    if degree not in DEGREES:
        raise InputError(_("unknown generalization degree '{degree}'; choose one of {degrees}").format(
            degree=degree, degrees=", ".join(DEGREES)))
    return [int(math.floor(DEGREES[degree] * h.height + 0.5)) for h in hierarchies]


def split_budget(epsilon: float, delta: float, independent: bool, steps: int = DEFAULT_STEPS,
                 search_share: float = DEFAULT_SEARCH_SHARE) -> tuple[float, float, SDGSParameters]:
    """(ε_search, ε_anonymization, SafePub's β and k): the data-independent variant spends all of ε on the sample;
    the data-dependent one ``search_share`` of it on the search (ε_anonymization rounded down, as ARX does)."""
    if independent:
        return 0.0, float(epsilon), sdgs_parameters(epsilon, delta)
    if not (isinstance(steps, int) and not isinstance(steps, bool) and steps >= 0):
        raise InputError(_("the number of search steps must be a whole number, 0 or more"), value=steps)
    if not 0 < search_share < 1:
        raise InputError(_("the share of ε for the search must be between 0 and 1"), value=search_share)
    if steps == 0:
        return 0.0, float(epsilon), sdgs_parameters(epsilon, delta)
    epsilon_search = float(epsilon) * search_share
    epsilon_anon = math.nextafter(float(epsilon) - epsilon_search, -math.inf)
    return epsilon_search, epsilon_anon, sdgs_parameters(epsilon_anon, delta)


def safepub(dataset: Dataset, qis: Sequence[str], hierarchies: Mapping[str, Hierarchy], epsilon: float,
            delta: float, *, rng: np.random.Generator, levels: Mapping[str, int] | None = None,
            degree: str | None = None, steps: int = DEFAULT_STEPS, search_share: float = DEFAULT_SEARCH_SHARE,
            score: str = "loss", uniforms: np.ndarray | None = None,
            progress: Progress = NO_PROGRESS) -> Anonymization:
    """An (ε, δ)-DP release of ``dataset`` (module notes). ``levels`` or ``degree``: the data-independent variant;
    neither: the data-dependent search with ``steps`` steps and ``search_share`` of ε for the search, scored by
    ``score`` (a name of :data:`.safepub_scores.SCORE_NAMES` or an alias).
    ``uniforms``: one uniform number in [0, 1) per row, drawn elsewhere, for the sampling step (to replay ARX's
    deterministic test runs); by default they are drawn from ``rng``."""
    qis = list(qis)
    if not qis:
        raise InputError(_("choose at least one quasi-identifier"))
    missing = [q for q in qis if q not in hierarchies]
    if missing:
        raise InputError(_("the differentially private release needs a hierarchy for every quasi-identifier; "
                           "missing: {names}").format(names=", ".join(missing)))
    tree = [hierarchies[q] for q in qis]
    score = score_key(score)
    independent = levels is not None or degree is not None
    if independent:
        chosen = ([int(levels[q]) for q in qis] if levels is not None else degree_levels(degree, tree))
        for q, h, lv in zip(qis, tree, chosen):
            if not 0 <= lv <= h.height:
                raise InputError(_("level {level} does not exist; the hierarchy has levels 0 to {height}").format(
                    level=lv, height=h.height), column=q)
    epsilon_search, epsilon_anon, parameters = split_budget(epsilon, delta, independent, steps, search_share)
    progress.report(0.05, _("drawing the random sample"))
    if uniforms is None:
        uniforms = rng.random(dataset.n_rows)
    elif np.shape(uniforms) != (dataset.n_rows,):
        raise InputError(_("one uniform number per row is needed for the sample"), value=np.shape(uniforms))
    sampled = np.asarray(uniforms) < parameters.beta
    problem = FrequencySet(dataset, qis, tree, sampled, parameters.k)
    trace: list[list[int]] = []
    if not independent:
        chosen = _search(problem, score, epsilon_search, steps, rng, progress.part(0.1, 0.9), trace)
    kept_distinct = problem.kept(chosen)
    # back to rows: a sampled row is kept when its distinct QI row is
    columns = [dataset.column(q) for q in qis]
    keep = np.zeros(dataset.n_rows, dtype=bool)
    keep[np.flatnonzero(sampled)] = kept_distinct[problem.of_sampled_row]
    suppressed = ~keep
    released = _release(dataset, qis, tree, chosen, suppressed, ~sampled)
    # Loss as ARX reports it for this model: over the sampled records (the sample is the data set released)
    loss = arx_loss([replace(c, codes=c.codes[sampled]) for c in columns], tree, chosen, suppressed[sampled])
    progress.report(1.0, _("done"))
    return Anonymization(
        "dp", released, qis, suppressed, transformation=dict(zip(qis, chosen)),
        details={"metric": "loss", "score": loss, "metric_name": "Loss",
                 "measures": release_measures(dataset, qis, tree, chosen, sampled, suppressed),
                 "dp": {"epsilon": float(epsilon), "delta": float(delta), "epsilon_search": epsilon_search,
                        "epsilon_anonymization": epsilon_anon, "beta": parameters.beta, "k": parameters.k,
                        "variant": "data-independent" if independent else "data-dependent",
                        "degree": degree, "steps": 0 if independent else steps,
                        "score": None if independent else score,
                        "score_name": None if independent else SCORE_NAMES[score],
                        "score_value": None if independent else problem.score(score, chosen),
                        "sampled": int(sampled.sum()), "suppressed_in_sample": int((sampled & suppressed).sum()),
                        "mechanism": MECHANISM},
                 "trace": trace})


def _search(problem: FrequencySet, score: str, epsilon_search: float, steps: int,
            rng: np.random.Generator, progress: Progress, trace: list[list[int]]) -> list[int]:
    """ARX's DataDependentEDDPAlgorithm (module notes)."""
    pivot = tuple(h.height for h in problem.hierarchies)
    known = {pivot: problem.score(score, pivot)}  # every node scored so far: a former pivot can come back
    scores = {pivot: known[pivot]}
    best, best_score = pivot, scores[pivot]
    gaps = ExactGaps(epsilon_search / steps, SENSITIVITY)
    for step in range(1, steps + 1):
        problem.near(pivot)
        for j, level in enumerate(pivot):
            if level > 0:
                lower = pivot[:j] + (level - 1,) + pivot[j + 1:]
                if lower not in scores:
                    if lower not in known:
                        known[lower] = problem.score(score, lower)
                        gaps.add(known[lower])
                    scores[lower] = known[lower]
        del scores[pivot]
        if not scores:
            break
        pivot = list(scores)[exponential_draw(rng, *gaps.of(list(scores.values())))]
        trace.append(list(pivot))
        if scores[pivot] > best_score:
            best, best_score = pivot, scores[pivot]
        progress.report(step / steps, _("search step {step} of {steps}").format(step=step, steps=steps))
        progress.check()
    problem.near(None)
    return list(best)


def _release(dataset: Dataset, qis: list[str], tree: list[Hierarchy], levels: Sequence[int],
             suppressed: np.ndarray, unsampled: np.ndarray) -> Dataset:
    released = dataset
    for q, h, lv in zip(qis, tree, levels):
        released = released.with_column(generalized_column(dataset.column(q), h, int(lv), suppressed))
    if unsampled.any():
        for name in dataset.names:
            if name in qis:
                continue
            column = dataset.column(name)
            texts = np.array(["" if v is None else str(v) for v in column.values] + [SUPPRESSED_LABEL],
                             dtype=object)
            codes = np.where(unsampled, len(column.values), column.codes)
            values, inverse = np.unique(texts.astype(str), return_inverse=True)
            released = released.with_column(labelled_column(name, inverse[codes], values.astype(object),
                                                             sorted_texts=True))
    return released
