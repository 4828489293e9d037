import Expressions

/// MarkupKit's conversions of attribute text to property values (R-VAL-KEYPATH, R-VAL-PREFIX),
/// without UIKit.
enum AttributeValues {
    /// `-[NSString doubleValue]`: the leading number, else 0 (no error); `exact` says
    /// whether the whole text was that number.
    static func number(_ text: String) -> (value: Double, exact: Bool) {
        let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        var prefix = ""
        var seenDigit = false, seenDot = false, seenExponent = false
        for character in trimmed {
            if character.isASCII, character.isNumber {
                seenDigit = true
            } else if character == ".", !seenDot, !seenExponent {
                seenDot = true
            } else if (character == "-" || character == "+") && (prefix.isEmpty || prefix.last == "e" || prefix.last == "E") {
            } else if (character == "e" || character == "E"), seenDigit, !seenExponent {
                seenExponent = true
            } else {
                break
            }
            prefix.append(character)
        }
        while let last = prefix.last, !(last.isASCII && last.isNumber) && last != "." { prefix.removeLast() }
        let value = seenDigit ? Double(prefix) ?? 0 : 0
        return (value, seenDigit && prefix.count == trimmed.count)
    }

    /// `-[NSString boolValue]`: after whitespace, a sign and zeros, `Y y T t` or a digit 1–9.
    static func bool(_ text: String) -> Bool {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        rest = rest.drop { $0 == "0" }
        guard let first = rest.first else { return false }
        return "YyTt123456789".contains(first)
    }

    /// `+[LMViewBuilder colorValue:]`: `#RRGGBB[AA]` (MK1: only those), else an asset
    /// colour, else a `UIColor` class colour; nil otherwise.
    static func color(_ text: String, assets: [String: Color], version: MarkupKitVersion) -> Color? {
        if text.hasPrefix("#") {
            let padded = text.count < 9 ? text + "ff" : text
            guard padded.count == 9 else { return nil }
            return Color(hex: padded)
        }
        guard version != .v1 else { return nil }
        if let asset = assets[text] { return asset }
        return Color.named(text).flatMap { text.hasPrefix("#") ? nil : $0 }
    }

    static let textStyles: [String: String] = [
        "title1": "UIFontTextStyleTitle1", "title2": "UIFontTextStyleTitle2", "title3": "UIFontTextStyleTitle3",
        "headline": "UIFontTextStyleHeadline", "subheadline": "UIFontTextStyleSubheadline", "body": "UIFontTextStyleBody",
        "callout": "UIFontTextStyleCallout", "footnote": "UIFontTextStyleFootnote", "caption1": "UIFontTextStyleCaption1",
        "caption2": "UIFontTextStyleCaption2",
    ]

    /// `+[LMViewBuilder fontValue:]`: a text style (at `category`'s size), or exactly `name
    /// size` (`System`, `System-Bold`, `System-Italic` or a PostScript name); nil otherwise.
    static func font(_ text: String, version: MarkupKitVersion, category: ContentSizeCategory = .large) -> FontDescriptor? {
        if textStyles[text] != nil {
            let older = ["title1", "title2", "title3", "callout"]
            guard version != .v1 || !older.contains(text) else { return nil }
            return FontDescriptor.preferred(textStyle: text, at: category) ?? FontDescriptor(size: 17, textStyle: text)
        }
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let size = number(String(parts[1])).value
        switch parts[0] {
        case "System": return .system(size: size)
        case "System-Bold": return .boldSystem(size: size)
        case "System-Italic": return .italicSystem(size: size)
        default:
            let name = String(parts[0])
            guard FontCatalog.iOS.face(postScriptName: name) != nil else { return nil }
            return FontDescriptor(name: name, size: size)
        }
    }

    /// The enum an attribute name selects (R-VAL-ENUM), by runtime type name.
    static let enumTypes: [String: String] = [
        "contentMode": "UIViewContentMode", "tintAdjustmentMode": "UIViewTintAdjustmentMode",
        "lineBreakMode": "NSLineBreakMode", "textAlignment": "NSTextAlignment",
        "autocapitalizationType": "UITextAutocapitalizationType", "autocorrectionType": "UITextAutocorrectionType",
        "spellCheckingType": "UITextSpellCheckingType", "smartQuotesType": "UITextSmartQuotesType",
        "smartDashesType": "UITextSmartDashesType", "smartInsertDeleteType": "UITextSmartInsertDeleteType",
        "keyboardType": "UIKeyboardType", "keyboardAppearance": "UIKeyboardAppearance", "returnKeyType": "UIReturnKeyType",
        "barStyle": "UIBarStyle", "contentHorizontalAlignment": "UIControlContentHorizontalAlignment",
        "contentVerticalAlignment": "UIControlContentVerticalAlignment", "borderStyle": "UITextBorderStyle",
        "clearButtonMode": "UITextFieldViewMode", "leftViewMode": "UITextFieldViewMode", "rightViewMode": "UITextFieldViewMode",
        "datePickerMode": "UIDatePickerMode", "activityIndicatorViewStyle": "UIActivityIndicatorViewStyle",
        "indicatorStyle": "UIScrollViewIndicatorStyle", "keyboardDismissMode": "UIScrollViewKeyboardDismissMode",
        "contentInsetAdjustmentBehavior": "UIScrollViewContentInsetAdjustmentBehavior",
        "separatorStyle": "UITableViewCellSeparatorStyle", "separatorInsetReference": "UITableViewSeparatorInsetReference",
        "accessoryType": "UITableViewCellAccessoryType", "selectionStyle": "UITableViewCellSelectionStyle",
        "searchBarStyle": "UISearchBarStyle", "scrollDirection": "UICollectionViewScrollDirection",
        "sectionInsetReference": "UICollectionViewFlowLayoutSectionInsetReference",
    ]

    /// MarkupKit's own enums: accepted names.
    static let markupKitEnums: [String: [String]] = [
        "horizontalAlignment": ["fill", "leading", "trailing", "center"],
        "verticalAlignment": ["fill", "top", "bottom", "center"],
        "baseline": ["first", "last"],
    ]

    /// The case `text` names for the enum attribute `key`, or nil (unknown: ignored).
    static func enumValue(_ key: String, _ text: String) -> Value? {
        guard let typeName = enumTypes[key] else { return nil }
        guard let table = EnumCatalog.table(runtimeName: typeName) else { return .string(text) }
        guard table.isKnownCaseName(text) else { return nil }
        return table.value(named: text)
    }

    static func isInsetsKey(_ key: String) -> Bool {
        key == "layoutMargins" || key.hasSuffix("Inset") || key.hasSuffix("Insets")
    }

    static func isColorKey(_ key: String) -> Bool { key.hasSuffix("Color") || key.hasSuffix("color") }
    static func isFontKey(_ key: String) -> Bool { key.hasSuffix("Font") || key.hasSuffix("font") }
    static func isImageKey(_ key: String) -> Bool { key.hasSuffix("Image") || key.hasSuffix("image") }
}
