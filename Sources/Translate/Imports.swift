import SpecModel

/// The modules a generated file needs, gathered from what the file mentions as it is written.
struct Imports {
    private(set) var foundation = false
    private(set) var runtime = false

    /// A type the file spells: a built-in type needs the module its traits name (`Date` Foundation, `JSONValue` the
    /// runtime), `Expandable` the runtime.
    mutating func mention(_ type: SpecType) {
        for leaf in type.leaves {
            if case .expandable = leaf { runtime = true }
            guard case .builtin(let builtin) = leaf else { continue }
            switch builtin.traits.module {
            case .foundation: foundation = true
            case .runtime: runtime = true
            case nil: break
            }
        }
    }

    /// A Foundation symbol the file spells (`URLQueryItem`, `URL(string:)`).
    mutating func mentionFoundation() { foundation = true }

    /// A runtime symbol the file spells (`Request`, `@Indirect`, `QueryItems`).
    mutating func mentionRuntime() { runtime = true }

    /// `import` lines' modules, in a fixed order; `extra` (a mocks file's API module) last.
    func modules(_ extra: [String] = []) -> [String] {
        (foundation ? ["Foundation"] : []) + (runtime ? [SpecgenVersion.runtimeModule] : []) + extra
    }
}
