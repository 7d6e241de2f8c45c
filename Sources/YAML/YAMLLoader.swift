import CLibYAML

/// Reads one YAML document with libyaml's event parser into a `Node` tree with 1-based marks — or, for a text that is
/// plain JSON (a large OpenAPI description, mostly), with ``JSONReader``, which gives the same tree several times
/// faster.
///
/// Errors, never silently accepted: malformed YAML (libyaml's own message and mark), invalid UTF-8, an
/// empty file, more than one document, duplicate keys in one mapping, undefined or recursive aliases,
/// and documents that nest deeper or expand to more nodes than `limits` allow (alias bombs).
public enum YAMLLoader {
    /// Loads `bytes` (UTF-8, or UTF-16 with a byte order mark).
    public static func load(_ bytes: [UInt8], limits: YAMLLimits = YAMLLimits()) -> YAMLDocument {
        let utf8: [UInt8]
        switch normalized(bytes) {
        case .success(let converted): utf8 = converted
        case .failure(let error): return YAMLDocument(root: nil, errors: [error])
        }
        let source = SourceText(utf8)
        if let offset = source.firstInvalidUTF8Offset {
            return YAMLDocument(root: nil, errors: [
                YAMLError(.invalidUTF8(byte: source.bytes[offset]), at: source.mark(forByteOffset: offset)),
            ])
        }
        return source.bytes.withUnsafeBufferPointer { buffer in
            JSONReader.read(buffer, limits: limits) ?? parse(buffer, source: source, limits: limits)
        }
    }

    /// UTF-16 (with a byte order mark) becomes UTF-8 — a lone surrogate or an odd byte is an error, as
    /// invalid UTF-8 is; a UTF-8 byte order mark is dropped.
    static func normalized(_ bytes: [UInt8]) -> Result<[UInt8], YAMLError> {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .success(Array(bytes.dropFirst(3))) }
        guard bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) else {
            return .success(bytes)
        }
        let bigEndian = bytes[0] == 0xFE
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): utf8.append(contentsOf: String(scalar).utf8)
            case .emptyInput: break decoding
            case .error:
                return .failure(YAMLError(.invalidUTF16(.loneSurrogate),
                                          at: SourceText(utf8).mark(forByteOffset: utf8.count)))
            }
        }
        if bytes.count % 2 == 1 {
            return .failure(YAMLError(.invalidUTF16(.oddByteCount),
                                      at: SourceText(utf8).mark(forByteOffset: utf8.count)))
        }
        return .success(utf8)
    }

    /// libyaml's reading (of every text that ``JSONReader`` leaves to it).
    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, source: SourceText, limits: YAMLLimits) -> YAMLDocument {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return YAMLDocument(root: nil, errors: [YAMLError(.parserCouldNotStart, at: .start)])
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, buffer.count)

        var builder = TreeBuilder(limits: limits)
        var documents = 0
        var event = yaml_event_t()
        let endsWithBreak = buffer.last == 0x0A || buffer.last == 0x0D
        var end: Mark?
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return YAMLDocument(root: nil, errors: builder.errors + [LibYAMLError.describe(parser, source: source)])
            }
            defer { yaml_event_delete(&event) }
            var mark = Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            // libyaml ends a text without a final line break with a line break of its own, and marks a value it makes
            // up there (the null of a last key without a value) at the start of the line after the last: such a mark
            // is the text's end (found only then, as it costs a pass over the text; libyaml's `index` counts
            // characters, not bytes, so it can't tell).
            if !endsWithBreak, event.start_mark.column == 0 {
                let textEnd = end ?? source.mark(forByteOffset: buffer.count)
                end = textEnd
                mark = min(mark, textEnd)
            }
            switch event.type {
            case YAML_STREAM_END_EVENT:
                if documents == 0 {
                    return YAMLDocument(root: nil, errors: [YAMLError(.emptyFile, at: .start)])
                }
                return YAMLDocument(root: builder.root, errors: builder.errors)
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    return YAMLDocument(root: nil, errors: builder.errors + [
                        YAMLError(.secondDocument, at: mark),
                    ])
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                builder.scalar(
                    Scalar(text(scalar.value, Int(scalar.length)), style: style(scalar.style)),
                    tag: optionalText(scalar.tag), anchor: optionalText(scalar.anchor), mark: mark)
            case YAML_ALIAS_EVENT:
                builder.alias(optionalText(event.data.alias.anchor) ?? "", mark: mark)
            case YAML_SEQUENCE_START_EVENT:
                builder.startSequence(tag: optionalText(event.data.sequence_start.tag),
                                      anchor: optionalText(event.data.sequence_start.anchor), mark: mark)
            case YAML_MAPPING_START_EVENT:
                builder.startMapping(tag: optionalText(event.data.mapping_start.tag),
                                     anchor: optionalText(event.data.mapping_start.anchor), mark: mark)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                builder.endCollection()
            default:
                break
            }
            if builder.isFatal {
                return YAMLDocument(root: nil, errors: builder.errors)
            }
        }
    }

    private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?, _ length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private static func optionalText(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private static func style(_ style: yaml_scalar_style_t) -> Scalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}
