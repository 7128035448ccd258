"""`privdesk [FILE] [--sample] [--screenshot OUT.png]`: the window opens a file (what a .privdesk file association
runs) or the sample, and --screenshot saves a picture of it and exits, which checks an installation offscreen."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PIL import Image

from tests.conftest import REPO

HOSPITAL_PROJECT = REPO / "resources" / "samples" / "hospital" / "hospital.privdesk"


def private_env(home: Path) -> dict[str, str]:
    """Offscreen, with settings (recent files) and recovery files in a temporary folder, never the user's."""
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"), "XDG_STATE_HOME": str(home / "state")}


def assert_window_picture(path: Path) -> None:
    """A picture of the whole window showing the sample's table: window-sized and far from blank."""
    assert path.is_file(), f"{path} was not written"
    with Image.open(path) as image:
        assert image.width >= 640 and image.height >= 480, image.size  # fitted to offscreen's 800×800 screen
        colours = image.convert("RGB").getcolors(maxcolors=1 << 20)
    assert colours is not None and len(colours) > 50, f"{path} looks blank ({len(colours or [])} colours)"
    most = max(count for count, _ in colours)
    assert most < 0.9 * image.width * image.height, f"{path} is mostly one colour"


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "privdesk", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=120, env=private_env(tmp_path))


def test_screenshot_of_the_sample(tmp_path):
    result = run(tmp_path, "--sample", "--screenshot", str(tmp_path / "window.png"))
    assert result.returncode == 0, result.stderr
    assert_window_picture(tmp_path / "window.png")


def test_a_project_given_as_argument_opens_in_the_window(tmp_path):
    result = run(tmp_path, str(HOSPITAL_PROJECT), "--screenshot", str(tmp_path / "project.png"))
    assert result.returncode == 0, result.stderr
    assert_window_picture(tmp_path / "project.png")


def test_a_missing_or_damaged_file_exits_2_with_one_line(tmp_path):
    missing = run(tmp_path, str(tmp_path / "gone.privdesk"))
    assert missing.returncode == 2 and "no such file" in missing.stderr
    damaged = tmp_path / "damaged.privdesk"
    damaged.write_text("not a project")
    result = run(tmp_path, str(damaged), "--screenshot", str(tmp_path / "never.png"))
    assert result.returncode == 2 and "damaged" in result.stderr
    assert not (tmp_path / "never.png").exists()


def test_a_file_cannot_be_followed_by_a_command(tmp_path):
    result = run(tmp_path, str(HOSPITAL_PROJECT), "demo")
    assert result.returncode == 2 and "cannot be followed by a command" in result.stderr


def test_the_first_window_fits_a_1024_by_768_screen(tmp_path):
    """Issue #30.8: the window used to open at 1280×800 whatever the screen; now it fits the available area."""
    from PySide6.QtCore import QSize

    from privdesk.gui.startup.first_geometry import first_size

    assert first_size(QSize(1920, 1080)) == QSize(1280, 800)
    assert first_size(QSize(1024, 768)) == QSize(1008, 728)
    config = tmp_path / "screen.json"
    config.write_text('{"screens": [{"name": "small", "x": 0, "y": 0, "width": 1024, "height": 768, '
                      '"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}')
    env = {**private_env(tmp_path), "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    result = subprocess.run([sys.executable, "-m", "privdesk", "--sample", "--screenshot", str(tmp_path / "w.png")],
                            cwd=REPO, capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    assert_window_picture(tmp_path / "w.png")
    with Image.open(tmp_path / "w.png") as image:
        assert image.width <= 1024 and image.height <= 768, image.size


def test_a_missing_qt_library_is_one_line_naming_its_package(tmp_path):
    """Issue #30.8: on a fresh Debian without libxcb-cursor0, Qt printed a paragraph and aborted."""
    hide = ("import ctypes.util as u; find = u.find_library; "
            "u.find_library = lambda name: None if name == 'xcb-cursor' else find(name); "
            "from privdesk.cli.main import main; raise SystemExit(main([]))")
    env = {**private_env(tmp_path), "QT_QPA_PLATFORM": "xcb", "DISPLAY": ":97"}
    result = subprocess.run([sys.executable, "-c", hide], cwd=REPO, capture_output=True, text=True, timeout=120,
                            env=env)
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "libxcb-cursor0" in lines[0] and "apt-get install" in lines[0], lines
