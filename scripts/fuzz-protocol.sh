#!/usr/bin/env bash
# Fuzzes what the extension host does with bytes from an extension (FrameCodec.Reader, the
# ExtensionResponse/ExtensionRequest/Hello decoders in JSON and compact frames, ArchiveCodec,
# BinaryArchive) with libFuzzer, for a bounded time. Kept for the CI and old habits: it is
# `scripts/fuzz.sh protocol`, which builds and runs every fuzzer (docs/FUZZING.md).
#
#   scripts/fuzz-protocol.sh [seconds]    (default 60)
set -euo pipefail
exec "$(dirname "$0")/fuzz.sh" protocol "${1:-60}"
