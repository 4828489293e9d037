import ArgumentParser
import Diagnostics
import LayoutEngine
import LayoutServe
import Project

/// `layout-serve check DIR`: render every template headless; fail on errors.
public struct CheckCommand: StatusCommand {
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render every template of a project once and report every error (for CI).",
        discussion: """
            Walks DIR honouring .layout-ignore files and the built-in ignores (hidden files, \
            build, *.build, *.app, *.framework, *.xcodeproj, *.xcassets) and renders every \
            document a format claims: Layout templates and MarkupKit documents (.xml), \
            EverLayout layouts (.json), SwiftLayout layouts (.swift).

            Examples:
              layout-serve check Examples
              layout-serve check . --device iphone-se --format json
              layout-serve check Examples --audit
              layout-serve check . --audit --format sarif > audit.sarif
              layout-serve check Examples --audit --variants 'iphone-se|ipad,L|AX3,ltr|rtl,pseudo'

            --audit also reads every frame tree for what looks broken on the device, each \
            finding a warning at the view whose message starts with its rule: text-truncated, \
            text-clipped, overlap, outside-parent, offscreen, under-unsafe-area, touch-target, \
            zero-size; and reports the Auto Layout engine's conflicts (an error by default) and \
            ambiguities as the rules conflict and ambiguous, not as render warnings \
            (docs/AUDITS.md).

            --variants renders every template in each variant of a matrix: comma-separated \
            axes, each with |-separated alternatives — devices, text sizes (xS … xxxL, \
            AX1 … AX5), ltr|rtl, lang=CODE, pseudo — and reports each render's problems with \
            its variant (docs/AUDITS.md). Without it, --audit and --snapshots run the matrix of \
            "audit": {"variants": MATRIX} in layout-serve.json, if any (--device replaces its \
            devices).

            --format text prints each problem compiler-style (file:line:col: error: …) with a \
            caret; --format json prints one render or error object per template, then \
            {"event":"checked","templates":N,"errors":E,"warnings":W}; --format sarif prints \
            one SARIF 2.1.0 log (GitHub code scanning: upload it with \
            github/codeql-action/upload-sarif); --format junit prints JUnit XML, a testsuite per \
            template and a testcase per rule (docs/AUDITS.md).
            Exit status: 0 no errors, 1 errors found (an audit finding at error level counts, in \
            every format), 2 could not run, 64 usage.
            """
    ).subcommand

    @Argument(help: "The project folder.")
    public var directory: String

    @OptionGroup public var layout: LayoutArguments

    @Option(name: .long, help: "Output format: text, json, sarif (SARIF 2.1.0, for code scanning) or junit (JUnit XML).")
    public var format: CheckFormat = .text

    @Flag(name: .long, help: "Also audit every render: text cut short, overlapping views, views outside their clipping superview or the screen, controls under the system bars or smaller than 44 × 44 pt, zero-size content, conflicting and ambiguous constraints (docs/AUDITS.md).")
    public var audit = false

    @Option(name: .long, help: ArgumentHelp(
        "Check every variant of a matrix: axes of |-separated alternatives, comma-separated (iphone-se|ipad,L|AX3,ltr|rtl,pseudo).",
        valueName: "MATRIX"))
    public var variants: String?

    @Flag(name: .long, help: "Also compare every template with its snapshot in __snapshots__ (or snapshots.directory) and fail on a difference, writing nothing (as snapshot --check).")
    public var snapshots = false

    public init() {}

    public func execute(output: some CommandOutput) -> Int32 {
        guard let project = ProjectLoader.open(directory, reportingTo: output) else { return ExitStatus.couldNotRun }
        // The process's exit, not the command, frees what the renders made.
        defer { ProcessExit.keep(project) }
        let device: Device?
        let configured: [RenderVariant]
        let named: Bool
        let presets = project.renderer.configuration.devices
        switch layout.resolvedDevice(presets: presets).flatMap({ found in
            VariantArguments.matrix(variants, configured: project.renderer.configuration.auditVariants, device: layout.device,
                                    presets: presets).map { (found, $0) }
        }) {
        case let .success((value, parsed)):
            device = value
            (configured, named) = parsed
        case let .failure(error):
            output.writeError("error: \(error.message)\n")
            return ExitStatus.usage
        }
        // `audit.variants` is the audit's and the snapshots' matrix; --variants is every render's.
        let matrix = variants != nil || audit ? configured : [.standard]
        let variantNamed = named && (variants != nil || audit)
        var templates = 0, errors = 0, warnings = 0, findings = 0, auditErrors = 0
        let auditor = LayoutAudit(configuration: project.renderer.configuration)
        let projectDiagnostics = project.diagnostics + classWarnings(project)
        var checked: [CheckReport.Template] = []
        for diagnostic in projectDiagnostics {
            report(diagnostic, output: output)
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
        }
        for path in project.files.templates where project.isTemplate(path) {
            templates += 1
            for variant in matrix {
                var outcome = project.renderer.render(path, device: VariantArguments.device(of: variant, fallback: device, presets: presets),
                                                      mode: layout.layoutMode, variant: variant)
                // The audit reports the engine's conflicts and ambiguities under its rules: they
                // leave the render's warnings.
                var audited: [Diagnostic] = []
                if audit { (audited, outcome.warnings) = auditor.audit(outcome, source: { Self.sourceText($0, in: project) }) }
                errors += outcome.errors.count
                warnings += outcome.warningCount
                let ruled = audited.filter { AuditRule(finding: $0.message) != nil }.count
                findings += ruled
                warnings += audited.count - ruled
                auditErrors += audited.filter { $0.severity == .error }.count
                // With variants, each problem names its variant: a finding in words after its
                // rule, a render's problem by the variant's name after it.
                let name = variantNamed ? outcome.variantName : nil
                let findingsNamed = variantNamed ? LayoutAudit.naming(audited, variantOf: outcome) : audited
                switch format {
                case .sarif, .junit:
                    var template = CheckReport.Template(path: path, device: outcome.device,
                                                        diagnostics: (outcome.errors + outcome.warnings).map { $0.inVariant(name) },
                                                        findings: findingsNamed)
                    template.variant = outcome.variantMemberValue
                    checked.append(template)
                case .json:
                    output.write(bytes: outcome.encodedEventLine(revision: 1))
                    if audit {
                        // `variant` as the render object writes it (without the device, which is `device`).
                        output.write(JSON.object([("event", "audit"), ("template", .string(path)), ("device", outcome.device.json)]
                                                 + outcome.variantMember + [("findings", .array(findingsNamed.map(\.json)))]).encoded + "\n")
                    }
                case .text:
                    let problems = (outcome.errors + outcome.warnings).map { $0.inVariant(name) } + findingsNamed
                    if audit, !problems.isEmpty {
                        // The heading names the device already: the variant's other items follow it.
                        let style = outcome.variant.style.name
                        output.write(LayoutAudit.heading(template: path, device: outcome.device, variant: name == nil || style == "default" ? nil : style,
                                                         problems: problems) + "\n")
                    }
                    problems.forEach { output.write($0.formatted + "\n") }
                }
            }
        }
        switch format {
        case .sarif, .junit:
            let report = CheckReport(project: projectDiagnostics, templates: checked, audited: audit,
                                     levels: project.renderer.configuration.auditLevels)
            output.write(format == .sarif
                ? SARIFLog.encode(report, root: project.root, version: LayoutServeCommand.version) : JUnitReport.encode(report))
            output.writeError(summary(templates: templates, errors: errors, warnings: warnings, findings: findings, auditErrors: auditErrors))
        case .json:
            var members: [(String, JSON)] = [("event", "checked"), ("templates", .number(Double(templates))),
                                             ("errors", .number(Double(errors))), ("warnings", .number(Double(warnings)))]
            if audit { members.append(("findings", .number(Double(findings)))) }
            output.write(JSON.object(members).encoded + "\n")
        case .text:
            output.writeError(summary(templates: templates, errors: errors, warnings: warnings, findings: findings, auditErrors: auditErrors))
        }
        var status = errors + auditErrors > 0 ? ExitStatus.failure : ExitStatus.success
        if snapshots {
            let compared = Snapshots(project: project, device: device, mode: layout.layoutMode, variants: configured)
            // A SARIF or JUnit document is standard output's alone: the snapshots' report goes to stderr.
            let stream: any CommandOutput = format == .sarif || format == .junit ? ErrorStreamOutput(output) : output
            status = max(status, SnapshotCommand.report(compared, update: false, check: true, output: stream))
        }
        return status
    }

    /// `checked 9 templates: 0 errors, 1 warning, 2 audit findings (1 at error level)`, for stderr.
    private func summary(templates: Int, errors: Int, warnings: Int, findings: Int, auditErrors: Int) -> String {
        let severe = auditErrors > 0 ? " (\(auditErrors) at error level)" : ""
        let audited = audit ? ", \(findings) audit finding\(findings == 1 ? "" : "s")\(severe)" : ""
        return "checked \(templates) template\(templates == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\(audited)\n"
    }

    /// A project file's text, for the audit's annotations.
    static func sourceText(_ path: String, in project: ProjectLoader) -> SourceText? {
        if let text = project.renderer.sources.sourceText(path) { return text }
        return (try? project.renderer.sources.bytes(path)).map { SourceText(utf8: $0) }
    }

    /// A warning for each `classes` entry of `layout-serve.json` named like a UIKit class.
    private func classWarnings(_ project: ProjectLoader) -> [Diagnostic] {
        let classes = project.renderer.configuration.classes
        guard let file = project.files.config, !classes.isEmpty, let bytes = try? project.renderer.sources.bytes(file) else { return [] }
        return UIKitCatalog.standard.shadowingWarnings(for: classes, file: file, text: String(decoding: bytes, as: UTF8.self))
    }

    /// A problem outside any template (a `.strings` or ignore file): text
    /// prints it; JSON prints an `error` event for its file.
    private func report(_ diagnostic: Diagnostic, output: some CommandOutput) {
        switch format {
        case .sarif, .junit: break
        case .text:
            output.write(diagnostic.formatted + "\n")
        case .json:
            let key = diagnostic.severity == .error ? "errors" : "warnings"
            output.write(JSON.object([
                ("event", "error"), ("template", .string(diagnostic.file ?? "")), ("revision", 1),
                (key, .array([diagnostic.json])), (key == "errors" ? "warnings" : "errors", .array([])),
            ]).encoded + "\n")
        }
    }
}

/// Writes everything to the wrapped output's standard error.
private final class ErrorStreamOutput: CommandOutput {
    let wrapped: any CommandOutput

    init(_ wrapped: any CommandOutput) {
        self.wrapped = wrapped
    }

    func write(_ text: String) { wrapped.writeError(text) }
    func writeError(_ text: String) { wrapped.writeError(text) }
}
