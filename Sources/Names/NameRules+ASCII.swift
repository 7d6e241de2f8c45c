/// The camel-casing of names written in ASCII only — nearly every name a spec or a vendor's document has — on their
/// bytes, with the same result as ``NameRules``' rules over characters (a test compares the two on random names). The
/// naming pass and gen-import derive names by the hundred thousand on big documents; over characters, that was a
/// tenth of a big import's time.
enum ASCIINames {
    /// `lowerCamel(_:)` of a name written in ASCII only.
    static func lowerCamel(_ name: String) -> String? {
        camel(name, upperFirst: false)
    }

    /// `upperCamel(_:)` of a name written in ASCII only.
    static func upperCamel(_ name: String) -> String? {
        camel(name, upperFirst: true)
    }

    /// Whether `name` is written in ASCII only: then these rules derive its names.
    static func isASCII(_ name: String) -> Bool {
        name.utf8.allSatisfy { $0 < 0x80 }
    }

    private static func camel(_ name: String, upperFirst: Bool) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 6)
            var start = 0
            var wordCount = 0
            if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
                let word = Array((first == UInt8(ascii: "+") ? "plus" : "minus").utf8)
                append(word[...], first: true, upperFirst: upperFirst, to: &result)
                wordCount = 1
                start = 1
            }
            var index = start
            while index < bytes.count {
                guard isWordByte(bytes[index]) else { index += 1; continue }
                var end = index
                while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
                append(bytes[index..<end], first: wordCount == 0, upperFirst: upperFirst, to: &result)
                wordCount += 1
                index = end
            }
            guard let lead = result.first else { return nil }
            if isDigit(lead) { result.insert(UInt8(ascii: "_"), at: 0) }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// A word camel-cased: its first letter capitalized, or — as the first word of a lowerCamel name — its leading
    /// capital or acronym lowercased (`URLValue` → `urlValue`).
    private static func append(_ word: some Collection<UInt8>, first: Bool, upperFirst: Bool,
                               to result: inout [UInt8]) {
        let word = Array(word)
        guard first, !upperFirst else {
            result.append(upper(word[0]))
            result.append(contentsOf: word.dropFirst())
            return
        }
        var capitals = 0
        while capitals < word.count, isUpper(word[capitals]) { capitals += 1 }
        // Keep the last capital of an acronym when it starts the next part: URLValue → url|Value.
        let lead = capitals > 1 && capitals < word.count && isLower(word[capitals]) ? capitals - 1 : capitals
        result.append(contentsOf: word[..<lead].map(lower))
        result.append(contentsOf: word[lead...])
    }

    private static func isWordByte(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || isDigit(byte) }
    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func upper(_ byte: UInt8) -> UInt8 { isLower(byte) ? byte - 32 : byte }
    private static func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 32 : byte }
}
