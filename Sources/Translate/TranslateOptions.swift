/// Choices that apply to every generated file.
public struct TranslateOptions: Hashable, Sendable {
    public var access: AccessLevel
    /// When set, a mock networker per service is generated too, importing this module (the generated API's).
    public var mocksModule: String?
    /// Protocols every model and enum conforms to beyond what its use needs.
    public var conformances: Set<Conformances.Extra>
    /// When set, the API is split into the modules of a local package (the `modules` layout).
    public var package: PackageOptions?
    /// How models declare their stored properties.
    public var properties: StoredProperties

    public init(access: AccessLevel = .public, mocksModule: String? = nil, conformances: Set<Conformances.Extra> = [],
                package: PackageOptions? = nil, properties: StoredProperties = .mutable) {
        self.access = access
        self.properties = properties
        self.mocksModule = mocksModule
        self.conformances = conformances
        self.package = package
    }
}

/// The local package of the `modules` layout: the module users import, and where the package finds the runtime.
public struct PackageOptions: Hashable, Sendable {
    /// The umbrella module's name, which is also the package's one library: `ShopAPI`.
    public var module: String
    /// The package that holds `SpecgenRuntime`: a path from the output folder (`../Specgen`), or a git URL.
    public var runtime: String
    /// The runtime's version a URL is taken from (`from:`): gen's own.
    public var version: String

    public init(module: String, runtime: String, version: String) {
        self.module = module
        self.runtime = runtime
        self.version = version
    }

    /// How the manifest depends on the runtime's package: a URL (`scheme://…`, `git@…`) from gen's version, else a
    /// path. Before 1.0 a minor version may break what generated code uses, so a 0.x version is taken up to the next
    /// minor one (`.upToNextMinor(from: "0.2.0")`); from 1.0 on, up to the next major one (`from: "1.0.0"`).
    var dependency: String {
        if runtime.contains("://") || runtime.hasPrefix("git@") {
            let from = SwiftLiteral.string(version)
            let requirement = version.hasPrefix("0.") ? ".upToNextMinor(from: \(from))" : "from: \(from)"
            return ".package(url: \(SwiftLiteral.string(runtime)), \(requirement))"
        }
        return ".package(path: \(SwiftLiteral.string(runtime)))"
    }

    /// SwiftPM's identity of a package at a path or URL: its last component, without `.git`, lowercased. (A path
    /// whose last component is `.` or `..` names no package: the settings refuse it.)
    public static func identity(of location: String) -> String {
        var last = location.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}
