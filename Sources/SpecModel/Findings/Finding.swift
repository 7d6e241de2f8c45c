/// What a diagnostic is about, as data: each case names the kind of problem and carries what it is about (the model,
/// the endpoint, the example, the values involved). Its words are made from it only where it is printed (the
/// `Wording` target); a stage that reacts to a finding switches on its case, or asks its ``subject``.
public indirect enum Finding: Hashable, Sendable {
    /// Reading a file as YAML (or JSON): its encoding, its syntax, duplicate keys, the reader's limits.
    case yaml(YAMLFinding)
    /// The shape of a spec file: a mapping, text or a list where another was expected, unknown or missing keys.
    case shape(ShapeFinding)
    /// A type as written that doesn't parse (`[String: Int`, `[Int: String]`).
    case typeGrammar(TypeGrammarFinding)
    /// A value the parser refuses while reading a spec (a name that is no Swift identifier, a path's form, a header
    /// name).
    case parse(ParseFinding)
    /// An example file that can't be read.
    case exampleFile(ExampleFileFinding)
    /// A type name that names nothing, or names the wrong kind of model.
    case types(TypeFinding)
    /// A service's settings across its files.
    case service(ServiceFinding)
    /// A model: its properties' coding, keys, enum values, models that contain themselves.
    case model(ModelFinding)
    /// A union's members and tags.
    case union(UnionFinding)
    /// An endpoint: its parameters, body, responses and errors.
    case endpoint(EndpointFinding)
    /// An endpoint's paging, checked against its parameters and response.
    case paging(PagingFinding)
    /// An endpoint's example, checked against its response.
    case example(ExampleFinding)
    /// A `default:` or `const:` value checked against its type.
    case value(ValueFinding)
    /// Credentials: `auth:` schemes and `security:`.
    case auth(AuthFinding)
    /// A Swift name gen decides, and what it collides with.
    case naming(NamingFinding)
    /// The config file and gen's options.
    case config(ConfigFinding)
    /// A template override.
    case template(TemplateFinding)
    /// The output folders.
    case output(OutputFinding)
    /// Something gen-import says in its own words, and its class.
    case importer(ImportCause, String)
    /// What gen-import says of gen's findings on the specs it built.
    case imported(ImportFinding)
}
