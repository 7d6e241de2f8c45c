/// What a diagnostic is about, as data: each case names the kind of problem and carries what it is about (the model,
/// the endpoint, the example, the values involved). Its words are made from it only where it is printed (the
/// `Wording` target); a stage that reacts to a finding switches on its case.
public indirect enum Finding: Hashable, Sendable {
    /// Words not yet made from a kind (while the diagnostics move to kinds).
    case text(String)
    /// Something gen-import says in its own words.
    case importer(String)
}
