"""Free-text redaction on an out-of-core engine reads the identifier columns' texts only when there are notes to
search them in: on 10^7 rows their distinct texts held ~185 MB beside the release being written."""

import numpy as np

from privdesk.app.release.free_text import redact_on_engine
from privdesk.app.settings import Settings
from privdesk.engine.recoding.identifiers import IdentifierRule


class CountingRows:
    """An engine stand-in that records which columns' distinct texts were asked for."""

    name = "stand-in"
    names = ["age", "name", "note"]
    missing_tokens = ("",)

    def __init__(self):
        self.asked = []

    def distinct_texts(self, name):
        self.asked.append(name)
        texts = ["Alice Smith", "Bob Jones"] if name == "name" else ["seen by Alice Smith"]
        yield texts, np.ones(len(texts), np.int64)


def test_no_free_text_reads_no_identifier_texts(tmp_path):
    rows = CountingRows()
    settings = Settings(qis=["age"], sensitive=[], requirements=[], identifiers={"name": IdentifierRule("drop")})
    assert redact_on_engine(rows, settings, tmp_path) == ({}, [])
    assert rows.asked == []


def test_free_text_still_reads_them(tmp_path):
    rows = CountingRows()
    settings = Settings(qis=["age"], sensitive=[], requirements=[], identifiers={"name": IdentifierRule("drop")},
                        free_text=["note"])
    files, done = redact_on_engine(rows, settings, tmp_path)
    assert "name" in rows.asked and "note" in rows.asked
    assert [column.name for column in done] == ["note"] and set(files) == {"note"}
