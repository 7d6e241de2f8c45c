import SpecModel

extension NamingFinding.TypeOwner {
    /// "model 'Item'".
    var words: String {
        switch self {
        case .model(let name): "model '\(name)'"
        case .endpoint(let name): "endpoint '\(name)'"
        case .service(let name): "service '\(name)'"
        }
    }
}

extension NamingFinding.Named {
    /// "property 'id'", "request 'GetItemRequest'".
    var words: String {
        switch self {
        case .request(let name): "request '\(name)'"
        case .controller(let name): "controller '\(name)'"
        case .model(let name): "model '\(name)'"
        case .enumeration(let name): "enum '\(name)'"
        case .union(let name): "union '\(name)'"
        case .credentials(let name): "credentials '\(name)'"
        case .mock(let name): "mock '\(name)'"
        case .pathParameter(let name): "path parameter '\(name)'"
        case .body(let type): "the body '\(type)'"
        case .queryParameter(let name): "query parameter '\(name)'"
        case .header(let name): "header '\(name)'"
        case .parameter(let name): "parameter '\(name)'"
        case .property(let name): "property '\(name)'"
        case .enumCase(let name): "case '\(name)'"
        case .member(let name): "member '\(name)'"
        case .scheme(let name): "scheme '\(name)'"
        case .endpoint(let name): "endpoint '\(name)'"
        }
    }
}

extension NamingFinding.Reservation {
    /// What generated code relies on under the name: "a member of every request".
    var words: String {
        switch self {
        case .builtinType: "a built-in type of the spec"
        case .module: "a module generated code imports or uses"
        case .runtimeType: "a SpecgenRuntime type that generated code uses"
        case .swiftType: "a Swift or Foundation type that generated code uses"
        case .declaredType: "a type that generated types declare or inherit"
        case .codingLocal: "a local name of generated coding"
        case .memberType: "a type generated code uses"
        case .requestMember: "a member of every request"
        case .controllerMember: "a member of every paging controller"
        case .mockMember: "a member of every mock networker"
        case .enumMember: "a member of every enum"
        case .modelMember: "a member of every model"
        case .requestDecodedType: "a type its request names"
        case .sentRequestType: "the request type it sends"
        case .codedType: "a type its coding names"
        case .unionMemberType: "a type its decoding names"
        case .additionalProperties: "the member that keeps the additional properties"
        case .authorizerMethod: "the method that makes the authorizer"
        }
    }
}

extension NamingFinding.Fix {
    var words: String {
        switch self {
        case .chooseAnotherName: "choose another 'name:'"
        case .nameCaseDifferently: "name this case differently"
        }
    }
}
