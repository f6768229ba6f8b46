import Foundation

// Core Foundation's types are not public in Linux Foundation, yet keychain code is written in
// them (`query as CFDictionary`, `var item: CFTypeRef?`, `kCFBooleanTrue!`). Each is the
// Foundation class Core Foundation bridges it to on Apple platforms, so those casts compile and
// `item as? Data` or `item as? [String: Any]` unwrap a result as they do on iOS.

/// Core Foundation's string: Foundation's `NSString`, which `as String` bridges.
public typealias CFString = NSString
/// Core Foundation's dictionary: `NSDictionary`, which `[String: Any]` bridges to with `as`.
public typealias CFDictionary = NSDictionary
/// Core Foundation's array: `NSArray`.
public typealias CFArray = NSArray
/// Core Foundation's bytes: `NSData`, which `as? Data` bridges.
public typealias CFData = NSData
/// Core Foundation's Boolean: `NSNumber`.
public typealias CFBoolean = NSNumber
/// Core Foundation's number: `NSNumber`.
public typealias CFNumber = NSNumber
/// Core Foundation's date: `NSDate`.
public typealias CFDate = NSDate
/// Any Core Foundation object: an object.
public typealias CFTypeRef = AnyObject
/// A status code of Apple's C APIs: 0 for success, negative for errors.
public typealias OSStatus = Int32

/// Core Foundation's `true`.
nonisolated(unsafe) public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// Core Foundation's `false`.
nonisolated(unsafe) public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
