import Generator
import SpecModel
import Wording
import YAML

extension Importer {
    /// gen's own checks and naming pass over the specs as written — what `gen` will read — each problem reported at
    /// the place in the OpenAPI document that the line it is about was written from. Empty when gen accepts them.
    /// `parsed` holds what an earlier check read of each file; a file whose text hasn't changed since isn't read again.
    static func check(_ output: ImportOutput, source: OpenAPISource, parsed: inout [String: ParsedSpec]) -> [Diagnostic] {
        let earlier = parsed
        let files = output.files.map { SpecInput(path: $0.name, bytes: Array($0.text.utf8)) }.concurrentMap(chunkSize: 4) { input in
            earlier[input.path].flatMap { $0.input.bytes == input.bytes ? $0 : nil } ?? SpecLoader.parse(input)
        }
        parsed = Dictionary(uniqueKeysWithValues: files.map { ($0.input.path, $0) })
        let origins = Dictionary(uniqueKeysWithValues: zip(output.files.map(\.name), output.origins))
        return Generation.check(files).filter { $0.severity == .error }.map { diagnostic in
            func located(_ location: Location) -> Location {
                guard let lines = origins[location.file] else { return location }
                // The line's origin, or the nearest one above it (a structural line belongs to what it opens).
                var line = min(location.mark.line, lines.count)
                while line > 0, lines[line - 1] == nil { line -= 1 }
                guard line > 0, let mark = lines[line - 1] else { return Location(file: source.file, mark: .start) }
                return source.location(of: mark)
            }
            return Diagnostic(diagnostic.severity, diagnostic.message + " (in \(diagnostic.location.file))", at: located(diagnostic.location),
                              notes: diagnostic.notes.map { Diagnostic.Note($0.message, at: located($0.location)) })
        }
    }
}
