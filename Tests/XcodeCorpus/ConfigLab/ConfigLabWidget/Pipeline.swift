//
//  Pipeline.swift
//  ConfigLabWidget
//

import Foundation

enum PipelineState: String {
    case passed, failed, running

    var symbol: String {
        switch self {
        case .passed: return "checkmark.circle.fill"
        case .failed: return "xmark.octagon.fill"
        case .running: return "arrow.triangle.2.circlepath"
        }
    }
}

struct Pipeline: Identifiable {
    let id: Int
    let branch: String
    let state: PipelineState
    let finished: Date
}

enum BuildEnvironment {
    #if STAGING_API
    static let name = "Staging"
    static let host = "staging.configlab.dev"
    #else
    static let name = "Production"
    static let host = "api.configlab.dev"
    #endif

    static var isDebugBuild: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }
}

extension Pipeline {
    static func recent(now: Date = Date()) -> [Pipeline] {
        [
            Pipeline(id: 5121, branch: "main", state: .passed, finished: now.addingTimeInterval(-720)),
            Pipeline(id: 5120, branch: "feature/login", state: .failed, finished: now.addingTimeInterval(-3_400)),
            Pipeline(id: 5119, branch: "release/2.3", state: .running, finished: now.addingTimeInterval(-90)),
        ]
    }
}
