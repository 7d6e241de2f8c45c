import SpecModel

extension OperationConverter {
    /// A path the format can say: a fragment cut (it is never sent), a query string sent as constant query parameters,
    /// a placeholder written twice given a second name, and a declared path parameter the path doesn't use left out.
    mutating func fixPath(_ endpoint: inout ImportedEndpoint) {
        let location = endpoint.location.dropLast()
        var path = endpoint.path
        if let hash = path.firstIndex(of: "#") {
            schemas.lose(Array(location), .pathFragment,
                         "the path has a fragment (\(quoted(String(path[hash...])))), which is never sent; cut")
            path = String(path[..<hash])
        }
        if let question = path.firstIndex(of: "?") {
            let query = path[path.index(after: question)...]
            path = String(path[..<question])
            var sent: [String] = []
            for item in query.split(separator: "&") where !item.isEmpty {
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
                let value = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : ""
                guard !endpoint.query.contains(where: { $0.name == name }) else { continue }
                endpoint.query.append(ImportedParam(name: name, type: .builtin(.string), optional: false,
                                                    constValue: value, location: Array(location)))
                sent.append("\(name)=\(value)")
            }
            schemas.lose(Array(location), .pathQueryString, "the path holds a query string; sent as the constant "
                                          + "query parameters \(quoted(sent.joined(separator: ", ")))",
                         effect: .notes)
        }
        // A placeholder twice: the second gets a name of its own (the same value is then given twice).
        var seen: Set<String> = []
        var rebuilt = ""
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            rebuilt += rest[..<open]
            var name = String(rest[rest.index(after: open)..<close])
            if !seen.insert(name).inserted {
                var number = 2
                while seen.contains("\(name)_\(number)") { number += 1 }
                schemas.lose(Array(location), .placeholderTwice, "placeholder \(quoted("{\(name)}")) appears twice in "
                                              + "the path; the second is '{\(name)_\(number)}', a parameter of its own")
                name = "\(name)_\(number)"
                seen.insert(name)
                if let first = endpoint.pathParams.first(
                    where: { $0.name == String(rest[rest.index(after: open)..<close]) }) {
                    var second = first
                    second.name = name
                    endpoint.pathParams.append(second)
                }
            }
            // `label` and `matrix` styles: the text before the value (`.`, `;name=`) is the path's.
            let prefix = endpoint.pathParams.first { $0.name == name }?.pathPrefix ?? ""
            rebuilt += prefix + "{\(name)}"
            rest = rest[rest.index(after: close)...]
        }
        path = rebuilt + rest
        for param in endpoint.pathParams where !seen.contains(param.name) {
            schemas.lose(param.location, .parameterNotInPath, "path parameter \(quoted(param.name)) is not in the "
                                          + "path \(quoted(path)); left out")
        }
        endpoint.pathParams.removeAll { !seen.contains($0.name) }
        endpoint.path = path
    }
}
