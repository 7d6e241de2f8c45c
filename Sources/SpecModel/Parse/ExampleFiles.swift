import YAML

/// Reads the examples of a spec's endpoints written in files: `{ file: … }` from the file (JSON, or YAML),
/// relative to the spec's folder, with its problems located in that file. (An inline value is checked as it is.)
enum ExampleFiles {
    static func resolve(_ spec: inout Spec, limits: YAMLLimits, readFile: SpecLoader.FileReader) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for index in spec.endpoints.indices {
            switch spec.endpoints[index].example {
            case .file(let name):
                let path = joined(folderOf: spec.file, name.value)
                guard !name.value.hasPrefix("/"), let bytes = readFile(path) else {
                    diagnostics.append(Diagnostic(.error, .exampleFile(.unreadable(path: path)),
                                                  at: Location(file: spec.file, mark: name.mark)))
                    continue
                }
                let document = YAMLLoader.load(bytes, limits: limits)
                for error in document.errors {
                    diagnostics.append(Diagnostic(.error, .yaml(error.kind),
                                                  at: Location(file: path, mark: error.mark)))
                }
                if let root = document.root {
                    spec.endpoints[index].exampleValue = CheckedExample(value: Literal(root), file: path)
                }
            case .inline, nil:
                break
            }
        }
        return diagnostics
    }

    /// `Specs/Kodeco.yaml` + `Examples/a.json` → `Specs/Examples/a.json`.
    static func joined(folderOf file: String, _ relative: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return relative }
        return String(file[...slash]) + relative
    }
}
