import ArgumentParser

/// `--format text|json` for commands that print values or diagnostics.
public enum TextOrJSON: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text
    case json
}
