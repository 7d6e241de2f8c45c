import Foundation
import XCTest

/// Scripts/spec-check.py, run with `python3` from the path on texts given here: each loaded with PyYAML's pure-Python
/// and libyaml loaders and checked against Schemas/ with `jsonschema` — readers and a validator independent of gen.
enum SpecCheckScript {
    /// A text to check: its name in messages, the schema it must be valid against ("spec", "config" or nil: loaded
    /// only), and gen's reading of it (``YAMLCanonical``), which the other readings must equal.
    struct Item {
        var name: String
        var text: String
        var schema: String?
        var ours: Any?
    }

    /// What the script found in one text.
    struct Result {
        var name: String
        var problems: [String]
        /// Where the schema failed: the path of keys and indices to the place (an unknown key's path ends at it).
        var schemaErrors: [(path: [String], message: String)]
    }

    /// The results, in the order of `items`. Throws (so the calling test fails, never skips) when python3 can't be
    /// run or lacks PyYAML with libyaml or jsonschema.
    static func run(_ items: [Item]) throws -> [Result] {
        let input = items.map { item -> [String: Any] in
            var object: [String: Any] = ["name": item.name, "text": item.text, "schema": item.schema ?? NSNull()]
            if let ours = item.ours { object["ours"] = ours }
            return object
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spec-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("items.json"), errorFile = folder.appendingPathComponent("err")
        try JSONSerialization.data(withJSONObject: input).write(to: inputFile)
        try Data().write(to: errorFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = JSONSchemaFile.repository.appendingPathComponent("Scripts/spec-check.py").path
        process.arguments = ["python3", script, "--stdin"]
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let output = try stdout.fileHandleForReading.readToEnd() ?? Data()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            throw Failure(description: "python3 Scripts/spec-check.py exited with \(process.terminationStatus): "
                + message)
        }
        let results = try XCTUnwrap(JSONSerialization.jsonObject(with: output) as? [[String: Any]])
        return results.map { result in
            let errors = (result["schemaErrors"] as? [[String: Any]] ?? []).map { error in
                (path: (error["path"] as? [Any] ?? []).map { "\($0)" }, message: error["message"] as? String ?? "")
            }
            return Result(name: result["name"] as? String ?? "", problems: result["problems"] as? [String] ?? [],
                          schemaErrors: errors)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
