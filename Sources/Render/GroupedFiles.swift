import Translate

/// The grouped layout: rendered files of one group (a spec's models, requests or controllers) joined into files
/// of up to ``FileLayout/typesPerFile`` types and ``FileLayout/bytesPerFile`` bytes, in order — the header once,
/// the imports of all of them merged, then each file's declarations. Files without a group (a namespace, a mock)
/// stay as they are.
enum GroupedFiles {
    static func join(_ files: [RenderedFile]) -> [RenderedFile] {
        var result: [RenderedFile] = []
        // A group is a spec's declarations of one kind in one module (the `modules` layout spreads a spec's models over
        // modules; the other layouts have none).
        struct Key: Hashable {
            var group: String
            var module: String?
        }
        var members: [Key: [RenderedFile]] = [:]
        var order: [Key] = []
        for file in files {
            guard let group = file.group else {
                result.append(file)
                continue
            }
            let key = Key(group: group, module: file.module)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(file)
        }
        var taken = Set(result.map(\.path))
        for key in order {
            for (index, chunk) in chunks(members[key]!).enumerated() {
                var name = key.group + (index == 0 ? "" : String(index + 1))
                // Two specs whose groups share a name (a service and another file's stem) get apart by a number.
                while taken.contains(RenderedFile.path(of: name + ".swift", in: key.module)) { name += "_" }
                let file = RenderedFile(fileName: name + ".swift", contents: joined(chunk), kind: chunk[0].kind, module: key.module)
                taken.insert(file.path)
                result.append(file)
            }
        }
        return result
    }

    /// A group's files in order, cut into runs of at most ``FileLayout/typesPerFile`` files and
    /// ``FileLayout/bytesPerFile`` bytes, each file counted as rendered alone (a file larger than that is a run of
    /// its own).
    static func chunks(_ files: [RenderedFile]) -> [[RenderedFile]] {
        var chunks: [[RenderedFile]] = []
        var current: [RenderedFile] = []
        var bytes = 0
        for file in files {
            let size = file.contents.utf8.count
            if !current.isEmpty, current.count == FileLayout.typesPerFile || bytes + size > FileLayout.bytesPerFile {
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

    /// One file's text from several: the first one's header line, every import once (Foundation first, the rest in
    /// the order first met, as a single type's file has them), then each file's text after its header and imports, a
    /// blank line apart.
    private static func joined(_ files: [RenderedFile]) -> String {
        var header = ""
        var imports: [Substring] = []
        var bodies: [Substring] = []
        for file in files {
            let text = file.contents[...]
            // Only the lines before the declarations are looked at; the rest is taken as it is.
            var rest = text.firstIndex(of: "\n").map { text[text.index(after: $0)...] } ?? ""
            if header.isEmpty { header = String(text.prefix { $0 != "\n" }) }
            while true {
                let end = rest.firstIndex(of: "\n") ?? rest.endIndex
                let line = rest[..<end]
                guard end < rest.endIndex, line.isEmpty || line.hasPrefix("import ") else { break }
                if !line.isEmpty, !imports.contains(line) { imports.append(line) }
                rest = rest[rest.index(after: end)...]
            }
            while rest.last == "\n" { rest = rest.dropLast() }
            bodies.append(rest)
        }
        if let foundation = imports.firstIndex(of: "import Foundation") { imports.insert(imports.remove(at: foundation), at: 0) }
        var text = header + "\n"
        if !imports.isEmpty { text += "\n" + imports.joined(separator: "\n") + "\n" }
        return text + "\n" + bodies.joined(separator: "\n\n") + "\n"
    }
}
