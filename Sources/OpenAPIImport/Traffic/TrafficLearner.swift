import JSONPath
import Names
import SpecModel
import YAML

/// Learns from recorded traffic what the document gets wrong: imports the document, matches each exchange to its
/// operation (``ExchangeMatcher``), decodes each 2xx JSON body as the operation's response the way generated code
/// does (``CheckedAPI/decodingProblems(of:as:dates:)``), and makes each problem a fix at the schema it traces back to
/// (``TrafficFix``). The fixes become an overlay, the import runs again with it, and what still fails is learned on
/// the tree the earlier fixes made — a few rounds, until nothing new is found.
public enum TrafficLearner {
    /// Rounds of learning after the first import (a fix can uncover another below it: a wrapped `$ref`, a property
    /// of an object first refused whole).
    static let rounds = 4

    /// What `recordings` teach about the document `source` holds, imported with `options`; `overlayFile` is the name
    /// the learned overlay is written to, and `files` the recordings' files (both said in its text).
    public static func learn(_ source: OpenAPISource, options: ImportOptions, recordings: [Recording],
                             overlayFile: String, files: [String]) -> Result<TrafficLesson, ImportFailure> {
        var lesson = TrafficLesson()
        var entries: [LearnedOverlay.Entry] = []
        var known: [[LearnedAction]: Int] = [:]
        var learned: Overlay?
        var remaining: [String: Diagnostic] = [:]
        let document = (options.overlays.map(\.document).max() ?? 0) + 1
        for round in 0...rounds {
            var current = options
            if let learned { current.overlays.append(learned) }
            let output: ImportOutput
            switch Importer.run(source, options: current) {
            case .failure(let failure): return .failure(failure)
            case .success(let imported): output = imported
            }
            guard let overlaid = output.overlaid else { break }
            let api = SpecChecks.check(output.specs).api
            let tree = SchemaTree(overlaid.root)
            let copies = Self.copies(output.alike, in: tree)
            let matcher = ExchangeMatcher(api, servers: tree.servers)
            var tally = TrafficTally()
            var added = false
            remaining = [:]
            for (index, recording) in recordings.enumerated() {
                tally.exchanges += 1
                guard let id = matcher.endpoint(for: recording) else {
                    tally.unmatched += 1
                    if round == 0 { lesson.diagnostics.append(unmatched(recording)) }
                    continue
                }
                guard (200..<300).contains(recording.status) else {
                    tally.notSuccess += 1
                    continue
                }
                let endpoint = api[id]
                guard recording.isJSON, let body = recording.body,
                      let (type, response) = decoded(endpoint, status: recording.status) else {
                    tally.notDecoded += 1
                    continue
                }
                tally.checked += 1
                let problems = api.decodingProblems(of: Literal(body), as: type, dates: api[endpoint.service].dates)
                // An enum value the enum doesn't list decodes (as `.unknown`): learned, but no failure.
                if problems.allSatisfy({ if case .notEnumValue = $0.problem { true } else { false } }) {
                    tally.decoded += 1
                }
                let operation = endpoint.declared.method.rawValue + " " + endpoint.declared.path.value
                for problem in leaves(problems) {
                    guard let fix = TrafficFix.make(problem, response: response, tree: tree, api: api, copies: copies),
                          known[fix.key].map({ entries[$0].round == round }) ?? (round < rounds) else {
                        let words = operation + ": " + TrafficFix.words(problem.problem)
                        remaining[words] = remaining[words] ?? Diagnostic(
                            .warning, .importer(.contradictionNotPlaced, words + ", with no schema a change fixes"),
                            at: Location(file: recording.location.file, mark: problem.mark))
                        continue
                    }
                    if let at = known[fix.key] {
                        entries[at].exchanges.insert(index)
                        continue
                    }
                    known[fix.key] = entries.count
                    entries.append(LearnedOverlay.Entry(fix: fix, round: round, exchanges: [index],
                                                        operation: operation, recorded: recording.location,
                                                        schema: overlaid.location(of: fix.schema)))
                    added = true
                }
            }
            if round == 0 { lesson.before = tally }
            lesson.after = tally
            guard added else { break }
            let text = LearnedOverlay.text(entries, document: source.file, recordings: files)
            switch Overlay.read(Array(text.utf8), file: overlayFile, document: document) {
            case .success(let read): learned = read
            case .failure(let failure): return .failure(failure)
            }
            lesson.overlay = text
        }
        lesson.actions = Set(entries.flatMap(\.fix.actions)).count
        lesson.diagnostics += entries.map {
            Diagnostic(.warning, .importer(.recordedContradiction, $0.said), at: $0.schema)
        }
        lesson.diagnostics += remaining.values.sorted { $0.location.mark < $1.location.mark }
        return .success(lesson)
    }

    /// A schema's place and those of its copies: where it sits in a model whose schema is written alike elsewhere,
    /// the same place in each of those.
    static func copies(_ alike: [Mark: [Mark]], in tree: SchemaTree) -> ([PathElement]) -> [[PathElement]] {
        var others: [[PathElement]: [[PathElement]]] = [:]
        for (keeper, marks) in alike {
            guard let path = tree.path(of: keeper) else { continue }
            others[path] = marks.compactMap(tree.path(of:))
        }
        return { path in
            var found = [path]
            for length in 0...path.count {
                for other in others[Array(path.prefix(length))] ?? [] { found.append(other + path.dropFirst(length)) }
            }
            return found
        }
    }

    /// The problems to fix: a value no member of a union fits is fixed in the member of its kind it fits best, where
    /// there is one.
    static func leaves(_ problems: [DecodingProblem]) -> [DecodingProblem] {
        problems.flatMap { problem in
            guard case .noUnionMember = problem.problem, !problem.nearest.isEmpty else { return [problem] }
            return leaves(problem.nearest)
        }
    }

    /// The type a 2xx body of `endpoint` decodes as, and where its schema starts (known for `response:` alone); nil
    /// when it decodes none.
    static func decoded(_ endpoint: CheckedEndpoint, status: Int) -> (SpecType, Mark?)? {
        if let responses = endpoint.responses {
            let body = responses.first { $0.key == .status(status) }
                ?? responses.first { $0.key == .range(status / 100) } ?? responses.first { $0.key == .other }
            guard let type = body?.type, type.builtin != .data else { return nil }
            return (type, nil)
        }
        guard let type = endpoint.response, type.builtin != .data else { return nil }
        return (type, endpoint.declared.response?.names.first?.mark)
    }

    private static func unmatched(_ recording: Recording) -> Diagnostic {
        let path = recording.url.split(separator: "?").first.map(String.init) ?? recording.url
        let words = "\(recording.method) \(quoted(path)) matches no operation — not checked"
        return Diagnostic(.warning, .importer(.unmatchedExchange, words), at: recording.location)
    }
}
