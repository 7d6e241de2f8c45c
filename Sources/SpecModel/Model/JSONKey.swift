/// The JSON key of a property without `key:`, as the spec's `keys:` derives it.
public enum JSONKey {
    /// The name itself (`as-is`), or its snake_case (`snake_case`); a name that is not an identifier
    /// (`bookmarked?`) is the key as written either way.
    public static func derived(_ name: String, style: KeyStyle) -> String {
        guard style == .snakeCase, SwiftName.isIdentifier(name) else { return name }
        return snakeCase(name)
    }

    /// snake_case of an identifier, keeping acronyms whole: `fullName` → `full_name`, `htmlURL` → `html_url`,
    /// `nodeID` → `node_id`, `urlValue` → `url_value`, `sha256Hash` → `sha256_hash`.
    public static func snakeCase(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord = previous.isLowercase || previous.isNumber
                    || (previous.isUppercase && next?.isLowercase == true)
                if startsWord, previous != "_" { result += "_" }
            }
            result += character.lowercased()
        }
        return result
    }
}
