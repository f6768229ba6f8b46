// On Apple's platforms `import OSLog` makes Foundation visible too (a file with only that import
// uses `Bundle`, `Date`, `URL`); re-exporting it keeps such files compiling unchanged.
@_exported import Foundation
