import Names
import SpecModel

extension Translator {
    /// The lines of a service's credentials struct: a secret (`String?`) or a login (`UserPassword?`) per scheme.
    func credentialsView(_ auth: [AuthDefinition], type: String, namespace: String, properties: [MemberName])
        -> CredentialsView {
        var propertyLines: [String] = [], parameters: [String] = [], assignments: [String] = [],
            credentials: [String] = []
        var schemes: [String] = []
        for (definition, property) in zip(auth, properties) {
            let name = SwiftLiteral.string(definition.name.value)
            let member = SwiftIdentifier.escaped(property.name)
            let (parameter, value) = SwiftIdentifier.parameter(property)
            let (doc, swiftType, scheme, credential): (String, String, String, String) = switch definition.kind {
            case .header(let header):
                ("An API key, sent in the `\(header)` header.", "String", ".header(\(SwiftLiteral.string(header)))",
                 ".secret(value)")
            case .query(let query):
                ("An API key, sent as the `\(query)` query parameter.", "String",
                 ".query(\(SwiftLiteral.string(query)))", ".secret(value)")
            case .bearer:
                ("A token, sent as `Authorization: Bearer <token>`.", "String", ".bearer", ".secret(value)")
            case .basic:
                ("A user and password, sent as `Authorization: Basic …`.", "UserPassword", ".basic",
                 ".login(user: value.user, password: value.password)")
            }
            schemes.append("\(name): \(scheme)")
            propertyLines += DocComment.lines("\(doc) Scheme `\(definition.name.value)`.").map { "    " + $0 }
            propertyLines.append("    \(access)var \(member): \(swiftType)?")
            parameters.append("\(parameter): \(swiftType)? = nil")
            assignments.append("        self.\(member) = \(value)")
            credentials.append("        if let value = self.\(member) { held[\(name)] = \(credential) }")
        }
        return CredentialsView(typeName: type, namespace: namespace,
                               schemes: "[" + schemes.joined(separator: ", ") + "]",
                               propertyLines: propertyLines, initParameters: initParameters(parameters),
                               assignmentLines: assignments, credentialLines: credentials)
    }
}
