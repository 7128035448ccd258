# PrivDesk's hook for PySide6.QtGui, used instead of PyInstaller's (the spec's hookspath takes precedence): the same
# Qt libraries and plugins, without the plugins PrivDesk never loads on a desktop, so that neither they nor the
# libraries they pull in end up in the folder:
# - the GTK3 platform theme, which alone pulls GTK, GDK, cairo, pango, atk and epoxy (~20 MB); Qt then draws its own
#   Fusion style;
# - the eglfs, linuxfb and VNC platforms and the generic input plugins (evdev, tslib, TUIO over the network, which
#   pulls QtNetwork and Kerberos): for embedded devices without a window system;
# - image formats PrivDesk never reads (its icons are PNG).
# Kept: xcb (X11), wayland, windows, offscreen (tests, --screenshot) and minimal platforms, the xdg-desktop-portal
# theme, input methods, PNG/JPEG/GIF/ICO/SVG.
from pathlib import PurePath

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

UNUSED_PLUGIN_TYPES = {"egldeviceintegrations", "generic"}
UNUSED_PLUGINS = {
    "platformthemes": {"qgtk3"},
    "platforms": {"qeglfs", "qlinuxfb", "qvnc", "qvkkhrdisplay", "qminimalegl"},
    "imageformats": {"qtiff", "qwebp", "qtga", "qwbmp", "qicns"},
}


def _used(entry):
    source, destination = entry
    plugin_type = PurePath(destination).name
    name = PurePath(source).name.split(".")[0].removeprefix("lib")
    return plugin_type not in UNUSED_PLUGIN_TYPES and name not in UNUSED_PLUGINS.get(plugin_type, ())


hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [entry for entry in binaries if _used(entry)]
