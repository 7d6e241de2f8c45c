/// The names a generated type declares, scope by scope: what must be unique for the file to compile. The
/// naming pass guarantees it; the fuzzer and the random-spec tests check it from the views themselves.
extension FileView {
    /// Each scope's declared names, with what the scope is ("members of Item", "parameters of Item.init").
    public var declaredNames: [(scope: String, names: [String])] {
        switch content {
        case .model(let view):
            return [
                ("members of \(view.typeName)", view.properties.map(\.name)),
                ("parameters of \(view.typeName).init", view.properties.map(\.parameterValue)),
                ("labels of \(view.typeName).init", view.properties.map(\.name)),
            ]
        case .enumeration(let view):
            return [("cases of \(view.typeName)", view.cases.map(\.caseName) + ["unknown", "allCases", "rawValue"])]
        case .union(let view):
            return [("cases of \(view.typeName)",
                     view.cases.map(\.caseName) + (view.isTagged ? ["unknown", "CodingKeys"] : []))]
        case .request(let view):
            let members = ["method", "path", "queryItems", "headers", "body", "dateCoding", "Response"]
            return [
                ("members of \(view.typeName)", view.properties.map(\.name) + members),
                ("parameters of \(view.typeName).init", view.properties.map(\.parameterValue)),
            ]
        case .controller(let view):
            return [
                ("members of \(view.typeName)", view.properties.map(\.name) + ["networking"]),
                ("parameters of \(view.typeName).init", view.properties.map(\.parameterValue) + ["networking"]),
            ]
        case .mock(let view):
            return [("members of \(view.typeName)", view.endpoints.map(\.propertyName) + ["response", "reset"])]
        case .service(let view):
            return [("members of \(view.typeName)", ["baseURL"])]
        case .manifest(let view):
            return [("targets of the package", view.targets.map(\.name))]
        case .exports(let view):
            return [("modules re-exported", view.modules)]
        }
    }

    /// The first name declared twice in one scope, with the scope; nil when every scope's names are unique.
    public var duplicateName: (scope: String, name: String)? {
        for (scope, names) in declaredNames {
            var seen: Set<String> = []
            // Backticks don't make a name different: `` `self` `` and `self` are one name.
            for name in names where !seen.insert(name.replacingOccurrences(of: "`", with: "")).inserted {
                return (scope, name)
            }
        }
        return nil
    }
}
