#!/usr/bin/env bash
# Checks that the Swift sources follow .swift-format (docs/STYLE.md says why each setting is
# what it is). Exit status 1 lists each finding as file:line:column.
#
#     scripts/check-format.sh            (from anywhere; checks Sources, Tests, Examples, Package.swift)
#     swift format -i --configuration .swift-format -r Sources Tests Examples Package.swift   (fixes them)
#
# Tests/XcodeCorpus is left out: it is iOS authors' code in their own style, which Vitrine must
# take unchanged (docs/XCODE-CORPUS.md).
set -euo pipefail
cd "$(dirname "$0")/.."
find Sources Tests Examples Package.swift -name '*.swift' -not -path 'Tests/XcodeCorpus/*' -print0 |
    xargs -0 swift format lint --strict --configuration .swift-format --parallel
