"""Spans of identifying text inside cells (issue #32): each kind in Chinese and English, overlaps, untouched text."""

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
