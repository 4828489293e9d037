import Diagnostics
import Foundation
import Expressions
import LayoutEngine
import SwiftLayout
import Testing
import TestSupport

/// Every `constraints`, `frames` and `printer` case of `swiftlayout-cases.json`, as data.
/// (`view_printer` and `export` cases are the printing side's: SwiftLayoutPrinterTests.)
@Suite struct SwiftLayoutConformanceTests {
    /// Cases whose input needs something the case does not hold, and what the test adds.
    static let supplements: [String: String] = [
        // The case is the body of an XCTest method; `StackView` is a class of that test file.
        "sl-frames-stackview-fill-equally": """
            final class StackView: UIView, Layoutable {
                var layout: some Layout {
                    self.sl.sublayout {
                        stack.sl.anchors {
                            Anchors.allSides()
                        }.sublayout {
                            if isA {
                                a
                            }
                            b
                        }
                    }
                }

                let stack = UIStackView().sl.config { stack in
                    stack.axis = .vertical
                    stack.distribution = .fillEqually
                    stack.alignment = .center
                    stack.spacing = 0.0
                }.sl.identifying("stack")

                let a = UIView().sl.identifying("a")
                let b = UIView().sl.identifying("b")
                var isA: Bool = true
            }
            """,
        // The case gives the conditions' values in comments: `showB == true`, `useC == false`.
        "sl-layoutprinter-builder-node-types": "let showB = true\nlet useC = false\n",
    ]

    /// The stack case's constraint list stands in for UIStackView's private constraints (its own
    /// `requires` says so): only its frames are compared.
    static let framesOnly = Set(ConformanceLedger.swiftLayoutFrames.notCompared.keys.compactMap { $0.components(separatedBy: ": ").first })

    @Test func everyCaseIsHere() {
        #expect(CaseFile.ids(kind: "constraints").count == 16)
        #expect(CaseFile.ids(kind: "frames").count == 17)
        #expect(CaseFile.ids(kind: "printer").count == 9)
        #expect(CaseFile.ids(kind: "constraints") == ConformanceLedger.swiftLayoutConstraints.ids)
        #expect(CaseFile.ids(kind: "frames") == ConformanceLedger.swiftLayoutFrames.ids)
        #expect(CaseFile.ids(kind: "printer") == ConformanceLedger.swiftLayoutPrinter.ids)
    }

    static func rows(_ constraints: [ResolvedConstraint]) -> [ConstraintRow] {
        constraints.map { constraint in
            ConstraintRow([
                "item": constraint.item.tag, "attr": constraint.attribute.rawValue,
                "rel": constraint.relation == .equal ? "==" : constraint.relation == .lessThanOrEqual ? "<=" : ">=",
                "toItem": constraint.toItem?.tag as Any, "toAttr": constraint.toAttribute?.rawValue ?? "notAnAttribute",
                "mult": Double(constraint.multiplier), "const": constraint.constant, "priority": Double(constraint.priority),
            ])
        }
    }

    /// R-SL-CONSTRAINTS: where `NSLayoutConstraint.activate` installs each constraint — the nearest
    /// common ancestor of its items in the rendered tree, the item itself for a constant.
    static func installation(_ render: SwiftLayoutRender) -> [String: [String]] {
        var parents: [String: String] = [:]
        var pending = render.tree.map { [$0] } ?? []
        while let node = pending.popLast() {
            for child in node.children { parents[child.id ?? ""] = node.id ?? "" }
            pending += node.children
        }
        func ancestors(_ name: String) -> [String] {
            var chain = [name]
            while let parent = parents[chain.last!] { chain.append(parent) }
            return chain
        }
        var installed: [String: [String]] = [:]
        for constraint in render.constraints {
            let item = constraint.item.tag
            var owner = item
            if let toItem = constraint.toItem?.tag {
                let first = ancestors(item)
                owner = ancestors(toItem).first { first.contains($0) } ?? "?"
            }
            installed[owner, default: []].append("\(item).\(constraint.attribute.rawValue)")
        }
        return installed
    }

    /// Renders `text` as `Case.swift` in a project with the case's supplement.
    static func render(_ id: String, _ text: String, width: Double, height: Double) -> SwiftLayoutRender {
        var files = [("Case.swift", text)]
        if let supplement = supplements[id] {
            if id.hasPrefix("sl-frames") { files.append(("Supplement.swift", supplement)) } else { files[0].1 = supplement + text }
        }
        let project = ProjectDeclarations(files: files)
        return SwiftLayoutRenderer.render("Case.swift", project: project, options: SwiftLayoutOptions(rootWidth: width, rootHeight: height))
    }

    @Test(arguments: CaseFile.ids(kind: "constraints"))
    func constraintsCase(id: String) {
        let testCase = CaseFile.testCase(id)
        let input = testCase["input"] as! [String: Any]
        let expected = (testCase["expected"] as! [String: Any])["constraints"] as! [[String: Any]]
        let swift = input["swift"] as! String
        let actual: [ConstraintRow]
        let messages: [String]
        if let item = input["item"] as? String, let superview = input["superview"] as? String {
            let result = SwiftLayoutRenderer.anchorsConstraints(swift, item: item, superview: superview)
            actual = Self.rows(result.constraints)
            messages = result.diagnostics.map(\.message)
            #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(messages)")
        } else {
            let render = Self.render(id, swift, width: 320, height: 480)
            actual = Self.rows(render.constraints)
            messages = render.diagnostics.map(\.message)
            #expect(render.errors.isEmpty, "\(messages)")
            if let installedOn = (testCase["expected"] as! [String: Any])["installed_on"] as? [String: [String]] {
                #expect(Self.installation(render) == installedOn.filter { !$0.value.isEmpty })
            }
        }
        #expect(actual == expected.map { ConstraintRow($0) }, "\(actual.map(\.description))\n\(messages)")
    }

    @Test(arguments: CaseFile.ids(kind: "frames"))
    func framesCase(id: String) throws {
        let testCase = CaseFile.testCase(id)
        let input = testCase["input"] as! [String: Any]
        let expected = testCase["expected"] as! [String: Any]
        let size = (testCase["root_size"] as! [NSNumber]).map(\.doubleValue)
        let render = Self.render(id, input["swift"] as! String, width: size[0], height: size[1])
        let messages = render.diagnostics.map { "\($0.severity): \($0.message)" }
        #expect(render.errors.isEmpty, "\(messages)")
        let tree = try #require(render.tree, "\(messages)")
        #expect(tree.frame == Rect(x: 0, y: 0, width: size[0], height: size[1]))
        var nodes: [String: RenderedNode] = [:]
        var pending = [tree]
        while let node = pending.popLast() {
            nodes[node.id ?? ""] = node
            pending += node.children
        }
        let hierarchy = input["hierarchy"] as! [String: String]
        let rootName = input["root"] as! String
        for (name, frame) in expected["frames"] as! [String: [NSNumber]] {
            let node = try #require(nodes[name], "\(name) is missing; \(messages)")
            let wanted = frame.map(\.doubleValue)
            let actual = [node.frame.x, node.frame.y, node.frame.width, node.frame.height]
            #expect(zip(actual, wanted).allSatisfy { abs($0 - $1) <= 1e-9 }, "\(name): \(actual) != \(wanted)")
            let parent = hierarchy[name]!
            let parentNode = parent == rootName ? tree : nodes[parent]
            #expect(parentNode?.children.contains { $0.id == name } == true, "\(name) should be under \(parent)")
        }
        guard !Self.framesOnly.contains(id) else { return }
        // The root is the host's view: the case names it, the render names it as the code does.
        let names = [rootName: tree.id ?? ""]
        let wanted = (expected["constraints"] as! [[String: Any]]).map { ConstraintRow($0, renaming: names) }
        #expect(Self.rows(render.constraints) == wanted, "\(Self.rows(render.constraints).map(\.description))")
    }

    @Test(arguments: CaseFile.ids(kind: "printer"))
    func printerCase(id: String) {
        let testCase = CaseFile.testCase(id)
        let input = testCase["input"] as! [String: Any]
        let version = testCase["version"] as! String
        let call = input["call"] as! String
        let render = Self.render(id, input["swift"] as! String, width: 375, height: 667)
        #expect(render.errors.isEmpty, "\(render.diagnostics.map(\.message))")
        // The README shows 2.7's `TupleLayout`; the code at a6a411e prints `ListLayout`.
        let listName = version.hasPrefix("<= 2.7") || version.hasPrefix("README") ? "TupleLayout" : "ListLayout"
        let output = render.layoutTree(withAnchors: call.contains("withAnchors: true"), listName: listName)
        #expect(output == (testCase["expected"] as! [String: Any])["output"] as! String)
    }
}
