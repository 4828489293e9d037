import ArgumentParser
import Foundation
import LayoutEngine
import LayoutServe
import Project

/// `layout-serve snapshot [DIR] [--update] [--check] [--variants MATRIX]`: frame snapshots, compared in CI.
public struct SnapshotCommand: StatusCommand {
    public static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Compare every template's frame tree with its snapshot in __snapshots__ (or snapshots.directory), or write them.",
        discussion: """
            Renders every template of DIR (default: the current folder) as check does and \
            compares each with __snapshots__/TEMPLATE.DEVICE.txt: the frame tree as text, one \
            line per view (class#id, frame in its superview on the device's pixel grid, the \
            text it draws), which a pull request shows as an ordinary diff. --variants \
            renders every template in each variant of a matrix — comma-separated axes of \
            |-separated alternatives: devices, text sizes (xS … xxxL, AX1 … AX5), ltr|rtl, \
            lang=CODE, pseudo — into one file each, named by the variant \
            (__snapshots__/Home.xml.iphone-se,AX3,rtl.txt; docs/AUDITS.md). Without it, the \
            matrix of "audit": {"variants": MATRIX} in layout-serve.json, if any (--device \
            replaces its devices). "snapshots": {"directory": "Tests/__snapshots__"} in \
            layout-serve.json keeps them in another folder inside the project.

            Examples:
              layout-serve snapshot Examples             # write the missing ones, show changes
              layout-serve snapshot --check .            # CI: write nothing, fail on any difference
              layout-serve snapshot --update --device iphone-se .
              layout-serve snapshot --variants 'iphone-se|ipad,L|AX3,ltr|rtl' .

            A missing snapshot is written (with --check: reported). A changed one is printed \
            as a unified diff (old snapshot, then the render now) and left as it is unless \
            --update rewrites it. A snapshot of the device whose template no longer renders \
            is reported (--update deletes it). Standard error ends with "N snapshots: S same, \
            C changed, W written, O without a template".

            Exit status: 0 every snapshot matches (or was written or updated), 1 a snapshot \
            differs, is missing under --check or has no template, 2 DIR cannot be read or a \
            snapshot cannot be written, 64 usage.
            """
    ).subcommand

    @Flag(name: .long, help: "Rewrite changed snapshots and delete those without a template.")
    public var update = false

    @Flag(name: .long, help: "Write nothing: a missing snapshot fails too (for CI).")
    public var check = false

    @OptionGroup public var layout: LayoutArguments

    @Option(name: .long, help: ArgumentHelp(
        "Snapshot every variant of a matrix: axes of |-separated alternatives, comma-separated (iphone-se|ipad,L|AX3,ltr|rtl,pseudo).",
        valueName: "MATRIX"))
    public var variants: String?

    @Argument(help: "The project folder.")
    public var directory: String = "."

    public init() {}

    public func validate() throws {
        if update && check { throw ValidationError("--update and --check exclude each other") }
    }

    public func execute(output: some CommandOutput) -> Int32 {
        guard let project = ProjectLoader.open(directory, reportingTo: output) else { return ExitStatus.couldNotRun }
        // The process's exit, not the command, frees what the renders made.
        defer { ProcessExit.keep(project) }
        let device: Device?
        let matrix: [RenderVariant]
        let presets = project.renderer.configuration.devices
        switch layout.resolvedDevice(presets: presets).flatMap({ found in
            VariantArguments.matrix(variants, configured: project.renderer.configuration.auditVariants, device: layout.device,
                                    presets: presets).map { (found, $0.variants) }
        }) {
        case let .success((value, parsed)):
            device = value
            matrix = parsed
        case let .failure(error):
            output.writeError("error: \(error.message)\n")
            return ExitStatus.usage
        }
        let snapshots = Snapshots(project: project, device: device, mode: layout.layoutMode, variants: matrix)
        return Self.report(snapshots, update: update, check: check, output: output)
    }

    /// Prints what `snapshots` found, writing and deleting as `update`/`check` say; the exit status.
    static func report(_ snapshots: Snapshots, update: Bool, check: Bool, output: some CommandOutput) -> Int32 {
        if let problem = snapshots.problem {
            output.writeError("error: \(problem)\n")
            return ExitStatus.couldNotRun
        }
        var same = 0, changed = 0, written = 0, failed = false, unwritable = false
        for entry in snapshots.entries {
            switch entry.result {
            case .same:
                same += 1
            case .new(let text):
                if check {
                    output.write("\(entry.file): missing (the snapshot of \(entry.template))\n")
                    failed = true
                } else if let problem = snapshots.write(entry, text: text) {
                    output.writeError("\(entry.file): error: cannot write: \(problem)\n")
                    unwritable = true
                } else {
                    output.write("\(entry.file): written\n")
                    written += 1
                }
            case let .changed(diff, text):
                changed += 1
                output.write(diff)
                if update {
                    if let problem = snapshots.write(entry, text: text) {
                        output.writeError("\(entry.file): error: cannot write: \(problem)\n")
                        unwritable = true
                    } else {
                        written += 1
                    }
                } else {
                    failed = true
                }
            }
        }
        for orphan in snapshots.orphans {
            if update, snapshots.remove(orphan) == nil {
                output.write("\(orphan): deleted (no template renders it)\n")
            } else {
                output.write("\(orphan): no template renders it\n")
                failed = true
            }
        }
        let total = snapshots.entries.count
        output.writeError("\(total) snapshot\(total == 1 ? "" : "s"): \(same) same, \(changed) changed, \(written) written, \(snapshots.orphans.count) without a template\n")
        if unwritable { return ExitStatus.couldNotRun }
        return failed ? ExitStatus.failure : ExitStatus.success
    }
}
