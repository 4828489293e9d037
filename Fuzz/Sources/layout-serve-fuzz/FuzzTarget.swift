@_exported import Foundation

/// The fuzz targets; each takes arbitrary bytes and must neither crash, hang nor blow up.
/// A broken invariant (a value that does not survive a round trip) is a crash too.
enum FuzzTarget: String, CaseIterable {
    /// XMLReader → TemplateResolver (includes) → CompiledLayout → render for two devices.
    case template
    /// PropertyExpression: parse, compile for a property type, evaluate; printf formats.
    case expression
    /// `.strings` files.
    case strings
    /// JSON parsing, and encoding the result back.
    case json
    /// The line protocol: line splitting, commands, their patterns and device specifications.
    case line
    /// An HTTP request head: line splitting, header checks, path and query.
    case http
    /// `.layout-ignore` files and the rules they make.
    case ignore
    /// Swift files read as SwiftLayout layouts (swift-syntax), rendered.
    case swiftlayout
    /// MarkupKit documents of each release: reading, includes, properties, bindings, solving.
    case markupkit
    /// EverLayout layouts: JSON with positions, injection, shorthand, solving.
    case everlayout
    /// `layout-serve.json`: every key, then EverLayout's `inject` data applied to a layout.
    case config
    /// `layout-serve rename` on a template: edits that keep the XML and rename back.
    case rename
    /// `layout-serve lsp`: the framing, JSON-RPC dispatch, open documents, completion, hover.
    case lsp
    /// Swift parsed to a SwiftTree (no swift-syntax): every span of the tree within the text.
    case swifttree

    /// The target the driver calls (the callback is a C function and captures nothing).
    nonisolated(unsafe) static var selected = FuzzTarget.json

    func run(_ bytes: [UInt8]) {
        switch self {
        case .template: TemplateFuzzing.run(bytes)
        case .rename: RenameFuzzing.run(bytes)
        case .expression: ExpressionFuzzing.run(bytes)
        case .strings: StringsFuzzing.run(bytes)
        case .json: JSONFuzzing.run(bytes)
        case .line: LineFuzzing.run(bytes)
        case .http: HTTPFuzzing.run(bytes)
        case .ignore: IgnoreFuzzing.run(bytes)
        case .swiftlayout: SwiftLayoutFuzzing.run(bytes)
        case .markupkit: MarkupKitFuzzing.run(bytes)
        case .everlayout: EverLayoutFuzzing.run(bytes)
        case .config: ConfigurationFuzzing.run(bytes)
        case .lsp: LSPFuzzing.run(bytes)
        case .swifttree: SwiftTreeFuzzing.run(bytes)
        }
    }
}

extension Array where Element == UInt8 {
    /// The input cut at NUL bytes: several files, or several chunks, in one input.
    func parts() -> [[UInt8]] {
        split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    }

    /// The input as text, invalid UTF-8 repaired.
    var text: String { String(decoding: self, as: UTF8.self) }
}
