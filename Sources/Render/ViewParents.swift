import Mustache
import Translate

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

extension ModelView: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "header": return header
        case "hasImports": return !imports.isEmpty
        case "imports": return imports
        case "doc": return doc
        case "attributes": return attributes
        case "access": return access
        case "typeName": return typeName
        case "properties": return properties
        case "memberLines": return memberLines
        case "assignmentLines": return assignmentLines
        case "initParameters": return initParameters
        case "hasCodingKeys": return hasCodingKeys
        case "codingKeys": return codingKeys
        case "hasCustomDecoding": return hasCustomDecoding
        case "decodeLines": return decodeLines
        default: return nil
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

extension EnumView: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "header": return header
        case "hasImports": return !imports.isEmpty
        case "imports": return imports
        case "doc": return doc
        case "attributes": return attributes
        case "access": return access
        case "typeName": return typeName
        case "cases": return cases
        case "allCases": return allCases
        default: return nil
        }
    }
}

extension RequestView: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "header": return header
        case "hasImports": return !imports.isEmpty
        case "imports": return imports
        case "doc": return doc
        case "attributes": return attributes
        case "access": return access
        case "typeName": return typeName
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
        default: return nil
        }
    }
}

extension ServiceView: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "header": return header
        case "hasImports": return !imports.isEmpty
        case "imports": return imports
        case "doc": return doc
        case "access": return access
        case "typeName": return typeName
        case "hasBaseURL": return hasBaseURL
        case "baseURL": return baseURL
        default: return nil
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

extension MockView: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "header": return header
        case "hasImports": return !imports.isEmpty
        case "imports": return imports
        case "doc": return doc
        case "access": return access
        case "typeName": return typeName
        case "serviceName": return serviceName
        case "endpoints": return endpoints
        default: return nil
        }
    }
}

extension ControllerView: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "header": return header
        case "hasImports": return !imports.isEmpty
        case "imports": return imports
        case "doc": return doc
        case "access": return access
        case "typeName": return typeName
        case "baseClass": return baseClass
        case "properties": return properties
        case "initParameters": return initParameters
        case "superInit": return superInit
        case "overrideSignature": return overrideSignature
        case "bodyLines": return bodyLines
        default: return nil
        }
    }
}
