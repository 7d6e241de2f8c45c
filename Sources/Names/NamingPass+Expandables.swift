import SpecModel

extension NamingPass {
    /// `Expandable<Model>` needs `Model` to be `Identifiable` by a `String`: the property the naming pass named `id`
    /// must be a required, non-nullable `String` (whatever the spec calls it). Checked on the generated names, so a
    /// property renamed away from `id`, or another one renamed to it, is seen as generated code would see it.
    mutating func checkExpandables() {
        var reported: Set<String> = []
        for (id, location, owner) in api.expandables {
            let model = api[id]
            let members = names.models[id.index].properties
            let identifier = zip(model.properties, members).first { $0.1.name == "id" }?.0
            if let identifier, identifier.type == .builtin(.string), identifier.coding == .plain { continue }
            guard reported.insert("\(location.file):\(location.mark)").inserted else { continue }
            let found = identifier.map {
                TypeFinding.Identifier(property: $0.name.value, type: $0.type.spelled(api.models),
                                       isNullable: $0.isNullable)
            }
            let defined = Location(file: api[model.service].file, mark: model.name.mark)
            let finding = TypeFinding.expandableWithoutID(model: model.name.value, identifier: found, in: owner)
            let note = Diagnostic.Note(.types(.modelDefinedHere(model.name.value)), at: defined)
            diagnostics.append(Diagnostic(.error, .types(finding), at: location, notes: [note]))
        }
    }
}
