#!/usr/bin/env bash
# The main job on embedded defaults: build the example app and its widget extension, install
# them into a fresh store (out/demo-home), add an instance of every widget kind, and run
# `vitrine serve`, which keeps each widget current under WidgetKit's budget rules and writes
# the image each one shows to out/demo-home/images/current/<instance>.png.
#
# Runs until Ctrl-C; VITRINE_DEMO_SECONDS=N stops the host after N seconds (CI sets 20).
# Before that, the extension's every entry is archived (out/archives) and rendered (out/png).
set -euo pipefail
cd "$(dirname "$0")/.."

# SwiftPM's output, made readable: its "[n/m] Compiling …" progress at most every 10 s with
# the time so far (on a terminal, one line updated in place), errors with their context,
# warnings left out (the first build takes minutes; a silent one looks hung).
build() {
    local product=$1 start=$SECONDS shown=-10 showing=1 status=1 line
    echo "building $product (swift build --product $product) …"
    while IFS= read -r line; do
        case $line in
            *'prohibited flag'*) ;;
            'exit status '*) status=${line#exit status } ;;
            '['[0-9]*/[0-9]*']'*)
                showing=0
                if [[ -t 1 ]]; then
                    printf '\r\033[K  %4ds %.100s' $((SECONDS - start)) "$line"
                elif ((SECONDS - shown >= 10)); then
                    printf '  %4ds %s\n' $((SECONDS - start)) "$line"
                    shown=$SECONDS
                fi ;;
            *error:*) [[ -t 1 ]] && printf '\r\033[K'; showing=1; echo "  $line" ;;
            *warning:*|*note:*) showing=0 ;;
            *) if ((showing)) || [[ $line == *'complete!'* || $line == 'Building for'* || $line == *'Another instance'* ]]; then
                   [[ -t 1 ]] && printf '\r\033[K'
                   echo "  $line"
               fi ;;
        esac
    done < <(swift build --product "$product" 2>&1; echo "exit status $?")
    [[ -t 1 ]] && printf '\r\033[K'
    if ((status != 0)); then
        echo "swift build --product $product failed (exit status $status)" >&2
        exit 1
    fi
    echo "  $product: $((SECONDS - start)) s"
}
for product in GameWidgets GameApp HomeFinderWidgets HomeFinderIntents HomeFinderApp vitrine; do
    build "$product"
done
bin=$(swift build --show-bin-path)

# 1. Every entry of every widget, archived and rendered (the pipeline's stages, to look at).
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

# 2. The host: a fresh store, the example app installed, one widget of each kind, served.
home=out/demo-home
rm -rf "$home"
vitrine() { "$bin/vitrine" "$@" --home "$home"; }
vitrine apps install Examples/GameApp/vitrine-app.json --executables "$bin"
vitrine widgets add com.mygame.character-detail --family systemMedium
vitrine widgets add com.mygame.game-status --family systemSmall
vitrine widgets add com.mygame.leaderboard --family systemLarge --page 1
vitrine widgets add WordWidgetExtension --family systemMedium --page 1
vitrine widgets add com.vitrine.api-tour --family systemLarge --page 2
# Seed 003: HomeFinder's configurable widgets. The app loads its channels into the App Group;
# each widget is placed configured (the channel options come from its Intents extension).
vitrine apps install Examples/HomeFinderApp/vitrine-app.json --executables "$bin"
"$bin/vitrine" apps run com.vitrine.examples.homefinder --home "$home" -- setup
vitrine widgets add com.vitrine.examples.homefinder.channels --family systemMedium --page 3 \
    --set channels=new,resale,rent,agents --set layout=grid
vitrine widgets add com.vitrine.examples.homefinder.market --family systemSmall --page 3 \
    --set neighborhood=op-foz --set bedrooms=3
echo "configure a widget: $bin/vitrine widgets configure ID --home $PWD/$home (or Edit widget on the home screen)"
echo
echo "an app reloads its widgets through WidgetCenter (in another terminal, while the host runs):"
# `apps run` starts the app as the host would: with its App Group containers and the control socket.
echo "  $bin/vitrine apps run com.vitrine.examples.game --home $PWD/$home -- push --health 60"
echo "simulate a day of the same widgets: $bin/vitrine simulate Examples/Scenarios/game-day.json"
echo "the home screen: open the address serve prints as 'home screen: http://127.0.0.1:PORT/?token=…'"
echo "  (the token is kept in $home/web-token, readable only by you; it sets a cookie and leaves the address)"
echo
if [[ -n "${VITRINE_DEMO_SECONDS:-}" ]]; then
    vitrine serve --stop-after "$VITRINE_DEMO_SECONDS"
else
    vitrine serve
fi
