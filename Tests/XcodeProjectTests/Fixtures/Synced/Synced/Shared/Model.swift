import Foundation

struct Note: Codable {
    var title: String
}
