"""installer/linux/icu_data.py: the frozen Linux folder's copy of Qt's ICU data, trimmed to English and Chinese.
Oracles: rewriting every item gives back PySide6's package byte for byte; ICU's own icupkg lists the trimmed package
and finds no item missing that another needs; ICU loads it (collation, converters) through Qt's ICU libraries."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.conftest import REPO

spec = importlib.util.spec_from_file_location("icu_data", REPO / "installer" / "linux" / "icu_data.py")
icu_data = importlib.util.module_from_spec(spec)
spec.loader.exec_module(icu_data)


def qt_icu_data() -> Path:
    if sys.platform != "linux" or not shutil.which("readelf"):
        pytest.skip("the Linux installer's ICU data (needs binutils)")
    import PySide6
    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    if not found:
        pytest.skip("this PySide6 has no ICU data library")
    return found[0]


def library_package(library: Path) -> bytes:
    _, offset, size = icu_data._data_symbol(library)
    return library.read_bytes()[offset:offset + size]


def test_rewriting_every_item_gives_back_pyside6s_package():
    package = library_package(qt_icu_data())
    assert icu_data.write_items(*icu_data.read_items(package)) == package


def test_icupkg_lists_the_trimmed_package_with_nothing_missing(tmp_path):
    if not shutil.which("icupkg"):
        pytest.skip("icupkg is not installed (apt-get install icu-devtools)")
    package = library_package(qt_icu_data())
    header, items = icu_data.read_items(package)
    prefix = items[0][0].split("/")[0]  # icudt73l: icupkg wants the file named so
    (tmp_path / f"{prefix}.dat").write_bytes(icu_data.trimmed_package(package))
    listed = subprocess.run(["icupkg", "-l", f"{prefix}.dat"], cwd=tmp_path, capture_output=True, text=True)
    assert listed.returncode == 0 and "missing" not in listed.stderr, listed.stderr
    kept = set(listed.stdout.split())
    assert kept == {name.split("/", 1)[1] for name, _ in items if icu_data.wanted(name)}
    assert {"root.res", "pool.res", "en.res", "zh.res", "zh_Hant_TW.res", "coll/zh.res", "coll/ucadata.icu",
            "cnvalias.icu", "gb18030.cnv", "zoneinfo64.res", "brkitr/cjdict.dict", "curr/zh.res"} <= kept
    assert not {"de.res", "coll/de.res", "ja.res", "translit/root.res", "euc-jp-2007.cnv"} & kept
    assert len(icu_data.trimmed_package(package)) < 0.5 * len(package)


@given(st.lists(st.binary(min_size=1, max_size=40).map(lambda data: data + b"\xaa" * (-len(data) % 16)),
                min_size=1, max_size=12))
def test_items_written_are_read_back(payloads):
    header = b"\x14\x00\xda\x27" + bytes(16)
    items = [(f"icudt99l/item{i:03d}.res", data) for i, data in enumerate(payloads)]
    assert icu_data.read_items(icu_data.write_items(header, items)) == (header, items)


ICU_PROBE = """
import ctypes, json, sys
folder, version = sys.argv[1], sys.argv[2]
uc = ctypes.CDLL(f"{folder}/libicuuc.so.{version}")
i18n = ctypes.CDLL(f"{folder}/libicui18n.so.{version}")
error_name = getattr(uc, f"u_errorName_{version}")
error_name.restype = ctypes.c_char_p
openers = {"collator": getattr(i18n, f"ucol_open_{version}"), "converter": getattr(uc, f"ucnv_open_{version}")}
result = {}
for kind, names in (("collator", sys.argv[3].split(",")), ("converter", sys.argv[4].split(","))):
    openers[kind].restype = ctypes.c_void_p
    for name in names:
        status = ctypes.c_int(0)
        opened = bool(openers[kind](name.encode(), ctypes.byref(status)))
        result[name] = [opened, error_name(status.value).decode()]
print(json.dumps(result))
"""


def test_qts_icu_loads_the_trimmed_library(tmp_path):
    """Collation and converters of the kept languages load; another language falls back to a kept locale. In a
    fresh process: one that has loaded Qt holds PySide6's own ICU data already."""
    library = qt_icu_data()
    if not shutil.which("as") or not shutil.which("ld"):
        pytest.skip("binutils (as, ld) are not installed")
    trimmed = icu_data.trimmed_icu_data(library, tmp_path)
    version = re.search(r"\.so\.(\d+)$", library.name).group(1)
    for name in (f"libicuuc.so.{version}", f"libicui18n.so.{version}"):
        shutil.copy(library.parent / name, tmp_path / name)  # their RUNPATH $ORIGIN finds the trimmed data beside
    probe = subprocess.run([sys.executable, "-c", ICU_PROBE, str(tmp_path), version, "zh,en_US,zh_Hant_TW,de_DE",
                            "GB18030,Big5,EUC-JP"], capture_output=True, text=True, timeout=60,
                           env={"PATH": "/usr/bin:/bin", "LC_ALL": "C"})
    assert probe.returncode == 0, probe.stderr
    outcome = json.loads(probe.stdout)
    assert trimmed.stat().st_size < library.stat().st_size / 2
    assert outcome["zh"] == outcome["GB18030"] == outcome["Big5"] == [True, "U_ZERO_ERROR"]
    assert outcome["en_US"][0] and outcome["zh_Hant_TW"][0]
    assert outcome["de_DE"] in ([True, "U_USING_FALLBACK_WARNING"], [True, "U_USING_DEFAULT_WARNING"])
    assert outcome["EUC-JP"] == [False, "U_FILE_ACCESS_ERROR"]
