#!/usr/bin/env python3
"""Checks that Package.swift and the sources agree: every module a target imports is one it
declares (a package target, or a product of a dependency), and every package target it
declares as a library dependency is imported somewhere in it. Executables a test target
declares (to have them built for its process tests) and macro plugins are exempt from the
second rule. Exit status 1 lists each disagreement.

    scripts/check-package-imports.py        (from the repository root; runs `swift package dump-package`)
"""
import glob
import json
import os
import re
import subprocess
import sys

# Modules that come with the toolchain or the system, never declared.
# `os` is Apple's (imported under `#if canImport(os)`); the package must never have a module of
# that name: dependencies such as swift-argument-parser test `canImport(os)` and would take it
# for Darwin's (docs/FRAMEWORKS.md).
TOOLCHAIN = {"Foundation", "FoundationEssentials", "FoundationNetworking", "Glibc", "Musl", "Dispatch", "Synchronization",
             "Testing", "XCTest", "_Concurrency", "Observation", "os", "_FoundationICU"}
# Products whose modules have other names.
PRODUCT_MODULES = {"Collections": {"Collections", "HeapModule", "DequeModule", "OrderedCollections"}}
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*(?:public\s+|package\s+|internal\s+|private\s+|fileprivate\s+)?import\s+(?:struct\s+|class\s+|enum\s+|func\s+|protocol\s+|typealias\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def main() -> int:
    package = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
    targets = {t["name"]: t for t in package["targets"]}
    problems = []
    for name, target in sorted(targets.items()):
        if target["type"] in ("system", "binary", "plugin"):
            continue
        declared_targets, declared_modules = set(), set()
        for dependency in target["dependencies"]:
            kind, value = next(iter(dependency.items()))
            if kind == "product":
                declared_modules |= PRODUCT_MODULES.get(value[0], {value[0]})
            else:
                declared_targets.add(value[0])
        root = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", name)
        excluded = [os.path.join(root, e) for e in target.get("exclude", [])]
        only = [os.path.join(root, s) for s in target.get("sources") or []]
        imported = set()
        for path in glob.glob(os.path.join(root, "**", "*.swift"), recursive=True):
            if any(path.startswith(e) for e in excluded) or (only and not any(path.startswith(s) for s in only)):
                continue
            with open(path, encoding="utf-8") as file:
                # Lines inside a multi-line string literal are text a program writes, not imports.
                in_literal = False
                for line in file:
                    match = None if in_literal else IMPORT.match(line)
                    if match:
                        imported.add(match.group(1))
                    if line.count('"""') % 2 == 1:
                        in_literal = not in_literal
        imported -= TOOLCHAIN | {name}
        for module in sorted(imported - declared_targets - declared_modules):
            problems.append(f"{name} imports {module} but Package.swift does not declare it")
        for dependency in sorted(declared_targets - imported):
            kind = targets.get(dependency, {}).get("type")
            if kind in ("executable", "macro") or (kind == "system" and dependency in imported):
                continue
            problems.append(f"{name} declares {dependency} but imports it nowhere")
    for problem in problems:
        print(f"check-package-imports: {problem}", file=sys.stderr)
    if not problems:
        print(f"check-package-imports: {len(targets)} targets agree with their imports")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
