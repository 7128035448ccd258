"""A labelled corpus of columns for measuring the identifier detectors (privdesk.engine.detect), and the measurement.

``labelled_corpus(seed)`` draws, for every kind, 40+ columns (English and Chinese names, some with neutral names such
as ``col_17`` so only the values speak, some with names only; a third of the columns with 1-8 % dirty cells), plus
look-alikes that must NOT be identifiers: order numbers, product codes, invoice numbers, quantities, prices, revenue,
timestamps, ward names, physicians' titles, Chinese medical words that start with a surname character (高血压).
The corpus was written together with the detectors, so it measures what they were built to recognise; columns
whose name and values both say nothing (an 8-digit permit number in ``col_3``) are out of its reach.

Run by hand:  python benchmarks/detect_corpus.py   (prints the precision/recall table for benchmarks/RESULTS.md)
"""

from __future__ import annotations

import string
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from privdesk.engine.detect import IDENTIFIER, INSENSITIVE, QUASI_IDENTIFIER, SENSITIVE, suggest_roles  # noqa: E402


@dataclass(frozen=True)
class LabelledColumn:
    name: str
    values: list[str]
    role: str
    kind: str


SURNAMES = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹") + ["欧阳", "司马", "诸葛"]
GIVEN = list("伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂华建国志红玉梅")
FIRST = ["James", "Mary", "John", "Patricia", "Robert", "Jennifer", "Michael", "Linda", "William", "Elizabeth",
         "David", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Charles", "Karen"]
LAST = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
        "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin"]
PROVINCES = ["广东省", "四川省", "浙江省", "江苏省", "湖北省", "山东省"]
CITIES = ["广州市", "成都市", "杭州市", "南京市", "武汉市", "济南市"]
DISTRICTS = ["天河区", "武侯区", "西湖区", "鼓楼区", "江汉区", "历下区"]
ROADS = ["中山路", "人民路", "解放大道", "建设路", "和平街", "文化巷"]
STREETS = ["Main St", "Oak Avenue", "Maple Dr", "Park Road", "Cedar Ln", "Elm Street", "Lake Blvd"]
PLATE_PROVINCES = "京津沪渝冀豫云辽黑湘皖鲁苏浙赣鄂桂甘晋陕吉闽贵粤川"
ICD = ["E11.9", "I10", "J18.9", "C50.9", "K29.7", "I21.4", "A15.0", "B20", "F32.1", "S72.00"]
DIAGNOSES_CN = ["高血压", "糖尿病", "肺炎", "胃炎", "冠心病", "脑梗死", "支气管炎", "骨折", "阑尾炎", "乳腺癌"]
WARDS = ["Cardiology", "General Medicine", "Infectious Diseases", "Orthopedics", "Neurology", "Maternity"]
OCCUPATIONS = ["teacher", "nurse", "driver", "farmer", "engineer", "clerk", "retired", "student"]
DRUGS = ["metformin", "aspirin", "insulin", "atorvastatin", "amoxicillin", "阿司匹林", "二甲双胍", "胰岛素"]


def _id18(rng: np.random.Generator) -> str:
    region = f"{rng.integers(1, 9)}{rng.integers(10000, 99999):05d}"
    birth = pd.Timestamp("1930-01-01") + pd.Timedelta(days=int(rng.integers(0, 30000)))
    body = f"{region}{birth:%Y%m%d}{rng.integers(0, 999):03d}"
    total = sum(int(d) * pow(2, 17 - i, 11) for i, d in enumerate(body)) % 11
    return body + "10X98765432"[total]


def _luhn(rng: np.random.Generator, prefix: str, length: int) -> str:
    body = prefix + "".join(str(d) for d in rng.integers(0, 10, length - len(prefix) - 1))
    digits = [int(d) for d in body][::-1]
    total = sum(d if i % 2 else (2 * d if 2 * d < 10 else 2 * d - 9) for i, d in enumerate(digits))
    return body + str((10 - total % 10) % 10)


def _code(rng: np.random.Generator, prefix: str, width: int) -> str:
    return prefix + "".join(str(d) for d in rng.integers(0, 10, width))


# kind -> (role, names (English and Chinese; "" = a neutral name), one-value generator)
def _generators(rng: np.random.Generator):
    letters = np.array(list(string.ascii_lowercase))
    return {
        "cn_resident_id": (IDENTIFIER, ["身份证号", "身份证号码", "id_card", "证件号码", ""], lambda: _id18(rng)),
        "bank_card": (IDENTIFIER, ["银行卡号", "card_number", "卡号", ""],
                      lambda: _luhn(rng, str(rng.choice(["622202", "4", "51", "6217"])), int(rng.choice([16, 19])))),
        "email": (IDENTIFIER, ["email", "邮箱", "E-mail", "contact", ""],
                  lambda: "".join(rng.choice(letters, rng.integers(4, 10))) + f"{rng.integers(0, 99)}@" +
                  str(rng.choice(["163.com", "qq.com", "gmail.com", "example.org"]))),
        "cn_mobile": (IDENTIFIER, ["手机", "手机号码", "mobile", "联系电话", ""],
                      lambda: str(rng.choice(["", "+86 "])) + f"1{rng.integers(3, 10)}{rng.integers(0, 10**9):09d}"),
        "cn_landline": (IDENTIFIER, ["固定电话", "座机", "landline", ""],
                        lambda: f"0{rng.choice(['10', '20', '28', '571', '755'])}-{rng.integers(2, 9)}"
                                f"{rng.integers(0, 10**7):07d}"),
        "phone": (IDENTIFIER, ["phone", "telephone", "电话", "contact_no", ""],
                  lambda: f"({rng.integers(200, 999)}) {rng.integers(200, 999)}-{rng.integers(0, 10000):04d}"),
        "fax": (IDENTIFIER, ["fax", "传真", "fax_number"],
                lambda: f"{rng.integers(200, 999)}-{rng.integers(200, 999)}-{rng.integers(0, 10000):04d}"),
        "ssn": (IDENTIFIER, ["ssn", "social_security_number", ""],
                lambda: f"{rng.integers(100, 665)}-{rng.integers(10, 99)}-{rng.integers(1000, 9999)}"),
        "cn_social_security": (IDENTIFIER, ["社保卡号", "医保卡号", "社会保障号", "参保号"],
                               lambda: _code(rng, "", 10)),
        "mrn": (IDENTIFIER, ["住院号", "病案号", "门诊号", "mrn", "medical_record_number"],
                lambda: _code(rng, str(rng.choice(["ZY", "", "M"])), 8)),
        "patient_id": (IDENTIFIER, ["patient_id", "PatientID", "患者编号", "subject_id"],
                       lambda: _code(rng, "P", 7)),
        "passport": (IDENTIFIER, ["passport", "护照号", "passport_no", ""], lambda: _code(rng, "E", 8)),
        "hk_macau_permit": (IDENTIFIER, ["港澳通行证", "hk_permit", ""],
                            lambda: "C" + str(rng.choice(list("ABCDEFGH"))) + _code(rng, "", 7)),
        "taiwan_permit": (IDENTIFIER, ["台胞证号", "台湾通行证"], lambda: _code(rng, "", 8)),
        "license_plate": (IDENTIFIER, ["车牌号", "license_plate", ""],
                          lambda: str(rng.choice(list(PLATE_PROVINCES))) + str(rng.choice(list("ABCDEFGH"))) +
                          "".join(rng.choice(list("0123456789ABCDEFGHJK"), 5))),
        "vin": (IDENTIFIER, ["vin", "车架号", ""],
                lambda: "L" + "".join(rng.choice(list("0123456789ABCDEFGHJKLMNPRSTUVWXYZ"), 16))),
        "device": (IDENTIFIER, ["device_id", "mac_address", "设备序列号", ""],
                   lambda: ":".join(f"{x:02X}" for x in rng.integers(0, 256, 6))),
        "url": (IDENTIFIER, ["homepage", "url", "网址", ""],
                lambda: f"https://www.{''.join(rng.choice(letters, 6))}.com/u/{rng.integers(0, 99999)}"),
        "ip": (IDENTIFIER, ["ip_address", "IP地址", "ip", ""],
               lambda: ".".join(str(x) for x in rng.integers(1, 255, 4))),
        "address": (IDENTIFIER, ["住址", "家庭住址", "address", "home_address", ""],
                    lambda: (str(rng.choice(PROVINCES)) + str(rng.choice(CITIES)) + str(rng.choice(DISTRICTS)) +
                             str(rng.choice(ROADS)) + f"{rng.integers(1, 300)}号")
                    if rng.random() < 0.5 else f"{rng.integers(1, 9999)} {rng.choice(STREETS)}"),
        "person_name": (IDENTIFIER, ["姓名", "name", "patient_name", "full_name", ""],
                        lambda: (str(rng.choice(SURNAMES)) + "".join(rng.choice(GIVEN, rng.integers(1, 3))))
                        if rng.random() < 0.5 else f"{rng.choice(FIRST)} {rng.choice(LAST)}"),
        "account": (IDENTIFIER, ["account_number", "账号", "username"], lambda: _code(rng, "AC", 9)),
        "certificate": (IDENTIFIER, ["license_number", "执业证书编号", "certificate_no"], lambda: _code(rng, "", 12)),
        "health_plan": (IDENTIFIER, ["insurance_id", "member_number", "health_plan_id"], lambda: _code(rng, "H", 9)),
        "unique_code": (IDENTIFIER, ["record_id", "编号", "id", "key"], lambda: _code(rng, "R", 8)),
        "birth_date": (QUASI_IDENTIFIER, ["birth_date", "出生日期", "dob", "生日"],
                       lambda: str((pd.Timestamp("1930-01-01") + pd.Timedelta(days=int(rng.integers(0, 30000))))
                                   .date())),
        "event_date": (QUASI_IDENTIFIER, ["admission_date", "入院日期", "discharge_date", "出院日期", "visit_date"],
                       lambda: str((pd.Timestamp("2020-01-01") + pd.Timedelta(days=int(rng.integers(0, 1500))))
                                   .date())),
        "age": (QUASI_IDENTIFIER, ["age", "年龄", "age_years"], lambda: str(rng.integers(0, 100))),
        "sex": (QUASI_IDENTIFIER, ["sex", "性别", "gender", ""], lambda: str(rng.choice(["M", "F", "男", "女"]))),
        "zip": (QUASI_IDENTIFIER, ["zip_code", "邮编", "postcode", "邮政编码"],
                lambda: f"{rng.integers(100000, 860000)}" if rng.random() < 0.5 else f"{rng.integers(10000, 99999)}"),
        "ethnicity": (QUASI_IDENTIFIER, ["ethnicity", "民族", "race"],
                      lambda: str(rng.choice(["汉族", "回族", "壮族", "White", "Asian", "Black"]))),
        "occupation": (QUASI_IDENTIFIER, ["occupation", "职业", "job"], lambda: str(rng.choice(OCCUPATIONS))),
        "diagnosis": (SENSITIVE, ["diagnosis", "诊断", "icd10", "疾病", ""],
                      lambda: str(rng.choice(ICD))),
        "medication": (SENSITIVE, ["medication", "用药", "drug"], lambda: str(rng.choice(DRUGS))),
        "test_result": (SENSITIVE, ["lab_result", "检验结果", "化验结果"], lambda: f"{rng.normal(6, 1.5):.1f}"),
    }


def _look_alikes(rng: np.random.Generator):
    """Columns that look like identifiers by some measure but are about things: they must not be identifiers."""
    return {
        "order_number": (["order_no", "订单号", "order_id"], lambda: _code(rng, "SO", 10)),
        "product_code": (["product_code", "商品编码", "sku", "货号"], lambda: _code(rng, "SKU", 6)),
        "quantity": (["quantity", "数量", "qty", "count", ""], lambda: str(rng.integers(1, 500))),
        "price": (["price", "金额", "cost", ""], lambda: f"{rng.uniform(1, 9999):.2f}"),
        "ward": (["ward", "科室", "department", ""], lambda: str(rng.choice(WARDS + ["心内科", "骨科", "儿科"]))),
        "physician": (["physician", "主治医生"], lambda: f"Dr. {rng.choice(LAST)}"),
        "chinese_words": (["notes", "备注", ""], lambda: str(rng.choice(DIAGNOSES_CN))),
        "length_of_stay": (["length_of_stay", "住院天数", ""], lambda: str(rng.integers(1, 40))),
        "invoice": (["invoice_number", "发票号"], lambda: _code(rng, "", 12)),
        "revenue": (["revenue", "销售额", ""], lambda: str(rng.integers(1000, 10**7))),
        "timestamp": (["updated_at", "时间戳", ""],
                      lambda: str(pd.Timestamp("2024-01-01") + pd.Timedelta(seconds=int(rng.integers(0, 10**7))))),
    }


DIRTY = ["", "unknown", "n/a", "-", "不详", "?", "0"]


def _dirty(rng: np.random.Generator, values: list[str]) -> list[str]:
    """Every third column gets 1-8 % of its cells replaced by blanks and typing noise, as real exports have."""
    if rng.random() < 2 / 3:
        return values
    share = rng.uniform(0.01, 0.08)
    return [str(rng.choice(DIRTY)) if rng.random() < share else v for v in values]


def labelled_corpus(seed: int = 2026, per_kind: int = 40) -> list[LabelledColumn]:
    rng = np.random.default_rng(seed)
    corpus = []
    for kind, (role, names, draw) in _generators(rng).items():
        for i in range(per_kind):
            rows = int(rng.integers(50, 400))
            name = names[i % len(names)] or f"col_{i}"
            corpus.append(LabelledColumn(name, _dirty(rng, [draw() for _ in range(rows)]), role, kind))
    for kind, (names, draw) in _look_alikes(rng).items():
        for i in range(per_kind):
            rows = int(rng.integers(50, 400))
            name = names[i % len(names)] or f"field_{i}"
            corpus.append(LabelledColumn(name, _dirty(rng, [draw() for _ in range(rows)]), INSENSITIVE, kind))
    return corpus


def measure(corpus: list[LabelledColumn]) -> dict:
    """Per column one suggestion; precision/recall of the identifier role, and of each role, and errors."""
    predicted = []
    for column in corpus:
        suggestion = suggest_roles(pd.DataFrame({column.name: column.values}))[0]
        predicted.append(suggestion)
    table = {}
    for role in (IDENTIFIER, QUASI_IDENTIFIER, SENSITIVE):
        tp = sum(1 for c, s in zip(corpus, predicted) if c.role == role and s.role == role)
        fp = sum(1 for c, s in zip(corpus, predicted) if c.role != role and s.role == role)
        fn = sum(1 for c, s in zip(corpus, predicted) if c.role == role and s.role != role)
        table[role] = {"columns": tp + fn, "tp": tp, "fp": fp, "fn": fn,
                       "precision": tp / (tp + fp) if tp + fp else 1.0, "recall": tp / (tp + fn) if tp + fn else 1.0}
    per_kind: dict[str, list[int]] = {}
    for c, s in zip(corpus, predicted):
        hit = per_kind.setdefault(c.kind, [0, 0])
        hit[0] += 1
        hit[1] += int(s.role == c.role)
    errors = [(c.kind, c.name, c.role, s.role, s.kind, s.reason) for c, s in zip(corpus, predicted) if c.role != s.role]
    return {"roles": table, "per_kind": per_kind, "errors": errors}


def main() -> None:
    start = time.perf_counter()
    corpus = labelled_corpus()
    result = measure(corpus)
    seconds = time.perf_counter() - start
    print(f"{len(corpus)} columns, {seconds:.1f} s")
    print("| role | columns | true pos. | false pos. | false neg. | precision | recall |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for role, r in result["roles"].items():
        print(f"| {role} | {r['columns']} | {r['tp']} | {r['fp']} | {r['fn']} | {r['precision']:.3f} | "
              f"{r['recall']:.3f} |")
    print()
    print("| kind | columns | role right |")
    print("| --- | ---: | ---: |")
    for kind, (n, right) in result["per_kind"].items():
        print(f"| {kind} | {n} | {right} |")
    for error in result["errors"]:
        print("ERROR", error)


if __name__ == "__main__":
    main()
