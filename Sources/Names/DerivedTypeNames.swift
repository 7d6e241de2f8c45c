/// The type names gen derives from a name the spec gives: an endpoint's request, controller and error body, a
/// service's namespace, mock networker and credentials. The naming pass claims them from here, and gen-import asks
/// here which names its models must leave free; no other place spells them.
public enum DerivedTypeNames {
    /// The request type of an endpoint whose name makes the type name `base` (`listPets` → `ListPets`).
    public static func request(_ base: String) -> String { base + "Request" }

    /// The paging controller of a paged endpoint.
    public static func controller(_ base: String) -> String { base + "Controller" }

    /// The enum of an endpoint's error bodies, when it has more than one.
    public static func errorBody(_ base: String) -> String { base + "ErrorBody" }

    /// The enum of a stream's events typed by name (`event:`), each its own type.
    public static func events(_ base: String) -> String { base + "Event" }

    /// The mock networker of a service named `service`.
    public static func mock(_ service: String) -> String { "Mock\(service)Networker" }

    /// The credentials struct of a service that has `auth:`.
    public static func credentials(_ service: String) -> String { service + "Credentials" }

    /// Every type an endpoint named `name` may get (nothing when its name makes no type name).
    public static func all(endpoint name: String) -> [String] {
        guard let base = NameRules.upperCamel(name) else { return [] }
        return [request(base), controller(base), errorBody(base), events(base)]
    }

    /// Every type a service named `name` may get: its namespace, mock networker and credentials.
    public static func all(service name: String) -> [String] {
        [name, mock(name), credentials(name)]
    }
}
