import Foundation

/// The home screen's page, script and style, compiled into the binary so `vitrine` stays one
/// file. The script is external (the Content-Security-Policy allows no inline script).
enum HomeAssets {
    static func page(csrfToken: String) -> String {
        pageTemplate.replacingOccurrences(of: "{{csrf}}", with: csrfToken)
    }
}
