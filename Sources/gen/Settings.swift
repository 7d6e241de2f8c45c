import Foundation
import Generator
import YAML
import SpecModel
import Render
import Translate

/// Flags and `specgen.yml` merged: flags win; the config's paths are relative to the config file.
struct Settings {
    var output: String?
    var mocksOutput: String?
    var options = GenerationOptions()
    var diagnostics: [Diagnostic] = []
    /// Problems with the flags themselves (no file to point at).
    var problems: [String] = []

    static func resolve(specs: [String], output: String?, access: String?, templates: String?, mocksOutput: String?,
                        module: String?) throws -> Settings {
        var settings = Settings()
        var config = GenConfig()
        var configFolder = ""
        var configNodes: (path: String, marks: [String: Mark])?
        if let (path, folder) = configFile(for: specs), let data = FileManager.default.contents(atPath: path) {
            let parsed = GenConfig.parse(Array(data), path: path)
            config = parsed.config
            settings.diagnostics += parsed.diagnostics
            configFolder = folder
            configNodes = (path, parsed.config.marks)
        }
        func relative(_ path: String) -> String {
            path.hasPrefix("/") || configFolder.isEmpty ? path : configFolder + path
        }
        settings.output = output ?? config.output.map(relative)
        settings.options.access = access.flatMap(AccessLevel.init(rawValue:)) ?? config.access ?? .public
        if let folder = templates ?? config.templates.map(relative) {
            settings.options.templateOverrides = try readTemplates(folder, diagnostics: &settings.diagnostics)
        }
        settings.mocksOutput = mocksOutput ?? config.mocksOutput.map(relative)
        if settings.mocksOutput != nil, settings.output == nil {
            settings.problems.append("mocks go beside a generated API: give an output folder too (--output or output:)")
        }
        if settings.mocksOutput != nil {
            // Mocks live in their own target and import the API's module: they need its name and access.
            func problem(_ message: String, key: String) {
                if let (path, marks) = configNodes, let mark = marks[key] ?? marks["mocksOutput"] {
                    settings.diagnostics.append(Diagnostic(.error, message, at: Location(file: path, mark: mark)))
                } else {
                    settings.problems.append(message)
                }
            }
            if let module = module ?? config.module {
                settings.options.mocksModule = module
            } else {
                problem("mocks import the generated module: set 'module:' (or --module) to its name", key: "mocksOutput")
            }
            if settings.options.access == .internal {
                problem("mocks in their own target can't see internal declarations: generate the API with access public or package",
                        key: access == nil ? "access" : "mocksOutput")
            }
        }
        return settings
    }

    /// A path with `.` and `name/..` steps taken out, as written otherwise: `Specs/../Sources/API` → `Sources/API`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// `specgen.yml` in the first folder argument, or beside the first file argument.
    static func configFile(for specs: [String]) -> (path: String, folder: String)? {
        guard let first = specs.first else { return nil }
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: first, isDirectory: &isFolder)
        var folder = isFolder.boolValue ? first : (first as NSString).deletingLastPathComponent
        if !folder.isEmpty, !folder.hasSuffix("/") { folder += "/" }
        for name in ["specgen.yml", "specgen.yaml"] where FileManager.default.fileExists(atPath: folder + name) {
            return (folder + name, folder)
        }
        return nil
    }

    /// The `*.mustache` files of a folder by template name; a file that names no template is an error.
    static func readTemplates(_ folder: String, diagnostics: inout [Diagnostic]) throws -> [String: (path: String, text: String)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw GenError("cannot read templates folder '\(folder)'")
        }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        var overrides: [String: (path: String, text: String)] = [:]
        for name in names.sorted() where name.hasSuffix(".mustache") {
            let template = String(name.dropLast(".mustache".count))
            let path = base + name
            guard TemplateSet.names.contains(template) else {
                diagnostics.append(Diagnostic(.error, "'\(name)' replaces no template; gen's templates are \(TemplateSet.names.map { $0 + ".mustache" }.joined(separator: ", "))",
                                              at: Location(file: path, mark: .start)))
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else { throw GenError("cannot read '\(path)'") }
            overrides[template] = (path, String(decoding: data, as: UTF8.self))
        }
        return overrides
    }
}
