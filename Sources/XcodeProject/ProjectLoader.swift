import Foundation

extension XcodeProject {
    /// Reads `bundle/project.pbxproj` (`bundle` is the `.xcodeproj` folder).
    public static func load(_ bundle: URL) throws -> XcodeProject {
        let file = bundle.appendingPathComponent("project.pbxproj")
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw XcodeProjectError.unreadable(path: file.path, reason: (error as NSError).localizedDescription)
        }
        var loader = ProjectLoader(table: try ObjectTable(data: data, path: file.path), bundle: bundle.standardizedFileURL)
        return try loader.load()
    }
}

/// Turns the object table into the typed model, resolving every file reference to a path.
private struct ProjectLoader {
    let table: ObjectTable
    let bundle: URL
    /// The folder each file element resolves to, filled by walking the group tree.
    var paths: [String: URL] = [:]

    init(table: ObjectTable, bundle: URL) {
        self.table = table
        self.bundle = bundle
    }

    static let groupIsas: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]
    static let elementIsas: Set<String> = groupIsas.union(["PBXFileReference", "PBXFileSystemSynchronizedRootGroup", "PBXReferenceProxy"])

    mutating func load() throws -> XcodeProject {
        let root = try table.object(table.rootObject, from: ProjectObject(id: "(root)", isa: "(root)", fields: [:]), key: "rootObject", isa: ["PBXProject"])
        var directory = bundle.deletingLastPathComponent()
        if let dirPath = try root.optionalString("projectDirPath"), !dirPath.isEmpty {
            directory = dirPath.hasPrefix("/") ? URL(fileURLWithPath: dirPath) : directory.appendingPathComponent(dirPath)
        }
        directory = directory.standardizedFileURL
        let mainGroup = try table.object(try root.string("mainGroup"), from: root, key: "mainGroup", isa: ["PBXGroup"])
        try walk(mainGroup, parentDirectory: directory, projectDirectory: directory)
        let projectList = try configurationList(root, projectDirectory: directory)
        var targets: [Target] = []
        for id in try root.strings("targets") {
            guard let object = table.objects[id] else { throw XcodeProjectError.missingObject(id: id, referencedBy: root.id, key: "targets") }
            // Aggregate and legacy (external build system) targets compile nothing here.
            if object.isa == "PBXAggregateTarget" || object.isa == "PBXLegacyTarget" { continue }
            let native = try table.object(id, from: root, key: "targets", isa: ["PBXNativeTarget"])
            targets.append(try target(native, projectDirectory: directory))
        }
        var packages: [PackageReference] = []
        for id in try root.strings("packageReferences") {
            let object = try table.object(
                id, from: root, key: "packageReferences", isa: ["XCLocalSwiftPackageReference", "XCRemoteSwiftPackageReference"])
            packages.append(try package(object, projectDirectory: directory))
        }
        var folders: [String: SynchronizedFolder] = [:]
        for (id, object) in table.objects where object.isa == "PBXFileSystemSynchronizedRootGroup" {
            folders[id] = try synchronizedFolder(object, projectDirectory: directory)
        }
        return XcodeProject(
            bundle: bundle, directory: directory, objectVersion: table.objectVersion,
            targets: targets, configurations: projectList.configurations, defaultConfigurationName: projectList.defaultName,
            packages: packages, synchronizedFolders: folders)
    }

    /// Resolves every element under `group`; `parentDirectory` is the group's own folder's parent.
    mutating func walk(_ element: ProjectObject, parentDirectory: URL, projectDirectory: URL) throws {
        var folder = parentDirectory
        if case .path(let resolved) = try resolve(element, parentDirectory: parentDirectory, projectDirectory: projectDirectory) {
            paths[element.id] = resolved
            folder = resolved
        }
        guard Self.groupIsas.contains(element.isa) else { return }
        for child in try element.strings("children") {
            let object = try table.object(child, from: element, key: "children", isa: Self.elementIsas)
            try walk(object, parentDirectory: folder, projectDirectory: projectDirectory)
        }
    }

    /// Where one element is, by its `sourceTree`.
    enum Location {
        case path(URL)
        /// A file in the SDK or a product of another target, by name (`WidgetKit.framework`).
        case external(String)
    }

    func resolve(_ element: ProjectObject, parentDirectory: URL, projectDirectory: URL) throws -> Location {
        let path = try element.optionalString("path")
        let tree = try element.optionalString("sourceTree") ?? "<group>"
        if let path, path.hasPrefix("/") { return .path(URL(fileURLWithPath: path).standardizedFileURL) }
        switch tree {
        case "<group>":
            guard let path, !path.isEmpty else { return .path(parentDirectory) }
            return .path(parentDirectory.appendingPathComponent(path).standardizedFileURL)
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
            guard let path, !path.isEmpty else { return .path(projectDirectory) }
            return .path(projectDirectory.appendingPathComponent(path).standardizedFileURL)
        case "<absolute>":
            guard let path else { throw XcodeProjectError.missingKey(id: element.id, isa: element.isa, key: "path") }
            return .path(URL(fileURLWithPath: path).standardizedFileURL)
        case "SDKROOT", "DEVELOPER_DIR", "BUILT_PRODUCTS_DIR":
            let name = try path ?? element.optionalString("name") ?? ""
            return .external((name as NSString).lastPathComponent)
        default:
            // Another build setting's folder: taken as the project directory (swift-build joins
            // a relative value to it; absolute values are rare in checked-in projects).
            return .path(projectDirectory.appendingPathComponent(path ?? "").standardizedFileURL)
        }
    }

    /// A file element's location; one outside the group tree resolves as swift-build does,
    /// against the project directory.
    func location(of element: ProjectObject, projectDirectory: URL) throws -> Location {
        if let path = paths[element.id] { return .path(path) }
        return try resolve(element, parentDirectory: projectDirectory, projectDirectory: projectDirectory)
    }

    /// A file element's paths: one, or one per language of a variant group; none for SDK files.
    func files(of element: ProjectObject, projectDirectory: URL) throws -> [URL] {
        if element.isa == "PBXVariantGroup" {
            var urls: [URL] = []
            for child in try element.strings("children") {
                let object = try table.object(child, from: element, key: "children", isa: Self.elementIsas)
                if case .path(let url) = try location(of: object, projectDirectory: projectDirectory) { urls.append(url) }
            }
            return urls
        }
        if case .path(let url) = try location(of: element, projectDirectory: projectDirectory) { return [url] }
        return []
    }

    func target(_ object: ProjectObject, projectDirectory: URL) throws -> Target {
        var phases: [BuildPhase] = []
        for id in try object.strings("buildPhases") {
            let phase = try table.object(id, from: object, key: "buildPhases", isa: Set(Self.phaseKinds.keys))
            var files: [BuildFile] = []
            for fileID in try phase.strings("files") {
                let buildFile = try table.object(fileID, from: phase, key: "files", isa: ["PBXBuildFile"])
                files.append(try self.buildFile(buildFile, projectDirectory: projectDirectory))
            }
            phases.append(BuildPhase(id: id, kind: Self.phaseKinds[phase.isa]!, files: files))
        }
        for id in try object.strings("fileSystemSynchronizedGroups") {
            _ = try table.object(id, from: object, key: "fileSystemSynchronizedGroups", isa: ["PBXFileSystemSynchronizedRootGroup"])
        }
        var dependencies: [String] = []
        for id in try object.strings("dependencies") {
            let dependency = try table.object(id, from: object, key: "dependencies", isa: ["PBXTargetDependency"])
            if let target = try dependency.optionalString("target") {
                dependencies.append(target)
            } else if let proxyID = try dependency.optionalString("targetProxy") {
                let proxy = try table.object(proxyID, from: dependency, key: "targetProxy", isa: ["PBXContainerItemProxy"])
                // A proxy into another project (containerPortal is a file reference) is not built here.
                if try proxy.optionalString("containerPortal") == table.rootObject, let remote = try proxy.optionalString("remoteGlobalIDString") {
                    dependencies.append(remote)
                }
            }
        }
        var products: [PackageProduct] = []
        for id in try object.strings("packageProductDependencies") {
            let product = try table.object(id, from: object, key: "packageProductDependencies", isa: ["XCSwiftPackageProductDependency"])
            products.append(PackageProduct(name: try product.string("productName"), packageID: try product.optionalString("package")))
        }
        let list = try configurationList(object, projectDirectory: projectDirectory)
        return Target(
            id: object.id, name: try object.string("name"), productType: try object.optionalString("productType") ?? "",
            productName: try object.optionalString("productName"), buildPhases: phases,
            synchronizedFolderIDs: try object.strings("fileSystemSynchronizedGroups"), dependencyIDs: dependencies,
            packageProducts: products, configurations: list.configurations)
    }

    static let phaseKinds: [String: BuildPhase.Kind] = [
        "PBXSourcesBuildPhase": .sources, "PBXResourcesBuildPhase": .resources, "PBXFrameworksBuildPhase": .frameworks,
        "PBXCopyFilesBuildPhase": .copyFiles, "PBXHeadersBuildPhase": .headers, "PBXShellScriptBuildPhase": .shellScript,
        "PBXRezBuildPhase": .other,
    ]

    func buildFile(_ object: ProjectObject, projectDirectory: URL) throws -> BuildFile {
        let attributes: [String]
        if let settings = try object.dictionary("settings"), let value = settings["ATTRIBUTES"] {
            guard let list = value as? [String] else {
                throw XcodeProjectError.wrongType(id: object.id, isa: object.isa, key: "settings.ATTRIBUTES", expected: "a list of strings")
            }
            attributes = list
        } else {
            attributes = []
        }
        if let productID = try object.optionalString("productRef") {
            let product = try table.object(productID, from: object, key: "productRef", isa: ["XCSwiftPackageProductDependency"])
            return BuildFile(paths: [], externalName: nil, packageProduct: try product.string("productName"), attributes: attributes)
        }
        guard let fileID = try object.optionalString("fileRef") else {
            throw XcodeProjectError.missingKey(id: object.id, isa: object.isa, key: "fileRef")
        }
        let file = try table.object(fileID, from: object, key: "fileRef", isa: Self.elementIsas)
        var externalName: String?
        if case .external(let name) = try location(of: file, projectDirectory: projectDirectory) { externalName = name }
        return BuildFile(
            paths: try files(of: file, projectDirectory: projectDirectory), externalName: externalName, packageProduct: nil, attributes: attributes)
    }

    func configurationList(_ owner: ProjectObject, projectDirectory: URL) throws -> (configurations: [BuildConfiguration], defaultName: String?) {
        guard let listID = try owner.optionalString("buildConfigurationList") else { return ([], nil) }
        let list = try table.object(listID, from: owner, key: "buildConfigurationList", isa: ["XCConfigurationList"])
        var configurations: [BuildConfiguration] = []
        for id in try list.strings("buildConfigurations") {
            let configuration = try table.object(id, from: list, key: "buildConfigurations", isa: ["XCBuildConfiguration"])
            var settings: [String: String] = [:]
            for (key, value) in try configuration.dictionary("buildSettings") ?? [:] {
                if let string = value as? String {
                    settings[key] = string
                } else if let list = value as? [String] {
                    settings[key] = list.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
                } else {
                    throw XcodeProjectError.wrongType(
                        id: id, isa: configuration.isa, key: "buildSettings.\(key)", expected: "a string or a list of strings")
                }
            }
            var base: URL?
            if let baseID = try configuration.optionalString("baseConfigurationReference") {
                _ = try table.object(baseID, from: configuration, key: "baseConfigurationReference", isa: ["PBXFileReference"])
                base = paths[baseID]
            } else if let anchorID = try configuration.optionalString("baseConfigurationReferenceAnchor"),
                let relative = try configuration.optionalString("baseConfigurationReferenceRelativePath")
            {
                _ = try table.object(anchorID, from: configuration, key: "baseConfigurationReferenceAnchor", isa: Self.elementIsas)
                base = paths[anchorID]?.appendingPathComponent(relative)
            }
            configurations.append(BuildConfiguration(name: try configuration.string("name"), settings: settings, baseConfiguration: base))
        }
        return (configurations, try list.optionalString("defaultConfigurationName"))
    }

    func package(_ object: ProjectObject, projectDirectory: URL) throws -> PackageReference {
        if object.isa == "XCLocalSwiftPackageReference" {
            let relative = try object.string("relativePath")
            let url = relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : projectDirectory.appendingPathComponent(relative)
            return PackageReference(id: object.id, location: .local(url.standardizedFileURL))
        }
        var requirement: [String: String] = [:]
        for (key, value) in try object.dictionary("requirement") ?? [:] {
            guard let string = value as? String else {
                throw XcodeProjectError.wrongType(id: object.id, isa: object.isa, key: "requirement.\(key)", expected: "a string")
            }
            requirement[key] = string
        }
        return PackageReference(id: object.id, location: .remote(url: try object.string("repositoryURL"), requirement: requirement))
    }

    func synchronizedFolder(_ object: ProjectObject, projectDirectory: URL) throws -> SynchronizedFolder {
        let fallback = try projectDirectory.appendingPathComponent(object.optionalString("path") ?? "").standardizedFileURL
        let url = paths[object.id] ?? fallback
        var exceptions: [(target: String, paths: [String])] = []
        for id in try object.strings("exceptions") {
            let set = try table.object(
                id, from: object, key: "exceptions",
                isa: ["PBXFileSystemSynchronizedBuildFileExceptionSet", "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet"])
            // Copy-phase exceptions place files in a build phase (an embedded helper); they change no target's sources.
            guard set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" else { continue }
            let target = try set.string("target")
            guard table.objects[target] != nil else { throw XcodeProjectError.missingObject(id: target, referencedBy: id, key: "target") }
            exceptions.append((target, try set.strings("membershipExceptions")))
        }
        return SynchronizedFolder(id: object.id, url: url, exceptions: exceptions)
    }
}
