/// One class's or helper type's own entries, not inherited ones: Symbols.swift lists only what
/// a class adds or re-types relative to its superclass, so lookups walk a `Lineage`.
///
/// A class, not a struct, so that walking a chain copies one reference per level instead of
/// twenty dictionaries; filled through `ClassTable.Builder`.
final class ClassTable: Sendable {
    let name: String
    let kind: Kind
    let superclassName: String?
    /// What the project declared as the superclass where the catalog could not use it (a
    /// class it does not know, such as another framework's): kept for tools that print the
    /// project's classes.
    let declaredSuperclassName: String?
    let rootName: String?
    let types: [String: String]
    /// How many Symbols.swift entries the data lists (kept for the round-trip counts).
    let propertyCount: Int
    let layoutProperties: [String: String]
    let conditionalProperties: [String: (typeName: String, condition: String)]
    let pseudoProperties: Set<String>
    let keyPathPrefixes: [String: String]
    let typeCorrections: [String: TypeCorrection]
    let restricted: RestrictedKeys
    let unavailable: [String: String?]
    let readOnly: [String: String?]
    let privateKeys: [String]
    let renamed: [String: String]
    let parameters: [(name: String, typeName: String)]
    let defaultExpressions: [(name: String, expression: String)]
    let bodyProperty: String?
    let deprecatedSymbols: [String: String]
    let intrinsicSizeNote: String?

    /// Freezes `builder`.
    init(_ builder: Builder) {
        name = builder.name
        kind = builder.kind
        superclassName = builder.superclassName
        declaredSuperclassName = builder.declaredSuperclassName
        rootName = builder.rootName
        types = builder.types
        propertyCount = builder.propertyCount
        layoutProperties = builder.layoutProperties
        conditionalProperties = builder.conditionalProperties
        pseudoProperties = builder.pseudoProperties
        keyPathPrefixes = builder.keyPathPrefixes
        typeCorrections = builder.typeCorrections
        restricted = builder.restricted
        unavailable = builder.unavailable
        readOnly = builder.readOnly
        privateKeys = builder.privateKeys
        renamed = builder.renamed
        parameters = builder.parameters
        defaultExpressions = builder.defaultExpressions
        bodyProperty = builder.bodyProperty
        deprecatedSymbols = builder.deprecatedSymbols
        intrinsicSizeNote = builder.intrinsicSizeNote
    }
}

extension ClassTable {
    /// This class with `properties` (key → type name) and constructor `parameters` added, as an
    /// app's Swift extension adds them (`UIImageView.imgUrl: URL`): everything else stays.
    func extended(properties: [String: String], parameters extra: [String: String]) -> ClassTable {
        var builder = Builder(name: name, kind: kind, superclassName: superclassName, rootName: rootName)
        builder.types = types.merging(properties) { _, added in added }
        builder.propertyCount = propertyCount
        builder.layoutProperties = layoutProperties
        builder.conditionalProperties = conditionalProperties
        builder.pseudoProperties = pseudoProperties
        builder.keyPathPrefixes = keyPathPrefixes
        builder.typeCorrections = typeCorrections
        builder.restricted = restricted
        builder.unavailable = unavailable
        builder.readOnly = readOnly
        builder.privateKeys = privateKeys
        builder.renamed = renamed
        builder.parameters = parameters + extra.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            .filter { added in !parameters.contains { $0.name == added.0 } }
        builder.defaultExpressions = defaultExpressions
        builder.bodyProperty = bodyProperty
        builder.deprecatedSymbols = deprecatedSymbols
        builder.intrinsicSizeNote = intrinsicSizeNote
        return ClassTable(builder)
    }
}

extension ClassTable {
    /// What kind of object the table describes.
    enum Kind: Hashable, Sendable {
        /// A UIKit (or MapKit, WebKit…) view or view-controller class from the catalog data.
        case uikitClass
        /// An object whose keys appear under a key-path prefix (`CALayer` for `layer.*`).
        case helper
        /// A project class layered on top with `UIKitCatalog.adding(customClasses:)`.
        case custom
    }

    /// A Symbols.swift type that Layout's code has since changed.
    struct TypeCorrection: Hashable, Sendable {
        let codeType: String
        let symbolsSwiftType: String
    }

    /// The mutable form, filled record by record while parsing.
    struct Builder {
        let name: String
        let kind: Kind
        /// Nil for `UIView`, `UIViewController` and helper types.
        var superclassName: String?
        var declaredSuperclassName: String?
        /// `UIView` or `UIViewController`; nil for helper types.
        var rootName: String?

        /// The effective type of each own key, by the README's precedence: layout property >
        /// type correction > Symbols.swift. Filled through the `add…` methods.
        var types: [String: String] = [:]
        var propertyCount = 0
        var layoutProperties: [String: String] = [:]
        /// Code-added keys that exist only on some OS versions: key → (type, condition).
        var conditionalProperties: [String: (typeName: String, condition: String)] = [:]
        var pseudoProperties: Set<String> = []
        /// `titleLabel.` → `UILabel`: keys under the prefix resolve on the source class.
        var keyPathPrefixes: [String: String] = [:]
        var typeCorrections: [String: TypeCorrection] = [:]
        var restricted = RestrictedKeys()
        /// Raw `unavailable` entries (key → reason), kept for listing and counting.
        var unavailable: [String: String?] = [:]
        /// Raw `read_only` entries (key → type), readable in expressions.
        var readOnly: [String: String?] = [:]
        var privateKeys: [String] = []
        /// Runtime name → name Layout exposes (`WKWebView.UIDelegate` → `uiDelegate`).
        var renamed: [String: String] = [:]
        /// Constructor arguments in data order (name, type).
        var parameters: [(name: String, typeName: String)] = []
        var defaultExpressions: [(name: String, expression: String)] = []
        var bodyProperty: String?
        /// Symbol → suggested replacement.
        var deprecatedSymbols: [String: String] = [:]
        /// Layout's own intrinsic-size note (`contentSize + contentInset …`).
        var intrinsicSizeNote: String?

        init(name: String, kind: Kind, superclassName: String? = nil, rootName: String? = nil) {
            self.name = name
            self.kind = kind
            self.superclassName = superclassName
            self.rootName = rootName
        }

        /// A Symbols.swift entry: the weakest source of a type.
        mutating func addProperty(_ key: String, _ typeName: String) {
            propertyCount += 1
            // Stores `typeName` only when `key` has no type yet, hashing the key once.
            Self.keep(&types[key, default: typeName])
        }

        private static func keep(_: inout String) {}

        /// A type set by Layout's code: the strongest source.
        mutating func addLayoutProperty(_ key: String, _ typeName: String) {
            layoutProperties[key] = typeName
            types[key] = typeName
        }

        /// A corrected Symbols.swift type; a layout property still wins.
        mutating func addTypeCorrection(_ key: String, _ correction: TypeCorrection) {
            typeCorrections[key] = correction
            if layoutProperties[key] == nil { types[key] = correction.codeType }
        }
    }
}
