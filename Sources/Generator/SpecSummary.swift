import Wording
import SpecModel

/// What a run read: "3 specs, 12 models, 9 endpoints".
public struct SpecSummary: Hashable, Sendable, CustomStringConvertible {
    public var specs: Int
    public var models: Int
    public var endpoints: Int

    public init(_ specs: [Spec]) {
        self.specs = specs.count
        self.models = specs.reduce(0) { $0 + $1.models.count }
        self.endpoints = specs.reduce(0) { $0 + $1.endpoints.count }
    }

    public var description: String {
        [counted(specs, "spec"), counted(models, "model"), counted(endpoints, "endpoint")].joined(separator: ", ")
    }
}
