import Diagnostics

/// Parses one line of the line protocol into a `Command`. Pure: no I/O, no state.
public enum CommandParser {
    /// The command on `line`, nil for a blank line (ignored, so hand-typed sessions can breathe).
    public static func parse(_ line: String) throws(CommandError) -> Command? {
        let text = line.trimmingBlanks()
        guard !text.isEmpty else { return nil }
        let split = text.firstIndex { $0 == " " || $0 == "\t" } ?? text.endIndex
        let word = text[..<split]
        let argument = String(text[split...]).trimmingBlanks()
        let keyword = word.uppercased()
        switch keyword {
        case "SUBSCRIBE", "UNSUBSCRIBE":
            guard !argument.isEmpty else {
                throw CommandError("\(keyword) expects a PATTERN (a project-relative path or glob)")
            }
            guard keyword == "SUBSCRIBE" else { return .unsubscribe(pattern: argument) }
            // A last word `patch` (after a blank) asks for patch events; the rest is the pattern.
            if let blank = argument.lastIndex(where: { $0 == " " || $0 == "\t" }),
               argument[argument.index(after: blank)...] == "patch" {
                let pattern = String(argument[..<blank]).trimmingBlanks()
                if !pattern.isEmpty { return .subscribe(pattern: pattern, patch: true) }
            }
            return .subscribe(pattern: argument)
        case "DEVICE":
            guard !argument.isEmpty else { throw CommandError("DEVICE expects a preset name or WIDTHxHEIGHT[@SCALE]") }
            return .device(argument)
        case "VARIANT":
            guard !argument.isEmpty else { throw CommandError("VARIANT expects comma-separated items such as iphone-se,AX3,rtl") }
            return .variant(argument)
        case "STATE":
            return try parseState(argument)
        case "LOAD":
            guard !argument.isEmpty else { throw CommandError("LOAD expects a URL or a project-relative path") }
            return .load(url: argument)
        case "RELOAD":
            return .reload(pattern: argument.isEmpty ? nil : argument)
        case "SYNC", "LIST", "STATUS", "PING", "QUIT":
            guard argument.isEmpty else { throw CommandError("\(keyword) takes no arguments") }
            let simple: [String: Command] = ["SYNC": .sync, "LIST": .list, "STATUS": .status, "PING": .ping, "QUIT": .quit]
            return simple[keyword]
        default:
            throw unknownCommand(String(word))
        }
    }

    private static func parseState(_ argument: String) throws(CommandError) -> Command {
        let usage = "STATE expects a PATH-OR-PATTERN and a JSON object"
        guard let split = argument.firstIndex(where: { $0 == " " || $0 == "\t" }) else { throw CommandError(usage) }
        let target = String(argument[..<split])
        let json: JSON
        do {
            json = try JSON.parse(String(argument[split...]).trimmingBlanks())
        } catch {
            throw CommandError("STATE JSON is invalid: \(error.description)")
        }
        guard case .object = json else { throw CommandError(usage + ", got " + kind(of: json)) }
        return .state(target: target, overrides: json)
    }

    private static func kind(of json: JSON) -> String {
        switch json {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    private static func unknownCommand(_ word: String) -> CommandError {
        let shown = word.count > 40 ? String(word.prefix(40)) + "…" : word
        var message = "unknown command \(shown) (expected one of \(Command.keywords.joined(separator: ", ")))"
        if let suggestion = Suggestions.bestMatches(for: word.uppercased(), in: Command.keywords, limit: 1).first {
            message += "; did you mean \(suggestion)?"
        }
        return CommandError(message)
    }
}
