import Foundation
import Generator
import XCTest

/// No hand-written Swift line of the repository runs past 120 characters: the `.swift` files under Sources/,
/// Plugins/, Tests/, Fuzz/ and Benchmarks/, and Package.swift. Generated files are left out, known by their header:
/// gen's (the first line, or the second after a `// swift-tools-version` line), or a first comment line that says not
/// to edit the file (a copy a tool writes). They are byte for byte what their generator writes.
final class SourceLineLengthTests: XCTestCase {
    static let limit = 120
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testNoHandWrittenLineIsLongerThan120Characters() throws {
        let files = Self.swiftFiles()
        XCTAssertGreaterThan(files.count, 100, "the walk from \(Self.root.path) found too few Swift files")
        var long: [String] = []
        for path in files {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            if Self.isGenerated(lines) { continue }
            for (index, line) in lines.enumerated() where line.count > Self.limit {
                long.append("\(path):\(index + 1): \(line.count) characters")
            }
        }
        XCTAssert(long.isEmpty, "lines longer than \(Self.limit) characters (\(long.count)):\n"
                      + long.joined(separator: "\n"))
    }

    /// The `.swift` files (paths from the root, sorted) under Sources/, Plugins/, Tests/, Fuzz/ and Benchmarks/, and
    /// Package.swift. Hidden folders (`.build`, `.build-release`, `.swiftpm`) are not entered.
    private static func swiftFiles() -> [String] {
        var paths = ["Package.swift"]
        for folder in ["Sources", "Plugins", "Tests", "Fuzz", "Benchmarks"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let relative = enumerator?.nextObject() as? String {
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                    enumerator?.skipDescendants()
                    continue
                }
                if relative.hasSuffix(".swift") { paths.append(folder + "/" + relative) }
            }
        }
        return paths.sorted()
    }

    /// A file its generator writes: gen's header on the first line, or on the second after `// swift-tools-version`
    /// (a generated Package.swift), or a first comment line saying not to edit the file.
    private static func isGenerated(_ lines: [Substring]) -> Bool {
        guard let first = lines.first else { return false }
        if first.hasPrefix(WritePlan.headerPrefix) { return true }
        if first.hasPrefix("// swift-tools-version"), lines.count > 1, lines[1].hasPrefix(WritePlan.headerPrefix) {
            return true
        }
        return first.hasPrefix("//") && first.contains("Do not edit")
    }
}
