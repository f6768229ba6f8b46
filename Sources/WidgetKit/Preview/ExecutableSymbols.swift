import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads the running executable's ELF symbol tables (`.symtab`, and `.dynsym`) to find
/// functions by name prefix. SwiftPM links executables without `--export-dynamic`, so `dlsym`
/// cannot see them; instead a symbol's file address plus the load bias (PIE) gives its address.
/// A stripped executable has no `.symtab`: its previews are not found (they are a debug aid).
enum ExecutableSymbols {
    struct Symbol {
        let name: String
        let address: UInt
    }

    /// Defined functions of the main executable whose names start with `prefix`, each once.
    static func functions(withPrefix prefix: String, executable: String = "/proc/self/exe") -> [Symbol] {
        guard let file = ELFFile(path: executable), let bias = loadBias(entry: file.entry) else { return [] }
        defer { file.closeFile() }
        var seen = Set<String>()
        var result: [Symbol] = []
        let wanted = Array(prefix.utf8)
        for table in file.symbolTables() {
            table.forEachFunction(withPrefix: wanted) { name, value in
                guard seen.insert(name).inserted else { return }
                result.append(Symbol(name: name, address: UInt(truncatingIfNeeded: value &+ bias)))
            }
        }
        return result
    }

    /// Runtime address minus link-time address of the main executable: the kernel's AT_ENTRY
    /// against the ELF header's entry point (0 for a non-PIE executable).
    static func loadBias(entry: UInt64) -> UInt64? {
        guard let auxv = FileManager.default.contents(atPath: "/proc/self/auxv") else { return nil }
        let atEntry: UInt64 = 9
        return auxv.withUnsafeBytes { raw -> UInt64? in
            var offset = 0
            while offset + 16 <= raw.count {
                let key = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let value = raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                if key == atEntry { return value &- entry }
                if key == 0 { break }
                offset += 16
            }
            return nil
        }
    }
}

/// Just enough of an ELF64 little-endian file to walk its symbol tables, read with `pread`.
struct ELFFile {
    let fd: Int32
    let entry: UInt64
    private let sections: [Section]

    struct Section {
        let type: UInt32
        let offset: UInt64
        let size: UInt64
        let link: UInt32
        let entrySize: UInt64
    }

    struct SymbolTable {
        let symbols: [UInt8]
        let strings: [UInt8]
        let entrySize: Int

        /// Calls `body` with the name and value of each defined STT_FUNC symbol matching the prefix.
        func forEachFunction(withPrefix prefix: [UInt8], _ body: (String, UInt64) -> Void) {
            guard entrySize >= 24 else { return }
            symbols.withUnsafeBytes { syms in
                strings.withUnsafeBytes { strs in
                    var offset = 0
                    while offset + 24 <= syms.count {
                        defer { offset += entrySize }
                        let nameOffset = Int(syms.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                        let info = syms[offset + 4]
                        let sectionIndex = syms.loadUnaligned(fromByteOffset: offset + 6, as: UInt16.self)
                        let value = syms.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                        guard info & 0xF == 2, sectionIndex != 0, value != 0,
                            nameOffset + prefix.count <= strs.count,
                            memcmp(strs.baseAddress! + nameOffset, prefix, prefix.count) == 0
                        else { continue }
                        var end = nameOffset + prefix.count
                        while end < strs.count && strs[end] != 0 { end += 1 }
                        body(String(decoding: UnsafeRawBufferPointer(rebasing: strs[nameOffset..<end]), as: UTF8.self), value)
                    }
                }
            }
        }
    }

    init?(path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        guard let header = Self.read(fd, at: 0, count: 64), header.count == 64,
            header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46,
            header[4] == 2 /* 64-bit */, header[5] == 1 /* little-endian */
        else {
            close(fd)
            return nil
        }
        func field<T: FixedWidthInteger>(_ bytes: [UInt8], _ offset: Int, _: T.Type) -> T {
            bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
        }
        let entry = field(header, 0x18, UInt64.self)
        let sectionOffset = field(header, 0x28, UInt64.self)
        let sectionEntrySize = Int(field(header, 0x3A, UInt16.self))
        let sectionCount = Int(field(header, 0x3C, UInt16.self))
        guard sectionEntrySize >= 64, sectionCount > 0, sectionCount < 65_280,
            let table = Self.read(fd, at: sectionOffset, count: sectionEntrySize * sectionCount)
        else {
            close(fd)
            return nil
        }
        var sections: [Section] = []
        for index in 0..<sectionCount {
            let base = index * sectionEntrySize
            sections.append(
                Section(
                    type: field(table, base + 4, UInt32.self), offset: field(table, base + 0x18, UInt64.self),
                    size: field(table, base + 0x20, UInt64.self), link: field(table, base + 0x28, UInt32.self),
                    entrySize: field(table, base + 0x38, UInt64.self)))
        }
        self.fd = fd
        self.entry = entry
        self.sections = sections
    }

    func closeFile() { close(fd) }

    /// `.symtab` (SHT_SYMTAB) and `.dynsym` (SHT_DYNSYM) with their string tables.
    func symbolTables() -> [SymbolTable] {
        sections.compactMap { section in
            guard section.type == 2 || section.type == 11, Int(section.link) < sections.count,
                section.size < 1 << 30
            else { return nil }
            let strings = sections[Int(section.link)]
            guard strings.size < 1 << 30,
                let symbols = Self.read(fd, at: section.offset, count: Int(section.size)),
                let names = Self.read(fd, at: strings.offset, count: Int(strings.size))
            else { return nil }
            return SymbolTable(symbols: symbols, strings: names, entrySize: Int(section.entrySize))
        }
    }

    private static func read(_ fd: Int32, at offset: UInt64, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, count - done, off_t(offset) + off_t(done)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            done += n
        }
        return bytes
    }
}
