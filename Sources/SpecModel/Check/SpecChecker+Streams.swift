import YAML

extension SpecChecker {
    /// `stream:`: element types resolved, none optional or undecodable, event names once each, `resume` on GET only,
    /// no stream on HEAD or with paging. What `send` returns (the elements collected, or the bytes) is the
    /// endpoint's `response`, so examples and conformances follow from it; events typed by name leave it nil.
    mutating func checkStream(_ stream: WrittenStream, of endpoint: Endpoint, into checked: inout CheckedEndpoint,
                              in spec: Spec) {
        let name = endpoint.name.value
        if endpoint.method == .head {
            error(.endpoint(.headStream(endpoint: name)), file: spec.file, at: stream.mark)
        }
        if let paging = endpoint.paging {
            error(.paging(.onStream(endpoint: name)), file: spec.file, at: paging.mark)
        }
        if let resume = stream.resume, resume.value, endpoint.method != .get {
            error(.endpoint(.resumeNotGet(endpoint: name, method: endpoint.method)), file: spec.file, at: resume.mark)
        }
        var complete = true
        func element(_ written: TypeRef) -> SpecType? {
            guard let type = resolve(written, in: spec, owner: .endpoint(name)) else {
                complete = false
                return nil
            }
            if type.isOptional {
                error(.endpoint(.optionalStreamElement(endpoint: name, type: written.description)), file: spec.file,
                      at: mark(of: written))
            } else if type.mentions(.file) {
                error(.endpoint(.streamElementType(endpoint: name, type: written.description)), file: spec.file,
                      at: mark(of: written))
            }
            return type
        }
        var events: [CheckedEvent] = []
        var seen: Set<String> = []
        for event in stream.namedEvents {
            if !seen.insert(event.name.value).inserted {
                error(.endpoint(.repeatedEventName(endpoint: name, event: event.name.value)), file: spec.file,
                      at: event.name.mark)
            }
            if let type = element(event.type) { events.append(CheckedEvent(name: event.name.value, type: type)) }
        }
        let single = stream.element.flatMap(element)
        guard complete else { return }
        checked.stream = CheckedStream(stream, element: single, events: events)
        switch stream.kind.value {
        case .bytes: checked.response = .builtin(.data)
        case .events, .lines, .sequence: checked.response = single.map { .array($0) }
        }
    }
}

extension SpecChecker {
    /// A stream's example is the list of its elements, which a mock plays in order: each decodes as the element type,
    /// or, for events typed by name, is `{ event: name, data: value }` whose value decodes as that event's type.
    mutating func checkStreamExample(_ example: CheckedExample, of stream: CheckedStream, endpoint: Endpoint,
                                     in spec: Spec) {
        let name = endpoint.name.value
        func fail(_ finding: ExampleFinding, at mark: Mark) {
            diagnostics.append(Diagnostic(.error, .example(finding), at: Location(file: example.file, mark: mark)))
        }
        if stream.kind == .bytes { return fail(.byteStream(endpoint: name), at: example.value.mark) }
        guard case .list(let items) = example.value.kind else {
            return fail(.streamNotAList(endpoint: name), at: example.value.mark)
        }
        if let element = stream.element {
            return checkExample(example, endpoint: endpoint, response: .array(element), in: spec)
        }
        let names = stream.events.map(\.name)
        for item in items {
            guard case .map(let entries) = item.kind, entries.count == 2,
                  let event = entries.first(where: { $0.key == "event" }),
                  case .string(let eventName) = event.value.kind,
                  let type = stream.events.first(where: { $0.name == eventName })?.type,
                  let data = entries.first(where: { $0.key == "data" }) else {
                fail(.notAnEvent(endpoint: name, names: names), at: item.mark)
                continue
            }
            checkExample(CheckedExample(value: data.value, file: example.file), endpoint: endpoint, response: type,
                         in: spec)
        }
    }
}
