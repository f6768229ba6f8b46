#!/usr/bin/env bash
# Checks that the Swift sources follow .swift-format (docs/STYLE.md says why each setting is
# what it is). Exit status 1 lists each finding as file:line:column.
#
#     scripts/check-format.sh            (from anywhere; checks Sources, Tests, Examples, Package.swift)
#     swift format -i --configuration .swift-format -r Sources Tests Examples Package.swift   (fixes them)
set -euo pipefail
cd "$(dirname "$0")/.."
exec swift format lint --strict --configuration .swift-format --recursive --parallel Sources Tests Examples Package.swift
