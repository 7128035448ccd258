"""A generated corpus of clinical notes with planted identifying spans (issue #32), and the measurement of the
free-text detector (privdesk.engine.detect.free_text) on it: recall and precision per kind, and speed.

``corpus(n, seed)`` writes n notes of about 100 characters, half Chinese (病程记录, 主诉), half English (progress
notes). Each note is a few sentences drawn from templates: clinical text that must stay (ICD-10 codes such as J18.9,
doses such as 0.5g bid, lab values, medical words that begin with a surname character: 高血压, 黄疸, 白细胞; English
eponyms: Parkinson's disease) and sentences carrying a planted span of a known kind and position: names drawn from
lists (a fifth of them without any cue word), resident ID numbers with their MOD 11-2 check character, mobile and
landline numbers in several layouts, e-mail, bank cards with a Luhn check digit, addresses, dates, record numbers,
postcodes, passports, IP addresses and URLs. The name lists here are not the detector's lists: a third of the
English first names and surnames are in neither of its lists, so bare English names (no title, no context word)
are found only when one half of the name is a common one.

A planted span counts as found when spans found by the detector cover every one of its characters (its value no
longer appears), whatever their kind; a span found counts as correct when it overlaps a planted span.

Run by hand:  python benchmarks/free_text_corpus.py [--notes 20000] [--speed 1000000]
(prints the tables for benchmarks/RESULTS.md).
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# ------------------------------------------------------------------------------------------------ name lists
CN_SURNAMES = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任"
                   "沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴莫孔向汤")
CN_COMPOUND = ["欧阳", "司马", "诸葛", "上官"]
CN_GIVEN = list("伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超霞平刚桂华建国志文玉兰红梅海林辉鹏飞斌宇浩凯俊峰晨欣怡婷"
                "雪琳颖佳慧涵萱梓轩博睿泽晓春燕波亮鑫宏德振永彬雨思嘉琪诗悦瑶贵福龙元胜学祥才成康星光达安岩茂"
                "进民豪金健义兴良山仁宁")
EN_FIRST = ["James", "John", "Robert", "Michael", "William", "David", "Richard", "Thomas", "Daniel", "Matthew",
            "Mary", "Patricia", "Jennifer", "Linda", "Elizabeth", "Susan", "Sarah", "Karen", "Emily", "Laura",
            "Olivia", "Sophie", "George", "Peter", "Helen", "Rachel", "Anna", "Grace", "Oliver", "Jack",
            "Darnell", "Siobhan", "Aoife", "Ngozi", "Tomasz", "Ingrid", "Rafael", "Leticia", "Hamish", "Priyanka",
            "Declan", "Marisol", "Keanu", "Yolanda", "Bertrand", "Imogen", "Callum", "Esperanza", "Dmitri", "Fiona"]
EN_LAST = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Taylor", "Clark",
           "Lewis", "Walker", "Hall", "Young", "King", "Wright", "Green", "Baker", "Carter", "Evans",
           "Murphy", "Cooper", "Bailey", "Hughes", "Price", "Patel", "Chen", "Kelly", "Ward", "Morgan",
           "Okafor", "Nakamura", "Kowalski", "Fitzgerald", "Lindqvist", "Abernathy", "Delacroix", "Oyelaran",
           "Brannigan", "Castellanos", "Haverford", "Quigley", "Szabo", "Venkataraman", "Whitlock", "Yarborough",
           "Zielinski", "Ashworth", "Pemberton", "Thorne"]
# --------------------------------------------------------------------------------------- text that must stay
CN_CLINICAL = ["诊断J18.9社区获得性肺炎", "高血压病史10年", "予头孢曲松2.0g ivgtt qd", "予阿莫西林0.5g bid",
               "血压140/90mmHg", "心率88次/分", "体温38.5℃", "白细胞12.5×10^9/L", "血红蛋白135g/L", "CT示右下肺斑片影",
               "黄疸指数升高", "方案不变", "常规护理", "石膏固定", "马来酸依那普利10mg qd", "白蛋白32g/L", "周围血象正常",
               "SpO2 96%", "尿量1500ml/24h", "术后第2天", "血糖7.8mmol/L", "HbA1c 7.2%", "血钾3.5mmol/L",
               "NT-proBNP 1250pg/ml", "INR 1.2", "EF 55%", "GCS评分15分", "分期T2N0M0", "诊断I10、E11.9",
               "K35.8急性阑尾炎", "肌酐85μmol/L", "胸片未见异常", "继续抗感染治疗", "病情平稳", "饮食睡眠可",
               "双肺呼吸音粗", "腹软无压痛", "神志清楚", "精神可", "左下肢水肿", "予吸氧2L/min",
               # words that begin with a surname character (陈旧, 张口, 周期, 黄体酮 …) and other look-alikes
               "陈旧性心肌梗死", "张口受限", "周期性发作", "黄体酮治疗", "高度怀疑感染", "何种原因不明", "范围扩大",
               "无任何不适", "苏醒后返回病房", "程度减轻", "叶酸片口服", "莫西沙星0.4g qd", "孟鲁司特10mg qn",
               "熊去氧胆酸胶囊", "万古霉素1g q12h", "向家属交代病情", "金黄色葡萄球菌生长", "咳白色泡沫痰", "明显好转",
               "平车送入病房", "应用胰岛素控制血糖", "余无特殊", "全身皮肤无黄染", "方便时复查", "安静状态下",
               "严重程度评分3分", "温水擦浴", "于今日出院", "石膏拆除", "毛细血管充盈时间2秒", "夏季高发", "曾经吸烟20年",
               "马上复查血气", "常规给药", "柴胡注射液", "龙胆泻肝丸", "雷贝拉唑20mg qd", "杜冷丁50mg im", "潘生丁",
               "钟点工陪护", "江南地区", "孔径3mm", "武汉返回", "邓氏评分", "韩国籍", "姜黄素", "蒋氏手法", "康复科会诊",
               "于3小时后复查", "上午10:30输血", "第2次化疗", "体重65kg", "身高170cm", "10分钟", "BMI 24.2",
               "留置针3号", "床号12", "评分6/10", "ECOG 1分", "KPS 80分", "Apgar 9分", "PLT 210×10^9/L",
               "血型O型Rh阳性", "孕2产1", "骨折愈合良好", "华法林3mg qd", "宋体书写", "毕业于医学院"]
EN_CLINICAL = ["Dx J18.9 community-acquired pneumonia", "Metformin 500 mg bid", "BP 140/90 mmHg", "HR 88 bpm",
               "Temp 38.5 C", "WBC 12.5 x10^9/L", "Hb 13.5 g/dL", "ICD-10 I10, E11.9", "CT chest: RLL consolidation",
               "continue ceftriaxone 2 g IV daily", "Na 138 mmol/L", "K 4.1 mmol/L", "creatinine 85 umol/L",
               "eGFR 72 mL/min", "SpO2 96% on RA", "follow up in 2 weeks", "history of Parkinson's disease",
               "Graves disease on methimazole 10 mg", "GCS 15", "HbA1c 7.2%", "INR 1.2", "EF 55%",
               "amoxicillin 0.5 g tid", "chest clear", "abdomen soft, non-tender", "afebrile overnight",
               "tolerating diet", "plan discussed", "pain controlled", "no acute distress", "stage T2N0M0",
               "Hodgkin lymphoma in remission", "mobilising with frame", "Foley removed", "wound clean and dry",
               # capitalised words, eponyms, drug and scale names, times and counts that are not identifiers
               "Bell's palsy improving", "Crohn's disease flare", "Alzheimer's dementia", "Down syndrome",
               "Glasgow Coma Scale 15", "Gram stain negative", "Apgar 9 at 5 minutes", "Cushing syndrome excluded",
               "Addison disease on hydrocortisone", "Wells score 2", "CURB-65 score 1", "Barthel index 85",
               "Morse Fall Scale 35", "Braden score 18", "seen on Ward 7B", "transferred to ICU", "in Bay 3",
               "Warfarin 3 mg daily", "Lasix 40 mg IV", "Augmentin 625 mg tid", "Tylenol 1 g q6h", "Vitamin D 1000 IU",
               "Insulin Glargine 20 units", "St John's wort stopped", "Foley catheter 16 Fr", "NG tube at 55 cm",
               "BMI 24.2", "weight 65 kg", "at 10:30 today", "drain output 120 ml", "pain 6/10", "ECOG 1",
               "Rh positive", "G2P1", "Christmas disease", "Paget disease of bone", "Baker's cyst", "Colles fracture",
               "Jones fracture", "Murphy sign positive", "Kernig sign negative", "Homans sign negative"]
CN_COMPLAINTS = ["咳嗽发热", "胸痛", "腹痛", "头晕", "气促", "呕吐腹泻", "发热"]
CN_PROVINCES = [("北京市", ["朝阳区", "海淀区", "东城区"]), ("上海市", ["浦东新区", "徐汇区", "静安区"]),
                ("广东省广州市", ["天河区", "越秀区"]), ("浙江省杭州市", ["西湖区", "滨江区"]),
                ("四川省成都市", ["武侯区", "锦江区"]), ("湖北省武汉市", ["洪山区", "江汉区"])]
CN_STREETS = ["建国路", "中山路", "人民大道", "解放街", "文化路", "长江路", "新华街", "和平路"]
CN_ESTATES = ["阳光小区", "锦绣花园", "碧水苑", "翠湖新村"]
EN_STREETS = ["Oak", "Maple", "High", "Church", "Mill", "Station", "Victoria", "Park"]
EN_STREET_TYPES = ["Street", "Road", "Avenue", "Lane", "Drive"]
EN_TOWNS = ["Springfield", "Riverside", "Fairview", "Kingston", "Ashford", "Milton"]
ID_REGIONS = ["110101", "310104", "440305", "510107", "330106", "420102", "320102", "370102", "610113", "500103"]
MOBILE_PREFIXES = ["130", "131", "132", "135", "136", "137", "138", "139", "150", "152", "158", "159", "176", "177",
                   "180", "182", "186", "187", "188", "189", "198", "199"]


@dataclass
class Note:
    text: str
    spans: list[tuple[int, int, str]] = field(default_factory=list)   # planted (start, end, kind)


class _Writer:
    """One note being written: plain pieces and planted spans."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.spans: list[tuple[int, int, str]] = []
        self.length = 0

    def add(self, text: str) -> None:
        self.parts.append(text)
        self.length += len(text)

    def plant(self, text: str, kind: str) -> None:
        self.spans.append((self.length, self.length + len(text), kind))
        self.add(text)

    def sentence(self, template: str, **slots: tuple[str, str]) -> None:
        """``template`` with {slot}s: each slot a (value, kind) pair planted, the rest plain text."""
        import re
        at = 0
        for match in re.finditer(r"\{(\w+)\}", template):
            self.add(template[at:match.start()])
            value, kind = slots[match.group(1)]
            self.plant(value, kind)
            at = match.end()
        self.add(template[at:])

    def note(self) -> Note:
        return Note("".join(self.parts), self.spans)


# ----------------------------------------------------------------------------------------------- generators
def _id_check(body: str) -> str:
    total = sum(int(c) * pow(2, 17 - i, 11) for i, c in enumerate(body))
    check = (12 - total % 11) % 11
    return "X" if check == 10 else str(check)


def _luhn_digit(body: str) -> str:
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return str((10 - total % 10) % 10)


class _Draw:
    def __init__(self, rng: np.random.Generator) -> None:
        self.rng = rng

    def pick(self, items):
        return items[int(self.rng.integers(len(items)))]

    def digits(self, n: int) -> str:
        return "".join(str(d) for d in self.rng.integers(0, 10, n))

    def chance(self, p: float) -> bool:
        return bool(self.rng.random() < p)

    def cn_name(self) -> str:
        surname = self.pick(CN_COMPOUND) if self.chance(0.03) else self.pick(CN_SURNAMES)
        return surname + self.pick(CN_GIVEN) + (self.pick(CN_GIVEN) if self.chance(0.7) else "")

    def en_name(self, full: bool = True) -> str:
        return f"{self.pick(EN_FIRST)} {self.pick(EN_LAST)}" if full else self.pick(EN_LAST)

    def id_number(self) -> str:
        year = int(self.rng.integers(1930, 2016))
        body = (self.pick(ID_REGIONS) + f"{year}{int(self.rng.integers(1, 13)):02d}{int(self.rng.integers(1, 29)):02d}"
                + self.digits(3))
        return body + _id_check(body)

    def mobile(self) -> str:
        number = self.pick(MOBILE_PREFIXES) + self.digits(8)
        layout = int(self.rng.integers(5))
        if layout == 1:
            return f"{number[:3]} {number[3:7]} {number[7:]}"
        if layout == 2:
            return f"{number[:3]}-{number[3:7]}-{number[7:]}"
        if layout == 3:
            return "+86 " + number
        return number

    def landline(self) -> str:
        area = self.pick(["010", "021", "020", "0755", "028", "0571"])
        local = str(int(self.rng.integers(2, 10))) + self.digits(7 if len(area) == 3 else 6 + int(self.chance(0.5)))
        split = len(local) - 4
        return self.pick([f"{area}-{local}", f"({area}){local}", f"{area}-{local[:split]} {local[split:]}"])

    def en_phone(self) -> str:
        area, mid, end = str(int(self.rng.integers(201, 990))), str(int(self.rng.integers(200, 1000))), self.digits(4)
        return self.pick([f"({area}) {mid}-{end}", f"{area}-{mid}-{end}", f"+1 {area} {mid} {end}",
                          f"+44 20 {self.digits(4)} {self.digits(4)}", f"+61 2 {self.digits(4)} {self.digits(4)}"])

    def card(self) -> str:
        prefix, length = self.pick([("62", 16), ("62", 19), ("4", 16), ("5" + str(int(self.rng.integers(1, 6))), 16)])
        body = prefix + self.digits(length - len(prefix) - 1)
        number = body + _luhn_digit(body)
        if length == 16 and self.chance(0.5):
            return " ".join(number[i:i + 4] for i in range(0, 16, 4))
        return number

    def email(self, chinese: bool) -> str:
        user = (self.pick(["zhang", "wang", "li", "liu", "chen"]) + self.digits(3) if chinese
                else self.pick(EN_FIRST).lower() + "." + self.pick(EN_LAST).lower())
        return f"{user}@{self.pick(['163.com', 'qq.com', 'example.org', 'nhs.net', 'gmail.com'])}"

    def cn_address(self) -> str:
        city, districts = self.pick(CN_PROVINCES)
        address = city + self.pick(districts) + self.pick(CN_STREETS) + f"{int(self.rng.integers(1, 300))}号"
        if self.chance(0.5):
            address += self.pick(CN_ESTATES) + f"{int(self.rng.integers(1, 30))}栋{int(self.rng.integers(1, 3000))}室"
        return address

    def en_address(self) -> str:
        address = f"{int(self.rng.integers(1, 999))} {self.pick(EN_STREETS)} {self.pick(EN_STREET_TYPES)}"
        return address + (f", {self.pick(EN_TOWNS)}" if self.chance(0.6) else "")

    def cn_date(self) -> str:
        y, m, d = int(self.rng.integers(2015, 2026)), int(self.rng.integers(1, 13)), int(self.rng.integers(1, 29))
        return self.pick([f"{y}年{m}月{d}日", f"{y}-{m:02d}-{d:02d}", f"{m}月{d}日", f"{y}/{m}/{d}"])

    def en_date(self) -> str:
        y, m, d = int(self.rng.integers(2015, 2026)), int(self.rng.integers(1, 13)), int(self.rng.integers(1, 29))
        month = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                 "November", "December"][m - 1]
        return self.pick([f"{m:02d}/{d:02d}/{y}", f"{month} {d}, {y}", f"{d} {month} {y}", f"{y}-{m:02d}-{d:02d}",
                          f"{month[:3]} {d}"])


def chinese_note(draw: _Draw) -> Note:
    w = _Writer()
    name = draw.cn_name()
    opening = int(draw.rng.integers(4))
    if opening == 0:
        w.sentence("患者{n}，{s}，{a}岁，因{c}入院。", n=(name, "name"), s=(draw.pick(["男", "女"]), ""),
                   a=(str(int(draw.rng.integers(18, 95))), ""), c=(draw.pick(CN_COMPLAINTS), ""))
    elif opening == 1:
        w.sentence("{n}，{s}，{a}岁，{d}因{c}入院。", n=(name, "name"), s=(draw.pick(["男", "女"]), ""),
                   a=(str(int(draw.rng.integers(18, 95))), ""), d=(draw.cn_date(), "date"),
                   c=(draw.pick(CN_COMPLAINTS), ""))
    elif opening == 2:
        w.sentence("{d}{t}主任查房：", d=(draw.cn_date(), "date"), t=(draw.cn_name(), "name"))
    else:
        w.sentence("患者{d}入院，", d=(draw.cn_date(), "date"))
    w.spans = [s for s in w.spans if s[2]]
    for _ in range(int(draw.rng.integers(1, 3))):
        w.add(draw.pick(CN_CLINICAL) + "，")
    planted = int(draw.rng.integers(9))
    relative = draw.pick(["其子", "其女", "其妻", "其夫", "家属", "联系人：", "委托人"])
    if planted == 0:
        w.sentence("{r}{n}陪同，电话{p}。", r=(relative, ""), n=(draw.cn_name(), "name"), p=(draw.mobile(), "mobile"))
    elif planted == 1:
        w.sentence("身份证号{i}，手机{p}。", i=(draw.id_number(), "id_number"), p=(draw.mobile(), "mobile"))
    elif planted == 2:
        w.sentence("住址：{a}，邮编{z}。", a=(draw.cn_address(), "address"), z=(draw.digits(6), "postcode"))
    elif planted == 3:
        w.sentence("家属{n}签字同意，银行卡号{c}。", n=(draw.cn_name(), "name"), c=(draw.card(), "bank_card"))
    elif planted == 4:
        w.sentence("住院号{r}，座机{p}。", r=("ZY" + draw.digits(8), "record"), p=(draw.landline(), "phone"))
    elif planted == 5:
        w.sentence("邮箱{e}，与{n}沟通病情。", e=(draw.email(True), "email"), n=(draw.cn_name(), "name"))
    elif planted == 6:
        w.sentence("家住{a}，{n}医生随访。", a=(draw.cn_address(), "address"), n=(draw.cn_name(), "name"))
    elif planted == 7:
        w.sentence("护照号{x}，{p}。", x=("E" + draw.digits(8), "passport"), p=(draw.mobile(), "mobile"))
    else:
        w.sentence("{n}诉{c}，{i}。", n=(name, "name"), c=(draw.pick(["头痛", "乏力", "胸闷"]), ""),
                   i=(draw.id_number(), "id_number"))
    w.spans = [s for s in w.spans if s[2]]
    w.add(draw.pick(CN_CLINICAL) + "。")
    return w.note()


def english_note(draw: _Draw) -> Note:
    w = _Writer()
    opening = int(draw.rng.integers(5))
    age = str(int(draw.rng.integers(18, 95)))
    if opening == 0:
        w.sentence("Patient {n}, {a}M, admitted {d}. ", n=(draw.en_name(), "name"), a=(age, ""),
                   d=(draw.en_date(), "date"))
    elif opening == 1:
        w.sentence("{n} is a {a}-year-old woman seen {d}. ", n=(draw.en_name(), "name"), a=(age, ""),
                   d=(draw.en_date(), "date"))
    elif opening == 2:
        w.sentence("Seen by Dr. {n} on {d}. ", n=(draw.en_name(draw.chance(0.5)), "name"), d=(draw.en_date(), "date"))
    elif opening == 3:
        w.sentence("Mr. {n} reviewed on the ward. ", n=(draw.en_name(False), "name"))
    else:
        w.sentence("Admitted {d} with chest pain. ", d=(draw.en_date(), "date"))
    w.spans = [s for s in w.spans if s[2]]
    for _ in range(int(draw.rng.integers(1, 3))):
        w.add(draw.pick(EN_CLINICAL).capitalize() + ". ")
    planted = int(draw.rng.integers(9))
    if planted == 0:
        w.sentence("Wife {n} at bedside, phone {p}.", n=(draw.pick(EN_FIRST), "name"), p=(draw.en_phone(), "phone"))
    elif planted == 1:
        ssn = f"{int(draw.rng.integers(100, 666))}-{draw.digits(2).replace('00', '12')}-{int(draw.rng.integers(1000, 10000))}"
        w.sentence("SSN {s}, MRN {r}.", s=(ssn, "id_number"), r=(draw.digits(8), "record"))
    elif planted == 2:
        w.sentence("Lives at {a}, ZIP {z}.", a=(draw.en_address(), "address"), z=(draw.digits(5), "postcode"))
    elif planted == 3:
        w.sentence("Paid by card {c}; contact {e}.", c=(draw.card(), "bank_card"), e=(draw.email(False), "email"))
    elif planted == 4:
        w.sentence("Discussed with son {n}.", n=(draw.en_name(), "name"))
    elif planted == 5:
        w.sentence("Portal {u} from {i}.", u=(f"https://portal.example.org/p/{draw.digits(6)}", "url"),
                   i=(f"10.{int(draw.rng.integers(0, 256))}.{int(draw.rng.integers(0, 256))}.{int(draw.rng.integers(1, 255))}",
                      "ip"))
    elif planted == 6:
        w.sentence("Mrs. {n} called on {p}.", n=(draw.en_name(), "name"), p=(draw.en_phone(), "phone"))
    elif planted == 7:
        w.sentence("Passport no. {x}, email {e}.", x=(draw.digits(9), "passport"), e=(draw.email(False), "email"))
    else:
        w.sentence("Referred by {n}, GP.", n=(draw.en_name(), "name"))
    w.add(" " + draw.pick(EN_CLINICAL).capitalize() + ".")
    return w.note()


def corpus(n: int, seed: int = 2026) -> list[Note]:
    """``n`` notes, Chinese and English alternately, with their planted spans."""
    draw = _Draw(np.random.default_rng(seed))
    return [chinese_note(draw) if i % 2 == 0 else english_note(draw) for i in range(n)]


# ---------------------------------------------------------------------------------------------- measurement
KIND_GROUPS = {"mobile": "phone"}
"""Kinds measured together: a Chinese mobile and a landline are both "phone" in the table."""


@dataclass
class KindScore:
    planted: int = 0
    found: int = 0          # planted spans wholly covered by found spans
    detected: int = 0       # spans the detector reported of this kind
    correct: int = 0        # ... that overlap a planted span

    @property
    def recall(self) -> float:
        return self.found / self.planted if self.planted else float("nan")

    @property
    def precision(self) -> float:
        return self.correct / self.detected if self.detected else float("nan")


def measure(notes: list[Note], found: list[list]) -> dict[str, KindScore]:
    """Recall per planted kind and precision per detected kind (``found``: the detector's spans of each note)."""
    scores: dict[str, KindScore] = {}
    for note, spans in zip(notes, found):
        covered = np.zeros(len(note.text) + 1, bool)
        for s in spans:
            covered[s.start:s.end] = True
        planted_mask = np.zeros(len(note.text) + 1, bool)
        for start, end, kind in note.spans:
            planted_mask[start:end] = True
            score = scores.setdefault(KIND_GROUPS.get(kind, kind), KindScore())
            score.planted += 1
            score.found += bool(covered[start:end].all())
        for s in spans:
            score = scores.setdefault(KIND_GROUPS.get(s.kind, s.kind), KindScore())
            score.detected += 1
            score.correct += bool(planted_mask[s.start:s.end].any())
    return scores


def table(scores: dict[str, KindScore]) -> str:
    lines = ["| kind | planted | found | recall | spans reported | correct | precision |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    total = KindScore()
    for kind in sorted(scores):
        s = scores[kind]
        lines.append(f"| {kind} | {s.planted:,} | {s.found:,} | {s.recall:.3f} | {s.detected:,} | {s.correct:,} | "
                     f"{s.precision:.3f} |")
        for key in ("planted", "found", "detected", "correct"):
            setattr(total, key, getattr(total, key) + getattr(s, key))
    lines.append(f"| all | {total.planted:,} | {total.found:,} | {total.recall:.3f} | {total.detected:,} | "
                 f"{total.correct:,} | {total.precision:.3f} |")
    return "\n".join(lines)


def main() -> None:
    from privdesk.engine.detect.free_text import find_spans

    parser = argparse.ArgumentParser()
    parser.add_argument("--notes", type=int, default=20_000)
    parser.add_argument("--speed", type=int, default=0, help="also redact a column of this many notes, timed")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    notes = corpus(args.notes, args.seed)
    start = time.perf_counter()
    found = [find_spans(note.text) for note in notes]
    seconds = time.perf_counter() - start
    for language, part in (("Chinese", slice(0, None, 2)), ("English", slice(1, None, 2))):
        print(f"\n{language} notes ({len(notes[part]):,}):\n")
        print(table(measure(notes[part], found[part])))
    print(f"\nall ({len(notes):,} notes, mean {np.mean([len(n.text) for n in notes]):.0f} characters):\n")
    print(table(measure(notes, found)))
    print(f"\nfind_spans, one process: {seconds:.1f} s, {1e6 * seconds / len(notes):.0f} µs a note")
    if args.speed:
        speed(args.speed, args.seed)


def speed(n: int, seed: int) -> None:
    """Redact a column of ``n`` distinct notes (the table's path: per distinct cell, on every core)."""
    import pandas as pd

    from privdesk.engine.core.dataset import Dataset
    from privdesk.engine.core.parallel import thread_count
    from privdesk.engine.detect.redact import redact_column

    start = time.perf_counter()
    texts = [note.text for note in corpus(n, seed + 1)]
    dataset = Dataset.from_frame(pd.DataFrame({"note": texts}))
    print(f"\n{n:,} notes generated and opened in {time.perf_counter() - start:.1f} s "
          f"({dataset.column('note').distinct_count:,} distinct)")
    cpu, start = time.process_time(), time.perf_counter()
    redacted = redact_column(dataset.column("note"))
    wall = time.perf_counter() - start
    print(f"redact_column on {thread_count()} cores: {wall:.1f} s wall ({1e6 * wall / n:.0f} µs a note); "
          f"spans {sum(redacted.spans.values()):,} in {redacted.cells:,} cells; main process CPU "
          f"{time.process_time() - cpu:.1f} s")


if __name__ == "__main__":
    main()
