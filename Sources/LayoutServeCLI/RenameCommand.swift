import ArgumentParser
import Foundation
import LayoutServe
import TemplateTools

/// `layout-serve rename OLD NEW [DIR]`: a name changed across a project's Layout templates
/// and `.strings` files, in place.
public struct RenameCommand: StatusCommand {
    public static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a class, id, outlet, strings key or variable across a project's Layout templates and .strings files.",
        discussion: """
            Finds OLD in every Layout template and .strings file of the project in DIR \
            (default: the current folder; .layout-ignore and the built-in ignores are honoured) \
            and replaces it with NEW where it is used as:
              class     an element <OLD>…</OLD>
              id        id="OLD" and #OLD.… references in expressions
              outlet    outlet="OLD" (the Swift property it binds to is yours to rename)
              key       strings.OLD in expressions and "OLD" = …; in .strings files
              variable  OLD and OLD.… in expressions, <param name="OLD"> and <macro name="OLD">
            Every kind is renamed unless --kind names some. Only the name's characters \
            change: indentation, attribute order, comments and entities stay as written, and \
            each file keeps its encoding.

            Examples:
              layout-serve rename ProfileHeader AccountHeader Screens
              layout-serve rename --kind key welcome.title home.title
              layout-serve rename --dry-run avatar photo

            Prints each occurrence as file:line:column: kind OLD → NEW, then "renamed N \
            occurrences in M files" on standard error. The rename is all or nothing: if a file \
            cannot be read (malformed XML, a .strings syntax error) or NEW is taken (an id, \
            outlet, declaration or key of that name already exists where OLD is renamed), \
            each problem is reported and no file is written.

            Exit status: 0 renamed (or, with --dry-run, would rename), 1 OLD was not found, a \
            problem stopped the rename or a file could not be written, 2 DIR cannot be read, \
            64 usage (NEW not a valid name for a --kind given).
            """
    ).subcommand

    @Flag(name: .long, help: "Print what would be renamed, writing nothing.")
    public var dryRun = false

    @Option(name: .long, help: "Only these kinds, comma-separated: class, id, outlet, key, variable.")
    public var kind: [String] = []

    @Argument(help: "The name used now.")
    public var old: String

    @Argument(help: "The name to use instead.")
    public var new: String

    @Argument(help: "The project folder.")
    public var directory: String = "."

    public init() {}

    public func validate() throws {
        let kinds = try requestedKinds()
        guard old != new else { throw ValidationError("OLD and NEW are the same name: '\(old)'") }
        guard !kind.isEmpty else { return }
        for kind in kinds.sorted() {
            if let problem = Renaming(old: old, new: new, kinds: [kind]).problem(for: kind) {
                throw ValidationError("cannot rename as --kind \(kind.rawValue): \(problem)")
            }
        }
    }

    public func execute(output: some CommandOutput) -> Int32 {
        let kinds: Set<RenameKind>
        do {
            kinds = try requestedKinds()
        } catch {
            output.writeError("error: \(error)\n")
            return ExitStatus.usage
        }
        let plan: ProjectRenaming
        do {
            plan = try ProjectRenaming(Renaming(old: old, new: new, kinds: kinds), root: directory)
        } catch {
            output.writeError("error: \(error.message)\n")
            return ExitStatus.couldNotRun
        }
        let prefix = directory == "." ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
        for change in plan.changes {
            for edit in change.edits {
                output.write("\(prefix)\(change.file):\(edit.position): \(edit.kind.noun) \(old) → \(new)\n")
            }
        }
        guard plan.canWrite else {
            for problem in plan.problems { output.writeError(prefix + problem + "\n") }
            output.writeError("nothing was renamed\n")
            return ExitStatus.failure
        }
        let occurrences = plan.changes.reduce(0) { $0 + $1.edits.count }
        guard occurrences > 0 else {
            let nouns = kinds.sorted().map(\.noun)
            let list = nouns.count == 1 ? nouns[0] : nouns.dropLast().joined(separator: ", ") + " or " + nouns.last!
            output.writeError("no \(list) named '\(old)' in \(plan.filesRead) file\(plan.filesRead == 1 ? "" : "s")\n")
            return ExitStatus.failure
        }
        let files = "\(plan.changes.count) file\(plan.changes.count == 1 ? "" : "s")"
        let count = "\(occurrences) occurrence\(occurrences == 1 ? "" : "s") in \(files)"
        if dryRun {
            output.writeError("would rename \(count) (--dry-run: nothing written)\n")
            return ExitStatus.success
        }
        let failures = plan.write()
        for failure in failures { output.writeError(prefix + failure + "\n") }
        output.writeError("renamed \(count)\n")
        return failures.isEmpty ? ExitStatus.success : ExitStatus.failure
    }

    private func requestedKinds() throws -> Set<RenameKind> {
        let names = kind.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        guard !names.isEmpty else { return Set(RenameKind.allCases) }
        var kinds: Set<RenameKind> = []
        for name in names {
            guard let kind = RenameKind(rawValue: name) else {
                throw ValidationError("unknown --kind '\(name)': use class, id, outlet, key or variable")
            }
            kinds.insert(kind)
        }
        return kinds
    }
}
