import Diagnostics

// The syntax tree of the Swift that layouts are written in, as `SwiftFile.parse` reads it.
//
// It keeps what a static reader of layouts asks of a file — declarations, statements and
// expressions with their byte spans — and nothing of the text between them: no tokens, no
// trivia, no places for unexpected text. Nodes are classes, so that a node has an identity
// (an entry point, a statement list) and is passed by one reference; every span is of the
// node's own text, without comments or white space around it.
//
// Swift the reader does not model (a `guard`, a `while`, an operator declaration, a regex) is
// kept as an `.other` node with its span: a reader skips it, and a message can quote it.

/// A parsed file: its top-level statements, and the syntax errors found (with the parse
/// recovering at the next statement or declaration, so that the rest is still read).
public final class SwiftFile {
    /// The file's text, as UTF-8.
    public let bytes: [UInt8]
    public let statements: SwiftBlock
    public let errors: [SwiftSyntaxError]

    public init(bytes: [UInt8], statements: SwiftBlock, errors: [SwiftSyntaxError]) {
        self.bytes = bytes
        self.statements = statements
        self.errors = errors
    }

    /// The text of `span`, as written.
    public func text(_ span: SourceSpan) -> String {
        let lower = max(0, min(Int(span.lower), bytes.count))
        let upper = max(lower, min(Int(span.upper), bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

/// A syntax error: what was expected or found, at a span of the text (empty where something
/// is missing).
public struct SwiftSyntaxError: Equatable, Sendable {
    public var message: String
    public var span: SourceSpan

    /// The message of nesting past the parser's limit (the text inside is skipped).
    public static let nestedTooDeeply = "nested too deeply"

    public init(_ message: String, _ span: SourceSpan) {
        self.message = message
        self.span = span
    }
}

/// A list of statements between braces, or a file's top level.
public final class SwiftBlock {
    public let items: [SwiftItem]
    /// From the first statement's start to the last's end (the braces are not in it); empty at
    /// the opening brace's end when there is no statement.
    public let span: SourceSpan

    public init(items: [SwiftItem], span: SourceSpan) {
        self.items = items
        self.span = span
    }
}

/// One statement of a block.
public enum SwiftItem {
    case decl(SwiftDecl)
    case stmt(SwiftStmt)
    /// An expression statement, `if` and `switch` included.
    case expr(SwiftExpr)

    public var span: SourceSpan {
        switch self {
        case .decl(let decl): decl.span
        case .stmt(let stmt): stmt.span
        case .expr(let expr): expr.span
        }
    }
}

// MARK: - Declarations

public final class SwiftDecl {
    public enum Kind {
        case variable(SwiftVariableDecl)
        /// A `func`, or an `init` (named `init`).
        case function(SwiftFunctionDecl)
        case type(SwiftTypeDecl)
        /// `case a, b(Int)` in an enum: the cases' names.
        case enumCase([SwiftName])
        /// An `import`, `typealias`, `protocol` member, operator, `#if` directive…: not read.
        case other
    }

    public let kind: Kind
    public let span: SourceSpan
    /// The names of its attributes, without `@` or arguments (`LayoutBuilder`, `objc`).
    public let attributes: [String]
    /// Its modifiers as written (`private`, `static`, `class`, `override`, `lazy`, `final`).
    public let modifiers: [String]

    public init(kind: Kind, span: SourceSpan, attributes: [String] = [], modifiers: [String] = []) {
        self.kind = kind
        self.span = span
        self.attributes = attributes
        self.modifiers = modifiers
    }

    /// `static` or `class`.
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

/// A name as written, with its span (backticks are not part of the name, but are of the span).
///
/// The span is kept as its start and a 16-bit length: a member node's kind (`.member(base:name:)`,
/// the largest) then fits in 32 bytes with the case's tag, and an expression node in a 64-byte
/// heap block instead of an 80-byte one (a fifth of a syntax tree's memory). A name longer than
/// 65,534 bytes keeps its length as the text's.
public struct SwiftName: Equatable {
    public var text: String
    private var lower: Int32
    private var length: UInt16

    public init(_ text: String, _ span: SourceSpan) {
        self.text = text
        lower = span.lower
        let count = Int(span.upper) - Int(span.lower)
        length = count >= 0 && count < Int(UInt16.max) ? UInt16(count) : UInt16.max
    }

    public var span: SourceSpan {
        get {
            let count = length == UInt16.max ? text.utf8.count : Int(length)
            return SourceSpan(Int(lower), Int(lower) + count)
        }
        set { self = SwiftName(text, newValue) }
    }
}

/// A type as written (`some Layout`, `[UIView]`, `UIStackView.Alignment?`): its text with white
/// space between tokens as written, and its span.
public struct SwiftType: Equatable {
    public var text: String
    public var span: SourceSpan

    public init(_ text: String, _ span: SourceSpan) {
        self.text = text
        self.span = span
    }
}

/// `let a = 1, b: Int`, `var x: T { … }`.
public final class SwiftVariableDecl {
    /// `let` or `var`.
    public let isLet: Bool
    public let bindings: [SwiftBinding]

    public init(isLet: Bool, bindings: [SwiftBinding]) {
        self.isLet = isLet
        self.bindings = bindings
    }
}

public final class SwiftBinding {
    /// The bound name, nil for a tuple or `_` pattern (whose span is `patternSpan`).
    public let name: SwiftName?
    public let patternSpan: SourceSpan
    public let type: SwiftType?
    public let initializer: SwiftExpr?
    public let accessors: SwiftAccessors?

    public init(name: SwiftName?, patternSpan: SourceSpan, type: SwiftType?, initializer: SwiftExpr?, accessors: SwiftAccessors?) {
        self.name = name
        self.patternSpan = patternSpan
        self.type = type
        self.initializer = initializer
        self.accessors = accessors
    }
}

/// A computed property's or an observed one's braces.
public enum SwiftAccessors {
    /// `{ statements }`: a getter alone.
    case getter(SwiftBlock)
    /// `{ get { … } set { … } }`, `{ didSet { … } }`: each accessor's keyword and body (nil in a
    /// protocol's `{ get set }`).
    case accessors([(keyword: String, body: SwiftBlock?)])

    /// The getter's statements: the block of `.getter`, or the `get` accessor's.
    public var getter: SwiftBlock? {
        switch self {
        case .getter(let block): block
        case .accessors(let list): list.first { $0.keyword == "get" }?.body
        }
    }
}

/// `func name(parameters) -> Result { body }`, or an `init(…)` (named `init`).
public final class SwiftFunctionDecl {
    public let name: SwiftName
    public let parameters: [SwiftParameter]
    /// The declared result type (`some Layout`), nil when there is none.
    public let returnType: SwiftType?
    /// Nil in a protocol.
    public let body: SwiftBlock?

    public init(name: SwiftName, parameters: [SwiftParameter], returnType: SwiftType?, body: SwiftBlock?) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
    }
}

public struct SwiftParameter {
    /// The argument label (`_` when there is none): `firstName` in `func f(firstName second: T)`.
    public var label: String
    /// The name inside the body: the second name, else the first.
    public var name: String
    public var type: SwiftType?
    public var defaultValue: SwiftExpr?
    public var span: SourceSpan

    public init(label: String, name: String, type: SwiftType?, defaultValue: SwiftExpr?, span: SourceSpan) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.span = span
    }
}

/// A `class`, `struct`, `enum`, `actor`, `protocol` or `extension` with its members.
public final class SwiftTypeDecl {
    public enum Keyword: String {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    }

    public let keyword: Keyword
    /// The type's name; for an extension the extended type as written (`UIColor`, `Foo.Bar`).
    public let name: SwiftName
    /// The inheritance clause's types as written, in order.
    public let inherited: [String]
    public let members: [SwiftDecl]

    public init(keyword: Keyword, name: SwiftName, inherited: [String], members: [SwiftDecl]) {
        self.keyword = keyword
        self.name = name
        self.inherited = inherited
        self.members = members
    }
}

// MARK: - Statements

public final class SwiftStmt {
    public enum Kind {
        case `return`(SwiftExpr?)
        /// `for name in sequence where filter { body }` (`name` nil for a `_` or tuple pattern;
        /// `filter` nil without a `where` clause).
        case `for`(name: SwiftName?, sequence: SwiftExpr, filter: SwiftExpr?, body: SwiftBlock)
        /// `guard`, `while`, `repeat`, `do`, `defer`, `throw`, `break`, `continue`, `fallthrough`,
        /// a labelled statement: not read.
        case other
    }

    public let kind: Kind
    public let span: SourceSpan

    public init(kind: Kind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }
}

// MARK: - Expressions

public final class SwiftExpr {
    public enum Kind {
        /// `name`, `self`, `Self`, `super`, `$0`: a reference by name (backticks dropped).
        case name(String)
        /// `base.name`, or `.name` (an implicit member, `base` nil); `name` may be a number
        /// (`tuple.0`) or a keyword (`.init`, `.self`).
        case member(base: SwiftExpr?, name: SwiftName)
        case call(SwiftCall)
        /// `base[arguments]`.
        case `subscript`(base: SwiftExpr, arguments: [SwiftArgument])
        case closure(SwiftClosure)
        /// The literal's text as written (`1_000`, `0x1F`), with the span of the digits.
        case integer(String)
        case float(String)
        case bool(Bool)
        case `nil`
        case string(SwiftStringLiteral)
        case array([SwiftExpr])
        case dictionary([(key: SwiftExpr, value: SwiftExpr)])
        /// `(a)`, `(x: 1, y: 2)`, `()`: a parenthesised expression is a tuple of one unlabelled element.
        case tuple([SwiftArgument])
        /// `lhs op rhs`, with Swift's standard operators' precedence and associativity
        /// (`=`, `+=`, `??`, `&&`, `==`, `..<`, `+`, `*`, …; an operator the reader does not
        /// know is of `DefaultPrecedence`).
        ///
        /// Boxed (`indirect`), as `cast` is: their payloads are the largest, and a kind as large
        /// as theirs would make every node larger.
        indirect case binary(op: SwiftName, lhs: SwiftExpr, rhs: SwiftExpr)
        case ternary(condition: SwiftExpr, then: SwiftExpr, else: SwiftExpr)
        /// `-x`, `!x`, `&x`, `.<x`.
        case prefix(op: SwiftName, operand: SwiftExpr)
        /// `x!`, `x?` (optional chaining), `x...`.
        case postfix(op: SwiftName, operand: SwiftExpr)
        /// `x as T`, `x as? T`, `x as! T`, `x is T`.
        indirect case cast(op: SwiftCastOp, operand: SwiftExpr, type: SwiftType)
        case `if`(SwiftIf)
        case `switch`(SwiftSwitch)
        /// `try x`, `try? x`, `await x` (`op` the keyword as written, `try?` with its mark).
        case effect(op: String, operand: SwiftExpr)
        /// `[UIView]`, `UIView?`, `Array<Int>` where they stand as values (`[UIView]()`,
        /// `Array<Int>.self`): the type as written.
        case type(SwiftType)
        /// `base<Arguments>`: explicit generic arguments on a name or member that is no type by
        /// its name (it starts with a lower-case letter: `x.y<Z>(1)`, `.make<Int>()`); on a type
        /// (`Array<Int>()`) the whole is a `.type`.
        case generic(base: SwiftExpr, arguments: [SwiftType])
        /// A key path, a `#selector`, a regex, a macro, anything else: not read.
        case other
    }

    /// Set only to `.other` as the node is freed (`deinit`).
    public private(set) var kind: Kind
    public let span: SourceSpan

    public init(kind: Kind, span: SourceSpan) {
        self.kind = kind
        self.span = span
    }

    /// Frees the expressions below without recursion: an operator chain, a member or call chain
    /// can be as deep as a file is long (a sum of 100,000 terms), and freeing it node by node
    /// through nested releases would overflow the stack. Each node this one held last is taken
    /// apart here, its child expressions (`forEachChild`) moved to a list, before it goes;
    /// blocks are freed as they go (as deep as braces nest, which the parser bounds).
    deinit {
        var pending: [SwiftExpr] = []
        forEachChild { child in
            if case .expr(let expression) = child { pending.append(expression) }
        }
        guard !pending.isEmpty else { return }
        kind = .other
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            let start = pending.count
            node.forEachChild { child in
                if case .expr(let expression) = child { pending.append(expression) }
            }
            if pending.count > start { node.kind = .other }
        }
    }
}

/// A cast's operator; its raw value as written.
public enum SwiftCastOp: String, Sendable {
    case `as` = "as"
    case asOptional = "as?"
    case asForced = "as!"
    case `is` = "is"
}

/// `callee(arguments) { trailing closure } label: { another }`.
public final class SwiftCall {
    public let callee: SwiftExpr
    public let arguments: [SwiftArgument]
    /// The trailing closures in order: the first unlabelled, the others with their labels.
    public let trailingClosures: [(label: String?, closure: SwiftClosure)]

    public init(callee: SwiftExpr, arguments: [SwiftArgument], trailingClosures: [(label: String?, closure: SwiftClosure)]) {
        self.callee = callee
        self.arguments = arguments
        self.trailingClosures = trailingClosures
    }
}

public struct SwiftArgument {
    /// The label (nil when there is none) and its span.
    public var label: SwiftName?
    public var value: SwiftExpr

    public init(label: SwiftName?, value: SwiftExpr) {
        self.label = label
        self.value = value
    }
}

/// `{ a, b in … }`, `{ (a: T) -> U in … }`, `{ $0.text = "" }`.
public final class SwiftClosure {
    /// What a closure's signature declares, apart (most closures have none): a closure is one
    /// reference larger for it, not four.
    final class Signature {
        let parameters: [String]
        let parameterTypes: [SwiftType?]
        let returnType: SwiftType?

        init(parameters: [String], parameterTypes: [SwiftType?], returnType: SwiftType?) {
            self.parameters = parameters
            self.parameterTypes = parameterTypes
            self.returnType = returnType
        }
    }

    let signature: Signature?
    public let statements: SwiftBlock
    public let span: SourceSpan

    /// The parameters' names when the closure declares them (`[]` for `{ () in … }`); nil when it
    /// declares none (it may use `$0`).
    public var parameters: [String]? { signature?.parameters }
    /// The parameters' types as written, in the order of `parameters` (nil for one written
    /// without a type, `a` in `{ a, b in … }`); empty when it declares no parameters.
    public var parameterTypes: [SwiftType?] { signature?.parameterTypes ?? [] }
    /// The result type after `->`, nil when there is none.
    public var returnType: SwiftType? { signature?.returnType }

    public init(parameters: [String]?, parameterTypes: [SwiftType?] = [], returnType: SwiftType? = nil, statements: SwiftBlock, span: SourceSpan) {
        signature = parameters.map { Signature(parameters: $0, parameterTypes: parameterTypes, returnType: returnType) }
        self.statements = statements
        self.span = span
    }
}

/// A string literal, single- or multi-line, raw (`#"…"#`) or not.
public struct SwiftStringLiteral {
    public enum Segment {
        /// Text with its escapes resolved (`\n`, `\u{1F600}`, `\"`), and the span of the text as written.
        case text(String, SourceSpan)
        /// `\(arguments)`.
        case interpolation([SwiftArgument], SourceSpan)
    }

    public var segments: [Segment]
    public var isMultiline: Bool

    public init(segments: [Segment], isMultiline: Bool) {
        self.segments = segments
        self.isMultiline = isMultiline
    }

    /// The literal's value when it has no interpolation.
    public var plainText: String? {
        var text = ""
        for segment in segments {
            guard case .text(let part, _) = segment else { return nil }
            text += part
        }
        return text
    }
}

/// `if conditions { body } else if … { } else { }`, as a statement or an expression.
public final class SwiftIf {
    public let conditions: [SwiftCondition]
    public let body: SwiftBlock
    public let elseBranch: SwiftElse?

    public init(conditions: [SwiftCondition], body: SwiftBlock, elseBranch: SwiftElse?) {
        self.conditions = conditions
        self.body = body
        self.elseBranch = elseBranch
    }
}

public enum SwiftElse {
    case `if`(SwiftIf, SourceSpan)
    case block(SwiftBlock)
}

public enum SwiftCondition {
    case expression(SwiftExpr)
    /// `let name = value`, `var name = value`, `let name` (Swift 5.7's shorthand: `value` nil).
    case optionalBinding(name: SwiftName, value: SwiftExpr?)
    /// `#available(iOS 15, *)`, `#unavailable(…)`.
    case availability(SourceSpan)
    /// `case .loaded = state`, `case .loaded(let user) = state`: the pattern (an expression, or
    /// `.other` when it binds names), the names it binds, and the value it is matched against.
    case casePattern(pattern: SwiftExpr, bindings: [SwiftName], subject: SwiftExpr)
    /// Patterns after `let`/`var` that are not a name (`let (a, b) = pair`): not read.
    case other(SourceSpan)
}

/// `switch subject { case a, b: … default: … }`.
public final class SwiftSwitch {
    public struct Case {
        /// The patterns after `case` (expressions: `.compact`, `1`, `let x` is `.other`); empty
        /// for `default`.
        public var patterns: [SwiftExpr]
        /// The names the patterns bind (`user` in `case .loaded(let user)`).
        public var bindings: [SwiftName]
        public var isDefault: Bool
        public var body: SwiftBlock
        public var span: SourceSpan

        public init(patterns: [SwiftExpr], bindings: [SwiftName] = [], isDefault: Bool, body: SwiftBlock, span: SourceSpan) {
            self.patterns = patterns
            self.bindings = bindings
            self.isDefault = isDefault
            self.body = body
            self.span = span
        }
    }

    public let subject: SwiftExpr
    public let cases: [Case]

    public init(subject: SwiftExpr, cases: [Case]) {
        self.subject = subject
        self.cases = cases
    }
}
