import SpecModel

extension ImportFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .refused(.example(.doesNotFit(let endpoint, let problem)), _, .exampleLeftOut):
            "the example of \(quoted(endpoint)) doesn't fit its response: \(problem.words); left out"
        case .refused(let finding, _, .exampleLeftOut):
            "the example can't be checked (\(finding.words)); left out"
        case .refused(let finding, _, .pagingLeftOut):
            "gen refuses the paging read for this operation (\(finding.words)); it gets no controller"
        case .refused(let finding, _, .modelAsJSON): "gen refuses this: \(finding.words); imported as JSON"
        case .refused(let finding, _, .operationSkipped): "gen refuses this: \(finding.words); the operation is skipped"
        case .refused(let finding, let file, .none): "\(finding.words) (in \(file))"
        case .unreadPaging(let findings):
            "x-specgen-paging is not a paging gen reads (\(findings.map(\.words).joined(separator: "; "))); "
                + "the operation gets no controller"
        }
    }
}
