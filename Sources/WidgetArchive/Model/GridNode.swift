import Foundation

/// `Grid`, `GridRow` and the grid cell modifiers (archive version 5).
///
/// A grid's columns are as wide as their widest cells, which only layout can measure, so the
/// archive keeps the grid as written: a `.grid` node whose children are its rows, `.row`
/// nodes whose children are the cells, and `.cell` nodes that carry a cell's grid modifiers
/// (`gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`)
/// around exactly one child. A child of a grid that is not a row is a row of one cell that
/// spans every column. Cell values are found through modifier nodes and other `.cell`
/// nodes, as SwiftUI's traits travel through modifiers.
public enum GridNode: Codable, Hashable, Sendable {
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:)`: the children are the rows.
    case grid(GridValue)
    /// `GridRow(alignment:)`: the children are the cells, in column order.
    case row(GridRowValue)
    /// A cell's grid modifiers around its one child.
    case cell(GridCellValue)

    /// The most columns a grid may have, and so the largest span (`gridCellColumns`).
    public static let maximumColumns = 1000
    /// The most rows a grid may have.
    public static let maximumRows = 10_000

    /// Why a node holding this content is malformed, or nil. The validator reports it with
    /// the node's path.
    public func problem(in node: Node) -> String? {
        switch self {
        case .grid(let g):
            for v in [g.horizontalSpacing, g.verticalSpacing].compactMap({ $0 }) where !v.isFinite {
                return "grid spacing must be finite, got \(v)"
            }
            guard node.children.count <= Self.maximumRows else {
                return "grid has \(node.children.count) rows; at most \(Self.maximumRows) are allowed"
            }
            return nil
        case .row:
            let spans = node.children.map { GridNode.cellValue(of: $0).columns ?? 1 }
            // A span out of range is reported by its own cell node, with its own path.
            guard spans.allSatisfy({ (1...Self.maximumColumns).contains($0) }) else { return nil }
            let columns = spans.reduce(0, +)
            guard columns <= Self.maximumColumns else {
                return "grid row \"\(node.id)\" needs \(columns) columns; at most \(Self.maximumColumns) are allowed"
            }
            return nil
        case .cell(let c):
            guard node.children.count == 1 else { return "grid cell node \"\(node.id)\" must wrap exactly one child, has \(node.children.count)" }
            if let n = c.columns, !(1...Self.maximumColumns).contains(n) {
                return "gridCellColumns \(n) outside 1...\(Self.maximumColumns)"
            }
            if let a = c.anchor, !(a.x.isFinite && a.y.isFinite) { return "gridCellAnchor must be finite, got (\(a.x), \(a.y))" }
            return nil
        }
    }

    /// The grid values of a cell: the `.cell` nodes found from `node` down through modifier
    /// nodes and other `.cell` nodes, the outermost value of each kind winning.
    public static func cellValue(of node: Node) -> GridCellValue {
        var result = GridCellValue()
        var current: Node? = node
        while let n = current {
            switch n.content {
            case .grid(.cell(let c)):
                result.columns = result.columns ?? c.columns
                result.columnAlignment = result.columnAlignment ?? c.columnAlignment
                result.anchor = result.anchor ?? c.anchor
                result.unsizedAxes = result.unsizedAxes ?? c.unsizedAxes
            case .modifier: break
            default: return result
            }
            current = n.children.first
        }
        return result
    }

    /// How many columns a cell spans (at least 1).
    public static func span(of node: Node) -> Int { max(1, cellValue(of: node).columns ?? 1) }
}

/// The grid's own values.
public struct GridValue: Codable, Hashable, Sendable {
    /// How a cell sits in its cell rectangle, unless its row, column or anchor says otherwise.
    public var alignment: AlignmentValue
    /// Between columns; nil for the default (8 points, as stacks).
    public var horizontalSpacing: Double?
    /// Between rows; nil for the default (8 points, as stacks).
    public var verticalSpacing: Double?

    /// A grid's alignment and spacing.
    public init(alignment: AlignmentValue = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
    }
}

/// A row's values.
public struct GridRowValue: Codable, Hashable, Sendable {
    /// The vertical alignment of the row's cells; nil for the grid's.
    public var alignment: VerticalAlignmentValue?
    /// A row with an optional vertical alignment.
    public init(alignment: VerticalAlignmentValue? = nil) { self.alignment = alignment }
}

/// A cell's grid modifiers; nil (or absent) where the author did not set one.
public struct GridCellValue: Codable, Hashable, Sendable {
    /// `gridCellColumns(_:)`: how many columns the cell spans.
    public var columns: Int?
    /// `gridColumnAlignment(_:)`: the horizontal alignment of every cell of the cell's column.
    public var columnAlignment: HorizontalAlignmentValue?
    /// `gridCellAnchor(_:)`: the unit point of the cell that meets the same point of its rectangle.
    public var anchor: UnitPointValue?
    /// `gridCellUnsizedAxes(_:)`: the axes along which the cell does not size its column or row
    /// and takes what the grid gives it.
    public var unsizedAxes: [AxisValue]?

    /// Cell values; every one unset unless given.
    public init(
        columns: Int? = nil, columnAlignment: HorizontalAlignmentValue? = nil, anchor: UnitPointValue? = nil, unsizedAxes: [AxisValue]? = nil
    ) {
        self.columns = columns; self.columnAlignment = columnAlignment; self.anchor = anchor; self.unsizedAxes = unsizedAxes
    }
}
