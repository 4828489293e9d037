import ArgumentParser
import Foundation
import LayoutServe

/// `layout-serve format [--check] PATH…`: Layout templates rewritten in LayoutTool's form.
public struct FormatCommand: StatusCommand {
    public static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite Layout templates in the canonical form Layout's LayoutTool writes, or check that they are.",
        discussion: """
            Formats each Layout template named, and every Layout template of each folder named \
            (honouring .layout-ignore and the built-in ignores; MarkupKit documents and other \
            formats' files are left alone): attributes in LayoutTool's order and wrapping, \
            expressions spaced as LayoutTool spaces them. Formatting is idempotent.

            Examples:
              layout-serve format Examples
              layout-serve format --check Screens/Home.xml Shared

            Prints the name of each template it rewrites (with --check: each it would rewrite, \
            writing nothing), then "formatted N of M templates" (or "N of M templates need \
            formatting") on standard error. A template that cannot be formatted (malformed XML, \
            an attribute that does not parse) is reported and left as it is.

            Exit status: 0 every template is formatted (or was), 1 --check found one to rewrite \
            or a template could not be formatted, 2 a path cannot be read, 64 usage.
            """
    ).subcommand

    @Flag(name: .long, help: "Write nothing; list the templates that are not formatted and exit 1 if there is one.")
    public var check = false

    @Argument(help: "Layout templates, or folders to find them in.")
    public var paths: [String]

    public init() {}

    public func execute(output: some CommandOutput) -> Int32 {
        let templates: [TemplateFormatting.Template]
        do {
            templates = try TemplateFormatting.templates(in: paths)
        } catch {
            output.writeError("error: \(error.message)\n")
            return ExitStatus.couldNotRun
        }
        var changed = 0, failed = false
        for template in templates {
            guard let data = FileManager.default.contents(atPath: template.path) else {
                output.writeError("\(template.name): error: cannot read the file\n")
                failed = true
                continue
            }
            switch TemplateFormatting.format(String(decoding: data, as: UTF8.self)) {
            case .unchanged:
                continue
            case let .failed(reason):
                output.writeError("\(template.name): error: \(reason)\n")
                failed = true
            case let .changed(text):
                changed += 1
                output.write(template.name + "\n")
                if check { continue }
                do {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: template.path), options: .atomic)
                } catch {
                    output.writeError("\(template.name): error: cannot write the file: \(error.localizedDescription)\n")
                    failed = true
                }
            }
        }
        let count = "\(changed) of \(templates.count) template\(templates.count == 1 ? "" : "s")"
        output.writeError(check ? "\(count) need formatting\n" : "formatted \(count)\n")
        return failed || (check && changed > 0) ? ExitStatus.failure : ExitStatus.success
    }
}
