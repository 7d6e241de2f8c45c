/// Which gen this is, and which SpecgenRuntime the code it writes needs.
public enum SpecgenVersion {
    /// gen's version (and gen-import's, and the project's tag): `gen --version` prints it and every generated file's
    /// header names it.
    public static let gen = "0.2.0"

    /// The oldest runtime generated code builds with, as the name of a type that only runtimes from that version on
    /// declare: every generated file that imports the runtime mentions it (`extension SpecgenRuntimeRequires0_2 {}`),
    /// so an older runtime fails the build with `cannot find type 'SpecgenRuntimeRequires0_2' in scope`. Raised
    /// when the templates start using what a newer runtime added; a runtime keeps every marker of its major version.
    public static let runtimeMarker = "SpecgenRuntimeRequires0_2"

    /// The runtime's module, as generated files import it.
    public static let runtimeModule = "SpecgenRuntime"

    /// The `import` line of `module` in a generated file: the runtime's names that only generated code uses are
    /// its `Generated` SPI, which generated files import and users' code doesn't see.
    public static func importLine(_ module: String) -> String {
        module == runtimeModule ? "@_spi(Generated) import \(module)" : "import \(module)"
    }

    /// The version marker a file importing `modules` mentions: ``runtimeMarker`` when they hold the runtime.
    public static func marker(importing modules: [String]) -> String? {
        modules.contains(runtimeModule) ? runtimeMarker : nil
    }
}
