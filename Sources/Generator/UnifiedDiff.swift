/// A unified diff of two texts, line by line (longest common subsequence), with 3 lines of context.
public enum UnifiedDiff {
    /// The lines of a text; a final line break ends the last line rather than starting an empty one.
    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    public static func make(old: String, new: String, oldName: String, newName: String) -> String {
        let a = lines(old), b = lines(new)
        // lengths[i][j]: LCS length of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        enum Edit { case same(String), removed(String), added(String) }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] { edits.append(.same(a[i])); i += 1; j += 1 }
            else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                edits.append(.removed(a[i])); i += 1
            }
            else { edits.append(.added(b[j])); j += 1 }
        }
        var output = ["--- \(oldName)", "+++ \(newName)"]
        var index = 0
        while index < edits.count {
            guard let firstChange = edits[index...]
                .firstIndex(where: { if case .same = $0 { return false } else { return true } }) else { break }
            var end = firstChange
            var lastChange = firstChange
            while end < edits.count {
                if case .same = edits[end] {
                    if end - lastChange > 6 { break }
                } else {
                    lastChange = end
                }
                end += 1
            }
            let start = max(index, firstChange - 3)
            let stop = min(edits.count, lastChange + 4)
            let oldStart = edits[..<start]
                .filter { if case .added = $0 { return false } else { return true } }.count + 1
            let newStart = edits[..<start]
                .filter { if case .removed = $0 { return false } else { return true } }.count + 1
            let hunk = edits[start..<stop]
            let oldCount = hunk.filter { if case .added = $0 { return false } else { return true } }.count
            let newCount = hunk.filter { if case .removed = $0 { return false } else { return true } }.count
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for edit in hunk {
                switch edit {
                case .same(let line): output.append(" " + line)
                case .removed(let line): output.append("-" + line)
                case .added(let line): output.append("+" + line)
                }
            }
            index = stop
        }
        return output.joined(separator: "\n")
    }
}
