/// How generated declarations are spread over files.
public enum FileLayout: String, CaseIterable, Sendable {
    /// Per spec: its namespace in `<Service>.swift`, its models, enums and unions in `<Service>+Models.swift`,
    /// its requests in `<Service>+Requests.swift`, its controllers in `<Service>+Controllers.swift`, each
    /// split after ``FileLayout/typesPerFile`` types or ``FileLayout/bytesPerFile`` bytes (`+Models2.swift`, …). A
    /// service spanning several files has its namespace once, and its files other than the one named after it (or
    /// else its first) are told apart by name: `<Service>+<File>+Models.swift` (the names are
    /// `ServiceNames.fileGroup`). Fewer, larger files build faster (see Benchmarks/README.md).
    case grouped
    /// One file per type, named after it (`Recording.swift`).
    case perType = "per-type"
    /// The grouped files, spread over the modules of a local package gen writes (``ModuleSplit``): the output folder
    /// holds its `Package.swift`, and each module's files are in `Sources/<module>/`.
    case modules

    /// The most types a grouped file holds.
    public static let typesPerFile = 100
    /// The most bytes a grouped file holds, its types' files counted as rendered alone (a larger type is a file of
    /// its own): an edit rebuilds the file it touches, and past about this size that file's compile job outlasts the
    /// module's emit-module job that runs beside it (Benchmarks/README.md, "Files cut by size").
    public static let bytesPerFile = 64 * 1024
}
