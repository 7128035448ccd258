"""Value checks of the detectors: each takes an array of distinct texts and returns a boolean array (valid or not).

Everything is a vectorised regular expression (pandas ``str``) or numpy arithmetic on digit matrices (check digits),
so a column of a million distinct values is checked without a Python loop over values.

Formats:
- 居民身份证号码 (GB 11643-1999): 6-digit region (first digit 1-8), birth date YYYYMMDD, 3-digit sequence and a
  check character from ISO 7064 MOD 11-2 (weights 2^(17-i) mod 11, check = (12 - sum mod 11) mod 11, 10 written X);
  the older 15-digit form has a 2-digit year and no check character.
- Bank cards: 13-19 digits passing the Luhn check (ISO/IEC 7812).
- Chinese mobile numbers: 1[3-9] + 9 digits, optionally +86 / 86 first; landlines: an area code 0xx or 0xxx and a
  7-8 digit number.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

Texts = np.ndarray


def _series(values: Texts) -> pd.Series:
    return pd.Series(values, dtype=object).astype(str).str.strip()


def matches(values: Texts, pattern: str, flags: int = 0) -> np.ndarray:
    """Full match of a regular expression on every value."""
    return _series(values).str.fullmatch(pattern, flags=flags).fillna(False).to_numpy(bool)


def _digit_matrix(texts: pd.Series, width: int) -> np.ndarray:
    """rows x width matrix of digits of equal-length digit strings (X counts as 10)."""
    raw = texts.str.upper().str.replace("X", ":", regex=False).to_numpy(dtype=str).astype(f"<U{width}")
    codes = np.frombuffer(raw.astype(f"S{width}").tobytes(), dtype=np.uint8).reshape(len(texts), width)
    return codes.astype(np.int64) - ord("0")


_ID_WEIGHTS = np.array([pow(2, 17 - i, 11) for i in range(17)], dtype=np.int64)


def _valid_birth(dates: pd.Series) -> np.ndarray:
    parsed = pd.to_datetime(dates, format="%Y%m%d", errors="coerce")
    return (parsed.notna() & (parsed.dt.year >= 1850)).to_numpy(bool)


def cn_resident_id18(values: Texts) -> np.ndarray:
    """18-character resident ID numbers with a valid birth date and MOD 11-2 check character."""
    texts = _series(values)
    ok = texts.str.fullmatch(r"[1-8]\d{16}[\dXx]").fillna(False).to_numpy(bool)
    if ok.any():
        candidates = texts[ok]
        digits = _digit_matrix(candidates, 18)
        check = (12 - (digits[:, :17] @ _ID_WEIGHTS) % 11) % 11
        good = (check == digits[:, 17]) & _valid_birth(candidates.str.slice(6, 14))
        ok[np.flatnonzero(ok)] = good
    return ok


def cn_resident_id15(values: Texts) -> np.ndarray:
    """The older 15-digit resident ID numbers (birth date YYMMDD at positions 7-12, read as 19YY)."""
    texts = _series(values)
    ok = texts.str.fullmatch(r"[1-8]\d{14}").fillna(False).to_numpy(bool)
    if ok.any():
        ok[np.flatnonzero(ok)] = _valid_birth("19" + texts[ok].str.slice(6, 12))
    return ok


def cn_resident_id(values: Texts) -> np.ndarray:
    return cn_resident_id18(values) | cn_resident_id15(values)


def luhn(values: Texts, min_length: int = 13, max_length: int = 19) -> np.ndarray:
    """Digit strings (spaces and dashes allowed between groups) whose Luhn check sum is a multiple of 10."""
    texts = _series(values).str.replace(r"[ -]", "", regex=True)
    lengths = texts.str.len().to_numpy()
    ok = texts.str.fullmatch(r"\d+").fillna(False).to_numpy(bool) & (lengths >= min_length) & (lengths <= max_length)
    result = np.zeros(len(texts), bool)
    for width in np.unique(lengths[ok]):  # one matrix per length: at most 7 of them
        rows = np.flatnonzero(ok & (lengths == width))
        digits = _digit_matrix(texts.iloc[rows], int(width))[:, ::-1]
        doubled = digits[:, 1::2] * 2
        total = digits[:, 0::2].sum(axis=1) + (doubled - 9 * (doubled > 9)).sum(axis=1)
        result[rows] = total % 10 == 0
    return result


def bank_card(values: Texts) -> np.ndarray:
    """Payment card numbers: 15-19 digits of the card schemes' first digits (3, 4, 5, 6, 9) passing Luhn."""
    return luhn(values, 15, 19) & matches(values, r"[345689][\d -]+")


def digit_string(values: Texts) -> np.ndarray:
    return matches(values, r"\d+")


def cn_birth_dates(values: Texts) -> pd.Series:
    """The birth date inside resident ID numbers (NaT where the value is not one)."""
    texts = _series(values)
    eighteen = texts.str.fullmatch(r"\d{17}[\dXx]").fillna(False)
    fifteen = texts.str.fullmatch(r"\d{15}").fillna(False)
    digits = texts.str.slice(6, 14).where(eighteen, "19" + texts.str.slice(6, 12)).where(eighteen | fifteen)
    return pd.to_datetime(digits, format="%Y%m%d", errors="coerce")


# Regular expressions of the simple formats (full match; values are stripped first).
CN_MOBILE = r"(?:\+?86[ -]?)?1[3-9]\d(?:[ -]?\d{4}){2}"
CN_LANDLINE = r"(?:\(0\d{2,3}\)|0\d{2,3})[ -]?[2-9]\d{6,7}(?:-\d{1,4})?"
US_PHONE = r"(?:\+?1[ .-]?)?(?:\([2-9]\d{2}\) ?|[2-9]\d{2}[ .-])[2-9]\d{2}[ .-]\d{4}"
EMAIL = r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"
URL = r"(?:https?://|www\.)[^\s]+"
IPV4 = r"(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)"
IPV6 = r"(?=.*:.*:)[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}"
US_SSN = r"(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}"
MAC = r"[0-9A-Fa-f]{2}(?:[:-][0-9A-Fa-f]{2}){5}"
VIN = r"(?=.*\d)(?=.*[A-HJ-NPR-Z])[A-HJ-NPR-Z0-9]{17}"
CN_PLATE = (r"[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z]·?"
            r"[A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]")
CN_PASSPORT = r"[EG]\d{8}|E[A-HJ-NP-Z]\d{7}"
HK_MACAU_PERMIT = r"[CW][A-Z0-9]\d{7}|[HM]\d{8}(?:\d{2})?"
TAIWAN_PERMIT = r"T?\d{8}"
US_ZIP = r"\d{5}(?:-\d{4})?"
CN_POSTCODE = r"[0-8]\d{5}"
ICD10 = r"[A-TV-Z]\d{2}(?:\.\d{1,4}[A-Z]?|\d{1,2})?"
US_STREET = (r"\d+[A-Za-z]?\s+(?:[A-Za-z0-9.'-]+\s+)+(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|"
             r"Way|Ct|Court|Pl|Place|Ter|Terrace|Pkwy|Parkway|Hwy|Highway|Cir|Circle)\.?(?:,.*|\s+(?:Apt|Unit|Suite|#)"
             r".*)?")
CN_ADDRESS = (r"(?=.*[省市区县镇乡])(?=.*(?:路|街|巷|弄|号|村|组|栋|幢|单元|室|大道))"
              r"[\u4e00-\u9fff0-9A-Za-z\-#（）()·]{6,}")
EN_PERSON_NAME = r"[A-Z][a-z'’-]+(?: [A-Z]\.?)?(?: (?:[A-Z][a-z'’-]+|Mc[A-Z][a-z]+|O'[A-Z][a-z]+))+|[A-Z][a-z'’-]+, [A-Z][a-z'’-]+"
SEX_VALUES = {"m", "f", "male", "female", "男", "女", "w", "man", "woman", "男性", "女性", "u", "unknown", "未知", "x",
              "other"}

# The 100 most common Chinese surnames and the common two-character ones (公安部户籍统计).
CN_SURNAMES = ("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢"
               "姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文"
               "牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲"
               "翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫"
               "米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝")
CN_COMPOUND_SURNAMES = ("欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "公孙", "慕容", "长孙", "宇文", "司徒",
                        "夏侯", "轩辕", "令狐", "端木", "西门", "南宫")
# Characters that end medical, place and organisation words, never a given name here: 高血压 and 黄疸 start with a
# surname character but are not names.
_NOT_IN_NAMES = "病症炎癌瘤科室院区市省县镇村路街号楼压疸痛伤折术药剂片胶囊液类型性期级部门局厂店司组队"
CN_PERSON_NAME = (rf"(?:{'|'.join(CN_COMPOUND_SURNAMES)}|[{CN_SURNAMES}])"
                  rf"[^{_NOT_IN_NAMES}\sA-Za-z0-9\W]{{1,2}}")


def cn_person_name(values: Texts) -> np.ndarray:
    return matches(values, CN_PERSON_NAME)


def sex(values: Texts) -> np.ndarray:
    return _series(values).str.lower().isin(SEX_VALUES).to_numpy(bool)

