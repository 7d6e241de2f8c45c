import SpecModel
import Wording
import Translate
import YAML

/// The config file `specgen.yml` in the specs folder: defaults the command line can override. Paths are
/// relative to the config file's folder.
public struct GenConfig: Hashable, Sendable {
    /// The names the config file may have in a specs folder, the one read first (and written by gen-import) first.
    public static let fileNames = ["specgen.yml", "specgen.yaml"]

    /// The folder generated API files go to.
    public var output: String?
    /// The folder generated mocks go to.
    public var mocksOutput: String?
    /// The generated module's name (the mocks import it).
    public var module: String?
    public var access: AccessLevel?
    /// A folder of templates that replace the built-in ones, file by file.
    public var templates: String?
    /// How declarations are spread over files.
    public var layout: FileLayout?
    /// Protocols every generated model and enum conforms to beyond what its use needs.
    public var conformances: Set<Conformances.Extra> = []
    /// In the `modules` layout, the package holding `SpecgenRuntime`: a path from the output folder, or a git URL.
    public var runtime: String?
    /// How models declare their stored properties: `var` or `let`.
    public var properties: StoredProperties?
    /// Where each setting's value was written, for located errors about it.
    public var marks: [String: Mark] = [:]

    public init() {}

    static let keys = ["output", "mocksOutput", "module", "access", "templates", "conformances", "layout", "runtime", "properties"]

    /// Reads a config file, reporting every problem at its line and column.
    public static func parse(_ bytes: [UInt8], path: String) -> (config: GenConfig, diagnostics: [Diagnostic]) {
        var config = GenConfig()
        var diagnostics: [Diagnostic] = []
        func error(_ message: String, _ mark: Mark) {
            diagnostics.append(Diagnostic(.error, message, at: Location(file: path, mark: mark)))
        }
        let document = YAMLLoader.load(bytes)
        for problem in document.errors { error(problem.message, problem.mark) }
        guard let root = document.root else { return (config, diagnostics) }
        guard let pairs = root.mapping else {
            error("expected a mapping of settings (\(keys.joined(separator: ", "))), found \(root.kindDescription)", root.mark)
            return (config, diagnostics)
        }
        for pair in pairs {
            let key = pair.key.string ?? ""
            guard keys.contains(key) else {
                error("unknown setting '\(key)'\(didYouMean(key, among: keys).map { " (did you mean '\($0)'?)" } ?? ""); settings are \(keys.joined(separator: ", "))", pair.key.mark)
                continue
            }
            if key == "conformances" {
                config.conformances = conformances(pair.value, error: error)
                config.marks[key] = pair.value.mark
                continue
            }
            guard let value = pair.value.scalar?.value, !pair.value.isNull, !value.isEmpty else {
                error("expected text for '\(key)', found \(pair.value.kindDescription)", pair.value.mark)
                continue
            }
            config.marks[key] = pair.value.mark
            switch key {
            case "output": config.output = value
            case "mocksOutput": config.mocksOutput = value
            case "module":
                if SwiftName.isIdentifier(value) { config.module = value } else { error("module name '\(value)' is not a Swift identifier", pair.value.mark) }
            case "access":
                if let access = AccessLevel(rawValue: value) { config.access = access } else {
                    error("unknown access level '\(value)'; use public, package or internal", pair.value.mark)
                }
            case "layout":
                if let layout = FileLayout(rawValue: value) { config.layout = layout } else {
                    error("unknown layout '\(value)'; use grouped, per-type or modules", pair.value.mark)
                }
            case "runtime": config.runtime = value
            case "properties":
                if let properties = StoredProperties(rawValue: value) { config.properties = properties } else {
                    error("unknown property keyword '\(value)'; use var or let", pair.value.mark)
                }
            default: config.templates = value
            }
        }
        return (config, diagnostics)
    }

    /// `conformances: [Hashable, Encodable]` (or one name): protocols to add to every model and enum.
    private static func conformances(_ node: Node, error: (String, Mark) -> Void) -> Set<Conformances.Extra> {
        let names = Conformances.Extra.allCases.map(\.rawValue)
        var result: Set<Conformances.Extra> = []
        for item in node.sequence ?? [node] {
            guard let name = item.scalar?.value, !item.isNull else {
                error("expected a protocol name (\(names.joined(separator: ", "))) in 'conformances', found \(item.kindDescription)", item.mark)
                continue
            }
            guard let extra = Conformances.Extra(rawValue: name) else {
                let near = didYouMean(name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
                error("unknown conformance '\(name)'\(near); gen can add \(names.joined(separator: ", "))", item.mark)
                continue
            }
            result.insert(extra)
        }
        return result
    }
}
