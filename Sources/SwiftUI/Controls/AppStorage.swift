import Foundation

/// A value kept in `UserDefaults`, read each time the view is built. In a widget this is how
/// an entry view reads what the app stored in its App Group (`store: UserDefaults(suiteName:)`);
/// setting it writes the defaults (an app's controls do).
///
/// Without `store`, `UserDefaults.standard` is used (Vitrine has no `defaultAppStorage(_:)`
/// environment to consult from a property wrapper).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let read: @Sendable () -> Value
    private let write: @Sendable (Value) -> Void

    private init(
        key: String, store: UserDefaults?, read: @escaping @Sendable (Any?) -> Value?, default value: Value,
        write: @escaping @Sendable (Value) -> Any?
    ) {
        nonisolated(unsafe) let defaults = store ?? .standard
        nonisolated(unsafe) let fallback = value
        self.read = { read(defaults.object(forKey: key)) ?? fallback }
        self.write = { newValue in
            if let stored = write(newValue) { defaults.set(stored, forKey: key) } else { defaults.removeObject(forKey: key) }
        }
    }

    /// The stored value, or the default when the key holds none of this type.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// A binding that reads and writes the defaults.
    public var projectedValue: Binding<Value> {
        let read = read, write = write
        return Binding(get: { read() }, set: { write($0) })
    }
}

extension AppStorage {
    /// A `Bool` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, store: store, read: { $0 as? Bool }, default: wrappedValue, write: { $0 })
    }

    /// An `Int` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, read: { ($0 as? NSNumber)?.intValue ?? ($0 as? Int) }, default: wrappedValue, write: { $0 })
    }

    /// A `Double` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, read: { ($0 as? NSNumber)?.doubleValue ?? ($0 as? Double) }, default: wrappedValue, write: { $0 })
    }

    /// A `String` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, read: { $0 as? String }, default: wrappedValue, write: { $0 })
    }

    /// A `URL` stored under `key` (as its absolute string, as `UserDefaults.url(forKey:)` reads).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(
            key: key, store: store, read: { ($0 as? String).flatMap(URL.init(string:)) ?? ($0 as? URL) }, default: wrappedValue,
            write: { $0.absoluteString })
    }

    /// `Data` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, read: { $0 as? Data }, default: wrappedValue, write: { $0 })
    }

    /// A `Date` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, store: store, read: { $0 as? Date }, default: wrappedValue, write: { $0 })
    }

    /// An enum with `Int` raw values, stored as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, store: store, read: { (($0 as? NSNumber)?.intValue ?? ($0 as? Int)).flatMap(Value.init(rawValue:)) },
            default: wrappedValue, write: { $0.rawValue })
    }

    /// An enum with `String` raw values, stored as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, read: { ($0 as? String).flatMap(Value.init(rawValue:)) }, default: wrappedValue, write: { $0.rawValue })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional `Bool` under `key`; nil when absent.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, read: { .some($0 as? Bool) }, default: nil, write: { $0 })
    }

    /// An optional `Int` under `key`; nil when absent.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, read: { .some(($0 as? NSNumber)?.intValue ?? ($0 as? Int)) }, default: nil, write: { $0 })
    }

    /// An optional `Double` under `key`; nil when absent.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, read: { .some(($0 as? NSNumber)?.doubleValue ?? ($0 as? Double)) }, default: nil, write: { $0 })
    }

    /// An optional `String` under `key`; nil when absent.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, read: { .some($0 as? String) }, default: nil, write: { $0 })
    }

    /// An optional `URL` under `key`; nil when absent.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(
            key: key, store: store, read: { .some(($0 as? String).flatMap(URL.init(string:)) ?? ($0 as? URL)) }, default: nil,
            write: { $0?.absoluteString })
    }

    /// Optional `Data` under `key`; nil when absent.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, store: store, read: { .some($0 as? Data) }, default: nil, write: { $0 })
    }
}
