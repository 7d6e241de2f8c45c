import Mustache
import Translate

/// The keys every file's view has: `header`, `hasImports`, `imports`, `doc`, `access`, `typeName`.
protocol FileKeys {
    var header: String { get }
    var imports: [String] { get }
    var doc: [String] { get }
    var access: String { get }
    var typeName: String { get }
}

extension FileKeys {
    func fileChild(named name: String) -> Any? {
        switch name {
        case "header": return header
        case "hasImports": return !imports.isEmpty
        case "imports": return imports
        case "doc": return doc
        case "access": return access
        case "typeName": return typeName
        default: return nil
        }
    }
}

// Templates read views through `child(named:)`, not reflection: a switch per view is what keeps rendering
// fast. Every key a view has answers with a value (an empty list or `false`, never nil), so a template
// never falls through to an outer view's key of the same name. Docs/Templates.md lists the keys.

extension PropertyView: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "doc": return doc
        case "attributes": return attributes
        case "declaration": return declaration
        case "assignment": return assignment
        default: return nil
        }
    }
}

extension ModelView: MustacheParent, FileKeys {
    public func child(named name: String) -> Any? {
        switch name {
        case "attributes": return attributes
        case "properties": return properties
        case "memberLines": return memberLines
        case "assignmentLines": return assignmentLines
        case "initParameters": return initParameters
        case "hasCodingKeys": return hasCodingKeys
        case "codingKeys": return codingKeys
        case "hasCustomDecoding": return hasCustomDecoding
        case "decodeLines": return decodeLines
        default: return fileChild(named: name)
        }
    }
}

extension EnumCaseView: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "caseName": return caseName
        case "rawLiteral": return rawLiteral
        default: return nil
        }
    }
}

extension EnumView: MustacheParent, FileKeys {
    public func child(named name: String) -> Any? {
        switch name {
        case "attributes": return attributes
        case "cases": return cases
        case "allCases": return allCases
        default: return fileChild(named: name)
        }
    }
}

extension RequestView: MustacheParent, FileKeys {
    public func child(named name: String) -> Any? {
        switch name {
        case "attributes": return attributes
        case "responseType": return responseType
        case "properties": return properties
        case "memberLines": return memberLines
        case "assignmentLines": return assignmentLines
        case "initParameters": return initParameters
        case "method": return method
        case "path": return path
        case "hasQuery": return hasQuery
        case "queryLines": return queryLines
        case "hasHeaders": return hasHeaders
        case "fixedHeaders": return fixedHeaders
        case "hasHeaderLines": return hasHeaderLines
        case "headerLines": return headerLines
        case "hasBody": return hasBody
        case "body": return body
        case "dateCoding": return dateCoding
        default: return fileChild(named: name)
        }
    }
}

extension ServiceView: MustacheParent, FileKeys {
    public func child(named name: String) -> Any? {
        switch name {
        case "hasBaseURL": return hasBaseURL
        case "baseURL": return baseURL
        default: return fileChild(named: name)
        }
    }
}

extension MockEndpointView: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "doc": return doc
        case "propertyName": return propertyName
        case "requestType": return requestType
        case "nameLiteral": return nameLiteral
        case "hasExample": return hasExample
        case "example": return example
        default: return nil
        }
    }
}

extension MockView: MustacheParent, FileKeys {
    public func child(named name: String) -> Any? {
        switch name {
        case "serviceName": return serviceName
        case "endpoints": return endpoints
        default: return fileChild(named: name)
        }
    }
}

extension ControllerView: MustacheParent, FileKeys {
    public func child(named name: String) -> Any? {
        switch name {
        case "baseClass": return baseClass
        case "properties": return properties
        case "initParameters": return initParameters
        case "superInit": return superInit
        case "overrideSignature": return overrideSignature
        case "bodyLines": return bodyLines
        default: return fileChild(named: name)
        }
    }
}
