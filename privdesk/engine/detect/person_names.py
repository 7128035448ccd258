"""Person names inside free text, Chinese and English: the spans of one cell's text.

Chinese: a name is a surname (the list of :mod:`.patterns`, compound ones first) and one or two given-name
characters. jieba's bundled dictionary (``jieba/dict.txt``, read once, no segmentation at run time: segmenting a
million notes with jieba's HMM would take an hour) serves twice: its entries tagged ``nr`` (person names) tell which
characters are given-name characters and how often, and its other words (高血压, 方案, 明显 …) are what a candidate
must not be. A candidate next to a context word (患者, 家属, 其子 … before; 医生, 主任, 诉 … after) needs only to
not be a common word; without one every given character must be a common given-name character.

English: a capitalised word after a title (Mr, Mrs, Dr …) or a context word (patient, wife, son, seen by …), two
capitalised words before an age ("X Y is a 54-year-old", "X Y, 67M"), and pairs of capitalised words whose first is
a common first name or whose second is a common surname.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from functools import lru_cache

from privdesk.engine.detect.patterns import CN_COMPOUND_SURNAMES, CN_SURNAMES

Span = tuple[int, int]

_HAN = "\u4e00-\u9fff"
# Characters that end medical, place, unit and organisation words: never the given part of a name here.
_NOT_GIVEN = set("病症炎癌瘤科室院区市省县镇村路街号楼压疸痛伤折术药剂片胶囊液类型性期级部门局厂店司组队素蛋白血膏胞"
                 "酸糖钙钠钾脂酶菌毒苷醇酮碱肝肾肺胃肠脑骨腔胸腹腰腿臂脉管频率度量值次岁天年月日时分周克升毫粒支瓶袋"
                 "例位名人的了在于是和与及等因为入出来去诉说称住今昨现已未经行将被把对向从自到至也都又再还就才均无有"
                 "示查见予给后前内外上下中左右侧部各每其此该本另氏")
# A third character that starts the next word, not the name: 张伟入院, 李明诉头痛.
_STOP_AFTER = set("的了在于是和与及等因为入出来去诉说称住今昨现已未经行将被把对向从自到至也都又再还就才均无有示查见予给"
                  "后前内外上下中左右每其此该本另之医主护先女老教同阿叔陪签述表男女岁年月日病患")
_CUE_BEFORE = ("患者", "病人", "患儿", "家属", "其子", "其女", "其妻", "其夫", "其母", "其父", "其兄", "其弟", "其姐", "其妹",
               "丈夫", "妻子", "儿子", "女儿", "母亲", "父亲", "爱人", "配偶", "联系人", "陪同人", "陪护", "姓名", "签字人",
               "委托人", "监护人", "医师", "医生", "护士", "主任", "同事", "邻居", "朋友", "孙子", "孙女", "外孙", "哥哥",
               "姐姐", "弟弟", "妹妹", "老伴", "病友", "告知", "通知", "交代")
_CUE_AFTER = ("医生", "医师", "主任", "护士", "护师", "教授", "老师", "先生", "女士", "同志", "阿姨", "叔叔", "大夫",
              "之子", "之女", "之母", "之父", "之妻", "之夫", "陪同", "签字", "诉", "述", "称", "表示", "同意", "本人",
              "，男", "，女", ",男", ",女", "（男", "（女", "(男", "(女")
_TITLES = ("医生", "医师", "主任", "护士", "护师", "教授", "老师", "先生", "女士", "阿姨", "大夫")
_CUE_BEFORE_RE = re.compile("(?:" + "|".join(sorted(_CUE_BEFORE, key=len, reverse=True)) + r")[:：\s]?$")
_SURNAME_RE = re.compile("(?=(" + "|".join(CN_COMPOUND_SURNAMES) + f"|[{CN_SURNAMES}])[{_HAN}])")
# The most common given-name characters (national name statistics), besides those jieba's names show often.
COMMON_GIVEN = set("伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超霞平刚桂华建国志文玉兰红梅海林辉鹏飞斌宇浩凯俊峰晨欣怡婷"
                   "雪琳颖佳慧涵萱梓轩博睿泽晓春燕波亮鑫宏德振永彬雨思嘉琪诗悦瑶贵福龙元胜学祥才成康星光达安岩茂"
                   "进民豪金健义兴良山仁宁丹荣玲萍莉倩洁蕾薇媛婧琦璐妍婉淑珍凤翠兵彪鹤毅坤勤增锋晖翔庆昊磊楠")
# A dose or a form of a drug after the candidate: 华法林3mg, 孟鲁司特10mg, 柴胡注射液, 姜黄素.
_DRUG_AFTER = re.compile(rf"[{_HAN}]{{0,3}}?(?:\d+(?:\.\d+)?\s*(?:mg|g|ml|μg|ug|mcg|iu|IU|U|万U|万单位)|片|胶囊|注射液|"
                         r"颗粒|丸|素|散|膏|糖浆|口服液|滴眼液|喷雾)", re.IGNORECASE)
GIVEN_BEFORE_CUE = set("才天成华中明生")  # start or end common words, yet common given characters
GIVEN_MIN_COUNT = 50      # a given-name character: in at least this many of jieba's three-character names
COMMON_WORD = 3           # a dictionary word this frequent (and not a name) is a word, not a name
NAME_WORD = 50            # a word jieba tags a name this frequent is a word (康复 1018, 安静 1199) without a cue
WORD_START = 100          # a two-character word this frequent (明显, 头痛) starts after a name, not inside it


@lru_cache(maxsize=1)
def _lexicon() -> tuple[dict[str, int], frozenset[str], frozenset[str], frozenset[str]]:
    """(common non-name words of 2-3 characters starting with a surname, with their frequency; given-name
    characters; frequent two-character words; frequent words tagged as names, which are mostly words: 康复, 安静,
    宋体) from jieba's bundled dictionary."""
    import jieba

    path = os.path.join(os.path.dirname(jieba.__file__), "dict.txt")
    surnames = set(CN_SURNAMES)
    words: dict[str, int] = {}
    pairs: set[str] = set()
    name_words: set[str] = set()
    given: Counter = Counter()
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            parts = line.split()
            if len(parts) != 3 or not 2 <= len(parts[0]) <= 4:
                continue
            word, frequency, tag = parts[0], int(parts[1]), parts[2]
            if tag in ("nr", "nrfg", "nrt"):
                if word[0] in surnames and len(word) == 3:
                    given.update(word[1:])
                if frequency >= NAME_WORD:
                    name_words.add(word)
                continue
            if len(word) == 2 and frequency >= WORD_START:
                pairs.add(word)
            if word[0] in surnames or word[:2] in CN_COMPOUND_SURNAMES:
                words[word] = max(words.get(word, 0), frequency)
    characters = frozenset(c for c in {*COMMON_GIVEN, *(c for c, n in given.items() if n >= GIVEN_MIN_COUNT)}
                           if c not in _NOT_GIVEN)
    return words, characters, frozenset(pairs), frozenset(name_words)


def _is_word(text: str, words: dict[str, int]) -> bool:
    return words.get(text, 0) >= COMMON_WORD


def _han(c: str) -> bool:
    return "\u4e00" <= c <= "\u9fff"


def _cued_end(text: str, after: int) -> int | None:
    """The end of a name of two or one given characters followed at once by a context word (马颖才陪同, 韩才红主任):
    then characters that usually start or end words (:data:`GIVEN_BEFORE_CUE`) may be given characters too."""
    for end in (after + 2, after + 1):
        piece = text[after:end]
        if (len(piece) == end - after and text.startswith(_CUE_AFTER, end)
                and all(_han(c) and (c in GIVEN_BEFORE_CUE or (c not in _NOT_GIVEN and c not in _STOP_AFTER))
                        for c in piece)):
            return end
    return None


def chinese_names(text: str) -> list[Span]:
    """Spans of Chinese person names in ``text``.

    A surname and one or two given characters. A name next to a context word (患者, 家属, 告知 … before; 医生, 主任,
    诉, "，男" … after) must only not be a common word itself. Without one, its first given character must be a
    common given-name character; neither the name nor its surname with that character may be a common word (高血,
    方案, nor one jieba tags a name although it is a word: 康复, 安静); the surname must not end a word (血管, 夏季) nor
    be followed by a context word (向家属); a one-character given name must not start a word (方便时复查: 复查); and
    what follows must not be a dose or a form of a drug (华法林3mg, 柴胡注射液). A second given character is taken
    unless it starts a common word (张伟明显好转: 明显) or ends words (病, 科 …)."""
    words, given, pairs, name_words = _lexicon()
    spans: list[Span] = []
    taken = 0
    for match in _SURNAME_RE.finditer(text):
        start = match.start()
        if start < taken:
            continue
        after = start + len(match.group(1))
        # the surname alone before a title: 王主任, 李医生
        if text.startswith(_TITLES, after) and not _is_word(text[start:after + 1], words):
            spans.append((start, after))
            taken = after
            continue
        first = text[after:after + 1]
        end = _cued_end(text, after)
        if end is None:
            if not first or first in _NOT_GIVEN or not _han(first):
                continue
            end = after + 1
            second = text[end:end + 1]
            if (second and _han(second) and second not in _STOP_AFTER and second not in _NOT_GIVEN
                    and text[end:end + 2] not in pairs):
                end += 1
        candidate = text[start:end]
        if _is_word(candidate, words):
            continue
        cue = bool(_CUE_BEFORE_RE.search(text, max(0, start - 4), start)) or text.startswith(_CUE_AFTER, end)
        if not cue and (first not in given or _is_word(text[start:after + 1], words) or candidate in name_words
                        or (text[start:after + 1] in name_words and candidate[-1] not in given) or text[start - 1:start + 1] in pairs
                        or text[start - 1:start + 1] in name_words
                        or text.startswith(_CUE_BEFORE, after) or (end == after + 1 and text[after:after + 2] in pairs)
                        or _DRUG_AFTER.match(text, end)):
            continue
        spans.append((start, end))
        taken = end
    return spans


# ----------------------------------------------------------------------------------------------------- English
# Common first names and surnames (US Social Security and Census lists, UK ONS): evidence, not a gazetteer.
EN_FIRST_NAMES = frozenset("""
James John Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel Matthew Anthony Mark Donald
Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward Jason Jeffrey Ryan Jacob Gary Nicholas Eric
Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Alexander Patrick Frank Raymond Jack Dennis Jerry
Tyler Aaron Jose Adam Nathan Henry Douglas Zachary Peter Kyle Noah Ethan Jeremy Walter Christian Keith Roger Terry Austin
Sean Gerald Carl Harold Dylan Arthur Lawrence Jordan Jesse Bryan Billy Bruce Gabriel Joe Logan Alan Juan Albert Willie
Elijah Wayne Randy Vincent Mason Roy Ralph Bobby Russell Bradley Philip Eugene Oliver Harry Charlie Leo Oscar Alfie
Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty Sandra Margaret Ashley Kimberly
Emily Donna Michelle Carol Amanda Melissa Deborah Stephanie Dorothy Rebecca Sharon Laura Cynthia Amy Kathleen Angela
Shirley Brenda Emma Anna Pamela Nicole Samantha Katherine Christine Helen Debra Rachel Carolyn Janet Maria Catherine
Heather Diane Olivia Julie Joyce Victoria Ruth Virginia Lauren Kelly Christina Joan Evelyn Judith Andrea Hannah Megan
Cheryl Jacqueline Martha Madison Teresa Gloria Sara Janice Ann Kathryn Abigail Sophia Frances Jean Alice Judy Isabella
Julia Grace Amber Denise Danielle Marilyn Beverly Charlotte Natalie Theresa Diana Brittany Doris Kayla Alexis Lori Marie
Amelia Isla Ava Mia Ella Lily Chloe Jane Susan Eleanor Lucy Ellie Freya Poppy Ruby Daisy Holly Sophie Zoe Maya Wei Li
Mohammed Ahmed Ali Fatima Aisha Omar Yusuf Priya Raj Arjun Anil Sunita Kenji Hiroshi Yuki Carlos Luis Miguel Sofia
""".split())
EN_SURNAMES = frozenset("""
Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas
Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King
Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez
Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz
Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood James Bennett Gray
Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez Powell Jenkins Perry Russell
Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton
Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray
Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington Kennedy Wells Vargas Henry Chen Freeman Webb
Tucker Guzman Burns Crawford Olson Simpson Porter Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks
Holmes Palmer Wagner Black Robertson Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson
Nichols Stephens Soto Weaver Ryan Gardner Payne Grant Dunn Kelley Spencer Hawkins Arnold Pierce Hansen Peters Santos Hart
Bradley Knight Elliott Cunningham Duncan Armstrong Hudson Carroll Lane Riley Andrews Ray Berry Perkins Hoffman Johnston
Matthews Pena Richards Willis Carpenter Lawrence Sandoval Wang Zhang Liu Singh Khan Ahmed Shah Kumar Sharma Tanaka Sato
O'Brien O'Connor O'Neill McCarthy MacDonald Walsh Byrne Doyle Quinn Lynch Davies Hughes Roberts Jones Price Lloyd
""".split())
_NAME_WORD = r"(?:Mc|Mac|O')?[A-Z][a-z]+(?:-[A-Z][a-z]+)?"
_TITLE = r"\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Sister|Nurse)\.?\s+"
_CONTEXT = (r"\b(?:[Pp]atient|[Pp]t|[Ww]ife|[Hh]usband|[Ss]on|[Dd]aughter|[Mm]other|[Ff]ather|[Bb]rother|[Ss]ister|"
            r"[Ff]riend|[Cc]ontact|[Cc]aregiver|[Cc]arer|[Gg]uardian|[Pp]artner|[Nn]eighbou?r|[Ss]pouse|[Nn]amed|"
            r"[Ss]een by|[Aa]ccompanied by|[Rr]eferred by|[Ss]igned by|[Ee]xamined by|[Cc]alled|[Nn]ame)"
            r"(?:\s+(?:is|was))?[:,]?\s+")
_TITLE_RE = re.compile(_TITLE)
_TITLE_STEMS = ("mr", "ms", "dr", "prof", "sister", "nurse", "miss", "mx")
_CONTEXT_STEMS = ("patient", "pt", "wife", "husband", "son", "daughter", "mother", "father", "brother", "sister",
                  "friend", "contact", "care", "guardian", "partner", "neighbo", "spouse", "name", " by", "called")
_CONTEXT_RE = re.compile(_CONTEXT)
_FOLLOWED = re.compile(rf"{_NAME_WORD}(?:\s+[A-Z]\.)?(?:\s+{_NAME_WORD})?")
_RUN = re.compile(rf"\b{_NAME_WORD}(?:\s+(?:[A-Z]\.\s+)?{_NAME_WORD})*")
_WORD = re.compile(_NAME_WORD)
# A name followed by an age: "Ngozi Abernathy is a 54-year-old", "Tomasz Kowalski, 67M".
_AGE_HINT = re.compile(r"\d(?:[- ]?(?:year|yr|yo\b|y/o|y\.o\.)|\s?[MF]\b)")
_AGE_AFTER = re.compile(rf"\b{_NAME_WORD}(?:\s+[A-Z]\.)?\s+{_NAME_WORD}(?=,?\s+(?:(?:is|was)\s+an?\s+)?\d{{1,3}}"
                        r"(?:[- ]?(?:year|yr|yo\b|y/o|y\.o\.)|\s?[MF]\b))")
# Capitalised words that look like names but start sentences and headings of notes.
_NOT_NAMES = frozenset("""
The A An He She They His Her Patient Pt Mr Mrs Ms Dr No Yes Will May Mark Grace Hope Bill Frank April June August
Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec Monday Tuesday Wednesday Thursday Friday Saturday Sunday Street Road
Avenue Hospital Ward Clinic Unit Department Blood Pressure Chest Plan Diagnosis History Discharge Admission Follow Seen
Review Notes Note Continue Start Stop Increase Decrease Allergies Medications Labs Exam Assessment Impression Called
""".split())


_GIVEN_WORDS = frozenset("Will May Mark Grace Hope Bill Frank April June August".split())
"""Words of :data:`_NOT_NAMES` that are first names after a context word (wife Grace, son Mark)."""


def english_names(text: str) -> list[Span]:
    """Spans of English person names in ``text`` (titles and context words stay outside the span)."""
    spans: list[Span] = []
    lowered = text.lower()
    cues = [cue for cue, stems in ((_TITLE_RE, _TITLE_STEMS), (_CONTEXT_RE, _CONTEXT_STEMS))
            if any(stem in lowered for stem in stems)]  # a substring test is cheaper than a search
    for cue in cues:
        for match in cue.finditer(text):
            name = _FOLLOWED.match(text, match.end())
            if name is None:
                continue
            words = name.group().split()
            if cue is _CONTEXT_RE and words[0] in _NOT_NAMES and words[0] not in _GIVEN_WORDS:
                continue
            spans.append((name.start(), name.end()))
    for match in _AGE_AFTER.finditer(text) if _AGE_HINT.search(text) else ():
        words = list(_WORD.finditer(match.group()))
        first = next((w for w in words if w.group() not in _NOT_NAMES), None)
        if first is not None:
            spans.append((match.start() + first.start(), match.end()))
    for run in _RUN.finditer(text):
        words = list(_WORD.finditer(run.group()))
        first = next((i for i, w in enumerate(words) if w.group() in EN_FIRST_NAMES and (
            w.group() not in _NOT_NAMES or i + 1 < len(words))), None)
        if first is None and len(words) > 1 and words[-1].group() in EN_SURNAMES:
            first = next((i for i, w in enumerate(words[:-1]) if w.group() not in _NOT_NAMES), None)
        if first is None:
            continue
        last = min(len(words), first + 3) - 1
        spans.append((run.start() + words[first].start(), run.start() + words[last].end()))
    return spans
