import Diagnostics
import LayoutEngine

/// One entry of `audit.ignore` in `layout-serve.json`: findings it matches are not reported
/// (docs/AUDITS.md "Ignoring findings"). Every part is optional; an entry matches a finding
/// when each part it has matches.
public struct AuditIgnore: Sendable, CustomStringConvertible {
    /// The rule; nil for every rule.
    public var rule: AuditRule?
    /// A glob over the template checked or the file the view is written in (`Screens/*.xml`).
    public var path: TemplatePattern?
    /// The view as findings name it: its id, its outlet, its class, or the whole name
    /// (`UILabel#title`, `UIButton (saveButton)`).
    public var view: String?

    public init(rule: AuditRule? = nil, path: TemplatePattern? = nil, view: String? = nil) {
        self.rule = rule
        self.path = path
        self.view = view
    }

    /// Whether a finding of `rule` at `node`, in a render of `template`, is ignored.
    public func matches(_ rule: AuditRule, node: RenderedNode, template: String) -> Bool {
        if let own = self.rule, own != rule { return false }
        if let path, !path.matches(template), !path.matches(node.file) { return false }
        if let view, ![node.id, node.outlet, node.className, AuditWalk.name(node)].contains(view) { return false }
        return true
    }

    /// Whether a finding of `rule` about no view the tree has, at `file`, in a render of
    /// `template`, is ignored (an entry naming a view cannot match it).
    public func matches(_ rule: AuditRule, file: String, template: String) -> Bool {
        if let own = self.rule, own != rule { return false }
        if let path, !path.matches(template), !path.matches(file) { return false }
        return view == nil
    }

    public var description: String {
        let parts = [rule.map { "rule \($0.rawValue)" }, path.map { "path \($0.text)" }, view.map { "view \($0)" }]
        return parts.compactMap { $0 }.joined(separator: ", ")
    }

    static let keys = ["rule", "path", "view"]

    /// The `audit.ignore` array; a bad entry throws with the entry's key path, so the error
    /// points at it.
    static func parseList(_ json: JSON, _ fail: (String) -> ConfigurationError) throws(ConfigurationError) -> [AuditIgnore] {
        guard let entries = json.arrayValue else {
            var error = fail(#"ignore must be an array of {"rule", "path", "view"} objects, like [{"rule": "overlap", "path": "Screens/*.xml", "view": "backgroundImage"}]"#)
            error.keyPath = ["audit", "ignore"]
            throw error
        }
        var ignores: [AuditIgnore] = []
        for (index, entry) in entries.enumerated() {
            func failAt(_ key: String?, _ message: String) -> ConfigurationError {
                var error = fail("ignore[\(index)]\(key.map { " \($0)" } ?? ""): \(message)")
                error.keyPath = ["audit", "ignore", String(index)] + (key.map { [$0] } ?? [])
                return error
            }
            guard let members = entry.objectValue else {
                throw failAt(nil, #"must be an object with "rule", "path" and/or "view", not \#(entry.encoded)"#)
            }
            var ignore = AuditIgnore()
            for (key, value) in members {
                switch key {
                case "rule":
                    guard let id = value.stringValue else { throw failAt(key, "must be a rule id string, not \(value.encoded)") }
                    guard let rule = AuditRule(rawValue: id) else { throw failAt(key, AuditRule.unknown(id)) }
                    ignore.rule = rule
                case "path":
                    guard let text = value.stringValue, !text.isEmpty else {
                        throw failAt(key, "must be a project-relative path or glob (Screens/*.xml, **/Cells/*.json), not \(value.encoded)")
                    }
                    if let problem = TemplatePattern.problem(with: text) { throw failAt(key, problem) }
                    ignore.path = TemplatePattern(text)
                case "view":
                    guard let text = value.stringValue, !text.isEmpty else {
                        throw failAt(key, "must be a view's id, outlet or class (title, saveButton, UIImageView), not \(value.encoded)")
                    }
                    ignore.view = text
                default:
                    let near = Suggestions.bestMatches(for: key, in: keys, limit: 1).first
                    throw failAt(key, "unknown key\(near.map { " (did you mean \($0)?)" } ?? "") — an entry has rule, path and view")
                }
            }
            guard ignore.rule != nil || ignore.path != nil || ignore.view != nil else {
                throw failAt(nil, #"names no rule, path or view: it would ignore every finding (turn rules off in "rules" instead)"#)
            }
            ignores.append(ignore)
        }
        return ignores
    }
}

extension AuditRule {
    /// The rule a finding's message starts with (`overlap: …`), nil for any other diagnostic.
    public init?(finding message: String) {
        guard let colon = message.firstIndex(of: ":") else { return nil }
        self.init(rawValue: String(message[..<colon]))
    }

    /// Why `id` is not a rule, with the closest one.
    static func unknown(_ id: String) -> String {
        let near = Suggestions.bestMatches(for: id, in: allCases.map(\.rawValue), limit: 1).first
        return "unknown rule \"\(id)\"\(near.map { " (did you mean \($0)?)" } ?? "") — rules: \(allCases.map(\.rawValue).joined(separator: ", "))"
    }
}
