import Render
import SpecModel
import Translate
import YAML

/// Flags and `specgen.yml` merged into what a run uses: flags win; the config's paths are relative to the
/// config file's folder.
public struct Settings: Sendable {
    /// What the command line gave (nil: not given).
    public struct Flags: Sendable {
        public var output: String?
        public var mocksOutput: String?
        public var access: String?
        public var templates: String?
        public var module: String?
        public var layout: String?
        public var runtime: String?
        public var properties: String?

        public init(output: String? = nil, mocksOutput: String? = nil, access: String? = nil, templates: String? = nil,
                    module: String? = nil, layout: String? = nil, runtime: String? = nil, properties: String? = nil) {
            self.properties = properties
            self.layout = layout
            self.runtime = runtime
            self.output = output
            self.mocksOutput = mocksOutput
            self.access = access
            self.templates = templates
            self.module = module
        }
    }

    /// A config file's path, its folder (ending in `/`, or empty) and bytes.
    public struct ConfigFile: Sendable {
        public var path: String
        public var folder: String
        public var bytes: [UInt8]

        public init(path: String, folder: String, bytes: [UInt8]) {
            self.path = path
            self.folder = folder
            self.bytes = bytes
        }
    }

    public var output: String?
    public var mocksOutput: String?
    /// The folder of template overrides to read, if any.
    public var templates: String?
    public var options = GenerationOptions()
    /// Problems in the config file, located.
    public var diagnostics: [Diagnostic] = []
    /// Problems with the flags themselves (no file to point at).
    public var problems: [Finding] = []

    public init() {}

    public static func resolve(_ flags: Flags, config file: ConfigFile?) -> Settings {
        var settings = Settings()
        var config = GenConfig()
        if let file {
            let parsed = GenConfig.parse(file.bytes, path: file.path)
            config = parsed.config
            settings.diagnostics += parsed.diagnostics
        }
        func relative(_ path: String) -> String {
            guard let file, !path.hasPrefix("/") else { return path }
            return file.folder + path
        }
        settings.output = (flags.output ?? config.output.map(relative)).map(normalized)
        settings.options.access = flags.access.flatMap(AccessLevel.init(rawValue:)) ?? config.access ?? .public
        settings.options.conformances = config.conformances
        settings.options.layout = flags.layout.flatMap(FileLayout.init(rawValue:)) ?? config.layout ?? .grouped
        settings.options.properties = flags.properties.flatMap(StoredProperties.init(rawValue:))
            ?? config.properties ?? .mutable
        settings.templates = flags.templates ?? config.templates.map(relative)
        settings.mocksOutput = (flags.mocksOutput ?? config.mocksOutput.map(relative)).map(normalized)
        if settings.options.layout == .modules {
            settings.usePackage(module: flags.module ?? config.module, runtime: flags.runtime ?? config.runtime,
                                config: config,
                                file: file, layoutFromFlag: flags.layout != nil, accessFromFlag: flags.access != nil)
        }
        guard settings.mocksOutput != nil else { return settings }
        if settings.output == nil {
            settings.problems.append(.config(.mocksWithoutOutput))
        }
        // Mocks live in their own target and import the API's module: they need its name and access.
        func problem(_ finding: ConfigFinding, key: String) {
            settings.report(finding, at: config.marks[key] ?? config.marks["mocksOutput"], in: file)
        }
        if let module = flags.module ?? config.module {
            settings.options.mocksModule = module
        } else {
            problem(.mocksWithoutModule, key: "mocksOutput")
        }
        if settings.options.access == .internal {
            problem(.mocksOfInternalAPI, key: flags.access == nil ? "access" : "mocksOutput")
        }
        return settings
    }

    /// A problem with the settings: an error at `mark` in the config file, or without one (a flag's) a problem.
    mutating func report(_ finding: ConfigFinding, at mark: Mark?, in file: ConfigFile?) {
        if let file, let mark {
            diagnostics.append(Diagnostic(.error, .config(finding), at: Location(file: file.path, mark: mark)))
        } else {
            problems.append(.config(finding))
        }
    }

    /// The template overrides among a folder's files (name → path and text); a `.mustache` file that names no
    /// template is an error at its path.
    public mutating func useTemplates(_ files: [(name: String, path: String, text: String)]) {
        for file in files.sorted(by: { $0.name < $1.name }) where file.name.hasSuffix(".mustache") {
            let template = String(file.name.dropLast(".mustache".count))
            guard TemplateSet.names.contains(template) else {
                diagnostics.append(Diagnostic(.error,
                                              .template(.replacesNone(file: file.name, templates: TemplateSet.names)),
                                              at: Location(file: file.path, mark: .start)))
                continue
            }
            options.templateOverrides[template] = (file.path, file.text)
        }
    }

    /// A path with `.` and `name/..` steps taken out, as written otherwise: `Specs/../Sources/API` → `Sources/API`.
    public static func normalized(_ path: String) -> String {
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
}
