import Diagnostics

/// A published diagnostic with did-you-mean suggestions: each is a quick fix replacing its range.
struct SuggestedFix: Equatable {
    var range: LSPRange
    /// The message as published (how the client sends the diagnostic back).
    var message: String
    var suggestions: [String]
    /// The LSP diagnostic as published.
    var published: JSON
}

extension LanguageServer {
    /// `textDocument/codeAction`: for each diagnostic of the request's context that the last
    /// render published with did-you-mean suggestions (matched by range and message), one
    /// quick fix per suggestion, replacing the diagnostic's range with it. A request without
    /// diagnostics in its context gets the fixes of the published ones its range touches.
    func codeActions(_ params: JSON?) throws(RequestError) -> JSON {
        guard let uri = Self.documentURI(params), let range = LSPRange(json: params?["range"]) else {
            throw .invalidParams("textDocument.uri and range are required")
        }
        guard let document = documents[uri] else { throw .invalidParams("\(uri) is not open") }
        let asked = params?["context"]?["diagnostics"]?.arrayValue ?? []
        var fixes: [(SuggestedFix, JSON)] = []
        if asked.isEmpty {
            for fix in document.suggestedFixes where Self.touches(fix.range, range) {
                fixes.append((fix, fix.published))
            }
        } else {
            for diagnostic in asked {
                guard let diagnosticRange = LSPRange(json: diagnostic["range"]), let message = diagnostic["message"]?.stringValue,
                      let fix = document.suggestedFixes.first(where: { $0.range == diagnosticRange && $0.message == message }) else { continue }
                fixes.append((fix, diagnostic))
            }
        }
        var actions: [JSON] = []
        for (fix, diagnostic) in fixes {
            for suggestion in fix.suggestions {
                let edit: JSON = .object([("changes", .object([(uri, .array([.object([("range", fix.range.json), ("newText", .string(suggestion))])]))]))])
                var members: [(String, JSON)] = [
                    ("title", .string("Change to \(suggestion)")), ("kind", "quickfix"), ("diagnostics", .array([diagnostic])),
                ]
                if fix.suggestions.count == 1 { members.append(("isPreferred", true)) }
                members.append(("edit", edit))
                actions.append(.object(members))
            }
        }
        return .array(actions)
    }

    /// Whether two ranges overlap or touch (a cursor at either end of a diagnostic counts).
    static func touches(_ a: LSPRange, _ b: LSPRange) -> Bool {
        func less(_ x: LSPPosition, _ y: LSPPosition) -> Bool { (x.line, x.character) < (y.line, y.character) }
        return !less(a.end, b.start) && !less(b.end, a.start)
    }
}
