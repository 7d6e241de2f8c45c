import Names
import SpecModel
import YAML

/// A checked API and its decided names → the files to generate, in spec order: per spec its service, its
/// models, its requests (and controllers), its mock. Reads names; decides none.
public struct Translator: Sendable {
    let api: CheckedAPI
    let names: Names
    let options: TranslateOptions
    let conformances: Conformances
    /// The modules of the `modules` layout; nil in the others.
    let split: ModuleSplit?
    /// Which properties are boxed and which enums are `indirect`.
    let outOfLine: OutOfLine

    /// `api` must be free of errors (the checker's and the naming pass's): only then is every name decided.
    public init(api: CheckedAPI, names: Names, options: TranslateOptions) {
        self.api = api
        self.names = names
        self.options = options
        conformances = Conformances(api: api, extra: options.conformances)
        split = options.package.map { ModuleSplit(api: api, names: names, module: $0.module) }
        outOfLine = OutOfLine(api: api)
    }

    /// One unit of translation: the files of one part of a spec. Items are independent of each other.
    public enum Item: Sendable {
        /// A service's namespace, with its name.
        case service(ServiceID, name: String)
        case model(ModelID)
        case endpoint(EndpointID)
        /// A service's mock networker, with the service's name, its own and the module it imports.
        case mock(ServiceID, service: String, name: String, module: String)
        /// The `modules` layout's `Package.swift` and the umbrella module's re-exports.
        case package
    }

    /// The items of the API, in spec order: per spec its service, its models, its endpoints, its mock. A service
    /// spanning several files has its namespace and mock with its first file. The `modules` layout's package files
    /// come first.
    public var items: [Item] {
        var items: [Item] = split == nil ? [] : [.package]
        for id in api.serviceIDs {
            let service = api[id]
            let isFirstOfService = service.serviceFiles.first == id
            if isFirstOfService, let name = names[id].namespace { items.append(.service(id, name: name)) }
            items += service.models.map { .model($0) }
            items += service.endpoints.map { .endpoint($0) }
            if isFirstOfService, let module = options.mocksModule, let name = names[id].namespace,
               let mock = names[id].mock,
               service.serviceFiles.contains(where: { !api[$0].endpoints.isEmpty }) {
                items.append(.mock(id, service: name, name: mock, module: module))
            }
        }
        return items
    }

    /// Every file of the API, in the order of ``items``, each item translated on its own.
    public func files() -> [FileView] {
        items.flatMap(files(for:))
    }

    /// The files of one item.
    public func files(for item: Item) -> [FileView] {
        switch item {
        case .service(let id, let name):
            let (view, imports) = serviceView(id, name: name)
            return [FileView(fileName: name + ".swift", header: serviceHeader(id), imports: imports,
                             content: .service(view),
                             module: split?.umbrella)]
        case .model(let id):
            let content: FileView.Content, imports: [String]
            switch api[id].kind {
            case .object(let properties):
                let made = modelView(id, properties)
                (content, imports) = (.model(made.view), made.imports)
            case .enumeration(let cases): (content, imports) = (.enumeration(enumView(id, cases)), [])
            case .union(let union):
                let made = unionView(id, union)
                (content, imports) = (.union(made.view), made.imports)
            }
            return [FileView(fileName: names[id].typeName + ".swift", header: header(api[id].service), imports: imports,
                             content: content, group: group(api[id].service), module: module(of: id))]
        case .endpoint(let id):
            let (view, imports) = requestView(id)
            let service = api[id].service
            var files = [FileView(fileName: view.typeName + ".swift", header: header(service), imports: imports,
                                  content: .request(view), group: group(service), module: module(of: id))]
            if let (controller, imports) = controllerView(id) {
                files.append(FileView(fileName: controller.typeName + ".swift", header: header(service),
                                      imports: imports,
                                      content: .controller(controller), group: group(service),
                                      module: module(of: id)))
            }
            return files
        case .mock(let id, let service, let name, let module):
            let view = mockView(id, service: service, name: name, module: module)
            return [FileView(fileName: name + ".swift", header: serviceHeader(id),
                             imports: ["Foundation", SpecgenVersion.runtimeModule, module],
                             content: .mock(view), kind: .mocks)]
        case .package:
            return packageFiles()
        }
    }

    /// The grouped layout's file for a spec's declarations (its models, requests and controllers): `XenoCanto+API`.
    func group(_ service: ServiceID) -> String {
        names[service].fileGroup + "+API"
    }

    /// `// Generated by gen 0.2.0 from Specs/XenoCanto.yaml. Do not edit.`
    func header(_ service: ServiceID) -> String {
        header(citing: [api[service].source])
    }

    /// The header of a file that holds what belongs to the whole service (its namespace, its mock): it cites every
    /// file of the service, `// Generated by gen 0.2.0 from Specs/Shop.yaml, Specs/Orders.yaml. Do not edit.`
    func serviceHeader(_ service: ServiceID) -> String {
        header(citing: api[service].serviceFiles.map { api[$0].source })
    }

    /// Every generated file's first line (or second, after a manifest's `swift-tools-version`): gen's version and the
    /// specs it was generated from — comment lines more when they don't fit in ``lineWidth``.
    func header(citing sources: [String]) -> String {
        let words = sources.dropLast().map { $0 + "," } + [(sources.last ?? "") + ".", "Do not edit."]
        return Self.filled(words, first: "// Generated by gen \(SpecgenVersion.gen) from ", next: "// ", indent: 0)
            .joined(separator: "\n")
    }

    var access: String { options.access.prefix }

    var literal: ValueLiteral { ValueLiteral(api: api, names: names) }

    func typeName(_ type: SpecType) -> String { SwiftTypeName.of(type, names) }

    /// `.iso8601`, `.rfc3339`, `.seconds`, `.milliseconds`, `.format("…")`.
    static func dateCoding(_ strategy: DateStrategy) -> String {
        switch strategy {
        case .iso8601: return ".iso8601"
        case .rfc3339: return ".rfc3339"
        case .seconds: return ".seconds"
        case .milliseconds: return ".milliseconds"
        case .format(let format): return ".format(\(SwiftLiteral.string(format)))"
        }
    }

    func serviceView(_ id: ServiceID, name: String) -> (view: ServiceView, imports: [String]) {
        let service = api[id]
        var imports = service.baseURL == nil ? [] : ["Foundation"]
        var view = ServiceView(
            doc: DocComment.lines(service.doc),
            access: access, typeName: name, hasBaseURL: service.baseURL != nil,
            baseURL: service.baseURL.map { SwiftLiteral.string($0.value) } ?? "")
        if let credentials = names.services[id.index].credentials {
            view.credentials = credentialsView(service.auth, type: credentials, namespace: name,
                                               properties: names.services[id.index].credentialProperties)
            imports = ["Foundation", SpecgenVersion.runtimeModule]
        }
        return (view, imports)
    }
}
