import Diagnostics

/// `check --format junit`: JUnit XML, the test report most CI systems show (GitLab, Jenkins,
/// Azure Pipelines, CircleCI, Buildkite…; docs/AUDITS.md "JUnit XML"). One `testsuite` per
/// template; in it one `testcase` for the render and, with `--audit`, one per rule. A testcase
/// fails on an error (the render's, or a finding of a rule at error level); warnings are its
/// `system-out`; a rule turned off is `skipped`. Problems outside any template make a suite of
/// their own, `(project)`.
public enum JUnitReport {
    public static func encode(_ report: CheckReport) -> String {
        var suites: [Suite] = []
        if !report.project.isEmpty {
            suites.append(Suite(name: "(project)", properties: [], cases: [Case(name: CheckReport.renderRule, className: "(project)", diagnostics: report.project)]))
        }
        for template in report.templates {
            var cases = [Case(name: CheckReport.renderRule, className: template.path, diagnostics: template.renderDiagnostics)]
            if report.audited {
                for rule in AuditRule.allCases {
                    var testcase = Case(name: rule.rawValue, className: template.path, diagnostics: template.findings(of: rule))
                    testcase.skipped = report.level(of: rule) == .off
                    cases.append(testcase)
                }
            }
            let variant = template.variant.map { [("variant", $0)] } ?? []
            suites.append(Suite(name: template.path, properties: [("device", template.device.name)] + variant, cases: cases))
        }
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"layout-serve check\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        for suite in suites { xml += suite.xml }
        xml += "</testsuites>\n"
        return xml
    }

    struct Suite {
        var name: String
        var properties: [(String, String)]
        var cases: [Case]

        var failures: Int { cases.filter(\.failed).count }

        var xml: String {
            let skipped = cases.filter(\.skipped).count
            var text = "  <testsuite name=\"\(escape(name))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
            if !properties.isEmpty {
                text += "    <properties>\n"
                for (key, value) in properties { text += "      <property name=\"\(escape(key))\" value=\"\(escape(value))\"/>\n" }
                text += "    </properties>\n"
            }
            for testcase in cases { text += testcase.xml }
            return text + "  </testsuite>\n"
        }
    }

    struct Case {
        var name: String
        var className: String
        var diagnostics: [Diagnostic]
        var skipped = false

        var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
        var failed: Bool { !skipped && !errors.isEmpty }

        var xml: String {
            let open = "    <testcase name=\"\(escape(name))\" classname=\"\(escape(className))\""
            if skipped { return open + ">\n      <skipped message=\"off in layout-serve.json\"/>\n    </testcase>\n" }
            guard !diagnostics.isEmpty else { return open + "/>\n" }
            var text = open + ">\n"
            if failed {
                let first = CheckReport.text(of: errors[0])
                let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
                text += "      <failure type=\"\(escape(name))\" message=\"\(escape(first + more))\">"
                text += escape(errors.map(\.formatted).joined(separator: "\n"), inAttribute: false) + "</failure>\n"
            }
            let others = diagnostics.filter { $0.severity != .error }
            if !others.isEmpty {
                text += "      <system-out>" + escape(others.map(\.formatted).joined(separator: "\n"), inAttribute: false) + "</system-out>\n"
            }
            return text + "    </testcase>\n"
        }
    }

    /// Text for XML 1.0: `&`, `<`, `>` and quotes as entities; in an attribute, tabs and line
    /// breaks as character references (a reader would fold them into spaces); characters XML
    /// 1.0 cannot carry at all (other C0 controls, U+FFFE, U+FFFF) as U+FFFD.
    static func escape(_ text: String, inAttribute: Bool = true) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where inAttribute: output += "&quot;"
            case "'" where inAttribute: output += "&apos;"
            case "\t" where inAttribute: output += "&#9;"
            case "\n" where inAttribute: output += "&#10;"
            case "\r": output += "&#13;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
