import YAML

/// The normalize stage: rewrites, in the located tree, what real documents get wrong in a way that has one obvious
/// reading, before the decoder sees it, each with a warning at its place. (Empty for now: the table of defect
/// classes is filled in as they are met.)
enum Normalizer {
    static func normalize(_ source: OpenAPISource) -> (source: OpenAPISource, losses: [ImportLoss]) {
        (source, [])
    }
}
