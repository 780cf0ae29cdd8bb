"""Makes the release builds' app icons from assets/icons/app.svg: release/app.ico (Windows),
release/app.icns (macOS) and release/octopus-table.png (Linux's .desktop icon).

Both icon files hold plain PNG pictures, as Windows Vista and later and macOS 10.7 and later read them,
so nothing beyond pygame is needed. Run after changing app.svg:
    .venv/bin/python -m tabletop.tools.app_icons
"""

from __future__ import annotations

import io
import struct
import sys
from pathlib import Path

import pygame

from tabletop.paths import asset

#: The sizes inside app.ico (Windows picks one per place: title bar, taskbar, Explorer).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: The ICNS types of PNG pictures, by size (ic07 128, ic08 256, ic09 512).
ICNS_TYPES = ((128, b"ic07"), (256, b"ic08"), (512, b"ic09"))
LINUX_SIZE = 256


def png_bytes(svg: Path, size: int) -> bytes:
    """Returns the SVG drawn at size x size, as PNG file bytes."""
    surface = pygame.image.load_sized_svg(str(svg), (size, size))
    out = io.BytesIO()
    pygame.image.save(surface, out, "png")
    return out.getvalue()


def ico(pictures: dict[int, bytes]) -> bytes:
    """Returns an .ico file holding each PNG picture (size -> bytes)."""
    header = struct.pack("<HHH", 0, 1, len(pictures))
    offset = 6 + 16 * len(pictures)
    entries, data = b"", b""
    for size, png in sorted(pictures.items()):
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns(pictures: dict[bytes, bytes]) -> bytes:
    """Returns an .icns file holding each PNG picture (ICNS type -> bytes)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in pictures.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make(folder: Path, svg: Path | None = None) -> list[Path]:
    """Writes the three icon files into `folder`; returns their paths."""
    svg = svg or asset("icons", "app.svg")
    written = {
        folder / "app.ico": ico({size: png_bytes(svg, size) for size in ICO_SIZES}),
        folder / "app.icns": icns({kind: png_bytes(svg, size) for size, kind in ICNS_TYPES}),
        folder / "octopus-table.png": png_bytes(svg, LINUX_SIZE),
    }
    for path, data in written.items():
        path.write_bytes(data)
    return list(written)


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parents[2] / "release"
    for path in make(folder):
        print(f"{path} {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
