import Diagnostics
import SwiftTree
import Testing

@Suite struct SwiftTreeTests {
    @Test func aSpansTextIsReadFromTheFilesBytes() {
        let file = SwiftFile(bytes: Array("let a = 1".utf8), statements: SwiftBlock(items: [], span: SourceSpan(0, 0)), errors: [])
        #expect(file.text(SourceSpan(4, 5)) == "a")
        #expect(file.text(SourceSpan(8, 40)) == "1")
    }

    /// A chain as deep as a long file can write (`1 + 1 + …`, `a.b.c…`, `f()()…`) is freed
    /// without a release per level on the stack: a million levels would overflow it.
    @Test func deepChainsAreFreedWithoutRecursion() {
        let span = SourceSpan(0, 1)
        weak var firstLeaf: SwiftExpr?
        do {
            let leaf = SwiftExpr(kind: .integer("1"), span: span)
            firstLeaf = leaf
            var sum = leaf
            var chain = SwiftExpr(kind: .name("a"), span: span)
            for index in 0..<1_000_000 {
                sum = SwiftExpr(kind: .binary(op: SwiftName("+", span), lhs: sum, rhs: SwiftExpr(kind: .integer("1"), span: span)), span: span)
                switch index % 3 {
                case 0: chain = SwiftExpr(kind: .member(base: chain, name: SwiftName("b", span)), span: span)
                case 1: chain = SwiftExpr(kind: .call(SwiftCall(callee: chain, arguments: [], trailingClosures: [])), span: span)
                default: chain = SwiftExpr(kind: .postfix(op: SwiftName("!", span), operand: chain), span: span)
                }
            }
            if case .binary(let op, _, _) = sum.kind { #expect(op.text == "+") }
            #expect(firstLeaf != nil)
        }
        #expect(firstLeaf == nil)
    }

    /// Depth counts a chain's links as well as brackets: the file, the declaration, then one a link.
    @Test func depthCountsChainsAsWellAsBrackets() {
        #expect(!SwiftFile.parse("let x = a.b.c").isDeeper(than: 4))
        #expect(SwiftFile.parse("let x = a.b.c").isDeeper(than: 3))
        let chain = SwiftFile.parse("let x = a" + String(repeating: ".b", count: 20))
        #expect(chain.isDeeper(than: 21))
        #expect(!chain.isDeeper(than: 22))
        let branches = SwiftFile.parse("if a { f() }" + String(repeating: " else if a { f() }", count: 30))
        #expect(branches.isDeeper(than: 30))
    }

    /// Every expression of a file, outermost first and in source order: in initialisers,
    /// functions, closures, interpolations, branches (`else if`s too) and a switch's patterns.
    @Test func forEachExpressionVisitsEveryExpressionOutermostFirst() {
        let text = """
            let a = f(x, { y }) + "\\(z)"
            func g(p: Int = 1) { if c { d } else if e { [k: v] } }
            switch s { case .t: u }
            """
        let file = SwiftFile.parse(text)
        var visited: [String] = []
        file.statements.forEachExpression { visited.append(file.text($0.span)) }
        #expect(visited == [
            #"f(x, { y }) + "\(z)""#, "f(x, { y })", "f", "x", "{ y }", "y", #""\(z)""#, "z",
            "1", "if c { d } else if e { [k: v] }", "c", "d", "e", "[k: v]", "k", "v",
            "switch s { case .t: u }", "s", ".t", "u",
        ])
    }

    /// A node's kind holds at most a reference and a name (30 bytes: a name keeps its span as a
    /// start and a 16-bit length) and its case, in 32 bytes: the larger payloads (a binary
    /// operator's, a cast's) are boxed, and a closure's signature is one reference. A node is then
    /// 56 bytes, a 64-byte heap block (with a 24-byte name, 60 bytes took an 80-byte block).
    @Test func nodesAreSmall() {
        #expect(MemoryLayout<SwiftExpr.Kind>.size == 32)
        #expect(MemoryLayout<SwiftName>.size == 22)
        #expect(MemoryLayout<SwiftArgument>.size == 32)
    }

    /// A name's span is its start and length as given, a long one's length its text's.
    @Test func aNameKeepsItsSpan() {
        #expect(SwiftName("view", SourceSpan(10, 14)).span == SourceSpan(10, 14))
        #expect(SwiftName("class", SourceSpan(3, 10)).span == SourceSpan(3, 10))  // `class`, backticks in the span
        let long = String(repeating: "a", count: 70_000)
        #expect(SwiftName(long, SourceSpan(5, 70_005)).span == SourceSpan(5, 70_005))
        var renamed = SwiftName("a", SourceSpan(0, 1))
        renamed.span = SourceSpan(7, 9)
        #expect(renamed == SwiftName("a", SourceSpan(7, 9)))
    }
}

