import Foundation
import Generator
import SpecModel

/// Turns the command line's files and folders into spec inputs: a folder means its `*.yaml` and
/// `*.yml` files (sorted, not recursive) except the config file `specgen.yml`; each file is read once.
enum SpecFiles {
    static let configNames = Set(GenConfig.fileNames)

    static func collect(_ arguments: [String]) -> (inputs: [SpecInput], problems: [OutputFinding]) {
        let files = FileManager.default
        var inputs: [SpecInput] = []
        var problems: [OutputFinding] = []
        var seen: Set<String> = []
        func add(_ path: String, source: String) {
            let key = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            guard seen.insert(key).inserted else { return }
            guard let data = files.contents(atPath: path) else {
                problems.append(.unreadableFile(path))
                return
            }
            inputs.append(SpecInput(path: path, bytes: Array(data), source: source))
        }
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: argument, isDirectory: &isFolder) else {
                problems.append(.noSuchFile(argument))
                continue
            }
            let absolute = URL(fileURLWithPath: argument).standardizedFileURL
            guard isFolder.boolValue else {
                add(argument,
                    source: absolute.deletingLastPathComponent().lastPathComponent + "/" + absolute.lastPathComponent)
                continue
            }
            let names: [String]
            do {
                names = try files.contentsOfDirectory(atPath: argument)
            } catch {
                problems.append(.unreadableFolder(argument))
                continue
            }
            let specs = names.filter(isSpecName).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            let folder = argument.hasSuffix("/") ? argument : argument + "/"
            let fileNames = specs.filter { name in
                var isFolder: ObjCBool = false
                return files.fileExists(atPath: folder + name, isDirectory: &isFolder) && !isFolder.boolValue
            }
            if fileNames.isEmpty {
                problems.append(.noSpecFiles(argument))
            }
            for name in fileNames {
                add(folder + name, source: absolute.lastPathComponent + "/" + name)
            }
        }
        return (inputs, problems)
    }

    static func isSpecName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return (lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")) && !configNames.contains(lower)
               && !name.hasPrefix(".")
    }

    /// `specgen.yml` in the first folder argument, or beside the first file argument, read.
    static func config(for arguments: [String]) -> Settings.ConfigFile? {
        guard let first = arguments.first else { return nil }
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: first, isDirectory: &isFolder)
        var folder = isFolder.boolValue ? first : (first as NSString).deletingLastPathComponent
        if !folder.isEmpty, !folder.hasSuffix("/") { folder += "/" }
        for name in GenConfig.fileNames {
            if let data = FileManager.default.contents(atPath: folder + name) {
                return Settings.ConfigFile(path: folder + name, folder: folder, bytes: Array(data))
            }
        }
        return nil
    }

    /// The `*.mustache` files of a templates folder; nil when the folder or one of them can't be read.
    static func templates(in folder: String) -> [(name: String, path: String, text: String)]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        var files: [(name: String, path: String, text: String)] = []
        for name in names.sorted() where name.hasSuffix(".mustache") {
            guard let data = FileManager.default.contents(atPath: base + name) else { return nil }
            files.append((name, base + name, String(decoding: data, as: UTF8.self)))
        }
        return files
    }
}
