import ArgumentParser
import Diagnostics
import LayoutServe
import Project

/// `layout-serve strings DIR`: the `strings.` keys in use, and what each `.strings` file lacks.
public struct StringsCommand: StatusCommand {
    public static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "List the localized-string keys the documents use, and keys missing from or unused in the .strings files.",
        discussion: """
            Reads every document of DIR (honouring .layout-ignore and the built-in ignores) for \
            the localized-string keys it names — in a Layout template {strings.Key}, \
            {`strings.Some key`} or a format function strings.Key(n), as Layout's LayoutTool \
            reads them; in a MarkupKit document @key values; in a SwiftLayout file the literal \
            keys of NSLocalizedString and String(localized:) — then reads each .strings file the \
            project uses (layout-serve.json "strings", else every Localizable.strings) on its own. \
            A key counts in the file that names it, not in the files that include that file.

            Examples:
              layout-serve strings Examples
              layout-serve strings . --format json

            Text: a line per key with the templates naming it, then a line per .strings file \
            with its missing and unused keys. JSON: {"keys":[{"key","files"}…], \
            "files":[{"file","defined","missing","unused"}…], "undefined":[…], \
            "unreadable":[{"file","reason"}…], "problems":[DIAGNOSTIC…]}.

            Exit status: 0 every key in use is in every file, 1 a key is missing, \
            2 could not run, 64 usage.
            """
    ).subcommand

    @Argument(help: "The project folder.")
    public var directory: String

    @Option(name: .long, help: "Output format: text or json.")
    public var format: TextOrJSON = .text

    public init() {}

    public func execute(output: some CommandOutput) -> Int32 {
        guard let project = ProjectLoader.open(directory, reportingTo: output) else { return ExitStatus.couldNotRun }
        let report = StringsReport(project: project)
        switch format {
        case .json:
            output.write(report.json.encoded + "\n")
        case .text:
            for diagnostic in report.diagnostics { output.writeError(diagnostic.formatted + "\n") }
            output.write(report.text)
        }
        return report.hasMissingKeys ? ExitStatus.failure : ExitStatus.success
    }
}
