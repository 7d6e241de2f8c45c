/// Parses the part of Mustache `FastTemplate` renders. It follows swift-mustache 2.1.1's parser
/// (`MustacheTemplate.parse`) step by step — which lines count as standalone, where the whitespace before a tag
/// goes, what a section's closing tag leaves behind — so both give the same text for the same template. Anything
/// outside that part throws `Unsupported`, and swift-mustache renders the template instead.
struct FastTemplateParser {
    struct Unsupported: Error {}

    private struct State {
        var sectionName: String?
        var newLine = true
    }

    private let characters: [Character]
    private var position = 0

    /// The template's nodes, or nil when it uses something `FastTemplate` doesn't render (partials, transforms,
    /// set delimiters, inheritance, an unknown content type) or doesn't parse.
    static func parse(_ text: String) -> [FastTemplate.Node]? {
        var parser = FastTemplateParser(characters: Array(text))
        return try? parser.parse(State())
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    private var atEnd: Bool { position == characters.count }
    private var current: Character { atEnd ? "\0" : characters[position] }

    private mutating func parse(_ initial: State) throws(Unsupported) -> [FastTemplate.Node] {
        var nodes: [FastTemplate.Node] = []
        var state = initial
        var whiteSpaceBefore = ""
        func flushWhiteSpace() {
            if !whiteSpaceBefore.isEmpty {
                nodes.append(.text(whiteSpaceBefore))
                whiteSpaceBefore = ""
            }
        }
        while !atEnd {
            if state.newLine { whiteSpaceBefore = read { $0 == " " || $0 == "\t" } }
            let text = readUntilTagOrNewline()
            if current.isNewline {
                nodes.append(.text(whiteSpaceBefore + text + String(current)))
                state.newLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(whiteSpaceBefore + text))
                whiteSpaceBefore = ""
                state.newLine = false
            }
            if atEnd { break }
            var setNewLine = false
            switch current {
            case "#", "^":
                let inverted = current == "^"
                position += 1
                let name = try parseName()
                if isStandalone(state) { setNewLine = true } else { flushWhiteSpace() }
                var inner = state
                inner.sectionName = name
                if !setNewLine { inner.newLine = false }
                nodes.append(.section(FastTemplate.Name(name), try parse(inner), inverted: inverted))
            case "/":
                position += 1
                guard try parseName() == state.sectionName else { throw Unsupported() }
                if !isStandalone(state) { flushWhiteSpace() }
                return nodes
            case "!":
                position += 1
                try skipComment()
                setNewLine = isStandalone(state)
            case "{", "&":
                flushWhiteSpace()
                let triple = current == "{"
                position += 1
                let name = try parseName()
                if triple {
                    guard current == "}" else { throw Unsupported() }
                    position += 1
                }
                nodes.append(.variable(FastTemplate.Name(name), escaped: false))
            case "%":
                position += 1
                nodes.append(.contentType(html: try parseContentType()))
                setNewLine = isStandalone(state)
            case ">", "<", "$", "=":
                throw Unsupported()
            default:
                flushWhiteSpace()
                nodes.append(.variable(FastTemplate.Name(try parseName()), escaped: true))
            }
            state.newLine = setNewLine
        }
        guard state.sectionName == nil else { throw Unsupported() }
        return nodes
    }

    /// Text up to a newline (not consumed) or up to and past `{{`.
    private mutating func readUntilTagOrNewline() -> String {
        var text = ""
        while !atEnd {
            while !atEnd, current != "\n", current != "\r\n", current != "{" {
                text.append(current)
                position += 1
            }
            if current.isNewline { break }
            if current == "{" {
                if read("{{") { break }
                text.append("{")
                position += 1
            }
        }
        return text
    }

    private static let nameCharacters = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")

    /// A tag's name and its `}}`. Transforms (`name(x)`) aren't taken.
    private mutating func parseName() throws(Unsupported) -> String {
        read(while: \.isWhitespace)
        let name = read { Self.nameCharacters.contains($0) }
        read(while: \.isWhitespace)
        guard read("}}"), !name.contains("(") else { throw Unsupported() }
        return name
    }

    private mutating func skipComment() throws(Unsupported) {
        while !atEnd {
            if read("}}") { return }
            position += 1
        }
        throw Unsupported()
    }

    /// `CONTENT_TYPE: HTML` or `CONTENT_TYPE: TEXT`, then `}}`; true for HTML.
    private mutating func parseContentType() throws(Unsupported) -> Bool {
        let nameCharacters = Self.nameCharacters.subtracting("()")
        read(while: \.isWhitespace)
        let variable = read { nameCharacters.contains($0) }
        read(while: \.isWhitespace)
        guard read(":") else { throw Unsupported() }
        read(while: \.isWhitespace)
        let value = read { nameCharacters.contains($0) }
        read(while: \.isWhitespace)
        guard read("}}"), variable == "CONTENT_TYPE", value == "HTML" || value == "TEXT" else { throw Unsupported() }
        return value == "HTML"
    }

    /// swift-mustache's `isStandalone`: the tag began a line and only spaces and tabs follow it to the end of
    /// its line, whose newline is then consumed.
    private mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if atEnd { return true }
        var next = position
        while next < characters.count, characters[next] == " " || characters[next] == "\t" { next += 1 }
        guard next < characters.count, characters[next].isNewline else { return false }
        position = next + 1
        return true
    }

    @discardableResult
    private mutating func read(while predicate: (Character) -> Bool) -> String {
        var text = ""
        while !atEnd, predicate(current) {
            text.append(current)
            position += 1
        }
        return text
    }

    /// Consumes `string` when the text continues with it.
    private mutating func read(_ string: String) -> Bool {
        let expected = Array(string)
        guard characters.count - position >= expected.count,
              Array(characters[position..<position + expected.count]) == expected else { return false }
        position += expected.count
        return true
    }
}
