"""What identifies a person inside free text: the spans of names, ID and phone numbers, addresses …
in the cells of a notes column (病程记录, 主诉, discharge notes), Chinese and English.

Kinds (:data:`SPAN_KINDS`) and how each is found:
- ``id_number``: 居民身份证号码, 18 characters with a birth date (19xx/20xx) whose ISO 7064 MOD 11-2 check
  character decides it against a bank card of the same digits; the 15-digit form; US social security numbers.
- ``passport``: Chinese passports (E/G + 8 digits, E + letter + 7 digits) and any code after 护照 / passport.
- ``record``: hospital and record numbers: a code after 住院号, 病历号, MRN, record no. …, and letter-prefixed codes
  of 6-12 digits (ZY20230001). The table's own record numbers are found as identifier values (below).
- ``mobile`` and ``phone``: Chinese mobiles (+86), landlines with an area code, North American and international
  (+CC) numbers of 8-15 digits.
- ``email``, ``url``, ``ip`` (IPv4), ``bank_card`` (13-19 digits passing the Luhn check), ``date`` (2023年3月5日,
  3月5日, 2023-03-05, 05/03/2023, March 5, 2023, 5 March 2023), ``postcode`` (after 邮编/ZIP/postcode, UK
  postcodes), ``address`` (Chinese 省/市/区/路/号 forms and cues such as 住址/家住; English house number and street).
- ``name``: :mod:`.person_names`.
- ``identifier``: every value of the table's own identifier columns (the patient's own name or record number
  written into the note), exact text; a value whose own text is one span keeps that span's kind.

ICD-10 codes (I10, E11.9), doses (500 mg bid) and lab values (WBC 12.5×10^9/L, 140/90 mmHg) match none of these:
numbers are bounded by lookarounds so that a dose is never part of a phone number.

Overlapping spans are resolved deterministically: the longer span wins, then the kind earlier in
:data:`SPAN_KINDS`, then the earlier start (:func:`resolve`).

Cells are read as distinct values: the caller (:mod:`.redact`) runs :func:`find_spans` once per distinct text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Iterable, Mapping

import numpy as np

from privdesk.common.i18n import N_, _
from privdesk.engine.detect.person_names import chinese_names, english_names

SPAN_KINDS = ("identifier", "email", "url", "id_number", "bank_card", "passport", "record", "mobile", "phone", "ip",
              "address", "postcode", "date", "name")
"""Kinds of spans, in the order that breaks ties between overlapping spans of equal length."""
_PRIORITY = {kind: i for i, kind in enumerate(SPAN_KINDS)}
SPAN_LABELS = {"identifier": N_("value of an identifier column"), "email": N_("e-mail address"),
               "url": N_("web address"), "id_number": N_("ID number"), "bank_card": N_("bank card number"),
               "passport": N_("passport number"), "record": N_("hospital or record number"),
               "mobile": N_("mobile number"), "phone": N_("phone number"), "ip": N_("IP address"),
               "address": N_("address"), "postcode": N_("postcode"), "date": N_("date"), "name": N_("person name")}
"""What each kind of span is called, in English (the source of every translation: the identifier check's reason,
the window, the report). The Chinese translations use the words of the placeholders (``redact.LABELS``)."""


def span_label(kind: str) -> str:
    """A span kind in the current language (the kind itself when it is not one of :data:`SPAN_KINDS`)."""
    return _(SPAN_LABELS[kind]) if kind in SPAN_LABELS else kind


@dataclass(frozen=True, order=True)
class Span:
    start: int
    end: int
    kind: str


_ID_WEIGHTS = [pow(2, 17 - i, 11) for i in range(17)]


def id_check_ok(text: str) -> bool:
    """The MOD 11-2 check character of an 18-character resident ID number (GB 11643-1999)."""
    total = sum(int(c) * w for c, w in zip(text[:17], _ID_WEIGHTS))
    check = (12 - total % 11) % 11
    return text[17].upper() == ("X" if check == 10 else str(check))


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


_HAN = "\u4e00-\u9fff"
_B = r"(?<![0-9A-Za-z])"      # not inside a longer code
_E = r"(?![0-9A-Za-z])"
_MONTHS = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
           r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)")
_PROVINCES = ("黑龙江|内蒙古|北京|天津|上海|重庆|河北|山西|辽宁|吉林|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|"
              "四川|贵州|云南|陕西|甘肃|青海|台湾|广西|西藏|宁夏|新疆|香港|澳门")
_PLACE_CHAR = f"(?:(?![的了在于是与及住址从到至其者等因为向,，。；、])[{_HAN}])"
_STREET = (rf"{_PLACE_CHAR}{{1,6}}?(?:大道|大街|路|街|巷|弄|胡同)(?:\d+(?:号|弄))?"
           rf"(?:{_PLACE_CHAR}{{0,8}}?(?:小区|花园|公寓|大厦|新村|苑|村))?(?:\d+(?:号楼|栋|幢|座))?(?:\d+单元)?"
           r"(?:\d+(?:室|号))?")
_ADMIN = (rf"(?:{_PLACE_CHAR}{{1,5}}?(?:市|州|盟|地区))?(?:{_PLACE_CHAR}{{1,5}}?(?:区|县|旗))?"
          rf"(?:{_PLACE_CHAR}{{1,6}}?(?:镇|乡|街道))?")
_EN_STREET_TYPES = (r"(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Lane|Ln|Way|Court|Ct|Place|Pl|Terrace|"
                    r"Close|Crescent|Square|Parkway|Pkwy|Highway|Hwy|Gardens|Grove)")
_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}"
_ADDRESS_CUE = re.compile(r"(?:家住|住在|住址|地址|现住址?|居住于|居住在|户籍地?|籍贯)[:：\s]*")



class _Profile:
    """What a cell's text holds, read once: the detectors whose pattern cannot match are skipped (most notes have
    no e-mail, no 15-digit run, no phone-sized group of digits), and the number detectors search only around the
    groups of digits that could hold their number: most of the detector's speed. A cluster is a group of digits
    joined by at most two of ``space ( ) . + / -`` (138 1234 5678, 010-6512 3456, 2023/3/5)."""

    __slots__ = ("text", "longest", "clusters", "han", "latin")
    MARGIN = 8   # characters searched before a cluster: +86, E of a passport, ZY of a record number
    # ... and two after it: the X of an ID number and the character a pattern's lookahead reads

    def __init__(self, text: str) -> None:
        self.text = text
        self.longest = 0
        self.clusters: list[tuple[int, int, int, bool]] = []   # (start, end, digits, dated) of 4+ characters
        for match in _CLUSTER.finditer(text):
            group = match.group()
            if len(group) < 4:
                self.longest = max(self.longest, len(group) if group.isdigit() else 1)
                continue
            digits = sum(map(str.isdigit, group))
            self.longest = max(self.longest, max(map(len, _DIGIT_RUN.findall(group))))
            dated = len(group) - digits >= 2 and _DATE_SEPARATORS.search(group) is not None
            self.clusters.append((match.start(), match.end(), digits, dated))
        self.han = bool(_HAS_HAN.search(text))
        self.latin = bool(_HAS_LATIN.search(text))

    def around(self, digits: int = 0, dated: bool = False) -> list[tuple[int, int]]:
        """The windows around clusters of at least ``digits`` digits (and with two date separators)."""
        return [(max(0, start - self.MARGIN), end + 2) for start, end, n, has_separators in self.clusters
                if n >= digits and (has_separators or not dated)]

    def has(self, *pieces: str) -> bool:
        return any(piece in self.text for piece in pieces)


# (kind, compiled regex, group holding the span, validator or None, gate: where can it match this text — nowhere
# (False), anywhere (True) or in the windows it lists); in this order.
_Detector = tuple[str, "re.Pattern[str]", int, Callable[[str], bool] | None,
                  Callable[["_Profile"], "bool | list[tuple[int, int]]"]]


def _id18(text: str) -> bool:
    return id_check_ok(text) or not (text.isdigit() and luhn_ok(text))  # a typo in the check digit still names the person


_DIGIT_RUN = re.compile(r"\d+")
_CLUSTER = re.compile(r"\d(?:[ ().+/-]{0,2}\d)*")
_DATE_SEPARATORS = re.compile(r"[/.-].*[/.-]")
_HAS_HAN = re.compile(f"[{_HAN}]")
_HAS_LATIN = re.compile(r"[A-Z][a-z]")
_UPPER_DIGIT = re.compile(r"[A-Z]\d")
_MONTH_WORD = re.compile(r"Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec")
_ADDRESS_CHARS = ("省", "市", "区", "县", "路", "街", "巷", "弄", "镇", "乡", "道", "州", "旗", "盟", "胡同")
_DETECTORS: tuple[_Detector, ...] = (
    ("email", re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"), 0, None,
     lambda p: "@" in p.text),
    ("url", re.compile(r"(?:https?://|www\.)[A-Za-z0-9._~:/?#\[\]@!$&'*+,;=%-]+[A-Za-z0-9/]"), 0, None,
     lambda p: p.has("http", "www.")),
    ("id_number", re.compile(r"(?<!\d)[1-8]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]"
                             r"(?!\d)"), 0, _id18, lambda p: p.longest >= 17 and p.around(17)),
    ("id_number", re.compile(_B + r"[1-8]\d{5}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}" + _E), 0, None,
     lambda p: p.longest >= 15 and p.around(15)),
    ("id_number", re.compile(r"(?<![\d-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\d-])"), 0, None,
     lambda p: "-" in p.text and p.around(9)),
    ("bank_card", re.compile(r"(?<![\d-])(?:\d{4}[ -]){3}\d{4}(?:[ -]?\d{1,3})?(?![\d-])|" + _B + r"\d{13,19}" + _E),
     0, lambda t: luhn_ok(re.sub(r"\D", "", t)), lambda p: p.around(13)),
    ("passport", re.compile(_B + r"(?:[EG]\d{8}|E[A-HJ-NP-Z]\d{7})" + _E), 0, None,
     lambda p: p.longest >= 7 and p.has("E", "G") and p.around(7)),
    ("passport", re.compile(r"(?:护照号?码?|[Pp]assport(?:\s+(?:[Nn]o\.?|[Nn]umber))?)[:：#\s]*([A-Z0-9]{6,9})" + _E),
     1, None, lambda p: p.has("护照", "assport")),
    ("mobile", re.compile(r"(?<![\d+])(?:(?:\+|00)?86[ -]?)?1[3-9]\d(?:[ -]?\d{4}){2}(?!\d)"), 0, None,
     lambda p: p.around(11)),
    ("phone", re.compile(r"(?<![\d])(?:(?:\+|00)86[ -]?)?(?:\(0?\d{2,3}\)\s?|0\d{2,3}[ -])[2-9]\d{2,3}[ -]?\d{4}"
                         r"(?:-\d{1,4})?(?!\d)"), 0, None, lambda p: p.around(9)),
    ("phone", re.compile(r"(?<![\d])(?:\+?1[ .-]?)?(?:\(\d{3}\)\s?|\d{3}[.-])\d{3}[.-]\d{4}(?!\d)"), 0, None,
     lambda p: p.around(10)),
    ("phone", re.compile(r"(?<![0-9A-Za-z+])(?:\+|00)[1-9]\d{0,2}[ .-]?(?:\(\d{1,4}\)[ .-]?)?\d{1,4}(?:[ .-]?\d{2,4}){1,4}"
                         r"(?!\d)"), 0, lambda t: 8 <= len(re.sub(r"\D", "", t)) <= 15,
     lambda p: p.has("+", "00") and p.around(8)),
    ("phone", re.compile(r"(?<!\d)0\d{2,4} \d{3,4} \d{3,4}(?!\d)"), 0, None, lambda p: p.around(9)),
    ("ip", re.compile(r"(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)"
                      r"(?!\.?\d)"), 0, None, lambda p: p.text.count(".") >= 3 and p.around(4, dated=True)),
    ("record", re.compile(r"(?:住院号|病历号|病案号|门诊号|就诊号|登记号|档案号|床号|ID号|MRN|[Mm]edical [Rr]ecord(?: [Nn]o\.?"
                          r"| [Nn]umber)?|[Rr]ecord (?:[Nn]o\.?|[Nn]umber)|[Cc]hart (?:[Nn]o\.?|[Nn]umber)|[Hh]ospital "
                          r"(?:[Nn]o\.?|[Nn]umber)|[Cc]ase (?:[Nn]o\.?|[Nn]umber))[:：#\s]*"
                          r"([A-Za-z]{0,4}\d[A-Za-z0-9-]{2,19})" + _E), 1, None,
     lambda p: p.has("号", "MRN", "ecord", "hart", "ospital", "ase ")),
    ("record", re.compile(_B + r"[A-Z]{1,4}\d{6,12}" + _E), 0, None,
     lambda p: p.longest >= 6 and bool(_UPPER_DIGIT.search(p.text)) and p.around(6)),
    ("address", re.compile(rf"(?:{_PROVINCES})(?:省|市|自治区|特别行政区)?{_ADMIN}(?:{_STREET})?"), 0,
     lambda t: len(t) >= 5, lambda p: p.han and p.has(*_ADDRESS_CHARS)),
    ("address", re.compile(rf"(?:家住|住在|住址|地址|现住址?|居住于|居住在|户籍地?)[:：\s]*{_ADMIN}(?:{_STREET})?"),
     0, lambda t: len(t) - _ADDRESS_CUE.match(t).end() >= 3, lambda p: p.has("住", "址", "户籍")),
    ("address", re.compile(rf"{_PLACE_CHAR}{{2,4}}?市{_PLACE_CHAR}{{1,4}}?[区县](?:{_STREET})?"), 0, None,
     lambda p: "市" in p.text),
    ("address", re.compile(rf"{_PLACE_CHAR}{{2,5}}?(?:大道|大街|路|街|巷|弄)\d+[号弄]"
                           r"(?:\d+(?:号楼|栋|幢|座))?(?:\d+单元)?(?:\d+(?:室|号))?"), 0, None,
     lambda p: p.longest > 0 and p.has("路", "街", "巷", "弄", "道")),
    ("address", re.compile(rf"\b\d{{1,5}}[A-Za-z]?\s+(?:[A-Z][a-z]+\.?\s+){{1,3}}{_EN_STREET_TYPES}\b\.?"
                           r"(?:,?\s+(?:Apt|Apartment|Suite|Unit|Flat|#)\.?\s*\w+)?"
                           rf"(?:,\s+[A-Z][a-z]+(?:\s[A-Z][a-z]+)?(?:,\s+[A-Z]{{2}})?(?:\s+\d{{5}}(?:-\d{{4}})?)?"
                           rf"(?:\s+{_UK_POSTCODE})?)?"), 0, None, lambda p: p.latin and p.longest > 0),
    ("postcode", re.compile(r"(?:邮编|邮政编码|[Pp]ost ?code|[Pp]ostal [Cc]ode|ZIP|[Zz]ip(?: [Cc]ode)?)[:：\s]*"
                            rf"(\d{{6}}|\d{{5}}(?:-\d{{4}})?|{_UK_POSTCODE}){_E}"), 1, None,
     lambda p: p.longest > 0 and p.has("邮", "ost", "ZIP", "ip")),
    ("postcode", re.compile(rf"\b{_UK_POSTCODE}\b"), 0, None, lambda p: bool(_UPPER_DIGIT.search(p.text))),
    ("date", re.compile(r"(?<!\d)(?:19|20)\d{2}\s?年\s?\d{1,2}\s?月(?:\s?\d{1,2}\s?[日号])?"), 0, None,
     lambda p: p.longest >= 4 and "年" in p.text),
    ("date", re.compile(r"(?<![\d年])\d{1,2}月\d{1,2}[日号]"), 0, None, lambda p: "月" in p.text),
    ("date", re.compile(r"(?<![\d.])(?:19|20)\d{2}([-/.])(?:0?[1-9]|1[0-2])\1(?:0?[1-9]|[12]\d|3[01])(?!\d)"), 0,
     None, lambda p: p.around(4, dated=True)),
    ("date", re.compile(r"(?<![\d/.])(?:0?[1-9]|[12]\d|3[01])([/.-])(?:0?[1-9]|[12]\d|3[01])\1(?:19|20)?\d{2}"
                        r"(?![\d/])"), 0, None, lambda p: p.around(4, dated=True)),
    ("date", re.compile(rf"\b{_MONTHS}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+(?:19|20)\d{{2}})?\b"), 0, None,
     lambda p: p.latin and p.longest > 0 and bool(_MONTH_WORD.search(p.text))),
    ("date", re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTHS}\.?,?(?:\s+(?:19|20)\d{{2}})?\b"), 0, None,
     lambda p: p.latin and p.longest > 0 and bool(_MONTH_WORD.search(p.text))),
)


class KnownValues:
    """The table's own identifier values to find verbatim in the notes, each with its kind and its replacement
    (a keyed pseudonym when its column is pseudonymized, else None: the kind's label)."""

    MIN_LENGTH = 2

    def __init__(self, values: Mapping[str, tuple[str, str | None]] | None = None) -> None:
        self.values = {v: kind for v, kind in (values or {}).items() if len(v) >= self.MIN_LENGTH}
        self.lengths = sorted({len(v) for v in self.values}, reverse=True)
        self.first = {v[0] for v in self.values}

    def __bool__(self) -> bool:
        return bool(self.values)

    def spans(self, text: str) -> list[Span]:
        found = []
        for i, c in enumerate(text):
            if c not in self.first:
                continue
            for length in self.lengths:
                piece = text[i:i + length]
                if len(piece) == length and piece in self.values and _bounded(text, i, i + length):
                    found.append(Span(i, i + length, "identifier"))
                    break
        return found


def _bounded(text: str, start: int, end: int) -> bool:
    """A value that starts or ends with a letter or digit is not part of a longer code (1234 in 912345)."""
    def alnum(c: str) -> bool:
        return c.isascii() and c.isalnum()
    return not ((start and alnum(text[start]) and alnum(text[start - 1]))
                or (end < len(text) and alnum(text[end - 1]) and alnum(text[end])))


def find_spans(text: str, known: KnownValues | None = None) -> list[Span]:
    """The identifying spans of one cell's text, resolved (no two overlap), in text order."""
    candidates: list[Span] = []
    profile = _Profile(text)
    whole = [(0, len(text))]
    for kind, pattern, group, valid, gate in _DETECTORS:
        windows = gate(profile)
        if not windows:
            continue
        for match in (m for pos, endpos in (whole if windows is True else windows)
                      for m in pattern.finditer(text, pos, endpos)):
            start, end = match.span(group)
            if start < 0 or (valid is not None and not valid(match.group(group))):
                continue
            if kind == "address":
                cue = _ADDRESS_CUE.match(text, start)
                start = cue.end() if cue else start
            candidates.append(Span(start, end, kind))
    if profile.han:
        candidates += [Span(a, b, "name") for a, b in chinese_names(text)]
    if profile.latin:
        candidates += [Span(a, b, "name") for a, b in english_names(text)]
    if known:
        candidates += known.spans(text)
    return resolve(candidates)


def resolve(spans: Iterable[Span]) -> list[Span]:
    """Non-overlapping spans: longer first, then by kind (:data:`SPAN_KINDS`), then by start."""
    chosen: list[Span] = []
    for span in sorted(set(spans), key=lambda s: (s.start - s.end, _PRIORITY[s.kind], s.start)):
        if span.end > span.start and all(span.end <= c.start or span.start >= c.end for c in chosen):
            chosen.append(span)
    return sorted(chosen)


def language(texts: Iterable[str]) -> str:
    """"zh" when Chinese characters make up at least a fifth of the letters of ``texts``, else "en"."""
    han = latin = 0
    for text in texts:
        han += len(_HAS_HAN.findall(text))
        latin += len(re.findall(r"[A-Za-z]", text))
    return "zh" if han and han * 5 >= han + latin else "en"


# ----------------------------------------------------------------------------------------- is it free text?
SENTENCE_SHARE = 0.5      # of the non-missing cells, at least this share must read as sentences
MIN_SENTENCE_CHARS = 12


def sentence_share(values: np.ndarray, counts: np.ndarray) -> float:
    """The share of rows (weighted by ``counts``) whose value reads as a sentence: at least 12 characters with
    several words (three spaces) or Chinese text with punctuation or of 15 characters or more."""
    if not len(values):
        return 0.0
    texts = [str(v) for v in values]
    long = np.array([len(t) >= MIN_SENTENCE_CHARS for t in texts])
    worded = np.array([t.count(" ") >= 3 or bool(re.search(f"[{_HAN}].*[，。；、,;]|[{_HAN}]{{15}}", t))
                       for t in texts])
    weights = np.asarray(counts, dtype=float)
    total = weights.sum()
    return float(weights[long & worded].sum() / total) if total else 0.0
