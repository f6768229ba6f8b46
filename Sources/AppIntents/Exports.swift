// Apple's AppIntents re-exports Foundation, where `LocalizedStringResource` lives. Here that
// type is SwiftUI's (one type for every module); only it is re-exported, not the rest of SwiftUI.
@_exported import Foundation

@_exported import struct SwiftUI.LocalizedStringResource
