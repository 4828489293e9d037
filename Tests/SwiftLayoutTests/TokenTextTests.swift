@testable import SwiftLayout
import SwiftSyntax
import Testing

/// `TokenSyntax.writtenText`, which the evaluator reads names, labels and literals with, is
/// `text` for every token: read from the bytes where the token is written, and as `text` gives
/// it where the parser made the token up.
@Suite struct TokenTextTests {
    @Test func everyWrittenTokenReadsAsItsText() {
        let source = """
            let `default` = UILabel().sl.config { $0.text = "Label 5"; $0.alpha = -0.5 }
            view.sl.sublayout { title.anchors { Anchors.top.equalTo(l4, attribute: .bottom, constant: 1_000) } }
            let self_ = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1) ?? .init()
            """
        let tree = IncrementalParses().parse(source, file: "")
        var count = 0
        for token in tree.tokens(viewMode: .sourceAccurate) {
            #expect(token.writtenText == token.text, "\(token.tokenKind)")
            count += 1
        }
        #expect(count == 83)
        let names = tree.tokens(viewMode: .sourceAccurate).filter { $0.writtenText.hasPrefix("`") || $0.writtenText == "1_000" }.map(\.writtenText)
        #expect(names == ["`default`", "1_000"])
    }

    @Test func aMissingTokenReadsAsTextDoes() {
        // `let = 5`: the parser makes up the missing name; `class {`: the missing closing brace.
        let tree = IncrementalParses().parse("let = 5\nclass A {", file: "")
        let missing = tree.tokens(viewMode: .all).filter { $0.presence == .missing }
        #expect(missing.map(\.writtenText) == missing.map(\.text))
        // The made-up name reads as its placeholder, as `text` gives it (its bytes are empty).
        #expect(missing.map(\.writtenText) == ["<#pattern#>", "}"])
    }
}
