// What `import Foundation` gives on Apple's platforms, where Linux's Foundation falls short.
@_exported import Foundation

// On Apple's platforms `URLSession`, `URLRequest` and `HTTPURLResponse` are in Foundation; on
// Linux they are in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
