"""How wide a text shows in a fixed-width grid (a terminal, a spreadsheet column): East Asian wide and full-width
characters take two columns, combining marks none (``unicodedata.east_asian_width``). One home for the report's
row heights and any aligned text output."""

from __future__ import annotations

import re
import unicodedata

# a run of narrow characters, or one character from U+1100 on (CJK text breaks between any two), with its spaces
_TOKENS = re.compile(r"[^\s\u1100-\uffff]+\s*|[\u1100-\uffff]\s*|\s+")


def char_width(ch: str) -> int:
    """0 for a combining mark, 2 for an East Asian wide or full-width character, else 1."""
    if unicodedata.combining(ch):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def display_width(text: str) -> int:
    """The columns ``text`` (one line) takes."""
    return sum(char_width(ch) for ch in text)


def wrapped_lines(text: str, width: float, wide: float = 2.0, narrow: float = 1.0) -> int:
    """How many lines ``text`` takes when wrapped at word boundaries (and between wide characters, which need no
    spaces) into lines of ``width`` units; a narrow character counts ``narrow`` units, a wide one ``wide``. A
    word longer than a line is broken."""
    width = max(width, 1.0)
    total = 0
    for paragraph in text.split("\n"):
        lines, used = 1, 0.0
        for token in _TOKENS.findall(paragraph):
            word = token.rstrip()
            size = sum(wide if char_width(ch) == 2 else narrow * char_width(ch) for ch in word)
            space = (len(token) - len(word)) * narrow
            if used and used + size > width:
                lines, used = lines + 1, 0.0
            while size > width:  # a word longer than a line
                lines, size = lines + 1, size - width
            used += size + space
        total += lines
    return total
