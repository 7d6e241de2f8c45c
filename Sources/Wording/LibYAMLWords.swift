/// libyaml's descriptions of what it can't read, in the project's words: what is wrong at the place, and the usual
/// fix. A description not listed here is said as "malformed YAML" (the place still says where).
enum LibYAMLWords {
    /// The problem at the error's place.
    static func problem(_ text: String?) -> String {
        guard let text else { return "malformed YAML" }
        if let known = problems[text] { return known }
        if text.hasPrefix("found duplicate anchor") { return "an anchor ('&name') defined twice" }
        return "malformed YAML"
    }

    /// What starts at the note's place (libyaml's "while parsing a block mapping"), as `… that starts here` follows.
    static func context(_ text: String) -> String {
        let words = text.split(separator: " ").dropFirst(2).joined(separator: " ")
        switch words {
        case "a block mapping", "a flow mapping": return "the mapping"
        case "a block collection", "a flow sequence": return "the list"
        case "a quoted scalar": return "the quoted text"
        case "a plain scalar", "a block scalar": return "the text"
        case "a simple key": return "the key"
        case "a node", "a block node", "a flow node": return "the value"
        default: return "the value"
        }
    }

    private static let problems: [String: String] = [
        "mapping values are not allowed in this context":
            "a ':' where no key can start (quote text that holds ': ', or indent the line under its key)",
        "did not find expected key":
            "a line that is not a key of the mapping above (check its indentation)",
        "could not find expected ':'": "a key without ':' after it (or text that continues on the next line)",
        "found character that cannot start any token": "a character no YAML value starts with (quote the text)",
        "did not find expected ',' or ']'": "a list in [ ] that is not closed, or lacks a ',' between items",
        "did not find expected ',' or '}'": "a mapping in { } that is not closed, or lacks a ',' between keys",
        "found a tab character that violates indentation": "a tab in the indentation (YAML indents with spaces)",
        "found a tab character where an indentation space is expected":
            "a tab in the indentation (YAML indents with spaces)",
        "found unexpected end of stream": "the file ends inside quotes (a quote is not closed)",
        "did not find expected node content": "a value is missing here",
        "did not find expected '-' indicator": "a line in a list that does not start with '-'",
        "block sequence entries are not allowed in this context": "a '-' list item where a value on this line goes",
        "mapping keys are not allowed in this context": "a key where a value goes",
        "found undefined tag handle": "an unknown tag ('!…'); quote the text if it starts with '!'",
        "found unknown escape character": "an escape double quotes don't have (single quotes keep '\\' as it is)",
        "control characters are not allowed": "a control character, which YAML text can't hold",
        "found unexpected ':'": "a ':' where none can be (quote the text)",
        "did not find expected <document start>": "text after the end of the document",
        "found unexpected document indicator": "'---' or '...' inside a value (quote it)",
        "did not find expected comment or line break": "text after a value on the same line",
        "did not find expected whitespace or line break": "a character right after a value (add a space)",
        "did not find expected alphabetic or numeric character": "an anchor or alias without a name",
        "found an indentation indicator equal to 0": "a block text's indentation of 0",
        "found invalid Unicode character escape code": "an escape that is no Unicode character",
        "did not find expected hexdecimal number": "an escape without its hexadecimal digits",
        "found unexpected non-alphabetical character": "a character a directive can't hold",
        "input is too long": "the file is too long to read",
        "invalid leading UTF-8 octet": "bytes that are not UTF-8",
        "invalid trailing UTF-8 octet": "bytes that are not UTF-8",
        "incomplete UTF-8 octet sequence": "the file ends inside a UTF-8 character",
        "invalid length of a UTF-8 sequence": "bytes that are not UTF-8",
        "invalid Unicode character": "a character YAML text can't hold",
        "incomplete UTF-16 character": "the file ends inside a UTF-16 character",
        "incomplete UTF-16 surrogate pair": "the file ends inside a UTF-16 character",
        "unexpected low surrogate area": "bytes that are not UTF-16",
    ]
}
