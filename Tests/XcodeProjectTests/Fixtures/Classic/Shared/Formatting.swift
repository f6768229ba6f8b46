import Foundation

enum Formatting {
    static let degrees = "°"
}
