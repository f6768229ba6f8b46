import OSLog

/// Uses Foundation with `import OSLog` alone, as Apple's OSLog allows.
func bundleName() -> String {
    Bundle.main.bundleURL.lastPathComponent + URL(fileURLWithPath: "/x").path
}
