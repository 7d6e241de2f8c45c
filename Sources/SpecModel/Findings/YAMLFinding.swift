import YAML

/// Reading a file as YAML or JSON: the YAML reader's own kinds of problem (``YAMLError/Kind``), declared in the YAML
/// target, which reads files before any spec exists (and can't see SpecModel). A YAML error becomes
/// `Finding.yaml(error.kind)`, its note `Finding.yaml(note.kind)`.
public typealias YAMLFinding = YAMLError.Kind
