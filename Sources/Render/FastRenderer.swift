/// Renders `FastTemplate` nodes with swift-mustache 2.1.1's rules: a name is looked up from the innermost
/// context outwards; a list section renders once per element, a `true` section once, a text section once with
/// the text as context; an inverted section renders for a missing value, `false` or an empty list; variables
/// print texts (HTML-escaped unless the content type is TEXT) and flags as `true`/`false`.
struct FastRenderer {
    enum Context {
        case view(any TemplateView)
        case text(String)
        /// An empty list an inverted section pushed: it has no keys.
        case empty
    }

    private enum Found {
        case value(TemplateValue)
        case context(Context)
    }

    var stack: [Context]
    private(set) var output = ""

    init(stack: [Context]) {
        self.stack = stack
    }

    /// False when a node meets something swift-mustache would print differently (a list or a view as a
    /// variable, a section over `{{.}}` of an empty list).
    mutating func render(_ nodes: [FastTemplate.Node], html: Bool) -> Bool {
        var html = html
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .contentType(let isHTML):
                html = isHTML
            case .variable(let name, let escaped):
                switch find(name) {
                case nil: break
                case .value(.text(let text)), .context(.text(let text)):
                    output += escaped && html ? Self.htmlEscaped(text) : text
                case .value(.flag(let flag)):
                    output += flag ? "true" : "false"
                default:
                    return false
                }
            case .section(let name, let inner, let inverted):
                guard section(find(name), inner, inverted: inverted, html: html) else { return false }
            }
        }
        return true
    }

    private mutating func section(_ found: Found?, _ inner: [FastTemplate.Node], inverted: Bool, html: Bool) -> Bool {
        switch found {
        case nil:
            return inverted ? render(inner, html: html) : true
        case .value(.flag(let flag)):
            return flag != inverted ? render(inner, html: html) : true
        case .value(.text(let text)), .context(.text(let text)):
            return inverted ? true : rendered(inner, in: .text(text), html: html)
        case .context(.view(let view)):
            return inverted ? true : rendered(inner, in: .view(view), html: html)
        case .value(.texts(let texts)):
            if texts.isEmpty { return inverted ? rendered(inner, in: .empty, html: html) : true }
            return inverted || texts.allSatisfy { rendered(inner, in: .text($0), html: html) }
        case .value(.views(let views)):
            if views.isEmpty { return inverted ? rendered(inner, in: .empty, html: html) : true }
            return inverted || views.allSatisfy { rendered(inner, in: .view($0), html: html) }
        case .context(.empty):
            return false
        }
    }

    private mutating func rendered(_ nodes: [FastTemplate.Node], in context: Context, html: Bool) -> Bool {
        stack.append(context)
        defer { stack.removeLast() }
        return render(nodes, html: html)
    }

    /// Only views have keys: swift-mustache finds none in a text, a flag or a list (their mirrors have no
    /// labelled children), so a dotted name stops at anything but a view.
    private func find(_ name: FastTemplate.Name) -> Found? {
        let components: [String]
        let lowest: Int
        switch name {
        case .innermost(let names):
            components = names
            lowest = stack.count - 1
        case .search(let names):
            components = names
            lowest = 0
        }
        guard let first = components.first else { return stack.last.map(Found.context) }
        var index = stack.count - 1
        while index >= lowest {
            if case .view(let view) = stack[index], let value = view.templateValue(first) {
                return components.count == 1 ? .value(value) : nil
            }
            index -= 1
        }
        return nil
    }

    private static func htmlEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
