import Foundation
import SwiftUI

/// What an intent does, in a sentence, with where it is listed.
public struct IntentDescription: Sendable, ExpressibleByStringLiteral {
    /// The sentence.
    public var descriptionText: LocalizedStringResource
    /// The category it is listed under in Shortcuts.
    public var categoryName: LocalizedStringResource?
    /// Words that find it in search.
    public var searchKeywords: [LocalizedStringResource]
    /// What its result is called.
    public var resultValueName: LocalizedStringResource?

    /// A description.
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = [],
        resultValueName: LocalizedStringResource? = nil
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    /// A description from a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
}
