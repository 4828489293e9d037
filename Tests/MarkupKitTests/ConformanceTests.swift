import Diagnostics
import Expressions
import Foundation
import LayoutEngine
import MarkupKit
import Testing
import TestSupport

/// Every case of `Tests/Fixtures/conformance/markupkit-cases.json`, as data.
@Suite struct MarkupKitConformanceTests {
    static let ids: [String] = CaseFile.cases.map { $0["id"] as! String }

    /// Cases believed wrong, with the reason; none so far.
    static let believedWrong = ConformanceLedger.markupKit.notRun

    @Test func everyCaseIsHere() {
        #expect(Self.ids.count == 83)
        #expect(Self.ids.filter { Self.believedWrong[$0] == nil } == ConformanceLedger.markupKit.ids)
        #expect(Set(CaseFile.cases.map { $0["kind"] as! String }) == ["frame", "properties", "error", "diagnostic", "structure"])
    }

    static func render(_ testCase: [String: Any]) -> MarkupKitRender {
        let size = testCase["root_size"] as! [Double]
        let version = MarkupKitVersion(rawValue: testCase["markupkit"] as! String)!
        let files = (testCase["files"] as? [String: String]) ?? [:]
        let options = MarkupKitOptions(rootWidth: size[0], rootHeight: size[1], scale: 2, version: version,
                                       load: { path in
                                           let name = String(path.dropLast(4))
                                           return files[name].map { Array($0.utf8) }
                                       })
        return MarkupKitRenderer.render(Array((testCase["document"] as! String).utf8), file: "\(testCase["id"]!).xml", options: options)
    }

    static func nodes(_ render: MarkupKitRender) -> [String: RenderedNode] {
        var nodes: [String: RenderedNode] = [:]
        func collect(_ node: RenderedNode) {
            if let id = node.id { nodes[id] = node }
            node.children.forEach(collect)
        }
        if let tree = render.tree { collect(tree) }
        return nodes
    }

    @Test(arguments: ids)
    func conformanceCase(id: String) throws {
        guard Self.believedWrong[id] == nil else { return }
        let testCase = CaseFile.testCase(id)
        let expected = testCase["expected"] as! [String: Any]
        let render = Self.render(testCase)
        let messages = render.diagnostics.map { "\($0.severity): \($0.message)" }
        let nodes = Self.nodes(render)
        switch testCase["kind"] as! String {
        case "frame":
            #expect(render.errors.isEmpty, "\(messages)")
            #expect(render.warnings.filter { $0.message.contains("ambiguous") || $0.message.contains("satisfy") }.isEmpty, "\(messages)")
            checkFrames(expected["frames"] as? [String: [Double]] ?? [:], nodes: nodes, render: render)
            for hidden in expected["hidden"] as? [String] ?? [] { #expect(nodes[hidden] != nil, "hidden \(hidden) is in the tree") }
            for absent in expected["absent"] as? [String] ?? [] { #expect(nodes[absent] == nil, "\(absent) must not be in the tree") }
        case "properties":
            #expect(render.errors.isEmpty, "\(messages)")
            for (id, properties) in expected["properties"] as! [String: [String: Any]] {
                let node = try #require(nodes[id], "no view \(id)")
                for (name, value) in properties { checkProperty(name, value, node: node) }
            }
        case "error":
            if let error = expected["error"] as? [String: Any] {
                let found = render.errors.map(\.message)
                if let message = error["message"] as? String {
                    #expect(found.contains(message), "\(messages)")
                } else {
                    // Headless objects have no addresses: `<Cls 0x…>` is written `<Cls>`.
                    let pattern = (error["message_pattern"] as! String).replacingOccurrences(of: " 0x[0-9a-f]+>", with: ">")
                        .replacingOccurrences(of: " 0x[0-9a-f]+$", with: "$")
                    let regex = try NSRegularExpression(pattern: pattern)
                    #expect(found.contains { regex.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil },
                            "\(pattern) in \(messages)")
                }
                for diagnostic in render.errors { #expect(diagnostic.range != nil && diagnostic.excerpt != nil, "\(diagnostic)") }
            } else {
                #expect(render.errors.isEmpty, "\(messages)")
                if expected["nil_root"] as? Bool == true {
                    #expect(render.tree == nil)
                    #expect(!render.warnings.isEmpty)
                }
            }
        case "diagnostic":
            #expect(render.errors.isEmpty, "\(messages)")
            if expected["unsatisfiable"] as? Bool == true {
                #expect(render.isUnsatisfiable)
                #expect(render.warnings.contains { $0.message.hasPrefix("Unable to simultaneously satisfy constraints") }, "\(messages)")
            }
            if let ambiguous = expected["ambiguous"] as? [String] {
                #expect(Set(ambiguous).isSubset(of: Set(render.ambiguous)), "\(render.ambiguous)")
                checkFrames(expected["frames"] as? [String: [Double]] ?? [:], nodes: nodes, render: render)
            }
        case "structure":
            #expect(render.errors.isEmpty, "\(messages)")
            let structure = expected["structure"] as! [String: Any]
            if let sections = structure["sections"] as? [[String: Any]] {
                let built = try #require(render.sections.first?.value)
                #expect(built.count == sections.count)
                for (section, expectedSection) in zip(built, sections) {
                    #expect(section.name == expectedSection["name"] as? String)
                    #expect(section.selectionMode == expectedSection["selectionMode"] as? String)
                    #expect(section.headerView == expectedSection["headerView"] as? String)
                    #expect(section.rows == expectedSection["rows"] as! [String])
                }
            }
            if let root = structure["root"] as? [String: String], let accessory = root["accessoryView"] {
                let node = try #require(nodes[accessory])
                #expect(node.props.contains { $0.name == "$role" && $0.value == .string("accessoryView") })
                let size = (expected["sizes"] as! [String: [Double]])[accessory]!
                #expect([node.frame.width, node.frame.height] == size)
            }
        default:
            Issue.record("unknown kind")
        }
    }

    private func checkFrames(_ frames: [String: [Double]], nodes: [String: RenderedNode], render: MarkupKitRender) {
        for (id, frame) in frames {
            guard let node = nodes[id] else {
                Issue.record("no view \(id)")
                continue
            }
            let actual = [node.frame.x, node.frame.y, node.frame.width, node.frame.height]
            #expect(zip(actual, frame).allSatisfy { abs($0 - $1) < 0.001 }, "\(id): \(actual) ≠ \(frame)")
        }
    }

    /// Compares a property with the case's encoding (colours as rgba, fonts as name/system/
    /// textStyle, enums as the Objective-C constant, null = not set).
    private func checkProperty(_ name: String, _ expected: Any, node: RenderedNode) {
        let value = node.props.last { $0.name == name }?.value
        if name == "_binding" {
            let bindings = node.props.first { $0.name == "$bindings" }?.value
            for (property, expression) in expected as! [String: String] {
                #expect(bindings == .dictionary([property: .string(expression)]), "\(property) ← \(expression)")
            }
            return
        }
        switch expected {
        case is NSNull:
            #expect(value == nil, "\(name) should be unset, is \(String(describing: value))")
        case let text as String:
            switch value {
            case .string(let actual)?: #expect(actual == text)
            case .enumCase(let enumCase)?:
                #expect(enumCase.type + enumCase.name.prefix(1).uppercased() + enumCase.name.dropFirst() == text)
            default: Issue.record("\(name): \(String(describing: value)) ≠ \(text)")
            }
        case let font as [String: Any]:
            guard case .font(let descriptor)? = value else {
                Issue.record("\(name) is not a font: \(String(describing: value))")
                return
            }
            if let style = font["textStyle"] as? String {
                #expect("UIFontTextStyle" + (descriptor.textStyle ?? "").prefix(1).uppercased() + (descriptor.textStyle ?? "").dropFirst() == style)
            }
            if let size = font["size"] as? Double { #expect(descriptor.size == size) }
            if let fontName = font["name"] as? String { #expect(descriptor.name == fontName) }
            if let system = font["system"] as? String {
                #expect(descriptor.name == nil)
                #expect(descriptor.traits.contains(system) || descriptor.weight == system)
            }
        default:
            Issue.record("unhandled expectation for \(name)")
        }
    }
}
