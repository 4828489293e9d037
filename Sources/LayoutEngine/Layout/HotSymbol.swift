import Expressions

/// The symbols every layout reads again and again. Nodes keep their values
/// in a fixed array (no hashing), and slots refer to them by index.
enum HotSymbol: Int, CaseIterable {
    case left, top, width, height, right, bottom
    case containerWidth, containerHeight, inferredWidth, inferredHeight
    case isHidden, text, attributedText, font, numberOfLines

    var name: String {
        switch self {
        case .left: return "left"
        case .top: return "top"
        case .width: return "width"
        case .height: return "height"
        case .right: return "right"
        case .bottom: return "bottom"
        case .containerWidth: return "containerSize.width"
        case .containerHeight: return "containerSize.height"
        case .inferredWidth: return "inferredSize.width"
        case .inferredHeight: return "inferredSize.height"
        case .isHidden: return "isHidden"
        case .text: return "text"
        case .attributedText: return "attributedText"
        case .font: return "font"
        case .numberOfLines: return "numberOfLines"
        }
    }

    /// `ExpressionTable.hash(name)`, computed once.
    var nameHash: UInt32 { Self.nameHashes[rawValue] }

    private static let nameHashes = allCases.map { ExpressionTable.hash($0.name) }

    private static let byName: [String: HotSymbol] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// The hot symbol named `name`, if it is one (looked up once, when compiling).
    init?(name: String) {
        guard let symbol = Self.byName[name] else { return nil }
        self = symbol
    }
}

/// What a node knows of one hot symbol.
struct HotSlot {
    /// Its value in this pass.
    var value: Value?
    /// Its expression, looked up once (`.some(nil)`: the node has none).
    var expression: NodeExpression??
    /// `dependsOnParent`'s answer; it depends only on the compiled expressions.
    var dependsOnParent: Bool?
}

extension LayoutNode {
    /// `value(forSymbol:)` for a hot symbol, answered from the node's array
    /// when already computed in this pass.
    @inline(__always)
    func value(_ symbol: HotSymbol) throws(ExpressionError) -> Value {
        noteRead(symbol.rawValue)
        if let cached = hot[symbol.rawValue].value { return cached }
        return try evaluateSymbol(symbol.name, hot: symbol)
    }

    /// The compiled expression for a hot symbol, looked up once per node.
    func expression(_ symbol: HotSymbol) -> NodeExpression? {
        noteRead(symbol.rawValue)
        if let known = hot[symbol.rawValue].expression { return known }
        // Set up like its sibling, it has none of the expressions that one found none of (a
        // default that failed to compile would have reported: then each node looks for itself).
        if let model = alikeModel, case .some(.none) = model.hot[symbol.rawValue].expression, pass.diagnostics.isEmpty {
            hot[symbol.rawValue].expression = .some(nil)
            return nil
        }
        let found = expression(symbol.name, hash: symbol.nameHash)
        hot[symbol.rawValue].expression = .some(found)
        return found
    }

    /// A hot symbol as a number (0 when it is not one).
    @inline(__always)
    func dimension(_ symbol: HotSymbol) throws(ExpressionError) -> Double {
        switch try value(symbol) {
        case let .number(number): return number
        case let .bool(flag): return flag ? 1 : 0
        default: return 0
        }
    }
}
