import Translate

/// What a generation run is asked for, already read from flags and the config file.
public struct GenerationOptions: Sendable {
    /// The access level of generated declarations.
    public var access: AccessLevel
    /// Templates that replace the embedded ones, by name (`model`), with the path they were read from.
    public var templateOverrides: [String: (path: String, text: String)]
    /// When set, mock networkers are generated too, importing this module (the generated API's).
    public var mocksModule: String?
    /// Protocols every model and enum conforms to beyond what its use needs.
    public var conformances: Set<Conformances.Extra>
    /// How declarations are spread over files.
    public var layout: FileLayout
    /// The local package the `modules` layout writes: set with that layout (the settings see to it).
    public var package: PackageOptions?
    /// How models declare their stored properties.
    public var properties: StoredProperties

    public init(access: AccessLevel = .public, templateOverrides: [String: (path: String, text: String)] = [:],
                mocksModule: String? = nil, conformances: Set<Conformances.Extra> = [], layout: FileLayout = .grouped,
                package: PackageOptions? = nil, properties: StoredProperties = .mutable) {
        self.properties = properties
        self.layout = layout
        self.package = package
        self.access = access
        self.templateOverrides = templateOverrides
        self.mocksModule = mocksModule
        self.conformances = conformances
    }
}
