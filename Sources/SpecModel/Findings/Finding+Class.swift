extension Finding {
    /// The class the finding counts under, by name: what diagnostics with the same words at many places are folded
    /// and summed up by, and what `--diagnostics-format json` gives as `class`. gen-import's own findings are
    /// classed by their ``ImportCause``, gen's findings on the specs it built by what gen-import did about them;
    /// gen's own by their kind and case (`endpoint.body-on-get`), as declared.
    public var diagnosticClass: String {
        switch self {
        case .importer(let cause, _): cause.rawValue
        case .imported(.refused(_, _, let refusal)): refusal.diagnosticClass
        case .imported(.unreadPaging): "unread-paging"
        default: Self.caseName(self)
        }
    }

    /// `kind.case` of a nested finding, each part in kebab case.
    private static func caseName(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum else { return "" }
        guard let child = mirror.children.first, let label = child.label else {
            return kebab(String(describing: value))
        }
        let inner = Mirror(reflecting: child.value).displayStyle == .enum ? caseName(child.value) : ""
        return kebab(label) + (inner.isEmpty ? "" : "." + inner)
    }

    private static func kebab(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result.append("-") }
            result.append(Character(character.lowercased()))
        }
        return result
    }
}

extension ImportFinding.Refusal {
    /// The class of a finding of gen's that gen-import took something out for.
    public var diagnosticClass: String {
        switch self {
        case .exampleLeftOut: "example-refused"
        case .pagingLeftOut: "paging-refused"
        case .modelAsJSON: "model-refused"
        case .operationSkipped: "operation-refused"
        case .none: "gen-import-bug"
        }
    }
}
