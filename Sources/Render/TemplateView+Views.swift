import Translate

/// The keys every declaration's view has: `doc`, `access`, `typeName` — and `header`, `hasImports` and `imports`,
/// always empty: `file.mustache` places the header and imports above the declarations of a file, and a declaration's
/// template written before it did (which placed them itself) still renders.
protocol FileKeys {
    var doc: [String] { get }
    var access: String { get }
    var typeName: String { get }
}

extension FileKeys {
    func fileValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "header": return .init("")
        case "hasImports": return .init(false)
        case "imports": return .init([String]())
        case "doc": return .init(doc)
        case "access": return .init(access)
        case "typeName": return .init(typeName)
        default: return nil
        }
    }
}

// Each view answers its keys with one switch, which swift-mustache reads through
// `MustacheView`.

extension PropertyView: TemplateView {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "doc": return .init(doc)
        case "attributes": return .init(attributes)
        case "declaration": return .init(declaration)
        case "assignment": return .init(assignment)
        case "name": return .init(name)
        case "type": return .init(type)
        case "key": return .init(key)
        case "isOptional": return .init(isOptional)
        case "isIndirect": return .init(isIndirect)
        case "hasDefault": return .init(hasDefault)
        case "defaultValue": return .init(defaultValue)
        case "parameterName": return .init(parameterName)
        case "parameterValue": return .init(parameterValue)
        case "parameter": return .init(parameter)
        default: return nil
        }
    }
}

extension ModelView: TemplateView, FileKeys {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "attributes": return .init(attributes)
        case "properties": return .init(properties)
        case "memberLines": return .init(memberLines)
        case "assignmentLines": return .init(assignmentLines)
        case "initParameters": return .init(initParameters)
        case "conformances": return .init(conformances)
        case "inheritanceBreak": return .init(inheritanceBreak)
        case "decodes": return .init(decodes)
        case "encodes": return .init(encodes)
        case "hasCustomDecoding": return .init(hasCustomDecoding)
        case "decodeLines": return .init(decodeLines)
        case "hasCustomEncoding": return .init(hasCustomEncoding)
        case "encodeLines": return .init(encodeLines)
        case "encodeText": return .init(encodeText)
        case "memberText": return .init(memberText)
        case "assignmentText": return .init(assignmentText)
        case "decodeText": return .init(decodeText)
        case "equalityLines": return .init(equalityLines)
        case "equalityText": return .init(equalityText)
        default: return fileValue(templateKey)
        }
    }
}

extension EnumCaseView: TemplateView {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "caseName": return .init(caseName)
        case "rawLiteral": return .init(rawLiteral)
        case "rawValue": return .init(rawValue)
        default: return nil
        }
    }
}

extension EnumView: TemplateView, FileKeys {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "attributes": return .init(attributes)
        case "cases": return .init(cases)
        case "rawType": return .init(rawType)
        case "allCases": return .init(allCases)
        case "conformances": return .init(conformances)
        case "inheritanceBreak": return .init(inheritanceBreak)
        case "caseText": return .init(caseText)
        case "rawValueInitText": return .init(rawValueInitText)
        case "rawValueText": return .init(rawValueText)
        default: return fileValue(templateKey)
        }
    }
}

extension UnionCaseView: TemplateView {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "caseName": return .init(caseName)
        case "type": return .init(type)
        case "memberLiteral": return .init(memberLiteral)
        case "tagLiterals": return .init(tagLiterals)
        default: return nil
        }
    }
}

extension UnionView: TemplateView, FileKeys {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "attributes": return .init(attributes)
        case "indirect": return .init(indirect)
        case "conformances": return .init(conformances)
        case "inheritanceBreak": return .init(inheritanceBreak)
        case "decodes": return .init(decodes)
        case "encodes": return .init(encodes)
        case "isTagged": return .init(isTagged)
        case "tagKey": return .init(tagKey)
        case "tagType": return .init(tagType)
        case "cases": return .init(cases)
        case "decodeOrder": return .init(decodeOrder)
        default: return fileValue(templateKey)
        }
    }
}

extension RequestView: TemplateView, FileKeys {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "attributes": return .init(attributes)
        case "conformance": return .init(conformance)
        case "responseType": return responseType.map { .init($0) }
        case "elementType": return elementType.map { .init($0) }
        case "framing": return framing.map { .init($0) }
        case "resumes": return .init(resumes)
        case "hasElementDecoding": return .init(hasElementDecoding)
        case "elementDecodeLines": return .init(elementDecodeLines)
        case "elementDecodeText": return .init(elementDecodeText)
        case "hasEventEnum": return .init(hasEventEnum)
        case "eventType": return eventType.map { .init($0) }
        case "eventCases": return .init(eventCases)
        case "eventCaseText": return .init(eventCaseText)
        case "hasResponseCases": return .init(hasResponseCases)
        case "responseCases": return .init(responseCases)
        case "responseIndirect": return .init(responseIndirect)
        case "responseCaseText": return .init(responseCaseText)
        case "decodeLines": return .init(decodeLines)
        case "decodeText": return .init(decodeText)
        case "properties": return .init(properties)
        case "memberLines": return .init(memberLines)
        case "assignmentLines": return .init(assignmentLines)
        case "initParameters": return .init(initParameters)
        case "method": return .init(method)
        case "path": return .init(path)
        case "pathText": return .init(pathText)
        case "hasQuery": return .init(hasQuery)
        case "queryLines": return .init(queryLines)
        case "hasEncodedQuery": return .init(hasEncodedQuery)
        case "encodedQueryLines": return .init(encodedQueryLines)
        case "encodedQueryText": return .init(encodedQueryText)
        case "hasHeaders": return .init(hasHeaders)
        case "fixedHeaders": return .init(fixedHeaders)
        case "hasHeaderLines": return .init(hasHeaderLines)
        case "headerLines": return .init(headerLines)
        case "hasBody": return .init(hasBody)
        case "body": return .init(body)
        case "hasErrorBody": return .init(hasErrorBody)
        case "errorLines": return .init(errorLines)
        case "errorText": return .init(errorText)
        case "hasErrorEnum": return .init(hasErrorEnum)
        case "errorBodyType": return errorBodyType.map { .init($0) }
        case "errorCases": return .init(errorCases)
        case "errorBodyIndirect": return .init(errorBodyIndirect)
        case "errorCaseText": return .init(errorCaseText)
        case "dateCoding": return .init(dateCoding)
        case "security": return security.map { .init($0) }
        case "memberText": return .init(memberText)
        case "assignmentText": return .init(assignmentText)
        case "queryText": return .init(queryText)
        case "headerText": return .init(headerText)
        default: return fileValue(templateKey)
        }
    }
}

extension ServiceView: TemplateView, FileKeys {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "hasBaseURL": return .init(hasBaseURL)
        case "baseURL": return .init(baseURL)
        case "credentials": return .init(credentials.map { [$0] } ?? [])
        default: return fileValue(templateKey)
        }
    }
}

extension CredentialsView: TemplateView {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "typeName": return .init(typeName)
        case "namespace": return .init(namespace)
        case "schemes": return .init(schemes)
        case "propertyLines": return .init(propertyLines)
        case "initParameters": return .init(initParameters)
        case "assignmentLines": return .init(assignmentLines)
        case "credentialLines": return .init(credentialLines)
        default: return nil
        }
    }
}

extension MockEndpointView: TemplateView {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "doc": return .init(doc)
        case "propertyName": return .init(propertyName)
        case "memberAccess": return .init(memberAccess)
        case "requestType": return .init(requestType)
        case "nameLiteral": return .init(nameLiteral)
        case "hasExample": return .init(hasExample)
        case "example": return .init(example)
        default: return nil
        }
    }
}

extension MockView: TemplateView, FileKeys {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "serviceName": return .init(serviceName)
        case "hasStreams": return .init(hasStreams)
        case "endpoints": return .init(endpoints)
        case "endpointText": return .init(endpointText)
        case "registrationText": return .init(registrationText)
        case "accessorText": return .init(accessorText)
        case "storageText": return .init(storageText)
        default: return fileValue(templateKey)
        }
    }
}

extension ControllerView: TemplateView, FileKeys {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "baseClass": return .init(baseClass)
        case "properties": return .init(properties)
        case "initParameters": return .init(initParameters)
        case "superInit": return .init(superInit)
        case "overrideSignature": return .init(overrideSignature)
        case "bodyLines": return .init(bodyLines)
        case "propertyText": return .init(propertyText)
        case "assignmentText": return .init(assignmentText)
        case "bodyText": return .init(bodyText)
        default: return fileValue(templateKey)
        }
    }
}

extension ManifestView: TemplateView {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "header": return .init(header)
        case "module": return .init(module)
        case "runtimePackage": return .init(runtimePackage)
        case "runtimeIdentity": return .init(runtimeIdentity)
        case "targets": return .init(targets)
        default: return nil
        }
    }
}

extension ManifestView.Target: TemplateView {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "name": return .init(name)
        case "dependencies": return .init(dependencies)
        default: return nil
        }
    }
}

extension ExportsView: TemplateView {
    func templateValue(_ templateKey: String) -> TemplateValue? {
        switch templateKey {
        case "header": return .init(header)
        case "modules": return .init(modules)
        default: return nil
        }
    }
}
