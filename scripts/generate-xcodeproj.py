#!/usr/bin/env python3
"""Writes an Xcode project file (project.pbxproj) from a short description.

The compatibility corpus (Tests/XcodeCorpus, docs/XCODE-CORPUS.md) keeps each project as its
sources plus `xcodeproj.json`; this script turns the description into `<name>.xcodeproj` the
way Xcode 16 lays it out: synchronized folders with exception sets ("style": "synced") or
classic groups with build phases listing every file ("style": "classic"). The generated files
are committed, so `vitrine open` reads them like any project; `--check` fails when one is out
of date.

usage: generate-xcodeproj.py [--check] PROJECT_DIR...   (a folder holding xcodeproj.json)
"""

import hashlib
import json
import os
import re
import sys

SOURCE_EXTENSIONS = {".swift", ".intentdefinition", ".xcdatamodeld"}
BUNDLE_EXTENSIONS = {".xcassets", ".xcdatamodeld", ".bundle", ".lproj"}
NOT_IN_PHASES = {".entitlements", ".xcconfig"}
FILE_TYPES = {
    ".swift": "sourcecode.swift",
    ".plist": "text.plist.xml",
    ".strings": "text.plist.strings",
    ".stringsdict": "text.plist.stringsdict",
    ".xcstrings": "text.json.xcstrings",
    ".xcassets": "folder.assetcatalog",
    ".intentdefinition": "file.intentdefinition",
    ".entitlements": "text.plist.entitlements",
    ".xcconfig": "text.xcconfig",
    ".json": "text.json",
    ".png": "image.png",
    ".ttf": "file",
    ".xcdatamodeld": "wrapper.xcdatamodeld",
}
PRODUCT_TYPES = {
    "app": ("com.apple.product-type.application", "wrapper.application", ".app"),
    "widget": ("com.apple.product-type.app-extension", "wrapper.app-extension", ".appex"),
    "intents": ("com.apple.product-type.app-extension", "wrapper.app-extension", ".appex"),
    "framework": ("com.apple.product-type.framework", "wrapper.framework", ".framework"),
}
UNQUOTED = re.compile(r"^[A-Za-z0-9_$/:.]+$")


class Writer:
    """Deterministic object ids and the old-style property list text."""

    def __init__(self, name):
        self.name = name
        self.objects = {}

    def id(self, *key):
        digest = hashlib.sha1(("\0".join([self.name, *key])).encode()).hexdigest().upper()
        return digest[:24]

    def add(self, key, obj):
        object_id = self.id(*key)
        self.objects[object_id] = obj
        return object_id

    @staticmethod
    def quote(value):
        if isinstance(value, int):
            return str(value)
        if value != "" and UNQUOTED.match(value) and not value.startswith("//"):
            return value
        escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
        return f'"{escaped}"'

    def render(self, value, depth):
        tabs = "\t" * depth
        if isinstance(value, dict):
            lines = ["{"]
            for key in sorted(value, key=lambda k: (k != "isa", k)):
                lines.append(f"{tabs}\t{self.quote(key)} = {self.render(value[key], depth + 1)};")
            lines.append(tabs + "}")
            return "\n".join(lines)
        if isinstance(value, list):
            lines = ["("]
            for item in value:
                lines.append(f"{tabs}\t{self.render(item, depth + 1)},")
            lines.append(tabs + ")")
            return "\n".join(lines)
        return self.quote(value)

    def text(self, root_id):
        sections = {}
        for object_id, obj in self.objects.items():
            sections.setdefault(obj["isa"], []).append(object_id)
        out = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};"]
        out.append(f"\tobjectVersion = {self.objects[root_id]['_objectVersion']};")
        out.append("\tobjects = {")
        for isa in sorted(sections):
            out.append(f"\n/* Begin {isa} section */")
            for object_id in sorted(sections[isa]):
                obj = {k: v for k, v in self.objects[object_id].items() if not k.startswith("_")}
                out.append(f"\t\t{object_id} = {self.render(obj, 2)};")
            out.append(f"/* End {isa} section */")
        out.append("\t};")
        out.append(f"\trootObject = {root_id};")
        out.append("}")
        return "\n".join(out) + "\n"


def extension(path):
    return os.path.splitext(path.rstrip("/"))[1]


def members(root, folder):
    """Files of a folder as a target sees them: bundle folders count as one file."""
    result = []
    base = os.path.join(root, folder)
    for current, dirs, files in os.walk(base):
        dirs.sort()
        kept = []
        for d in dirs:
            if extension(d) in BUNDLE_EXTENSIONS and extension(d) != ".lproj":
                result.append(os.path.relpath(os.path.join(current, d), root))
            else:
                kept.append(d)
        dirs[:] = kept
        for f in sorted(files):
            if f.startswith("."):
                continue
            result.append(os.path.relpath(os.path.join(current, f), root))
    return sorted(result)


def target_settings(root, spec, configuration):
    folder = (spec.get("folders") or [spec["name"]])[0]
    settings = {
        "PRODUCT_NAME": "$(TARGET_NAME)",
        "SWIFT_VERSION": "5.0",
        "TARGETED_DEVICE_FAMILY": "1,2",
        "CODE_SIGN_STYLE": "Automatic",
    }
    if os.path.exists(os.path.join(root, folder, "Info.plist")):
        settings["INFOPLIST_FILE"] = f"{folder}/Info.plist"
    for name in sorted(os.listdir(os.path.join(root, folder))) if os.path.isdir(os.path.join(root, folder)) else []:
        if name.endswith(".entitlements"):
            settings["CODE_SIGN_ENTITLEMENTS"] = f"{folder}/{name}"
    if spec["type"] == "app":
        settings["ASSETCATALOG_COMPILER_APPICON_NAME"] = "AppIcon"
    if spec["type"] == "widget":
        settings["ASSETCATALOG_COMPILER_WIDGET_BACKGROUND_COLOR_NAME"] = "WidgetBackground"
        settings["SKIP_INSTALL"] = "YES"
    settings.update(spec.get("settings", {}))
    settings.update(spec.get(configuration.lower(), {}))
    return settings


def generate(root):
    with open(os.path.join(root, "xcodeproj.json")) as f:
        description = json.load(f)
    name = description["name"]
    style = description.get("style", "synced")
    w = Writer(name)
    targets = description["targets"]
    target_ids = {t["name"]: w.id("target", t["name"]) for t in targets}
    package_ids = {p: w.id("package", p) for p in description.get("packages", [])}

    # Products group and each target's product reference.
    product_refs = {}
    for t in targets:
        _, file_type, suffix = PRODUCT_TYPES[t["type"]]
        product_name = t.get("settings", {}).get("PRODUCT_NAME", t["name"])
        product_refs[t["name"]] = w.add(
            ("product", t["name"]),
            {"isa": "PBXFileReference", "explicitFileType": file_type, "includeInIndex": 0, "path": product_name + suffix, "sourceTree": "BUILT_PRODUCTS_DIR"},
        )
    widgetkit = w.add(
        ("sdk", "WidgetKit"),
        {"isa": "PBXFileReference", "lastKnownFileType": "wrapper.framework", "name": "WidgetKit.framework", "path": "System/Library/Frameworks/WidgetKit.framework", "sourceTree": "SDKROOT"},
    )
    main_children = []

    # What each target has: files from its folders, minus excludes, plus includes.
    membership = {}
    for t in targets:
        files = []
        for folder in t.get("folders", [t["name"]]):
            files += members(root, folder)
        excluded = set(t.get("exclude", []))
        files = [f for f in files if f not in excluded and not any(f.startswith(e + "/") for e in excluded) and os.path.basename(f) != "Info.plist"]
        membership[t["name"]] = sorted(set(files + t.get("include", [])))

    phases = {t["name"]: {"Sources": [], "Resources": [], "Frameworks": []} for t in targets}

    if style == "synced":
        folders = []
        for t in targets:
            for folder in t.get("folders", [t["name"]]):
                if folder not in folders:
                    folders.append(folder)
        exception_sets = {folder: [] for folder in folders}
        for t in targets:
            listed = t.get("folders", [t["name"]])
            for folder in listed:
                all_files = members(root, folder)
                excluded = [os.path.relpath(f, folder) for f in all_files if f not in membership[t["name"]]]
                # Name a wholly excluded folder once, as Xcode does.
                collapsed = []
                for e in sorted(set(t.get("exclude", []))):
                    if e.startswith(folder + "/"):
                        collapsed.append(os.path.relpath(e, folder))
                rest = [e for e in excluded if not any(e == c or e.startswith(c + "/") for c in collapsed)]
                exceptions = sorted(set(collapsed + rest))
                if exceptions:
                    exception_sets[folder].append(
                        w.add(("exceptions", folder, t["name"]), {"isa": "PBXFileSystemSynchronizedBuildFileExceptionSet", "membershipExceptions": exceptions, "target": target_ids[t["name"]]})
                    )
            by_folder = {}
            for path in t.get("include", []):
                folder = next(f for f in folders if path.startswith(f + "/"))
                by_folder.setdefault(folder, []).append(os.path.relpath(path, folder))
            for folder, paths in by_folder.items():
                exception_sets[folder].append(
                    w.add(("exceptions", folder, t["name"]), {"isa": "PBXFileSystemSynchronizedBuildFileExceptionSet", "membershipExceptions": sorted(paths), "target": target_ids[t["name"]]})
                )
        folder_ids = {}
        for folder in folders:
            obj = {"isa": "PBXFileSystemSynchronizedRootGroup", "path": folder, "sourceTree": "<group>"}
            if exception_sets[folder]:
                obj["exceptions"] = exception_sets[folder]
            folder_ids[folder] = w.add(("folder", folder), obj)
            main_children.append(folder_ids[folder])
    else:
        # Classic groups: one group per folder level, one reference per file, variant groups for .lproj.
        groups = {}

        def group_for(path):
            if path in groups:
                return groups[path]
            parent = os.path.dirname(path)
            obj = {"isa": "PBXGroup", "children": [], "path": os.path.basename(path), "sourceTree": "<group>"}
            groups[path] = (w.add(("group", path), obj), obj)
            if parent:
                group_for(parent)[1]["children"].append(groups[path][0])
            else:
                main_children.append(groups[path][0])
            return groups[path]

        refs = {}
        for t in targets:
            for path in membership[t["name"]]:
                if path in refs:
                    continue
                parts = path.split("/")
                lproj = next((i for i, p in enumerate(parts) if p.endswith(".lproj")), None)
                if lproj is not None:
                    parent = "/".join(parts[:lproj])
                    leaf = "/".join(parts[lproj + 1 :])
                    key = parent + "|" + leaf
                    if key not in refs:
                        variant = {"isa": "PBXVariantGroup", "children": [], "name": leaf, "sourceTree": "<group>"}
                        refs[key] = w.add(("variant", key), variant)
                        group_for(parent)[1]["children"].append(refs[key])
                        for language_dir in sorted(os.listdir(os.path.join(root, parent))):
                            if language_dir.endswith(".lproj") and os.path.exists(os.path.join(root, parent, language_dir, leaf)):
                                language = language_dir[: -len(".lproj")]
                                variant["children"].append(
                                    w.add(
                                        ("file", parent, language_dir, leaf),
                                        {"isa": "PBXFileReference", "lastKnownFileType": FILE_TYPES.get(extension(leaf), "file"), "name": language, "path": f"{language_dir}/{leaf}", "sourceTree": "<group>"},
                                    )
                                )
                    refs[path] = refs[key]
                    continue
                ref = w.add(("file", path), {"isa": "PBXFileReference", "lastKnownFileType": FILE_TYPES.get(extension(path), "file"), "path": os.path.basename(path), "sourceTree": "<group>"})
                group_for(os.path.dirname(path))[1]["children"].append(ref)
                refs[path] = ref
        for t in targets:
            seen = set()
            for path in membership[t["name"]]:
                ref = refs[path]
                if ref in seen or extension(path) in NOT_IN_PHASES:
                    continue
                seen.add(ref)
                phase = "Sources" if extension(path) in SOURCE_EXTENSIONS else "Resources"
                build_file = {"isa": "PBXBuildFile", "fileRef": ref}
                if extension(path) == ".intentdefinition":
                    build_file["settings"] = {"ATTRIBUTES": ["codegen" if t["type"] != "app" or t.get("intentCodegen", False) else "no_codegen"]}
                phases[t["name"]][phase].append(w.add(("build", t["name"], path), build_file))

    # Frameworks: WidgetKit for widgets, local package products, framework targets.
    for t in targets:
        if t["type"] == "widget":
            phases[t["name"]]["Frameworks"].append(w.add(("build", t["name"], "WidgetKit"), {"isa": "PBXBuildFile", "fileRef": widgetkit}))
        for product in t.get("products", []):
            phases[t["name"]]["Frameworks"].append(w.add(("build", t["name"], "product", product), {"isa": "PBXBuildFile", "productRef": w.id("product-dependency", t["name"], product)}))
        for dependency in t.get("dependencies", []):
            other = next(o for o in targets if o["name"] == dependency)
            if other["type"] == "framework":
                phases[t["name"]]["Frameworks"].append(w.add(("build", t["name"], "framework", dependency), {"isa": "PBXBuildFile", "fileRef": product_refs[dependency]}))

    # A target's `xcconfig` is its configurations' base: a file reference in the folder's group
    # (classic), or anchored on the synchronized folder that holds it (Xcode 16).
    xcconfig_bases = {}
    for t in targets:
        path = t.get("xcconfig")
        if not path:
            continue
        folder = os.path.dirname(path)
        if style == "synced" and any(path.startswith(f + "/") for f in folder_ids):
            anchor = next(f for f in folder_ids if path.startswith(f + "/"))
            xcconfig_bases[t["name"]] = {"baseConfigurationReferenceAnchor": folder_ids[anchor], "baseConfigurationReferenceRelativePath": os.path.relpath(path, anchor)}
            continue
        ref = w.id("file", path)
        if ref not in w.objects:
            w.add(("file", path), {"isa": "PBXFileReference", "lastKnownFileType": "text.xcconfig", "path": os.path.basename(path), "sourceTree": "<group>"})
            if style == "classic" and folder:
                group_for(folder)[1]["children"].append(ref)
            elif folder:
                group = w.id("group", folder)
                if group not in w.objects:
                    w.add(("group", folder), {"isa": "PBXGroup", "children": [], "path": folder, "sourceTree": "<group>"})
                    main_children.append(group)
                w.objects[group]["children"].append(ref)
            else:
                main_children.append(ref)
        xcconfig_bases[t["name"]] = {"baseConfigurationReference": ref}

    main_children.append(w.add(("group", "Frameworks"), {"isa": "PBXGroup", "children": [widgetkit], "name": "Frameworks", "sourceTree": "<group>"}))
    products_group = w.add(("group", "Products"), {"isa": "PBXGroup", "children": [product_refs[t["name"]] for t in targets], "name": "Products", "sourceTree": "<group>"})
    main_children.append(products_group)
    main_group = w.add(("group", ""), {"isa": "PBXGroup", "children": main_children, "sourceTree": "<group>"})

    def configuration_list(key, settings_by_name, comment, base=None):
        configurations = [w.add(("configuration", key, c), {"isa": "XCBuildConfiguration", "buildSettings": s, "name": c, **(base or {})}) for c, s in settings_by_name]
        return w.add(("configuration-list", key), {"isa": "XCConfigurationList", "buildConfigurations": configurations, "defaultConfigurationIsVisible": 0, "defaultConfigurationName": "Release"})

    for t in targets:
        product_type = PRODUCT_TYPES[t["type"]][0]
        build_phases = []
        for phase, isa in (("Sources", "PBXSourcesBuildPhase"), ("Frameworks", "PBXFrameworksBuildPhase"), ("Resources", "PBXResourcesBuildPhase")):
            build_phases.append(w.add(("phase", t["name"], phase), {"isa": isa, "buildActionMask": 2147483647, "files": phases[t["name"]][phase], "runOnlyForDeploymentPostprocessing": 0}))
        dependencies = []
        embedded = []
        for dependency in t.get("dependencies", []):
            proxy = w.add(("proxy", t["name"], dependency), {"isa": "PBXContainerItemProxy", "containerPortal": w.id("project"), "proxyType": 1, "remoteGlobalIDString": target_ids[dependency], "remoteInfo": dependency})
            dependencies.append(w.add(("dependency", t["name"], dependency), {"isa": "PBXTargetDependency", "target": target_ids[dependency], "targetProxy": proxy}))
            other = next(o for o in targets if o["name"] == dependency)
            if other["type"] in ("widget", "intents"):
                embedded.append(w.add(("build", t["name"], "embed", dependency), {"isa": "PBXBuildFile", "fileRef": product_refs[dependency], "settings": {"ATTRIBUTES": ["RemoveHeadersOnCopy"]}}))
        if embedded:
            build_phases.append(
                w.add(("phase", t["name"], "Embed"), {"isa": "PBXCopyFilesBuildPhase", "buildActionMask": 2147483647, "dstPath": "", "dstSubfolderSpec": 13, "files": embedded, "name": "Embed Foundation Extensions", "runOnlyForDeploymentPostprocessing": 0})
            )
        target = {
            "isa": "PBXNativeTarget",
            "buildConfigurationList": configuration_list(t["name"], [(c, target_settings(root, t, c)) for c in ("Debug", "Release")], t["name"], xcconfig_bases.get(t["name"])),
            "buildPhases": build_phases,
            "buildRules": [],
            "dependencies": dependencies,
            "name": t["name"],
            "productName": t["name"],
            "productReference": product_refs[t["name"]],
            "productType": product_type,
        }
        if style == "synced":
            target["fileSystemSynchronizedGroups"] = [w.id("folder", f) for f in t.get("folders", [t["name"]])]
        if t.get("products"):
            target["packageProductDependencies"] = [w.id("product-dependency", t["name"], p) for p in t["products"]]
            for product in t["products"]:
                package = next(p for p in description.get("packages", []) if os.path.exists(os.path.join(root, p, "Package.swift")) and product in open(os.path.join(root, p, "Package.swift")).read())
                w.add(("product-dependency", t["name"], product), {"isa": "XCSwiftPackageProductDependency", "package": package_ids[package], "productName": product})
        w.objects[target_ids[t["name"]]] = target

    for path, package_id in package_ids.items():
        w.objects[package_id] = {"isa": "XCLocalSwiftPackageReference", "relativePath": path}

    base = {"ALWAYS_SEARCH_USER_PATHS": "NO", "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "SDKROOT": "iphoneos", "SWIFT_EMIT_LOC_STRINGS": "YES"}
    base.update(description.get("settings", {}))
    debug = dict(base, SWIFT_ACTIVE_COMPILATION_CONDITIONS="DEBUG $(inherited)", SWIFT_OPTIMIZATION_LEVEL="-Onone", DEBUG_INFORMATION_FORMAT="dwarf")
    release = dict(base, SWIFT_COMPILATION_MODE="wholemodule")
    project = {
        "isa": "PBXProject",
        "_objectVersion": 77 if style == "synced" else 56,
        "attributes": {"BuildIndependentTargetsInParallel": 1, "LastSwiftUpdateCheck": 1640 if style == "synced" else 1500, "LastUpgradeCheck": 1640 if style == "synced" else 1500},
        "buildConfigurationList": configuration_list("project", [("Debug", debug), ("Release", release)], name),
        "developmentRegion": "en",
        "hasScannedForEncodings": 0,
        "knownRegions": ["en", "Base"] + description.get("regions", []),
        "mainGroup": main_group,
        "productRefGroup": products_group,
        "projectDirPath": "",
        "projectRoot": "",
        "targets": [target_ids[t["name"]] for t in targets],
    }
    if package_ids:
        project["packageReferences"] = list(package_ids.values())
    if style == "synced":
        project["preferredProjectObjectVersion"] = 77
    root_id = w.add(("project",), project)
    return os.path.join(root, f"{name}.xcodeproj", "project.pbxproj"), w.text(root_id)


def main(arguments):
    check = "--check" in arguments
    folders = [a for a in arguments if a != "--check"]
    if not folders:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    stale = []
    for folder in folders:
        path, text = generate(folder)
        current = open(path).read() if os.path.exists(path) else None
        if current == text:
            continue
        if check:
            stale.append(path)
        else:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
            print(f"wrote {path}")
    if stale:
        print("out of date (run scripts/generate-xcodeproj.py on them):\n  " + "\n  ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
