import Diagnostics
import Expressions
import Synchronization

/// One file's layouts as evaluated (`SwiftLayoutRenderer.evaluate`): each root's activated
/// views and constraints, with the evaluator that read them. What comes after — frames,
/// records, positions — is worked out from it at every render (`SwiftLayoutRenderer.place`).
final class LayoutEvaluation {
    struct Root {
        var node: LayoutValueNode
        var activation: Activation
        var isController = false
        /// A table or collection view cell (or a header or footer view): sized as a list sizes it.
        var isCell = false
        /// `intrinsicContentSize` overrides of the layout's project classes.
        var declaredSizes: [ObjectIdentifier: (Double?, Double?)] = [:]
        /// What the last solve of this root built (`FrameSolver.KeptFrames`).
        var frames: FrameSolver.KeptFrames?
    }

    /// Colour names the evaluation asked the project's asset catalogs for, in order, with
    /// the colours they gave.
    final class AskedNames {
        var names: [(name: String, color: Color?)] = []
    }

    let evaluator: Evaluator
    let syntaxProblems: [Problem]
    var roots: [Root] = []
    var hasNoEntryPoint = false
    let namedColors = AskedNames()
    /// What was measured of the views, at the last render's scale.
    private var measured: ContentMemo?

    /// What was measured of the views at `scale` (nothing yet at another).
    func contentMemo(scale: Double) -> ContentMemo {
        if let measured, measured.scale == scale { return measured }
        let memo = ContentMemo(scale: scale)
        measured = memo
        return memo
    }

    init(evaluator: Evaluator, syntaxProblems: [Problem]) {
        self.evaluator = evaluator
        self.syntaxProblems = syntaxProblems
    }

    /// Where each literal is a constraint constant in the roots' value nodes (a node and the
    /// index of its anchor), with how many roots there were: found by one walk at the first edit
    /// that keeps its literal's length, kept while edits do (no offset moves), dropped by one
    /// that does not.
    private var constantsByLiteral: (roots: Int, places: [LiteralSource: [(node: LayoutValueNode, anchor: Int)]])?

    /// The places of every constant a literal set, over the nodes `take` reaches: each root's
    /// node and its activation's components' nodes, and their sublayouts, each node once.
    private func placesOfConstants() -> [LiteralSource: [(node: LayoutValueNode, anchor: Int)]] {
        var places: [LiteralSource: [(node: LayoutValueNode, anchor: Int)]] = [:]
        var seen: Set<ObjectIdentifier> = []
        func visit(_ node: LayoutValueNode) {
            guard seen.insert(ObjectIdentifier(node)).inserted else { return }
            for index in node.anchors.indices {
                if let tag = node.anchors[index].constantLiteral { places[tag.literal, default: []].append((node, index)) }
            }
            node.sublayouts.forEach(visit)
        }
        for root in roots {
            visit(root.node)
            for component in root.activation.components { visit(component.node) }
        }
        return places
    }

    /// Whether `edit` only changes constraint constants of this evaluation: its literal was
    /// read, only ever as constants, and no problem was found where it is written (a message
    /// may quote it).
    func canTake(_ edit: LiteralEdit) -> Bool {
        guard evaluator.literalUses[edit.literal] == true, syntaxProblems.isEmpty else { return false }
        let touches = { (problem: Problem) -> Bool in
            guard problem.file == edit.literal.file, let span = problem.span else { return false }
            return Int(span.lower) <= edit.oldEnd && Int(span.upper) >= edit.start
        }
        if evaluator.problems.contains(where: touches) { return false }
        return !roots.contains { $0.activation.problems.contains(where: touches) }
    }

    /// Sets the edited literal's new value in every constraint constant it is, and moves what
    /// is written after it in its file by the change in its length; the constraints follow
    /// (`Activation.resolveConstants`: two may become one, or one two).
    func take(_ edit: LiteralEdit) {
        let file = edit.literal.file
        let moved = { (span: inout SourceSpan) in
            if Int(span.lower) >= edit.oldEnd { span.lower += Int32(edit.delta) }
            if Int(span.upper) >= edit.oldEnd { span.upper += Int32(edit.delta) }
        }
        let update = { (property: inout AnchorProperty) in
            if var tag = property.constantLiteral, tag.literal.file == file {
                if tag.literal.offset == edit.literal.offset {
                    property.constant = edit.value * tag.factor
                } else if edit.delta != 0, Int(tag.literal.offset) >= edit.oldEnd {
                    tag.literal.offset += Int32(edit.delta)
                    property.constantLiteral = tag
                }
            }
            if edit.delta != 0, property.spanFile == file { moved(&property.span) }
        }
        if edit.delta == 0 {
            // Nothing moves: only the constants the literal is change, found where they are.
            let places = constantsByLiteral.flatMap { $0.roots == roots.count ? $0.places : nil } ?? placesOfConstants()
            constantsByLiteral = (roots.count, places)
            for place in places[edit.literal] ?? [] { update(&place.node.anchors[place.anchor]) }
            for root in roots {
                root.activation.updateAnchors(update)
                root.activation.resolveConstants()
            }
            return
        }
        constantsByLiteral = nil
        var nodes: Set<ObjectIdentifier> = []
        var views: Set<ObjectIdentifier> = []
        func visit(_ view: ViewEntity) {
            // Only a view's span changes, and only when the literal's length does.
            guard edit.delta != 0, views.insert(ObjectIdentifier(view)).inserted else { return }
            if view.file == file { moved(&view.span) }
            view.arrangedAtInit.forEach(visit)
        }
        func visit(_ node: LayoutValueNode) {
            guard nodes.insert(ObjectIdentifier(node)).inserted else { return }
            if edit.delta != 0, node.file == file { moved(&node.span) }
            if let view = node.view { visit(view) }
            for index in node.anchors.indices {
                update(&node.anchors[index])
                if case .object(let object) = node.anchors[index].target { visit(object.view) }
            }
            node.sublayouts.forEach(visit)
        }
        let movedProblem = { (problem: inout Problem) in
            guard problem.file == file, var span = problem.span else { return }
            moved(&span)
            problem.span = span
        }
        for root in roots {
            visit(root.node)
            for component in root.activation.components {
                visit(component.node)
                visit(component.view)
            }
            root.activation.updateAnchors(update)
            if edit.delta != 0 {
                for index in root.activation.problems.indices { movedProblem(&root.activation.problems[index]) }
            }
            root.activation.resolveConstants()
        }
        guard edit.delta != 0 else { return }
        for index in evaluator.problems.indices { movedProblem(&evaluator.problems[index]) }
        var uses: [LiteralSource: Bool] = [:]
        uses.reserveCapacity(evaluator.literalUses.count)
        for (literal, constantOnly) in evaluator.literalUses {
            var literal = literal
            if literal.file == file, Int(literal.offset) >= edit.oldEnd { literal.offset += Int32(edit.delta) }
            uses[literal] = constantOnly
        }
        evaluator.literalUses = uses
    }
}

/// A file's text changed in one numeric literal only: where the literal is, how its length
/// changed, and its new value.
struct LiteralEdit {
    /// The file, and the offset of the literal's first character (the same in both texts).
    let literal: LiteralSource
    /// The literal's end in the old text.
    let oldEnd: Int
    /// Its new length less its old.
    let delta: Int
    let value: Double

    var start: Int { Int(literal.offset) }

    /// The edit from `old` to `new` when they differ in the digits of one decimal number only
    /// (`1234` → `1_240.5`), found from the bytes: the run of number characters around the
    /// change. Whether a numeric literal was read there is the evaluation's to say
    /// (`LayoutEvaluation.canTake`: its literal uses, which hold only numeric literals read,
    /// none in a string or a comment); digits for digits change no other token.
    init?(from old: SwiftSource, to new: SwiftSource) {
        guard old.file == new.file, old.refusal == nil, new.refusal == nil else { return nil }
        let known = new.numberEdit.flatMap { $0.previous == ObjectIdentifier(old) ? $0.edit : nil }
        guard let edit = known ?? TextDifference.numberEdit(from: old.text.bytes, to: new.text.bytes) else { return nil }
        literal = LiteralSource(file: old.file, offset: Int32(edit.start))
        oldEnd = edit.oldEnd
        delta = edit.delta
        value = edit.value
    }
}

/// The last evaluation of each SwiftLayout file a format rendered, so that a file saved with
/// one number changed — a constraint's constant, `equalTo(constant: 120)` — is not evaluated
/// again: the evaluation is taken with the constant set (`LayoutEvaluation.take`), and only
/// the layout is solved again. Taken only while the project's other files and the text size
/// are the ones it was made with; anything else evaluates afresh. The render is the one an
/// evaluation from nothing gives (`EvaluationReusePropertyTests`).
public final class SwiftLayoutEvaluations: Sendable {
    /// An evaluation with what it was made from.
    private final class Kept: @unchecked Sendable {
        let evaluation: LayoutEvaluation
        let source: SwiftSource
        /// The project's other files as they were read.
        let others: [String: SwiftSource]
        let contentSizeCategory: ContentSizeCategory
        let placeholders: SwiftLayoutPlaceholders

        init(evaluation: LayoutEvaluation, source: SwiftSource, others: [String: SwiftSource], contentSizeCategory: ContentSizeCategory,
             placeholders: SwiftLayoutPlaceholders) {
            self.evaluation = evaluation
            self.source = source
            self.others = others
            self.contentSizeCategory = contentSizeCategory
            self.placeholders = placeholders
        }
    }

    private struct State {
        var kept: [String: Kept] = [:]
        var order: [String] = []
        var taken = 0
    }

    private let state = Mutex(State())
    public let capacity: Int

    public init(capacity: Int = 16) { self.capacity = capacity }

    /// How many renders took a kept evaluation (for tests and status).
    public var taken: Int { state.withLock { $0.taken } }

    /// Forgets every kept evaluation.
    public func removeAll() {
        state.withLock { $0 = State() }
    }

    /// The evaluation kept for `file`, brought to `source` (given up either way: a render
    /// keeps its own); nil when none is kept or it cannot be.
    func take(_ file: String, source: SwiftSource, project: ProjectDeclarations, options: SwiftLayoutOptions) -> LayoutEvaluation? {
        guard let kept = state.withLock({ state -> Kept? in
            state.order.removeAll { $0 == file }
            return state.kept.removeValue(forKey: file)
        }) else { return nil }
        guard kept.contentSizeCategory == options.contentSizeCategory, kept.placeholders == options.placeholders, Self.others(of: file, in: project, equal: kept.others) else { return nil }
        // The catalogs are asked again (the render depends on the colour sets it uses): an
        // edited colour set evaluates afresh.
        for (name, color) in kept.evaluation.namedColors.names where options.namedColor(name) != color { return nil }
        if kept.source !== source, !kept.source.text.hasSameText(as: source.text) {
            guard let edit = LiteralEdit(from: kept.source, to: source), kept.evaluation.canTake(edit) else { return nil }
            kept.evaluation.take(edit)
        }
        state.withLock { $0.taken += 1 }
        return kept.evaluation
    }

    /// Keeps `evaluation`, just rendered from `source`, for the next render of `file`.
    func keep(_ evaluation: LayoutEvaluation, file: String, source: SwiftSource, project: ProjectDeclarations, options: SwiftLayoutOptions) {
        var others: [String: SwiftSource] = [:]
        for (name, entry) in project.files where name != file { others[name] = entry.source }
        let kept = Kept(evaluation: evaluation, source: source, others: others, contentSizeCategory: options.contentSizeCategory,
                        placeholders: options.placeholders)
        state.withLock { state in
            if state.kept.updateValue(kept, forKey: file) == nil { state.order.append(file) }
            while state.order.count > capacity { state.kept[state.order.removeFirst()] = nil }
        }
    }

    /// Whether the project's files other than `file` are the `kept` ones.
    private static func others(of file: String, in project: ProjectDeclarations, equal kept: [String: SwiftSource]) -> Bool {
        guard project.files.count - (project.files[file] == nil ? 0 : 1) == kept.count else { return false }
        return kept.allSatisfy { name, source in project.files[name]?.source === source }
    }
}
