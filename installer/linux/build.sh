#!/usr/bin/env bash
# Build PrivDesk for Linux: the one-folder program (PyInstaller, installer/privdesk.spec) and a .tar.gz of it.
#
#   installer/linux/build.sh [--out DIR]            (default DIR: build/linux in the repository)
#
# Needs Python 3.11+ with PrivDesk's dependencies (pip install .) and PyInstaller
# (pip install -r installer/requirements.txt), and binutils (strip, readelf, as, ld). Makes:
#   DIR/privdesk/                                     the folder; run DIR/privdesk/privdesk
#   DIR/privdesk-VERSION-linux-ARCH.tar.gz            the same folder, packed
# and then checks that this machine has the system libraries the folder takes from the system (check-libraries.sh,
# also inside the folder, lists them). No AppImage: its runtime and appimagetool are downloads from GitHub, not
# packages of PyPI or Debian, so it cannot be built offline here (README.md, "Installers").
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
out="$repo/build/linux"
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=$(mkdir -p "$2" && cd "$2" && pwd); shift 2 ;;
    -h|--help) sed -n '2,13p' "$0" | cut -c3-; exit 0 ;;
    *) echo "build.sh: unknown argument $1 (see build.sh --help)" >&2; exit 2 ;;
  esac
done
python=${PYTHON:-python3}

"$python" -c 'import PyInstaller' 2>/dev/null || {
  echo "build.sh: PyInstaller is missing; install it with: $python -m pip install -r installer/requirements.txt" >&2
  exit 2
}
"$python" -c 'import PySide6, pandas, numpy, matplotlib, openpyxl, xlrd, cryptography, charset_normalizer, platformdirs' \
  2>/dev/null || { echo "build.sh: PrivDesk's dependencies are missing; install them with: $python -m pip install ." >&2
                   exit 2; }
for tool in strip readelf ldd as ld; do
  command -v "$tool" >/dev/null || { echo "build.sh: $tool is missing (Debian/Ubuntu: apt-get install binutils)" >&2; exit 2; }
done

version=$("$python" -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' \
          "$repo/pyproject.toml")
archive="$out/privdesk-$version-linux-$(uname -m).tar.gz"
started=$(date +%s)
"$python" -m PyInstaller "$repo/installer/privdesk.spec" --noconfirm --log-level WARN \
  --distpath "$out" --workpath "$out/work"
cp "$repo/installer/linux/check-libraries.sh" "$repo/installer/linux/install-desktop-entry.sh" "$out/privdesk/"
rm -f "$archive"
tar -C "$out" -czf "$archive" privdesk
finished=$(date +%s)

folder_bytes=$(du -sb "$out/privdesk" | cut -f1)
echo "Built in $((finished - started)) s:"
echo "  $out/privdesk  ($((folder_bytes / 1000000)) MB, $(find "$out/privdesk" -type f | wc -l) files)"
echo "  $archive  ($(( $(stat -c %s "$archive") / 1000000 )) MB)"
"$out/privdesk/check-libraries.sh" "$out/privdesk" || echo "(The folder is built; the machines that run it need these.)"
