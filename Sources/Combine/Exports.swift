// `import Combine` for code written against Apple's Combine: the publishers, subjects,
// subscribers and `@Published`/`ObservableObject` come from OpenCombine, the scheduler
// conformances of `DispatchQueue`, `RunLoop` and `OperationQueue` from OpenCombineDispatch and
// OpenCombineFoundation, and so do `URLSession.dataTaskPublisher(for:)` and
// `NotificationCenter.publisher(for:)`. Nothing is re-implemented here.
//
// OpenCombine declares the Apple-named members (`DispatchQueue: Scheduler`,
// `URLSession.dataTaskPublisher(for:)`) only where `canImport(Combine)` is false, i.e. where no
// other module named Combine exists. That holds because SwiftPM builds OpenCombine before this
// module (it depends on it); CombineTests fails to compile if it ever stops holding.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation

// On Apple's platforms `URLSession` is in Foundation; on Linux it is in FoundationNetworking.
// Network repositories written as `import Foundation` + `import Combine` use it unchanged.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
