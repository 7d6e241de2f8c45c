import Foundation
import Generator
import SpecModel
import Wording
import XCTest

/// A user's template built from the structured keys of a property (name, type, key, default) instead of the
/// finished lines: gen renders it with swift-mustache, and the result compiles.
final class TemplateOverrideTests: XCTestCase {
    private let override = """
        {{% CONTENT_TYPE: TEXT}}
        {{header}}
        {{#imports}}
        import {{.}}
        {{/imports}}

        /// Immutable, with a key listing of its own.
        {{access}}struct {{typeName}}: Decodable, Sendable {
        {{#properties}}
            {{access}}let {{name}}: {{type}}
        {{/properties}}

            {{access}}init({{#properties}}{{parameterName}}: {{type}}{{#hasDefault}} = \
        {{defaultValue}}{{/hasDefault}}, {{/properties}}marker: Void = ()) {
        {{#properties}}
                self.{{name}} = {{parameterValue}}
        {{/properties}}
            }

            /// {{#properties}}{{name}} ← "{{key}}"{{#isOptional}} (optional){{/isOptional}}; {{/properties}}
            private enum CodingKeys: String, CodingKey {
        {{#properties}}
                case {{name}} = "{{key}}"
        {{/properties}}
            }
        }

        """

    func testAnOverrideFromStructuredKeysCompiles() throws {
        let spec = SpecInput(path: "Specs/Shop.yaml", bytes: Array("""
            service: Shop
            keys: snake_case
            models:
              Item:
                properties:
                  id: Int
                  fullName: String
                  default: { type: Int, default: 3 }
                  self: { type: String?, key: itself }
                  sort: { type: Sort?, default: none }
                  created: Date?
              Sort: { enum: [newest, none] }
            """.utf8), source: "Specs/Shop.yaml")
        var options = GenerationOptions(layout: .perType)
        options.templateOverrides = ["model": ("Templates/model.mustache", override)]
        let result = Generation.run([spec], options: options)
        XCTAssertEqual(result.diagnostics.flatMap(\.lines), [])
        let item = try XCTUnwrap(result.files.first { $0.fileName == "Item.swift" }?.contents)
        XCTAssertTrue(item.contains("""
                public let `self`: String?
            """), item)
        XCTAssertTrue(item.contains("""
                public init(id: Int, fullName: String, `default`: Int = 3, `self` selfValue: String? = nil, \
            sort: Sort? = .some(.none), created: Date? = nil, marker: Void = ()) {
            """), item)
        XCTAssertTrue(item.contains("""
                    case fullName = "full_name"
            """), item)
        XCTAssertTrue(item.contains("/// id ← \"id\"; fullName ← \"full_name\"; `default` ← \"default\"; `self` "
                                    + "← \"itself\" (optional);"), item)
        let sort = try XCTUnwrap(result.files.first { $0.fileName == "Sort.swift" }?.contents)
        try Compiler.typecheck(["Item.swift": item, "Sort.swift": sort])
    }
}

/// The Swift compiler of the toolchain running the tests, type-checking files in Swift 6 mode with warnings as
/// errors, with the SpecgenRuntime module this build of the package made (generated files import it, as the targets
/// they live in depend on it).
enum Compiler {
    static func typecheck(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try TemporaryFolder()
        for (name, text) in files { try folder.write(name, text) }
        // The build folder (`.build/debug`) holds `Modules/`: it is the test bundle's folder on macOS (`…xctest`),
        // and the bundle itself on Linux.
        let bundle = Bundle(for: TemplateOverrideTests.self).bundleURL
        let modules = (bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle)
            .appendingPathComponent("Modules")
        let runtime = modules.appendingPathComponent("SpecgenRuntime.swiftmodule")
        XCTAssertTrue(FileManager.default.fileExists(atPath: runtime.path),
                      "no SpecgenRuntime module at \(runtime.path)", file: file, line: line)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules.path]
            + files.keys.sorted()
        process.currentDirectoryURL = folder.url
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let output = String(decoding: try errors.fileHandleForReading.readToEnd() ?? Data(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output, file: file, line: line)
    }
}
