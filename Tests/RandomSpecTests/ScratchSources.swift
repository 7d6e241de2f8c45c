import Foundation
import Render

/// The files of the specs a run compiles, under the scratch folder: each spec's YAML in `Specs/` and its code in
/// `Sources/S<seed>R<n>` and `Sources/S<seed>R<n>Mocks`. A file is written only when its bytes change, and what an
/// earlier run left that this one doesn't write is removed.
struct ScratchSources {
    var root: URL

    func write(_ specs: [RandomSpec]) throws {
        let manager = FileManager.default
        let sources = root.appendingPathComponent("Sources")
        let specsFolder = root.appendingPathComponent("Specs")
        try manager.createDirectory(at: sources, withIntermediateDirectories: true)
        try manager.createDirectory(at: specsFolder, withIntermediateDirectories: true)
        var folders: [String: [RenderedFile]] = [:]
        for spec in specs {
            for file in spec.files {
                try writeIfChanged(file.text, to: specsFolder.appendingPathComponent(file.path))
            }
            folders[spec.target] = spec.apiFiles
            if !spec.mockFiles.isEmpty { folders[spec.target + "Mocks"] = spec.mockFiles }
        }
        for name in try manager.contentsOfDirectory(atPath: sources.path) where folders[name] == nil {
            try manager.removeItem(at: sources.appendingPathComponent(name))
        }
        let specNames = Set(specs.flatMap { $0.files.map(\.path) })
        for name in try manager.contentsOfDirectory(atPath: specsFolder.path) where !specNames.contains(name) {
            try manager.removeItem(at: specsFolder.appendingPathComponent(name))
        }
        for (name, files) in folders {
            let folder = sources.appendingPathComponent(name)
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            let names = Set(files.map(\.fileName))
            for old in try manager.contentsOfDirectory(atPath: folder.path) where !names.contains(old) {
                try manager.removeItem(at: folder.appendingPathComponent(old))
            }
            for file in files { try writeIfChanged(file.contents, to: folder.appendingPathComponent(file.fileName)) }
        }
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        if let old = FileManager.default.contents(atPath: url.path), old == Data(text.utf8) { return }
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
