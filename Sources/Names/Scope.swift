import SpecModel
import YAML

/// One namespace of Swift members — a struct's properties, an enum's cases, a mock's endpoints — and the
/// rule that keeps them apart:
///
/// 1. names the user wrote (`name:`, an enum case in the map form) are taken first; two of them alike, or one
///    that is reserved in this scope, is an error;
/// 2. derived names that are free are taken next, in order: first those the spec spells exactly so (`perPage`),
///    then those camel-casing changed (`per_page` → `perPage`) or a rule made;
/// 3. every other derived name gets the scope's suffix (`Parameter`, `Endpoint`, `Value`, `Property`), and if
///    that is taken too, a number from 2 on.
struct Scope {
    /// A name asked for.
    struct Candidate {
        /// The Swift name wanted.
        var name: String
        /// True for a name the user wrote, false for one gen derived.
        var written: Bool
        /// For a derived name: true when it is the spec's name as spelled (`perPage`), false when camel-casing
        /// or a rule changed it.
        var unchanged = false
        /// What asked for it, for findings.
        var owner: NamingFinding.Named
        var location: Location
        /// How to fix a clash of a written name.
        var fix = NamingFinding.Fix.chooseAnotherName
    }

    /// Names that are members of this scope already (inherited or required), and why.
    let reserved: [String: NamingFinding.Reservation]
    /// The word a derived name that is taken gets: `Parameter`.
    let suffix: String
    /// What the scope is, for findings.
    let what: NamingFinding.Named
    /// The model or endpoint whose members the scope names (its findings' subject).
    let membersOf: FindingOwner
    private(set) var taken: [String: (owner: NamingFinding.Named, location: Location)] = [:]

    init(_ what: NamingFinding.Named, of membersOf: FindingOwner, suffix: String,
         reserved: [String: NamingFinding.Reservation]) {
        self.what = what
        self.membersOf = membersOf
        self.suffix = suffix
        self.reserved = reserved
    }

    /// Decides a name for every candidate, in the order given; nil for a written name that is an error.
    mutating func decide(_ candidates: [Candidate], diagnostics: inout [Diagnostic]) -> [String?] {
        var result = [String?](repeating: nil, count: candidates.count)
        for (index, candidate) in candidates.enumerated() where candidate.written {
            if let reason = reserved[candidate.name] ?? Reserved.memberTypeNames[candidate.name] {
                let finding = NamingFinding.reservedMemberName(candidate.owner, name: candidate.name, reason: reason,
                                                               fix: candidate.fix, in: membersOf)
                diagnostics.append(Diagnostic(.error, .naming(finding), at: candidate.location))
            } else if let first = taken[candidate.name] {
                let finding = NamingFinding.memberNameTaken(candidate.owner, name: candidate.name, scope: what,
                                                            by: first.owner, fix: candidate.fix, in: membersOf)
                let note = Diagnostic.Note(.naming(.memberHere(first.owner, in: membersOf)), at: first.location)
                diagnostics.append(Diagnostic(.error, .naming(finding), at: candidate.location, notes: [note]))
            } else {
                taken[candidate.name] = (candidate.owner, candidate.location)
                result[index] = candidate.name
            }
        }
        var later: [Int] = []
        let derived = candidates.indices.filter { !candidates[$0].written && candidates[$0].unchanged }
            + candidates.indices.filter { !candidates[$0].written && !candidates[$0].unchanged }
        for index in derived {
            let candidate = candidates[index]
            if isFree(candidate.name) {
                taken[candidate.name] = (candidate.owner, candidate.location)
                result[index] = candidate.name
            } else {
                later.append(index)
            }
        }
        for index in later.sorted() {
            let name = free(candidates[index].name)
            taken[name] = (candidates[index].owner, candidates[index].location)
            result[index] = name
        }
        return result
    }

    /// A derived name of its own, outside the candidates (`selfValue`): the name, or it renamed by the rule.
    mutating func claim(_ name: String, owner: NamingFinding.Named, at location: Location) -> String {
        let name = isFree(name) ? name : free(name)
        taken[name] = (owner, location)
        return name
    }

    private func isFree(_ name: String) -> Bool {
        taken[name] == nil && reserved[name] == nil && Reserved.memberTypeNames[name] == nil
    }

    /// `name` + suffix, or + suffix + 2, 3, …: the first that is free.
    private func free(_ name: String) -> String {
        let base = name + suffix
        if isFree(base) { return base }
        var number = 2
        while !isFree(base + String(number)) { number += 1 }
        return base + String(number)
    }
}
