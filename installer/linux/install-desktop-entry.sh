#!/usr/bin/env bash
# Put PrivDesk in this user's application menu and open .privdesk project files with it; no root needed. Run it in
# the unpacked privdesk folder, again after moving the folder:
#
#   ./install-desktop-entry.sh            (--remove takes the entry, the file type and the icon away again)
#
# Writes, under ${XDG_DATA_HOME:-~/.local/share}: applications/privdesk.desktop, mime/packages/privdesk.xml (the
# application/x-privdesk type for *.privdesk) and icons/hicolor/256x256/apps/privdesk.png.
set -euo pipefail
folder=$(cd "$(dirname "$0")" && pwd)
data="${XDG_DATA_HOME:-$HOME/.local/share}"
desktop="$data/applications/privdesk.desktop"
mime="$data/mime/packages/privdesk.xml"
icon="$data/icons/hicolor/256x256/apps/privdesk.png"

if [ "${1:-}" = "--remove" ]; then
  rm -f "$desktop" "$mime" "$icon"
  echo "PrivDesk's menu entry and file type are removed."
else
  if [ ! -x "$folder/privdesk" ]; then
    echo "install-desktop-entry.sh: run it in the privdesk folder (no $folder/privdesk)" >&2
    exit 2
  fi
  mkdir -p "$(dirname "$desktop")" "$(dirname "$mime")" "$(dirname "$icon")"
  cp "$folder/_internal/privdesk/resources/icons/privdesk.png" "$icon"
  cat > "$mime" <<XML
<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="application/x-privdesk">
    <comment>PrivDesk project</comment>
    <glob pattern="*.privdesk"/>
  </mime-type>
</mime-info>
XML
  exec_path=$(printf '%s' "$folder/privdesk" | sed 's/[\\"`$]/\\\\&/g')
  cat > "$desktop" <<DESKTOP
[Desktop Entry]
Type=Application
Name=PrivDesk
Comment=Prepare a table for release and prove that it is safe to release
Exec="$exec_path" %f
Icon=privdesk
Terminal=false
Categories=Office;Science;
MimeType=application/x-privdesk;
DESKTOP
  echo "PrivDesk is in the application menu ($desktop) and opens .privdesk files."
fi
if command -v update-mime-database >/dev/null 2>&1; then update-mime-database "$data/mime" >/dev/null 2>&1 || true; fi
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database "$data/applications" >/dev/null 2>&1 || true
fi
