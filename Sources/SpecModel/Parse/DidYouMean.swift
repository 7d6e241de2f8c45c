/// Suggests the closest of `candidates` to a misspelt `word`, or nil when nothing is close enough.
/// Case differences cost little, so `string` suggests `String`.
public func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String? {
    let lowered = word.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
        let distance = editDistance(lowered, candidate.lowercased())
        let limit = max(1, min(3, max(word.count, candidate.count) / 3))
        guard distance <= limit else { continue }
        if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.candidate
}

/// " (did you mean 'x'?)" or "".
func suggestion(_ word: String, among candidates: some Sequence<String>) -> String {
    didYouMean(word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
}

/// Levenshtein distance with transpositions counted as one edit.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], previous2[j - 2] + 1)
            }
        }
        (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
}
