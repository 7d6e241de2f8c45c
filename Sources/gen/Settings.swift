import Foundation
import Generator
import SpecModel
import Render
import Translate

/// Flags and `specgen.yml` merged: flags win; the config's paths are relative to the config file.
struct Settings {
    var output: String?
    var options = GenerationOptions()
    var diagnostics: [Diagnostic] = []

    static func resolve(specs: [String], output: String?, access: String?, templates: String?) throws -> Settings {
        var settings = Settings()
        var config = GenConfig()
        var configFolder = ""
        if let (path, folder) = configFile(for: specs), let data = FileManager.default.contents(atPath: path) {
            let parsed = GenConfig.parse(Array(data), path: path)
            config = parsed.config
            settings.diagnostics += parsed.diagnostics
            configFolder = folder
        }
        func relative(_ path: String) -> String {
            path.hasPrefix("/") || configFolder.isEmpty ? path : configFolder + path
        }
        settings.output = output ?? config.output.map(relative)
        settings.options.access = access.flatMap(AccessLevel.init(rawValue:)) ?? config.access ?? .public
        if let folder = templates ?? config.templates.map(relative) {
            settings.options.templateOverrides = try readTemplates(folder, diagnostics: &settings.diagnostics)
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
