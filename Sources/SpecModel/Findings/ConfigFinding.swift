import YAML

/// The config file (`specgen.yml`) and gen's options: a setting that can't be read, or settings that don't go together.
/// A problem with a flag's value has no place in a file: it is printed as `error: …` alone.
public enum ConfigFinding: Hashable, Sendable {
    /// The config file that is no mapping of settings (`keys`: the settings it takes).
    case notSettings(keys: [String], found: Node.Form)
    /// A setting the config file doesn't take, the one it is near, and the ones it takes.
    case unknownSetting(String, suggestion: String?, keys: [String])
    /// A setting that isn't text.
    case notText(key: String, found: Node.Form)
    /// `module:` that is no Swift identifier.
    case moduleNotIdentifier(String)
    /// `access:`, `layout:` or `properties:` with a value it doesn't take.
    case unknownValue(Setting, String)
    /// An item of `conformances:` that isn't text (`names`: the protocols gen can add).
    case conformanceNotText(names: [String], found: Node.Form)
    /// A conformance gen can't add, the one it is near, and those it can.
    case unknownConformance(String, suggestion: String?, names: [String])
    /// Mocks without an output folder for the API they test.
    case mocksWithoutOutput
    /// Mocks without `module:`, the module they import.
    case mocksWithoutModule
    /// Mocks of an API whose declarations are internal.
    case mocksOfInternalAPI
    /// The `modules` layout without `module:`.
    case modulesWithoutModule
    /// The `modules` layout with internal access.
    case modulesWithInternalAccess
    /// The `modules` layout without an output folder.
    case modulesWithoutOutput
    /// The `modules` layout without `runtime:`.
    case modulesWithoutRuntime
    /// `runtime:` whose last component names no package folder (`..`).
    case runtimeNamesNoPackage(String)

    /// A setting with a fixed set of values.
    public enum Setting: String, Hashable, Sendable {
        case access, layout, properties
    }
}
