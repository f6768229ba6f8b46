import Foundation

/// An Xcode project read from its `project.pbxproj`: targets, build phases, files resolved to
/// paths, synchronized folders, build configurations and Swift packages.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` bundle.
    public let bundle: URL
    /// The project directory (`SRCROOT`): the folder holding the bundle, with `projectDirPath`.
    public let directory: URL
    /// The file format tag (`objectVersion`), e.g. `77` for Xcode 16.
    public let objectVersion: String
    /// The native targets, in the order the project lists them.
    public let targets: [Target]
    /// The project-level build configurations (`Debug`, `Release`, …).
    public let configurations: [BuildConfiguration]
    /// The configuration command-line builds use when none is named.
    public let defaultConfigurationName: String?
    /// The Swift packages the project references.
    public let packages: [PackageReference]
    /// Xcode 16 synchronized folders, by object id.
    public let synchronizedFolders: [String: SynchronizedFolder]

    /// The target called `name`, or an error listing the targets there are.
    public func target(named name: String) throws -> Target {
        guard let target = targets.first(where: { $0.name == name }) else {
            throw XcodeProjectError.noSuchTarget(name: name, available: targets.map(\.name))
        }
        return target
    }

    /// The target with object id `id`.
    public func target(id: String) -> Target? { targets.first { $0.id == id } }
}

/// A `PBXNativeTarget`.
public struct Target: Sendable {
    /// The object id.
    public let id: String
    /// The target's name (`TARGET_NAME`).
    public let name: String
    /// `productType`, e.g. `com.apple.product-type.app-extension`.
    public let productType: String
    /// `productName`, when the project gives one.
    public let productName: String?
    /// The build phases in order.
    public let buildPhases: [BuildPhase]
    /// Ids of the synchronized folders the target lists (`fileSystemSynchronizedGroups`).
    public let synchronizedFolderIDs: [String]
    /// Ids of the targets this one depends on (`dependencies` → `PBXTargetDependency`).
    public let dependencyIDs: [String]
    /// Swift package products the target uses (`packageProductDependencies`).
    public let packageProducts: [PackageProduct]
    /// The target-level build configurations.
    public let configurations: [BuildConfiguration]

    /// Product types of an iOS application.
    public static let applicationProductType = "com.apple.product-type.application"
    /// The product type WidgetKit extensions (and most other app extensions) have.
    public static let appExtensionProductType = "com.apple.product-type.app-extension"
    /// Product types of code a target links from the same project.
    public static let libraryProductTypes: Set<String> = [
        "com.apple.product-type.framework", "com.apple.product-type.framework.static",
        "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic",
    ]
}

/// One build phase and the files it holds.
public struct BuildPhase: Sendable {
    /// What the phase does.
    public enum Kind: String, Sendable {
        /// `PBXSourcesBuildPhase`.
        case sources
        /// `PBXResourcesBuildPhase`.
        case resources
        /// `PBXFrameworksBuildPhase`.
        case frameworks
        /// `PBXCopyFilesBuildPhase`.
        case copyFiles
        /// `PBXHeadersBuildPhase`.
        case headers
        /// `PBXShellScriptBuildPhase` (not run: it is Xcode's).
        case shellScript
        /// `PBXRezBuildPhase` and other legacy phases.
        case other
    }

    /// The phase's object id.
    public let id: String
    /// What the phase does.
    public let kind: Kind
    /// The phase's files.
    public let files: [BuildFile]
}

/// A `PBXBuildFile`: a file (or package product) in a build phase, with its attributes.
public struct BuildFile: Sendable {
    /// The files the reference stands for: one for a file, one per language for a variant
    /// group (`en.lproj/Localizable.strings`), none for an SDK framework or a product.
    public let paths: [URL]
    /// For a file in the SDK or a product of another target, its name (`WidgetKit.framework`).
    public let externalName: String?
    /// For a package product (`productRef`), its name.
    public let packageProduct: String?
    /// `settings.ATTRIBUTES` (`codegen`, `no_codegen`, `Weak`, …).
    public let attributes: [String]
}

/// An `XCBuildConfiguration`.
public struct BuildConfiguration: Sendable {
    /// `Debug`, `Release`, …
    public let name: String
    /// `buildSettings`; list values are joined with spaces (items with spaces quoted).
    public let settings: [String: String]
    /// The `.xcconfig` this configuration is based on, when there is one.
    public let baseConfiguration: URL?
}

/// A Swift package the project references.
public struct PackageReference: Sendable, Equatable {
    /// The object id.
    public let id: String
    /// Where the package comes from.
    public let location: Location

    /// A local folder or a remote repository with a version requirement.
    public enum Location: Sendable, Equatable {
        /// `XCLocalSwiftPackageReference`: the folder, resolved against the project directory.
        case local(URL)
        /// `XCRemoteSwiftPackageReference`: the repository and `requirement` (`kind` and its values).
        case remote(url: String, requirement: [String: String])
    }
}

/// An `XCSwiftPackageProductDependency`.
public struct PackageProduct: Sendable, Equatable {
    /// The product's name.
    public let name: String
    /// The id of the package it comes from (nil in projects that predate package references).
    public let packageID: String?
}

/// An Xcode 16 `PBXFileSystemSynchronizedRootGroup`: a folder whose files all belong to the
/// targets that list it, less each target's exceptions.
public struct SynchronizedFolder: Sendable {
    /// The object id.
    public let id: String
    /// The folder on disk.
    public let url: URL
    /// `PBXFileSystemSynchronizedBuildFileExceptionSet`s: per target, the relative paths that are
    /// *excluded* for a target that lists the folder, or *included* for one that does not.
    public let exceptions: [(target: String, paths: [String])]
}
