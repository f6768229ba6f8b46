#!/usr/bin/env bash
# Instructions per render and per layout of the reference widget on the host's render path,
# counted by valgrind's callgrind: unlike times on this shared machine, the counts repeat
# exactly, so two commits can be compared honestly (docs/BENCHMARKS.md, "Instruction counts").
#
#   scripts/bench-instructions.sh [options]              the working tree
#   scripts/bench-instructions.sh [options] COMMIT...    each commit, and the change from the first
#
#   --renders N   renders per measurement (default 20; runs with N and 2N)
#   --layouts N   layouts per measurement (default 100; runs with N and 2N)
#   --binary PATH count an already built vitrine-bench (release) instead of building
#   --check       count N renders a second time and say whether the count repeated
#
# Each tree is built in release with `swift build --product vitrine-bench`: the working tree
# in --scratch-path .build-instr-worktree, a commit in a git worktree .build-instr-<sha>/src
# with --scratch-path .build-instr-<sha>/build (kept for the next run; the first build takes
# several minutes). Then `vitrine-bench instructions --renders N` runs under callgrind with N
# and 2N renders (and `--layout-only` with N and 2N layouts), counting only its render loop;
# the difference divided by N is the cost of one.
# A commit without the `instructions` mode cannot be measured and is reported as such.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

usage() { sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit "${1:-2}"; }
renders=20
layouts=100
binary=""
check=0
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --renders) renders=${2:-}; shift 2 ;;
        --layouts) layouts=${2:-}; shift 2 ;;
        --binary) binary=${2:-}; shift 2 ;;
        --check) check=1; shift ;;
        -h|--help) usage 0 ;;
        -*) echo "bench-instructions: unknown option $1" >&2; usage 2 ;;
        *) targets+=("$1"); shift ;;
    esac
done
for count in "$renders" "$layouts"; do
    case "$count" in ''|*[!0-9]*|0) echo "bench-instructions: --renders and --layouts take a count of at least 1" >&2; exit 2 ;; esac
done
if [ -n "$binary" ] && [ ${#targets[@]} -gt 0 ]; then
    echo "bench-instructions: --binary measures one build; give no commits with it" >&2; exit 2
fi

if ! command -v valgrind >/dev/null 2>&1; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "bench-instructions: installing valgrind"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends valgrind
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Builds vitrine-bench in release: $1 package folder, $2 scratch path, $3 label. Prints the binary.
build() {
    local log="$work/build-$3.log"
    echo "bench-instructions: building $3 (release, scratch $2)…" >&2
    if ! swift build -c release --product vitrine-bench --package-path "$1" --scratch-path "$2" >"$log" 2>&1; then
        tail -n 30 "$log" >&2
        echo "bench-instructions: the build of $3 failed (log above)" >&2
        return 1
    fi
    echo "$2/release/vitrine-bench"
}

# Instructions of one run: $1 binary, $2 count, then extra arguments of the instructions mode.
count() {
    local bin=$1 n=$2 out
    shift 2
    out=$(mktemp -d "$work/run.XXXXXX")
    # Counted: only InstructionsMode.measuredLoop (the mode renders once before it, so process
    # start-up, fontconfig's set-up and first-use caches stay out). Fixed hashing seed: Swift
    # seeds Set/Dictionary hashing per process. A fixed mmap threshold: glibc otherwise moves it
    # as large blocks are freed, so whether a 800 KB pixel buffer comes from fresh pages or from
    # the heap (and is cleared by memset) changed from run to run.
    if ! GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072 SWIFT_DETERMINISTIC_HASHING=1 \
        valgrind --tool=callgrind --toggle-collect='*InstructionsMode*measuredLoop*' \
        --callgrind-out-file="$out/callgrind.out" --log-file="$out/valgrind.log" \
        "$bin" instructions --renders "$n" "$@" >"$out/stdout" 2>"$out/stderr"; then
        tail -n 20 "$out/valgrind.log" "$out/stderr" >&2
        echo "bench-instructions: $bin instructions --renders $n $* failed" >&2
        return 1
    fi
    if ! grep -q '^INSTRUCTIONS ' "$out/stdout"; then
        cat "$out/stdout" "$out/stderr" >&2
        echo "bench-instructions: no INSTRUCTIONS line: this vitrine-bench has no instructions mode" >&2
        return 1
    fi
    local total
    total=$(sed -n 's/^summary: *\([0-9]*\).*/\1/p' "$out/callgrind.out")
    if [ -z "$total" ] || [ "$total" -eq 0 ]; then
        echo "bench-instructions: callgrind counted nothing: no function matches *InstructionsMode*measuredLoop* in $bin" >&2
        return 1
    fi
    echo "$total"
}

# Measures one build: $1 binary, $2 label. Prints the RESULT line and records the figures.
declare -a labels=() per_renders=() per_layouts=()
measure() {
    local bin=$1 label=$2 r1 r2 l1 l2 per_render per_layout stripped
    # valgrind 3.19 cannot read the DWARF 5 debug info Swift 6 writes ("unhandled dwarf2 abbrev
    # form code 0x25 … I can't recover"); a copy without it runs the same code.
    stripped=$(mktemp -d "$work/bin.XXXXXX")/vitrine-bench
    objcopy --strip-debug "$bin" "$stripped"
    bin=$stripped
    echo "bench-instructions: counting $label under callgrind ($renders/$((2 * renders)) renders, $layouts/$((2 * layouts)) layouts)…" >&2
    r1=$(count "$bin" "$renders")
    r2=$(count "$bin" $((2 * renders)))
    l1=$(count "$bin" "$layouts" --layout-only)
    l2=$(count "$bin" $((2 * layouts)) --layout-only)
    per_render=$(( (r2 - r1 + renders / 2) / renders ))
    per_layout=$(( (l2 - l1 + layouts / 2) / layouts ))
    echo "$label: $renders renders $r1, $((2 * renders)) renders $r2; $layouts layouts $l1, $((2 * layouts)) layouts $l2 instructions"
    if [ "$check" -eq 1 ]; then
        local again
        again=$(count "$bin" "$renders")
        if [ "$again" = "$r1" ]; then
            echo "$label: repeated $renders renders: $again instructions, identical"
        else
            echo "$label: repeated $renders renders: $again instructions, $((again - r1)) from the first count" \
                "($(awk -v a="$again" -v b="$r1" 'BEGIN { printf "%+.4f%%", 100 * (a - b) / b }'))"
        fi
    fi
    echo "RESULT instructions per_render=$per_render per_layout=$per_layout tree=$label"
    labels+=("$label"); per_renders+=("$per_render"); per_layouts+=("$per_layout")
}

if [ -n "$binary" ]; then
    [ -x "$binary" ] || { echo "bench-instructions: $binary is not an executable" >&2; exit 2; }
    measure "$binary" "$binary"
elif [ ${#targets[@]} -eq 0 ]; then
    bin=$(build "$root" "$root/.build-instr-worktree" worktree)
    measure "$bin" "worktree@$(git rev-parse --short=12 HEAD)$(git diff --quiet HEAD -- Sources Package.swift || echo +changes)"
else
    git worktree prune
    for target in "${targets[@]}"; do
        sha=$(git rev-parse --verify --quiet "$target^{commit}") || { echo "bench-instructions: $target is not a commit" >&2; exit 2; }
        short=${sha:0:12}
        if ! git grep -q '"instructions"' "$sha" -- Sources/VitrineBench/main.swift; then
            echo "bench-instructions: $target ($short) has no \`vitrine-bench instructions\` mode; it cannot be counted" >&2
            exit 1
        fi
        dir="$root/.build-instr-$short"
        if [ ! -e "$dir/src/.git" ]; then
            git worktree add --detach --quiet "$dir/src" "$sha"
        fi
        [ "$(git -C "$dir/src" rev-parse HEAD)" = "$sha" ] || git -C "$dir/src" checkout --detach --quiet "$sha"
        bin=$(build "$dir/src" "$dir/build" "$short")
        measure "$bin" "$short"
    done
fi

# The change of each further tree against the first.
for ((i = 1; i < ${#labels[@]}; i++)); do
    awk -v a="${labels[0]}" -v b="${labels[$i]}" -v r0="${per_renders[0]}" -v r1="${per_renders[$i]}" \
        -v l0="${per_layouts[0]}" -v l1="${per_layouts[$i]}" \
        'BEGIN { printf "CHANGE %s -> %s per_render %+.2f%% per_layout %+.2f%%\n", a, b, 100 * (r1 - r0) / r0, 100 * (l1 - l0) / l0 }'
done
