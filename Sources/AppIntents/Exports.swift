// Apple's AppIntents re-exports Foundation, where `LocalizedStringResource` and
// `String(localized:)` live. On Linux they are FoundationCompat's, which fills that gap of
// Linux's Foundation (the rest of SwiftUI is not re-exported).
@_exported import FoundationCompat
