/// A located problem in a YAML file, with an optional second location (e.g. "first defined here"). It holds no words:
/// its ``Kind`` is data, worded where it is printed (the `Wording` target).
public struct YAMLError: Error, Hashable, Sendable {
    /// What is wrong, as data: one case per kind of problem (and of note), with what it is about.
    public enum Kind: Hashable, Sendable {
        /// A byte that is no UTF-8 (the file must be saved as UTF-8).
        case invalidUTF8(byte: UInt8)
        /// UTF-16 (with a byte order mark) that can't be read.
        case invalidUTF16(UTF16Problem)
        /// libyaml could not start its parser (out of memory).
        case parserCouldNotStart
        /// The file holds no document.
        case emptyFile
        /// A second document starts here; a file holds one.
        case secondDocument
        /// libyaml's reader refused a character: its own description of the problem (nil when it gave none) and the
        /// character's code point (nil when it gave none).
        case unreadable(problem: String?, character: Int?)
        /// libyaml's parser or scanner refused the text: its own description of the problem (nil when it gave none),
        /// and a hint for a mistake spec authors often make there.
        case malformed(problem: String?, hint: Hint?)
        /// An alias that refers to a node that contains it (`&a [*a]`).
        case recursiveAlias(String)
        /// An alias with no anchor of its name before it.
        case undefinedAlias(String)
        /// An alias whose node, expanded here, nests deeper than the limit.
        case aliasTooDeep(String, maxDepth: Int)
        /// Collections nest deeper than the limit.
        case tooDeep(maxDepth: Int)
        /// The document, aliases expanded, holds more nodes than the limit.
        case tooManyNodes(maxNodes: Int)
        /// A mapping holds a key twice (the first is kept).
        case duplicateKey(String)
        /// A merge key (`<<`) whose value is neither a mapping nor a list of mappings, but what `found` says.
        case mergeNotMapping(found: Node.Form)
        /// A note: where the key of a ``duplicateKey(_:)`` is first defined.
        case keyFirstDefined(String)
        /// A note: where the construct libyaml was reading when it failed starts (libyaml's own name for it, like
        /// "while parsing a block mapping").
        case contextStarts(String)
    }

    /// How UTF-16 text fails to read.
    public enum UTF16Problem: Hashable, Sendable {
        /// A surrogate without its pair.
        case loneSurrogate
        /// An odd number of bytes.
        case oddByteCount
    }

    /// A hint for a mistake that makes libyaml fail where it does.
    public enum Hint: Hashable, Sendable {
        /// A `/path/{placeholder}` written unquoted inside `{ }` (the path, as written).
        case quotePath(String)
        /// A tab where YAML wants spaces for indentation.
        case tabIndentation
        /// An optional collection type (`[String]?`, as written) left unquoted.
        case quoteOptionalCollection(String)
    }

    /// A related location and what it is.
    public struct Note: Hashable, Sendable {
        public var kind: Kind
        public var mark: Mark

        public init(_ kind: Kind, at mark: Mark) {
            self.kind = kind
            self.mark = mark
        }
    }

    /// What is wrong.
    public var kind: Kind
    /// Where.
    public var mark: Mark
    /// A related location and what it is.
    public var note: Note?

    public init(_ kind: Kind, at mark: Mark, note: Note? = nil) {
        self.kind = kind
        self.mark = mark
        self.note = note
    }
}
