import YAML

extension SpecChecker {
    /// The body's encoding fits its type: a form or multipart body is a model with properties or a dictionary, a
    /// raw body `Data` or `String`, a file body a `URL`, and only JSON, raw and file bodies take a `contentType`.
    mutating func checkBodyEncoding(_ endpoint: Endpoint, body: SpecType, in spec: Spec) -> (BodyEncoding, String?) {
        let encoding = endpoint.bodyEncoding?.value ?? .json
        let mark = endpoint.bodyEncoding?.mark ?? endpoint.body.map(mark(of:)) ?? endpoint.name.mark
        let spelled = body.spelled(api.models)
        switch encoding {
        case .form, .multipart:
            switch body.unwrapped {
            case .object, .dictionary: break
            default:
                error(.endpoint(.fieldsBodyType(endpoint: endpoint.name.value, encoding: encoding, type: spelled)),
                      file: spec.file, at: mark)
            }
            if let contentType = endpoint.bodyContentType {
                error(.endpoint(.contentTypeOfFields(endpoint: endpoint.name.value, encoding: encoding)),
                      file: spec.file, at: contentType.mark)
            }
        case .raw:
            if body.builtin != .data, body.builtin != .string {
                error(.endpoint(.rawBodyType(endpoint: endpoint.name.value, type: spelled)), file: spec.file, at: mark)
            }
        case .file:
            if body.unwrapped != .builtin(.url) {
                error(.endpoint(.fileBodyType(endpoint: endpoint.name.value, type: spelled)), file: spec.file, at: mark)
            }
        case .json:
            break
        }
        return (encoding, endpoint.bodyContentType?.value)
    }
}
