import Foundation
import SwiftUI

/// What options come back as: an array, or an `IntentItemCollection` with sections.
public protocol ResultsCollection {
    /// The type of one option.
    associatedtype Element
    /// The options in sections (one untitled section for an array). Public only for the runtime.
    var _sections: [(title: LocalizedStringResource?, items: [Element])] { get }
}

extension Array: ResultsCollection {
    /// One untitled section with every element.
    public var _sections: [(title: LocalizedStringResource?, items: [Element])] { [(nil, self)] }
}
