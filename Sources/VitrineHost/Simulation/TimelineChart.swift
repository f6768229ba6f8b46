import Foundation

/// An SVG chart of one simulated run: a lane per widget instance with its entry changes,
/// its reloads coloured by decision, and its remaining budget as a line, over the run's span.
public struct TimelineChart: Sendable {
    /// What a dot on a lane stands for: an entry shown, or a reload request and how the scheduler decided it.
    public enum Mark: String, Sendable, CaseIterable {
        case entry, granted, exempt, deferred, coalesced, throttled, denied, failed

        var color: String {
            switch self {
            case .entry: "#8e8e93"
            case .granted: "#34c759"
            case .exempt: "#0a84ff"
            case .deferred: "#af52de"
            case .coalesced: "#5ac8fa"
            case .throttled: "#ff9f0a"
            case .denied: "#ff3b30"
            case .failed: "#1c1c1e"
            }
        }
    }

    /// One widget instance's row of the chart.
    public struct Lane: Sendable {
        /// The label left of the lane (the scenario's name and the family).
        public var title: String
        /// What happened when, drawn as ticks (entries) and coloured dots (reloads).
        public var marks: [(date: Date, mark: Mark)]
        /// (date, remaining budget) samples.
        public var budget: [(date: Date, remaining: Int)]

        /// A lane with these marks and budget samples.
        public init(title: String, marks: [(date: Date, mark: Mark)], budget: [(date: Date, remaining: Int)]) {
            self.title = title
            self.marks = marks
            self.budget = budget
        }
    }

    /// The left edge of the time axis.
    public var start: Date
    /// The right edge of the time axis.
    public var end: Date
    /// The full budget, which sets the height of a lane's budget line.
    public var dailyBudget: Int
    /// One lane per widget instance, top to bottom.
    public var lanes: [Lane]

    /// A chart of `lanes` over `start`…`end`.
    public init(start: Date, end: Date, dailyBudget: Int, lanes: [Lane]) {
        self.start = start
        self.end = end
        self.dailyBudget = dailyBudget
        self.lanes = lanes
    }

    /// The chart as a standalone SVG document: an hour grid, the lanes and a legend.
    public func svg() -> String {
        let left = 260.0, right = 30.0, top = 50.0, laneHeight = 64.0, width = 1400.0
        let plot = width - left - right
        let height = top + laneHeight * Double(max(lanes.count, 1)) + 70
        let span = max(end.timeIntervalSince(start), 1)
        func x(_ date: Date) -> Double { left + plot * min(max(date.timeIntervalSince(start) / span, 0), 1) }
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" font-family="Inter, DejaVu Sans, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="#ffffff"/>
            <text x="\(left)" y="22" font-size="15" font-weight="600">Reloads and entries, \(Self.stamp(start)) → \(Self.stamp(end)) (daily budget \(dailyBudget))</text>

            """
        // Hour grid.
        let hours = Int(span / 3600)
        let step = hours > 48 ? 6 : hours > 12 ? 2 : 1
        for h in stride(from: 0, through: hours, by: step) {
            let gx = x(start.addingTimeInterval(Double(h) * 3600))
            out += "<line x1=\"\(f(gx))\" y1=\"\(f(top - 6))\" x2=\"\(f(gx))\" y2=\"\(f(height - 50))\" stroke=\"#e5e5ea\"/>\n"
            out += "<text x=\"\(f(gx))\" y=\"\(f(height - 34))\" text-anchor=\"middle\" fill=\"#636366\">+\(h)h</text>\n"
        }
        for (index, lane) in lanes.enumerated() {
            let y0 = top + laneHeight * Double(index)
            let mid = y0 + laneHeight / 2
            out += "<text x=\"10\" y=\"\(f(mid + 4))\">\(Self.escape(lane.title))</text>\n"
            out += "<line x1=\"\(f(left))\" y1=\"\(f(mid))\" x2=\"\(f(left + plot))\" y2=\"\(f(mid))\" stroke=\"#c7c7cc\"/>\n"
            if lane.budget.count > 1, dailyBudget > 0 {
                let points = lane.budget.map { "\(f(x($0.date))),\(f(y0 + laneHeight - 6 - (laneHeight - 12) * Double($0.remaining) / Double(dailyBudget)))" }
                out += "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"#ffcc00\" stroke-width=\"1.5\"/>\n"
            }
            for (date, mark) in lane.marks {
                let mx = x(date)
                if mark == .entry {
                    out += "<line x1=\"\(f(mx))\" y1=\"\(f(mid - 14))\" x2=\"\(f(mx))\" y2=\"\(f(mid + 14))\" stroke=\"\(mark.color)\" stroke-width=\"1\"/>\n"
                } else {
                    out +=
                        "<circle cx=\"\(f(mx))\" cy=\"\(f(mid))\" r=\"4.5\" fill=\"\(mark.color)\"><title>\(mark.rawValue) \(Self.stamp(date))</title></circle>\n"
                }
            }
        }
        // Legend.
        var lx = left
        let ly = height - 14
        for mark in Mark.allCases {
            out +=
                "<circle cx=\"\(f(lx))\" cy=\"\(f(ly - 4))\" r=\"4.5\" fill=\"\(mark.color)\"/><text x=\"\(f(lx + 8))\" y=\"\(f(ly))\">\(mark == .entry ? "entry shown (tick)" : mark.rawValue)</text>\n"
            lx += 120
        }
        out +=
            "<line x1=\"\(f(lx))\" y1=\"\(f(ly - 4))\" x2=\"\(f(lx + 16))\" y2=\"\(f(ly - 4))\" stroke=\"#ffcc00\" stroke-width=\"2\"/><text x=\"\(f(lx + 20))\" y=\"\(f(ly))\">budget left</text>\n"
        out += "</svg>\n"
        return out
    }

    private func f(_ value: Double) -> String { String(format: "%.1f", value) }

    static func stamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        return formatter.string(from: date)
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
