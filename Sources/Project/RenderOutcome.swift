import Diagnostics
import Expressions
import LayoutEngine

/// One template rendered for one device: the frame tree, or the Red Box.
public struct RenderOutcome: Sendable {
    public var template: String
    public var device: Device
    public var tree: RenderedNode?
    public var errors: [Diagnostic]
    public var warnings: [Diagnostic]
    /// Files the template depends on (itself and its includes).
    public var dependencies: Set<String>
    /// `strings.` keys it uses.
    public var stringKeys: Set<String>
    public var timing: Timing
    /// The constraints as built, for formats placed by Auto Layout (`render`'s `constraints`);
    /// nil for Layout templates, whose events carry no such member.
    public var constraints: [ConstraintRecord]? = nil
    /// Names the render looked up in the project's declarations (a SwiftLayout layout's custom
    /// classes, found or not): a file that comes to declare one affects the template.
    public var usedNames: Set<String> = []
    /// The text size, direction, language and pseudo-localisation rendered (`RenderVariant`;
    /// its device is `device`).
    public var variant: RenderVariant = .standard

    /// The variant's canonical name with the device rendered (`iphone-se,AX3,rtl`): how
    /// snapshot files and messages name the render.
    public var variantName: String {
        let style = variant.style
        return style == .standard ? device.name : device.name + "," + style.name
    }

    /// The variant without its device (`AX3,rtl`), as the `variant` member of every object
    /// about this render (`render`, `error`, `audit`) and SARIF's and JUnit's `variant`
    /// property write it; nil for the standard one, which they leave out.
    public var variantMemberValue: String? {
        variant.style == .standard ? nil : variant.style.name
    }

    /// The objects' `variant` member: only when the variant is not the standard one.
    public var variantMember: [(String, JSON)] {
        variantMemberValue.map { [("variant", .string($0))] } ?? []
    }

    /// The render's device and variant in words, for messages: `on iphone-se at text size
    /// AX3, right to left, with the fr strings, pseudo-localised` (`on iphone-se` for the
    /// standard variant).
    public var variantWords: String {
        var words = ["on " + device.name + (variant.contentSize == .large ? "" : " at text size " + variant.contentSize.shortName)]
        if variant.direction == .rightToLeft { words.append("right to left") }
        if let language = variant.language { words.append("with the \(language) strings") }
        if variant.pseudo { words.append("pseudo-localised") }
        return words.joined(separator: ", ")
    }

    public init(template: String, device: Device, tree: RenderedNode?, errors: [Diagnostic], warnings: [Diagnostic],
                dependencies: Set<String>, stringKeys: Set<String>, timing: Timing) {
        self.template = template
        self.device = device
        self.tree = tree
        self.errors = errors
        self.warnings = warnings
        self.dependencies = dependencies
        self.stringKeys = stringKeys
        self.timing = timing
    }

    /// Phase durations in milliseconds.
    public struct Timing: Sendable {
        public var parse: Double
        public var layout: Double
        public var total: Double
        /// Further renders of the same file, each from scratch, when one was asked for
        /// (`render --repeat`): a process's first render pays for its own start (code paged
        /// in, tables built, the heap grown), these do not.
        public var repeats: Repeats?

        public init(parse: Double, layout: Double, total: Double) {
            self.parse = parse
            self.layout = layout
            self.total = total
        }

        var json: JSON {
            var members: [(String, JSON)] = [
                ("parse_ms", .number(RenderOutcome.rounded(parse))), ("layout_ms", .number(RenderOutcome.rounded(layout))),
                ("total_ms", .number(RenderOutcome.rounded(total))),
            ]
            if let repeats {
                members.append(("repeat", .object([
                    ("runs", .number(Double(repeats.totals.count))), ("median_ms", .number(RenderOutcome.rounded(repeats.median))),
                    ("min_ms", .number(RenderOutcome.rounded(repeats.minimum))),
                ])))
            }
            return .object(members)
        }
    }

    /// The total milliseconds of repeated renders of one file.
    public struct Repeats: Sendable {
        public var totals: [Double]

        public init(totals: [Double]) { self.totals = totals }

        /// The middle total (the mean of the two middle ones for an even count); 0 for none.
        public var median: Double {
            let sorted = totals.sorted()
            guard !sorted.isEmpty else { return 0 }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }

        public var minimum: Double { totals.min() ?? 0 }
    }

    public var hasErrors: Bool { !errors.isEmpty || tree == nil }
    /// The warnings proper: `warnings` also carries notes (what a reader did that changes no
    /// frame and no drawing), which `check`, `reload` and `LIST` do not count.
    public var warningCount: Int { warnings.count { $0.severity == .warning } }

    /// The protocol's `render` or `error` event (docs/PROTOCOL.md).
    public func event(revision: Int) -> JSON {
        if let tree, errors.isEmpty, case let .object(members) = renderHead(revision: revision) {
            return .object(members + [("tree", tree.json)] + (constraints.map { [("constraints", JSON.array($0.map(\.json)))] } ?? []))
        }
        let warningsJSON = JSON.array(warnings.map(\.json))
        return .object([
            ("event", "error"), ("template", .string(template)), ("revision", .number(Double(revision))),
        ] + variantMember + [("errors", .array(errors.map(\.json))), ("warnings", warningsJSON)])
    }

    /// A `render` event's members before the tree.
    private func renderHead(revision: Int) -> JSON {
        .object([
            ("event", "render"), ("template", .string(template)), ("revision", .number(Double(revision))),
            ("device", device.json),
        ] + variantMember + [
            ("timing", timing.json),
            ("warnings", .array(warnings.map(\.json))),
        ])
    }

    /// The event as one line of JSON text.
    public func encodedEvent(revision: Int) -> String {
        String(decoding: encodedEventBytes(revision: revision), as: UTF8.self)
    }

    /// `encodedEventBytes` and a newline: the line `render --format json` writes.
    public func encodedEventLine(revision: Int) -> [UInt8] {
        var bytes = encodedEventBytes(revision: revision)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// The event as the UTF-8 bytes of one line of JSON, written directly (the render
    /// tree is the bulk of it, so it is not built as a `JSON` value first).
    public func encodedEventBytes(revision: Int) -> [UInt8] {
        guard let tree, errors.isEmpty else { return Array(event(revision: revision).encoded.utf8) }
        // About 200 bytes a constraint: reserved with the tree's, the output is not copied as it grows.
        return ByteOutput.array(capacity: tree.estimatedEncodedSize + (constraints?.count ?? 0) * 256 + 1024) { output in
            renderHead(revision: revision).write(to: &output)
            output.removeLast()  // the closing brace
            output.append(#","tree":"#)
            tree.write(to: &output)
            writeConstraints(to: &output)
        }
    }

    /// `encodedEventBytes(revision:)` with the tree's bytes already written (`encoded`, of this
    /// outcome's tree), and the constraints' when given (`constraintBytes`: the `constraints`
    /// member's array, of this outcome's constraints). With `asLine` the bytes end with a
    /// newline: the event as a line of the protocol, its bytes not copied again to frame it.
    public func encodedEventBytes(revision: Int, tree encoded: EncodedTree, constraintBytes: [UInt8]? = nil, asLine: Bool = false) -> [UInt8] {
        guard tree != nil, errors.isEmpty else { return Array((event(revision: revision).encoded + (asLine ? "\n" : "")).utf8) }
        return ByteOutput.array(capacity: encoded.bytes.count + (constraintBytes?.count ?? (constraints?.count ?? 0) * 256) + 1024) { output in
            defer { if asLine { output.append(UInt8(ascii: "\n")) } }
            renderHead(revision: revision).write(to: &output)
            output.removeLast()  // the closing brace
            output.append(#","tree":"#)
            output.append(encoded.bytes)
            if let constraintBytes, constraints != nil {
                output.append(#","constraints":"#)
                output.append(constraintBytes)
                output.append(UInt8(ascii: "}"))
            } else {
                writeConstraints(to: &output)
            }
        }
    }

    /// The `constraints` member when there is one, and the event's closing brace.
    private func writeConstraints(to output: inout ByteOutput) {
        if let constraints {
            output.append(#","constraints":["#)
            // Each record written where it is (`constraints[index].write` copied it first).
            constraints.withUnsafeBufferPointer { constraints in
                for index in constraints.indices {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    ConstraintRecord.write(constraints.baseAddress! + index, to: &output)
                }
            }
            output.append(UInt8(ascii: "]"))
        }
        output.append(UInt8(ascii: "}"))
    }

    static func rounded(_ milliseconds: Double) -> Double {
        (milliseconds * 1000).rounded() / 1000
    }
}

extension Device {
    /// The protocol's `device` object.
    public var json: JSON {
        .object([
            ("name", .string(name)), ("width", .number(width)), ("height", .number(height)), ("scale", .number(scale)),
            ("insets", ["top": .number(insets.top), "left": .number(insets.left), "bottom": .number(insets.bottom), "right": .number(insets.right)]),
        ])
    }
}
