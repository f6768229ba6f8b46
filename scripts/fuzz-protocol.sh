#!/usr/bin/env bash
# Fuzzes what the extension host does with bytes from an extension (FrameCodec.Reader, the
# ExtensionResponse/ExtensionRequest/Hello decoders in JSON and compact frames, ArchiveCodec,
# BinaryArchive) with libFuzzer, for a bounded time. Exits non-zero when the fuzzer finds a
# crash, a hang or a leak of memory; the input that caused it is kept in .build/fuzz/artifacts/.
#
#   scripts/fuzz-protocol.sh [seconds]    (default 60)
#
# The harness (Fixtures/ProtocolFuzzer/ProtocolFuzzer.swift) is compiled with the
# ExtensionProtocol and WidgetArchive sources as a single module: `import WidgetArchive`
# lines are dropped from the copies. FUZZ_SANITIZE=fuzzer,address adds AddressSanitizer;
# FUZZ_JOBS=n runs n fuzzers in parallel (default 1: this machine is shared).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
case "$seconds" in ''|*[!0-9]*) echo "usage: $0 [seconds]" >&2; exit 2;; esac
sanitize=${FUZZ_SANITIZE:-fuzzer}
jobs=${FUZZ_JOBS:-1}

work=.build/fuzz
src=$work/src
rm -rf "$src"
mkdir -p "$src" "$work/corpus" "$work/artifacts"
for file in Sources/WidgetArchive/*.swift Sources/WidgetArchive/*/*.swift Sources/WidgetArchive/*/*/*.swift Sources/ExtensionProtocol/*.swift Sources/ExtensionProtocol/*/*.swift; do
    [ -f "$file" ] || continue
    name=$(echo "$file" | sed 's|^Sources/||; s|/|_|g')
    sed -E 's/^([[:space:]]*)((public|package|internal|private|fileprivate|@_implementationOnly)[[:space:]]+)?import[[:space:]]+WidgetArchive[[:space:]]*$/\1\/\/ (same module)/' "$file" > "$src/$name"
done
cp Fixtures/ProtocolFuzzer/ProtocolFuzzer.swift "$src/"

binary=$work/protocol-fuzzer
echo "building $binary (-sanitize=$sanitize)…"
swiftc -sanitize="$sanitize" -parse-as-library -O -module-name ProtocolFuzzer -package-name vitrine \
    "$src"/*.swift -o "$binary"

# JSON words the decoders look for.
cat > "$work/protocol.dict" <<'DICT'
"\"id\""
"\"method\""
"\"context\""
"\"timeout\""
"\"widgets\""
"\"entries\""
"\"policy\""
"\"error\""
"\"warnings\""
"\"archive\""
"\"date\""
"\"root\""
"\"children\""
"\"content\""
"\"format\""
"\"version\""
"\"vitrine.view-archive\""
"\"protocolVersion\""
"\"processID\""
"\"inf\""
"\"nan\""
"null"
"true"
"false"
"\x00\x00\x00\x10"
"\x01\x00\x00\x00"
"\xff\xff\xff\xff"
DICT

echo "fuzzing for ${seconds} s…"
set +e
PROTOCOL_FUZZER_SEEDS="$work/corpus" "$binary" "$work/corpus" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
    -dict="$work/protocol.dict" -artifact_prefix="$work/artifacts/" -print_final_stats=1 \
    $( [ "$jobs" -gt 1 ] && echo "-jobs=$jobs -workers=$jobs" )
status=$?
set -e
if [ $status -ne 0 ]; then
    echo "fuzz-protocol: the fuzzer failed (exit $status); see $work/artifacts/" >&2
    exit $status
fi
echo "fuzz-protocol: no crash in ${seconds} s ($(ls "$work/corpus" | wc -l) inputs in the corpus)"
