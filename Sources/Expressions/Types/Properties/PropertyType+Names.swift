extension PropertyType {
    /// The type a `<param type="…">` or a property table names, as Layout's
    /// `RuntimeType.type(named:)` resolves it: scalar and struct names, `NSString`,
    /// `CGColorRef`, every enum/option table spelling (`UIViewContentMode`,
    /// `UIView.ContentMode`, `uiView_ContentMode`), `Array<T>`, `[T]`, `NSArray`,
    /// `<Protocol>`, `X.Type`, `Any` and class names. `isClass` adds project classes.
    /// `nil` means "Unknown or unsupported type … Try using Any instead".
    public init?(named rawName: String, isClass: (String) -> Bool = { _ in false }) {
        let name = rawName.trimmingASCIISpaces
        if let type = PropertyType.fixedNames[name] {
            self = type
        } else if let kind = NumberKind(rawValue: name) {
            self = .number(kind)
        } else if let table = EnumCatalog.table(named: name) ?? EnumCatalog.table(named: PropertyType.sanitizedTypeName(name)),
                  table.isPropertyType {
            self = table.kind == .options ? .options(table.runtimeName) : .enumeration(table.runtimeName)
        } else if let element = PropertyType.arrayElementName(name) {
            guard let elementType = PropertyType(named: element, isClass: isClass) else { return nil }
            self = .array(elementType)
        } else if name.hasPrefix("<"), name.hasSuffix(">"), name.count > 2 {
            self = .protocol(String(name.dropFirst().dropLast()))
        } else if name.hasSuffix(".Type") {
            let className = String(name.dropLast(5))
            guard KnownTypeNames.classes.contains(className) || isClass(className) else { return nil }
            self = .classObject(className)
        } else if KnownTypeNames.protocols.contains(name) {
            self = .protocol(name)
        } else if KnownTypeNames.untabledIntegerEnums.contains(name) {
            self = .number(.int)
        } else if KnownTypeNames.classes.contains(name) || isClass(name) {
            self = .object(name)
        } else {
            return nil
        }
    }

    /// The name used in messages (`… is not compatible with expected type Bool`);
    /// `PropertyType(named: type.name)` gives the type back.
    public var name: String {
        switch self {
        case .any: return "Any"
        case .bool: return "Bool"
        case let .number(kind): return kind.rawValue
        case .string: return "String"
        case .attributedString: return "NSAttributedString"
        case .character: return "Character"
        case .color: return "UIColor"
        case .cgColor: return "CGColor"
        case .image: return "UIImage"
        case .cgImage: return "CGImage"
        case .font: return "UIFont"
        case .url: return "URL"
        case .urlRequest: return "URLRequest"
        case .selector: return "Selector"
        case let .enumeration(name), let .options(name): return name
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .rect: return "CGRect"
        case .insets: return "UIEdgeInsets"
        case .directionalInsets: return "NSDirectionalEdgeInsets"
        case .offset: return "UIOffset"
        case .vector: return "CGVector"
        case .affineTransform: return "CGAffineTransform"
        case .transform3D: return "CATransform3D"
        case let .array(element): return "Array<\(element.name)>"
        case let .protocol(name): return "<\(name)>"
        case let .classObject(name): return "\(name).Type"
        case let .object(name): return name
        case .visualEffect: return "UIVisualEffect"
        case .cgPath: return "CGPath"
        case .dictionary: return "NSDictionary"
        }
    }

    /// Whether a plain expression of this type may evaluate to nil (Layout's
    /// `nullable: true` kinds: pointers, protocols, arrays, `UIVisualEffect`).
    /// Other types report `Unexpected nil value`.
    public var isNullable: Bool {
        switch self {
        case .protocol, .array, .visualEffect, .cgPath: return true
        default: return false
        }
    }

    /// The enum or option table behind an `.enumeration`/`.options` type.
    public var enumTable: EnumTable? {
        switch self {
        case let .enumeration(name), let .options(name): return EnumCatalog.table(runtimeName: name)
        default: return nil
        }
    }

    private static let fixedNames: [String: PropertyType] = [
        "Any": .any, "AnyObject": .any, "Bool": .bool,
        "String": .string, "NSString": .string, "NSAttributedString": .attributedString,
        "Character": .character,
        "UIColor": .color, "CGColor": .cgColor, "CGColorRef": .cgColor,
        "UIImage": .image, "CGImage": .cgImage, "CGImageRef": .cgImage,
        "CGPath": .cgPath, "CGPathRef": .cgPath,
        "UIFont": .font, "URL": .url, "NSURL": .url, "URLRequest": .urlRequest, "NSURLRequest": .urlRequest,
        "Selector": .selector, "UIVisualEffect": .visualEffect,
        "CGPoint": .point, "CGSize": .size, "CGRect": .rect, "UIEdgeInsets": .insets,
        "NSDirectionalEdgeInsets": .directionalInsets, "UIOffset": .offset, "CGVector": .vector,
        "CGAffineTransform": .affineTransform, "CATransform3D": .transform3D,
        "NSArray": .array(.any), "NSMutableArray": .array(.any),
        "NSDictionary": .dictionary, "NSMutableDictionary": .dictionary,
        "Dictionary<String, Any>": .dictionary, "[String: Any]": .dictionary,
    ]

    /// `T` of `Array<T>` or `[T]` (not of a `[K: V]` dictionary).
    private static func arrayElementName(_ name: String) -> String? {
        if name.hasPrefix("Array<"), name.hasSuffix(">") {
            return String(name.dropFirst(6).dropLast()).trimmingASCIISpaces
        }
        if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") {
            return String(name.dropFirst().dropLast()).trimmingASCIISpaces
        }
        return nil
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingASCIISpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }),
              let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
