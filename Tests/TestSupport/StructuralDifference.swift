/// Compares two values part by part through reflection, ignoring where things were written: any `Mark` (a
/// position in a file) and any stored property whose label is in `ignoring`. Doubles compare equal when both are
/// NaN. For round trips (a value written as text and read back), where `==` would compare positions too.
public enum StructuralDifference {
    /// The first difference between `lhs` and `rhs` as a path and the two values, or nil when there is none.
    public static func first(_ lhs: Any, _ rhs: Any, ignoring labels: Set<String> = [], path: String = "") -> String? {
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        if "\(left.subjectType)" == "Mark" { return nil }
        guard left.subjectType == right.subjectType else {
            return "\(path): \(left.subjectType) vs \(right.subjectType)"
        }
        if let a = lhs as? Double, let b = rhs as? Double {
            return a == b || a.isNaN && b.isNaN ? nil : "\(path): \(a) vs \(b)"
        }
        if left.displayStyle == .enum {
            let leftCase = caseName(lhs, left), rightCase = caseName(rhs, right)
            guard leftCase == rightCase else { return "\(path): .\(leftCase) vs .\(rightCase)" }
        }
        let leftChildren = Array(left.children), rightChildren = Array(right.children)
        guard leftChildren.count == rightChildren.count else {
            return "\(path): \(leftChildren.count) parts vs \(rightChildren.count): \(lhs) vs \(rhs)"
        }
        if leftChildren.isEmpty, left.displayStyle != .collection, left.displayStyle != .dictionary {
            let a = "\(lhs)", b = "\(rhs)"
            return a == b ? nil : "\(path): \(a) vs \(b)"
        }
        for (index, (a, b)) in zip(leftChildren, rightChildren).enumerated() {
            if let label = a.label, labels.contains(label) { continue }
            let step = a.label.map { "\(path).\($0)" } ?? "\(path)[\(index)]"
            if let difference = first(a.value, b.value, ignoring: labels, path: step) { return difference }
        }
        return nil
    }

    /// An enum value's case name, without its payload.
    private static func caseName(_ value: Any, _ mirror: Mirror) -> String {
        mirror.children.first?.label ?? "\(value)"
    }
}
