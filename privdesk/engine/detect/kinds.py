"""What the detectors look for: one :class:`Kind` per kind of column, with the role it suggests, its HIPAA Safe
Harbor category (45 CFR 164.514(b)(2)(i), items A-R), the column names that announce it (English and Chinese) and
the check of its values (:mod:`.patterns`).

Confidence from a name is the kind's ``name_weight`` (specific names such as 身份证号 or ``email`` 0.85-0.9,
ambiguous ones such as ``id`` or ``card`` lower); from values it is the share of rows whose value passes the check
times ``value_weight`` (1.0 for formats with a check digit, less for formats other columns can share by chance).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

import numpy as np

from privdesk.common.i18n import N_
from privdesk.engine.detect import patterns as p

IDENTIFIER = "identifier"
QUASI_IDENTIFIER = "quasi-identifier"
SENSITIVE = "sensitive"
INSENSITIVE = "insensitive"


@dataclass(frozen=True)
class Kind:
    key: str
    role: str
    label: str                    # N_(): the kind as a noun ("resident ID number")
    what: str = ""                # N_(): what passing values are, plural ("valid 18-digit resident ID numbers")
    names: str = ""               # regex searched in the normalized column name (lower case, words joined by _)
    name_weight: float = 0.85
    check: Callable[[np.ndarray], np.ndarray] | None = None
    value_weight: float = 0.0
    hipaa: str | None = None      # Safe Harbor category key (HIPAA_CATEGORIES)
    person_like: bool = False     # values count only when they vary like people's (many distinct values)


def _regex(pattern: str) -> Callable[[np.ndarray], np.ndarray]:
    return lambda values: p.matches(values, pattern)


def _any(*checks: Callable[[np.ndarray], np.ndarray]) -> Callable[[np.ndarray], np.ndarray]:
    def check(values: np.ndarray) -> np.ndarray:
        result = np.zeros(len(values), bool)
        for one in checks:
            result |= one(values)
        return result
    return check


def _words(*words: str) -> str:
    """A regex matching any of the words as whole parts of a normalized name (``patient_name`` has ``name``)."""
    return r"(?:^|_)(?:" + "|".join(words) + r")(?:_|$)"


HIPAA_CATEGORIES = {
    "names": N_("names"),
    "geographic": N_("geographic subdivisions smaller than a state"),
    "dates": N_("dates (other than year) related to a person, and ages over 89"),
    "telephone": N_("telephone numbers"),
    "fax": N_("fax numbers"),
    "email": N_("e-mail addresses"),
    "ssn": N_("social security numbers"),
    "mrn": N_("medical record numbers"),
    "health_plan": N_("health plan beneficiary numbers"),
    "account": N_("account numbers"),
    "certificate": N_("certificate and licence numbers"),
    "vehicle": N_("vehicle identifiers and serial numbers, including licence plates"),
    "device": N_("device identifiers and serial numbers"),
    "url": N_("web addresses (URLs)"),
    "ip": N_("IP addresses"),
    "other": N_("any other unique identifying number, characteristic or code"),
}
"""HIPAA Safe Harbor's identifier categories that can appear as a table column (biometrics and photographs
cannot)."""

# Order matters only for ties: the first kind with the best score wins, so specific kinds come first.
KINDS: tuple[Kind, ...] = (
    Kind("cn_resident_id", IDENTIFIER, N_("resident ID number"), N_("valid resident ID numbers (18 digits with "
         "their check digit, or the 15-digit form)"), _words("id_?card", "id_?card_?(?:no|number)", "resident_id",
         "citizen_id", "national_id") + "|身份证|公民身份|证件号", 0.9, p.cn_resident_id, 1.0, "ssn"),
    Kind("bank_card", IDENTIFIER, N_("bank card number"), N_("card numbers passing the Luhn check"),
         _words("card", "card_?(?:no|num|number)", "credit_card", "bank_card", "debit_card", "pan") + "|银行卡|卡号|信用卡",
         0.8, p.bank_card, 0.95, "account"),
    Kind("email", IDENTIFIER, N_("e-mail address"), N_("e-mail addresses"),
         _words("e?_?mail", "email_address", "mail_address") + "|邮箱|电子邮件|邮件", 0.9, _regex(p.EMAIL), 1.0, "email"),
    Kind("cn_mobile", IDENTIFIER, N_("mobile phone number"), N_("Chinese mobile numbers"),
         _words("mobile", "cell", "cellphone", "mobile_phone") + "|手机", 0.9, _regex(p.CN_MOBILE), 0.97, "telephone"),
    Kind("fax", IDENTIFIER, N_("fax number"), N_("fax numbers"), _words("fax", "fax_no", "fax_number") + "|传真", 0.9,
         None, 0.0, "fax"),
    Kind("cn_landline", IDENTIFIER, N_("landline number"), N_("Chinese landline numbers with an area code"),
         _words("landline", "home_phone") + "|座机|固话|固定电话", 0.9, _regex(p.CN_LANDLINE), 0.9, "telephone"),
    Kind("phone", IDENTIFIER, N_("telephone number"), N_("telephone numbers"),
         _words("phone", "tel", "telephone", "phone_?(?:no|number)", "contact_?(?:no|number|phone)") + "|电话|联系方式",
         0.9, _regex(p.US_PHONE), 0.9, "telephone"),
    Kind("ssn", IDENTIFIER, N_("social security number"), N_("US social security numbers"),
         _words("ssn", "social_security", "social_security_(?:no|number)", "sin") , 0.9, _regex(p.US_SSN), 0.95, "ssn"),
    Kind("cn_social_security", IDENTIFIER, N_("social security or medical insurance card number"), "",
         "社保|社会保障|医保|医疗保险|参保", 0.9, None, 0.0, "health_plan"),
    Kind("health_plan", IDENTIFIER, N_("health plan number"), "",
         _words("health_plan", "insurance", "insurance_(?:id|no|number)", "member_(?:id|no|number)", "beneficiary",
                "policy_(?:id|no|number)", "medicaid", "medicare") + "|保险号|保单", 0.85, None, 0.0, "health_plan"),
    Kind("mrn", IDENTIFIER, N_("medical record number"), "",
         _words("mrn", "medical_record", "medical_record_(?:no|number)", "record_(?:no|number|id)", "chart_(?:no|number)",
                "case_(?:no|number|id)", "admission_(?:no|number|id)", "encounter_id", "visit_id") +
         "|病案号|病历号|住院号|门诊号|病案|病历|就诊号|住院编号|门诊编号", 0.9, None, 0.0, "mrn"),
    Kind("patient_id", IDENTIFIER, N_("person's ID"), "",
         _words("patient_id", "patient_(?:no|number|code)", "person_id", "pid", "subject_id", "participant_id",
                "client_id", "customer_id", "employee_id", "user_id", "student_id", "member") +
         "|患者编号|病人编号|患者id|病人id|患者号|人员编号|员工号|工号|学号|会员号|客户号", 0.9, None, 0.0, "other"),
    Kind("account", IDENTIFIER, N_("account number"), "",
         _words("account", "acct", "account_(?:no|number|id)", "iban", "username", "user_name", "login") +
         "|账号|账户|帐号|用户名", 0.85, None, 0.0, "account"),
    Kind("certificate", IDENTIFIER, N_("certificate or licence number"), "",
         _words("licen[cs]e", "licen[cs]e_(?:no|number)", "certificate", "cert", "certificate_(?:no|number)",
                "driver_licen[cs]e") + "|执照|证书|驾驶证|驾照|资格证|执业证", 0.85, None, 0.0, "certificate"),
    Kind("passport", IDENTIFIER, N_("passport number"), N_("Chinese passport numbers"),
         _words("passport", "passport_(?:no|number)") + "|护照", 0.9, _regex(p.CN_PASSPORT), 0.85, "certificate"),
    Kind("hk_macau_permit", IDENTIFIER, N_("Hong Kong and Macau travel permit number"),
         N_("Hong Kong and Macau travel permit numbers"), _words("hk_permit", "hkm_permit") + "|港澳|回乡证", 0.9,
         _regex(p.HK_MACAU_PERMIT), 0.8, "certificate"),
    Kind("taiwan_permit", IDENTIFIER, N_("Taiwan travel permit number"), "", "台胞证|台湾通行证|往来台湾|台湾居民", 0.9,
         None, 0.0, "certificate"),
    Kind("license_plate", IDENTIFIER, N_("licence plate"), N_("Chinese licence plates"),
         _words("plate", "license_plate", "licence_plate", "registration_plate", "number_plate") + "|车牌", 0.9,
         _regex(p.CN_PLATE), 0.95, "vehicle"),
    Kind("vin", IDENTIFIER, N_("vehicle identification number"), N_("vehicle identification numbers (VIN)"),
         _words("vin", "vehicle", "vehicle_id", "chassis") + "|车架号|车辆识别", 0.9, _regex(p.VIN), 0.85, "vehicle"),
    Kind("device", IDENTIFIER, N_("device identifier"), N_("MAC addresses"),
         _words("device", "device_id", "serial", "serial_(?:no|number)", "imei", "mac", "mac_address", "udid") +
         "|设备|序列号", 0.85, _regex(p.MAC), 0.95, "device"),
    Kind("url", IDENTIFIER, N_("web address"), N_("web addresses"),
         _words("url", "website", "homepage", "web_?page", "link") + "|网址|主页|网站", 0.85, _regex(p.URL), 0.95, "url"),
    Kind("ip", IDENTIFIER, N_("IP address"), N_("IP addresses"), _words("ip", "ip_address", "ip_addr", "ipv4",
         "ipv6") + "|ip地址", 0.9, _any(_regex(p.IPV4), _regex(p.IPV6)), 0.95, "ip"),
    Kind("address", IDENTIFIER, N_("street address"), N_("street addresses"),
         _words("address", "street", "addr", "street_address", "home_address", "residence") +
         "|住址|地址|家庭住址|详细地址|现住址|户籍地", 0.85,
         _any(_regex(p.CN_ADDRESS), _regex(p.US_STREET)), 0.95, "geographic"),
    Kind("person_name", IDENTIFIER, N_("person's name"), N_("personal names"),
         _words("name", "full_?name", "patient_name", "first_?name", "last_?name", "surname", "given_?name",
                "forename", "family_?name", "maiden_name") + "|姓名|名字|患者名|病人名|联系人", 0.85,
         _any(_regex(p.EN_PERSON_NAME), p.cn_person_name), 0.9, "names", person_like=True),
    Kind("birth_date", QUASI_IDENTIFIER, N_("date of birth"), "",
         _words("birth", "dob", "date_of_birth", "birth_?date", "birthday", "born") + "|出生|生日", 0.9, None, 0.0,
         "dates"),
    Kind("event_date", QUASI_IDENTIFIER, N_("date of an event in a person's life"), N_("dates"),
         _words("admission", "admit", "admission_date", "admit_date", "discharge", "discharge_date", "death",
                "death_date", "date_of_death", "visit_date", "service_date", "date") +
         "|入院|出院|死亡|就诊日期|住院日期|日期", 0.8, None, 0.0, "dates"),
    Kind("age", QUASI_IDENTIFIER, N_("age"), "", _words("age", "age_years", "age_at_admission") + "|年龄|岁", 0.9,
         None, 0.0, "dates"),
    Kind("sex", QUASI_IDENTIFIER, N_("sex"), N_("sex codes"), _words("sex", "gender") + "|性别", 0.9, p.sex, 0.9),
    Kind("zip", QUASI_IDENTIFIER, N_("postcode"), N_("postcodes"),
         _words("zip", "zipcode", "zip_code", "postcode", "post_code", "postal", "postal_code", "plz") +
         "|邮编|邮政编码", 0.9, None, 0.0, "geographic"),
    Kind("region", QUASI_IDENTIFIER, N_("place of residence"), "",
         _words("city", "county", "town", "district", "village", "municipality") + "|城市|区县|县|乡镇|街道|籍贯|居住地",
         0.8, None, 0.0, "geographic"),
    Kind("ethnicity", QUASI_IDENTIFIER, N_("ethnicity"), "", _words("ethnicity", "ethnic", "race", "ethnic_group") +
         "|民族|种族", 0.85),
    Kind("occupation", QUASI_IDENTIFIER, N_("occupation"), "", _words("occupation", "job", "profession", "job_title",
         "employment") + "|职业|工种|职务", 0.85),
    Kind("marital", QUASI_IDENTIFIER, N_("marital status"), "", _words("marital", "marital_status") + "|婚姻", 0.85),
    Kind("education", QUASI_IDENTIFIER, N_("education"), "", _words("education", "degree", "schooling") + "|学历|文化程度",
         0.8),
    Kind("diagnosis", SENSITIVE, N_("diagnosis"), N_("ICD-10 codes"),
         _words("diagnosis", "dx", "disease", "icd", "icd10", "icd_10", "condition", "diagnosis_code") +
         "|诊断|疾病|病种|病名", 0.85, _regex(p.ICD10), 0.9),
    Kind("medication", SENSITIVE, N_("medication"), "", _words("medication", "drug", "medicine", "prescription",
         "treatment") + "|药品|药物|用药|处方", 0.85),
    Kind("test_result", SENSITIVE, N_("test result"), "", _words("result", "lab", "lab_result", "test_result",
         "hba1c", "glucose", "cholesterol") + "|检验|检查结果|化验|结果", 0.75),
)

KIND_BY_KEY = {kind.key: kind for kind in KINDS}

LOOK_ALIKE_NAMES = re.compile(_words("order", "order_(?:id|no|number)", "product", "product_(?:id|code|no)", "sku",
                                     "item", "item_(?:id|code|no)", "invoice", "transaction", "batch", "lot",
                                     "quantity", "qty", "amount", "price", "ean", "upc", "shipment", "tracking") +
                              "|订单|商品|产品|批号|货号|发票|流水|数量|金额|价格|物流|运单")
"""Names of codes and numbers about things, not people (order numbers, product codes, quantities)."""

GENERIC_ID_NAMES = re.compile(_words("id", "no", "num", "number", "code", "identifier", "key", "uid", "uuid") +
                              "|编号|号码|代码|识别码|id$")
"""Names that make a unique code an identifier when its values say so."""


def normalize_name(name: str) -> str:
    """Lower case with words joined by ``_`` (``PatientID`` → ``patient_id``, ``e-mail`` → ``e_mail``)."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name.strip())
    return re.sub(r"[^0-9a-z\u3400-\u9fff]+", "_", spaced.lower()).strip("_")
