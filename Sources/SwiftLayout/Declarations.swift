import Diagnostics
import SwiftTree

/// A `let`/`var` binding with the file it is in.
struct VariableBinding {
    let name: String
    let binding: SwiftBinding
    let decl: SwiftDecl
    let source: SwiftSource
    /// `static` or `class`: read once, where the binding is found (a lookup through a type's
    /// members asks it of each name it finds).
    let isStatic: Bool

    init(name: String, binding: SwiftBinding, decl: SwiftDecl, source: SwiftSource) {
        self.name = name
        self.binding = binding
        self.decl = decl
        self.source = source
        isStatic = decl.isStatic
    }

    var typeName: String? { binding.type?.text }
    var initializer: SwiftExpr? { binding.initializer }
    /// The getter's statements of a computed property (nil for a stored one).
    var getter: SwiftBlock? { binding.accessors?.getter }
    var isComputed: Bool { binding.accessors != nil && binding.initializer == nil && !hasObservers }
    private var hasObservers: Bool {
        if case .accessors(let list)? = binding.accessors { return list.allSatisfy { $0.keyword == "willSet" || $0.keyword == "didSet" } }
        return false
    }
    var attributeNames: [String] { decl.attributes }
    var span: SourceSpan { binding.patternSpan }
    /// The binding's identity (an entry point, a builder being read).
    var id: ObjectIdentifier { ObjectIdentifier(binding) }
}

/// A `func` or `init` with its declaration's attributes and modifiers.
struct DeclaredFunction {
    let decl: SwiftDecl
    let function: SwiftFunctionDecl

    var name: SwiftName { function.name }
    var body: SwiftBlock? { function.body }
    var parameters: [SwiftParameter] { function.parameters }
    var returnType: String? { function.returnType?.text }
    var isStatic: Bool { decl.isStatic }
    var attributes: [String] { decl.attributes }
    var id: ObjectIdentifier { ObjectIdentifier(function) }
}

/// A class, struct or enum of the project, its extensions merged in.
final class TypeDeclaration {
    let name: String
    var inherited: [String] = []
    var variables: [String: VariableBinding] = [:]
    var functions: [String: (DeclaredFunction, SwiftSource)] = [:]
    /// Its initialisers, in declaration order.
    var initializers: [(DeclaredFunction, SwiftSource)] = []
    var isClass = false
    var file: String
    var span: SourceSpan

    init(name: String, file: String, span: SourceSpan) {
        self.name = name
        self.file = file
        self.span = span
    }

    var superclassName: String? {
        guard isClass, let first = inherited.first, !["Layoutable", "ModularLayout"].contains(first) else { return nil }
        return first
    }
    var isLayoutable: Bool { inherited.contains("Layoutable") || inherited.contains("ModularLayout") }
}

/// Where a layout starts (R-SL-ENTRY).
struct EntryPoint {
    enum Kind {
        /// A `Layoutable` type's `layout`, a `@LayoutBuilder` or `some Layout` property.
        case property(VariableBinding)
        case function(DeclaredFunction)
        /// An outermost `x.sl.sublayout { … }` statement.
        case statement(SwiftExpr)
        /// `x.sl.updateLayout()` on a view of a `Layoutable` class.
        case updateLayout(SwiftExpr)
    }

    var kind: Kind
    var name: String
    var type: TypeDeclaration?
    /// The statements before it in its function body (its local constants and views).
    var locals: [SwiftItem]
    var source: SwiftSource
    var span: SourceSpan
    /// The syntax that defines it, so another entry that uses it can say so.
    var id: ObjectIdentifier
    /// For a statement: the statement list it is in (statements of one list form one layout).
    var group: ObjectIdentifier? = nil
}

/// The declarations of one file: types, top-level constants and functions, entry points.
struct FileDeclarations {
    var types: [String: TypeDeclaration] = [:]
    var variables: [String: VariableBinding] = [:]
    var functions: [String: (DeclaredFunction, SwiftSource)] = [:]
    var entryPoints: [EntryPoint] = []

    init(_ source: SwiftSource) {
        let scanner = DeclarationScanner(source: source)
        scanner.scan(source.tree.statements)
        types = scanner.types
        variables = scanner.variables
        functions = scanner.functions
        // Top-level statements are found first; a file's layouts are in source order.
        entryPoints = scanner.entryPoints.sorted { $0.span.lower < $1.span.lower }
    }
}

/// Finds a file's declarations and entry points: types (nested ones too) with their members,
/// top-level constants and functions, and in function bodies the outermost layout statements.
/// Closures are not looked into; `if`/`switch` branches and loops are (their declarations are
/// a body's).
private final class DeclarationScanner {
    let source: SwiftSource
    var types: [String: TypeDeclaration] = [:]
    var variables: [String: VariableBinding] = [:]
    var functions: [String: (DeclaredFunction, SwiftSource)] = [:]
    var entryPoints: [EntryPoint] = []
    private var typeStack: [TypeDeclaration] = []
    /// Statements of the function bodies being scanned, innermost last.
    private var bodies: [SwiftBlock] = []

    init(source: SwiftSource) {
        self.source = source
    }

    /// A file's top level.
    func scan(_ file: SwiftBlock) {
        scanStatements(file)
        walk(file)
    }

    private func walk(_ block: SwiftBlock) {
        for item in block.items { walk(item) }
    }

    private func walk(_ item: SwiftItem) {
        switch item {
        case .decl(let decl): walk(decl)
        case .expr(let expression): walkBranches(expression)
        case .stmt(let statement):
            if case .for(_, _, _, let body) = statement.kind { walk(body) }
        }
    }

    /// The branches of an `if` or `switch` (a statement's, or an assignment's value).
    private func walkBranches(_ expression: SwiftExpr) {
        switch expression.kind {
        case .if(let branch):
            var current: SwiftIf? = branch
            while let next = current {
                walk(next.body)
                switch next.elseBranch {
                case .if(let other, _)?: current = other
                case .block(let block)?:
                    walk(block)
                    current = nil
                case nil: current = nil
                }
            }
        case .switch(let choice):
            for switchCase in choice.cases { walk(switchCase.body) }
        case .binary:
            // Each operand of the chain, without recursion along it (a sum of 100,000 terms is as deep).
            var work = [expression]
            while let next = work.popLast() {
                if case .binary(_, let lhs, let rhs) = next.kind {
                    work.append(rhs)
                    work.append(lhs)
                } else {
                    walkBranches(next)
                }
            }
        case .call(let call):
            for argument in call.arguments { walkBranches(argument.value) }
        default:
            break
        }
    }

    private func walk(_ decl: SwiftDecl) {
        switch decl.kind {
        case .type(let type):
            switch type.keyword {
            case .protocol: return
            case .extension:
                let name = type.name.text.split(separator: ".").last.map(String.init) ?? ""
                let existing = types[name]
                declareType(name, inherited: type.inherited, isClass: existing?.isClass ?? false, span: type.name.span)
                if existing == nil { typeStack.last!.span = type.name.span }
            default:
                declareType(type.name.text, inherited: type.inherited, isClass: type.keyword == .class, span: type.name.span)
            }
            for member in type.members { walk(member) }
            typeStack.removeLast()
        case .variable(let variable):
            declareVariables(variable, decl)
        case .function(let function):
            let declared = DeclaredFunction(decl: decl, function: function)
            if function.name.text == "init" {
                guard let body = function.body else { return }
                typeStack.last?.initializers.append((declared, source))
                scanBody(body)
                return
            }
            if bodies.isEmpty {
                if let type = typeStack.last { type.functions[function.name.text] = (declared, source) } else { functions[function.name.text] = (declared, source) }
            }
            if Evaluator.isBuilder(declared) {
                entryPoints.append(EntryPoint(
                    kind: .function(declared), name: function.name.text + "()", type: typeStack.last, locals: [], source: source,
                    span: function.name.span, id: declared.id))
                return
            }
            if let body = function.body { scanBody(body) }
        case .enumCase, .other:
            break
        }
    }

    private func scanBody(_ body: SwiftBlock) {
        bodies.append(body)
        scanStatements(body)
        walk(body)
        bodies.removeLast()
    }

    private func declareType(_ name: String, inherited: [String], isClass: Bool, span: SourceSpan) {
        let type = types[name] ?? TypeDeclaration(name: name, file: source.file, span: span)
        type.inherited += inherited
        type.isClass = type.isClass || isClass
        types[name] = type
        typeStack.append(type)
    }

    private func declareVariables(_ node: SwiftVariableDecl, _ decl: SwiftDecl) {
        let inFunction = !bodies.isEmpty
        for binding in node.bindings {
            guard let name = binding.name?.text else { continue }
            let variable = VariableBinding(name: name, binding: binding, decl: decl, source: source)
            if !inFunction {
                if let type = typeStack.last { type.variables[name] = variable } else { variables[name] = variable }
            }
            // Only a computed property is a layout: a stored one (most of a screen's views) is
            // not looked at further.
            guard variable.getter != nil else { continue }
            let typeName = variable.typeName ?? ""
            let isLayoutType = ["some Layout", "any Layout", "Layout"].contains(typeName)
            let isBuilder = variable.attributeNames.contains("LayoutBuilder")
            let isLayoutableLayout = name == "layout" && typeStack.last?.isLayoutable == true && !inFunction
            if isBuilder || isLayoutType || isLayoutableLayout {
                entryPoints.append(EntryPoint(
                    kind: .property(variable), name: name, type: typeStack.last,
                    locals: locals(before: decl.span.lower), source: source, span: binding.patternSpan, id: variable.id))
            }
        }
    }

    /// Outermost `sublayout`/`anchors` statements and `updateLayout` calls among `statements`.
    private func scanStatements(_ statements: SwiftBlock) {
        for (index, item) in statements.items.enumerated() {
            guard case .expr(let expression) = item else { continue }
            let core = LayoutSyntax.strippingActivation(expression)
            if LayoutSyntax.isUpdateLayout(core) {
                // The same view's layout at later states: the first call renders it.
                guard !entryPoints.contains(where: { if case .updateLayout(let other) = $0.kind { receiver(other) == receiver(core) } else { false } }) else { continue }
                entryPoints.append(EntryPoint(
                    kind: .updateLayout(core), name: source.text(core), type: typeStack.last,
                    locals: Array(statements.items[..<index]), source: source, span: core.span, id: ObjectIdentifier(expression)))
            } else if LayoutSyntax.isLayoutCall(core) {
                entryPoints.append(EntryPoint(
                    kind: .statement(core), name: source.text(core), type: typeStack.last,
                    locals: Array(statements.items[..<index]), source: source, span: core.span, id: ObjectIdentifier(expression),
                    group: ObjectIdentifier(statements)))
            }
        }
    }

    private func receiver(_ call: SwiftExpr) -> String {
        call.asCall.flatMap { LayoutSyntax.member(of: $0)?.base.map { source.written($0) } } ?? ""
    }

    private func locals(before offset: Int32) -> [SwiftItem] {
        guard let statements = bodies.last else { return [] }
        return statements.items.filter { $0.span.lower < offset }
    }
}
