import SpecModel

extension NamingPass {
    /// `Expandable<Model>` needs `Model` to be `Identifiable` by a `String`: the property the naming pass named `id`
    /// must be a required, non-nullable `String` (whatever the spec calls it). Checked on the generated names, so a
    /// property renamed away from `id`, or another one renamed to it, is seen as generated code would see it.
    mutating func checkExpandables() {
        var reported: Set<String> = []
        for (id, location) in api.expandables {
            let model = api[id]
            let members = names.models[id.index].properties
            let identifier = zip(model.properties, members).first { $0.1.name == "id" }?.0
            if let identifier, identifier.type == .builtin(.string), identifier.coding == .plain { continue }
            guard reported.insert("\(location.file):\(location.mark)").inserted else { continue }
            var problem = "needs '\(model.name.value)' to have a required 'id: String' property (the ID sent in its place)"
            if let identifier {
                let spelled = identifier.type.spelled(api.models)
                let nullable = identifier.isNullable ? ", nullable" : ""
                problem += "; its Swift property 'id' is property '\(identifier.name.value)' ('\(spelled)'\(nullable))"
            }
            let defined = Location(file: api[model.service].file, mark: model.name.mark)
            error("Expandable<\(model.name.value)> \(problem)", at: location,
                  notes: [Diagnostic.Note("'\(model.name.value)' is defined here", at: defined)])
        }
    }
}
