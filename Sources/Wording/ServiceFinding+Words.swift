import SpecModel

extension ServiceFinding {
    /// The finding in words.
    var words: String {
        switch self {
        case .differs(let setting, let service):
            "'\(setting.rawValue)' of service '\(service)' differs from the one another of its files gives; "
                + "give it once, or alike in each file"
        case .givenHere(let setting, let service):
            "'\(setting.rawValue)' of service '\(service)' is given here"
        }
    }
}
