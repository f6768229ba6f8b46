import Foundation
import WidgetArchive

extension PreviewRenderer {
    /// Where a Live Activity presentation is drawn (`dynamicIslandCompact`…): on the chosen
    /// device's screen class (`LiveActivityMetrics`), at the presentation's documented size,
    /// with nothing clipped or filled around it (the presentation draws its own shape). nil for
    /// a name that is not a presentation.
    func activityPlacement(_ name: String) -> (device: WidgetDevice, scale: Double, size: SizeValue)? {
        guard let presentation = ActivityPresentationName(rawValue: name) else { return nil }
        let metrics = LiveActivityMetrics.forScreen(width: device.screen.width)
        var canvas = device
        canvas.cornerRadius = 0
        return (canvas, scale, metrics.canvasSize(of: presentation))
    }
}
