"""The reference widget of docs/REFERENCE-WIDGET.md, shared by the peer renderers, and their timing.

One medium widget, 329x155 pt at 2x = 658x310 px: a #1E2533 rounded background (radius 22),
16 pt padding, a 17 pt semibold title, a 22 pt bold yellow headline, a spacer, three 56 pt
columns 10 apart (a 44x44 tile, radius 10, over an 11 pt label, 2 pt gap), a spacer, a 12 pt
grey caption. Liberation Sans with Noto Sans CJK SC as fallback. It is the same widget as
Sources/VitrineBench/ReferenceWidget.swift.

Every peer prints one line that vitrine-bench parses (PeerRenderers.swift):

    PEER <name> median_ms=<m> p95_ms=<p> min_ms=<b> rounds=<n> bytes=<png size> width=658 height=310
"""

import argparse
import math
import struct
import sys
import time

WIDTH_PT, HEIGHT_PT, SCALE = 329, 155, 2
WIDTH_PX, HEIGHT_PX = WIDTH_PT * SCALE, HEIGHT_PT * SCALE
FAMILIES = ["Liberation Sans", "Noto Sans CJK SC"]

BACKGROUND = "#1E2533"
HEADLINE_COLOR = "#FFD60A"
CAPTION_COLOR = "#8E8E93"
TILE_COLORS = ["#FF3B30", "#007AFF", "#FF9500"]  # the Swift widget's (255, 59, 48), (0, 122, 255), (255, 149, 0)

TEXTS = {
    "latin": {
        "title": "Game Status",
        "headline": "Your turn \u2014 3 moves left",
        "labels": ["HP 75%", "XP 1200", "Gold 80"],
        "caption": "Updated 10:42",
        "lang": "en",
    },
    "cjk": {
        "title": "\u6e38\u620f\u72b6\u6001",
        "headline": "\u8f6e\u5230\u4f60\u4e86 \u2014 \u8fd8\u52693\u6b65",
        "labels": ["\u751f\u547d 75%", "\u7ecf\u9a8c 1200", "\u91d1\u5e01 80"],
        "caption": "\u66f4\u65b0\u4e8e 10:42",
        "lang": "zh-CN",
    },
}


def arguments(description: str, **switches: str) -> argparse.Namespace:
    """The options every peer script takes, plus on/off `switches` (name: help) of its own."""
    parser = argparse.ArgumentParser(description=description)
    for switch, explanation in switches.items():
        parser.add_argument(f"--{switch}", action="store_true", help=explanation)
    parser.add_argument("--rounds", type=int, default=100, help="measured renders (default 100)")
    parser.add_argument("--warmup", type=int, default=None, help="unmeasured renders first (default max(5, rounds/10))")
    parser.add_argument("--variant", choices=sorted(TEXTS), default="latin", help="which texts (default latin)")
    parser.add_argument("--out", default=None, help="write the last PNG here")
    options = parser.parse_args()
    if options.rounds < 1:
        parser.error("--rounds must be at least 1")
    if options.warmup is None:
        options.warmup = max(5, options.rounds // 10)
    return options


def percentile(values: list, p: float) -> float:
    """The same rule as Statistics.swift: the sorted sample at round(p * (n - 1)), halves up."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(math.floor(p * (len(ordered) - 1) + 0.5))))
    return ordered[index]


def png_size(data: bytes) -> tuple:
    """Width and height from a PNG's IHDR; raises ValueError when the bytes are no PNG."""
    if len(data) < 24 or data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError(f"not a PNG ({len(data)} bytes)")
    return struct.unpack(">II", data[16:24])


def measure(name: str, render, options: argparse.Namespace) -> int:
    """Runs `render()` (which returns PNG bytes) warm-up + measured times, prints the PEER line,
    writes the last PNG. Returns the exit status: 1 when the image is not 658x310."""
    for _ in range(options.warmup):
        render()
    samples = []
    png = b""
    for _ in range(options.rounds):
        start = time.perf_counter_ns()
        png = render()
        samples.append((time.perf_counter_ns() - start) / 1e6)
    width, height = png_size(png)
    if options.out:
        with open(options.out, "wb") as file:
            file.write(png)
    if (width, height) != (WIDTH_PX, HEIGHT_PX):
        print(f"{name}: rendered {width}x{height}, expected {WIDTH_PX}x{HEIGHT_PX}", file=sys.stderr)
        return 1
    print(f"PEER {name} median_ms={percentile(samples, 0.5):.3f} p95_ms={percentile(samples, 0.95):.3f} "
          f"min_ms={min(samples):.3f} rounds={len(samples)} bytes={len(png)} width={width} height={height}",
          flush=True)
    return 0
