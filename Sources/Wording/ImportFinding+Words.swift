import SpecModel

extension ImportFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .refused(let finding, let file, .exampleLeftOut):
            "the example doesn't fit the response (\(finding.words) (in \(file))); left out"
        case .refused(let finding, let file, .pagingLeftOut):
            "gen refuses the paging read for this operation (\(finding.words) (in \(file))); it gets no controller"
        case .refused(let finding, _, .modelAsJSON): "gen refuses this: \(finding.words); imported as JSON"
        case .refused(let finding, _, .operationSkipped): "gen refuses this: \(finding.words); the operation is skipped"
        case .refused(let finding, let file, .none): "\(finding.words) (in \(file))"
        case .unreadPaging(let findings):
            "x-specgen-paging is not a paging gen reads (\(findings.map(\.words).joined(separator: "; "))); "
                + "the operation gets no controller"
        }
    }
}
