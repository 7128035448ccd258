"""Bundled sample data: a synthetic, realistic hospital discharge table.

``generate_hospital(rows, seed)`` returns a :class:`pandas.DataFrame` whose cells are all ``str`` (exactly what a
CSV reader with ``dtype=str`` would give), with the columns

    patient_id, name, sex, birth_date, zip_code, admission_date, ward, diagnosis, physician, length_of_stay, cost

It feeds ``privdesk demo``, the GUI's "open sample" action and tests: it has direct identifiers (patient_id, name),
classic quasi-identifiers (sex, birth_date, zip_code, admission_date) and two sensitive attributes with level tables
(diagnosis, physician), as in the (αij,k,m) setting of SPEC §4/§5 (seed 003).

How the rows are drawn (every person is fictitious):

- sex: 53 % F, 47 % M (women are admitted more often, mostly because of childbirth).
- age at admission 0..99, skewed old like real inpatient populations: a spike at age 0 (about 3 %, infants admitted
  in their first year, many in their first four weeks), few children, adults rising steadily to a plateau at 65..84
  and falling after 85; women have an extra bump around 30 (childbirth). Median about 63.
- admission_date: 2023-01-01..2024-12-31, a little busier in winter (monthly weights 90..115).
- birth_date: chosen so that the exact age on the admission date is the drawn age, always before the admission date.
- ward: women aged 16..50 go to Maternity with an age-dependent chance (peak 55 % at 30, parabolic, 1 % at 45..50);
  otherwise the ward is drawn from weights by age band (0-1, 2-15, 16-50, 51-64, 65-79, 80-99) and sex. Children
  (< 16) go to Pediatrics 80-93 % of the time, otherwise Orthopedics, Neurology, Infectious Diseases, General
  Medicine or (leukemia) Oncology; adults never go to Pediatrics, children never to Cardiology or Maternity.
- diagnosis: drawn within the ward from weights by age band and sex (Breast Cancer almost only in women, heart
  attacks more in men, Parkinson and Hip Replacement only from 51, Bronchiolitis mostly in infants, HIV mostly in
  adults 16-64, Influenza and Pneumonia mostly in the very young and the very old).
- physician: 2-3 attending physicians per ward with uneven workloads.
- length_of_stay: integer days >= 1 from a right-skewed log-logistic distribution (shape 2) per diagnosis, with a
  minimum and a median per diagnosis, longer for patients 65+ and 80+, capped at 10 × median (at most 120 days).
- cost: (length_of_stay × the ward's daily rate × noise 0.85..1.15) + a diagnosis procedure fee (surgery, delivery,
  chemotherapy) × noise; dollars with exactly two decimals.
- zip_code: 40 ZIP codes under three 3-digit prefixes (476xx Evansville area 45 %, 478xx Terre Haute area 20 %,
  479xx Lafayette area 35 %), unevenly popular, so masking hierarchies (4760*, 476**, 47***) make sense.
- name: "First Last", first names by sex and birth cohort (born before / from 1980), surnames from 100 common US
  surnames, all with Zipf-like popularity (names repeat, as in real data).
- patient_id: ``P`` + 6 random distinct digits (wider when rows > 400,000); rows are in admission-date order.

Determinism: the same (rows, seed) gives byte-for-byte the same table on every run and machine. Every categorical
draw uses integer weights and ``Generator.integers`` (no floating-point probabilities); dates are integer day
arithmetic on ``datetime64[D]``; cost is computed in integer cents; the only floating-point step (the length of
stay) uses ``+ - * /`` and ``sqrt``, which IEEE 754 rounds exactly on every platform; text is built from integers and
fixed tables, never from dict or set iteration order, hashes, the locale or the time zone.

Sensitivity levels (for the (αi,k) / (αij,k,m) models, SPEC §4/§5; level 1 = most sensitive), chosen the way a
data-protection officer would rank them — how much harm, stigma or discrimination (employment, insurance, social)
disclosure can cause, and whether the law singles the condition out:

- Diagnoses (:data:`HOSPITAL_DISEASE_LEVELS`)
    1. HIV, Hepatitis B, Tuberculosis — stigmatised communicable diseases; often under special legal protection
       (notifiable, separate consent rules), strong risk of discrimination and social exclusion.
    2. Lung, Breast, Colon Cancer, Leukemia — life-threatening; disclosure affects employment, insurance and credit.
    3. Stroke, Parkinson, Epilepsy, Heart Failure, Myocardial Infarction, Pregnancy Complication — serious or chronic
       conditions that affect fitness to work or drive, insurability; reproductive-health complications (which may
       hide a miscarriage or termination) are intimate.
    4. Diabetes, Hypertension, Arrhythmia, Asthma, Migraine, Hip Replacement, Childbirth — common, manageable,
       widely shared conditions or events; some insurance relevance, little stigma.
    5. Influenza, Pneumonia, Gastritis, Bronchiolitis, Appendicitis, Fracture — acute, common, no lasting stigma.
- Physicians (:data:`HOSPITAL_PHYSICIAN_LEVELS`): the attending physician reveals the ward, hence the likely
  diagnosis, so a physician gets the level of what their name discloses.
    1. Infectious Diseases (Dr. Quinn, Dr. Ramirez) — most of their patients have HIV, Hepatitis B or Tuberculosis.
    2. Oncology (Dr. Dawson, Dr. Ellison, Dr. Fischer) — every patient has cancer.
    3. Neurology, Maternity, Cardiology — serious chronic disease or reproductive health.
    4. General Medicine, Pediatrics — mostly common conditions (a child's stay is protected mainly through the age).
    5. Orthopedics — injuries and joint replacement, the least revealing.
- Bounds (:data:`HOSPITAL_LEVEL_ALPHAS`): the largest share a level may have in an equivalence class, i.e. the
  highest confidence an attacker may reach that a record of the class has a diagnosis of that level. 1: 0.25,
  2: 0.30, 3: 0.40, 4: 0.50, 5: 0.60 — the most sensitive level needs at least four records per class; the least
  sensitive accepts a better-than-even guess. Because (αij,k,m) also forbids two records of one level in a class,
  a class of size u gives each present level the share 1/u, so with k = 4 every bound is met.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

__all__ = [
    "HOSPITAL_COLUMNS",
    "HOSPITAL_DISEASE_LEVELS",
    "HOSPITAL_LEVEL_ALPHAS",
    "HOSPITAL_PHYSICIAN_LEVELS",
    "HOSPITAL_WARDS",
    "generate_hospital",
]

HOSPITAL_COLUMNS = [
    "patient_id", "name", "sex", "birth_date", "zip_code", "admission_date",
    "ward", "diagnosis", "physician", "length_of_stay", "cost",
]

# ---------------------------------------------------------------------------------------------------------------
# Sensitivity level tables (see the module docstring for the reasons).

HOSPITAL_DISEASE_LEVELS: list[list[str]] = [
    ["HIV", "Hepatitis B", "Tuberculosis"],
    ["Lung Cancer", "Breast Cancer", "Leukemia", "Colon Cancer"],
    ["Stroke", "Parkinson", "Epilepsy", "Heart Failure", "Myocardial Infarction", "Pregnancy Complication"],
    ["Diabetes", "Hypertension", "Arrhythmia", "Asthma", "Migraine", "Hip Replacement", "Childbirth"],
    ["Influenza", "Pneumonia", "Gastritis", "Bronchiolitis", "Appendicitis", "Fracture"],
]

HOSPITAL_PHYSICIAN_LEVELS: list[list[str]] = [
    ["Dr. Quinn", "Dr. Ramirez"],                                    # Infectious Diseases
    ["Dr. Dawson", "Dr. Ellison", "Dr. Fischer"],                    # Oncology
    ["Dr. Garner", "Dr. Hoffman",                                    # Neurology
     "Dr. Lindqvist", "Dr. Moreno",                                  # Maternity
     "Dr. Adams", "Dr. Bennett", "Dr. Castillo"],                    # Cardiology
    ["Dr. Sato", "Dr. Thornton", "Dr. Underwood",                    # General Medicine
     "Dr. Iverson", "Dr. Jensen", "Dr. Kowalski"],                   # Pediatrics
    ["Dr. Novak", "Dr. Okafor", "Dr. Petrov"],                       # Orthopedics
]

#: Level (1 = most sensitive) -> largest share of that level in one equivalence class.
HOSPITAL_LEVEL_ALPHAS: dict[int, float] = {1: 0.25, 2: 0.30, 3: 0.40, 4: 0.50, 5: 0.60}

# ---------------------------------------------------------------------------------------------------------------
# Generation tables. Everything is a tuple/list in a fixed order; weights are integers.

# Age bands: 0-1, 2-15, 16-50, 51-64, 65-79, 80-99.
_BAND_LOWER = np.array([0, 2, 16, 51, 65, 80])

HOSPITAL_WARDS = [
    "Cardiology", "Oncology", "Neurology", "Pediatrics", "Maternity",
    "Orthopedics", "Infectious Diseases", "General Medicine",
]
_CARD, _ONC, _NEU, _PED, _MAT, _ORT, _INF, _GEN = range(8)

# Ward weights per age band (Maternity is decided separately, by age, for women 16..50).
#                   Card  Onc  Neu  Ped  Mat  Ort  Inf  Gen
_WARD_BY_BAND = (
    (0,    5,  20, 930,   0,   5,  20,  20),   # 0-1
    (0,   20,  30, 800,   0,  90,  30,  30),   # 2-15
    (80, 100, 120,   0,   0, 220, 140, 340),   # 16-50
    (200, 200, 120,  0,   0, 130,  70, 280),   # 51-64
    (250, 200, 140,  0,   0, 120,  50, 240),   # 65-79
    (270, 120, 150,  0,   0, 160,  50, 250),   # 80-99
)
# Sex multipliers (F, M) per ward, in tenths: men are admitted more for heart disease and infections (HIV, TB),
# women more to Orthopedics (osteoporotic fractures, hip replacements).
_WARD_SEX = ((8, 12), (10, 10), (10, 10), (10, 10), (10, 10), (11, 9), (8, 12), (10, 10))

# Diagnosis: (name, ward, weight per age band, (F, M) multiplier in percent).
_DIAGNOSES = (
    ("Heart Failure",          _CARD, (0, 0, 5, 20, 40, 60), (100, 100)),
    ("Myocardial Infarction",  _CARD, (0, 0, 10, 30, 30, 25), (60, 100)),
    ("Arrhythmia",             _CARD, (0, 0, 20, 20, 30, 30), (100, 100)),
    ("Hypertension",           _CARD, (0, 0, 20, 25, 20, 15), (100, 100)),
    ("Lung Cancer",            _ONC, (0, 0, 5, 30, 40, 30), (70, 100)),
    ("Breast Cancer",          _ONC, (0, 0, 30, 40, 30, 20), (150, 1)),
    ("Leukemia",               _ONC, (10, 10, 10, 10, 12, 12), (100, 100)),
    ("Colon Cancer",           _ONC, (0, 0, 5, 25, 35, 30), (100, 100)),
    ("HIV",                    _INF, (1, 1, 30, 15, 4, 1), (50, 100)),
    ("Hepatitis B",            _INF, (1, 1, 20, 20, 10, 5), (100, 100)),
    ("Tuberculosis",           _INF, (1, 5, 15, 15, 15, 10), (70, 100)),
    ("Influenza",              _INF, (30, 30, 20, 20, 40, 60), (100, 100)),
    ("Stroke",                 _NEU, (0, 1, 5, 30, 50, 60), (100, 100)),
    ("Parkinson",              _NEU, (0, 0, 0, 10, 30, 30), (80, 100)),
    ("Epilepsy",               _NEU, (30, 30, 30, 15, 10, 7), (100, 100)),
    ("Migraine",               _NEU, (0, 20, 40, 15, 5, 2), (180, 100)),
    ("Childbirth",             _MAT, (0, 0, 80, 0, 0, 0), (100, 0)),
    ("Pregnancy Complication", _MAT, (0, 0, 20, 0, 0, 0), (100, 0)),
    ("Bronchiolitis",          _PED, (80, 5, 0, 0, 0, 0), (100, 100)),
    ("Appendicitis",           _PED, (3, 30, 0, 0, 0, 0), (100, 100)),
    ("Asthma",                 _PED, (10, 30, 0, 0, 0, 0), (90, 110)),
    ("Fracture",               _ORT, (10, 40, 40, 30, 30, 40), (100, 100)),
    ("Hip Replacement",        _ORT, (0, 0, 2, 20, 40, 30), (110, 100)),
    ("Diabetes",               _GEN, (1, 10, 20, 30, 30, 20), (100, 100)),
    ("Pneumonia",              _GEN, (30, 20, 15, 20, 40, 60), (100, 100)),
    ("Gastritis",              _GEN, (5, 20, 30, 20, 15, 10), (100, 100)),
)
_DIAG_NAMES = [d[0] for d in _DIAGNOSES]
_DIAG_WARD = np.array([d[1] for d in _DIAGNOSES])

# Length of stay per diagnosis: (minimum days, median days); procedure fee in dollars.
_LOS = {
    "Heart Failure": (2, 6, 800), "Myocardial Infarction": (2, 5, 12000), "Arrhythmia": (1, 3, 1500),
    "Hypertension": (1, 2, 300), "Lung Cancer": (2, 8, 6000), "Breast Cancer": (1, 4, 7000),
    "Leukemia": (3, 14, 9000), "Colon Cancer": (3, 8, 8000), "HIV": (2, 7, 1200), "Hepatitis B": (2, 5, 900),
    "Tuberculosis": (5, 14, 1000), "Influenza": (1, 3, 150), "Stroke": (3, 8, 4000), "Parkinson": (2, 6, 1000),
    "Epilepsy": (1, 3, 1200), "Migraine": (1, 2, 400), "Childbirth": (1, 2, 3000),
    "Pregnancy Complication": (1, 4, 2000), "Bronchiolitis": (1, 3, 200), "Appendicitis": (1, 3, 8000),
    "Asthma": (1, 2, 200), "Fracture": (1, 4, 2500), "Hip Replacement": (2, 4, 15000), "Diabetes": (1, 4, 400),
    "Pneumonia": (2, 5, 500), "Gastritis": (1, 2, 600),
}
_LOS_MIN = np.array([_LOS[d][0] for d in _DIAG_NAMES], dtype=np.int64)
_LOS_MED = np.array([_LOS[d][1] for d in _DIAG_NAMES], dtype=np.int64)
_FEE_CENTS = np.array([_LOS[d][2] * 100 for d in _DIAG_NAMES], dtype=np.int64)
# Stays are longer for older patients: scale (in tenths) per age band.
_LOS_BAND_SCALE = np.array([10, 10, 10, 10, 12, 14], dtype=np.int64)
# Daily rate per ward, in dollars.
_DAILY_RATE_CENTS = np.array([3200, 3500, 3000, 2400, 2200, 2800, 2600, 2000], dtype=np.int64) * 100

# Attending physicians per ward with workload weights.
_PHYSICIANS = (
    (("Dr. Adams", 5), ("Dr. Bennett", 3), ("Dr. Castillo", 2)),        # Cardiology
    (("Dr. Dawson", 4), ("Dr. Ellison", 4), ("Dr. Fischer", 2)),        # Oncology
    (("Dr. Garner", 6), ("Dr. Hoffman", 4)),                            # Neurology
    (("Dr. Iverson", 5), ("Dr. Jensen", 3), ("Dr. Kowalski", 2)),       # Pediatrics
    (("Dr. Lindqvist", 6), ("Dr. Moreno", 4)),                          # Maternity
    (("Dr. Novak", 4), ("Dr. Okafor", 3), ("Dr. Petrov", 3)),           # Orthopedics
    (("Dr. Quinn", 7), ("Dr. Ramirez", 3)),                             # Infectious Diseases
    (("Dr. Sato", 4), ("Dr. Thornton", 4), ("Dr. Underwood", 2)),       # General Medicine
)

# ZIP codes with relative popularity (476xx Evansville, 478xx Terre Haute, 479xx Lafayette; Indiana).
_ZIPS = (
    ("47601", 14), ("47602", 30), ("47604", 8), ("47605", 22), ("47607", 12), ("47610", 18), ("47612", 6),
    ("47615", 5), ("47620", 16), ("47630", 25), ("47633", 4), ("47638", 7), ("47660", 9), ("47670", 11),
    ("47673", 20), ("47677", 35), ("47678", 24),
    ("47802", 28), ("47803", 22), ("47804", 12), ("47805", 9), ("47807", 18), ("47834", 6), ("47838", 3),
    ("47842", 5), ("47854", 2), ("47858", 4), ("47882", 3),
    ("47901", 24), ("47904", 20), ("47905", 33), ("47906", 40), ("47909", 30), ("47920", 5), ("47923", 4),
    ("47933", 12), ("47960", 6), ("47978", 8), ("47981", 3), ("47991", 2),
)

# First names by sex and birth cohort (born before 1980 / from 1980), most popular first.
_FIRST_F_OLD = (
    "Mary", "Patricia", "Linda", "Barbara", "Elizabeth", "Susan", "Margaret", "Dorothy", "Nancy", "Karen",
    "Betty", "Helen", "Sandra", "Donna", "Carol", "Ruth", "Sharon", "Deborah", "Shirley", "Joyce", "Cynthia",
    "Judith", "Virginia", "Janet", "Frances", "Kathleen", "Pamela", "Martha", "Brenda", "Debra", "Joan",
    "Evelyn", "Diane", "Gloria", "Rose", "Teresa",
)
_FIRST_F_YOUNG = (
    "Jessica", "Ashley", "Emily", "Sarah", "Jennifer", "Amanda", "Emma", "Olivia", "Hannah", "Samantha",
    "Madison", "Sophia", "Isabella", "Elizabeth", "Abigail", "Megan", "Lauren", "Ava", "Chloe", "Grace",
    "Mia", "Natalie", "Alexis", "Brittany", "Stephanie", "Rachel", "Nicole", "Victoria", "Lily", "Zoe",
    "Harper", "Ella", "Avery", "Kayla", "Amelia", "Charlotte",
)
_FIRST_M_OLD = (
    "James", "Robert", "John", "Michael", "William", "David", "Richard", "Charles", "Thomas", "Joseph",
    "Donald", "Ronald", "George", "Kenneth", "Larry", "Gary", "Paul", "Edward", "Frank", "Raymond", "Jerry",
    "Dennis", "Steven", "Harold", "Walter", "Roger", "Gerald", "Carl", "Arthur", "Eugene", "Henry", "Ralph",
    "Albert", "Wayne", "Howard", "Earl",
)
_FIRST_M_YOUNG = (
    "Michael", "Christopher", "Matthew", "Joshua", "Daniel", "Andrew", "Jacob", "Tyler", "Ryan", "Nicholas",
    "Brandon", "Justin", "Ethan", "Noah", "Liam", "Jonathan", "Austin", "Kevin", "Logan", "Mason", "Aiden",
    "Lucas", "Benjamin", "Alexander", "Elijah", "Jayden", "Caleb", "Dylan", "Nathan", "Zachary", "Owen",
    "Gabriel", "Isaac", "Carter", "Wyatt", "Henry",
)
_LAST = (
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Garcia", "Rodriguez", "Wilson",
    "Martinez", "Anderson", "Taylor", "Thomas", "Hernandez", "Moore", "Martin", "Jackson", "Thompson", "White",
    "Lopez", "Lee", "Gonzalez", "Harris", "Clark", "Lewis", "Robinson", "Walker", "Perez", "Hall", "Young",
    "Allen", "Sanchez", "Wright", "King", "Scott", "Green", "Baker", "Adams", "Nelson", "Hill", "Ramirez",
    "Campbell", "Mitchell", "Roberts", "Carter", "Phillips", "Evans", "Turner", "Torres", "Parker", "Collins",
    "Edwards", "Stewart", "Flores", "Morris", "Nguyen", "Murphy", "Rivera", "Cook", "Rogers", "Morgan",
    "Peterson", "Cooper", "Reed", "Bailey", "Bell", "Gomez", "Kelly", "Howard", "Ward", "Cox", "Diaz",
    "Richardson", "Wood", "Watson", "Brooks", "Bennett", "Gray", "James", "Reyes", "Cruz", "Hughes", "Price",
    "Myers", "Long", "Foster", "Sanders", "Ross", "Morales", "Powell", "Sullivan", "Russell", "Ortiz",
    "Jenkins", "Gutierrez", "Perry", "Butler", "Barnes", "Fisher",
)

_FIRST_DAY = np.datetime64("2023-01-01", "D")
_LAST_DAY = np.datetime64("2024-12-31", "D")
# Admissions per month (relative): busier in winter.
_MONTH_WEIGHT = np.array([115, 112, 105, 98, 95, 92, 90, 92, 96, 100, 105, 112], dtype=np.int64)


def _age_weights() -> tuple[np.ndarray, np.ndarray]:
    """Integer weights of age 0..99 at admission, for women and for men."""
    a = np.arange(100, dtype=np.int64)
    w = np.zeros(100, dtype=np.int64)
    w[0] = 350
    w[1] = 60
    w[2:16] = 28
    w[16:45] = 45 + (a[16:45] - 16)
    w[45:65] = 80 + 4 * (a[45:65] - 45)
    w[65:85] = 170 + 3 * (a[65:85] - 65)
    w[85:100] = 220 - 14 * (a[85:100] - 85)
    bump = np.maximum(0, 150 - (a - 30) ** 2 * 150 // 196)   # childbirth, ages 17..43
    return w + bump, w


def _maternity_percent() -> np.ndarray:
    """Chance (in %) that a woman of age 0..99 is admitted to Maternity: parabola peaking at 30."""
    a = np.arange(100, dtype=np.int64)
    p = np.maximum(1, 55 - (a - 30) ** 2 * 55 // 225)
    p[(a < 16) | (a > 50)] = 0
    return p


def _pick(rng: np.random.Generator, weights, size: int) -> np.ndarray:
    """Indices drawn with probability proportional to integer ``weights`` (exact integer arithmetic)."""
    cum = np.cumsum(np.asarray(weights, dtype=np.int64))
    if size == 0:
        return np.zeros(0, dtype=np.int64)
    if cum[-1] <= 0:
        raise ValueError("all weights are zero")
    draws = rng.integers(0, cum[-1], size=size, dtype=np.int64)
    return np.searchsorted(cum, draws, side="right").astype(np.int64)


def _zipf(n: int) -> np.ndarray:
    """Integer Zipf-like popularity for n ranked names (rank 1 about 5× rank n)."""
    return (100_000 // (np.arange(n, dtype=np.int64) + 8)).astype(np.int64)


def _ymd(days: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Year, month (1..12) and day (1..31) of datetime64[D] values."""
    months = days.astype("datetime64[M]")
    year = months.astype("datetime64[Y]").astype(np.int64) + 1970
    month = months.astype(np.int64) % 12 + 1
    day = (days - months.astype("datetime64[D]")).astype(np.int64) + 1
    return year, month, day


def _date(year: np.ndarray, month: np.ndarray, day: np.ndarray) -> np.ndarray:
    """datetime64[D] from components; 29 February in a common year becomes 28 February."""
    leap = (year % 4 == 0) & ((year % 100 != 0) | (year % 400 == 0))
    day = np.where((month == 2) & (day == 29) & ~leap, 28, day)
    months = ((year - 1970) * 12 + (month - 1)).astype("datetime64[M]")
    return months.astype("datetime64[D]") + (day - 1).astype("timedelta64[D]")


def _exact_age(birth: np.ndarray, on: np.ndarray) -> np.ndarray:
    by, bm, bd = _ymd(birth)
    oy, om, od = _ymd(on)
    return oy - by - ((om < bm) | ((om == bm) & (od < bd))).astype(np.int64)


def _text(values: np.ndarray) -> np.ndarray:
    """Integers as decimal text (object array of str)."""
    return np.array([str(v) for v in values.tolist()], dtype=object)


def generate_hospital(rows: int = 5000, seed: int = 2024) -> pd.DataFrame:
    """A synthetic hospital discharge table of ``rows`` rows, reproducible from ``seed``; all cells are ``str``.

    See the module docstring for the columns, the distributions and the determinism guarantees.
    """
    rows = int(rows)
    if rows < 0:
        raise ValueError("rows must be >= 0")
    rng = np.random.default_rng(seed)
    n = rows

    # Sex (0 = F, 1 = M) and age at admission.
    sex = _pick(rng, [53, 47], n)
    age = np.zeros(n, dtype=np.int64)
    for s, weights in enumerate(_age_weights()):
        idx = np.flatnonzero(sex == s)
        age[idx] = _pick(rng, weights, idx.size)

    # Admission date, busier in winter.
    all_days = np.arange(_FIRST_DAY, _LAST_DAY + np.timedelta64(1, "D"))
    day_weight = _MONTH_WEIGHT[_ymd(all_days)[1] - 1]
    admission = all_days[_pick(rng, day_weight, n)]

    # Birth date: in (admission - (age+1) years, admission - age years], strictly before admission.
    ay, am, ad = _ymd(admission)
    anniv = _date(ay - age, am, ad)           # the age-th birthday falls on this day if born then
    before = _date(ay - age - 1, am, ad)
    span = (anniv - before).astype(np.int64)  # 365 or 366 possible birth days
    back = rng.integers(0, span, dtype=np.int64)
    infant = age == 0
    # Infants: never born on the admission day itself, and 40 % admitted within their first four weeks.
    early = rng.integers(0, 100, size=n, dtype=np.int64) < 40
    back = np.where(infant, np.where(early, 1 + back % 28, 1 + back % (span - 1)), back)
    birth = anniv - back.astype("timedelta64[D]")
    if n and not np.array_equal(_exact_age(birth, admission), age):  # pragma: no cover - internal invariant
        raise AssertionError("birth date does not give the drawn age")
    band = np.searchsorted(_BAND_LOWER, age, side="right") - 1

    # Ward: Maternity by age for women 16..50, otherwise by age band and sex.
    ward = np.full(n, -1, dtype=np.int64)
    maternity = (sex == 0) & (rng.integers(0, 100, size=n, dtype=np.int64) < _maternity_percent()[age])
    ward[maternity] = _MAT
    for b in range(len(_BAND_LOWER)):
        for s in (0, 1):
            idx = np.flatnonzero((band == b) & (sex == s) & ~maternity)
            weights = [w * _WARD_SEX[k][s] for k, w in enumerate(_WARD_BY_BAND[b])]
            ward[idx] = _pick(rng, weights, idx.size)

    # Diagnosis within the ward, by age band and sex.
    diagnosis = np.full(n, -1, dtype=np.int64)
    for w in range(len(HOSPITAL_WARDS)):
        codes = np.flatnonzero(_DIAG_WARD == w)
        for b in range(len(_BAND_LOWER)):
            for s in (0, 1):
                idx = np.flatnonzero((ward == w) & (band == b) & (sex == s))
                if idx.size == 0:
                    continue
                weights = [_DIAGNOSES[c][2][b] * _DIAGNOSES[c][3][s] for c in codes]
                diagnosis[idx] = codes[_pick(rng, weights, idx.size)]

    # Attending physician.
    physician = np.empty(n, dtype=object)
    for w, doctors in enumerate(_PHYSICIANS):
        idx = np.flatnonzero(ward == w)
        names = np.array([d[0] for d in doctors], dtype=object)
        physician[idx] = names[_pick(rng, [d[1] for d in doctors], idx.size)]

    # Length of stay: min + round(scale × log-logistic(shape 2) with median 1), capped.
    u = rng.random(n)
    scale = (_LOS_MED[diagnosis] - _LOS_MIN[diagnosis]) * _LOS_BAND_SCALE[band] / 10.0
    extra = np.floor(scale * np.sqrt(u / (1.0 - u)) + 0.5).astype(np.int64)
    cap = np.minimum(120, 10 * _LOS_MED[diagnosis])
    los = np.minimum(_LOS_MIN[diagnosis] + extra, cap)

    # Cost in integer cents: stay × daily rate × noise + procedure fee × noise.
    noise_stay = rng.integers(850, 1151, size=n, dtype=np.int64)
    noise_fee = rng.integers(850, 1151, size=n, dtype=np.int64)
    cents = (los * _DAILY_RATE_CENTS[ward] * noise_stay) // 1000 + (_FEE_CENTS[diagnosis] * noise_fee) // 1000
    cents += rng.integers(0, 100, size=n, dtype=np.int64)   # odd cents

    # ZIP code.
    zip_codes = np.array([z[0] for z in _ZIPS], dtype=object)[_pick(rng, [z[1] for z in _ZIPS], n)]

    # Names: first name by sex and birth cohort, surname independent.
    first = np.empty(n, dtype=object)
    young = _ymd(birth)[0] >= 1980
    for s, lists in ((0, (_FIRST_F_OLD, _FIRST_F_YOUNG)), (1, (_FIRST_M_OLD, _FIRST_M_YOUNG))):
        for cohort, names in enumerate(lists):
            idx = np.flatnonzero((sex == s) & (young == bool(cohort)))
            first[idx] = np.array(names, dtype=object)[_pick(rng, _zipf(len(names)), idx.size)]
    last = np.array(_LAST, dtype=object)[_pick(rng, _zipf(len(_LAST)), n)]

    # Patient ids: distinct random numbers (uncorrelated with anything); rows in admission-date order.
    width = max(6, len(str(4 * n)))
    ids = rng.choice(10 ** width - 1, size=n, replace=False) + 1 if n else np.zeros(0, dtype=np.int64)
    order = np.argsort(admission, kind="stable")

    cost_text = np.array([f"{c // 100}.{c % 100:02d}" for c in cents.tolist()], dtype=object)
    frame = pd.DataFrame({
        "patient_id": np.array([f"P{i:0{width}d}" for i in ids.tolist()], dtype=object),
        "name": first + " " + last,
        "sex": np.array(["F", "M"], dtype=object)[sex],
        "birth_date": np.datetime_as_string(birth, unit="D").astype(object),
        "zip_code": zip_codes,
        "admission_date": np.datetime_as_string(admission, unit="D").astype(object),
        "ward": np.array(HOSPITAL_WARDS, dtype=object)[ward],
        "diagnosis": np.array(_DIAG_NAMES, dtype=object)[diagnosis],
        "physician": physician,
        "length_of_stay": _text(los),
        "cost": cost_text,
    }, columns=HOSPITAL_COLUMNS)
    return frame.iloc[order].reset_index(drop=True)
