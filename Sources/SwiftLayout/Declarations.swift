import Diagnostics
import SwiftSyntax

/// A `let`/`var` binding with the file it is in.
struct VariableBinding {
    let name: String
    let binding: PatternBindingSyntax
    let decl: VariableDeclSyntax
    let source: SwiftSource
    /// `static` or `class`: read once, where the binding is found (a lookup through a type's
    /// members asks it of each name it finds).
    let isStatic: Bool

    init(name: String, binding: PatternBindingSyntax, decl: VariableDeclSyntax, source: SwiftSource) {
        self.name = name
        self.binding = binding
        self.decl = decl
        self.source = source
        isStatic = decl.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    var typeName: String? { binding.typeAnnotation.map { $0.type.trimmedDescription } }
    var initializer: ExprSyntax? { binding.initializer?.value }
    /// The getter's statements of a computed property (nil for a stored one).
    var getter: CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let items): items
        case .accessors(let list): list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: nil
        }
    }
    var isComputed: Bool { binding.accessorBlock != nil && binding.initializer == nil && !hasObservers }
    private var hasObservers: Bool {
        if case .accessors(let list) = binding.accessorBlock?.accessors {
            return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
        return false
    }
    var attributeNames: [String] { decl.attributes.attributeNames }
    var span: SourceSpan { SwiftSource.span(binding.pattern) }
}

/// A class, struct or enum of the project, its extensions merged in.
final class TypeDeclaration {
    let name: String
    var inherited: [String] = []
    var variables: [String: VariableBinding] = [:]
    var functions: [String: (FunctionDeclSyntax, SwiftSource)] = [:]
    /// Bodies of its initialisers, in declaration order.
    var initializers: [(CodeBlockItemListSyntax, SwiftSource)] = []
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
        case function(FunctionDeclSyntax)
        /// An outermost `x.sl.sublayout { … }` statement.
        case statement(ExprSyntax)
        /// `x.sl.updateLayout()` on a view of a `Layoutable` class.
        case updateLayout(ExprSyntax)
    }

    var kind: Kind
    var name: String
    var type: TypeDeclaration?
    /// The statements before it in its function body (its local constants and views).
    var locals: [CodeBlockItemSyntax]
    var source: SwiftSource
    var span: SourceSpan
    /// The syntax that defines it, so another entry that uses it can say so.
    var id: SyntaxIdentifier
    /// For a statement: the statement list it is in (statements of one list form one layout).
    var group: SyntaxIdentifier? = nil
}

/// The declarations of one file: types, top-level constants and functions, entry points.
struct FileDeclarations {
    var types: [String: TypeDeclaration] = [:]
    var variables: [String: VariableBinding] = [:]
    var functions: [String: (FunctionDeclSyntax, SwiftSource)] = [:]
    var entryPoints: [EntryPoint] = []

    init(_ source: SwiftSource) {
        let scanner = DeclarationScanner(source: source)
        scanner.walk(source.tree)
        types = scanner.types
        variables = scanner.variables
        functions = scanner.functions
        // Top-level statements are found first; a file's layouts are in source order.
        entryPoints = scanner.entryPoints.sorted { $0.span.lower < $1.span.lower }
    }
}

private final class DeclarationScanner: SyntaxVisitor {
    let source: SwiftSource
    var types: [String: TypeDeclaration] = [:]
    var variables: [String: VariableBinding] = [:]
    var functions: [String: (FunctionDeclSyntax, SwiftSource)] = [:]
    var entryPoints: [EntryPoint] = []
    private var typeStack: [TypeDeclaration] = []
    /// Statements of the function bodies being visited, innermost last.
    private var bodies: [CodeBlockItemListSyntax] = []

    init(source: SwiftSource) {
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    private func declareType(_ name: String, inherited: InheritanceClauseSyntax?, isClass: Bool, node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        let type = types[name] ?? TypeDeclaration(name: name, file: source.file, span: SwiftSource.span(node))
        type.inherited += inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        type.isClass = type.isClass || isClass
        types[name] = type
        typeStack.append(type)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declareType(node.name.text, inherited: node.inheritanceClause, isClass: true, node: node.name)
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declareType(node.name.text, inherited: node.inheritanceClause, isClass: false, node: node.name)
    }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declareType(node.name.text, inherited: node.inheritanceClause, isClass: false, node: node.name)
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        let existing = types[name]
        let result = declareType(name, inherited: node.inheritanceClause, isClass: existing?.isClass ?? false, node: node.extendedType)
        if existing == nil { typeStack.last!.span = SwiftSource.span(node.extendedType) }
        return result
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let inFunction = !bodies.isEmpty
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let variable = VariableBinding(name: name, binding: binding, decl: node, source: source)
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
                    kind: .property(variable), name: name, type: inFunction ? typeStack.last : typeStack.last,
                    locals: locals(before: node), source: source, span: SwiftSource.span(binding.pattern), id: binding.id))
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if bodies.isEmpty {
            if let type = typeStack.last { type.functions[node.name.text] = (node, source) } else { functions[node.name.text] = (node, source) }
        }
        let returns = node.signature.returnClause?.type.trimmedDescription
        if node.attributes.attributeNames.contains("LayoutBuilder") || returns == "some Layout" || returns == "any Layout" {
            entryPoints.append(EntryPoint(
                kind: .function(node), name: node.name.text + "()", type: typeStack.last, locals: [], source: source,
                span: SwiftSource.span(node.name), id: node.id))
            return .skipChildren
        }
        guard let body = node.body else { return .skipChildren }
        bodies.append(body.statements)
        scanStatements(body.statements)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if bodies.last == node.body?.statements, node.body != nil { bodies.removeLast() }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body else { return .skipChildren }
        typeStack.last?.initializers.append((body.statements, source))
        bodies.append(body.statements)
        scanStatements(body.statements)
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
        if node.body != nil { bodies.removeLast() }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // Declarations in an expression are in a closure (not read) or in an `if`/`switch`
    // expression's branches; a call or an operator sequence without such a branch of its own
    // is not walked (an initialiser's hundred `label.text = "…"` statements cost a third of
    // the file's scan).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        node.arguments.contains { Self.hasBranches($0.expression) } ? .visitChildren : .skipChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        node.elements.contains(where: Self.hasBranches) ? .visitChildren : .skipChildren
    }

    private static func hasBranches(_ expression: ExprSyntax) -> Bool {
        expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self)
    }

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        scanStatements(node.statements)
        return .visitChildren
    }

    /// Outermost `sublayout`/`anchors` statements and `updateLayout` calls among `statements`.
    private func scanStatements(_ statements: CodeBlockItemListSyntax) {
        for item in statements {
            guard case .expr(let expression) = item.item else { continue }
            let core = LayoutSyntax.strippingActivation(expression)
            if LayoutSyntax.isUpdateLayout(core) {
                // The same view's layout at later states: the first call renders it.
                guard !entryPoints.contains(where: { if case .updateLayout(let other) = $0.kind { Self.receiver(other) == Self.receiver(core) } else { false } }) else { continue }
                entryPoints.append(EntryPoint(
                    kind: .updateLayout(core), name: SwiftSource.text(core), type: typeStack.last,
                    locals: locals(before: item, in: statements), source: source, span: SwiftSource.span(core), id: item.id))
            } else if LayoutSyntax.isLayoutCall(core) {
                entryPoints.append(EntryPoint(
                    kind: .statement(core), name: SwiftSource.text(core), type: typeStack.last,
                    locals: locals(before: item, in: statements), source: source, span: SwiftSource.span(core), id: item.id,
                    group: statements.id))
            }
        }
    }

    private static func receiver(_ call: ExprSyntax) -> String {
        call.as(FunctionCallExprSyntax.self).flatMap { LayoutSyntax.member(of: $0)?.base?.trimmedDescription } ?? ""
    }

    private func locals(before node: some SyntaxProtocol) -> [CodeBlockItemSyntax] {
        guard let statements = bodies.last else { return [] }
        let offset = node.position.utf8Offset
        return statements.filter { $0.position.utf8Offset < offset }
    }

    private func locals(before item: CodeBlockItemSyntax, in statements: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        statements.filter { $0.position.utf8Offset < item.position.utf8Offset }
    }
}

extension AttributeListSyntax {
    var attributeNames: [String] {
        compactMap { element in
            if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription }
            return nil
        }
    }
}
