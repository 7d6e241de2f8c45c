/// A random spec before it is written as YAML.
struct SpecPlan {
    var version: Bool = false
    var service: String?
    var doc: String?
    var baseURL: String?
    /// Nil: left out (as-is).
    var keys: String?
    var dates = DateStyle.all[0]
    var headers: [(name: String, value: String)] = []
    /// The service's `errors:`.
    var errors: [(status: String, type: SpecType?)] = []
    var models: [ModelPlan] = []
    var endpoints: [EndpointPlan] = []

    var snakeCase: Bool { keys == "snake_case" }

    func model(_ name: String?) -> ModelPlan? {
        guard let name else { return nil }
        return models.first { $0.name == name }
    }
}
