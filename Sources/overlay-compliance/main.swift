// Reads and applies overlays for Scripts/overlay-compliance, which feeds it the Overlay Specification's own
// examples and schema tests and compares the answers with theirs.
//
//   overlay-compliance read <overlay>                   exit 0 when gen-import reads it, else 1 (the errors on stderr)
//   overlay-compliance apply <document> <overlay>…      the document after the overlays, as JSON, on stdout
//
// Overlays are read and applied exactly as gen-import does (OpenAPIImport's Overlay and OpenAPISource.applying).
import Foundation
import OpenAPIImport
import SpecModel
import Wording

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

func bytes(_ path: String) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)", status: 2) }
    return Array(data)
}

func overlay(_ path: String, document: Int) -> Overlay {
    switch Overlay.read(bytes(path), file: path, document: document) {
    case .success(let overlay): return overlay
    case .failure(let failure): fail(failure.diagnostics.flatMap(\.lines).joined(separator: "\n"), status: 1)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch (arguments.first, arguments.count) {
case ("read", 2):
    _ = overlay(arguments[1], document: 1)
case ("apply", 3...):
    let overlays = arguments.dropFirst(2).enumerated().map { overlay($0.element, document: $0.offset + 1) }
    let source: OpenAPISource
    switch OpenAPISource.read(bytes(arguments[1]), file: arguments[1]) {
    case .success(let read): source = read
    case .failure(let failure): fail(failure.diagnostics.flatMap(\.lines).joined(separator: "\n"), status: 2)
    }
    switch source.applying(overlays) {
    case .success(let applied):
        applied.warnings.flatMap(\.lines).forEach { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        print(JSONText.from(Literal(applied.source.root)))
    case .failure(let failure): fail(failure.diagnostics.flatMap(\.lines).joined(separator: "\n"), status: 1)
    }
default:
    fail("usage: overlay-compliance read <overlay> | overlay-compliance apply <document> <overlay>…", status: 2)
}
