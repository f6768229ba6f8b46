import SwiftSyntax
import SwiftSyntaxMacros

/// `@_PersistedProperty`, which `@Model` puts on each persisted property: the value lives in the
/// model's storage box under the property's name. A `_name` peer of an empty type keeps Swift's
/// definite-initialization check: the class's initializers must still assign every property.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    /// `init`, `get` and `set` over the storage box, reporting reads and writes to observers.
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), isPersisted(variable),
            let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
        else { return [] }
        let key = literal(name)
        return [
            """
            @storageRestrictions(accesses: _$backingData, initializes: _\(raw: name))
            init(initialValue) {
                _$backingData.setInitialValue(initialValue, forKey: \(raw: key))
                _\(raw: name) = SwiftData._SwiftDataNoType()
            }
            """,
            """
            get {
                access(keyPath: \\.\(raw: name))
                return _$backingData.getValue(forKey: \(raw: key))
            }
            """,
            """
            set {
                withMutation(keyPath: \\.\(raw: name)) {
                    _$backingData.setValue(newValue, forKey: \(raw: key))
                }
            }
            """,
        ]
    }

    /// The `_name` peer that stands for the property in definite initialization.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), isPersisted(variable),
            let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
        else { return [] }
        return ["@Transient private var _\(raw: name): SwiftData._SwiftDataNoType"]
    }
}

/// `@Attribute`, `@Relationship` and `@Transient` mark properties for `@Model` and expand to nothing.
public struct MarkerMacro: PeerMacro {
    /// Nothing: `@Model` reads the marker's arguments itself.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
