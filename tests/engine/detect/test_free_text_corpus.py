"""The free-text detector on the generated corpus of notes (benchmarks/free_text_corpus.py): the figures issue #32
asks for, on a sample of its notes (the full table is in benchmarks/RESULTS.md)."""

from __future__ import annotations

import pytest

from benchmarks.free_text_corpus import KindScore, corpus, measure
from privdesk.engine.detect.free_text import find_spans


@pytest.fixture(scope="module")
def scores() -> dict[str, KindScore]:
    notes = corpus(1500, seed=11)
    return measure(notes, [find_spans(note.text) for note in notes])


@pytest.mark.parametrize("kind", ["id_number", "phone", "email", "bank_card"])
def test_every_planted_number_is_found(scores, kind):
    assert scores[kind].planted > 50
    assert scores[kind].found == scores[kind].planted


def test_names_are_found_and_spans_are_right(scores):
    assert scores["name"].recall >= 0.95
    for kind, score in scores.items():
        assert score.detected == 0 or score.precision >= 0.90, kind


def test_the_measure_counts_a_partly_covered_span_as_missed():
    from benchmarks.free_text_corpus import Note
    from privdesk.engine.detect.free_text import Span

    note = Note("患者张伟明入院", [(2, 5, "name")])
    score = measure([note], [[Span(2, 4, "name")]])["name"]
    assert (score.planted, score.found, score.detected, score.correct) == (1, 0, 1, 1)
    assert measure([note], [[Span(0, 2, "name")]])["name"].precision == 0.0
