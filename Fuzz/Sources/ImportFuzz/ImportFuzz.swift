import OpenAPIImport
import SpecModel
import Wording

/// The line that separates a document from an overlay in one input: what follows it is read as an overlay and applied.
private let overlaySeparator = Array("\n#overlay\n".utf8)
/// The line that starts another file of the document (`#file common/pet.yaml`): its `$ref`s may name it.
private let fileSeparator = Array("\n#file ".utf8)

/// The document's own file (`Fuzz.yaml`) and the files after it, by name, split at each `#file` line.
private func files(_ input: ArraySlice<UInt8>) -> [(name: String, bytes: ArraySlice<UInt8>)] {
    var found: [(name: String, bytes: ArraySlice<UInt8>)] = []
    var name = "Fuzz.yaml"
    var start = input.startIndex
    var index = input.startIndex
    while index + fileSeparator.count <= input.endIndex {
        guard input[index...].starts(with: fileSeparator) else {
            index += 1
            continue
        }
        found.append((name, input[start..<index]))
        let nameStart = index + fileSeparator.count
        let nameEnd = input[nameStart...].firstIndex(of: 0x0A) ?? input.endIndex
        name = String(decoding: input[nameStart..<nameEnd], as: UTF8.self)
        start = min(nameEnd + 1, input.endIndex)
        index = start
    }
    found.append((name, input[start...]))
    return found
}

/// libFuzzer's entry point for gen-import. Every input must go through every stage without a crash or a hang, and
/// every problem reported — a refusal, a warning, gen's verdict on what was written — must be located in the input:
/// in the document, in one of the files after it (each after a `#file <name>` line, which its `$ref`s may name), or
/// in the overlay after a `#overlay` line.
@_cdecl("LLVMFuzzerTestOneInput")
public func importFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    var document = input[...]
    var overlayBytes: ArraySlice<UInt8>?
    if input.count >= overlaySeparator.count,
       let start = (0...(input.count - overlaySeparator.count))
           .first(where: { input[$0...].starts(with: overlaySeparator) }) {
        document = input[..<start]
        overlayBytes = input[(start + overlaySeparator.count)...]
    }
    /// Lines as libyaml counts them: a break is CR LF, CR, LF, NEL, LS or PS.
    func lines(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 1
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x0D, index + 1 < bytes.endIndex, bytes[index + 1] == 0x0A {
                index += 1
                count += 1
            } else if byte == 0x0A || byte == 0x0D {
                count += 1
            } else if byte == 0xC2, index + 1 < bytes.endIndex, bytes[index + 1] == 0x85 {
                count += 1
            } else if byte == 0xE2, index + 2 < bytes.endIndex, bytes[index + 1] == 0x80,
                      bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                count += 1
            }
            index += 1
        }
        return count
    }
    let split = files(document)
    var lineCounts = ["Overlay.yaml": overlayBytes.map(lines) ?? 0]
    for file in split where lineCounts[file.name] == nil { lineCounts[file.name] = lines(file.bytes) }
    func checkLocated(_ diagnostics: [Diagnostic]) {
        // As printed: one line each, of at most 300 characters past its file's name (which the input may make long).
        let longestName = lineCounts.keys.map(\.count).max() ?? 0
        for line in DiagnosticListing(verbose: true).lines(diagnostics)
        where line.count > 300 + longestName || line.contains(where: \.isNewline) {
            fatalError("a diagnostic that is no short line: \(line)")
        }
        for diagnostic in diagnostics {
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
                guard let count = lineCounts[location.file], location.mark.line >= 1, location.mark.line <= count,
                      location.mark.column >= 1 else { fatalError("unlocated: \(diagnostic.lines)") }
            }
        }
    }
    var options = ImportOptions()
    let table = Dictionary(split.map { ($0.name, Array($0.bytes)) }, uniquingKeysWith: { first, _ in first })
    options.files = FileTable(table)
    if let overlayBytes {
        switch Overlay.read(Array(overlayBytes), file: "Overlay.yaml", document: 1) {
        case .success(let overlay): options.overlays = [overlay]
        case .failure(let failure):
            if failure.diagnostics.isEmpty { fatalError("an overlay refused without a diagnostic") }
            checkLocated(failure.diagnostics)
            return 0
        }
    }
    let read = OpenAPISource.read(Array(split[0].bytes), file: "Fuzz.yaml")
    switch read.flatMap({ Importer.run($0, options: options) }) {
    case .failure(let failure):
        if failure.diagnostics.isEmpty { fatalError("a refusal without a diagnostic") }
        checkLocated(failure.diagnostics)
        // Only input that isn't an OpenAPI document at all fails whole: one item that can't be read never does.
        for diagnostic in failure.diagnostics where !isWholeDocumentFailure(diagnostic) {
            fatalError("a whole-document failure for one item: \(diagnostic.lines)")
        }
    case .success(let output):
        checkLocated(output.overlayWarnings + output.warnings + output.checkDiagnostics)
    }
    return 0
}

/// A failure that says the input is no OpenAPI document — not YAML, not a mapping, no or an unknown `openapi:`
/// (`swagger:`), an `openapi` that can't be read — or an overlay's error.
private func isWholeDocumentFailure(_ diagnostic: Diagnostic) -> Bool {
    // An overlay that can't be applied is the overlay's error.
    if diagnostic.location.file == "Overlay.yaml" { return true }
    if case .yaml = diagnostic.finding { return true }
    guard case .importer(let cause, _) = diagnostic.finding else { return false }
    switch cause {
    case .notAMapping, .missingVersion, .unsupportedVersion: return true
    case .unreadableDocument: return diagnostic.location.file == "Fuzz.yaml"
    default: return false
    }
}
