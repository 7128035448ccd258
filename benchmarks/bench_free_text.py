"""Free-text detection against a generated corpus of Chinese and English notes with planted spans: recall and
precision per kind, and the speed of redacting a column of notes.

Run by hand:  python benchmarks/bench_free_text.py [--notes 20000] [--speed 100000] [--seed 5]
              python benchmarks/bench_free_text.py --notes 0 --speed 0 --engines memory,duckdb --rows 300000
              python benchmarks/bench_free_text.py --notes 0 --speed 0 --audit memory,duckdb --rows 1000000
Each note is built from templates with known spans (names from lists, resident ID numbers with a valid check
character, mobiles and landlines, e-mail, bank cards passing Luhn, record numbers, addresses, dates) and text that
must not be touched (ICD-10 codes, doses, lab values). A planted span is found when a detected span covers it with
a kind of the same family; a detected span that overlaps no planted span is a false positive. Results go into
benchmarks/RESULTS.md by hand.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from privdesk.engine.detect.free_text import find_spans, luhn_ok  # noqa: E402

SURNAMES = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢")
GIVEN = list("伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉兰萍红建国文辉力斌宇浩凯")
FIRST = ["James", "Mary", "John", "Patricia", "Robert", "Jennifer", "Michael", "Linda", "William", "Elizabeth",
         "David", "Susan", "Richard", "Jessica", "Joseph", "Sarah", "Thomas", "Karen", "Charles", "Nancy"]
LAST = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Wilson", "Anderson",
        "Taylor", "Thomas", "Moore", "Martin", "Jackson", "Thompson", "White", "Harris", "Clark", "Lewis"]
STREETS_ZH = ["中山路", "人民路", "解放路", "建设路", "和平街", "长江路", "黄河路", "新华街"]
CITIES = [("北京市", "朝阳区"), ("上海市", "浦东新区"), ("广东省广州市", "天河区"), ("浙江省杭州市", "西湖区"),
          ("四川省成都市", "武侯区")]
STREETS_EN = ["Oak", "Maple", "Cedar", "Elm", "Pine", "Washington", "Lake", "Hill"]
UNTOUCHED = ["诊断J18.9，予头孢曲松2g qd", "血压140/90 mmHg，WBC 12.5×10^9/L", "ICD-10 I10, metformin 500 mg bid",
             "HbA1c 7.2%, eGFR 85 mL/min", "阿莫西林0.5g tid，体温38.5℃"]
FAMILY = {"mobile": "phone", "phone": "phone", "identifier": "identifier"}


def family(kind: str) -> str:
    return FAMILY.get(kind, kind)


def resident_id(rng) -> str:
    body = f"{rng.choice([110105, 310115, 440106, 330106, 510107])}{rng.integers(1940, 2010)}" \
           f"{rng.integers(1, 13):02d}{rng.integers(1, 29):02d}{rng.integers(0, 1000):03d}"
    total = sum(int(c) * pow(2, 17 - i, 11) for i, c in enumerate(body))
    check = (12 - total % 11) % 11
    return body + ("X" if check == 10 else str(check))


def bank_card(rng) -> str:
    digits = "6222" + "".join(str(d) for d in rng.integers(0, 10, 11))
    for last in range(10):
        if luhn_ok(digits + str(last)):
            return digits + str(last)
    raise AssertionError


def zh_name(rng) -> str:
    return rng.choice(SURNAMES) + "".join(rng.choice(GIVEN, rng.integers(1, 3)))


def note(rng) -> tuple[str, list[tuple[int, int, str]]]:
    """One note and its planted spans (start, end, kind)."""
    parts: list[tuple[str, str | None]] = []
    if rng.random() < 0.5:
        city, district = CITIES[rng.integers(len(CITIES))]
        parts += [("患者", None), (zh_name(rng), "name"), (f"，{rng.choice(['男', '女'])}，{rng.integers(18, 90)}岁，身份证号", None),
                  (resident_id(rng), "id_number"), ("，联系电话", None),
                  (f"1{rng.choice([3, 5, 8])}{rng.integers(0, 10 ** 9):09d}", "mobile"), ("，家住", None),
                  (f"{city}{district}{rng.choice(STREETS_ZH)}{rng.integers(1, 300)}号", "address"), ("。", None),
                  (f"{rng.integers(2018, 2025)}年{rng.integers(1, 13)}月{rng.integers(1, 29)}日", "date"),
                  (f"入院，{rng.choice(UNTOUCHED)}。家属", None), (zh_name(rng), "name"), ("陪同，座机", None),
                  (f"0{rng.choice([10, 21, 20])}-{rng.integers(2, 10)}{rng.integers(0, 10 ** 7):07d}", "phone"),
                  ("，银行卡", None), (bank_card(rng), "bank_card"), ("。", None)]
    else:
        parts += [("Patient ", None), (f"{rng.choice(FIRST)} {rng.choice(LAST)}", "name"), (" (MRN ", None),
                  (f"{rng.integers(10 ** 6, 10 ** 7)}", "record"), (") seen on ", None),
                  (f"{rng.choice(['March', 'June', 'October'])} {rng.integers(1, 29)}, {rng.integers(2018, 2025)}",
                   "date"), ("; phone ", None),
                  (f"({rng.integers(200, 999)}) {rng.integers(200, 999)}-{rng.integers(0, 10000):04d}", "phone"),
                  (", e-mail ", None), (f"{rng.choice(FIRST).lower()}.{rng.choice(LAST).lower()}@example.org", "email"),
                  (". Lives at ", None),
                  (f"{rng.integers(1, 9999)} {rng.choice(STREETS_EN)} Street", "address"),
                  (f". {rng.choice(UNTOUCHED)}. Seen with Dr. ", None), (f"{rng.choice(LAST)}", "name"), (".", None)]
    text, spans, at = "", [], 0
    for piece, kind in parts:
        if kind:
            spans.append((at, at + len(piece), kind))
        text += piece
        at += len(piece)
    return text, spans


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=20_000)
    parser.add_argument("--speed", type=int, default=100_000, help="notes redacted as one column, for the speed")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--engines", default="", help="anonymize a table of --rows notes with --free-text on "
                                                      "these row engines (comma-separated): wall time, peak "
                                                      "memory, same release")
    parser.add_argument("--audit", default="", help="audit a release of --rows redacted notes, one of them "
                                                    "keeping a mobile number, on these row engines")
    parser.add_argument("--rows", type=int, default=300_000)
    args = parser.parse_args()
    if args.engines:
        engines(args.engines.split(","), args.rows, args.seed)
    if args.audit:
        audit(args.audit.split(","), args.rows, args.seed)
    rng = np.random.default_rng(args.seed)
    planted, found, hit, false = Counter(), Counter(), Counter(), Counter()
    started = time.perf_counter()
    for _ in range(args.notes):
        text, spans = note(rng)
        detected = find_spans(text)
        for start, end, kind in spans:
            planted[family(kind)] += 1
            if any(s.start <= start and s.end >= end and family(s.kind) == family(kind) for s in detected):
                hit[family(kind)] += 1
        for s in detected:
            found[family(s.kind)] += 1
            if not any(s.start < end and s.end > start for start, end, _kind in spans):
                false[family(s.kind)] += 1
    seconds = time.perf_counter() - started
    if not args.notes:
        return
    print(f"{args.notes:,} notes in {seconds:.1f} s (one core, {seconds / args.notes * 1e6:.0f} µs a note)")
    print("| kind | planted | recall | detected | precision |")
    print("|---|---|---|---|---|")
    for kind in sorted(set(planted) | set(found)):
        recall = hit[kind] / planted[kind] if planted[kind] else float("nan")
        precision = 1 - false[kind] / found[kind] if found[kind] else float("nan")
        print(f"| {kind} | {planted[kind]:,} | {recall:.2%} | {found[kind]:,} | {precision:.2%} |")
    if args.speed:
        from privdesk.engine.core.dataset import Dataset
        from privdesk.engine.detect.redact import redact_column
        import pandas as pd

        texts = [note(rng)[0] for _ in range(args.speed)]
        column = Dataset.from_frame(pd.DataFrame({"notes": texts})).column("notes")
        started = time.perf_counter()
        redacted = redact_column(column)
        seconds = time.perf_counter() - started
        print(f"redact_column of {args.speed:,} notes: {seconds:.1f} s wall ({redacted.cells:,} cells changed); "
              f"10^6 notes at this rate: {seconds * 1e6 / args.speed:.0f} s")


def engines(names: list[str], rows: int, seed: int) -> None:
    """``privdesk anonymize --free-text note`` of one generated table (Parquet; sex, age, diagnosis and a note
    per row) on each engine, each in its own process: wall time, peak memory of the largest process (GNU time's
    maximum resident set) and whether the released notes equal the first engine's."""
    import json
    import subprocess
    import tempfile

    import pandas as pd

    rng = np.random.default_rng(seed)
    folder = Path(tempfile.mkdtemp(prefix="privdesk-free-text-"))
    frame = pd.DataFrame({"sex": rng.choice(["m", "f"], rows), "age": rng.integers(20, 90, rows).astype(str),
                          "dx": rng.choice(["J18.9", "I10", "E11.9", "K35.8"], rows),
                          "note": [note(rng)[0] for _ in range(rows)]})
    frame.to_parquet(folder / "notes.parquet", index=False)
    first = None
    for engine in names:
        out = folder / engine
        command = ["/usr/bin/time", "-f", "%e %M", sys.executable, "-m", "privdesk", "anonymize",
                   str(folder / "notes.parquet"), "--qi", "sex,age", "--sensitive", "dx", "--k", "5",
                   "--suppression", "0.1", "--free-text", "note", "--format", "parquet", "--engine", engine,
                   "--out", str(out), "--json"]
        done = subprocess.run(command, capture_output=True, text=True, cwd=Path(__file__).resolve().parents[1])
        wall, peak = done.stderr.strip().splitlines()[-1].split()
        summary = json.loads(done.stdout)
        notes = sorted(pd.read_parquet(out / "anonymized.parquet")["note"])
        first = notes if first is None else first
        print(f"{engine}: {rows:,} notes, {float(wall):.1f} s wall, peak {int(peak) / 1024:.0f} MB, "
              f"spans {sum(summary['details']['free_text'][0]['spans'].values()):,}, same notes: {notes == first}")


def audit(names: list[str], rows: int, seed: int) -> None:
    """``privdesk audit`` of a release of ``rows`` distinct notes, redacted by their planted spans (each replaced
    by PrivDesk's label of its kind), one note in the middle keeping a mobile number: on each engine, in its own
    process, wall time, peak memory and whether the audit failed naming the mobile (every note is searched)."""
    import json
    import subprocess
    import tempfile

    import pandas as pd

    from privdesk.engine.detect.redact import LABELS

    rng = np.random.default_rng(seed)
    folder = Path(tempfile.mkdtemp(prefix="privdesk-free-text-audit-"))
    notes = []
    for i in range(rows):
        text, spans = note(rng)
        chinese = any("\u4e00" <= c <= "\u9fff" for c in text)
        labels = LABELS["zh" if chinese else "en"]
        for start, end, kind in sorted(spans, reverse=True):
            text = text[:start] + labels.get(kind, "[IDENTIFIER]") + text[end:]
        # redacted notes repeat; a visit count makes every one distinct, as real notes are
        notes.append(text + (f"第{i}次随访。" if chinese else f" Visit {i}."))
    notes[rows // 2] += " 家属电话13912345678。"
    frame = pd.DataFrame({"sex": rng.choice(["m", "f"], rows), "age": rng.integers(20, 90, rows).astype(str),
                          "dx": rng.choice(["J18.9", "I10", "E11.9", "K35.8"], rows), "note": notes})
    frame.to_parquet(folder / "release.parquet", index=False)
    for engine in names:
        command = ["/usr/bin/time", "-f", "%e %M", sys.executable, "-m", "privdesk", "audit",
                   str(folder / "release.parquet"), "--qi", "sex,age", "--sensitive", "dx", "--engine", engine,
                   "--out", str(folder / engine), "--json"]
        done = subprocess.run(command, capture_output=True, text=True, cwd=Path(__file__).resolve().parents[1])
        wall, peak = done.stderr.strip().splitlines()[-1].split()
        entries = [e for e in json.loads(done.stdout)["verdict"]["entries"] if e.get("attribute") == "note"]
        print(f"{engine}: {rows:,} distinct notes, {float(wall):.1f} s wall, peak {int(peak) / 1024:.0f} MB, exit "
              f"{done.returncode}: {entries[0]['sentence'] if entries else 'no finding'}")


if __name__ == "__main__":
    main()
