"""Spans of identifying text inside cells (issue #32): each kind in Chinese and English, overlaps, untouched text."""

import pytest

from privdesk.engine.detect.free_text import KnownValues, Span, find_spans, resolve


def kinds(text, known=None):
    return [(text[s.start:s.end], s.kind) for s in find_spans(text, known)]


def test_chinese_note():
    text = ("患者张伟，因胸痛于2023年3月5日入院，身份证号110101199003078515，家属李秀英陪同，电话13812345678，"
            "住址北京市朝阳区建国路88号3单元201室，邮编100020。")
    assert kinds(text) == [("张伟", "name"), ("2023年3月5日", "date"), ("110101199003078515", "id_number"),
                           ("李秀英", "name"), ("13812345678", "mobile"), ("北京市朝阳区建国路88号3单元201室", "address"),
                           ("100020", "postcode")]


def test_english_note():
    text = ("Patient John Smith (MRN 12345678), seen by Dr. Emily Carter on 03/05/2023. Lives at 42 Oak Street, "
            "Springfield, IL 62704. Phone (217) 555-0142, j.smith@example.com, card 4111 1111 1111 1111, "
            "IP 192.168.1.20, https://example.org/x")
    assert kinds(text) == [("John Smith", "name"), ("12345678", "record"), ("Emily Carter", "name"),
                           ("03/05/2023", "date"), ("42 Oak Street, Springfield, IL 62704", "address"),
                           ("(217) 555-0142", "phone"), ("j.smith@example.com", "email"),
                           ("4111 1111 1111 1111", "bank_card"), ("192.168.1.20", "ip"), ("https://example.org/x", "url")]


def test_untouched_clinical_text():
    for text in ("诊断I10、E11.9，予阿司匹林100mg qd，白细胞12.5×10^9/L，血压140/90mmHg，高血压病史10年，方案不变",
                 "Dx E11.9, I10. Metformin 500 mg bid, WBC 12.5x10^9/L, BP 140/90 mmHg, HbA1c 7.2%."):
        assert find_spans(text) == []


def test_card_fails_luhn_and_id_check_digit_decides():
    assert find_spans("卡号4111111111111112") == []
    # a wrong check character still reads as an ID number (a typo names the person too)
    assert kinds("11010119900307851X") == [("11010119900307851X", "id_number")]


def test_known_values_and_overlaps():
    known = KnownValues({"ZY0001": ("record", None), "王小明": ("name", "p1")})
    assert kinds("王小明住院号ZY0001", known) == [("王小明", "identifier"), ("ZY0001", "identifier")]
    assert kinds("ZY00012", known) == []  # part of a longer code
    spans = [Span(0, 5, "name"), Span(3, 10, "address"), Span(3, 10, "date"), Span(12, 14, "name")]
    assert resolve(spans) == [Span(3, 10, "address"), Span(12, 14, "name")]


# One case per kind and language: (text, the span's text, its kind).
EACH_KIND = [
    ("身份证号：11010519491231002X，", "11010519491231002X", "id_number"),
    ("ID number 110105194912310021 on file", "110105194912310021", "id_number"),
    ("SSN 123-45-6789.", "123-45-6789", "id_number"),
    ("老身份证130503670401001", "130503670401001", "id_number"),
    ("护照号码E12345678，", "E12345678", "passport"),
    ("passport no. 123456789, issued", "123456789", "passport"),
    ("住院号ZY20230001，", "ZY20230001", "record"),
    ("MRN: 00123456 admitted", "00123456", "record"),
    ("手机号+86 138-1234-5678联系", "+86 138-1234-5678", "mobile"),
    ("电话138 1234 5678，", "138 1234 5678", "mobile"),
    ("座机010-65123456转", "010-65123456", "phone"),
    ("Phone (217) 555-0142 today", "(217) 555-0142", "phone"),
    ("call +44 20 7946 0958 after", "+44 20 7946 0958", "phone"),
    ("邮箱zhang.san@163.com，", "zhang.san@163.com", "email"),
    ("email j.smith@example.co.uk.", "j.smith@example.co.uk", "email"),
    ("见http://www.hospital.cn/p?id=7，", "http://www.hospital.cn/p?id=7", "url"),
    ("IP 10.0.12.254 logged", "10.0.12.254", "ip"),
    ("银行卡6222021234567890128，", "6222021234567890128", "bank_card"),
    ("card 5555-5555-5555-4444 used", "5555-5555-5555-4444", "bank_card"),
    ("2023年3月5日入院", "2023年3月5日", "date"),
    ("于3月5日复查", "3月5日", "date"),
    ("seen on 5 March 2023 and", "5 March 2023", "date"),
    ("admitted 2023-03-05 with", "2023-03-05", "date"),
    ("邮编：100020。", "100020", "postcode"),
    ("ZIP 62704-1234 area", "62704-1234", "postcode"),
    ("London SW1A 1AA resident", "SW1A 1AA", "postcode"),
    ("家住上海市浦东新区世纪大道100号，", "上海市浦东新区世纪大道100号", "address"),
    ("现住址：朝阳区建国路88号3单元201室。", "朝阳区建国路88号3单元201室", "address"),
    ("lives at 221B Baker Street, London", "221B Baker Street, London", "address"),
    ("患者王秀英，女，", "王秀英", "name"),
    ("由欧阳娜娜陪同", "欧阳娜娜", "name"),
    ("李主任查房", "李", "name"),
    ("Mrs. Okafor called", "Okafor", "name"),
    ("Ngozi Abernathy is a 54-year-old woman", "Ngozi Abernathy", "name"),
    ("discussed with wife Grace at bedside", "Grace", "name"),
]


@pytest.mark.parametrize(("text", "piece", "kind"), EACH_KIND)
def test_each_kind(text, piece, kind):
    assert (piece, kind) in kinds(text)


@pytest.mark.parametrize("text", [
    "诊断：J18.9社区获得性肺炎，I10高血压，E11.9 2型糖尿病，K35.8急性阑尾炎",
    "予阿莫西林0.5g bid，头孢曲松2.0g ivgtt qd，华法林3mg qd，孟鲁司特10mg qn，柴胡注射液",
    "血压140/90mmHg，心率88次/分，体温38.5℃，白细胞12.5×10^9/L，血钾3.5mmol/L，NT-proBNP 1250pg/ml，INR 1.2",
    "高血压病史10年，黄疸指数升高，陈旧性心肌梗死，张口受限，向家属交代病情，康复科会诊，方便时复查，毛细血管充盈",
    "Dx J18.9, ICD-10 I10, E11.9. Amoxicillin 0.5 g tid, metformin 500 mg bid, Lasix 40 mg IV",
    "BP 140/90 mmHg, HR 88 bpm, WBC 12.5 x10^9/L, Na 138 mmol/L, eGFR 72 mL/min, SpO2 96% on RA, pain 6/10",
    "History of Parkinson's disease, Crohn's disease flare, Murphy sign positive, Glasgow Coma Scale 15",
])
def test_clinical_text_is_not_touched(text):
    assert kinds(text) == []


def test_overlapping_candidates_keep_the_longer_span():
    # the mobile inside a longer card-like run is not a mobile; an address keeps the street number inside it
    assert kinds("家住北京市朝阳区建国路88号") == [("北京市朝阳区建国路88号", "address")]
    # a known value overlapping a name: the longer (the known full name) wins and keeps its own kind's label
    known = KnownValues({"欧阳娜娜": ("name", None)})
    assert kinds("由欧阳娜娜陪同", known) == [("欧阳娜娜", "identifier")]
    # a date inside an ID number is part of the ID
    assert kinds("11010519491231002X") == [("11010519491231002X", "id_number")]
