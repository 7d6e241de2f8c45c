import SpecModel

/// gen's checks of a run's specs, in process: the checks across files and the naming pass, on specs already read
/// or built — what gen says of them besides what it finds reading their text. A stage that builds specs
/// (gen-import) asks this before writing them, and reacts to the findings' kinds and subjects.
public enum SpecChecks {
    /// What checking `specs` found, errors and all, sorted by file (in the order given) and place; and when there is
    /// no error, the checked API and its names. `incomplete`: some file of the run could not be read at all.
    public static func check(_ specs: [Spec], incomplete: Bool = false)
        -> (api: CheckedAPI, names: Names, diagnostics: [Diagnostic]) {
        let checked = SpecChecker.check(specs, incomplete: incomplete)
        let named = NamingPass.decide(checked.api)
        return (checked.api, named.names,
                SpecLoader.sorted(checked.diagnostics + named.diagnostics, files: specs.map(\.file)))
    }
}
