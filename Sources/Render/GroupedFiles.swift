import Translate

/// The grouped layout: the declarations of one group (a spec's models, requests and controllers) joined into files
/// of up to ``FileLayout/bytesPerFile`` bytes, in order — the first
/// one's header, the imports of all of them merged, then each declaration. Files without a group (a namespace, a
/// mock, the package's files) stay as they are.
enum GroupedFiles {
    static func join(_ files: [Renderer.Rendered], with templates: TemplateSet) -> [RenderedFile] {
        var result: [RenderedFile] = []
        // A group is a spec's declarations of one kind in one module (the `modules` layout spreads a spec's models over
        // modules; the other layouts have none).
        struct Key: Hashable {
            var group: String
            var module: String?
        }
        var members: [Key: [Renderer.Rendered]] = [:]
        var order: [Key] = []
        for file in files {
            guard let group = file.view.group else {
                result.append(file.alone)
                continue
            }
            let key = Key(group: group, module: file.view.module)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(file)
        }
        var taken = Set(result.map(\.path))
        for key in order {
            for (index, chunk) in chunks(members[key]!).enumerated() {
                var name = key.group + (index == 0 ? "" : String(index + 1))
                // Two specs whose groups share a name (a service and another file's stem) get apart by a number.
                while taken.contains(RenderedFile.path(of: name + ".swift", in: key.module)) { name += "_" }
                let view = FileTemplateView(header: chunk[0].view.header, imports: imports(of: chunk.map(\.view)),
                                            declarations: chunk.map(\.declaration))
                let file = RenderedFile(fileName: name + ".swift", contents: templates.renderFile(view),
                                        kind: chunk[0].view.kind, module: key.module)
                taken.insert(file.path)
                result.append(file)
            }
        }
        return result
    }

    /// A group's files in order, cut into runs of at most ``FileLayout/bytesPerFile`` bytes, each file counted as
    /// rendered alone (a file larger than that is a run of its own).
    static func chunks(_ files: [Renderer.Rendered]) -> [[Renderer.Rendered]] {
        var chunks: [[Renderer.Rendered]] = []
        var current: [Renderer.Rendered] = []
        var bytes = 0
        for file in files {
            let size = file.alone.contents.utf8.count
            if !current.isEmpty, bytes + size > FileLayout.bytesPerFile {
                chunks.append(current)
                current = []
                bytes = 0
            }
            current.append(file)
            bytes += size
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks
    }

    /// The modules a joined file imports: each once, Foundation first, the rest in the order first met (as a single
    /// declaration's file has them).
    static func imports(of files: [FileView]) -> [String] {
        var imports: [String] = []
        for module in files.flatMap(\.imports) where !imports.contains(module) { imports.append(module) }
        if let foundation = imports.firstIndex(of: "Foundation") {
            imports.insert(imports.remove(at: foundation), at: 0)
        }
        return imports
    }
}
