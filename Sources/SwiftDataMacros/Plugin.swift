import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin behind SwiftData's `@Model`, `@Attribute`, `@Relationship` and `@Transient`.
@main
struct SwiftDataMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PersistentModelMacro.self, PersistedPropertyMacro.self, MarkerMacro.self]
}
