//
//  StorageCategory.swift
//  SystemTintWidget
//

import UIKit

struct StorageCategory {
    let name: String
    let gigabytes: Double
    let color: UIColor
    let icon: UIImage?

    static let sample: [StorageCategory] = [
        StorageCategory(name: "Photos", gigabytes: 41.2, color: .systemYellow, icon: UIImage(systemName: "photo.fill")),
        StorageCategory(name: "Apps", gigabytes: 27.8, color: .systemBlue, icon: UIImage(systemName: "square.grid.2x2.fill")),
        StorageCategory(name: "Messages", gigabytes: 9.4, color: .systemGreen, icon: UIImage(systemName: "message.fill")),
        StorageCategory(name: "System", gigabytes: 12.1, color: .systemGray, icon: UIImage(systemName: "gearshape.fill")),
    ]
}

enum StorageFormat {
    /// UIKit fonts the app's table cells use, shared with the widget so both read alike.
    static let valueFont = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .semibold)
    static let titleFont = UIFont.preferredFont(forTextStyle: .headline)
    static let captionFont = UIFont.systemFont(ofSize: 11, weight: .regular)

    static func gigabytes(_ value: Double) -> String {
        String(format: "%.1f GB", value)
    }
}
