extension Translator {
    /// What goes between an initializer's parentheses (`    public init(…) {`, four columns in): the parameters on
    /// the line when it fits in ``lineWidth``, else each on a line of its own, eight columns in, and `)` back at four.
    func initParameters(_ parameters: [String]) -> String {
        let oneLine = parameters.joined(separator: ", ")
        guard 4 + access.count + "init(".count + oneLine.count + ") {".count > Self.lineWidth else { return oneLine }
        return "\n" + parameters.map { "        " + $0 }.joined(separator: ",\n") + "\n    "
    }
}
