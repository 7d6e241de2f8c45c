import SpecModel

/// The protocols a model or enum conforms to, by use: `Decodable` where a response reaches it, `Encodable`
/// where a request body reaches it, both where both do — or where nothing does, since then its use can't be
/// known; `Equatable` always, `Sendable` always, `Identifiable` for a model held as `Expandable<Model>`; and what the
/// config adds for every type (`Hashable`, `Encodable`, `Decodable`, `Codable`). Fewer synthesized conformances are
/// less code to compile.
public struct Conformances: Sendable {
    /// A protocol the config can add to every generated model and enum.
    public enum Extra: String, CaseIterable, Sendable {
        case codable = "Codable", decodable = "Decodable", encodable = "Encodable", hashable = "Hashable"
    }

    private var decoded: Set<ModelID> = []
    private var encoded: Set<ModelID> = []
    /// Models held as `Expandable<Model>`: `Identifiable` by their `id`.
    private var identified: Set<ModelID> = []
    private let extra: Set<Extra>

    public init(api: CheckedAPI, extra: Set<Extra> = []) {
        self.extra = extra
        var decodedRoots: [ModelID] = [], encodedRoots: [ModelID] = []
        for endpoint in api.endpoints {
            decodedRoots += endpoint.decodedTypes.flatMap { $0.leaves.compactMap(\.model) }
            encodedRoots += endpoint.body.map { $0.value.leaves.compactMap(\.model) } ?? []
        }
        // A model no endpoint reaches may be used either way, and so may everything it holds.
        let unused = Set(api.modelIDs).subtracting(api.modelsHeld(from: decodedRoots + encodedRoots))
        decoded = api.modelsHeld(from: decodedRoots + unused)
        encoded = api.modelsHeld(from: encodedRoots + unused)
        let types = api.models.flatMap(\.heldTypes)
            + api.endpoints.flatMap { $0.decodedTypes + [$0.body?.value].compactMap { $0 } }
        for leaf in types.flatMap(\.leaves) {
            if case .expandable(let target) = leaf { identified.insert(target) }
        }
    }

    /// True when the type decodes (a response or the config asks for it).
    public func decodes(_ id: ModelID) -> Bool {
        decoded.contains(id) || !extra.isDisjoint(with: [.decodable, .codable])
    }

    /// True when the type encodes (a request body or the config asks for it).
    public func encodes(_ id: ModelID) -> Bool {
        encoded.contains(id) || !extra.isDisjoint(with: [.encodable, .codable])
    }

    /// The declaration's list: `Decodable, Equatable, Sendable`, `Codable, Hashable, Sendable`.
    public func list(for id: ModelID) -> String {
        let coding = switch (decodes(id), encodes(id)) {
        case (true, true): "Codable"
        case (true, false): "Decodable"
        default: "Encodable"
        }
        let protocols = [coding, extra.contains(.hashable) ? "Hashable" : "Equatable"]
            + (identified.contains(id) ? ["Identifiable"] : [])
        return (protocols + ["Sendable"]).joined(separator: ", ")
    }
}
