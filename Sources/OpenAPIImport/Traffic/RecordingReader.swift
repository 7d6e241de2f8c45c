import Foundation
import SpecModel
import YAML

/// Reads recorded exchanges: a HAR file (what browsers' developer tools, Charles and Proxyman export: `log.entries`,
/// each a `request` and a `response` whose `content.text` is the body, base64 when `content.encoding` says so), or
/// JSON Lines, an exchange a line: `{"method": …, "url": …, "status": …, "headers": {…}, "body": …}`, the
/// body a JSON value or a string holding one. An entry that can't be read is a warning at its place; the rest are read.
public enum RecordingReader {
    /// The exchanges `bytes` (the file `file`) holds, and what couldn't be read (an error: the file is neither form).
    public static func read(_ bytes: [UInt8], file: String) -> (recordings: [Recording], diagnostics: [Diagnostic]) {
        let trimmed = bytes.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        var reader = Reader(file: file)
        if trimmed.first == UInt8(ascii: "{"), let root = whole(bytes),
           let entries = root.value(at: ["log", "entries"]) {
            for entry in entries.sequence ?? [] { reader.harEntry(entry) }
            if entries.sequence == nil { reader.say("'log.entries' is not a list of exchanges", at: entries.mark) }
        } else if trimmed.first == UInt8(ascii: "{") || trimmed.isEmpty {
            reader.lines(bytes)
        } else {
            reader.say("neither a HAR file nor JSON Lines of exchanges", at: .start, severity: .error)
        }
        return (reader.recordings, reader.diagnostics)
    }

    /// The one JSON document `bytes` holds, when it is one (a HAR file); nil for JSON Lines.
    private static func whole(_ bytes: [UInt8]) -> Node? {
        let document = YAMLLoader.load(bytes, limits: limits)
        guard document.errors.isEmpty, let root = document.root, root.mapping != nil else { return nil }
        return root
    }

    static let limits = YAMLLimits(maxDepth: 512, maxNodes: 50_000_000)

    private struct Reader {
        let file: String
        var recordings: [Recording] = []
        var diagnostics: [Diagnostic] = []

        init(file: String) {
            self.file = file
        }

        mutating func say(_ message: String, at mark: Mark, severity: Diagnostic.Severity = .warning) {
            diagnostics.append(Diagnostic(severity, .importer(.unreadableRecording, message),
                                          at: Location(file: file, mark: mark)))
        }

        /// JSON Lines: each line on its own, its marks at its line of the file.
        mutating func lines(_ bytes: [UInt8]) {
            var line = 0
            for text in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                line += 1
                guard text.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") }) else { continue }
                let document = YAMLLoader.load(Array(text), limits: RecordingReader.limits)
                guard document.errors.isEmpty, let root = document.root, root.mapping != nil else {
                    say("a line that is no JSON object", at: Mark(line: line, column: 1))
                    continue
                }
                jsonLine(root.shifted(lines: line - 1))
            }
        }

        mutating func jsonLine(_ root: Node) {
            guard let method = root.value(at: ["method"])?.string, let url = root.value(at: ["url"])?.string,
                  let status = root.value(at: ["status"]).flatMap(Self.integer) else {
                say("an exchange needs 'method', 'url' and 'status'", at: root.mark)
                return
            }
            let contentType = Self.header("content-type", in: root.value(at: ["headers"]))
            var body = root.value(at: ["body"])
            if let node = body, let text = node.scalar, text.style != .plain {
                // A string: the body's text, when it reads as JSON; else the body is that string, if it says JSON.
                body = json(text.value, at: node.mark)
                    ?? (Recording.isJSON(contentType) == true ? node : nil)
            } else if body?.isNull == true {
                body = nil
            }
            recordings.append(Recording(method: method, url: url, status: status, contentType: contentType, body: body,
                          location: Location(file: file, mark: root.mark)))
        }

        mutating func harEntry(_ entry: Node) {
            guard let method = entry.value(at: ["request", "method"])?.string,
                  let url = entry.value(at: ["request", "url"])?.string,
                  let status = entry.value(at: ["response", "status"]).flatMap(Self.integer) else {
                say("a HAR entry needs 'request.method', 'request.url' and 'response.status'", at: entry.mark)
                return
            }
            let content = entry.value(at: ["response", "content"])
            let contentType = content?.value(at: ["mimeType"])?.string
                ?? Self.header("content-type", in: entry.value(at: ["response", "headers"]))
            var body: Node?
            if let text = content?.value(at: ["text"]), let string = text.string {
                if content?.value(at: ["encoding"])?.string == "base64" {
                    let decoded = Data(base64Encoded: string, options: .ignoreUnknownCharacters)
                        .flatMap { String(data: $0, encoding: .utf8) }
                    body = decoded.flatMap { json($0, at: text.mark) }
                } else {
                    body = json(string, at: text.mark)
                }
            }
            recordings.append(Recording(method: method, url: url, status: status, contentType: contentType, body: body,
                          location: Location(file: file, mark: entry.mark)))
        }

        /// A body recorded as text, read as JSON, every node at the text's place; nil when it is not JSON.
        func json(_ text: String, at mark: Mark) -> Node? {
            let document = YAMLLoader.load(Array(text.utf8), limits: RecordingReader.limits)
            // YAML reads more than JSON: a text that starts as no JSON value does is not read.
            guard let first = text.first(where: { !$0.isWhitespace }), "{[\"-0123456789tfn".contains(first),
                  document.errors.isEmpty, let root = document.root,
                  root.scalar == nil || root.scalar?.style != .plain || root.form != .string
            else { return nil }
            return root.placed(at: mark)
        }

        static func integer(_ node: Node) -> Int? {
            node.string.flatMap { Int($0) }
        }

        /// A header's value, by name in any case: headers as a mapping, or HAR's list of `{name, value}`.
        static func header(_ name: String, in headers: Node?) -> String? {
            if let pairs = headers?.mapping {
                let value = pairs.first { $0.key.string?.lowercased() == name }?.value
                return value?.string ?? value?.sequence?.first?.string
            }
            for item in headers?.sequence ?? [] where item.value(at: ["name"])?.string?.lowercased() == name {
                return item.value(at: ["value"])?.string
            }
            return nil
        }
    }
}
