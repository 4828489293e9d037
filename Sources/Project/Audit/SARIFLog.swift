import Diagnostics

/// `check --format sarif`: a SARIF 2.1.0 log (OASIS), which GitHub code scanning and other CI
/// systems read to annotate a pull request at the line (docs/AUDITS.md "SARIF"). One run; the
/// driver's rules are `render` (the template's own errors and warnings) and, with `--audit`,
/// the audit's rules at their configured level. Locations are relative to the project folder
/// (`uriBaseId` `PROJECTROOT`, which `originalUriBaseIds` gives as a `file:` URI).
public enum SARIFLog {
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    public static let rootBase = "PROJECTROOT"

    /// The log for `report`, pretty-printed, ending in a newline. `root` is the project folder's
    /// absolute path.
    public static func encode(_ report: CheckReport, root: String, version: String) -> String {
        pretty(log(report, root: root, version: version)) + "\n"
    }

    static func log(_ report: CheckReport, root: String, version: String) -> JSON {
        let rules = report.audited ? AuditRule.allCases : []
        var descriptors: [JSON] = [
            .object([("id", .string(CheckReport.renderRule)), ("shortDescription", ["text": .string(CheckReport.renderSummary)]),
                     ("defaultConfiguration", ["level": "error"])]),
        ]
        for rule in rules {
            var configuration: [(String, JSON)] = [("level", .string(level(report.level(of: rule))))]
            if report.level(of: rule) == .off { configuration.insert(("enabled", false), at: 0) }
            descriptors.append(.object([
                ("id", .string(rule.rawValue)), ("shortDescription", ["text": .string(rule.summary)]),
                ("defaultConfiguration", .object(configuration)),
            ]))
        }
        var results = report.project.map { result($0, ruleIndex: 0, template: nil, root: root) }
        for template in report.templates {
            for diagnostic in template.renderDiagnostics {
                results.append(result(diagnostic, ruleIndex: 0, template: template, root: root))
            }
            for diagnostic in template.findings {
                guard let rule = AuditRule(finding: diagnostic.message), let index = rules.firstIndex(of: rule) else { continue }
                results.append(result(diagnostic, ruleIndex: index + 1, template: template, root: root))
            }
        }
        let driver: JSON = .object([
            ("name", "layout-serve"), ("version", .string(version)), ("rules", .array(descriptors)),
        ])
        let run: JSON = .object([
            ("tool", ["driver": driver]),
            ("originalUriBaseIds", .object([(rootBase, JSON.object([("uri", .string(fileURI(directory: root)))]))])),
            ("results", .array(results)),
        ])
        return .object([("$schema", .string(schema)), ("version", "2.1.0"), ("runs", .array([run]))])
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int, template: CheckReport.Template?, root: String) -> JSON {
        let ruleID = AuditRule(finding: diagnostic.message)?.rawValue ?? CheckReport.renderRule
        var members: [(String, JSON)] = [
            ("ruleId", .string(ruleID)), ("ruleIndex", .number(Double(ruleIndex))),
            ("level", .string(level(diagnostic.severity))), ("message", ["text": .string(CheckReport.text(of: diagnostic))]),
        ]
        if let file = diagnostic.file, !file.isEmpty {
            var location: [(String, JSON)] = [("artifactLocation", .object(artifactLocation(file, root: root)))]
            if let range = diagnostic.range {
                var region: [(String, JSON)] = [
                    ("startLine", .number(Double(max(range.start.line, 1)))), ("startColumn", .number(Double(max(range.start.column, 1)))),
                ]
                if range.end > range.start {
                    region += [("endLine", .number(Double(range.end.line))), ("endColumn", .number(Double(range.end.column)))]
                }
                location.append(("region", .object(region)))
            }
            members.append(("locations", .array([["physicalLocation": .object(location)]])))
        }
        if let template {
            let variant: [(String, JSON)] = template.variant.map { [("variant", .string($0))] } ?? []
            members.append(("properties", .object([("template", .string(template.path)), ("device", .string(template.device.name))] + variant)))
        }
        return .object(members)
    }

    static func level(_ level: AuditLevel) -> String {
        switch level {
        case .off: "none"
        case .warning: "warning"
        case .error: "error"
        }
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    // MARK: URIs

    /// Where `file` is: relative to the project folder with `uriBaseId` `PROJECTROOT` (an
    /// absolute path inside the folder is made relative too); a remote template's URL, or an
    /// absolute path outside the folder as a `file:` URI, without a base.
    static func artifactLocation(_ file: String, root: String) -> [(String, JSON)] {
        if file.contains("://") { return [("uri", .string(file))] }
        var relative = file
        if file.hasPrefix("/") {
            let base = root.hasSuffix("/") ? root : root + "/"
            guard file.hasPrefix(base) else { return [("uri", .string("file://" + uriReference(file)))] }
            relative = String(file.dropFirst(base.count))
        }
        return [("uri", .string(uriReference(relative))), ("uriBaseId", .string(rootBase))]
    }

    /// A project-relative path as a URI reference: every byte but the unreserved characters and
    /// `/` percent-encoded (`My Screens/Ünï.xml` → `My%20Screens/%C3%9Cn%C3%AF.xml`). A remote
    /// template's URL is kept as it is.
    static func uriReference(_ path: String) -> String {
        if path.contains("://") { return path }
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                text += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return text
    }

    /// An absolute folder as a `file:` URI ending in `/`, as `originalUriBaseIds` requires.
    static func fileURI(directory: String) -> String {
        let path = directory.hasSuffix("/") ? directory : directory + "/"
        return "file://" + uriReference(path.hasPrefix("/") ? path : "/" + path)
    }

    // MARK: Pretty printing

    /// `json` indented by two spaces a level, members in their order: a log a person can read
    /// and a diff can compare.
    static func pretty(_ json: JSON, indent: String = "") -> String {
        let inner = indent + "  "
        switch json {
        case let .array(elements):
            guard !elements.isEmpty else { return "[]" }
            return "[\n" + elements.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case let .object(members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { inner + JSON.string($0.0).encoded + ": " + pretty($0.1, indent: inner) }.joined(separator: ",\n")
                + "\n" + indent + "}"
        default:
            return json.encoded
        }
    }
}
