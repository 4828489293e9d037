import ArgumentParser
import Diagnostics
import Expressions
import Foundation
import LayoutEngine
import LayoutServe
import Project
import SwiftLayoutCode

/// `layout-serve render FILE`: lay out one template and print the frame tree.
public struct RenderCommand: StatusCommand {
    public static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one template: print its frame tree, or its errors.",
        discussion: """
            The template's project is the nearest folder above it holding a layout-serve.json \
            (else its own folder): includes, strings and the configuration come from there.

            Examples:
              layout-serve render Examples/Screens/Home.xml --format tree
              layout-serve render Home.xml --device iphone-se --state '{"isLoggedIn": true}'
              layout-serve render Home.xml --device 320x568@2 --layout-mode new
              layout-serve render Home.xml --variant iphone-se,AX3,rtl,lang=fr
              layout-serve render Home.xml --format swiftlayout --export-mode edges
              layout-serve render Examples/SwiftLayout/ProfileViewController.swift --format swiftlayout-tree

            --format json prints the protocol's render (or error) object; --format tree an \
            indented outline with frames. --format swiftlayout prints the layout, whatever its \
            format, as a Swift file of SwiftLayout code (the views declared, then \
            root.sl.sublayout { … } as SwiftLayout's ViewPrinter writes it) that renders back to \
            the same frames: from the layout's constraints (EverLayout, MarkupKit, SwiftLayout), \
            else from its frames; --export-mode picks: constraints, absolute (top, leading, \
            width, height), edges (top, height, leading and trailing insets) or edges-all (four \
            insets). --format swiftlayout-tree prints the layout's value tree as SwiftLayout's \
            LayoutPrinter does, anchors included and views by name: a SwiftLayout file's own \
            tree, else the tree of the code --format swiftlayout prints. Errors print \
            compiler-style on standard error.
            --repeat N measures a render as a running server does it: the first render of a \
            process also pays for the process's start (code paged in, tables built), so N \
            more renders follow, each from scratch (the file read, claimed by its format and \
            parsed again, nothing kept), and their median and fastest times are reported.
            --variant renders a variant: comma-separated items, each at most once — a device \
            (a preset or WIDTHxHEIGHT[@SCALE], instead of --device), a text size (xS, S, M, L \
            (the default), xL, xxL, xxxL, AX1 … AX5, or UIKit's names such as \
            accessibilityExtraLarge), ltr or rtl, lang=CODE (that .lproj's strings first) and \
            pseudo (every localised string accented, bracketed and 40 % longer) (docs/AUDITS.md).
            Exit status: 0 rendered, 1 the template has errors, 2 it could not be read, 64 usage.
            """
    ).subcommand

    @Argument(help: "The template file.")
    public var file: String

    @OptionGroup public var layout: LayoutArguments

    @Option(name: .long, help: ArgumentHelp(
        "A variant: device, text size (xS … xxxL, AX1 … AX5), ltr or rtl, lang=CODE, pseudo, comma-separated (iphone-se,AX3,rtl).",
        valueName: "V"))
    public var variant: String?

    @Option(name: .long, help: ArgumentHelp("A JSON object of state for this render.", valueName: "JSON"))
    public var state: String?

    @Option(name: .long, help: ArgumentHelp("A JSON object of constants for this render.", valueName: "JSON"))
    public var constants: String?

    @Option(name: .long, help: "Output format: json, tree, swiftlayout or swiftlayout-tree.")
    public var format: RenderFormat = .json

    @Option(name: .long, help: ArgumentHelp(
        "With --format swiftlayout: constraints, absolute, edges or edges-all (default: constraints when the layout has them, else absolute).",
        valueName: "mode"))
    public var exportMode: ExportMode?

    @Option(name: .long, help: ArgumentHelp(
        "Render the file N more times, each from scratch, and report their median and fastest total in timing.repeat (json) or on standard error.",
        valueName: "N"))
    public var `repeat`: Int = 0

    public init() {}

    public func execute(output: some CommandOutput) -> Int32 {
        if exportMode != nil, format != .swiftlayout, format != .swiftlayoutTree {
            output.writeError("error: --export-mode only applies to --format swiftlayout and swiftlayout-tree\n")
            return ExitStatus.usage
        }
        let root = ProjectLoader.root(containing: file)
        // One render: a file is read once, for the format's claim and the render alike.
        guard let project = ProjectLoader.open(root, reportingTo: output, readingOnce: true) else { return ExitStatus.couldNotRun }
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: absolute) else {
            output.writeError("error: no such file: \(file)\n")
            return ExitStatus.couldNotRun
        }
        let path = String(absolute.dropFirst(project.root.count + (project.root == "/" ? 0 : 1)))
        let device: Device?
        let stateValues: [String: Value]
        let constantValues: [String: Value]
        let renderVariant: RenderVariant
        let presets = project.renderer.configuration.devices
        switch layout.resolvedDevice(presets: presets).flatMap({ found in
            VariantArguments.parse(variant, option: "--variant", matrix: false, device: layout.device, presets: presets).map { (found, $0[0]) }
        }) {
        case let .success((value, parsed)):
            device = VariantArguments.device(of: parsed, fallback: value, presets: presets)
            renderVariant = parsed
        case let .failure(error):
            output.writeError("error: \(error.message)\n")
            return ExitStatus.usage
        }
        do {
            stateValues = try EvalCommand.values(fromJSON: state, option: "--state")
            constantValues = try EvalCommand.values(fromJSON: constants, option: "--constants")
        } catch {
            output.writeError("error: \(error.message)\n")
            return ExitStatus.usage
        }
        guard (0...100_000).contains(`repeat`) else {
            output.writeError("error: --repeat takes a count from 0 to 100000, not \(`repeat`)\n")
            return ExitStatus.usage
        }
        // The render and its output grow the heap: another processor faults it in meanwhile.
        let size = (try? FileManager.default.attributesOfItem(atPath: absolute)[.size] as? Int) ?? 0
        let population = ProcessHeap.populateAhead(inputBytes: size)
        defer { population?.stop() }
        var outcome = project.renderer.render(path, device: device, mode: layout.layoutMode, state: stateValues, constants: constantValues,
                                              variant: renderVariant)
        defer { ProcessExit.keep(project, outcome) }
        if `repeat` > 0 {
            // The repeats measure renders in a heap already grown.
            population?.stop()
            // Timed whole, as a server meets a file it has not seen: the format's claim (which may
            // parse the file, and keep the parse for the render) and the render itself.
            let totals = (0..<`repeat`).map { _ in
                // Its files read once and trusted, as the server's sources trust what they read
                // until the watcher reports a change (the CLI's read a file at every use).
                let renderer = project.renderer.fresh(trustingReads: true)
                let start = DispatchTime.now().uptimeNanoseconds
                let outcome = renderer.render(path, device: device, mode: layout.layoutMode, state: stateValues, constants: constantValues,
                                              variant: renderVariant)
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                // Freed after the clock stops (Swift may free a value right after its last use):
                // a server keeps what it rendered, and frees it later, off the way to its clients.
                withExtendedLifetime((renderer, outcome)) {}
                return elapsed
            }
            outcome.timing.repeats = RenderOutcome.Repeats(totals: totals)
        }
        guard project.renderer.isTemplate(path) else {
            // What the file is instead (ignored, the configuration, another kind of file), or
            // the format's own error for a file of its extension that is not its document.
            for error in outcome.errors { output.writeError(error.range == nil ? "error: \(error.message)\n" : error.formatted + "\n") }
            return ExitStatus.couldNotRun
        }
        switch format {
        case .json:
            output.write(bytes: outcome.encodedEventLine(revision: 1))
        case .tree:
            if let tree = outcome.tree { output.write(tree.outline()) }
            if let repeats = outcome.timing.repeats {
                output.writeError(String(format: "rendered %d more times: median %.3f ms, fastest %.3f ms (first %.3f ms)\n",
                                         repeats.totals.count, repeats.median, repeats.minimum, outcome.timing.total))
            }
            for diagnostic in outcome.errors + outcome.warnings { output.writeError(diagnostic.formatted + "\n") }
        case .swiftlayout:
            for diagnostic in outcome.errors + outcome.warnings { output.writeError(diagnostic.formatted + "\n") }
            switch SwiftLayoutExport.code(for: outcome, mode: exportMode, catalog: project.renderer.context.catalog) {
            case let .success(code): output.write(code)
            case .failure(.notRendered): break
            case let .failure(failure):
                output.writeError("error: \(failure.message)\n")
                return ExitStatus.usage
            }
        case .swiftlayoutTree:
            for diagnostic in outcome.errors + outcome.warnings { output.writeError(diagnostic.formatted + "\n") }
            switch SwiftLayoutTree.text(for: outcome, mode: exportMode, in: project.renderer) {
            case let .success(text): output.write(text)
            case .failure(.notRendered): break
            case let .failure(failure):
                output.writeError("error: \(failure.message)\n")
                return ExitStatus.usage
            }
        }
        return outcome.hasErrors ? ExitStatus.failure : ExitStatus.success
    }
}

/// `render --format json|tree|swiftlayout|swiftlayout-tree`.
public enum RenderFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case json
    case tree
    case swiftlayout
    case swiftlayoutTree = "swiftlayout-tree"
}

extension ExportMode: ExpressibleByArgument {}
