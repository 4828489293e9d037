import ArgumentParser
import Diagnostics
import Foundation

/// `layout-serve`: the root command. Subcommands live in their own files.
public struct LayoutServeCommand: ParsableCommand {
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "layout-serve",
        abstract: "A live-reload server and checker for iOS layouts: Layout templates, EverLayout, MarkupKit and SwiftLayout.",
        discussion: """
            Templates are XML files in the style of the iOS Layout framework: an element is a \
            view class (<UILabel>), an attribute is an expression (top="previous.bottom + 20"). \
            layout-serve evaluates every expression and computes every frame itself, with no UIKit.
            """,
        version: version,
        subcommands: [ServeCommand.self, EvalCommand.self, RenderCommand.self, CheckCommand.self, StringsCommand.self, FormatCommand.self, RenameCommand.self, SnapshotCommand.self, ReloadCommand.self, SubscribeCommand.self, LSPCommand.self],
        defaultSubcommand: ServeCommand.self
    )

    public init() {}

    /// Runs the command line; a first word that is neither a command, an option nor a path but
    /// is close to a command's name (`rendr x.xml`) is taken for a typo of it, not for the
    /// folder `serve` would look for.
    public static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let message = mistypedCommand(arguments, exists: { FileManager.default.fileExists(atPath: $0) }) {
            FileHandle.standardError.write(Data(message.utf8))
            Foundation.exit(ExitStatus.usage)
        }
        if var command = namedCommand(arguments) {
            do {
                try command.run()
                Foundation.exit(ExitStatus.success)
            } catch {
                exit(withError: error)
            }
        }
        main(arguments)
    }

    /// The command `arguments` name first, parsed on its own — not as one of the root's eleven
    /// subcommands, whose every option the argument parser reflects and describes before it
    /// looks at the first word (`render` of a small file ran 82 M instructions, 33 M of them in
    /// the parser; parsing the command alone saves 8.5 M). Nil when the first word names no command
    /// or the rest does not parse: the root parses `arguments` again, and help, version, usage
    /// errors and completions come out as always.
    public static func namedCommand(_ arguments: [String]) -> ParsableCommand? {
        guard let first = arguments.first,
              let type = configuration.subcommands.first(where: { $0.configuration.commandName == first }) else { return nil }
        let rest = Array(arguments.dropFirst())
        guard !rest.contains(where: { $0 == "-h" || $0 == "--help" || $0.hasPrefix("--generate-completion") || $0.hasPrefix("--experimental") }) else {
            return nil
        }
        return try? type.parseAsRoot(rest)
    }

    /// The error for a mistyped command name, or nil when `arguments` do not start with one.
    public static func mistypedCommand(_ arguments: [String], exists: (String) -> Bool) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !first.contains("/"), !first.contains(".") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(first), !exists(first),
              let match = Suggestions.bestMatches(for: first, in: names, limit: 1).first else { return nil }
        return "error: \(first) is not a command (nor a folder here): did you mean '\(match)'? (layout-serve --help lists them)\n"
    }
}

extension CommandConfiguration {
    /// A subcommand's configuration, naming `layout-serve` as its super-command. Parsed alone
    /// (`LayoutServeCommand.namedCommand`), a command without one is taken for a root, and the
    /// argument parser first tries the whole line as two completion-script commands of its own
    /// (3.3 M of a small render's 53 M instructions). In the root's tree, where help, errors and
    /// completions are made, the root's name comes first as before.
    var subcommand: CommandConfiguration {
        var configuration = self
        configuration._superCommandName = "layout-serve"
        return configuration
    }
}
