/// The definition a finding's place is in, as the checker and the naming pass know it where they find it: a model, an
/// endpoint, or neither — a file's or a service's own settings (its `errors:`, its `auth:`, its name).
public enum FindingOwner: Hashable, Sendable {
    /// A model (or union, or enum), by name.
    case model(String)
    /// An endpoint, by name: its parameters, body, responses and errors.
    case endpoint(String)
    /// A file's or a service's own settings: nothing one model or endpoint could be taken out for.
    case service

    /// The subject of a finding at this owner's place.
    public var subject: FindingSubject? {
        switch self {
        case .model(let name): .model(name)
        case .endpoint(let name): .endpoint(name)
        case .service: nil
        }
    }
}
