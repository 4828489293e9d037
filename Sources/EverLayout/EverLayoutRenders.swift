import AutoLayout
import Diagnostics
import LayoutEngine

/// The last render of each file, so that a file saved with one number of a constraint's
/// shorthand changed (`"height": "+1234"` → `"+1240"`, `"+99"` → `"+100"`) is rendered again
/// from it: the document is not parsed, read or built again, the constraints made from that
/// string take their new constant (in the records and in the unsolved system,
/// `LayoutSystem.setConstant`), what was written after it moves with the text, and the stage
/// solves from there (from the last solve, with `SolvedSystems`). The render is the one a
/// render from nothing gives (`SavedRenderPropertyTests`); any other change — a target, a
/// priority, text outside a constraint — renders from nothing. A render depends on its options, and on the catalog, which this does not compare:
/// a format keeps one table per project and clears it when the catalog changes (`removeAll`).
public final class EverLayoutRenders: Sendable {
    /// What a render of `bytes` left to render the next save from: values only (the scene's
    /// types are not declared `Sendable`, but hold no reference to anything shared).
    struct Last: @unchecked Sendable {
        var bytes: [UInt8]
        var options: OptionsKey
        var name: String?
        /// The builder's, worked out once: a save that renders from here changes no property.
        var writtenProperties: [String: [(name: String, value: String)]]
        /// Built, not solved: its log holds the reader's and builder's problems only.
        var builder: LayoutBuilder
        /// The scene made from `builder`, its system unsolved.
        var scene: ConstraintScene
        var models: [Int]
        /// The constraints whose constants the last patch changed: the stage's `changed`, to
        /// resume the last solve with just those (`SolvedSystems.resume(_:key:changed:)`).
        var changed: [LayoutConstraintID] = []
    }

    /// The options a render depends on, but for the catalog.
    struct OptionsKey: Equatable {
        var rootWidth: Double
        var rootHeight: Double
        var scale: Double
        var environment: [String: String]
        var inject: [String: String]
        var traits: Traits?
        var layoutDirection: LayoutDirection

        init(_ options: EverLayoutOptions) {
            rootWidth = options.rootWidth
            rootHeight = options.rootHeight
            scale = options.scale
            environment = options.environment
            inject = options.inject
            traits = options.traits
            layoutDirection = options.layoutDirection
        }
    }

    private let kept: KeptRenders<Last>
    public var capacity: Int { kept.capacity }

    public init(capacity: Int = 16) { kept = KeptRenders(capacity: capacity) }

    /// How many renders started from a last render (for tests).
    public var reused: Int { kept.reused }

    /// Forgets every render (the catalog changed).
    public func removeAll() { kept.removeAll() }

    /// The last render of `file`, which is given up (a render keeps its own again).
    func take(_ file: String) -> Last? { kept.take(file) }

    /// Keeps `last` for the next render of `file`.
    func keep(_ last: Last, file: String, reused: Bool) { kept.keep(last, file: file, reused: reused) }
}

extension EverLayoutRenders.Last {
    /// Applies the one edit that turns the last render's text into `bytes`, in place (the
    /// render is taken from the table: nothing else holds its arrays), when that edit only
    /// changes, adds or removes digits of a constraint shorthand's constant: the constraints
    /// made from it take the new constant, and what was written after it moves with the text.
    /// False for any other text, the render then half patched: not to be used.
    mutating func patch(to bytes: [UInt8], options: EverLayoutOptions) -> Bool {
        changed = []
        guard options.inject.isEmpty, EverLayoutRenders.OptionsKey(options) == self.options,
              let edit = DigitEdit(from: self.bytes, to: bytes) else { return false }
        guard !edit.isEmpty else { return true }
        guard let place = builder.document.shorthand(containing: edit.old, in: self.bytes) else { return false }
        // Spans after the edit move by the digits added or removed; the string's own grows.
        let delta = edit.new.count - edit.old.count
        func moved(_ span: SourceSpan) -> SourceSpan {
            Int(span.lower) >= edit.old.upperBound ? SourceSpan(Int(span.lower) + delta, Int(span.upper) + delta) : span
        }
        let span = place.argument(in: builder.document).span
        let newSpan = SourceSpan(Int(span.lower), Int(span.upper) + delta)
        let oldInner = Int(span.lower) + 1..<Int(span.upper) - 1
        // Without escapes, the string's bytes are its text.
        guard !self.bytes[oldInner].contains(UInt8(ascii: "\\")) else { return false }
        var oldLog = ProblemLog(bytes: self.bytes)
        var newLog = ProblemLog(bytes: bytes)
        var reread = ShorthandParser.parse(String(decoding: self.bytes[oldInner], as: UTF8.self), span: span, log: &oldLog)
        let argument = ShorthandParser.parse(String(decoding: bytes[Int(newSpan.lower) + 1..<Int(newSpan.upper) - 1], as: UTF8.self),
                                             span: newSpan, log: &newLog)
        reread.span = newSpan
        reread.targetSpan = reread.targetSpan.map(moved)
        guard oldLog.problems.isEmpty, newLog.problems.isEmpty, let was = reread.constant, let now = argument.constant,
              was.sign == now.sign, reread.differsOnlyInConstant(from: argument),
              !builder.log.problems.contains(where: { $0.span.map { $0.lower < span.upper && ($0.upper > span.lower || $0.lower >= span.lower) } ?? false })
        else { return false }
        self.bytes = bytes
        if delta != 0 {
            builder.document.moveSpans(moved)
            builder.log.moveSpans(moved)
            // What starts after the edit on its line moves along it (columns count characters: digits are one each).
            let at = SourceText(utf8: bytes).position(atOffset: edit.new.lowerBound)
            func shifted(_ position: SourcePosition) -> SourcePosition {
                position.line == at.line && position.column > at.column ? SourcePosition(line: position.line, column: position.column + delta) : position
            }
            for index in scene.views.indices { scene.views[index].node.position = shifted(scene.views[index].node.position) }
            for index in scene.constraints.indices {
                scene.constraints[index].record.source = shifted(scene.constraints[index].record.source)
            }
        }
        place.set(argument, in: &builder.document)
        for index in builder.built.indices {
            guard builder.built[index].valueSpan == span else {
                builder.built[index].valueSpan = moved(builder.built[index].valueSpan)
                builder.built[index].keySpan = moved(builder.built[index].keySpan)
                continue
            }
            let constant = argument.constant(for: builder.built[index].attribute)
            guard constant.isFinite else { return false }
            builder.built[index].constant = constant
            builder.built[index].valueSpan = newSpan
            scene.constraints[index].record.constant = constant
            if let id = scene.constraints[index].id {
                scene.system.setConstant(of: id, to: constant)
                changed.append(id)
            }
        }
        return true
    }
}

extension LayoutDocument {
    /// Where a constraint argument is: a view's or a template's entry, and its index.
    struct ArgumentPlace {
        enum Owner { case view(Int), template(String) }
        var owner: Owner
        var entry: Int
        var argument: Int

        func argument(in document: LayoutDocument) -> ConstraintArgument {
            switch owner {
            case .view(let view): document.views[view].constraints[entry].arguments[argument]
            case .template(let name): document.templates[name]!.constraints[entry].arguments[argument]
            }
        }

        func set(_ value: ConstraintArgument, in document: inout LayoutDocument) {
            switch owner {
            case .view(let view): document.views[view].constraints[entry].arguments[argument] = value
            case .template(let name): document.templates[name]?.constraints[entry].arguments[argument] = value
            }
        }
    }

    /// The shorthand argument (a string in `bytes`, the text read) whose text holds `range`
    /// (maybe empty), between its quotes.
    func shorthand(containing range: Range<Int>, in bytes: [UInt8]) -> ArgumentPlace? {
        func find(_ entries: [ConstraintEntry]) -> (entry: Int, argument: Int)? {
            for (entryIndex, entry) in entries.enumerated() {
                for (argumentIndex, argument) in entry.arguments.enumerated()
                where Int(argument.span.lower) < range.lowerBound && range.upperBound < Int(argument.span.upper)
                    && bytes[Int(argument.span.lower)] == UInt8(ascii: "\"") {
                    return (entryIndex, argumentIndex)
                }
            }
            return nil
        }
        for (index, view) in views.enumerated() {
            if let (entry, argument) = find(view.constraints) { return ArgumentPlace(owner: .view(index), entry: entry, argument: argument) }
        }
        for (name, template) in templates {
            if let (entry, argument) = find(template.constraints) { return ArgumentPlace(owner: .template(name), entry: entry, argument: argument) }
        }
        return nil
    }
}

extension LayoutDocument {
    /// Every span moved by `moved` (the text before them changed length).
    mutating func moveSpans(_ moved: (SourceSpan) -> SourceSpan) {
        for index in views.indices {
            views[index].keySpan = moved(views[index].keySpan)
            for name in views[index].templateNames.indices { views[index].templateNames[name].span = moved(views[index].templateNames[name].span) }
            views[index].constraints.moveSpans(moved)
            views[index].properties.moveSpans(moved)
        }
        for name in Array(templates.keys) {
            guard var template = templates[name] else { continue }
            template.keySpan = moved(template.keySpan)
            template.constraints.moveSpans(moved)
            template.properties.moveSpans(moved)
            templates[name] = template
        }
    }
}

extension [ConstraintEntry] {
    mutating func moveSpans(_ moved: (SourceSpan) -> SourceSpan) {
        for index in indices {
            self[index].keySpan = moved(self[index].keySpan)
            for attribute in self[index].attributes.indices { self[index].attributes[attribute].span = moved(self[index].attributes[attribute].span) }
            for argument in self[index].arguments.indices {
                self[index].arguments[argument].span = moved(self[index].arguments[argument].span)
                self[index].arguments[argument].targetSpan = self[index].arguments[argument].targetSpan.map(moved)
            }
        }
    }
}

extension [PropertyEntry] {
    mutating func moveSpans(_ moved: (SourceSpan) -> SourceSpan) {
        for index in indices {
            self[index].keySpan = moved(self[index].keySpan)
            self[index].valueSpan = moved(self[index].valueSpan)
        }
    }
}
