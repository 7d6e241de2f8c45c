import Foundation
import XCTest

/// Runs the built `gen` (or `gen-import`) executable as a user would, in a folder of the test's choosing.
struct GenProcess {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String

        var errorLines: [String] {
            standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                .dropLast(standardError.hasSuffix("\n") ? 1 : 0)
        }
    }

    /// The `gen` binary next to the test bundle (SwiftPM builds it because the test target depends on it).
    static let executable = binary("gen")

    /// A binary of the package next to the test bundle.
    static func binary(_ name: String) -> URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        for bundle in Bundle.allBundles {
            let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        fatalError("\(name) executable not found near \(Bundle.main.bundleURL.path)")
    }

    static func run(_ arguments: [String], in folder: URL, tool: URL = executable) throws -> Outcome {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes to the end before waiting, so a full pipe can't block the child.
        let errorData = try readAll(error)
        let outputData = try readAll(output)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                       standardError: String(decoding: errorData, as: UTF8.self))
    }

    private static func readAll(_ pipe: Pipe) throws -> Data {
        try pipe.fileHandleForReading.readToEnd() ?? Data()
    }
}

/// A temporary folder with files, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("gen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    /// Every file of a folder in it (recursively) with its bytes, to compare before and after.
    func snapshot(_ path: String) throws -> [String: Data] {
        let folder = url.appendingPathComponent(path)
        var files: [String: Data] = [:]
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: folder.path) else { return [:] }
        for case let path as String in enumerator {
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder),
               !isFolder.boolValue {
                files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
            }
        }
        return files
    }

    func write(_ path: String, _ data: Data) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }
}
