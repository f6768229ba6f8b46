#!/usr/bin/env bash
# Installs the same-run peers of `vitrine-bench render --peers` (docs/BENCHMARKS.md, "Same-run
# peers"). Not part of the normal setup: only the benchmark needs them.
#
#   scripts/bench-baselines.sh          install (safe to run again), then check each peer once
#
# - Takumi: the PyPI package `takumi-py` 0.3.0 (Python bindings of the Takumi Rust renderer, the
#   version the figures in docs/REFERENCE-WIDGET.md were measured with; the PyPI name `takumi` is an unrelated Thrift
#   framework) in a virtual environment under .build-peers/venv, with fontTools to cut the SC face
#   out of the Noto Sans CJK collections (Takumi takes a font as bytes, with no face index).
# - Chromium: Debian's `chromium` (driven over the DevTools pipe, so no WebSocket client needed),
#   plus the fonts of the reference widget (fonts-liberation, fonts-noto-cjk).
#
# Everything lands in .build-peers/ (ignored by git); delete it to start over.
set -euo pipefail
cd "$(dirname "$0")/.."
peers=.build-peers
takumi_version=0.3.0
fonttools_version=4.66.1

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
missing=()
for package in chromium fonts-liberation fonts-noto-cjk; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
# A Python that can make a virtual environment (Debian's needs python3-venv for that).
if ! command -v python3 >/dev/null 2>&1 || ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    missing+=(python3 python3-venv)
fi
if [ ${#missing[@]} -gt 0 ]; then
    echo "bench-baselines: apt-get install ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# Any Python 3.10+ will do (takumi-py's wheel is abi3 for 3.10 and later); prefer the one on PATH.
python=$(command -v python3)
"$python" -c 'import ensurepip, venv' 2>/dev/null || python=/usr/bin/python3
"$python" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else 1)' || {
    echo "bench-baselines: takumi-py needs Python 3.10 or newer ($("$python" --version 2>&1) found)" >&2; exit 1; }
if [ ! -x "$peers/venv/bin/python" ]; then
    echo "bench-baselines: creating $peers/venv with $("$python" --version 2>&1)"
    "$python" -m venv "$peers/venv"
fi
venv_python="$peers/venv/bin/python"
if ! "$venv_python" -c "import importlib.metadata as m, sys; sys.exit(m.version('takumi-py') != '$takumi_version')" 2>/dev/null \
    || ! "$venv_python" -c 'import fontTools' 2>/dev/null; then
    echo "bench-baselines: pip install takumi-py==$takumi_version fonttools==$fonttools_version"
    "$venv_python" -m pip install --quiet --disable-pip-version-check \
        "takumi-py==$takumi_version" "fonttools==$fonttools_version"
fi

# The SC faces of the Noto Sans CJK collections as standalone OpenType files, for Takumi.
mkdir -p "$peers/fonts"
for weight in Regular Bold; do
    target="$peers/fonts/NotoSansCJKsc-$weight.otf"
    [ -s "$target" ] && continue
    echo "bench-baselines: extracting Noto Sans CJK SC $weight"
    "$venv_python" scripts/peers/extract_face.py "/usr/share/fonts/opentype/noto/NotoSansCJK-$weight.ttc" \
        "Noto Sans CJK SC" "$target"
done

# A quick check that each peer renders (3 warm rounds each); the PNGs go to .build-peers/check/.
mkdir -p "$peers/check"
"$venv_python" scripts/peers/takumi_render.py --rounds 3 --out "$peers/check/takumi.png"
"$venv_python" scripts/peers/chromium_render.py --rounds 3 --out "$peers/check/chromium.png"
echo "bench-baselines: ready (vitrine-bench render --peers will use them)"
