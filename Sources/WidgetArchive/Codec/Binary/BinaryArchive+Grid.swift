import Foundation

// Grid and GridRow nodes (archive version 5), field by field.

extension GridNode: BinaryArchivable {
    func write(to w: inout BinaryArchiveWriter) {
        switch self {
        case .grid(let g):
            w.byte(0); w.value(g.alignment)
            w.optional(g.horizontalSpacing) { $0.double($1) }; w.optional(g.verticalSpacing) { $0.double($1) }
        case .row(let r):
            w.byte(1); w.optional(r.alignment) { $0.raw($1) }
        case .cell(let c):
            w.byte(2); w.optional(c.columns) { $0.int($1) }; w.optional(c.columnAlignment) { $0.raw($1) }
            w.optional(c.anchor); w.optional(c.unsizedAxes) { $0.array($1) { $0.raw($1) } }
        }
    }
    init(from r: inout BinaryArchiveReader) throws {
        switch try r.byte() {
        case 0:
            self = .grid(
                GridValue(alignment: try r.value(), horizontalSpacing: try r.optional { try $0.double() }, verticalSpacing: try r.optional { try $0.double() }))
        case 1:
            self = .row(GridRowValue(alignment: try r.optional { try $0.raw() }))
        case 2:
            self = .cell(
                GridCellValue(
                    columns: try r.optional { try $0.int() }, columnAlignment: try r.optional { try $0.raw() }, anchor: try r.optional(),
                    unsizedAxes: try r.optional { try $0.array { try $0.raw() } }))
        case let tag: throw r.unknownCase(tag, of: GridNode.self)
        }
    }
}
