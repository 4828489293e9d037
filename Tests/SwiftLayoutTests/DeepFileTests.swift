import Diagnostics
import SwiftLayout
import Testing

/// A file whose syntax error would send swift-syntax's parser down a chain it recurses along
/// (its release build took 20,000 `else if`s and overflowed the stack) keeps our parser's words
/// for its errors: the render reports them and the server goes on.
@Suite struct DeepFileTests {
    static func syntaxErrors(_ text: String) -> [String] {
        let project = ProjectDeclarations(files: [("Deep.swift", text)])
        let render = SwiftLayoutRenderer.render("Deep.swift", project: project, options: SwiftLayoutOptions(rootWidth: 320, rootHeight: 480))
        return render.diagnostics.map(\.message).filter { $0.hasPrefix("Swift syntax error") }
    }

    @Test func aChainOfTwentyThousandElseIfsIsNestedTooDeeply() {
        let text = "root.sl.sublayout {\n if a { UILabel() }" + String(repeating: " else if a { UILabel() }", count: 20_000) + "\n}\n"
        #expect(Self.syntaxErrors(text).first == "Swift syntax error: nested too deeply")
    }

    @Test func aDeepChainBesideAnErrorKeepsOurWords() {
        let text = "let x = a" + String(repeating: ".b", count: 5_000) + "\nlet root = UIView()\nroot.sl.sublayout { UILabel( }\n"
        #expect(Self.syntaxErrors(text) == ["Swift syntax error: expected an expression, found `}`"])
    }

    /// A chain swift-syntax nests and ours reads as one operator (`a!!!…`) goes to swift-syntax
    /// for its words; its unexpected text is looked for near each token, not up to the root for
    /// every token (quadratic in the chain: 50,000 `!`s took 31 s in a release build).
    @Test func aLongForceUnwrapChainBesideAnErrorIsWordedBySwiftSyntax() {
        let text = "let root = UIView()\nroot.sl.sublayout { UILabel( }\nlet x = a" + String(repeating: "!", count: 20_000) + "\n"
        #expect(Self.syntaxErrors(text) == ["Swift syntax error: expected `<#expression#>`", "Swift syntax error: expected `)`"])
    }
}
