import YAML

extension OpenAPISource {
    /// Whether a text under `path` — or under a component it refers to, and so on, to 2,000 nodes — holds `text`.
    func mentions(_ text: String, under path: [String]) -> Bool {
        let (start, found) = node(at: path)
        guard found else { return false }
        var pending = [start]
        var followed: Set<String> = []
        var visited = 0
        while let node = pending.popLast(), visited < 2_000 {
            visited += 1
            switch node.kind {
            case .scalar(let scalar):
                if scalar.value.contains(text) { return true }
            case .sequence(let items):
                pending += items
            case .mapping(let pairs):
                for pair in pairs {
                    if pair.key.string == "$ref", let reference = pair.value.string, reference.hasPrefix("#/"),
                       followed.insert(reference).inserted {
                        let target = self.node(at: reference.dropFirst(2).split(separator: "/").map(String.init))
                        if target.complete { pending.append(target.node) }
                    } else {
                        pending.append(pair.value)
                    }
                }
            }
        }
        return false
    }
}
