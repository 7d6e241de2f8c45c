import SpecModel

extension Finding {
    /// The finding's class in words, as the summary after the warnings counts it (`a GET or HEAD request with a body
    /// — left out`); for gen's own findings, their kind and case (`endpoint: body on get`).
    public var classSummary: String {
        switch self {
        case .importer(let cause, _): cause.summary
        case .imported(.refused(_, _, .exampleLeftOut)): "an example that doesn't fit its response — left out"
        case .imported(.refused(_, _, .pagingLeftOut)): "paging gen refuses — no controller"
        case .imported(.refused(_, _, .modelAsJSON)): "a model gen refuses — JSON"
        case .imported(.refused(_, _, .operationSkipped)): "an operation gen refuses — skipped"
        case .imported(.refused(_, _, .none)): "a spec gen refuses — a gen-import bug"
        case .imported(.unreadPaging): "x-specgen-paging that can't be read — no controller"
        default: diagnosticClass.replacing(".", with: ": ").replacing("-", with: " ")
        }
    }

    /// How to fix a finding of this class, where an option or an overlay does.
    public var fix: String? {
        switch self {
        case .importer(let cause, _): cause.fix
        case .imported(.refused(_, _, .exampleLeftOut)): "an overlay that updates the example"
        case .imported(.refused(_, _, .none)): "report it: gen-import wrote a spec gen refuses"
        case .imported(.unreadPaging): "fix x-specgen-paging (Docs/SpecFormat.md, paging)"
        default: nil
        }
    }

    /// Whether the class is one Docs/Import.md lists (gen-import's), so that a printed line names it.
    var isDocumentedClass: Bool {
        switch self {
        case .importer, .imported: true
        default: false
        }
    }
}
