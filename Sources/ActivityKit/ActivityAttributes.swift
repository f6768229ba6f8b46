@_exported import Foundation

/// The data a Live Activity shows: static attributes (set once, when it starts) and a
/// `ContentState` that changes with each update. Conforming types are what a widget
/// extension's `ActivityConfiguration(for:)` names.
public protocol ActivityAttributes: Decodable, Encodable {
    /// The dynamic part of the activity, sent with every update.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// The dynamic content of a Live Activity and how long it stays current.
public struct ActivityContent<State> where State: Decodable, State: Encodable, State: Hashable {
    /// The activity's dynamic data.
    public var state: State
    /// When the content becomes outdated; the activity's state then turns `.stale`.
    public var staleDate: Date?
    /// Which of several activities the system prefers in the Dynamic Island (higher first).
    public var relevanceScore: Double

    /// Content with `state`, outdated at `staleDate` (never when nil), of relevance `relevanceScore`.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

// `State` is a value type the author declares; it crosses tasks as a copy, as on iOS.
extension ActivityContent: @unchecked Sendable {}

extension ActivityContent: Equatable {
    /// Equal when state, stale date and relevance are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.state == rhs.state && lhs.staleDate == rhs.staleDate && lhs.relevanceScore == rhs.relevanceScore
    }
}

extension ActivityContent: Hashable {
    /// Hashes state, stale date and relevance.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(state)
        hasher.combine(staleDate)
        hasher.combine(relevanceScore)
    }
}

extension ActivityContent: Codable {
    private enum CodingKeys: String, CodingKey { case state, staleDate, relevanceScore }

    /// Decodes state, stale date and relevance.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        state = try container.decode(State.self, forKey: .state)
        staleDate = try container.decodeIfPresent(Date.self, forKey: .staleDate)
        relevanceScore = try container.decodeIfPresent(Double.self, forKey: .relevanceScore) ?? 0
    }

    /// Encodes state, stale date and relevance.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state, forKey: .state)
        try container.encodeIfPresent(staleDate, forKey: .staleDate)
        try container.encode(relevanceScore, forKey: .relevanceScore)
    }
}
