import Foundation

/// Where failing specs are saved for inspection, a folder per test and seed (`compile-seed-1/`): `S1R<n>.yaml`,
/// `R<n>.errors.txt` and the generated files (`R<n>/`, `R<n>Mocks/`). A run clears its folder first; a run
/// without failures leaves none.
struct FailureFolder {
    var url: URL

    init(root: URL, test: String, seed: UInt64) {
        url = root.appendingPathComponent("\(test)-seed-\(seed)")
        try? FileManager.default.removeItem(at: url)
    }

    /// Saves a spec and why it failed (`problems`: compiler errors or misplaced diagnostics).
    func save(_ spec: RandomSpec, problems: [String]) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for file in spec.files { try Data(file.text.utf8).write(to: url.appendingPathComponent(file.path)) }
        try Data((problems.joined(separator: "\n") + "\n").utf8)
            .write(to: url.appendingPathComponent("\(spec.target).errors.txt"))
        for (folder, files) in [(spec.target, spec.apiFiles), (spec.target + "Mocks", spec.mockFiles)]
            where !files.isEmpty {
            let folderURL = url.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
            for file in files {
                try Data(file.contents.utf8).write(to: folderURL.appendingPathComponent(file.fileName))
            }
        }
    }
}
