import Diagnostics
import LayoutEngine

/// What `layout-serve check` found, whole, for the formats written once at the end (SARIF,
/// JUnit XML): the project's own problems, then each template's render and audit.
public struct CheckReport: Sendable {
    /// One template's render on one device.
    public struct Template: Sendable {
        public var path: String
        public var device: Device
        /// The render's errors and warnings.
        public var diagnostics: [Diagnostic]
        /// The audit's findings (messages start with the rule's id), then the warnings about
        /// annotations that do not read; empty without `--audit`.
        public var findings: [Diagnostic]
        /// The variant without its device (`AX3,rtl`), nil for the standard one: SARIF's and
        /// JUnit's `variant` property.
        public var variant: String?

        public init(path: String, device: Device, diagnostics: [Diagnostic], findings: [Diagnostic]) {
            self.path = path
            self.device = device
            self.diagnostics = diagnostics
            self.findings = findings
        }

        /// The findings of `rule`.
        public func findings(of rule: AuditRule) -> [Diagnostic] {
            findings.filter { AuditRule(finding: $0.message) == rule }
        }

        /// The render's diagnostics and the audit's warnings that belong to no rule.
        public var renderDiagnostics: [Diagnostic] {
            diagnostics + findings.filter { AuditRule(finding: $0.message) == nil }
        }
    }

    /// Problems outside any template: `.strings` and ignore files, `classes` entries.
    public var project: [Diagnostic]
    public var templates: [Template]
    /// Whether the audit ran (`--audit`); without it only the render's diagnostics are reported.
    public var audited: Bool
    /// Each rule's level in `layout-serve.json` (a rule not named is at its default level).
    public var levels: [AuditRule: AuditLevel]

    public init(project: [Diagnostic], templates: [Template], audited: Bool, levels: [AuditRule: AuditLevel]) {
        self.project = project
        self.templates = templates
        self.audited = audited
        self.levels = levels
    }

    /// A rule's level as configured.
    public func level(of rule: AuditRule) -> AuditLevel { levels[rule] ?? rule.defaultLevel }

    /// The id under which a diagnostic that is not an audit finding is reported: the render's
    /// own errors and warnings, and the project's.
    public static let renderRule = "render"
    public static let renderSummary = "the template as written: the render's own errors and warnings, as check reports them without --audit"

    /// A finding's message without its rule's id (`overlap: A overlaps B` → `A overlaps B`).
    public static func text(of diagnostic: Diagnostic) -> String {
        guard let rule = AuditRule(finding: diagnostic.message) else { return diagnostic.message }
        return String(diagnostic.message.dropFirst(rule.rawValue.count + 1).drop { $0 == " " })
    }
}
