extension Diagnostic {
    /// Compiler-style text: `file:line:col: error: message`, then the caret
    /// excerpt, the suggestions and the include chain, one per line.
    public var formatted: String {
        var location = file ?? "<input>"
        if let range { location += ":\(range.start.line):\(range.start.column)" }
        var text = "\(location): \(severity.rawValue): \(message)"
        if let excerpt { text += "\n" + excerpt }
        if let note = suggestionNote { text += "\nnote: \(note)" }
        for note in notes { text += "\nnote: \(note.message)" + (note.location.map { " (\($0))" } ?? "") }
        for include in includeChain { text += "\nnote: included from \(include)" }
        return text
    }

    /// "did you mean …?" for the suggestions, as the Red Box words it.
    public var suggestionNote: String? {
        switch suggestions.count {
        case 0: return nil
        case 1: return "did you mean \(suggestions[0])?"
        default: return "did you mean one of: \(suggestions.joined(separator: ", "))?"
        }
    }

    /// The protocol's DIAGNOSTIC object (docs/PROTOCOL.md). Optional fields
    /// without a value are left out.
    public var json: JSON {
        var members: [(String, JSON)] = [
            ("severity", .string(severity.rawValue)),
            ("message", .string(message)),
        ]
        if let file { members.append(("file", .string(file))) }
        if let range {
            members.append(("line", .number(Double(range.start.line))))
            members.append(("column", .number(Double(range.start.column))))
            members.append(("end_line", .number(Double(range.end.line))))
            members.append(("end_column", .number(Double(range.end.column))))
        }
        if let node { members.append(("node", .string(node))) }
        if let attribute { members.append(("attribute", .string(attribute))) }
        if let expression { members.append(("expression", .string(expression))) }
        members.append(("suggestions", .array(suggestions.map(JSON.string))))
        if !includeChain.isEmpty { members.append(("include_chain", .array(includeChain.map(JSON.string)))) }
        if let excerpt { members.append(("excerpt", .string(excerpt))) }
        if !notes.isEmpty { members.append(("notes", .array(notes.map(\.json)))) }
        return .object(members)
    }
}

extension Diagnostic.Note {
    /// `{"message", "file", "line", "column", "end_line", "end_column"}`, absent fields left out.
    public var json: JSON {
        var members: [(String, JSON)] = [("message", .string(message))]
        if let file { members.append(("file", .string(file))) }
        if let range {
            members.append(("line", .number(Double(range.start.line))))
            members.append(("column", .number(Double(range.start.column))))
            members.append(("end_line", .number(Double(range.end.line))))
            members.append(("end_column", .number(Double(range.end.column))))
        }
        return .object(members)
    }
}
