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

    static let keys = ["output", "mocksOutput", "module", "access", "templates", "conformances", "layout", "runtime",
                       "properties"]

    /// Reads a config file, reporting every problem at its line and column.
    public static func parse(_ bytes: [UInt8], path: String) -> (config: GenConfig, diagnostics: [Diagnostic]) {
        var config = GenConfig()
        var diagnostics: [Diagnostic] = []
        func error(_ finding: ConfigFinding, _ mark: Mark) {
            diagnostics.append(Diagnostic(.error, .config(finding), at: Location(file: path, mark: mark)))
        }
        let document = YAMLLoader.load(bytes)
        for problem in document.errors {
            diagnostics.append(Diagnostic(.error, .yaml(problem.kind), at: Location(file: path, mark: problem.mark),
                                          notes: problem.note.map {
                                              [Diagnostic.Note(.yaml($0.kind), at: Location(file: path, mark: $0.mark))]
                                          } ?? []))
        }
        guard let root = document.root else { return (config, diagnostics) }
        guard let pairs = root.mapping else {
            error(.notSettings(keys: keys, found: root.form), root.mark)
            return (config, diagnostics)
        }
        for pair in pairs {
            let key = pair.key.string ?? ""
            guard keys.contains(key) else {
                error(.unknownSetting(key, suggestion: didYouMean(key, among: keys), keys: keys), pair.key.mark)
                continue
            }
            if key == "conformances" {
                config.conformances = conformances(pair.value, error: error)
                config.marks[key] = pair.value.mark
                continue
            }
            guard let value = pair.value.scalar?.value, !pair.value.isNull, !value.isEmpty else {
                error(.notText(key: key, found: pair.value.form), pair.value.mark)
                continue
            }
            config.marks[key] = pair.value.mark
            switch key {
            case "output": config.output = value
            case "mocksOutput": config.mocksOutput = value
            case "module":
                if SwiftName.isIdentifier(value) {
                    config.module = value
                } else {
                    error(.moduleNotIdentifier(value), pair.value.mark)
                }
            case "access":
                if let access = AccessLevel(rawValue: value) { config.access = access } else {
                    error(.unknownValue(.access, value), pair.value.mark)
                }
            case "layout":
                if let layout = FileLayout(rawValue: value) { config.layout = layout } else {
                    error(.unknownValue(.layout, value), pair.value.mark)
                }
            case "runtime": config.runtime = value
            case "properties":
                if let properties = StoredProperties(rawValue: value) { config.properties = properties } else {
                    error(.unknownValue(.properties, value), pair.value.mark)
                }
            default: config.templates = value
            }
        }
        return (config, diagnostics)
    }

    /// `conformances: [Hashable, Encodable]` (or one name): protocols to add to every model and enum.
    private static func conformances(_ node: Node, error: (ConfigFinding, Mark) -> Void) -> Set<Conformances.Extra> {
        let names = Conformances.Extra.allCases.map(\.rawValue)
        var result: Set<Conformances.Extra> = []
        for item in node.sequence ?? [node] {
            guard let name = item.scalar?.value, !item.isNull else {
                error(.conformanceNotText(names: names, found: item.form), item.mark)
                continue
            }
            guard let extra = Conformances.Extra(rawValue: name) else {
                error(.unknownConformance(name, suggestion: didYouMean(name, among: names), names: names), item.mark)
                continue
            }
            result.insert(extra)
        }
        return result
    }
}
