#!/usr/bin/env python3
"""Draws Marquee's app icons (a cinema marquee: a ring of bulbs around a bold M, white on the
accent red) into Sources/MarqueeWeb/Public/assets, with nothing but the standard library.

    python3 scripts/make-icons.py

icon-192.png and icon-512.png fill the square; the maskable ones keep the drawing inside the
central 60%, so a launcher may cut any shape from the 80% safe zone.
"""

import math
import struct
import zlib
from pathlib import Path

RED = (0xB3, 0x26, 0x1E)
WHITE = (0xFF, 0xFF, 0xFF)
ASSETS = Path(__file__).resolve().parents[1] / "Sources" / "MarqueeWeb" / "Public" / "assets"


def inside(u: float, v: float) -> bool:
    """Whether (u, v), in the drawing's own square from 0 to 1, is white."""
    # The bulbs: 14 dots on a rounded rectangle ring.
    for index in range(14):
        if index < 5:
            bx, by = 0.14 + index * 0.18, 0.12
        elif index < 7:
            bx, by = 0.86, 0.12 + (index - 4) * 0.25
        elif index < 12:
            bx, by = 0.86 - (index - 7) * 0.18, 0.88
        else:
            bx, by = 0.14, 0.88 - (index - 11) * 0.25
        if (u - bx) ** 2 + (v - by) ** 2 < 0.045 ** 2:
            return True
    # The M: two posts and two diagonals.
    if 0.27 <= v <= 0.73:
        if 0.26 <= u <= 0.36 or 0.64 <= u <= 0.74:
            return True
        t = (v - 0.27) / 0.30  # the diagonals meet at 60% of the height
        if 0 <= t <= 1:
            left = 0.31 + t * 0.19
            right = 0.69 - t * 0.19
            if abs(u - left) < 0.055 or abs(u - right) < 0.055:
                return True
    return False


def draw(size: int, padding: float) -> bytes:
    rows = bytearray()
    samples = 4
    for y in range(size):
        rows.append(0)  # no filter
        for x in range(size):
            hits = 0
            for sy in range(samples):
                for sx in range(samples):
                    px = (x + (sx + 0.5) / samples) / size
                    py = (y + (sy + 0.5) / samples) / size
                    u = (px - padding) / (1 - 2 * padding)
                    v = (py - padding) / (1 - 2 * padding)
                    if 0 <= u <= 1 and 0 <= v <= 1 and inside(u, v):
                        hits += 1
            a = hits / samples**2
            rows.extend(round(RED[i] * (1 - a) + WHITE[i] * a) for i in range(3))
    return bytes(rows)


def png(size: int, pixels: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(pixels, 9)) + chunk(b"IEND", b"")


for name, size, padding in [
    ("icon-192.png", 192, 0.10),
    ("icon-512.png", 512, 0.10),
    ("icon-maskable-192.png", 192, 0.22),
    ("icon-maskable-512.png", 512, 0.22),
]:
    (ASSETS / name).write_bytes(png(size, draw(size, padding)))
    print(f"wrote {name}")
