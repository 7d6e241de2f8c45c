/// The `Package.swift` of the `modules` layout (`package.mustache`): a library named after the module, its targets
/// (the umbrella, the shared module, the parts) and the package that holds the runtime.
public struct ManifestView: Hashable, Sendable {
    /// One target: its name and its dependencies as the manifest spells them.
    public struct Target: Hashable, Sendable {
        public var name: String
        /// `runtime, "ShopAPIShared"`.
        public var dependencies: String
    }

    /// The package's name, and the library's: the module users import.
    public var module: String
    /// `.package(path: "../Specgen")`, or `.package(url: "https://…/Specgen.git", .upToNextMinor(from: "0.2.0"))`.
    public var runtimePackage: String
    /// The runtime package's identity as a string literal, as `.product(name:package:)` names it: its path's or
    /// URL's last component.
    public var runtimeIdentity: String
    public var targets: [Target]
    /// The header comment, the line after `swift-tools-version` (which SwiftPM wants first).
    public var header: String
}
