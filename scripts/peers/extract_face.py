"""Writes one face of a font collection (.ttc) as a standalone OpenType file.

Takumi loads fonts from bytes and has no way to pick a face inside a collection, so the
Simplified Chinese face of Noto Sans CJK is cut out once by scripts/bench-baselines.sh.

    python extract_face.py COLLECTION.ttc "FAMILY NAME" OUT.otf
"""

import sys

from fontTools.ttLib import TTCollection


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    collection_path, family, out_path = sys.argv[1:]
    collection = TTCollection(collection_path)
    names = []
    for font in collection.fonts:
        name = font["name"].getDebugName(1)
        names.append(name)
        if name == family:
            font.save(out_path)
            return 0
    print(f"extract_face: no face named {family!r} in {collection_path} (faces: {', '.join(map(str, names))})",
          file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
