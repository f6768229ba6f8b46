import Foundation
import SwiftUI

/// Something a chart draws: marks, groups of marks, and content built from them.
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {
    /// Never: primitive content has no body.
    public typealias Body = Never
    /// Never called.
    public var body: Never { return fatalError("Never has no body") }
}

/// Content that adds its marks itself instead of through a body (marks, groups, ForEach, modifiers).
protocol PrimitiveChartContent {
    func collectMarks(into marks: inout [MarkRecord])
}

extension ChartContent {
    /// Never called for primitive content: their body is Never.
    func primitiveBody() -> Never { fatalError("\(Self.self) is primitive chart content; it has no body") }
}

/// Every mark `content` holds, in declaration order.
func gatherMarks<C: ChartContent>(_ content: C, into marks: inout [MarkRecord]) {
    if let primitive = content as? any PrimitiveChartContent {
        primitive.collectMarks(into: &marks)
    } else if C.Body.self != Never.self {
        gatherMarks(content.body, into: &marks)
    }
}

func gatherMarks<C: ChartContent>(_ content: C) -> [MarkRecord] {
    var marks: [MarkRecord] = []
    gatherMarks(content, into: &marks)
    return marks
}

/// Chart content of any type, erased.
public struct AnyChartContent: ChartContent, PrimitiveChartContent {
    let collect: (inout [MarkRecord]) -> Void
    /// Wraps chart content, hiding its type.
    public init<C: ChartContent>(_ content: C) {
        collect = { gatherMarks(content, into: &$0) }
    }
    /// Never: primitive content.
    public var body: Never { return primitiveBody() }
    func collectMarks(into marks: inout [MarkRecord]) { collect(&marks) }
}

/// Several pieces of chart content side by side (what `@ChartContentBuilder` builds).
public struct ChartContentGroup: ChartContent, PrimitiveChartContent {
    let parts: [AnyChartContent]
    /// Never: primitive content.
    public var body: Never { return primitiveBody() }
    func collectMarks(into marks: inout [MarkRecord]) {
        for part in parts { part.collectMarks(into: &marks) }
    }
}

/// Builds chart content from marks, `ForEach`, `if`/`else` and `for` loops.
@resultBuilder
public enum ChartContentBuilder {
    /// Several pieces of content.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> ChartContentGroup {
        var parts: [AnyChartContent] = []
        repeat parts.append(AnyChartContent(each content))
        return ChartContentGroup(parts: parts)
    }
    /// Content shown when a condition holds.
    public static func buildOptional<C: ChartContent>(_ content: C?) -> ChartContentGroup {
        ChartContentGroup(parts: content.map { [AnyChartContent($0)] } ?? [])
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither<C: ChartContent>(first content: C) -> ChartContentGroup {
        ChartContentGroup(parts: [AnyChartContent(content)])
    }
    /// The second branch of an `if`/`else`.
    public static func buildEither<C: ChartContent>(second content: C) -> ChartContentGroup {
        ChartContentGroup(parts: [AnyChartContent(content)])
    }
    /// Content from a `for` loop.
    public static func buildArray<C: ChartContent>(_ content: [C]) -> ChartContentGroup {
        ChartContentGroup(parts: content.map { AnyChartContent($0) })
    }
    /// Content behind an availability check.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent {
        AnyChartContent(content)
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// Never: primitive content.
    public var body: Never { return primitiveBody() }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collectMarks(into marks: inout [MarkRecord]) {
        for element in data { gatherMarks(content(element), into: &marks) }
    }
}

extension ForEach where Content: ChartContent {
    /// Chart content for each element, identified by the element's value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
    /// Chart content for each element, identified by the element's own `id`.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0.id }, content: content)
    }
}
