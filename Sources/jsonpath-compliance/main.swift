// Runs JSONPath queries for Scripts/jsonpath-compliance, which feeds it the compliance suite's tests and
// compares the answers with the suite's.
//
//   jsonpath-compliance <cases.json>
//
// <cases.json> is a JSON array of {"selector": String, "document": String?}: the document is JSON text, read
// through YAMLLoader (libyaml) as the project reads OpenAPI documents. One JSON line is printed per case:
//   {"error": message, "offset": n}          the query was rejected
//   {"parsed": true}                         the query parsed and the case has no document
//   {"yaml_error": message}                  the document could not be read
//   {"values": [json…], "paths": [string…]}  the selected nodes as JSON, and their normalized paths
import Foundation
import JSONPath
import SpecModel
import Wording
import YAML

/// JSON text of a string, written by the one JSON writer the project has.
func json(_ text: String) -> String { JSONText.from(Literal(.string(text), at: .start)) }

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: jsonpath-compliance <cases.json>\n".utf8))
    exit(2)
}
let input: Data
do {
    input = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
} catch {
    FileHandle.standardError.write(Data("cannot read \(arguments[1]): \(error)\n".utf8))
    exit(2)
}
guard let cases = (try? JSONSerialization.jsonObject(with: input)) as? [[String: Any]] else {
    FileHandle.standardError.write(Data("\(arguments[1]) is not a JSON array of objects\n".utf8))
    exit(2)
}

var output = ""
for testCase in cases {
    let selector = testCase["selector"] as? String ?? ""
    let query: JSONPathQuery
    do {
        query = try JSONPathQuery.parse(selector)
    } catch {
        output += "{\"error\": \(json(error.message)), \"offset\": \(error.offset)}\n"
        continue
    }
    guard let document = testCase["document"] as? String else {
        output += "{\"parsed\": true}\n"
        continue
    }
    let loaded = YAMLLoader.load(Array(document.utf8))
    guard let root = loaded.root, loaded.errors.isEmpty else {
        let message = loaded.errors.map { "\($0.mark): \($0.message)" }.joined(separator: "; ")
        output += "{\"yaml_error\": \(json(message))}\n"
        continue
    }
    let matches = query.select(in: root)
    let values = matches.map { JSONText.from(Literal($0.node)) }.joined(separator: ", ")
    let paths = matches.map { json($0.normalizedPath) }.joined(separator: ", ")
    output += "{\"values\": [\(values)], \"paths\": [\(paths)]}\n"
}
FileHandle.standardOutput.write(Data(output.utf8))
