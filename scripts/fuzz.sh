#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer) of everything Vitrine parses from outside, for a bounded
# time. docs/FUZZING.md says what each target covers and what it checks.
#
#   scripts/fuzz.sh TARGET [seconds]     (default 60 s; TARGET "all" runs each in turn)
#
#   protocol  bytes from a widget extension: frames, responses, archives (JSON and compact)
#   control   bytes on the host's control socket: frames, requests, the ControlServer itself (on NIO)
#   manifest  app manifests (vitrine-app.json)
#   assets    asset catalogs: Contents.json of color/image sets and folders, colors, image headers
#   scenario  simulation scenarios (vitrine simulate)
#   web       HTTP requests through NIO's decoder and the web home screen's real responder
#   host-control  the control socket of a real host (same build as web): ControlServer and the
#             daemon's handler, as the CLI, an app and an extension
#   jpeg, png  the image decoders (libjpeg-turbo; libpng and cairo) behind ImageDecoder, with
#             AddressSanitizer and a per-allocation limit (-malloc_limit_mb)
#
# Exits non-zero when the fuzzer finds a crash, a hang (-timeout), a broken invariant (the
# harnesses trap) or runs out of memory; the input is kept in the target's artifacts folder,
# and `scripts/fuzz.sh TARGET` with FUZZ_REPRODUCE=<file> runs just that input.
# protocol, manifest, assets and scenario are compiled with swiftc as one module (harness + the
# sources they parse); `control`, `web` and `host-control` are SwiftPM builds (they need NIO) in
# their own scratch path (.build-fuzz, several minutes the first time).
# FUZZ_SANITIZE=fuzzer,address adds AddressSanitizer (swiftc targets); FUZZ_JOBS=n runs n
# fuzzers in parallel (default 1: this machine is shared).
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: $0 protocol|control|manifest|assets|scenario|web|host-control|jpeg|png|all [seconds]" >&2; exit 2; }
target=${1:-}
seconds=${2:-60}
case "$seconds" in ''|*[!0-9]*) usage;; esac
sanitize=${FUZZ_SANITIZE:-fuzzer}
jobs=${FUZZ_JOBS:-1}
# Swift's own crash reporter would take the signal before libFuzzer can save the input.
export SWIFT_BACKTRACE=enable=no

if [ "$target" = all ]; then
    for each in protocol control manifest assets scenario web host-control jpeg png; do "$0" "$each" "$seconds"; done
    exit 0
fi

# Copies Swift sources into $src as one module: `import` lines of the modules merged into it
# are dropped, and file names carry their folder so equal names do not collide.
merge_sources() {
    local src=$1; shift
    local drop=$1; shift
    for file in $(find "$@" -name '*.swift' | sort); do
        local name
        name=$(echo "$file" | sed 's|^Sources/||; s|/|_|g')
        sed -E "s/^([[:space:]]*)((public|package|internal|private|fileprivate|@_implementationOnly)[[:space:]]+)?import[[:space:]]+($drop)[[:space:]]*\$/\\1\\/\\/ (same module)/" "$file" > "$src/$name"
    done
}

work=.build/fuzz/$target
case "$target" in
    protocol) harness=Fixtures/ProtocolFuzzer/ProtocolFuzzer.swift; seeds_var=PROTOCOL_FUZZER_SEEDS; max_len=16384; timeout=10
              sources=(Sources/WidgetArchive Sources/WireTransport Sources/ExtensionProtocol); drop='WidgetArchive|WireTransport';;
    control)  seeds_var=CONTROL_FUZZER_SEEDS; max_len=16384; timeout=10; work=.build-fuzz/control; product=ControlFuzzer
              dict=Fixtures/ControlFuzzer/control.dict;;
    manifest) harness=Fixtures/ManifestFuzzer/ManifestFuzzer.swift; seeds_var=MANIFEST_FUZZER_SEEDS; max_len=8192; timeout=10
              sources=(Sources/VitrineStore/AppManifest.swift Sources/VitrineStore/ManifestError.swift Sources/VitrineStore/ManifestParser.swift); drop='VitrineStore';;
    assets)   harness=Fixtures/AssetCatalogFuzzer/AssetCatalogFuzzer.swift; seeds_var=ASSET_FUZZER_SEEDS; max_len=16384; timeout=10
              sources=(Sources/AssetCatalog); drop='AssetCatalog';;
    scenario) harness=Fixtures/ScenarioFuzzer/ScenarioFuzzer.swift; seeds_var=SCENARIO_FUZZER_SEEDS; max_len=8192; timeout=10
              sources=(Sources/VitrineHost/Simulation/Scenario.swift Sources/HostProtocol/SystemChange.swift); drop='VitrineHost|HostProtocol';;
    jpeg|png) harness=Fixtures/ImageDecoderFuzzer/ImageDecoderFuzzer.swift; seeds_var=IMAGE_FUZZER_SEEDS; max_len=16384; timeout=10
              sources=(Sources/AssetCatalog Sources/WidgetRender/Images/ImageDecoder.swift); drop='AssetCatalog'
              # C libraries allocate here: ASan's malloc hooks make -malloc_limit_mb catch one huge allocation.
              sanitize=${FUZZ_SANITIZE:-fuzzer,address}; export IMAGE_FUZZER_FORMAT=$target
              extra_flags=(-I Sources/CCairo $(pkg-config --cflags-only-I pangocairo libpng | sed 's/-I/-Xcc -I/g'))
              fuzz_flags=(-malloc_limit_mb=64);;
    web)      seeds_var=WEB_FUZZER_SEEDS; max_len=8192; timeout=60; work=.build-fuzz/web; product=WebFuzzer;;
    host-control) seeds_var=WEB_FUZZER_SEEDS; max_len=16384; timeout=60; work=.build-fuzz/host-control; product=WebFuzzer
              dict=Fixtures/ControlFuzzer/control.dict; export WEB_FUZZER_TARGET=control;;
    *) usage;;
esac
# Each harness's folder holds its dictionary (host-control shares the control one).
dict=${dict:-$(dirname "${harness:-Fixtures/WebFuzzer/x}")/$target.dict}
mkdir -p "$work/corpus" "$work/artifacts"

started=$(date +%s)
if [ -n "${product:-}" ]; then
    if [ "$product" = WebFuzzer ]; then
        # The extension and app the host runs are ordinary (uninstrumented) products.
        swift build --product GameWidgets >/dev/null && swift build --product GameApp >/dev/null
        export VITRINE_FUZZ_PRODUCTS
        VITRINE_FUZZ_PRODUCTS=$(swift build --show-bin-path)
    fi
    echo "building $product in .build-fuzz (-sanitize=fuzzer on every Swift module)…"
    if ! VITRINE_FUZZ=1 swift build --scratch-path .build-fuzz --product "$product" -Xswiftc -sanitize=fuzzer > "$work/build.log" 2>&1; then
        grep -E "error" "$work/build.log" >&2 || tail -20 "$work/build.log" >&2
        echo "fuzz: the $product build failed (whole log: $work/build.log)" >&2
        exit 1
    fi
    binary=$(VITRINE_FUZZ=1 swift build --scratch-path .build-fuzz --show-bin-path)/$product
else
    src=$work/src
    rm -rf "$src"
    mkdir -p "$src"
    merge_sources "$src" "$drop" "${sources[@]}"
    cp "$harness" "$src/"
    binary=$work/$target-fuzzer
    echo "building $binary (-sanitize=$sanitize)…"
    swiftc -sanitize="$sanitize" -parse-as-library -O -module-name "$(basename "$harness" .swift)" -package-name vitrine \
        ${extra_flags[@]+"${extra_flags[@]}"} "$src"/*.swift -o "$binary"
fi
echo "built in $(( $(date +%s) - started )) s"

# Real files from the repository as extra seeds, beside the ones each harness writes.
case "$target" in
    manifest) cp Examples/GameApp/vitrine-app.json "$work/corpus/seed-example-app";;
    scenario) for file in Examples/Scenarios/*.json; do cp "$file" "$work/corpus/seed-repo-$(basename "$file")"; done;;
    assets)
        i=0
        while IFS= read -r file; do
            i=$((i + 1))
            case "$file" in
                *.colorset/Contents.json) cp "$file" "$work/corpus/seed-repo-$i";;
                *.imageset/Contents.json) { printf '{}#%%%%#'; cat "$file"; } > "$work/corpus/seed-repo-$i";;
                *) { printf '{}#%%%%#{}#%%%%#'; cat "$file"; } > "$work/corpus/seed-repo-$i";;
            esac
        done < <(find Examples Tests/AssetCatalogTests/Fixtures -path '*.xcassets*' -name Contents.json | sort);;
    jpeg|png)
        # Small valid images of each kind the decoder meets (Fixtures/ImageDecoderFuzzer/seeds),
        # and the repository's catalog images.
        pattern=$([ "$target" = jpeg ] && echo '*.jp*g' || echo '*.png')
        while IFS= read -r file; do cp "$file" "$work/corpus/seed-repo-$(echo "$file" | tr '/' '_')"; done \
            < <(find Fixtures/ImageDecoderFuzzer/seeds Examples Tests/AssetCatalogTests/Fixtures -iname "$pattern" -size -64k | sort);;
esac

if [ -n "${FUZZ_REPRODUCE:-}" ]; then
    exec "$binary" "$FUZZ_REPRODUCE"
fi

echo "fuzzing $target for ${seconds} s…"
set +e
env "$seeds_var=$work/corpus" "$binary" "$work/corpus" \
    -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 -max_len="$max_len" \
    -dict="$dict" -artifact_prefix="$work/artifacts/" -print_final_stats=1 ${fuzz_flags[@]+"${fuzz_flags[@]}"} \
    $( [ "$jobs" -gt 1 ] && echo "-jobs=$jobs -workers=$jobs" )
status=$?
set -e
if [ $status -ne 0 ]; then
    echo "fuzz $target: the fuzzer failed (exit $status); the input is in $work/artifacts/" >&2
    exit $status
fi
echo "fuzz $target: no crash in ${seconds} s ($(ls "$work/corpus" | wc -l) inputs in the corpus; $(( $(date +%s) - started )) s with the build)"
