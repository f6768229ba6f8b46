#!/usr/bin/env bash
# Installs what Vitrine needs on Debian 12 beyond the Swift toolchain (see
# scripts/apt-packages.txt), then checks the toolchain. Safe to run repeatedly.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1; then
    echo "setup: swift is not on PATH; install the Swift 6.1+ toolchain first (swift.org)" >&2
    exit 1
fi
version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p' | head -n1)
read -r major minor <<<"${version:-0 0}"
if [ "$major" -lt 6 ] || { [ "$major" -eq 6 ] && [ "$minor" -lt 1 ]; }; then
    echo "setup: Swift 6.1 or newer is required (found: $(swift --version 2>&1 | head -n1))" >&2
    exit 1
fi

missing=()
while read -r package; do
    case "$package" in ''|'#'*) continue ;; esac
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done < scripts/apt-packages.txt

if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "setup: installing ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
echo "setup: ready ($(swift --version 2>&1 | head -n1))"
