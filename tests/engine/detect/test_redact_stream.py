"""Redaction as the out-of-core engines run it: the same samples whatever order or batches the distinct texts come
in, batches through one pool of processes, span counts weighted by rows, and placeholders told from spans."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from privdesk.engine.detect import redact
from privdesk.engine.detect.free_text import SPAN_KINDS, find_spans
from privdesk.engine.detect.redact import (
    LABELS,
    Redactor,
    redact_texts,
    sample,
    tally,
    without_placeholders,
)
from privdesk.engine.recoding.identifiers import pseudonym

NOTES = ["患者张伟，因胸痛于2023年3月5日入院，家属李秀英陪同，电话13812345678。",
         "Patient John Smith (MRN 12345678) seen on 03/05/2023. Phone (217) 555-0142, j.smith@example.com.",
         "诊断I10、E11.9，予阿司匹林100mg qd，血压140/90mmHg。",
         "住址北京市朝阳区建国路88号3单元201室，邮编100020，身份证号110101199003078515。"]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text(max_size=12), max_size=60, unique=True), st.integers(0, 59), st.integers(1, 20),
       st.randoms())
def test_a_sample_depends_on_the_texts_not_their_order_or_batches(texts, cut, size, rng):
    shuffled = list(texts)
    rng.shuffle(shuffled)
    assert sample(shuffled, size) == sample(texts, size)
    # streamed in two batches, keeping only the running sample: the sample of all
    assert sample([*sample(shuffled[:cut], size), *shuffled[cut:]], size) == sample(texts, size)
    assert len(sample(texts, size)) == min(size, len(texts))


def test_placeholders_are_blanked_and_spans_left_are_found():
    key = b"k" * 32
    for lang, labels in LABELS.items():
        for note in NOTES:
            done = redact_texts([note], None, labels)[0]
            redacted = note if done is None else done[0]
            cleaned, count = without_placeholders(redacted)
            assert len(cleaned) == len(redacted)  # positions kept
            assert find_spans(cleaned) == [], (lang, redacted)
            assert count == len(find_spans(note))
    with_pseudonym = f"家属{pseudonym('李秀英', key)}陪同"
    assert without_placeholders(with_pseudonym)[1] == 1
    # a card number of 16 digits is no pseudonym, and a number left in a redacted note is still found
    left = "[姓名]，卡号4111111111111111，电话13912345678"
    cleaned, count = without_placeholders(left)
    assert count == 1 and [s.kind for s in find_spans(cleaned)] == ["bank_card", "mobile"]


def test_span_counts_are_weighted_by_rows():
    done = [("a", bytes([SPAN_KINDS.index("name"), SPAN_KINDS.index("name")])), None,
            ("b", bytes([SPAN_KINDS.index("mobile")]))]
    by_kind, changed = tally(done, np.array([3, 5, 7]))
    assert changed.tolist() == [True, False, True]
    expected = np.zeros(len(SPAN_KINDS), np.int64)
    expected[SPAN_KINDS.index("name")] = 6   # two names in a text of three rows
    expected[SPAN_KINDS.index("mobile")] = 7
    assert by_kind.tolist() == expected.tolist()


@pytest.mark.slow
def test_batches_through_one_pool_give_what_one_process_gives(monkeypatch):
    monkeypatch.setattr(redact, "CHUNK", 4)  # two processes from 8 texts on
    texts = [f"{note} {i}" for i in range(6) for note in NOTES]
    random.Random(1).shuffle(texts)
    labels = LABELS["zh"]
    with Redactor(None, labels, processes=2) as redactor:
        first = redactor.redact(texts[:12])
        pool = redactor.pool
        second = redactor.redact(texts[12:])
        assert pool is not None and redactor.pool is pool  # the processes serve every batch
    assert [*first, *second] == redact_texts(texts, None, labels)


def test_notes_redacted_with_keyed_pseudonyms_pass_the_identifier_check():
    """Names of the table's pseudonymized column written into the notes become the column's pseudonyms: the
    identifier check reads them as PrivDesk's own, not as codes; a mobile left in one note still fails."""
    import pandas as pd

    from privdesk.engine.core.dataset import Dataset
    from privdesk.engine.detect.identifier_check import blocking, find_identifiers
    from privdesk.engine.detect.redact import identifier_values, redact_column

    names = [f"{s}{g}" for s in "王李张刘陈杨赵黄" for g in ("伟", "芳", "秀英", "建国")]
    rows = 64
    frame = pd.DataFrame({"姓名": [names[i % len(names)] for i in range(rows)],
                          "病程记录": [f"患者{names[i % len(names)]}因咳嗽入院，予抗感染治疗，病情平稳，第{i}天出院。"
                                       for i in range(rows)]})
    dataset = Dataset.from_frame(frame)
    key = b"k" * 32
    known = identifier_values(dataset, ["姓名"], key, pseudonymized=["姓名"])
    redacted = redact_column(dataset.column("病程记录"), known)
    notes = [str(redacted.column.values[c]) for c in redacted.column.codes]
    assert all(pseudonym(frame["姓名"][i], key) in notes[i] for i in range(rows))
    released = Dataset.from_frame(pd.DataFrame({"病程记录": notes}))
    (finding,) = find_identifiers(released, ["病程记录"])
    assert finding.redacted and not blocking([finding], [])
    notes[7] += "家属电话13912345678。"
    (finding,) = find_identifiers(Dataset.from_frame(pd.DataFrame({"病程记录": notes})), ["病程记录"])
    assert not finding.redacted and blocking([finding], []) == [finding]


def test_a_column_scan_counts_placeholders_and_spans_left_over_rows():
    """Counted by hand: a note with one mobile left and one placeholder on 3 rows, a redacted note (two
    placeholders, nothing left) on 5 rows, a clean sentence on 2: 3 + 10 placeholders, 3 mobiles."""
    from privdesk.engine.detect.redact import scan_texts

    texts = ["[姓名]来电13912345678。", "[姓名]陪同，电话[手机号]。", "Stable, BP 140/90 mmHg."]
    scan = scan_texts([(texts[:1], np.array([3])), (texts[1:], np.array([5, 2]))])
    assert scan.placeholders == 13 and scan.spans == {"mobile": 3}


@settings(max_examples=15, deadline=None)
@given(st.lists(st.tuples(st.sampled_from([*NOTES, "[NAME] seen, [PHONE] called.", "[姓名]来电13912345678。"]),
                          st.integers(1, 9)), min_size=1, max_size=12), st.integers(1, 5))
def test_a_column_scan_is_the_sum_over_its_rows_in_any_batches(cells, size):
    """The scan of distinct texts in batches of ``size`` equals searching every row on its own (brute force)."""
    from privdesk.engine.detect.redact import scan_texts

    texts = [text for text, _n in cells]
    counts = np.array([n for _text, n in cells])
    scan = scan_texts([(texts[i:i + size], counts[i:i + size]) for i in range(0, len(texts), size)])
    placeholders, spans = 0, {}
    for text, n in cells:
        for _row in range(n):
            cleaned, found = without_placeholders(text)
            placeholders += found
            for span in find_spans(cleaned):
                spans[span.kind] = spans.get(span.kind, 0) + 1
    assert scan.placeholders == placeholders and scan.spans == spans


def test_a_column_scan_on_processes_equals_one_in_this_process(monkeypatch):
    from privdesk.engine.detect.redact import scan_texts

    monkeypatch.setattr(redact, "CHUNK", 50)
    texts = [f"{note} #{i}" for i in range(120) for note in NOTES[i % 4:i % 4 + 1]]
    counts = np.arange(1, len(texts) + 1)
    assert scan_texts([(texts, counts)], processes=2) == scan_texts([(texts, counts)], processes=1)
