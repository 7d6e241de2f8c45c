import Dispatch
import Foundation
import Mustache
import Translate

/// A generated file: its name in the output folder and its text.
public struct RenderedFile: Hashable, Sendable {
    public var fileName: String
    public var contents: String
    /// The output folder it goes to.
    public var kind: OutputKind

    public init(fileName: String, contents: String, kind: OutputKind = .api) {
        self.fileName = fileName
        self.contents = contents
        self.kind = kind
    }
}

/// Renders translated views with a template set. Files are independent, so work is spread over the machine's
/// cores in chunks; results keep the input order, byte for byte what a serial run gives.
public enum Renderer {
    /// Translates and renders every item of `translator` in one parallel pass.
    public static func render(_ items: [Translator.Item], translator: Translator, with templates: TemplateSet) -> [RenderedFile] {
        inParallel(items) { item in translator.files(for: item).map { render($0, with: templates) } }.flatMap { $0 }
    }

    /// `transform` applied to every element, in chunks on all cores, in order.
    static func inParallel<Element: Sendable, Result: Sendable>(_ elements: [Element], chunkSize: Int = 32,
                                                                _ transform: @Sendable (Element) -> Result) -> [Result] {
        let chunks = (elements.count + chunkSize - 1) / chunkSize
        guard chunks > 1 else { return elements.map(transform) }
        let results = ChunkResults<Result>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = chunk * chunkSize..<min(elements.count, (chunk + 1) * chunkSize)
            results.set(chunk, elements[range].map(transform))
        }
        return results.joined()
    }

    static func render(_ file: FileView, with templates: TemplateSet) -> RenderedFile {
        let view = view(of: file)
        let name = file.content.templateName
        let contents = templates.fastTemplates[name]?.render(view)
            ?? templates.templates[name]?.render(MustacheView(view: view)) ?? ""
        return RenderedFile(fileName: file.fileName, contents: contents, kind: file.kind)
    }

    static func view(of file: FileView) -> any TemplateView {
        switch file.content {
        case .model(let view): view
        case .enumeration(let view): view
        case .request(let view): view
        case .service(let view): view
        case .mock(let view): view
        case .controller(let view): view
        }
    }
}

/// Per-chunk results written from concurrent iterations; each slot is written once, by one iteration.
private final class ChunkResults<Result>: @unchecked Sendable {
    private var slots: [[Result]]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: [], count: count)
    }

    func set(_ index: Int, _ results: [Result]) {
        lock.withLock { slots[index] = results }
    }

    func joined() -> [Result] {
        lock.withLock { slots.flatMap { $0 } }
    }
}
