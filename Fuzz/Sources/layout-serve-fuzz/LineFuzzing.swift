import Diagnostics
import LayoutEngine
import LayoutServe
import Project
import Server

/// Bytes from a line-protocol client, cut into reads at NUL bytes; the first byte chooses tight
/// limits (lines of 64 bytes) or the server's own. Every command's pattern is checked and matched
/// and every device specification parsed, as the server does on receipt.
enum LineFuzzing {
    static let paths = ["Screens/Home.xml", "A.xml", "Shared/Deep/Card.xml", ""]

    static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        var configuration = ServerConfiguration()
        if first & 1 == 1 { configuration.maxLineBytes = 64 }
        for outcome in ClientInput.commands(in: Array(bytes.dropFirst()).parts(), configuration: configuration) {
            guard case let .command(command) = outcome else { continue }
            switch command {
            case let .device(specification): _ = try? Device.parse(specification)
            case let .state(_, overrides): _ = overrides.encoded
            default: break
            }
            if let pattern = command.patternArgument { match(pattern) }
        }
    }

    /// Checks a pattern as the server does and, if it passes, matches it against a few paths.
    static func match(_ text: String) {
        guard TemplatePattern.problem(with: text) == nil else { return }
        let pattern = TemplatePattern(text)
        for path in paths + [text] { _ = pattern.matches(path) }
    }
}
