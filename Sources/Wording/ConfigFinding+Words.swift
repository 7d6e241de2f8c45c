import SpecModel

extension ConfigFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .notSettings(let keys, let found):
            "expected a mapping of settings (\(keys.joined(separator: ", "))), found \(found.words)"
        case .unknownSetting(let key, let suggestion, let keys):
            "unknown setting '\(key)'\(didYouMeanWords(suggestion)); settings are \(keys.joined(separator: ", "))"
        case .notText(let key, let found): "expected text for '\(key)', found \(found.words)"
        case .moduleNotIdentifier(let name): "module name '\(name)' is not a Swift identifier"
        case .unknownValue(.access, let value): "unknown access level '\(value)'; use public, package or internal"
        case .unknownValue(.layout, let value): "unknown layout '\(value)'; use grouped, per-type or modules"
        case .unknownValue(.properties, let value): "unknown property keyword '\(value)'; use var or let"
        case .conformanceNotText(let names, let found):
            "expected a protocol name (\(names.joined(separator: ", "))) in 'conformances', found \(found.words)"
        case .unknownConformance(let name, let suggestion, let names):
            "unknown conformance '\(name)'\(didYouMeanWords(suggestion)); gen can add \(names.joined(separator: ", "))"
        case .mocksWithoutOutput: "mocks go beside a generated API: give an output folder too (--output or output:)"
        case .mocksWithoutModule: "mocks import the generated module: set 'module:' (or --module) to its name"
        case .mocksOfInternalAPI:
            "mocks in their own target can't see internal declarations: generate the API with access public or package"
        case .modulesWithoutModule:
            "the modules layout writes a package whose library is the module: set 'module:' (or --module) to its name"
        case .modulesWithInternalAccess:
            "the modules layout's modules can't see each other's internal declarations: use access public or package"
        case .modulesWithoutOutput:
            "the modules layout writes a package: give it an output folder (--output or output:)"
        case .modulesWithoutRuntime:
            "the modules layout's package depends on SpecgenRuntime: set 'runtime:' (or --runtime) to the path of "
                + "Specgen's package from the output folder, or its git URL"
        case .runtimeNamesNoPackage(let runtime):
            "runtime '\(runtime)' names no package folder; end the path with the folder's name (../Specgen, not ..)"
        }
    }
}
