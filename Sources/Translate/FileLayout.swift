/// How generated declarations are spread over files.
public enum FileLayout: String, CaseIterable, Sendable {
    /// Per spec: its namespace in `<Service>.swift`, and its models, enums, unions, requests and controllers, in
    /// that order, in `<Service>+API.swift`, split after ``FileLayout/bytesPerFile`` bytes
    /// (`+API2.swift`, …). A service spanning several files has its namespace
    /// once, and its files other than the one named after it (or else its first) are told apart by name:
    /// `<Service>+<File>+API.swift` (the names are `ServiceNames.fileGroup`). Files of an even, modest size build
    /// fastest (see Benchmarks/README.md).
    case grouped
    /// One file per type, named after it (`Recording.swift`).
    case perType = "per-type"
    /// The grouped files, spread over the modules of a local package gen writes (``ModuleSplit``): the output folder
    /// holds its `Package.swift`, and each module's files are in `Sources/<module>/`.
    case modules

    /// The most bytes a grouped file holds, its types' files counted as rendered alone (a larger type is a file of
    /// its own): files this size keep both cores busy to the end of a first build, and an edit rebuilds only the
    /// file it touches (Benchmarks/README.md, "Files of 16 KiB").
    public static let bytesPerFile = 16 * 1024
}
