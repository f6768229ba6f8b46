"""Renders the reference widget with Takumi (takumi-py 0.3.0), warm, and prints a PEER line.

One render is what was timed for docs/REFERENCE-WIDGET.md: the Python node tree compiled, laid out (flexbox),
shaped, rasterized and encoded to PNG bytes in memory, by one Renderer made at start-up with
the four font files loaded. Needs the venv and the extracted CJK faces of
scripts/bench-baselines.sh.

    .build-peers/venv/bin/python scripts/peers/takumi_render.py [--rounds N] [--variant latin|cjk] [--out PNG]
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts

import reference_widget as widget  # noqa: E402

REPO = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
LIBERATION = "/usr/share/fonts/truetype/liberation"
CJK = os.path.join(REPO, ".build-peers", "fonts")


def text(string: str, size: float, weight: int, line_height: float, color: str) -> dict:
    return {"type": "text", "text": string,
            "style": {"fontSize": f"{size}px", "fontWeight": weight, "lineHeight": f"{line_height}px",
                      "color": color, "whiteSpace": "nowrap"}}


def spacer() -> dict:
    return {"type": "container", "style": {"flexGrow": 1}}


def node(texts: dict) -> dict:
    """The widget as a Takumi node tree: the same boxes as reference_widget.html, in CSS pixels."""
    columns = [
        {"type": "container",
         "style": {"width": "56px", "display": "flex", "flexDirection": "column", "alignItems": "center", "gap": "2px"},
         "children": [
             {"type": "container",
              "style": {"width": "44px", "height": "44px", "borderRadius": "10px", "backgroundColor": color}},
             text(label, 11, 400, 13, "white"),
         ]}
        for label, color in zip(texts["labels"], widget.TILE_COLORS)
    ]
    return {
        "type": "container",
        "style": {"width": f"{widget.WIDTH_PT}px", "height": f"{widget.HEIGHT_PT}px", "padding": "16px",
                  "borderRadius": "22px", "backgroundColor": widget.BACKGROUND, "display": "flex",
                  "flexDirection": "column", "alignItems": "flex-start"},
        "children": [
            text(texts["title"], 17, 600, 20, "white"),
            text(texts["headline"], 22, 700, 26, widget.HEADLINE_COLOR),
            spacer(),
            {"type": "container", "style": {"display": "flex", "flexDirection": "row", "gap": "10px"},
             "children": columns},
            spacer(),
            text(texts["caption"], 12, 400, 14, widget.CAPTION_COLOR),
        ],
    }


def main() -> int:
    options = widget.arguments("Takumi peer of vitrine-bench render --peers")
    try:
        from takumi_py import FontResource, Renderer
    except ImportError as error:
        print(f"takumi: {error} (run scripts/bench-baselines.sh)", file=sys.stderr)
        return 3
    files = [(os.path.join(LIBERATION, "LiberationSans-Regular.ttf"), "Liberation Sans", 400),
             (os.path.join(LIBERATION, "LiberationSans-Bold.ttf"), "Liberation Sans", 700),
             (os.path.join(CJK, "NotoSansCJKsc-Regular.otf"), "Noto Sans CJK SC", 400),
             (os.path.join(CJK, "NotoSansCJKsc-Bold.otf"), "Noto Sans CJK SC", 700)]
    fonts = []
    for path, family, weight in files:
        if not os.path.isfile(path):
            print(f"takumi: font {path} missing (run scripts/bench-baselines.sh)", file=sys.stderr)
            return 3
        with open(path, "rb") as file:
            fonts.append(FontResource(file.read(), name=family, weight=weight))
    renderer = Renderer(load_default_fonts=False, fonts=fonts)
    texts = widget.TEXTS[options.variant]
    tree = node(texts)

    def render() -> bytes:
        return renderer.render_node(tree, width=widget.WIDTH_PX, height=widget.HEIGHT_PX,
                                    device_pixel_ratio=widget.SCALE, font_families=widget.FAMILIES,
                                    lang=texts["lang"], format="png")

    return widget.measure("takumi", render, options)


if __name__ == "__main__":
    sys.exit(main())
