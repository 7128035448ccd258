#!/usr/bin/env bash
# Does this machine have the system libraries PrivDesk takes from the system? Run it in the unpacked folder:
#
#   ./check-libraries.sh [FOLDER]        (FOLDER: the privdesk folder; default: the folder this script is in)
#
# The folder bundles Python, Qt and every Python package, but, as Qt's own deployment guide says, not the libraries of
# the desktop itself, which must match the machine's X server, graphics driver, D-Bus and fonts. On Debian/Ubuntu:
#
#   X11 window:  libxcb1 libx11-6 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
#                libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1
#                libxcb-xfixes0 libxcb-xkb1 libxcb-util1 libxkbcommon0 libxkbcommon-x11-0
#   all:         libegl1 libgl1 libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0 (libglib2.0-0t64 on Debian 13 and
#                Ubuntu 24.04) and glibc 2.36 or newer (the build machine's)
#   optional:    libwayland-client0 libwayland-cursor0 libwayland-egl1 (native Wayland window; without them Qt uses
#                X11 through XWayland)
#
# It asks the dynamic linker (ldd) about every bundled library and plugin and names each library that is missing and
# the package that has it. Exit 0: all required libraries are there (missing optional ones are named as a note);
# 1: some are missing; 2: not a PrivDesk folder.
set -uo pipefail
folder="${1:-$(cd "$(dirname "$0")" && pwd)}"
internal="$folder/_internal"
qt="$internal/PySide6/Qt"
if [ ! -d "$qt/plugins/platforms" ]; then
  echo "check-libraries.sh: $folder is not a PrivDesk folder (no _internal/PySide6/Qt/plugins/platforms)" >&2
  exit 2
fi
export LD_LIBRARY_PATH="$internal:$qt/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

package_of() {  # soname -> Debian/Ubuntu package
  case "$1" in
    libxcb.so.*) echo libxcb1 ;;
    libxcb-cursor.so.*) echo libxcb-cursor0 ;;
    libxcb-icccm.so.*) echo libxcb-icccm4 ;;
    libxcb-image.so.*) echo libxcb-image0 ;;
    libxcb-keysyms.so.*) echo libxcb-keysyms1 ;;
    libxcb-randr.so.*) echo libxcb-randr0 ;;
    libxcb-render-util.so.*) echo libxcb-render-util0 ;;
    libxcb-render.so.*) echo libxcb-render0 ;;
    libxcb-shape.so.*) echo libxcb-shape0 ;;
    libxcb-shm.so.*) echo libxcb-shm0 ;;
    libxcb-sync.so.*) echo libxcb-sync1 ;;
    libxcb-xfixes.so.*) echo libxcb-xfixes0 ;;
    libxcb-xkb.so.*) echo libxcb-xkb1 ;;
    libxcb-util.so.*) echo libxcb-util1 ;;
    libxcb-glx.so.*) echo libxcb-glx0 ;;
    libX11-xcb.so.*) echo libx11-xcb1 ;;
    libX11.so.*) echo libx11-6 ;;
    libXau.so.*) echo libxau6 ;;
    libXdmcp.so.*) echo libxdmcp6 ;;
    libxkbcommon-x11.so.*) echo libxkbcommon-x11-0 ;;
    libxkbcommon.so.*) echo libxkbcommon0 ;;
    libEGL.so.*) echo libegl1 ;;
    libGL.so.*|libGLX.so.*|libGLdispatch.so.*) echo libgl1 ;;
    libOpenGL.so.*) echo libopengl0 ;;
    libfontconfig.so.*) echo libfontconfig1 ;;
    libfreetype.so.*) echo libfreetype6 ;;
    libpng16.so.*) echo libpng16-16 ;;
    libexpat.so.*) echo libexpat1 ;;
    libbrotli*) echo libbrotli1 ;;
    libdbus-1.so.*) echo libdbus-1-3 ;;
    libglib-2.0.so.*|libgthread-2.0.so.*|libgobject-2.0.so.*|libgio-2.0.so.*) echo libglib2.0-0 ;;
    libwayland-client.so.*) echo libwayland-client0 ;;
    libwayland-cursor.so.*) echo libwayland-cursor0 ;;
    libwayland-egl.so.*) echo libwayland-egl1 ;;
    libzstd.so.*) echo libzstd1 ;;
    *) echo "the package that provides $1" ;;
  esac
}

missing_in() {  # files... -> the sonames they need that the linker cannot find, one a line
  local file
  for file in "$@"; do
    ldd "$file" 2>/dev/null | awk '/=> not found/ {print $1}'
  done | sort -u
}

# Required: every bundled library and module, and the X11 and offscreen platforms. Optional: the Wayland platform and
# its plugins, OpenGL on X11, input methods, the desktop-portal theme.
# Qt's Wayland client libraries serve only the Wayland platform plugin, so they are optional like it.
mapfile -t required < <(find "$internal" \( -name '*.so' -o -name '*.so.*' \) -type f ! -path "$qt/plugins/*" \
                          ! -name 'libQt6Wayland*' ! -name 'libQt6WlShell*'
                        ls "$qt"/plugins/platforms/libqxcb.so "$qt"/plugins/platforms/libqoffscreen.so 2>/dev/null)
mapfile -t optional < <(find "$qt/plugins" -name '*.so' -type f ! -name libqxcb.so ! -name libqoffscreen.so
                        find "$internal" -type f \( -name 'libQt6Wayland*' -o -name 'libQt6WlShell*' \))
mapfile -t missing_required < <(missing_in "${required[@]}")
mapfile -t missing_optional < <(missing_in "${optional[@]}" | grep -vxF -f <(printf '%s\n' "${missing_required[@]}"))

glibc=$(ldd --version 2>/dev/null | head -1 | grep -o '[0-9]\+\.[0-9]\+$')
if [ ${#missing_optional[@]} -gt 0 ]; then
  echo "Note: optional libraries are missing (native Wayland windows, OpenGL on X11 or input methods may not work):"
  for soname in "${missing_optional[@]}"; do echo "  $soname  (package $(package_of "$soname"))"; done
fi
if [ ${#missing_required[@]} -gt 0 ]; then
  echo "PrivDesk's window cannot open on this machine: these system libraries are missing (glibc ${glibc:-unknown}):"
  packages=()
  for soname in "${missing_required[@]}"; do
    echo "  $soname  (package $(package_of "$soname"))"
    packages+=("$(package_of "$soname")")
  done
  echo "Install them, on Debian or Ubuntu with:"
  echo "  sudo apt-get install $(printf '%s\n' "${packages[@]}" | grep -v ' ' | sort -u | paste -sd ' ')"
  exit 1
fi
echo "All the system libraries PrivDesk needs are present (glibc ${glibc:-unknown})."
