import Foundation

// On Apple's platforms every `NSObject` is a `CVarArg`, so Core Data code passes objects straight
// to `NSPredicate(format:_:)`: `NSPredicate(format: "date >= %@", start as NSDate)`,
// `NSNumber(value: true)`, `ids as NSArray`. Linux's Foundation makes only `NSString` one. These
// conformances let such code compile unchanged; the predicate reads the objects themselves (the
// variadic arguments become `init(format:argumentArray:)`'s array), never their C encoding, which
// is the object's address as Objective-C passes it. Retroactive on purpose: Foundation cannot be
// changed, and this is the conformance Apple's Foundation has.

// swift-format-ignore: AvoidRetroactiveConformances
extension NSNumber: @retroactive CVarArg {
    /// The object's address, as Objective-C passes an object to a variadic function.
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension NSDate: @retroactive CVarArg {
    /// The object's address, as Objective-C passes an object to a variadic function.
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension NSUUID: @retroactive CVarArg {
    /// The object's address, as Objective-C passes an object to a variadic function.
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension NSArray: @retroactive CVarArg {
    /// The object's address, as Objective-C passes an object to a variadic function.
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension NSSet: @retroactive CVarArg {
    /// The object's address, as Objective-C passes an object to a variadic function.
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension NSData: @retroactive CVarArg {
    /// The object's address, as Objective-C passes an object to a variadic function.
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension NSNull: @retroactive CVarArg {
    /// The object's address, as Objective-C passes an object to a variadic function.
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}
