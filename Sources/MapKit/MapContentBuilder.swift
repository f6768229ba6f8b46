/// Builds a ``Map``'s content from markers, annotations, `if` and `for`.
@resultBuilder public enum MapContentBuilder {
    /// Several pieces of content.
    public static func buildBlock(_ parts: any MapContent...) -> MapContentGroup {
        MapContentGroup(marks: parts.flatMap(\.listedMarks))
    }

    /// Content under an `if` without `else`.
    public static func buildOptional(_ part: (any MapContent)?) -> MapContentGroup {
        MapContentGroup(marks: part?.listedMarks ?? [])
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither(first part: any MapContent) -> MapContentGroup {
        MapContentGroup(marks: part.listedMarks)
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither(second part: any MapContent) -> MapContentGroup {
        MapContentGroup(marks: part.listedMarks)
    }

    /// Content of a `for` loop.
    public static func buildArray(_ parts: [any MapContent]) -> MapContentGroup {
        MapContentGroup(marks: parts.flatMap(\.listedMarks))
    }
}
