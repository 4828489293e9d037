@testable import SwiftLayout
import Testing

/// `Evaluator.anchorsBlock`: a relation's properties are made in the block's array itself, any
/// other statement (a modifier, a bare chain, a name) is read on its own and appended; a
/// statement reported as wrong adds nothing. Both give what `anchors(_:_:_:)` gives.
@Suite struct AnchorsBlockTests {
    static let file = "/project/Block.swift"
    static let text = """
        Anchors.top.equalToSuper(constant: 8)
        Anchors.leading.trailing.equalToSuper(constant: 16).priority(.defaultHigh)
        Anchors.size.equalTo(width: 10, height: 20)
        Anchors.width
        Anchors.bottom.equalTo(constant: 4)
        Anchors.height.lessThanOrEqualTo(constant: 30)
        """

    /// attribute, relation, second item's attribute (nil without one), constant, priority.
    static func summary(_ properties: [AnchorProperty]) -> [String] {
        properties.map { "\($0.attribute.rawValue) \($0.relation) \($0.toAttribute?.rawValue ?? "-") \($0.constant) \($0.priority)" }
    }

    static let expected = [
        "top equal top 8.0 1000.0",
        "leading equal leading 16.0 750.0",
        "trailing equal trailing 16.0 750.0",
        "width equal - 10.0 1000.0",
        "height equal - 20.0 1000.0",
        "width equal width 0.0 1000.0",
        "height lessThanOrEqual - 30.0 1000.0",
    ]

    @Test func blockMakesEachStatementsProperties() {
        let source = SwiftSource(file: Self.file, text: Self.text)
        let evaluator = Evaluator(project: ProjectDeclarations(), catalog: .standard)
        let properties = evaluator.anchorsBlock(source.tree.statements, Scope(parent: nil), source) ?? []
        #expect(Self.summary(properties) == Self.expected)
        #expect(properties.allSatisfy { $0.spanFile == Self.file })
        #expect(evaluator.problems.map(\.message) == [.constantOnlyNotDimension("bottom")])
    }

    @Test func statementsOneByOneGiveTheSame() {
        let source = SwiftSource(file: Self.file, text: Self.text)
        let evaluator = Evaluator(project: ProjectDeclarations(), catalog: .standard)
        var appended: [AnchorProperty] = []
        var returned: [AnchorProperty] = []
        var nils = 0
        for item in source.tree.statements.items {
            guard case .expr(let expression) = item else { continue }
            evaluator.anchors(expression, Scope(parent: nil), source, into: &appended)
            if let found = evaluator.anchors(expression, Scope(parent: nil), source) { returned += found } else { nils += 1 }
        }
        #expect(Self.summary(appended) == Self.expected)
        #expect(Self.summary(returned) == Self.expected)
        #expect(nils == 1)
    }
}
