import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Model`: makes a class a `PersistentModel`. Each stored `var` becomes a computed property
/// over the model's storage box (`_$backingData`), with an `init` accessor so the class's own
/// initializers still assign it; `schemaMetadata` lists every persisted property with a key
/// path, so the library picks each one's storage from its static type (an unsupported type is a
/// compile-time error there, naming the property's type).
public struct PersistentModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    /// The storage box, the schema, the initializer the store uses and the observation registrar.
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: Syntax(node), message: ModelDiagnostic.notAClass))
            return []
        }
        let typeName = classDecl.name.trimmedDescription
        let properties = persistedProperties(of: classDecl, in: context)
        let metadata = properties.map { property -> String in
            let defaultValue = property.defaultValue.map { "\($0)" } ?? "nil"
            return "SwiftData.Schema.PropertyMetadata(name: \(literal(property.name)), keyPath: \\\(typeName).\(property.name), "
                + "defaultValue: \(defaultValue), metadata: \(property.metadata ?? "nil"))"
        }
        let peers = properties.map { "self._\($0.name) = SwiftData._SwiftDataNoType()" }
        return [
            "@Transient private var _$backingData: SwiftData._ModelStorage = SwiftData._ModelStorage()",
            """
            public var persistentBackingData: SwiftData._ModelStorage {
                get { _$backingData }
                set { _$backingData = newValue }
            }
            """,
            """
            public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                [\(raw: metadata.isEmpty ? "" : "\n" + metadata.joined(separator: ",\n") + "\n")]
            }
            """,
            """
            public required init(backingData: SwiftData._ModelStorage) {
                \(raw: (peers + ["self._$backingData = backingData"]).joined(separator: "\n"))
            }
            """,
            "@Transient private let _$observationRegistrar = Observation.ObservationRegistrar()",
            """
            public nonisolated func access<Member>(keyPath: KeyPath<\(raw: typeName), Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            public nonisolated func withMutation<Member, MutationResult>(
                keyPath: KeyPath<\(raw: typeName), Member>, _ mutation: () throws -> MutationResult
            ) rethrows -> MutationResult {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
        ]
    }

    /// `@_PersistedProperty` on each stored property the store keeps.
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), isPersisted(variable), variable.bindings.first?.accessorBlock == nil
        else { return [] }
        return ["@_PersistedProperty"]
    }

    /// `extension Type: SwiftData.PersistentModel, Observation.Observable {}`.
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel, Observation.Observable {}")]
    }
}

/// A persisted property as the macro reads it from the class.
struct PersistedProperty {
    var name: String
    var defaultValue: ExprSyntax?
    /// `Schema.Attribute(…)` or `Schema.Relationship(…)` with the attribute's own arguments.
    var metadata: String?
}

/// Whether `variable` is a stored instance `var` the store keeps: not static, not computed,
/// not `lazy`, not `@Transient`.
func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
    for modifier in variable.modifiers {
        if [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains(modifier.name.tokenKind) { return false }
    }
    if attribute(named: "Transient", in: variable) != nil { return false }
    guard variable.bindings.count == 1, let binding = variable.bindings.first,
        binding.pattern.is(IdentifierPatternSyntax.self)
    else { return false }
    if let accessors = binding.accessorBlock {
        // A computed property; `willSet`/`didSet` on a persisted one are refused by `@Model`.
        if case .accessors(let list) = accessors.accessors,
            list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
        {
            return true
        }
        return false
    }
    return true
}

func attribute(named name: String, in variable: VariableDeclSyntax) -> AttributeSyntax? {
    for element in variable.attributes {
        if let attribute = element.as(AttributeSyntax.self),
            attribute.attributeName.trimmedDescription == name
                || attribute.attributeName.trimmedDescription == "SwiftData.\(name)"
        {
            return attribute
        }
    }
    return nil
}

func persistedProperties(of classDecl: ClassDeclSyntax, in context: some MacroExpansionContext) -> [PersistedProperty] {
    var properties: [PersistedProperty] = []
    for member in classDecl.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        if variable.bindingSpecifier.tokenKind == .keyword(.let), !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
            attribute(named: "Transient", in: variable) == nil
        {
            context.diagnose(Diagnostic(node: Syntax(variable.bindingSpecifier), message: ModelDiagnostic.letProperty))
            continue
        }
        if isPersisted(variable), variable.bindings.first?.accessorBlock != nil {
            context.diagnose(Diagnostic(node: Syntax(variable), message: ModelDiagnostic.observers))
            continue
        }
        guard isPersisted(variable), let binding = variable.bindings.first,
            let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
        else { continue }
        var metadata: String?
        if let relationship = attribute(named: "Relationship", in: variable) {
            metadata = "SwiftData.Schema.Relationship(\(relationship.arguments?.trimmedDescription ?? ""))"
        } else if let attribute = attribute(named: "Attribute", in: variable) {
            metadata = "SwiftData.Schema.Attribute(\(attribute.arguments?.trimmedDescription ?? ""))"
        }
        properties.append(
            PersistedProperty(
                name: pattern.identifier.trimmedDescription, defaultValue: binding.initializer?.value.trimmed, metadata: metadata))
    }
    return properties
}

func literal(_ text: String) -> String {
    "\"" + text.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] } + "\""
}

/// Errors `@Model` reports at the declaration.
enum ModelDiagnostic: String, DiagnosticMessage {
    case notAClass, letProperty, observers

    var message: String {
        switch self {
        case .notAClass: "@Model applies to a class (write `@Model final class …`)"
        case .letProperty:
            "@Model persists `var` properties; make this a `var`, or mark it `@Transient` to keep it out of the store"
        case .observers: "willSet/didSet on a persisted @Model property are not supported by Vitrine's SwiftData; observe with Observation instead"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "SwiftData", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
