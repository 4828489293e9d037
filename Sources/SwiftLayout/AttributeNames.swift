import AutoLayout

extension Evaluator {
    /// The attribute `name` spells (`LayoutAttribute(rawValue:)`), found by the name's length
    /// and a letter, then one comparison: the generated initialiser compared the name with each
    /// case's in turn (about 535 instructions a call, four calls for each view of an `Anchors`
    /// block).
    static func attribute(named name: String) -> LayoutAttribute? {
        let utf8 = name.utf8
        guard let first = utf8.first, let last = utf8.last else { return nil }
        let candidate: LayoutAttribute
        switch utf8.count {
        case 3: candidate = .top
        case 4: candidate = .left
        case 5: candidate = first == UInt8(ascii: "r") ? .right : .width
        case 6: candidate = first == UInt8(ascii: "b") ? .bottom : .height
        case 7: candidate = first == UInt8(ascii: "l") ? .leading : last == UInt8(ascii: "Y") ? .centerY : .centerX
        case 8: candidate = .trailing
        case 9: candidate = .topMargin
        case 10: candidate = .leftMargin
        case 11: candidate = .rightMargin
        case 12: candidate = first == UInt8(ascii: "l") ? .lastBaseline : .bottomMargin
        case 13: candidate = first == UInt8(ascii: "f") ? .firstBaseline : .leadingMargin
        case 14: candidate = .trailingMargin
        case 20: candidate = utf8[utf8.index(utf8.startIndex, offsetBy: 6)] == UInt8(ascii: "Y") ? .centerYWithinMargins : .centerXWithinMargins
        default: return nil
        }
        return candidate.rawValue == name ? candidate : nil
    }
}
