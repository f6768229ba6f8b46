import Foundation
import Testing

@testable import XcodeProject

/// A widget that links a framework target of its own project and a remote package: the
/// framework becomes a package of its own (in the shared packages folder, so two widgets that
/// link it depend on one package), the remote package a `.package(url:)` line.
@Suite struct FrameworkImportTests {
    static let pbxproj = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 60;
        	objects = {
        		A10000000000000000000001 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000001 /* Widget.swift */; };
        		A10000000000000000000002 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000002 /* Model.swift */; };
        		A10000000000000000000003 /* Collections in Frameworks */ = {isa = PBXBuildFile; productRef = A70000000000000000000001 /* Collections */; };
        		A20000000000000000000001 /* Widget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Widget.swift; sourceTree = "<group>"; };
        		A20000000000000000000002 /* Model.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Model.swift; sourceTree = "<group>"; };
        		A30000000000000000000001 = {isa = PBXGroup; children = (A30000000000000000000002 /* Widget */, A30000000000000000000003 /* Core */, ); sourceTree = "<group>"; };
        		A30000000000000000000002 /* Widget */ = {isa = PBXGroup; children = (A20000000000000000000001 /* Widget.swift */, ); path = Widget; sourceTree = "<group>"; };
        		A30000000000000000000003 /* Core */ = {isa = PBXGroup; children = (A20000000000000000000002 /* Model.swift */, ); path = Core; sourceTree = "<group>"; };
        		A40000000000000000000001 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (A10000000000000000000001 /* Widget.swift in Sources */, ); runOnlyForDeploymentPostprocessing = 0; };
        		A40000000000000000000002 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (A10000000000000000000002 /* Model.swift in Sources */, ); runOnlyForDeploymentPostprocessing = 0; };
        		A40000000000000000000003 /* Frameworks */ = {isa = PBXFrameworksBuildPhase; buildActionMask = 2147483647; files = (A10000000000000000000003 /* Collections in Frameworks */, ); runOnlyForDeploymentPostprocessing = 0; };
        		A50000000000000000000001 /* Widget Extension */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = A60000000000000000000002;
        			buildPhases = (A40000000000000000000001 /* Sources */, A40000000000000000000003 /* Frameworks */, );
        			dependencies = (A80000000000000000000001 /* PBXTargetDependency */, );
        			name = "Widget Extension";
        			packageProductDependencies = (A70000000000000000000001 /* Collections */, );
        			productType = "com.apple.product-type.app-extension";
        		};
        		A50000000000000000000002 /* Core */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = A60000000000000000000003;
        			buildPhases = (A40000000000000000000002 /* Sources */, );
        			name = Core;
        			productType = "com.apple.product-type.framework";
        		};
        		A60000000000000000000001 = {isa = XCConfigurationList; buildConfigurations = (A90000000000000000000001 /* Debug */, ); defaultConfigurationName = Debug; };
        		A60000000000000000000002 = {isa = XCConfigurationList; buildConfigurations = (A90000000000000000000002 /* Debug */, ); defaultConfigurationName = Debug; };
        		A60000000000000000000003 = {isa = XCConfigurationList; buildConfigurations = (A90000000000000000000003 /* Debug */, ); defaultConfigurationName = Debug; };
        		A90000000000000000000001 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 5.0; }; name = Debug; };
        		A90000000000000000000002 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {OTHER_SWIFT_FLAGS = "-D FROM_FLAGS -DALSO"; }; name = Debug; };
        		A90000000000000000000003 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 4.2; }; name = Debug; };
        		A70000000000000000000001 /* Collections */ = {isa = XCSwiftPackageProductDependency; package = A70000000000000000000002; productName = Collections; };
        		A70000000000000000000002 = {
        			isa = XCRemoteSwiftPackageReference;
        			repositoryURL = "https://github.com/apple/swift-collections.git";
        			requirement = {
        				kind = upToNextMajorVersion;
        				minimumVersion = 1.1.0;
        			};
        		};
        		A80000000000000000000001 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = A50000000000000000000002 /* Core */; };
        		AA0000000000000000000001 /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = A60000000000000000000001;
        			mainGroup = A30000000000000000000001;
        			packageReferences = (A70000000000000000000002, );
        			targets = (A50000000000000000000001 /* Widget Extension */, A50000000000000000000002 /* Core */, );
        		};
        	};
        	rootObject = AA0000000000000000000001 /* Project object */;
        }
        """

    @Test func frameworkTargetAndRemotePackage() throws {
        let folder = Fixtures.output("framework")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Project/P.xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Project/Widget"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Project/Core"), withIntermediateDirectories: true)
        try Self.pbxproj.write(to: bundle.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        try "import Core\nimport WidgetKit\n".write(to: folder.appendingPathComponent("Project/Widget/Widget.swift"), atomically: true, encoding: .utf8)
        try "#if os(iOS)\npublic struct Model {}\n#endif\n".write(
            to: folder.appendingPathComponent("Project/Core/Model.swift"), atomically: true, encoding: .utf8)
        let project = try XcodeProject.load(bundle)
        let widget = try project.target(named: "Widget Extension")
        let out = folder.appendingPathComponent("out")
        let result = try project.importTarget(widget, into: out, vitrine: VitrinePackage(path: Fixtures.checkout, products: ["WidgetKit"]))
        // PRODUCT_MODULE_NAME: the target name as an identifier.
        #expect(result.product == "Widget_Extension")
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        let corePackage = out.appendingPathComponent("Packages/Core").standardizedFileURL
        for expected in [
            ".package(url: \"https://github.com/apple/swift-collections.git\", from: \"1.1.0\")",
            ".product(name: \"Collections\", package: \"swift-collections\")", ".product(name: \"Core\", package: \"Core\")",
            ".package(path: \"\(corePackage.path)\")", ".define(\"FROM_FLAGS\"), .define(\"ALSO\"), .swiftLanguageMode(.v5)",
        ] {
            #expect(manifest.contains(expected), "Package.swift lacks \(expected):\n\(manifest)")
        }
        // Negative: the framework's target is not in the widget's package (a graph with two such
        // packages would declare it twice).
        #expect(!manifest.contains(".target("), "\(manifest)")
        // The framework's own package: a library product of its module, its file rewritten too.
        let core = try String(contentsOf: corePackage.appendingPathComponent("Package.swift"), encoding: .utf8)
        for expected in [
            "name: \"Core\",\n    products: [.library(name: \"Core\", targets: [\"Core\"])]",
            "name: \"Core\",\n            path: \"Sources/Core\",\n            swiftSettings: [.swiftLanguageMode(.v4_2)]",
        ] {
            #expect(core.contains(expected), "Core's Package.swift lacks \(expected):\n\(core)")
        }
        #expect(FileManager.default.fileExists(atPath: corePackage.appendingPathComponent("Sources/Core/Core/Model.iOS.swift").path))
        // No app target: no manifest, and a note says so.
        #expect(result.manifest == nil)
        #expect(result.notes.contains { $0.contains("no application target") })
    }
}
