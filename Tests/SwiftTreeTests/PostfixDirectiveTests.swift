import Diagnostics
import Testing

@testable import SwiftTree

/// `#if` inside a member chain (SE-0308): the branch an iOS debug build compiles goes on with
/// the chain; the others are read and dropped.
@Suite struct PostfixDirectiveTests {
    @Test func theCompiledBranchContinuesTheChain() {
        let text = "label\n#if DEBUG\n.a(1)\n#else\n.b()\n#endif\n.c"
        let result = parsed(text)
        #expect(result.errors == [])
        #expect(result.tree == "(. (call (. label a) 1) c)")
    }

    @Test func conditionsAreReadForAnIOSDebugBuildOnTheSimulator() {
        let cases: [(condition: String, holds: Bool)] = [
            ("os(iOS)", true), ("os(macOS)", false), ("!os(iOS)", false), ("DEBUG", true), ("RELEASE", false),
            ("canImport(UIKit)", true), ("canImport(AppKit)", false), ("targetEnvironment(simulator)", true),
            ("targetEnvironment(macCatalyst)", false), ("swift(>=5.9)", true), ("compiler(<6)", false),
            ("os(macOS) || os(iOS) && DEBUG", true), ("(os(macOS) || os(iOS)) && !DEBUG", false), ("arch(arm64)", true),
        ]
        for (condition, holds) in cases {
            let tree = parsed("v\n#if \(condition)\n.yes()\n#elseif true\n.otherwise()\n#endif").tree
            #expect(tree == (holds ? "(call (. v yes))" : "(call (. v otherwise))"), "\(condition)")
        }
    }

    @Test func noBranchCompiledLeavesTheBase() {
        #expect(parsed("let x = view\n    #if os(macOS)\n    .mac()\n    #endif\nf()").tree == "(let x = view); (call f)")
    }

    @Test func nestedDirectivesAndAnchorsBlocks() {
        let text = """
            a.sl.anchors { Anchors.top }
            #if os(iOS)
                #if DEBUG
                .identifying("debug")
                #endif
                .sublayout { b }
            #endif
            """
        let result = parsed(text)
        #expect(result.errors == [])
        #expect(result.tree == #"(call (. (call (. (call (. (. a sl) anchors) {(. Anchors top)}) identifying) "debug") sublayout) {b})"#)
    }

    @Test func aBranchOfOtherThanMembersIsAnError() {
        let result = parsed("v\n#if DEBUG\n.a()\nf()\n#endif")
        #expect(result.errors == ["unexpected `f` in conditional compilation block@17-18"])
    }

    @Test func aMissingEndifIsAnError() {
        let result = parsed("v\n#if DEBUG\n.a()")
        #expect(result.errors == ["expected `#endif`@16-16"])
    }

    @Test func hostileNestingIsBounded() {
        // Deeper than the parser nests: an error of the statement.
        let parentheses = String(repeating: "(", count: 500)
        #expect(parsed("v\n#if \(parentheses)DEBUG\n.a()\n#endif") == ("other", ["nested too deeply@259-260"]))
        for count in [499, 500] {
            let negations = String(repeating: "! ", count: count)
            #expect(parsed("v\n#if \(negations)DEBUG\n.a()\n#endif").tree == "other")
        }
        // A condition longer than a lookahead scans: the directive is read as a block's, its
        // branch a statement of its own.
        let long = String(repeating: "(", count: 100_000)
        #expect(parsed("v\n#if \(long)DEBUG\n.a()\n#endif").tree == "v; (call (. a))")
        let nested = "v" + String(repeating: "\n#if DEBUG", count: 400) + "\n.a()" + String(repeating: "\n#endif", count: 400)
        #expect(parsed(nested).errors.first == "nested too deeply@2536-2541")
    }
}
