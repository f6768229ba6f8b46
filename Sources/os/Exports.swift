// `import os`: on Apple platforms the module that holds `Logger`, `OSLog` and `os_log` (OSLog
// re-exports it). Here it is the other way round: `os` re-exports Vitrine's OSLog, so files
// written either way build unchanged with the one OSLog product.
@_exported import OSLog
