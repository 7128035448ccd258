"""Draw PrivDesk's icon (a shield over a table, with a tick: the table is safe to release) and write
resources/icons/privdesk.png (256 px, window and Linux desktop entry) and privdesk.ico (16-256 px, Windows).

    python installer/make_icon.py
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SIZE = 1024  # drawn large, then scaled down smoothly
BLUE, DARK, WHITE, GREEN = (31, 94, 160), (20, 60, 104), (255, 255, 255), (46, 160, 90)


def draw() -> Image.Image:
    image = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    pen = ImageDraw.Draw(image)
    pen.rounded_rectangle((40, 40, SIZE - 40, SIZE - 40), radius=190, fill=BLUE)
    # the table: a header row and three rows of two cells
    left, top, right, bottom = 190, 230, 834, 810
    pen.rounded_rectangle((left, top, right, bottom), radius=40, fill=WHITE)
    pen.rectangle((left + 30, top + 30, right - 30, top + 130), fill=DARK)
    for row in range(3):
        y = top + 170 + row * 130
        pen.rectangle((left + 30, y, left + 290, y + 90), fill=(200, 216, 235))
        pen.rectangle((left + 320, y, right - 30, y + 90), fill=(200, 216, 235))
    # the shield, bottom right, with a tick
    cx, cy, w = 700, 640, 300
    shield = [(cx - w // 2, cy - 150), (cx, cy - 200), (cx + w // 2, cy - 150), (cx + w // 2, cy + 20),
              (cx, cy + 200), (cx - w // 2, cy + 20)]
    pen.polygon(shield, fill=GREEN, outline=WHITE, width=28)
    pen.line([(cx - 80, cy), (cx - 20, cy + 70), (cx + 90, cy - 70)], fill=WHITE, width=48, joint="curve")
    return image


def main() -> None:
    ICONS.mkdir(parents=True, exist_ok=True)
    image = draw()
    image.resize((256, 256), Image.LANCZOS).save(ICONS / "privdesk.png", optimize=True)
    image.save(ICONS / "privdesk.ico", sizes=[(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128),
                                              (256, 256)])
    print(ICONS / "privdesk.png", ICONS / "privdesk.ico")


if __name__ == "__main__":
    main()
