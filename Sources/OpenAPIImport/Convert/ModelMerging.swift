import SpecModel

/// Inline schemas written the same way are one model. Vendors repeat a schema inline wherever it is used (the same
/// enum in every request body that takes it, the same address object in every response that holds one); each copy
/// would be a declaration of its own to write, read and compile. An inline model whose shape — kind, docs,
/// properties in order (keys, types, required, docs), cases, union members — is another model's becomes that model
/// in every type that names it: the component of that shape if there is one (a component keeps its name and is never
/// merged away itself), else the inline model of it whose place comes first by the document's keys — never by the
/// document's order, so that a reordered document imports the same. Models are compared through what they hold: two
/// inline objects are the same when their inline parts are the same; a component they name must be the same
/// component. A model charged with a loss (what it approximates, notes about it) is never merged, so no operation
/// gains or loses a warning's count by it.
struct ModelMerging {
    /// For each merged model, the one it became.
    private(set) var merged: [ImportedModelID: ImportedModelID] = [:]

    init(models: [ImportedModel], losses: [ImportLoss]) {
        var lossy: Set<ImportedModelID> = []
        for loss in losses {
            for subject in loss.subjects {
                switch subject {
                case .model(let id), .modelWhenRead(let id): lossy.insert(id)
                default: break
                }
            }
        }
        var shapes = ShapeTable(models: models, lossy: lossy)
        var classes: [Int: [ImportedModelID]] = [:]
        for index in models.indices {
            let id = ImportedModelID(index: index)
            classes[shapes.shape(of: id), default: []].append(id)
        }
        for members in classes.values where members.count > 1 {
            // The first by its place in the document's keys (not by order, which a re-import of a reordered document
            // would change): a component before any inline model.
            let keeper = members.min { a, b in
                let (isA, isB) = (models[a.index].origin.isComponent, models[b.index].origin.isComponent)
                return isA != isB ? isA : models[a.index].location.lexicographicallyPrecedes(models[b.index].location)
            }!
            for member in members where member != keeper {
                if !models[member.index].origin.isComponent { merged[member] = keeper }
            }
        }
        // A union keeps its members apart (gen refuses one listing a type twice): a member that would become another
        // stays itself.
        var changed = true
        while changed {
            changed = false
            for model in models {
                guard case .union(let members, _, _) = model.kind else { continue }
                var seen: Set<ImportedType> = []
                for member in members where !seen.insert(rewrite(member)).inserted {
                    for id in member.models where merged.removeValue(forKey: id) != nil { changed = true }
                }
            }
        }
    }

    /// What names a merged model names the one it became instead.
    var rewrite: ModelIDMap {
        let merged = merged
        return ModelIDMap(map: { merged[$0] ?? $0 })
    }
}
