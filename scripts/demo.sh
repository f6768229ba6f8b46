#!/usr/bin/env bash
# The demo on embedded defaults: build the example widget extension, ask it for every
# widget's placeholder, snapshot and timeline (each entry's view archive printed and written
# as JSON to out/archives), then lay out and render every archive to PNG in out/png.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product GameWidgets 2>&1 | grep -v 'prohibited flag' || true
swift build --product vitrine 2>&1 | grep -v 'prohibited flag' || true
bin=$(swift build --show-bin-path)
rm -rf out/archives out/png
mkdir -p out
"$bin/GameWidgets" dump --relative-dates --json out/archives > out/dump.txt
echo "archives: $(grep -c '^archive v' out/dump.txt) entries dumped to out/dump.txt and out/archives/"

count=0
while IFS= read -r archive; do
    relative=${archive#out/archives/}
    mkdir -p "out/png/$(dirname "$relative")"
    # The extension's resource bundle (asset catalog) sits beside its executable.
    "$bin/vitrine" render "$archive" --resources "$bin/Vitrine_GameWidgets.resources" -o "out/png/${relative%.json}.png" > "out/png/${relative%.json}.txt"
    count=$((count + 1))
done < <(find out/archives -name '*.json' | sort)
echo "rendered $count PNGs to out/png/ (each with its diagnostics in a .txt beside it)"
grep -h '^  ' out/png/*/*.txt | sed 's/ (at .*//' | sort | uniq -c | sort -rn | head -8
