import Diagnostics
import SwiftTree
import Testing

/// The tree of `text` as an S-expression (TreeDump), and its errors as `message@lower-upper`.
func parsed(_ text: String) -> (tree: String, errors: [String]) {
    let file = SwiftFile.parse(text)
    return (TreeDump.file(file), file.errors.map { "\($0.message)@\($0.span.lower)-\($0.span.upper)" })
}

func tree(_ text: String) -> String { parsed(text).tree }

func firstExpr(_ text: String) -> SwiftExpr? {
    guard case .expr(let expr)? = SwiftFile.parse(text).statements.items.first else { return nil }
    return expr
}

@Suite struct PrecedenceTests {
    @Test func arithmeticFoldsByPrecedenceAndAssociatesLeft() {
        #expect(tree("a = b + c * d - e") == "(= a (- (+ b (* c d)) e))")
        #expect(tree("m = a << 2 + b & c | d ^ e") == "(= m (^ (| (+ (<< a 2) (& b c)) d) e))")
        #expect(tree("r = 0 ..< n + 1") == "(= r (..< 0 (+ n 1)))")
    }

    @Test func nilCoalescingTernaryAndAssignmentAssociateRight() {
        #expect(tree("x = a ?? b ?? c") == "(= x (?? a (?? b c)))")
        #expect(tree("y = c ? a : b ? d : e") == "(= y (? c a (? b d e)))")
        #expect(tree("a = b = c") == "(= a (= b c))")
        #expect(tree("x += 1; y -= 2") == "(+= x 1); (-= y 2)")
    }

    @Test func logicalAndComparisonOperators() {
        #expect(tree("v = a < b && c || !d == e") == "(= v (|| (&& (< a b) c) (== (!pre d) e)))")
        #expect(tree("v = a === b || c ~= d") == "(= v (|| (=== a b) (~= c d)))")
    }

    @Test func castsBindTighterThanNilCoalescingAndLooserThanRanges() {
        #expect(tree("z = a as? Int ?? 0") == "(= z (?? (as? a Int) 0))")
        #expect(tree("z = a + b as! T") == "(= z (as! (+ a b) T))")
        #expect(tree("z = x is UIView && y as Int == 1") == "(= z (&& (is x UIView) (== (as y Int) 1)))")
    }

    @Test func anUnknownOperatorIsOfDefaultPrecedence() {
        #expect(tree("q = a <> b + c") == "(= q (<> a (+ b c)))")
        #expect(tree("q = a <> b || c") == "(= q (<> a (|| b c)))")
    }

    @Test func effectsCoverTheWholeExpressionToTheirRight() {
        #expect(tree("t = try foo() + bar()") == "(= t (try (+ (call foo) (call bar))))")
        #expect(tree("t = try? f() ?? g") == "(= t (try? (?? (call f) g)))")
        #expect(tree("t = try! f()") == "(= t (try! (call f)))")
        #expect(tree("let f = await load(x) is Bool") == "(let f = (await (is (call load x) Bool)))")
    }

    @Test func binarySpansCoverBothOperandsAndTheOperatorHasItsOwn() throws {
        let expr = try #require(firstExpr("a + b * c"))
        #expect(expr.span == SourceSpan(0, 9))
        guard case .binary(let op, _, let rhs) = expr.kind else { Issue.record("not binary"); return }
        #expect(op == SwiftName("+", SourceSpan(2, 3)))
        #expect(rhs.span == SourceSpan(4, 9))
    }
}

@Suite struct OperatorWhitespaceTests {
    @Test func prefixPostfixAndBinaryOperatorsFollowTheWhitespace() {
        #expect(tree("w = a! + b?.c - -d") == "(= w (- (+ (post! a) (. (post? b) c)) (-pre d)))")
        #expect(tree("w = a-b") == "(= w (- a b))")
        #expect(tree("w = &x") == "(= w (&pre x))")
        #expect(tree("w = a?[0]") == "(= w (sub (post? a) 0))")
        #expect(tree("w = a!.b") == "(= w (. (post! a) b))")
        #expect(tree("w = a ? b : c") == "(= w (? a b c))")
        #expect(tree("w = xs[i...]") == "(= w (sub xs (post... i)))")
        #expect(tree("w = ..<5") == "(= w (..<pre 5))")
    }

    @Test func aPrefixOperatorAfterAnOperandStartsAnotherStatement() {
        let result = parsed("a -b")
        #expect(result.tree == "a; (-pre b)")
        #expect(result.errors == ["consecutive statements on a line must be separated by `;`@1-1"])
    }

    @Test func anOperatorPassedAsAValue() {
        #expect(tree("s = xs.reduce(0, +)") == "(= s (call (. xs reduce) 0 +))")
    }
}

@Suite struct NewlineTests {
    @Test func aMemberOnTheNextLineContinuesButAParenthesisOrBracketDoesNot() {
        #expect(tree("a\n    .b()\n    .c\n(d)\n[e]") == "(. (call (. a b)) c); (tuple d); [e]")
    }

    @Test func aBinaryOperatorWithSpaceOnBothSidesContinuesAcrossLines() {
        #expect(tree("a\n+ b\n-c") == "(+ a b); (-pre c)")
        #expect(tree("ok = a &&\n    b") == "(= ok (&& a b))")
    }

    @Test func returnTakesAnExpressionUnlessAStatementStartsTheNextLine() {
        #expect(tree("func f() {\n    return\n    let x = 1\n}") == "(func f() {(return); (let x = 1)})")
        #expect(tree("func f() -> Int {\n    return\n        1 + 2\n}") == "(func f() -> Int {(return (+ 1 2))})")
        #expect(tree("func f() { return }") == "(func f() {(return)})")
    }

    @Test func semicolonsSeparateStatementsOnALine() {
        #expect(parsed("let x = 1; f(); ;").tree == "(let x = 1); (call f)")
        #expect(parsed("let x = 1 let y = 2").errors == ["consecutive statements on a line must be separated by `;`@9-9"])
    }
}

@Suite struct TrailingClosureTests {
    @Test func trailingClosuresFollowACallOrAName() {
        #expect(tree("view.sl.sublayout {\n    label\n    button.sl.anchors { Anchors.top } tail: { x }\n}")
            == "(call (. (. view sl) sublayout) {label; (call (. (. button sl) anchors) {(. Anchors top)} tail:{x})})")
        #expect(tree("f(1) { $0 }") == "(call f 1 {$0})")
        #expect(tree("UILabel().sl.config { $0.text = \"a\" }") == "(call (. (. (call UILabel) sl) config) {(= (. $0 text) \"a\")})")
    }

    @Test func aBraceAfterAConditionIsTheBodyNotATrailingClosure() {
        #expect(tree("if xs.isEmpty { f() }") == "(if (. xs isEmpty) {(call f)})")
        #expect(tree("for x in xs { x }") == "(for x in xs {x})")
        #expect(tree("for x in xs where x > 1 && f(x) { x }") == "(for x in xs where (&& (> x 1) (call f x)) {x})")
        #expect(tree("switch f { default: g { } }") == "(switch f [default: (call g {})])")
        #expect(tree("while a { }\nguard b else { return }") == "other-stmt; other-stmt")
        // Inside parentheses a trailing closure is allowed again.
        #expect(tree("if xs.contains(where: { $0 > 1 }) { }") == "(if (call (. xs contains) where:{(> $0 1)}) {})")
    }

    @Test func aVariablesObserversAreNotATrailingClosureOfItsInitializer() {
        #expect(tree("var x = f { didSet { g() } }") == "(var x = f {didSet {(call g)}})")
        #expect(tree("var x = f { $0 }") == "(var x = (call f {$0}))")
    }
}

@Suite struct DeclarationTests {
    static let classText = """
        import UIKit
        @objc(Foo) @MainActor public final class Foo<T: P>: UIView, Layoutable where T: Q {
            @State private var count = 0
            private(set) lazy var a: Int = 1, b: String
            weak var delegate: Delegate?
            static let shared = Foo()
            var layout: some Layout { view.sl.sublayout { x } }
            var value: Int { get { 1 } set(v) { } }
            var observed = 1 { didSet { print(1) } willSet { } }
            var p: Int { get set }
            init?(frame: CGRect, _ x: Int = 1, items: String..., f: @escaping () -> Void) throws { super.init(frame: frame) }
            required convenience init() { }
            override func viewDidLoad() async rethrows -> [String: [Int]]? { return nil }
            class func make<U>(with label: inout U) -> (Int, String) where U: P { }
            deinit { }
            subscript(i: Int) -> Int { get { 0 } }
            typealias X = Int
            enum E: Int { case a = 1, b; indirect case c(Int, label: String) }
            struct S { let x: [Foo<Bar<Baz>>]? }
            #if DEBUG
            func debug() { }
            #else
            func release() { }
            #endif
        }
        extension UIColor.Named: Equatable { }
        protocol P: AnyObject { func f() -> Int; var x: Int { get } ; associatedtype T: Q }
        actor A { }
        """

    @Test func typesMembersAttributesAndModifiers() {
        let result = parsed(Self.classText)
        #expect(result.errors == [])
        #expect(result.tree == "(other-decl); (@objc @MainActor public final class Foo: UIView, Layoutable {"
            + "(@State private var count = 0); (private(set) lazy var a: Int = 1, b: String); (weak var delegate: Delegate?); "
            + "(static let shared = (call Foo)); (var layout: some Layout {(call (. (. view sl) sublayout) {x})}); "
            + "(var value: Int {get {1} set {}}); (var observed = 1 {didSet {(call print 1)} willSet {}}); (var p: Int {get set}); "
            + "(func init(frame: CGRect, _ x: Int = 1, items: String..., f: @escaping () -> Void) {(call (. super init) frame:frame)}); "
            + "(required convenience func init() {}); (override func viewDidLoad() -> [String: [Int]]? {(return nil)}); "
            + "(class func make(with label: inout U) -> (Int, String) {}); (other-decl); (other-decl); (other-decl); "
            + "(enum E: Int {(case a, b); (indirect case c)}); (struct S {(let x: [Foo<Bar<Baz>>]?)}); (func debug() {}); (func release() {})}); "
            + "(extension UIColor.Named: Equatable {}); (protocol P: AnyObject {(func f() -> Int); (var x: Int {get}); (other-decl)}); (actor A {})")
    }

    @Test func declarationSpansNamesAndTypes() throws {
        let file = SwiftFile.parse("  @objc private var `class`: [Int]? = nil // note\nfunc f(_ a: Int) -> some Layout { }")
        guard case .decl(let variable)? = file.statements.items.first, case .variable(let decl) = variable.kind else {
            Issue.record("no variable")
            return
        }
        #expect(variable.span == SourceSpan(2, 41))
        #expect(variable.attributes == ["objc"])
        #expect(variable.modifiers == ["private"])
        let binding = try #require(decl.bindings.first)
        #expect(binding.name == SwiftName("class", SourceSpan(20, 27)))
        #expect(binding.patternSpan == SourceSpan(20, 27))
        #expect(binding.type == SwiftType("[Int]?", SourceSpan(29, 35)))
        #expect(binding.initializer?.span == SourceSpan(38, 41))
        guard case .decl(let function)? = file.statements.items.last, case .function(let decl) = function.kind else {
            Issue.record("no function")
            return
        }
        #expect(function.span == SourceSpan(50, 85))
        #expect(decl.name == SwiftName("f", SourceSpan(55, 56)))
        #expect(decl.parameters.map(\.label) == ["_"])
        #expect(decl.parameters.map(\.name) == ["a"])
        #expect(decl.parameters.first?.span == SourceSpan(57, 65))
        #expect(decl.returnType == SwiftType("some Layout", SourceSpan(70, 81)))
        #expect(decl.body?.span == SourceSpan(83, 83))
        #expect(file.statements.span == SourceSpan(2, 85))
    }

    @Test func statementsInsideFunctionBodies() {
        #expect(tree("""
            func f() {
                let x = 1
                struct Local { }
                defer { }
                do { try g() } catch let e as E { } catch { }
                repeat { } while x < 1
                outer: for i in 0..<3 { break outer }
                throw E.x
            }
            """) == "(func f() {(let x = 1); (struct Local {}); other-stmt; other-stmt; other-stmt; other-stmt; other-stmt})")
    }

    @Test func tupleAndWildcardPatternsHaveNoName() {
        #expect(tree("let (a, b) = t, _ = u") == "(let _ = t, _ = u)")
    }
}

@Suite struct StatementTests {
    @Test func ifConditionsAndElseBranches() {
        #expect(tree("if let x = y, var z, let w: Int = v, x > 1 { a() } else if case .a = b { } else if #available(iOS 15, *) { c }")
            == "(if let x = y, let z, let w = v, (> x 1) {(call a)} else (if case (. a) = b {} else (if #available {c})))")
    }

    /// A pattern that binds names is not read as an expression; the names it binds are kept
    /// (not members, cases, labels, types after `as`, or `_`).
    @Test func ifCaseKeepsTheNamesAPatternBinds() {
        #expect(tree("if case .loaded(let user) = state { }") == "(if case other let user = state {})")
        #expect(tree("if case let .pair(first: a, _, b as Int) = p { }") == "(if case other let a let b = p {})")
        #expect(tree("if case (let x?, .none) = (u, v) { }") == "(if case other let x = (tuple u v) {})")
    }

    @Test func anElseIfKeepsItsSpan() throws {
        let expr = try #require(firstExpr("if a { } else if b { }"))
        guard case .if(let conditional) = expr.kind, case .if(_, let span)? = conditional.elseBranch else {
            Issue.record("no else if")
            return
        }
        #expect(expr.span == SourceSpan(0, 22))
        #expect(span == SourceSpan(14, 22))
    }

    @Test func forLoopsNameASingleIdentifierOnly() {
        #expect(tree("for (a, b) in zip(x, y) where a > b { a }\nfor case let .a(v) in xs { }\nfor _ in xs { }\nfor try await x in s { }")
            == "(for _ in (call zip x y) where (> a b) {a}); (for _ in xs {}); (for _ in xs {}); (for x in s {})")
    }

    @Test func switchCasesWithPatternsWhereClausesAndDefault() {
        #expect(tree("""
            switch x {
            case .a, .b(1) where y: f()
            case let .c(v): g(v)
            case .d(let w), 1...5: break
            @unknown default: break
            }
            """) == "(switch x [case (. a), (call (. b) 1): (call f)] [case other: (call g v)] [case other, (... 1 5): other-stmt] [default: other-stmt])")
    }

    @Test func ifAndSwitchAsExpressions() {
        #expect(tree("let x = if a { 1 } else { 2 }") == "(let x = (if a {1} else {2}))")
        #expect(tree("let y = switch a { case 1: \"one\" default: \"other\" }") == "(let y = (switch a [case 1: \"one\"] [default: \"other\"]))")
    }

    @Test func conditionalCompilationKeepsEveryBranch() {
        #expect(parsed("#if os(iOS)\nlet a = 1\n#elseif DEBUG\nlet a = 2\n#else\nlet a = 3\n#endif\nf()").tree
            == "(let a = 1); (let a = 2); (let a = 3); (call f)")
    }
}

@Suite struct ExpressionTests {
    @Test func closuresAndTheirParameters() {
        #expect(tree("""
            let c = { [weak self] a, b in a + b }
            let d = { (x: Int, _ y: String) -> Int in x }
            let e = { _ in }
            let g = { () async throws -> Void in }
            let h = { $0 + 1 }
            let i = { [self] in self }
            """) == "(let c = {a,b in (+ a b)}); (let d = {x: Int,y: String -> Int in x}); (let e = {_ in }); (let g = { -> Void in }); "
                + "(let h = {(+ $0 1)}); (let i = { in self})")
    }

    @Test func aClosuresLabelInItsBodyIsNoSignature() {
        #expect(tree("xs.map { lookUp($0, in: state) ?? .null }") == "(call (. xs map) {(?? (call lookUp $0 in:state) (. null))})")
    }

    @Test func typesInExpressionPosition() {
        #expect(tree("""
            let a = [UIView]()
            let b = [String: Int]()
            let c = Array<Int>()
            let d = Set<Foo.Bar<Baz>>.self
            let e = UIView.self
            let f = a < b
            let g = (any Error).self
            """) == "(let a = (call <[UIView]>)); (let b = (call <[String: Int]>)); (let c = (call <Array<Int>>)); "
            + "(let d = (. <Set<Foo.Bar<Baz>>> self)); (let e = (. UIView self)); (let f = (< a b)); (let g = (. (tuple <any Error>) self))")
    }

    @Test func literalsCollectionsAndMembers() {
        #expect(tree("f(0x1F, 1_000, 0b101, 0o17, 1.5e-3, 0x1.8p1, true, nil, [], [:], [1: \"a\"], (a, b: 2), t.0.1, .init(x: 1), a.init, `default`)")
            == "(call f 0x1F 1_000 0b101 0o17 1.5e-3 0x1.8p1 true nil [] [:] [1:\"a\"] (tuple a b:2) (. (. t 0) 1) (call (. init) x:1) (. a init) default)")
    }

    @Test func keyPathsSelectorsLiteralsAndMacrosAreOther() throws {
        #expect(tree("f(\\.foo.bar?[0], #selector(handle(_:)), #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1), #Preview { x })")
            == "(call f other other other other)")
        let call = try #require(firstExpr("f(\\.a, #selector(g(_:)))"))
        guard case .call(let value) = call.kind else { Issue.record("not a call"); return }
        #expect(value.arguments.map(\.value.span) == [SourceSpan(2, 5), SourceSpan(7, 23)])
    }

    @Test func regexLiteralsAndCompoundNamesAreOther() {
        #expect(parsed("let r = text.matches(of: /a[/]b\\/c/).count\nlet e = #/x/y/#\nlet f = handle(_:with:)\nx /= 2 / y") == (
            tree: "(let r = (. (call (. text matches) of:other) count)); (let e = other); (let f = other); (/= x (/ 2 y))", errors: []))
    }

    @Test func conditionalCompilationAroundCasesAndMembers() {
        #expect(tree("switch a {\n#if DEBUG\ncase 1: f()\n#endif\ndefault: g()\n}\nenum E {\n#if os(iOS)\ncase a\n#endif\n}")
            == "(switch a [case 1: (call f)] [default: (call g)]); (enum E {(case a)})")
    }

    @Test func callAndMemberSpans() throws {
        let expr = try #require(firstExpr("view.addSubview(label, at: 0) { }"))
        #expect(expr.span == SourceSpan(0, 33))
        guard case .call(let call) = expr.kind, case .member(let base?, let name) = call.callee.kind else {
            Issue.record("not a member call")
            return
        }
        #expect(base.span == SourceSpan(0, 4))
        #expect(name == SwiftName("addSubview", SourceSpan(5, 15)))
        #expect(call.arguments.map(\.label) == [nil, SwiftName("at", SourceSpan(23, 25))])
        #expect(call.trailingClosures.map(\.closure.span) == [SourceSpan(30, 33)])
    }
}

@Suite struct StringLiteralTests {
    func literal(_ text: String) -> SwiftStringLiteral? {
        guard let expr = firstExpr(text), case .string(let literal) = expr.kind else { return nil }
        return literal
    }

    @Test func escapesAreResolved() {
        #expect(literal(#""a\n\t\\\"\'\0\u{1F600}z\r""#)?.plainText == "a\n\t\\\"'\0😀z\r")
        #expect(literal(#""\u{48}i""#)?.plainText == "Hi")
        #expect(literal(#""""#)?.plainText == "")
    }

    @Test func rawStringsKeepBackslashesUnlessHashed() {
        #expect(tree(##"r = #"raw \n \#(x) "q""#"##) == #"(= r "raw \n \(x) "q"")"#)
        #expect(literal(##"#""""#"##)?.plainText == "\"\"")
    }

    @Test func interpolationsHoldArgumentsAndNestedStrings() throws {
        #expect(tree(#"t = "x \(a) y \(b, c: d) \("nested \(e + 1)")""#) == #"(= t "x \(a) y \(b c:d) \("nested \((+ e 1))")")"#)
        let value = try #require(literal(#""a\(b)c""#))
        guard value.segments.count == 3, case .text("a", let first) = value.segments[0], case .interpolation(_, let middle) = value.segments[1],
              case .text("c", let last) = value.segments[2] else {
            Issue.record("segments \(value.segments)")
            return
        }
        #expect(first == SourceSpan(1, 2))
        #expect(middle == SourceSpan(2, 6))
        #expect(last == SourceSpan(6, 7))
    }

    @Test func multilineStringsStripTheClosingDelimitersIndentation() {
        let text = "let m = \"\"\"\n    line 1\n      indented \\\n    joined\n\n    \\(x) end\n    \"\"\""
        #expect(tree(text) == "(let m = \"\"\"line 1\n  indented joined\n\n\\(x) end\"\"\")")
        #expect(parsed("let m = \"\"\"\n  a\n b\n  \"\"\"").errors == ["insufficient indentation of line in multi-line string literal@16-17"])
    }

    @Test func unterminatedStringsAndCommentsAreErrors() {
        #expect(parsed("let s = \"abc\nlet t = 2") == (tree: "(let s = \"abc\"); (let t = 2)", errors: ["unterminated string literal@8-12"]))
        #expect(parsed("/* a /* nested */ unterminated") == (tree: "", errors: ["unterminated comment@0-2"]))
        #expect(parsed("let s = \"\\q\"").errors == ["invalid escape sequence@9-11"])
    }
}

@Suite struct RecoveryTests {
    @Test func anUnclosedBracketIsReportedAndTheNextLineIsRead() {
        #expect(parsed("let a = (") == (tree: "(other-decl)", errors: ["expected `)`@9-9"]))
        #expect(parsed("let x = [1, 2\nlet y = 3") == (tree: "(other-decl); (let y = 3)", errors: ["expected `]`@13-13"]))
        #expect(parsed("foo(a b)\nlet ok = 1") == (tree: "other; (let ok = 1)", errors: ["expected `)`, found `b`@6-7"]))
    }

    @Test func aStrayClosingBraceIsSkipped() {
        #expect(parsed("}\nlet z = 1") == (tree: "(let z = 1)", errors: ["unexpected `}`@0-1"]))
    }

    @Test func aBrokenMemberBecomesOtherAndTheOthersAreRead() {
        let result = parsed("class C {\n    func f() { let x = }\n    func g() { }\n    )\n    var h = 1\n}")
        #expect(result.tree == "(class C {(func f() {(other-decl)}); (func g() {}); (other-decl); (var h = 1)})")
        #expect(result.errors == ["expected an expression, found `}`@33-34", "expected a declaration, found `)`@56-57"])
    }

    @Test func aBrokenStatementInABuilderLeavesItsSiblings() {
        let result = parsed("root.sl.sublayout {\n    a.sl.anchors { Anchors.top.equalTo( }\n    b\n}")
        #expect(result.tree == "(call (. (. root sl) sublayout) {(call (. (. a sl) anchors) {other}); b})")
        #expect(result.errors == ["expected an expression, found `}`@60-61"])
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 5_000
        let result = parsed("x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\nlet y = 2")
        #expect(result.errors.first == "nested too deeply@259-260")
        #expect(result.tree.hasSuffix("(let y = 2)"))
        let closures = parsed(String(repeating: "f {", count: depth) + String(repeating: "}", count: depth))
        #expect(closures.errors.first?.hasPrefix("nested too deeply") == true)
        let prefixes = parsed("x = " + String(repeating: "-", count: depth) + "1")
        #expect(prefixes.errors == [])
    }

    @Test func invalidUTF8AndControlBytesDoNotCrash() {
        let file = SwiftFile.parse(bytes: [0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x20, 0x3D, 0x20, 0x22, 0xC3, 0x22, 0x01])
        #expect(file.errors.map(\.message) == ["unexpected `\u{01}`"])
        #expect(file.statements.items.count == 1)
    }
}

/// Gaps closed in session 17: a generic member called, closures' types, `#if` in lists.
@Suite struct ParserGapTests {
    /// `x.y<Z>(1)`: a call of the member `y` with the generic argument `Z` (not a type); on a
    /// type's name the whole stays a type.
    @Test func explicitGenericArgumentsOnAMemberFollowedByACall() {
        #expect(parsed("let w = x.y<Z>(1)") == ("(let w = (call (generic (. x y) <Z>) 1))", []))
        #expect(tree("let w = .make<Int, [String]>()") == "(let w = (call (generic (. make) <Int, [String]>)))")
        #expect(tree("let w = Array<Int>(); let v = UIView.Box<Int>.self") == "(let w = (call <Array<Int>>)); (let v = (. <UIView.Box<Int>> self))")
    }

    /// `{ (a: Int, b: String) -> Void in … }`: each parameter's type and the result type.
    @Test func closureParameterTypesAndResultAreKept() throws {
        #expect(tree("let f = { (a: Int, b: String...) -> Void in a }") == "(let f = {a: Int,b: String... -> Void in a})")
        #expect(tree("let g = { a, _ in a }; let h = { (x, y: [Int]) in x }") == "(let g = {a,_ in a}); (let h = {x,y: [Int] in x})")
        let expr = try #require(firstExpr("_ = { (a: Int) -> Bool in true }"))
        guard case .binary(_, _, let rhs) = expr.kind, case .closure(let closure) = rhs.kind else {
            Issue.record("no closure")
            return
        }
        #expect(closure.parameterTypes == [SwiftType("Int", SourceSpan(10, 13))])
        #expect(closure.returnType == SwiftType("Bool", SourceSpan(18, 22)))
    }

    /// Swift reads no `#if` between a list's elements ("expected expression in container
    /// literal"): the directive alone is the error, the statement is kept with every branch's
    /// elements in place (as in a block), and nothing after it is lost.
    @Test func conditionalCompilationInsideAListIsReadInPlace() {
        #expect(parsed("let xs = [\n1,\n#if DEBUG\n2,\n#else\n3,\n#endif\n4,\n]\nlet q = 1")
            == ("(let xs = [1 2 3 4]); (let q = 1)", ["expected expression in container literal@14-17",
                                                       "expected expression in container literal@27-32",
                                                       "expected expression in container literal@36-42"]))
        #expect(parsed("f(1,\n#if DEBUG\nd: 2,\n#endif\n3)\nlet q = 1")
            == ("(call f 1 d:2 3); (let q = 1)", ["expected expression in list of expressions@5-8",
                                                  "expected expression in list of expressions@21-27"]))
        #expect(parsed("let d = [\"a\": 1\n#if X\n, \"b\": 2\n#endif\n]").tree == #"(let d = ["a":1 "b":2])"#)
    }
}

