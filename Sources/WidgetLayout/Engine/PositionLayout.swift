import Foundation
import WidgetArchive

extension LayoutRun {
    /// `position(x:y:)`: the modifier's size is the proposal (on an axis left unspecified or
    /// infinite, the child's own size there), the child is proposed that size and placed with
    /// its centre at the point, in the modifier's own coordinates. The child may overflow the
    /// frame freely, as it does in SwiftUI, so overflow is not reported.
    func arrangePosition(_ item: LayoutItem, x: Double, y: Double, _ p: ProposedSize) -> Arrangement {
        func given(_ v: Double?) -> Double? { v.flatMap { $0.isFinite ? max(0, $0) : nil } }
        var width = given(p.width), height = given(p.height)
        if width == nil || height == nil {
            let own = measureChild(item, ProposedSize(width: width, height: height)).size
            width = width ?? own.width
            height = height ?? own.height
        }
        let size = SizeValue(width: width ?? 0, height: height ?? 0)
        var a = Arrangement(size: size)
        if let child = item.children.first {
            let childP = ProposedSize(size)
            let c = measure(child, childP).size
            a.children = [ChildPlacement(item: child, proposal: childP, offset: PointValue(x: x - c.width / 2, y: y - c.height / 2))]
        }
        return a
    }
}
