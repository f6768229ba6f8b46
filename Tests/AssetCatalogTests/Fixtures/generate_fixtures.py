#!/usr/bin/env python3
"""Writes the fixture asset catalog used by AssetCatalogTests.

Everything is produced with the standard library only (zlib/struct), laid out the way
Xcode writes an asset catalog. Run from this folder; the output is checked in, so this
only needs re-running when the fixtures change.
"""
import json
import math
import os
import shutil
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
CATALOG = os.path.join(HERE, "Sample.xcassets")
INFO = {"author": "xcode", "version": 1}


def write_json(folder, payload):
    """Contents.json exactly as Xcode formats it: two-space indent, ' : ' separators."""
    os.makedirs(folder, exist_ok=True)
    payload = dict(payload)
    payload["info"] = INFO
    with open(os.path.join(folder, "Contents.json"), "w") as handle:
        handle.write(json.dumps(payload, indent=2, separators=(",", " : "), sort_keys=True) + "\n")


def write_bytes(path, data):
    with open(path, "wb") as handle:
        handle.write(data)


# ---------------------------------------------------------------- PNG

def png(width, height, pixel):
    """An 8-bit RGBA PNG; pixel(x, y) -> (r, g, b, a)."""
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    rows = bytearray()
    for y in range(height):
        rows.append(0)  # filter type None
        for x in range(width):
            rows.extend(pixel(x, y))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"tEXt", b"Software\x00Vitrine fixture generator")
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


def disc(size, color):
    """A filled disc on transparency: recognisable when a test failure shows the file."""
    def pixel(x, y):
        centre = (size - 1) / 2
        inside = math.hypot(x - centre, y - centre) <= size / 2 - 0.5
        return color + (255,) if inside else (0, 0, 0, 0)
    return png(size, size, pixel)


# ---------------------------------------------------------------- JPEG

def jpeg(width, height):
    """A baseline grayscale JPEG of uniform mid-gray.

    Every 8x8 block has DC difference 0 and no AC terms, so one-symbol Huffman tables
    suffice. APP1 and COM segments and 0xFF fill bytes precede the frame header so the
    header reader has to skip them the way real camera files demand.
    """
    def segment(marker, body):
        return bytes([0xFF, marker]) + struct.pack(">H", len(body) + 2) + body

    soi = b"\xFF\xD8"
    app0 = segment(0xE0, b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00")
    # Payload deliberately contains a fake SOF0 marker that must not be mistaken for the frame.
    app1 = segment(0xE1, b"Exif\x00\x00" + b"\xFF\xC0\x00\x11\x08\x03\x00\x04\x00" + b"\x00" * 16)
    com = segment(0xFE, b"Vitrine fixture")
    dqt = segment(0xDB, b"\x00" + b"\x01" * 64)
    sof0 = segment(0xC0, struct.pack(">BHHB", 8, height, width, 1) + b"\x01\x11\x00")
    counts = b"\x01" + b"\x00" * 15
    dht = segment(0xC4, b"\x00" + counts + b"\x00" + b"\x10" + counts + b"\x00")
    sos = segment(0xDA, b"\x01\x01\x00\x00\x3F\x00")
    blocks = math.ceil(width / 8) * math.ceil(height / 8)
    bits = "00" * blocks  # DC category 0, then end-of-block, per block
    bits += "1" * (-len(bits) % 8)
    scan = bytearray(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
    scan = scan.replace(b"\xFF", b"\xFF\x00")
    fill = b"\xFF\xFF"  # fill bytes before the next marker
    return soi + app0 + app1 + com + fill + dqt + sof0 + dht + sos + bytes(scan) + b"\xFF\xD9"


# ---------------------------------------------------------------- GIF

def gif(width, height, index):
    """A GIF89a with a 4-color table; index(x, y) -> 0...3.

    The LZW stream sends a clear code before every pair of literals, so the code width
    never grows past 3 bits and no dictionary logic is needed.
    """
    palette = bytes([255, 255, 255, 220, 40, 40, 40, 40, 220, 0, 0, 0])
    header = b"GIF89a" + struct.pack("<HHBBB", width, height, 0x91, 0, 0) + palette
    descriptor = b"\x2C" + struct.pack("<HHHHB", 0, 0, width, height, 0)
    clear, end, width_bits = 4, 5, 3
    pixels = [index(x, y) for y in range(height) for x in range(width)]
    codes = []
    for start in range(0, len(pixels), 2):
        codes.append(clear)
        codes.extend(pixels[start:start + 2])
    codes.append(end)
    accumulator, filled, packed = 0, 0, bytearray()
    for code in codes:
        accumulator |= code << filled
        filled += width_bits
        while filled >= 8:
            packed.append(accumulator & 0xFF)
            accumulator >>= 8
            filled -= 8
    if filled:
        packed.append(accumulator & 0xFF)
    blocks = bytearray()
    for start in range(0, len(packed), 255):
        piece = packed[start:start + 255]
        blocks += bytes([len(piece)]) + piece
    return header + descriptor + b"\x02" + bytes(blocks) + b"\x00" + b"\x3B"


# ---------------------------------------------------------------- PDF

def pdf(size):
    """A one-page vector PDF (a filled triangle), as exported by design tools for glyphs."""
    drawing = f"0 0 0 rg {size / 2} 2 m {size - 2} {size - 2} l 2 {size - 2} l h f\n".encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {size} {size}] /Contents 4 0 R >>".encode(),
        b"<< /Length " + str(len(drawing)).encode() + b" >>\nstream\n" + drawing + b"endstream",
    ]
    out = bytearray(b"%PDF-1.4\n%\xE2\xE3\xCF\xD3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for offset in offsets:
        out += f"{offset:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


# ---------------------------------------------------------------- colors

def srgb(red, green, blue, alpha="1.000", space="srgb"):
    return {"color-space": space, "components": {"red": red, "green": green, "blue": blue, "alpha": alpha}}


DARK = [{"appearance": "luminosity", "value": "dark"}]
LIGHT = [{"appearance": "luminosity", "value": "light"}]
HIGH = [{"appearance": "contrast", "value": "high"}]


def color_entry(color, appearances=None, idiom="universal", **extra):
    entry = {"idiom": idiom, "color": color}
    if appearances:
        entry["appearances"] = appearances
    entry.update(extra)
    return entry


def image_entry(filename=None, scale=None, appearances=None, idiom="universal", **extra):
    entry = {"idiom": idiom}
    if filename:
        entry["filename"] = filename
    if scale:
        entry["scale"] = scale
    if appearances:
        entry["appearances"] = appearances
    entry.update(extra)
    return entry


def main():
    shutil.rmtree(CATALOG, ignore_errors=True)
    write_json(CATALOG, {})
    root = CATALOG

    # Xcode's widget template: an AccentColor whose only slot is still empty.
    write_json(os.path.join(root, "AccentColor.colorset"), {"colors": [{"idiom": "universal"}]})
    # App icons are not image sets and must be ignored.
    write_json(os.path.join(root, "AppIcon.appiconset"),
               {"images": [{"idiom": "universal", "platform": "ios", "size": "1024x1024"}]})

    # One variant per component format Xcode writes.
    write_json(os.path.join(root, "Headline.colorset"), {"colors": [
        color_entry(srgb("0.200", "0.400", "0.600")),                        # floating point
        color_entry(srgb("255", "128", "0"), DARK),                          # 8-bit integers
        color_entry(srgb("0x00", "0x80", "0xFF", alpha="0.800"), HIGH),      # 8-bit hexadecimal
        color_entry(srgb(0.1, 0.2, 0.3, alpha=1), DARK + HIGH),              # JSON numbers
    ]})

    # "Any, Light, Dark": an explicit light slot beside the Any slot.
    write_json(os.path.join(root, "Mode.colorset"), {"colors": [
        color_entry(srgb("0.500", "0.500", "0.500")),
        color_entry(srgb("1.000", "1.000", "1.000"), LIGHT),
        color_entry(srgb("0.000", "0.000", "0.000"), DARK),
    ]})

    write_json(os.path.join(root, "VividRed.colorset"), {"colors": [
        color_entry(srgb("1.000", "0.000", "0.000", space="display-p3")),
    ]})

    write_json(os.path.join(root, "Shade.colorset"), {"colors": [
        color_entry({"color-space": "gray-gamma-22", "components": {"white": "0.500", "alpha": "0.400"}}),
        color_entry({"color-space": "extended-gray", "components": {"white": "1.200", "alpha": "1.000"}}, DARK),
    ]})

    write_json(os.path.join(root, "Glow.colorset"), {"colors": [
        color_entry(srgb("1.200", "-0.100", "0.000", space="extended-srgb")),
        color_entry(srgb("0.500", "0.250", "0.000", space="extended-linear-srgb"), DARK),
    ]})

    # Idiom preference, an unknown future appearance and unknown keys everywhere.
    write_json(os.path.join(root, "DeviceTint.colorset"), {
        "colors": [
            color_entry(srgb("1.000", "0.000", "0.000"), idiom="iphone"),
            color_entry(srgb("0.000", "1.000", "0.000"), **{"future-key": {"nested": True}}),
            color_entry(srgb("0.000", "0.000", "1.000"), DARK, idiom="ipad"),
            color_entry(srgb("1.000", "1.000", "0.000"), DARK, idiom="mac"),
            color_entry(srgb("0.000", "1.000", "1.000"), [{"appearance": "luminosity", "value": "tinted"}]),
        ],
        "properties": {"localizable": True, "some-new-property": "x"},
    })

    # Deliberately malformed sets: the rest of the catalog must still load.
    write_json(os.path.join(root, "Broken.colorset"), {"colors": [
        color_entry(srgb("banana", "0.000", "0.000")),
    ]})
    os.makedirs(os.path.join(root, "Garbled.colorset"))
    with open(os.path.join(root, "Garbled.colorset", "Contents.json"), "w") as handle:
        handle.write('{\n  "colors" : [\n    {\n      "idiom" : "universal",\n')  # cut off mid-file

    # 1x/2x/3x with dark 2x/3x; the dark 1x and the iPad wells are empty as Xcode leaves them.
    star = os.path.join(root, "Star.imageset")
    write_json(star, {"images": [
        image_entry("star.png", "1x"),
        image_entry(None, "1x", DARK),
        image_entry("star@2x.png", "2x"),
        image_entry("star-dark@2x.png", "2x", DARK),
        image_entry("star@3x.png", "3x"),
        image_entry("star-dark@3x.png", "3x", DARK),
        image_entry(None, "1x", idiom="ipad"),
        image_entry(None, "2x", idiom="ipad"),
    ], "properties": {"compression-type": "lossless"}})
    for scale in (1, 2, 3):
        suffix = "" if scale == 1 else f"@{scale}x"
        write_bytes(os.path.join(star, f"star{suffix}.png"), disc(12 * scale, (240, 140, 20)))
        if scale > 1:
            write_bytes(os.path.join(star, f"star-dark{suffix}.png"), disc(12 * scale, (250, 220, 80)))

    glyph = os.path.join(root, "Glyph.imageset")
    write_json(glyph, {"images": [image_entry("glyph.pdf")],
                       "properties": {"template-rendering-intent": "template",
                                      "preserves-vector-representation": True}})
    write_bytes(os.path.join(glyph, "glyph.pdf"), pdf(24))

    logo = os.path.join(root, "Logo.imageset")
    write_json(logo, {"images": [image_entry("logo.svg")],
                      "properties": {"template-rendering-intent": "original"}})
    with open(os.path.join(logo, "logo.svg"), "w") as handle:
        handle.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                     '<!-- Vitrine logo: <svg width="1" height="1"> in a comment must be skipped -->\n'
                     '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" '
                     '"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n'
                     '<svg xmlns="http://www.w3.org/2000/svg" version="1.1"\n'
                     '     width="64" height=\'32px\' viewBox="0 0 64 32">\n'
                     '  <rect x="2" y="2" width="60" height="28" rx="6" fill="#E8741A"/>\n'
                     '</svg>\n')

    photo = os.path.join(root, "Photo.imageset")
    write_json(photo, {"images": [image_entry("photo.jpg")]})
    write_bytes(os.path.join(photo, "photo.jpg"), jpeg(20, 12))

    # One file present, one listed but missing: a warning, not a lost set.
    patchy = os.path.join(root, "Patchy.imageset")
    write_json(patchy, {"images": [image_entry("patchy.png", "1x"), image_entry("patchy@2x.png", "2x")]})
    write_bytes(os.path.join(patchy, "patchy.png"), disc(8, (30, 160, 90)))

    # Folder groups: "Widgets" provides a namespace (nested), "Shared" does not.
    widgets = os.path.join(root, "Widgets")
    write_json(widgets, {"properties": {"provides-namespace": True}})
    write_json(os.path.join(widgets, "Background.colorset"), {"colors": [
        color_entry(srgb("0.950", "0.950", "0.970")),
        color_entry(srgb("0.110", "0.110", "0.120"), DARK),
    ]})
    badge = os.path.join(widgets, "Badge.imageset")
    write_json(badge, {"images": [image_entry("badge.gif", "1x")]})
    write_bytes(os.path.join(badge, "badge.gif"),
                gif(16, 16, lambda x, y: 1 if math.hypot(x - 7.5, y - 7.5) < 7 else 0))
    icons = os.path.join(widgets, "Icons")
    write_json(icons, {"properties": {"provides-namespace": True}})
    bolt = os.path.join(icons, "Bolt.imageset")
    write_json(bolt, {"images": [image_entry("bolt.svg")],
                      "properties": {"template-rendering-intent": "template",
                                     "preserves-vector-representation": True}})
    with open(os.path.join(bolt, "bolt.svg"), "w") as handle:
        handle.write('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">'
                     '<path d="M13 2 3 14h8l-1 8 10-12h-8z"/></svg>\n')

    shared = os.path.join(root, "Shared")
    write_json(shared, {})
    write_json(os.path.join(shared, "Divider.colorset"), {"colors": [
        color_entry({"color-space": "gray-gamma-22", "components": {"white": "0x40", "alpha": "1.000"}}),
    ]})


if __name__ == "__main__":
    main()
