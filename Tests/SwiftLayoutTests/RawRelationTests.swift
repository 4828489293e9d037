import Diagnostics
@testable import SwiftLayout
import Testing

/// Relation statements (`Anchors.top.equalTo(a, attribute: .bottom, constant: 8)`) are read
/// from swift-syntax's raw nodes when they can be (`Evaluator.rawRelation`), else through the
/// typed nodes. Both readings must give the same render — frames, constraint records and
/// their positions, the printed layout tree, diagnostics — and record the same literals.
@Suite struct RawRelationTests {
    /// Relations of every form, some read raw, some not: a name not yet worked out, composites,
    /// modifiers, anchors of another view, and the mistakes the typed reading reports.
    static let forms = """
        import UIKit
        import SwiftLayout

        final class Forms: UIView, Layoutable {
            var activation: Activation?
            let a = UILabel()
            let b = UILabel()
            let c = UIView()
            let d = UIView()

            var layout: some Layout {
                self.sl.sublayout {
                    a.sl.anchors {
                        Anchors.top.leading.equalToSuper(constant: 8)
                        Anchors.trailing.lessThanOrEqualToSuper(inwardOffset: 1_6)
                    }
                    b.sl.anchors {
                        Anchors.top.equalTo(a, attribute: .bottom, constant: -8.5)
                        Anchors.leading.trailing.equalTo(a)
                        Anchors.height.greaterThanOrEqualTo(constant: 20)
                        Anchors.width.equalTo(a).multiplier(0.5).priority(.defaultHigh)
                        Anchors.bottom.lessThanOrEqualTo(c, attribute: .top, offset: 4)
                    }
                    c.sl.anchors {
                        Anchors.top.equalTo(b, attribute: .bottom, constant: 4)
                        Anchors.leading.equalTo(d, attribute: .trailing)
                        Anchors.top.equalTo(b, attribute: .leading)
                        Anchors.top.equalTo(constant: 3)
                        Anchors.cap.equalToSuper(inwardOffset: 2)
                        Anchors.width.height.equalTo(constant: 44)
                        Anchors.top.bottom.equalTo(b,   attribute: .top ,constant:  -7 )  // a comment
                    }
                    d.sl.anchors {
                        Anchors.center.equalToSuper()
                        Anchors.size.equalTo(width: 10, height: 20)
                        Anchors.top.equalTo(c.topAnchor)
                        Anchors.leading.equalTo(c, attribute: .leading, constant: zero)
                        Anchors.trailing.equalTo(c, attribute: .trailing, constant: 0x10)
                    }
                }
            }
        }
        """

    static func documents() throws -> [[(file: String, text: String)]] {
        let broken = forms.replacingOccurrences(of: "Anchors.height.greaterThanOrEqualTo(constant: 20)", with: "Anchors.height.greaterThanOrEqualTo(constant: 20")
        return [[("Forms.swift", forms)], [("Broken.swift", broken)]] + (try EvaluationReusePropertyTests.projects())
    }

    /// The render and the literals read, raw reading on or off.
    static func render(_ files: [(file: String, text: String)], raw: Bool) -> (EvaluationReusePropertyTests.Rendered, [LiteralSource: Bool], Int) {
        let file = files[0].file
        let project = ProjectDeclarations(files: files)
        var options = EvaluationReusePropertyTests.options(nil)
        options.readsRawNodes = raw
        let render = SwiftLayoutRenderer.render(file, project: project, options: options)
        let entry = project.files[file]!
        let evaluation = SwiftLayoutRenderer.evaluate(file, source: entry.source, declarations: entry.declarations, project: project, options: options)
        return (EvaluationReusePropertyTests.Rendered(render), evaluation.evaluator.literalUses, evaluation.evaluator.rawRelationCount)
    }

    @Test func theRawReadingRendersAsTheTypedReadingDoes() throws {
        var read = 0
        for files in try Self.documents() {
            let (raw, rawLiterals, count) = Self.render(files, raw: true)
            let (typed, typedLiterals, none) = Self.render(files, raw: false)
            #expect(raw == typed, "\(files[0].file)")
            #expect(rawLiterals == typedLiterals, "\(files[0].file)")
            #expect(none == 0)
            read += count
        }
        #expect(read > 300)
    }

    /// In the forms above, the relations the raw reading takes, and the ones it leaves.
    @Test func theRawReadingTakesThePlainRelationsOnly() throws {
        let (rendered, _, count) = Self.render([("Forms.swift", Self.forms)], raw: true)
        // a: 2 (the chain of two is one statement), b: top, leading/trailing, height, bottom;
        // c: top, width/height, top/bottom; d: trailing (0x10).
        #expect(count == 10)
        let messages = rendered.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("zero") })
        #expect(rendered.diagnostics.contains { $0.severity == .error && $0.message.contains("leading") })
        let (broken, _, brokenCount) = Self.render([("Broken.swift", Self.forms.replacingOccurrences(of: "constant: 20)", with: "constant: 20"))], raw: true)
        #expect(brokenCount == 0)
        #expect(broken.diagnostics.contains { $0.severity == .error })
    }
}
