import SwiftUI

struct RingsView: View {
    let move: Double
    let exercise: Double
    let stand: Double

    var body: some View {
        ZStack {
            ring(move, color: .red, inset: 0)
            ring(exercise, color: .green, inset: 12)
            ring(stand, color: .cyan, inset: 24)
        }
    }

    private func ring(_ progress: Double, color: Color, inset: CGFloat) -> some View {
        ZStack {
            Circle().stroke(color.opacity(0.25), lineWidth: 10)
            Circle()
                .trim(from: 0, to: min(progress, 1))
                .stroke(color, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .padding(inset)
    }
}
