extension NamingFinding {
    /// What claims a Swift type name: a model, an endpoint (its request, controller and error body types) or a service
    /// (its namespace, mock and credentials).
    public enum TypeOwner: Hashable, Sendable {
        /// A model (or enum, or union), by name.
        case model(String)
        /// An endpoint, by name.
        case endpoint(String)
        /// A service, by name.
        case service(String)

        /// Its name in the spec.
        public var name: String {
            switch self {
            case .model(let name), .endpoint(let name), .service(let name): name
            }
        }

        /// The subject of a finding at its definition.
        public var subject: FindingSubject? {
            switch self {
            case .model(let name): .model(name)
            case .endpoint(let name): .endpoint(name)
            case .service: nil
            }
        }
    }

    /// A scope of Swift members (a generated type, by its name), or what asks for a name in one (by its spec name).
    public enum Named: Hashable, Sendable {
        /// A request type's stored parameters.
        case request(String)
        /// A paging controller's stored parameters.
        case controller(String)
        /// A model's stored properties.
        case model(String)
        /// An enum's cases.
        case enumeration(String)
        /// A union's cases.
        case union(String)
        /// A credentials struct's properties.
        case credentials(String)
        /// A mock networker's endpoint properties.
        case mock(String)
        /// A path parameter, by name.
        case pathParameter(String)
        /// The body, by its type (spelled).
        case body(type: String)
        /// A query parameter, by name.
        case queryParameter(String)
        /// A header, by name.
        case header(String)
        /// A controller's parameter, by the request's stored property it sets.
        case parameter(String)
        /// A model's property, by name.
        case property(String)
        /// An enum case, by its raw value.
        case enumCase(String)
        /// A union member, by its type (spelled).
        case member(String)
        /// A credential scheme, by name.
        case scheme(String)
        /// An endpoint (a mock's property), by name.
        case endpoint(String)
    }

    /// Why a name is taken before any spec's names are: what generated code relies on under it.
    public enum Reservation: Hashable, Sendable {
        /// A built-in type of the spec (`String`, `Date`).
        case builtinType
        /// A module generated code imports or uses.
        case module
        /// A SpecgenRuntime type generated code uses.
        case runtimeType
        /// A Swift or Foundation type generated code uses.
        case swiftType
        /// A type generated types declare or inherit (`Response`, `CodingKeys`).
        case declaredType
        /// A local name of generated coding (`container`, `decoder`).
        case codingLocal
        /// A type generated code names inside a type, where a member would be found first.
        case memberType
        /// A member of every request (the `Request` protocol's).
        case requestMember
        /// A member of every paging controller.
        case controllerMember
        /// A member of every mock networker.
        case mockMember
        /// A member of every enum (`unknown`, `rawValue`).
        case enumMember
        /// A member of every model (`hashValue`).
        case modelMember
        /// A model the request decodes.
        case requestDecodedType
        /// The request type a controller sends.
        case sentRequestType
        /// A model a model's coding names.
        case codedType
        /// A model a union's decoding names.
        case unionMemberType
        /// The member that keeps an open object's additional properties.
        case additionalProperties
        /// The credentials' method that makes the authorizer.
        case authorizerMethod
    }

    /// How to fix a written name that collides.
    public enum Fix: Hashable, Sendable {
        /// Another `name:`.
        case chooseAnotherName
        /// Another name for the case (in an enum's or a union's map form).
        case nameCaseDifferently
    }
}
