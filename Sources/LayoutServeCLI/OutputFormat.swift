import ArgumentParser

/// `--format text|json` for commands that print values or diagnostics.
public enum TextOrJSON: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text
    case json
}

/// `check --format`: text and json stream as each template is checked; sarif and junit are
/// one document written at the end (docs/AUDITS.md).
public enum CheckFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case junit
}
