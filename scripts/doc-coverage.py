#!/usr/bin/env python3
"""Counts how much of each module's public API carries a doc comment, and fails when a module
falls below its floor.

    scripts/doc-coverage.py                       per-module table and total
    scripts/doc-coverage.py --module SwiftUI -u   also list each undocumented declaration (file:line)
    scripts/doc-coverage.py --min                 exit 1 when a module in FLOORS is below its floor
    scripts/doc-coverage.py --min 50              same, with one floor of 50 % for every module in FLOORS
    scripts/doc-coverage.py --self-test           checks the parser on small samples (documented and not)

What counts as public API: a declaration (func, var, let, init, subscript, struct, class, actor,
enum, protocol, typealias, associatedtype, macro) marked `public` or `open`; members of a
`public extension`; requirements of a public protocol; and the cases of a public enum. A
declaration that names several things on one line (`public var a, b: Int`, `case x, y`) is one
entry. Names that begin with `_` are left out: they are public only for the module's own
machinery (the same rule DocC follows), not for authors.

Documented means a `///` line or a `/** ... */` block directly above the declaration; attribute
lines (`@MainActor`, `@inlinable`, `@available(...)`) may stand between.

Shared docs: a case without associated values counts as documented when its enum is
documented, because for cases like `.small` or `.leading` the enum's doc says what they are and
a doc per case would repeat the name; a case with associated values needs its own doc. A type
written on one line (`public struct S: P { public init() {} }`, `public enum E { case a, b }`)
is documented as a unit: the member after its brace counts, and counts as documented when the
type is. The table shows how many entries were covered that way ("shared").

The parser reads lines and tracks braces (ignoring string literals and comments); it is not a
Swift parser, but the sources keep one declaration per line start, which is all it needs.
"""
import argparse
import os
import re
import sys

# Floors (percent documented) that `--min` enforces. Set a little under what each module reached,
# so a new undocumented public declaration fails CI instead of silently lowering coverage.
FLOORS = {
    "SwiftUI": 95,
    "WidgetKit": 95,
    "Intents": 95,
    "AppIntents": 95,
    "WidgetArchive": 95,
    "WidgetLayout": 95,
    "WidgetRender": 95,
    "AssetCatalog": 95,
    "WidgetScheduler": 95,
    "VitrineStore": 95,
    "VitrineHost": 95,
    "VitrineWeb": 95,
    "HostProtocol": 95,
    "ExtensionProtocol": 95,
    "WireTransport": 95,
    "OSLog": 95,
    "Combine": 95,
    "ExtensionHost": 95,
    "ControlSocket": 95,
    "ActivityKit": 95,
    "Charts": 95,
    "AssetSymbolGeneration": 95,
    "IntentDefinitionGeneration": 95,
    "XcodeProject": 95,
    "FoundationCompat": 95,
    "HealthKit": 95,
    "CoreLocation": 95,
    "WatchConnectivity": 95,
    "UserNotifications": 95,
    "LocalAuthentication": 95,
    "EventKit": 95,
    "CoreData": 95,
    "WeatherKit": 95,
    "SwiftData": 95,
    "SwiftDataMacros": 95,
    "StoreKit": 95,
    "Security": 95,
    "MapKit": 95,
    "CoreGraphics": 95,
}

KINDS = r"func|var|let|init|subscript|struct|class|actor|enum|protocol|typealias|associatedtype|macro|extension|case"
MODIFIERS = r"(?:public|open|package|internal|private|fileprivate|static|class|final|override|mutating|nonmutating|convenience|required|" \
            r"nonisolated|indirect|lazy|weak|unowned|dynamic|optional|prefix|postfix|infix|consuming|borrowing|distributed)" \
            r"(?:\([a-z]+\))?"
ATTRIBUTE = r"@[A-Za-z_][A-Za-z0-9_.]*(?:\([^)]*\))?"
DECL = re.compile(r"^\s*((?:" + ATTRIBUTE + r"\s+)*)((?:" + MODIFIERS + r"\s+)*)(" + KINDS + r")\b\s*(.*)$")
ATTRIBUTE_LINE = re.compile(r"^\s*(?:" + ATTRIBUTE + r"\s*)+$")
NAME = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*|`[^`]+`|[^\sA-Za-z0-9_(<:{]+)")


def strip_code(line, state):
    """The line without string literals and comments, so braces inside them are not counted.
    `state` carries whether we are inside a block comment or a multi-line string."""
    out, i = [], 0
    while i < len(line):
        if state["block"]:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"], i = False, end + 2
            continue
        if state["multiline"]:
            end = line.find('"""', i)
            if end < 0:
                return "".join(out)
            state["multiline"], i = False, end + 3
            continue
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            state["block"], i = True, i + 2
            continue
        if line.startswith('"""', i):
            state["multiline"], i = True, i + 3
            continue
        if line[i] == '"':
            # Skip a one-line string literal, including `\(...)` interpolations and escapes.
            j, depth = i + 1, 0
            while j < len(line):
                if line[j] == "\\" and j + 1 < len(line) and line[j + 1] == "(":
                    depth += 1
                    j += 2
                    continue
                if line[j] == "\\":
                    j += 2
                    continue
                if depth and line[j] == ")":
                    depth -= 1
                elif not depth and line[j] == '"':
                    break
                j += 1
            out.append('""')
            i = j + 1
            continue
        out.append(line[i])
        i += 1
    return "".join(out)


def has_doc(lines, index):
    """Whether the declaration at lines[index] has a doc comment above it (attributes may stand between)."""
    j = index - 1
    while j >= 0 and ATTRIBUTE_LINE.match(lines[j]):
        j -= 1
    if j < 0:
        return False
    above = lines[j].strip()
    if above.startswith("///"):
        return True
    if above.endswith("*/"):
        while j >= 0 and "/*" not in lines[j]:
            j -= 1
        return j >= 0 and lines[j].strip().startswith("/**")
    return False


class Scope:
    def __init__(self, kind, public, documented=False, depth=0):
        self.kind, self.public, self.documented, self.depth = kind, public, documented, depth


def classify(match, parent):
    """What one declaration is: (kind, name, is public API, is public before hiding, explicit `public`)."""
    attributes, modifiers, kind, rest = match.groups()
    words = modifiers.split()
    explicit = any(w.startswith("public") or w.startswith("open") for w in words)
    restricted = any(w.split("(")[0] in ("private", "fileprivate", "internal", "package") and "(set)" not in w for w in words)
    is_public = explicit or (not restricted and (
        (parent.kind == "extension" and parent.public) or
        (parent.kind == "protocol" and parent.public and kind in ("func", "var", "init", "subscript", "associatedtype", "typealias")) or
        (parent.kind == "enum" and parent.public and kind == "case")))
    if kind == "case" and parent.kind != "enum":
        is_public = False  # `case` in a switch or a `for case` pattern
    # Members of a type that is not itself API (internal, or `_`-named) are not API either.
    hidden = parent.kind in TYPE_KINDS and not parent.public
    name_match = NAME.match(rest.strip()) if kind not in ("init", "subscript") else None
    name = name_match.group(1) if name_match else kind
    api = is_public and kind != "extension" and not name.startswith("_") and not hidden
    return kind, name, rest, api, is_public and not name.startswith("_") and not hidden, explicit


TYPE_KINDS = ("struct", "class", "actor", "enum", "protocol")


def scan(path):
    """Yields (line number, kind, name, documented, shared) for each public declaration in one file.
    `shared` marks entries counted as documented by their enclosing declaration's doc."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    state = {"block": False, "multiline": False}
    # Each open brace gets a scope: a type or extension (declarations inside may be API) or "code".
    stack, pending = [], None
    for index, raw in enumerate(lines):
        in_comment = state["block"] or state["multiline"]
        code = strip_code(raw, state)
        match = None if in_comment else DECL.match(code)
        if match:
            parent = stack[-1] if stack else Scope("file", True)
            # Only declarations at file level or directly in a type/extension body count; locals do not.
            if parent.kind in ("file", "extension") + TYPE_KINDS:
                kind, name, rest, api, scope_public, explicit = classify(match, parent)
                documented = has_doc(lines, index)
                shared = False
                if api and kind == "case" and not documented and parent.documented and "(" not in rest:
                    documented = shared = True
                if api:
                    yield index + 1, kind, name, documented, shared
                if kind == "extension":
                    # An extension is not itself API, but `public extension` makes its members public.
                    pending = Scope("extension", explicit, documented)
                elif kind in TYPE_KINDS:
                    pending = Scope(kind, scope_public, documented)
                elif kind in ("func", "init", "subscript", "var", "let"):
                    pending = Scope("code", False)
                # A type written on one line (`public struct S: P { public init() {} }`,
                # `public enum E { case a, b }`): the member after the brace is API too, and the
                # type's doc covers it.
                if pending is not None and pending.kind in ("extension",) + TYPE_KINDS and "{" in code:
                    inner = DECL.match(code[code.index("{") + 1:])
                    if inner:
                        kind2, name2, rest2, api2, _, _ = classify(inner, pending)
                        if api2:
                            yield index + 1, kind2, name2, pending.documented, pending.documented
        for ch in code:
            if ch == "{":
                stack.append(pending or Scope("code", False))
                pending = None
            elif ch == "}":
                if stack:
                    stack.pop()
        # A declaration's brace usually opens on its own line; a type whose brace is on a later
        # line keeps `pending` until then. A line that ends a declaration without a brace clears it.
        if pending and match and "{" not in code and not code.rstrip().endswith((",", "(", "->", "where")) and pending.kind == "code":
            pending = None


def module_stats(root, module):
    total = documented = shared = 0
    missing = []
    for directory, _, files in os.walk(os.path.join(root, module)):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            for line, kind, name, doc, is_shared in scan(path):
                total += 1
                documented += doc
                shared += is_shared
                if not doc:
                    missing.append(f"{os.path.relpath(path)}:{line}: {kind} {name}")
    return total, documented, shared, missing


SELF_TEST = {
    # source: (public entries, documented entries)
    "/// A.\npublic struct A {\n    /// x.\n    public var x: Int\n    public var y: Int\n    var z: Int\n    func f() { let local = 1 }\n}\n": (3, 2),
    "/// An enum.\npublic enum E { case a, b\n    case c(Int)\n    /// d.\n    case d(Int)\n}\n": (4, 3),
    "public enum E { case a, b }\n": (2, 0),
    "/// Doc.\n@MainActor @preconcurrency\npublic protocol P {\n    associatedtype T\n    /// f.\n    func f()\n}\n": (3, 2),
    "public extension Int {\n    /// k.\n    var k: Int { 1 }\n    func g() {}\n    private func h() {}\n}\nextension Int {\n    public func m() {}\n    func n() {}\n}\n": (3, 1),
    "struct Internal {\n    public var hidden: Int\n}\npublic struct _Under { public var hidden: Int }\n": (0, 0),
    "/**\n Block doc.\n */\npublic func b() {\n    let s = \"{ not a brace\"\n}\n// not a doc\npublic func c() {}\n": (2, 1),
    "let s = \"\"\"\n    public func notCode() {}\n    \"\"\"\n/// Real.\npublic func real() {}\n": (1, 1),
}


def self_test():
    import tempfile
    failures = 0
    with tempfile.TemporaryDirectory() as directory:
        for index, (source, (want_total, want_documented)) in enumerate(SELF_TEST.items()):
            path = os.path.join(directory, f"Sample{index}.swift")
            with open(path, "w", encoding="utf-8") as f:
                f.write(source)
            entries = list(scan(path))
            total, documented = len(entries), sum(1 for entry in entries if entry[3])
            if (total, documented) != (want_total, want_documented):
                failures += 1
                print(f"sample {index}: found {total} public, {documented} documented; expected {want_total}, {want_documented}:\n{source}")
    print("self-test:", "FAILED" if failures else f"{len(SELF_TEST)} samples pass")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default="Sources")
    parser.add_argument("--module", action="append", help="only these modules (repeatable)")
    parser.add_argument("-u", "--undocumented", action="store_true", help="list undocumented declarations")
    parser.add_argument("--min", nargs="?", const=-1, type=float, metavar="PERCENT",
                        help="exit 1 when a module in FLOORS is below its floor (or below PERCENT when given)")
    parser.add_argument("--self-test", action="store_true", help="check the parser on built-in samples and exit")
    args = parser.parse_args()
    if args.self_test:
        return self_test()

    modules = args.module or sorted(m for m in os.listdir(args.root) if os.path.isdir(os.path.join(args.root, m)))
    rows, failures = [], []
    grand_total = grand_documented = 0
    print(f"{'module':<20} {'public':>7} {'documented':>10} {'shared':>8} {'percent':>8}  floor")
    for module in modules:
        total, documented, shared, missing = module_stats(args.root, module)
        if total == 0:
            continue
        grand_total += total
        grand_documented += documented
        percent = 100.0 * documented / total
        floor = FLOORS.get(module)
        if args.min is not None and floor is not None and args.min >= 0:
            floor = args.min
        below = floor is not None and percent < floor
        if below:
            failures.append(f"{module}: {percent:.1f} % documented, floor {floor:g} %")
        mark = "" if floor is None else f"{floor:g}" + ("  BELOW" if below else "")
        print(f"{module:<20} {total:>7} {documented:>10} {shared:>8} {percent:>7.1f}%  {mark}")
        rows.append((module, missing))
    if grand_total:
        print(f"{'total':<20} {grand_total:>7} {grand_documented:>10} {'':>8} {100.0 * grand_documented / grand_total:>7.1f}%")
    if args.undocumented:
        for module, missing in rows:
            for entry in missing:
                print(entry)
    if args.min is not None and failures:
        print("doc coverage below floor (write `///` docs on the new public declarations):", file=sys.stderr)
        for failure in failures:
            print("  " + failure, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
