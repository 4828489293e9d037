import AutoLayout
import Diagnostics
import LayoutEngine
import Synchronization

/// The last render of each file, so that a file saved with one number of a constraint's
/// shorthand changed (`"height": "+1234"` → `"+1240"`) is rendered again from it: the
/// document is not parsed, read or built again, the constraints made from that string take
/// their new constant (in the records and in the unsolved system, `LayoutSystem.setConstant`),
/// and the stage solves from there (from the last solve, with `SolvedSystems`). The render is
/// the one a render from nothing gives (`SavedRenderPropertyTests`); any other change — a
/// longer or shorter number, a target, a priority, text outside a constraint — renders from
/// nothing. A render depends on its options, and on the catalog, which this does not compare:
/// a format keeps one table per project and clears it when the catalog changes (`removeAll`).
public final class EverLayoutRenders: Sendable {
    /// What a render of `bytes` left to render the next save from: values only (the scene's
    /// types are not declared `Sendable`, but hold no reference to anything shared).
    struct Last: @unchecked Sendable {
        var bytes: [UInt8]
        var options: OptionsKey
        var name: String?
        /// Built, not solved: its log holds the reader's and builder's problems only.
        var builder: LayoutBuilder
        /// The scene made from `builder`, its system unsolved.
        var scene: ConstraintScene
        var models: [Int]
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

    private struct State: ~Copyable {
        var last: [String: Last] = [:]
        var order: [String] = []
        var reused = 0
    }

    private let state = Mutex(State())
    public let capacity: Int

    public init(capacity: Int = 16) { self.capacity = capacity }

    /// How many renders started from a last render (for tests).
    public var reused: Int { state.withLock { $0.reused } }

    /// Forgets every render (the catalog changed).
    public func removeAll() {
        state.withLock { state in
            state.last.removeAll()
            state.order.removeAll()
        }
    }

    /// Whether `bytes` are the text last rendered for `file` but for digits of one constraint
    /// shorthand (the same number of them): a layout still, which a format then need not read
    /// again to claim it.
    public func isLayoutAgain(_ bytes: [UInt8], file: String) -> Bool {
        state.withLock { state in
            guard let last = state.last[file], let edit = EverLayoutRenders.digitEdit(from: last.bytes, to: bytes) else { return false }
            return edit.isEmpty || last.builder.document.shorthand(containing: edit, in: last.bytes) != nil
        }
    }

    /// The bytes that differ between two texts of one length when only digits do (empty when
    /// none do); nil when the lengths or anything but digits differ.
    static func digitEdit(from old: [UInt8], to new: [UInt8]) -> Range<Int>? {
        guard old.count == new.count else { return nil }
        var start = 0
        while start < new.count, new[start] == old[start] { start += 1 }
        guard start < new.count else { return start..<start }
        var end = new.count
        while end > start, new[end - 1] == old[end - 1] { end -= 1 }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard new[start..<end].allSatisfy(isDigit), old[start..<end].allSatisfy(isDigit) else { return nil }
        return start..<end
    }

    /// The last render of `file`, which is given up (a render keeps its own again).
    func take(_ file: String) -> Last? {
        state.withLock { state -> Last? in
            state.order.removeAll { $0 == file }
            return state.last.removeValue(forKey: file)
        }
    }

    /// Keeps `last` for the next render of `file`.
    func keep(_ last: Last, file: String, reused: Bool) {
        state.withLock { state in
            if reused { state.reused += 1 }
            state.last[file] = last
            state.order.append(file)
            while state.order.count > capacity { state.last[state.order.removeFirst()] = nil }
        }
    }
}

extension EverLayoutRenders.Last {
    /// The last render with the one edit that turns its text into `bytes` applied, when that
    /// edit only changes digits of a constraint shorthand's constant (the same number of them):
    /// the constraints made from it take the new constant. Nil for any other text.
    func patched(to bytes: [UInt8], options: EverLayoutOptions) -> Self? {
        guard options.inject.isEmpty, EverLayoutRenders.OptionsKey(options) == self.options,
              let edit = EverLayoutRenders.digitEdit(from: self.bytes, to: bytes) else { return nil }
        guard !edit.isEmpty else { return self }
        guard let place = builder.document.shorthand(containing: edit, in: self.bytes) else { return nil }
        let old = place.argument(in: builder.document)
        let span = old.span
        let inner = Int(span.lower) + 1..<Int(span.upper) - 1
        // Without escapes, the string's bytes are its text.
        guard !bytes[inner].contains(UInt8(ascii: "\\")) else { return nil }
        var oldLog = ProblemLog(bytes: self.bytes)
        var newLog = ProblemLog(bytes: bytes)
        let reread = ShorthandParser.parse(String(decoding: self.bytes[inner], as: UTF8.self), span: span, log: &oldLog)
        let argument = ShorthandParser.parse(String(decoding: bytes[inner], as: UTF8.self), span: span, log: &newLog)
        guard oldLog.problems.isEmpty, newLog.problems.isEmpty, let was = reread.constant, let now = argument.constant,
              was.sign == now.sign, reread.differsOnlyInConstant(from: argument),
              !builder.log.problems.contains(where: { $0.span.map { $0.lower < span.upper && ($0.upper > span.lower || $0.lower >= span.lower) } ?? false })
        else { return nil }
        var next = self
        next.bytes = bytes
        place.set(argument, in: &next.builder.document)
        for index in next.builder.built.indices where next.builder.built[index].valueSpan == span {
            let constant = argument.constant(for: next.builder.built[index].attribute)
            guard constant.isFinite else { return nil }
            next.builder.built[index].constant = constant
            next.scene.constraints[index].record.constant = constant
            if let id = next.scene.constraints[index].id { next.scene.system.setConstant(of: id, to: constant) }
        }
        return next
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

    /// The shorthand argument (a string in `bytes`, the text read) whose text holds `range`,
    /// between its quotes.
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
