import Foundation

/// How a line or area runs between its points.
public struct InterpolationMethod: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case linear
        case monotone
        case catmullRom(alpha: Double)
        case cardinal(tension: Double)
        case stepStart, stepCenter, stepEnd
    }
    let kind: Kind

    /// Straight segments.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A smooth curve that never overshoots between points (monotone in x).
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// A centripetal Catmull–Rom spline through every point.
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(alpha: 0.5))
    /// A cardinal spline through every point.
    public static let cardinal = InterpolationMethod(kind: .cardinal(tension: 0))
    /// Steps whose value changes at the start of each interval.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps whose value changes halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps whose value changes at the end of each interval.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    /// A Catmull–Rom spline with the given parameterization (0 uniform, 0.5 centripetal, 1 chordal).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha: alpha)) }
    /// A cardinal spline with the given tension (0 is Catmull–Rom, 1 straight lines).
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension: tension)) }
}
