import YAML

extension SpecValidator {
    /// Names generated code relies on, and why a spec can't take them.
    static let reservedTypeNames: [String: String] = {
        var reserved: [String: String] = [:]
        for builtin in BuiltinType.allCases { reserved[builtin.rawValue] = "a built-in type of the spec" }
        for module in ["Swift", "Foundation", "FoundationNetworking", "SpecgenRuntime", "Combine", "Observation", "Dispatch"] {
            reserved[module] = "a module generated code imports or uses"
        }
        for runtime in ["Request", "HTTPMethod", "Networking", "Networker", "NetworkingDelegate", "NetworkingError", "JSONValue",
                        "ObjectsController", "AnyObjectsController", "OffsetBasedObjectsController", "PageBasedObjectsController",
                        "CursorBasedObjectsController", "LoadState", "QueryItems", "HeaderFields", "PathSegment", "RequestBody",
                        "DateCoding", "JSONCoding", "HTTPResponse", "Indirect", "NextPageRequest", "LinkHeader"] {
            reserved[runtime] = "a SpecgenRuntime type that generated code uses"
        }
        for swift in ["Any", "AnyObject", "Self", "Type", "Protocol", "Optional", "Array", "Dictionary", "Set", "Never", "Void",
                      "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Sendable", "CodingKey", "Decoder", "Encoder",
                      "CodingKeys", "RawRepresentable", "CaseIterable", "URLQueryItem", "JSONDecoder", "JSONEncoder",
                      "KeyedDecodingContainer", "KeyedEncodingContainer"] {
            reserved[swift] = "a Swift or Foundation type that generated code uses"
        }
        return reserved
    }()

    private struct Owner {
        var kind: String
        var name: String
        /// The spec file's path (not the spec: owners are copied into two tables per name).
        var file: String
        var mark: Mark

        var description: String { "\(kind) '\(name)'" }
    }

    /// Every Swift type a run generates must be unique, also ignoring case (one file per type, and macOS
    /// file systems ignore case), and must not shadow what generated code uses.
    mutating func checkNames() {
        var exact: [String: Owner] = [:]
        var folded: [String: (type: String, owner: Owner)] = [:]
        @discardableResult
        func claim(_ type: String, _ owner: Owner, _ validator: inout SpecValidator) -> Bool {
            if let reason = Self.reservedTypeNames[type] {
                let becomes = type == owner.name ? "" : " becomes Swift type '\(type)', which is"
                validator.error("\(owner.description)\(becomes.isEmpty ? " is named like" : becomes) \(reason); rename it",
                                file: owner.file, at: owner.mark)
                return false
            }
            if let first = exact[type] {
                let note = ("\(first.description) is defined here", Location(file: first.file, mark: first.mark))
                if first.kind == owner.kind, first.name == owner.name {
                    validator.error("duplicate \(owner.kind) '\(owner.name)'", file: owner.file, at: owner.mark, note: note)
                } else {
                    validator.error("\(owner.description) becomes Swift type '\(type)', which \(first.description) already is",
                                    file: owner.file, at: owner.mark, note: note)
                }
                return false
            }
            let lowercased = type.lowercased()
            if let first = folded[lowercased] {
                validator.error("\(owner.description) becomes Swift type '\(type)', which differs only in case from '\(first.type)' of \(first.owner.description) (their files would collide on case-insensitive file systems)",
                                file: owner.file, at: owner.mark,
                                note: ("\(first.owner.description) is defined here", Location(file: first.owner.file, mark: first.owner.mark)))
                return false
            }
            exact[type] = owner
            folded[lowercased] = (type, owner)
            return true
        }
        for spec in specs {
            if let service = spec.service {
                let owner = Owner(kind: "service", name: service.value, file: spec.file, mark: service.mark)
                // The types a name derives are reported once: only when the name itself was free.
                if claim(service.value, owner, &self) { claim("Mock\(service.value)Networker", owner, &self) }
            }
            for model in spec.models {
                claim(model.name.value, Owner(kind: "model", name: model.name.value, file: spec.file, mark: model.name.mark), &self)
            }
            for endpoint in spec.endpoints {
                guard let base = SwiftName.upperCamel(endpoint.name.value) else { continue }
                let owner = Owner(kind: "endpoint", name: endpoint.name.value, file: spec.file, mark: endpoint.name.mark)
                if claim(base + "Request", owner, &self), endpoint.paging != nil { claim(base + "Controller", owner, &self) }
            }
        }
    }
}
