import Expressions
@testable import SwiftLayout
import Testing

/// `Evaluator.literalValue` reads short whole numbers itself and hands every other spelling of a
/// Swift number literal to a parser: both paths give the literal's value.
@Suite struct LiteralValueTests {
    static let cases: [(written: String, value: Double?)] = [
        ("0", 0),
        ("8", 8),
        ("414", 414),
        ("123456789012345", 123_456_789_012_345),  // 15 digits: the direct path's longest
        ("1234567890123456", 1_234_567_890_123_456),  // 16 digits: the parser's
        ("12345678901234567890", 12_345_678_901_234_567_168),  // past Int: rounded as Double
        ("1_000", 1000),
        ("1_0.2_5", 10.25),
        ("0x10", 16),
        ("0xff", 255),
        ("0x1p4", 16),
        ("0b101", 5),
        ("0b1_0000", 16),
        ("0o17", 15),
        ("1.5", 1.5),
        ("0.25", 0.25),
        ("1e3", 1000),
        ("2.5E-1", 0.25),
        ("", nil),
        ("0b2", nil),
        ("0o8", nil),
    ]

    @Test(arguments: cases.indices)
    func aLiteralHasItsSwiftValue(_ index: Int) {
        let (written, value) = Self.cases[index]
        #expect(Evaluator.literalValue(written) == value, "\(written)")
    }

    @Test func binaryOctalAndHexadecimalConstantsPlaceAView() throws {
        let source = """
            import SwiftLayout
            import UIKit

            final class ScreenViewController: UIViewController, Layoutable {
                var activation: Activation?
                private let box = UIView()

                var layout: some Layout {
                    view.sl.sublayout {
                        box.sl.anchors {
                            Anchors.top.equalToSuper(constant: 0b1010)
                            Anchors.leading.equalToSuper(constant: 0o20)
                            Anchors.width.equalTo(constant: 0x40)
                            Anchors.height.equalTo(constant: 1_00)
                        }
                    }
                }
            }

            """
        let project = ProjectDeclarations(files: [("Screen.swift", source)])
        let options = SwiftLayoutOptions(rootWidth: 393, rootHeight: 852, scale: 3, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let render = SwiftLayoutRenderer.render("Screen.swift", project: project, options: options)
        #expect(render.diagnostics.isEmpty, "\(render.diagnostics.map(\.message))")
        let box = try #require(render.tree?.children.first)
        #expect(box.frame == Rect(x: 16, y: 10, width: 64, height: 100))
    }
}
